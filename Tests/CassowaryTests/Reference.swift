@testable import Cassowary

/// A deterministic random source (SplitMix64) so every property test is reproducible.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476C_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// A constraint over a dense vector of variables: `coefs · x + constant  relation  0`,
/// required when `weight` is nil.
struct DenseConstraint: Equatable {
    var coefs: [Double]
    var constant: Double
    var relation: LinearRelation
    var weight: Double?

    func residual(_ x: [Double]) -> Double {
        var s = constant
        for i in coefs.indices { s += coefs[i] * x[i] }
        return s
    }

    /// How far the constraint is violated at x (0 when it holds).
    func error(_ x: [Double]) -> Double {
        let r = residual(x)
        switch relation {
        case .equal: return abs(r)
        case .lessThanOrEqual: return max(0, r)
        case .greaterThanOrEqual: return max(0, -r)
        }
    }

    func linear(_ vars: [SolverVariable]) -> LinearConstraint {
        var e = LinearExpression(constant: constant)
        for i in coefs.indices where coefs[i] != 0 { e.terms.append(LinearTerm(vars[i], coefs[i])) }
        return LinearConstraint(e, relation, strength: weight.map { .weight($0) } ?? .required)
    }
}

/// The brute-force reference: the optimum of Σ weight·error subject to the required
/// constraints is attained at a vertex of the arrangement of all constraint hyperplanes
/// (the objective is convex and piecewise linear, with kinks only on those hyperplanes), so
/// enumerating every n-subset of hyperplanes, solving it and keeping the best feasible point
/// finds it. Callers include a weak pull per variable so that the arrangement has vertices.
enum BruteForce {
    static func objective(_ cs: [DenseConstraint], _ x: [Double]) -> Double {
        cs.reduce(0) { sum, c in sum + (c.weight.map { w in w * c.error(x) } ?? 0) }
    }

    static func isFeasible(_ cs: [DenseConstraint], _ x: [Double], tolerance: Double = 1e-6) -> Bool {
        cs.allSatisfy { $0.weight != nil || $0.error(x) <= tolerance * (1 + abs($0.constant)) }
    }

    /// The minimal objective value and a minimiser, or nil when the required constraints are infeasible.
    static func optimum(_ cs: [DenseConstraint], variables n: Int) -> (value: Double, x: [Double])? {
        var best: (Double, [Double])? = nil
        forEachVertex(cs, n) { x in
            guard isFeasible(cs, x) else { return }
            let v = objective(cs, x)
            if best == nil || v < best!.0 { best = (v, x) }
        }
        return best
    }

    static func forEachVertex(_ cs: [DenseConstraint], _ n: Int, _ body: ([Double]) -> Void) {
        let m = cs.count
        guard m >= n else { return }
        var pick = Array(0..<n)
        while true {
            if let x = solve(pick.map { cs[$0] }, n) { body(x) }
            var i = n - 1
            while i >= 0 && pick[i] == m - n + i { i -= 1 }
            if i < 0 { return }
            pick[i] += 1
            for j in (i + 1)..<n { pick[j] = pick[j - 1] + 1 }
        }
    }

    /// Solves `coefs · x = −constant` for n hyperplanes by Gaussian elimination.
    static func solve(_ rows: [DenseConstraint], _ n: Int) -> [Double]? {
        var a = rows.map { $0.coefs + [-$0.constant] }
        for col in 0..<n {
            var p = col
            for r in col..<n where abs(a[r][col]) > abs(a[p][col]) { p = r }
            if abs(a[p][col]) < 1e-9 { return nil }
            a.swapAt(p, col)
            for r in 0..<n where r != col {
                let f = a[r][col] / a[col][col]
                if f != 0 { for c in col...n { a[r][c] -= f * a[col][c] } }
            }
        }
        return (0..<n).map { a[$0][n] / a[$0][$0] }
    }
}

/// Random small constraints with integer coefficients.
func randomConstraint(_ n: Int, _ rng: inout SplitMix, requiredChance: Double = 0.4) -> DenseConstraint {
    var coefs = [Double](repeating: 0, count: n)
    while coefs.allSatisfy({ $0 == 0 }) {
        for i in 0..<n where Double.random(in: 0..<1, using: &rng) < 0.7 {
            coefs[i] = Double(Int.random(in: -2...2, using: &rng))
        }
    }
    let rel: LinearRelation = [.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &rng)!
    let weight: Double? = Double.random(in: 0..<1, using: &rng) < requiredChance
        ? nil : (Double.random(in: 0...7, using: &rng)).exponential
    return DenseConstraint(coefs: coefs, constant: Double(Int.random(in: -10...10, using: &rng)),
                           relation: rel, weight: weight)
}

/// A weak pull `x_i == target` for every variable (weights far below the others, all distinct).
func pulls(_ n: Int, _ rng: inout SplitMix) -> [DenseConstraint] {
    (0..<n).map { i in
        var c = [Double](repeating: 0, count: n)
        c[i] = 1
        return DenseConstraint(coefs: c, constant: -Double(Int.random(in: -20...20, using: &rng)),
                               relation: .equal, weight: 0.001 * Double.random(in: 1...2, using: &rng))
    }
}

extension Double {
    /// e^self by a series (tests import nothing either).
    var exponential: Double {
        var term = 1.0, sum = 1.0
        let x = self / 64
        for k in 1...20 { term *= x / Double(k); sum += term }
        for _ in 0..<6 { sum *= sum }
        return sum
    }
}

/// Adds dense constraints to a solver, returning the ids of those accepted.
func values(_ solver: Solver, _ vars: [SolverVariable]) -> [Double] {
    vars.map { solver.value(of: $0) }
}
