import Foundation
import Testing
@testable import VFLCompiler

@Suite struct CheckCommandTests {
    static func file(_ text: String) throws -> (root: String, path: String) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("vflc-check-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        let path = root + "/Screen.layout"
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return (root, path)
    }

    static let conflicting = """
        screen S {
            devices iPhoneSE, iPhone15
            view box
            box.leading == view.leading
            box.top == view.top + 100
            box.height == 10
            box.width == 350
            box.trailing <= view.trailing
        }
        """

    @Test func conflictExitsOneAndSummarises() throws {
        let (root, path) = try Self.file(Self.conflicting)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = CommandLineTool.run(["check", root])
        #expect(result.status == 1)
        #expect(result.stdout.contains("\(path):8:5: error: 4 required constraints cannot all hold on iPhoneSE portrait ltr"))
        // 350 pt wide from the leading edge, inside a 320 pt root.
        #expect(result.stdout.contains("350 > 320 on iPhoneSE portrait ltr"))
        #expect(result.stderr == "check: 1 file, 2 environments; 1 error, 0 warnings\n")
    }

    @Test func deviceFilterLeavesOutTheSmallPhone() throws {
        let (root, path) = try Self.file(Self.conflicting)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = CommandLineTool.run(["check", path, "--device", "iPhone15"])
        #expect(result.status == 0)
        #expect(result.stdout.isEmpty)
    }

    @Test func disableCommentSilencesARule() throws {
        let text = Self.conflicting.replacingOccurrences(of: "box.trailing <= view.trailing", with: "box.trailing <= view.trailing // vflc:disable unsatisfiable")
        let (root, path) = try Self.file(text)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = CommandLineTool.run(["check", path])
        #expect(!result.stdout.contains("error:"), "\(result.stdout)")
    }

    @Test func machineFormats() throws {
        let (root, path) = try Self.file(Self.conflicting)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let sarif = CommandLineTool.run(["check", path, "--format", "sarif"])
        #expect(sarif.stdout.contains("\"version\" : \"2.1.0\"") || sarif.stdout.contains("\"version\": \"2.1.0\""))
        #expect(sarif.stdout.contains("unsatisfiable"))
        let github = CommandLineTool.run(["check", path, "--format", "github"])
        #expect(github.stdout.hasPrefix("::error file=\(path),line=8"))
        let json = CommandLineTool.run(["check", path, "--format", "json"])
        #expect(json.stdout.contains("\"ruleID\"") || json.stdout.contains("\"rule\""))
    }

    @Test func warningsFailOnlyWithStrict() throws {
        let (root, path) = try Self.file("""
            screen S {
                devices iPhone15
                label a { intrinsic 40x20 }
                label b { intrinsic 40x20 }
                H:|-[a]-[b]-|
                a.top == view.top + 200
                b.top == a.top
            }
            """)
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(CommandLineTool.run(["check", path]).status == 0)
        #expect(CommandLineTool.run(["check", path, "--strict"]).status == 1)
    }

    @Test func usageErrors() {
        #expect(CommandLineTool.run(["check"]).status == 2)
        #expect(CommandLineTool.run(["check", "/nonexistent/x.layout"]).status == 2)
        #expect(CommandLineTool.run(["check", "x.layout", "--format", "xml"]).status == 2)
    }
}
