import LayoutEngine
import LayoutIR

/// The layout checker: unsatisfiable constraint sets, ambiguous views and the lint rules, for
/// one screen in every environment at once.
///
/// Findings that are the same in several environments (the same conflicting constraints, the
/// same free attributes of a view, the same view outside its superview) are reported once,
/// naming every environment. `// vflc:disable rule-id` comments are applied, and the result is
/// sorted by source location.
public enum LayoutChecker {
    /// Solves `screen` in each environment and checks the results.
    public static func check(_ screen: Screen, environments: [Environment],
                             catalog: DeviceCatalog = .standard) -> [Diagnostic] {
        let solutions = environments.map { ($0, LayoutEngine.solve(screen, in: $0, metrics: catalog.metrics)) }
        return check(screen, solutions: solutions)
    }

    /// Checks solutions already computed (so `vflc compile` does not solve twice).
    public static func check(_ screen: Screen, solutions: [(Environment, LayoutSolution)]) -> [Diagnostic] {
        var groups = FindingGroups()
        for (environment, solution) in solutions {
            let name = environment.name
            for report in ConflictAnalysis.reports(for: solution) {
                let system = solution.system
                let key = report.members.map { member -> String in
                    let constraint = system.constraints[member]
                    let place = constraint.origin.span.map { "\($0.offset)" } ?? "-"
                    // Environment constraints differ in their numbers between devices; the
                    // group is the user's side of the conflict.
                    if constraint.origin.syntax == .environment { return "env:\(constraint.constraint.firstAttribute)" }
                    return "\(constraint.constraint)@\(place)"
                }.joined(separator: "|")
                groups.add("conflict|" + key, environment: name) {
                    ConflictDiagnostic.make(report, solution: solution)
                }
                if let arithmetic = report.arithmetic { groups.addArithmetic("conflict|" + key, "\(arithmetic) on \(name)") }
            }
            for finding in AmbiguityAnalysis.findings(in: solution, screen: screen) {
                groups.add(finding.key, environment: name) { finding.diagnostic }
            }
            for finding in FrameLint.findings(in: solution, screen: screen) {
                groups.add(finding.key, environment: name) { finding.diagnostic }
            }
        }
        var diagnostics = StaticLint.check(screen)
        diagnostics += groups.diagnostics(totalEnvironments: solutions.count)
        diagnostics = RuleSuppression.filter(diagnostics, disabled: screen.disabledRules)
        return diagnostics.sorted { lhs, rhs in
            let l = lhs.span.map { ($0.file, $0.offset) } ?? ("", -1)
            let r = rhs.span.map { ($0.file, $0.offset) } ?? ("", -1)
            return l < r
        }
    }
}

/// One finding in one environment, with the key that identifies it across environments.
struct Finding {
    var key: String
    var diagnostic: Diagnostic
}

/// Findings keyed across environments: the first environment's diagnostic, every environment's
/// name and arithmetic.
struct FindingGroups {
    private var order: [String] = []
    private var entries: [String: (diagnostic: Diagnostic, environments: [String], arithmetic: [String])] = [:]

    mutating func add(_ key: String, environment: String, _ make: () -> Diagnostic) {
        if entries[key] == nil {
            order.append(key)
            entries[key] = (make(), [], [])
        }
        entries[key]?.environments.append(environment)
    }

    mutating func addArithmetic(_ key: String, _ text: String) {
        entries[key]?.arithmetic.append(text)
    }

    /// The diagnostics, each naming where it happens ("on iPhoneSE portrait ltr and 2 more").
    func diagnostics(totalEnvironments: Int) -> [Diagnostic] {
        order.compactMap { key in
            guard let entry = entries[key] else { return nil }
            var diagnostic = entry.diagnostic
            let environments = entry.environments, arithmetic = entry.arithmetic
            let place: String
            if environments.count == totalEnvironments && totalEnvironments > 1 {
                place = "in every environment"
            } else if environments.count == 1 {
                place = "on \(environments[0])"
            } else {
                place = "on \(environments[0]) and \(environments.count - 1) more"
            }
            diagnostic.message += " \(place)"
            var notes: [DiagnosticNote] = []
            if arithmetic.count > 0 {
                let shown = arithmetic.prefix(3)
                notes.append(DiagnosticNote("the arithmetic: " + shown.joined(separator: "; ")
                                            + (arithmetic.count > 3 ? "; and \(arithmetic.count - 3) more" : "")))
            }
            if environments.count > 1 {
                notes.append(DiagnosticNote("environments: " + environments.joined(separator: ", ")))
            }
            // Environment-level notes go right after the member list (the first notes).
            let split = diagnostic.notes.firstIndex { $0.message.hasPrefix("break ") || $0.message.hasPrefix("to fix") }
                ?? diagnostic.notes.endIndex
            diagnostic.notes.insert(contentsOf: notes, at: split)
            return diagnostic
        }
    }
}
