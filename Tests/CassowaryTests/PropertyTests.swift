import Testing
@testable import Cassowary

@Suite("Random systems against a brute-force reference")
struct PropertyTests {
    /// Random small systems with required and weighted constraints: the solver's solution
    /// satisfies every accepted required constraint and its objective equals the reference
    /// optimum; every refusal is a genuinely infeasible required set, and the reported
    /// conflict plus the new constraint is infeasible on its own.
    /// (Half of the runs add the weak pulls last, so that required equalities meet fresh
    /// variables and go through the definition path.)
    @Test(arguments: 0..<600)
    func agreesWithBruteForce(seed: Int) throws {
        var rng = SplitMix(seed: UInt64(seed) &* 7919 &+ 1)
        let n = Int.random(in: 1...4, using: &rng)
        let solver = Solver()
        let vars = (0..<n).map { solver.makeVariable("x\($0)") }
        let pullsFirst = Bool.random(using: &rng)
        var accepted: [DenseConstraint] = []
        var idOf: [ConstraintID: DenseConstraint] = [:]
        let m = Int.random(in: 1...6, using: &rng)
        var pending = (0..<m).map { _ in randomConstraint(n, &rng) }
        let weak = pulls(n, &rng)
        if pullsFirst { pending = weak + pending } else { pending += weak }
        for c in pending {
            switch Result(catching: { () throws(SolverError) -> ConstraintID in try solver.add(c.linear(vars)) }) {
            case let .success(id):
                accepted.append(c)
                idOf[id] = c
            case let .failure(error):
                checkRefusal(error, c, accepted: accepted, idOf: idOf, n: n, rng: &rng)
            }
        }
        let reference = try #require(BruteForce.optimum(accepted, variables: n))
        let x = values(solver, vars)
        #expect(BruteForce.isFeasible(accepted, x, tolerance: 1e-6), "required constraints broken at \(x)")
        let got = BruteForce.objective(accepted, x)
        #expect(abs(got - reference.value) <= 1e-6 * (1 + reference.value),
                "objective \(got), reference \(reference.value) at \(reference.x), solver \(x)")
    }

    func checkRefusal(_ error: SolverError, _ c: DenseConstraint, accepted: [DenseConstraint],
                      idOf: [ConstraintID: DenseConstraint], n: Int, rng: inout SplitMix) {
        guard case let .unsatisfiable(conflicting) = error else {
            // The only other refusal: the very same constraint is already in.
            guard case .duplicateConstraint(let existing) = error else {
                Issue.record("unexpected refusal \(error)")
                return
            }
            #expect(idOf[existing] == c)
            return
        }
        #expect(c.weight == nil)
        let required = accepted.filter { $0.weight == nil }
        #expect(BruteForce.optimum(required + [c] + pulls(n, &rng), variables: n) == nil)
        let conflict = conflicting.compactMap { idOf[$0] }
        #expect(conflict.count == conflicting.count)
        #expect(BruteForce.optimum(conflict + [c] + pulls(n, &rng), variables: n) == nil,
                "conflict set \(conflicting) is not infeasible")
    }

    /// Random sparse systems built around a known solution: a triangular set of required
    /// equalities (added in random order) plus inequalities and weighted constraints that all
    /// hold there. The solver must return exactly that solution.
    @Test(arguments: 0..<40)
    func solvesBackToKnownSolution(seed: Int) throws {
        var rng = SplitMix(seed: UInt64(seed) &+ 1000)
        let n = Int.random(in: 5...60, using: &rng)
        let truth = (0..<n).map { _ in Double(Int.random(in: -500...500, using: &rng)) / 4 }
        var cs: [DenseConstraint] = []
        for i in 0..<n {
            var coefs = [Double](repeating: 0, count: n)
            coefs[i] = Double([1, -1, 2, 0.5].randomElement(using: &rng)!)
            for _ in 0..<Int.random(in: 0...2, using: &rng) where i > 0 {
                coefs[Int.random(in: 0..<i, using: &rng)] += Double(Int.random(in: -2...2, using: &rng))
            }
            var c = DenseConstraint(coefs: coefs, constant: 0, relation: .equal, weight: nil)
            c.constant = -c.residual(truth)
            cs.append(c)
        }
        for _ in 0..<n {
            var c = randomConstraint(n, &rng, requiredChance: 0.5)
            c.constant = 0
            let r = c.residual(truth)
            switch c.relation {
            case .equal: c.constant = -r
            case .lessThanOrEqual: c.constant = -r - Double(Int.random(in: 0...3, using: &rng))
            case .greaterThanOrEqual: c.constant = -r + Double(Int.random(in: 0...3, using: &rng))
            }
            cs.append(c)
        }
        cs.shuffle(using: &rng)
        let solver = Solver()
        let vars = (0..<n).map { solver.makeVariable("x\($0)") }
        for c in cs { try solver.add(c.linear(vars)) }
        let x = values(solver, vars)
        for i in 0..<n {
            #expect(abs(x[i] - truth[i]) <= 1e-6 * (1 + abs(truth[i])), "x\(i) = \(x[i]), expected \(truth[i])")
            #expect(solver.isDetermined(vars[i]))
        }
    }

    /// Adding then removing a constraint restores the previous solution (unique optimum
    /// thanks to the distinct weak pulls), and removing constraints in random order matches
    /// a fresh solver built from the constraints that remain.
    @Test(arguments: 0..<300)
    func removeAfterAddRestores(seed: Int) throws {
        var rng = SplitMix(seed: UInt64(seed) &+ 5000)
        let n = Int.random(in: 1...4, using: &rng)
        let solver = Solver()
        let vars = (0..<n).map { _ in solver.makeVariable() }
        var live: [(ConstraintID, DenseConstraint)] = []
        let base = pulls(n, &rng)
        var pending = (0..<Int.random(in: 0...5, using: &rng)).map { _ in randomConstraint(n, &rng) }
        if Bool.random(using: &rng) { pending.shuffle(using: &rng) }
        for c in pending {
            if let id = try? solver.add(c.linear(vars)) { live.append((id, c)) }
        }
        for c in base { try solver.add(c.linear(vars)) }
        let before = values(solver, vars)
        let c = randomConstraint(n, &rng)
        if let id = try? solver.add(c.linear(vars)) {
            #expect(solver.contains(id))
            try solver.remove(id)
            #expect(!solver.contains(id))
            let after = values(solver, vars)
            let all = base + live.map(\.1)
            // Compare objective values (always unique) and the points (unique here up to ties).
            #expect(abs(BruteForce.objective(all, after) - BruteForce.objective(all, before)) <= 1e-6)
            #expect(BruteForce.isFeasible(all, after))
        }
        live.shuffle(using: &rng)
        while live.count > 1 {
            let (id, _) = live.removeLast()
            try solver.remove(id)
            let remaining = base + live.map(\.1)
            let fresh = Solver()
            let fv = (0..<n).map { _ in fresh.makeVariable() }
            for c in remaining { try fresh.add(c.linear(fv)) }
            let a = values(solver, vars), b = values(fresh, fv)
            #expect(abs(BruteForce.objective(remaining, a) - BruteForce.objective(remaining, b)) <= 1e-6)
            #expect(BruteForce.isFeasible(remaining, a))
        }
    }

    /// After any sequence of suggestions, the solution equals that of a fresh solver where the
    /// edit is a plain constraint `v == value` at the edit strength.
    @Test(arguments: 0..<150)
    func editsMatchFreshSolve(seed: Int) throws {
        var rng = SplitMix(seed: UInt64(seed) &+ 9000)
        let n = Int.random(in: 1...3, using: &rng)
        let solver = Solver()
        let vars = (0..<n).map { _ in solver.makeVariable() }
        var cs = pulls(n, &rng)
        for _ in 0..<Int.random(in: 1...5, using: &rng) { cs.append(randomConstraint(n, &rng)) }
        var kept: [DenseConstraint] = []
        for c in cs where (try? solver.add(c.linear(vars))) != nil { kept.append(c) }
        let target = Int.random(in: 0..<n, using: &rng)
        let weight = Double.random(in: 0...9, using: &rng).exponential
        try solver.addEditVariable(vars[target], strength: .weight(weight))
        for _ in 0..<5 {
            let value = Double(Int.random(in: -40...40, using: &rng))
            try solver.suggestValue(value, for: vars[target])
            var coefs = [Double](repeating: 0, count: n)
            coefs[target] = 1
            let edit = DenseConstraint(coefs: coefs, constant: -value, relation: .equal, weight: weight)
            let all = kept + [edit]
            let reference = try #require(BruteForce.optimum(all, variables: n))
            let x = values(solver, vars)
            #expect(BruteForce.isFeasible(all, x))
            #expect(abs(BruteForce.objective(all, x) - reference.value) <= 1e-6 * (1 + reference.value),
                    "after suggesting \(value): \(x) vs \(reference.x)")
        }
        try solver.removeEditVariable(vars[target])
        let reference = try #require(BruteForce.optimum(kept, variables: n))
        #expect(abs(BruteForce.objective(kept, values(solver, vars)) - reference.value) <= 1e-6 * (1 + reference.value))
    }
}
