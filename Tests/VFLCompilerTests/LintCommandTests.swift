import Foundation
import Testing
@testable import VFLCompiler

@Suite struct LintCommandTests {
    /// A fresh directory with the given files, removed by the caller.
    static func tree(_ files: [String: String]) throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("vflc-lint-\(UUID().uuidString)").path
        for (relative, text) in files {
            let path = (root as NSString).appendingPathComponent(relative)
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                    withIntermediateDirectories: true)
            try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        }
        return root
    }

    /// More files than one batch: a constant the first file declares reaches the last file,
    /// and every file's finding and constraint is counted once.
    @Test func longRunsAreCompiledInBatchesThatShareTheProject() throws {
        var files: [String: String] = ["App/A000.swift": "enum Layout { static let bannerHeight: CGFloat = 60 }\n"]
        let count = LintCommand.batchSize + 44
        for number in 1..<count {
            files[String(format: "App/A%03d.swift", number)] = "final class Filler\(number) {}\n"
        }
        // 60 + 60 = 120 against a 100-pt height: a conflict only with the other file's constant.
        files[String(format: "App/A%03d.swift", count)] = """
            final class BannerViewController: UIViewController {
                override func viewDidLoad() {
                    let banner = UIView()
                    banner.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(banner)
                    NSLayoutConstraint.activate([
                        banner.heightAnchor.constraint(equalToConstant: Layout.bannerHeight * 2),
                        banner.heightAnchor.constraint(equalToConstant: 100),
                    ])
                }
            }
            """
        let root = try Self.tree(files)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = CommandLineTool.run(["lint", root, "--verbose"])
        #expect(result.stdout.contains(String(format: "A%03d.swift:7:", count)))
        #expect(result.stderr.contains("lint: laid out by dialect: anchor 2 of 2"))
        #expect(result.stderr.contains("lint: \(count + 1) files"))
    }

    @Test func walksDirectoriesSkippingDependenciesAndSummarises() throws {
        let broken = "let c = NSLayoutConstraint.constraints(withVisualFormat: \"H:|-[a\", options: [], metrics: nil, views: [\"a\": a])\n"
        let root = try Self.tree([
            "App/A.swift": broken,
            "App/B.m": "[NSLayoutConstraint constraintsWithVisualFormat:@\"V:|[a]|\" options:0 metrics:nil views:@{@\"a\": a}];\n",
            "App/notes.txt": broken,
            "Pods/Lib/C.swift": broken,
            ".build/D.swift": broken,
            "App/.hidden/E.swift": broken,
            // An exported localization catalog's copy of a source (Xcode, Product > Export Localizations).
            "Loc/de.xcloc/Source Contents/App/F.swift": broken,
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = CommandLineTool.run(["lint", root])
        #expect(result.status == 1)
        #expect(result.stdout.contains("A.swift:1:"))
        #expect(!result.stdout.contains("C.swift") && !result.stdout.contains("D.swift") && !result.stdout.contains("E.swift")
                && !result.stdout.contains("F.swift"))
        #expect(result.stderr == "lint: 2 files, 2 formats found, 2 checked, 2 with their names checked, 0 skipped; "
            + "0 SnapKit closures found, 0 checked in full, 0 partly skipped; "
            + "0 anchor constraints found, 0 item: constraints found, 0 VFL constraints found, 0 SnapKit constraints found, "
            + "0 Masonry constraints found, 0 PureLayout constraints found, 0 laid out; 1 error, 0 warnings\n")
    }

    /// The summary's "laid out" counts what the code wrote, as the per-dialect line does: the
    /// constraints UIKit makes itself (a cell's content view filling the cell) are not the code's.
    @Test func laidOutCountsTheCodesConstraints() throws {
        let root = try Self.tree([
            "App/BadgeCell.swift": """
                final class BadgeCell: UITableViewCell {
                    let badge = UIView()
                    func build() {
                        contentView.addSubview(badge)
                        badge.translatesAutoresizingMaskIntoConstraints = false
                        badge.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8).isActive = true
                        badge.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8).isActive = true
                    }
                }
                """,
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = CommandLineTool.run(["lint", root, "--verbose"])
        #expect(result.stderr.contains("laid out by dialect: anchor 2 of 2"))
        #expect(result.stderr.contains("2 anchor constraints found") && result.stderr.contains("2 laid out;"))
    }

    /// The directory walk lists a linked file but does not follow a linked directory (as
    /// `FileManager`'s enumerator does not: a link may point back up the tree), descends every
    /// level, and returns the files sorted by path.
    @Test func directoryWalkListsLinkedFilesButNotLinkedFolders() throws {
        let root = try Self.tree([
            "App/Deep/Deeper/Z.swift": "",
            "App/B.swift": "",
            "Shared/S.swift": "",
            // A file of another kind in the walked folder: not listed.
            "App/notes.txt": "",
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let app = (root as NSString).appendingPathComponent("App")
        try FileManager.default.createSymbolicLink(atPath: (app as NSString).appendingPathComponent("Linked"),
                                                   withDestinationPath: (root as NSString).appendingPathComponent("Shared"))
        try FileManager.default.createSymbolicLink(atPath: (app as NSString).appendingPathComponent("A.swift"),
                                                   withDestinationPath: (root as NSString).appendingPathComponent("Shared/S.swift"))
        guard case .success(let paths) = FileInput.expand([app], extensions: [".swift"]) else {
            Issue.record("the walk failed")
            return
        }
        #expect(paths == ["A.swift", "B.swift", "Deep/Deeper/Z.swift"].map { (app as NSString).appendingPathComponent($0) })
    }

    @Test func snapKitDiagnosticsInEveryFormatAndTheSummary() throws {
        let root = try Self.tree(["Feed/FeedViewController.swift": """
            final class FeedViewController: UIViewController {
                override func viewDidLoad() {
                    header.snp.makeConstraints { make in
                        make.top.equalTo(view.safeAreaLayoutGuide).offest(8)
                        make.leading.trailing.equalToSuperview().inset(margin)
                    }
                    list.snp.makeConstraints { $0.edges.equalToSuperview() }
                }
            }

            """])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let text = CommandLineTool.run(["lint", root, "--verbose"])
        #expect(text.status == 1)
        #expect(text.stdout.contains("FeedViewController.swift:4:56: error: 'offest' is not a SnapKit modifier [layout-semantic]"))
        #expect(text.stdout.contains("did you mean 'offset'?"))
        #expect(text.stderr.contains("FeedViewController.swift:5:60: skipped: in a SnapKit closure: 'margin' is known only at run time\n"))
        // The function holds a read error ('offest'), so none of its constraints is laid out; the
        // summary counts the constraints each library made (`edges` is four).
        #expect(text.stderr.hasSuffix("lint: 1 file, 0 formats found, 0 checked, 0 with their names checked, 0 skipped; "
            + "2 SnapKit closures found, 1 checked in full, 1 partly skipped; "
            + "0 anchor constraints found, 0 item: constraints found, 0 VFL constraints found, 6 SnapKit constraints found, "
            + "0 Masonry constraints found, 0 PureLayout constraints found, 0 laid out; 1 error, 0 warnings\n"))
        let quiet = CommandLineTool.run(["lint", root])
        #expect(!quiet.stderr.contains("in a SnapKit closure"))

        let github = CommandLineTool.run(["lint", root, "--format", "github"])
        #expect(github.stdout.contains("line=4,col=56"))
        #expect(github.stdout.contains("'offest' is not a SnapKit modifier"))

        let sarif = CommandLineTool.run(["lint", root, "--format", "sarif"])
        let log = try #require(try JSONSerialization.jsonObject(with: Data(sarif.stdout.utf8)) as? [String: Any])
        let runs = try #require(log["runs"] as? [[String: Any]])
        let results = try #require(runs.first?["results"] as? [[String: Any]])
        #expect(results.count == 1)
        let region = ((results.first?["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["region"]
            as? [String: Any]
        #expect(region?["startLine"] as? Int == 4 && region?["startColumn"] as? Int == 56)

        let json = CommandLineTool.run(["lint", root, "--format", "json"])
        #expect(json.stdout.contains("offest"))
        #expect(json.stdout.contains("layout-semantic"))
    }

    @Test func sarifGoesToStdoutAndStrictFailsOnWarnings() throws {
        // Relating `left` to `top` installs, but crosses axes: a warning.
        let root = try Self.tree(["V.swift": "badge.snp.makeConstraints { $0.left.equalTo(icon.snp.top) }\n"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let relaxed = CommandLineTool.run(["lint", root, "--format", "sarif"])
        #expect(relaxed.status == 0)
        let log = try JSONSerialization.jsonObject(with: Data(relaxed.stdout.utf8)) as? [String: Any]
        #expect(log?["version"] as? String == "2.1.0")
        let strict = CommandLineTool.run(["lint", root, "--strict"])
        #expect(strict.status == 1)
    }

    @Test func missingPathsAreUsageErrors() {
        let result = CommandLineTool.run(["lint", "/no/such/dir"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("no such file or directory"))
    }
}

@Suite("lint reads Interface Builder documents beside the sources")
struct LintInterfaceBuilderTests {
    @Test("a directory with a Swift file and a xib: both are read, the xib's conflict is reported")
    func directoryWithXib() throws {
        let root = NSTemporaryDirectory() + "vflc-lint-ib-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        try nibLoader("Card").write(toFile: root + "/Plain.swift", atomically: true, encoding: .utf8)
        // A 300 pt wide box pinned 20 pt from both edges of its superview: 340 pt is needed, and
        // the default set includes the 320 pt wide iPhone SE.
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
                <objects>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                <rect key="frame" x="20" y="20" width="335" height="60"/>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                            <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" constant="20" id="c2"/>
                            <constraint firstItem="box" firstAttribute="width" constant="300" id="c3"/>
                            <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c4"/>
                            <constraint firstItem="box" firstAttribute="height" constant="60" id="c5"/>
                        </constraints>
                    </view>
                </objects>
            </document>
            """
        try xib.write(toFile: root + "/Card.xib", atomically: true, encoding: .utf8)
        let result = CommandLineTool.run(["lint", root])
        // The xib's one screen (the top-level view) and its five constraints join the summary.
        #expect(result.stderr.contains("lint: 2 files"), "\(result.stderr)")
        #expect(result.stderr.hasPrefix("lint: 2 files, 1 Interface Builder screen, 5 constraints; 0 formats found"), "\(result.stderr)")
        let alone = CommandLineTool.run(["lint", root + "/Card.xib"])
        #expect(alone.stderr.hasPrefix("lint: 1 file, 1 Interface Builder screen, 5 constraints; 1 error"), "\(alone.stderr)")
        #expect(result.stdout.contains("Card.xib") && result.stdout.contains("[unsatisfiable]"), "\(result.stdout)")
        #expect(result.status == 1)
    }

    @Test("a macOS storyboard found in a directory is skipped and listed; named on the command line it is an error")
    func otherPlatformsInADirectory() throws {
        let root = NSTemporaryDirectory() + "vflc-lint-mac-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: root + "/Mac", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        // The root element of a storyboard Xcode writes for an AppKit target.
        let mac = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
                <scenes/>
            </document>
            """
        try mac.write(toFile: root + "/Mac/Main.storyboard", atomically: true, encoding: .utf8)
        try "let x = 1\n".write(toFile: root + "/App.swift", atomically: true, encoding: .utf8)
        let walked = CommandLineTool.run(["lint", root, "--verbose"])
        #expect(walked.status == 0, "\(walked.stdout)")
        #expect(!walked.stdout.contains("error"))
        #expect(walked.stderr.contains("Main.storyboard:2:1: skipped: this is a macOS document; vflc lays out iOS documents only"), "\(walked.stderr)")
        #expect(walked.stderr.contains("1 document skipped (not iOS, or a pre-2012 archive); 0 errors"), "\(walked.stderr)")
        let named = CommandLineTool.run(["lint", root + "/Mac/Main.storyboard"])
        #expect(named.status == 1)
        #expect(named.stdout.contains("error: this is a macOS document; vflc lays out iOS documents only [ib-unsupported]"), "\(named.stdout)")
    }
}
