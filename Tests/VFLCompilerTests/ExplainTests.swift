import Foundation
import LayoutCheck
import LayoutEngine
import LayoutIR
import LayoutSyntax
import Testing
import VFLCompiler

// Conflicts written for these tests in UIKit's log shape; the expected verdicts, sets and sums
// follow from the printed numbers (worked out in the comments), not from vflc's output.

private func explain(_ text: String) -> (ConsoleLog, [ConsoleLogExplanation]) {
    let log = ConsoleLogReader.read(text, path: "paste.log")
    return (log, ConsoleLogExplainer.explain(log))
}

/// A row in a 320-pt cell: 20 + 80 + 8 + 200 + 20 = 328 > 320, plus a height that takes no part.
private let rowLog = """
    [LayoutConstraints] Unable to simultaneously satisfy constraints.
    (
        "<NSLayoutConstraint:0x600000a00001 H:|-(20)-[UILabel:0x7f0000000a01'Name']   (active, names: '|':UITableViewCellContentView:0x7f0000000c01 )>",
        "<NSLayoutConstraint:0x600000a00002 UILabel:0x7f0000000a01'Name'.width == 80   (active)>",
        "<NSLayoutConstraint:0x600000a00003 UILabel:0x7f0000000a01'Name'.height == 21   (active)>",
        "<NSLayoutConstraint:0x600000a00004 H:[UILabel:0x7f0000000a01'Name']-(8)-[UITextField:0x7f0000000b01]   (active)>",
        "<NSLayoutConstraint:0x600000a00005 UITextField:0x7f0000000b01.width == 200   (active)>",
        "<NSLayoutConstraint:0x600000a00006 H:[UITextField:0x7f0000000b01]-(20)-|   (active, names: '|':UITableViewCellContentView:0x7f0000000c01 )>",
        "<NSLayoutConstraint:0x600000a00007 'UIView-Encapsulated-Layout-Width' UITableViewCellContentView:0x7f0000000c01.width == 320   (active)>"
    )

    Will attempt to recover by breaking constraint 
    <NSLayoutConstraint:0x600000a00005 UITextField:0x7f0000000b01.width == 200   (active)>
    """

@Test func rowTooWideIsInfeasibleWithTheSum() {
    let (log, explanations) = explain(rowLog)
    let explanation = explanations[0]
    #expect(explanation.verdict == .infeasible)
    // Every member but the label's height, which is on the other axis.
    #expect(explanation.minimalSet == [0, 1, 3, 4, 5, 6])
    #expect(explanation.arithmetic == "20 + 80 + 8 + 200 + 20 = 328 > 320")
    #expect(explanation.needsAndHas == "needs 328 pt, has 320")
    #expect(explanation.assumptions.isEmpty)
    #expect(log.conflicts[0].brokenIndex == 4)
    // UIKit dropped the field's width: the field gets what is left, 320 - 20 - 80 - 8 - 20 = 192.
    let field = explanation.brokenFrames.first { $0.view == "UITextField#1" }
    #expect(field?.frame.width == 192)
}

@Test func negativeSizeNeedsTheImplicitFact() {
    let (_, explanations) = explain("""
        (
            "<NSLayoutConstraint:0x1 UIView:0x2.width == - 16   (active)>"
        )
        """)
    // Alone, `width == -16` holds; only "widths are never negative" makes it impossible.
    #expect(explanations[0].verdict == .infeasibleWithImplicit)
    #expect(explanations[0].minimalSet == [0])
    #expect(explanations[0].assumptions.map(\.description) == ["UIView #1's width is never negative"])
    #expect(explanations[0].suggestions.first?.pattern == .negativeSize)
}

@Test func oldMarginsAreAssumedWhenTheLogDoesNotPrintThem() {
    // iOS 8 prints no margin-guide constraints. The image is (trailingMargin + 8) - (leadingMargin - 8)
    // = 375 - 2m + 16 wide for margins m: 320 when m = 35.5, so the list holds with unknown
    // margins; with UIKit's 8-pt margins it would be 375 wide, not 320.
    let (_, explanations) = explain("""
        (
            "<NSLayoutConstraint:0x1 H:[UIImageView:0x2(320)]>",
            "<NSLayoutConstraint:0x3 UITableViewCellContentView:0x4.trailingMargin == UIImageView:0x2.trailing - 8>",
            "<NSLayoutConstraint:0x5 UIImageView:0x2.leading == UITableViewCellContentView:0x4.leadingMargin - 8>",
            "<NSLayoutConstraint:0x6 'UIView-Encapsulated-Layout-Width' H:[UITableViewCellContentView:0x4(375)]>"
        )
        """)
    #expect(explanations[0].verdict == .infeasibleWithImplicit)
    #expect(explanations[0].minimalSet == [0, 1, 2, 3])
    let assumed = explanations[0].assumptions.map(\.description)
    #expect(assumed.contains("UITableViewCellContentView #1's left margin is UIKit's default 8 pt"))
    #expect(assumed.contains("UITableViewCellContentView #1's right margin is UIKit's default 8 pt"))
}

