/// A lower bound on a segmented control's intrinsic width, from its `<segments>`.
///
/// UIKit sizes a segmented control to its segments: a segment whose width is 0 (the default) is
/// sized automatically (Apple, "UISegmentedControl.widthForSegment(at:)": "If the value is 0.0,
/// UISegmentedControl automatically sizes the segment"), and unless
/// `apportionsSegmentWidthsByContent` is set, all such segments get the same width (Apple,
/// "apportionsSegmentWidthsByContent": only then does the control adjust segment widths to their
/// content widths). The width Interface Builder stores is where the control's constraints
/// stretched it on the canvas: LayerPlayer's controls, stored 430 pt wide in a 600-pt row beside a
/// label, left that label a negative width on a 320-pt phone.
///
/// The document stores neither the titles' metrics nor the padding, so this is a bound, not a
/// measurement: every segment as wide as the widest content, the titles measured like a label's
/// text (``IBTextMetrics``) at 13 pt, no padding. In the development corpora's 104 titled
/// controls without a width constraint, the stored width per segment exceeds this by 4.5 pt at
/// the least and by about 13 pt at the tenth percentile (Docs/InterfaceBuilder.md#views).
/// A stored width above the bound is capped to it: the control then claims no more than its
/// segments surely need, and what rests on that width is estimated text.
enum IBSegmentWidths {
    /// The point size the bound measures titles at, below a label's 17: every titled control of
    /// the development corpora stores more than this bound per segment (the type's comment).
    static let titlePointSize = 13.0

    /// The bound for the control at `element`; `nil` when a segment shows neither a title nor an
    /// image whose size the document stores (nothing to measure).
    static func lowerBound(of element: Int, in tree: XMLTree, imageSizes: [String: LayoutSize]) -> Double? {
        guard let list = tree.child(of: element, named: "segments") else { return nil }
        let segments = tree.children(of: list, named: "segment")
        guard !segments.isEmpty else { return nil }
        // Segments with a width of their own keep it; the others share the widest content.
        var fixed = 0.0, automatic = 0, widest = 0.0
        for segment in segments {
            let node = tree.nodes[segment]
            if let text = node["width"], case .success(let width) = IBValues.number(text), width > 0 {
                fixed += width  // a width set in the attributes inspector
                continue
            }
            automatic += 1
            if let title = node["title"], !title.isEmpty {
                widest = max(widest, IBTextMetrics.estimatedWidth(of: title, pointSize: titlePointSize))
            } else if let image = node["image"], let size = imageSizes[image] {
                widest = max(widest, size.width)
            } else {
                return nil
            }
        }
        return fixed + widest * Double(automatic)
    }
}
