import LayoutIR

/// Finds VFL calls and SnapKit closures in Swift and Objective-C sources, reading literal
/// arguments. It works on the coarse token stream of `SourceScanner`, so it never fails;
/// what it cannot read it reports as skipped, with the reason.
public enum SourceExtractor {
    /// Every VFL call in the file, in source order.
    public static func visualFormats(in file: SourceFile, language: SourceLanguage) -> [ExtractedVisualFormat] {
        visualFormats(in: file, tokens: SourceScanner.tokens(of: file.bytes, language: language), language: language)
    }

    /// The VFL calls among `tokens`, the scan of `file` (shared when a file is searched twice).
    static func visualFormats(in file: SourceFile, tokens: [SourceToken], language: SourceLanguage) -> [ExtractedVisualFormat] {
        var bindings = LiteralBindings()
        var dictionaries = DictionaryBindings()
        var results: [ExtractedVisualFormat] = []
        var index = 0
        while index < tokens.count {
            bindings.observe(tokens, at: index, language: language)
            dictionaries.observe(tokens, at: index, language: language, file: file)
            switch language {
            case .swift:
                if tokens[index].identifier == "constraints", index + 3 < tokens.count,
                   tokens[index + 1].isPunctuation("("), tokens[index + 2].identifier == "withVisualFormat",
                   tokens[index + 3].isPunctuation(":") {
                    let (arguments, end) = TokenGroups.labeledArguments(tokens, openAt: index + 1)
                    results.append(extract(arguments, call: tokens[index], file: file, bindings: bindings,
                                           dictionaries: dictionaries, serial: results.count, language: language))
                    index = max(index + 1, end)
                    continue
                }
                // Swift 2 spelled it `constraintsWithVisualFormat("…", options: …, metrics: …, views: …)`.
                if tokens[index].identifier == "constraintsWithVisualFormat", index + 1 < tokens.count,
                   tokens[index + 1].isPunctuation("("), index > 0, tokens[index - 1].isPunctuation(".") {
                    var (arguments, end) = TokenGroups.labeledArguments(tokens, openAt: index + 1)
                    let close = max(index + 2, end - 1)
                    if let first = TokenGroups.splitOnCommas(tokens[(index + 2)..<close]).first,
                       !(first.count >= 2 && first[first.startIndex].identifier != nil && first[first.startIndex + 1].isPunctuation(":")) {
                        arguments["withVisualFormat"] = first
                    }
                    results.append(extract(arguments, call: tokens[index], file: file, bindings: bindings,
                                           dictionaries: dictionaries, serial: results.count, language: language))
                    index = max(index + 1, end)
                    continue
                }
            case .objectiveC:
                if tokens[index].identifier == "constraintsWithVisualFormat", index + 1 < tokens.count,
                   tokens[index + 1].isPunctuation(":") {
                    let (arguments, end) = TokenGroups.messageArguments(tokens, selectorAt: index)
                    results.append(extract(arguments, call: tokens[index], file: file, bindings: bindings,
                                           dictionaries: dictionaries, serial: results.count, language: language))
                    index = max(index + 1, end)
                    continue
                }
            }
            index += 1
        }
        return results
    }

    /// Every SnapKit constraint closure in the file, in source order (a nested one after the one holding it).
    public static func snapKitClosures(in file: SourceFile, language: SourceLanguage) -> [ExtractedSnapKitClosure] {
        snapKitClosures(in: file, tokens: SourceScanner.tokens(of: file.bytes, language: language))
    }

    /// The SnapKit closures among `tokens`, the scan of `file`.
    static func snapKitClosures(in file: SourceFile, tokens: [SourceToken],
                                closers givenClosers: [Int?]? = nil) -> [ExtractedSnapKitClosure] {
        let verbs: Set<String> = ["makeConstraints", "remakeConstraints", "updateConstraints"]
        // Brackets are matched once for the whole file: half-written files have many unclosed ones,
        // and searching for each closer anew would be quadratic.
        let closers = givenClosers ?? TokenGroups.matchingClosers(tokens)
        var results: [ExtractedSnapKitClosure] = []
        // Close indices of the extracted closures around the current token.
        var enclosing: [Int] = []
        var index = 0
        while index < tokens.count {
            while let last = enclosing.last, last < index { enclosing.removeLast() }
            guard index >= 2, let verb = tokens[index].identifier, verbs.contains(verb),
                  tokens[index - 1].isPunctuation("."), tokens[index - 2].identifier == "snp",
                  let open = closureOpen(tokens, afterVerb: index),
                  let close = closers[open], enclosing.count < maximumClosureNesting
            else { index += 1; continue }
            // Walk back over the receiver: `self.view.snp`, `titleLabel.snp`, `$0.snp`.
            // Also `buttons[i].snp`: a subscript belongs to the receiver.
            var receiverStart = index - 2
            while receiverStart >= 2, tokens[receiverStart - 1].isPunctuation(".") {
                var previous = receiverStart - 2
                if tokens[previous].isPunctuation("]") {
                    var depth = 0
                    while previous > 0 {
                        if tokens[previous].isPunctuation("]") { depth += 1 }
                        if tokens[previous].isPunctuation("[") { depth -= 1; if depth == 0 { break } }
                        previous -= 1
                    }
                    previous -= 1
                }
                guard previous >= 0, tokens[previous].identifier != nil else { break }
                receiverStart = previous
            }
            let start = tokens[receiverStart].start
            // `makeConstraints({ … })`: the closing parenthesis belongs to the statement.
            let end = tokens[open - 1].isPunctuation("(") && close + 1 < tokens.count && tokens[close + 1].isPunctuation(")")
                ? close + 1 : close
            results.append(ExtractedSnapKitClosure(
                span: file.span(offset: start, length: tokens[end].end - start), verb: verb))
            // Go on inside: a closure may hold another view's `snp.makeConstraints`.
            enclosing.append(close)
            index += 1
        }
        return results
    }

