/// One link of a method chain as written in source: `make.top.equalTo(other.snp.bottom).offset(8)`
/// is `make`, `top`, `equalTo(…)`, `offset(…)`.
struct MethodChainLink: Sendable {
    /// The member's name (`$0` for Swift's anonymous closure parameter, which the scanner reads as a name).
    var name: String
    /// Token index of the name.
    var at: Int
    /// The `(` and `)` of the call's arguments, when the member is called.
    var call: (open: Int, close: Int)?
    /// The `{` and `}` of a trailing closure (`equalToSuperview { $0.safeAreaLayoutGuide }`).
    var closure: (open: Int, close: Int)? = nil

    /// The tokens between the parentheses (empty when there are none or no call).
    func arguments(_ tokens: [SourceToken]) -> ArraySlice<SourceToken> {
        guard let call, call.open + 1 <= call.close else { return tokens[0..<0] }
        return tokens[(call.open + 1)..<call.close]
    }
}

/// Reads a chain of names, member accesses and calls out of the coarse tokens: the shape every
/// constraint library's statements share (SnapKit and Masonry make lines, PureLayout calls).
enum MethodChain {
    /// The chain that starts at `start` and ends at `end` (inclusive), or `nil` when the tokens
    /// are anything else (an operator, a subscript, a literal between links). Optional-chaining
    /// marks (`make?.top`, `view!`) are read through.
    static func links(_ tokens: [SourceToken], closers: [Int?], from start: Int, through end: Int) -> [MethodChainLink]? {
        guard start <= end, end < tokens.count else { return nil }
        var links: [MethodChainLink] = []
        var index = start
        var expectName = true
        while index <= end {
            let token = tokens[index]
            if expectName {
                if let name = token.identifier {
                    links.append(MethodChainLink(name: name, at: index, call: nil))
                } else {
                    return nil
                }
                expectName = false
                index += 1
                continue
            }
            if token.isPunctuation(".") {
                expectName = true
            } else if token.isPunctuation("("), let close = closers[index], close <= end, links.last?.call == nil {
                links[links.count - 1].call = (index, close)
                index = close + 1
                continue
            } else if token.isPunctuation("{"), let close = closers[index], close <= end, links.last?.closure == nil {
                links[links.count - 1].closure = (index, close)
                index = close + 1
                continue
            } else if token.isPunctuation("?") || token.isPunctuation("!") {
                // `make?.top`, `superview!`.
            } else {
                return nil
            }
            index += 1
        }
        return expectName || links.isEmpty ? nil : links
    }
}
