/// A type's computed properties whose getter makes a new view (`var spacer: UIView {
/// UIView(height: 2) }`). A computed property's getter runs on every read (The Swift Programming
/// Language, *Properties*, "Computed Properties"), so `let a = spacer; let b = spacer` are two
/// views, not two names of one: their constraints are each view's own, never duplicates.
///
/// Only getters that certainly construct are counted: a body that is one construction
/// (`UIView(…)`, `UIView.init(…)`, `Spacer()`), or that makes a local by construction and returns
/// it. A getter that returns a stored view (`var box: UIView { return container }`) or calls a
/// factory vflc does not read reads the same view each time as far as vflc can tell, as before.
enum ComputedViewProperties {
    /// The computed properties declared in each type's body (outside every function body), by
    /// type name, each with its declared type.
    static func collect(_ tokens: [SourceToken], closers: [Int?], types: TypeBodies,
                        functionBodies: [Range<Int>]) -> [String: [String: String]] {
        var found: [String: [String: String]] = [:]
        var index = 0
        while index + 4 < tokens.count {
            defer { index += 1 }
            guard tokens[index].identifier == "var", let name = tokens[index + 1].identifier,
                  tokens[index + 2].isPunctuation(":"), let type = tokens[index + 3].identifier,
                  AnchorExtractor.isViewClass(type), tokens[index + 4].isPunctuation("{"), let close = closers[index + 4],
                  !functionBodies.contains(where: { $0.contains(index) }),
                  let owner = types.enclosingType(of: index) else { continue }
            if constructs(tokens, open: index + 4, close: close, closers: closers) {
                found[owner, default: [:]][name] = type
            }
            index = close
        }
        return found
    }

    /// True when the getter between `open` and `close` (a body, or its `get { … }`) is one
    /// construction, or constructs a local and returns it.
    static func constructs(_ tokens: [SourceToken], open: Int, close: Int, closers: [Int?]) -> Bool {
        var start = open + 1, end = close
        if start < end, tokens[start].identifier == "get", start + 1 < end, tokens[start + 1].isPunctuation("{"),
           let getterClose = closers[start + 1] {
            (start, end) = (start + 2, getterClose)
        } else if start < end, let word = tokens[start].identifier, ["set", "didSet", "willSet"].contains(word) {
            return false
        }
        guard start < end else { return false }
        if tokens[start].identifier == "return" { start += 1 }
        // One expression: `UIView(…)`, ending where its call's parenthesis closes.
        if let callClose = construction(tokens, at: start, closers: closers), callClose + 1 == end { return true }
        // `let v = UIView(…); …; return v`.
        guard tokens[start].identifier == "let" || tokens[start].identifier == "var",
              start + 2 < end, let local = tokens[start + 1].identifier else { return false }
        var valueStart = start + 2
        if tokens[valueStart].isPunctuation(":") { valueStart += 2 }
        guard valueStart + 1 < end, tokens[valueStart].isPunctuation("="),
              construction(tokens, at: valueStart + 1, closers: closers) != nil else { return false }
        return end - 2 > valueStart && tokens[end - 2].identifier == "return" && tokens[end - 1].identifier == local
    }

    /// The closing parenthesis of a construction starting at `index` (`Type(…)`,
    /// `Type.init(…)`): a type's name starts with a capital letter.
    private static func construction(_ tokens: [SourceToken], at index: Int, closers: [Int?]) -> Int? {
        guard index + 1 < tokens.count, let type = tokens[index].identifier, type.first?.isUppercase == true else { return nil }
        var open = index + 1
        if tokens[open].isPunctuation("."), open + 2 < tokens.count, tokens[open + 1].identifier == "init" { open += 2 }
        guard tokens[open].isPunctuation("(") else { return nil }
        return closers[open]
    }
}
