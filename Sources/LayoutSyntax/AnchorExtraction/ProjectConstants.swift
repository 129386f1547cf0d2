import LayoutIR

/// The named numbers one file offers the other files of a project, as Swift and Objective-C
/// scope them: what another file can see, under the names it can use.
///
/// - Swift: file-level `let`s and computed `var`s that are not `private`/`fileprivate`; a
///   type's `static let`s and computed `static var`s as `Type.name` (and `Outer.Inner.name`,
///   `Inner.name`); its other properties as ``ProjectFacts/memberNames`` and, under `Type.name`,
///   as values when they are one number (`let gap = 8`, `var gap: CGFloat { 8 }` in a struct,
///   an enum or a final class) and as varying otherwise (a stored `var`, a computed property a
///   subclass may override). Members of private types and private members stay in their file.
/// - Objective-C: `#define`s and `static const`s of headers (every importer gets them),
///   non-`static` `const` globals of implementation files (`extern` elsewhere); a non-`const`
///   global is a variable, so it varies; `@property` names are member names.
///
/// Values are evaluated against the file's own names; an expression that needs another file
/// (`Spacing.base * 2`) is kept as text for the reader to evaluate against the whole project.
enum ProjectConstants {
    static func collect(_ file: SourceFile, language: SourceLanguage) -> ProjectFacts {
        guard mayDeclare(file, language: language), SourceEncoding.problem(in: file) == nil else { return ProjectFacts() }
        let tokens = SourceScanner.tokens(of: file.bytes, language: language)
        guard !tokens.isEmpty else { return ProjectFacts() }
        var scan = DeclarationScan(tokens: tokens, closers: TokenGroups.matchingClosers(tokens), file: file, language: language)
        switch language {
        case .swift: scan.swift()
        case .objectiveC: scan.objectiveC(isHeader: file.path.hasSuffix(".h"))
        }
        return scan.facts()
    }

    /// A quick look before tokenizing: most files of an app declare nothing another can use.
    static func mayDeclare(_ file: SourceFile, language: SourceLanguage) -> Bool {
        let bytes = file.bytes
        switch language {
        case .swift:
            return ByteSearch.contains(bytes, "let ") || ByteSearch.contains(bytes, "var ")
        case .objectiveC:
            return ByteSearch.contains(bytes, "const") || ByteSearch.contains(bytes, "#define")
                || ByteSearch.contains(bytes, "@property") || ByteSearch.contains(bytes, " = ")
        }
    }
}

/// One pass over a file's declarations: type bodies are entered, every other `{ … }` (function
/// bodies, closures, accessors once read) is stepped over.
private struct DeclarationScan {
    var tokens: [SourceToken]
    var closers: [Int?]
    var file: SourceFile
    var language: SourceLanguage

    /// What the file exports: keys and the expressions to evaluate.
    private var exported: [(keys: [String], expression: ArraySlice<SourceToken>?)] = []
    private var members: Set<String> = []
    /// Every named number of the file, private ones too, to evaluate the exported ones with.
    private var local = NamedConstants()

    init(tokens: [SourceToken], closers: [Int?], file: SourceFile, language: SourceLanguage) {
        self.tokens = tokens
        self.closers = closers
        self.file = file
        self.language = language
    }

    private struct Scope {
        var names: [String]
        var isPrivate: Bool
        /// Structs, enums and final classes: their properties cannot be overridden.
        var isFinal: Bool
        var close: Int
    }

    static let typeKeywords: Set<String> = ["class", "struct", "enum", "extension", "actor", "protocol"]
    static let modifiers: Set<String> = ["public", "private", "fileprivate", "internal", "open", "final", "static",
                                         "class", "override", "lazy", "weak", "unowned", "nonisolated", "dynamic",
                                         "required", "convenience", "indirect", "mutating", "nonmutating", "set"]

    /// The modifiers written before the declaration keyword at `index` (`private static`).
    private func modifiers(before index: Int) -> Set<String> {
        var result: Set<String> = []
        var cursor = index - 1
        while cursor >= 0 {
            let token = tokens[cursor]
            if let word = token.identifier, Self.modifiers.contains(word) { result.insert(word); cursor -= 1; continue }
            // `private(set)`, `@objc`, `@MainActor`.
            if token.isPunctuation(")"), cursor >= 3, tokens[cursor - 1].identifier == "set", tokens[cursor - 2].isPunctuation("(") {
                cursor -= 3
                continue
            }
            if token.identifier != nil, cursor >= 1, tokens[cursor - 1].isPunctuation("@") { cursor -= 2; continue }
            break
        }
        return result
    }

