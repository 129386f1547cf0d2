import Cassowary
import LayoutEngine
import LayoutIR

/// A minimal set of required constraints that cannot all hold in one environment, with the
/// ways to resolve it.
public struct ConflictReport: Sendable {
    /// Indices into the environment's `LoweredSystem.constraints`; removing any one of them
    /// lets the others hold. In solver order.
    public var members: [Int]
    /// The members the user can break, best first (see `ConflictAnalysis.breakChoices`).
    public var choices: [BreakChoice]
    /// "20 + 80 + 8 + 200 + 20 = 328 > 320" when the conflict is a short sum of constants.
    public var arithmetic: String?
}

/// Breaking one member of a conflict: what it costs and where the views end up.
public struct BreakChoice: Sendable {
    /// The member (index into the lowered constraints).
    public var member: Int
    /// Total distance, in points, that the other views' frames move compared with the layout
    /// the solver chose when it dropped a constraint itself.
    public var movement: Double
    /// The frames (root coordinates) of the views this member's set touches, after breaking it.
    public var frames: [(name: String, frame: LayoutRect)]
    /// `>=` or `<=` when turning the equality into that inequality resolves the conflict.
    public var relaxedRelation: Relation?
}

/// Finds minimal conflicting sets and ranks how to break them.
public enum ConflictAnalysis {
    /// The minimal conflicting set behind every conflict the solver met in `solution`, each
    /// set once (two conflicts that shrink to the same set are one report).
    public static func reports(for solution: LayoutSolution) -> [ConflictReport] {
        minimalSets(in: solution.system, conflicts: solution.conflicts).map { members in
            ConflictReport(members: members, choices: breakChoices(members, in: solution),
                           arithmetic: arithmetic(members, system: solution.system))
        }
    }

    /// One minimal conflicting set per conflict the solver met while adding `system`'s
    /// constraints, without repeats. Each starts from the solver's certificate (the left-out
    /// constraint and the markers in its failing row) and is shrunk by a deletion filter.
    public static func minimalSets(in system: LoweredSystem, conflicts: [LayoutConflict]) -> [[Int]] {
        var seen: Set<[Int]> = []
        var sets: [[Int]] = []
        let leftOut = Set(conflicts.map(\.constraint))
        for conflict in conflicts {
            var candidate = Array(Set(conflict.conflictingWith + [conflict.constraint])).sorted()
            if isFeasible(system, candidate) {
                // The certificate was not enough on its own: start from every required
                // constraint added before, which certainly conflicts.
                candidate = system.constraints.indices.filter {
                    ($0 <= conflict.constraint && system.constraints[$0].priority.isRequired && !leftOut.contains($0))
                        || $0 == conflict.constraint
                }
                if isFeasible(system, candidate) { continue }
            }
            let members = minimize(system, candidate)
            if seen.insert(members).inserted { sets.append(members) }
        }
        return sets
    }

    /// Whether the given required constraints can all hold together.
    public static func isFeasible(_ system: LoweredSystem, _ members: [Int]) -> Bool {
        // A few constraints of a screen use a few of its variables, and setting up every
        // variable of the screen cost more than solving them: the subset has only the variables
        // its constraints use, in their order. The solver does the same arithmetic: it orders
        // its symbols by when they were made, the variables kept keep their order among
        // themselves and still come before every symbol a constraint adds, and the ones left
        // out were in no row.
        var position = [Int](repeating: -1, count: system.variableNames.count)
        for member in members {
            for term in system.constraints[member].expression.terms { position[term.variable.index] = 0 }
        }
        var names: [String] = []
        for index in position.indices where position[index] == 0 {
            position[index] = names.count
            names.append(system.variableNames[index])
        }
        var subset = LoweredSystem(variableNames: names)
        subset.constraints = members.map { member in
            var constraint = system.constraints[member]
            var expression = LayoutExpression(constant: constraint.expression.constant)
            for term in constraint.expression.terms {
                expression.add(LayoutVariable(position[term.variable.index]), term.coefficient)
            }
            constraint.expression = expression
            return constraint
        }
        // The deletion filter asks of sets that mostly still conflict.
        return LoadedSystem(subset, tracking: .eager).conflicts.isEmpty
    }

