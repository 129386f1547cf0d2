import Testing
import LayoutIR
@testable import LayoutCheck

/// Builds constraints whose origin spans point at their own line in a fake file, so tests can
/// check where diagnostics land.
private struct Fixture {
    var lines: [String] = []
    var constraints: [IRConstraint] = []

    mutating func add(_ text: String, _ make: (ConstraintOrigin) -> IRConstraint) {
        lines.append(text)
        constraints.append(make(ConstraintOrigin(syntax: .equation, span: span(line: lines.count))))
    }

    func span(line: Int) -> SourceSpan {
        let offset = lines.prefix(line - 1).reduce(0) { $0 + $1.utf8.count + 1 }
        return SourceSpan(file: "t.layout", offset: offset, length: lines[line - 1].utf8.count, line: line, column: 1)
    }

    var screen: LayoutScreen { LayoutScreen(name: "T", constraints: constraints) }
}

@Suite struct StaticLintTests {
    /// The screen shows a navigation bar and a tab bar on the iPhone SE (status bar 20, no home
    /// indicator) and the iPhone XS (status bar 44, home indicator 34); UIKit's phone bars are
    /// 44 and 49 (Docs/uikit-devices.md). 64 = 20 + 44 and 49 = 49 + 0 on the SE, 44 the XS's
    /// status bar; 12 is none of them.
    @Test func flagsNavigationBarHeightAgainstTheRootTop() {
        var f = Fixture()
        f.add("title.top == view.top + 64") { IRConstraint(.view("title"), .top, .equal, .root, .top, constant: 64, origin: $0) }
        f.add("list.bottom == view.bottom - 49") { IRConstraint(.view("list"), .bottom, .equal, .root, .bottom, constant: -49, origin: $0) }
        f.add("view.top == other.top - 44") { IRConstraint(.root, .top, .equal, .view("other"), .top, constant: -44, origin: $0) }
        f.add("x.top == view.safeArea.top + 64") { IRConstraint(.view("x"), .top, .equal, .root.with(guide: .safeArea), .top, constant: 64, origin: $0) }
        f.add("y.top == view.top + 12") { IRConstraint(.view("y"), .top, .equal, .root, .top, constant: 12, origin: $0) }
        var screen = f.screen
        screen.environment = EnvironmentDeclaration(devices: [.catalog(name: "iPhoneSE", span: nil), .catalog(name: "iPhoneXS", span: nil)],
                                                    navigationBar: .translucent, tabBar: .translucent)
        let diagnostics = StaticLint.check(screen)
        #expect(diagnostics.map(\.ruleID) == [RuleID.barHeightConstant, RuleID.barHeightConstant, RuleID.barHeightConstant])
        #expect(diagnostics.map { $0.span?.line } == [1, 2, 3])
        #expect(diagnostics[0].message == "'title' is pinned 64 pt from the root view's top edge, the height of status bar + navigation bar on iPhoneSE")
        #expect(diagnostics[2].message.contains("the status bar on iPhoneXS"))
        #expect(diagnostics[0].notes.contains { $0.message.contains("'title.top == view.safeArea.top'") })
        #expect(diagnostics[1].message.contains("49 pt from the root view's bottom edge"))
    }

    /// Evidence that a number stands for a bar: without a navigation bar 64 is a distance; on a
    /// screen drawn on a 20-pt-status-bar phone (the design device), 47 (the iPhone 13's status
    /// bar) is a coincidence; on one drawn on an iPhone XR canvas, 48 is its status bar.
    @Test func barHeightsNeedTheBarOnTheDeviceInQuestion() {
        var f = Fixture()
        f.add("title.top == view.top + 64") { IRConstraint(.view("title"), .top, .equal, .root, .top, constant: 64, origin: $0) }
        f.add("note.top == view.top + 47") { IRConstraint(.view("note"), .top, .equal, .root, .top, constant: 47, origin: $0) }
        f.add("list.top == view.top + 48") { IRConstraint(.view("list"), .top, .equal, .root, .top, constant: 48, origin: $0) }
        var plain = f.screen
        plain.environment = EnvironmentDeclaration(devices: [.catalog(name: "iPhoneSE", span: nil)])
        // The SE's own status bar is 20: none of 64 (no navigation bar), 47 or 48 is a bar on it.
        #expect(StaticLint.check(plain).isEmpty)
        var drawnOnSE = f.screen
        drawnOnSE.environment = EnvironmentDeclaration(navigationBar: .translucent)
        drawnOnSE.environment.designDevice = CustomDevice(name: "retina4_0", size: LayoutSize(width: 320, height: 568),
                                                          safeAreaInsets: LayoutInsets(top: 20, left: 0, bottom: 0, right: 0))
        #expect(StaticLint.check(drawnOnSE).map { $0.span?.line } == [1])
        var drawnOnXR = f.screen
        drawnOnXR.environment.designDevice = CustomDevice(name: "retina6_1", size: LayoutSize(width: 414, height: 896),
                                                          safeAreaInsets: LayoutInsets(top: 48, left: 0, bottom: 34, right: 0))
        let xr = StaticLint.check(drawnOnXR)
        #expect(xr.map { $0.span?.line } == [3])
        #expect(xr.first?.message.contains("the status bar on the device it was drawn on (retina6_1)") == true)
    }

