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
        let ownLengths = ownLengthsCache ?? OwnLengths(screen.constraints)
        ownLengthsCache = ownLengths
        let measured = visible.map { position -> Measured in
            guard let index = tree.index(of: items[position].view) else { return Measured(length: 0, certain: true) }
            return proportionalLength(of: index, along: axis, ownLengths: ownLengths)
        }
        // An item whose fitting length vflc cannot measure (a view sized by its own subviews'
        // constraints, counted as 0) leaves every share uncertain: the shares are asked for, but
        // never as required, so no conflict rests on a length vflc guessed.
        let certain = measured.allSatisfy(\.certain)
        let lengths = measured.map(\.length)
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
            var priority = ProportionalFill.priority(multiplier: multiplier, index: position)
            if !certain, priority.isRequired { priority = Priority(clamping: Float(max(999 - position, 751))) }
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

    /// An arranged subview's proportional length along `axis`: its intrinsic length; without one,
    /// its compressed fitting size (`systemLayoutSizeFitting`), which for a view without subviews
    /// is the length its own required constraints fix (0 without one), and for a nested stack
    /// view the length its own arranged subviews ask for. When the fitting size depends on
    /// subviews vflc does not measure: 0, and not certain.
    func proportionalLength(of index: Int, along axis: LayoutAxis, ownLengths: OwnLengths, depth: Int = 0) -> Measured {
        let node = tree[index].node
        guard node.kind == .stackView else {
            let size = intrinsicSize(of: index)
            // A view with an intrinsic length, even 0 (a label without text), is measured by it;
            // only `UIViewNoIntrinsicMetric` (none, or −1) falls back to the fitting size.
            if let length = axis == .horizontal ? size?.width : size?.height, length.isFinite, length >= 0 {
                return Measured(length: length, certain: true)
            }
            if let own = ownLengths.length(of: node.name, axis) { return Measured(length: own, certain: true) }
            let hasContent = tree.children(of: index).contains { !tree[$0].node.kind.isLayoutGuide }
            return Measured(length: 0, certain: !hasContent)
        }
        // A stack's compressed fitting size: along its axis the sum of its visible items and the
        // spacing between them, across it the largest item; nesting deeper than any real layout
        // counts as empty rather than recursing without end.
        guard depth < 64 else { return Measured(length: 0, certain: false) }
        let stack = node.properties.stack ?? StackProperties()
        let children = tree.children(of: index).filter {
            !tree[$0].node.kind.isLayoutGuide && !tree[$0].node.properties.hidden
        }
        let measured = children.map { proportionalLength(of: $0, along: axis, ownLengths: ownLengths, depth: depth + 1) }
        let lengths = measured.map(\.length)
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
        return Measured(length: max(0, length), certain: measured.allSatisfy(\.certain))
    }

    /// A proportional length, and whether vflc measured all of it.
    struct Measured {
        var length: Double
        var certain: Bool
    }

    /// The lengths views' own required constraints give them (`box.width == 96`, `>= 40`): what
    /// Auto Layout's compressed fitting size of a view without subviews comes to. Built from the
    /// screen's constraints the first time a proportional stack needs it, and kept for the rest of
    /// the lowering (``Lowering/ownLengthsCache``).
    struct OwnLengths {
        private var widths: [String: Double] = [:]
        private var heights: [String: Double] = [:]

        init(_ constraints: [IRConstraint]) {
            for constraint in constraints where constraint.secondItem == nil && constraint.firstItem.guide == nil
                && constraint.priority.isRequired && constraint.relation != .lessThanOrEqual && constraint.constant.isFinite {
                switch constraint.firstAttribute {
                case .width: widths[constraint.firstItem.view] = max(widths[constraint.firstItem.view] ?? 0, constraint.constant)
                case .height: heights[constraint.firstItem.view] = max(heights[constraint.firstItem.view] ?? 0, constraint.constant)
                default: break
                }
            }
        }

        func length(of view: String, _ axis: LayoutAxis) -> Double? {
            axis == .horizontal ? widths[view] : heights[view]
        }
    }
}