    /// Deletion filter: drop each member whose absence keeps the set infeasible. What remains
    /// is minimal — every member is needed for the contradiction.
    static func minimize(_ system: LoweredSystem, _ candidate: [Int]) -> [Int] {
        var members = candidate
        var index = 0
        while index < members.count {
            var without = members
            without.remove(at: index)
            if !without.isEmpty && !isFeasible(system, without) {
                members = without
            } else {
                index += 1
            }
        }
        return members
    }

    /// The members worth breaking, best first. The ranking:
    /// 1. constraints the user wrote before implicit ones (intrinsic size, stack views,
    ///    autoresizing) — those are fixed in the source by changing a view's properties, and the
    ///    environment's own constraints (screen size, bars, safe area) are never offered;
    /// 2. then the choice under which the other views move least (sum over all views of how far
    ///    each frame edge moves from the layout the solver settled on);
    /// 3. then a fixed constant (a width or height alone) before a structural pin between two
    ///    views, since a size is usually what was over-specified;
    /// 4. then source order.
    static func breakChoices(_ members: [Int], in solution: LayoutSolution) -> [BreakChoice] {
        let system = solution.system
        var choices: [BreakChoice] = []
        let touched = touchedViews(members, system: system)
        let breakable = members.filter { system.constraints[$0].origin.syntax != .environment }
        // The screen's other conflicts are still in the system: markers from the start.
        let relaxedValues = LoadedSystem.valuesRelaxing(breakable, to: Priority(clamping: 999), in: system,
                                                        tracking: solution.conflicts.count > 1 ? .eager : .onDemand)
        for (member, values) in zip(breakable, relaxedValues) {
            let movement = self.movement(of: values, from: solution.values, views: system.views)
            let frames = touched.compactMap { name -> (name: String, frame: LayoutRect)? in
                guard let v = system.views[name] else { return nil }
                return (name, LayoutRect(x: values[v.left.index], y: values[v.top.index],
                                   width: values[v.width.index], height: values[v.height.index]))
            }
            var relation: Relation?
            let constraint = system.constraints[member]
            if constraint.relation == .equal {
                let others = members.filter { $0 != member }
                for candidate in [Relation.greaterThanOrEqual, .lessThanOrEqual] {
                    var changed = system
                    changed.constraints[member].relation = candidate
                    if isFeasible(changed, others + [member]) {
                        // Report in the user's orientation: the lowered form is `first − second`.
                        relation = candidate
                        break
                    }
                }
            }
            choices.append(BreakChoice(member: member, movement: movement.isFinite ? movement : .infinity,
                                       frames: frames, relaxedRelation: relation))
        }
        func rank(_ choice: BreakChoice) -> (Int, Double, Int, Int) {
            let constraint = system.constraints[choice.member]
            return (constraint.origin.syntax.isImplicit ? 1 : 0,
                    (choice.movement * 2).rounded() / 2,
                    constraint.constraint.secondItem == nil ? 0 : 1,
                    choice.member)
        }
        return choices.sorted { rank($0) < rank($1) }
    }

    /// How far the views move between two solutions of one system: the sum over every view of
    /// how far each frame edge (x, y, width, height) moves. The break choices are ranked by it,
    /// and `vflc explain` ranks the changes it offers by it, so both say "moves least" alike.
    public static func movement(of values: [Double], from baseline: [Double], views: [String: ViewVariables]) -> Double {
        var movement = 0.0
        for variables in views.values {
            for variable in [variables.left, variables.top, variables.width, variables.height] {
                let index = variable.index
                guard index < values.count, index < baseline.count else { continue }
                movement += abs(values[index] - baseline[index])
            }
        }
        return movement
    }

    /// The views named by the constraints the solver left out and those they conflict with:
    /// their frames are whatever the dropped constraint left, so frame and ambiguity findings
    /// about them would only repeat the conflict.
    static func viewsInConflicts(_ solution: LayoutSolution) -> Set<String> {
        var views: Set<String> = []
        for conflict in solution.conflicts {
            views.formUnion(touchedViews([conflict.constraint] + conflict.conflictingWith, system: solution.system))
        }
        return views
    }

    /// The views named by the members, in first-mention order, without the root.
    static func touchedViews(_ members: [Int], system: LoweredSystem) -> [String] {
        var names: [String] = []
        for member in members {
            let constraint = system.constraints[member].constraint
            for item in [constraint.firstItem] + (constraint.secondItem.map { [$0] } ?? []) {
                let name = item.view
                guard name != LayoutItem.rootName, system.views[name] != nil, !names.contains(name) else { continue }
                names.append(name)
            }
        }
        return names
    }
}
