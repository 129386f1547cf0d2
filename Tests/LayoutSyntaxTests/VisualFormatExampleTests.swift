import Testing
@testable import LayoutSyntax

/// One worked example of Docs/VisualFormat.md#worked-examples: a format, its dictionaries and options, and the
/// constraints UIKit returns for it, printed in order.
struct VisualFormatExample: CustomTestStringConvertible, Sendable {
    var number: Int
    var format: String
    var views: [String: LayoutItem]? = nil
    var metrics: [String: Double] = [:]
    var options: VisualFormatOptions = []
    var spacing: SpacingMode = .uikit
    var expected: [String]

    var testDescription: String { "example \(number) \(format) (\(spacing))" }
}

private let guideViews: [String: LayoutItem] = ["top": LayoutItem.root.with(guide: .topLayoutGuide), "v": .view("v")]

/// Every worked example of Docs/VisualFormat.md#worked-examples. Where standard space touches `|`, the example appears
/// twice: classic (20 to the edge) and UIKit (pinned to the superview's margin with 0).
let visualFormatExamples: [VisualFormatExample] = [
    .init(number: 1, format: "[button]-[textField]", expected: ["textField.leading == button.trailing + 8"]),
    .init(number: 2, format: "[button(>=50)]", expected: ["button.width >= 50"]),
    .init(number: 3, format: "|-50-[purpleBox]-50-|",
          expected: ["purpleBox.leading == superview.leading + 50", "superview.trailing == purpleBox.trailing + 50"]),
    .init(number: 4, format: "V:[topField]-10-[bottomField]", expected: ["bottomField.top == topField.bottom + 10"]),
    .init(number: 5, format: "[maroonView][blueView]", expected: ["blueView.leading == maroonView.trailing"]),
    .init(number: 6, format: "[button(100@20)]", expected: ["button.width == 100 @20"]),
    .init(number: 7, format: "[button1(==button2)]", views: ["button1": .view("button1"), "button2": .view("button2")],
          expected: ["button1.width == button2.width"]),
    .init(number: 8, format: "[flexibleButton(>=70,<=100)]",
          expected: ["flexibleButton.width >= 70", "flexibleButton.width <= 100"]),
    .init(number: 9, format: "|-[find]-[findNext]-[findField(>=20)]-|", spacing: .classic,
          expected: ["find.leading == superview.leading + 20", "findNext.leading == find.trailing + 8",
                     "findField.leading == findNext.trailing + 8", "findField.width >= 20",
                     "superview.trailing == findField.trailing + 20"]),
    .init(number: 9, format: "|-[find]-[findNext]-[findField(>=20)]-|",
          expected: ["find.leading == superview.leadingMargin", "findNext.leading == find.trailing + 8",
                     "findField.leading == findNext.trailing + 8", "findField.width >= 20",
                     "superview.trailingMargin == findField.trailing"]),
    .init(number: 10, format: "H:|-[a]-[b(==a)]-|", spacing: .classic,
          expected: ["a.leading == superview.leading + 20", "b.leading == a.trailing + 8", "b.width == a.width",
                     "superview.trailing == b.trailing + 20"]),
    .init(number: 10, format: "H:|-[a]-[b(==a)]-|",
          expected: ["a.leading == superview.leadingMargin", "b.leading == a.trailing + 8", "b.width == a.width",
                     "superview.trailingMargin == b.trailing"]),
    .init(number: 11, format: "|-(>=10,<=50@750)-[a]",
          expected: ["a.leading >= superview.leading + 10", "a.leading <= superview.leading + 50 @750"]),
    .init(number: 12, format: "V:[top]-[v]", views: guideViews,
          expected: ["v.top == view.topLayoutGuide.bottom + 8"]),
    .init(number: 13, format: "[a(>=70@750,<=100)]", expected: ["a.width >= 70 @750", "a.width <= 100"]),
    .init(number: 14, format: "|[a]|", expected: ["a.leading == superview.leading", "superview.trailing == a.trailing"]),
    .init(number: 15, format: "H:[a]-0-[b]", expected: ["b.leading == a.trailing"]),
    .init(number: 16, format: "[a]-(-10)-[b]", expected: ["b.leading == a.trailing - 10"]),
    .init(number: 17, format: "H:|-pad-[a(w)]-(>=pad)-|", metrics: ["pad": 8, "w": 100],
          expected: ["a.leading == superview.leading + 8", "a.width == 100", "superview.trailing >= a.trailing + 8"]),
    .init(number: 18, format: "H:|-[a]-[b]-[c]-|", options: .alignAllCenterY, spacing: .classic,
          expected: ["a.leading == superview.leading + 20", "b.leading == a.trailing + 8", "c.leading == b.trailing + 8",
                     "superview.trailing == c.trailing + 20", "a.centerY == b.centerY", "b.centerY == c.centerY"]),
    .init(number: 18, format: "H:|-[a]-[b]-[c]-|", options: .alignAllCenterY,
          expected: ["a.leading == superview.leadingMargin", "b.leading == a.trailing + 8", "c.leading == b.trailing + 8",
                     "superview.trailingMargin == c.trailing", "a.centerY == b.centerY", "b.centerY == c.centerY"]),
    .init(number: 19, format: "V:|[a][b][c]|", options: [.alignAllLeading, .alignAllTrailing],
          expected: ["a.top == superview.top", "b.top == a.bottom", "c.top == b.bottom", "superview.bottom == c.bottom",
                     "a.leading == b.leading", "a.trailing == b.trailing", "b.leading == c.leading", "b.trailing == c.trailing"]),
    .init(number: 20, format: "H:|-10-[a]-[b]", options: .directionLeftToRight,
          expected: ["a.left == superview.left + 10", "b.left == a.right + 8"]),
    .init(number: 21, format: "H:|-10-[a]-[b]", options: .directionRightToLeft,
          expected: ["superview.right == a.right + 10", "a.left == b.right + 8"]),
    .init(number: 22, format: "V:|-[a]", spacing: .classic, expected: ["a.top == superview.top + 20"]),
    .init(number: 22, format: "V:|-[a]", expected: ["a.top == superview.topMargin"]),
    .init(number: 23, format: "[a]-(>=8@999)-|", expected: ["superview.trailing >= a.trailing + 8 @999"]),
    .init(number: 24, format: "H:[label2(label1)]", views: ["label1": .view("label1"), "label2": .view("label2")],
          expected: ["label2.width == label1.width"]),
    .init(number: 25, format: "V:[a(==h@p)]", metrics: ["h": 44, "p": 500], expected: ["a.height == 44 @500"]),
    .init(number: 26, format: "H:[a]->=20-[b]", expected: ["b.leading >= a.trailing + 20"]),
    .init(number: 27, format: "|-(>=10@metric1)-[leftView(rightView@1000)][rightView(metric2)]|",
          metrics: ["metric1": 750, "metric2": 20],
          expected: ["leftView.leading >= superview.leading + 10 @750", "leftView.width == rightView.width",
                     "rightView.leading == leftView.trailing", "rightView.width == 20",
                     "superview.trailing == rightView.trailing"]),
    // The centering idiom: `superview` is only a dictionary key, here for the root view.
    .init(number: 28, format: "V:[superview]-(<=1)-[view]", views: ["superview": .root, "view": .view("label")],
          options: .alignAllCenterX,
          expected: ["label.top <= view.bottom + 1", "view.centerX == label.centerX"]),
    .init(number: 29, format: "V:[a]-[b]", options: .spacingBaselineToBaseline,
          expected: ["b.firstBaseline == a.lastBaseline + 8"]),
    .init(number: 30, format: "V:|-(top@750)-[c]-(>=0)-|", metrics: ["top": 12],
          expected: ["c.top == superview.top + 12 @750", "superview.bottom >= c.bottom"]),
]

@Suite struct VisualFormatExampleTests {
    @Test(arguments: visualFormatExamples)
    func workedExample(_ example: VisualFormatExample) {
        let printed = VisualFormatTestSupport.equations(example.format, views: example.views, metrics: example.metrics,
                                                        options: example.options, spacing: example.spacing)
        #expect(printed == example.expected)
    }

    @Test func everyWorkedExampleIsCovered() {
        #expect(Set(visualFormatExamples.map(\.number)) == Set(1...30))
    }

    @Test func constraintsCarryExactValues() throws {
        let result = VisualFormat.parse("|-(>=10,<=50@750)-[a]", views: ["a": .view("a")])
        try #require(result.constraints.count == 2)
        let second = result.constraints[1]
        #expect(second.firstItem == .view("a"))
        #expect(second.firstAttribute == .leading)
        #expect(second.relation == .lessThanOrEqual)
        #expect(second.secondItem == .superview)
        #expect(second.secondAttribute == .leading)
        #expect(second.multiplier == 1)
        #expect(second.constant == 50)
        #expect(second.priority == Priority(750))
        #expect(second.origin.syntax == .vfl)
    }
}
