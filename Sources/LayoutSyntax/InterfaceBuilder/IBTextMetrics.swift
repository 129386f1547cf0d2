/// A rough single-line width of a label's text or a button's title, from the document alone:
/// the characters times an average advance of the system font. The document stores no text
/// metrics; this only keeps a label that Interface Builder stretched to its constraints from
/// claiming its stretched width as content on a narrower device. Units per character at 17 pt:
/// 9 for most lowercase letters, 5 for narrow ones (i, l, t, f, r, punctuation), 11 for
/// capitals and digits, 4.5 for a space; scaled by 1.1, the median ratio of stored width to
/// this count over the 222 one-line system-font labels of 3–25 characters in the corpus of
/// Benchmarks/README.md (tenth percentile 0.98). They scale with the point size.
enum IBTextMetrics {
    static func estimatedWidth(of element: Int, in tree: XMLTree) -> Double? {
        let node = tree.nodes[element]
        var text = node["text"]
        if node.name == "button", let state = tree.child(of: element, named: "state", key: "normal") {
            text = tree.nodes[state]["title"]
        }
        guard let text, !text.isEmpty else { return nil }
        var pointSize = 17.0
        if let font = tree.child(of: element, named: "fontDescription"),
           let size = tree.nodes[font]["pointSize"].flatMap(Double.init), size.isFinite, size > 0, size < 1000 {
            pointSize = size
        }
        var units = 0.0
        for character in text.unicodeScalars.prefix(10_000) {
            switch character {
            case " ": units += 4.5
            case "A"..."Z", "0"..."9": units += 11
            case "i", "l", "j", "t", "f", "r", ".", ",", ":", ";", "'", "!", "|": units += 5
            default: units += 9
            }
        }
        // A button's title sits between content insets of about 8 pt on each side.
        let padding = node.name == "button" ? 16.0 : 0
        return (units * 1.1 * pointSize / 17).rounded(.up) + padding
    }
}
