import Testing
@testable import Cassowary

/// Handles remember their solver: another solver refuses them and changes nothing.
@Suite("Handles of another solver")
struct HandleOwnershipTests {
    /// Two solvers with the same shape: constraint #0 of one must not be constraint #0 of the
    /// other. Before handles knew their solver, `b.remove(idFromA)` removed b's own #0.
    @Test func foreignConstraintIDIsRefusedAndRemovesNothing() throws {
        let a = Solver(), b = Solver()
        let xa = a.makeVariable("x"), xb = b.makeVariable("x")
        let idA = try a.add(xa == 10)
        let idB = try b.add(xb == 20)
        #expect(idA.rawValue == idB.rawValue)   // same position in each solver
        #expect(idA != idB)
        #expect(throws: SolverError.foreignConstraint(idA)) { try b.remove(idA) }
        #expect(b.contains(idB) && !b.contains(idA))
        #expect(b.constraintCount == 1)
        #expect(b.value(of: xb) == 20)
        #expect(a.contains(idA) && a.value(of: xa) == 10)
        #expect(a.owns(idA) && !b.owns(idA))
    }

    /// A removed constraint's id is unknown, not foreign: the two errors tell the cases apart.
    @Test func removedIsUnknownNotForeign() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        let id = try s.add(x >= 0)
        try s.remove(id)
        #expect(throws: SolverError.unknownConstraint(id)) { try s.remove(id) }
    }

    /// A variable of another solver is refused by every operation that takes one, before
    /// anything changes; the former behaviour gave it a fresh variable at the same position.
    @Test func foreignVariableIsRefusedEverywhere() throws {
        let a = Solver(), b = Solver()
        let xa = a.makeVariable("x")
        let yb = b.makeVariable("y")
        try b.add(yb == 3)
        #expect(throws: SolverError.foreignVariable(xa)) { try b.add(xa == 5) }
        #expect(throws: SolverError.foreignVariable(xa)) { try b.add(yb + xa >= 1) }
        #expect(throws: SolverError.foreignVariable(xa)) { try b.addEditVariable(xa, strength: .strong) }
        #expect(throws: SolverError.foreignVariable(xa)) { try b.suggestValue(1, for: xa) }
        #expect(throws: SolverError.foreignVariable(xa)) { try b.removeEditVariable(xa) }
        #expect(b.constraintCount == 1)
        #expect(b.variableCount == 1)
        #expect(b.value(of: yb) == 3)
        // Queries answer for this solver only: no value, no edit, not determined, no range.
        #expect(b.value(of: xa).isNaN)
        #expect(!b.hasEditVariable(xa))
        #expect(!b.isDetermined(xa))
        #expect(b.range(of: xa) == nil)
        #expect(b.name(of: xa) == "")
        #expect(!b.owns(xa) && a.owns(xa))
    }

    /// The first foreign variable in written order is the one named.
    @Test func theForeignVariableIsNamed() throws {
        let a = Solver(), b = Solver()
        let p = a.makeVariable("p"), q = a.makeVariable("q")
        let r = b.makeVariable("r")
        let error = solverError { try b.add(r + 2 * q - p <= 4) }
        #expect(error == .foreignVariable(q))
        #expect(error?.description.contains("variable q belongs to another solver") == true)
    }

    /// An edit variable of one solver cannot be driven through another solver that happens to
    /// have an edit variable at the same position.
    @Test func editHandlesStayWithTheirSolver() throws {
        let a = Solver(), b = Solver()
        let xa = a.makeVariable("xa"), xb = b.makeVariable("xb")
        try a.addEditVariable(xa, strength: .strong)
        try b.addEditVariable(xb, strength: .strong)
        try a.suggestValue(7, for: xa)
        #expect(throws: SolverError.foreignVariable(xa)) { try b.suggestValue(99, for: xa) }
        #expect(b.value(of: xb) == 0)
        #expect(a.value(of: xa) == 7)
    }

    /// Variable equality is identity: same solver and position; the name does not count.
    @Test func variableEquality() {
        let a = Solver(), b = Solver()
        let x = a.makeVariable("same"), y = a.makeVariable("same"), z = b.makeVariable("same")
        let xAgain = x
        let sameHandle: Bool = x == xAgain
        let twoNames: Bool = x == y
        let twoSolvers: Bool = x == z
        #expect(sameHandle && !twoNames && !twoSolvers)
        #expect(Set([x, y, z, xAgain]).count == 3)
    }

    /// Ids handed out in a conflict certificate and in `suspendedConstraints` are this solver's.
    @Test func certificateIdsBelongToTheSolver() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        let low = try s.add(x >= 10)
        let error = solverError { try s.add(x <= 5) }
        guard case .unsatisfiable(let conflicting) = error else {
            Issue.record("expected unsatisfiable, got \(String(describing: error))")
            return
        }
        #expect(conflicting == [low])
        #expect(conflicting.allSatisfy { s.owns($0) })
        try s.remove(conflicting[0])
        #expect(s.constraintCount == 0)
    }
}
