import Testing
@testable import LayoutSyntax

/// Behaviour beyond the worked examples: the parser's permissiveness (Docs/VisualFormat.md#parser-behaviour), guides,
/// directions with margins, baselines, options on single views, and emission order.
@Suite struct VisualFormatSemanticsTests {
    private func equations(_ format: String, views: [String: LayoutItem]? = nil, metrics: [String: Double] = [:],
                           options: VisualFormatOptions = [], spacing: SpacingMode = .uikit) -> [String] {
        VisualFormatTestSupport.equations(format, views: views, metrics: metrics, options: options, spacing: spacing)
    }

    @Test func whitespaceAnywhereIsIgnored() {
        #expect(equations("H: |-16-[v0]-16-|") == ["v0.leading == superview.leading + 16", "superview.trailing == v0.trailing + 16"])
        #expect(equations(" V : | - ( >= 8 @ 750 ) - [ a ( 10 ) ]\n", views: ["a": .view("a")]) == ["a.top >= superview.top + 8 @750", "a.height == 10"])
    }

    @Test func unparenthesisedConnectionPredicatesAreFullPredicates() {
        #expect(equations("[a]->=0-[b]") == ["b.leading >= a.trailing"])
        #expect(equations("|->=0@priority-[a]", metrics: ["priority": 250]) == ["a.leading >= superview.leading @250"])
        #expect(equations("[a]-0@999-[b]") == ["b.leading == a.trailing @999"])
        #expect(equations("[a]-10@750-[b]") == ["b.leading == a.trailing + 10 @750"])
    }

    @Test func numbersAreReadLikeStrtod() {
        #expect(equations("[a(1e2)]") == ["a.width == 100"])
        #expect(equations("[a(10.)]") == ["a.width == 10"])
        #expect(equations("[a(0x10)]") == ["a.width == 16"])
        #expect(equations("[a(-5)]") == ["a.width == -5"])
        #expect(equations("[a(-.5)]") == ["a.width == -0.5"])
        #expect(equations("[a(0x)]") == ["error: A predicate on a view's thickness must end with ')' and the view must end with ']'"])
        #expect(equations("[a]-(-10)-[b]-(1.5e1)-|") == ["b.leading == a.trailing - 10", "superview.trailing == b.trailing + 15"])
        #expect(equations("[a(1e-400)]") == ["a.width == 0"])
    }

    @Test func metricsShadowViewsAndNanIsAName() {
        #expect(equations("[a(b)][b]", metrics: ["b": 30]) == ["a.width == 30", "b.leading == a.trailing"])
        #expect(equations("[a(nan)]").first?.hasPrefix("error: Encountered metric with name \"nan\"") == true)
        #expect(equations("[a(inf)]").first?.hasPrefix("error: Encountered metric with name \"inf\"") == true)
    }

    @Test func sameViewTwiceAndSingleViewsIgnoreAlignment() {
        #expect(equations("[view]-[view]") == ["view.leading == view.trailing + 8"])
        #expect(equations("V:[myView(50)]|", options: .alignAllTop) == ["myView.height == 50", "superview.bottom == myView.bottom"])
        #expect(equations("|-[a]-|", options: .alignAllLeft) == ["a.leading == superview.leadingMargin", "superview.trailingMargin == a.trailing"])
    }

