import Testing
@testable import Cassowary

/// Kiwi-style operators and the text the solver's types print.
@Suite("Operators and descriptions")
struct OperatorTests {
    /// The example system of kiwisolver's documentation, "Basic systems"
    /// (https://kiwisolver.readthedocs.io/en/latest/basis/basic_systems.html), written with the
    /// same operators. Values worked out by hand:
    /// - xm = 60 (strong edit): x1 + x2 = 120; the weak x1 = 40 can hold, giving x2 = 80, which
    ///   satisfies x2 <= 100 and x2 >= x1 + 10.
    /// - xm = 90: x1 + x2 = 180 with x2 <= 100 forces x1 >= 80; the weak pull towards 40 keeps
    ///   x1 as small as allowed: x1 = 80, x2 = 100.
    @Test func kiwiDocumentationExample() throws {
        let s = Solver()
        let x1 = s.makeVariable("x1"), x2 = s.makeVariable("x2"), xm = s.makeVariable("xm")
        try s.add(x1 >= 0)
        try s.add(x2 <= 100)
        try s.add(x2 >= x1 + 10)
        try s.add(xm == (x1 + x2) / 2)
        try s.add((x1 == 40) | .weak)
        try s.addEditVariable(xm, strength: .strong)
        try s.suggestValue(60, for: xm)
        #expect([s.value(of: x1), s.value(of: x2), s.value(of: xm)] == [40, 80, 60])
        try s.suggestValue(90, for: xm)
        #expect([s.value(of: x1), s.value(of: x2), s.value(of: xm)] == [80, 100, 90])
    }

    /// Each operator builds `lhs − rhs  relation  0`.
    @Test func operatorsBuildLhsMinusRhs() {
        let s = Solver()
        let x = s.makeVariable("x"), y = s.makeVariable("y")
        let c1 = x == 2 * y - 3          // x − 2y + 3 == 0
        #expect(c1.relation == .equal && c1.expression.constant == 3)
        #expect(c1.expression.terms.map(\.coefficient) == [1, -2])
        #expect(c1.strength == .required)
        let c2 = (x + y) <= 100          // x + y − 100 <= 0
        #expect(c2.relation == .lessThanOrEqual && c2.expression.constant == -100)
        let c3 = 5 >= x                  // 5 − x >= 0
        #expect(c3.relation == .greaterThanOrEqual && c3.expression.constant == 5)
        #expect(c3.expression.terms.map(\.coefficient) == [-1])
        let c4: LinearConstraint = x == y
        #expect(c4.expression.terms.map(\.coefficient) == [1, -1])
        let c5 = (x >= y) | .strong
        #expect(c5.strength == .strong && c5.relation == .greaterThanOrEqual)
        let c6 = (x - 1 <= y / 4) | .weight(250)
        #expect(c6.strength == .weight(250))
        #expect(c6.expression.terms.map(\.coefficient) == [1, -0.25] && c6.expression.constant == -1)
    }

    /// The operator spelling and the initializer give the same solution.
    @Test func operatorsMatchTheInitializer() throws {
        let a = Solver(), b = Solver()
        let (ax, ay) = (a.makeVariable("x"), a.makeVariable("y"))
        let (bx, by) = (b.makeVariable("x"), b.makeVariable("y"))
        try a.add(ay >= ax + 10)
        try a.add((ax == 5) | .medium)
        try a.add((ay == 0) | .weak)
        try b.add(LinearConstraint(lhs: LinearExpression(by), .greaterThanOrEqual, rhs: bx + 10))
        try b.add(LinearConstraint(bx - 5, .equal, strength: .medium))
        try b.add(LinearConstraint(LinearExpression(by), .equal, strength: .weak))
        #expect(a.value(of: ax) == 5 && a.value(of: ay) == 15)
        #expect(b.value(of: bx) == a.value(of: ax) && b.value(of: by) == a.value(of: ay))
    }

    @Test func variableAndExpressionDescriptions() {
        let s = Solver()
        let x = s.makeVariable("x"), y = s.makeVariable("y"), unnamed = s.makeVariable()
        #expect(x.description == "x")
        #expect(unnamed.description == "v#2")
        #expect((2 * x - y + 3).description == "2 * x - y + 3")
        #expect((-x + 0.5 * y).description == "-x + 0.5 * y")
        #expect(LinearExpression(-4).description == "-4")
        #expect(LinearExpression().description == "0")
        #expect((x / 4 - 1.25).description == "0.25 * x - 1.25")
        #expect(LinearTerm(y, -3).description == "-3 * y")
    }

    /// Constraints print the way they are usually typed, whatever side the terms were on.
    @Test func constraintDescriptions() {
        let s = Solver()
        let x1 = s.makeVariable("x1"), x2 = s.makeVariable("x2"), x = s.makeVariable("x"), y = s.makeVariable("y")
        #expect(((x2 >= x1 + 10) | .strong).description == "x2 >= x1 + 10 | strong")
        #expect((x2 >= x1 + 10).description == "x2 >= x1 + 10")
        #expect((x == 2 * y - 3).description == "x == 2 * y - 3")
        #expect(((x1 + x2) <= 100).description == "x1 + x2 <= 100")
        #expect((x1 + 10 <= x2).description == "x1 <= x2 - 10")     // x1 − x2 + 10 <= 0
        #expect((5 >= x).description == "x <= 5")
        #expect(((x == 40) | .weak).description == "x == 40 | weak")
        #expect(((x >= 0) | .weight(2.5)).description == "x >= 0 | weight(2.5)")
        #expect(LinearConstraint(LinearExpression(-5), .greaterThanOrEqual).description == "-5 >= 0")
    }