    mutating func swift() {
        var scopes: [Scope] = []
        var index = 0
        while index < tokens.count {
            while let last = scopes.last, last.close < index { scopes.removeLast() }
            let token = tokens[index]
            if token.isPunctuation("{") {
                index = (closers[index] ?? index) + 1
                continue
            }
            guard let word = token.identifier, index == 0 || !tokens[index - 1].isPunctuation(".") else { index += 1; continue }
            if Self.typeKeywords.contains(word), index + 1 < tokens.count, let name = tokens[index + 1].identifier,
               !["func", "var", "let", "case"].contains(name) {
                var path = [name]
                var brace = index + 2
                // `extension Outer.Inner`.
                while brace + 1 < tokens.count, tokens[brace].isPunctuation("."), let part = tokens[brace + 1].identifier {
                    path.append(part)
                    brace += 2
                }
                while brace < tokens.count, brace < index + 128, !tokens[brace].isPunctuation("{"), !tokens[brace].isPunctuation("}") {
                    brace += 1
                }
                guard brace < tokens.count, tokens[brace].isPunctuation("{"), let close = closers[brace] else { index += 1; continue }
                let written = modifiers(before: index)
                let outer = scopes.last
                let isPrivate = (outer?.isPrivate ?? false) || written.contains("private") || written.contains("fileprivate")
                let isFinal = word == "struct" || word == "enum" || written.contains("final")
                scopes.append(Scope(names: (word == "extension" ? [] : outer?.names ?? []) + path, isPrivate: isPrivate,
                                    isFinal: isFinal, close: close))
                index = brace + 1
                continue
            }
            if word == "let" || word == "var" {
                index = property(at: index, isLet: word == "let", scope: scopes.last)
                continue
            }
            index += 1
        }
    }

    /// Reads the property declared at `index` (`let` / `var`); returns where to go on.
    private mutating func property(at index: Int, isLet: Bool, scope: Scope?) -> Int {
        guard index + 1 < tokens.count, let name = tokens[index + 1].identifier else { return index + 1 }
        let written = modifiers(before: index)
        let isPrivate = written.contains("private") || written.contains("fileprivate") || (scope?.isPrivate ?? false)
        let isStatic = written.contains("static")
        // The type annotation runs to `=`, `{` or the end of the line.
        var cursor = index + 2
        let line = file.location(of: tokens[index].start).line
        if cursor < tokens.count, tokens[cursor].isPunctuation(":") {
            cursor += 1
            while cursor < tokens.count, !tokens[cursor].isPunctuation("="), !tokens[cursor].isPunctuation("{"),
                  !tokens[cursor].isPunctuation(";"), !tokens[cursor].isPunctuation("}"),
                  file.location(of: tokens[cursor].start).line == line {
                if (tokens[cursor].isPunctuation("(") || tokens[cursor].isPunctuation("[")), let close = closers[cursor] {
                    cursor = close + 1
                } else {
                    cursor += 1
                }
            }
        }
        var expression: ArraySlice<SourceToken>?
        var isConstant = false
        var next = cursor
        if cursor < tokens.count, tokens[cursor].isPunctuation("=") {
            let end = FunctionReader.statementEnd(tokens, closers: closers, file: file, language: language,
                                                  from: cursor + 1, limit: tokens.count)
            if cursor + 1 <= end, end < tokens.count { expression = tokens[(cursor + 1)...end] }
            isConstant = isLet
            next = end + 1
            if isLet, let expression { local.bind(name, qualifiedBy: scope?.names ?? [], to: expression) }
        } else if cursor < tokens.count, tokens[cursor].isPunctuation("{"), let close = closers[cursor] {
            // A computed property: `{ 16 }` or `{ return 16 }`, not accessors (`get`, `didSet`).
            var start = cursor + 1
            if start < close, tokens[start].identifier == "return" { start += 1 }
            if start < close, tokens[start].identifier.map({ !["get", "set", "didSet", "willSet"].contains($0) }) ?? true {
                let end = FunctionReader.statementEnd(tokens, closers: closers, file: file, language: language,
                                                      from: start, limit: close)
                if end + 1 == close {
                    expression = tokens[start...end]
                    local.bind(name, qualifiedBy: scope?.names ?? [], to: tokens[start...end])
                    // A subclass may override an instance or `class` property of a class.
                    isConstant = isStatic && !written.contains("class") || (scope?.isFinal ?? true)
                }
            }
            next = close + 1
        }
        guard !isPrivate else { return next }
        if let scope {
            members.insert(name)
            guard !scope.names.isEmpty else { return next }
            var keys: [String] = []
            for first in scope.names.indices { keys.append((scope.names[first...] + [name]).joined(separator: ".")) }
            exported.append((keys, isConstant ? expression : nil))
        } else {
            exported.append(([name], isConstant ? expression : nil))
        }
        return next
    }

