/// The relation between a constraint's expression and zero.
public enum LinearRelation: Sendable, Hashable {
    /// `expression ≤ 0`
    case lessThanOrEqual
    /// `expression = 0`
    case equal
    /// `expression ≥ 0`
    case greaterThanOrEqual
}

/// `expression  relation  0` at a strength.
public struct LinearConstraint: Sendable {
    /// The left-hand side; the right-hand side is 0.
    public var expression: LinearExpression
    /// How the expression compares with 0.
    public var relation: LinearRelation
    /// How hard the solver tries to satisfy it.
    public var strength: Strength

    /// Creates `expression  relation  0`.
    public init(_ expression: LinearExpression, _ relation: LinearRelation, strength: Strength = .required) {
        self.expression = expression
        self.relation = relation
        self.strength = strength
    }

    /// Creates `lhs  relation  rhs`, stored as `lhs − rhs  relation  0`.
    public init(lhs: LinearExpression, _ relation: LinearRelation, rhs: LinearExpression,
                strength: Strength = .required) {
        self.init(lhs - rhs, relation, strength: strength)
    }
}

/// Identifies a constraint added to a ``Solver``; valid until it is removed.
public struct ConstraintID: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The position of the constraint in the solver's add order (never reused).
    public let rawValue: Int

    init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Earlier-added constraints sort first.
    public static func < (lhs: ConstraintID, rhs: ConstraintID) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    /// `#n`, the add order.
    public var description: String { "#\(rawValue)" }
}
