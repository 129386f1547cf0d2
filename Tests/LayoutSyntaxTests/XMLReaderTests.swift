import Testing
@testable import LayoutSyntax

/// The XML reader under Interface Builder documents: well-formed input and every kind of damage.
@Suite("XML reader")
struct XMLReaderTests {
    private func read(_ text: String) -> Result<XMLTree, XMLReader.Failure> {
        XMLReader.read(Array(text.utf8))
    }

    @Test("elements, attributes, entities, comments, CDATA, processing instructions and DOCTYPE")
    func wellFormed() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE document [ <!ENTITY a "b"> ]>
            <!-- before -->
            <document a="1 &lt; 2 &amp;&amp; &quot;x&quot; &apos;y&apos;" b='&#65;&#x42;&#x1F600;'>
                <child key="one"/><![CDATA[ <not-an-element> ]]>
                <?pi data?>
                <child key="two">text &amp; more</child>
            </document>
            """
        let tree = try read(text).get()
        #expect(tree.nodes.map(\.name) == ["document", "child", "child"])
        let root = try #require(tree.root)
        #expect(root["a"] == "1 < 2 && \"x\" 'y'")
        #expect(root["b"] == "AB😀")
        #expect(root.children == [1, 2])
        #expect(tree.nodes[2].parent == 0)
        #expect(tree.nodes[2].depth == 1)
        #expect(tree.child(of: 0, named: "child", key: "two") == 2)
        // Offsets point at the '<' of each start tag: line 4 starts after three lines.
        let fourthLine = text.split(separator: "\n", omittingEmptySubsequences: false).prefix(3)
            .reduce(0) { $0 + $1.utf8.count + 1 }
        #expect(root.offset == fourthLine)
    }

    @Test("a truncated document names the element left open and where it opened")
    func truncated() {
        guard case .failure(let failure) = read("<document>\n  <view id=\"a\">\n") else {
            Issue.record("accepted"); return
        }
        #expect(failure.message == "the document ends inside <view>")
        #expect(failure.notes.first?.offset == 13)
    }

    @Test("a closing tag that does not match is located at the closing tag")
    func badNesting() {
        guard case .failure(let failure) = read("<a><b></a></b>") else { Issue.record("accepted"); return }
        #expect(failure.message == "</a> does not match <b>")
        #expect(failure.offset == 6)
        #expect(failure.notes.first?.offset == 3)
    }

    @Test("binary garbage, text after the root, a second root and an empty file are errors")
    func garbage() {
        for text in ["\u{01}\u{02}PK\u{03}\u{04}", "<a/>trailing", "<a/><b/>", "", "   ", "<a", "<a b=c/>", "<a b='1' b='2'/>"] {
            if case .success = read(text) { Issue.record("accepted \(text.debugDescription)") }
        }
    }

    @Test("entities: unknown names, bad numbers, surrogates and NUL are refused")
    func badEntities() {
        for text in ["<a b='&nbsp;'/>", "<a b='&#xD800;'/>", "<a b='&#0;'/>", "<a b='&#x110000;'/>",
                     "<a b='&#12a;'/>", "<a b='& '/>", "<a b='<'/>"] {
            if case .success = read(text) { Issue.record("accepted \(text)") }
        }
    }

    @Test("100 000 nested elements are an error at the first one too deep, without recursion")
    func deepNesting() {
        let text = String(repeating: "<v>", count: 100_000) + String(repeating: "</v>", count: 100_000)
        guard case .failure(let failure) = read(text) else { Issue.record("accepted"); return }
        #expect(failure.message.hasPrefix("elements nested too deep"))
        #expect(failure.offset == XMLReader.maximumDepth * 3)
    }

    @Test("an attribute value over the limit is refused at the value")
    func hugeAttribute() {
        let text = "<a b=\"" + String(repeating: "x", count: XMLReader.maximumAttributeLength + 10) + "\"/>"
        guard case .failure(let failure) = read(text) else { Issue.record("accepted"); return }
        #expect(failure.offset == 5)
        #expect(failure.message.contains("longer than"))
    }
}
