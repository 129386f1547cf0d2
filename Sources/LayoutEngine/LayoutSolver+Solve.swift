import LayoutIR

extension LayoutSolver {
    /// Lays `screen` out in `environment`: lowers it, solves it, and reads every view's frame,
    /// rounded to the device's pixels as UIKit rounds. Subviews whose safe area, margins or
    /// readable guide are used get them from their solved frames, and text that wraps the width
    /// it got; if that changes them the screen is lowered and solved again (at most
    /// ``maximumPasses`` times).
    ///
    /// A screen that depends on size classes is laid out as `LayoutScreen.resolved(horizontal:vertical:)`
    /// makes it for the environment's size classes.
    ///
    /// Constraints ``validate(_:metrics:)`` reports are left out. Required constraints that
    /// conflict with constraints added before them are left out too and reported in
    /// ``LayoutSolution/conflicts``.
    public static func solve(_ screen: LayoutScreen, in environment: LayoutEnvironment,
                             metrics: UIKitMetrics = DeviceCatalog.standard.metrics) -> LayoutSolution {
        solveKeepingSolver(screen, in: environment, metrics: metrics).solution
    }

    /// ``solve(_:in:metrics:)``, also returning the solver of the final pass, for analyses that
    /// continue on it (the checker's ambiguity pass) instead of loading the system again.
    public static func solveKeepingSolver(_ screen: LayoutScreen, in environment: LayoutEnvironment,
                                          metrics: UIKitMetrics = DeviceCatalog.standard.metrics)
        -> (solution: LayoutSolution, loaded: LoadedSystem) {
        let environmentMetrics = EnvironmentMetrics(environment, catalog: metrics, root: screen.root.properties)
        // The views, properties and constraints of this environment's size classes (the root
        // itself never varies, so the metrics above hold for every class).
        var screen = screen.dependsOnSizeClass
            ? screen.resolved(horizontal: environmentMetrics.horizontalSizeClass, vertical: environmentMetrics.verticalSizeClass)
            : screen
        // Numbers the app scales to the screen, for this device's screen (UIScreen.bounds: the
        // whole screen in the interface's orientation, also when a window shares it).
        if screen.dependsOnScreenSize { screen = screen.placed(onScreenOf: environment.screenBounds, scale: environment.device.scale) }
        let tree = ViewTree(screen.root)
        let rootSafeRect = rootSafeRect(environmentMetrics)
        var insets: [Int: GuideInsets] = [:]
        var wrapWidths: [Int: Double] = [:]
        let wrapping = (0..<tree.count).filter { IntrinsicContentSize.wraps(tree[$0].node) }
        var pass = 0
        while true {
            pass += 1
            var lowering = Lowering(screen: screen, tree: tree, metrics: environmentMetrics, uikit: metrics,
                                    subviewInsets: insets, wrapWidths: wrapWidths)
            lowering.run()
            let system = lowering.system
            let loaded = LoadedSystem(system)
            let result = (values: loaded.values, conflicts: loaded.conflicts)
            var updated = insets
            var changed = false
            for index in lowering.insetUsers {
                let fresh = lowering.subviewGuides(of: index, values: result.values, rootSafeRect: rootSafeRect)
                if insets[index].map({ fresh.differs(from: $0) }) ?? true {
                    let previous = lowering.subviewGuides(of: index, values: [], rootSafeRect: rootSafeRect)
                    // The first pass assumed `previous`; only a real difference needs a new pass.
                    if insets[index] != nil || fresh.differs(from: previous) { changed = true }
                }
                updated[index] = fresh
            }
            // Wrapping text takes the width it got and asks again for the lines that width needs.
            for index in wrapping {
                let width = result.values[lowering.variables[index].width.index]
                guard width.isFinite, abs(width - (wrapWidths[index] ?? .infinity)) > 0.25 else { continue }
                let wrapsNow = IntrinsicContentSize.oneLine(tree[index].node, in: environment, uikit: metrics)
                    .map { width < $0.width - 0.25 } ?? false
                if wrapsNow || wrapWidths[index] != nil {
                    wrapWidths[index] = width
                    changed = true
                }
            }
            if !changed || pass >= maximumPasses {
                let solution = makeSolution(tree: tree, metrics: environmentMetrics, system: system, result: result,
                                            variables: lowering.variables, passes: pass)
                return (solution, loaded)
            }
            insets = updated
        }
    }

    /// A view's frame in root coordinates: the alignment rectangle its variables hold, grown by
    /// its `alignmentRectInsets`.
    private static func frameAroundAlignmentRect(_ index: Int, tree: ViewTree, variables: [ViewVariables],
                                                 values: [Double]) -> LayoutRect {
        let rect = absoluteFrame(of: variables[index], values)
        let insets = tree[index].node.properties.alignmentRectInsets
        guard insets != .zero, [insets.top, insets.left, insets.bottom, insets.right].allSatisfy(\.isFinite)
        else { return rect }
        return LayoutRect(x: rect.x - insets.left, y: rect.y - insets.top, width: rect.width + insets.left + insets.right,
                          height: rect.height + insets.top + insets.bottom)
    }

