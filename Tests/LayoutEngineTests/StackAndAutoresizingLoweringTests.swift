import Testing
import LayoutIR
@testable import LayoutEngine

@Suite("Stack view and autoresizing lowering")
struct StackAndAutoresizingLoweringTests {
    func lower(_ children: [ViewNode], device: String = "iPhoneSE", direction: WritingDirection = .ltr,
               nav: BarStyle? = nil) throws -> LoweredSystem {
        let environment = LayoutEnvironment(device: try #require(DeviceCatalog.standard.device(named: device)),
                                      direction: direction, bars: BarConfiguration(navigationBar: nav))
        return LayoutSolver.lower(LayoutScreen(name: "S", root: ViewNode(name: "view", kind: .view, children: children)),
                                  in: environment)
    }

    func stack(_ properties: StackProperties, _ items: [ViewNode]) -> ViewNode {
        ViewNode(name: "stack", kind: .stackView, properties: ViewProperties(stack: properties), children: items)
    }

    func item(_ name: String, width: Double = 40, hidden: Bool = false) -> ViewNode {
        ViewNode(name: name, kind: .button,
                 properties: ViewProperties(intrinsicSize: LayoutSize(width: width, height: 30), hidden: hidden))
    }

    func stackRows(_ system: LoweredSystem) -> [String] {
        system.constraints.filter { $0.origin.syntax == .stackView }.map(\.constraint.description)
    }

