/// Why a ``Solver`` operation was refused. A refused operation leaves the solver as it was.
///
/// Each case carries the handle or number it is about, and ``description`` says in one
/// sentence what was wrong and what to do:
///
/// ```swift
/// do { try solver.remove(id) } catch { print(error) }
/// // constraint #3 belongs to another solver: a ConstraintID works only with the solver whose add(_:) returned it
/// ```
public enum SolverError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A required constraint cannot hold together with the required constraints already added.
    /// `conflicting` lists already-added required constraints that, together with the new one,
    /// are infeasible (a certificate, not necessarily minimal; sorted by id); it is empty when the
    /// new constraint cannot hold on its own (`0 >= 5`). The new constraint is not added.
    case unsatisfiable(conflicting: [ConstraintID])
    /// The same constraint (same merged terms, constant, relation and strength) is already in
    /// the solver, under the id given.
    case duplicateConstraint(existing: ConstraintID)
    /// The id came from this solver, but its constraint is no longer in it (it was removed, or
    /// the add that returned it was refused).
    case unknownConstraint(ConstraintID)
    /// The id was returned by another solver.
    case foreignConstraint(ConstraintID)
    /// The variable was made by another solver (see ``SolverVariable``).
    case foreignVariable(SolverVariable)
    /// The variable already is an edit variable.
    case duplicateEditVariable(SolverVariable)
    /// The variable is not an edit variable.
    case unknownEditVariable(SolverVariable)
    /// ``Solver/addEditVariable(_:strength:)`` was given ``Strength/required``: an edit variable
    /// has to be able to give way to the required constraints.
    case requiredEditStrength(SolverVariable)
    /// A coefficient, constant, weight or suggested value that the solver cannot work with: see
    /// ``UnusableNumber``.
    case unusableNumber(UnusableNumber)

    /// One sentence: what was refused, which handle or number, and why.
    public var description: String {
        switch self {
        case .unsatisfiable(let conflicting) where conflicting.isEmpty:
            return "unsatisfiable: the required constraint cannot hold whatever the variables' values"
        case .unsatisfiable(let conflicting):
            let list = conflicting.map(\.description).joined(separator: ", ")
            return "unsatisfiable: the required constraint cannot hold together with the required "
                + (conflicting.count == 1 ? "constraint " : "constraints ") + list
                + "; remove one of them or make one non-required"
        case .duplicateConstraint(let existing):
            return "duplicate constraint: the same constraint is already in the solver as \(existing)"
        case .unknownConstraint(let id):
            return "unknown constraint \(id): it is not in the solver (removed, or never added)"
        case .foreignConstraint(let id):
            return "constraint \(id) belongs to another solver: a ConstraintID works only with the solver "
                + "whose add(_:) returned it"
        case .foreignVariable(let variable):
            return "variable \(variable) belongs to another solver: use variables made by this solver's "
                + "makeVariable(_:)"
        case .duplicateEditVariable(let variable):
            return "\(variable) is already an edit variable"
        case .unknownEditVariable(let variable):
            return "\(variable) is not an edit variable: call addEditVariable(_:strength:) first"
        case .requiredEditStrength(let variable):
            return "edit variable \(variable) cannot be required: give it a strength below required, such as .strong"
        case .unusableNumber(let number):
            return number.description
        }
    }
}

extension SolverError {
    /// A number the solver refused, where it was, and what is wrong with it.
    ///
    /// The solver takes finite numbers up to ``Solver/maximumMagnitude`` (10⁹) in magnitude, and
    /// non-zero coefficients down to ``Solver/minimumCoefficient`` (10⁻⁹): beyond those, products
    /// in the tableau overflow or lose the precision its tolerances assume.
    public struct UnusableNumber: Equatable, Sendable, CustomStringConvertible {
        /// Where the number was found.
        public enum Role: Equatable, Sendable {
            /// The coefficient of this variable (after adding up its terms).
            case coefficient(SolverVariable)
            /// The constant of a constraint's expression.
            case constant
            /// The weight of a ``Strength``.
            case weight
            /// The value suggested for this edit variable.
            case suggestedValue(SolverVariable)
        }

        /// What is wrong with the number.
        public enum Problem: Equatable, Sendable {
            /// NaN.
            case notANumber
            /// Infinite.
            case infinite
            /// Larger in magnitude than ``Solver/maximumMagnitude``.
            case tooLarge
            /// A non-zero coefficient smaller in magnitude than ``Solver/minimumCoefficient``.
            case tooSmall
        }

        /// The number as given (NaN included, so compare ``role`` and ``problem`` instead).
        public var value: Double
        /// Where the number was found.
        public var role: Role
        /// What is wrong with it.
        public var problem: Problem

        /// Creates the description of a refused number.
        public init(value: Double, role: Role, problem: Problem) {
            self.value = value
            self.role = role
            self.problem = problem
        }

        /// The problem with `value` used as `role`, or nil if the solver takes it.
        static func check(_ value: Double, as role: Role) -> UnusableNumber? {
            let problem: Problem
            if value.isNaN {
                problem = .notANumber
            } else if value.isInfinite {
                problem = .infinite
            } else if abs(value) > Solver.maximumMagnitude {
                if case .weight = role { return nil }  // weights are only checked for finiteness
                problem = .tooLarge
            } else if case .coefficient = role, value != 0, abs(value) < Solver.minimumCoefficient {
                problem = .tooSmall
            } else {
                return nil
            }
            return UnusableNumber(value: value, role: role, problem: problem)
        }

        /// `the coefficient of x is 1e+12, larger than the solver's limit 1e+09 in magnitude`.
        public var description: String {
            let place: String
            switch role {
            case .coefficient(let variable): place = "the coefficient of \(variable)"
            case .constant: place = "the constant"
            case .weight: place = "the strength's weight"
            case .suggestedValue(let variable): place = "the value suggested for \(variable)"
            }
            let what: String
            switch problem {
            case .notANumber: what = "is NaN"
            case .infinite: what = "is infinite"
            case .tooLarge:
                what = "is \(LinearFormatting.number(value)), larger than the solver's limit "
                    + "\(LinearFormatting.number(Solver.maximumMagnitude)) in magnitude"
            case .tooSmall:
                what = "is \(LinearFormatting.number(value)), smaller than the solver's smallest non-zero "
                    + "coefficient \(LinearFormatting.number(Solver.minimumCoefficient)); use 0 to drop the term"
            }
            return "unusable number: \(place) \(what)"
        }
    }
}
