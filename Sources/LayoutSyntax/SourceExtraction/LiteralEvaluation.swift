import LayoutIR

/// Reads argument expressions that are literals: format strings (with concatenation), views and
/// metrics dictionaries, and option sets.
enum LiteralEvaluation {
    struct SkipReason: Error { var message: String }

    /// The string an expression denotes, with each byte's file offset, or why it cannot be known.
    /// Swift joins literals with `+`; Objective-C puts them side by side (`@"a" "b"`).
    /// A name bound to a literal in scope (``LiteralBindings``) stands for that literal.
    static func string(_ tokens: ArraySlice<SourceToken>, language: SourceLanguage, bindings: LiteralBindings,
                       file: SourceFile, allowBindings: Bool = true) -> Result<(String, [Int]), SkipReason> {
        guard !tokens.isEmpty else { return .failure(SkipReason(message: "the format argument is missing")) }
        var bytes: [UInt8] = []
        var offsets: [Int] = []
        var expectOperand = true
        func append(_ value: String, _ valueOffsets: [Int]) {
            if !offsets.isEmpty { offsets.removeLast() }  // the previous part's end marker
            bytes += Array(value.utf8)
            offsets += valueOffsets
        }
        for token in tokens {
            if language == .swift, !expectOperand, token.isPunctuation("+") { expectOperand = true; continue }
            if expectOperand || language == .objectiveC, let literal = token.stringLiteral {
                guard let value = literal.value else {
                    return .failure(SkipReason(message: literal.dynamicReason ?? "not a literal"))
                }
                append(value, literal.byteOffsets)
                expectOperand = false
                continue
            }
            if expectOperand, allowBindings, let name = token.identifier, let bound = bindings.literal(named: name) {
                switch string(bound, language: language, bindings: bindings, file: file, allowBindings: false) {
                case .success(let (value, boundOffsets)):
                    append(value, boundOffsets)
                    expectOperand = false
                    continue
                case .failure(let reason):
                    return .failure(reason)
                }
            }
            return .failure(SkipReason(message: "not a literal: \(excerpt(tokens, file))"))
        }
        if expectOperand { return .failure(SkipReason(message: "not a literal: \(excerpt(tokens, file))")) }
        guard let value = String(validating: bytes, as: UTF8.self) else {
            return .failure(SkipReason(message: "invalid UTF-8"))
        }
        return .success((value, offsets))
    }

    /// Every string a format argument may be: the string itself, both literals of a ternary
    /// (`compact ? "H:|[a]|" : "H:|-[a]-|"`), or the literal of `[NSString stringWithFormat:@"…"]` /
    /// `String(format: "…")` with no arguments (where `%%` stands for `%`).
    static func formats(_ tokens: ArraySlice<SourceToken>, language: SourceLanguage, bindings: LiteralBindings,
                        file: SourceFile, depth: Int = 0) -> Result<[(String, [Int])], SkipReason> {
        if let (whenTrue, whenFalse) = ternaryOperands(tokens) {
            // Nested ternaries multiply the formats: past a few, the argument is not read.
            guard depth < 3 else { return .failure(SkipReason(message: "more than 8 formats to choose from")) }
            var results: [(String, [Int])] = []
            for operand in [whenTrue, whenFalse] {
                switch formats(operand, language: language, bindings: bindings, file: file, depth: depth + 1) {
                case .success(let found): results += found
                case .failure(let reason): return .failure(reason)
                }
            }
            return .success(results)
        }
        // A name bound to a format call (`NSString *f = [NSString stringWithFormat:@"…"];`) is that call.
        if depth == 0, tokens.count == 1, let name = tokens.first?.identifier, let bound = bindings.literal(named: name),
           formatWithoutArguments(bound, language: language) != nil {
            return formats(bound, language: language, bindings: bindings, file: file, depth: depth + 1)
        }
        if let literal = formatWithoutArguments(tokens, language: language) {
            switch string(literal, language: language, bindings: bindings, file: file) {
            case .success(let (value, offsets)):
                return unescapingPercents(value, offsets).map { .success([$0]) }
                    ?? .failure(SkipReason(message: "a format specifier with no argument"))
            case .failure(let reason):
                return .failure(reason)
            }
        }
        var trimmed = tokens
        // `(cond ? "a" : "b")` and `("…")`, a few layers deep.
        var layers = 0
        while layers < 4, trimmed.count >= 2, trimmed.first?.isPunctuation("(") == true, trimmed.last?.isPunctuation(")") == true,
              TokenGroups.matchingClose(Array(trimmed), openAt: 0) == trimmed.count - 1 {
            trimmed = trimmed.dropFirst().dropLast()
            layers += 1
            if ternaryOperands(trimmed) != nil {
                return formats(trimmed, language: language, bindings: bindings, file: file, depth: depth)
            }
        }
        return string(trimmed, language: language, bindings: bindings, file: file).map { [$0] }
    }

