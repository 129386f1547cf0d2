import LayoutIR

/// A dictionary whose keys are known from the source: a literal (`["a": a]`, `@{@"a": a}`),
/// `NSDictionaryOfVariableBindings(a, b)`, `[NSDictionary dictionaryWithObjectsAndKeys:a, @"a", nil]`,
/// an empty one (`[:]`, `[String: UIView]()`, `[NSMutableDictionary dictionary]`, `nil`), and
/// copies of those (`[… mutableCopy]`, `[NSMutableDictionary dictionaryWithDictionary:…]`).
/// Keys added later with a literal subscript are appended by ``DictionaryBindings``.
struct LiteralDictionary: Sendable {
    struct Entry: Sendable {
        var key: String
        var keySpan: SourceSpan
        /// The value expression; empty when the value is not written next to the key.
        var value: ArraySlice<SourceToken>
    }

    var entries: [Entry] = []
    /// True for `nil`, `[:]` and an empty mutable dictionary: a placeholder that a branch usually replaces.
    var isEmptyPlaceholder: Bool { entries.isEmpty }

    var keys: Set<String> { Set(entries.map(\.key)) }

    mutating func add(_ key: String, at span: SourceSpan, value: ArraySlice<SourceToken>) {
        if let existing = entries.firstIndex(where: { $0.key == key }) {
            entries[existing].value = value
        } else {
            entries.append(Entry(key: key, keySpan: span, value: value))
        }
    }

    /// The views dictionary: key → item (a legacy layout guide passed as a view keeps acting as that guide).
    var views: [String: LayoutItem] {
        var items: [String: LayoutItem] = [:]
        for entry in entries {
            if let name = entry.value.last(where: { $0.identifier != nil })?.identifier,
               let guide = LayoutGuide(name: name), guide.isLegacyLayoutSupport {
                items[entry.key] = LayoutItem.root.with(guide: guide)
            } else {
                items[entry.key] = LayoutItem.view(entry.key)
            }
        }
        return items
    }

    /// The metrics dictionary: a value that is not a plain number (a variable, a call) is kept as 1,
    /// so the key still counts as defined.
    var metrics: [String: Double] {
        var values: [String: Double] = [:]
        for entry in entries { values[entry.key] = LiteralDictionary.number(entry.value) ?? 1 }
        return values
    }

    var keySpans: [String: SourceSpan] {
        var spans: [String: SourceSpan] = [:]
        for entry in entries { spans[entry.key] = entry.keySpan }
        return spans
    }

    // MARK: Reading an expression

    /// The dictionary an expression denotes, or `nil` when it is not one of the readable forms.
    static func read(_ expression: ArraySlice<SourceToken>, file: SourceFile, depth: Int = 0) -> LiteralDictionary? {
        var tokens = expression
        // `… as [String: Any]`, `… as! [String: UIView]`: the cast does not change the keys.
        if let cast = topLevelIndex(of: "as", in: tokens), cast > tokens.startIndex { tokens = tokens[..<cast] }
        guard let first = tokens.first, depth < 4 else { return nil }
        if tokens.count == 1, first.identifier == "nil" || first.identifier == "Nil" { return LiteralDictionary() }
        if first.identifier == "NSDictionaryOfVariableBindings" { return variableBindings(tokens, file: file) }
        // `[String: UIView]()`, `Dictionary<String, Any>()`, `[:]`.
        if let last = tokens.last, last.isPunctuation(")"), tokens.count >= 3,
           tokens[tokens.index(before: tokens.endIndex - 1)].isPunctuation("(") {
            let head = tokens.dropLast(2)
            if head.first?.identifier == "Dictionary" || head.first?.identifier == "NSMutableDictionary"
                || head.first?.identifier == "NSDictionary"
                || (head.first?.isPunctuation("[") == true && head.contains { $0.isPunctuation(":") }
                    && head.last?.isPunctuation("]") == true && entries(head, file: file) == nil) {
                return LiteralDictionary()
            }
        }
        if first.isPunctuation("["), let message = objectiveCMessage(tokens, file: file, depth: depth) { return message }
        return entries(tokens, file: file)
    }

    /// `NSDictionaryOfVariableBindings(a, self.b)`: each argument's text is its key.
    private static func variableBindings(_ tokens: ArraySlice<SourceToken>, file: SourceFile) -> LiteralDictionary? {
        guard tokens.count >= 3, tokens[tokens.startIndex + 1].isPunctuation("("), let last = tokens.last,
              last.isPunctuation(")") else { return nil }
        var result = LiteralDictionary()
        for argument in TokenGroups.splitOnCommas(tokens[(tokens.startIndex + 2)..<(tokens.endIndex - 1)]) {
            guard let start = argument.first?.start, let end = argument.last?.end else { continue }
            let key = argument.map { file.text(of: file.span(offset: $0.start, length: $0.end - $0.start)) }.joined()
            result.add(key, at: file.span(offset: start, length: end - start), value: argument)
        }
        return result
    }

