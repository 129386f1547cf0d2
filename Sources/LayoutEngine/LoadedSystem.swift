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
        var loading = SystemLoading(system, tracking: tracking, strengths: Array(Self.strengths(for: system)))
        for index in system.constraints.indices {
            loading.add(index, of: system, priority: system.constraints[index].priority)
        }
        loading.solver.updateVariables()
        self.solver = loading.solver
        self.variables = loading.variables
        self.constraintIDs = loading.ids
        self.conflicts = loading.conflicts
    }

    /// The current value of every layout variable (non-finite values read as 0).
    public var values: [Double] { SystemLoading.values(of: variables, in: solver) }

    /// The values `LoadedSystem(relaxed, tracking: tracking).values` gives for each member, where
    /// `relaxed` is `system` with that member's priority set to `priority`; in `members`' order.
    ///
    /// The break choices of a conflict ask this of every member, and loading the whole screen
    /// once per member was a tenth of lint. When every member is required, every relaxed system
    /// has the same optional levels (the system's and `priority`), so the same weights
    /// (`strengths(for:)` depends only on the set of levels), and adds the same constraints
    /// as every other up to its member: one load at those weights goes through the system, and
    /// each member's load continues from a copy of its solver (`Solver(copying:)`) taken
    /// just before that member, doing the same arithmetic as a load from the start. Otherwise
    /// each member is loaded from the start.
    public static func valuesRelaxing(_ members: [Int], to priority: Priority, in system: LoweredSystem,
                                      tracking: ConstraintTracking) -> [[Double]] {
        let sharesPrefix = !priority.isRequired
            && members.allSatisfy { system.constraints.indices.contains($0) && system.constraints[$0].priority.isRequired }
        guard sharesPrefix else {
            return members.map { member in
                var relaxed = system
                relaxed.constraints[member].priority = priority
                return LoadedSystem(relaxed, tracking: tracking).values
            }
        }
        let strengths = Array(Self.strengths(forLevels: Self.optionalLevels(of: system).union([priority])))
        var valuesByMember: [Int: [Double]] = [:]
        var prefix = SystemLoading(system, tracking: tracking, strengths: strengths)
        var next = 0
        for member in Set(members).sorted() {
            while next < member {
                prefix.add(next, of: system, priority: system.constraints[next].priority)
                next += 1
            }
            var relaxed = prefix.copy()
            relaxed.add(member, of: system, priority: priority)
            for index in (member + 1)..<system.constraints.count {
                relaxed.add(index, of: system, priority: system.constraints[index].priority)
            }
            relaxed.solver.updateVariables()
            valuesByMember[member] = relaxed.values
        }
        return members.map { valuesByMember[$0] ?? [] }
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
        strengths(forLevels: optionalLevels(of: system))
    }

    /// The distinct optional priorities of `system`.
    static func optionalLevels(of system: LoweredSystem) -> Set<Priority> {
        Set(system.constraints.lazy.map(\.priority).filter { !$0.isRequired })
    }

    /// The weights ``strengths(for:)`` gives a system whose optional priorities are `levels`.
    static func strengths(forLevels levelSet: Set<Priority>) -> [Priority: Strength] {
        let levels = levelSet.sorted()
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
}
