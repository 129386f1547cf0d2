@testable import Cassowary
import XCTest

/// `ConstraintTracking.onDemand` against `.eager`: the same calls give the same answers.
final class ConstraintTrackingTests: XCTestCase {
    /// Found by the solver fuzz target: x0 ≤ 37 (medium), x0 ≥ −2.2 (required), then x0 == −36
    /// (required) is refused (−36 < −2.2). Every x0 in [−2.2, 37] is optimal; the values read
    /// after the refusal are those of the last change (37, the first vertex found: hand
    /// arithmetic, x0 enters at the medium constraint's bound), with or without markers, even
    /// though the refused row's phase one has moved the tableau to the other end.
    func testRefusalKeepsTheValuesOfTheLastChange() throws {
        for tracking in [ConstraintTracking.eager, .onDemand] {
            let solver = Solver(tracking: tracking)
            let x = solver.makeVariable("x0")
            try solver.add((-1 * x + 0 * x + 37 >= 0) | .medium)
            try solver.add(-3 * x + x - 3 * x - 11 <= 0)
            XCTAssertEqual(solver.value(of: x), 37, "\(tracking)")
            XCTAssertThrowsError(try solver.add(-1 * x - 36 == 0))
            XCTAssertEqual(solver.value(of: x), 37, "\(tracking)")
        }
    }
}
