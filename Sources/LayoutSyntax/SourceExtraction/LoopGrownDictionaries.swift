/// The dictionaries a loop's body gives keys to (`views[@"previous"] = view;`, `[views
/// setObject:view forKey:@"previous"]`, `views.updateValue(view, forKey: "previous")`), with the
/// body's tokens. A key added anywhere in the body is there from the second turn on, also where
/// the body reads the dictionary before the line that adds it (a format naming the previous row's
/// view, run only when there is one): a Visual Format call inside that body may see it, so its
/// dictionary is not known there (``SourceExtractor``), and no key is reported missing.
enum LoopGrownDictionaries {
    static func collect(_ tokens: [SourceToken]) -> [(body: Range<Int>, names: Set<String>)] {
        guard tokens.contains(where: { $0.identifier == "for" || $0.identifier == "while" }) else { return [] }
        // Each `{`'s matching `}`.
        var closers: [Int: Int] = [:]
        var open: [Int] = []
        for (index, token) in tokens.enumerated() {
            if token.isPunctuation("{") { open.append(index) }
            if token.isPunctuation("}"), let start = open.popLast() { closers[start] = index }
        }
        var result: [(body: Range<Int>, names: Set<String>)] = []
        for (index, token) in tokens.enumerated() where token.identifier == "for" || token.identifier == "while" {
            // The body: the first `{` after the keyword outside parentheses, within a short reach.
            var depth = 0
            var brace: Int?
            for position in (index + 1)..<min(tokens.count, index + 200) {
                if tokens[position].isPunctuation("(") || tokens[position].isPunctuation("[") { depth += 1 }
                if tokens[position].isPunctuation(")") || tokens[position].isPunctuation("]") { depth -= 1 }
                if tokens[position].isPunctuation(";") && depth == 0 { break }
                if depth == 0, tokens[position].isPunctuation("{") { brace = position; break }
            }
            guard let brace, let close = closers[brace] else { continue }
            var names: Set<String> = []
            for position in (brace + 1)..<close {
                guard let name = tokens[position].identifier, position + 1 < close else { continue }
                let previous = position > 0 ? tokens[position - 1] : nil
                // `name[…] = …`, not `==`.
                if tokens[position + 1].isPunctuation("["), !(previous?.isPunctuation(".") ?? false) {
                    var level = 0
                    var end = position + 1
                    while end < close {
                        if tokens[end].isPunctuation("[") { level += 1 }
                        if tokens[end].isPunctuation("]") { level -= 1; if level == 0 { break } }
                        end += 1
                    }
                    if end + 2 < close, tokens[end + 1].isPunctuation("="), !tokens[end + 2].isPunctuation("=") { names.insert(name) }
                }
                // `[name setObject:… forKey:…]`, `name.updateValue(…, forKey: …)`.
                if previous?.isPunctuation("[") == true, ["setObject", "setValue"].contains(tokens[position + 1].identifier ?? "") {
                    names.insert(name)
                }
                if position + 2 < close, tokens[position + 1].isPunctuation("."), tokens[position + 2].identifier == "updateValue" {
                    names.insert(name)
                }
            }
            if !names.isEmpty { result.append(((brace + 1)..<close, names)) }
        }
        return result
    }
}
