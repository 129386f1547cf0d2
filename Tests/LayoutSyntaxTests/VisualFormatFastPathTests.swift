import Testing
@testable import LayoutSyntax

/// The parser's shortcuts for the common case (plain integers, formats without whitespace,
/// verbatim sources without an offset table) give exactly what the general path gives.
@Suite struct VisualFormatFastPathTests {
    @Test(arguments: ["0", "7", "007", "-0", "-12", "+8", "44", "999999999999999", "1234567890123456",
                      "1.5", "-0.25", "1e3", "2E-2", "0x10", "0x1p4", "12abc", "8-"])
    func numbersReadAsStrtodWould(_ text: String) throws {
        let bytes = Array(text.utf8)
        let scanned = try #require(VisualFormatNumber.scan(bytes, from: 0))
        // The longest prefix that is a literal, converted by the standard library.
        let expected = try #require(Double(String(decoding: bytes[0..<scanned.end], as: UTF8.self)))
        #expect(scanned.value.bitPattern == expected.bitPattern)
    }

    @Test func integersStopAtTheFirstNonDigit() throws {
        let scanned = try #require(VisualFormatNumber.scan(Array("120-[b]".utf8), from: 0))
        #expect(scanned.value == 120)
        #expect(scanned.end == 3)
        #expect(VisualFormatNumber.scan(Array("inf".utf8), from: 0)?.value == .infinity)
        #expect(VisualFormatNumber.scan(Array("-nan".utf8), from: 0)?.value.isNaN == true)
    }

    @Test func contiguousSourcesMapLikeAnExplicitTable() {
        let file = SourceFile(path: "s.layout", text: "screen S {\n    H:|-[a]-(>=8)-[b]-|\n}\n")
        let offset = 15, length = 19
        let contiguous = FormatSource.contiguous(in: file, at: offset, length: length)
        let table = FormatSource(file: file, byteOffsets: Array(offset...(offset + length)))
        #expect(contiguous.byteOffsets == table.byteOffsets)
        for range in [0..<0, 0..<4, 3..<9, 10..<19, 19..<19, -3..<2, 15..<40] {
            #expect(contiguous.span(ofFormatBytes: range) == table.span(ofFormatBytes: range))
        }
        let views: [String: LayoutItem] = ["a": .view("a"), "b": .view("b")]
        let format = "H:|-[a]-(>=8)-[b]-|"
        let viaContiguous = VisualFormat.parse(format, views: views, source: contiguous)
        let viaTable = VisualFormat.parse(format, views: views, source: table)
        #expect(viaContiguous.constraints == viaTable.constraints)
        #expect(viaContiguous.constraints.count == 3)
    }

    @Test func formatsWithAndWithoutWhitespacePointAtTheSameText() throws {
        let views: [String: LayoutItem] = ["a": .view("a"), "b": .view("b")]
        for format in ["[a]-(>=10@750)-[b]", " [a] - ( >=10@750 ) - [b] "] {
            let source = FormatSource.standalone(format)
            let result = VisualFormat.parse(format, views: views, source: source)
            let spans = result.constraints.compactMap { $0.origin.span.map { source.file.text(of: $0) } }
            #expect(spans.map { $0.filter { $0 != " " } } == [">=10@750"])
        }
        let broken = VisualFormat.parse("  [a]-[c]", views: views)
        let caret = try #require(broken.diagnostics.first?.span)
        #expect(caret.column == 9)  // at the unknown name's end, counted in the original string
    }
}
