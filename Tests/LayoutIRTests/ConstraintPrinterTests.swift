import Testing
@testable import LayoutIR

private let origin = ConstraintOrigin(syntax: .equation)

@Suite struct ConstraintPrinterTests {
    @Test func printsTwoItemEquationWithConstant() {
        let c = IRConstraint(.view("b"), .leading, .equal, .view("a"), .trailing, constant: 8, origin: origin)
        #expect(c.description == "b.leading == a.trailing + 8")
    }

    @Test func printsMultiplierNegativeConstantAndPriority() {
        let c = IRConstraint(.view("login"), .width, .greaterThanOrEqual, .view("field"), .width,
                           multiplier: 0.5, constant: -10, priority: Priority(750)!, origin: origin)
        #expect(c.description == "login.width >= field.width * 0.5 - 10 @750")
    }

    @Test func printsConstantOnlyConstraintAndGuides() {
        let size = IRConstraint(.view("a"), .width, .lessThanOrEqual, constant: 100, origin: origin)
        #expect(size.description == "a.width <= 100")
        let guide = IRConstraint(.root.with(guide: .safeArea), .top, .equal, .view("title"), .top,
                               constant: -24, origin: origin)
        #expect(guide.description == "view.safeArea.top == title.top - 24")
    }

    @Test func formatsNumbersShortestAndFoldsNegativeZero() {
        #expect(formatNumber(20) == "20")
        #expect(formatNumber(-0.0) == "0")
        #expect(formatNumber(0.1) == "0.1")
        #expect(formatNumber(999.5) == "999.5")
        #expect(formatNumber(.infinity) == "inf")
        #expect(Priority(999.5)?.description == "999.5")
    }
}

@Suite struct PriorityTests {
    @Test func rejectsOutOfRangeAndNonFinite() {
        #expect(Priority(0) == nil)
        #expect(Priority(1001) == nil)
        #expect(Priority(.nan) == nil)
        #expect(Priority(1)?.value == 1)
        #expect(Priority.required.isRequired)
        #expect(!Priority.defaultHigh.isRequired)
    }
}
