import LayoutIR

/// The `fillProportionally` distribution (Docs/UIKit.md#fill-proportionally): each visible item's
/// length along the axis is its share of the canvas, the share being its proportional length over
/// a denominator that includes the spacing. When the items' lengths do not outweigh the spacing
/// UIKit falls back to filling equally.
extension Lowering {
    /// What `UIStackView` computes before it makes its `UISV-fill-proportionally` constraints.
    struct ProportionalFill: Equatable {
        /// `nil` when the stack fills equally instead (the lengths do not outweigh the spacing).
        var multipliers: [Double]?
        /// Σ of the positive lengths of the visible items + spacing × (visible − 1).
        var denominator: Double

        /// - Parameters:
        ///   - lengths: the proportional length of every visible item (negative counts as 0).
        ///   - spacing: the stack's `spacing` (custom spacings take no part).
        ///   - arrangedCount: every arranged subview, hidden ones included.
        init(lengths: [Double], spacing: Double, arrangedCount: Int) {
            let positive = lengths.map { $0.isFinite && $0 > 0 ? $0 : 0 }
            denominator = positive.reduce(0, +) + spacing * Double(max(0, lengths.count - 1))
            // UIKit's test: the denominator must exceed the spacing of all arranged subviews
            // (hidden ones included) and 1 pt, or the distribution is filled equally.
            let wanted = arrangedCount > 0 && denominator > max(spacing * Double(arrangedCount - 1), 1)
            multipliers = wanted ? positive.map { $0 / denominator } : nil
        }

        /// The priority of the constraint of the item at `index` among all arranged subviews:
        /// required for a whole share (and for a zero length, which UIKit pins with a multiplier of 1),
        /// otherwise 999 − index, never below 751.
        static func priority(multiplier: Double, index: Int) -> Priority {
            if multiplier <= 0 || multiplier == 1 { return .required }
            return Priority(clamping: Float(max(999 - index, 751)))
        }
    }

    /// Adds `UISV-fill-proportionally` for the visible items (`visible` are indices into
    /// `items`); returns false when UIKit would fill equally instead.
    mutating func lowerProportionalFill(_ stack: StackProperties, canvas: LayoutItem, items: [LayoutItem],
                                        visible: [Int], spacing: Double, size: Attribute,
                                        origin: (String) -> ConstraintOrigin) -> Bool {
        let axis: LayoutAxis = size == .width ? .horizontal : .vertical
        let lengths = visible.map { position in
            tree.index(of: items[position].view).map { proportionalLength(of: $0, along: axis) } ?? 0
        }
        let fill = ProportionalFill(lengths: lengths, spacing: spacing, arrangedCount: items.count)
        guard let multipliers = fill.multipliers else { return false }
        // The reference is the stack view, or its layout-margins guide when the arrangement is
        // margin-relative; the guide's length is the difference of its two edges.
        let margins = stack.layoutMarginsRelative
        let start: Attribute = size == .width ? (margins ? .leftMargin : .left) : (margins ? .topMargin : .top)
        let end: Attribute = size == .width ? (margins ? .rightMargin : .right) : (margins ? .bottomMargin : .bottom)
        guard case .success(let canvasStart) = resolve(canvas, start, partner: nil),
              case .success(let canvasEnd) = resolve(canvas, end, partner: nil) else { return true }
        let canvasLength = canvasEnd - canvasStart
        for (offset, position) in visible.enumerated() {
            let multiplier = multipliers[offset]
            let priority = ProportionalFill.priority(multiplier: multiplier, index: position)
            guard case .success(let itemSize) = resolve(items[position], size, partner: nil) else { continue }
            if multiplier <= 0 {
                add(IRConstraint(items[position], size, .equal, constant: 0, priority: priority,
                                 origin: origin("fill-proportionally")), expression: itemSize)
                continue
            }
            let constraint = IRConstraint(items[position], size, .equal, canvas, size, multiplier: multiplier,
                                          priority: priority, origin: origin("fill-proportionally"))
            add(constraint, expression: itemSize - canvasLength * multiplier)
        }
        return true
    }

    /// An arranged subview's proportional length along `axis`: its intrinsic length (0 without
    /// one), or for a nested stack view the length its own arranged subviews ask for.
    func proportionalLength(of index: Int, along axis: LayoutAxis, depth: Int = 0) -> Double {
        let node = tree[index].node
        guard node.kind == .stackView else {
            let size = node.properties.intrinsicSize ?? uikit.defaultIntrinsicSize(of: node.kind)
            let length = (axis == .horizontal ? size?.width : size?.height) ?? 0
            return length.isFinite && length > 0 ? length : 0
        }
        // A stack's compressed fitting size: along its axis the sum of its visible items and the
        // spacing between them, across it the largest item; nesting deeper than any real layout
        // counts as empty rather than recursing without end.
        guard depth < 64 else { return 0 }
        let stack = node.properties.stack ?? StackProperties()
        let children = tree.children(of: index).filter {
            !tree[$0].node.kind.isLayoutGuide && !tree[$0].node.properties.hidden
        }
        let lengths = children.map { proportionalLength(of: $0, along: axis, depth: depth + 1) }
        var length: Double
        if stack.axis == axis {
            let spacing = stack.spacing.isFinite ? stack.spacing : 0
            var gaps = 0.0
            for child in children.dropLast() {
                gaps += stack.customSpacing[tree[child].node.name].flatMap { $0.isFinite ? $0 : nil } ?? spacing
            }
            length = lengths.reduce(0, +) + gaps
        } else {
            length = lengths.max() ?? 0
        }
        if stack.layoutMarginsRelative {
            let margins = node.properties.layoutMargins ?? .uniform(uikit.defaultLayoutMargin)
            length += axis == .horizontal ? margins.left + margins.right : margins.top + margins.bottom
        }
        return max(0, length)
    }
}
