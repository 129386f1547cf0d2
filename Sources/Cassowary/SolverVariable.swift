/// Which ``Solver`` instance made a handle.
///
/// A random 64-bit number drawn once per solver. A counter would need shared mutable state
/// across solvers, and an object address can be reused once a solver is freed, which would let a
/// stale handle pass for a live one; two solvers drawing the same number is a 2⁻⁶⁴ event.
struct SolverIdentity: Hashable, Sendable {
    let rawValue: UInt64

    static func unique() -> SolverIdentity {
        var generator = SystemRandomNumberGenerator()
        return SolverIdentity(rawValue: generator.next())
    }
}

/// A real-valued unknown of a ``Solver``.
///
/// Made by ``Solver/makeVariable(_:)``; a variable belongs to the solver that made it. Unlike
/// kiwi, where a `Variable` is a free-standing object any solver can use and stores its own
/// value, a `SolverVariable` is a small handle into one solver's tables, and its value is read
/// from that solver with ``Solver/value(of:)``. Every operation of another solver refuses it
/// with ``SolverError/foreignVariable(_:)`` instead of silently meaning the variable that
/// happens to have the same position there. To solve the same system in two solvers, make the
/// variables in each and build the constraints once per solver.
///
/// Two handles are equal when they name the same variable of the same solver; the name plays
/// no part in equality.
///
/// > Note: `x == y` for two variables is a ``LinearConstraint`` where a constraint is expected
/// > (`try solver.add(x == y)`) and a `Bool` where a `Bool` is expected (`if x == y`), like
/// > every other comparison in ``Solver``'s operator style; with no context, say which one you
/// > mean (`let same: Bool = x == y`).
public struct SolverVariable: Hashable, Sendable, CustomStringConvertible {
    /// The solver-internal index of the variable (its external symbol).
    @usableFromInline let index: Int32
    /// The solver that made the variable.
    let solver: SolverIdentity
    /// The name given to ``Solver/makeVariable(_:)``, for display only ("" when none was given).
    public let name: String

    init(index: Int32, solver: SolverIdentity, name: String) {
        self.index = index
        self.solver = solver
        self.name = name
    }

    /// The variable's position in its solver's creation order (0, 1, 2, …), handy for
    /// indexing arrays of per-variable data.
    public var ordinal: Int { Int(index) }

    /// The name, or `v#n` (`n` the ``ordinal``) for a variable made without one.
    public var description: String { name.isEmpty ? "v#\(index)" : name }

    /// Whether both handles name the same variable of the same solver.
    public static func == (lhs: SolverVariable, rhs: SolverVariable) -> Bool {
        lhs.index == rhs.index && lhs.solver == rhs.solver
    }

    /// Hashes the solver and the position, consistently with `==`.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(index)
        hasher.combine(solver)
    }
}

/// One `coefficient · variable` product of a ``LinearExpression``.
public struct LinearTerm: Hashable, Sendable, CustomStringConvertible {
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

    /// `x`, `-x` or `2.5 * x`.
    public var description: String {
        var text = ""
        LinearFormatting.appendTerm(coefficient, variable, first: true, to: &text)
        return text
    }
}
