/// A function's local that shadows a name with a meaning of its own: `let view = UIView()` in a
/// view controller (or a closure that builds a property) is not the controller's `view`, which
/// the function then reaches only as `self.view`. The reader's paths drop `self.`, so the
/// local's own uses are renamed before reading (`view` → `view_`); token offsets do not change,
/// so every span still points at the text as written.
///
/// The same holds for a local that shares its name with an instance variable the body also uses:
/// paths read `_addressLabel` as the property `addressLabel` (its backing ivar), so a local
/// `UILabel *addressLabel` beside it would otherwise be taken for the same view.
enum LocalShadowing {
    /// The names whose bare use means something else unless a local takes them: a controller's
    /// `view`, a cell's `contentView`, and UIKit's layout guides (`let contentLayoutGuide =
    /// UILayoutGuide()` is the guide the code made, not a scroll view's content guide).
    static let meaningfulNames: WordSet = ["view", "contentView", "safeAreaLayoutGuide", "layoutMarginsGuide",
                                           "readableContentGuide", "contentLayoutGuide", "frameLayoutGuide",
                                           "keyboardLayoutGuide"]

    /// `tokens` with the body's uses of a shadowing local renamed; the same array when there is none.
    static func renamingLocals(_ tokens: [SourceToken], closers: [Int?], body: Range<Int>,
                               language: SourceLanguage) -> [SourceToken] {
        /// Where each shadowing local is declared and where its scope (the braces around it) ends.
        var declared: [String: (from: Int, to: Int)] = [:]
        var ivarNames: Set<String> = []
        for index in body {
            // The first byte before the character count, which walks the word (`hasPrefix`
            // still decides: it compares characters, and `_` may carry a combining mark).
            if let word = tokens[index].identifier, word.utf8.first == UInt8(ascii: "_"), word.count > 1, word.hasPrefix("_") {
                ivarNames.insert(String(word.dropFirst()))
            }
        }
        for index in body where index + 1 < body.upperBound {
            guard let name = tokens[index + 1].identifier, meaningfulNames.contains(name) || (!ivarNames.isEmpty && ivarNames.contains(name)),
                  declared[name] == nil else { continue }
            let next = index + 2 < tokens.count ? tokens[index + 2] : nil
            let bindsValue = next?.isPunctuation("=") == true || next?.isPunctuation(":") == true
            let declares: Bool
            switch language {
            case .swift: declares = (tokens[index].identifier == "let" || tokens[index].identifier == "var") && bindsValue
            case .objectiveC: declares = tokens[index].isPunctuation("*") && (next?.isPunctuation("=") == true || next?.isPunctuation(";") == true)
            }
            if declares { declared[name] = (index + 1, scopeEnd(of: index, tokens: tokens, closers: closers, body: body)) }
        }
        let tokens = renamingRedeclaredNumbers(tokens, closers: closers, body: body, language: language)
        guard !declared.isEmpty else { return renamingRedeclared(tokens, closers: closers, body: body, language: language) }
        var renamed = tokens
        for index in body {
            guard let name = tokens[index].identifier, let scope = declared[name], index >= scope.from, index < scope.to else { continue }
            // `self.view`, `x.view` and `self->view` are members, not the local.
            if isMember(index, tokens) { continue }
            renamed[index].kind = .identifier(name + "_")
        }
        return renamingRedeclared(renamed, closers: closers, body: body, language: language)
    }

