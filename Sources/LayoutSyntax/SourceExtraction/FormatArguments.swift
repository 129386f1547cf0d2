import LayoutIR

/// A visual format built with `[NSString stringWithFormat:@"H:|-%f-[title]-%f-|", pad, pad]` or
/// `String(format: "H:|-%f-[title]|", pad)`: each number specifier stands for its argument, in
/// order (Foundation's String Format Specifiers), so the format is read with a metric in its
/// place whose value is that argument — a number when the function's constants give it, a
/// run-time value otherwise, as any metric the app computes.
///
/// Only specifiers of numbers are read (`%d`, `%i`, `%u`, `%ld`, `%f`, `%.1f`, `%g`, …, and `%@` of a
/// boxed number `@(12)`): a `%@` of a string may be a view's name, and a specifier joined to a
/// name (`[label%d]`) builds one; such formats, positional (`%1$f`) and starred (`%*d`) ones stay
/// unread, as before.
enum FormatArguments {
    /// A metric that stands for one argument.
    struct Metric {
        var name: String
        /// Where its specifier is written.
        var span: SourceSpan
        /// The argument expression.
        var value: ArraySlice<SourceToken>
    }

    /// The format with its specifiers replaced, each byte's file offset, and the metrics.
    struct Expanded {
        var format: String
        var offsets: [Int]
        var metrics: [Metric]
    }

    /// `nil` when `tokens` is not a format call with arguments; else the expanded format or why it
    /// cannot be read.
    static func read(_ tokens: ArraySlice<SourceToken>, language: SourceLanguage, bindings: LiteralBindings,
                     file: SourceFile) -> Result<Expanded, LiteralEvaluation.SkipReason>? {
        // A name bound to such a call in scope stands for it (`NSString *format = [NSString
        // stringWithFormat:…]; … constraintsWithVisualFormat:format …`).
        if tokens.count == 1, let name = tokens.first?.identifier, let bound = bindings.literal(named: name),
           bound.count > 1 {
            return read(bound, language: language, bindings: bindings, file: file)
        }
        if language == .swift, let interpolated = InterpolatedFormat.read(tokens, bindings: bindings, file: file) {
            return interpolated
        }
        guard let (literal, arguments) = split(tokens, language: language), !arguments.isEmpty else { return nil }
        switch LiteralEvaluation.string(literal, language: language, bindings: bindings, file: file) {
        case .failure(let reason):
            return .failure(reason)
        case .success(let (value, offsets)):
            return expand(value, offsets, arguments: arguments, file: file)
        }
    }

    /// The literal and the arguments of `[NSString stringWithFormat:LITERAL, a, b]` or
    /// `String(format: LITERAL, a, b)`.
    static func split(_ tokens: ArraySlice<SourceToken>, language: SourceLanguage)
        -> (ArraySlice<SourceToken>, [ArraySlice<SourceToken>])? {
        let start = tokens.startIndex
        let inner: ArraySlice<SourceToken>
        switch language {
        case .objectiveC:
            guard tokens.count >= 6, tokens[start].isPunctuation("["),
                  tokens[start + 1].identifier == "NSString" || tokens[start + 1].identifier == "NSMutableString",
                  tokens[start + 2].identifier == "stringWithFormat", tokens[start + 3].isPunctuation(":"),
                  tokens[tokens.endIndex - 1].isPunctuation("]") else { return nil }
            inner = tokens[(start + 4)..<(tokens.endIndex - 1)]
        case .swift:
            guard tokens.count >= 6, tokens[start].identifier == "String" || tokens[start].identifier == "NSString",
                  tokens[start + 1].isPunctuation("("), tokens[start + 2].identifier == "format",
                  tokens[start + 3].isPunctuation(":"), tokens[tokens.endIndex - 1].isPunctuation(")") else { return nil }
            inner = tokens[(start + 4)..<(tokens.endIndex - 1)]
        }
        // Top-level commas separate the literal from the arguments.
        var parts: [ArraySlice<SourceToken>] = []
        var nesting = 0
        var partStart = inner.startIndex
        for index in inner.indices {
            let token = inner[index]
            if token.isPunctuation("(") || token.isPunctuation("[") || token.isPunctuation("{") { nesting += 1 }
            else if token.isPunctuation(")") || token.isPunctuation("]") || token.isPunctuation("}") { nesting -= 1 }
            else if nesting == 0, token.isPunctuation(",") {
                parts.append(inner[partStart..<index])
                partStart = index + 1
            }
        }
        parts.append(inner[partStart..<inner.endIndex])
        guard let literal = parts.first, !literal.isEmpty, parts.dropFirst().allSatisfy({ !$0.isEmpty }) else { return nil }
        return (literal, Array(parts.dropFirst()))
    }

