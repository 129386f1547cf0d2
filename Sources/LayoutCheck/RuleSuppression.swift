import LayoutIR

/// Applies `// vflc:disable rule-id` comments: the parser records them per line in
/// `LayoutScreen.disabledRules` (line 0 for the whole file, an empty set for every rule).
public enum RuleSuppression {
    /// The diagnostics that survive the screen's disable comments. Only diagnostics with a rule id
    /// can be disabled; syntax and type errors always stay.
    public static func filter(_ diagnostics: [LayoutDiagnostic], disabled: [Int: Set<RuleID>]) -> [LayoutDiagnostic] {
        guard !disabled.isEmpty else { return diagnostics }
        return diagnostics.filter { diagnostic in
            guard let rule = diagnostic.ruleID, RuleRegistry.rule(rule).isSuppressible else { return true }
            return !isDisabled(rule, line: 0, disabled) && !isDisabled(rule, line: diagnostic.span?.line, disabled)
        }
    }

    /// True when `rule` is disabled for the whole screen, or on `line`: a check can then skip
    /// the work of a finding nobody will see.
    static func isDisabled(_ rule: RuleID, line: Int? = nil, in screen: LayoutScreen) -> Bool {
        guard RuleRegistry.rule(rule).isSuppressible else { return false }
        return isDisabled(rule, line: 0, screen.disabledRules) || isDisabled(rule, line: line, screen.disabledRules)
    }

    private static func isDisabled(_ rule: RuleID, line: Int?, _ disabled: [Int: Set<RuleID>]) -> Bool {
        guard let line, let rules = disabled[line] else { return false }
        return rules.isEmpty || rules.contains(rule)
    }
}
