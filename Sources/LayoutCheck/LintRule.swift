import LayoutIR

/// A check vflc runs on every screen: a stable identifier (used in output, SARIF and
/// `// vflc:disable rule-id` comments), a default severity and a one-line summary.
public struct LintRule: Sendable, Hashable {
    /// Stable kebab-case identifier; never renamed once released.
    public let id: String
    public let severity: Severity
    /// What the rule finds, in one sentence (SARIF `shortDescription`).
    public let summary: String
    /// What to do about it (SARIF `help`).
    public let help: String

    public init(id: String, severity: Severity, summary: String, help: String) {
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

    /// Every rule, for `--help`, SARIF metadata and validating `vflc:disable` comments.
    public static let all: [LintRule] = [barHeightConstant, mixedDirection, duplicateConstraint]

    /// Looks a rule up by id.
    public static func named(_ id: String) -> LintRule? { all.first { $0.id == id } }

    /// A diagnostic for this rule at `span`.
    func diagnostic(_ message: String, at span: SourceSpan?, notes: [DiagnosticNote] = [],
                    fixIts: [FixIt] = []) -> Diagnostic {
        Diagnostic(severity: severity, message: message, span: span, notes: notes, fixIts: fixIts, ruleID: id)
    }
}
