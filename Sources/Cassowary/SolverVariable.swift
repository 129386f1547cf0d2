/// A real-valued unknown of a ``Solver``.
///
/// Variables are small handles (an index) created by ``Solver/makeVariable(_:)``. A variable
/// belongs to the solver that made it; using it with another solver refers to whatever variable
/// has the same index there.
public struct SolverVariable: Hashable, Sendable {
    /// The solver-internal index of the variable (its external symbol).
    @usableFromInline let index: Int32

    @usableFromInline init(index: Int32) {
        self.index = index
    }

    /// The variable's position in its solver's creation order (0, 1, 2, …), handy for
    /// indexing arrays of per-variable data.
    public var ordinal: Int { Int(index) }
}

/// One `coefficient · variable` product of a ``LinearExpression``.
public struct LinearTerm: Hashable, Sendable {
    /// The variable the term multiplies.
    public var variable: SolverVariable
    /// The factor applied to the variable.
    public var coefficient: Double

    /// Creates `coefficient · variable`.
    public init(_ variable: SolverVariable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }

    /// Creates `coefficient · variable`.
    public init(variable: SolverVariable, coefficient: Double) {
        self.variable = variable
        self.coefficient = coefficient
    }
}
