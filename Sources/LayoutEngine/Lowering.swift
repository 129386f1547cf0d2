import LayoutIR

/// Lowers a screen for one environment: makes the variables, then the constraints of the
/// environment, autoresizing masks, intrinsic sizes, stack views and the user, in that order.
struct Lowering {
    let screen: LayoutScreen
    let tree: ViewTree
    let metrics: EnvironmentMetrics
    let uikit: UIKitMetrics
    /// Guide insets of views other than the root, from the previous solve (empty at first).
    let subviewInsets: [Int: GuideInsets]
    /// Widths wrapping text got in the previous solve, by tree index (empty at first).
    let wrapWidths: [Int: Double]
    let rootInsets: GuideInsets
    /// True when some view sets `semanticContentAttribute`; otherwise every view has the
    /// environment's direction and no lookup is needed.
    let hasSemanticOverrides: Bool

    private(set) var names: [String] = []
    /// Variables per view, by tree index.
    private(set) var variables: [ViewVariables] = []
    /// Helper rectangles a stack view makes (alignment spanner, spacing gaps), by name.
    private(set) var auxiliaryViews: [String: ViewVariables] = [:]
    private(set) var constraints: [LoweredConstraint] = []
    private(set) var skipped: [Int] = []
    /// Views other than the root whose safe area, margins or readable guide were used.
    private(set) var insetUsers: Set<Int> = []
    /// Views' own fixed lengths, for proportional stacks; built the first time one needs them.
    var ownLengthsCache: OwnLengths?

    init(screen: LayoutScreen, tree: ViewTree, metrics: EnvironmentMetrics, uikit: UIKitMetrics,
         subviewInsets: [Int: GuideInsets], wrapWidths: [Int: Double] = [:]) {
        self.screen = screen
        self.tree = tree
        self.metrics = metrics
        self.uikit = uikit
        self.subviewInsets = subviewInsets
        self.wrapWidths = wrapWidths
        self.rootInsets = GuideInsets.root(metrics, readableWidth: uikit.readableWidth)
        self.hasSemanticOverrides = (0..<tree.count).contains { tree[$0].node.properties.semanticContentAttribute != .unspecified }
        variables.reserveCapacity(tree.count)
        for index in 0..<tree.count {
            let node = tree[index].node
            var view = ViewVariables(left: makeVariable(node.name + ".left"), top: makeVariable(node.name + ".top"),
                                     width: makeVariable(node.name + ".width"),
                                     height: makeVariable(node.name + ".height"))
            if node.kind.isScrollView {
                view.contentWidth = makeVariable(node.name + ".contentWidth")
                view.contentHeight = makeVariable(node.name + ".contentHeight")
            }
            variables.append(view)
        }
    }

    private mutating func makeVariable(_ name: String) -> LayoutVariable {
        names.append(name)
        return LayoutVariable(names.count - 1)
    }

    /// A helper rectangle with its own four variables.
    mutating func makeAuxiliaryView(_ name: String) -> LayoutItem {
        let view = ViewVariables(left: makeVariable(name + ".left"), top: makeVariable(name + ".top"),
                                 width: makeVariable(name + ".width"), height: makeVariable(name + ".height"))
        auxiliaryViews[name] = view
        return LayoutItem(view: name)
    }

    /// The guide insets of a view (the root's from the environment); records the use.
    mutating func insets(of index: Int) -> GuideInsets {
        if index == 0 { return rootInsets }
        insetUsers.insert(index)
        if let known = subviewInsets[index] { return known }
        return subviewGuides(of: index, values: [], rootSafeRect: .zero)
    }

    /// The finished system.
    var system: LoweredSystem {
        var views: [String: ViewVariables] = [:]
        for index in 0..<tree.count { views[tree[index].node.name] = variables[index] }
        return LoweredSystem(variableNames: names, views: views, constraints: constraints,
                             skippedUserConstraints: skipped)
    }

    mutating func run() {
        lowerEnvironment()
        for index in 1..<max(1, tree.count) {
            lowerAutoresizing(index)
            lowerIntrinsicSize(index)
            if tree[index].node.kind == .stackView { lowerStackView(index) }
        }
        let horizontal = metrics.horizontalSizeClass, vertical = metrics.verticalSizeClass
        for (position, constraint) in screen.constraints.enumerated()
        where constraint.sizeClasses?.holds(horizontal: horizontal, vertical: vertical) ?? true {
            lowerUserConstraint(constraint, index: position)
        }
    }

    // MARK: - Adding

