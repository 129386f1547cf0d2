import LayoutSyntax
import Testing
import VFLCompiler

// The arithmetic of infeasible conflicts in the form of each conflict, on logs written for
// these tests; every expected line is worked out by hand beside it.

private func explain(_ text: String) -> ConsoleLogExplanation {
    let log = ConsoleLogReader.read(text, path: "paste.log")
    return ConsoleLogExplainer.explain(log, conflict: 0)
}

private func list(_ items: String...) -> String {
    let lines = items.map { item in "    \"<\(item)\(item.contains("(active") ? "" : "   (active)")>\"" }
    return "Unable to simultaneously satisfy constraints.\n(\n" + lines.joined(separator: ",\n") + "\n)\n"
}

@Test func aValueAgainstABound() {
    // height == 196 and height ≤ 30 on one button.
    let explanation = explain(list("NSLayoutConstraint:0x1 UIButton:0x11'Play'.height == 196",
                                   "NSLayoutConstraint:0x2 UIButton:0x11'Play'.height <= 30"))
    #expect(explanation.verdict == .infeasible)
    #expect(explanation.arithmetic == "196 against ≤ 30")
}

@Test func aRatioAgainstAFixedSize() {
    // width == 2 × height with height == 196 needs 2 × 196 = 392 of width; width ≤ 30.
    let explanation = explain(list("NSLayoutConstraint:0x3 UIImageView:0x21.width == 2*UIImageView:0x21.height",
                                   "NSLayoutConstraint:0x4 UIImageView:0x21.height == 196",
                                   "NSLayoutConstraint:0x5 UIImageView:0x21.width <= 30"))
    #expect(explanation.arithmetic == "2 × 196 = 392 against ≤ 30")
    #expect(explanation.needsAndHas == "needs 392 pt, has ≤ 30")
}

@Test func aChainWithAMinimum() {
    // 20 + (at least 300) + 20 = at least 340 in 320.
    let explanation = explain(list("NSLayoutConstraint:0x6 H:|-(20)-[UIView:0x31]   (active, names: '|':UIView:0x32 )",
                                   "NSLayoutConstraint:0x7 UIView:0x31.width >= 300",
                                   "NSLayoutConstraint:0x8 H:[UIView:0x31]-(20)-|   (active, names: '|':UIView:0x32 )",
                                   "NSLayoutConstraint:0x9 'UIView-Encapsulated-Layout-Width' UIView:0x32.width == 320"))
    #expect(explanation.arithmetic == "20 + ≥ 300 + 20 = ≥ 340 > 320")
    #expect(explanation.needsAndHas == "needs ≥ 340 pt, has 320")
}

@Test func aChainThatFallsShort() {
    // 20 + 300 − 5 = 315, but the container is 320 and every piece is fixed.
    let explanation = explain(list("NSLayoutConstraint:0x1 H:|-(20)-[UIView:0x31]   (active, names: '|':UIView:0x32 )",
                                   "NSLayoutConstraint:0x2 UIView:0x31.width == 300",
                                   "NSLayoutConstraint:0x3 H:[UIView:0x31]-(-5)-|   (active, names: '|':UIView:0x32 )",
                                   "NSLayoutConstraint:0x4 'UIView-Encapsulated-Layout-Width' UIView:0x32.width == 320"))
    #expect(explanation.arithmetic == "20 + 300 - 5 = 315 < 320")
}

@Test func aNegativeSizeAgainstTheFactThatSizesAreNotNegative() {
    let explanation = explain(list("NSLayoutConstraint:0x1 UIView:0x2.width == - 16"))
    #expect(explanation.verdict == .infeasibleWithImplicit)
    #expect(explanation.arithmetic == "-16 against ≥ 0")
}

@Test func twoValuesForOneHeight() {
    let explanation = explain(list("NSLayoutConstraint:0x1 V:[UIView:0x2(180)]", "NSLayoutConstraint:0x3 V:[UIView:0x2(90)]"))
    #expect(explanation.arithmetic == "180 against 90")
}

@Test func contentAgainstAZeroTemporaryWidth() {
    // 16 + label + 16 with the label's width at least 0, in a width of 0.
    let explanation = explain(list("NSLayoutConstraint:0x1 '_UITemporaryLayoutWidth' Shop.TitleView:0x2.width == 0",
                                   "NSLayoutConstraint:0x3 H:|-(16)-[UILabel:0x4]   (active, names: '|':Shop.TitleView:0x2 )",
                                   "NSLayoutConstraint:0x5 H:[UILabel:0x4]-(16)-|   (active, names: '|':Shop.TitleView:0x2 )"))
    #expect(explanation.arithmetic == "16 + 16 = 32 > 0")
    #expect(explanation.needsAndHas == "needs 32 pt, has 0")
}

@Test func aVerticalRatioCarriedFromAFixedWidth() {
    // 300 wide at height == 0.75 × width needs 0.75 × 300 = 225 of height; the cell has 200:
    // 8 + 225 + 8 = 241 > 200, written per unit of the cell's height.
    let explanation = explain(list("NSLayoutConstraint:0x1 UIImageView:0x5.width == 300",
                                   "NSLayoutConstraint:0x2 UIImageView:0x5.height == 0.75*UIImageView:0x5.width",
                                   "NSLayoutConstraint:0x3 V:|-(8)-[UIImageView:0x5]   (active, names: '|':UITableViewCellContentView:0x6 )",
                                   "NSLayoutConstraint:0x4 V:[UIImageView:0x5]-(8)-|   (active, names: '|':UITableViewCellContentView:0x6 )",
                                   "NSLayoutConstraint:0x7 'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:0x6.height == 200"))
    #expect(explanation.arithmetic == "0.75 × 300 + 8 + 8 = 241 > 200")
}

@Test func aLowerBoundIsWhatTheLayoutNeedsNeverWhatItHas() {
    // A stack at least 90 tall, pinned top and bottom inside a header held at 0:
    // 0 + ≥ 90 + 0 = ≥ 90 against 0. Read the other way it would say "has ≤ -90".
    let explanation = explain(list("NSLayoutConstraint:0x1 UIStackView:0x11.height >= 90",
                                   "NSLayoutConstraint:0x2 V:|-(0)-[UIStackView:0x11]   (active, names: '|':Kit.HeaderView:0x12 )",
                                   "NSLayoutConstraint:0x3 V:[UIStackView:0x11]-(0)-|   (active, names: '|':Kit.HeaderView:0x12 )",
                                   "NSLayoutConstraint:0x4 Kit.HeaderView:0x12.height == 0"))
    #expect(explanation.verdict == .infeasible)
    #expect(explanation.arithmetic == "≥ 90 > 0")
    #expect(explanation.needsAndHas == "needs ≥ 90 pt, has 0")
}

@Test func ofTwoFixedSizesTheOneThatLeavesNoNegativeSideIsWhatTheLayoutHas() {
    // A 30-pt bar pinned to the top of a container held at 0 and 4 above its bottom:
    // 30 + 4 = 34 against 0. Taking the bar's 30 as what the layout has would read "-4 < 30".
    let explanation = explain(list("NSLayoutConstraint:0x1 UIView:0x11.height == 0",
                                   "NSLayoutConstraint:0x2 Kit.ActionsView:0x12.top == UIView:0x11.top",
                                   "NSLayoutConstraint:0x3 Kit.ActionsView:0x12.height == 30",
                                   "NSLayoutConstraint:0x4 UIView:0x11.bottom == Kit.ActionsView:0x12.bottom + 4"))
    #expect(explanation.verdict == .infeasible)
    #expect(explanation.arithmetic == "30 + 4 = 34 > 0")
    #expect(explanation.needsAndHas == "needs 34 pt, has 0")
}

@Test func contentShorterThanItsContainerNeedsExactlyItsSum() {
    // A header 44 pt tall (its encapsulated height) holding 12 + 8 + 8 = 28 pt of equalities: the
    // content asks for exactly 28 and the container will not shrink to it.
    let explanation = explain(list("NSLayoutConstraint:0x1 UILabel:0x11.height == 12",
                                   "NSLayoutConstraint:0x2 UILabel:0x11.top == UIView:0x21.top + 8",
                                   "NSLayoutConstraint:0x3 UIView:0x21.bottom == UILabel:0x11.bottom + 8",
                                   "NSLayoutConstraint:0x4 'UIView-Encapsulated-Layout-Height' UIView:0x21.height == 44"))
    #expect(explanation.verdict == .infeasible)
    #expect(explanation.arithmetic == "12 + 8 + 8 = 28 < 44")
    #expect(explanation.needsAndHas == "needs exactly 28 pt, has 44")
}
