/// A type's computed properties whose getter makes a new view (`var spacer: UIView {
/// UIView(height: 2) }`). A computed property's getter runs on every read (The Swift Programming
/// Language, *Properties*, "Computed Properties"), so `let a = spacer; let b = spacer` are two
/// views, not two names of one: their constraints are each view's own, never duplicates.
///
/// Only getters that certainly construct are counted: a body that is one construction
/// (`UIView(…)`, `UIView.init(…)`, `Spacer()`), or that returns a local it declares and gives only
/// constructions (`let v = UIView(…)`, or `let v: UIImageView` and `v = UIImageView(…)` in each
/// branch). A getter that returns a stored view (`var box: UIView { return container }`) or calls a
/// factory vflc does not read reads the same view each time as far as vflc can tell, as before.
enum ComputedViewProperties {
    /// What one read of such a property gives.
    struct Made: Sendable, Hashable {
        /// The declared type: the class of the view made.
        var type: String
        /// True when the getter turns the new view's `translatesAutoresizingMaskIntoConstraints` off.
        var autoresizingOff = false
    }

    /// The computed properties declared in each type's body (outside every function body), by
    /// type name, each with what a read makes.
    static func collect(_ tokens: [SourceToken], closers: [Int?], types: TypeBodies,
                        functionBodies: [Range<Int>]) -> [String: [String: Made]] {
        var found: [String: [String: Made]] = [:]
        var index = 0
        while index + 4 < tokens.count {
            defer { index += 1 }
            guard tokens[index].identifier == "var", let name = tokens[index + 1].identifier,
                  tokens[index + 2].isPunctuation(":"), let type = tokens[index + 3].identifier,
                  AnchorExtractor.isViewClass(type), tokens[index + 4].isPunctuation("{"), let close = closers[index + 4],
                  !functionBodies.contains(where: { $0.contains(index) }),
                  let owner = types.enclosingType(of: index) else { continue }
            if let autoresizingOff = constructs(tokens, open: index + 4, close: close, closers: closers) {
                found[owner, default: [:]][name] = Made(type: type, autoresizingOff: autoresizingOff)
            }
            index = close
        }
        return found
    }

    /// Whether the getter between `open` and `close` (a body, or its `get { … }`) is one
    /// construction, or returns a local it gives only constructions: then whether the getter sets
    /// the local's `translatesAutoresizingMaskIntoConstraints` to `false`; `nil` when it is neither.
    static func constructs(_ tokens: [SourceToken], open: Int, close: Int, closers: [Int?]) -> Bool? {
        var start = open + 1, end = close
        if start < end, tokens[start].identifier == "get", start + 1 < end, tokens[start + 1].isPunctuation("{"),
           let getterClose = closers[start + 1] {
            (start, end) = (start + 2, getterClose)
        } else if start < end, let word = tokens[start].identifier, ["set", "didSet", "willSet"].contains(word) {
            return nil
        }
        guard start < end else { return nil }
        if tokens[start].identifier == "return" { start += 1 }
        // One expression: `UIView(…)`, ending where its call's parenthesis closes.
        if let callClose = construction(tokens, at: start, closers: closers), callClose + 1 == end { return false }
        // `let v = UIView(…); …; return v`, or `let v: UIImageView` given a construction in each branch.
        guard tokens[start].identifier == "let" || tokens[start].identifier == "var",
              start + 2 < end, let local = tokens[start + 1].identifier,
              end - 2 > start, tokens[end - 2].identifier == "return", tokens[end - 1].identifier == local else { return nil }
        var constructions = 0
        var autoresizingOff = false
        for index in (start + 2)..<(end - 2) {
            // Every value the local is given is a construction: `v = …` (not `==`, not `v.x = …`).
            if tokens[index].isPunctuation("="), index + 1 < end, !tokens[index + 1].isPunctuation("="),
               tokens[index - 1].identifier == local || (index - 4 == start && tokens[index - 1].identifier != nil
                                                          && tokens[index - 2].isPunctuation(":")) {
                if index - 2 >= start, tokens[index - 2].isPunctuation(".") { continue }
                guard construction(tokens, at: index + 1, closers: closers) != nil else { return nil }
                constructions += 1
            }
            if tokens[index].identifier == "translatesAutoresizingMaskIntoConstraints", index >= 2,
               tokens[index - 2].identifier == local, tokens[index - 1].isPunctuation("."), index + 2 < end,
               tokens[index + 1].isPunctuation("="), tokens[index + 2].identifier == "false" {
                autoresizingOff = true
            }
        }
        return constructions > 0 ? autoresizingOff : nil
    }

    /// The closing parenthesis of a construction starting at `index` (`Type(…)`,
    /// `Type.init(…)`): a type's name starts with a capital letter.
    static func construction(_ tokens: [SourceToken], at index: Int, closers: [Int?]) -> Int? {
        guard index + 1 < tokens.count, let type = tokens[index].identifier, type.first?.isUppercase == true else { return nil }
        var open = index + 1
        if tokens[open].isPunctuation("."), open + 2 < tokens.count, tokens[open + 1].identifier == "init" { open += 2 }
        guard tokens[open].isPunctuation("(") else { return nil }
        return closers[open]
    }
}
