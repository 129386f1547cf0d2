import LayoutIR

/// A view's intrinsic content size in one environment: what the lowering turns into hugging and
/// compression constraints, and what the checker compares solved frames with.
public enum IntrinsicContentSize {
    /// The declared size (or the kind's default); for text with a Dynamic Type style, grown or
    /// shrunk with the style's point size at the environment's text size, since the text's width
    /// and its line height both follow the point size (Docs/uikit-devices.md, "Text styles"). A
    /// stack view has no intrinsic size of its own (its arranged subviews size it), so it takes
    /// none from the kind's defaults; one the input states (Interface Builder's
    /// placeholderIntrinsicWidth/Height, on an empty stack too) counts as on any view.
    ///
    /// Text that wraps (`lines` other than 1) laid out `wrapWidth` wide, narrower than its one
    /// line, takes that width and as many lines as it needs, up to its limit: UIKit lays a
    /// multi-line label out once, sets its `preferredMaxLayoutWidth` to the width it got, and
    /// asks for its size again (Apple, `UILabel.preferredMaxLayoutWidth`: "the label's
    /// intrinsic content size … wraps at this width").
    public static func of(_ node: ViewNode, in environment: LayoutEnvironment, uikit: UIKitMetrics,
                          wrapWidth: Double? = nil) -> LayoutSize? {
        oneLine(node, in: environment, uikit: uikit).map { wrapped($0, of: node, at: wrapWidth) }
    }

    /// `line` (the view's text on one line) as the view shows it `wrapWidth` wide: the same line,
    /// or that width and as many lines as it needs, up to the view's limit.
    public static func wrapped(_ line: LayoutSize, of node: ViewNode, at wrapWidth: Double?) -> LayoutSize {
        guard let wrapWidth, let count = lineCount(node, oneLine: line, wrapWidth: wrapWidth) else { return line }
        return LayoutSize(width: wrapWidth, height: line.height * Double(count))
    }

    /// The lines text of `oneLine` needs at `wrapWidth`, within the view's limit; `nil` when it
    /// does not wrap (one line, or a line that fits).
    public static func lineCount(_ node: ViewNode, oneLine: LayoutSize, wrapWidth: Double) -> Int? {
        guard let limit = node.properties.lines, limit != 1, oneLine.width > 0, oneLine.height > 0,
              wrapWidth.isFinite, wrapWidth > 0, wrapWidth < oneLine.width - 0.25 else { return nil }
        // A line break falls between words, so a line holds a little less than the width; the
        // share of the text per line is taken as exact (no word widths are known).
        let needed = Int(min((oneLine.width / wrapWidth).rounded(.up), 10_000))
        return limit == 0 ? needed : min(needed, limit)
    }

    /// Whether the view's text needs more lines at `wrapWidth` than its limit allows.
    public static func exceedsLineLimit(_ node: ViewNode, oneLine: LayoutSize, wrapWidth: Double) -> Bool {
        guard let limit = node.properties.lines, limit > 1, oneLine.width > 0, wrapWidth > 0 else { return false }
        return (oneLine.width / wrapWidth).rounded(.up) > Double(limit)
    }

    /// The text on one line at the environment's text size (the declared size for anything else).
    public static func oneLine(_ node: ViewNode, in environment: LayoutEnvironment, uikit: UIKitMetrics) -> LayoutSize? {
        let stated = node.properties.intrinsicSize
        guard var size = node.kind == .stackView ? stated : stated ?? uikit.defaultIntrinsicSize(of: node.kind) else { return nil }
        if environment.pseudoLocalized, bearsText(node), size.width > 0 {
            // The text's length is estimated from its width at its point size at Large.
            let pointSize = node.properties.textStyle.map { DynamicTypeSizes.pointSize($0, at: .large) } ?? uikit.defaultFontSize
            size.width = TextExpansion.translatedWidth(size.width, pointSize: pointSize)
        }
        guard let style = node.properties.textStyle, environment.contentSize != .large else { return size }
        let scale = DynamicTypeSizes.scale(style, at: environment.contentSize)
        // A negative component is `noIntrinsicMetric`: it stays as it is.
        return LayoutSize(width: size.width > 0 ? size.width * scale : size.width,
                          height: size.height > 0 ? size.height * scale : size.height)
    }

    /// Views whose intrinsic width is a text's: labels, buttons, text fields, and any view
    /// declared with a text style or a line count.
    public static func bearsText(_ node: ViewNode) -> Bool {
        [.label, .button, .textField].contains(node.kind) || node.properties.textStyle != nil || node.properties.lines != nil
    }

    /// True when the view's text can wrap onto more than one line.
    public static func wraps(_ node: ViewNode) -> Bool { node.properties.lines.map { $0 != 1 } ?? false }
}
