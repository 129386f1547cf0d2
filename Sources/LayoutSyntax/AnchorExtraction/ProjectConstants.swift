import LayoutIR

/// The named numbers one file offers the other files of a project, as Swift and Objective-C
/// scope them: what another file can see, under the names it can use.
///
/// - Swift: file-level `let`s and computed `var`s that are not `private`/`fileprivate`; a
///   type's `static let`s and computed `static var`s as `Type.name` (and `Outer.Inner.name`,
///   `Inner.name`). A stored `static var` and a `class var` (a subclass may override it) vary.
///   Members of private types and private members stay in their file. Every other property
///   name is a member name (``ProjectFacts/memberNames``): written alone inside a type, it may
///   be an inherited property rather than a global.
/// - Objective-C: `#define`s and `static const`s of headers (every importer gets them),
///   non-`static` `const` globals of implementation files (`extern` elsewhere); a non-`const`
///   global is a variable, so it varies; `@property` names are member names.
///
/// Values are evaluated against the file's own names; an expression that needs another file
/// (`Spacing.base * 2`) is kept as text for the reader to evaluate against the whole project.
enum ProjectConstants {
    static func collect(_ file: SourceFile, language: SourceLanguage) -> ProjectFacts {
        collect(file, language: language) { ScannedSource(file, language: language) }
    }

    /// The same, with the file's tokens from `scan` (shared with the other facts of the file).
    static func collect(_ file: SourceFile, language: SourceLanguage, scan: () -> ScannedSource) -> ProjectFacts {
        // Member names are found on the bytes: every file has some, and tokenizing every file
        // of an app twice would add half of what lint costs.
        let members = MemberNameScan.scan(file.bytes, language: language)
        var facts = ProjectFacts()
        facts.declareMembers(members.names)
        facts.declareAssigned(members.assigned)
        for (type, superclass) in members.superclasses { facts.declareSuperclass(of: type, superclass) }
        guard mayDeclare(file, language: language, fileLevel: members.hasFileLevelDeclaration) else { return facts }
        let source = scan()
        guard source.encodingProblem == nil, !source.tokens.isEmpty else { return facts }
        var declarations = DeclarationScan(tokens: source.tokens, closers: source.closers, file: file, language: language)
        switch language {
        case .swift: declarations.swift()
        case .objectiveC: declarations.objectiveC(isHeader: SourceLanguage.isHeader(file.path))
        }
        return ProjectFacts(merging: [facts, declarations.facts()])
    }

    /// How a class getter of a number starts (`+ (CGFloat)pad`), for the quick look.
    static let classGetterWords = ByteNeedles(["+ (CGFloat)", "+(CGFloat)", "+ (UIEdgeInsets)", "+(UIEdgeInsets)",
                                               "+ (CGSize)", "+(CGSize)", "+ (NSInteger)", "+(NSInteger)", "+ (double)", "+(double)"])

