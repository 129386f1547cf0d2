import Testing
@testable import LayoutIR

@Suite struct ConstraintTypingTests {
    let file = SourceFile(path: "t.layout", text: "a.top == b.width\n")
    var origin: ConstraintOrigin { ConstraintOrigin(syntax: .equation, span: file.span(offset: 0, length: 16)) }

    @Test func locationRelatedToDimensionIsAnError() {
        let c = IRConstraint(.view("a"), .top, .equal, .view("b"), .width, origin: origin)
        let problems = ConstraintTyping.check(c)
        #expect(problems.count == 1)
        #expect(problems[0].severity == .error)
        #expect(problems[0].message.contains("location ('top') to a dimension ('width')"))
        #expect(problems[0].span?.line == 1 && problems[0].span?.column == 1)
    }

    @Test func leadingMixedWithLeftIsAnError() {
        let c = IRConstraint(.view("a"), .leading, .equal, .view("b"), .left, origin: origin)
        #expect(ConstraintTyping.check(c).map(\.severity) == [.error])
        let margins = IRConstraint(.view("a"), .leadingMargin, .equal, .view("b"), .rightMargin, origin: origin)
        #expect(ConstraintTyping.check(margins).map(\.severity) == [.error])
    }

    @Test func zeroMultiplierOnLocationIsAnError() {
        let c = IRConstraint(.view("a"), .centerX, .equal, .view("b"), .centerX, multiplier: 0, origin: origin)
        #expect(ConstraintTyping.check(c).contains { $0.message.contains("multiplier of 0") })
        let size = IRConstraint(.view("a"), .width, .equal, .view("b"), .width, multiplier: 0, origin: origin)
        #expect(ConstraintTyping.check(size).isEmpty)
    }

    @Test func crossAxisLocationIsAWarningButAspectRatioIsFine() {
        let cross = IRConstraint(.view("a"), .top, .equal, .view("b"), .left, origin: origin)
        #expect(ConstraintTyping.check(cross).map(\.severity) == [.warning])
        let aspect = IRConstraint(.view("a"), .width, .equal, .view("a"), .height, multiplier: 2, origin: origin)
        #expect(ConstraintTyping.check(aspect).isEmpty)
    }

    @Test func locationEqualToConstantIsAnError() {
        let c = IRConstraint(.view("a"), .top, .equal, constant: 20, origin: origin)
        #expect(ConstraintTyping.check(c).map(\.severity) == [.error])
        let size = IRConstraint(.view("a"), .height, .equal, constant: 20, origin: origin)
        #expect(ConstraintTyping.check(size).isEmpty)
    }

    @Test func legacyLayoutGuideOnlyHasTopBottomHeight() {
        let bad = IRConstraint(.view("a"), .leading, .equal, .root.with(guide: .topLayoutGuide), .leading, origin: origin)
        #expect(ConstraintTyping.check(bad).contains { $0.message.contains("topLayoutGuide' has no 'leading'") })
        let good = IRConstraint(.view("a"), .top, .equal, .root.with(guide: .topLayoutGuide), .bottom, constant: 8, origin: origin)
        #expect(ConstraintTyping.check(good).isEmpty)
    }

    @Test func nonFiniteNumbersAreErrors() {
        let c = IRConstraint(.view("a"), .width, .equal, constant: .infinity, origin: origin)
        #expect(ConstraintTyping.check(c).map(\.severity) == [.error])
    }
}
