#!/usr/bin/env python3
"""Writes a tree of Swift sources for benchmarking `vflc lint`.

Each file holds five view controllers; each view controller has one VFL call and one SnapKit
closure of six make lines (one of them with a run-time value, which vflc skips). One file in 50
carries a misspelt modifier and one in 70 a broken VFL format, so the run also renders diagnostics.
The output is deterministic for a given --files and --seed.

    python3 Benchmarks/LintTree/generate.py /tmp/lintbench            # 3000 files in 30 folders
    python3 Benchmarks/LintTree/generate.py /tmp/small --files 100
    python3 Benchmarks/LintTree/generate.py /tmp/anchors --anchors   # plus 15 000 anchor functions
"""
import argparse
import os
import random

VIEW_CONTROLLER = '''
final class {name}ViewController: UIViewController {{
    private let titleLabel = UILabel()
    private let detailLabel = UILabel()
    private let actionButton = UIButton(type: .system)
    private let spacing: CGFloat = {spacing}

    override func viewDidLoad() {{
        super.viewDidLoad()
        // titleLabel.snp.makeConstraints {{ make in make.centre.equalToSuperview() }}  (a comment, ignored)
        let views: [String: Any] = ["title": titleLabel, "detail": detailLabel]
        view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "{format}",
                                                           options: [], metrics: {metrics}, views: ["title": titleLabel, "detail": detailLabel]))
        actionButton.snp.makeConstraints {{ make in
            make.top.equalTo(detailLabel.snp.bottom).{modifier}({offset})
            make.leading.trailing.equalToSuperview().inset(UIEdgeInsets(top: 0, left: {pad}, bottom: 0, right: {pad}))
            make.height.equalTo(44).priority(.high)
            make.width.lessThanOrEqualTo(view.snp.width).multipliedBy(0.8)
            make.bottom.lessThanOrEqualTo(view.safeAreaLayoutGuide.snp.bottom).offset(-spacing)
            make.centerX.equalToSuperview()
        }}
        _ = views
    }}
}}
'''

# With --anchors each view controller also gets a layout-anchor function (six constraints, a view
# it creates, a named constant), which `vflc lint` extracts as a screen and lays out.
ANCHOR_EXTENSION = '''
extension {name}ViewController {{
    private func setUpBadge() {{
        let badge = UIView()
        badge.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(badge)
        NSLayoutConstraint.activate([
            badge.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: spacing),
            badge.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor, constant: {pad}),
            badge.widthAnchor.constraint(equalToConstant: 24),
            badge.heightAnchor.constraint(equalTo: badge.widthAnchor),
            titleLabel.leadingAnchor.constraint(equalToSystemSpacingAfter: badge.trailingAnchor, multiplier: 1),
            titleLabel.centerYAnchor.constraint(equalTo: badge.centerYAnchor),
        ])
    }}
}}
'''

GOOD_FORMATS = ["H:|-pad-[title]-[detail]-pad-|", "V:|-[title]-(>=8)-[detail(==title)]-|",
                "H:|-[title(>=80@750)]-8-[detail]-|"]
BROKEN_FORMAT = "H:|-[title]-[detial]-|"


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("root", help="directory to write (created; existing files are overwritten)")
    parser.add_argument("--files", type=int, default=3000)
    parser.add_argument("--folders", type=int, default=30)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--anchors", action="store_true", help="add a layout-anchor function to every view controller")
    arguments = parser.parse_args()
    generator = random.Random(arguments.seed)
    total = 0
    for index in range(arguments.files):
        folder = os.path.join(arguments.root, "Module%02d" % (index % arguments.folders))
        os.makedirs(folder, exist_ok=True)
        parts = ["import UIKit\nimport SnapKit\n"]
        for screen in range(5):
            first = screen == 0
            pad = generator.choice([8, 16, 20])
            vfl = BROKEN_FORMAT if first and index % 70 == 0 else generator.choice(GOOD_FORMATS)
            parts.append(VIEW_CONTROLLER.format(
                name="Screen%05d%d" % (index, screen),
                spacing=generator.choice([8, 12, 16]),
                pad=pad,
                format=vfl,
                metrics='["pad": %d]' % pad if "pad" in vfl else "nil",
                modifier="offest" if first and index % 50 == 0 else "offset",
                offset=generator.choice([8, 12, 24])))
            if arguments.anchors:
                parts.append(ANCHOR_EXTENSION.format(name="Screen%05d%d" % (index, screen), pad=pad))
        text = "".join(parts)
        with open(os.path.join(folder, "Screen%05d.swift" % index), "w") as output:
            output.write(text)
        total += len(text)
    print("wrote %d files, %.1f MB, to %s" % (arguments.files, total / 1e6, arguments.root))


if __name__ == "__main__":
    main()
