/// Why a ``Solver`` operation was refused. A refused operation leaves the solver as it was.
public enum SolverError: Error, Equatable, Sendable {
    /// A required constraint cannot hold together with the required constraints already added.
    /// `conflicting` lists already-added required constraints that, together with the new one,
    /// are infeasible (a certificate, not necessarily minimal; sorted by id). The new constraint
    /// is not added.
    case unsatisfiable(conflicting: [ConstraintID])
    /// The same constraint (same terms, constant, relation and strength) is already in the solver.
    case duplicateConstraint
    /// The constraint id is not (or no longer) in the solver.
    case unknownConstraint
    /// The variable already is an edit variable.
    case duplicateEditVariable
    /// The variable is not an edit variable.
    case unknownEditVariable
    /// Edit variables must have a non-required strength.
    case requiredEditStrength
    /// A coefficient, constant, weight or suggested value is NaN or infinite, or a coefficient,
    /// constant or suggested value is larger in magnitude than ``Solver/maximumMagnitude``, or a
    /// non-zero coefficient is smaller than ``Solver/minimumCoefficient``.
    case nonFiniteValue
}
