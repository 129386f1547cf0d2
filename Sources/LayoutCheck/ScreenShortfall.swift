import LayoutEngine
import LayoutIR

/// Why a view has a negative size in every solution: the required constraints that, with the
/// view's size at zero or more, cannot all hold — the constraints that cannot give way — and
/// their sum (`needs 336 pt, has 320`). A screen too small for what cannot give way is one
/// finding at the view, with these members as its notes, not a cascade at its consequences.
///
/// Found the way a conflict's minimal set is: the view's size `≥ 0` added after every required
/// constraint of the environment, the solver's certificate for that row shrunk by the deletion
/// filter, and the members' Farkas sum read as a conflict's.
struct ScreenShortfall {
    /// The members, as indices into the solution's lowered constraints (the added `≥ 0` row is
    /// not one of them).
    var members: [Int]
    /// `needs 336 pt, has 320` with its sum, when the set is a short sum of constants.
    var sum: ConflictSum?
    /// The members that, lowered below required, let the view keep a size of 0 or more with every
    /// other required constraint of the environment holding (checked by re-solving each).
    var givingWayFits: [Int]
    /// `width` or `height`.
    var attribute: String

    /// The shortfall behind `view`'s negative width (`horizontal`) or height, or `nil` when some
    /// solution of the required constraints gives it a size of 0 or more (its negative size is
    /// then the choice of optional constraints) or the view is not in the system.
    init?(view: String, horizontal: Bool, in solution: LayoutSolution) {
        let system = solution.system
        guard let variables = system.views[view] else { return nil }
        let size = horizontal ? variables.width : variables.height
        // The required constraints the solver could add (those it left out conflict already and
        // are reported on their own), then the fact that no size is negative.
        let leftOut = Set(solution.conflicts.map(\.constraint))
        let required = system.constraints.indices.filter { system.constraints[$0].priority.isRequired && !leftOut.contains($0) }
        var subset = system
        subset.constraints = required.map { system.constraints[$0] }
        let sizeAttribute: Attribute = horizontal ? .width : .height
        let nonNegative = IRConstraint(.view(view), sizeAttribute, .greaterThanOrEqual, constant: 0,
                                       origin: ConstraintOrigin(syntax: .environment, detail: "a size is never negative"))
        subset.constraints.append(LoweredConstraint(constraint: nonNegative, expression: LayoutExpression(size),
                                                    relation: .greaterThanOrEqual, priority: .required))
        let added = subset.constraints.count - 1
        guard let conflict = LoadedSystem(subset).conflicts.first(where: { $0.constraint == added }),
              let minimal = ConflictAnalysis.minimalSets(in: subset, conflicts: [conflict]).first,
              minimal.contains(added) else { return nil }
        let sum = ConflictAnalysis.sum(minimal, system: subset) { member in
            // What the layout has: the environment's sizes; the size fact is what it needs.
            if member == added { return 9 }
            let row = subset.constraints[member]
            return (row.origin.syntax == .environment ? 0 : 4) + (row.relation == .equal ? 1 : 0)
        }
        self.attribute = horizontal ? "width" : "height"
        let kept = minimal.filter { $0 != added }
        members = kept.map { required[$0] }
        self.sum = sum
        // Lowering a member fits the view when the rest of the environment's required
        // constraints then hold with its size ≥ 0; the environment's own are never offered.
        let everything = Array(subset.constraints.indices)
        // A fixed size (a width or height alone) first, as the checker ranks break choices: a
        // size is usually what was asked too much of; then source order.
        givingWayFits = kept.filter { member in
            // Implicit constraints (autoresizing masks, intrinsic sizes, stack views, the
            // environment) are changed through the view's properties, not lowered.
            !subset.constraints[member].origin.syntax.isImplicit
                && ConflictAnalysis.isFeasible(subset, everything.filter { $0 != member })
        }.map { required[$0] }.sorted { lhs, rhs in
            (system.constraints[lhs].constraint.secondItem == nil ? 0 : 1, lhs)
                < (system.constraints[rhs].constraint.secondItem == nil ? 0 : 1, rhs)
        }
    }

    /// The message's reason: `the screen does not fit what cannot give way: needs 336 pt, has 320`.
    var reason: String {
        let reason = "the screen does not fit what cannot give way"
        if let needsAndHas = sum?.needsAndHas { return "\(reason): \(needsAndHas)" }
        return reason
    }

    /// The notes: each member (where it is written, what it says), then which of them can give
    /// way.
    func notes(for view: String, in system: LoweredSystem) -> [DiagnosticNote] {
        var notes = members.map { member in
            DiagnosticNote("cannot give way: " + ConflictDiagnostic.describe(system.constraints[member]),
                           span: system.constraints[member].origin.span)
        }
        if givingWayFits.isEmpty, members.allSatisfy({ system.constraints[$0].origin.syntax.isImplicit }) {
            notes.append(DiagnosticNote("to fix: every constraint that cannot give way comes from the environment or the views' properties (autoresizing masks, intrinsic sizes, stack views): change those properties"))
        } else if !givingWayFits.isEmpty {
            let names = givingWayFits.prefix(3).map { "'\(system.constraints[$0].constraint)'" }.joined(separator: ", ")
            let more = givingWayFits.count > 3 ? " or \(givingWayFits.count - 3) more" : ""
            // Auto Layout itself has no rule against a negative size: lowered alone, the member
            // would still be met exactly and the view stay negative. It takes both changes.
            notes.append(DiagnosticNote("to fix: give '\(view)' a required minimum \(attribute) ('>= 0' or more) and lower one of \(names)\(more) below required (@999) so that it gives way; re-solved with a minimum of 0, every other required constraint holds"))
        }
        return notes
    }
}
