import LayoutIR

/// Lays screens out: lowers the IR for an environment and solves it.
///
/// Everything is a pure function of its arguments; environments can be solved in parallel.
public enum LayoutSolver {
    /// The most lower-and-solve passes one environment gets (see ``LayoutSolution/passes``).
    public static let maximumPasses = 4

    /// Problems with a screen that are the same in every environment: references to views the
    /// tree does not have, ill-typed constraints, unresolved `superview`, guides on the wrong
    /// kind of view, views declared twice. The constraints reported here are left out of
    /// every solve (``LoweredSystem/skippedUserConstraints``).
    public static func validate(_ screen: LayoutScreen, metrics: UIKitMetrics = DeviceCatalog.standard.metrics) -> [LayoutDiagnostic] {
        let tree = ViewTree(screen.root)
        var diagnostics: [LayoutDiagnostic] = []
        for duplicate in tree.duplicates {
            diagnostics.append(.error("view '\(duplicate.name)' is declared more than once; the later declaration is ignored",
                                      at: duplicate.span, ruleID: .duplicateView))
        }
        let names = (0..<tree.count).map { tree[$0].node.name }
        diagnostics += customSpacingProblems(tree)
        // Lower once in a neutral environment to find the constraints that cannot be lowered.
        let environment = LayoutEnvironment(device: DeviceCatalog.standard.devices[0])
        var lowering = Lowering(screen: screen, tree: tree, metrics: EnvironmentMetrics(environment, catalog: metrics, root: screen.root.properties),
                                uikit: metrics, subviewInsets: [:])
        for constraint in screen.constraints {
            if constraint.firstItem.isSuperviewPlaceholder || constraint.secondItem?.isSuperviewPlaceholder == true {
                diagnostics.append(.error("'superview' in '\(constraint)' has no view to stand for",
                                          at: constraint.origin.span,
                                          notes: [DiagnosticNote("the view it relates to must be declared inside another view")],
                                          ruleID: .unresolvedSuperview))
                continue
            }
            if ConstraintTyping.check(constraint).hasErrors { continue }  // reported by the parser
            for (item, attribute, partner) in [(constraint.firstItem, constraint.firstAttribute, constraint.secondItem)]
                + (constraint.secondItem.map { [($0, constraint.secondAttribute, Optional(constraint.firstItem))] } ?? []) {
                if case .failure(let failure) = lowering.resolve(item, attribute, partner: partner) {
                    var notes: [DiagnosticNote] = []
                    if case .unknownView(let name) = failure,
                       let suggestion = Suggestions.closest(to: name, among: names) {
                        notes.append(DiagnosticNote("did you mean '\(suggestion)'?"))
                    }
                    notes.append(DiagnosticNote("the constraint is left out of the layout"))
                    diagnostics.append(.error("\(failure.message) in '\(constraint)'", at: constraint.origin.span,
                                              notes: notes, ruleID: .unknownItem))
                    break
                }
            }
        }
        return diagnostics
    }

    /// `customSpacing 20 after x` where `x` is not one of the stack view's arranged subviews:
    /// UIKit ignores such a call, so the spacing would silently not apply.
    static func customSpacingProblems(_ tree: ViewTree) -> [LayoutDiagnostic] {
        var diagnostics: [LayoutDiagnostic] = []
        for index in 0..<tree.count {
            let node = tree[index].node
            guard let spacing = node.properties.stack?.customSpacing, !spacing.isEmpty else { continue }
            let arranged = tree.children(of: index).map { tree[$0].node.name }
            for name in spacing.keys.sorted() where !arranged.contains(name) {
                var notes: [DiagnosticNote] = []
                if let suggestion = Suggestions.closest(to: name, among: arranged) {
                    notes.append(DiagnosticNote("did you mean '\(suggestion)'?"))
                }
                notes.append(DiagnosticNote("setCustomSpacing(_:after:) takes one of the stack view's arranged subviews; the spacing is ignored"))
                diagnostics.append(.warning("'\(name)' is not an arranged subview of '\(node.name)'", at: node.span,
                                            notes: notes, ruleID: .unknownItem))
            }
        }
        return diagnostics
    }

    /// The screen lowered for `environment`, with subviews' safe areas and margins as if they
    /// did not overlap the root's unsafe area (the first pass of ``solve(_:in:metrics:)``).
    public static func lower(_ screen: LayoutScreen, in environment: LayoutEnvironment,
                             metrics: UIKitMetrics = DeviceCatalog.standard.metrics) -> LoweredSystem {
        let screen = screen.placed(onScreenOf: environment.screenBounds, scale: environment.device.scale)
        let tree = ViewTree(screen.root)
        let environmentMetrics = EnvironmentMetrics(environment, catalog: metrics, root: screen.root.properties)
        var lowering = Lowering(screen: screen, tree: tree, metrics: environmentMetrics, uikit: metrics,
                                subviewInsets: [:])
        lowering.run()
        return lowering.system
    }
}
