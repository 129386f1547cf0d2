import Cassowary
import Foundation
import LayoutIR

/// A ``LoweredSystem`` loaded into a fresh Cassowary `Solver`: the one place the engine talks
/// to the solver. The checker (ambiguity, break choices) keeps working on the same solver.
///
/// Each load makes its own solver, so loads never share state and environments can be solved in
/// parallel; a `LoadedSystem` itself is not meant to be shared between threads.
public final class LoadedSystem {
    /// The solver holding every constraint that could be added.
    public let solver: Solver
    /// The solver variable of each layout variable (by ``LayoutVariable/index``).
    public let variables: [SolverVariable]
    /// The solver's id of each lowered constraint; `nil` when it was not added (a conflict, or a
    /// constraint without variables).
    public let constraintIDs: [ConstraintID?]
    /// Required constraints that could not be added, with the constraints they conflict with.
    public let conflicts: [LayoutConflict]

    /// Adds `system`'s constraints to a new solver in order and solves.
    /// - Parameters:
    ///   - system: the lowered constraints, added in their order.
    ///   - tracking: `.onDemand` (the default) makes the markers that name a conflict's members
    ///     only when a required constraint is refused, replaying the additions so far; a caller
    ///     that expects the system to conflict (a conflict's subsets, a screen that keeps another
    ///     conflict) passes `.eager` and pays for the markers once instead of twice. Both land on
    ///     the same values and conflicts (`ConstraintTracking`).
    public init(_ system: LoweredSystem, tracking: ConstraintTracking = .onDemand) {
        let solver = Solver(tracking: tracking)
        let variables = solver.makeVariables(system.variableNames)
        var ids = [ConstraintID?](repeating: nil, count: system.constraints.count)
        // The lowered index of each constraint the solver took, by the id's raw value (ids
        // count up from 0 in a fresh solver).
        var lowered: [Int] = []
        lowered.reserveCapacity(system.constraints.count)
        var conflicts: [LayoutConflict] = []
        // A handful of distinct priorities: a linear scan beats hashing one per constraint.
        let strengths = Array(Self.strengths(for: system))
        // By index, reading fields in place: copying each whole LoweredConstraint (its IR
        // constraint, origin and strings) would cost more than the fields used here.
        for index in system.constraints.indices {
            let expression = system.constraints[index].expression
            if expression.isConstant {
                // No variables: it holds or it does not, whatever the layout.
                if system.constraints[index].priority.isRequired && !Self.holds(expression.constant, system.constraints[index].relation) {
                    conflicts.append(LayoutConflict(constraint: index, conflictingWith: [], in: system))
                }
                continue
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
                let strength = system.constraints[index].priority.isRequired ? .required
                    : strengths.first { $0.key == system.constraints[index].priority }?.value ?? .autoLayout(priority: system.constraints[index].priority.value)
                let id = try solver.add(LinearConstraint(linear, relation, strength: strength))
                ids[index] = id
                if id.rawValue >= lowered.count {
                    lowered.append(contentsOf: repeatElement(-1, count: id.rawValue + 1 - lowered.count))
                }
                lowered[id.rawValue] = index
            } catch {
                if case .unsatisfiable(let conflicting) = error {
                    conflicts.append(LayoutConflict(constraint: index,
                                                    conflictingWith: conflicting.compactMap { id in
                                                        lowered.indices.contains(id.rawValue) && lowered[id.rawValue] >= 0
                                                            ? lowered[id.rawValue] : nil
                                                    }.sorted(), in: system))
                } else if case .duplicateConstraint = error {
                    // A duplicate of a constraint already added holds whenever that one does.
                } else if system.constraints[index].priority.isRequired {
                    conflicts.append(LayoutConflict(constraint: index, conflictingWith: [], in: system))
                }
            }
        }
        solver.updateVariables()
        self.solver = solver
        self.variables = variables
        self.constraintIDs = ids
        self.conflicts = conflicts
    }

    /// The current value of every layout variable (non-finite values read as 0).
    public var values: [Double] {
        variables.map { variable in
            let value = solver.value(of: variable)
            return value.isFinite ? value : 0
        }
    }

    /// The solver strength of each optional priority used in `system`.
    ///
    /// Auto Layout satisfies higher priorities before lower ones: a label hugging at 251 keeps its
    /// width even when that costs a 250 constraint more points than it saves. A fixed weight per
    /// priority (`Strength.autoLayout`, neighbours 2 % apart) trades points between neighbours
    /// instead. So the distinct optional priorities of a system are ranked and their weights
    /// spread evenly over kiwi's range 1…10⁹: with n levels each outweighs the next lower by
    /// 10^(9 / (n − 1)) — 1000× for four levels, 10× for ten — lexicographic for all practical
    /// layouts while keeping the objective's numbers within what the solver handles well.
    static func strengths(for system: LoweredSystem) -> [Priority: Strength] {
        let levels = Set(system.constraints.lazy.map(\.priority).filter { !$0.isRequired }).sorted()
        guard levels.count > 1 else {
            return Dictionary(uniqueKeysWithValues: levels.map { ($0, Strength.weight(1000)) })
        }
        let step = 9 / Double(levels.count - 1)
        var strengths: [Priority: Strength] = [:]
        for (rank, priority) in levels.enumerated() {
            strengths[priority] = .weight(pow(10, step * Double(rank)))
        }
        return strengths
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