    /// The two operands of a top-level `condition ? a : b`, when both are plain (no nested ternary).
    private static func ternaryOperands(_ tokens: ArraySlice<SourceToken>)
        -> (ArraySlice<SourceToken>, ArraySlice<SourceToken>)? {
        var nesting = 0
        var question: Int?
        for index in tokens.indices {
            let token = tokens[index]
            if token.isPunctuation("(") || token.isPunctuation("[") || token.isPunctuation("{") { nesting += 1 }
            else if token.isPunctuation(")") || token.isPunctuation("]") || token.isPunctuation("}") { nesting -= 1 }
            else if nesting == 0, token.isPunctuation("?") {
                // Swift's optional chaining (`a?.b`, `a?[0]`) is not a ternary.
                if index + 1 < tokens.endIndex, tokens[index + 1].isPunctuation(".") || tokens[index + 1].isPunctuation("[") {
                    continue
                }
                guard question == nil else { return nil }
                question = index
            } else if nesting == 0, token.isPunctuation(":"), let question {
                let whenTrue = tokens[(question + 1)..<index], whenFalse = tokens[(index + 1)...]
                guard !whenTrue.isEmpty, !whenFalse.isEmpty, question > tokens.startIndex else { return nil }
                return (whenTrue, whenFalse)
            }
        }
        return nil
    }

    /// The literal of `[NSString stringWithFormat:@"…"]` or `String(format: "…")` called with nothing else.
    private static func formatWithoutArguments(_ tokens: ArraySlice<SourceToken>, language: SourceLanguage)
        -> ArraySlice<SourceToken>? {
        guard let (literal, arguments) = FormatArguments.split(tokens, language: language), arguments.isEmpty else { return nil }
        return literal
    }


    /// `%%` → `%` with the offsets kept in step; `nil` when another `%` directive is left.
    private static func unescapingPercents(_ value: String, _ offsets: [Int]) -> (String, [Int])? {
        let bytes = Array(value.utf8)
        guard bytes.contains(UInt8(ascii: "%")) else { return (value, offsets) }
        var outBytes: [UInt8] = []
        var outOffsets: [Int] = []
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "%") {
                guard index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "%") else { return nil }
                outBytes.append(bytes[index])
                outOffsets.append(offsets[index])
                index += 2
                continue
            }
            outBytes.append(bytes[index])
            outOffsets.append(offsets[index])
            index += 1
        }
        if let last = offsets.last { outOffsets.append(last) }
        return String(validating: outBytes, as: UTF8.self).map { ($0, outOffsets) }
    }

    /// The source text of an expression, shortened for messages.
    private static func excerpt(_ tokens: ArraySlice<SourceToken>, _ file: SourceFile) -> String {
        guard let start = tokens.first?.start, let end = tokens.last?.end else { return "" }
        let text = file.text(of: file.span(offset: start, length: end - start))
        return text.count > 60 ? String(text.prefix(57)) + "..." : text
    }

    /// The options named in an options argument, and whether anything else was there.
    static func options(_ tokens: ArraySlice<SourceToken>) -> (VisualFormatOptions, Bool) {
        // Conversions of a literal (`FormatOptions(rawValue: UInt(0))`) name no option either.
        let neutral: Set<String> = ["NSLayoutConstraint", "FormatOptions", "NSLayoutFormatOptions", "init",
                                    "rawValue", "kNilOptions", "nil", "UInt", "UInt32", "UInt64", "Int", "NSUInteger"]
        var options: VisualFormatOptions = []
        var dynamic = false
        for token in tokens {
            switch token.kind {
            case .identifier(let name):
                if let option = VisualFormatOptions(name: name) { options.formUnion(option) }
                else if !neutral.contains(name) { dynamic = true }
            case .number(let digits):
                if digits != "0" { dynamic = true }
            default:
                continue
            }
        }
        return (options, dynamic)
    }
}
