import Testing
@testable import Cassowary

/// The code on the documentation catalog's pages (Docs/DocC/Cassowary.docc) does what
/// the pages say.
@Suite("Documentation examples")
struct DocumentationExampleTests {
    /// Landing page: width wants 400 strongly, but right = left + width <= 320 with left >= 0
    /// allows at most 320, reached with left = 0.
    @Test func landingPage() throws {
        let solver = Solver()
        let left = solver.makeVariable("left"), width = solver.makeVariable("width")
        let right = solver.makeVariable("right")
        try solver.add(right == left + width)
        try solver.add(left >= 0)
        try solver.add(right <= 320)
        try solver.add((width == 400) | .strong)
        #expect(solver.value(of: width) == 320)
        #expect(solver.value(of: left) == 0)
        #expect(solver.value(of: right) == 320)
    }

    /// README, "Using the libraries": x2 <= 100 and x2 >= x1 + 10 allow x1 up to 90, as close to
    /// the strong 95 as it gets; x2 is then pinned at 100.
    @Test func readmeExample() throws {
        let solver = Solver()
        let x1 = solver.makeVariable("x1"), x2 = solver.makeVariable("x2")
        try solver.add(x1 >= 0)
        try solver.add(x2 <= 100)
        try solver.add(x2 >= x1 + 10)
        try solver.add((x1 == 95) | .strong)
        #expect(solver.value(of: x1) == 90)
        #expect(solver.value(of: x2) == 100)
    }

    /// Getting started, "Conflicts": x2 <= 100 (#1) and x2 >= x1 + 10 (#2) keep x1 <= 90.
    @Test func gettingStartedConflict() throws {
        let solver = Solver()
        let x1 = solver.makeVariable("x1"), x2 = solver.makeVariable("x2"), xm = solver.makeVariable("xm")
        let ids = try [x1 >= 0, x2 <= 100, x2 >= x1 + 10, xm == (x1 + x2) / 2, (x1 == 40) | .weak].map { try solver.add($0) }
        try solver.addEditVariable(xm, strength: .strong)
        try solver.suggestValue(90, for: xm)
        #expect(throws: SolverError.unsatisfiable(conflicting: [ids[1], ids[2]])) { try solver.add(x1 >= 95) }
        #expect(solver.value(of: x1) == 80)
        #expect((x2 >= x1 + 10).description == "x2 >= x1 + 10")
        #expect(((x1 == 40) | .weak).description == "x1 == 40 | weak")
    }
}

/// The way a real kiwisolver client writes its constraints, in Swift. matplotlib's
/// constrained layout (lib/matplotlib/_layoutgrid.py in matplotlib/matplotlib) keeps, per grid
/// column, left/right/width/inner-width variables with `width == right - left`,
/// `inner == right - marginRight - left - marginLeft`, margins as strong edit variables, and the
/// column ratios and the columns' adjacency as weak constraints (`(c) | 'weak'`), in a figure
/// whose edges are 0 and 1. This is a two-column grid with width ratios 1 : 2, built the same way.
@Suite("A kiwi client's grid")
struct KiwiClientGridTests {
    @Test func twoColumnGrid() throws {
        let solver = Solver()
        let ratios = [1.0, 2.0]
        let lefts = (0..<2).map { solver.makeVariable("lefts[\($0)]") }
        let rights = (0..<2).map { solver.makeVariable("rights[\($0)]") }
        let widths = (0..<2).map { solver.makeVariable("widths[\($0)]") }
        let inner = (0..<2).map { solver.makeVariable("inner_widths[\($0)]") }
        let marginLeft = (0..<2).map { solver.makeVariable("margins[left][\($0)]") }
        let marginRight = (0..<2).map { solver.makeVariable("margins[right][\($0)]") }
        for i in 0..<2 {
            var innerWidth = LinearExpression(rights[i])
            innerWidth -= marginRight[i]
            innerWidth -= lefts[i]
            innerWidth -= marginLeft[i]
            for constraint in [widths[i] == rights[i] - lefts[i], widths[i] >= 0, inner[i] >= 0,
                               inner[i] == innerWidth] {
                try solver.add(constraint | .required)
            }
            try solver.addEditVariable(marginLeft[i], strength: .strong)
            try solver.addEditVariable(marginRight[i], strength: .strong)
        }
        try solver.add(lefts[0] == 0)
        try solver.add(rights[1] == 1)
        var firstPerRatio = LinearExpression(inner[0])
        firstPerRatio /= ratios[0]
        try solver.add((inner[1] == firstPerRatio * ratios[1]) | .weak)
        try solver.add((rights[0] == lefts[1]) | .weak)
        try solver.suggestValue(0.1, for: marginLeft[0])
        try solver.suggestValue(0.05, for: marginRight[1])

        // By hand: with x = rights[0] = lefts[1], inner[0] = x − 0.1 and inner[1] = 0.95 − x;
        // inner[1] = 2·inner[0] gives x = 1.15 / 3, so both weak constraints hold exactly.
        let x = 1.15 / 3
        let tolerance = 1e-9
        #expect(abs(solver.value(of: rights[0]) - x) < tolerance)
        #expect(abs(solver.value(of: lefts[1]) - x) < tolerance)
        #expect(abs(solver.value(of: inner[0]) - (x - 0.1)) < tolerance)
        #expect(abs(solver.value(of: inner[1]) - (0.95 - x)) < tolerance)
        #expect(abs(solver.value(of: widths[1]) - (1 - x)) < tolerance)
        #expect(inner[1].description == "inner_widths[1]")
        #expect((inner[1] == firstPerRatio * ratios[1]).description == "inner_widths[1] == 2 * inner_widths[0]")
    }

    @Test func compoundAssignment() {
        let s = Solver()
        let a = s.makeVariable("a"), b = s.makeVariable("b")
        var e = LinearExpression(a)
        e += b
        e += 3
        e -= 2 * a
        e -= 1
        e *= 2
        e /= 4
        #expect(e.description == "0.5 * a + 0.5 * b - a + 1")
    }
}
