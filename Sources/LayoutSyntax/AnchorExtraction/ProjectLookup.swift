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

    /// True for a word a C declaration's type ends with before its `*`: a class or typedef name
    /// (capitalized by Cocoa's naming conventions: `UIView`, `NSString`) or one of C's and
    /// Objective-C's own type words.
    static func isTypeName(_ word: String) -> Bool {
        guard let first = word.unicodeScalars.first else { return false }
        return ("A"..."Z").contains(first) || cTypeWords.contains(word)
    }

    private static let cTypeWords: Set<String> = ["void", "char", "short", "int", "long", "float", "double", "signed",
                                                  "unsigned", "id", "const", "instancetype", "__kindof"]

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
                // `CGFloat padding;`, `UIView *box =`, `NSInteger count,`. A `*` declares only after
                // a type's name (`76 * kPad)` is a product, whose right side is the project's).
                guard token.identifier.map({ $0 != "return" && $0 != "case" })
                        ?? (token.isPunctuation("*") && index >= 1 && tokens[index - 1].identifier.map(Self.isTypeName) == true),
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