    /// A quick look before tokenizing: most files of an app declare no number another file can
    /// use, and tokenizing them all a second time would cost a third of what lint costs. Only
    /// a file with a file-level declaration, a non-private `static` property whose line looks
    /// like a number (a number type, a digit or arithmetic after `=`), a header's `#define`, or
    /// a file-level `const` of a number type (not `static` outside a header) is read. A file
    /// left out exports nothing: its names stay unknown, which is never a wrong value.
    static func mayDeclare(_ file: SourceFile, language: SourceLanguage, fileLevel: Bool) -> Bool {
        file.bytes.withUnsafeBufferPointer { bytes in
            switch language {
            case .swift:
                return fileLevel || NumberDeclarationScan.hasNumericStatic(bytes)
            case .objectiveC:
                return (SourceLanguage.isHeader(file.path) && ByteSearch.contains(file.bytes, "#define"))
                    || NumberDeclarationScan.hasNumericConst(bytes, isHeader: SourceLanguage.isHeader(file.path))
                    || (!SourceLanguage.isHeader(file.path) && ByteSearch.containsAny(file.bytes, classGetterWords))
            }
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
    private var exported: [(keys: [String], expression: ArraySlice<SourceToken>?, isVariable: Bool)] = []
    /// A header's function-like macros, for every importer to expand.
    private var macros: [(name: String, definition: ProjectFacts.Definition)] = []
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
        var isVariable = false
        var next = cursor
        if cursor < tokens.count, tokens[cursor].isPunctuation("=") {
            let end = FunctionReader.statementEnd(tokens, closers: closers, file: file, language: language,
                                                  from: cursor + 1, limit: tokens.count)
            if cursor + 1 <= end, end < tokens.count { expression = tokens[(cursor + 1)...end] }
            // A `static var` (or a file's `var`) keeps its value while no code assigns it; whether
            // some does is the project's to say (``ProjectFacts/assignedNames``).
            isConstant = true
            isVariable = !isLet
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
            // Only type properties: an instance's is no `Type.name`, and a name written alone
            // that may be one is kept from globals by the member names.
            guard isStatic || written.contains("class"), !scope.names.isEmpty else { return next }
            // `Outer.Inner.name`, `Inner.name`: each key is the next shorter one's owner, a dot and
            // it (built from the name outwards: `joined(separator:)` per key cost a third of the scan).
            var keys: [String] = []
            keys.reserveCapacity(scope.names.count)
            var key = name
            for owner in scope.names.reversed() {
                key = owner + "." + key
                keys.append(key)
            }
            keys.reverse()
            exported.append((keys, isConstant ? expression : nil, isVariable))
        } else {
            exported.append(([name], isConstant ? expression : nil, isVariable))
        }
        return next
    }

    mutating func objectiveC(isHeader: Bool) {
        var index = 0
        var implementation: String?
        while index < tokens.count {
            let token = tokens[index]
            if token.isPunctuation("{") { index = (closers[index] ?? index) + 1; continue }
            defer { index += 1 }
            if token.isPunctuation("@"), index + 1 < tokens.count, let word = tokens[index + 1].identifier {
                if word == "implementation", index + 2 < tokens.count { implementation = tokens[index + 2].identifier }
                if word == "end" { implementation = nil }
                continue
            }
            if token.isPunctuation("+"), let type = implementation, let (name, value) = classGetter(at: index) {
                // `+ (CGFloat)pad { return 8.f; }`: `Th.pad`, `[Th pad]` (and `[self pad]` in the
                // class's own getters) call this very method, so the number is its.
                local.bind(name, qualifiedBy: [type], to: value)
                exported.append(([type + "." + name], value, false))
                continue
            }
            if token.isPunctuation("#"), index + 2 < tokens.count, tokens[index + 1].identifier == "define",
               let name = tokens[index + 2].identifier, index + 3 < tokens.count {
                let line = file.location(of: tokens[index + 2].start).line
                guard file.location(of: tokens[index + 3].start).line == line else { continue }
                var end = index + 3
                while end + 1 < tokens.count, file.location(of: tokens[end + 1].start).line == line { end += 1 }
                // `#define MAX(a, b) …` takes arguments: the `(` follows the name at once.
                if tokens[index + 3].isPunctuation("("), tokens[index + 3].start == tokens[index + 2].end {
                    if isHeader, let macro = FunctionLikeMacro(tokens, name: index + 2, end: end) {
                        macros.append((name, .macro(macro.parameters, ConstantEvaluator.fullText(macro.body, file))))
                    }
                    continue
                }
                local.bind(name, qualifiedBy: [], to: tokens[(index + 3)...end])
                if isHeader { exported.append(([name], tokens[(index + 3)...end], false)) }
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
            if isHeader || !isStatic { exported.append(([name], isConst ? tokens[(index + 2)...end] : nil, false)) }
        }
    }

    /// The number types a class getter of a layout constant returns.
    static let getterTypes: Set<String> = ["CGFloat", "double", "float", "NSInteger", "NSUInteger", "int",
                                           "UIEdgeInsets", "CGSize", "CGPoint", "NSDirectionalEdgeInsets"]

    /// An Objective-C class method at `index` (its `+`) that takes no argument and returns one
    /// expression: `+ (CGFloat)pad { return 8.f; }`. Its name and the returned expression.
    private func classGetter(at index: Int) -> (name: String, value: ArraySlice<SourceToken>)? {
        guard index + 5 < tokens.count, tokens[index + 1].isPunctuation("("), let type = tokens[index + 2].identifier,
              Self.getterTypes.contains(type), tokens[index + 3].isPunctuation(")"), let name = tokens[index + 4].identifier,
              tokens[index + 5].isPunctuation("{"), let close = closers[index + 5], close > index + 7,
              tokens[index + 6].identifier == "return", tokens[close - 1].isPunctuation(";") else { return nil }
        let value = tokens[(index + 7)..<(close - 1)]
        guard !value.isEmpty, !value.contains(where: { $0.isPunctuation(";") || $0.isPunctuation("{") }) else { return nil }
        return (name, value)
    }

    /// The file's part of the project table.
    func facts() -> ProjectFacts {
        var facts = ProjectFacts()
        for (name, macro) in macros { facts.define(name, macro) }
        let evaluator = ConstantEvaluator(constants: local, file: file, builtins: AnchorExtractor.priorityLevels)
        for (keys, expression, isVariable) in exported {
            if isVariable { for key in keys { facts.declareVariable(key) } }
            var definition = ProjectFacts.Definition.varies
            // `static let avatarSize = CGSize(width: 46, height: 46)`: its members are numbers
            // (`CGSize.avatarSize.width`), as are an inset's sides.
            if let expression, evaluator.number(expression) == nil,
               case .known(let geometry)? = GeometryValue.read(expression, evaluator: evaluator) {
                for member in ["width", "height", "x", "y", "top", "left", "bottom", "right", "leading", "trailing"] {
                    // A plain number is no struct; `.zero` has every member 0.
                    if case .scalar = geometry, !GeometryValue.isZero(geometry) { break }
                    guard let value = GeometryValue.member(member, of: geometry) else { continue }
                    for key in keys { facts.define(key + "." + member, .number(value)) }
                }
            }
            if let expression {
                if let value = evaluator.number(expression) {
                    definition = .number(value)
                } else if let scaled = evaluator.screenScaled(expression) {
                    // `#define kGap (20 * [UIScreen mainScreen].bounds.size.width / 375)`: the
                    // reader computes it for each screen.
                    definition = .screenScaled(scaled.constant, scaled.scaling)
                } else if language == .swift, expression.count <= 16, expression.allSatisfy(Self.isArithmetic),
                          expression.contains(where: { $0.identifier != nil }) {
                    // Names another file may define; anything else (a call, a literal of another
                    // type) only the running app knows.
                    definition = .expression(ConstantEvaluator.fullText(expression, file))
                } else if language == .swift, Self.isConstruction(expression) {
                    // `static let standard = LayoutInsets(inset: 16)`: the members of one of the
                    // project's structures are read where they are used (``AppValueType``).
                    definition = .expression(ConstantEvaluator.fullText(expression, file))
                }
            }
            for key in keys { facts.define(key, definition) }
        }
        return facts
    }

    /// `Name(label: 16, other: -8)`: a type's initializer called with labels and arithmetic.
    private static func isConstruction(_ expression: ArraySlice<SourceToken>) -> Bool {
        guard expression.count <= 32, expression.count >= 3, expression.first?.identifier?.first?.isUppercase == true,
              expression[expression.startIndex + 1].isPunctuation("("), expression.last?.isPunctuation(")") == true else { return false }
        return expression.allSatisfy { isArithmetic($0) || $0.isPunctuation(":") || $0.isPunctuation(",") }
    }

    private static func isArithmetic(_ token: SourceToken) -> Bool {
        switch token.kind {
        case .identifier, .number: return true
        case .punctuation(let byte): return "+-*/().".utf8.contains(byte)
        default: return false
        }
    }
}
