import Foundation
import Testing
import LayoutIR
@testable import VFLCompiler

@Suite("Reporters")
struct ReporterTests {
    /// A line with a two-byte `é` and a four-byte emoji before the diagnostic: bytes and UTF-16
    /// units differ there (é: 2 bytes, 1 unit; 🙂: 4 bytes, 2 units).
    let file = SourceFile(path: "Écran.layout", text: "// é\nlet 🙂 = a.top == view.top + 64\n")
    var diagnostic: LayoutDiagnostic {
        let offset = Array(file.bytes).firstIndex(of: UInt8(ascii: "a")).map { $0 } ?? 0
        return LayoutDiagnostic(severity: .warning, message: "pinned 64 pt", span: file.span(offset: offset, length: 21),
                                ruleID: .barHeightConstant)
    }

    @Test("SARIF sends UTF-16 columns and offsets and says so")
    func sarifColumnsAreUTF16() throws {
        let text = SARIFReporter().report([diagnostic], files: [file])
        let log = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        #expect(run["columnKind"] as? String == "utf16CodeUnits")
        let result = try #require((run["results"] as? [[String: Any]])?.first)
        let location = try #require((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        let region = try #require(location["region"] as? [String: Any])
        // "let 🙂 = " is 4 + 2 + 3 = 9 UTF-16 units (11 bytes): the column is 10, not 12.
        #expect(diagnostic.span?.column == 12)
        #expect(region["startColumn"] as? Int == 10)
        // Line 1 "// é\n" is 5 units (6 bytes).
        #expect(region["charOffset"] as? Int == 5 + 9)
        #expect(region["charLength"] as? Int == 21)
        let rules = try #require(((run["tool"] as? [String: Any])?["driver"] as? [String: Any])?["rules"] as? [[String: Any]])
        #expect(rules.count == RuleRegistry.all.count)
        let rule = try #require(rules.first { $0["id"] as? String == "bar-height-constant" })
        #expect(((rule["fullDescription"] as? [String: Any])?["text"] as? String)?.contains("safe area") == true)
    }

    @Test("JUnit: a suite per file, a failing case per warning or error, a passing case for a clean file")
    func junit() throws {
        let clean = SourceFile(path: "Clean.layout", text: "screen A {}\n")
        let error = LayoutDiagnostic(severity: .error, message: "a < b & c", span: file.span(offset: 0, length: 1),
                                     ruleID: .layoutSyntax)
        let text = JUnitReporter().report([diagnostic, error], files: [file, clean])
        let document = try PictureTests.parse(text)
        let suites = document.elements(named: "testsuite")
        #expect(suites.map { $0.attributes["name"] } == ["Écran.layout", "Clean.layout"])
        #expect(suites[0].attributes["failures"] == "1" && suites[0].attributes["errors"] == "1")
        #expect(suites[1].attributes["tests"] == "1" && suites[1].attributes["failures"] == "0")
        #expect(document.elements(named: "failure").first?.attributes["type"] == "bar-height-constant")
        #expect(document.elements(named: "error").first?.attributes["message"] == "a < b & c")
    }

    @Test("Checkstyle: a file element per input with one error element per diagnostic")
    func checkstyle() throws {
        let text = CheckstyleReporter().report([diagnostic], files: [file])
        let document = try PictureTests.parse(text)
        #expect(document.elements(named: "file").map { $0.attributes["name"] } == ["Écran.layout"])
        let error = try #require(document.elements(named: "error").first)
        #expect(error.attributes["line"] == "2" && error.attributes["column"] == "12")
        #expect(error.attributes["severity"] == "warning" && error.attributes["source"] == "vflc.bar-height-constant")
    }

    @Test("every --format of check has a reporter, and check prints what it returns")
    func checkFormats() throws {
        let root = NSTemporaryDirectory() + "vflc-reporters-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let path = root + "/Bar.layout"
        let text = "screen Bar {\n    devices iPhone8, iPhone15\n    orientations portrait\n    navigationBar translucent\n    view list\n"
            + "    list.top == view.top + 64\n    H:|[list]|\n    list.bottom == view.bottom\n}\n"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        for format in DiagnosticFormat.allCases {
            let output = CommandLineTool.run(["check", path, "--format", format.rawValue])
            #expect(output.status == 0, "\(format)")
            #expect(output.stdout.contains("bar-height-constant"), "\(format): \(output.stdout)")
        }
    }
}
