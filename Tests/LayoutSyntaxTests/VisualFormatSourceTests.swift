import Testing
@testable import LayoutSyntax

/// Spans: carets mapped back through stripped whitespace and through `FormatSource` offsets,
/// and the origins of constraints (which piece of text made each one).
@Suite struct VisualFormatSourceTests {
    private let ab: [String: LayoutItem] = ["a": .view("a"), "b": .view("b")]

    private func pieces(_ format: String, views: [String: LayoutItem], options: VisualFormatOptions = []) -> [String] {
        let source = FormatSource.standalone(format)
        let result = VisualFormat.parse(format, views: views, options: options, source: source)
        return result.constraints.map { constraint in constraint.origin.span.map { source.file.text(of: $0) } ?? "<none>" }
    }

    @Test func originSpansCoverThePredicateThatMadeEachConstraint() {
        #expect(pieces("|-(>=10,<=50@750)-[a]", views: ab) == [">=10", "<=50@750"])
        #expect(pieces("H:[a(>=70@750, <=100)]-[b]|", views: ab) == [">=70@750", "<=100", "-", "]|"])
        #expect(pieces("[a]->=20-[b(==a)]", views: ab) == [">=20", "==a"])
        #expect(pieces("[a] [b]", views: ab) == ["] ["])
        #expect(pieces("V:[a]-[b]", views: ab, options: .alignAllLeading) == ["-", "[a]-[b]"])
    }

    @Test func originsAreVFLWithTheWholeFormatAsStatement() throws {
        let format = "  H:|-[a]-|  "
        let source = FormatSource.standalone(format)
        let result = VisualFormat.parse(format, views: ab, source: source)
        try #require(result.constraints.count == 2)
        for constraint in result.constraints {
            #expect(constraint.origin.syntax == .vfl)
            let statement = try #require(constraint.origin.statement)
            #expect(source.file.text(of: statement) == "H:|-[a]-|")
        }
    }

    @Test func caretSkipsWhitespaceToTheCharacterUIKitMeans() throws {
        // UIKit strips blanks and reports index 7 of "H:[self.arrows]-5-|": the '.', column 10 here.
        let result = VisualFormat.parse("H:  [self.arrows]-5-|", views: ["self.arrows": .view("arrows")])
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.message == "self is not a key in the views dictionary.")
        #expect(diagnostic.span?.column == 10)
        #expect(diagnostic.notes.contains { $0.message.contains("NSDictionaryOfVariableBindings") })
    }

    @Test func caretAtTheEndFollowsTheLastCharacterNotTrailingBlanks() throws {
        let result = VisualFormat.parse("[a]-   ", views: ab)
        let span = try #require(result.diagnostics.first?.span)
        #expect(span.column == 5)
        #expect(span.length == 0)
    }

    @Test func diagnosticsPointIntoALayoutFile() throws {
        let text = "screen Login {\n    H:|-pad-[userLabel]-[userFeild]-pad-|\n}\n"
        let file = SourceFile(path: "Login.layout", text: text)
        let format = "H:|-pad-[userLabel]-[userFeild]-pad-|"
        let start = try #require(text.utf8.firstIndex(of: UInt8(ascii: "H")))
        let offset = text.utf8.distance(from: text.utf8.startIndex, to: start)
        let source = FormatSource.contiguous(in: file, at: offset, length: format.utf8.count)
        let views: [String: LayoutItem] = ["userLabel": .view("userLabel"), "userField": .view("userField")]
        let result = VisualFormat.parse(format, views: views, metrics: ["pad": 16], source: source)
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.span?.file == "Login.layout")
        #expect(diagnostic.span?.line == 2)
        #expect(diagnostic.span?.column == 5 + 30)  // just after "userFeild"
        let label = try #require(diagnostic.labels.first)
        #expect(file.text(of: label.span) == "userFeild")
        #expect(diagnostic.fixIts.first?.replacement == "userField")
        let rendered = DiagnosticRenderer(files: [file]).render(diagnostic)
        #expect(rendered.hasPrefix("Login.layout:2:35: error: userFeild is not a key in the views dictionary. [vfl-syntax]\n"))
        // The label underlines the name and the caret sits just after it, on one excerpt.
        #expect(rendered.contains(" 2 |     H:|-pad-[userLabel]-[userFeild]-pad-|\n"
            + "   | " + String(repeating: " ", count: 25) + "---------^\n"
            + "   | " + String(repeating: " ", count: 25) + "not a key in the views dictionary\n"))
        #expect(rendered.contains("note: did you mean 'userField'?"))
    }

    @Test func offsetsThroughAStringLiteralWithEscapes() throws {
        // Swift source `f("[a]-\t[c]")`: the format has a real tab (1 byte) where the file has `\t` (2).
        let fileText = "f(\"[a]-\\t[c]\")"
        let file = SourceFile(path: "View.swift", text: fileText)
        let format = "[a]-\t[c]"
        // Format bytes 0…3 are file 3…6, the tab is file 7…8, bytes 5…7 are file 9…11, the end is 12.
        let source = FormatSource(file: file, byteOffsets: [3, 4, 5, 6, 7, 9, 10, 11, 12])
        let result = VisualFormat.parse(format, views: ["a": .view("a")], source: source)
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.message == "c is not a key in the views dictionary.")
        #expect(diagnostic.span?.offset == 11)  // the `]` after `c`
        #expect(diagnostic.span.map { file.text(of: $0) } == "]")
    }

    @Test func malformedOffsetTablesNeverTrap() {
        let file = SourceFile(path: "x", text: "abc")
        let source = FormatSource(file: file, byteOffsets: [0])
        let result = VisualFormat.parse("[a]-[zz]", views: ["a": .view("a")], source: source)
        #expect(result.diagnostics.count == 1)
        let empty = FormatSource(file: file, byteOffsets: [])
        #expect(VisualFormat.parse("[a]", views: ["a": .view("a")], source: empty).constraints.isEmpty)
    }

    @Test func nonASCIIPointsAtTheCharacter() throws {
        let format = "H:|-[a]\u{2013}[b]"
        let result = VisualFormat.parse(format, views: ab)
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.span?.column == 8)
        #expect(diagnostic.span?.length == 3)
        #expect(diagnostic.notes.map(\.message).contains("'\u{2013}' is U+2013; a format may contain only ASCII characters"))
    }

    @Test func whitespaceOnlyIsEmpty() {
        #expect(VisualFormat.parse(" \t\n", views: [:]).diagnostics.first?.message == "It's an empty string.")
    }
}
