import LayoutIR
import LayoutSyntax
import Testing
import VFLCompiler

// Conflicts of the kinds found in public issue threads, rewritten with made-up views and numbers,
// each verdict worked out by hand in the comment above it.

private func explain(_ text: String) -> (ConsoleLog, ConsoleLogExplanation) {
    let log = ConsoleLogReader.read(text, path: "paste.log")
    return (log, ConsoleLogExplainer.explain(log, conflict: 0))
}

@Test func twoViewAutoresizingUsesTheSuperviewsBounds() {
    // A is inside B. A.midX (in B's bounds) == B.midX (B.width/2) + 100, A.width == B.width + 200,
    // A.right == B.right: A.left − B.left = −200, so A.midX = −200 + (B.width + 200)/2 =
    // B.width/2 − 100 ≠ B.width/2 + 100.
    let (_, explanation) = explain("""
        Unable to simultaneously satisfy constraints.
        (
            "<NSAutoresizingMaskLayoutConstraint:0x1 h=-&- v=--& Shop.InputBar:0xa.midX == Shop.Host:0xb.midX + 100>",
            "<NSAutoresizingMaskLayoutConstraint:0x2 h=-&- v=--& Shop.InputBar:0xa.width == Shop.Host:0xb.width + 200>",
            "<NSLayoutConstraint:0x3 Shop.InputBar:0xa.right == Shop.Host:0xb.right>"
        )
        """)
    #expect(explanation.verdict == .infeasible)
    #expect(explanation.minimalSet == [0, 1, 2])
    #expect(explanation.suggestions.first?.pattern == .autoresizingMask)
}

@Test func legacyLayoutGuidesInATallerStack() {
    // The top guide is 0 tall at the root's top, the bottom guide 0 tall at its bottom; the
    // button sits 100 below one and 400 above the other in a 480-pt root: 100 + h + 400 = 480
    // needs h = −20, impossible only because heights are never negative.
    let (_, explanation) = explain("""
        [LayoutConstraints] Unable to simultaneously satisfy constraints.
        (
            "<_UILayoutSupportConstraint:0x1 _UILayoutGuide:0xa.height == 0   (active)>",
            "<_UILayoutSupportConstraint:0x2 V:|-(0)-[_UILayoutGuide:0xa]   (active, names: '|':UIView:0xr )>",
            "<_UILayoutSupportConstraint:0x3 _UILayoutGuide:0xb.height == 0   (active)>",
            "<_UILayoutSupportConstraint:0x4 _UILayoutGuide:0xb.bottom == UIView:0xc.bottom   (active)>",
            "<NSLayoutConstraint:0x5 V:[_UILayoutGuide:0xa]-(100)-[SaveButton]   (active, names: SaveButton:0xd )>",
            "<NSLayoutConstraint:0x6 V:[SaveButton]-(400)-[_UILayoutGuide:0xb]   (active, names: SaveButton:0xd )>",
            "<NSLayoutConstraint:0x7 'UIView-Encapsulated-Layout-Height' UIView:0xc.height == 480   (active)>"
        )
        """)
    // `0xr` is no hexadecimal address: that names entry is skipped, the `|` of the top guide's
    // constraint is an unknown superview, the guide is not tied to the root and the rest holds.
    #expect(explanation.verdict == .feasibleAsPrinted)

    let (_, fixed) = explain("""
        [LayoutConstraints] Unable to simultaneously satisfy constraints.
        (
            "<_UILayoutSupportConstraint:0x1 _UILayoutGuide:0xa.height == 0   (active)>",
            "<_UILayoutSupportConstraint:0x2 V:|-(0)-[_UILayoutGuide:0xa]   (active, names: '|':UIView:0xc )>",
            "<_UILayoutSupportConstraint:0x3 _UILayoutGuide:0xb.height == 0   (active)>",
            "<_UILayoutSupportConstraint:0x4 _UILayoutGuide:0xb.bottom == UIView:0xc.bottom   (active)>",
            "<NSLayoutConstraint:0x5 V:[_UILayoutGuide:0xa]-(100)-[SaveButton]   (active, names: SaveButton:0xd )>",
            "<NSLayoutConstraint:0x6 V:[SaveButton]-(400)-[_UILayoutGuide:0xb]   (active, names: SaveButton:0xd )>",
            "<NSLayoutConstraint:0x7 'UIView-Encapsulated-Layout-Height' UIView:0xc.height == 480   (active)>"
        )
        """)
    #expect(fixed.verdict == .infeasibleWithImplicit)
    #expect(fixed.minimalSet == [0, 1, 2, 3, 4, 5, 6])
    #expect(fixed.assumptions.map(\.description) == ["SaveButton's height is never negative"])
    #expect(fixed.arithmetic == "100 + 400 = 500 > 480")
    // The guides are the view controller's, the height the screen's; the button's constraints
    // are the app's to change.
    #expect(fixed.suggestions.first?.pattern == .containerSize)
    #expect(fixed.suggestions.first?.constraint.map { [4, 5].contains($0) } == true)
}

