import LayoutIR

/// A constraint whose priority crosses between required (1000) and optional after the function
/// has activated it: `NSLayoutConstraint.priority`'s setter throws for an installed constraint
/// ("Mutating a priority from required to not on an installed constraint (or vice-versa) is not
/// supported"). Changes between optional priorities are allowed, and so is any change before
/// activation or after `isActive = false`.
///
/// Only constraints held in one variable the function both activates and changes are judged;
/// a change under a different branch than the constraint's, or to a value only the running app
/// knows, ends the judging of that constraint.
struct PriorityChangeCheck {
    var facts: FunctionFacts
    var span: (Int, Int) -> SourceSpan
    var isSwift: Bool

    static let required = 1000.0

    func check() -> [LayoutDiagnostic] {
        guard !facts.changes.isEmpty else { return [] }
        var diagnostics: [LayoutDiagnostic] = []
        var targets: [String: Int] = [:]
        for entry in facts.calls { if let target = entry.target { targets[target, default: 0] += 1 } }
        for entry in facts.calls {
            // One constraint per variable: a reused `var c` may hold another one by the time it changes.
            guard let target = entry.target, !entry.targetIsArray, targets[target] == 1,
                  let activatedAt = entry.activatedAt else { continue }
            let mine = facts.changes.filter { $0.name == target && $0.at > entry.call.start }
            var current: Double? = entry.priorityAtCreation.map { $0.known } ?? Self.required
            for change in mine where change.at < activatedAt {
                if case .priority(let value) = change.kind { current = value.known }
            }
            for change in mine where change.at > activatedAt {
                guard change.condition == nil || change.condition == entry.condition,
                      case .priority(let value) = change.kind, let before = current, let after = value.known else { break }
                if (before >= Self.required) != (after >= Self.required) {
                    diagnostics.append(diagnostic(target: target, before: before, after: after, change: change, activatedAt: activatedAt))
                    break
                }
                current = after
            }
        }
        return diagnostics
    }

    private func diagnostic(target: String, before: Double, after: Double, change: FunctionFacts.ConstraintChange,
                            activatedAt: Int) -> LayoutDiagnostic {
        func describe(_ value: Double) -> String {
            (value >= Self.required ? "required" : "optional") + " (\(formatNumber(value)))"
        }
        let deactivate = isSwift ? "\(target).isActive = false" : "\(target).active = NO"
        return RuleRegistry.rule(.installedPriorityChange).diagnostic(
            "the priority of '\(target)' changes from \(describe(before)) to \(describe(after)) after it is activated",
            at: span(change.at, change.at),
            notes: [
                DiagnosticNote("it is activated here", span: span(activatedAt, activatedAt)),
                DiagnosticNote("UIKit throws NSInternalInconsistencyException: 'Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported'"),
                DiagnosticNote("give it its priority before activating it; to change it while active, keep it optional (999 rather than 1000), or set '\(deactivate)' first"),
            ])
    }
}
