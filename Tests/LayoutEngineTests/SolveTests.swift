import Testing
import LayoutIR
@testable import LayoutEngine

/// End to end: lower, solve with the Cassowary module, round. Expected frames are worked out
/// by hand in the comments.
@Suite("Solving")
struct SolveTests {
    static let origin = ConstraintOrigin(syntax: .equation)

    func environment(_ device: String, _ orientation: Orientation = .portrait, _ direction: WritingDirection = .ltr,
                     bars: BarConfiguration = BarConfiguration()) throws -> LayoutEnvironment {
        LayoutEnvironment(device: try #require(DeviceCatalog.standard.device(named: device)), orientation: orientation,
                    direction: direction, bars: bars)
    }

    func c(_ a: String, _ attribute: Attribute, _ relation: Relation = .equal, _ b: LayoutItem? = nil,
           _ attribute2: Attribute = .notAnAttribute, times multiplier: Double = 1, _ constant: Double = 0,
           priority: Priority = .required) -> IRConstraint {
        let first = a.contains(".") ? LayoutItem(view: String(a.split(separator: ".")[0]),
                                           guide: LayoutGuide(name: String(a.split(separator: ".")[1])))
            : LayoutItem.view(a)
        return IRConstraint(first, attribute, relation, b, attribute2, multiplier: multiplier, constant: constant,
                          priority: priority, origin: Self.origin)
    }

    func screen(_ children: [ViewNode], _ constraints: [IRConstraint], rootMargins: LayoutInsets? = nil) -> LayoutScreen {
        LayoutScreen(name: "S", root: ViewNode(name: "view", kind: .view,
                                         properties: ViewProperties(layoutMargins: rootMargins), children: children),
               constraints: constraints)
    }

    func label(_ name: String, _ width: Double, _ height: Double) -> ViewNode {
        ViewNode(name: name, kind: .label, properties: ViewProperties(intrinsicSize: LayoutSize(width: width, height: height)))
    }

    @Test("a label between the root's margins, 8 below the safe area: (16, 28, 288, 21) on an iPhone SE")
    func margins() throws {
        let s = screen([label("title", 80, 21)], [
            c("title", .leading, .equal, .root, .leadingMargin),
            c("title", .trailing, .equal, .root, .trailingMargin),
            c("title", .top, .equal, LayoutItem(view: "view", guide: .safeArea), .top, 8),
        ])
        let solution = LayoutSolver.solve(s, in: try environment("iPhoneSE"))
        #expect(solution.conflicts.isEmpty)
        // x = 16 (system minimum), width 320 − 32 = 288, y = 20 + 8, height = intrinsic 21.
        #expect(solution.view(named: "title")?.frame == LayoutRect(x: 16, y: 28, width: 288, height: 21))
        #expect(solution.view(named: "view")?.frame == LayoutRect(x: 0, y: 0, width: 320, height: 568))
        // Landscape iPhone XS: margins 44 + 16 = 60 each side, safe top 0: (60, 8, 812 − 120 = 692, 21).
        let landscape = LayoutSolver.solve(s, in: try environment("iPhoneXS", .landscape))
        #expect(landscape.view(named: "title")?.frame == LayoutRect(x: 60, y: 8, width: 692, height: 21))
    }