@Test func appKitCentresThatAgreeAreFeasibleAsPrinted() {
    // Second button at x = a (100 wide), first at a + 100 (80 wide): centres a + 50 and a + 140.
    // The box's centre is a + 140 − 10 = a + 130 by one and a + 50 + 80 = a + 130 by the other.
    let (_, explanation) = explain("""
        11/15/14 7:37:32.893 AM Tool[23288]: Unable to simultaneously satisfy constraints:
        (
            "<NSLayoutConstraint:0x1 NSBox:0xa'Updates'.centerX == NSButton:0xb'Check'.centerX - 10>",
            "<NSLayoutConstraint:0x2 NSBox:0xa'Updates'.centerX == NSButton:0xc'Every'.centerX + 80>",
            "<NSLayoutConstraint:0x3 H:[NSButton:0xc'Every'(100)]>",
            "<NSLayoutConstraint:0x4 H:[NSButton:0xb'Check'(80)]>",
            "<NSLayoutConstraint:0x5 H:[NSButton:0xc'Every']-(0)-[NSButton:0xb'Check']>"
        )
        """)
    #expect(explanation.verdict == .feasibleAsPrinted)
    #expect(explanation.minimalSet.isEmpty)
}

@Test func twoHeightsForOneViewAreADuplicate() {
    let (log, explanation) = explain("""
        2016-09-04 20:43:03.447 Films[2830:332382] Unable to simultaneously satisfy constraints.
        (
            "<NSLayoutConstraint:0x7fca0000a001 V:[UIView:0x7fca0000b001(180)]>",
            "<NSLayoutConstraint:0x7fca0000a002 V:[UIView:0x7fca0000b001(90)]>"
        )

        Will attempt to recover by breaking constraint 
        <NSLayoutConstraint:0x7fca0000a001 V:[UIView:0x7fca0000b001(180)]>
        """)
    #expect(explanation.verdict == .infeasible)
    #expect(explanation.minimalSet == [0, 1])
    #expect(log.conflicts[0].brokenIndex == 0)
    // UIKit dropped the 180: the view is 90 tall; breaking the other instead keeps 180.
    #expect(explanation.brokenFrames.first?.frame.height == 90)
    #expect(explanation.betterFrames.first?.frame.height == 180)
    #expect(explanation.suggestions.first?.pattern == .duplicate)
}

