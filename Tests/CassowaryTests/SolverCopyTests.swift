import Testing
@testable import Cassowary

/// `Solver(copying:)`: a copy goes on independently of the original and answers as it would.
@Suite("Copies of a solver")
struct SolverCopyTests {
    @Test func copyAndOriginalGoOnIndependently() throws {
        for tracking in [ConstraintTracking.eager, .onDemand] {
            let original = Solver(tracking: tracking)
            let x = original.makeVariable("x"), w = original.makeVariable("w")
            let pin = try original.add(x == 8)
            try original.add(w >= 100)
            let copy = Solver(copying: original)
            // A weak w == 50 loses to w ≥ 100 in the copy; a required w == 120 holds in the original.
            try copy.add((w == 50) | .weak)
            try original.add(w == 120)
            copy.updateVariables(); original.updateVariables()
            #expect(copy.value(of: w) == 100 && copy.value(of: x) == 8)
            #expect(original.value(of: w) == 120 && original.value(of: x) == 8)
            // The copy takes the original's handles; removing the pin from it leaves the original's.
            try copy.remove(pin)
            #expect(!copy.contains(pin) && original.contains(pin))
            // A refusal in one is the refusal the other would give, and changes only that one.
            #expect(throws: SolverError.self) { try original.add(w == 130) }
            try copy.add(w == 130)
            copy.updateVariables()
            #expect(copy.value(of: w) == 130 && original.value(of: w) == 120)
        }
    }

    /// A copy made part-way through a load, given the rest, ends with the same values as the load.
    @Test func copyPartWayEndsWhereTheLoadEnds() throws {
        for tracking in [ConstraintTracking.eager, .onDemand] {
            let whole = Solver(tracking: tracking)
            let a = whole.makeVariable("a"), b = whole.makeVariable("b"), c = whole.makeVariable("c")
            try whole.add(a + b == 100)
            let partWay = Solver(copying: whole)
            // b − a == 20 with a + b == 100: a = 40, b = 60; c ≥ b + 10 and c == 0 weakly: c = 70.
            for solver in [whole, partWay] {
                try solver.add(b - a == 20)
                try solver.add(c >= b + 10)
                try solver.add((c == 0) | .weak)
                #expect(throws: SolverError.self) { try solver.add(a == 5) }
                solver.updateVariables()
            }
            #expect([a, b, c].map(whole.value(of:)) == [40, 60, 70])
            #expect([a, b, c].map(partWay.value(of:)) == [40, 60, 70])
        }
    }
}
