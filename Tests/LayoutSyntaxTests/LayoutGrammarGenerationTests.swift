import Foundation
import Testing
@testable import LayoutSyntax

/// Sentences generated at random from `Grammar/layout.ebnf` (with VFL lines from `Grammar/vfl.ebnf`)
/// must be accepted by the parser: no syntax error of either language.
///
/// The grammars describe syntax; names must also be declared. So the generator draws references
/// from names a prelude declares (views `a` and `b`, metric `m`), declarations get fresh names,
/// and numbers come from a small set of valid literals. Meaning errors that the grammar cannot
/// express (a location related to a size, a priority out of range, a stack property on a label)
/// are allowed: the test is about what the parser can read.
@Suite("Grammar generation")
struct LayoutGrammarGenerationTests {
    static func loadGrammar(_ name: String) throws -> EBNFGrammar {
        let url = LayoutTestSupport.grammarDirectory.appendingPathComponent(name)
        return try EBNFGrammar(text: String(decoding: try Data(contentsOf: url), as: UTF8.self))
    }

    static let syntaxRules: Set<RuleID> = [.layoutSyntax, .vflSyntax]

    /// Overrides for the VFL grammar: declared views, the metric `m`, finite numbers, valid priorities.
    static func vflOverrides() -> [String: (inout SentenceGenerator) -> [String]] {
        [
            "view name": { [$0.pick(["a", "b"])] },
            "name": { _ in ["m"] },
            // Not negative: vfl.ebnf notes that "--4-" is an error though its rules allow it.
            "number": { [$0.pick(["0", "8", "10.5", "1e1", "20."])] },
            "priority": { [$0.pick(["1", "250", "750", "999.5", "1000", "m"])] },
        ]
    }

    /// A whole VFL format from vfl.ebnf, as one token (its characters are adjacent).
    static func vflFormat(seed: UInt64) throws -> String {
        var generator = SentenceGenerator(grammar: try loadGrammar("vfl.ebnf"), seed: seed)
        generator.overrides = vflOverrides()
        return generator.generate("format").joined()
    }

    static func layoutGenerator(seed: UInt64) throws -> SentenceGenerator {
        var generator = SentenceGenerator(grammar: try loadGrammar("layout.ebnf"), seed: seed)
        let vflSeed = seed &* 31
        var vflCount: UInt64 = 0
        generator.overrides = [
            "newline": { _ in ["\n"] },
            "screen name": { [$0.fresh("S")] },
            "new view name": { [$0.fresh("v")] },
            "view reference": { [$0.pick(["a", "b"])] },
            "new metric name": { [$0.fresh("k")] },
            "metric reference": { _ in ["m"] },
            "device name": { [$0.pick(["iPhone15", "iPadAir", "iPhoneSE"])] },
            "new device name": { [$0.fresh("Device")] },
            "identifier": { [$0.fresh("x")] },
            "number": { [$0.pick(["0", "1", "8", "16.5", "1e2", "750", "2_000"])] },
            "string": { _ in ["\"name\""] },
            // Alignment options depend on the line's axis and the two explicit directions exclude each
            // other (meaning rules): use options that combine freely.
            "format option": { [$0.pick(["directionLeadingToTrailing", "directionLeftToRight", "spacingEdgeToEdge"])] },
            "vfl format": { _ in
                vflCount += 1
                return [(try? vflFormat(seed: vflSeed &+ vflCount)) ?? "[a]"]
            },
            "screen": { generator in
                ["screen", generator.fresh("S"), "{", "\n", "view", "a", "\n", "view", "b", "\n", "metric", "m", "=", "8", "\n"]
                    + generator.generate("statement list") + ["}"]
            },
        ]
        return generator
    }

    /// Joins tokens with blanks; line breaks stay line breaks.
    static func text(_ tokens: [String]) -> String {
        tokens.reduce(into: "") { text, token in
            if token == "\n" { text += "\n" } else { text += (text.isEmpty || text.hasSuffix("\n") ? "" : " ") + token }
        }
    }

