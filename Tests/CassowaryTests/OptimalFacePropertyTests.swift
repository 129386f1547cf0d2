import Testing
@testable import Cassowary

@Suite("Determinacy on degenerate, layout-like systems against a brute-force reference")
struct OptimalFacePropertyTests {
    /// Layout systems are full of degenerate rows: a hugging and a compression-resistance
    /// inequality that meet at the same intrinsic size, edges pinned twice, equal spacing. The
    /// optimal face is found from the tableau's degenerate rows in one pass; here every answer
    /// is compared with the min…max over the optimal vertices, enumerated by brute force.
    @Test(arguments: 0..<400)
    func determinacyMatchesOptimalVertices(seed: Int) throws {
        var rng = SplitMix(seed: UInt64(seed) &+ 913_000)
        let n = Int.random(in: 2...4, using: &rng)
        let solver = Solver()
        let vars = (0..<n).map { _ in solver.makeVariable() }
        var cs: [DenseConstraint] = []
        func difference(_ i: Int, _ j: Int?, _ constant: Double, _ relation: LinearRelation, _ weight: Double?) {
            var c = [Double](repeating: 0, count: n)
            c[i] = 1
            if let j { c[j] -= 1 }
            cs.append(DenseConstraint(coefs: c, constant: -constant, relation: relation, weight: weight))
        }
        for i in 0..<n {   // a required box keeps every optimum bounded
            difference(i, nil, 0, .greaterThanOrEqual, nil)
            difference(i, nil, 60, .lessThanOrEqual, nil)
        }
        for _ in 0..<Int.random(in: 1...5, using: &rng) {
            let i = Int.random(in: 0..<n, using: &rng)
            let j: Int? = Bool.random(using: &rng) ? (i + Int.random(in: 1..<n, using: &rng)) % n : nil
            let constant = Double(Int.random(in: 0...4, using: &rng) * 10)
            switch Int.random(in: 0..<4, using: &rng) {
            case 0:   // hugging against compression at one size: two tight, opposite inequalities
                difference(i, j, constant, .lessThanOrEqual, 2)
                difference(i, j, constant, .greaterThanOrEqual, 3)
            case 1:   // a required pin
                difference(i, j, constant, .equal, nil)
            case 2:   // a required inequality
                difference(i, j, constant, Bool.random(using: &rng) ? .lessThanOrEqual : .greaterThanOrEqual, nil)
            default:  // a preference with a small integer weight, so ties are common
                difference(i, j, constant, [.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &rng) ?? .equal,
                           Double(Int.random(in: 1...3, using: &rng)))
            }
        }
        var kept: [DenseConstraint] = []
        for c in cs where (try? solver.add(c.linear(vars))) != nil { kept.append(c) }
        let best = try #require(BruteForce.optimum(kept, variables: n))
        var low = [Double](repeating: .infinity, count: n), high = [Double](repeating: -.infinity, count: n)
        BruteForce.forEachVertex(kept, n) { x in
            guard BruteForce.isFeasible(kept, x),
                  BruteForce.objective(kept, x) <= best.value + 1e-7 * (1 + best.value) else { return }
            for i in 0..<n {
                low[i] = min(low[i], x[i])
                high[i] = max(high[i], x[i])
            }
        }
        for i in 0..<n {
            #expect(solver.isDetermined(vars[i]) == (high[i] - low[i] <= 1e-6), "x\(i) in \(low[i])...\(high[i])")
        }
    }

    /// The face is cached per solution: a change to the system must drop it.
    @Test func answersFollowChanges() throws {
        let solver = Solver()
        let x = solver.makeVariable(), w = solver.makeVariable()
        try solver.add(LinearConstraint(LinearExpression(x), .greaterThanOrEqual))
        try solver.add(LinearConstraint(x - 100, .lessThanOrEqual))
        #expect(!solver.isDetermined(x))
        let pin = try solver.add(LinearConstraint(x - 40, .equal))
        #expect(solver.isDetermined(x))
        #expect(!solver.isDetermined(w))
        try solver.remove(pin)
        #expect(!solver.isDetermined(x))
        try solver.addEditVariable(w, strength: .strong)
        #expect(solver.isDetermined(w))
    }
}