    mutating func objectiveC(isHeader: Bool) {
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            if token.isPunctuation("{") { index = (closers[index] ?? index) + 1; continue }
            defer { index += 1 }
            if token.isPunctuation("#"), index + 2 < tokens.count, tokens[index + 1].identifier == "define",
               let name = tokens[index + 2].identifier, index + 3 < tokens.count {
                let line = file.location(of: tokens[index + 2].start).line
                guard file.location(of: tokens[index + 3].start).line == line,
                      // `#define MAX(a, b) …` takes arguments: the `(` follows the name at once.
                      !(tokens[index + 3].isPunctuation("(") && tokens[index + 3].start == tokens[index + 2].end) else { continue }
                var end = index + 3
                while end + 1 < tokens.count, file.location(of: tokens[end + 1].start).line == line { end += 1 }
                local.bind(name, qualifiedBy: [], to: tokens[(index + 3)...end])
                if isHeader { exported.append(([name], tokens[(index + 3)...end])) }
                continue
            }
            if token.isPunctuation("@"), index + 1 < tokens.count, tokens[index + 1].identifier == "property" {
                // `@property (nonatomic) CGFloat padding;`: the name is before the `;`.
                var end = index + 2
                while end < tokens.count, end < index + 64, !tokens[end].isPunctuation(";") { end += 1 }
                if end < tokens.count, tokens[end].isPunctuation(";"), let name = tokens[end - 1].identifier { members.insert(name) }
                continue
            }
            // `static const CGFloat kInset = 12;`, `CGFloat const kGap = 8;`, `CGFloat kMargin = 16.0;`.
            guard let name = token.identifier, index >= 1, index + 2 < tokens.count, tokens[index + 1].isPunctuation("="),
                  !tokens[index + 2].isPunctuation("="), tokens[index - 1].identifier != nil || tokens[index - 1].isPunctuation("*")
            else { continue }
            var start = index - 1
            while start > 0, tokens[start - 1].identifier != nil || tokens[start - 1].isPunctuation("*") { start -= 1 }
            let words = Set(tokens[start..<index].compactMap(\.identifier))
            let end = FunctionReader.statementEnd(tokens, closers: closers, file: file, language: language,
                                                  from: index + 2, limit: tokens.count)
            guard end < tokens.count, index + 2 <= end else { continue }
            let isConst = words.contains("const"), isStatic = words.contains("static")
            if isConst { local.bind(name, qualifiedBy: [], to: tokens[(index + 2)...end]) }
            if isHeader || !isStatic { exported.append(([name], isConst ? tokens[(index + 2)...end] : nil)) }
        }
    }

    /// The file's part of the project table.
    func facts() -> ProjectFacts {
        var facts = ProjectFacts()
        for name in members { facts.declareMember(name) }
        let evaluator = ConstantEvaluator(constants: local, file: file, builtins: AnchorExtractor.priorityLevels)
        for (keys, expression) in exported {
            var definition = ProjectFacts.Definition.varies
            if let expression {
                switch evaluator.value(expression) {
                case .known(let value): definition = .number(value)
                case .runTime:
                    // Names another file may define; anything else (a call, a literal of another
                    // type) only the running app knows.
                    if language == .swift, expression.count <= 16, expression.allSatisfy(Self.isArithmetic),
                       expression.contains(where: { $0.identifier != nil }) {
                        definition = .expression(ConstantEvaluator.fullText(expression, file))
                    }
                }
            }
            for key in keys { facts.define(key, definition) }
        }
        return facts
    }

    private static func isArithmetic(_ token: SourceToken) -> Bool {
        switch token.kind {
        case .identifier, .number: return true
        case .punctuation(let byte): return "+-*/().".utf8.contains(byte)
        default: return false
        }
    }
}

/// How one function's file sees the project's constants (``ProjectFacts``), following Swift's
/// and Objective-C's scoping closely enough never to take one name for another.
struct ProjectLookup: Sendable {
    var facts: ProjectFacts
    /// The type the function is in: a name written alone may be its member, declared in an
    /// extension in another file.
    var typeName: String?
    /// Names the reading file declares as anything (a local `var`, a property, a loop
    /// variable): written alone they mean that, never a project constant.
    var declared: Set<String> = []
    /// Types the reading file declares: `Layout.margin` then names the file's own `Layout`.
    var fileTypes: Set<String> = []

    /// The types whose static members an implicit `.name` may be, where a number is expected.
    static let numberTypes = ["CGFloat", "Double", "Float", "Int", "UILayoutPriority", "NSLayoutConstraint.Priority"]

    func definition(of name: String) -> ProjectFacts.Definition? {
        if name.hasPrefix(".") {
            let member = String(name.dropFirst())
            let found = Set(Self.numberTypes.compactMap { facts.definition(of: $0 + "." + member) })
            return found.count == 1 ? found.first : (found.isEmpty ? nil : .varies)
        }
        guard let dot = name.firstIndex(of: ".") else {
            guard !declared.contains(name) else { return nil }
            if let typeName, let member = facts.definition(of: typeName + "." + name) { return member }
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
                if word == "class" || word == "struct" || word == "enum" || word == "actor" || word == "protocol" { types.insert(name) }
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
