/// Remembers string constants bound in the code seen so far — Swift `let name = "…"` (or
/// `"…" + "…"`) and Objective-C `NSString *name = @"…";` — with the brace depth they were
/// declared at, so a format passed by name resolves to the literal in the same scope.
struct LiteralBindings {
    struct Binding {
        var name: String
        var depth: Int
        var tokens: ArraySlice<SourceToken>
    }

    private var bindings: [Binding] = []
    private var depth = 0

    /// Updates scopes and records a binding that starts at `index`.
    mutating func observe(_ tokens: [SourceToken], at index: Int, language: SourceLanguage) {
        let token = tokens[index]
        if token.isPunctuation("{") { depth += 1; return }
        if token.isPunctuation("}") {
            depth = max(0, depth - 1)
            while let last = bindings.last, last.depth > depth { bindings.removeLast() }
            return
        }
        // `format += "|-[v]-|"` or `format = other` later on: what the name holds at a call
        // further down is the running app's (a `var` built in a switch), not its first literal.
        // Checked per token of every file, so the cheap tests come first.
        if language == .swift, !bindings.isEmpty, index + 2 < tokens.count, Self.assigns(tokens[index + 1], tokens[index + 2]),
           let name = token.identifier,
           index == 0 || !(tokens[index - 1].isPunctuation(".") || tokens[index - 1].identifier == "let" || tokens[index - 1].identifier == "var") {
            bindings.removeAll { $0.name == name }
        }
        switch language {
        case .swift:
            guard token.identifier == "let" || token.identifier == "var", index + 2 < tokens.count,
                  let name = tokens[index + 1].identifier else { return }
            var equals = index + 2
            // `let format: String = …`
            if tokens[equals].isPunctuation(":"), equals + 2 < tokens.count { equals += 2 }
            guard equals < tokens.count, tokens[equals].isPunctuation("=") else { return }
            record(name, literalChainAfter: equals, in: tokens, separatedByPlus: true)
        case .objectiveC:
            // `#define kFormat @"H:|[a]|"`: a macro lives from here to the end of the file, whatever the braces.
            if token.identifier == "define", index > 0, tokens[index - 1].isPunctuation("#"), index + 2 < tokens.count,
               let name = tokens[index + 1].identifier {
                record(name, literalChainAfter: index + 1, in: tokens, separatedByPlus: false, depth: 0)
                return
            }
            guard let name = token.identifier, index + 1 < tokens.count, tokens[index + 1].isPunctuation("="),
                  index == 0 || !tokens[index - 1].isPunctuation(".") else { return }
            record(name, literalChainAfter: index + 1, in: tokens, separatedByPlus: false)
        }
    }

    private mutating func record(_ name: String, literalChainAfter equals: Int, in tokens: [SourceToken],
                                 separatedByPlus: Bool, depth recordedDepth: Int? = nil) {
        // `NSString *format = [NSString stringWithFormat:@"…", a];`, `let format = String(format: "…", a)`:
        // the whole call, which ``FormatArguments`` reads where the name is used.
        if recordedDepth == nil, let close = Self.formatCallEnd(in: tokens, from: equals + 1) {
            bindings.append(Binding(name: name, depth: depth, tokens: tokens[(equals + 1)...close]))
            return
        }
        var end = equals + 1
        var expectLiteral = true
        while end < tokens.count {
            if expectLiteral {
                guard tokens[end].stringLiteral != nil else { break }
                end += 1
                expectLiteral = !separatedByPlus
            } else if separatedByPlus, tokens[end].isPunctuation("+") {
                end += 1
                expectLiteral = true
            } else {
                break
            }
        }
        guard end > equals + 1 else { return }
        // A literal followed by `.`, `(` or `[` is the start of a longer expression, not a constant.
        // (A macro ends at its line's end, which the token stream does not keep: what follows is the next line.)
        if recordedDepth == nil, end < tokens.count, tokens[end].isPunctuation(".") || tokens[end].isPunctuation("(")
            || tokens[end].isPunctuation("[") || (separatedByPlus && expectLiteral) {
            return
        }
        let binding = Binding(name: name, depth: recordedDepth ?? depth, tokens: tokens[(equals + 1)..<end])
        if recordedDepth == 0 { bindings.insert(binding, at: 0) } else { bindings.append(binding) }
    }

    /// The last token of `[NSString stringWithFormat:…]` or `String(format:…)` starting at `start`,
    /// when the call ends the statement (`;`, a line's end in Swift is not kept: a `let`/`var` or
    /// `}` next counts as its end).
    private static func formatCallEnd(in tokens: [SourceToken], from start: Int) -> Int? {
        guard start + 4 < tokens.count else { return nil }
        let objectiveC = tokens[start].isPunctuation("[") && tokens[start + 1].identifier == "NSString"
            && tokens[start + 2].identifier == "stringWithFormat" && tokens[start + 3].isPunctuation(":")
        let swift = (tokens[start].identifier == "String" || tokens[start].identifier == "NSString")
            && tokens[start + 1].isPunctuation("(") && tokens[start + 2].identifier == "format" && tokens[start + 3].isPunctuation(":")
        guard objectiveC || swift else { return nil }
        let open = objectiveC ? start : start + 1
        var nesting = 0
        var index = open
        // Bounded: a format call is short; an unclosed one is not recorded.
        while index < tokens.count, index < open + 400 {
            let token = tokens[index]
            if token.isPunctuation("(") || token.isPunctuation("[") || token.isPunctuation("{") { nesting += 1 }
            else if token.isPunctuation(")") || token.isPunctuation("]") || token.isPunctuation("}") {
                nesting -= 1
                if nesting == 0 { return index }
                if nesting < 0 { return nil }
            }
            index += 1
        }
        return nil
    }

    /// `= x` (not `==`), `+= x` or `-= x` after a name.
    private static func assigns(_ next: SourceToken, _ after: SourceToken) -> Bool {
        next.isPunctuation("=") ? !after.isPunctuation("=") : (next.isPunctuation("+") || next.isPunctuation("-")) && after.isPunctuation("=")
    }

    /// The literal tokens bound to `name` in scope, the innermost (latest) first.
    func literal(named name: String) -> ArraySlice<SourceToken>? {
        bindings.last { $0.name == name }?.tokens
    }
}
