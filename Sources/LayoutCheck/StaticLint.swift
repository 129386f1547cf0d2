import LayoutIR

/// The lint rules that need only the constraints as written, not a solved layout: bar heights
/// hard-coded against root edges and duplicate constraints. (Left/right mixed with
/// leading/trailing is judged by laying the screen out in both directions: `DirectionLint`.)
public enum StaticLint {
    /// Diagnostics for one screen, in source order, before suppression.
    public static func check(_ screen: LayoutScreen) -> [LayoutDiagnostic] {
        let written = screen.constraints.filter { !$0.origin.syntax.isImplicit }
        var diagnostics: [LayoutDiagnostic] = []
        let statusBarHidden = screen.environment.bars.prefersStatusBarHidden
        diagnostics += written.compactMap { barHeightConstant($0, statusBarHidden: statusBarHidden) }
        diagnostics += duplicates(written)
        return diagnostics.sorted { ($0.span?.offset ?? 0) < ($1.span?.offset ?? 0) }
    }

    /// Heights that are only right on some devices, with where they come from.
    static let topBarHeights: [Double: String] = [
        20: "the status bar on home-button iPhones",
        44: "a navigation bar (and the status bar on iPhone X/XS/11 Pro)",
        47: "the status bar on iPhone 12/13/14",
        50: "the status bar on iPhone 12/13 mini (and an iPad navigation bar)",
        54: "the status bar on Dynamic Island iPhones",
        59: "the status bar on iPhone 14 Pro/15/16",
        64: "status bar + navigation bar on home-button iPhones",
        88: "status bar + navigation bar on iPhone X/XS/11 Pro",
        91: "status bar + navigation bar on iPhone 12/13/14",
        103: "status bar + navigation bar on iPhone 14 Pro/15/16",
    ]
    static let bottomBarHeights: [Double: String] = [
        34: "the home indicator on Face ID iPhones",
        49: "a tab bar on home-button iPhones",
        83: "a tab bar plus the home indicator on Face ID iPhones",
    ]

    /// The top heights that are the status bar's alone: in a screen that hides the status bar
    /// they are plain distances.
    static let statusBarOnlyHeights: Set<Double> = [20, 47, 54, 59]

    private static func barHeightConstant(_ constraint: IRConstraint, statusBarHidden: Bool) -> LayoutDiagnostic? {
        guard let second = constraint.secondItem, constraint.multiplier == 1 else { return nil }
        // Either side may be the root edge: `a.top == view.top + 64` or `view.top == a.top - 64`.
        let rootFirst = constraint.firstItem.isRoot
        let rootSecond = second.isRoot
        guard rootFirst != rootSecond else { return nil }
        let rootAttribute = rootFirst ? constraint.firstAttribute : constraint.secondAttribute
        let viewAttribute = rootFirst ? constraint.secondAttribute : constraint.firstAttribute
        let view = rootFirst ? second : constraint.firstItem
        // Measured from the root edge into the view: positive when the view sits inside.
        let inset = rootFirst ? -constraint.constant : constraint.constant
        let table: [Double: String]
        let guideEdge: String
        switch rootAttribute {
        case .top:
            guard viewAttribute == .top || viewAttribute == .topMargin else { return nil }
            table = topBarHeights
            guideEdge = "top"
        case .bottom:
            guard viewAttribute == .bottom || viewAttribute == .bottomMargin else { return nil }
            table = bottomBarHeights
            guideEdge = "bottom"
        default:
            return nil
        }
        let distance = guideEdge == "top" ? inset : -inset
        if statusBarHidden, guideEdge == "top", statusBarOnlyHeights.contains(distance) { return nil }
        guard let meaning = table[distance] else { return nil }
        let rule = RuleRegistry.rule(.barHeightConstant)
        return rule.diagnostic(
            "'\(view)' is pinned \(formatNumber(distance)) pt from the root view's \(guideEdge) edge, the height of \(meaning)",
            at: constraint.origin.span,
            notes: [DiagnosticNote("bar and status-bar heights differ between devices and orientations; the safe area already accounts for them"),
                    DiagnosticNote("pin to the safe area instead: '\(view).\(viewAttribute.name) == view.safeArea.\(guideEdge)'")])
    }

    private static func duplicates(_ constraints: [IRConstraint]) -> [LayoutDiagnostic] {
        var seen: [CanonicalConstraint: IRConstraint] = [:]
        var diagnostics: [LayoutDiagnostic] = []
        for constraint in constraints {
            let key = CanonicalConstraint(constraint)
            if let earlier = seen[key] {
                diagnostics.append(RuleRegistry.rule(.duplicateConstraint).diagnostic(
                    "'\(constraint)' duplicates an earlier constraint",
                    at: constraint.origin.span,
                    notes: [DiagnosticNote("first written here as '\(earlier)'", span: earlier.origin.span)]))
            } else {
                seen[key] = constraint
            }
        }
        return diagnostics
    }
}

/// A constraint with its two sides in a fixed order, so `a.x == b.y + 8` and `b.y == a.x - 8`
/// compare equal (only when the multiplier is 1, where the flip is exact).
struct CanonicalConstraint: Hashable {
    var firstItem: LayoutItem
    var firstAttribute: Attribute
    var relation: Relation
    var secondItem: LayoutItem?
    var secondAttribute: Attribute
    var multiplier: Double
    var constant: Double
    var priority: Float

    init(_ c: IRConstraint) {
        firstItem = c.firstItem
        firstAttribute = c.firstAttribute
        relation = c.relation
        secondItem = c.secondItem
        secondAttribute = c.secondAttribute
        multiplier = c.multiplier
        constant = c.constant
        priority = c.priority.value
        if let second = c.secondItem, c.multiplier == 1,
           (second.description, c.secondAttribute.rawValue) < (c.firstItem.description, c.firstAttribute.rawValue) {
            firstItem = second
            firstAttribute = c.secondAttribute
            secondItem = c.firstItem
            secondAttribute = c.firstAttribute
            relation = c.relation.flipped
            constant = c.constant == 0 ? 0 : -c.constant
        }
    }
}
