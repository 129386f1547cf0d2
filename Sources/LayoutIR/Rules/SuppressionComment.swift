/// One `// vflc:disable rule-a rule-b` (or `// vflc:disable:next-line …`) comment, read the same
/// way in every input that has comments: `.layout` files, Swift and Objective-C sources.
public struct SuppressionComment: Sendable, Hashable {
    /// The rules it turns off; `nil` for a comment that names none (it turns off every rule that
    /// can be). A comment whose names are all unknown turns off nothing: a misspelt rule must
    /// not silence the errors it meant to keep.
    public var rules: Set<RuleID>?
    /// True for `vflc:disable:next-line`.
    public var nextLine: Bool
    /// Where the comment starts (its `//`).
    public var offset: Int

    /// The marker after `//`.
    public static let marker = "vflc:disable"

    /// Reads the comment whose text (`//` included) is `text`, starting at file offset `offset`;
    /// `nil` when it is no suppression comment. Names that are no rule, or a rule that cannot be
    /// turned off, each get a warning at the name.
    public static func read(_ text: Substring, at offset: Int, in file: SourceFile) -> (SuppressionComment, [LayoutDiagnostic])? {
        var body = text.dropFirst(2).drop(while: { $0 == " " || $0 == "\t" || $0 == "/" })
        guard body.hasPrefix(marker) else { return nil }
        body = body.dropFirst(marker.count)
        var nextLine = false
        if body.hasPrefix(":next-line") {
            nextLine = true
            body = body.dropFirst(":next-line".count)
        }
        guard body.isEmpty || body.first == " " || body.first == "\t" || body.first == "\r" else { return nil }
        var rules: Set<RuleID> = []
        var warnings: [LayoutDiagnostic] = []
        let names = body.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "," || $0 == "\r" })
        for name in names {
            // Invalid UTF-8 decodes to longer replacement characters: keep the offset inside the comment.
            let nameOffset = min(offset + text.utf8.distance(from: text.startIndex, to: name.startIndex),
                                 offset + text.utf8.count)
            if let rule = RuleRegistry.rule(named: String(name)), rule.isSuppressible {
                rules.insert(rule.id)
            } else {
                warnings.append(warning(about: String(name), at: file.span(offset: nameOffset, length: name.utf8.count)))
            }
        }
        let comment = SuppressionComment(rules: names.isEmpty ? nil : rules, nextLine: nextLine, offset: offset)
        return (comment, warnings)
    }

    private static func warning(about name: String, at span: SourceSpan) -> LayoutDiagnostic {
        if let rule = RuleRegistry.rule(named: name) {
            return .warning("rule '\(rule.id)' cannot be disabled", at: span,
                            notes: [DiagnosticNote("input that cannot be read is always reported: fix it instead")],
                            ruleID: .suppressionComment)
        }
        var notes: [DiagnosticNote] = []
        let names = RuleRegistry.all.filter(\.isSuppressible).map(\.id.rawValue)
        if let closest = Suggestions.closest(to: name, among: names) {
            notes.append(DiagnosticNote("did you mean '\(closest)'?"))
        }
        notes.append(DiagnosticNote("`vflc rules` lists every rule; this comment turns off nothing else"))
        return .warning("unknown rule '\(name)' in a vflc:disable comment", at: span, notes: notes, ruleID: .suppressionComment)
    }
}

extension Dictionary where Key == Int, Value == Set<RuleID> {
    /// Records that `rules` (`nil`: every rule) are off on `line` (0: the whole file).
    public mutating func disable(_ rules: Set<RuleID>?, on line: Int) {
        guard let rules else {
            self[line] = []
            return
        }
        guard !rules.isEmpty else { return }
        // An empty set already means every rule.
        if let existing = self[line], existing.isEmpty { return }
        self[line, default: []].formUnion(rules)
    }
}
