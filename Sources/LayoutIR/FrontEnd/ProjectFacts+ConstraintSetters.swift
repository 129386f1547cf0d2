extension ProjectFacts {
    /// What one of the project's chained `NSLayoutConstraint` methods does to the constraint it
    /// is called on before returning it.
    public enum ConstraintSetter: Sendable, Hashable {
        /// Sets `isActive` (to the argument at a position, or to a fixed value) and `priority`
        /// (to the argument at a position), each when given.
        case sets(isActive: ActiveValue?, priorityArgument: Int?)
        /// Something else, or declared differently by two files: never guessed.
        case varies
    }

    /// The value a setter gives `isActive`.
    public enum ActiveValue: Sendable, Hashable {
        /// The call's argument at this position (from 0).
        case argument(Int)
        /// Always this value (`func activated() -> Self { isActive = true; return self }`).
        case fixed(Bool)
    }

    /// The name a call of a setter is looked up by: the base name and its argument labels, `_`
    /// for one without (`setting(isActive:)`, `withPriority(_:)`).
    public static func setterKey(name: String, labels: [String]) -> String {
        name + "(" + labels.map { ($0.isEmpty ? "_" : $0) + ":" }.joined() + ")"
    }

    /// Records a setter; a second, different declaration of the same call makes it vary.
    public mutating func declareConstraintSetter(_ key: String, _ setter: ConstraintSetter) {
        guard let existing = constraintSetters[key] else { constraintSetters[key] = setter; return }
        if existing != setter { constraintSetters[key] = .varies }
    }
}
