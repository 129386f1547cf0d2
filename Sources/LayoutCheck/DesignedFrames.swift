import LayoutEngine
import LayoutIR

/// What a screen's source says was meant, for the frame lint rules: a layout that every device
/// shows the same way, and that the designer saw that way, is not a finding.
///
/// Interface Builder documents store each view's frame as the designer last saw it. A view that
/// already hangs out of its superview on the canvas (a delete badge over a cell's corner, a
/// border 4 pt outside a card, an icon centred in a narrower box) was put there on purpose;
/// what the device check adds is a view pushed *further* out on a device the designer did not
/// look at. Likewise a zero width or height that a constraint states outright (`height == 0`, a
/// collapsed banner that code opens) or that the canvas already showed (a label whose text is
/// set at run time is 0 × 0 in the document) is the design, not a slip.
enum DesignedFrames {
    /// How far a view's stored frame lies outside its superview's stored bounds on each side
    /// (0 when inside); `nil` when the source stored no frames (`.layout` files, code).
    static func storedOverflow(of view: ViewNode?, in superview: ViewNode?) -> LayoutInsets? {
        guard let frame = view?.source?.storedFrame, let parent = superview?.source?.storedFrame else { return nil }
        return LayoutInsets(top: max(0, -frame.minY), left: max(0, -frame.minX),
                            bottom: max(0, frame.maxY - parent.height), right: max(0, frame.maxX - parent.width))
    }

    /// The axes on which a view's zero size is deliberate: a constraint of the screen sets that
    /// dimension to exactly 0 (at any priority: it holds, or the view would not be 0), or the
    /// stored frame is already 0 there.
    static func deliberateZeroAxes(of view: ViewNode?, constraints: [IRConstraint]) -> (width: Bool, height: Bool) {
        guard let view else { return (false, false) }
        var width = false
        var height = false
        if let stored = view.source?.storedFrame {
            width = abs(stored.width) < FrameLint.tolerance
            height = abs(stored.height) < FrameLint.tolerance
        }
        for constraint in constraints where constraint.secondItem == nil && constraint.constant == 0
            && constraint.relation != .greaterThanOrEqual
            && constraint.firstItem.view == view.name && constraint.firstItem.guide == nil {
            if constraint.firstAttribute == .width { width = true }
            if constraint.firstAttribute == .height { height = true }
        }
        return (width, height)
    }

    /// True when some view in `superview` (the finding's view, its siblings or what they hold)
    /// has an intrinsic size vflc estimated from its text, so the finding rests on that estimate.
    static func restsOnEstimatedText(_ superview: ViewNode?) -> Bool {
        guard let superview else { return false }
        var stack = [superview]
        var visited = 0
        while let node = stack.popLast(), visited < 10_000 {
            visited += 1
            if node.source?.intrinsicSizeEstimated == true { return true }
            stack += node.children
        }
        return false
    }

    /// The note such a finding carries.
    static let estimateNote = DiagnosticNote("this rests on text widths vflc estimated from the characters (the document stores no text metrics); check it on a device before changing the layout")
}
