/// The relation between a constraint's expression and zero.
public enum LinearRelation: Sendable, Hashable, CustomStringConvertible {
    /// `expression ≤ 0`
    case lessThanOrEqual
    /// `expression = 0`
    case equal
    /// `expression ≥ 0`
    case greaterThanOrEqual

    /// `<=`, `==` or `>=`, as the operators are spelled.
    public var description: String { symbol }

    var symbol: String {
        switch self {
        case .lessThanOrEqual: return "<="
        case .equal: return "=="
        case .greaterThanOrEqual: return ">="
        }
    }
}

/// `expression  relation  0` at a strength.
///
/// Usually written with the comparison operators, with `|` for a strength other than
/// required (see <doc:GettingStarted>):
///
/// ```swift
/// try solver.add(x2 >= x1 + 10)              // x2 - x1 - 10 >= 0, required
/// try solver.add((x1 == 40) | .weak)         // x1 - 40 == 0, weak
/// ```
public struct LinearConstraint: Sendable, CustomStringConvertible {
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

    /// The constraint as it is usually typed, then its strength unless it is required:
    /// `x2 >= x1 + 10`, `x1 == 40 | weak`. Terms with a positive coefficient are on the left,
    /// the others and the constant on the right (the constraint is stored as one expression
    /// compared with 0, so how it was first written is not known).
    public var description: String {
        let text = LinearFormatting.constraint(expression, relation)
        return strength.isRequired ? text : text + " | " + strength.description
    }
}

/// Identifies a constraint added to a ``Solver``; valid with that solver until the constraint
/// is removed.
///
/// An id remembers the solver whose ``Solver/add(_:)`` returned it: any other solver refuses it
/// with ``SolverError/foreignConstraint(_:)``, so a stray id can never remove an unrelated
/// constraint.
public struct ConstraintID: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The constraint's position in its solver's add order. Edit variables take positions too,
    /// so the ids of constraints need not be consecutive; a position is never given to two
    /// constraints.
    public let rawValue: Int
    /// The solver that returned the id.
    let solver: SolverIdentity

    init(rawValue: Int, solver: SolverIdentity) {
        self.rawValue = rawValue
        self.solver = solver
    }

    /// Earlier-added constraints sort first (ids of different solvers sort in an arbitrary but
    /// fixed order).
    public static func < (lhs: ConstraintID, rhs: ConstraintID) -> Bool {
        (lhs.rawValue, lhs.solver.rawValue) < (rhs.rawValue, rhs.solver.rawValue)
    }

    /// `#n`, the add order.
    public var description: String { "#\(rawValue)" }
}
