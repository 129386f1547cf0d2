@testable import Cassowary

/// The number a solver call refused with ``SolverError/unusableNumber(_:)``; nil when the call
/// succeeded or failed for another reason.
func refusedNumber(_ body: () throws -> Void) -> SolverError.UnusableNumber? {
    if case .unusableNumber(let number) = solverError(body) { return number }
    return nil
}

/// The error a solver call threw, or nil if it succeeded. (The solver throws only
/// `SolverError`; a closure's typed throws is not inferred, hence the cast.)
func solverError(_ body: () throws -> Void) -> SolverError? {
    do {
        try body()
    } catch {
        return error as? SolverError
    }
    return nil
}
