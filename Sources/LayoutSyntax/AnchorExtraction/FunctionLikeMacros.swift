import LayoutIR

/// A C function-like macro that may compute a number: `#define kFit(x) ((x) * kScreenWidth / 375.0)`.
/// The preprocessor replaces a use's name and parenthesised arguments by the body, each
/// parameter by its argument's tokens, as they are (C11 §6.10.3.1); so `kFit(20)` is read as
/// `((20) * kScreenWidth / 375.0)`. Bodies that stringize or paste (`#`, `##`, §6.10.3.2–3) are
/// not numbers and are not kept.
struct FunctionLikeMacro: Sendable {
    var parameters: [String]
    var body: ArraySlice<SourceToken>

    /// The macro of the `#define` whose name token is at `name` and whose line ends at token
    /// `end`, when its `(` touches its name (§6.10.3: otherwise the parenthesis is the body's).
    init?(_ tokens: [SourceToken], name: Int, end: Int) {
        var cursor = name + 1
        guard cursor <= end, tokens[cursor].isPunctuation("("), tokens[cursor].start == tokens[name].end else { return nil }
        cursor += 1
        var names: [String] = []
        while cursor <= end, !tokens[cursor].isPunctuation(")") {
            if let word = tokens[cursor].identifier {
                names.append(word)
            } else if !tokens[cursor].isPunctuation(",") {
                return nil  // `...` and anything else: not a plain parameter list
            }
            cursor += 1
        }
        guard cursor < end, !names.isEmpty else { return nil }
        let body = tokens[(cursor + 1)...end]
        guard !body.contains(where: { $0.isPunctuation("#") }) else { return nil }
        parameters = names
        self.body = body
    }

    /// A macro read back from the project's table.
    init(parameters: [String], text: String) {
        self.parameters = parameters
        body = SourceScanner.tokens(of: Array(text.utf8), language: .objectiveC)[...]
    }

    /// The body with each parameter replaced by its argument's tokens; `nil` when the number of
    /// arguments is not the number of parameters.
    func expanded(with arguments: [ArraySlice<SourceToken>]) -> [SourceToken]? {
        guard arguments.count == parameters.count else { return nil }
        var result: [SourceToken] = []
        result.reserveCapacity(body.count)
        for token in body {
            if let name = token.identifier, let index = parameters.firstIndex(of: name) {
                result.append(contentsOf: arguments[index])
            } else {
                result.append(token)
            }
        }
        return result
    }

    /// The arguments of a use whose `(` is at `open`: the tokens between commas at the outermost
    /// level up to the matching `)`, and the index after it; `nil` when the parentheses do not close.
    static func arguments(_ tokens: [SourceToken], open: Int) -> (arguments: [ArraySlice<SourceToken>], next: Int)? {
        var depth = 0, start = open + 1
        var arguments: [ArraySlice<SourceToken>] = []
        var index = open
        while index < tokens.count {
            let token = tokens[index]
            if token.isPunctuation("(") || token.isPunctuation("[") {
                depth += 1
            } else if token.isPunctuation(")") || token.isPunctuation("]") {
                depth -= 1
                if depth == 0 {
                    arguments.append(tokens[start..<index])
                    return (arguments, index + 1)
                }
            } else if depth == 1, token.isPunctuation(",") {
                arguments.append(tokens[start..<index])
                start = index + 1
            }
            index += 1
        }
        return nil
    }
}
