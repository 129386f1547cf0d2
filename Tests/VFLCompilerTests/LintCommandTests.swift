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

    @Test func walksDirectoriesSkippingDependenciesAndSummarises() throws {
        let broken = "let c = NSLayoutConstraint.constraints(withVisualFormat: \"H:|-[a\", options: [], metrics: nil, views: [\"a\": a])\n"
        let root = try Self.tree([
            "App/A.swift": broken,
            "App/B.m": "[NSLayoutConstraint constraintsWithVisualFormat:@\"V:|[a]|\" options:0 metrics:nil views:@{@\"a\": a}];\n",
            "App/notes.txt": broken,
            "Pods/Lib/C.swift": broken,
            ".build/D.swift": broken,
            "App/.hidden/E.swift": broken,
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = CommandLineTool.run(["lint", root])
        #expect(result.status == 1)
        #expect(result.stdout.contains("A.swift:1:"))
        #expect(!result.stdout.contains("C.swift") && !result.stdout.contains("D.swift") && !result.stdout.contains("E.swift"))
        #expect(result.stderr == "lint: 2 files, 2 formats found, 2 checked, 0 skipped, 0 SnapKit closures; 1 error, 0 warnings\n")
    }

    @Test func sarifGoesToStdoutAndStrictFailsOnWarnings() throws {
        let root = try Self.tree(["V.swift": "let c = NSLayoutConstraint.constraints(withVisualFormat: \"H:|[a]|\", options: [], metrics: nil, views: [\"a\": a, \"b\": b])\n"])
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
