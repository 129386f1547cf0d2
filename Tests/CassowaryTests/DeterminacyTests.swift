import Testing
@testable import Cassowary

@Suite("Determined variables and ranges at the optimum")
struct DeterminacyTests {
    @Test func unconstrainedVariableIsNotDetermined() throws {
        let s = Solver()
        let x = s.makeVariable(), y = s.makeVariable()
        try s.add(LinearConstraint(y - x - 8, .equal))
        #expect(!s.isDetermined(x))
        #expect(!s.isDetermined(y))
        #expect(s.range(of: y) == nil)
        try s.add(LinearConstraint(x - 2, .equal, strength: .weak))
        #expect(s.isDetermined(x) && s.isDetermined(y))
        #expect(s.range(of: y) == 10...10)
    }

    /// Two variables that move together: each is free, their difference is not.
    @Test func differenceOfVariablesThatMoveTogether() throws {
        let s = Solver()
        let box = s.makeVariable(), child = s.makeVariable(), other = s.makeVariable()
        // child = box + 8; other only ≥ box: it can move apart from box.
        try s.add(LinearConstraint(child - box - 8, .equal))
        try s.add(LinearConstraint(other - box, .greaterThanOrEqual))
        #expect(!s.isDetermined(box) && !s.isDetermined(child))
        #expect(s.isDetermined(LinearExpression(terms: [LinearTerm(child, 1), LinearTerm(box, -1)])))
        #expect(!s.isDetermined(LinearExpression(terms: [LinearTerm(child, 1), LinearTerm(box, 1)])))
        #expect(!s.isDetermined(LinearExpression(terms: [LinearTerm(other, 1), LinearTerm(box, -1)])))
        // other ≤ box + 5 at a weak strength pulls the gap to one value (5): determined.
        try s.add(LinearConstraint(other - box - 5, .equal, strength: .weak))
        #expect(s.isDetermined(LinearExpression(terms: [LinearTerm(other, 1), LinearTerm(box, -1)])))
        // A variable of another solver is never answered for.
        let foreign = Solver().makeVariable()
        #expect(!s.isDetermined(LinearExpression(terms: [LinearTerm(foreign, 1)])))
    }

    /// Two equal-weight preferences pulling apart: every point in between is optimal.
    @Test func tieBetweenEqualWeights() throws {
        let s = Solver()
        let x = s.makeVariable()
        try s.add(LinearConstraint(x - 10, .equal, strength: .medium))
        try s.add(LinearConstraint(x - 30, .equal, strength: .medium))
        #expect(!s.isDetermined(x))
        #expect(s.range(of: x) == 10...30)
        let other = Solver()
        let z = other.makeVariable()
        try other.add(LinearConstraint(z - 10, .equal, strength: .medium))
        try other.add(LinearConstraint(z - 30, .equal, strength: .weight(1001)))
        #expect(other.isDetermined(z))
        #expect(other.value(of: z) == 30)
    }

    /// Hugging at equal priority: two labels share spare width in any proportion.
    @Test func equalHuggingIsAmbiguous() throws {
        let s = Solver()
        let w1 = s.makeVariable(), w2 = s.makeVariable(), total = s.makeVariable()
        try s.add(LinearConstraint(total - 200, .equal))
        try s.add(LinearConstraint(w1 + w2 - total, .equal))
        try s.add(LinearConstraint(w1 - 50, .lessThanOrEqual, strength: .autoLayout(priority: 250)))
        try s.add(LinearConstraint(w2 - 60, .lessThanOrEqual, strength: .autoLayout(priority: 250)))
        try s.add(LinearConstraint(w1 - 50, .greaterThanOrEqual, strength: .autoLayout(priority: 750)))
        try s.add(LinearConstraint(w2 - 60, .greaterThanOrEqual, strength: .autoLayout(priority: 750)))
        #expect(!s.isDetermined(w1) && !s.isDetermined(w2))
        #expect(s.isDetermined(total))
        #expect(s.range(of: w1) == 50...140)
        // One more hugging step settles it: label 2 hugs harder, label 1 takes the space.
        try s.add(LinearConstraint(w2 - 60, .lessThanOrEqual, strength: .autoLayout(priority: 251)))
        #expect(s.isDetermined(w1) && s.isDetermined(w2))
        #expect(s.value(of: w1) == 140)
    }

    /// Inequalities bound the range even when nothing prefers a value.
    @Test func rangeBetweenInequalities() throws {
        let s = Solver()
        let x = s.makeVariable(), y = s.makeVariable()
        try s.add(LinearConstraint(x - 5, .greaterThanOrEqual))
        try s.add(LinearConstraint(x - 9, .lessThanOrEqual))
        try s.add(LinearConstraint(y - 2 * x, .equal))
        #expect(!s.isDetermined(y))
        #expect(s.range(of: y) == 10...18)
        try s.add(LinearConstraint(y - 20, .equal, strength: .weak))
        #expect(s.isDetermined(y))
        #expect(s.value(of: y) == 18)
    }

    /// Two required inequalities meeting at one value leave a degenerate row with a single
    /// zero-cost slack, which the optimal face settles by its sign without the mobility LP:
    /// 5 ≤ x ≤ 5 fixes x; x ≤ y ≤ 20 leaves y anywhere in 5…20.
    @Test func loneDegenerateRowsPinOrFree() throws {
        let s = Solver()
        let x = s.makeVariable(), y = s.makeVariable()
        try s.add(LinearConstraint(x - 5, .greaterThanOrEqual))
        try s.add(LinearConstraint(x - 5, .lessThanOrEqual))
        try s.add(LinearConstraint(y - x, .greaterThanOrEqual))
        try s.add(LinearConstraint(y - 20, .lessThanOrEqual))
        #expect(s.isDetermined(x))
        #expect(s.value(of: x) == 5)
        #expect(!s.isDetermined(y))
        #expect(s.range(of: y) == 5...20)
    }

    /// On the generated-benchmark-like chain every variable is determined.
    @Test func chainLayoutIsDetermined() throws {
        let s = Solver()
        let x0 = s.makeVariable(), w0 = s.makeVariable()
        try s.add(LinearConstraint(LinearExpression(x0), .equal))
        try s.add(LinearConstraint(w0 - 300, .equal))
        var previous = (x0, LinearExpression(constant: 0))
        var all: [SolverVariable] = [x0, w0]
        for k in 0..<5 {
            let x = s.makeVariable(), w = s.makeVariable()
            try s.add(LinearConstraint(x - (previous.1 + previous.0) - 8, .equal))
            try s.add(LinearConstraint(w - 20, .greaterThanOrEqual))
            try s.add(LinearConstraint(w - Double(30 + k), .lessThanOrEqual, strength: .weight(k == 2 ? 249 : 250)))
            try s.add(LinearConstraint(w - Double(30 + k), .greaterThanOrEqual, strength: .weight(750)))
            previous = (x, LinearExpression(w))
            all += [x, w]
        }
        try s.add(LinearConstraint(previous.0 + previous.1 + 8 - w0 - x0, .equal))
        for v in all { #expect(s.isDetermined(v)) }
        // w of view 2 (index 7) takes the spare width: 300 − 6 gaps − the other four widths.
        let others: Double = 30 + 31 + 33 + 34
        #expect(s.value(of: all[7]) == 300 - 48 - others)
    }
}