    /// A type's own stored property named like a UIKit layout guide (`private let
    /// contentLayoutGuide = UILayoutGuide()` in a view controller) is that property wherever the
    /// type's code writes the name alone or after `self.`: Swift finds a member of the type before
    /// anything else, and a bare name is never `view.<guide>`. Only another object's member
    /// (`scrollView.contentLayoutGuide`) is UIKit's. Those uses are renamed (`contentLayoutGuide_`),
    /// so the reader takes them for the guide the code made.
    static func renamingGuideProperties(_ tokens: [SourceToken], body: Range<Int>, properties: Set<String>) -> [SourceToken] {
        guard !properties.isEmpty else { return tokens }
        var renamed = tokens
        for index in body {
            guard let name = tokens[index].identifier, properties.contains(name) else { continue }
            if isMember(index, tokens), !(index >= 2 && tokens[index - 1].isPunctuation(".") && tokens[index - 2].identifier == "self") { continue }
            renamed[index].kind = .identifier(name + "_")
        }
        return renamed
    }

    private static func isMember(_ index: Int, _ tokens: [SourceToken]) -> Bool {
        index > 0 && (tokens[index - 1].isPunctuation(".") || tokens[index - 1].isPunctuation(">"))
    }

    /// A view made into a local of the same name in several scopes of one function (Objective-C's
    /// `_login = ({ UIButton *button = …; button; }); _help = ({ UIButton *button = …; button; });`)
    /// is another variable, and another view, each time (C and Swift scope a local to its
    /// braces): each later declaration's uses are renamed `button_2`, `button_3`, ….
    private static func renamingRedeclared(_ tokens: [SourceToken], closers: [Int?], body: Range<Int>,
                                           language: SourceLanguage) -> [SourceToken] {
        var declarations: [(name: String, from: Int, to: Int)] = []
        var counts: [String: Int] = [:]
        for index in body where index + 4 < body.upperBound {
            guard let name = tokens[index + 1].identifier, tokens[index + 2].isPunctuation("=") else { continue }
            let declares: Bool
            switch language {
            case .swift:
                // `let button = UIButton(…)`.
                declares = (tokens[index].identifier == "let" || tokens[index].identifier == "var")
                    && tokens[index + 3].identifier?.first?.isUppercase == true && tokens[index + 4].isPunctuation("(")
            case .objectiveC:
                // `UIButton *button = …`.
                declares = tokens[index].isPunctuation("*") && index > body.lowerBound
                    && tokens[index - 1].identifier?.first?.isUppercase == true
            }
            guard declares else { continue }
            declarations.append((name, index + 1, scopeEnd(of: index, tokens: tokens, closers: closers, body: body)))
            counts[name, default: 0] += 1
        }
        return renaming(tokens, declarations, counts: counts, body: body, language: language, renamesFirst: false)
    }

    /// The number types a local's declaration may name (Swift and C).
    private static let numberTypes: WordSet = ["CGFloat", "Double", "Float", "Int", "NSInteger", "NSUInteger", "int",
                                               "float", "double", "long", "NSTimeInterval"]

    /// A number local declared in several scopes of one function (`let horizontalMargin: CGFloat = 10`
    /// in one branch, `= 15` in another) is another variable each time: a use means the declaration
    /// of the innermost braces around it (The Swift Programming Language, "Declarations"; C11
    /// §6.2.1 scopes). Each declaration's uses, to the end of its braces, are renamed
    /// `horizontalMargin_1`, `horizontalMargin_2`, …, so that the function's constants keep each
    /// value apart instead of calling the name a run-time value; a use outside them all keeps the
    /// name, which is then a property's or the file's.
    private static func renamingRedeclaredNumbers(_ tokens: [SourceToken], closers: [Int?], body: Range<Int>,
                                                  language: SourceLanguage) -> [SourceToken] {
        var declarations: [(name: String, from: Int, to: Int)] = []
        var counts: [String: Int] = [:]
        for index in body where index + 3 < body.upperBound {
            let name: String?
            switch language {
            case .swift:
                // `let margin: CGFloat = 10`, `var margin = 10`, `let margin = -4.5`.
                guard tokens[index].identifier == "let" || tokens[index].identifier == "var", let declared = tokens[index + 1].identifier else { continue }
                if tokens[index + 2].isPunctuation(":"), let type = tokens[index + 3].identifier, numberTypes.contains(type),
                   index + 4 < body.upperBound, tokens[index + 4].isPunctuation("=") {
                    name = declared
                } else if tokens[index + 2].isPunctuation("="), Self.startsNumber(tokens, at: index + 3, before: body.upperBound) {
                    name = declared
                } else {
                    name = nil
                }
            case .objectiveC:
                // `CGFloat margin = 10;`.
                guard let type = tokens[index].identifier, numberTypes.contains(type), let declared = tokens[index + 1].identifier,
                      tokens[index + 2].isPunctuation("=") else { continue }
                name = declared
            }
            guard let name else { continue }
            declarations.append((name, index + 1, scopeEnd(of: index, tokens: tokens, closers: closers, body: body)))
            counts[name, default: 0] += 1
        }
        return renaming(tokens, declarations, counts: counts, body: body, language: language, renamesFirst: true)
    }

