import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// A parsed XML document for the picture tests: every element with its attributes, its text
/// and its parent, read with Foundation's `XMLParser` — which also proves the text is
/// well-formed XML.
final class XMLDocumentSummary: NSObject, XMLParserDelegate {
    struct Element {
        var name: String
        var attributes: [String: String]
        var parent: Int?
        var text = ""
    }

    private(set) var elements: [Element] = []
    private var open: [Int] = []
    private(set) var error: String?

    /// Parses `text`; `nil` (with the parser's complaint in `failure`) when it is not well-formed.
    static func parse(_ text: String, failure: inout String) -> XMLDocumentSummary? {
        let summary = XMLDocumentSummary()
        let parser = XMLParser(data: Data(text.utf8))
        parser.delegate = summary
        guard parser.parse() else {
            failure = "line \(parser.lineNumber), column \(parser.columnNumber): "
                + (parser.parserError.map { "\($0)" } ?? "unknown error")
            return nil
        }
        return summary
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
        elements.append(Element(name: elementName, attributes: attributeDict, parent: open.last))
        open.append(elements.count - 1)
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?) {
        _ = open.popLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if let current = open.last { elements[current].text += string }
    }

    /// Elements named `name` that have `attribute` containing the class `className`, if given.
    func elements(named name: String, withClass className: String? = nil) -> [Element] {
        elements.filter { element in
            element.name == name && (className.map { classes(of: element).contains($0) } ?? true)
        }
    }

    func classes(of element: Element) -> [String] {
        (element.attributes["class"] ?? "").split(separator: " ").map(String.init)
    }

    /// The view groups (`<g data-view="…">`) by name, each with the name of the view group it
    /// sits in.
    func viewGroups() -> [(name: String, enclosingView: String?, element: Element, index: Int)] {
        elements.indices.compactMap { index in
            let element = elements[index]
            guard element.name == "g", let name = element.attributes["data-view"] else { return nil }
            var parent = element.parent
            while let current = parent, elements[current].attributes["data-view"] == nil {
                parent = elements[current].parent
            }
            return (name, parent.flatMap { elements[$0].attributes["data-view"] }, element, index)
        }
    }

    /// The direct children of element `index`.
    func children(of index: Int) -> [Element] {
        elements.filter { $0.parent == index }
    }
}
