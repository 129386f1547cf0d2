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
struct DesignedFrames {
    /// How far a view's stored frame lies outside its superview's stored bounds on each side
    /// (0 when inside); `nil` when the source stored no frames (`.layout` files, code).
    static func storedOverflow(of view: ViewNode?, in superview: ViewNode?) -> LayoutInsets? {
        guard let frame = view?.source?.storedFrame, let parent = superview?.source?.storedFrame else { return nil }
        return LayoutInsets(top: max(0, -frame.minY), left: max(0, -frame.minX),
                            bottom: max(0, frame.maxY - parent.height), right: max(0, frame.maxX - parent.width))
    }

    /// The screen the facts below are about, by view id. The facts are found once per screen
    /// (``init(_:)``): asked per view, a pass over every constraint made large screens quadratic.
    private let index: ScreenIndex
    /// Per view: a constraint of the screen sets its width (height) to exactly 0.
    private var statedZeroWidth: [Bool]
    private var statedZeroHeight: [Bool]
    /// Per view: its width (height) is its superview's safe-area inset on one side (``insetSpacers(_:)``).
    private var insetWide: [Bool]
    private var insetHigh: [Bool]
    /// Per view: how many views a walk from it down its subtree visits (one for the root, which
    /// the walk does not enter) and, when one of them has an estimated size, the visit on which
    /// the walk meets the first (the walk takes the last child first).
    private var walkLength: [Int]
    private var firstEstimate: [Int?]
    /// Per view: it or a view inside it is one the app's code adds views or constraints to
    /// (``ViewSourceInfo/completedByCode``).
    private var completedWithin: [Bool]

    /// The walk in ``restsOnEstimatedText(_:)`` gives up after this many views, as it always has:
    /// past it a finding does not get the note.
    private static let walkLimit = 10_000

    /// The facts of `index`'s screen: one pass over its constraints and one up its view tree.
    init(_ index: ScreenIndex) {
        self.index = index
        let count = index.views.count
        statedZeroWidth = Array(repeating: false, count: count)
        statedZeroHeight = Array(repeating: false, count: count)
        for (position, constraint) in index.constraints.enumerated()
        where constraint.secondItem == nil && constraint.constant == 0 && constraint.relation != .greaterThanOrEqual
            && constraint.firstItem.guide == nil {
            guard let view = index.constraintViews[position].first else { continue }
            if constraint.firstAttribute == .width { statedZeroWidth[view.rawValue] = true }
            if constraint.firstAttribute == .height { statedZeroHeight[view.rawValue] = true }
        }
        (insetWide, insetHigh) = Self.insetSpacers(index)
        walkLength = Array(repeating: 1, count: count)
        firstEstimate = Array(repeating: nil, count: count)
        completedWithin = index.views.map { $0.source?.completedByCode == true }
        // Children come after their parent in id order: backwards, every child is done first.
        for position in (0 ..< count).reversed() {
            let node = index.views[position]
            if node.source?.intrinsicSizeEstimated == true { firstEstimate[position] = 1 }
            // The root holds everything: only what the constraints name directly counts there.
            guard node.name != LayoutItem.rootName else { continue }
            var length = 1
            for child in index.children[position] where completedWithin[child.rawValue] { completedWithin[position] = true }
            for child in index.children[position].reversed() {
                if firstEstimate[position] == nil, let hit = firstEstimate[child.rawValue] {
                    firstEstimate[position] = length + hit
                }
                length += walkLength[child.rawValue]
            }
            walkLength[position] = length
        }
    }

    /// The axes on which a view's zero size is deliberate: a constraint of the screen sets that
    /// dimension to exactly 0 (at any priority: it holds, or the view would not be 0), the
    /// stored frame is already 0 there, or the view is a label or button with no text yet (its
    /// intrinsic size is 0 × 0 until code sets one, as UIKit's is).
    func deliberateZeroAxes(of id: ViewID?) -> (width: Bool, height: Bool) {
        guard let id else { return (false, false) }
        let view = index[id]
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
        return (width || statedZeroWidth[id.rawValue] || insetWide[id.rawValue],
                height || statedZeroHeight[id.rawValue] || insetHigh[id.rawValue])
    }

