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
    /// dimension to exactly 0 (at any priority: it holds, or the view would not be 0), the
    /// stored frame is already 0 there, or the view is a label or button with no text yet (its
    /// intrinsic size is 0 × 0 until code sets one, as UIKit's is).
    static func deliberateZeroAxes(of view: ViewNode?, constraints: [IRConstraint]) -> (width: Bool, height: Bool) {
        guard let view else { return (false, false) }
        var width = false
        var height = false
        if let stored = view.source?.storedFrame {
            width = abs(stored.width) < FrameLint.tolerance
            height = abs(stored.height) < FrameLint.tolerance
        }
        if view.kind == .label || view.kind == .button, let size = view.properties.intrinsicSize,
           size.width == 0, size.height == 0 {
            return (true, true)
        }
        for constraint in constraints where constraint.secondItem == nil && constraint.constant == 0
            && constraint.relation != .greaterThanOrEqual
            && constraint.firstItem.view == view.name && constraint.firstItem.guide == nil {
            if constraint.firstAttribute == .width { width = true }
            if constraint.firstAttribute == .height { height = true }
        }
        return (width, height)
    }

    /// True when the finding's view rests on an intrinsic size vflc estimated from text (the
    /// document stores no text metrics): the view itself or something inside it, or a view one
    /// constraint ties it to (a label it is pinned beside), or something inside that one.
    static func restsOnEstimatedText(_ view: ViewNode?, nodes: [String: ViewNode], constraints: [IRConstraint]) -> Bool {
        guard let view else { return false }
        var starts = [view]
        for constraint in constraints {
            guard let second = constraint.secondItem else { continue }
            if constraint.firstItem.view == view.name, let other = nodes[second.view] { starts.append(other) }
            if second.view == view.name, let other = nodes[constraint.firstItem.view] { starts.append(other) }
        }
        var stack = starts
        var visited = 0
        while let node = stack.popLast(), visited < 10_000 {
            visited += 1
            if node.source?.intrinsicSizeEstimated == true { return true }
            // The root holds everything: only what the constraints name directly counts there.
            if node.name != LayoutItem.rootName { stack += node.children }
        }
        return false
    }

    /// The note such a finding carries.
    static let estimateNote = DiagnosticNote("this rests on a text size vflc estimated from the characters and the font (the document stores no text metrics); check it on a device before changing the layout")
}
