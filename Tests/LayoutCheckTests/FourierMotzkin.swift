import LayoutEngine
import LayoutIR

/// An independent feasibility oracle for small systems: Fourier–Motzkin elimination over
/// `Σ aᵢxᵢ + c ≥ 0` rows, sharing no code with the Cassowary solver.
struct FourierMotzkin {
    /// Rows `coefficients · x + constant ≥ 0`.
    var rows: [(coefficients: [Double], constant: Double)]
    let variableCount: Int
    static let tolerance = 1e-7

    init(variableCount: Int, constraints: [LoweredConstraint]) {
        self.variableCount = variableCount
        rows = []
        for constraint in constraints {
            var coefficients = [Double](repeating: 0, count: variableCount)
            for term in constraint.expression.terms { coefficients[term.variable.index] += term.coefficient }
            let constant = constraint.expression.constant
            switch constraint.relation {
            case .greaterThanOrEqual: rows.append((coefficients, constant))
            case .lessThanOrEqual: rows.append((coefficients.map { -$0 }, -constant))
            case .equal:
                rows.append((coefficients, constant))
                rows.append((coefficients.map { -$0 }, -constant))
            }
        }
    }

    /// Eliminates every variable except `keep` (none when nil).
    func eliminated(keeping keep: Int? = nil) -> [(coefficients: [Double], constant: Double)] {
        var current = rows
        for variable in 0..<variableCount where variable != keep {
            var positive: [(coefficients: [Double], constant: Double)] = []
            var negative: [(coefficients: [Double], constant: Double)] = []
            var next: [(coefficients: [Double], constant: Double)] = []
            for row in current {
                let a = row.coefficients[variable]
                if a > 1e-12 { positive.append(row) } else if a < -1e-12 { negative.append(row) } else { next.append(row) }
            }
            for p in positive {
                for n in negative {
                    let pa = p.coefficients[variable], na = -n.coefficients[variable]
                    var coefficients = [Double](repeating: 0, count: variableCount)
                    for k in 0..<variableCount { coefficients[k] = p.coefficients[k] / pa + n.coefficients[k] / na }
                    coefficients[variable] = 0
                    next.append((coefficients, p.constant / pa + n.constant / na))
                }
            }
            current = next
        }
        return current
    }

    /// Whether some x satisfies every row.
    var isFeasible: Bool { eliminated().allSatisfy { $0.constant >= -Self.tolerance } }

    /// The smallest and largest value of `variable` over the feasible set (nil: unbounded).
    func bounds(of variable: Int) -> (low: Double?, high: Double?) {
        var low: Double?, high: Double?
        for row in eliminated(keeping: variable) {
            let a = row.coefficients[variable]
            if a > 1e-12 { low = max(low ?? -.infinity, -row.constant / a) }
            if a < -1e-12 { high = min(high ?? .infinity, row.constant / -a) }
        }
        return (low, high)
    }
}
