/// A real-valued unknown of a ``Solver``.
///
/// Variables are small handles (an index) created by ``Solver/makeVariable(_:)``. A variable
/// belongs to the solver that made it; using it with another solver refers to whatever variable
/// has the same index there.
public struct Variable: Hashable, Sendable {
    /// The solver-internal index of the variable (its external symbol).
    @usableFromInline let index: Int32

    @usableFromInline init(index: Int32) {
        self.index = index
    }
}

/// One `coefficient · variable` product of a ``LinearExpression``.
public struct Term: Hashable, Sendable {
    /// The variable the term multiplies.
    public var variable: Variable
    /// The factor applied to the variable.
    public var coefficient: Double

    /// Creates `coefficient · variable`.
    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }

    /// Creates `coefficient · variable`.
    public init(variable: Variable, coefficient: Double) {
        self.variable = variable
        self.coefficient = coefficient
    }
}