    /// The views that fill a safe-area inset of their superview: one edge on the superview's
    /// edge, the opposite edge on its safe area's edge on that side (`top == safeArea.bottom`,
    /// `bottom == superview.bottom`), both required and exact. Their size is the inset UIKit
    /// gives the superview (Apple, `UIView.safeAreaInsets`): 0 where nothing covers that side (the
    /// bottom of a home-button phone, the top under a hidden status bar, a view the app's code
    /// places inside its content, which a free-standing xib's view is), so a zero size there is
    /// the design, not a slip.
    private static func insetSpacers(_ index: ScreenIndex) -> (wide: [Bool], high: [Bool]) {
        struct Pin: Hashable { var own: Attribute; var safeEdge: Attribute }
        var onParent: [Int: Set<Attribute>] = [:]  // own edge == the superview's same edge
        var onSafeArea: [Int: Set<Pin>] = [:]  // own edge == an edge of the superview's safe area
        for (position, constraint) in index.constraints.enumerated()
        where constraint.relation == .equal && constraint.multiplier == 1 && constraint.constant == 0
            && constraint.priority.isRequired {
            guard let second = constraint.secondItem else { continue }
            let (firstView, secondView) = index.constraintViews[position]
            // The view's side and its superview's side, whichever item comes first.
            for (ownItem, own, ownAttribute, parentItem, parentAttribute) in [
                (constraint.firstItem, firstView, constraint.firstAttribute, second, constraint.secondAttribute),
                (second, secondView, constraint.secondAttribute, constraint.firstItem, constraint.firstAttribute),
            ] {
                guard let own, ownItem.guide == nil, let parent = index.superviews[own.rawValue],
                      parentItem.view == parent || (parentItem.isRootView && index.parents[own.rawValue]?.rawValue == 0)
                else { continue }
                if parentItem.guide == nil, parentAttribute == ownAttribute {
                    onParent[own.rawValue, default: []].insert(ownAttribute)
                } else if let edge = safeAreaEdge(parentItem.guide, parentAttribute) {
                    onSafeArea[own.rawValue, default: []].insert(Pin(own: ownAttribute, safeEdge: edge))
                }
            }
        }
        // One step further: an edge on another view's edge that is itself on the safe area's edge
        // (`filler.top == bar.bottom`, `bar.bottom == safeArea.bottom`) is at the same place, so
        // the filler spans the same inset (woocommerce's bottom strip under its action bar).
        for (position, constraint) in index.constraints.enumerated()
        where constraint.relation == .equal && constraint.multiplier == 1 && constraint.constant == 0
            && constraint.priority.isRequired {
            guard let second = constraint.secondItem, constraint.firstItem.guide == nil, second.guide == nil else { continue }
            let (firstView, secondView) = index.constraintViews[position]
            for (own, ownAttribute, other, otherAttribute) in [
                (firstView, constraint.firstAttribute, secondView, constraint.secondAttribute),
                (secondView, constraint.secondAttribute, firstView, constraint.firstAttribute),
            ] {
                guard let own, let other, own != other, let parent = index.superviews[own.rawValue] else { continue }
                for pin in onSafeArea[other.rawValue] ?? [] where pin.own == otherAttribute
                    && index.superviews[other.rawValue] == parent {
                    onSafeArea[own.rawValue, default: []].insert(Pin(own: ownAttribute, safeEdge: pin.safeEdge))
                }
            }
        }
        var wide = Array(repeating: false, count: index.views.count)
        var high = wide
        for (view, edges) in onParent {
            let pins = onSafeArea[view] ?? []
            high[view] = (edges.contains(.bottom) && pins.contains(Pin(own: .top, safeEdge: .bottom)))
                || (edges.contains(.top) && pins.contains(Pin(own: .bottom, safeEdge: .top)))
            wide[view] = [(Attribute.leading, Attribute.trailing), (.trailing, .leading), (.left, .right), (.right, .left)]
                .contains { edges.contains($0.0) && pins.contains(Pin(own: $0.1, safeEdge: $0.0)) }
        }
        return (wide, high)
    }

    /// Which edge of a view's safe area `attribute` of `guide` is (the legacy layout guides'
    /// inner edges are the safe area's top and bottom); `nil` for anything else.
    private static func safeAreaEdge(_ guide: LayoutGuide?, _ attribute: Attribute) -> Attribute? {
        switch (guide, attribute) {
        case (.safeArea?, .top), (.safeArea?, .bottom), (.safeArea?, .leading), (.safeArea?, .trailing),
             (.safeArea?, .left), (.safeArea?, .right): return attribute
        case (.topLayoutGuide?, .bottom): return .top
        case (.bottomLayoutGuide?, .top): return .bottom
        default: return nil
        }
    }

    /// True when the finding's view rests on an intrinsic size vflc estimated from text (the
    /// document stores no text metrics): the view itself or something inside it, or a view one
    /// constraint ties it to (a label it is pinned beside), or something inside that one.
    func restsOnEstimatedText(_ id: ViewID?) -> Bool {
        guard let id else { return false }
        // The walk starts from the view and each view a constraint ties it to, in constraint
        // order, and takes them last first, each with its whole subtree.
        var starts = [id]
        for position in index.constraints(touching: id) where index.constraints[position].secondItem != nil {
            let (first, second) = index.constraintViews[position]
            if first == id, let second { starts.append(second) }
            if second == id, let first { starts.append(first) }
        }
        var visited = 0
        for start in starts.reversed() {
            if let hit = firstEstimate[start.rawValue], visited + hit <= Self.walkLimit { return true }
            visited += walkLength[start.rawValue]
            if visited >= Self.walkLimit { return false }
        }
        return false
    }

    /// True when the view, or a view inside it, is one the app's code adds views or constraints
    /// to: a size found without them is the document's part only.
    func restsOnCodeCompletedView(_ id: ViewID?) -> Bool {
        guard let id else { return false }
        return completedWithin[id.rawValue]
    }

    /// The note such a finding carries.
    static let estimateNote = DiagnosticNote("this rests on a text size vflc estimated from the characters and the font (the document stores no text metrics); check it on a device before changing the layout")
}
