/// Whether code outside a function may arrange a view the function keeps in a property, or turn
/// its autoresizing flag off: an object's other methods reach its properties. A label made in
/// `makeKeyLabel()` and stored in `self.keyLabel` is arranged by `layout()`'s
/// `UIStackView(arrangedSubviews: [keyLabel, valueLabel])`, and a stack view turns its arranged
/// views' `translatesAutoresizingMaskIntoConstraints` off itself (Apple, *UIStackView*). So a
/// finding that assumes the flag stays on holds only when no other function of the file hands
/// the property over (as an argument or an array element) or sets the flag, itself or through
/// SnapKit, Masonry or PureLayout, which turn it off on the view they constrain.
enum PropertyHandOver {
    /// True when a token outside `body` (a function's token range) names `property` (or its
    /// Objective-C instance variable `_property`) as a whole argument or array element
    /// (after `(`, `[`, `,` or `:`, before `)`, `]` or `,`), or sets its
    /// `translatesAutoresizingMaskIntoConstraints`.
    static func mayBeHandedOver(_ property: String, outside body: ClosedRange<Int>, tokens: [SourceToken]) -> Bool {
        let names: Set<String> = [property, "_" + property]
        func isPunctuation(_ index: Int, _ scalars: [Unicode.Scalar]) -> Bool {
            index >= 0 && index < tokens.count && scalars.contains(where: tokens[index].isPunctuation)
        }
        for index in tokens.indices where !body.contains(index) {
            guard let word = tokens[index].identifier, names.contains(word) else { continue }
            // `self.keyLabel` as a whole: look before `self .`.
            let start = index >= 2 && tokens[index - 1].isPunctuation(".") && tokens[index - 2].identifier == "self" ? index - 2 : index
            if isPunctuation(start - 1, ["(", "[", ",", ":"]), isPunctuation(index + 1, [")", "]", ","]) { return true }
            if isPunctuation(index + 1, ["."]), index + 2 < tokens.count,
               tokens[index + 2].identifier == "translatesAutoresizingMaskIntoConstraints" { return true }
            // `keyLabel.snp.updateConstraints { … }` (any of SnapKit's verbs: its `ConstraintMaker`
            // calls `prepare()` on the view, which turns the flag off), `[keyLabel mas_makeConstraints:…]`
            // (Masonry's verbs set it to NO), `keyLabel.autoPinEdge…` (PureLayout's calls set it to NO).
            if index + 1 < tokens.count, turnsFlagOff(after: index, tokens: tokens) { return true }
        }
        return false
    }

    /// A library call on the name at `index` that turns the view's autoresizing flag off.
    private static func turnsFlagOff(after index: Int, tokens: [SourceToken]) -> Bool {
        var next = index + 1
        if tokens[next].isPunctuation(".") {
            next += 1
            guard next < tokens.count, let word = tokens[next].identifier else { return false }
            if word == "snp" { return next + 2 < tokens.count && tokens[next + 1].isPunctuation(".")
                && MakerBlockReader.verbs[tokens[next + 2].identifier ?? ""] != nil }
            return constrains(word)
        }
        return tokens[next].identifier.map(constrains) ?? false
    }

    /// Masonry's `mas_makeConstraints` / `mas_remakeConstraints` / `mas_updateConstraints` and
    /// PureLayout's constraint calls (`autoPinEdge…`, `autoSetDimension…`, `autoAlignAxis…`,
    /// `autoCenterInSuperview`, `autoMatchDimension…`; not its content-priority setters).
    private static func constrains(_ word: String) -> Bool {
        MakerBlockReader.masonryVerbs[word] != nil
            || ["autoPin", "autoSetDimension", "autoAlign", "autoCenter", "autoMatch"].contains(where: word.hasPrefix)
    }
}
