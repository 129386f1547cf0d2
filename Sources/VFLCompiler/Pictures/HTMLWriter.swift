/// Builds the report's XHTML-style markup: every element closed, every attribute quoted and
/// escaped, so the page is well-formed XML as well as HTML.
struct HTMLWriter {
    private(set) var text = ""

    /// `<name a="…">`.
    mutating func open(_ name: String, _ attributes: [(String, String)] = []) {
        text += "<\(name)\(SVGWriter.attributes(attributes))>"
    }

    mutating func close(_ name: String) {
        text += "</\(name)>"
    }

    /// `<name a="…">escaped text</name>`.
    mutating func element(_ name: String, _ attributes: [(String, String)] = [], text content: String) {
        open(name, attributes)
        escaped(content)
        close(name)
    }

    /// A void element (`meta`), written `<meta …/>` so XML parsers accept it too.
    mutating func void(_ name: String, _ attributes: [(String, String)]) {
        text += "<\(name)\(SVGWriter.attributes(attributes))/>"
    }

    mutating func escaped(_ content: String) {
        text += XMLText.escape(content)
    }

    /// Markup produced by another writer (an inline SVG) or fixed text without `<` or `&`.
    mutating func raw(_ markup: String) {
        text += markup
    }

    mutating func newline() {
        text += "\n"
    }
}
