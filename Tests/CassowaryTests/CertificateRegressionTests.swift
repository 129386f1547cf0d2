import Testing
@testable import Cassowary

/// Conflict certificates name every constraint the infeasibility depends on, including
/// constraints that only shaped a definition another one was built from.
@Suite("Solver: conflict certificates")
struct CertificateRegressionTests {
    /// The solver fuzz target's input: `x0 = -28/3` (c1) was stored as a definition after
    /// substituting c0's definition of x0, so it read `x1 = -12` and the certificate named c1
    /// and c2 but not c0 — a feasible set without it (x1 would be free).
    @Test func certificateFollowsTheDefinitionsADefinitionWasBuiltFrom() throws {
        let s = Solver()
        let x = (0..<3).map { s.makeVariable("x\($0)") }
        let c0 = try s.add(LinearConstraint(x[0] * -3 - x[1] - 40, .equal))
        let c1 = try s.add(LinearConstraint(x[0] * -3 - 28, .equal))
        let c2 = try s.add(LinearConstraint(x[1] * 3 + x[2] * 2 + 21, .greaterThanOrEqual))
        let preference = try s.add(LinearConstraint(x[1] + 3, .greaterThanOrEqual, strength: .weight(5_682_101.9)))
        #expect(throws: SolverError.unsatisfiable(conflicting: [c0, c1, c2])) {
            try s.add(LinearConstraint(x[2] * -2 - 40, .equal))
        }
        // The refused constraint left the solver as it was.
        #expect(s.constraintCount == 4)
        #expect(abs(s.value(of: x[0]) + 28.0 / 3) < 1e-9)
        #expect(abs(s.value(of: x[1]) + 12) < 1e-9)
        _ = preference
    }
}