    @Test("leading 20 and width 100: x 20 in LTR, 320 − 20 − 100 = 200 in RTL")
    func rightToLeft() throws {
        let s = screen([ViewNode(name: "a", kind: .view)], [
            c("a", .leading, .equal, .root, .leading, 20), c("a", .width, .equal, nil, .notAnAttribute, 100),
            c("a", .top, .equal, .root, .top, 100), c("a", .height, .equal, nil, .notAnAttribute, 44),
        ])
        #expect(LayoutSolver.solve(s, in: try environment("iPhoneSE")).view(named: "a")?.frame
                == LayoutRect(x: 20, y: 100, width: 100, height: 44))
        #expect(LayoutSolver.solve(s, in: try environment("iPhoneSE", .portrait, .rtl)).view(named: "a")?.frame
                == LayoutRect(x: 200, y: 100, width: 100, height: 44))
    }

    @Test("three equal views across 320 pt at @2x round their edges: 0|101.5, 109.5|101, 218.5|101.5")
    func fillEquallyRounding() throws {
        let items = ["a", "b", "c"].map { ViewNode(name: $0, kind: .view) }
        let stack = ViewNode(name: "stack", kind: .stackView,
                             properties: ViewProperties(stack: StackProperties(distribution: .fillEqually, spacing: 8)),
                             children: items)
        let s = screen([stack], [
            c("stack", .leading, .equal, .root, .leading), c("stack", .trailing, .equal, .root, .trailing),
            c("stack", .top, .equal, .root, .top, 100), c("stack", .height, .equal, nil, .notAnAttribute, 50),
        ])
        let solution = LayoutSolver.solve(s, in: try environment("iPhoneSE"))
        #expect(solution.conflicts.isEmpty)
        // (320 − 16) / 3 = 101.333: edges 0, 101.333, 109.333, 210.667, 218.667, 320 → to half points.
        #expect(solution.view(named: "a")?.frame == LayoutRect(x: 0, y: 0, width: 101.5, height: 50))
        #expect(solution.view(named: "b")?.frame == LayoutRect(x: 109.5, y: 0, width: 101, height: 50))
        #expect(solution.view(named: "c")?.frame == LayoutRect(x: 218.5, y: 0, width: 101.5, height: 50))
        #expect(solution.view(named: "c")?.absoluteFrame == LayoutRect(x: 218.5, y: 100, width: 101.5, height: 50))
        let raw = try #require(solution.unroundedFrame(of: "c"))
        #expect(abs(raw.x - 656.0 / 3) < 1e-6 && abs(raw.width - 304.0 / 3) < 1e-6)
    }

    @Test("a scroll view reports contentSize from its content guide: 610 × 400")
    func contentSize() throws {
        let content = ViewNode(name: "content", kind: .view)
        let scroll = ViewNode(name: "list", kind: .scrollView, children: [content])
        let guide = LayoutItem(view: "list", guide: .contentLayout)
        let s = screen([scroll], [
            c("list", .leading, .equal, .root, .leading), c("list", .trailing, .equal, .root, .trailing),
            c("list", .top, .equal, .root, .top), c("list", .bottom, .equal, .root, .bottom),
            c("content", .leading, .equal, guide, .leading), c("content", .trailing, .equal, guide, .trailing),
            c("content", .top, .equal, guide, .top), c("content", .bottom, .equal, guide, .bottom),
            c("content", .width, .equal, nil, .notAnAttribute, 610), c("content", .height, .equal, nil, .notAnAttribute, 400),
        ])
        let solution = LayoutSolver.solve(s, in: try environment("iPhoneSE"))
        #expect(solution.conflicts.isEmpty)
        #expect(solution.view(named: "list")?.contentSize == LayoutSize(width: 610, height: 400))
        #expect(solution.view(named: "content")?.frame == LayoutRect(x: 0, y: 0, width: 610, height: 400))
    }

    @Test("a required constraint against the root's size is left out, with the conflict mapped back")
    func conflict() throws {
        let span = SourceSpan(file: "a.layout", offset: 0, length: 18, line: 4, column: 5)
        var wide = c("view", .width, .equal, nil, .notAnAttribute, 500)
        wide.origin = ConstraintOrigin(syntax: .equation, span: span)
        let solution = LayoutSolver.solve(screen([], [wide]), in: try environment("iPhoneSE"))
        let conflict = try #require(solution.conflicts.first)
        let failed = solution.system.constraints[conflict.constraint]
        #expect(failed.userIndex == 0)
        #expect(conflict.conflictingWith.map { solution.system.constraints[$0].origin.syntax } == [.environment])
        // The conflict carries the IR constraint itself, so it still names the source after the
        // lowered system is dropped.
        let kept = solution.droppingSystem().conflicts.first
        #expect(kept?.leftOut.origin.span == span)
        #expect(kept?.leftOut.description == "view.width == 500")
        #expect(kept?.conflictingConstraints.map(\.origin.syntax) == [.environment])
        #expect(solution.view(named: "view")?.frame.width == 320)
    }

    @Test("a framed view with a flexible height follows the root under an opaque bar")
    func autoresizing() throws {
        let panel = ViewNode(name: "panel", kind: .view,
                             properties: ViewProperties(frame: LayoutRect(x: 20, y: 100, width: 280, height: 368),
                                                        autoresizing: [.flexibleWidth, .flexibleHeight]))
        let bars = BarConfiguration(navigationBar: .opaque)
        let solution = LayoutSolver.solve(screen([panel], []), in: try environment("iPhoneSE", bars: bars))
        // Root 320 × 504 (568 − 64); the height absorbs the 64 pt: 368 − 64 = 304.
        #expect(solution.view(named: "panel")?.frame == LayoutRect(x: 20, y: 100, width: 280, height: 304))
        // Landscape iPhone SE: the root is screen-sized (568 × 320) when the frame is set, then
        // 568 × 288 under the compact bar: the width keeps 280, the height loses 32.
        let landscape = LayoutSolver.solve(screen([panel], []), in: try environment("iPhoneSE", .landscape, bars: bars))
        #expect(landscape.view(named: "panel")?.frame == LayoutRect(x: 20, y: 100, width: 280, height: 368 - 32))
    }

    @Test("a subview's safe area is what of the root's unsafe area overlaps it (second pass)")
    func subviewSafeArea() throws {
        let child = ViewNode(name: "child", kind: .view)
        let header = ViewNode(name: "header", kind: .view, children: [child])
        let s = screen([header], [
            c("header", .leading, .equal, .root, .leading), c("header", .trailing, .equal, .root, .trailing),
            c("header", .top, .equal, .root, .top), c("header", .height, .equal, nil, .notAnAttribute, 100),
            c("child", .top, .equal, LayoutItem(view: "header", guide: .safeArea), .top),
            c("child", .bottom, .equal, LayoutItem(view: "header", guide: .safeArea), .bottom),
            c("child", .leading, .equal, .view("header"), .leadingMargin),
            c("child", .trailing, .equal, .view("header"), .trailingMargin),
        ])
        let solution = LayoutSolver.solve(s, in: try environment("iPhoneXS"))
        // The header covers y 0…100; the root's unsafe top is 44, so the child starts at 44.
        // Margins: 8 each side (a plain view's), plus no side insets in portrait.
        #expect(solution.view(named: "child")?.frame == LayoutRect(x: 8, y: 44, width: 359, height: 56))
        #expect(solution.passes == 2)
    }

    @Test("environments solve in parallel to the same frames as one by one")
    func parallel() async throws {
        let s = screen([label("title", 80, 21)], [
            c("title", .leading, .equal, .root, .leadingMargin), c("title", .trailing, .equal, .root, .trailingMargin),
            c("title", .top, .equal, LayoutItem(view: "view", guide: .safeArea), .top, 8),
        ])
        let declaration = EnvironmentDeclaration(devices: ["iPhoneSE", "iPhone13", "iPadAir", "iPhoneXSMax"]
            .map { .catalog(name: $0, span: nil) }, orientations: [.portrait, .landscape])
        var screenWithEnvironments = s
        screenWithEnvironments.environment = declaration
        let (environments, _) = EnvironmentSet.resolve(screenWithEnvironments)
        #expect(environments.count == 8)
        let sequential = environments.map { LayoutSolver.solve(s, in: $0).views }
        let concurrent = await withTaskGroup(of: (Int, [ViewFrame]).self) { group in
            for (index, environment) in environments.enumerated() {
                group.addTask { (index, LayoutSolver.solve(s, in: environment).views) }
            }
            var results = [[ViewFrame]](repeating: [], count: environments.count)
            for await (index, views) in group { results[index] = views }
            return results
        }
        #expect(concurrent == sequential)
    }

    @Test("huge and non-finite numbers neither trap nor leak non-finite frames")
    func hugeNumbers() throws {
        var huge = ViewProperties(intrinsicSize: LayoutSize(width: .infinity, height: .nan))
        huge.layoutMargins = LayoutInsets(top: .nan, left: 1e308, bottom: 0, right: 0)
        let s = screen([ViewNode(name: "a", kind: .label, properties: huge), ViewNode(name: "b", kind: .view)], [
            c("a", .width, .equal, nil, .notAnAttribute, 1e300),
            c("a", .left, .equal, .root, .left, times: 1e300, 1e308),
            c("b", .leading, .equal, .view("a"), .leadingMargin, .infinity),
            c("b", .width, .equal, .view("a"), .width, times: .nan),
        ])
        for environment in [try environment("iPhoneSE"), try environment("iPhoneSE", .landscape, .rtl)] {
            let solution = LayoutSolver.solve(s, in: environment)
            for view in solution.views {
                for f in [view.frame, view.absoluteFrame] {
                    #expect(f.x.isFinite && f.y.isFinite && f.width.isFinite && f.height.isFinite, "\(view.name)")
                }
            }
        }
    }
}
