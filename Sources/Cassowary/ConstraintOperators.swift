// Kiwi's operator style (kiwi/symbolics.h in nucleic/kiwi; kiwisolver's Python API): `==`, `<=`
// and `>=` between expressions, variables and numbers build a required LinearConstraint, and `|`
// gives it another strength. Concrete overloads only: making Double conform to a protocol for
// generic operators would let `1.0 >= 2.0` type-check as a constraint too.

extension LinearConstraint {
    /// The same constraint at another strength: `(x >= 10) | .strong`.
    ///
    /// Swift gives `|` a higher precedence than `>=`, as Python does for kiwisolver's `|`, so
    /// the comparison needs its parentheses; without them (`x >= 10 | .strong`) the code does
    /// not compile.
    public static func | (constraint: LinearConstraint, strength: Strength) -> LinearConstraint {
        LinearConstraint(constraint.expression, constraint.relation, strength: strength)
    }
}

extension LinearExpression {
    /// The required constraint `lhs == rhs`.
    public static func == (lhs: LinearExpression, rhs: LinearExpression) -> LinearConstraint {
        LinearConstraint(lhs - rhs, .equal)
    }
    /// The required constraint `lhs <= rhs`.
    public static func <= (lhs: LinearExpression, rhs: LinearExpression) -> LinearConstraint {
        LinearConstraint(lhs - rhs, .lessThanOrEqual)
    }
    /// The required constraint `lhs >= rhs`.
    public static func >= (lhs: LinearExpression, rhs: LinearExpression) -> LinearConstraint {
        LinearConstraint(lhs - rhs, .greaterThanOrEqual)
    }

    /// The required constraint `lhs == rhs`.
    public static func == (lhs: LinearExpression, rhs: SolverVariable) -> LinearConstraint {
        lhs == LinearExpression(rhs)
    }
    /// The required constraint `lhs <= rhs`.
    public static func <= (lhs: LinearExpression, rhs: SolverVariable) -> LinearConstraint {
        lhs <= LinearExpression(rhs)
    }
    /// The required constraint `lhs >= rhs`.
    public static func >= (lhs: LinearExpression, rhs: SolverVariable) -> LinearConstraint {
        lhs >= LinearExpression(rhs)
    }

    /// The required constraint `lhs == rhs`.
    public static func == (lhs: SolverVariable, rhs: LinearExpression) -> LinearConstraint {
        LinearExpression(lhs) == rhs
    }
    /// The required constraint `lhs <= rhs`.
    public static func <= (lhs: SolverVariable, rhs: LinearExpression) -> LinearConstraint {
        LinearExpression(lhs) <= rhs
    }
    /// The required constraint `lhs >= rhs`.
    public static func >= (lhs: SolverVariable, rhs: LinearExpression) -> LinearConstraint {
        LinearExpression(lhs) >= rhs
    }

    /// The required constraint `lhs == rhs`.
    public static func == (lhs: LinearExpression, rhs: Double) -> LinearConstraint {
        lhs == LinearExpression(rhs)
    }
    /// The required constraint `lhs <= rhs`.
    public static func <= (lhs: LinearExpression, rhs: Double) -> LinearConstraint {
        lhs <= LinearExpression(rhs)
    }
    /// The required constraint `lhs >= rhs`.
    public static func >= (lhs: LinearExpression, rhs: Double) -> LinearConstraint {
        lhs >= LinearExpression(rhs)
    }

    /// The required constraint `lhs == rhs`.
    public static func == (lhs: Double, rhs: LinearExpression) -> LinearConstraint {
        LinearExpression(lhs) == rhs
    }
    /// The required constraint `lhs <= rhs`.
    public static func <= (lhs: Double, rhs: LinearExpression) -> LinearConstraint {
        LinearExpression(lhs) <= rhs
    }
    /// The required constraint `lhs >= rhs`.
    public static func >= (lhs: Double, rhs: LinearExpression) -> LinearConstraint {
        LinearExpression(lhs) >= rhs
    }
}

extension SolverVariable {
    /// The required constraint `lhs == rhs`. Where a `Bool` is expected, `==` compares the
    /// handles instead (see ``SolverVariable``).
    public static func == (lhs: SolverVariable, rhs: SolverVariable) -> LinearConstraint {
        LinearExpression(lhs) == LinearExpression(rhs)
    }
    /// The required constraint `lhs <= rhs`.
    public static func <= (lhs: SolverVariable, rhs: SolverVariable) -> LinearConstraint {
        LinearExpression(lhs) <= LinearExpression(rhs)
    }
    /// The required constraint `lhs >= rhs`.
    public static func >= (lhs: SolverVariable, rhs: SolverVariable) -> LinearConstraint {
        LinearExpression(lhs) >= LinearExpression(rhs)
    }

    /// The required constraint `lhs == rhs`.
    public static func == (lhs: SolverVariable, rhs: Double) -> LinearConstraint {
        LinearExpression(lhs) == LinearExpression(rhs)
    }
    /// The required constraint `lhs <= rhs`.
    public static func <= (lhs: SolverVariable, rhs: Double) -> LinearConstraint {
        LinearExpression(lhs) <= LinearExpression(rhs)
    }
    /// The required constraint `lhs >= rhs`.
    public static func >= (lhs: SolverVariable, rhs: Double) -> LinearConstraint {
        LinearExpression(lhs) >= LinearExpression(rhs)
    }

    /// The required constraint `lhs == rhs`.
    public static func == (lhs: Double, rhs: SolverVariable) -> LinearConstraint {
        LinearExpression(lhs) == LinearExpression(rhs)
    }
    /// The required constraint `lhs <= rhs`.
    public static func <= (lhs: Double, rhs: SolverVariable) -> LinearConstraint {
        LinearExpression(lhs) <= LinearExpression(rhs)
    }
    /// The required constraint `lhs >= rhs`.
    public static func >= (lhs: Double, rhs: SolverVariable) -> LinearConstraint {
        LinearExpression(lhs) >= LinearExpression(rhs)
    }
}
