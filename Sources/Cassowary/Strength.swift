import Swift

/// How hard the solver tries to satisfy a constraint.
///
/// A **required** strength is never broken: adding a required constraint that cannot hold is
/// refused with ``SolverError/unsatisfiable(conflicting:)``. Every other strength is a
/// non-negative **weight**: the solver minimises `Σ weight · |error|` over the non-required
/// constraints (for an inequality the error is how far it is violated), subject to all
/// required constraints.
///
/// ## Kiwi's numeric scale
/// ``weak``, ``medium`` and ``strong`` are kiwi's 1, 1 000 and 1 000 000, and ``weight(_:)``
/// takes a number on that same scale, so a benchmark file means the same to both solvers.
/// As in kiwi the objective is one scalar: enough weak errors can outweigh one medium error.
///
/// ## Auto Layout priorities
/// ``autoLayout(priority:)`` maps a UIKit priority `p` to
///
///     p ≥ 1000            → required
///     1 ≤ p ≤ 999         → weight 10^(9·(p − 1)/998)      (1 → 1, 250 ≈ 176, 500 ≈ 3.2e4,
///                                                          750 ≈ 5.7e6, 999 → 1e9)
///     p < 1               → as p = 1;  NaN → rejected by `add` as non-finite
///
/// Every priority step multiplies the weight by 10^(9/998) ≈ 1.021, so a constraint always
/// beats one lower-priority constraint whose error is as large as its own, and a gap of Δ
/// priorities is a factor 1.021^Δ: 100 steps ≈ 8×, the 250 → 750 gap between hugging and
/// compression resistance ≈ 32 000×, 1 → 999 is 10⁹. A weighted sum cannot make 999 distinct
/// levels strictly lexicographic (that would need ≥ 10^999), so the scale spends its range
/// where real layouts need it: far-apart priorities dominate whole groups of weaker
/// constraints, and neighbouring priorities (249 vs 250, the usual tie-breaker) decide
/// one-against-one conflicts. The largest weight stays at 10⁹, kiwi's own ceiling, so the
/// objective keeps about 7 significant digits for the weakest constraint.
public struct Strength: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The objective weight (meaningless when required).
    public let weight: Double
    /// Whether the constraint must hold exactly (never traded against others).
    public let isRequired: Bool

    private init(weight: Double, isRequired: Bool) {
        self.weight = weight
        self.isRequired = isRequired
    }

    /// Never broken.
    public static let required = Strength(weight: .infinity, isRequired: true)
    /// Kiwi's strong: weight 1 000 000.
    public static let strong = Strength(weight: 1_000_000, isRequired: false)
    /// Kiwi's medium: weight 1 000.
    public static let medium = Strength(weight: 1_000, isRequired: false)
    /// Kiwi's weak: weight 1.
    public static let weak = Strength(weight: 1, isRequired: false)

    /// A non-required strength with objective weight `w` on kiwi's scale (weak = 1,
    /// strong = 10⁶). Negative weights are treated as 0; NaN and infinity are kept and
    /// rejected by ``Solver/add(_:)`` with ``SolverError/unusableNumber(_:)``.
    public static func weight(_ w: Double) -> Strength {
        Strength(weight: w < 0 ? 0 : w, isRequired: false)
    }

    /// The strength of a UIKit layout priority (see the type documentation for the mapping).
    public static func autoLayout(priority: Float) -> Strength {
        if priority.isNaN { return Strength(weight: .nan, isRequired: false) }
        if priority >= 1000 { return .required }
        let p = Double(min(max(priority, 1), 999))
        return Strength(weight: exp10(9 * (p - 1) / 998), isRequired: false)
    }

    /// `required`, `strong`, `medium`, `weak`, or `weight(w)` for any other weight.
    public var description: String {
        if isRequired { return "required" }
        switch weight {
        case Strength.strong.weight: return "strong"
        case Strength.medium.weight: return "medium"
        case Strength.weak.weight: return "weak"
        default: return "weight(\(LinearFormatting.number(weight)))"
        }
    }

    /// Required is the strongest; otherwise a larger weight is stronger.
    public static func < (lhs: Strength, rhs: Strength) -> Bool {
        if lhs.isRequired { return false }
        if rhs.isRequired { return true }
        return lhs.weight < rhs.weight
    }
}

/// 10^x without Foundation (the module imports nothing).
private func exp10(_ x: Double) -> Double {
    // 10^x = 2^(x·log2 10); split into an exact power of two and a small remainder.
    let y = x * 3.321928094887362347870319429489390175864831393
    let whole = y.rounded(.down)
    let frac = y - whole
    // 2^frac for frac in [0, 1) by a short Taylor series of e^(frac·ln 2), then squared back.
    let t = frac * 0.693147180559945309417232121458176568 / 16
    var term = 1.0, sum = 1.0
    for k in 1...12 {
        term *= t / Double(k)
        sum += term
    }
    for _ in 0..<4 { sum *= sum }
    return sum * Double(sign: .plus, exponent: Int(whole), significand: 1)
}
