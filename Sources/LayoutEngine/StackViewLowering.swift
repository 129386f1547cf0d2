import LayoutIR

/// The constraints `UIStackView` generates (Docs/UIKit.md#stack-views, after kean/Arranged): canvas
/// connections, spacing, hiding and distribution along the axis; alignment, the alignment
/// spanner and ambiguity suppression across it. Hidden arranged views keep only their spacing
/// and a zero size along the axis: only visible views are aligned, so a hidden view does not
/// size the stack across its axis.
extension Lowering {
    mutating func lowerStackView(_ index: Int) {
        let node = tree[index].node
        let stack = node.properties.stack ?? StackProperties()
        // A layout guide owned by the stack view is not one of its arranged subviews.
        let items = tree.children(of: index).filter { !tree[$0].node.kind.isLayoutGuide }
            .map { (item: LayoutItem.view(tree[$0].node.name), node: tree[$0].node) }
        guard !items.isEmpty else { return }
        let horizontal = stack.axis == .horizontal
        let spacing = stack.spacing.isFinite ? stack.spacing : 0
        let canvas = LayoutItem.view(node.name)
        let margins = stack.layoutMarginsRelative
        func canvasAttribute(_ attribute: Attribute) -> Attribute {
            margins ? (attribute.marginVariant ?? attribute) : attribute
        }
        func origin(_ identifier: String) -> ConstraintOrigin {
            ConstraintOrigin(syntax: .stackView, span: node.span, detail: "UISV-\(identifier) of '\(node.name)'")
        }
        let leading: Attribute = horizontal ? .leading : .top
        let trailing: Attribute = horizontal ? .trailing : .bottom
        let size: Attribute = horizontal ? .width : .height
        let center: Attribute = horizontal ? .centerX : .centerY

        let visible = items.indices.filter { !items[$0].node.properties.hidden }

        // Canvas connections to the first and last visible item.
        if let first = visible.first, let last = visible.last {
            add(IRConstraint(canvas, canvasAttribute(leading), .equal, items[first].item, leading,
                           origin: origin("canvas-connection")))
            add(IRConstraint(canvas, canvasAttribute(trailing), .equal, items[last].item, trailing,
                           origin: origin("canvas-connection")))
        } else {
            // Every item hidden: UIKit connects the canvas to a hidden spacer instead, which has
            // no size along the axis and only the weakest wish for none across it (kean/Arranged;
            // Docs/UIKit.md#stack-views). With every item 0 long and every gap 0, the last item's
            // trailing is that spacer's.
            add(IRConstraint(canvas, canvasAttribute(leading), .equal, items[0].item, leading,
                           origin: origin("canvas-connection")))
            add(IRConstraint(canvas, canvasAttribute(trailing), .equal, items[items.count - 1].item, trailing,
                           origin: origin("canvas-connection")))
            add(IRConstraint(canvas, horizontal ? .height : .width, .equal, constant: 0, priority: Priority(clamping: 25),
                             origin: origin("ambiguity-suppression")))
        }

        // Spacing between every adjacent pair, hidden items included.
        let spaced = stack.distribution == .equalSpacing || stack.distribution == .equalCentering
        let firstVisible = visible.first ?? items.count
        let lastVisible = visible.last ?? -1
        for position in 0..<(items.count - 1) {
            let previous = items[position]
            let next = items[position + 1]
            // setCustomSpacing(_:after:) replaces the spacing after the named view.
            let pairSpacing = stack.customSpacing[previous.item.view].flatMap { $0.isFinite ? $0 : nil } ?? spacing
            var gap = pairSpacing
            if position + 1 <= firstVisible || position >= lastVisible {
                gap = 0
            } else {
                let hiddenCount = (previous.node.properties.hidden ? 1 : 0) + (next.node.properties.hidden ? 1 : 0)
                gap = hiddenCount == 0 ? pairSpacing : hiddenCount == 1 ? pairSpacing / 2 : 0
            }
            let baselines = stack.baselineRelative && !horizontal
            add(IRConstraint(next.item, baselines ? .firstBaseline : leading, spaced ? .greaterThanOrEqual : .equal,
                           previous.item, baselines ? .lastBaseline : trailing, constant: gap,
                           origin: origin("spacing")))
        }

        // Hidden items collapse along the axis.
        for item in items where item.node.properties.hidden {
            add(IRConstraint(item.item, size, .equal, constant: 0, origin: origin("hiding")))
        }

        lowerDistribution(stack, node: node, canvas: canvas, items: items.map(\.item), visible: visible,
                          origin: origin, sizes: (leading, trailing, size, center))
        let aligned = visible.map { items[$0].item }
        if !aligned.isEmpty {
            lowerAlignment(stack, node: node, canvas: canvas, items: aligned, anchor: 0, origin: origin,
                           canvasAttribute: canvasAttribute)
        }
        // A hidden view takes no part across the axis; this weakest pin keeps its (invisible)
        // frame determined without moving anything else.
        let crossSize: Attribute = horizontal ? .height : .width
        let crossCenter: Attribute = horizontal ? .centerY : .centerX
        for item in items where item.node.properties.hidden {
            add(IRConstraint(item.item, crossSize, .equal, constant: 0, priority: Priority(clamping: 1),
                             origin: origin("hiding")))
            add(IRConstraint(item.item, crossCenter, .equal, canvas, crossCenter, priority: Priority(clamping: 1),
                             origin: origin("hiding")))
        }
    }

