import Testing
@testable import Cassowary

/// Late definitions: a required equality without a fresh variable may still define a variable
/// (or the variable behind an alias) that only definitions mention, which keeps chains whose
/// links pass through basic variables out of the tableau.
@Suite("Late definitions")
struct LateDefinitionTests {
    /// `b := a + 1` and `c := b + 2` mention `a`; then `a == 10` defines `a` late.
    @Test func aVariableMentionedOnlyByDefinitionsIsDefinedLate() throws {
        let s = Solver()
        let a = s.makeVariable("a"), b = s.makeVariable("b"), c = s.makeVariable("c")
        try s.add(LinearConstraint(b - a - 1, .equal))
        try s.add(LinearConstraint(c - b - 2, .equal))
        try s.add(LinearConstraint(a - 10, .equal))
        #expect(s.tableau.rows.allSatisfy { $0.basic < 0 })
        #expect(s.definitions.count == 3)
        #expect([s.value(of: a), s.value(of: b), s.value(of: c)] == [10, 11, 13])
    }

    /// A chain like a column of cards: each link's height is held by two optional inequalities
    /// (so it is a basic variable), each link's edge is an alias made earlier, and the equality
    /// that ties them has no fresh variable. Rows must stay short and values exact.
    @Test func chainsThroughBasicVariablesStayOutOfTheTableau() throws {
        let s = Solver()
        var previousBottom: SolverVariable? = nil
        var bottoms: [SolverVariable] = []
        for k in 0..<300 {
            let height = s.makeVariable("h\(k)"), top = s.makeVariable("top\(k)")
            let inner = s.makeVariable("inner\(k)"), edge = s.makeVariable("edge\(k)"), bottom = s.makeVariable("bottom\(k)")
            try s.add(LinearConstraint(height - 40, .lessThanOrEqual, strength: .weight(10)))
            try s.add(LinearConstraint(height - 40, .greaterThanOrEqual, strength: .weight(1000)))
            try s.add(LinearConstraint(edge - inner, .equal))                          // edge := inner (alias)
            let above = previousBottom.map { LinearExpression($0) } ?? LinearExpression(constant: 0)
            try s.add(LinearConstraint(top - above - 8, .equal))
            try s.add(LinearConstraint(edge - top - height - 8, .equal))                // no fresh variable
            try s.add(LinearConstraint(bottom - edge - 30, .equal))
            previousBottom = bottom
            bottoms.append(bottom)
        }
        let longest = s.tableau.rows.filter { $0.basic >= 0 }.map(\.syms.count).max() ?? 0
        #expect(longest <= 4)
        for (k, bottom) in bottoms.enumerated() {
            #expect(s.value(of: bottom) == Double(86 * (k + 1)))
        }
    }

    /// Removing the equality that made a late definition rebuilds the solver; an edit on a
    /// variable that depends on it follows it.
    @Test func removalAndEditsSeeTheLateDefinition() throws {
        let s = Solver()
        let a = s.makeVariable("a"), b = s.makeVariable("b"), c = s.makeVariable("c")
        try s.add(LinearConstraint(b - a - 1, .equal))
        try s.add(LinearConstraint(c - 2 * b, .equal))
        let pin = try s.add(LinearConstraint(a - 10, .equal))
        #expect(s.value(of: c) == 22)
        try s.addEditVariable(c, strength: .strong)
        try s.suggestValue(100, for: c)
        #expect(s.value(of: c) == 22)          // a is pinned: the edit cannot move c
        try s.remove(pin)
        try s.suggestValue(100, for: c)
        #expect(s.value(of: c) == 100)
        #expect(s.value(of: b) == 50 && s.value(of: a) == 49)
    }

    /// A required equality that contradicts the definitions is still refused.
    @Test func conflictsAreStillFound() throws {
        let s = Solver()
        let a = s.makeVariable("a"), b = s.makeVariable("b")
        try s.add(LinearConstraint(b - a - 1, .equal))
        try s.add(LinearConstraint(a - 10, .equal))
        #expect(throws: SolverError.self) { try s.add(LinearConstraint(b - 5, .equal)) }
        #expect(s.value(of: b) == 11)
    }
}
