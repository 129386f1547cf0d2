import LayoutIR

/// Finds VFL calls in Swift and Objective-C sources, reading literal
/// arguments. It works on the coarse token stream of `SourceScanner`, so it never fails;
/// what it cannot read it reports as skipped, with the reason.
public enum SourceExtractor {
    /// Every VFL call in the file, in source order.
    public static func visualFormats(in file: SourceFile, language: SourceLanguage) -> [ExtractedVisualFormat] {
        visualFormats(in: file, tokens: SourceScanner.tokens(of: file.bytes, language: language), language: language)
    }

    /// The VFL calls among `tokens`, the scan of `file` (shared when a file is searched twice).
    static func visualFormats(in file: SourceFile, tokens: [SourceToken], language: SourceLanguage) -> [ExtractedVisualFormat] {
        // Every call this finds is named `…VisualFormat…`, spelled in the file's bytes: a file
        // without those bytes has none, and following its dictionaries would be wasted.
        guard ByteSearch.contains(file.bytes, "VisualFormat") else { return [] }
        var bindings = LiteralBindings()
        var dictionaries = DictionaryBindings()
        dictionaries.grownInLoops = LoopGrownDictionaries.collect(tokens)
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


    private static func extract(_ arguments: [String: ArraySlice<SourceToken>], call: SourceToken, file: SourceFile,
                                bindings: LiteralBindings, dictionaries: DictionaryBindings, serial: Int,
                                language: SourceLanguage) -> ExtractedVisualFormat {
        var result = ExtractedVisualFormat(
            callSpan: file.span(offset: call.start, length: call.end - call.start),
            format: nil, formatSource: nil, skipReason: nil, views: nil, viewKeySpans: [:],
            metrics: nil, metricKeySpans: [:], options: [], optionsAreDynamic: false)
        let formatTokens = arguments["withVisualFormat"] ?? arguments["constraintsWithVisualFormat"] ?? []
        var formatMetrics: [FormatArguments.Metric] = []
        if let expanded = FormatArguments.read(formatTokens, language: language, bindings: bindings, file: file) {
            switch expanded {
            case .success(let expanded):
                result.formats = [(expanded.format, FormatSource(file: file, byteOffsets: expanded.offsets))]
                result.format = expanded.format
                result.formatSource = result.formats.first?.source
                formatMetrics = expanded.metrics
            case .failure(let reason):
                result.skipReason = reason.message
            }
        } else {
            switch LiteralEvaluation.formats(formatTokens, language: language, bindings: bindings, file: file) {
            case .success(let found):
                result.formats = found.map { ($0.0, FormatSource(file: file, byteOffsets: $0.1)) }
                result.format = result.formats.first?.format
                result.formatSource = result.formats.first?.source
            case .failure(let reason):
                result.skipReason = reason.message
            }
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
        if !formatMetrics.isEmpty, let dictionaries = result.metricDictionaries {
            // The arguments of a format built with specifiers are metrics of every dictionary the
            // call may get; one named like a key the dictionary has would change that key.
            if dictionaries.contains(where: { !$0.dictionary.keys.isDisjoint(with: formatMetrics.map(\.name)) }) {
                result.formats = []
                result.format = nil
                result.formatSource = nil
                result.skipReason = "a format argument named like a metric"
            } else {
                result.metricDictionaries = dictionaries.map { choice in
                    var dictionary = choice.dictionary
                    for metric in formatMetrics { dictionary.add(metric.name, at: metric.span, value: metric.value) }
                    return (choice.id, dictionary)
                }
                if let first = result.metricDictionaries?.first?.dictionary {
                    result.metrics = first.metrics
                    result.metricKeySpans = first.keySpans
                }
            }
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
        // A loop that gives the dictionary keys may have given it more on an earlier turn.
        let position = tokens.startIndex
        if dictionaries.grownInLoops.contains(where: { $0.body.contains(position) && $0.names.contains(name) }) { return nil }
        switch dictionaries.lookup(name) {
        case .unknown: return nil
        case .candidates(let candidates): return candidates.map { ($0.id, $0.dictionary) }
        }
    }
}
