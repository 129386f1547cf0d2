import Testing
@testable import Cassowary

@Suite("Removals with redundant required equalities")
struct RemovalPropertyTests {
    /// Required equalities plus redundant combinations of them (a redundant equality keeps
    /// its marker basic over other markers), inequalities and preferences, added in random
    /// order and then removed one by one in random order. After every removal the solution
    /// satisfies what remains and is as good as a fresh solve of what remains.
    @Test(arguments: 0..<400)
    func removalsKeepEveryRemainingConstraint(seed: Int) throws {
        var rng = SplitMix(seed: UInt64(seed) &+ 123_456)
        let n = Int.random(in: 2...4, using: &rng)
        let solver = Solver()
        let vars = (0..<n).map { _ in solver.makeVariable() }
        var cs: [DenseConstraint] = pulls(n, &rng)
        var equalities: [DenseConstraint] = []
        for _ in 0..<Int.random(in: 1...3, using: &rng) {
            var c = randomConstraint(n, &rng, requiredChance: 1)
            c.relation = .equal
            equalities.append(c)
            cs.append(c)
        }
        for _ in 0..<Int.random(in: 1...3, using: &rng) {
            let a = equalities.randomElement(using: &rng)!, b = equalities.randomElement(using: &rng)!
            let f = Double(Int.random(in: -2...2, using: &rng)), g = Double(Int.random(in: 1...2, using: &rng))
            cs.append(DenseConstraint(coefs: zip(a.coefs, b.coefs).map { f * $0 + g * $1 },
                                      constant: f * a.constant + g * b.constant, relation: .equal, weight: nil))
        }
        for _ in 0..<Int.random(in: 0...3, using: &rng) { cs.append(randomConstraint(n, &rng)) }
        if Bool.random(using: &rng) { cs.shuffle(using: &rng) }
        var live: [(ConstraintID, DenseConstraint)] = []
        for c in cs {
            if let id = try? solver.add(c.linear(vars)) { live.append((id, c)) }
        }
        live.shuffle(using: &rng)
        while !live.isEmpty {
            let (id, _) = live.removeLast()
            try solver.remove(id)
            let remaining = live.map(\.1)
            let x = vars.map { solver.value(of: $0) }
            #expect(BruteForce.isFeasible(remaining, x))
            let fresh = Solver()
            let fv = (0..<n).map { _ in fresh.makeVariable() }
            for c in remaining { try fresh.add(c.linear(fv)) }
            let best = BruteForce.objective(remaining, fv.map { fresh.value(of: $0) })
            #expect(abs(BruteForce.objective(remaining, x) - best) <= 1e-6 * (1 + best))
        }
    }
}