    @Test func legacyLayoutGuidesActAsSiblings() {
        let top = LayoutItem.root.with(guide: .topLayoutGuide)
        let bottom = LayoutItem.root.with(guide: .bottomLayoutGuide)
        #expect(equations("V:[topLayoutGuide]-0-[tableView]-0-|", views: ["topLayoutGuide": top, "tableView": .view("tableView")])
                == ["tableView.top == view.topLayoutGuide.bottom", "superview.bottom == tableView.bottom"])
        #expect(equations("V:[bottomLabel(30)]-[bottomGuide]", views: ["bottomLabel": .view("bottomLabel"), "bottomGuide": bottom])
                == ["bottomLabel.height == 30", "view.bottomLayoutGuide.top == bottomLabel.bottom + 8"])
    }

    @Test func directionsUseLeftAndRightAndMirrorMargins() {
        #expect(equations("H:|-[a]-|", options: .directionLeftToRight)
                == ["a.left == superview.leftMargin", "superview.rightMargin == a.right"])
        #expect(equations("H:|-[a]-|", options: .directionRightToLeft)
                == ["superview.rightMargin == a.right", "a.left == superview.leftMargin"])
        #expect(equations("H:[a]-5-|", options: .directionRightToLeft) == ["a.left == superview.left + 5"])
        #expect(equations("H:[a]-(>=10)-[b]", options: .directionRightToLeft) == ["a.left >= b.right + 10"])
        #expect(equations("H:|-[a]-|", options: .directionRightToLeft, spacing: .classic)
                == ["superview.right == a.right + 20", "a.left == superview.left + 20"])
        // Directions do not affect vertical formats.
        #expect(equations("V:|-8-[a]", options: .directionRightToLeft) == ["a.top == superview.top + 8"])
    }

    @Test func baselineSpacingReplacesEveryViewEdge() {
        // The superview keeps its top and bottom; each view uses a baseline, as UIKit does.
        #expect(equations("V:|-[a]-[b]-|", options: .spacingBaselineToBaseline)
                == ["a.firstBaseline == superview.topMargin", "b.firstBaseline == a.lastBaseline + 8",
                    "superview.bottomMargin == b.lastBaseline"])
        #expect(equations("V:|-10-[a]|", options: .spacingBaselineToBaseline, spacing: .classic)
                == ["a.firstBaseline == superview.top + 10", "superview.bottom == a.lastBaseline"])
        #expect(equations("V:[a]-20-[b]", options: .spacingBaselineToBaseline) == ["b.firstBaseline == a.lastBaseline + 20"])
        // A single view has no connection to check.
        #expect(equations("H:[a(10)]", options: .spacingBaselineToBaseline) == ["a.width == 10"])
    }

    @Test func alignmentPerBitInAttributeOrderAfterEverything() {
        let printed = equations("H:[a]-(>=8,<=20)-[b(==a)][c]", options: [.alignAllLastBaseline, .alignAllTop, .alignAllFirstBaseline])
        #expect(printed == [
            "b.leading >= a.trailing + 8", "b.leading <= a.trailing + 20", "b.width == a.width", "c.leading == b.trailing",
            "a.top == b.top", "a.lastBaseline == b.lastBaseline", "a.firstBaseline == b.firstBaseline",
            "b.top == c.top", "b.lastBaseline == c.lastBaseline", "b.firstBaseline == c.firstBaseline",
        ])
        #expect(equations("V:[a][b]", options: VisualFormatOptions(rawValue: 1 << 7)) == ["b.top == a.bottom", "a.width == b.width"])
        // UIKit reads only bits 1…12.
        #expect(equations("V:[a][b]", options: VisualFormatOptions(rawValue: 1 << 13 | 1 << 0)) == ["b.top == a.bottom"])
    }

    @Test func rightToLeftAlignmentPutsTheLaterViewFirst() {
        #expect(equations("H:[a]-[b]", options: [.directionRightToLeft, .alignAllTop]) == ["a.left == b.right + 8", "b.top == a.top"])
        #expect(equations("H:[a]-[b]", options: [.directionLeftToRight, .alignAllTop]) == ["b.left == a.right + 8", "a.top == b.top"])
    }

    @Test func viewPredicatesUseTheAxisDimension() {
        #expect(equations("V:[a(>=b,<=100@250)]", views: ["a": .view("a"), "b": .view("b")])
                == ["a.height >= b.height", "a.height <= 100 @250"])
        #expect(equations("[leftView(rightView@1000)]", views: ["leftView": .view("leftView"), "rightView": .view("rightView")])
                == ["leftView.width == rightView.width"])
    }

    @Test func firstViewPredicatesComeFirstUnlessTheFormatStartsWithABar() {
        #expect(equations("[a(10)]-[b(20)]") == ["a.width == 10", "b.leading == a.trailing + 8", "b.width == 20"])
        #expect(equations("|[a(10)]-[b(20)]") == ["a.leading == superview.leading", "a.width == 10",
                                                  "b.leading == a.trailing + 8", "b.width == 20"])
    }

    @Test func rootViewKeyWorksAwayFromTheBar() {
        #expect(equations("V:[view]-[label]", views: ["view": .root, "label": .view("label")]) == ["label.top == view.bottom + 8"])
    }

    @Test func priorityBoundariesMatchUIKit() {
        #expect(equations("[a(10@1000)]") == ["a.width == 10"])
        #expect(equations("[a(10@1)]") == ["a.width == 10 @1"])
        #expect(equations("[a(10@999.5)]") == ["a.width == 10 @999.5"])
    }
}
