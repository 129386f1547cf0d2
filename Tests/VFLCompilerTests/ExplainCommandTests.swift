import Foundation
import LayoutIR
import Testing
@testable import VFLCompiler

@Test func explainReadsStandardInputForADashOrNoFile() {
    let paste = """
        (
            "<NSLayoutConstraint:0x1 UIView:0x2.width == 10>",
            "<NSLayoutConstraint:0x3 UIView:0x2.width == 20>"
        )
        """
    for arguments in [["-"], []] {
        let output = ExplainCommand.run(arguments, standardInput: { Array(paste.utf8) })
        #expect(output.status == 0)
        #expect(output.stdout.hasPrefix("<stdin>:"))
        #expect(output.stdout.contains("[0] and [1] set the same thing to different values"))
    }
}

@Test func unreadableConstraintsAreErrorsWithACaretAndStatusOne() {
    let paste = """
        Unable to simultaneously satisfy constraints.
        (
            "<NSLayoutConstraint:0x1 UIView:0x2.width == 10>",
            "<NSLayoutConstraint:0xZZ UIView:0x2.width == 20>"
        )
        """
    let output = ExplainCommand.run(["--format", "json"], standardInput: { Array(paste.utf8) })
    #expect(output.status == 1)
    #expect(output.stderr.contains("<stdin>:4:26: error: '0xZZ' is not a hexadecimal address"))
    #expect(output.stderr.contains("^"))
    // The readable constraint is still explained.
    #expect(output.stdout.contains("\"verdict\": \"feasible-as-printed\""))
}

@Test func binaryGarbageAndEmptyInputAreHandled() {
    let garbage: [UInt8] = [0xFF, 0x00, 0x3C, 0x3C, 0x41, 0x3A, 0x0A, 0xC3] + Array(repeating: 0x3C, count: 1000)
    let output = ExplainCommand.run([], standardInput: { garbage })
    #expect(output.status == 0)
    #expect(output.stdout.contains("no \"Unable to simultaneously satisfy constraints\" log found"))
    let empty = ExplainCommand.run([], standardInput: { [] })
    #expect(empty.status == 0)
}

@Test func aVeryLongConflictGetsAVerdictWithoutMinimizing() {
    // 400 views 2 wide and 1 apart need 1199 pt; the last is pinned 10 from the first.
    var lines = ["Unable to simultaneously satisfy constraints.", "("]
    for index in 0..<400 {
        lines.append("    \"<NSLayoutConstraint:0x\(String(index + 1, radix: 16)) H:[UIView:0x\(String(0x1000 + index, radix: 16))]-(1)-[UIView:0x\(String(0x1001 + index, radix: 16))]>\",")
        lines.append("    \"<NSLayoutConstraint:0x\(String(0x5000 + index, radix: 16)) H:[UIView:0x\(String(0x1000 + index, radix: 16))(2)]>\",")
    }
    lines.append("    \"<NSLayoutConstraint:0xffff UIView:0x\(String(0x1000 + 400, radix: 16)).leading == UIView:0x1000.leading + 10>\"")
    lines.append(")")
    let paste = lines.joined(separator: "\n")
    let output = ExplainCommand.run([], standardInput: { Array(paste.utf8) })
    #expect(output.stdout.contains("the constraints cannot all hold"))
    #expect(output.stdout.contains("not minimized: 801 constraints is more than 300"))
}

@Test func diagramIsWellFormedWithOneRectPerViewAndTheBrokenLineDashed() throws {
    let paste = """
        Unable to simultaneously satisfy constraints.
        (
            "<NSLayoutConstraint:0x1 H:|-(20)-[UILabel:0x2'A & <B>']   (Names: '|':UIView:0x3 )>",
            "<NSLayoutConstraint:0x4 H:[UILabel:0x2'A & <B>'(300)]>",
            "<NSLayoutConstraint:0x5 H:[UILabel:0x2'A & <B>']-(20)-|   (Names: '|':UIView:0x3 )>",
            "<NSLayoutConstraint:0x6 'UIView-Encapsulated-Layout-Width' H:[UIView:0x3(320)]>"
        )

        Will attempt to recover by breaking constraint 
        <NSLayoutConstraint:0x4 H:[UILabel:0x2'A & <B>'(300)]>
        """
    let output = ExplainCommand.run(["--format", "svg"], standardInput: { Array(paste.utf8) })
    var failure = ""
    let document = try #require(XMLDocumentSummary.parse(output.stdout, failure: &failure), "\(failure)")
    // Two views, four constraint lines, the broken one dashed.
    #expect(document.elements(named: "rect").count == 2)
    #expect(document.elements(named: "line").count == 4)
    #expect(document.elements(named: "line").filter { $0.attributes["stroke-dasharray"] != nil }.count == 1)
    #expect(document.elements(named: "text").contains { $0.text.contains("UILabel 'A & <B>' #1") })
    let page = ExplainCommand.run(["--format", "html"], standardInput: { Array(paste.utf8) })
    #expect(XMLDocumentSummary.parse(page.stdout.replacingOccurrences(of: "<!DOCTYPE html>\n", with: ""), failure: &failure) != nil)
}

@Test func explainWritesItsReportToTheFileDashOName() throws {
    let paste = """
        (
            "<NSLayoutConstraint:0x1 UIView:0x2.width == 10>",
            "<NSLayoutConstraint:0x3 UIView:0x2.width == 20>"
        )
        """
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("explain-\(UUID().uuidString).html").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let output = ExplainCommand.run(["--format", "html", "-o", path], standardInput: { Array(paste.utf8) })
    #expect(output.status == 0)
    #expect(output.stdout.isEmpty)
    let written = try String(contentsOfFile: path, encoding: .utf8)
    #expect(written.contains("<html"))
    #expect(written.contains("id=\"conflict-1\""))
    // A directory that cannot be written is a usage error, not a crash.
    let failed = ExplainCommand.run(["-o", "/nonexistent-dir/x/report.txt"], standardInput: { Array(paste.utf8) })
    #expect(failed.status == 2)
}
