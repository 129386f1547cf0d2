/// A property given a new view more than once in one function (`self.titleLabel = [UILabel new];`
/// … constrained into one row … `self.titleLabel = [UILabel new];` … into the next) holds another
/// view after each assignment: code runs in order, and an assignment replaces the reference, not
/// the view (the first view stays in its row). Each later assignment's uses, up to the next, are
/// renamed `titleLabel_2`, `titleLabel_3`, … (`_titleLabel_2` for the instance variable), so the
/// reader keeps the views apart instead of joining their constraints into one view's conflict.
///
/// Only assignments of a construction (`[UILabel new]`, `[[UILabel alloc] init…]`, `UILabel()`,
/// `UILabel.init(…)`) in the function's own braces count: one inside an `if` or a loop may or may
/// not have run, and is left to ``ReassignedLocals``' reading of what runs.
enum ReassignedProperties {
    static func renaming(_ tokens: [SourceToken], closers: [Int?], body: Range<Int>, language: SourceLanguage) -> [SourceToken] {
        // The property of each top-level assignment of a construction, in order.
        var assignments: [(name: String, at: Int)] = []
        var depth = 0
        var declared: Set<String> = []
        for index in body {
            let token = tokens[index]
            if token.isPunctuation("{") { depth += 1; continue }
            if token.isPunctuation("}") { depth -= 1; continue }
            guard depth == 0, let word = token.identifier else { continue }
            if index > body.lowerBound, tokens[index - 1].identifier == "let" || tokens[index - 1].identifier == "var" { declared.insert(word) }
            guard index + 2 < body.upperBound, tokens[index + 1].isPunctuation("="), !tokens[index + 2].isPunctuation("="),
                  isConstruction(at: index + 2, tokens: tokens, closers: closers, language: language) else { continue }
            let afterSelf = index >= 2 && tokens[index - 1].isPunctuation(".") && tokens[index - 2].identifier == "self"
            let instanceVariable = language == .objectiveC && word.utf8.first == UInt8(ascii: "_") && word.count > 1
                && (index == body.lowerBound || !(tokens[index - 1].isPunctuation(".") || tokens[index - 1].isPunctuation(">")))
            let bareSwift = language == .swift && !declared.contains(word)
                && (index == body.lowerBound || !(tokens[index - 1].isPunctuation(".") || tokens[index - 1].identifier == "let"
                                                  || tokens[index - 1].identifier == "var"))
            guard afterSelf || instanceVariable || bareSwift else { continue }
            assignments.append((instanceVariable ? String(word.dropFirst()) : word, index))
        }
        let counts = Dictionary(assignments.map { ($0.name, 1) }, uniquingKeysWith: +)
        guard counts.values.contains(where: { $0 > 1 }) else { return tokens }
        var renamed = tokens
        for name in counts.keys where counts[name, default: 0] > 1 {
            let starts = assignments.filter { $0.name == name }.map(\.at)
            for (ordinal, start) in starts.enumerated() where ordinal > 0 {
                let end = ordinal + 1 < starts.count ? starts[ordinal + 1] : body.upperBound
                for index in start..<end {
                    guard let word = tokens[index].identifier else { continue }
                    let member = index > 0 && (tokens[index - 1].isPunctuation(".") || tokens[index - 1].isPunctuation(">"))
                    let ofSelf = index >= 2 && tokens[index - 1].isPunctuation(".") && tokens[index - 2].identifier == "self"
                    if word == name, !member || ofSelf, !(index + 1 < tokens.count && tokens[index + 1].isPunctuation(":") && language == .swift) {
                        renamed[index].kind = .identifier("\(name)_\(ordinal + 1)")
                    } else if language == .objectiveC, word == "_" + name, !member {
                        renamed[index].kind = .identifier("_\(name)_\(ordinal + 1)")
                    }
                }
            }
        }
        return renamed
    }

    /// `[Type new]`, `[[Type alloc] init…]`, `Type(…)`, `Type.init(…)`: a type's name starts with a
    /// capital letter.
    private static func isConstruction(at index: Int, tokens: [SourceToken], closers: [Int?], language: SourceLanguage) -> Bool {
        switch language {
        case .objectiveC:
            var position = index
            while position < tokens.count, tokens[position].isPunctuation("[") { position += 1 }
            guard position > index, position + 1 < tokens.count, let type = tokens[position].identifier,
                  type.first?.isUppercase == true else { return false }
            return tokens[position + 1].identifier == "new" || tokens[position + 1].identifier == "alloc"
        case .swift:
            return ComputedViewProperties.construction(tokens, at: index, closers: closers) != nil
        }
    }
}