    private mutating func lowerDistribution(_ stack: StackProperties, node: ViewNode, canvas: LayoutItem, items: [LayoutItem],
                                            visible: [Int], origin: (String) -> ConstraintOrigin,
                                            sizes: (leading: Attribute, trailing: Attribute, size: Attribute, center: Attribute)) {
        guard let anchor = visible.first else { return }
        let spacing = stack.spacing.isFinite ? stack.spacing : 0
        func fillEqually() {
            for position in visible.dropFirst() {
                add(IRConstraint(items[position], sizes.size, .equal, items[anchor], sizes.size,
                               origin: origin("fill-equally")))
            }
        }
        switch stack.distribution {
        case .fill:
            break
        case .fillEqually:
            fillEqually()
        case .fillProportionally:
            let sized = lowerProportionalFill(stack, canvas: canvas, items: items, visible: visible, spacing: spacing,
                                              size: sizes.size, origin: origin)
            if !sized { fillEqually() }
        case .equalSpacing, .equalCentering:
            let centering = stack.distribution == .equalCentering
            var gaps: [LayoutItem] = []
            for (previous, next) in zip(visible, visible.dropFirst()) {
                let gap = makeAuxiliaryView("\(node.name)~gap\(gaps.count)")
                gaps.append(gap)
                add(IRConstraint(gap, sizes.leading, .equal, items[previous], centering ? sizes.center : sizes.trailing,
                               origin: origin("distributing-edge")))
                add(IRConstraint(gap, sizes.trailing, .equal, items[next], centering ? sizes.center : sizes.leading,
                               origin: origin("distributing-edge")))
            }
            for gap in gaps.dropFirst() {
                add(IRConstraint(gap, sizes.size, .equal, gaps[0], sizes.size,
                               priority: centering ? Priority(clamping: 149) : .required,
                               origin: origin("fill-equally")))
            }
            add(IRConstraint(canvas, sizes.size, .equal, constant: 0, priority: Priority(clamping: 49),
                           origin: origin("canvas-fit")))
        }
    }

