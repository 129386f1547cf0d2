import Cassowary
import LayoutIR

/// The one place the engine talks to the solver: a ``LoweredSystem`` in, variable values and
/// the constraints that could not be added out. A new `Solver` per call, so calls never share
/// state and environments can be solved in parallel.
enum SolverBridge {
    struct Result {
        var values: [Double]
        var conflicts: [LayoutConflict]
    }

    static func solve(_ system: LoweredSystem) -> Result {
        let solver = Solver()
        let variables = system.variableNames.map { solver.makeVariable($0) }
        var added: [ConstraintID: Int] = [:]
        added.reserveCapacity(system.constraints.count)
        var conflicts: [LayoutConflict] = []
        for (index, lowered) in system.constraints.enumerated() {
            let expression = lowered.expression
            if expression.isConstant {
                // No variables: it holds or it does not, whatever the layout.
                if lowered.priority.isRequired && !holds(expression.constant, lowered.relation) {
                    conflicts.append(LayoutConflict(constraint: index, conflictingWith: []))
                }
                continue
            }
            let linear = LinearExpression(terms: expression.terms.map { Term(variables[$0.variable.index], $0.coefficient) },
                                          constant: expression.constant)
            let relation: LinearRelation
            switch lowered.relation {
            case .lessThanOrEqual: relation = .lessThanOrEqual
            case .equal: relation = .equal
            case .greaterThanOrEqual: relation = .greaterThanOrEqual
            }
            let constraint = LinearConstraint(linear, relation,
                                              strength: .autoLayout(priority: lowered.priority.value))
            do {
                let id = try solver.add(constraint)
                added[id] = index
            } catch {
                if case .unsatisfiable(let conflicting) = error {
                    conflicts.append(LayoutConflict(constraint: index,
                                                    conflictingWith: conflicting.compactMap { added[$0] }.sorted()))
                } else if lowered.priority.isRequired {
                    conflicts.append(LayoutConflict(constraint: index, conflictingWith: []))
                }
            }
        }
        solver.updateVariables()
        let values = variables.map { variable -> Double in
            let value = solver.value(of: variable)
            return value.isFinite ? value : 0
        }
        return Result(values: values, conflicts: conflicts)
    }

    /// Whether `constant relation 0` is true (with a tolerance for rounding).
    private static func holds(_ constant: Double, _ relation: Relation) -> Bool {
        let tolerance = 1e-9
        switch relation {
        case .equal: return abs(constant) <= tolerance
        case .lessThanOrEqual: return constant <= tolerance
        case .greaterThanOrEqual: return constant >= -tolerance
        }
    }
}