    /// Numbers print without a needless fraction; odd ones still print (descriptions are also
    /// used for constraints the solver refuses).
    @Test func numbersInDescriptions() {
        let s = Solver()
        let x = s.makeVariable("x")
        #expect((x * 1e12 == 0).description == "1000000000000 * x == 0")
        #expect((x * 1e16 == 0).description == "1e+16 * x == 0")     // past 10¹⁵: exponent form
        #expect((x == -0.0).description == "x == 0")
        #expect((x + Double.nan).description == "x + nan")
        #expect((x <= .infinity).description == "x <= inf")
        #expect((x * 1e-12 >= 0).description == "1e-12 * x >= 0")
    }

    @Test func strengthDescriptions() {
        #expect(Strength.required.description == "required")
        #expect(Strength.strong.description == "strong")
        #expect(Strength.medium.description == "medium")
        #expect(Strength.weak.description == "weak")
        #expect(Strength.weight(1_000_000).description == "strong")
        #expect(Strength.weight(-3).description == "weight(0)")
        #expect(Strength.autoLayout(priority: 1000).description == "required")
        #expect(Strength.autoLayout(priority: 1).description == "weak")    // 10^0 = 1
        #expect(LinearRelation.lessThanOrEqual.description == "<=")
    }

    /// Every error names its handle or number and says why.
    @Test func errorDescriptions() throws {
        let s = Solver(), other = Solver()
        let x = s.makeVariable("x"), y = s.makeVariable("y"), z = other.makeVariable("z")
        let low = try s.add(x >= 10)
        let id = try s.add(y >= x)

        let unsatisfiable = solverError { try s.add(x <= 5) }
        #expect(unsatisfiable == .unsatisfiable(conflicting: [low]))
        #expect(unsatisfiable?.description == "unsatisfiable: the required constraint cannot hold together with "
            + "the required constraint #0; remove one of them or make one non-required")
        #expect(solverError { try s.add(LinearConstraint(LinearExpression(-5), .greaterThanOrEqual)) }?.description
            == "unsatisfiable: the required constraint cannot hold whatever the variables' values")

        let duplicate = solverError { try s.add(y - x >= 0) }
        #expect(duplicate == .duplicateConstraint(existing: id))
        #expect(duplicate?.description == "duplicate constraint: the same constraint is already in the solver as #1")

        try s.remove(id)
        #expect(solverError { try s.remove(id) }?.description
            == "unknown constraint #1: it is not in the solver (removed, or never added)")
        let foreignID = try other.add(z == 1)
        #expect(solverError { try s.remove(foreignID) }?.description
            == "constraint #0 belongs to another solver: a ConstraintID works only with the solver whose add(_:) returned it")
        #expect(solverError { try s.add(z >= 0) }?.description
            == "variable z belongs to another solver: use variables made by this solver's makeVariable(_:)")

        #expect(solverError { try s.suggestValue(1, for: y) }?.description
            == "y is not an edit variable: call addEditVariable(_:strength:) first")
        #expect(solverError { try s.addEditVariable(y, strength: .required) }?.description
            == "edit variable y cannot be required: give it a strength below required, such as .strong")
        try s.addEditVariable(y, strength: .strong)
        #expect(solverError { try s.addEditVariable(y, strength: .weak) }?.description == "y is already an edit variable")
    }

    /// The refused number, where it was and what is wrong with it.
    @Test func unusableNumbersAreNamed() throws {
        let s = Solver()
        let x = s.makeVariable("x"), y = s.makeVariable("y")

        let nan = refusedNumber { try s.add(x + y * .nan == 0) }
        #expect(nan?.role == .coefficient(y) && nan?.problem == .notANumber)
        #expect(nan?.description == "unusable number: the coefficient of y is NaN")

        let large = refusedNumber { try s.add(x * 2e9 >= 1) }
        #expect(large == SolverError.UnusableNumber(value: 2e9, role: .coefficient(x), problem: .tooLarge))
        #expect(large?.description
            == "unusable number: the coefficient of x is 2000000000, larger than the solver's limit 1000000000 in magnitude")

        // Two terms within the limit whose sum is not: the merged coefficient is named.
        let merged = refusedNumber { try s.add(x * 6e8 + x * 6e8 == 0) }
        #expect(merged == SolverError.UnusableNumber(value: 1.2e9, role: .coefficient(x), problem: .tooLarge))

        let small = refusedNumber { try s.add(x * 1e-12 == 3) }
        #expect(small?.problem == .tooSmall && small?.role == .coefficient(x))
        #expect(small?.description == "unusable number: the coefficient of x is 1e-12, smaller than the solver's "
            + "smallest non-zero coefficient 1e-09; use 0 to drop the term")

        let constant = refusedNumber { try s.add(x == .infinity) }
        #expect(constant?.role == .constant && constant?.problem == .infinite)
        #expect(constant?.description == "unusable number: the constant is infinite")

        let weight = refusedNumber { try s.add((x == 1) | .weight(.nan)) }
        #expect(weight?.role == .weight && weight?.problem == .notANumber)

        try s.addEditVariable(x, strength: .strong)
        let suggested = refusedNumber { try s.suggestValue(-3e9, for: x) }
        #expect(suggested == SolverError.UnusableNumber(value: -3e9, role: .suggestedValue(x), problem: .tooLarge))
        #expect(suggested?.description
            == "unusable number: the value suggested for x is -3000000000, larger than the solver's limit 1000000000 in magnitude")
        #expect(s.constraintCount == 0)
    }
}