    /// More evidence: on the iPhone SE (status bar 20 pt) a view pinned 20 pt below the top is
    /// a bar's height only when it pins and the view keeps no 20-pt margin on its sides; on the
    /// iPad Air, whose home-indicator inset is 20 pt, a 20-pt bottom inset is no evidence.
    @Test func barHeightsNeedAPinThatIsNoMargin() {
        var f = Fixture()
        f.add("pinned.top == view.top + 20") { IRConstraint(.view("pinned"), .top, .equal, .root, .top, constant: 20, origin: $0) }
        f.add("bounded.top >= view.top + 20") { IRConstraint(.view("bounded"), .top, .greaterThanOrEqual, .root, .top, constant: 20, origin: $0) }
        f.add("inset.top == view.top + 20") { IRConstraint(.view("inset"), .top, .equal, .root, .top, constant: 20, origin: $0) }
        f.add("inset.leading == view.leading + 20") { IRConstraint(.view("inset"), .leading, .equal, .root, .leading, constant: 20, origin: $0) }
        var phone = f.screen
        phone.environment = EnvironmentDeclaration(devices: [.catalog(name: "iPhoneSE", span: nil)])
        #expect(StaticLint.check(phone).map { $0.span?.line } == [1])
        var g = Fixture()
        g.add("footer.bottom == view.bottom - 20") { IRConstraint(.view("footer"), .bottom, .equal, .root, .bottom, constant: -20, origin: $0) }
        g.add("bar.bottom == view.bottom - 34") { IRConstraint(.view("bar"), .bottom, .equal, .root, .bottom, constant: -34, origin: $0) }
        var devices = g.screen
        devices.environment = EnvironmentDeclaration(devices: [.catalog(name: "iPadAir", span: nil), .catalog(name: "iPhone15", span: nil)])
        // The iPhone 15's home indicator is 34 pt (Docs/uikit-devices.md); the iPad's 20 is not taken.
        #expect(StaticLint.check(devices).map { $0.span?.line } == [2])
    }

    @Test func findsDuplicatesWrittenFromEitherSide() {
        var f = Fixture()
        f.add("b.leading == a.trailing + 8") { IRConstraint(.view("b"), .leading, .equal, .view("a"), .trailing, constant: 8, origin: $0) }
        f.add("a.trailing == b.leading - 8") { IRConstraint(.view("a"), .trailing, .equal, .view("b"), .leading, constant: -8, origin: $0) }
        f.add("b.leading >= a.trailing + 8") { IRConstraint(.view("b"), .leading, .greaterThanOrEqual, .view("a"), .trailing, constant: 8, origin: $0) }
        f.add("a.trailing <= b.leading - 8") { IRConstraint(.view("a"), .trailing, .lessThanOrEqual, .view("b"), .leading, constant: -8, origin: $0) }
        f.add("b.leading == a.trailing + 8 @750") { IRConstraint(.view("b"), .leading, .equal, .view("a"), .trailing, constant: 8, priority: .defaultHigh, origin: $0) }
        let diagnostics = StaticLint.check(f.screen)
        #expect(diagnostics.map { $0.span?.line } == [2, 4])
        #expect(diagnostics.allSatisfy { $0.ruleID == RuleID.duplicateConstraint })
        #expect(diagnostics[0].notes.first?.span?.line == 1)
        #expect(diagnostics[1].notes.first?.span?.line == 3)
    }

    @Test func implicitConstraintsAreNotLinted() {
        let implicit = IRConstraint(.view("t"), .top, .equal, .root, .top, constant: 64,
                                  origin: ConstraintOrigin(syntax: .autoresizing))
        #expect(StaticLint.check(LayoutScreen(name: "T", constraints: [implicit, implicit])).isEmpty)
    }
}

@Suite struct RuleSuppressionTests {
    let span3 = SourceSpan(file: "f", offset: 0, length: 1, line: 3, column: 1)

    @Test func disablesByLineRuleAndFile() {
        let lint = LayoutDiagnostic.warning("w", at: span3, ruleID: RuleID.duplicateConstraint)
        let syntax = LayoutDiagnostic.error("e", at: span3, ruleID: RuleID.vflSyntax)
        #expect(RuleSuppression.filter([lint, syntax], disabled: [3: [RuleID.duplicateConstraint]]) == [syntax])
        #expect(RuleSuppression.filter([lint, syntax], disabled: [3: []]) == [syntax])
        #expect(RuleSuppression.filter([lint, syntax], disabled: [0: [RuleID.duplicateConstraint]]) == [syntax])
        #expect(RuleSuppression.filter([lint, syntax], disabled: [3: [RuleID.mixedDirection]]) == [lint, syntax])
        #expect(RuleSuppression.filter([lint], disabled: [4: []]) == [lint])
    }
}
