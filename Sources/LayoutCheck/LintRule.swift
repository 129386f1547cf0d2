import LayoutIR

/// A check vflc runs on every screen: a stable identifier (used in output, SARIF and
/// `// vflc:disable rule-id` comments), a default severity and a one-line summary.
public struct LintRule: Sendable, Hashable {
    /// Stable kebab-case identifier; never renamed once released.
    public let id: String
    public let severity: LayoutDiagnostic.Severity
    /// What the rule finds, in one sentence (SARIF `shortDescription`).
    public let summary: String
    /// What to do about it (SARIF `help`).
    public let help: String

    public init(id: String, severity: LayoutDiagnostic.Severity, summary: String, help: String) {
        self.id = id
        self.severity = severity
        self.summary = summary
        self.help = help
    }
}

extension LintRule {
    public static let barHeightConstant = LintRule(
        id: "bar-height-constant", severity: .warning,
        summary: "A constant equal to a status, navigation or tab bar height pins a view to the root view's edge.",
        help: "Pin to the safe area (view.safeArea.top / .bottom) instead; bar heights differ between devices and orientations.")
    public static let mixedDirection = LintRule(
        id: "mixed-direction", severity: .warning,
        summary: "A screen mixes left/right with leading/trailing attributes.",
        help: "Use leading/trailing everywhere so the layout mirrors in right-to-left languages (or left/right everywhere if it must not).")
    public static let duplicateConstraint = LintRule(
        id: "duplicate-constraint", severity: .warning,
        summary: "The same constraint is written twice.",
        help: "Delete one of them; duplicates make conflict reports longer and hide real mistakes.")

    public static let unsatisfiable = LintRule(
        id: "unsatisfiable", severity: .error,
        summary: "Required constraints that cannot all hold in some environment; at run time UIKit breaks one of them.",
        help: "Break one member of the conflicting set: lower its priority (@999) or turn an equality into >= / <=.")
    public static let ambiguousLayout = LintRule(
        id: "ambiguous-layout", severity: .warning,
        summary: "A view's position or size is not fixed by its constraints; the solver picks one of several equally good layouts.",
        help: "Add the missing edge or size, or give one of two competing views a higher hugging or compression priority.")
    public static let viewOutsideSuperview = LintRule(
        id: "view-outside-superview", severity: .warning,
        summary: "A view's solved frame extends outside its superview.",
        help: "Check the constants that place it; the part outside is not visible and does not receive touches.")
    public static let nonPositiveSize = LintRule(
        id: "non-positive-size", severity: .warning,
        summary: "A view's solved width or height is zero or negative.",
        help: "Give it a size or intrinsic content; a negative size means its edges are pinned in the wrong order.")
    public static let unsatisfiedOptional = LintRule(
        id: "unsatisfied-optional", severity: .info,
        summary: "An optional constraint does not hold in the solved layout.",
        help: "Expected when it is meant to give way; otherwise raise its priority or remove what it competes with.")
    public static let outsideSafeArea = LintRule(
        id: "outside-safe-area", severity: .warning,
        summary: "Content ends up under a bar or outside the safe area.",
        help: "Pin the view to view.safeArea instead of the root view's edges.")

    public static let scrollContentUnderBar = LintRule(
        id: "scroll-content-under-bar", severity: .warning,
        summary: "A scroll view that does not adjust its content inset lies under a bar, so its first or last content is hidden.",
        help: "Keep contentInsetAdjustmentBehavior automatic (or always), set contentInset yourself, or pin the scroll view to view.safeArea.")

    /// Every rule, for `--help`, SARIF metadata and validating `vflc:disable` comments.
    public static let all: [LintRule] = [barHeightConstant, mixedDirection, duplicateConstraint, unsatisfiable,
                                         ambiguousLayout, viewOutsideSuperview, nonPositiveSize,
                                         unsatisfiedOptional, outsideSafeArea, scrollContentUnderBar]

    /// Looks a rule up by id.
    public static func named(_ id: String) -> LintRule? { all.first { $0.id == id } }

    /// A diagnostic for this rule at `span`.
    func diagnostic(_ message: String, at span: SourceSpan?, notes: [DiagnosticNote] = [],
                    fixIts: [DiagnosticFixIt] = []) -> LayoutDiagnostic {
        LayoutDiagnostic(severity: severity, message: message, span: span, notes: notes, fixIts: fixIts, ruleID: id)
    }
}