@Test func roundedOrCutListsAreFeasibleAsPrinted() {
    // `height >= 44` beside `height == 44` holds; so does a list cut before the conflict.
    let (_, explanations) = explain("""
        (
            "<NSLayoutConstraint:0x1 UIView:0x2.height >= 44   (active)>",
            "<NSLayoutConstraint:0x3 UIView:0x2.height == 44   (active)>"
        )
        """)
    #expect(explanations[0].verdict == .feasibleAsPrinted)
    #expect(explanations[0].minimalSet.isEmpty)
}

@Test func tableCellHeightSuggestsTheBottomAt999() {
    let (_, explanations) = explain("""
        Unable to simultaneously satisfy constraints.
        (
            "<NSLayoutConstraint:0x1 'UIView-Encapsulated-Layout-Height' V:[UITableViewCellContentView:0x2(44)]>",
            "<NSLayoutConstraint:0x3 V:|-(0)-[UIView:0x4]   (Names: '|':UITableViewCellContentView:0x2 )>",
            "<NSLayoutConstraint:0x5 V:[UIView:0x4(100)]>",
            "<NSLayoutConstraint:0x6 V:[UIView:0x4]-(0)-|   (Names: '|':UITableViewCellContentView:0x2 )>"
        )
        """)
    #expect(explanations[0].verdict == .infeasible)
    #expect(explanations[0].needsAndHas == "needs 100 pt, has 44")
    let first = explanations[0].suggestions.first
    #expect(first?.pattern == .cellHeight)
    #expect(first?.constraint == 3)
}

@Test func autoresizingStackHidingKeyboardAndTemporaryPatterns() {
    let (_, autoresizing) = explain("""
        (
            "<NSAutoresizingMaskLayoutConstraint:0x1 h=--& v=--& Shop.BadgeView:0x2.width == 0   (active)>",
            "<NSLayoutConstraint:0x3 H:|-(4)-[UILabel:0x4]   (active, names: '|':Shop.BadgeView:0x2 )>",
            "<NSLayoutConstraint:0x5 UILabel:0x4.trailing == Shop.BadgeView:0x2.trailing - 4   (active)>"
        )
        """)
    #expect(autoresizing[0].suggestions.map(\.pattern).contains(.autoresizingMask))

    let (_, hiding) = explain("""
        (
            "<NSLayoutConstraint:0x1 UIView:0x2.height == 40   (active)>",
            "<NSLayoutConstraint:0x3 'UISV-hiding' UIView:0x2.height == 0   (active)>"
        )
        """)
    #expect(hiding[0].suggestions.first { $0.pattern == .stackViewHiding }?.constraint == 0)

    let (_, keyboard) = explain("""
        (
            "<NSAutoresizingMaskLayoutConstraint:0x1 h=--& v=--& UIKeyboardAssistantBar:0x2.height == 0   (active)>",
            "<NSLayoutConstraint:0x3 V:|-(10)-[_UIButtonBarStackView:0x4]   (active, names: '|':UIKeyboardAssistantBar:0x2 )>",
            "<NSLayoutConstraint:0x5 V:[_UIButtonBarStackView:0x4]-(9)-|   (active, names: '|':UIKeyboardAssistantBar:0x2 )>"
        )
        """)
    #expect(keyboard[0].suggestions.map(\.pattern) == [.keyboardAssistant])
    // A zero height among the members is the evidence for "a size of 0"; the log does not say why
    // UIKit set it, so no reason is given.
    #expect(keyboard[0].suggestions.first?.message.contains("UIKit gave one of them a size of 0 here") == true)
    #expect(keyboard[0].suggestions.first?.message.contains("keyboard moves") == false)
    // Keyboard views that conflict at a non-zero size: no such claim.
    let (_, sized) = explain("""
        (
            "<NSAutoresizingMaskLayoutConstraint:0x1 h=--& v=--& UIKeyboardAssistantBar:0x2.height == 10   (active)>",
            "<NSLayoutConstraint:0x3 V:|-(10)-[_UIButtonBarStackView:0x4]   (active, names: '|':UIKeyboardAssistantBar:0x2 )>",
            "<NSLayoutConstraint:0x5 V:[_UIButtonBarStackView:0x4]-(9)-|   (active, names: '|':UIKeyboardAssistantBar:0x2 )>"
        )
        """)
    #expect(sized[0].suggestions.map(\.pattern) == [.keyboardAssistant])
    #expect(sized[0].suggestions.first?.message.contains("a size of 0") == false)

    let (_, temporary) = explain("""
        (
            "<NSLayoutConstraint:0x1 '_UITemporaryLayoutWidth' Shop.TitleView:0x2.width == 0   (active)>",
            "<NSLayoutConstraint:0x3 H:|-(16)-[UILabel:0x4]   (active, names: '|':Shop.TitleView:0x2 )>",
            "<NSLayoutConstraint:0x5 H:[UILabel:0x4]-(16)-|   (active, names: '|':Shop.TitleView:0x2 )>"
        )
        """)
    #expect(temporary[0].verdict == .infeasibleWithImplicit)
    #expect(temporary[0].suggestions.first?.pattern == .zeroSizeTemporaryLayout)
}