    /// Renames the uses of each name declared more than once, from each declaration to the end of
    /// its scope, `name_2`, `name_3`, … (and `name_1` for the first when `renamesFirst`).
    private static func renaming(_ tokens: [SourceToken], _ declarations: [(name: String, from: Int, to: Int)],
                                 counts: [String: Int], body: Range<Int>, language: SourceLanguage,
                                 renamesFirst: Bool) -> [SourceToken] {
        guard counts.values.contains(where: { $0 > 1 }) else { return tokens }
        var renamed = tokens
        var ordinal: [String: Int] = [:]
        for declaration in declarations where counts[declaration.name, default: 0] > 1 {
            ordinal[declaration.name, default: 0] += 1
            // Brackets that do not balance (text being typed) can put a scope's end before its start.
            guard let number = ordinal[declaration.name], renamesFirst || number > 1,
                  declaration.from < min(declaration.to, body.upperBound) else { continue }
            for index in declaration.from..<min(declaration.to, body.upperBound)
            where tokens[index].identifier == declaration.name && !isMember(index, tokens) && !isLabel(index, tokens, language: language) {
                renamed[index].kind = .identifier("\(declaration.name)_\(number)")
            }
        }
        return renamed
    }

    /// Whether the name at `index` is an argument label (`multiplier: multiplier`) or an
    /// Objective-C selector piece (`constant:constant`), not a use of the local: it is followed by
    /// `:` and follows `(` or `,` (Swift) or a receiver or argument (Objective-C). A conditional
    /// expression's `c ? margin : 0` follows `?`, and is a use.
    private static func isLabel(_ index: Int, _ tokens: [SourceToken], language: SourceLanguage) -> Bool {
        guard index > 0, index + 1 < tokens.count, tokens[index + 1].isPunctuation(":") else { return false }
        let previous = tokens[index - 1]
        switch language {
        case .swift: return previous.isPunctuation("(") || previous.isPunctuation(",")
        case .objectiveC:
            switch previous.kind {
            case .identifier, .number, .string, .objcString: return true
            case .punctuation: return previous.isPunctuation(")") || previous.isPunctuation("]")
            }
        }
    }

    /// Whether a number literal starts at `index` (`10`, `-4.5`).
    private static func startsNumber(_ tokens: [SourceToken], at index: Int, before end: Int) -> Bool {
        guard index < end else { return false }
        if case .number = tokens[index].kind { return true }
        guard tokens[index].isPunctuation("-"), index + 1 < end, case .number = tokens[index + 1].kind else { return false }
        return true
    }

    /// The end of the innermost braces around `index` inside the body (the body's end when none).
    private static func scopeEnd(of index: Int, tokens: [SourceToken], closers: [Int?], body: Range<Int>) -> Int {
        var depth = 0
        var position = index - 1
        while position >= body.lowerBound {
            if tokens[position].isPunctuation("}") { depth += 1 }
            if tokens[position].isPunctuation("{") {
                if depth == 0 { return closers[position] ?? body.upperBound }
                depth -= 1
            }
            position -= 1
        }
        return body.upperBound
    }
}
