/// A function's local that shadows a name with a meaning of its own: `let view = UIView()` in a
/// view controller (or a closure that builds a property) is not the controller's `view`, which
/// the function then reaches only as `self.view`. The reader's paths drop `self.`, so the
/// local's own uses are renamed before reading (`view` → `view_`); token offsets do not change,
/// so every span still points at the text as written.
enum LocalShadowing {
    /// The names whose bare use means something else unless a local takes them.
    static let meaningfulNames: Set<String> = ["view", "contentView"]

    /// `tokens` with the body's uses of a shadowing local renamed; the same array when there is none.
    static func renamingLocals(_ tokens: [SourceToken], body: Range<Int>, language: SourceLanguage) -> [SourceToken] {
        var declared: [String: Int] = [:]
        for index in body where index + 1 < body.upperBound {
            guard let name = tokens[index + 1].identifier, meaningfulNames.contains(name), declared[name] == nil else { continue }
            let next = index + 2 < tokens.count ? tokens[index + 2] : nil
            let bindsValue = next?.isPunctuation("=") == true || next?.isPunctuation(":") == true
            switch language {
            case .swift:
                if tokens[index].identifier == "let" || tokens[index].identifier == "var", bindsValue { declared[name] = index + 1 }
            case .objectiveC:
                if tokens[index].isPunctuation("*"), next?.isPunctuation("=") == true || next?.isPunctuation(";") == true {
                    declared[name] = index + 1
                }
            }
        }
        guard !declared.isEmpty else { return tokens }
        var renamed = tokens
        for index in body {
            guard let name = tokens[index].identifier, let from = declared[name], index >= from else { continue }
            // `self.view`, `x.view` and `self->view` are members, not the local.
            if index > 0, tokens[index - 1].isPunctuation(".") || tokens[index - 1].isPunctuation(">") { continue }
            renamed[index].kind = .identifier(name + "_")
        }
        return renamed
    }
}
