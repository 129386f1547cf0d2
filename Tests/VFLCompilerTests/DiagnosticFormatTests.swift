import Foundation
import Testing
import LayoutIR
@testable import VFLCompiler

@Suite struct DiagnosticFormatTests {
    let file = SourceFile(path: "Screens/Login.layout", text: "screen Login {\n    title.top == view.top + 64\n}\n")
    var diagnostic: LayoutDiagnostic {
        let span = file.span(offset: 19, length: 26)
        return LayoutDiagnostic(severity: .warning, message: "pinned 64 pt, 50% off", span: span,
                          notes: [DiagnosticNote("pin to the safe area"), DiagnosticNote("first here", span: span)],
                          fixIts: [DiagnosticFixIt(span: file.span(offset: 36, length: 8), replacement: "view.safeArea.top",
                                         message: "use the safe area")],
                          ruleID: RuleID.barHeightConstant)
    }

    @Test func sarifIsValidJSONWithRulesLocationsAndFixes() throws {
        let text = SARIFWriter.log([diagnostic], files: [file]).serialized(pretty: true)
        let log = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(log["version"] as? String == "2.1.0")
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.contains { $0["id"] as? String == "bar-height-constant" })
        let result = try #require((run["results"] as? [[String: Any]])?.first)
        #expect(result["ruleId"] as? String == "bar-height-constant")
        #expect(result["level"] as? String == "warning")
        let index = try #require(result["ruleIndex"] as? Int)
        #expect(rules[index]["id"] as? String == "bar-height-constant")
        let region = try #require(((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["region"] as? [String: Any])
        #expect(region["startLine"] as? Int == 2)
        #expect(region["startColumn"] as? Int == 5)
        #expect((result["relatedLocations"] as? [Any])?.count == 1)
        #expect((result["fixes"] as? [Any])?.count == 1)
    }

    @Test func githubAnnotationsEscapeMessagesAndProperties() {
        let text = GitHubAnnotations.render([diagnostic])
        #expect(text == "::warning file=Screens/Login.layout,line=2,col=5,endColumn=31,title=bar-height-constant::pinned 64 pt, 50%25 off%0Anote: pin to the safe area%0Anote: first here\n")
        #expect(GitHubAnnotations.escapeProperty("a:b,c") == "a%3Ab%2Cc")
    }

    @Test func jsonDiagnosticsCarryLocationsAndCounts() throws {
        let text = DiagnosticJSON.document([diagnostic]).serialized()
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(object["warnings"] as? Int == 1)
        #expect(object["errors"] as? Int == 0)
        let first = try #require((object["diagnostics"] as? [[String: Any]])?.first)
        #expect((first["location"] as? [String: Any])?["line"] as? Int == 2)
        #expect(first["rule"] as? String == "bar-height-constant")
    }
}