    @Test("both grammars are complete: every name used is defined")
    func grammarsAreComplete() throws {
        #expect(try Self.loadGrammar("layout.ebnf").undefinedNames.isEmpty)
        #expect(try Self.loadGrammar("vfl.ebnf").undefinedNames.isEmpty)
    }

    @Test("random sentences of layout.ebnf parse without syntax errors")
    func layoutSentencesParse() throws {
        var generator = try Self.layoutGenerator(seed: 2026)
        var screens = 0
        for _ in 0..<1000 {
            let text = Self.text(generator.generate("file"))
            let (document, diagnostics) = LayoutParser.parse(text, path: "generated.layout")
            screens += document.screens.count
            // Every `|` and `superview` has been resolved to a concrete view.
            for constraint in document.screens.flatMap(\.constraints) {
                #expect(!constraint.firstItem.isSuperviewPlaceholder && constraint.secondItem?.isSuperviewPlaceholder != true)
            }
            let syntaxErrors = diagnostics.filter { $0.ruleID.map(Self.syntaxRules.contains) ?? false }
            #expect(syntaxErrors.isEmpty, "\(text)\n---\n\(LayoutTestSupport.render(syntaxErrors, text, path: "generated.layout"))")
            if !syntaxErrors.isEmpty { break }
        }
        #expect(screens > 300)
    }

    @Test("random statements exercise every kind of constraint syntax")
    func statementsCoverAllSyntaxes() throws {
        var generator = try Self.layoutGenerator(seed: 7)
        var kinds: Set<ConstraintSyntax> = []
        // Sentences are drawn until all three syntaxes have appeared (the grammar's size decides
        // how many that takes), within a bound that fails the test if one never does.
        for _ in 0..<2_000 where kinds != [.vfl, .equation, .snapkit] {
            let text = Self.text(generator.generate("screen"))
            let (document, diagnostics) = LayoutParser.parse(text, path: "generated.layout")
            let syntaxErrors = diagnostics.filter { $0.ruleID.map(Self.syntaxRules.contains) ?? false }
            #expect(syntaxErrors.isEmpty, "\(text)\n---\n\(LayoutTestSupport.render(syntaxErrors, text, path: "generated.layout"))")
            if !syntaxErrors.isEmpty { break }
            for constraint in document.screens.flatMap(\.constraints) { kinds.insert(constraint.origin.syntax) }
        }
        #expect(kinds == [.vfl, .equation, .snapkit])
    }

    @Test("generated files without errors print and parse back to the same IR")
    func generatedRoundTrip() throws {
        var generator = try Self.layoutGenerator(seed: 31)
        var roundTripped = 0
        for _ in 0..<600 {
            let text = Self.text(generator.generate("file"))
            let (document, diagnostics) = LayoutParser.parse(text, path: "generated.layout")
            guard !diagnostics.hasErrors else { continue }
            let printed = LayoutPrinter.print(document)
            let (reparsed, again) = LayoutParser.parse(printed, path: "printed.layout")
            #expect(!again.hasErrors, "\(text)\n---\n\(printed)\n---\n\(LayoutTestSupport.render(again, printed, path: "printed.layout"))")
            LayoutRoundTrip.expectSameIR(document, reparsed)
            roundTripped += 1
        }
        #expect(roundTripped > 50)
    }

    @Test("random formats of vfl.ebnf are accepted as VFL lines of a screen")
    func vflSentencesParse() throws {
        for seed in UInt64(1)...300 {
            let format = try Self.vflFormat(seed: seed)
            let text = "screen Generated {\n    view a\n    view b\n    metric m = 8\n    \(format)\n}\n"
            let (document, diagnostics) = LayoutParser.parse(text, path: "generated.layout")
            #expect(diagnostics.filter { $0.severity == .error }.isEmpty,
                    "\(format)\n\(LayoutTestSupport.render(diagnostics, text, path: "generated.layout"))")
            #expect(document.screens.first?.constraints.allSatisfy { $0.origin.syntax == .vfl } == true)
        }
    }
}
