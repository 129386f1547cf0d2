import Testing
@testable import Cassowary

@Suite("Adding constraints as one batch")
struct BatchAddingTests {
    /// Weak x = 10, strong x = 20, medium x = 30, required x ≥ 15: the strong preference wins
    /// (20 satisfies x ≥ 15), whatever order the batch uses.
    @Test func theStrongestPreferenceWinsAsOneByOne() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        let ids = try s.add(contentsOf: [
            LinearConstraint(x - 10, .equal, strength: .weak),
            LinearConstraint(x - 15, .greaterThanOrEqual),
            LinearConstraint(x - 20, .equal, strength: .strong),
            LinearConstraint(x - 30, .equal, strength: .medium),
        ])
        #expect(s.value(of: x) == 20)
        #expect(ids.count == 4)
        #expect(s.constraintCount == 4)
    }

    /// The ids come back in the order given, whatever order the solver added them in:
    /// removing the second one (the strong x = 20) leaves medium x = 30 the strongest.
    @Test func idsAreInTheGivenOrder() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        let ids = try s.add(contentsOf: [
            LinearConstraint(x - 10, .equal, strength: .weak),
            LinearConstraint(x - 20, .equal, strength: .strong),
            LinearConstraint(x - 30, .equal, strength: .medium),
        ])
        try s.remove(ids[1])
        #expect(s.value(of: x) == 30)
        #expect(!s.contains(ids[1]))
        #expect(s.contains(ids[0]) && s.contains(ids[2]))
    }

    /// A chain longer than one reordering window (``Solver/batchWindow``): x0 = 0 and
    /// x(k) = x(k−1) + 1, each link required, with weak pulls towards 0 that must all lose.
    /// By hand, x(k) = k, so x(399) = 399.
    @Test func aChainAcrossWindowsIsSolvedExactly() throws {
        let s = Solver()
        let count = 400
        let xs = (0..<count).map { s.makeVariable("x\($0)") }
        var constraints = [LinearConstraint(LinearExpression(xs[0]), .equal)]
        for k in 1..<count {
            constraints.append(LinearConstraint(xs[k] - xs[k - 1] - 1, .equal))
            constraints.append(LinearConstraint(LinearExpression(xs[k]), .equal, strength: .weak))
        }
        try s.add(contentsOf: constraints)
        #expect(constraints.count > Solver.batchWindow)
        #expect(s.value(of: xs[count - 1]) == Double(count - 1))
        #expect(s.value(of: xs[300]) == 300)
    }

    /// x = 3 and x = 4, both required, cannot hold: the batch is refused and the constraints
    /// it had added before the conflict are taken out again.
    @Test func aRefusedBatchLeavesTheSolverAsItWas() throws {
        let s = Solver()
        let x = s.makeVariable("x"), y = s.makeVariable("y")
        let kept = try s.add(LinearConstraint(y - 7, .equal))
        let error = solverError {
            try s.add(contentsOf: [
                LinearConstraint(x - 1, .greaterThanOrEqual, strength: .weak),
                LinearConstraint(x - 3, .equal),
                LinearConstraint(x - 4, .equal),
            ])
        }
        guard case .unsatisfiable = error else {
            Issue.record("expected unsatisfiable, got \(String(describing: error))")
            return
        }
        #expect(s.constraintCount == 1)
        #expect(s.contains(kept))
        #expect(s.value(of: y) == 7)
        // x is free again: a weak x = 5 alone decides it.
        try s.add(LinearConstraint(x - 5, .equal, strength: .weak))
        #expect(s.value(of: x) == 5)
    }

    /// A constraint identical to one already in the solver refuses the batch like `add` does.
    @Test func aDuplicateRefusesTheBatch() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        let first = try s.add(LinearConstraint(x - 2, .equal))
        let error = solverError {
            try s.add(contentsOf: [LinearConstraint(x - 1, .lessThanOrEqual, strength: .weak),
                                   LinearConstraint(x - 2, .equal)])
        }
        guard case .duplicateConstraint(let existing) = error else {
            Issue.record("expected duplicateConstraint, got \(String(describing: error))")
            return
        }
        #expect(existing == first)
        #expect(s.constraintCount == 1)
        #expect(s.value(of: x) == 2)
    }

    /// The order: required equalities, then weighted constraints strongest first, then
    /// required inequalities, each in the given order on ties.
    @Test func batchOrderPutsDefinitionsThenStrongerPreferencesFirst() {
        let s = Solver()
        let x = s.makeVariable("x")
        let window: ArraySlice<LinearConstraint> = [
            LinearConstraint(x - 4, .greaterThanOrEqual),                  // 0 required inequality
            LinearConstraint(x - 2, .equal, strength: .weak),              // 1
            LinearConstraint(x - 3, .equal, strength: .strong),            // 2
            LinearConstraint(x - 1, .equal),                               // 3 required equality
            LinearConstraint(x - 5, .equal, strength: .weak),              // 4
            LinearConstraint(x - 6, .lessThanOrEqual),                     // 5 required inequality
        ]
        #expect(Solver.batchOrder(window) == [3, 2, 1, 4, 0, 5])
    }
}
