import Testing
import LayoutIR
@testable import LayoutEngine

/// More end-to-end cases: the readable content guide, stack views arranged on baselines or
/// inside their margins. Expected frames are hand arithmetic.
@Suite("Guides and stack views, solved")
struct GuideAndStackSolveTests {
    static let origin = ConstraintOrigin(syntax: .equation)

    func c(_ a: LayoutItem, _ attribute: Attribute, _ b: LayoutItem? = nil, _ attribute2: Attribute = .notAnAttribute,
           _ constant: Double = 0) -> IRConstraint {
        IRConstraint(a, attribute, .equal, b, attribute2, constant: constant, origin: Self.origin)
    }

    func solve(_ children: [ViewNode], _ constraints: [IRConstraint], device: String = "iPhoneSE",
               orientation: Orientation = .portrait) throws -> LayoutSolution {
        let environment = LayoutEnvironment(device: try #require(DeviceCatalog.standard.device(named: device)),
                                      orientation: orientation)
        let screen = LayoutScreen(name: "S", root: ViewNode(name: "view", kind: .view, children: children),
                            constraints: constraints)
        let solution = LayoutSolver.solve(screen, in: environment)
        #expect(solution.conflicts.isEmpty, "\(solution.conflicts)")
        return solution
    }

    func label(_ name: String, _ size: LayoutSize, baseline: Double) -> ViewNode {
        ViewNode(name: name, kind: .label,
                 properties: ViewProperties(intrinsicSize: size, firstBaseline: baseline, lastBaseline: baseline))
    }

    @Test("readable content guide on a 12.9-inch iPad in landscape: 672 wide, centred in the margins")
    func readableContent() throws {
        let readable = LayoutItem(view: "view", guide: .readableContent)
        let solution = try solve([ViewNode(name: "text", kind: .view)], [
            c(.view("text"), .leading, readable, .leading), c(.view("text"), .trailing, readable, .trailing),
            c(.view("text"), .top, readable, .top), c(.view("text"), .height, nil, .notAnAttribute, 10),
        ], device: "iPadPro12_9", orientation: .landscape)
        // Margins 20 each side: 1366 − 40 = 1326 wide; readable 672 → starts at 20 + (1326 − 672) / 2 = 347.
        // Top: safe area 24 + declared 0.
        #expect(solution.view(named: "text")?.frame == LayoutRect(x: 347, y: 24, width: 672, height: 10))
    }

    @Test("a vertical stack arranged baseline to baseline")
    func baselineRelativeStack() throws {
        let stack = ViewNode(name: "stack", kind: .stackView,
                             properties: ViewProperties(stack: StackProperties(axis: .vertical, spacing: 10,
                                                                               baselineRelative: true)),
                             children: [label("a", LayoutSize(width: 100, height: 21), baseline: 17),
                                        label("b", LayoutSize(width: 100, height: 21), baseline: 17)])
        let solution = try solve([stack], [
            c(.view("stack"), .leading, .root, .leading, 20), c(.view("stack"), .top, .root, .top, 100),
        ])
        // b.firstBaseline == a.lastBaseline + 10: b.top + 17 = a.top + 17 + 10 → b 10 below a.
        #expect(solution.view(named: "a")?.frame == LayoutRect(x: 0, y: 0, width: 100, height: 21))
        #expect(solution.view(named: "b")?.frame == LayoutRect(x: 0, y: 10, width: 100, height: 21))
        #expect(solution.view(named: "stack")?.frame == LayoutRect(x: 20, y: 100, width: 100, height: 31))
    }

    @Test("a horizontal stack aligned on first baselines hugs its tallest item")
    func firstBaselineAlignment() throws {
        let stack = ViewNode(name: "stack", kind: .stackView,
                             properties: ViewProperties(stack: StackProperties(alignment: .firstBaseline)),
                             children: [label("a", LayoutSize(width: 50, height: 30), baseline: 20),
                                        label("b", LayoutSize(width: 50, height: 40), baseline: 25)])
        let solution = try solve([stack], [
            c(.view("stack"), .leading, .root, .leading), c(.view("stack"), .top, .root, .top, 100),
        ])
        // a.top + 20 == b.top + 25 → a is 5 lower; the spanner runs from b's top to b's bottom (40).
        #expect(solution.view(named: "a")?.frame == LayoutRect(x: 0, y: 5, width: 50, height: 30))
        #expect(solution.view(named: "b")?.frame == LayoutRect(x: 50, y: 0, width: 50, height: 40))
        #expect(solution.view(named: "stack")?.frame == LayoutRect(x: 0, y: 100, width: 100, height: 40))
    }

