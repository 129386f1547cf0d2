/// The bodies of a file's Swift classes and extensions and its Objective-C `@implementation`s,
/// found in one pass so that the type around each of many tokens is a lookup, not a scan.
struct TypeBodies {
    /// Each type's body (token indices) and name, in the order the declarations start: a nested
    /// type comes after the type it is declared in.
    let bodies: [(body: Range<Int>, name: String)]

    init(_ source: ScannedSource) {
        let tokens = source.tokens
        var bodies: [(body: Range<Int>, name: String)] = []
        for cursor in tokens.indices {
            guard let keyword = tokens[cursor].identifier, cursor + 1 < tokens.count, let name = tokens[cursor + 1].identifier else { continue }
            if source.language == .swift, keyword == "class" || keyword == "extension",
               // The body's opening brace: the first `{` after the declaration's head.
               let open = (cursor + 2..<min(tokens.count, cursor + 200)).first(where: { tokens[$0].isPunctuation("{") }),
               let close = source.closers[open] {
                bodies.append((open..<close, name))
            } else if source.language == .objectiveC, keyword == "implementation", cursor > 0, tokens[cursor - 1].isPunctuation("@") {
                // Up to its `@end`.
                let end = (cursor + 2..<tokens.count).first { tokens[$0].identifier == "end" && tokens[$0 - 1].isPunctuation("@") } ?? tokens.count
                bodies.append((cursor..<end, name))
            }
        }
        self.bodies = bodies
    }

    /// The innermost Swift `class`/`extension` whose braces hold token `index`, or the
    /// Objective-C `@implementation` it lies in.
    func enclosingType(of index: Int) -> String? {
        bodies.last { $0.body.contains(index) && $0.body.lowerBound != index }?.name
    }
}
