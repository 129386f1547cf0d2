import Testing
import LayoutIR
import LayoutSyntax
@testable import VFLCompiler

/// Every rule's two examples go through the compiler: the rule's documentation is only as good
/// as these passing (the shape of SwiftLint's triggering / non-triggering examples).
@Suite("Rule registry")
struct RuleRegistryTests {
    static func diagnostics(_ example: RuleExample) -> [LayoutDiagnostic] {
        // A console log has no extension of its own: its front end is given, as `vflc explain` does.
        LayoutCompiler(frontEnds: DocumentInput.registry(asDesigned: example.asDesigned))
            .compile(SourceFile(path: example.fileName, text: example.text),
                     frontEnd: example.language == .consoleLog ? ConsoleLogFrontEnd() : nil).diagnostics
    }

    @Test("the triggering example produces the rule", arguments: RuleRegistry.all.map(\.id.rawValue))
    func triggers(_ name: String) throws {
        let rule = try #require(RuleRegistry.rule(named: name))
        let found = Self.diagnostics(rule.triggeringExample)
        #expect(found.contains { $0.ruleID == rule.id }, "\(name): \(found.map(\.description))")
    }

    @Test("the non-triggering example does not", arguments: RuleRegistry.all.map(\.id.rawValue))
    func doesNotTrigger(_ name: String) throws {
        let rule = try #require(RuleRegistry.rule(named: name))
        let found = Self.diagnostics(rule.nonTriggeringExample)
        #expect(!found.contains { $0.ruleID == rule.id }, "\(name): \(found.map(\.description))")
    }

    @Test func identifiersAreUniqueKebabCaseAndLookUpTheirRule() {
        let ids = RuleRegistry.all.map(\.id)
        #expect(Set(ids).count == ids.count)
        for rule in RuleRegistry.all {
            #expect(RuleRegistry.rule(rule.id) == rule)
            #expect(rule.id.rawValue.allSatisfy { $0.isLowercase || $0 == "-" }, "\(rule.id)")
            #expect(!rule.summary.isEmpty && !rule.description.isEmpty)
        }
        #expect(RuleRegistry.rule(named: "no-such-rule") == nil)
    }

    @Test("input that cannot be read can never be disabled")
    func unreadableInputIsNotSuppressible() {
        for id in [RuleID.layoutSyntax, .vflSyntax, .constraintType, .sourceEncoding] {
            #expect(!RuleRegistry.rule(id).isSuppressible, "\(id)")
        }
    }

    @Test("vflc:disable with an unknown rule or one that cannot be disabled warns at the name")
    func disableCommentsAreChecked() {
        let text = "// vflc:disable bar-hieght-constant vfl-syntax\nscreen Demo {\n    view box\n}\n"
        let diagnostics = LayoutCompiler().compile(SourceFile(path: "d.layout", text: text)).diagnostics
        let unknown = diagnostics.first { $0.message == "unknown rule 'bar-hieght-constant' in a vflc:disable comment" }
        #expect(unknown?.span?.column == 17)
        #expect(unknown?.notes.first?.message == "did you mean 'bar-height-constant'?")
        let fixed = diagnostics.first { $0.message == "rule 'vfl-syntax' cannot be disabled" }
        #expect(fixed?.span?.column == 37)
    }

    @Test("vflc rules lists every rule; one rule shows its examples; unknown names get a suggestion")
    func rulesCommand() {
        let list = CommandLineTool.run(["rules"])
        #expect(list.status == 0)
        for rule in RuleRegistry.all { #expect(list.stdout.contains(rule.id.rawValue + " ")) }
        let one = CommandLineTool.run(["rules", "bar-height-constant"])
        #expect(one.stdout.hasPrefix("bar-height-constant (warning)\n"))
        #expect(one.stdout.contains("    list.top == view.top + 64"))
        let wrong = CommandLineTool.run(["rules", "bar-hieght-constant"])
        #expect(wrong.status == 2 && wrong.stderr.contains("did you mean 'bar-height-constant'?"))
    }
}
