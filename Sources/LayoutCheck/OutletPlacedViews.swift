import LayoutEngine
import LayoutIR

/// Views whose place rests on the constant of a constraint the app's code holds (an outlet,
/// ``LayoutScreen/codeAdjustedConstraints``). Code that holds a constraint can set its constant
/// to anything (Apple, "NSLayoutConstraint.constant": "unlike the other properties, the constant
/// can be modified after constraint creation"), and typically does so to slide a panel in and
/// out (a player's controls pinned below the screen until the code animates them up, a bottom
/// bar moved by the safe-area inset). A view past its superview's edge, or reaching under a bar,
/// that moves when those constants change is where the document's value puts it, not where the
/// running app must: the finding does not hold for every value the code can give, so it is an
/// `info` that says what the code must do.
enum OutletPlacedViews {
    /// How far the outlets' constants are moved to see which views follow them.
    static let probe = 1_000.0

    /// `findings` with each `view-outside-superview`, `outside-safe-area` and zero-size
    /// `non-positive-size` warning about a view that moves or resizes with the outlets' constants
    /// turned into an `info`; the others unchanged.
    static func weigh(_ findings: [Finding], solution: LayoutSolution, prepared: PreparedScreen,
                      environment: LayoutEnvironment, metrics: UIKitMetrics) -> [Finding] {
        let screen = prepared.screen
        guard !screen.codeAdjustedConstraints.isEmpty,
              findings.contains(where: { isPlacement($0) && $0.diagnostic.severity == .warning }) else { return findings }
        var shifted = screen
        for index in screen.codeAdjustedConstraints where shifted.constraints.indices.contains(index) {
            shifted.constraints[index].constant += probe
        }
        let moved = LayoutSolver.solve(shifted, in: environment, metrics: metrics)
        var before: [String: LayoutRect] = [:]
        for view in solution.views { before[view.name] = view.absoluteFrame }
        var follows: Set<String> = [], resized: Set<String> = []
        for view in moved.views {
            guard let frame = before[view.name] else { continue }
            let now = view.absoluteFrame
            let sized = abs(now.width - frame.width) > 1 || abs(now.height - frame.height) > 1
            if sized || abs(now.x - frame.x) > 1 || abs(now.y - frame.y) > 1 { follows.insert(view.name) }
            if sized { resized.insert(view.name) }
        }
        guard !follows.isEmpty else { return findings }
        let outlets = screen.codeAdjustedConstraints.sorted().filter(screen.constraints.indices.contains)
            .map { "'\(ConstraintPrinter.equation(screen.constraints[$0]))'" }
        let named = outlets.prefix(2).joined(separator: " and ") + (outlets.count > 2 ? " and \(outlets.count - 2) more" : "")
        return findings.map { finding in
            guard isPlacement(finding), finding.diagnostic.severity == .warning,
                  let view = finding.escape?.view ?? zeroSizedView(finding),
                  (finding.escape == nil ? resized : follows).contains(view) else { return finding }
            let what = finding.escape == nil ? "size" : "place"
            return finding.demoted(because: "its \(what) follows the constant of \(named), a constraint the app's code holds and can set to any value: the document shows one of them, so the code must keep the view where it is meant to be")
        }
    }

    /// A view past an edge or under a bar, or one of zero size (`size|view|a zero size`: an
    /// image held at 0 by an outlet height the code sets once it has the image).
    private static func isPlacement(_ finding: Finding) -> Bool {
        finding.key.hasPrefix("outside|") || finding.key.hasPrefix("safe|") || zeroSizedView(finding) != nil
    }

    /// The view of a zero-size finding.
    private static func zeroSizedView(_ finding: Finding) -> String? {
        let parts = finding.key.split(separator: "|", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0] == "size", parts[2] == FrameLint.zeroSize else { return nil }
        return String(parts[1])
    }
}
