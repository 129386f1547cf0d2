import Testing
import LayoutIR
import LayoutSyntax
import LayoutEngine

/// `.layout` screens that read like the Swift code beside them: views named with kind words, and
/// custom `UILayoutGuide`s (`layoutGuide name`) laid out like views that draw nothing.
@Suite struct LayoutGuideAndKindNameTests {
    static func parse(_ text: String) -> (LayoutScreen?, [LayoutDiagnostic]) {
        let (document, diagnostics) = LayoutParser.parse(text, path: "guides.layout", options: LayoutParseOptions())
        return (document.screens.first, diagnostics)
    }

    static func solve(_ screen: LayoutScreen) throws -> LayoutSolution {
        let environment = LayoutEnvironment(device: try #require(DeviceCatalog.standard.device(named: "iPhoneSE")),
                                            orientation: .portrait)
        return LayoutSolver.solve(screen, in: environment)
    }

    @Test func kindWordsNameViews() throws {
        let (screen, diagnostics) = Self.parse("""
            screen Kinds {
                devices iPhoneSE
                view label { intrinsic 100x20 }
                button button { intrinsic 80x44 }
                view scrollView
                label.snp.makeConstraints { make in
                    make.top.equalTo(view.safeArea.snp.top)
                    make.leading.equalToSuperview()
                }
                button.top == label.bottom + 8
                button.leading == label.leading
                H:|[scrollView]|
                V:[button]-[scrollView]|
            }
            """)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let tree = try #require(screen).root.children.map { "\($0.kind.keyword) \($0.name)" }
        #expect(tree == ["view label", "button button", "view scrollView"])
        let solution = try Self.solve(try #require(screen))
        // iPhoneSE portrait: safe area top 20. label 100×20 at (0, 20); button 8 below: y 48, 80×44;
        // scrollView 8 below the button (sibling spacing) down to the bottom: y 100, height 568 − 100.
        #expect(solution.view(named: "label")?.frame == LayoutRect(x: 0, y: 20, width: 100, height: 20))
        #expect(solution.view(named: "button")?.frame == LayoutRect(x: 0, y: 48, width: 80, height: 44))
        #expect(solution.view(named: "scrollView")?.frame == LayoutRect(x: 0, y: 100, width: 320, height: 468))
    }

    @Test func onlyTheNamesThatMeanSomethingElseAreReserved() {
        let (_, diagnostics) = Self.parse("""
            screen Reserved {
                view view
                label superview
                view safeArea
            }
            """)
        #expect(diagnostics.filter { $0.severity == .error }.map(\.message) == [
            "'view' is reserved and cannot name a view", "'superview' is reserved and cannot name a view",
            "'safeArea' is reserved and cannot name a view",
        ])
    }

    static let guides = """
        screen Guides {
            devices iPhoneSE
            layoutGuide column
            view card {
                layoutGuide inner
                label title { intrinsic 120x20 }
            }
            column.leading == view.safeArea.leading + 16
            column.trailing == view.safeArea.trailing - 16
            column.top == view.safeArea.top
            column.bottom == view.safeArea.bottom
            card.snp.makeConstraints { make in
                make.leading.trailing.equalTo(column)
                make.top.equalTo(column.snp.top).offset(8)
                make.height.equalTo(200)
            }
            inner.snp.makeConstraints { make in
                make.edges.equalToSuperview().inset(12)
            }
            title.top == inner.top
            title.leading == inner.leading
        }
        """

    @Test func aLayoutGuideIsLaidOutAndListedLikeAViewThatDrawsNothing() throws {
        let (parsed, diagnostics) = Self.parse(Self.guides)
        #expect(diagnostics.isEmpty, "\(diagnostics)")
        let screen = try #require(parsed)
        #expect(screen.root.children.map(\.kind) == [.layoutGuide, .view])
        #expect(screen.root.children[1].children.map(\.kind) == [.layoutGuide, .label])
        let solution = try Self.solve(screen)
        // column: 16 in from each safe-area side (320 − 32 = 288 wide), the safe area's height (20…568).
        #expect(solution.view(named: "column")?.frame == LayoutRect(x: 16, y: 20, width: 288, height: 548))
        // card: the column's width, 8 below its top, 200 high.
        #expect(solution.view(named: "card")?.frame == LayoutRect(x: 16, y: 28, width: 288, height: 200))
        // inner: `equalToSuperview()` of a guide is its owning view, the card, inset 12: 264 × 176.
        let inner = try #require(solution.view(named: "inner")?.frame)
        #expect(inner.width == 264 && inner.height == 176)
        let title = try #require(solution.view(named: "title")?.frame)
        #expect(title.x == inner.x && title.y == inner.y && title.width == 120 && title.height == 20)
        // Printed back as written.
        #expect(LayoutPrinter.print(LayoutDocument(file: SourceFile(path: "p.layout", text: ""), screens: [screen]))
            .contains("layoutGuide column"))
    }

    @Test func aLayoutGuideHasNoBodyGuidesOrVisualFormat() {
        let (_, diagnostics) = Self.parse("""
            screen Wrong {
                layoutGuide g {
                    intrinsic 10x10
                    view inside
                }
                view a
                a.top == g.safeArea.top
                H:|[g]|
            }
            """)
        let errors = diagnostics.filter { $0.severity == .error }.map(\.message)
        #expect(errors.contains("a layout guide has no 'intrinsic': it is a rectangle for constraints and nothing else"))
        #expect(errors.contains("a layout guide has no subviews"))
        #expect(errors.contains("'g' is a layout guide; it has no 'safeArea'"))
        #expect(errors.contains("g is not a key in the views dictionary."))
    }
}
