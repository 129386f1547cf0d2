import Testing
import LayoutIR
import LayoutEngine
@testable import LayoutCheck

/// Screens built in Swift (no parser), checked in several environments.
@Suite struct LayoutCheckerTests {
    static func span(line: Int) -> SourceSpan {
        SourceSpan(file: "s.layout", offset: line * 100, length: 10, line: line, column: 5)
    }

    static func equation(_ first: String, _ attribute: Attribute, _ relation: Relation, _ second: LayoutItem?,
                         _ secondAttribute: Attribute = .notAnAttribute, constant: Double = 0, line: Int) -> IRConstraint {
        IRConstraint(.view(first), attribute, relation, second, second == nil ? .notAnAttribute : secondAttribute,
                   constant: constant, origin: ConstraintOrigin(syntax: .equation, span: span(line: line)))
    }

    /// `box` 20 pt from the root's left and top, 300 wide (or `width`), 40 tall, right edge inside.
    static func screen(width: Double, pinRight: Bool = true, disabled: [Int: Set<RuleID>] = [:]) -> LayoutScreen {
        var constraints = [
            equation("box", .left, .equal, .root, .left, constant: 20, line: 3),
            equation("box", .top, .equal, .root, .top, constant: 100, line: 4),
            equation("box", .width, .equal, nil, constant: width, line: 5),
            equation("box", .height, .equal, nil, constant: 40, line: 6),
        ]
        if pinRight { constraints.append(equation("box", .right, .lessThanOrEqual, .root, .right, constant: -20, line: 7)) }
        let root = ViewNode(name: LayoutItem.rootName, kind: .view,
                            children: [ViewNode(name: "box", kind: .view, span: span(line: 2))])
        return LayoutScreen(name: "S", root: root, constraints: constraints, disabledRules: disabled)
    }

    static func environments(_ names: [String]) -> [LayoutEnvironment] {
        names.compactMap { DeviceCatalog.standard.device(named: $0) }.map { LayoutEnvironment(device: $0) }
    }

    @Test func sameConflictInSeveralEnvironmentsIsReportedOnce() throws {
        // 20 + 360 + 20 = 400: too wide for the iPhone SE (320) and iPhone 8 (375), not for
        // the iPad Air (820).
        let diagnostics = checkScreen(Self.screen(width: 360),
                                              environments: Self.environments(["iPhoneSE", "iPhone8", "iPadAir"]))
        let conflicts = diagnostics.filter { $0.ruleID == RuleID.unsatisfiable }
        #expect(conflicts.count == 1)
        let conflict = try #require(conflicts.first)
        #expect(conflict.message.hasSuffix("on iPhoneSE portrait ltr and 1 more"))
        #expect(conflict.notes.contains { $0.message == "environments: iPhoneSE portrait ltr, iPhone8 portrait ltr" })
        // Each environment's own arithmetic.
        #expect(conflict.notes.contains {
            $0.message.contains("20 + 360 + 20 = 400 > 320 on iPhoneSE") && $0.message.contains("400 > 375 on iPhone8")
        })
        // Members: the root's width, the left pin, the width and the right pin — not the top or height.
        #expect(conflict.notes.filter { $0.message.hasPrefix("member:") }.count == 4)
        #expect(!conflict.notes.contains { $0.message.contains("box.height") })
    }

    @Test func determinedScreenReportsNothing() {
        let diagnostics = checkScreen(Self.screen(width: 200),
                                              environments: Self.environments(["iPhoneSE", "iPhone15", "iPadAir"]))
        #expect(diagnostics.isEmpty, "\(diagnostics)")
    }

    @Test func missingWidthIsAmbiguousWithItsRange() throws {
        var screen = Self.screen(width: 200)
        screen.constraints.remove(at: 2)  // the width
        let diagnostics = checkScreen(screen, environments: Self.environments(["iPhone15"]))
        let ambiguous = try #require(diagnostics.first { $0.ruleID == RuleID.ambiguousLayout })
        #expect(ambiguous.message.hasPrefix("'box' has an ambiguous width"))
        // At most 393 − 20 − 20 = 353 (the right edge stays inside), but nothing bounds it below.
        #expect(ambiguous.notes.contains { $0.message.hasPrefix("width is unbounded on iPhone15") })
        #expect(ambiguous.notes.contains { $0.message.contains("add a width, or pin both horizontal edges") })
        #expect(ambiguous.span?.line == 2)
    }

    @Test func breakChoicesPreferWhatMovesLeast() throws {
        let environment = Self.environments(["iPhoneSE"])[0]
        let solution = LayoutSolver.solve(Self.screen(width: 360), in: environment)
        let report = try #require(ConflictAnalysis.reports(for: solution).first)
        // The root's own width is never offered; every user-written member is.
        #expect(report.choices.count == 3)
        let movements = report.choices.map(\.movement)
        #expect(movements == movements.sorted())
        // Breaking the right pin keeps the frame the solver already chose: nothing moves.
        let best = try #require(report.choices.first)
        #expect(solution.system.constraints[best.member].constraint.firstAttribute == .right)
        #expect(best.movement < 0.5)
    }

    @Test func fileWideDisableSuppressesTheRule() {
        let screen = Self.screen(width: 360, disabled: [0: [RuleID.unsatisfiable]])
        let diagnostics = checkScreen(screen, environments: Self.environments(["iPhoneSE"]))
        #expect(!diagnostics.contains { $0.ruleID == RuleID.unsatisfiable })
    }

    @Test func negativeAndOutsideFramesAreReported() {
        var screen = Self.screen(width: 200, pinRight: false)
        screen.constraints[1] = Self.equation("box", .top, .equal, .root, .top, constant: -30, line: 4)
        screen.constraints[3] = Self.equation("box", .height, .equal, nil, constant: -5, line: 6)
        let diagnostics = checkScreen(screen, environments: Self.environments(["iPhone15"]))
        #expect(diagnostics.contains { $0.ruleID == RuleID.nonPositiveSize && $0.message.contains("negative") })
        screen.constraints[3] = Self.equation("box", .height, .equal, nil, constant: 40, line: 6)
        let outside = checkScreen(screen, environments: Self.environments(["iPhone15"]))
        #expect(outside.contains { $0.ruleID == RuleID.viewOutsideSuperview && $0.message.contains("top edge") })
    }

}
