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

    /// The source text of an expression, shortened for messages.
    private static func excerpt(_ tokens: ArraySlice<SourceToken>, _ file: SourceFile) -> String {
        guard let start = tokens.first?.start, let end = tokens.last?.end else { return "" }
        let text = file.text(of: file.span(offset: start, length: end - start))
        return text.count > 60 ? String(text.prefix(57)) + "..." : text
    }

    /// Keys of a literal views dictionary and where each is written; `nil` when not a literal.
    static func viewsDictionary(_ tokens: ArraySlice<SourceToken>, file: SourceFile)
        -> ([String: LayoutItem], [String: SourceSpan])? {
        if tokens.count == 1, tokens.first?.identifier == "nil" { return ([:], [:]) }
        if let first = tokens.first, first.identifier == "NSDictionaryOfVariableBindings",
           tokens.count >= 3, tokens[tokens.startIndex + 1].isPunctuation("("),
           let last = tokens.last, last.isPunctuation(")") {
            var items: [String: LayoutItem] = [:]
            var spans: [String: SourceSpan] = [:]
            for argument in TokenGroups.splitOnCommas(tokens[(tokens.startIndex + 2)..<(tokens.endIndex - 1)]) {
                guard let start = argument.first?.start, let end = argument.last?.end else { continue }
                let key = argument.map { file.text(of: file.span(offset: $0.start, length: $0.end - $0.start)) }.joined()
                items[key] = item(forKey: key, value: argument)
                spans[key] = file.span(offset: start, length: end - start)
            }
            return (items, spans)
        }
        guard let entries = dictionaryEntries(tokens) else { return nil }
        var items: [String: LayoutItem] = [:]
        var spans: [String: SourceSpan] = [:]
        for (keyToken, key, value) in entries {
            items[key] = item(forKey: key, value: value)
            spans[key] = file.span(offset: keyToken.start, length: keyToken.end - keyToken.start)
        }
        return (items, spans)
    }

    /// A legacy layout guide passed as a view keeps acting as that guide.
    private static func item(forKey key: String, value: ArraySlice<SourceToken>) -> LayoutItem {
        if let name = value.last(where: { $0.identifier != nil })?.identifier,
           let guide = LayoutGuide(name: name), guide.isLegacyLayoutSupport {
            return LayoutItem.root.with(guide: guide)
        }
        return LayoutItem.view(key)
    }

    /// Keys and numeric values of a literal metrics dictionary (`nil` → empty); `nil` when not a literal.
    /// A value that is not a plain number (a variable, a call) is kept with the value 1 so the
    /// key still counts as defined.
    static func metricsDictionary(_ tokens: ArraySlice<SourceToken>, file: SourceFile)
        -> ([String: Double], [String: SourceSpan])? {
        if tokens.count == 1, tokens.first?.identifier == "nil" { return ([:], [:]) }
        guard let entries = dictionaryEntries(tokens) else { return nil }
        var values: [String: Double] = [:]
        var spans: [String: SourceSpan] = [:]
        for (keyToken, key, value) in entries {
            values[key] = number(value) ?? 1
            spans[key] = file.span(offset: keyToken.start, length: keyToken.end - keyToken.start)
        }
        return (values, spans)
    }

    /// `["k": v, …]`, `[:]` (Swift) or `@{@"k": v, …}` (Objective-C) → (key token, key, value tokens).
    private static func dictionaryEntries(_ tokens: ArraySlice<SourceToken>)
        -> [(SourceToken, String, ArraySlice<SourceToken>)]? {
        var body = tokens
        if body.first?.isPunctuation("@") == true { body = body.dropFirst() }
        guard let open = body.first, let close = body.last, body.count >= 2,
              (open.isPunctuation("[") && close.isPunctuation("]")) || (open.isPunctuation("{") && close.isPunctuation("}"))
        else { return nil }
        let inner = body.dropFirst().dropLast()
        if inner.count == 1, inner.first?.isPunctuation(":") == true { return [] }
        var entries: [(SourceToken, String, ArraySlice<SourceToken>)] = []
        for entry in TokenGroups.splitOnCommas(inner) {
            guard entry.count >= 3, let keyToken = entry.first, let key = keyToken.stringLiteral?.value,
                  entry[entry.startIndex + 1].isPunctuation(":") else { return nil }
            entries.append((keyToken, key, entry.dropFirst(2)))
        }
        return entries
    }

    /// `16`, `-4`, `8.5`, `@16`, `@(16)`, `CGFloat(16)`.
    private static func number(_ tokens: ArraySlice<SourceToken>) -> Double? {
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

    /// The options named in an options argument, and whether anything else was there.
    static func options(_ tokens: ArraySlice<SourceToken>) -> (VisualFormatOptions, Bool) {
        let neutral: Set<String> = ["NSLayoutConstraint", "FormatOptions", "NSLayoutFormatOptions", "init",
                                    "rawValue", "kNilOptions", "nil"]
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
