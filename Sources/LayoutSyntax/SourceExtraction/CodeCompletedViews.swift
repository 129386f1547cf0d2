/// The views each type's code adds subviews to (`headerView.addSubview(…)`,
/// `[self.headerView addSubview:…]`, `insertSubview`) or gives constraints with layout anchors
/// (`spacer.topAnchor.constraint(…)`, `[spacer.topAnchor constraintEqualToAnchor:…]`) or Visual
/// Format strings (the views a call's `views:` binds, ``visualFormatViews(after:in:)``), as
/// `Type.name` (``ProjectFacts/codeCompletedNames``): an Interface Builder outlet `name` of a
/// `Type` (a controller, a cell, a xib's owner) holds, at run time, views or constraints the
/// document does not show. Keyed by the type whose code does it, because names such as
/// `collectionView` or `imageView` are everywhere in an app's code, and an outlet is reached
/// through the object that has it.
enum CodeCompletedViews {
    static func collect(_ file: SourceFile, scan: () -> ScannedSource) -> Set<String> {
        guard words.occurs(in: file.bytes) else { return [] }
        let source = scan()
        let tokens = source.tokens
        let types = TypeBodies(source)
        var names: Set<String> = []
        for index in tokens.indices {
            guard let word = tokens[index].identifier else { continue }
            if word == "views", let type = types.enclosingType(of: index) {
                for name in visualFormatViews(after: index, in: source) { names.insert(type + "." + name) }
                continue
            }
            let receiverEnd: Int
            if word == "addSubview" || word == "insertSubview" {
                // `x.addSubview(` or Objective-C `[x addSubview:`; a bare `addSubview(…)` is self's
                // (the word before it then belongs to the statement before).
                if index >= 1, tokens[index - 1].isPunctuation(".") {
                    receiverEnd = index - 2
                } else if index + 1 < tokens.count, tokens[index + 1].isPunctuation(":") {
                    receiverEnd = index - 1
                } else {
                    continue
                }
            } else if word.hasSuffix("Anchor"), index + 2 < tokens.count, index >= 2, tokens[index - 1].isPunctuation("."),
                      tokens[index + 1].isPunctuation(".") && tokens[index + 2].identifier == "constraint"
                        || tokens[index + 1].identifier?.hasPrefix("constraint") == true {
                receiverEnd = index - 2
            } else {
                continue
            }
            var end = receiverEnd
            // `containerView?.addSubview(…)`, `header!.topAnchor…`: optional chaining and unwrapping.
            if end >= 1, tokens[end].isPunctuation("?") || tokens[end].isPunctuation("!") { end -= 1 }
            guard end >= 0, var name = tokens[end].identifier, name != "self", name != "view",
                  let type = types.enclosingType(of: index) else { continue }
            // Objective-C's instance variable `_header` backs the property (and outlet) `header`.
            if name.hasPrefix("_"), name.count > 1 { name.removeFirst() }
            names.insert(type + "." + name)
        }
        return names
    }

    /// The views a Visual Format call's `views:` argument binds, written in place (`views: ["arrow":
    /// arrow]`, `views:@{@"arrow": _arrow}`, `views:NSDictionaryOfVariableBindings(_arrow, _line)`):
    /// the constraints the call makes are theirs (Apple, "NSLayoutConstraint.constraints(withVisualFormat:
    /// options:metrics:views:)"), also through a local the literal was assigned to just before
    /// (`NSDictionary *views = @{…}; … views:views`).
    private static func visualFormatViews(after index: Int, in source: ScannedSource) -> [String] {
        let tokens = source.tokens
        guard index + 2 < tokens.count, tokens[index + 1].isPunctuation(":") else { return [] }
        // `views: viewsDictionary`: the literal the nearest assignment before gives the name.
        if let name = tokens[index + 2].identifier, name != "NSDictionaryOfVariableBindings",
           let assigned = (max(0, index - 600)..<index).reversed().first(where: { position in
               tokens[position].identifier == name && position + 2 < index && tokens[position + 1].isPunctuation("=")
           }) {
            return bindings(from: assigned + 2, in: source)
        }
        return bindings(from: index + 2, in: source)
    }

    /// The view names of a dictionary literal or `NSDictionaryOfVariableBindings(…)` starting at `start`.
    private static func bindings(from start: Int, in source: ScannedSource) -> [String] {
        let tokens = source.tokens
        var open = start
        guard open < tokens.count else { return [] }
        if tokens[open].isPunctuation("@") { open += 1 }
        guard open < tokens.count else { return [] }
        let bindings = tokens[open].identifier == "NSDictionaryOfVariableBindings"
        if bindings { open += 1 }
        guard open < tokens.count, tokens[open].isPunctuation("[") || tokens[open].isPunctuation("{") || tokens[open].isPunctuation("("),
              let close = source.closers[open] else { return [] }
        var found: [String] = []
        for position in (open + 1)..<close {
            guard var name = tokens[position].identifier, name != "self" else { continue }
            // A value: after the key's `:` (or each argument of the bindings macro), the last name
            // of its path (`self.arrow`), not a member read further on.
            let value = bindings || tokens[position - 1].isPunctuation(":")
                || (position >= 2 && tokens[position - 1].isPunctuation(".") && tokens[position - 2].identifier == "self")
            guard value, !(position + 1 < close && tokens[position + 1].isPunctuation(".")) else { continue }
            if name.hasPrefix("_"), name.count > 1 { name.removeFirst() }
            found.append(name)
        }
        return found
    }

    private static let words = ByteNeedles(["addSubview", "insertSubview", "Anchor.constraint", "Anchor constraint", "VisualFormat"])
}