    /// The root's safe area as a rectangle in root coordinates.
    ///
    /// A root its caller places (`presentation embedded`: a view returned to other code, a child
    /// controller's view in a container) has no bar or unsafe screen edge known to reach it, so no
    /// part of the plane around it is unsafe either: a subview the constraints leave free to sit
    /// outside the root gets no safe-area insets, and no margins grown by them, from where the
    /// solver happened to put it. The rectangle is then the root grown by `embeddedReach` on every
    /// side, farther than any view is laid out.
    static func rootSafeRect(_ metrics: EnvironmentMetrics) -> LayoutRect {
        let root = metrics.rootFrame
        if metrics.environment.bars.presentation == .embedded {
            return LayoutRect(x: -embeddedReach, y: -embeddedReach, width: root.width + 2 * embeddedReach,
                              height: root.height + 2 * embeddedReach)
        }
        let safe = metrics.rootSafeArea
        // Past a screen edge that nothing covers (no bar, notch or home indicator: the root's
        // inset there is 0) nothing covers a subview either: a view that reaches past it gets no
        // safe-area inset, and no margin grown by one, on that side (Apple, `UIView.safeAreaInsets`:
        // "the insets reflect only the portion of the view that is covered").
        let left = safe.left > 0 ? safe.left : -embeddedReach
        let top = safe.top > 0 ? safe.top : -embeddedReach
        let right = safe.right > 0 ? root.width - safe.right : root.width + embeddedReach
        let bottom = safe.bottom > 0 ? root.height - safe.bottom : root.height + embeddedReach
        return LayoutRect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// How far around an embedded root ``rootSafeRect(_:)`` counts as safe.
    static let embeddedReach = 1_000_000.0

    private static func absoluteFrame(of view: ViewVariables, _ values: [Double]) -> LayoutRect {
        LayoutRect(x: values[view.left.index], y: values[view.top.index],
             width: values[view.width.index], height: values[view.height.index])
    }

    private static func makeSolution(tree: ViewTree, metrics: EnvironmentMetrics, system: LoweredSystem,
                                     result: (values: [Double], conflicts: [LayoutConflict]), variables: [ViewVariables],
                                     passes: Int) -> LayoutSolution {
        let scale = metrics.scale
        var views: [ViewFrame] = []
        views.reserveCapacity(tree.count)
        var roundedAbsoluteOrigins: [Double] = []  // x, y per view
        roundedAbsoluteOrigins.reserveCapacity(tree.count * 2)
        for index in 0..<tree.count {
            let entry = tree[index]
            let raw = frameAroundAlignmentRect(index, tree: tree, variables: variables, values: result.values)
            var frame: LayoutRect
            var absolute: LayoutRect
            if let parent = entry.parent {
                let parentRaw = frameAroundAlignmentRect(parent, tree: tree, variables: variables, values: result.values)
                frame = PixelRounding.round(LayoutRect(x: raw.x - parentRaw.x, y: raw.y - parentRaw.y,
                                                 width: raw.width, height: raw.height), scale: scale)
                let x = roundedAbsoluteOrigins[parent * 2] + frame.x
                let y = roundedAbsoluteOrigins[parent * 2 + 1] + frame.y
                absolute = LayoutRect(x: x.isFinite ? x : 0, y: y.isFinite ? y : 0, width: frame.width, height: frame.height)
            } else {
                frame = metrics.rootFrame
                absolute = LayoutRect(x: 0, y: 0, width: frame.width, height: frame.height)
            }
            roundedAbsoluteOrigins.append(absolute.x)
            roundedAbsoluteOrigins.append(absolute.y)
            var contentSize: LayoutSize?
            if let width = variables[index].contentWidth, let height = variables[index].contentHeight {
                contentSize = LayoutSize(width: PixelRounding.round(result.values[width.index], scale: scale),
                                   height: PixelRounding.round(result.values[height.index], scale: scale))
            }
            var record = ViewFrame(name: entry.node.name, kind: entry.node.kind,
                                   superview: entry.parent.map { tree[$0].node.name }, depth: entry.depth,
                                   frame: frame, absoluteFrame: absolute, isHidden: entry.isHiddenInTree,
                                   contentSize: contentSize)
            if entry.node.kind.isScrollView {
                let safe = index == 0 ? metrics.rootSafeArea
                    : GuideInsets.overlap(of: absolute, outside: rootSafeRect(metrics))
                let owned = index == 0 || (entry.parent == 0 && tree.children(of: 0).first == index)
                record.adjustedContentInset = ContentInsetAdjustment.adjustedInset(
                    entry.node.properties, safeArea: safe, frameSize: frame.size, contentSize: contentSize,
                    ownedByController: owned, bars: metrics.environment.bars)
            }
            record.sourceID = entry.node.source?.id
            views.append(record)
        }
        return LayoutSolution(metrics: metrics, views: views, system: system, values: result.values,
                              conflicts: result.conflicts, passes: passes)
    }
}
