import Testing
@testable import Cassowary

/// Numbers the solver cannot compute with are refused with an error, never a trap or a
/// silently wrong state — including the sequence the solver fuzz target found.
@Suite("Solver: numbers out of range")
struct MagnitudeTests {
    @Test func nonFiniteAndHugeNumbersAreRefusedAndLeaveTheSolverUnchanged() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        try s.add(LinearConstraint(x - 5, .equal))
        let refused: [LinearConstraint] = [
            LinearConstraint(x * .nan, .equal),
            LinearConstraint(x + .infinity, .greaterThanOrEqual),
            LinearConstraint(x * 1e308 + 1, .equal),
            LinearConstraint(x - 1e16, .lessThanOrEqual, strength: .weak),
            // Two terms within the limit that merge past it.
            LinearConstraint(LinearExpression(terms: [LinearTerm(x, 6e8), LinearTerm(x, 6e8)], constant: 0), .equal),
            LinearConstraint(x - 1, .equal, strength: .weight(.infinity)),
        ]
        for constraint in refused {
            #expect(refusedNumber { try s.add(constraint) } != nil)
        }
        #expect(s.constraintCount == 1)
        #expect(s.value(of: x) == 5)
        try s.add(LinearConstraint(x * Solver.maximumMagnitude - 5e8, .greaterThanOrEqual))

