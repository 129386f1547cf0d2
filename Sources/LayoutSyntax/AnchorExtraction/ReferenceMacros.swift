import LayoutIR

/// Objective-C macros whose body declares a local holding an object, the weak-self idiom of
/// block-heavy code (`#define WS(weakSelf) __weak __typeof(&*self) weakSelf = self;`,
/// `#define MJWeakSelf __weak typeof(self) weakSelf = self;`, `#define WeakObj(o) __weak
/// typeof(o) weak##o = o;`, `#define WEAKSELF typeof(self) __weak weakSelf = self;`). The
/// preprocessor puts the body where the macro is used (C11 §6.10.3), substituting the
/// arguments and pasting `##` (§6.10.3.3), so `WS(ws); … make.top.equalTo(ws.view)` is
/// `self.view`. Macros of another shape are not read (``ProjectFacts/referenceMacros``).
enum ReferenceMacros {
    /// The reference macros `file` defines (a header's reach every file; a `.m`'s its own).
    static func collect(_ file: SourceFile, language: SourceLanguage, scan: () -> ScannedSource) -> [String: ProjectFacts.ReferenceMacro] {
        guard language == .objectiveC, ByteSearch.contains(file.bytes, "#define"), ByteSearch.contains(file.bytes, "typeof") else { return [:] }
        let source = scan()
        let tokens = source.tokens
        var result: [String: ProjectFacts.ReferenceMacro] = [:]
        var index = 0
        while index + 2 < tokens.count {
            defer { index += 1 }
            guard tokens[index].isPunctuation("#"), tokens[index + 1].identifier == "define",
                  let name = tokens[index + 2].identifier else { continue }
            let body = lineEnd(from: index, tokens: tokens, file: file)
            if let macro = macro(tokens, name: index + 2, end: body) { result[name] = macro }
            index = body
        }
        return result
    }

    /// The last token of the `#define` line starting at `start`, with `\` continuations.
    private static func lineEnd(from start: Int, tokens: [SourceToken], file: SourceFile) -> Int {
        var end = start
        var line = file.location(of: tokens[start].start).line
        while end + 1 < tokens.count {
            let next = file.location(of: tokens[end + 1].start).line
            if next != line {
                guard tokens[end].isPunctuation("\\") else { break }
                line = next
            }
            end += 1
        }
        return end
    }

    /// The macro whose name is at `name` and whose body ends at `end`, if its body declares a
    /// reference: `… typeof ( [& *] X ) [__weak] NAME = VALUE [;]`.
    private static func macro(_ tokens: [SourceToken], name: Int, end: Int) -> ProjectFacts.ReferenceMacro? {
        var cursor = name + 1
        var parameters: [String]?
        // A function-like macro's `(` touches its name (C11 §6.10.3: no white space between).
        if cursor <= end, tokens[cursor].isPunctuation("("), tokens[cursor].start == tokens[name].end {
            var names: [String] = []
            cursor += 1
            while cursor <= end, !tokens[cursor].isPunctuation(")") {
                if let word = tokens[cursor].identifier { names.append(word) } else if !tokens[cursor].isPunctuation(",") { return nil }
                cursor += 1
            }
            guard cursor <= end else { return nil }
            parameters = names
            cursor += 1
        }
        guard let typeOf = (cursor...max(cursor, end)).first(where: { $0 <= end && ["typeof", "__typeof", "__typeof__"].contains(tokens[$0].identifier ?? "") }),
              typeOf + 1 <= end, tokens[typeOf + 1].isPunctuation("(") else { return nil }
        var close = typeOf + 2
        while close <= end, !tokens[close].isPunctuation(")") { close += 1 }
        guard let equals = ((close + 1)...max(close + 1, end)).first(where: { $0 <= end && tokens[$0].isPunctuation("=") }) else { return nil }
        func piece(_ word: String) -> ProjectFacts.MacroPiece {
            parameters?.firstIndex(of: word).map { .parameter($0) } ?? .text(word)
        }
        // The declared name: words joined by `##`, after qualifiers.
        var declared: [ProjectFacts.MacroPiece] = []
        var position = close + 1
        while position < equals {
            if let word = tokens[position].identifier {
                if declared.isEmpty, word.hasPrefix("__") { position += 1; continue }
                declared.append(piece(word))
            } else if !(tokens[position].isPunctuation("#") && position + 1 < equals && tokens[position + 1].isPunctuation("#")) {
                return nil
            } else {
                position += 1
            }
            position += 1
        }
        // The value: one word, then the end of the body or a `;`.
        guard !declared.isEmpty, equals + 1 <= end, let value = tokens[equals + 1].identifier,
              equals + 1 == end || (equals + 2 == end && tokens[end].isPunctuation(";")) else { return nil }
        return .declares(parameters: parameters?.count, name: declared, value: [piece(value)])
    }

    /// At a use of a reference macro (`WS(ws)`, `MJWeakSelf`), the local it declares and the
    /// name it holds, and the last token of the use; `nil` for anything else.
    static func use(at index: Int, tokens: [SourceToken], closers: [Int?],
                    macros: [String: ProjectFacts.ReferenceMacro]) -> (local: String, value: String, end: Int)? {
        guard let word = tokens[index].identifier, case .declares(let count, let name, let value)? = macros[word],
              index == 0 || !(tokens[index - 1].identifier == "define") else { return nil }
        var arguments: [String] = []
        var end = index
        if let count {
            guard index + 1 < tokens.count, tokens[index + 1].isPunctuation("("), let close = closers[index + 1] else { return nil }
            for part in TokenGroups.splitOnCommas(tokens[(index + 2)..<close]) {
                guard part.count == 1, let argument = part.first?.identifier else { return nil }
                arguments.append(argument)
            }
            guard arguments.count == count else { return nil }
            end = close
        }
        func text(_ pieces: [ProjectFacts.MacroPiece]) -> String? {
            var result = ""
            for piece in pieces {
                switch piece {
                case .text(let word): result += word
                case .parameter(let position):
                    guard arguments.indices.contains(position) else { return nil }
                    result += arguments[position]
                }
            }
            return result
        }
        guard let local = text(name), let held = text(value) else { return nil }
        return (local, held, end)
    }
}
