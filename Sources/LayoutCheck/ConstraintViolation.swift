import LayoutEngine

extension LoweredConstraint {
    /// How far the constraint misses at `solution`'s values: positive when it does not hold,
    /// zero when it holds exactly, negative when an inequality holds with room to spare.
    func violation(in solution: LayoutSolution) -> Double {
        let value = expression.evaluate { $0.index < solution.values.count ? solution.values[$0.index] : 0 }
        switch relation {
        case .equal: return abs(value)
        case .lessThanOrEqual: return value
        case .greaterThanOrEqual: return -value
        }
    }
}
