import Testing
@testable import Cassowary

@Suite("Unsatisfiable constraints and their conflict sets")
struct ConflictTests {
    /// The refused constraint leaves the solver exactly as it was.
    @Test func refusalLeavesSolverUnchanged() throws {
        let s = Solver()
        let x = s.makeVariable(), y = s.makeVariable()
        let a = try s.add(LinearConstraint(x - 10, .greaterThanOrEqual))
        let b = try s.add(LinearConstraint(y - x - 5, .greaterThanOrEqual))
        try s.add(LinearConstraint(y - 100, .equal, strength: .weak))
        try s.add(LinearConstraint(LinearExpression(x), .equal, strength: .weak))
        let before = (s.value(of: x), s.value(of: y), s.constraintCount)
        #expect(throws: SolverError.unsatisfiable(conflicting: [a, b])) {
            try s.add(LinearConstraint(y - 12, .lessThanOrEqual))
        }
        #expect((s.value(of: x), s.value(of: y), s.constraintCount) == before)
        #expect(before.0 == 10 && before.1 == 100)
        // Still fully usable.
        try s.add(LinearConstraint(y - 50, .lessThanOrEqual))
        #expect(s.value(of: y) == 50)
    }

    @Test func contradictoryEqualities() throws {
        let s = Solver()
        let x = s.makeVariable()
        let first = try s.add(LinearConstraint(x - 10, .equal))
        #expect(throws: SolverError.unsatisfiable(conflicting: [first])) {
            try s.add(LinearConstraint(x - 20, .equal))
        }
        // A constraint that merely repeats what is implied is fine.
        try s.add(LinearConstraint(2 * x - 20, .equal))
        #expect(s.value(of: x) == 10)
    }

    /// Conflicts through eliminated (defined) variables name the defining equalities too,
    /// and leave out constraints that play no part.
    @Test func conflictThroughDefinitions() throws {
        let s = Solver()
        let views = (0..<6).map { _ in s.makeVariable() }
        let root = try s.add(LinearConstraint(LinearExpression(views[0]), .equal))
        var chain: [ConstraintID] = []
        for k in 1..<6 {
            chain.append(try s.add(LinearConstraint(views[k] - views[k - 1] - 10, .equal)))
        }
        let other = s.makeVariable()
        try s.add(LinearConstraint(other - 3, .equal))                 // unrelated
        try s.add(LinearConstraint(views[3] - 100, .equal, strength: .strong))   // not required
        do {
            try s.add(LinearConstraint(views[4] - 35, .lessThanOrEqual))
            Issue.record("x4 = 40 cannot be ≤ 35")
        } catch {
            guard case let .unsatisfiable(conflicting) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect(conflicting == [root] + chain.prefix(4))
        }
        #expect(s.value(of: views[5]) == 50)
    }

    /// A required inequality that needs phase one (no variable of its own to solve for).
    @Test func conflictFoundByPhaseOne() throws {
        let s = Solver()
        let x = s.makeVariable(), y = s.makeVariable(), z = s.makeVariable()
        let a = try s.add(LinearConstraint(x + y - 10, .lessThanOrEqual))
        let b = try s.add(LinearConstraint(x - 2, .greaterThanOrEqual))
        let c = try s.add(LinearConstraint(y - 3, .greaterThanOrEqual))
        try s.add(LinearConstraint(z - x, .greaterThanOrEqual))
        // x + y ≥ 11 contradicts a alone.
        #expect(throws: SolverError.unsatisfiable(conflicting: [a])) {
            try s.add(LinearConstraint(x + y - 11, .greaterThanOrEqual))
        }
        // x + y ≤ 4 contradicts b and c together, not a.
        #expect(throws: SolverError.unsatisfiable(conflicting: [b, c])) {
            try s.add(LinearConstraint(x + y - 4, .lessThanOrEqual))
        }
        try s.add(LinearConstraint(x + y - 10, .greaterThanOrEqual))
        #expect(s.value(of: x) + s.value(of: y) == 10)
    }

    /// Constraints without variables are checked as they are.
    @Test func constantConstraints() throws {
        let s = Solver()
        let x = s.makeVariable()
        try s.add(LinearConstraint(LinearExpression(5), .greaterThanOrEqual))
        try s.add(LinearConstraint(LinearExpression(0), .equal))
        try s.add(LinearConstraint(LinearExpression(3), .equal, strength: .weak))
        try s.add(LinearConstraint(x - x + 1, .lessThanOrEqual, strength: .medium))
        #expect(throws: SolverError.unsatisfiable(conflicting: [])) {
            try s.add(LinearConstraint(LinearExpression(-5), .greaterThanOrEqual))
        }
        #expect(throws: SolverError.unsatisfiable(conflicting: [])) {
            try s.add(LinearConstraint(x - x + 3, .equal))
        }
        #expect(s.constraintCount == 4)
        #expect(x.ordinal == 0)
    }

    /// Non-required constraints never block a required one.
    @Test func preferencesGiveWay() throws {
        let s = Solver()
        let x = s.makeVariable()
        try s.add(LinearConstraint(x - 10, .equal, strength: .strong))
        try s.add(LinearConstraint(x - 10, .greaterThanOrEqual, strength: .strong))
        try s.add(LinearConstraint(x - 3, .equal))
        #expect(s.value(of: x) == 3)
    }
}
