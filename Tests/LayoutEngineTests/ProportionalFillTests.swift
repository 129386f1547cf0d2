import Testing
import LayoutIR
@testable import LayoutEngine

/// `fillProportionally` as UIKit builds it (Docs/UIKit.md#fill-proportionally): multiplier =
/// length / (Σ lengths + spacing × (visible − 1)), priority 999 − index (floor 751), a zero length
/// pinned to 0, and equal filling when the lengths do not outweigh the spacing. Expected frames
/// are hand arithmetic, rounded to the @2x pixel grid of an iPhone SE (320 × 568).
@Suite("Stack views: fillProportionally")
struct ProportionalFillTests {
    static let origin = ConstraintOrigin(syntax: .equation)

    func pin(_ a: LayoutItem, _ attribute: Attribute, to b: LayoutItem, _ attribute2: Attribute,
             _ constant: Double = 0) -> IRConstraint {
        IRConstraint(a, attribute, .equal, b, attribute2, constant: constant, origin: Self.origin)
    }

    func item(_ name: String, _ width: Double, hidden: Bool = false) -> ViewNode {
        ViewNode(name: name, kind: .label,
                 properties: ViewProperties(intrinsicSize: LayoutSize(width: width, height: 30), hidden: hidden))
    }

    func stack(_ items: [ViewNode], spacing: Double = 0, marginsRelative: Bool = false) -> ViewNode {
        ViewNode(name: "stack", kind: .stackView,
                 properties: ViewProperties(stack: StackProperties(distribution: .fillProportionally, spacing: spacing,
                                                                   layoutMarginsRelative: marginsRelative)),
                 children: items)
    }

