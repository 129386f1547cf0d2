/// Objective-C object-like macros that rename one word (`#define NSLC NSLayoutConstraint`). The C
/// preprocessor replaces every later use of the name by its body before the compiler reads the
/// file (C11 §6.10.3), so `[NSLC constraintWithItem:…]` is `[NSLayoutConstraint
/// constraintWithItem:…]`: the function reader reads the body where the name is written.
enum MacroAliases {
    /// `tokens` with each alias after its `#define` replaced by the word it stands for, keeping
    /// each token's position (the name as written is what diagnostics point at). The same array
    /// when the file defines no alias.
    static func applied(to tokens: [SourceToken], file: SourceFile) -> [SourceToken] {
        guard ByteSearch.contains(file.bytes, "#define") else { return tokens }
        var aliases: [String: SourceToken.Kind] = [:]
        var result = tokens
        var index = 0
        while index < result.count {
            if result[index].isPunctuation("#"), index + 3 < result.count, result[index + 1].identifier == "define",
               let name = result[index + 2].identifier, case .identifier(let body) = result[index + 3].kind, body != name {
                let line = file.location(of: result[index + 2].start).line
                let bodyOnLine = file.location(of: result[index + 3].start).line == line
                let alone = index + 4 >= result.count || file.location(of: result[index + 4].start).line != line
                // One word alone: `#define NAME(x) …` (arguments) and `#define GAP BASE + 4` are
                // expressions, which the constant evaluator reads.
                if bodyOnLine, alone {
                    aliases[name] = aliases[body] ?? .identifier(body)
                    index += 4
                    continue
                }
            }
            if result[index].isPunctuation("#"), index + 2 < result.count, result[index + 1].identifier == "undef",
               let name = result[index + 2].identifier {
                aliases[name] = nil
                index += 3
                continue
            }
            if !aliases.isEmpty, let word = result[index].identifier, let body = aliases[word] {
                result[index].kind = body
            }
            index += 1
        }
        return result
    }
}
