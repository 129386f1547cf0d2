import Testing
@testable import Cassowary

@Suite("Random operation sequences against a brute-force model")
struct ModelPropertyTests {
    /// Random interleavings of add, remove, add/remove edit variable and suggest. After every
    /// step the solver's solution keeps every required constraint and reaches the brute-force
    /// optimum of the current system, in which each edit variable is a weighted equality at
    /// its last suggested value.
    @Test(arguments: 0..<300)
    func operationSequences(seed: Int) throws {
        var rng = SplitMix(seed: UInt64(seed) &+ 424_242)
        let n = Int.random(in: 1...3, using: &rng)
        let solver = Solver()
        let vars = (0..<n).map { _ in solver.makeVariable() }
        var live: [(ConstraintID, DenseConstraint)] = []
        let base = pulls(n, &rng)
        var edits: [Int: (weight: Double, value: Double)] = [:]
        var pullsAdded = false
        for _ in 0..<12 {
            switch Int.random(in: 0..<10, using: &rng) {
            case 0...2:
                let c = randomConstraint(n, &rng)
                if let id = try? solver.add(c.linear(vars)) { live.append((id, c)) }
            case 3, 4:
                if !live.isEmpty {
                    let (id, _) = live.remove(at: Int.random(in: 0..<live.count, using: &rng))
                    try solver.remove(id)
                }
            case 5:
                let v = Int.random(in: 0..<n, using: &rng)
                if edits[v] != nil {
                    try solver.removeEditVariable(vars[v])
                    edits[v] = nil
                } else {
                    let w = Double.random(in: 0...8, using: &rng).exponential
                    let current = solver.value(of: vars[v])
                    try solver.addEditVariable(vars[v], strength: .weight(w))
                    edits[v] = (w, current)
                }
            default:
                if let v = edits.keys.randomElement(using: &rng) {
                    let value = Double(Int.random(in: -30...30, using: &rng))
                    try solver.suggestValue(value, for: vars[v])
                    edits[v]!.value = value
                }
            }
            if !pullsAdded && Bool.random(using: &rng) {
                for c in base { try solver.add(c.linear(vars)) }
                pullsAdded = true
            }
            guard pullsAdded else { continue }
            var system = base + live.map(\.1)
            for (v, e) in edits {
                var coefs = [Double](repeating: 0, count: n)
                coefs[v] = 1
                system.append(DenseConstraint(coefs: coefs, constant: -e.value, relation: .equal, weight: e.weight))
            }
            let x = vars.map { solver.value(of: $0) }
            let best = try #require(BruteForce.optimum(system, variables: n))
            #expect(BruteForce.isFeasible(system, x), "seed \(seed): \(x)")
            #expect(abs(BruteForce.objective(system, x) - best.value) <= 1e-6 * (1 + best.value),
                    "seed \(seed): \(x) vs \(best.x)")
        }
    }
}
