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
    /// The element's text as UIKit shows it before any code runs.
    static func text(of element: Int, in tree: XMLTree) -> String? {
        let node = tree.nodes[element]
        var text = node["text"]
        if text == nil, let attributed = attributedText(of: element, in: tree) {
            text = attributed.fragments.compactMap { tree.nodes[$0]["content"] }.joined()
        }
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
        if let font = tree.child(of: element, named: "fontDescription") {
            if let size = usableSize(tree.nodes[font]["pointSize"]) { return size }
            return tree.nodes[font]["style"].flatMap { DynamicTypeSizes.atDefaultSize[$0] } ?? 17
        }
        if let font = attributedText(of: element, in: tree)?.font, let size = usableSize(tree.nodes[font]["size"]) {
            return size
        }
        return 17
    }

    /// Whether the label shows any text: a plain text, or fragments of an attributed one (a
    /// fragment may keep its characters in a child's text, which the reader does not keep).
    static func showsText(_ element: Int, in tree: XMLTree) -> Bool {
        if let text = tree.nodes[element]["text"] { return !text.isEmpty }
        guard let attributed = attributedText(of: element, in: tree) else { return false }
        return attributed.fragments.contains { tree.nodes[$0]["content"].map { !$0.isEmpty } ?? true }
    }

    /// The label's one-line height when its stored frame is under half of it: the canvas then
    /// shows the label squeezed by its constraints below its intrinsic height (compression
    /// resistance gave way), and the stored height cannot stand for that intrinsic height. Half
    /// a line leaves room for fonts whose lines are shorter than the system font's 1.193 × the
    /// point size (stored heights of 0.8–1 × the estimate are common for custom and text-style
    /// fonts) while catching what public apps' documents show where Xcode flagged the views
    /// sharing the squeeze: pocket-casts' podcast header stores a 31-pt title 3 pt tall and a
    /// 16-pt description 0 pt tall. `nil`: the stored height can stand.
    static func squeezedLineHeight(of element: Int, storedHeight: Double, in tree: XMLTree) -> Double? {
        guard tree.nodes[element].name == "label", showsText(element, in: tree) else { return nil }
        let line = estimatedHeight(of: element, in: tree)
        return storedHeight < line / 2 ? line : nil
    }

    /// The height of a label of several lines whose stored frame its constraints stretched well
    /// past its text: the text wrapped at the stored width (each line or paragraph as many lines
    /// as its estimated width needs, at most `numberOfLines`), each line the font's line height.
    /// UILabel's intrinsic height is its text's at its width (Apple, "UILabel":
    /// `intrinsicContentSize` follows the text, the font and `preferredMaxLayoutWidth`), so a label
    /// pinned across a tall area asks for its text's height, not the area's. Only where the stored
    /// height is more than one line and half again above the estimate, for text in the system
    /// font or a text style (``SystemFontMetrics``): nearer, the stored height stands, as the
    /// estimate is rougher than that. `nil`: the stored height stands.
    static func stretchedLabelHeight(of element: Int, storedWidth: Double, storedHeight: Double, in tree: XMLTree) -> Double? {
        let node = tree.nodes[element]
        guard node.name == "label", (node["numberOfLines"] ?? "1") != "1", usesSystemFont(element, in: tree),
              showsText(element, in: tree), let text = text(of: element, in: tree), !text.isEmpty, storedWidth >= 1 else { return nil }
        let size = pointSize(of: element, in: tree)
        var lines = 0.0
        for paragraph in text.split(omittingEmptySubsequences: false, whereSeparator: { $0.isNewline }) {
            lines += max(1, (estimatedWidth(of: String(paragraph), pointSize: size) / storedWidth).rounded(.up))
        }
        if let limit = node["numberOfLines"].flatMap(Int.init), limit > 0 { lines = min(lines, Double(limit)) }
        let line = SystemFontMetrics.lineHeight(size)
        let estimate = (lines * line * 2).rounded(.up) / 2
        return storedHeight > estimate * 1.5 && storedHeight - estimate > line ? estimate : nil
    }

    /// The text size of a label Xcode flagged ambiguous, in place of its stored size: such a
    /// label was drawn at one of the frames its constraints allow (a hugging or compression tie
    /// shares out the space as the canvas last settled it), so its stored frame is no
    /// measurement of its text, and taken as one it would hide the tie Xcode reports. A label in
    /// the system font or a text style on one line (``SystemFontMetrics``) measures one line
    /// tall where its stored height is more than a quarter point off that line rounded up to half
    /// a point (Interface Builder stores a text's height rounded up to a pixel, and the 2x and 3x
    /// roundings of one height differ by a sixth of a point at most), and as wide as
    /// ``estimatedWidth(of:in:)`` where the stored width is more than a quarter off that
    /// estimate (nearer, the stored width stands: the estimate is rougher than that). A label of
    /// several lines whose text fits on one line in its stored width (the estimate is not wider)
    /// is one line and measures so; one whose text wraps keeps its stored size. A label with an
    /// empty text has no content size here: it holds the text the code gives it, and Xcode
    /// flags it ambiguous, not in conflict, even where its hugging and compression resistance
    /// are required and a 0 × 0 content size could not hold; that is the canvas, `asDesigned`
    /// only: on the devices the label shows the text the code gives it, whose size the stored
    /// one stands for. `nil` for other labels and views: their stored size stands.
    static func flaggedTextSize(of element: Int, stored: LayoutSize, asDesigned: Bool, in tree: XMLTree) -> LayoutSize? {
        let node = tree.nodes[element]
        guard node.name == "label", usesSystemFont(element, in: tree) else { return nil }
        if node["text"] == "", !showsText(element, in: tree) {
            return asDesigned ? LayoutSize(width: -1, height: -1) : nil
        }
        guard showsText(element, in: tree), !(text(of: element, in: tree) ?? "").contains(where: \.isNewline),
              let width = estimatedWidth(of: element, in: tree), width > 0
        else { return nil }
        let oneLine = (node["numberOfLines"] ?? "1") == "1"
        guard oneLine || width <= stored.width else { return nil }
        var size = stored
        let line = estimatedHeight(of: element, in: tree)
        if abs(stored.height - line) > 0.25 { size.height = line }
        if stored.width > width * 1.25 || stored.width < width * 0.75 { size.width = width }
        return size == stored ? nil : size
    }

    /// Whether the element's text is set in the system font (`type="system"`, `boldSystem`,
    /// `italicSystem`, at any weight) or a text style, the fonts ``SystemFontMetrics`` measures;
    /// a label with no font description has UIKit's default, the system font at 17 pt. An
    /// attributed text may mix fonts: not counted.
    static func usesSystemFont(_ element: Int, in tree: XMLTree) -> Bool {
        guard tree.child(of: element, named: "attributedString") == nil else { return false }
        guard let font = tree.child(of: element, named: "fontDescription") else { return true }
        let node = tree.nodes[font]
        guard node["name"] == nil else { return false }
        return node["style"] != nil || (node["type"].map { ["system", "boldSystem", "italicSystem"].contains($0) } ?? false)
    }

    private static func usableSize(_ text: String?) -> Double? {
        guard let size = text.flatMap(Double.init), size.isFinite, size > 0, size < 1000 else { return nil }
        return size
    }

    /// The `<fragment>`s of the element's `<attributedString>` and the first `NSFont` among them.
    private static func attributedText(of element: Int, in tree: XMLTree) -> (fragments: [Int], font: Int?)? {
        guard let string = tree.child(of: element, named: "attributedString") else { return nil }
        let fragments = tree.children(of: string, named: "fragment")
        var font: Int?
        for fragment in fragments {
            guard let attributes = tree.child(of: fragment, named: "attributes") else { continue }
            if let found = tree.child(of: attributes, named: "font", key: "NSFont") { font = found; break }
        }
        return (fragments, font)
    }

    static func estimatedWidth(of element: Int, in tree: XMLTree) -> Double? {
        let node = tree.nodes[element]
        // A button's title, and a text field's text inside its border, sit about 8 pt in on each side.
        let padding = node.name == "button" || node.name == "textField" ? 16.0 : 0
        guard let text = text(of: element, in: tree), !text.isEmpty else {
            // A text field with neither text nor placeholder measures its insets alone: UIKit's
            // `intrinsicContentSize` follows the text, and there is none until the user or the
            // code gives it some (Docs/InterfaceBuilder.md#text-outside-the-design-environment). Its stored width is where its
            // constraints stretched it on the canvas, not what it asks for.
            return node.name == "textField" ? padding : nil
        }
        return estimatedWidth(of: text, pointSize: pointSize(of: element, in: tree)) + padding
    }

    /// The estimated single-line width of `text` in the system font at `pointSize`, as the
    /// type's comment says. A text broken into lines (`\n`, or the line and paragraph
    /// separators U+2028 and U+2029) is as wide as its widest line: UIKit starts a new line at each.
    static func estimatedWidth(of text: String, pointSize: Double) -> Double {
        var units = 0.0, widest = 0.0
        for character in text.unicodeScalars.prefix(10_000) {
            switch character {
            case "\n", "\r", "\u{2028}", "\u{2029}":
                widest = max(widest, units)
                units = 0
            case " ": units += 4.5
            case "A"..."Z", "0"..."9": units += 11
            case "i", "l", "j", "t", "f", "r", ".", ",", ":", ";", "'", "!", "|": units += 5
            default: units += 9
            }
        }
        return (max(widest, units) * 1.1 * pointSize / 17).rounded(.up)
    }

    /// The height of one line of text: the system font's `lineHeight` (``SystemFontMetrics``,
    /// 1.193 × the point size), rounded up to the half point. That is the stored height of
    /// one-line system-font labels in the corpus of Benchmarks/README.md at every size seen
    /// (11 pt: 13.5, 12: 14.5, 13: 16, 14: 17, 15: 18, 16: 19.5, 17: 20.5, 20: 24). A button
    /// adds 6 above and below (30 at 15 pt).
    static func estimatedHeight(of element: Int, in tree: XMLTree) -> Double {
        let line = (SystemFontMetrics.lineHeight(pointSize(of: element, in: tree)) * 2).rounded(.up) / 2
        return tree.nodes[element].name == "button" ? line + 12 : line
    }

    /// The height a text field asks for when the document stores no frame for it: with the
    /// rounded-rect border 34 pt, or its line and the border's 12 pt when its font is larger;
    /// with any other border its text's line, rounded up to the point (Docs/uikit-devices.md,
    /// "Controls"). A text field's height never depends on whether it holds text: its font sets it.
    static func estimatedTextFieldHeight(of element: Int, in tree: XMLTree,
                                         metrics: UIKitMetrics = UIKitMetrics()) -> Double {
        let line = SystemFontMetrics.lineHeight(pointSize(of: element, in: tree))
        guard tree.nodes[element]["borderStyle"] == "roundedRect" else { return line.rounded(.up) }
        return max(metrics.roundedTextFieldHeight, (line * 2).rounded(.up) / 2 + 12)
    }
}