@Test func autoresizingSuperviewIsInferredFromAnEdgePin() {
    // iOS prints `midY == + 60` without the superview. The badge is 120 tall with its middle at
    // 60, so it starts at its superview's top; its bottom is 8 above the banner's bottom, so if
    // the banner is that superview it is 128 tall. The label inside the banner, 8 from its top
    // and bottom with its middle at 60, makes the banner 120 tall: 128 ≠ 120.
    let (_, explanation) = explain("""
        (
            "<NSAutoresizingMaskLayoutConstraint:0x1 h=--& v=--& UIView:0xa.midY == + 60>",
            "<NSAutoresizingMaskLayoutConstraint:0x2 h=--& v=--& V:[UIView:0xa(120)]>",
            "<NSAutoresizingMaskLayoutConstraint:0x3 h=--& v=--& UILabel:0xb'Saved'.midY == + 60>",
            "<NSLayoutConstraint:0x4 UIView:0xa.bottom == Shop.Banner:0xc.bottom - 8>",
            "<NSLayoutConstraint:0x5 V:|-(8)-[UILabel:0xb'Saved']   (Names: '|':Shop.Banner:0xc )>",
            "<NSLayoutConstraint:0x6 UILabel:0xb'Saved'.bottom == Shop.Banner:0xc.bottom - 8>"
        )
        """)
    #expect(explanation.verdict == .infeasibleWithImplicit)
    #expect(explanation.minimalSet == [0, 1, 2, 3, 4, 5])
    #expect(explanation.assumptions.map(\.description) == ["UIView #1's superview is Banner #1, the view the list relates it to"])
    #expect(explanation.suggestions.first?.pattern == .autoresizingMask)
}

@Test func aDifferenceBelowThePrintingPrecisionIsNoted() {
    // A cell 52.3333 tall holding 52.33334 of content: infeasible as printed, by less than the
    // sixth significant digit can show.
    let (_, explanation) = explain("""
        (
            "<NSLayoutConstraint:0x1 V:|-(10)-[UILabel:0x2]   (active, names: '|':UITableViewCellContentView:0x3 )>",
            "<NSLayoutConstraint:0x4 UILabel:0x2.height == 32.33334   (active)>",
            "<NSLayoutConstraint:0x5 V:[UILabel:0x2]-(10)-|   (active, names: '|':UITableViewCellContentView:0x3 )>",
            "<NSLayoutConstraint:0x6 'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:0x3.height == 52.3333   (active)>"
        )
        """)
    #expect(explanation.verdict == .infeasible)
    #expect(explanation.withinPrintingPrecision)
    let (_, clear) = explain(rowTooWide)
    #expect(!clear.withinPrintingPrecision)
}

private let rowTooWide = """
    (
        "<NSLayoutConstraint:0x1 H:|-(20)-[UIView:0x2]   (active, names: '|':UIView:0x3 )>",
        "<NSLayoutConstraint:0x4 UIView:0x2.width == 300   (active)>",
        "<NSLayoutConstraint:0x5 H:[UIView:0x2]-(20)-|   (active, names: '|':UIView:0x3 )>",
        "<NSLayoutConstraint:0x6 'UIView-Encapsulated-Layout-Width' UIView:0x3.width == 320   (active)>"
    )
    """

@Test func theMinimalSetTakesTheImpliedFactThatNeedsFewestConstraints() {
    // A segmented control between the margins of a view measured at width 0: 8 + 8 = 16 > 0 with
    // the control's width never negative ([2], [3], [4]). A wrapper matched to the control's
    // edges ([0], [1]) closes the same contradiction through the wrapper's width, two
    // constraints longer; the shorter set is the one to read.
    let (_, explanation) = explain("""
        Unable to simultaneously satisfy constraints.
        (
            "<NSLayoutConstraint:0x1 UIView:0xa1.leading == UISegmentedControl:0xb1.leading   (active)>",
            "<NSLayoutConstraint:0x2 UIView:0xa1.trailing == UISegmentedControl:0xb1.trailing   (active)>",
            "<NSLayoutConstraint:0x3 H:|-(8)-[UISegmentedControl:0xb1]   (active, names: '|':UIView:0xc1 )>",
            "<NSLayoutConstraint:0x4 H:[UISegmentedControl:0xb1]-(8)-|   (active, names: '|':UIView:0xc1 )>",
            "<NSLayoutConstraint:0x5 'UIView-Encapsulated-Layout-Width' UIView:0xc1.width == 0   (active)>"
        )
        """)
    #expect(explanation.verdict == .infeasibleWithImplicit)
    #expect(explanation.minimalSet == [2, 3, 4])
    #expect(explanation.assumptions.map(\.description) == ["UISegmentedControl #1's width is never negative"])
    #expect(explanation.arithmetic == "8 + 8 = 16 > 0")
}