    /// Solves `stack` pinned at the root's top-left, and to its right edge too when `fullWidth`.
    func solve(_ stack: ViewNode, fullWidth: Bool, width: Double? = nil, extra: [IRConstraint] = []) throws -> LayoutSolution {
        let environment = LayoutEnvironment(device: try #require(DeviceCatalog.standard.device(named: "iPhoneSE")))
        var constraints = [pin(.view("stack"), .left, to: .root, .left), pin(.view("stack"), .top, to: .root, .top, 100)]
        if fullWidth { constraints.append(pin(.view("stack"), .right, to: .root, .right)) }
        if let width {
            constraints.append(IRConstraint(.view("stack"), .width, .equal, constant: width, origin: Self.origin))
        }
        let screen = LayoutScreen(name: "S", root: ViewNode(name: "view", kind: .view, children: [stack]),
                                  constraints: constraints + extra)
        let solution = LayoutSolver.solve(screen, in: environment)
        #expect(solution.conflicts.isEmpty, "\(solution.conflicts)")
        return solution
    }

    func frame(_ solution: LayoutSolution, _ name: String) -> LayoutRect? { solution.view(named: name)?.frame }

    @Test("multipliers and priorities of the logged 160/80/40 stack: 0.571429, 0.285714, 0.142857 at 999, 998, 997")
    func loggedMultipliers() throws {
        let fill = Lowering.ProportionalFill(lengths: [160, 80, 40], spacing: 0, arrangedCount: 3)
        let multipliers = try #require(fill.multipliers)
        #expect(fill.denominator == 280)
        #expect(abs(multipliers[0] - 0.571429) < 5e-7 && abs(multipliers[1] - 0.285714) < 5e-7
                && abs(multipliers[2] - 0.142857) < 5e-7)
        #expect((0..<3).map { Lowering.ProportionalFill.priority(multiplier: multipliers[$0], index: $0) }
                == [Priority(clamping: 999), Priority(clamping: 998), Priority(clamping: 997)])
    }

    @Test("spacing is in the denominator; too little length falls back to filling equally")
    func denominatorAndFallback() {
        let spaced = Lowering.ProportionalFill(lengths: [25, 75], spacing: 10, arrangedCount: 2)
        #expect(spaced.denominator == 110 && spaced.multipliers == [25.0 / 110, 75.0 / 110])
        // No intrinsic lengths: 0 + 10 × 2 = 20 is not more than the spacing 10 × 2.
        #expect(Lowering.ProportionalFill(lengths: [-1, -1, -1], spacing: 10, arrangedCount: 3).multipliers == nil)
        // Nothing at all: the denominator must exceed 1 pt.
        #expect(Lowering.ProportionalFill(lengths: [0.5], spacing: 0, arrangedCount: 1).multipliers == nil)
        // A hidden item counts in the spacing test but not in the denominator: 40 + 10 > 10 × 2.
        #expect(Lowering.ProportionalFill(lengths: [40, 0], spacing: 10, arrangedCount: 3).multipliers
                == [40.0 / 50, 0])
    }

    @Test("priorities: required for a whole share or a zero length, 999 − index down to 751")
    func priorities() {
        #expect(Lowering.ProportionalFill.priority(multiplier: 1, index: 0) == .required)
        #expect(Lowering.ProportionalFill.priority(multiplier: 0, index: 4) == .required)
        #expect(Lowering.ProportionalFill.priority(multiplier: 0.5, index: 5) == Priority(clamping: 994))
        #expect(Lowering.ProportionalFill.priority(multiplier: 0.01, index: 300) == Priority(clamping: 751))
    }

    @Test("a stack free to size itself: every item at its intrinsic width, spacing included")
    func unconstrainedStack() throws {
        let solution = try solve(stack([item("a", 40), item("b", 60)], spacing: 10), fullWidth: false)
        // denominator 40 + 60 + 10 = 110 = the stack's width; a = 40/110 × 110, b = 60/110 × 110.
        #expect(frame(solution, "stack") == LayoutRect(x: 0, y: 100, width: 110, height: 30))
        #expect(frame(solution, "a") == LayoutRect(x: 0, y: 0, width: 40, height: 30))
        #expect(frame(solution, "b") == LayoutRect(x: 50, y: 0, width: 60, height: 30))
    }

    @Test("the logged 160/80/40 stack at 200 pt: 114.29, 57.14, 28.57 on the pixel grid")
    func loggedStackFrames() throws {
        let solution = try solve(stack([item("a", 160), item("b", 80), item("c", 40)]), fullWidth: false, width: 200)
        // Edges 0, 200 × 4/7 = 114.29 → 114.5, 200 × 6/7 = 171.43 → 171.5, 200.
        #expect(frame(solution, "a") == LayoutRect(x: 0, y: 0, width: 114.5, height: 30))
        #expect(frame(solution, "b") == LayoutRect(x: 114.5, y: 0, width: 57, height: 30))
        #expect(frame(solution, "c") == LayoutRect(x: 171.5, y: 0, width: 28.5, height: 30))
    }

    @Test("with spacing in a wider stack the last item (lowest priority) takes what the shares leave")
    func spacingWithFixedWidth() throws {
        let solution = try solve(stack([item("a", 40), item("b", 60)], spacing: 10), fullWidth: true)
        // a = 320 × 40/110 = 116.36 @999 holds; b's 998 share (174.5) gives way to the required
        // a + 10 + b = 320: b = 193.64. Edges 116.36 → 116.5 and 126.36 → 126.5.
        #expect(frame(solution, "a") == LayoutRect(x: 0, y: 0, width: 116.5, height: 30))
        #expect(frame(solution, "b") == LayoutRect(x: 126.5, y: 0, width: 193.5, height: 30))
    }

    @Test("a hidden item: out of the denominator, half the spacing on each side, zero wide")
    func hiddenItem() throws {
        let solution = try solve(stack([item("a", 40), item("h", 60, hidden: true), item("c", 50)], spacing: 10),
                                 fullWidth: false)
        // denominator 40 + 50 + 10 = 100; gaps 5 + 0 + 5: the stack is 100 wide, a 40, c 50 at 50.
        #expect(frame(solution, "stack") == LayoutRect(x: 0, y: 100, width: 100, height: 30))
        #expect(frame(solution, "a") == LayoutRect(x: 0, y: 0, width: 40, height: 30))
        #expect(frame(solution, "c") == LayoutRect(x: 50, y: 0, width: 50, height: 30))
    }

    @Test("an item without an intrinsic width is pinned to zero; the other takes the whole share")
    func zeroLength() throws {
        let plain = ViewNode(name: "v", kind: .view)
        let solution = try solve(stack([item("a", 40), plain]), fullWidth: true)
        // denominator 40: a's multiplier is 1 (required), v.width == 0 (required).
        #expect(frame(solution, "a") == LayoutRect(x: 0, y: 0, width: 320, height: 30))
        #expect(frame(solution, "v")?.width == 0)
    }

    @Test("margin-relative: the shares are of the margins guide (320 − 2 × 8 = 304)")
    func marginsRelative() throws {
        let solution = try solve(stack([item("a", 25), item("b", 75)], marginsRelative: true), fullWidth: true)
        // 304 × 1/4 = 76 and 304 × 3/4 = 228, starting at the 8-pt margin.
        #expect(frame(solution, "a") == LayoutRect(x: 8, y: 8, width: 76, height: 30))
        #expect(frame(solution, "b") == LayoutRect(x: 84, y: 8, width: 228, height: 30))
    }

    @Test("a nested stack's length is what its items ask for: 30 + 8 + 30 beside a 32-pt item")
    func nestedStackLength() throws {
        let inner = ViewNode(name: "inner", kind: .stackView,
                             properties: ViewProperties(stack: StackProperties(spacing: 8)),
                             children: [item("x", 30), item("y", 30)])
        let solution = try solve(stack([item("a", 32), inner]), fullWidth: false, width: 200)
        // Lengths 32 and 68: a = 200 × 32/100 = 64, inner = 136.
        #expect(frame(solution, "a") == LayoutRect(x: 0, y: 0, width: 64, height: 30))
        #expect(frame(solution, "inner") == LayoutRect(x: 64, y: 0, width: 136, height: 30))
    }

    /// A view without an intrinsic width is measured by its compressed fitting size
    /// (`-[UIView _proportionalFillLengthForOrderedArrangement:relevantParentAxis:]` falls back to
    /// `systemLayoutSizeFittingSize:`; Docs/UIKit.md#fill-proportionally): a view without subviews
    /// and a required `width == 96` fits at 96.
    @Test("an item without an intrinsic width is measured by its own required width (fitting size), not pinned to 0")
    func ownWidthIsTheLength() throws {
        let box = ViewNode(name: "box", kind: .view)
        let solution = try solve(stack([box, item("a", 100)], spacing: 16), fullWidth: false,
                                 extra: [IRConstraint(.view("box"), .width, .equal, constant: 96, origin: Self.origin)])
        // Lengths 96 and 100, denominator 96 + 100 + 16 = 212 = the stack's width; box at 0, a at 112.
        #expect(frame(solution, "stack") == LayoutRect(x: 0, y: 100, width: 212, height: 30))
        #expect(frame(solution, "box") == LayoutRect(x: 0, y: 0, width: 96, height: 30))
        #expect(frame(solution, "a") == LayoutRect(x: 112, y: 0, width: 100, height: 30))
    }

    @Test("an item sized by its subviews' constraints: its share is asked for, never required, so no false conflict")
    func subviewSizedItemIsNotRequired() throws {
        let holder = ViewNode(name: "holder", kind: .view, children: [ViewNode(name: "badge", kind: .view)])
        let extra = [
            pin(.view("badge"), .left, to: .view("holder"), .left), pin(.view("badge"), .right, to: .view("holder"), .right),
            pin(.view("badge"), .top, to: .view("holder"), .top),
            IRConstraint(.view("badge"), .width, .equal, constant: 50, origin: Self.origin),
            IRConstraint(.view("badge"), .height, .equal, constant: 30, origin: Self.origin),
        ]
        // `solve` expects no conflict. The badge fixes the holder at 50 (required); a takes the
        // rest of the 320-pt row: 270.
        let solution = try solve(stack([item("a", 40), holder]), fullWidth: true, extra: extra)
        #expect(frame(solution, "a") == LayoutRect(x: 0, y: 0, width: 270, height: 30))
        #expect(frame(solution, "holder") == LayoutRect(x: 270, y: 0, width: 50, height: 30))
    }
}
