/// A constraint read from source code that is not laid out: its numbers are run-time values,
/// it only holds on some paths (under `if`, in a closure), or it is made but not activated where
/// it is made. It is kept so that `vflc parse` shows everything a function says, and so that no
/// check reports what depends on values only the running app knows.
public struct UnsolvedConstraint: Sendable, Hashable {
    /// The constraint, with every number that is known; an unknown constant or multiplier is
    /// left at 0 or 1 and named in ``runTimeValues``.
    public var constraint: IRConstraint
    /// The source text of each number only the running app knows (`constant: spacing`).
    public var runTimeValues: [String]
    /// Why it is not laid out (`under 'if isCompact'`, `stored in 'heightConstraint', not activated here`).
    public var reason: String

    /// `not laid out (run-time value): a.top == b.bottom  [run-time: constant: spacing]`: why,
    /// the equation with the numbers that are known, and the text of each that is not. What
    /// `vflc parse` prints as a comment and `--verbose` lists.
    public var summary: String {
        var text = "not laid out (\(reason)): " + ConstraintPrinter.equation(constraint)
        if !runTimeValues.isEmpty { text += "  [run-time: " + runTimeValues.joined(separator: ", ") + "]" }
        return text
    }

    /// An unsolved constraint.
    public init(constraint: IRConstraint, runTimeValues: [String] = [], reason: String) {
        self.constraint = constraint
        self.runTimeValues = runTimeValues
        self.reason = reason
    }
}