        try s.addEditVariable(x, strength: .strong)
        #expect(refusedNumber { try s.suggestValue(.nan, for: x) } != nil)
        #expect(refusedNumber { try s.suggestValue(-1e300, for: x) } != nil)
        #expect(refusedNumber { try s.addEditVariable(s.makeVariable(), strength: .weight(.nan)) } != nil)
        #expect(s.value(of: x) == 5)
    }

    /// The fuzz target's crash input (Benchmarks/Fuzz/SolverFuzz.swift): constraints with 1e308
    /// coefficients were accepted, overflowed inside the tableau, and a later rebuild silently
    /// dropped one, so removing it failed with `unknownConstraint`. Now they are refused, and
    /// every accepted constraint stays removable.
    @Test func fuzzCrashHugeCoefficientsThenRemovals() throws {
        let s = Solver()
        let x = (0..<4).map { s.makeVariable("x\($0)") }
        try s.addEditVariable(x[2], strength: .strong)
        let first = try s.add(LinearConstraint(x[1] * -3 - 40, .equal))
        let second = try s.add(LinearConstraint(x[3] * -3 + 32, .equal, strength: .strong))
        #expect(refusedNumber { try s.add(LinearConstraint(x[0] * -3 + 1e308, .equal)) } != nil)
        #expect(refusedNumber { try s.add(LinearConstraint(x[0] * 2 + x[0] * 1e308 - 32, .equal)) } != nil)
        #expect(refusedNumber { try s.add(LinearConstraint(x[0] * 1e308 + 1e308, .equal)) } != nil)
        #expect(refusedNumber {
            try s.add(LinearConstraint(x[1] * 1e308 + x[0] * 3 + .infinity, .greaterThanOrEqual, strength: .strong))
        } != nil)
        try s.suggestValue(13, for: x[2])
        let third = try s.add(LinearConstraint(x[0] * -3 - 40, .equal))
        try s.remove(first)
        try s.addEditVariable(x[0], strength: .strong)
        let fourth = try s.add(LinearConstraint(x[0] * -3 + 28, .equal, strength: .autoLayout(priority: 750)))
        for id in [second, third, fourth] { try s.remove(id) }
        #expect(s.constraintCount == 0)
        #expect(s.value(of: x[2]) == 13)
    }

    /// The second crash input: a 10¹⁵ coefficient on a strong constraint, then removals that
    /// rebuild the tableau; the rebuild's rounding dropped required constraint #3. Such a
    /// coefficient is now refused, and the rest of the sequence keeps every constraint.
    @Test func fuzzCrashCoefficientOf1e15ThenRebuilds() throws {
        let s = Solver()
        let x = (0..<4).map { s.makeVariable("x\($0)") }
        let c0 = try s.add(LinearConstraint(-x[0] - 40, .equal))
        #expect(refusedNumber {
            try s.add(LinearConstraint(x[0] * 1e15 - 40, .lessThanOrEqual, strength: .strong))
        } != nil)
        let c1 = try s.add(LinearConstraint(x[0] * 2 - 40, .lessThanOrEqual, strength: .strong))
        let c2 = try s.add(LinearConstraint(x[1] * -3 - 40, .equal))
        let c3 = try s.add(LinearConstraint(x[0] * -3 - 40, .greaterThanOrEqual))
        #expect {
            try s.add(LinearConstraint(x[0] * -3 + 5, .equal))
        } throws: { error in
            if case .unsatisfiable = error as? SolverError { return true }
            return false
        }
        try s.remove(c0)
        let c4 = try s.add(LinearConstraint(-x[2] - x[2] * 3 - x[0] * 3 - 40, .greaterThanOrEqual, strength: .medium))
        for id in [c2, c1, c4] { try s.remove(id) }
        #expect(s.contains(c3))
        #expect(s.value(of: x[0]) <= -40.0 / 3 + 1e-9)
        try s.remove(c3)
        #expect(s.constraintCount == 0)
    }

    /// The third crash input: `1e-300 · x0 = 40` defined x0 ≈ 4·10³⁰¹; after later additions and
    /// removals a rebuild could not re-add a constraint and forgot it, so removing it failed.
    /// Coefficients below `minimumCoefficient` are now refused; the rest of the sequence runs,
    /// every constraint stays removable, and nothing is left suspended.
    @Test func fuzzCrashTinyCoefficientThenRemovals() throws {
        let s = Solver()
        let x = (0..<4).map { s.makeVariable("x\($0)") }
        try s.addEditVariable(x[2], strength: .strong)
        let one = try s.add(LinearConstraint(x[1] * -3 - 40, .equal))
        let two = try s.add(LinearConstraint(x[3] * -3 - 39, .equal))
        #expect(refusedNumber { try s.add(LinearConstraint(x[0] * 1e-300 - 40, .equal)) } != nil)
        #expect(s.constraintCount == 2)
        try s.suggestValue(-63, for: x[2])
        let four = try s.add(LinearConstraint(x[1] - x[2] * 3 - 39, .equal))
        try s.remove(one)
        let five = try s.add(LinearConstraint(x[2] * -3 - x[1] * 3 - x[0] * 3 - 40, .equal))
        let six = try s.add(LinearConstraint(x[3] * -1 + 38, .equal, strength: .weak))
        let seven = try s.add(LinearConstraint(x[0] - 4, .equal, strength: .autoLayout(priority: 750)))
        let nine = try s.add(LinearConstraint(x[2] * 1e9 + 1, .greaterThanOrEqual))
        for id in [five, two, seven] { try s.remove(id) }
        #expect(s.suspendedConstraints.isEmpty)
        for id in [four, six, nine] { try s.remove(id) }
        #expect(s.constraintCount == 0)
    }

    @Test func smallestCoefficientIsAcceptedAndCancellationIsZero() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        let y = s.makeVariable("y")
        try s.add(LinearConstraint(x * Solver.minimumCoefficient - 1e-9 * 5, .equal))
        #expect(abs(s.value(of: x) - 5) < 1e-6)
        // 1 − 0.9999999999 leaves ~1e-10 of x: rounding, not a coefficient; the constraint is y = 2.
        try s.add(LinearConstraint(LinearExpression(terms: [LinearTerm(y, 1), LinearTerm(x, 1), LinearTerm(x, -0.9999999999)], constant: -2), .equal))
        #expect(abs(s.value(of: y) - 2) < 1e-9)
    }
}
