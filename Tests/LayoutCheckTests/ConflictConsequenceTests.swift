import Testing
import LayoutIR
import LayoutEngine
@testable import LayoutCheck

/// Ambiguity that follows from a reported conflict is the conflict's (Docs/InterfaceBuilder.md,
/// "Findings": one finding at the cause): a view free only because of the constraint the solver
/// left out is not reported apart, a view free whichever way the conflict is resolved still is.
@Suite struct ConflictConsequenceTests {
    typealias Build = LayoutCheckerTests

    /// `a` and `b` side by side with equal tops and bottoms, and `a` 5 pt taller than `b`: the
    /// three cannot all hold (a label and a text field of different fonts sharing top, bottom and
    /// baseline). Both want a height of 20 at 750. `c` hangs 8 pt below `b`; `d` has no vertical
    /// position at all.
    static func screen() -> LayoutScreen {
        var constraints = [
            Build.equation("a", .left, .equal, .root, .left, constant: 20, line: 3),
            Build.equation("a", .width, .equal, nil, constant: 100, line: 4),
            Build.equation("a", .top, .equal, .root, .top, constant: 100, line: 5),
            Build.equation("b", .left, .equal, .root, .left, constant: 140, line: 6),
            Build.equation("b", .width, .equal, nil, constant: 100, line: 7),
            Build.equation("b", .top, .equal, .view("a"), .top, line: 8),
            Build.equation("a", .height, .equal, .view("b"), .height, constant: 5, line: 9),
        ]
        for (view, line) in [("a", 10), ("b", 11)] {
            constraints.append(IRConstraint(.view(view), .height, .equal, constant: 20, priority: Priority(clamping: 750),
                                            origin: ConstraintOrigin(syntax: .equation, span: Build.span(line: line))))
        }
        constraints += [
            // Met last, so the solver leaves this one out.
            Build.equation("a", .bottom, .equal, .view("b"), .bottom, line: 12),
            Build.equation("c", .left, .equal, .root, .left, constant: 20, line: 13),
            Build.equation("c", .width, .equal, nil, constant: 100, line: 14),
            Build.equation("c", .height, .equal, nil, constant: 10, line: 15),
            Build.equation("c", .top, .equal, .view("b"), .bottom, constant: 8, line: 16),
            Build.equation("d", .left, .equal, .root, .left, constant: 20, line: 17),
            Build.equation("d", .width, .equal, nil, constant: 100, line: 18),
            Build.equation("d", .height, .equal, nil, constant: 10, line: 19),
        ]
        let children = ["a", "b", "c", "d"].enumerated().map { index, name in
            ViewNode(name: name, kind: .view, span: Build.span(line: 30 + index))
        }
        return LayoutScreen(name: "S", root: ViewNode(name: LayoutItem.rootName, kind: .view, children: children),
                            constraints: constraints)
    }

    @Test func viewFreeOnlyThroughTheBreakIsTheConflicts() throws {
        let screen = Self.screen()
        let environment = Build.environments(["iPhone15"])[0]
        // The premise: with `a.bottom == b.bottom` left out, `a.height == b.height + 5` and the two
        // 750 heights tie (750 × (|b + 5 − 20| + |b − 20|) = 3750 for every b in 15 … 20), so b's
        // height, and c's y below it, are free.
        let solution = LayoutSolver.solve(screen, in: environment)
        #expect(solution.conflicts.count == 1)
        let free = Set(AmbiguityAnalysis.freeAttributes(in: solution).map(\.view))
        #expect(free.contains("c") && free.contains("d"))

        let diagnostics = checkScreen(screen, environments: [environment])
        #expect(diagnostics.filter { $0.ruleID == RuleID.unsatisfiable }.count == 1)
        let ambiguous = diagnostics.filter { $0.ruleID == RuleID.ambiguousLayout }
        // Broken at `a.height == b.height + 5` instead, the tops and bottoms make the heights equal
        // and both 20 hold: c is at 100 + 20 + 8 = 128. Its freedom is the conflict's.
        #expect(!ambiguous.contains { $0.message.hasPrefix("'c'") }, "\(ambiguous)")
        // d has no vertical position however the conflict is resolved.
        let own = try #require(ambiguous.first { $0.message.hasPrefix("'d'") })
        #expect(own.message.contains("ambiguous y"))
        #expect(ambiguous.count == 1, "\(ambiguous)")
    }

    @Test func withoutAConflictTheSameTieIsReported() throws {
        // The same screen without `b.top == a.top`: no conflict, and b's height (with c's y)
        // is free by the same tie, now the view's own ambiguity.
        var screen = Self.screen()
        screen.constraints.removeAll { $0.origin.span?.line == 8 }
        screen.constraints.append(Build.equation("b", .top, .equal, .root, .top, constant: 100, line: 8))
        screen.constraints.removeAll { $0.origin.span?.line == 12 }
        let diagnostics = checkScreen(screen, environments: Build.environments(["iPhone15"]))
        #expect(!diagnostics.contains { $0.ruleID == RuleID.unsatisfiable })
        #expect(diagnostics.contains { $0.ruleID == RuleID.ambiguousLayout && $0.message.hasPrefix("'c'") }, "\(diagnostics)")
    }
}
