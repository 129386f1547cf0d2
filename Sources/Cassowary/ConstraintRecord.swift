/// Everything the solver remembers about one added constraint (or edit constraint).
struct ConstraintRecord {
    enum State: Equatable {
        /// Removed, or refused when added.
        case inactive
        /// Eliminated a fresh variable: definition index.
        case definition(Int32)
        /// Lives in the tableau with these tag symbols (`other` is -1 when absent).
        case tableau(marker: Int32, other: Int32)
    }

    /// Variable ordinals, sorted, each once; coefficients merged and non-zero.
    var variables: [Int32]
    var coefficients: [Double]
    var constant: Double
    var relation: LinearRelation
    var strength: Strength
    var state: State = .inactive
    /// Edit constraints are internal; they never get a public ``ConstraintID``.
    var isEdit = false

    var isRequired: Bool { strength.isRequired }

    var duplicateKey: DuplicateKey {
        DuplicateKey(variables: variables, coefficients: coefficients, constant: constant,
                     relation: relation, strength: strength)
    }
}

/// Structural identity of a constraint, for ``SolverError/duplicateConstraint``.
struct DuplicateKey: Hashable {
    var variables: [Int32]
    var coefficients: [Double]
    var constant: Double
    var relation: LinearRelation
    var strength: Strength
}

/// An edit variable: a non-required `v == value` constraint whose constant moves with
/// ``Solver/suggestValue(_:for:)``.
struct EditInfo {
    var variable: Int32
    var record: Int32
    var value: Double
}