@Test func jsonHasTheDocumentedFields() throws {
    let (log, explanations) = explain(rowLog)
    let text = ConsoleLogReport.json(log, explanations).serialized()
    let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    let conflicts = try #require(object["conflicts"] as? [[String: Any]])
    #expect(conflicts.count == 1)
    #expect((conflicts[0]["constraints"] as? [Any])?.count == 7)
    #expect(conflicts[0]["broken"] as? Int == 4)
    #expect(conflicts[0]["minimalSet"] as? [Int] == [0, 1, 3, 4, 5, 6])
    #expect(conflicts[0]["verdict"] as? String == "infeasible")
    #expect(conflicts[0]["assumptions"] as? [String] == [])
    #expect((conflicts[0]["suggestions"] as? [Any])?.isEmpty == false)
}

@Test func brokenConstraintOutsideTheListIsNull() throws {
    let (log, explanations) = explain("""
        (
            "<NSLayoutConstraint:0x1 UIView:0x2.width == 10>",
            "<NSLayoutConstraint:0x3 UIView:0x2.width == 20>"
        )

        Will attempt to recover by breaking constraint 
        <NSLayoutConstraint:0x9 UIView:0x2.height == 20>
        """)
    let text = ConsoleLogReport.json(log, explanations).serialized()
    #expect(text.contains("\"broken\":null"))
}

@Test func theSameConflictInLayoutAndAsALogGivesTheSameMinimalSet() throws {
    // The row above as a screen: the iPhone SE root view is 320 wide, like the cell.
    let (document, diagnostics) = LayoutParser.parse("""
        screen Row {
            devices iPhoneSE
            orientations portrait
            directions ltr
            label name
            textField field
            H:|-20-[name(80)]-8-[field(200)]-20-|
            name.height == 21
        }
        """)
    #expect(!diagnostics.hasErrors)
    let screen = try #require(document.screens.first)
    let device = try #require(DeviceCatalog.standard.devices.first { $0.name == "iPhoneSE" })
    let solution = LayoutSolver.solve(screen, in: LayoutEnvironment(device: device))
    let report = try #require(ConflictAnalysis.reports(for: solution).first)
    func key(_ constraint: IRConstraint) -> String {
        "\(constraint.firstAttribute.name) \(constraint.relation.symbol) \(constraint.secondAttribute.name) \(formatNumber(constraint.multiplier)) \(formatNumber(constraint.constant))"
    }
    let fromLayout = report.members.compactMap { member -> String? in
        let lowered = solution.system.constraints[member]
        return lowered.origin.syntax.isImplicit ? nil : key(lowered.constraint)
    }.sorted()
    let (log, explanations) = explain(rowLog)
    let fromLog = explanations[0].minimalSet.compactMap { index -> String? in
        let printed = log.conflicts[0].constraints[index]
        return printed.role.isSystem ? nil : printed.constraint.map(key)
    }.sorted()
    #expect(fromLog == fromLayout)
    #expect(fromLog.count == 5)
}

