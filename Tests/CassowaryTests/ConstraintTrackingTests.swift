import Testing
@testable import Cassowary

/// `ConstraintTracking.onDemand` against `.eager`: the same calls give the same answers
/// (ConstraintTracking.swift argues why; the solver fuzz target compares the two on random
/// systems).
@Suite("Markers kept on demand")
struct ConstraintTrackingTests {
    /// Found by the solver fuzz target: x0 ≤ 37 (medium), x0 ≥ −2.2 (required), then x0 == −36
    /// (required) is refused (−36 < −2.2). Every x0 in [−2.2, 37] is optimal; the values read
    /// after the refusal are those of the last change (37: x0 starts at 0, and the medium
    /// constraint's error is what the objective holds, so x0 stops at its bound), with or without
    /// markers, though the refused row's phase one may move the tableau to another vertex.
    @Test(arguments: [ConstraintTracking.eager, .onDemand])
    func refusalKeepsTheValuesOfTheLastChange(_ tracking: ConstraintTracking) throws {
        let solver = Solver(tracking: tracking)
        let x = solver.makeVariable("x0")
        try solver.add((-1 * x + 0 * x + 37 >= 0) | .medium)
        try solver.add(-3 * x + x - 3 * x - 11 <= 0)
        #expect(solver.value(of: x) == 37)
        #expect(throws: SolverError.self) { try solver.add(-1 * x - 36 == 0) }
        #expect(solver.value(of: x) == 37)
    }

    /// Required equalities without a fresh variable, so that each becomes a row with a marker:
    /// x + y = 10 after x ≥ 0 and y ≥ 0, then 2x + 2y = 20 (redundant: a row of markers only),
    /// x − y = 2 (x = 6, y = 4 by hand), then x + y = 11 refused. The on-demand solver names
    /// the same conflict, and a removal afterwards (which needs the markers) leaves both alike:
    /// without x − y = 2, the weak y = 0 moves y to 0 and x to 10.
    @Test func onDemandAnswersAsEager() throws {
        var answers: [[String]] = []
        for tracking in [ConstraintTracking.eager, .onDemand] {
            let solver = Solver(tracking: tracking)
            let x = solver.makeVariable("x"), y = solver.makeVariable("y")
            try solver.add(x >= 0)
            try solver.add(y >= 0)
            try solver.add((y == 0) | .weak)
            let sum = try solver.add(x + y == 10)
            let double = try solver.add(2 * x + 2 * y == 20)
            let difference = try solver.add(x - y == 2)
            #expect(solver.value(of: x) == 6 && solver.value(of: y) == 4)
            let refusal = Result { () throws(SolverError) in try solver.add(x + y == 11) }
            guard case .failure(.unsatisfiable(let conflicting)) = refusal else {
                Issue.record("x + y == 11: \(refusal)")
                return
            }
            let conflict = conflicting.map(\.rawValue)
            #expect(!conflict.isEmpty && conflict.allSatisfy { [sum.rawValue, double.rawValue].contains($0) })
            try solver.remove(difference)
            #expect(solver.value(of: x) == 10 && solver.value(of: y) == 0)
            answers.append(["\(conflict)", "\(solver.pivotCount)", "\(solver.value(of: x))", "\(solver.value(of: y))"])
        }
        #expect(answers[0] == answers[1])
    }
}
