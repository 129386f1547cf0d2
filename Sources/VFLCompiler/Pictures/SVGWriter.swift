/// Builds SVG/XML text: elements with escaped attribute values and text, indented by nesting.
struct SVGWriter {
    private(set) var text = ""
    private var depth = 0

    /// `<name a="…">` and a newline; the next lines are indented one step more.
    mutating func open(_ name: String, _ attributes: [(String, String)] = []) {
        line("<\(name)\(Self.attributes(attributes))>")
        depth += 1
    }

    mutating func close(_ name: String) {
        depth -= 1
        line("</\(name)>")
    }

    /// `<name a="…"/>`.
    mutating func empty(_ name: String, _ attributes: [(String, String)]) {
        line("<\(name)\(Self.attributes(attributes))/>")
    }

    /// `<name a="…">text</name>` with the text escaped.
    mutating func element(_ name: String, _ attributes: [(String, String)] = [], text content: String) {
        line("<\(name)\(Self.attributes(attributes))>\(XMLText.escape(content))</\(name)>")
    }

    /// `<name>` and `content` as it is: for CSS, which holds no `<` or `&` and must stay
    /// unescaped where HTML reads it as raw text.
    mutating func rawElement(_ name: String, _ content: String) {
        open(name)
        raw(content)
        close(name)
    }

    /// Text already in XML form (another writer's output), indented like the rest.
    mutating func raw(_ markup: String) {
        for part in markup.split(separator: "\n", omittingEmptySubsequences: true) {
            line(String(part))
        }
    }

    private mutating func line(_ content: String) {
        text += String(repeating: " ", count: min(depth, 20)) + content + "\n"
    }

    static func attributes(_ attributes: [(String, String)]) -> String {
        attributes.map { " \($0.0)=\"\(XMLText.escape($0.1))\"" }.joined()
    }
}
