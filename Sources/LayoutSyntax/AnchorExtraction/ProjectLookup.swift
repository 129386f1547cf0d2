import LayoutIR

/// How one function's file sees the project's constants (`ProjectFacts`, from LayoutIR), following Swift's
/// and Objective-C's scoping closely enough never to take one name for another.
struct ProjectLookup: Sendable {
    var facts: ProjectFacts
    /// The type the function is in: a name written alone may be its member, declared in an
    /// extension in another file.
    var typeName: String?
    /// Names the reading file declares as anything (a local `var`, a property, a loop
    /// variable): written alone they mean that, never a project constant.
    var declared: Set<String> = []
    /// Types the reading file declares `private` or `fileprivate`: `Layout.margin` then names
    /// the file's own `Layout`, not another file's.
    var fileTypes: Set<String> = []

    /// The types whose static members an implicit `.name` may be, where a number is expected.
    static let numberTypes = ["CGFloat", "Double", "Float", "Int", "UILayoutPriority", "NSLayoutConstraint.Priority"]

    func definition(of name: String) -> ProjectFacts.Definition? {
        if name.hasPrefix(".") {
            let member = String(name.dropFirst())
            let found = Set(Self.numberTypes.compactMap { facts.definition(of: $0 + "." + member) })
            return found.count == 1 ? found.first : (found.isEmpty ? nil : .varies)
        }
        // Swift looks a name up in the type, then in its superclasses (a nested `Size` or a
        // static member a subclass inherits), before the file and the module.
        if let typeName, !(name.firstIndex(of: ".") == nil && declared.contains(name)) {
            for type in facts.lineage(of: typeName) {
                if let member = facts.definition(of: type + "." + name) { return member }
            }
        }
        guard let dot = name.firstIndex(of: ".") else {
            guard !declared.contains(name) else { return nil }
            // Inside a type, a name some type declares may be an inherited property.
            guard !facts.memberNames.contains(name) else { return nil }
            return facts.definition(of: name)
        }
        guard !fileTypes.contains(String(name[..<dot])) else { return nil }
        return facts.definition(of: name)
    }

    /// What a file declares, for ``declared`` and ``fileTypes``.
    static func declarations(_ tokens: [SourceToken], language: SourceLanguage) -> (declared: Set<String>, types: Set<String>) {
        var declared: Set<String> = []
        var types: Set<String> = []
        for index in tokens.indices.dropLast() {
            guard let name = tokens[index + 1].identifier else { continue }
            let token = tokens[index]
            switch language {
            case .swift:
                guard let word = token.identifier, index == 0 || !tokens[index - 1].isPunctuation(".") else { continue }
                if word == "var" || word == "let" || word == "for" { declared.insert(name) }
                if word == "class" || word == "struct" || word == "enum" || word == "actor" || word == "protocol",
                   index >= 1, let modifier = tokens[index - 1].identifier, modifier == "private" || modifier == "fileprivate" {
                    types.insert(name)
                }
            case .objectiveC:
                // `CGFloat padding;`, `UIView *box =`, `NSInteger count,`.
                guard token.identifier.map({ $0 != "return" && $0 != "case" }) ?? token.isPunctuation("*"),
                      index + 2 < tokens.count else { continue }
                let after = tokens[index + 2]
                if after.isPunctuation(";") || after.isPunctuation("=") || after.isPunctuation(",") || after.isPunctuation(")") {
                    declared.insert(name)
                }
            }
        }
        return (declared, types)
    }
}