    /// Lowers an IR constraint through the attribute rules; returns false when it cannot be.
    @discardableResult
    mutating func add(_ constraint: IRConstraint, userIndex: Int? = nil) -> Bool {
        let directional = constraint.firstAttribute.isDirectional || constraint.secondAttribute.isDirectional
        guard case .success(let lhs) = resolve(constraint.firstItem, constraint.firstAttribute,
                                                partner: constraint.secondItem, directional: directional,
                                                direction: constraint.firstItem.view)
        else { return false }
        var expression: LayoutExpression
        if let second = constraint.secondItem {
            guard case .success(let value) = resolve(second, constraint.secondAttribute, partner: constraint.firstItem,
                                                     directional: directional, direction: constraint.firstItem.view)
            else { return false }
            // lhs − (value × multiplier + constant)
            expression = lhs.subtracting(value, multipliedBy: constraint.multiplier, plus: constraint.constant)
            if constraint.multiplier != 1 {
                expression = expression
                    + holderOriginCorrection(constraint, mirrored: directional && isRightToLeft(constraint.firstItem.view))
            }
        } else {
            expression = lhs - constraint.constant
        }
        guard expression.isFinite else { return false }
        add(constraint, expression: expression, userIndex: userIndex)
        return true
    }

    /// Adds a constraint whose expression was built directly.
    mutating func add(_ constraint: IRConstraint, expression: LayoutExpression, userIndex: Int? = nil) {
        constraints.append(LoweredConstraint(constraint: constraint, expression: expression,
                                             relation: constraint.relation, priority: constraint.priority,
                                             userIndex: userIndex))
    }

    private mutating func lowerUserConstraint(_ constraint: IRConstraint, index: Int) {
        if constraint.firstItem.isSuperviewPlaceholder || constraint.secondItem?.isSuperviewPlaceholder == true
            || ConstraintTyping.check(constraint).hasErrors || !add(constraint, userIndex: index) {
            skipped.append(index)
        }
    }

    // MARK: - LayoutEnvironment

    private mutating func lowerEnvironment() {
        let root = metrics.rootFrame
        let origin = ConstraintOrigin(syntax: .environment, span: screen.span,
                                      detail: "root view frame \(root) in \(metrics.environment.name)")
        let rootItem = LayoutItem.root
        let values: [(Attribute, Double)] = [(.left, 0), (.top, 0), (.width, root.width), (.height, root.height)]
        for (attribute, value) in values {
            let constraint = IRConstraint(rootItem, attribute, .equal, constant: value, origin: origin)
            guard let variable = rootVariable(attribute) else { continue }
            add(constraint, expression: LayoutExpression(variable) - value)
        }
    }

    private func rootVariable(_ attribute: Attribute) -> LayoutVariable? {
        guard let root = variables.first else { return nil }
        switch attribute {
        case .left: return root.left
        case .top: return root.top
        case .width: return root.width
        case .height: return root.height
        default: return nil
        }
    }

    // MARK: - Intrinsic content size

    /// A view's intrinsic content size in this environment (``IntrinsicContentSize``), wrapped at
    /// the width the previous solve gave it.
    func intrinsicSize(of index: Int) -> LayoutSize? {
        IntrinsicContentSize.of(tree[index].node, in: metrics.environment, uikit: uikit, wrapWidth: wrapWidths[index])
    }

    private mutating func lowerIntrinsicSize(_ index: Int) {
        let node = tree[index].node
        guard let size = intrinsicSize(of: index) else { return }
        let item = LayoutItem.view(node.name)
        for axis in LayoutAxis.allCases {
            let length = axis == .horizontal ? size.width : size.height
            guard length.isFinite, length >= 0 else { continue }  // noIntrinsicMetric
            let attribute: Attribute = axis == .horizontal ? .width : .height
            let hugging = node.properties.hugging[axis] ?? uikit.defaultHugging(of: node.kind, axis: axis)
            let compression = node.properties.compressionResistance[axis]
                ?? uikit.defaultCompressionResistance(of: node.kind, axis: axis)
            // "intrinsic width 80, hugging 250": built by appending into one buffer, which costs a
            // fraction of string interpolation; every view of every environment makes two.
            var head = axis == .horizontal ? "intrinsic width " : "intrinsic height "
            head += formatNumber(length)
            var huggingDetail = ""
            huggingDetail.reserveCapacity(head.utf8.count + 16)
            huggingDetail += head
            huggingDetail += ", hugging "
            huggingDetail += hugging.description
            var compressionDetail = ""
            compressionDetail.reserveCapacity(head.utf8.count + 32)
            compressionDetail += head
            compressionDetail += ", compression resistance "
            compressionDetail += compression.description
            add(IRConstraint(item, attribute, .lessThanOrEqual, constant: length, priority: hugging,
                           origin: ConstraintOrigin(syntax: .intrinsicSize, span: node.span, detail: huggingDetail)))
            add(IRConstraint(item, attribute, .greaterThanOrEqual, constant: length, priority: compression,
                           origin: ConstraintOrigin(syntax: .intrinsicSize, span: node.span, detail: compressionDetail)))
        }
    }

    // MARK: - Autoresizing masks

