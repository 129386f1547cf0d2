import Cassowary
import LayoutIR

/// A lowered system's constraints being added to a solver one at a time, in order: what
/// ``LoadedSystem`` does, kept apart so that the break choices of a conflict can copy a load
/// part-way (``LoadedSystem/valuesRelaxing(_:to:in:tracking:)``).
struct SystemLoading {
    /// The solver being loaded (a class: ``copy()`` makes a new one).
    var solver: Solver
    /// The solver variable of each layout variable.
    let variables: [SolverVariable]
    /// The solver's id of each lowered constraint added so far.
    var ids: [ConstraintID?]
    /// The lowered index of each constraint the solver took, by the id's raw value (ids count
    /// up from 0 in a fresh solver).
    var lowered: [Int]
    /// Required constraints refused so far.
    var conflicts: [LayoutConflict] = []
    /// ``LoadedSystem/strengths(for:)``: a handful of distinct priorities, where a linear scan
    /// beats hashing one per constraint.
    let strengths: [(key: Priority, value: Strength)]

    init(_ system: LoweredSystem, tracking: ConstraintTracking, strengths: [(key: Priority, value: Strength)]) {
        solver = Solver(tracking: tracking)
        variables = solver.makeVariables(system.variableNames)
        ids = [ConstraintID?](repeating: nil, count: system.constraints.count)
        lowered = []
        lowered.reserveCapacity(system.constraints.count)
        self.strengths = strengths
    }

    /// The same load going on independently (its own copy of the solver).
    func copy() -> SystemLoading {
        var copy = self
        copy.solver = Solver(copying: solver)
        return copy
    }

    /// Adds `system`'s constraint `index` at `priority` (its own, except for a relaxed member).
    mutating func add(_ index: Int, of system: LoweredSystem, priority: Priority) {
        // Fields read in place: copying each whole LoweredConstraint (its IR constraint, origin
        // and strings) would cost more than the fields used here.
        let expression = system.constraints[index].expression
        if expression.isConstant {
            // No variables: it holds or it does not, whatever the layout.
            if priority.isRequired && !Self.holds(expression.constant, system.constraints[index].relation) {
                conflicts.append(LayoutConflict(constraint: index, conflictingWith: [], in: system))
            }
            return
        }
        let linear = LinearExpression(terms: expression.terms.map { LinearTerm(variables[$0.variable.index], $0.coefficient) },
                                      constant: expression.constant)
        let relation: LinearRelation
        switch system.constraints[index].relation {
        case .lessThanOrEqual: relation = .lessThanOrEqual
        case .equal: relation = .equal
        case .greaterThanOrEqual: relation = .greaterThanOrEqual
        }
        do {
            let strength = priority.isRequired ? .required
                : strengths.first { $0.key == priority }?.value ?? .autoLayout(priority: priority.value)
            let id = try solver.add(LinearConstraint(linear, relation, strength: strength))
            ids[index] = id
            if id.rawValue >= lowered.count {
                lowered.append(contentsOf: repeatElement(-1, count: id.rawValue + 1 - lowered.count))
            }
            lowered[id.rawValue] = index
        } catch {
            if case .unsatisfiable(let conflicting) = error {
                let lowered = self.lowered
                conflicts.append(LayoutConflict(constraint: index,
                                                conflictingWith: conflicting.compactMap { id in
                                                    lowered.indices.contains(id.rawValue) && lowered[id.rawValue] >= 0
                                                        ? lowered[id.rawValue] : nil
                                                }.sorted(), in: system))
            } else if case .duplicateConstraint = error {
                // A duplicate of a constraint already added holds whenever that one does.
            } else if priority.isRequired {
                conflicts.append(LayoutConflict(constraint: index, conflictingWith: [], in: system))
            }
        }
    }

    /// The current value of every layout variable (non-finite values read as 0).
    var values: [Double] { Self.values(of: variables, in: solver) }

    static func values(of variables: [SolverVariable], in solver: Solver) -> [Double] {
        variables.map { variable in
            let value = solver.value(of: variable)
            return value.isFinite ? value : 0
        }
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
