/// `Σ coefficient·variable + constant`: the left-hand side of a ``LinearConstraint``.
///
/// A variable may appear in several terms; the solver adds their coefficients. Usually built
/// with operators: `2 * x - y + 3`, `(x1 + x2) / 2`.
public struct LinearExpression: Sendable, CustomStringConvertible {
    /// The variable terms, in the order they were written.
    public var terms: [LinearTerm]
    /// The constant part.
    public var constant: Double

    /// Creates `Σ terms + constant`.
    public init(terms: [LinearTerm] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// Creates the expression `1 · variable`.
    public init(_ variable: SolverVariable) {
        self.terms = [LinearTerm(variable, 1)]
        self.constant = 0
    }

    /// Creates the constant expression `constant`.
    public init(_ constant: Double) {
        self.terms = []
        self.constant = constant
    }

    /// Whether every coefficient and the constant are finite numbers.
    public var isFinite: Bool {
        constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite }
    }

    /// The terms in the order they were written, then the constant: `2 * x - y + 3`, or `0`
    /// for the empty expression.
    public var description: String {
        var text = ""
        LinearFormatting.appendExpression(terms, constant: constant, to: &text)
        return text
    }

    fileprivate func scaled(by factor: Double) -> LinearExpression {
        LinearExpression(terms: terms.map { LinearTerm($0.variable, $0.coefficient * factor) },
                         constant: constant * factor)
    }
}

// MARK: - Operators

extension LinearExpression {
    /// The sum of two expressions.
    public static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        LinearExpression(terms: lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }
    /// The expression plus a variable.
    public static func + (lhs: LinearExpression, rhs: SolverVariable) -> LinearExpression {
        lhs + LinearExpression(rhs)
    }
    /// A variable plus an expression.
    public static func + (lhs: SolverVariable, rhs: LinearExpression) -> LinearExpression {
        LinearExpression(lhs) + rhs
    }
    /// The expression plus a constant.
    public static func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        LinearExpression(terms: lhs.terms, constant: lhs.constant + rhs)
    }
    /// A constant plus an expression.
    public static func + (lhs: Double, rhs: LinearExpression) -> LinearExpression {
        rhs + lhs
    }
    /// The difference of two expressions.
    public static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
        lhs + rhs.scaled(by: -1)
    }
    /// The expression minus a variable.
    public static func - (lhs: LinearExpression, rhs: SolverVariable) -> LinearExpression {
        lhs - LinearExpression(rhs)
    }
    /// A variable minus an expression.
    public static func - (lhs: SolverVariable, rhs: LinearExpression) -> LinearExpression {
        LinearExpression(lhs) - rhs
    }
    /// The expression minus a constant.
    public static func - (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        lhs + (-rhs)
    }
    /// A constant minus an expression.
    public static func - (lhs: Double, rhs: LinearExpression) -> LinearExpression {
        LinearExpression(lhs) - rhs
    }
    /// The negated expression.
    public static prefix func - (operand: LinearExpression) -> LinearExpression {
        operand.scaled(by: -1)
    }
    /// The expression multiplied by a constant.
    public static func * (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        lhs.scaled(by: rhs)
    }
    /// A constant times an expression.
    public static func * (lhs: Double, rhs: LinearExpression) -> LinearExpression {
        rhs.scaled(by: lhs)
    }
    /// The expression divided by a constant (division by zero gives non-finite
    /// coefficients, which ``Solver/add(_:)`` rejects).
    public static func / (lhs: LinearExpression, rhs: Double) -> LinearExpression {
        lhs.scaled(by: 1 / rhs)
    }
}

extension LinearExpression {
    /// Adds an expression in place: `left += margin`.
    public static func += (lhs: inout LinearExpression, rhs: LinearExpression) {
        lhs.terms += rhs.terms
        lhs.constant += rhs.constant
    }
    /// Adds a variable in place.
    public static func += (lhs: inout LinearExpression, rhs: SolverVariable) {
        lhs.terms.append(LinearTerm(rhs, 1))
    }
    /// Adds a constant in place.
    public static func += (lhs: inout LinearExpression, rhs: Double) {
        lhs.constant += rhs
    }
    /// Subtracts an expression in place.
    public static func -= (lhs: inout LinearExpression, rhs: LinearExpression) {
        lhs += rhs.scaled(by: -1)
    }
    /// Subtracts a variable in place.
    public static func -= (lhs: inout LinearExpression, rhs: SolverVariable) {
        lhs.terms.append(LinearTerm(rhs, -1))
    }
    /// Subtracts a constant in place.
    public static func -= (lhs: inout LinearExpression, rhs: Double) {
        lhs.constant -= rhs
    }
    /// Multiplies by a constant in place.
    public static func *= (lhs: inout LinearExpression, rhs: Double) {
        lhs = lhs.scaled(by: rhs)
    }
    /// Divides by a constant in place (division by zero gives non-finite coefficients, which
    /// ``Solver/add(_:)`` refuses).
    public static func /= (lhs: inout LinearExpression, rhs: Double) {
        lhs = lhs.scaled(by: 1 / rhs)
    }
}

extension SolverVariable {
    /// The sum of two variables.
    public static func + (lhs: SolverVariable, rhs: SolverVariable) -> LinearExpression {
        LinearExpression(lhs) + LinearExpression(rhs)
    }
    /// A variable plus a constant.
    public static func + (lhs: SolverVariable, rhs: Double) -> LinearExpression {
        LinearExpression(lhs) + rhs
    }
    /// A constant plus a variable.
    public static func + (lhs: Double, rhs: SolverVariable) -> LinearExpression {
        LinearExpression(rhs) + lhs
    }
    /// The difference of two variables.
    public static func - (lhs: SolverVariable, rhs: SolverVariable) -> LinearExpression {
        LinearExpression(lhs) - LinearExpression(rhs)
    }
    /// A variable minus a constant.
    public static func - (lhs: SolverVariable, rhs: Double) -> LinearExpression {
        LinearExpression(lhs) - rhs
    }
    /// A constant minus a variable.
    public static func - (lhs: Double, rhs: SolverVariable) -> LinearExpression {
        lhs - LinearExpression(rhs)
    }
    /// The negated variable.
    public static prefix func - (operand: SolverVariable) -> LinearExpression {
        LinearExpression(terms: [LinearTerm(operand, -1)])
    }
    /// A variable times a constant.
    public static func * (lhs: SolverVariable, rhs: Double) -> LinearExpression {
        LinearExpression(terms: [LinearTerm(lhs, rhs)])
    }
    /// A constant times a variable.
    public static func * (lhs: Double, rhs: SolverVariable) -> LinearExpression {
        LinearExpression(terms: [LinearTerm(rhs, lhs)])
    }
    /// A variable divided by a constant.
    public static func / (lhs: SolverVariable, rhs: Double) -> LinearExpression {
        LinearExpression(terms: [LinearTerm(lhs, 1 / rhs)])
    }
}
