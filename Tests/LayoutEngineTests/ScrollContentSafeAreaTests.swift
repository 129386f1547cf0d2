import Testing
import LayoutIR
@testable import LayoutEngine

/// Views inside a scroll view are laid out in content coordinates; UIKit measures their safe area
/// where they rest on screen, below the adjusted content inset (Docs/UIKit.md#scroll-views).
/// iPhone SE under a translucent navigation bar: safe area top 20 + 44 = 64.
@Suite("Safe area of scroll content")
struct ScrollContentSafeAreaTests {
    static let origin = ConstraintOrigin(syntax: .equation)

    func pin(_ a: LayoutItem, _ attribute: Attribute, _ b: LayoutItem?, _ attribute2: Attribute,
             _ constant: Double = 0) -> IRConstraint {
        IRConstraint(a, attribute, .equal, b, attribute2, constant: constant, origin: Self.origin)
    }

    /// A table (the root) whose 60-pt `row` sits `rowTop` pt into the content and whose 10-pt
    /// wide `text` is pinned to the row's top margin, and either 10 tall or, with `fillsRow`,
    /// pinned to its bottom margin too.
    func solveRow(behavior: ContentInsetAdjustmentBehavior, bounces: Bool, rowTop: Double = 24,
                  fillsRow: Bool = false) throws -> LayoutRect? {
        var properties = ViewProperties()
        properties.contentInsetAdjustmentBehavior = behavior
        properties.alwaysBounceVertical = bounces
        let text = ViewNode(name: "text", kind: .view)
        let row = ViewNode(name: "row", kind: .view, children: [text])
        let textHeight = fillsRow ? pin(.view("text"), .bottom, .view("row"), .bottomMargin)
            : pin(.view("text"), .height, nil, .notAnAttribute, 10)
        let screen = LayoutScreen(name: "S", root: ViewNode(name: "view", kind: .tableView, properties: properties,
                                                             children: [row]),
                                  constraints: [
                                      pin(.view("row"), .left, .root, .left), pin(.view("row"), .width, .root, .width),
                                      pin(.view("row"), .top, .root, .top, rowTop),
                                      pin(.view("row"), .height, nil, .notAnAttribute, 60),
                                      pin(.view("text"), .top, .view("row"), .topMargin),
                                      pin(.view("text"), .left, .view("row"), .left),
                                      pin(.view("text"), .width, nil, .notAnAttribute, 10),
                                      textHeight,
                                  ])
        let environment = LayoutEnvironment(device: try #require(DeviceCatalog.standard.device(named: "iPhoneSE")),
                                            bars: BarConfiguration(navigationBar: .translucent))
        let solution = LayoutSolver.solve(screen, in: environment)
        #expect(solution.conflicts.isEmpty)
        return solution.view(named: "text")?.frame
    }

    @Test("a row wholly below the screen at rest is measured as it scrolls into view: nothing covers it")
    func rowBelowTheScreen() throws {
        // 2000 pt down a 568-pt screen the row is off screen; when it shows, only its own 8-pt
        // margins apply: 60 − 8 − 8 = 44.
        #expect(try solveRow(behavior: .never, bounces: false, rowTop: 2000, fillsRow: true)?.height == 44)
        // 24 pt down it rests under the 64-pt bar: 40 pt of it covered, 60 − (40 + 8) − 8 = 4.
        #expect(try solveRow(behavior: .never, bounces: false, rowTop: 24, fillsRow: true)?.height == 4)
    }

    @Test("a table that always bounces vertically rests 64 pt down: the row (at 24 + 64) is clear of the bar")
    func bouncingTable() throws {
        // scrollableAxes adjusts the top because the table always bounces vertically: the row's
        // top margin is the default 8.
        #expect(try solveRow(behavior: .scrollableAxes, bounces: true)?.y == 8)
    }

    @Test("without bouncing or adjustment the content rests at 0: the bar covers 64 − 24 = 40 pt of the row")
    func unadjustedTable() throws {
        // Top margin = 40 of safe area + 8.
        #expect(try solveRow(behavior: .scrollableAxes, bounces: false)?.y == 48)
        #expect(try solveRow(behavior: .never, bounces: true)?.y == 48)
    }

    @Test("scrollableAxes counts an axis that always bounces as scrollable (UIScrollView.h)")
    func adjustedInset() {
        var properties = ViewProperties()
        properties.contentInsetAdjustmentBehavior = .scrollableAxes
        properties.alwaysBounceVertical = true
        let safe = LayoutInsets(top: 64, left: 0, bottom: 34, right: 0)
        let inset = ContentInsetAdjustment.adjustedInset(properties, safeArea: safe,
                                                         frameSize: LayoutSize(width: 320, height: 568),
                                                         contentSize: LayoutSize(width: 320, height: 100),
                                                         ownedByController: false, bars: BarConfiguration())
        #expect(inset == LayoutInsets(top: 64, left: 0, bottom: 34, right: 0))
        properties.alwaysBounceVertical = false
        let fits = ContentInsetAdjustment.adjustedInset(properties, safeArea: safe,
                                                        frameSize: LayoutSize(width: 320, height: 568),
                                                        contentSize: LayoutSize(width: 320, height: 100),
                                                        ownedByController: false, bars: BarConfiguration())
        #expect(fits == .zero)
    }
}