    private static func expand(_ value: String, _ offsets: [Int], arguments: [ArraySlice<SourceToken>],
                               file: SourceFile) -> Result<Expanded, LiteralEvaluation.SkipReason> {
        let bytes = Array(value.utf8)
        var out: [UInt8] = []
        var outOffsets: [Int] = []
        var metrics: [Metric] = []
        var consumed = 0
        var index = 0
        func fail(_ message: String) -> Result<Expanded, LiteralEvaluation.SkipReason> {
            .failure(LiteralEvaluation.SkipReason(message: message))
        }
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "%") else {
                out.append(bytes[index])
                outOffsets.append(offsets[index])
                index += 1
                continue
            }
            if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "%") {
                out.append(bytes[index])
                outOffsets.append(offsets[index])
                index += 2
                continue
            }
            guard let (end, conversion) = specifier(bytes, from: index) else {
                return fail("a format specifier vflc does not read")
            }
            guard consumed < arguments.count else { return fail("more format specifiers than arguments") }
            let argument = arguments[consumed]
            let isNumber = "diufFeEgG".utf8.contains(conversion) || (conversion == UInt8(ascii: "@") && boxesNumber(argument))
            guard isNumber else { return fail("a format argument that is not a number") }
            // Joined to a name, the argument builds that name (`[label%d]`), not a number.
            let joined = (index > 0 && bytes[index - 1].isIdentifierContinue) || (end < bytes.count && bytes[end].isIdentifierContinue)
            guard !joined else { return fail("a format argument joined to a name") }
            let name = metricName(for: argument, position: consumed + 1, taken: Set(metrics.map(\.name)))
            out += Array(name.utf8)
            outOffsets += Array(repeating: offsets[index], count: name.utf8.count)
            let length = max(1, offsets[min(end, offsets.count - 1)] - offsets[index])
            // The same name passed twice (`pad, pad`) is one metric.
            if !metrics.contains(where: { $0.name == name }) {
                metrics.append(Metric(name: name, span: file.span(offset: offsets[index], length: length), value: argument))
            }
            consumed += 1
            index = end
        }
        guard consumed == arguments.count else { return fail("more format arguments than specifiers") }
        if let last = offsets.last { outOffsets.append(last) }
        guard let format = String(validating: out, as: UTF8.self) else { return fail("invalid UTF-8") }
        return .success(Expanded(format: format, offsets: outOffsets, metrics: metrics))
    }

    /// The end of the specifier starting at `start` (its `%`) and its conversion byte; `nil` for
    /// positional and starred specifiers.
    private static func specifier(_ bytes: [UInt8], from start: Int) -> (Int, UInt8)? {
        var index = start + 1
        while index < bytes.count, "-+ #0'".utf8.contains(bytes[index]) { index += 1 }
        while index < bytes.count, bytes[index].isASCIIDigit { index += 1 }
        if index < bytes.count, bytes[index] == UInt8(ascii: "$") || bytes[index] == UInt8(ascii: "*") { return nil }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            while index < bytes.count, bytes[index].isASCIIDigit { index += 1 }
        }
        while index < bytes.count, "hlqLztj".utf8.contains(bytes[index]) { index += 1 }
        guard index < bytes.count, bytes[index].isASCIILetter || bytes[index] == UInt8(ascii: "@") else { return nil }
        return (index + 1, bytes[index])
    }

    /// `@(12)`, `@12`, `@(kPadding)`: Objective-C's boxed number.
    private static func boxesNumber(_ argument: ArraySlice<SourceToken>) -> Bool {
        guard let first = argument.first, first.isPunctuation("@"), argument.count >= 2 else { return false }
        let second = argument[argument.startIndex + 1]
        if case .number = second.kind { return true }
        return second.isPunctuation("(")
    }

    /// The argument's own name when it is one (`pad`), so messages read as the source does;
    /// `formatArgument2` otherwise.
    static func metricName(for argument: ArraySlice<SourceToken>, position: Int, taken: Set<String>) -> String {
        if argument.count == 1, let name = argument.first?.identifier { return name }
        var name = "formatArgument\(position)"
        while taken.contains(name) { name += "_" }
        return name
    }
}