    /// `["k": v, …]`, `[:]` (Swift) or `@{@"k": v, …}` (Objective-C).
    private static func entries(_ tokens: ArraySlice<SourceToken>, file: SourceFile) -> LiteralDictionary? {
        var body = tokens
        if body.first?.isPunctuation("@") == true { body = body.dropFirst() }
        guard let open = body.first, let close = body.last, body.count >= 2,
              (open.isPunctuation("[") && close.isPunctuation("]")) || (open.isPunctuation("{") && close.isPunctuation("}"))
        else { return nil }
        let inner = body.dropFirst().dropLast()
        if inner.count == 1, inner.first?.isPunctuation(":") == true { return LiteralDictionary() }
        if inner.isEmpty, open.isPunctuation("{") { return LiteralDictionary() }
        var result = LiteralDictionary()
        for entry in TokenGroups.splitOnCommas(inner) {
            guard entry.count >= 3, let keyToken = entry.first, let key = keyToken.stringLiteral?.value,
                  entry[entry.startIndex + 1].isPunctuation(":") else { return nil }
            result.add(key, at: file.span(offset: keyToken.start, length: keyToken.end - keyToken.start),
                       value: entry.dropFirst(2))
        }
        return result
    }

    /// `[NSMutableDictionary dictionary]`, `[[NSMutableDictionary alloc] init]`, `[X mutableCopy]`,
    /// `[NSDictionary dictionaryWithObjectsAndKeys:a, @"a", nil]`, `[NSMutableDictionary dictionaryWithDictionary:X]`.
    private static func objectiveCMessage(_ tokens: ArraySlice<SourceToken>, file: SourceFile, depth: Int) -> LiteralDictionary? {
        guard let last = tokens.last, last.isPunctuation("]"), tokens.count >= 3 else { return nil }
        let inner = tokens.dropFirst().dropLast()
        // The selector is the last top-level identifier (unary) or the first `name:` (keyword message).
        var receiverEnd = inner.startIndex
        var nesting = 0
        for index in inner.indices {
            let token = inner[index]
            if token.isPunctuation("[") || token.isPunctuation("(") || token.isPunctuation("{") { nesting += 1 }
            if token.isPunctuation("]") || token.isPunctuation(")") || token.isPunctuation("}") { nesting -= 1 }
            receiverEnd = index
            if nesting == 0, index > inner.startIndex, token.identifier != nil,
               index + 1 == inner.endIndex || inner[index + 1].isPunctuation(":") {
                break
            }
        }
        guard let selector = inner[receiverEnd].identifier, receiverEnd > inner.startIndex else { return nil }
        let receiver = inner[inner.startIndex..<receiverEnd]
        let dictionaryClasses: Set<String> = ["NSDictionary", "NSMutableDictionary"]
        let isClass = receiver.count == 1 && receiver.first?.identifier.map(dictionaryClasses.contains) == true
        switch selector {
        case "mutableCopy", "copy":
            return read(receiver, file: file, depth: depth + 1)
        case "init", "new", "dictionary":
            if isClass { return LiteralDictionary() }
            if selector == "init", receiver.count >= 3, receiver.first?.isPunctuation("[") == true,
               receiver.dropFirst().first?.identifier.map(dictionaryClasses.contains) == true {
                return LiteralDictionary()  // `[[NSMutableDictionary alloc] init]`
            }
            return nil
        case "dictionaryWithCapacity":
            return isClass ? LiteralDictionary() : nil
        case "dictionaryWithDictionary":
            guard isClass, receiverEnd + 2 <= inner.endIndex else { return nil }
            return read(inner[(receiverEnd + 2)...], file: file, depth: depth + 1)
        case "dictionaryWithObjectsAndKeys":
            guard isClass, receiverEnd + 2 <= inner.endIndex else { return nil }
            let arguments = TokenGroups.splitOnCommas(inner[(receiverEnd + 2)...])
            guard let terminator = arguments.last, terminator.count == 1, terminator.first?.identifier == "nil",
                  arguments.count % 2 == 1 else { return nil }
            var result = LiteralDictionary()
            var pair = 0
            while pair + 1 < arguments.count - 1 {
                let value = arguments[pair], keyTokens = arguments[pair + 1]
                guard keyTokens.count == 1, let keyToken = keyTokens.first, let key = keyToken.stringLiteral?.value else {
                    return nil
                }
                result.add(key, at: file.span(offset: keyToken.start, length: keyToken.end - keyToken.start), value: value)
                pair += 2
            }
            return result
        default:
            return nil
        }
    }

    /// The index of a top-level identifier `word` (outside brackets), if any.
    private static func topLevelIndex(of word: String, in tokens: ArraySlice<SourceToken>) -> Int? {
        var nesting = 0
        for index in tokens.indices {
            let token = tokens[index]
            if token.isPunctuation("[") || token.isPunctuation("(") || token.isPunctuation("{") { nesting += 1 }
            if token.isPunctuation("]") || token.isPunctuation(")") || token.isPunctuation("}") { nesting -= 1 }
            if nesting == 0, token.identifier == word { return index }
        }
        return nil
    }

    /// `16`, `-4`, `8.5`, `@16`, `@(16)`, `CGFloat(16)`.
    static func number(_ tokens: ArraySlice<SourceToken>) -> Double? {
        var sign = 1.0
        var text: String?
        for token in tokens {
            switch token.kind {
            case .punctuation(let byte) where byte == UInt8(ascii: "-"): sign = -sign
            case .punctuation(let byte) where "@()".utf8.contains(byte): continue
            case .identifier(let name) where name == "CGFloat" || name == "Double" || name == "Float": continue
            case .number(let digits) where text == nil: text = digits
            default: return nil
            }
        }
        guard let text, let value = Double(text.filter { $0 != "_" }), value.isFinite else { return nil }
        return sign * value
    }
}
