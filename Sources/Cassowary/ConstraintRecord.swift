/// Everything the solver remembers about one added constraint (or edit constraint).
struct ConstraintRecord {
    enum State: Equatable {
        /// Removed, or refused when added.
        case inactive
        /// Eliminated a fresh variable: definition index.
        case definition(Int32)
        /// Lives in the tableau with these tag symbols (`other` is -1 when absent).
        case tableau(marker: Int32, other: Int32)
        /// Still the user's (it can be removed, and it keeps its duplicate entry) but not
        /// enforced: re-adding it after a removal was refused, which only rounding can cause
        /// once it held. Every rebuild tries it again.
        case suspended
    }

    /// SolverVariable ordinals, sorted, each once; coefficients merged and non-zero.
    var variables: [Int32]
    var coefficients: [Double]
    var constant: Double
    var relation: LinearRelation
    var strength: Strength
    var state: State = .inactive
    /// Edit constraints are internal; they never get a public ``ConstraintID``.
    var isEdit = false

    var isRequired: Bool { strength.isRequired }
}

/// An edit variable: a non-required `v == value` constraint whose constant moves with
/// ``Solver/suggestValue(_:for:)``.
struct EditInfo {
    var variable: Int32
    var record: Int32
    var value: Double
}
