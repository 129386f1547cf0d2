import Testing
@testable import Cassowary

@Suite("Ranges over the optimal face against a brute-force reference")
struct RangePropertyTests {
    /// Random systems inside a required box (so that every optimum is bounded and the
    /// arrangement has vertices) with no tie-breaking pulls, so alternative optima are common.
    /// The optimal set is a face of the arrangement, so its extreme values are attained at
    /// optimal vertices: `range(of:)` must equal the min…max over those, and `isDetermined`
    /// must say whether that interval is a point.
    @Test(arguments: 0..<300)
    func rangeMatchesOptimalVertices(seed: Int) throws {
        var rng = SplitMix(seed: UInt64(seed) &+ 77_000)
        let n = Int.random(in: 1...3, using: &rng)
        let solver = Solver()
        let vars = (0..<n).map { _ in solver.makeVariable() }
        var cs: [DenseConstraint] = []
        for i in 0..<n {
            var c = [Double](repeating: 0, count: n)
            c[i] = 1
            cs.append(DenseConstraint(coefs: c, constant: -50, relation: .lessThanOrEqual, weight: nil))
            cs.append(DenseConstraint(coefs: c, constant: 50, relation: .greaterThanOrEqual, weight: nil))
        }
        for _ in 0..<Int.random(in: 0...4, using: &rng) {
            var c = randomConstraint(n, &rng, requiredChance: 0.3)
            // Small integer weights make exact ties between preferences likely.
            if c.weight != nil { c.weight = Double(Int.random(in: 1...3, using: &rng)) }
            cs.append(c)
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
            let r = try #require(solver.range(of: vars[i]))
            #expect(abs(r.lowerBound - low[i]) <= 1e-6 && abs(r.upperBound - high[i]) <= 1e-6,
                    "x\(i): solver \(r), reference \(low[i])...\(high[i])")
            #expect(solver.isDetermined(vars[i]) == (high[i] - low[i] <= 1e-6), "x\(i) in \(low[i])...\(high[i])")
            #expect(r.contains(solver.value(of: vars[i])) || abs(r.lowerBound - solver.value(of: vars[i])) < 1e-9)
        }
    }
}