    /// A view with a `frame` keeps `translatesAutoresizingMaskIntoConstraints`: UIKit turns its
    /// frame and mask into required constraints against the superview's bounds (Docs/UIKit.md#autoresizing).
    /// Arranged subviews of a stack view are excluded (the stack view turns translation off).
    private mutating func lowerAutoresizing(_ index: Int) {
        let entry = tree[index]
        guard let placed = entry.node.properties.frame, let parent = entry.parent,
              tree[parent].node.kind != .stackView else { return }
        // The frame set is the frame kept: the translated constraints let code "modify the view's
        // size and location using the view's frame" (Apple, translatesAutoresizingMaskIntoConstraints),
        // so the alignment rectangle they hold is that frame less the view's alignment-rect insets
        // (a slider's 2 pt each side, which Auto Layout leaves outside its alignment rectangle).
        let frame = placed.inset(by: entry.node.properties.alignmentRectInsets)
        // The superview's size when the frame was set: its own frame, or for the root the
        // screen (a root view is screen-sized in viewDidLoad, before bars shrink it). A superview
        // laid out by constraints has its stored size if the document has one, else no known
        // earlier size: the frame is taken as set after its layout, so it stays as declared
        // whatever the mask.
        let originalSize: LayoutSize
        var mask = entry.node.properties.autoresizing
        var sizedByConstraints = false
        if parent == 0 {
            // A view loaded from a design (a storyboard laid out for another device) keeps the
            // frames of that design until its first layout.
            originalSize = screen.environment.designSize.flatMap { $0.width.isFinite && $0.height.isFinite ? $0 : nil }
                ?? metrics.screenSize
        } else if let parentFrame = tree[parent].node.properties.frame {
            originalSize = parentFrame.size
        } else if let stored = tree[parent].node.source?.storedFrame, stored.width > 0, stored.height > 0 {
            // A superview laid out by constraints whose size the document stored (a xib's 1366-pt
            // top-level view its owner resizes): the child's frame and mask were set against
            // that size, and UIKit's translation follows the superview from there.
            originalSize = stored.size
        } else {
            originalSize = .zero
            mask = []
            sizedByConstraints = true
        }
        let horizontal = AutoresizingAxis(origin: frame.x, size: frame.width, superviewSize: originalSize.width,
                                          flexibleLeading: mask.contains(.flexibleLeftMargin),
                                          flexibleSize: mask.contains(.flexibleWidth),
                                          flexibleTrailing: mask.contains(.flexibleRightMargin))
        let vertical = AutoresizingAxis(origin: frame.y, size: frame.height, superviewSize: originalSize.height,
                                        flexibleLeading: mask.contains(.flexibleTopMargin),
                                        flexibleSize: mask.contains(.flexibleHeight),
                                        flexibleTrailing: mask.contains(.flexibleBottomMargin))
        guard horizontal.isFinite, vertical.isFinite else { return }
        let notation = "h=\(horizontal.notation) v=\(vertical.notation)"
        let superviewText = sizedByConstraints
            ? "kept: the superview is sized by constraints" : "in a \(originalSize) superview"
        let origin = ConstraintOrigin(syntax: .autoresizing, span: entry.node.span,
                                      detail: "\(notation) frame \(placed) \(superviewText)")
        let child = LayoutItem.view(entry.node.name)
        let superview = LayoutItem.view(tree[parent].node.name)
        let childVariables = variables[index]
        let parentVariables = variables[parent]
        for (axis, rules) in [(LayoutAxis.horizontal, horizontal), (.vertical, vertical)] {
            let isHorizontal = axis == .horizontal
            let position: Attribute = isHorizontal ? .left : .top
            let dimension: Attribute = isHorizontal ? .width : .height
            let childPosition = isHorizontal ? childVariables.left : childVariables.top
            let childSize = isHorizontal ? childVariables.width : childVariables.height
            let parentPosition = isHorizontal ? parentVariables.left : parentVariables.top
            let parentSize = isHorizontal ? parentVariables.width : parentVariables.height
            // position(S) = origin + originShare × (S − S0), measured from the superview's origin.
            let positionConstant = rules.origin - rules.originShare * rules.superviewSize
            let positionIR = rules.originShare == 0
                ? IRConstraint(child, position, .equal, superview, position, constant: rules.origin, origin: origin)
                : IRConstraint(child, position, .equal, superview, dimension, multiplier: rules.originShare,
                             constant: positionConstant, origin: origin)
            var positionExpression = LayoutExpression(childPosition) - LayoutExpression(parentPosition)
            positionExpression.add(parentSize, -rules.originShare)
            add(positionIR, expression: positionExpression - positionConstant)
            // size(S) = size + sizeShare × (S − S0).
            let sizeConstant = rules.size - rules.sizeShare * rules.superviewSize
            let sizeIR = rules.sizeShare == 0
                ? IRConstraint(child, dimension, .equal, constant: rules.size, origin: origin)
                : IRConstraint(child, dimension, .equal, superview, dimension, multiplier: rules.sizeShare,
                             constant: sizeConstant, origin: origin)
            var sizeExpression = LayoutExpression(childSize)
            sizeExpression.add(parentSize, -rules.sizeShare)
            add(sizeIR, expression: sizeExpression - sizeConstant)
        }
    }
}
