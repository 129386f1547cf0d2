import Testing
@testable import Cassowary

@Suite("Solver basics")
struct SolverBasicsTests {
    @Test func requiredEqualitiesAndInequalities() throws {
        let s = Solver()
        let x = s.makeVariable("x"), w = s.makeVariable("w")
        try s.add(LinearConstraint(x - 8, .equal))
        try s.add(LinearConstraint(w - 100, .greaterThanOrEqual))
        try s.add(LinearConstraint(w - 50, .equal, strength: .weak))
        #expect(s.value(of: x) == 8)
        #expect(s.value(of: w) == 100)
        #expect(s.name(of: x) == "x")
    }

    /// Variables made together are the ones made one by one: the same ordinals, names and
    /// solver, and they solve alike before and after variables made singly.
    /// x = 8, y = 2x = 16, z = x + y = 24, w = z − 4 = 20 by hand.
    @Test func variablesMadeTogetherAreVariablesMadeOneByOne() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        let made = s.makeVariables(["y", "z"])
        let w = s.makeVariable("w")
        #expect(made.map(\.ordinal) == [1, 2])
        #expect(made.map { s.name(of: $0) } == ["y", "z"])
        #expect(w.ordinal == 3 && s.variableCount == 4)
        #expect(made.allSatisfy(s.owns))
        #expect(s.makeVariables([]).isEmpty && s.variableCount == 4)
        let y = made[0], z = made[1]
        try s.add(LinearConstraint(x - 8, .equal))
        try s.add(LinearConstraint(y - 2 * x, .equal))
        try s.add(LinearConstraint(z - x - y, .equal))
        try s.add(LinearConstraint(w - z + 4, .equal))
        #expect([s.value(of: x), s.value(of: y), s.value(of: z), s.value(of: w)] == [8, 16, 24, 20])
    }

    @Test func strongerPreferenceWins() throws {
        let s = Solver()
        let x = s.makeVariable()
        try s.add(LinearConstraint(x - 10, .equal, strength: .weak))
        try s.add(LinearConstraint(x - 20, .equal, strength: .strong))
        try s.add(LinearConstraint(x - 30, .equal, strength: .medium))
        #expect(s.value(of: x) == 20)
    }

    @Test func expressionOperatorsBuildTheSameConstraint() throws {
        let s = Solver()
        let a = s.makeVariable(), b = s.makeVariable()
        try s.add(LinearConstraint(lhs: 2 * a + 4, .equal, rhs: LinearExpression(b) / 2))   // 2a + 4 = b/2
        try s.add(LinearConstraint(b - 20, .equal))
        #expect(s.value(of: a) == 3)
        let e = (a + b) - (a * 3) + 1.5 - b
        #expect(e.constant == 1.5)
        #expect(e.terms.map(\.coefficient).reduce(0, +) == -2)
    }

    @Test func nonFiniteInputIsRefused() throws {
        let s = Solver()
        let x = s.makeVariable()
        #expect(refusedNumber { try s.add(LinearConstraint(x * .nan, .equal)) } != nil)
        #expect(refusedNumber { try s.add(LinearConstraint(x + .infinity, .equal)) } != nil)
        #expect(refusedNumber { try s.add(LinearConstraint(x / 0, .equal)) } != nil)
        #expect(refusedNumber {
            try s.add(LinearConstraint(LinearExpression(x), .equal, strength: .weight(.nan)))
        } != nil)
        #expect(refusedNumber {
            try s.add(LinearConstraint(LinearExpression(x), .equal, strength: .autoLayout(priority: .nan)))
        } != nil)
        try s.addEditVariable(x, strength: .strong)
        #expect(refusedNumber { try s.suggestValue(.infinity, for: x) } != nil)
        #expect(s.constraintCount == 0)
    }

    @Test func duplicatesAndUnknownIds() throws {
        let s = Solver()
        let x = s.makeVariable(), y = s.makeVariable()
        let id = try s.add(LinearConstraint(x - y, .greaterThanOrEqual))
        // Same terms in another order, split differently: still the same constraint.
        #expect(throws: SolverError.duplicateConstraint(existing: id)) {
            try s.add(LinearConstraint(LinearExpression(terms: [LinearTerm(y, -0.5), LinearTerm(x, 1), LinearTerm(y, -0.5)]),
                                       .greaterThanOrEqual))
        }
        try s.add(LinearConstraint(x - y, .greaterThanOrEqual, strength: .weak))   // other strength: fine
        try s.remove(id)
        #expect(!s.contains(id))
        #expect(throws: SolverError.unknownConstraint(id)) { try s.remove(id) }
        try s.add(LinearConstraint(x - y, .greaterThanOrEqual))   // gone, so no longer a duplicate
    }

    @Test func editVariableErrors() throws {
        let s = Solver()
        let x = s.makeVariable()
        #expect(throws: SolverError.requiredEditStrength(x)) { try s.addEditVariable(x, strength: .required) }
        #expect(throws: SolverError.unknownEditVariable(x)) { try s.suggestValue(1, for: x) }
        #expect(throws: SolverError.unknownEditVariable(x)) { try s.removeEditVariable(x) }
        try s.addEditVariable(x, strength: .strong)
        #expect(s.hasEditVariable(x))
        #expect(throws: SolverError.duplicateEditVariable(x)) { try s.addEditVariable(x, strength: .weak) }
        try s.removeEditVariable(x)
        #expect(!s.hasEditVariable(x))
    }

    @Test func editsMoveOnlyWhatDependsOnThem() throws {
        let s = Solver()
        let a1 = s.makeVariable(), a2 = s.makeVariable(), b1 = s.makeVariable(), b2 = s.makeVariable()
        try s.add(LinearConstraint(a2 - a1 - 10, .equal))
        try s.add(LinearConstraint(b2 - b1 - 5, .greaterThanOrEqual))
        try s.add(LinearConstraint(b1 - 7, .equal, strength: .medium))
        try s.add(LinearConstraint(b2 - 40, .equal, strength: .weak))
        try s.add(LinearConstraint(a1 - 1, .equal, strength: .weak))
        try s.addEditVariable(a1, strength: .strong)
        #expect(s.value(of: a1) == 1)   // registering moves nothing
        for v in [5.0, -20, 300.25, 0] {
            try s.suggestValue(v, for: a1)
            #expect(s.value(of: a1) == v)
            #expect(s.value(of: a2) == v + 10)
            #expect(s.value(of: b1) == 7)
            #expect(s.value(of: b2) == 40)
        }
        // A weaker edit cannot break a required constraint.
        try s.addEditVariable(b1, strength: .strong)
        try s.suggestValue(100, for: b1)
        try s.add(LinearConstraint(b1 - 50, .lessThanOrEqual))
        #expect(s.value(of: b1) == 50)
        #expect(s.value(of: b2) == 55)
    }

    @Test func removingADefiningEqualityRebuilds() throws {
        let s = Solver()
        let x = s.makeVariable(), y = s.makeVariable(), z = s.makeVariable()
        let defX = try s.add(LinearConstraint(x - 5, .equal))        // defines x
        try s.add(LinearConstraint(y - x - 3, .equal))                // defines y from x
        try s.add(LinearConstraint(z - y, .greaterThanOrEqual))
        try s.add(LinearConstraint(z - 2, .equal, strength: .weak))
        try s.addEditVariable(z, strength: .medium)
        try s.suggestValue(20, for: z)
        #expect(s.value(of: y) == 8)
        #expect(s.value(of: z) == 20)
        try s.remove(defX)
        try s.add(LinearConstraint(x + 1, .equal, strength: .weak))
        #expect(s.value(of: x) == -1)
        #expect(s.value(of: y) == 2)
        #expect(s.value(of: z) == 20)      // the edit survived the rebuild
        try s.suggestValue(1, for: z)
        // z ≥ y = x + 3 holds by moving the weakly held x, not the medium edit.
        #expect(s.value(of: z) == 1)
        #expect(s.value(of: y) == 1)
        #expect(s.value(of: x) == -2)
    }

    /// Several defining equalities removed in a row, then more edits: one lazy rebuild.
    @Test func batchRemovalOfDefinitions() throws {
        let s = Solver()
        let xs = (0..<8).map { _ in s.makeVariable() }
        var links: [ConstraintID] = [try s.add(LinearConstraint(LinearExpression(xs[0]), .equal))]
        for k in 1..<8 { links.append(try s.add(LinearConstraint(xs[k] - xs[k - 1] - 10, .equal))) }
        for k in 0..<8 { try s.add(LinearConstraint(xs[k] - Double(100 * k), .equal, strength: .weak)) }
        #expect(s.value(of: xs[7]) == 70)
        for k in [2, 4, 6] { try s.remove(links[k]) }
        #expect(!s.contains(links[4]) && s.contains(links[5]))
        try s.add(LinearConstraint(xs[2] - xs[1] - 1, .equal))   // re-link 1 → 2 differently
        #expect(s.constraintCount == 8 + 5 + 1)
        #expect(s.value(of: xs[1]) == 10)
        #expect(s.value(of: xs[2]) == 11)
        #expect(s.value(of: xs[3]) == 21)
        #expect(s.value(of: xs[5]) - s.value(of: xs[4]) == 10)
        #expect(s.value(of: xs[7]) - s.value(of: xs[6]) == 10)
    }

    @Test func inequalitiesBetweenPreferences() throws {
        // A 100-wide row: two labels with intrinsic widths 60 and 70 and spacing 8.
        let s = Solver()
        let w1 = s.makeVariable(), w2 = s.makeVariable()
        try s.add(LinearConstraint(w1 + w2 + 8 - 100, .equal))
        for (w, intrinsic) in [(w1, 60.0), (w2, 70.0)] {
            try s.add(LinearConstraint(w - intrinsic, .greaterThanOrEqual, strength: .autoLayout(priority: 750)))
            try s.add(LinearConstraint(w - intrinsic, .lessThanOrEqual, strength: .autoLayout(priority: 250)))
        }
        // Equal compression resistance: any split is optimal; make label 2 resist harder.
        try s.add(LinearConstraint(w2 - 70, .greaterThanOrEqual, strength: .autoLayout(priority: 751)))
        #expect(s.value(of: w2) == 70)
        #expect(s.value(of: w1) == 22)
    }
}