    @Test("layoutMarginsRelative arranges inside the stack's 8-pt margins")
    func marginsRelativeStack() throws {
        let stack = ViewNode(name: "stack", kind: .stackView,
                             properties: ViewProperties(stack: StackProperties(distribution: .fillEqually,
                                                                               layoutMarginsRelative: true)),
                             children: [ViewNode(name: "a", kind: .view), ViewNode(name: "b", kind: .view)])
        let solution = try solve([stack], [
            c(.view("stack"), .leading, .root, .leading), c(.view("stack"), .trailing, .root, .trailing),
            c(.view("stack"), .top, .root, .top, 100), c(.view("stack"), .height, nil, .notAnAttribute, 50),
        ])
        // Canvas 8…312 (304 wide) → 152 each; vertically 8…42.
        #expect(solution.view(named: "a")?.frame == LayoutRect(x: 8, y: 8, width: 152, height: 34))
        #expect(solution.view(named: "b")?.frame == LayoutRect(x: 160, y: 8, width: 152, height: 34))
    }

    @Test("strengths are ranked: each optional priority outweighs all lower ones")
    func rankedStrengths() {
        func constraint(_ priority: Float) -> LoweredConstraint {
            LoweredConstraint(constraint: IRConstraint(.root, .width, .equal, constant: 0, origin: Self.origin),
                              expression: LayoutExpression(constant: 0), relation: .equal,
                              priority: Priority(clamping: priority), userIndex: nil)
        }
        let system = LoweredSystem(constraints: [constraint(250), constraint(251), constraint(1000), constraint(750),
                                                 constraint(240)])
        let strengths = LoadedSystem.strengths(for: system)
        #expect(strengths.count == 4)
        let ordered = [240, 250, 251, 750].compactMap { strengths[Priority(clamping: Float($0))] }
        #expect(ordered == ordered.sorted() && Set(ordered).count == 4)
        #expect(strengths[Priority(clamping: 1000)] == nil)
    }

    @Test("a lone item centred in a stack wider than it keeps its own width",
          arguments: [(StackAlignment.center, 56.0), (.leading, 0.0), (.trailing, 112.0)])
    func loneAlignedItem(alignment: StackAlignment, x: Double) throws {
        // UIStackView makes no spanner for one item: the canvas encloses it (<= / >=) on the sides
        // the alignment leaves free, with a weak fit (Docs/UIKit.md#stack-views). A 48-pt square in
        // a vertical stack pinned 160 wide sits at (160 − 48) / 2 = 56 centred, 0 leading,
        // 160 − 48 = 112 trailing.
        let stack = ViewNode(name: "stack", kind: .stackView,
                             properties: ViewProperties(stack: StackProperties(axis: .vertical, alignment: alignment)),
                             children: [ViewNode(name: "icon", kind: .view)])
        let solution = try solve([stack], [
            c(.view("stack"), .leading, .root, .leading, 20), c(.view("stack"), .top, .root, .top, 100),
            c(.view("stack"), .width, nil, .notAnAttribute, 160),
            c(.view("icon"), .width, nil, .notAnAttribute, 48), c(.view("icon"), .height, nil, .notAnAttribute, 48),
        ])
        #expect(solution.view(named: "icon")?.frame == LayoutRect(x: x, y: 0, width: 48, height: 48))
        #expect(solution.view(named: "stack")?.frame == LayoutRect(x: 20, y: 100, width: 160, height: 48))
    }

    @Test("a lone centred item with no width of its own collapses, and its stack hugs it")
    func loneItemWithoutWidth() throws {
        // Nothing sizes the stack across its axis: the weak fit (@49) makes it as narrow as the
        // enclosed item, which the ambiguity suppression (@25) makes 0 wide.
        let stack = ViewNode(name: "stack", kind: .stackView,
                             properties: ViewProperties(stack: StackProperties(axis: .vertical, alignment: .center)),
                             children: [ViewNode(name: "line", kind: .view)])
        let solution = try solve([stack], [
            c(.view("stack"), .centerX, .root, .centerX), c(.view("stack"), .top, .root, .top, 100),
            c(.view("line"), .height, nil, .notAnAttribute, 1),
        ])
        #expect(solution.view(named: "stack")?.frame == LayoutRect(x: 160, y: 100, width: 0, height: 1))
    }
}
