import LayoutIR

/// A file that ends inside a body: a `{` no `}` closes. Swift requires every brace to be closed
/// (and each `#if` clause to be balanced on its own: The Swift Programming Language, *Compiler
/// Control Statements*), so such a file is cut off or broken, and the function around the brace
/// cannot be read: its end is unknown. Without this the function was skipped in silence and the
/// file linted clean.
///
/// C's preprocessor works on text, so an Objective-C file may open a body in one `#if` branch and
/// another in its `#else` (`- (void)a {` / `#else` / `- (void)a:(int)x {` / `#endif`): in a file
/// with `#else` or `#elif` the brace is listed as skipped, not reported.
enum UnclosedBodies {
    /// What to say about the file's unclosed braces: an error, a skipped entry, or nothing.
    enum Finding {
        case error(LayoutDiagnostic)
        case skipped(SkippedInput)
    }

    /// The innermost unclosed `{` that opens a function's body (else the outermost unclosed
    /// bracket), as an error, or as a skipped entry when preprocessor branches may balance it.
    static func finding(in source: ScannedSource) -> Finding? {
        let tokens = source.tokens, closers = source.closers
        let unclosed = tokens.indices.filter { closers[$0] == nil && isOpener(tokens[$0]) }
        guard let outermost = unclosed.first else { return nil }
        let function = unclosed.reversed().lazy.compactMap { brace in
            functionName(before: brace, tokens: tokens, language: source.language).map { (brace, $0) }
        }.first
        let brace = function?.0 ?? outermost
        let file = source.file
        let span = file.span(offset: tokens[brace].start, length: tokens[brace].end - tokens[brace].start)
        let bracket = Character(Unicode.Scalar(file.bytes[tokens[brace].start]))
        let subject = function.map { "'\($0.1)'" } ?? "a '\(bracket)' block"
        if source.language == .objectiveC, hasPreprocessorAlternatives(file.bytes) {
            return .skipped(SkippedInput(span: span, reason: "not read: \(subject) opens a '\(bracket)' the file never closes; an #if/#else may supply the other brace"))
        }
        let what = function.map { "the file ends inside '\($0.1)': the '{' that opens its body is never closed" }
            ?? "the file ends inside a '\(bracket)' that is never closed"
        return .error(.error(what, at: span, notes: [
            DiagnosticNote("the file may be cut off, or a brace is missing; vflc reads no constraints of \(subject)"),
            DiagnosticNote("close the body, or give vflc the whole file; the file's other functions are read"),
        ], ruleID: RuleID.sourceStructure))
    }

    private static func isOpener(_ token: SourceToken) -> Bool {
        token.isPunctuation("{") || token.isPunctuation("(") || token.isPunctuation("[")
    }

    /// The name of the function whose body the `{` at `brace` opens: `viewDidLoad()` after
    /// `func viewDidLoad()`, `init(...)`, an Objective-C method's first selector piece; `nil` for
    /// any other brace (a type's, a closure's, a block's).
    private static func functionName(before brace: Int, tokens: [SourceToken], language: SourceLanguage) -> String? {
        guard tokens[brace].isPunctuation("{") else { return nil }
        // Back over the signature, which holds no brace or statement end.
        var start = brace
        while start > 0, brace - start < 256 {
            let token = tokens[start - 1]
            if token.isPunctuation("{") || token.isPunctuation("}") || token.isPunctuation(";") { break }
            start -= 1
        }
        switch language {
        case .swift:
            // `func name…` or `init…` (not `.init(`) begins the declaration, after its attributes and modifiers.
            for index in start..<brace {
                if tokens[index].identifier == "func", index + 1 < brace, let name = tokens[index + 1].identifier { return name + "()" }
                if tokens[index].identifier == "init", index == 0 || !tokens[index - 1].isPunctuation(".") { return "init()" }
            }
            return nil
        case .objectiveC:
            // `- (void)viewDidLoad`: a method's `-` or `+` comes after a `}`, a `;` or an
            // `@implementation Name` line; its name is the first word after the return type.
            guard let sign = (start..<brace).first(where: { index in
                (tokens[index].isPunctuation("-") || tokens[index].isPunctuation("+"))
                    && index + 1 < brace && tokens[index + 1].isPunctuation("(")
            }) else { return nil }
            var cursor = sign + 2
            while cursor < brace, !tokens[cursor].isPunctuation(")") { cursor += 1 }
            return cursor + 1 < brace ? tokens[cursor + 1].identifier : nil
        }
    }

    /// True when some line of the file starts with `#else` or `#elif` (after blanks).
    private static func hasPreprocessorAlternatives(_ bytes: [UInt8]) -> Bool {
        ByteSearch.contains(bytes, "#else") || ByteSearch.contains(bytes, "#elif")
    }
}
