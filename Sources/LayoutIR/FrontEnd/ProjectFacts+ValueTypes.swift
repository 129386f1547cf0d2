extension ProjectFacts {
    /// One of the project's own structures, as its declaration reads.
    public enum ValueTypeSource: Sendable, Hashable {
        /// The declaration's text, from `struct` to its closing brace.
        case text(String)
        /// Declared differently by two files (two modules' own `Insets`): never guessed.
        case varies
    }

    /// Records a structure; a second, different declaration of the name makes it vary.
    public mutating func declareValueType(_ name: String, _ source: ValueTypeSource) {
        guard let existing = valueTypes[name] else { valueTypes[name] = source; return }
        if existing != source { valueTypes[name] = .varies }
    }
}
