import Testing
import LayoutIR
@testable import LayoutSyntax

@Suite struct SourceLinterTests {
    @Test func reportsParseErrorsAtTheCharacterInTheSwiftFile() throws {
        let file = SourceFile(path: "V.swift", text: """
            let a = NSLayoutConstraint.constraints(withVisualFormat: "H:|-[title]-[subtitel]-|",
                options: [], metrics: nil, views: ["title": title, "subtitle": subtitle])
            """)
        let result = SourceLinter.lint(file, language: .swift)
        #expect(result.formatsFound == 1 && result.formatsChecked == 1)
        let error = try #require(result.diagnostics.first)
        #expect(error.severity == .error)
        #expect(error.message == "subtitel is not a key in the views dictionary.")
        let label = try #require(error.labels.first)
        #expect(file.text(of: label.span) == "subtitel")
        #expect(label.span.line == 1)
        #expect(error.notes.contains { $0.message == "did you mean 'subtitle'?" })
    }

    @Test func notesDictionaryKeysTheFormatNeverUses() {
        let file = SourceFile(path: "V.swift", text: """
            let a = NSLayoutConstraint.constraints(withVisualFormat: "H:|-[title]-|", options: [],
                metrics: ["pad": 8], views: ["title": title, "icon": icon])
            """)
        let result = SourceLinter.lint(file, language: .swift)
        // A key nothing uses is information, not a warning: shared dictionaries are the common idiom.
        #expect(result.diagnostics.map(\.severity) == [.info, .info])
        #expect(result.diagnostics.allSatisfy { $0.ruleID == RuleID.vflUnusedKey })
        #expect(result.diagnostics.map { file.text(of: $0.span!) } == ["\"icon\"", "\"pad\""])
    }

    @Test func unknownDictionariesOnlyCheckWhatDoesNotDependOnThem() {
        let file = SourceFile(path: "V.swift", text: """
            let ok = NSLayoutConstraint.constraints(withVisualFormat: "H:|-m-[a]-[b(==a)]-|", options: [], metrics: metrics, views: views)
            let bad = NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a]-[b(==a]-|", options: [], metrics: metrics, views: views)
            """)
        let result = SourceLinter.lint(file, language: .swift)
        #expect(result.formatsChecked == 2)
        #expect(result.diagnostics.count == 1)
        #expect(result.diagnostics.first?.span?.line == 2)
    }

    @Test func alignmentOnTheLayoutAxisIsAnError() {
        let file = SourceFile(path: "V.m", text: """
            [NSLayoutConstraint constraintsWithVisualFormat:@"H:[a][b]" options:NSLayoutFormatAlignAllLeading metrics:nil views:@{@"a": a, @"b": b}];
            """)
        let result = SourceLinter.lint(file, language: .objectiveC)
        #expect(result.diagnostics.map(\.severity) == [.error])
    }

    @Test func countsSkippedDynamicFormats() {
        let file = SourceFile(path: "V.swift", text: """
            let x = NSLayoutConstraint.constraints(withVisualFormat: makeFormat(), options: [], metrics: nil, views: [:])
            """)
        let result = SourceLinter.lint(file, language: .swift)
        #expect(result.formatsFound == 1 && result.formatsChecked == 0)
        #expect(result.skipped.first?.reason == "not a literal: makeFormat()")
        #expect(result.diagnostics.isEmpty)
    }
}
