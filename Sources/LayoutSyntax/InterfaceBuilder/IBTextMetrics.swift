/// A rough single-line width of a label's text, a button's title or a text field's text (its
/// placeholder when empty), from the document alone:
/// the characters times an average advance of the system font. The document stores no text
/// metrics; this only keeps a label that Interface Builder stretched to its constraints from
/// claiming its stretched width as content on a narrower device. Units per character at 17 pt:
/// 9 for most lowercase letters, 5 for narrow ones (i, l, t, f, r, punctuation), 11 for
/// capitals and digits, 4.5 for a space; scaled by 1.1, the median ratio of stored width to
/// this count over the 222 one-line system-font labels of 3–25 characters in the corpus of
/// Benchmarks/README.md (tenth percentile 0.98). They scale with the point size.
enum IBTextMetrics {
    /// Point sizes of the Dynamic Type text styles at the default (Large) size, from Apple's
    /// Human Interface Guidelines, "Typography" (iOS Dynamic Type sizes).
    static let textStyleSizes: [String: Double] = [
        "UICTFontTextStyleTitle0": 34, "UICTFontTextStyleTitle1": 28, "UICTFontTextStyleTitle2": 22,
        "UICTFontTextStyleTitle3": 20, "UICTFontTextStyleHeadline": 17, "UICTFontTextStyleBody": 17,
        "UICTFontTextStyleCallout": 16, "UICTFontTextStyleSubhead": 15, "UICTFontTextStyleFootnote": 13,
        "UICTFontTextStyleCaption1": 12, "UICTFontTextStyleCaption2": 11,
    ]

    /// The element's text as UIKit shows it before any code runs.
    static func text(of element: Int, in tree: XMLTree) -> String? {
        let node = tree.nodes[element]
        var text = node["text"]
        if node.name == "button", let state = tree.child(of: element, named: "state", key: "normal") {
            text = tree.nodes[state]["title"]
        }
        // An empty text field measures its placeholder.
        if node.name == "textField", text?.isEmpty ?? true { text = node["placeholder"] }
        return text
    }

    /// The font's point size: `pointSize`, else the text style's, else 17 (UIKit's label and
    /// body size). IB writes `pointSize="0.0"` for a system cell's default font.
    static func pointSize(of element: Int, in tree: XMLTree) -> Double {
        guard let font = tree.child(of: element, named: "fontDescription") else { return 17 }
        if let size = tree.nodes[font]["pointSize"].flatMap(Double.init), size.isFinite, size > 0, size < 1000 {
            return size
        }
        return tree.nodes[font]["style"].flatMap { textStyleSizes[$0] } ?? 17
    }

    static func estimatedWidth(of element: Int, in tree: XMLTree) -> Double? {
        let node = tree.nodes[element]
        guard let text = text(of: element, in: tree), !text.isEmpty else { return nil }
        var units = 0.0
        for character in text.unicodeScalars.prefix(10_000) {
            switch character {
            case " ": units += 4.5
            case "A"..."Z", "0"..."9": units += 11
            case "i", "l", "j", "t", "f", "r", ".", ",", ":", ";", "'", "!", "|": units += 5
            default: units += 9
            }
        }
        // A button's title, and a text field's text inside its border, sit about 8 pt in on each side.
        let padding = node.name == "button" || node.name == "textField" ? 16.0 : 0
        return (units * 1.1 * pointSize(of: element, in: tree) / 17).rounded(.up) + padding
    }

    /// The height of one line of text: 1.2 × the point size, rounded up to the half point.
    /// That is the stored height of one-line system-font labels in the corpus of
    /// Benchmarks/README.md at every size seen (11 pt: 13.5, 12: 14.5, 13: 16, 14: 17, 15: 18,
    /// 16: 19.5, 17: 20.5, 20: 24). A button adds 6 above and below (30 at 15 pt).
    static func estimatedHeight(of element: Int, in tree: XMLTree) -> Double {
        let line = (pointSize(of: element, in: tree) * 1.2 * 2).rounded(.up) / 2
        return tree.nodes[element].name == "button" ? line + 12 : line
    }
}