    /// The `{` of the closure after a verb: `{`, `({` (closure as the argument) or `() {`.
    private static func closureOpen(_ tokens: [SourceToken], afterVerb verb: Int) -> Int? {
        let next = tokens[(verb + 1)...].prefix(3).map { $0 }
        if next.first?.isPunctuation("{") == true { return verb + 1 }
        guard next.first?.isPunctuation("(") == true, next.count >= 2 else { return nil }
        if next[1].isPunctuation("{") { return verb + 2 }
        if next[1].isPunctuation(")"), next.count == 3, next[2].isPunctuation("{") { return verb + 3 }
        return nil
    }

    /// SnapKit closures nested deeper than this inside one another are not extracted: each one is
    /// read over its whole range, so unbounded nesting would make the work quadratic.
    public static let maximumClosureNesting = 8

    private static func extract(_ arguments: [String: ArraySlice<SourceToken>], call: SourceToken, file: SourceFile,
                                bindings: LiteralBindings, dictionaries: DictionaryBindings, serial: Int,
                                language: SourceLanguage) -> ExtractedVisualFormat {
        var result = ExtractedVisualFormat(
            callSpan: file.span(offset: call.start, length: call.end - call.start),
            format: nil, formatSource: nil, skipReason: nil, views: nil, viewKeySpans: [:],
            metrics: nil, metricKeySpans: [:], options: [], optionsAreDynamic: false)
        switch LiteralEvaluation.formats(arguments["withVisualFormat"] ?? arguments["constraintsWithVisualFormat"] ?? [],
                                         language: language, bindings: bindings, file: file) {
        case .success(let found):
            result.formats = found.map { ($0.0, FormatSource(file: file, byteOffsets: $0.1)) }
            result.format = result.formats.first?.format
            result.formatSource = result.formats.first?.source
        case .failure(let reason):
            result.skipReason = reason.message
        }
        // A literal written in the call is its own dictionary; its id cannot clash with a variable's.
        let literalID = -(2 * serial + 1)
        if let views = arguments["views"] {
            result.viewDictionaries = dictionary(views, literalID: literalID, dictionaries: dictionaries, file: file) ?? []
            if let first = result.viewDictionaries.first?.dictionary {
                result.views = first.views
                result.viewKeySpans = first.keySpans
            }
        }
        if let metrics = arguments["metrics"] {
            result.metricDictionaries = dictionary(metrics, literalID: literalID - 1, dictionaries: dictionaries, file: file)
            if let first = result.metricDictionaries?.first?.dictionary {
                result.metrics = first.metrics
                result.metricKeySpans = first.keySpans
            }
        } else {
            result.metrics = [:]
            result.metricDictionaries = [(literalID - 1, LiteralDictionary())]
        }
        if let options = arguments["options"] {
            (result.options, result.optionsAreDynamic) = LiteralEvaluation.options(options)
        }
        return result
    }

    /// The dictionaries an argument may be: a literal, or what a variable built earlier holds.
    private static func dictionary(_ tokens: ArraySlice<SourceToken>, literalID: Int, dictionaries: DictionaryBindings,
                                   file: SourceFile) -> [(id: Int, dictionary: LiteralDictionary)]? {
        if let literal = LiteralDictionary.read(tokens, file: file) { return [(literalID, literal)] }
        guard tokens.count == 1, let name = tokens.first?.identifier else { return nil }
        switch dictionaries.lookup(name) {
        case .unknown: return nil
        case .candidates(let candidates): return candidates.map { ($0.id, $0.dictionary) }
        }
    }
}