    @Test("fillEqually, alignment fill: canvas, spacing, equal widths, top and bottom")
    func fillEqually() throws {
        let system = try lower([stack(StackProperties(distribution: .fillEqually, spacing: 8),
                                      [item("a"), item("b"), item("c")])])
        #expect(stackRows(system) == [
            "stack.leading == a.leading", "stack.trailing == c.trailing",
            "b.leading == a.trailing + 8", "c.leading == b.trailing + 8",
            "b.width == a.width", "c.width == a.width",
            "a.top == b.top", "a.top == c.top", "a.bottom == b.bottom", "a.bottom == c.bottom",
            "stack.top == a.top", "stack.bottom == a.bottom",
        ])
    }

    @Test("a hidden item: zero width, half spacing on each side, left out of the canvas ends")
    func hiddenItem() throws {
        let system = try lower([stack(StackProperties(axis: .vertical, spacing: 10),
                                      [item("a"), item("b", hidden: true), item("c"), item("d", hidden: true)])])
        let rows = stackRows(system)
        #expect(rows.contains("stack.top == a.top") && rows.contains("stack.bottom == c.bottom"))
        #expect(rows.contains("b.top == a.bottom + 5") && rows.contains("c.top == b.bottom + 5"))
        #expect(rows.contains("d.top == c.bottom"))  // after the last visible item: 0
        #expect(rows.contains("b.height == 0") && rows.contains("d.height == 0"))
    }

    @Test("every item hidden: the canvas ends on a zero-length spacer, 0 × 0 unless something else sizes it")
    func everyItemHidden() throws {
        // UIKit connects the canvas to a hidden spacer when no item is visible (Docs/UIKit.md,
        // "Stack views"): the stack pinned by its leading and bottom edges only is 0 long and 0
        // across, and determined. Interface Builder stores such stacks as 0 × 0 and does not flag them.
        let origin = ConstraintOrigin(syntax: .equation)
        let stack = stack(StackProperties(spacing: 8), [item("a", hidden: true), item("b", hidden: true)])
        let screen = LayoutScreen(name: "S", root: ViewNode(name: "view", kind: .view, children: [stack]), constraints: [
            IRConstraint(.view("stack"), .leading, .equal, .root, .leading, constant: 14, origin: origin),
            IRConstraint(.root, .bottom, .equal, .view("stack"), .bottom, constant: 16, origin: origin),
        ])
        let device = try #require(DeviceCatalog.standard.device(named: "iPhoneSE"))
        let environment = LayoutEnvironment(device: device)
        let rows = stackRows(LayoutSolver.lower(screen, in: environment))
        #expect(rows.contains("stack.leading == a.leading") && rows.contains("stack.trailing == b.trailing"))
        #expect(rows.contains("stack.height == 0 @25"))
        let (solution, loaded) = LayoutSolver.solveKeepingSolver(screen, in: environment)
        // iPhoneSE is 568 tall (Docs/uikit-devices.md): 568 − 16 at the bottom, no height.
        #expect(solution.view(named: "stack")?.frame == LayoutRect(x: 14, y: 552, width: 0, height: 0))
        for variable in [solution.system.views["stack"]?.width, solution.system.views["stack"]?.height, solution.system.views["stack"]?.top] {
            let index = try #require(variable).index
            #expect(loaded.solver.isDetermined(loaded.variables[index]))
        }
    }

    @Test("equalSpacing: >= spacing, gap guides of equal size, canvas fit @49")
    func equalSpacing() throws {
        let system = try lower([stack(StackProperties(distribution: .equalSpacing, alignment: .center, spacing: 4),
                                      [item("a"), item("b"), item("c")])])
        let rows = stackRows(system)
        #expect(rows.contains("b.leading >= a.trailing + 4"))
        #expect(rows.contains("stack~gap0.leading == a.trailing") && rows.contains("stack~gap1.trailing == c.leading"))
        #expect(rows.contains("stack~gap1.width == stack~gap0.width"))
        #expect(rows.contains("stack.width == 0 @49"))
        // Centre alignment: the spanner holds both sides; every item may collapse @25.
        #expect(rows.contains("stack.centerY == a.centerY") && rows.contains("a.centerY == b.centerY"))
        #expect(rows.contains("stack~spanner.top <= a.top") && rows.contains("stack~spanner.bottom >= c.bottom"))
        #expect(rows.contains("stack~spanner.height == 0 @51") && rows.contains("a.height == 0 @25"))
        #expect(rows.contains("stack.top == stack~spanner.top"))
    }

    @Test("fillProportionally: width share of the canvas at 999, 998, … by intrinsic width")
    func fillProportionally() throws {
        let system = try lower([stack(StackProperties(distribution: .fillProportionally, spacing: 10),
                                      [item("a", width: 40), item("b", width: 60)])])
        let rows = system.constraints.filter { $0.origin.detail?.contains("fill-proportionally") == true }
        #expect(rows.count == 2)
        // 40 / (40 + 60 + 10) and 60 / 110.
        #expect(rows[0].constraint.multiplier == 40.0 / 110 && rows[0].priority == Priority(clamping: 999))
        #expect(rows[1].constraint.multiplier == 60.0 / 110 && rows[1].priority == Priority(clamping: 998))
        let values: [String: Double] = ["stack.width": 220, "a.width": 80]
        let residual = rows[0].expression.evaluate { values[system.variableNames[$0.index]] ?? 0 }
        #expect(abs(residual) < 1e-12)  // 80 == 220 × 40 / 110
    }

    @Test("autoresizing axis shares match the table in Docs/UIKit.md#autoresizing")
    func autoresizingShares() {
        // x = 20, w = 280, superview 375 → trailing margin 75.
        func axis(_ l: Bool, _ s: Bool, _ r: Bool) -> AutoresizingAxis {
            AutoresizingAxis(origin: 20, size: 280, superviewSize: 375, flexibleLeading: l, flexibleSize: s,
                             flexibleTrailing: r)
        }
        #expect(axis(false, false, false).originShare == 0 && axis(false, false, true).sizeShare == 0)
        #expect(axis(false, true, false).sizeShare == 1)                  // w = S − x − r
        #expect(axis(true, false, false).originShare == 1)                // x = S − w − r
        #expect(axis(true, false, true).originShare == 20.0 / 95)         // x · (S − w) / (x + r)
        #expect(axis(true, true, false).sizeShare == 280.0 / 300)         // w · (S − r) / (x + w)
        #expect(axis(true, true, true).originShare == 20.0 / 375)         // x · S / S0
        #expect(axis(true, true, true).notation == "&&&" && axis(false, true, false).notation == "-&-")
        let zero = AutoresizingAxis(origin: 0, size: 0, superviewSize: 0, flexibleLeading: true, flexibleSize: true,
                                    flexibleTrailing: false)
        #expect(zero.originShare == 0.5 && zero.sizeShare == 0.5)
    }

    @Test("a framed view under an opaque bar: flexible height absorbs the root's lost 64 pt")
    func autoresizingConstraints() throws {
        let framed = ViewNode(name: "panel", kind: .view,
                              properties: ViewProperties(frame: LayoutRect(x: 0, y: 0, width: 320, height: 568),
                                                         autoresizing: [.flexibleWidth, .flexibleHeight]))
        let system = try lower([framed], nav: .opaque)
        let rows = system.constraints.filter { $0.origin.syntax == .autoresizing }
        #expect(rows.count == 4)
        #expect(rows.allSatisfy { $0.origin.detail?.hasPrefix("h=-&- v=-&-") == true })
        // Root is 568 − 64 = 504 tall: the panel's height must be 504.
        let height = rows[3]
        let values: [String: Double] = ["panel.height": 504, "view.height": 504]
        #expect(height.expression.evaluate { values[system.variableNames[$0.index]] ?? 0 } == 0)
    }

    @Test("pixel rounding rounds edges, so sizes are differences of rounded edges")
    func rounding() {
        // Three equal views across 320 pt at @2: 106.67 → edges 0, 106.5, 213.5, 320.
        #expect(PixelRounding.round(LayoutRect(x: 106.666666, y: 0, width: 106.666666, height: 1), scale: 2)
                == LayoutRect(x: 106.5, y: 0, width: 107, height: 1))
        #expect(PixelRounding.round(0.17, scale: 3) == 1.0 / 3)
        #expect(PixelRounding.round(106.49999999999, scale: 2) == 106.5)
        #expect(PixelRounding.round(.nan, scale: 2) == 0)
        #expect(PixelRounding.round(-0.1, scale: 2) == 0)
        // Halves round up, so sizes do not depend on position: −3.5 and 396.5 at @3x.
        #expect(PixelRounding.round(LayoutRect(x: 0, y: -3.5, width: 300, height: 400), scale: 3)
                == LayoutRect(x: 0, y: -10.0 / 3, width: 300, height: 400))
    }
}

