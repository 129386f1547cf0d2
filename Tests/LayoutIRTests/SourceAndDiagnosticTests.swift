import Testing
@testable import LayoutIR

@Suite struct SourceFileTests {
    @Test func mapsOffsetsToLinesAndColumns() {
        let file = SourceFile(path: "f", text: "ab\ncde\n\nx")
        #expect(file.location(of: 0) == (1, 1))
        #expect(file.location(of: 3) == (2, 1))
        #expect(file.location(of: 5) == (2, 3))
        #expect(file.location(of: 7) == (3, 1))
        #expect(file.location(of: 8) == (4, 1))
        #expect(file.location(of: 99) == (4, 2))
        #expect(file.lineText(2) == "cde")
        #expect(file.lineText(4) == "x")
        #expect(file.text(of: file.span(offset: 3, length: 3)) == "cde")
    }

    @Test func survivesInvalidUTF8() {
        let file = SourceFile(path: "bin", bytes: [0xFF, 0xFE, 0x0A, 0x41])
        #expect(file.lineText(1) == "\u{FFFD}\u{FFFD}")
        #expect(file.lineText(2) == "A")
    }
}

@Suite struct DiagnosticRendererTests {
    @Test func rendersCaretUnderTheSpanWithNotes() {
        let file = SourceFile(path: "Login.layout", text: "screen A {\n    H:|-[userFeild]-|\n}\n")
        let span = file.span(offset: 20, length: 9)
        let diagnostic = LayoutDiagnostic.error("'userFeild' is not a view on this screen", at: span,
                                          notes: [DiagnosticNote("did you mean 'userField'?")])
        let text = DiagnosticRenderer(files: [file]).render(diagnostic)
        #expect(text == """
            Login.layout:2:10: error: 'userFeild' is not a view on this screen
             2 |     H:|-[userFeild]-|
               |          ^~~~~~~~~
              note: did you mean 'userField'?

            """)
    }
}

@Suite struct SuggestionTests {
    @Test func findsCloseNamesOnly() {
        #expect(Suggestions.closest(to: "userFeild", among: ["userField", "login"]) == "userField")
        #expect(Suggestions.closest(to: "margiin", among: ["margin", "pad"]) == "margin")
        #expect(Suggestions.closest(to: "zzz", among: ["userField", "login"]) == nil)
        #expect(Suggestions.editDistance(Array("ab".utf8), Array("ba".utf8)) == 1)
    }
}

@Suite struct AttributeTests {
    @Test func axesKindsAndMargins() {
        #expect(Attribute.leading.axis == .horizontal)
        #expect(Attribute.firstBaseline.axis == .vertical)
        #expect(Attribute.height.kind == .dimension)
        #expect(Attribute.centerYWithinMargins.withoutMargin == .centerY)
        #expect(Attribute.trailing.marginVariant == .trailingMargin)
        #expect(Attribute(name: "baseline") == .lastBaseline)
        #expect(Attribute(name: "notAnAttribute") == nil)
        #expect(LayoutGuide(name: "safeAreaLayoutGuide") == .safeArea)
    }
}

@Suite struct DiagnosticLabelRenderingTests {
    @Test func labelsOnThePrimaryLineShareItsExcerpt() {
        let file = SourceFile(path: "f", text: "\tH:|-[userLabel]-[userFeild]-|\nnext line\n")
        var diagnostic = LayoutDiagnostic.error("userFeild is not a key", at: file.span(offset: 27, length: 0))
        diagnostic.labels = [DiagnosticLabel(span: file.span(offset: 18, length: 9), message: "not a key"),
                             DiagnosticLabel(span: file.span(offset: 31, length: 4), message: "elsewhere")]
        let text = DiagnosticRenderer(files: [file]).render(diagnostic)
        #expect(text == """
            f:1:28: error: userFeild is not a key
             1 | \tH:|-[userLabel]-[userFeild]-|
               | \t                 ---------^
               | \t                 not a key
             2 | next line
               | ----
               | elsewhere

            """)
    }
}

@Suite struct LongLineExcerptTests {
    @Test func veryLongLinesAreWindowedAroundTheCaret() {
        let text = String(repeating: "a", count: 5000) + "XYZ" + String(repeating: "b", count: 5000)
        let file = SourceFile(path: "long", text: text)
        let rendered = DiagnosticRenderer(files: [file]).render(.error("here", at: file.span(offset: 5000, length: 3)))
        let lines = rendered.split(separator: "\n")
        #expect(lines.allSatisfy { $0.count < 200 })
        let source = String(lines[1])
        let underline = String(lines[2])
        let caret = underline.firstIndex(of: "^").map { underline.distance(from: underline.startIndex, to: $0) }
        let x = source.firstIndex(of: "X").map { source.distance(from: source.startIndex, to: $0) }
        #expect(caret != nil && caret == x)
        #expect(source.hasPrefix(" 1 | ...") && source.hasSuffix("..."))
    }
}
