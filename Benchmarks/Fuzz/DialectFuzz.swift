// libFuzzer target: the constraint libraries' readers (SnapKit, Masonry, PureLayout, VFL calls,
// project helpers) through AnchorExtractor. The first byte picks a dialect and the rest of the
// input becomes that dialect's part of a small function, so the fuzzer spends its time inside
// make lines, PureLayout arguments and format strings rather than finding the wrapper:
//   0 SnapKit make lines, 1 Masonry make lines, 2 PureLayout statements in Objective-C,
//   3 PureLayout statements in Swift, 4 a VFL format string, 5 a UIView extension helper called
//   from another file.
// The screens returned must name only views in their trees and print as .layout text that
// reads back. Built by Benchmarks/fuzz.sh (not part of the package).
import LayoutIR
import LayoutSyntax

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzDialects(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    let mode = data[0] % 6
    let body = String(decoding: UnsafeBufferPointer(start: data + 1, count: size - 1), as: UTF8.self)
    var files: [(path: String, text: String)] = []
    switch mode {
    case 0:
        files = [("F.swift", "final class F: UIView {\n func build() {\n addSubview(box)\n box.snp.makeConstraints { make in\n\(body)\n }\n }\n}\n")]
    case 1:
        files = [("F.m", "@implementation F\n- (void)build {\n [self addSubview:self.box];\n [self.box mas_makeConstraints:^(MASConstraintMaker *make) {\n\(body)\n }];\n}\n@end\n")]
    case 2:
        files = [("F.m", "@implementation F\n- (void)build {\n [self addSubview:self.box];\n\(body)\n}\n@end\n")]
    case 3:
        files = [("F.swift", "final class F: UIView {\n func build() {\n addSubview(box)\n\(body)\n }\n}\n")]
    case 4:
        files = [("F.swift", "final class F: UIView {\n func build() {\n addSubview(a); addSubview(b)\n addConstraints(NSLayoutConstraint.constraints(withVisualFormat: \"\(body)\", options: [], metrics: [\"m\": 8], views: [\"a\": a, \"b\": b]))\n }\n}\n")]
    default:
        files = [("H.swift", "extension UIView {\n\(body)\n}\n"),
                 ("F.swift", "final class F: UIView {\n func build() {\n addSubview(box)\n box.pin(to: self)\n box.fill()\n box.size(CGSize(width: 4, height: 4))\n }\n}\n")]
    }
    let sources = files.map { SourceFile(path: $0.path, text: $0.text) }
    let project = ProjectFacts(merging: sources.map { SourceCodeFrontEnd().projectFacts(of: $0) })
    for file in sources {
        let language: SourceLanguage = file.path.hasSuffix(".m") ? .objectiveC : .swift
        let result = AnchorExtractor.extract(file, language: language, project: project)
        let found = result.found.values.reduce(0, +)
        if result.laidOut > found { fatalError("laid out \(result.laidOut) constraints of \(found) found") }
        for diagnostic in result.diagnostics {
            guard let span = diagnostic.span else { continue }
            if span.line < 1 || span.column < 1 || span.endOffset > file.bytes.count { fatalError("bad location \(span)") }
        }
        for screen in result.screens {
            let names = Set(screen.allViews.map(\.view.name))
            for constraint in screen.constraints + screen.unsolved.map(\.constraint) {
                for item in [constraint.firstItem] + (constraint.secondItem.map { [$0] } ?? []) where !names.contains(item.view) {
                    fatalError("'\(item.view)' is not in the view tree of \(screen.name)")
                }
            }
        }
        let printed = LayoutPrinter.print(LayoutDocument(file: file, screens: result.screens))
        let (_, diagnostics) = LayoutParser.parse(SourceFile(path: "printed.layout", text: printed))
        if let error = diagnostics.first(where: { $0.severity == .error }) {
            fatalError("printed screens do not read back: \(error.message)\n\(printed)")
        }
    }
    return 0
}
