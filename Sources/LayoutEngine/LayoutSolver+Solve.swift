import LayoutIR

extension LayoutSolver {
    /// Lays `screen` out in `environment`: lowers it, solves it, and reads every view's frame,
    /// rounded to the device's pixels as UIKit rounds. Subviews whose safe area, margins or
    /// readable guide are used get them from their solved frames; if that changes them the
    /// screen is lowered and solved again (at most ``maximumPasses`` times).
    ///
    /// Constraints ``validate(_:metrics:)`` reports are left out. Required constraints that
    /// conflict with constraints added before them are left out too and reported in
    /// ``LayoutSolution/conflicts`` and ``LayoutSolution/diagnostics``.
    public static func solve(_ screen: LayoutScreen, in environment: LayoutEnvironment,
                             metrics: UIKitMetrics = DeviceCatalog.standard.metrics) -> LayoutSolution {
        solveKeepingSolver(screen, in: environment, metrics: metrics).solution
    }

    /// ``solve(_:in:metrics:)``, also returning the solver of the final pass, for analyses that
    /// continue on it (the checker's ambiguity pass) instead of loading the system again.
    public static func solveKeepingSolver(_ screen: LayoutScreen, in environment: LayoutEnvironment,
                                          metrics: UIKitMetrics = DeviceCatalog.standard.metrics)
        -> (solution: LayoutSolution, loaded: LoadedSystem) {
        let tree = ViewTree(screen.root)
        let environmentMetrics = EnvironmentMetrics(environment, catalog: metrics,
                                                    rootMargins: screen.root.properties.layoutMargins)
        let root = environmentMetrics.rootFrame
        let safe = environmentMetrics.rootSafeArea
        let rootSafeRect = LayoutRect(x: safe.left, y: safe.top, width: root.width - safe.left - safe.right,
                                height: root.height - safe.top - safe.bottom)
        var insets: [Int: GuideInsets] = [:]
        var pass = 0
        while true {
            pass += 1
            var lowering = Lowering(screen: screen, tree: tree, metrics: environmentMetrics, uikit: metrics,
                                    subviewInsets: insets)
            lowering.run()
            let system = lowering.system
            let loaded = LoadedSystem(system)
            let result = (values: loaded.values, conflicts: loaded.conflicts)
            var updated = insets
            var changed = false
            for index in lowering.insetUsers {
                let frame = absoluteFrame(of: lowering.variables[index], result.values)
                let fresh = GuideInsets.subview(frame: frame, rootSafeRect: rootSafeRect,
                                                declaredMargins: lowering.declaredMargins(of: index),
                                                readableWidth: metrics.readableWidth)
                if insets[index].map({ fresh.differs(from: $0) }) ?? true {
                    let previous = GuideInsets.subview(frame: nil, rootSafeRect: rootSafeRect,
                                                       declaredMargins: lowering.declaredMargins(of: index),
                                                       readableWidth: metrics.readableWidth)
                    // The first pass assumed `previous`; only a real difference needs a new pass.
                    if insets[index] != nil || fresh.differs(from: previous) { changed = true }
                }
                updated[index] = fresh
            }
            if !changed || pass >= maximumPasses {
                let solution = makeSolution(tree: tree, metrics: environmentMetrics, system: system, result: result,
                                            variables: lowering.variables, passes: pass)
                return (solution, loaded)
            }
            insets = updated
        }
    }

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
            let raw = absoluteFrame(of: variables[index], result.values)
            var frame: LayoutRect
            var absolute: LayoutRect
            if let parent = entry.parent {
                let parentRaw = absoluteFrame(of: variables[parent], result.values)
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
            views.append(ViewFrame(name: entry.node.name, kind: entry.node.kind,
                                   superview: entry.parent.map { tree[$0].node.name }, depth: entry.depth,
                                   frame: frame, absoluteFrame: absolute, isHidden: entry.isHiddenInTree,
                                   contentSize: contentSize))
        }
        return LayoutSolution(metrics: metrics, views: views, system: system, values: result.values,
                              conflicts: result.conflicts, passes: passes)
    }
}
