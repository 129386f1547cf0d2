import Testing
import LayoutIR
@testable import LayoutEngine

/// Lowering checked without a solver: each lowered expression is evaluated at chosen variable
/// values and compared with hand arithmetic.
@Suite("Lowering")
struct LoweringTests {
    static let origin = ConstraintOrigin(syntax: .equation)

    func environment(_ device: String = "iPhoneSE", _ direction: WritingDirection = .ltr,
                     nav: BarStyle? = nil) throws -> LayoutEnvironment {
        LayoutEnvironment(device: try #require(DeviceCatalog.standard.device(named: device)), direction: direction,
                    bars: BarConfiguration(navigationBar: nav))
    }

    /// Evaluates an expression with variables given by name (missing ones are 0).
    func evaluate(_ expression: LayoutExpression, in system: LoweredSystem, _ values: [String: Double]) -> Double {
        expression.evaluate { values[system.variableNames[$0.index]] ?? 0 }
    }

    func screen(_ children: [ViewNode], _ constraints: [IRConstraint]) -> LayoutScreen {
        LayoutScreen(name: "S", root: ViewNode(name: "view", kind: .view, children: children), constraints: constraints)
    }

    @Test("the root view's frame is fixed by four environment constraints")
    func environmentConstraints() throws {
        let system = LayoutSolver.lower(screen([], []), in: try environment(nav: .opaque))
        let environmental = system.constraints.filter { $0.origin.syntax == .environment }
        #expect(environmental.count == 4)
        // iPhone SE with an opaque bar: 568 − 20 − 44 = 504 tall.
        let height = try #require(environmental.first { $0.constraint.firstAttribute == .height })
        #expect(evaluate(height.expression, in: system, ["view.height": 504]) == 0)
    }

    @Test("intrinsic size: hugging and compression resistance at the kind's priorities or overrides")
    func intrinsicSize() throws {
        var properties = ViewProperties(intrinsicSize: LayoutSize(width: 80, height: -1))
        properties.hugging.horizontal = Priority(clamping: 251)
        let label = ViewNode(name: "title", kind: .label, properties: properties)
        let system = LayoutSolver.lower(screen([label, ViewNode(name: "toggle", kind: .switch)], []),
                                        in: try environment())
        let intrinsic = system.constraints.filter { $0.origin.syntax == .intrinsicSize }
        // title: width only (height is noIntrinsicMetric); toggle: 51 × 31 by default.
        #expect(intrinsic.count == 6)
        #expect(intrinsic[0].constraint.description == "title.width <= 80 @251")
        #expect(intrinsic[1].constraint.description == "title.width >= 80 @750")
        #expect(intrinsic[2].constraint.description == "toggle.width <= 51 @750")
        #expect(intrinsic[5].constraint.description == "toggle.height >= 31 @750")
        #expect(evaluate(intrinsic[0].expression, in: system, ["title.width": 100]) == 20)
    }

    @Test("leading and trailing flip in right-to-left; left and right do not")
    func directions() throws {
        let a = ViewNode(name: "a", kind: .view)
        let constraints = [
            IRConstraint(.view("a"), .leading, .equal, .root, .leading, constant: 20, origin: Self.origin),
            IRConstraint(.view("a"), .left, .equal, .root, .left, constant: 20, origin: Self.origin),
        ]
        let values: [String: Double] = ["view.width": 320, "a.left": 250, "a.width": 50]
        let ltr = LayoutSolver.lower(screen([a], constraints), in: try environment())
        let rtl = LayoutSolver.lower(screen([a], constraints), in: try environment("iPhoneSE", .rtl))
        let ltrUser = ltr.constraints.filter { $0.userIndex != nil }
        let rtlUser = rtl.constraints.filter { $0.userIndex != nil }
        // LTR: a.left − (view.left + 20) = 250 − 20 = 230.
        #expect(evaluate(ltrUser[0].expression, in: ltr, values) == 230)
        // RTL: the axis runs right to left, leading is −right: −(250 + 50) − (−(0 + 320) + 20) = 0,
        // i.e. a's right edge is 20 in from the root's right edge.
        #expect(evaluate(rtlUser[0].expression, in: rtl, values) == 0)
        #expect(evaluate(rtlUser[0].expression, in: rtl, ["view.width": 320, "a.left": 200, "a.width": 50]) == 50)
        #expect(evaluate(rtlUser[1].expression, in: rtl, values) == 230)
        #expect(rtlUser[0].userIndex == 0 && rtlUser[1].userIndex == 1)
    }

    @Test("margins of the root include the safe area and the system minimum")
    func rootMargins() throws {
        let constraints = [
            IRConstraint(.view("a"), .leading, .equal, .root, .leadingMargin, origin: Self.origin),
            IRConstraint(.view("a"), .top, .equal, .root, .topMargin, origin: Self.origin),
            IRConstraint(.view("a"), .top, .equal, LayoutItem(view: "view", guide: .safeArea), .top, origin: Self.origin),
        ]
        let system = LayoutSolver.lower(screen([ViewNode(name: "a", kind: .view)], constraints),
                                        in: try environment("iPhoneSE", .rtl))
        let user = system.constraints.filter { $0.userIndex != nil }
        // RTL on an SE: leading margin = −(320 − 16) = −304; a.leading = −(10 + 20) = −30.
        let values: [String: Double] = ["view.width": 320, "a.left": 10, "a.width": 20]
        #expect(evaluate(user[0].expression, in: system, values) == -30 + 304)
        // Top margin = safe top 20 + 0.
        #expect(evaluate(user[1].expression, in: system, ["a.top": 20]) == 0)
        #expect(evaluate(user[2].expression, in: system, ["a.top": 20]) == 0)
    }

