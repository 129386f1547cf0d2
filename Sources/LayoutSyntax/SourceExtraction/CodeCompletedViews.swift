/// The views each type's code adds subviews to (`headerView.addSubview(…)`,
/// `[self.headerView addSubview:…]`, `insertSubview`) or gives constraints with layout anchors
/// (`spacer.topAnchor.constraint(…)`, `[spacer.topAnchor constraintEqualToAnchor:…]`), as
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

    private static let words = ByteNeedles(["addSubview", "insertSubview", "Anchor.constraint", "Anchor constraint"])
}
