import Testing
import LayoutIR
import LayoutEngine
import LayoutSyntax
@testable import VFLCompiler

/// Frame tables keep what renderers need — frames, metrics, conflicts — and not each
/// environment's lowered system, so a large screen's systems never pile up.
@Suite struct FrameTableMemoryTests {
    private let text = """
    screen Card {
        devices iPhoneSE, iPadAir
        orientations portrait, landscape
        label title { intrinsic 120x21 }
        button action { intrinsic 64x30 }
        title.leading == view.leadingMargin
        title.top == view.safeArea.top + 8
        action.leading == title.trailing + 8
        action.centerY == title.centerY
    }
    """

    @Test func tablesHoldFramesWithoutSystems() throws {
        let output = LayoutCompiler().compile(SourceFile(path: "card.layout", text: text))
        let solutions = try #require(output.tables.first?.solutions)
        #expect(solutions.count == 4)
        let (document, _) = LayoutParser.parse(SourceFile(path: "card.layout", text: text))
        let screen = try #require(document.screens.first)
        for solution in solutions {
            #expect(solution.system.constraints.isEmpty && solution.values.isEmpty)
            // The same frames as a full solve of that environment.
            let full = LayoutSolver.solve(screen, in: solution.environment)
            #expect(!full.system.constraints.isEmpty)
            #expect(solution.views == full.views)
            #expect(solution.metrics.rootFrame == full.metrics.rootFrame)
        }
    }

    @Test func droppingTheSystemKeepsConflicts() {
        let origin = ConstraintOrigin(syntax: .equation)
        let system = LoweredSystem(variableNames: ["a"], constraints: (0..<4).map { index in
            LoweredConstraint(constraint: IRConstraint(.view("a"), .width, .equal, nil, .notAnAttribute,
                                                       constant: Double(index), origin: origin),
                              expression: LayoutExpression(), relation: .equal, priority: .required)
        })
        let conflict = LayoutConflict(constraint: 3, conflictingWith: [1], in: system)
        let metrics = EnvironmentMetrics(LayoutEnvironment(device: DeviceCatalog.standard.devices[0]),
                                         catalog: DeviceCatalog.standard.metrics)
        let solution = LayoutSolution(metrics: metrics, views: [], system: LoweredSystem(variableNames: ["a"]),
                                      values: [1], conflicts: [conflict], passes: 2)
        let frames = solution.droppingSystem()
        #expect(frames.conflicts == [conflict] && frames.passes == 2)
        #expect(frames.conflicts[0].leftOut.constant == 3 && frames.conflicts[0].conflictingConstraints.map(\.constant) == [1])
        #expect(frames.system.variableNames.isEmpty && frames.values.isEmpty)
    }
}