    @Test("topLayoutGuide.bottom is the root top plus status bar and navigation bar")
    func legacyGuides() throws {
        let constraints = [
            IRConstraint(.view("a"), .top, .equal, LayoutItem(view: "view", guide: .topLayoutGuide), .bottom, constant: 8,
                       origin: Self.origin),
            IRConstraint(.view("a"), .bottom, .equal, LayoutItem(view: "view", guide: .bottomLayoutGuide), .top,
                       origin: Self.origin),
        ]
        let system = LayoutSolver.lower(screen([ViewNode(name: "a", kind: .view)], constraints),
                                        in: try environment("iPhone8", nav: .translucent))
        let user = system.constraints.filter { $0.userIndex != nil }
        // 20 + 44 = 64, plus 8 = 72.
        #expect(evaluate(user[0].expression, in: system, ["a.top": 72]) == 0)
        // No tab bar on a home-button phone: bottomLayoutGuide.top = 667 − 0.
        #expect(evaluate(user[1].expression, in: system, ["a.top": 600, "a.height": 67, "view.height": 667]) == 0)
    }

    @Test("a scroll view's edges mean its content for its descendants, its frame for others")
    func scrollViewContent() throws {
        let content = ViewNode(name: "content", kind: .view)
        let scroll = ViewNode(name: "scroll", kind: .scrollView, children: [content])
        let constraints = [
            IRConstraint(.view("content"), .trailing, .equal, .view("scroll"), .trailing, origin: Self.origin),
            IRConstraint(.view("scroll"), .trailing, .equal, .root, .trailing, origin: Self.origin),
            IRConstraint(.view("content"), .width, .equal, LayoutItem(view: "scroll", guide: .frameLayout), .width,
                       origin: Self.origin),
        ]
        let system = LayoutSolver.lower(screen([scroll], constraints), in: try environment())
        let user = system.constraints.filter { $0.userIndex != nil }
        let values: [String: Double] = ["content.left": 0, "content.width": 610, "scroll.left": 0, "scroll.width": 320,
                      "scroll.contentWidth": 610, "view.width": 320]
        // content.right − (scroll.left + contentWidth) = 610 − 610.
        #expect(evaluate(user[0].expression, in: system, values) == 0)
        // scroll.right − view.right = 320 − 320 (the frame, not the content).
        #expect(evaluate(user[1].expression, in: system, values) == 0)
        #expect(evaluate(user[2].expression, in: system, values) == 290)
    }

    @Test("baselines come from the declared offset, else the bottom")
    func baselines() throws {
        let label = ViewNode(name: "l", kind: .label, properties: ViewProperties(firstBaseline: 16, lastBaseline: 37))
        let plain = ViewNode(name: "p", kind: .view)
        let constraints = [
            IRConstraint(.view("l"), .firstBaseline, .equal, .view("p"), .lastBaseline, origin: Self.origin),
            IRConstraint(.view("l"), .lastBaseline, .equal, .view("p"), .top, origin: Self.origin),
        ]
        let system = LayoutSolver.lower(screen([label, plain], constraints), in: try environment())
        let user = system.constraints.filter { $0.userIndex != nil }
        let values: [String: Double] = ["l.top": 100, "p.top": 50, "p.height": 30]
        #expect(evaluate(user[0].expression, in: system, values) == 116 - 80)
        #expect(evaluate(user[1].expression, in: system, values) == 137 - 50)
    }

    @Test("unknown views, guides on the wrong kind and placeholders are skipped and reported once")
    func invalidConstraints() throws {
        let span = SourceSpan(file: "a.layout", offset: 0, length: 5, line: 3, column: 5)
        let constraints = [
            IRConstraint(.view("titel"), .top, .equal, .root, .top,
                       origin: ConstraintOrigin(syntax: .equation, span: span)),
            IRConstraint(.view("title"), .top, .equal, LayoutItem(view: "view", guide: .contentLayout), .top,
                       origin: Self.origin),
            IRConstraint(.view("title"), .top, .equal, .superview, .top, origin: Self.origin),
            IRConstraint(.view("title"), .width, .equal, constant: 10, origin: Self.origin),
        ]
        let tree = screen([ViewNode(name: "title", kind: .label)], constraints)
        let system = LayoutSolver.lower(tree, in: try environment())
        #expect(system.skippedUserConstraints == [0, 1, 2])
        #expect(system.constraints.filter { $0.userIndex != nil }.count == 1)
        let diagnostics = LayoutSolver.validate(tree)
        #expect(diagnostics.count == 3)
        #expect(diagnostics[0].span == span)
        #expect(diagnostics[0].message == "unknown view 'titel' in 'titel.top == view.top'")
        #expect(diagnostics[0].notes.first?.message == "did you mean 'title'?")
        #expect(diagnostics[1].message.contains("not a scroll view"))
    }

    @Test("deep nesting is lowered without recursion")
    func deepNesting() throws {
        var node = ViewNode(name: "v0", kind: .view)
        for depth in 1..<5000 { node = ViewNode(name: "v\(depth)", kind: .view, children: [node]) }
        let system = LayoutSolver.lower(screen([node], []), in: try environment())
        #expect(system.views.count == 5001)
    }
}
