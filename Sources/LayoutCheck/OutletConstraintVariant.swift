import LayoutEngine
import LayoutIR

/// The screen once more without the constraints the app's code holds (outlets,
/// ``LayoutScreen/codeAdjustedConstraints``).
///
/// Code that holds a constraint can deactivate it (`isActive = false`) or change its priority
/// (Apple, "NSLayoutConstraint.isActive", "priority"): the document shows one state of it. An
/// ambiguity that only such a constraint makes — a required constraint that links two optional
/// ones of equal priority into a tie (a label pinned below a spinner while loading, and at 750 to
/// its superview's top) — does not hold for every state the code can give, so it is reported as
/// an `info` that says what the code must do while the constraint is active.
enum OutletConstraintVariant {
    /// `findings` with each ambiguity (a warning) that the screen without its outlet constraints
    /// does not have turned into an `info`; the others unchanged.
    static func weigh(_ findings: [Finding], prepared: PreparedScreen, environment: LayoutEnvironment,
                      metrics: UIKitMetrics) -> [Finding] {
        let screen = prepared.screen
        guard !screen.codeAdjustedConstraints.isEmpty,
              findings.contains(where: { isAmbiguity($0) && $0.diagnostic.severity == .warning }) else { return findings }
        var variant = screen
        variant.constraints = screen.constraints.indices.filter { !screen.codeAdjustedConstraints.contains($0) }
            .map { screen.constraints[$0] }
        variant.codeAdjustedConstraints = []
        let solution = LayoutSolver.solve(variant, in: environment, metrics: metrics)
        let stillFree = AmbiguityAnalysis.freeAttributeNames(in: solution)
        let outlets = screen.codeAdjustedConstraints.sorted().filter(screen.constraints.indices.contains).map { screen.constraints[$0] }
        return findings.map { finding in
            guard finding.diagnostic.severity == .warning, let (view, free) = finding.ambiguity else { return finding }
            // Still free there (on any of the same attributes): it does not rest on the outlets.
            if free.contains(where: { stillFree[view]?.contains($0) == true }) { return finding }
            let near = outlets.filter { $0.firstItem.view == view || $0.secondItem?.view == view }
            let named = near.isEmpty ? outlets : near
            let list = named.prefix(2).map { "'\(ConstraintPrinter.equation($0))'" }.joined(separator: " and ")
                + (named.count > 2 ? " and \(named.count - 2) more" : "")
            let (them, s) = named.count == 1 ? ("it", "") : ("them", "s")
            return finding.demoted(because:
                "it rests on the constraint outlet\(s) \(list), which the app's code holds and can deactivate or give another priority: without \(them) '\(view)' is not ambiguous, so while the code keeps \(them) active it must break the tie (give the tied constraints different priorities)")
        }
    }

    private static func isAmbiguity(_ finding: Finding) -> Bool { finding.key.hasPrefix("ambiguous|") }
}