@Suite("Autoresizing inside an Auto Layout superview")
struct AutoresizingInAutoLayoutSuperviewTests {
    @Test("a framed view in a constraint-sized superview keeps its frame, whatever the mask")
    func keepsFrame() throws {
        let child = ViewNode(name: "badge", kind: .view,
                             properties: ViewProperties(frame: LayoutRect(x: 5, y: 6, width: 30, height: 20),
                                                        autoresizing: [.flexibleWidth, .flexibleLeftMargin]))
        let card = ViewNode(name: "card", kind: .view, children: [child])
        let origin = ConstraintOrigin(syntax: .equation)
        let screen = LayoutScreen(name: "S", root: ViewNode(name: "view", kind: .view, children: [card]), constraints: [
            IRConstraint(.view("card"), .left, .equal, .root, .left, constant: 10, origin: origin),
            IRConstraint(.view("card"), .top, .equal, .root, .top, constant: 50, origin: origin),
            IRConstraint(.view("card"), .width, .equal, constant: 200, origin: origin),
            IRConstraint(.view("card"), .height, .equal, constant: 100, origin: origin),
        ])
        let device = try #require(DeviceCatalog.standard.device(named: "iPhoneSE"))
        let solution = LayoutSolver.solve(screen, in: LayoutEnvironment(device: device))
        #expect(solution.view(named: "badge")?.frame == LayoutRect(x: 5, y: 6, width: 30, height: 20))
        #expect(solution.view(named: "badge")?.absoluteFrame == LayoutRect(x: 15, y: 56, width: 30, height: 20))
        let rows = solution.system.constraints.filter { $0.origin.syntax == .autoresizing }
        #expect(rows.count == 4 && rows.allSatisfy { $0.origin.detail?.hasPrefix("h=--- v=---") == true })
    }
}