@Test func explainCommandReadsFilesAndPrintsEachFormat() throws {
    let path = NSTemporaryDirectory() + "vflc-explain-\(UUID().uuidString).log"
    try rowLog.write(toFile: path, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let text = CommandLineTool.run(["explain", path])
    #expect(text.status == 0)
    #expect(text.stdout.contains("328 > 320"))
    #expect(text.stdout.contains("UILabel 'Name' #1"))
    let json = CommandLineTool.run(["explain", "--format", "json", path])
    #expect(json.stdout.contains("\"verdict\": \"infeasible\""))
    let svg = CommandLineTool.run(["explain", "--format", "svg", path])
    #expect(svg.stdout.hasPrefix("<svg"))
    #expect(svg.stdout.contains("stroke-dasharray"))
    let html = CommandLineTool.run(["explain", "--format", "html", path])
    #expect(html.stdout.contains("<!DOCTYPE html>"))
    let missing = CommandLineTool.run(["explain", path + ".missing"])
    #expect(missing.status == 2)
}

@Test func anAppKitLogSaysAppKitBrokeItNeverUIKit() {
    // 300 + 20 + 20 = 340 (in list order) against a 200-pt NSView: AppKit's classic form, with its colon.
    let (log, explanations) = explain("""
        [Layout] Unable to simultaneously satisfy constraints:
        (
            "<NSLayoutConstraint:0x1 NSTextField:0xa1.width == 300   (active)>",
            "<NSLayoutConstraint:0x2 H:|-(20)-[NSTextField:0xa1]   (active, names: '|':NSView:0xb1 )>",
            "<NSLayoutConstraint:0x3 H:[NSTextField:0xa1]-(20)-|   (active, names: '|':NSView:0xb1 )>",
            "<NSLayoutConstraint:0x4 NSView:0xb1.width == 200   (active)>"
        )

        Will attempt to recover by breaking constraint 
        <NSLayoutConstraint:0x1 NSTextField:0xa1.width == 300   (active)>
        """)
    let text = ConsoleLogReport.text(log, explanations)
    #expect(text.contains("<- AppKit broke this"))
    #expect(text.contains("AppKit broke [0]:"))
    #expect(!text.contains("UIKit"))
    #expect(explanations[0].arithmetic == "300 + 20 + 20 = 340 > 200")
}

@Test func readableConstraintsThatHoldPointAtTheUnreadableOnes() {
    // 16 + 288 + 16 = 320 == 320: the readable constraints hold together, so the conflict UIKit
    // reported lies with the one whose text the log lost.
    let (log, explanations) = explain("""
        Unable to simultaneously satisfy constraints.
        (
            "<NSLayoutConstraint:0x1 H:|-(16)-[UILabel:0xa1]   (active, names: '|':UIView:0xb1 )>",
            "<NSLayoutConstraint:0x4 H:[UILabel:0xa1(288)]   (active)>",
            "<NSLayoutConstraint:0x5 H:[UILabel:0xa1]-(16)-|   (active, names: '|':UIView:0xb1 )>",
            "<NSLayoutConstraint:0x2 'UIView-Encapsulated-Layout-Width' UIView:0xb1.width == 320   (active)>",
            "<NSLayoutConstraint: 0x3> (null)"
        )
        """)
    #expect(explanations[0].verdict == .feasibleAsPrinted)
    let text = ConsoleLogReport.text(log, explanations)
    #expect(text.contains("the readable constraints can all hold: the conflict involves the 1 that could not be read"))
}

@Test func aContainersSizeAgainstTheAppsSumSaysWhatTheConstraintsMakeOfTheView() {
    // The root view is 320 wide (encapsulated); the app's chain asks 20 + 300 + 20 = 340 of it.
    let (log, explanations) = explain("""
        Unable to simultaneously satisfy constraints.
        (
            "<NSLayoutConstraint:0x1 H:|-(20)-[UILabel:0xa1]   (active, names: '|':UIView:0xb1 )>",
            "<NSLayoutConstraint:0x3 H:[UILabel:0xa1(300)]   (active)>",
            "<NSLayoutConstraint:0x4 H:[UILabel:0xa1]-(20)-|   (active, names: '|':UIView:0xb1 )>",
            "<NSLayoutConstraint:0x2 'UIView-Encapsulated-Layout-Width' UIView:0xb1.width == 320   (active)>"
        )
        """)
    let text = ConsoleLogReport.text(log, explanations)
    #expect(text.contains("the container makes UIView #1 320 pt wide (UIView-Encapsulated-Layout-Width) and your constraints make it 340 pt"))
}

@Test func aPrivateViewsPinsToItsSuperviewAreTheFrameworks() {
    // A private class (leading underscore) is one the app never makes or holds: its pins to a
    // plain UIView are UIKit's. A private *content view* is the one UIKit hands the app for its own
    // subviews: a label the app adds there is pinned by the app. 22 + 15 + 15 = 52 > 49.5.
    let (log, _) = explain("""
        Unable to simultaneously satisfy constraints.
        (
            "<NSLayoutConstraint:0x1 _UISheetRowTitleLabel:0xa1.height >= 22   (active)>",
            "<NSLayoutConstraint:0x2 V:|-(15)-[_UISheetRowTitleLabel:0xa1]   (active, names: '|':UIView:0xb1 )>",
            "<NSLayoutConstraint:0x3 V:[_UISheetRowTitleLabel:0xa1]-(15)-|   (active, names: '|':UIView:0xb1 )>",
            "<NSLayoutConstraint:0x4 'UIView-Encapsulated-Layout-Height' UIView:0xb1.height == 49.5   (active)>"
        )
        """)
    #expect(log.conflicts[0].constraints.map(\.role) == [.system, .system, .system, .encapsulatedLayout])
    let (hosted, _) = explain("""
        Unable to simultaneously satisfy constraints.
        (
            "<NSLayoutConstraint:0x1 UILabel:0xa2'Recent'.top == _UITableViewHeaderFooterContentView:0xc2.top + 12   (active)>",
            "<NSLayoutConstraint:0x2 UILabel:0xa2'Recent'.bottom == _UITableViewHeaderFooterContentView:0xc2.bottom - 6   (active)>"
        )
        """)
    #expect(hosted.conflicts[0].constraints.map(\.role) == [.app, .app])
}

@Test func adviceNamesALibraryOnlyWhenTheLogShowsIt() {
    // Two widths for one view: 100 against 120. Plain NSLayoutConstraints say nothing of SnapKit;
    // Masonry's MASLayoutConstraint gets Masonry's update call.
    let plain = """
        Unable to simultaneously satisfy constraints.
        (
            "<NSLayoutConstraint:0x1 UIView:0xa1.width == 100   (active)>",
            "<NSLayoutConstraint:0x2 UIView:0xa1.width == 120   (active)>"
        )
        """
    let (plainLog, plainExplanations) = explain(plain)
    let plainText = ConsoleLogReport.text(plainLog, plainExplanations)
    #expect(plainText.contains("[duplicate]") && !plainText.contains("SnapKit") && !plainText.contains("Masonry"))
    let (masonryLog, masonryExplanations) = explain(plain.replacingOccurrences(of: "<NSLayoutConstraint:", with: "<MASLayoutConstraint:"))
    #expect(ConsoleLogReport.text(masonryLog, masonryExplanations).contains("(Masonry: mas_updateConstraints or mas_remakeConstraints)"))
}

@Test func framesKeepTheLogsPrecisionWithoutFloatNoise() {
    // 52.3333 − 53.6666 = −1.3333 exactly as printed; the solver's double is −1.3333000000000013.
    let (log, explanations) = explain("""
        Unable to simultaneously satisfy constraints.
        (
            "<NSLayoutConstraint:0x1 V:|-(0)-[UILabel:0xa1]   (active, names: '|':UITableViewCellContentView:0xc1 )>",
            "<NSLayoutConstraint:0x2 UILabel:0xa1.height == 53.6666   (active)>",
            "<NSLayoutConstraint:0x3 V:[UILabel:0xa1]-(0)-|   (active, names: '|':UITableViewCellContentView:0xc1 )>",
            "<NSLayoutConstraint:0x4 'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:0xc1.height == 52.3333   (active)>"
        )
        """)
    let text = ConsoleLogReport.text(log, explanations)
    #expect(!text.contains("00000000"))
    #expect(text.contains("1.3333"))
}

@Test func selfSizingAdviceOffersNoInequalityThatKeepsTheContentCutOff() {
    // 20 + 60 + 20 = 100 > 44. Lowering the bottom pin lets the row grow once rowHeight is
    // automatic; making the pin an inequality instead would only hold at 44 by leaving the
    // label hanging out of the content view ('label.bottom <= bottom - 20' cannot hold, '>='
    // holds by overflow): not "following its content", so no inequality is offered with it.
    let (log, explanations) = explain("""
        Unable to simultaneously satisfy constraints.
        (
            "<NSLayoutConstraint:0x1 V:|-(20)-[UILabel:0xa1]   (active, names: '|':UITableViewCellContentView:0xc1 )>",
            "<NSLayoutConstraint:0x2 UILabel:0xa1.height == 60   (active)>",
            "<NSLayoutConstraint:0x3 V:[UILabel:0xa1]-(20)-|   (active, names: '|':UITableViewCellContentView:0xc1 )>",
            "<NSLayoutConstraint:0x4 'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:0xc1.height == 44   (active)>"
        )
        """)
    let text = ConsoleLogReport.text(log, explanations)
    let advice = try? #require(text.split(separator: "\n").first { $0.contains("so its height can follow its content") })
    #expect(advice?.contains("give [2] priority 999 so its height") == true, "\(text)")
    #expect(advice?.contains("(or make it") == false)
}