    private mutating func lowerAlignment(_ stack: StackProperties, node: ViewNode, canvas: LayoutItem, items: [LayoutItem],
                                         anchor: Int, origin: (String) -> ConstraintOrigin,
                                         canvasAttribute: (Attribute) -> Attribute) {
        let horizontal = stack.axis == .horizontal
        let near: Attribute = horizontal ? .top : .leading
        let far: Attribute = horizontal ? .bottom : .trailing
        let center: Attribute = horizontal ? .centerY : .centerX
        let size: Attribute = horizontal ? .height : .width
        let first = items[anchor]

        // Which sides the canvas holds directly (strong) and which through the spanner (weak),
        // and which attribute the items are aligned on.
        var aligned: [Attribute] = []
        var strongNear = false, strongFar = false
        var weakCanvas = false
        switch stack.alignment {
        case .fill:
            aligned = [near, far]; strongNear = true; strongFar = true
        case .leading, .top:
            aligned = [near]; strongNear = true
        case .trailing, .bottom:
            aligned = [far]; strongFar = true
        case .center:
            aligned = [center]
            add(IRConstraint(canvas, canvasAttribute(center), .equal, first, center, origin: origin("alignment")))
        case .firstBaseline, .lastBaseline:
            if horizontal {
                aligned = [stack.alignment == .firstBaseline ? .firstBaseline : .lastBaseline]
            }
            weakCanvas = true
        }
        for attribute in aligned {
            for (position, item) in items.enumerated() where position != anchor {
                add(IRConstraint(first, attribute, .equal, item, attribute, origin: origin("alignment")))
            }
        }
        if strongNear {
            add(IRConstraint(canvas, canvasAttribute(near), .equal, first, near, origin: origin("canvas-connection")))
        }
        if strongFar {
            add(IRConstraint(canvas, canvasAttribute(far), .equal, first, far, origin: origin("canvas-connection")))
        }
        guard stack.alignment != .fill else { return }

        for item in items {
            add(IRConstraint(item, size, .equal, constant: 0, priority: Priority(clamping: 25),
                           origin: origin("ambiguity-suppression")))
        }
        // The weak sides: a spanner around every item when there are several, else the item.
        let boundary: LayoutItem
        if items.count > 1 {
            let spanner = makeAuxiliaryView("\(node.name)~spanner")
            boundary = spanner
            for item in items {
                add(IRConstraint(spanner, near, strongNear ? .equal : .lessThanOrEqual, item, near,
                               priority: strongNear ? Priority(clamping: 999.5) : .required,
                               origin: origin("spanning-boundary")))
                add(IRConstraint(spanner, far, strongFar ? .equal : .greaterThanOrEqual, item, far,
                               priority: strongFar ? Priority(clamping: 999.5) : .required,
                               origin: origin("spanning-boundary")))
            }
            add(IRConstraint(spanner, size, .equal, constant: 0, priority: Priority(clamping: 51),
                           origin: origin("spanning-fit")))
        } else {
            boundary = first
        }
        if weakCanvas {
            // Baseline alignment: the canvas hugs the spanner, held on its far side by a weak fit.
            let firstBaseline = stack.alignment == .firstBaseline
            add(IRConstraint(canvas, canvasAttribute(near), firstBaseline ? .equal : .lessThanOrEqual, boundary, near,
                           origin: origin("canvas-connection")))
            add(IRConstraint(canvas, canvasAttribute(far), firstBaseline ? .greaterThanOrEqual : .equal, boundary, far,
                           origin: origin("canvas-connection")))
            add(IRConstraint(canvas, size, .equal, constant: 0, priority: Priority(clamping: 49),
                           origin: origin("canvas-fit")))
            return
        }
        guard items.count == 1 else {
            if !strongNear {
                add(IRConstraint(canvas, canvasAttribute(near), .equal, boundary, near, origin: origin("canvas-connection")))
            }
            if !strongFar {
                add(IRConstraint(canvas, canvasAttribute(far), .equal, boundary, far, origin: origin("canvas-connection")))
            }
            return
        }
        // A lone item has no spanner: the canvas only encloses it on its free sides, and a weak
        // fit keeps the canvas tight when nothing outside sizes it. So a 48-pt image centred in
        // a stack that its own superview makes 160 pt wide stays 48 pt wide, as UIKit lays it out.
        if !strongNear {
            add(IRConstraint(canvas, canvasAttribute(near), .lessThanOrEqual, boundary, near, origin: origin("canvas-connection")))
        }
        if !strongFar {
            add(IRConstraint(canvas, canvasAttribute(far), .greaterThanOrEqual, boundary, far, origin: origin("canvas-connection")))
        }
        add(IRConstraint(canvas, size, .equal, constant: 0, priority: Priority(clamping: 49), origin: origin("canvas-fit")))
    }
}
