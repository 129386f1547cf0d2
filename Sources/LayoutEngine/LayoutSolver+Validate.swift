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
        // Lower once in a neutral environment to find the constraints that cannot be lowered.
        let environment = LayoutEnvironment(device: DeviceCatalog.standard.devices[0])
        var lowering = Lowering(screen: screen, tree: tree, metrics: EnvironmentMetrics(environment, catalog: metrics),
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

    /// The screen lowered for `environment`, with subviews' safe areas and margins as if they
    /// did not overlap the root's unsafe area (the first pass of ``solve(_:in:metrics:)``).
    public static func lower(_ screen: LayoutScreen, in environment: LayoutEnvironment,
                             metrics: UIKitMetrics = DeviceCatalog.standard.metrics) -> LoweredSystem {
        let tree = ViewTree(screen.root)
        let environmentMetrics = EnvironmentMetrics(environment, catalog: metrics,
                                                    rootMargins: screen.root.properties.layoutMargins)
        var lowering = Lowering(screen: screen, tree: tree, metrics: environmentMetrics, uikit: metrics,
                                subviewInsets: [:])
        lowering.run()
        return lowering.system
    }
}
