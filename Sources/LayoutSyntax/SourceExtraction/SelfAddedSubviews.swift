import LayoutIR

/// The views each class of a source file adds to its own view (``ProjectFacts/selfAddedSubviews``):
/// `addSubview(box)` / `self.addSubview(self.box)` / `[self addSubview:_box]` in a view class,
/// `view.addSubview(box)` / `[self.view addSubview:self.box]` in a controller, by the view's
/// property name. A subclass inherits them: its method that pins `box` to its superview pins it
/// to the view the superclass put it in (TSPL, "Inheritance": a subclass's instance is built by
/// its superclass's initializer and methods too). A view a class also adds to another view, or
/// in a form not read here, has no parent from this.
enum SelfAddedSubviews {
    static func collect(_ file: SourceFile, scan: () -> ScannedSource) -> [String: [String: ProjectFacts.SubviewParent]] {
        guard ByteSearch.contains(file.bytes, "addSubview") else { return [:] }
        let source = scan()
        let tokens = source.tokens
        let types = TypeBodies(source)
        var added: [String: [String: ProjectFacts.SubviewParent]] = [:]
        var elsewhere: [String: Set<String>] = [:]
        for index in tokens.indices where tokens[index].identifier == "addSubview" {
            guard let type = types.enclosingType(of: index), let child = argument(after: index, tokens) else { continue }
            let parent: [String]?
            if CodeSizedClasses.addsToSelf(at: index, tokens) {
                parent = []
            } else {
                parent = addsToControllerView(at: index, tokens) ? ["view"] : nil
            }
            guard let parent else {
                elsewhere[type, default: []].insert(child)
                continue
            }
            added[type, default: [:]][child] = added[type]?[child].map { $0 == .path(parent) ? $0 : .varies } ?? .path(parent)
        }
        for (type, names) in elsewhere {
            for name in names where added[type]?[name] != nil { added[type]?[name] = .varies }
        }
        return added
    }

    /// `addSubview(box)`, `addSubview(self.box)`, `addSubview:box]`, `addSubview:self.box]`,
    /// `addSubview:_box]` (an Objective-C property's instance variable): the property's name.
    private static func argument(after index: Int, _ tokens: [SourceToken]) -> String? {
        guard index + 3 < tokens.count, tokens[index + 1].isPunctuation("(") || tokens[index + 1].isPunctuation(":") else { return nil }
        let swift = tokens[index + 1].isPunctuation("(")
        var cursor = index + 2
        if tokens[cursor].identifier == "self", cursor + 2 < tokens.count, tokens[cursor + 1].isPunctuation(".") { cursor += 2 }
        guard let name = tokens[cursor].identifier, name != "self", cursor + 1 < tokens.count, tokens[cursor + 1].isPunctuation(swift ? ")" : "]") else { return nil }
        let trimmed = name.first == "_" ? String(name.dropFirst()) : name
        return trimmed.isEmpty ? nil : trimmed
    }

    /// `view.addSubview(…)` / `self.view.addSubview(…)` (Swift), `[self.view addSubview:…]` /
    /// `[view addSubview:…]` (Objective-C): a controller's own view.
    private static func addsToControllerView(at index: Int, _ tokens: [SourceToken]) -> Bool {
        guard index >= 2 else { return false }
        var cursor = index - 1
        if tokens[cursor].isPunctuation(".") { cursor -= 1 }
        guard tokens[cursor].identifier == "view" else { return false }
        guard cursor >= 1 else { return true }
        let before = tokens[cursor - 1]
        if before.isPunctuation(".") { return cursor >= 2 && tokens[cursor - 2].identifier == "self" && (cursor < 3 || !tokens[cursor - 3].isPunctuation(".")) }
        return true
    }
}
