import LayoutIR

/// Finds named number constants: Swift `let`s (file level, type statics, a function's own) and
/// Objective-C `const` variables and `#define`s.
struct ConstantCollector {
    var tokens: [SourceToken]
    var closers: [Int?]
    var file: SourceFile
    var language: SourceLanguage

    /// Constants declared outside every function body, qualified by their enclosing types.
    /// `assignedElsewhere`: names some other file of the project assigns (``ProjectFacts/assignedNames``).
    func collect(outside bodies: [Range<Int>], assignedElsewhere: Set<String> = []) -> NamedConstants {
        var constants = NamedConstants()
        var owners: [(name: String, close: Int, overridable: Bool)] = []
        var typedProperties: [(owners: [String], name: String, type: String)] = []
        var assignedHere: Set<String>?
        var index = 0
        var nextBody = 0
        while index < tokens.count {
            while let last = owners.last, last.close < index { owners.removeLast() }
            while nextBody < bodies.count, bodies[nextBody].upperBound <= index { nextBody += 1 }
            if nextBody < bodies.count, bodies[nextBody].contains(index) { index = bodies[nextBody].upperBound; continue }
            if let word = tokens[index].identifier, ["enum", "struct", "class", "extension"].contains(word),
               index + 2 < tokens.count, let name = tokens[index + 1].identifier,
               index == 0 || !tokens[index - 1].isPunctuation(".") {
                var brace = index + 2
                while brace < tokens.count, brace < index + 64, !tokens[brace].isPunctuation("{"), !tokens[brace].isPunctuation(";") { brace += 1 }
                if brace < tokens.count, tokens[brace].isPunctuation("{"), let close = closers[brace] {
                    let final = (max(0, index - 3)..<index).contains { tokens[$0].identifier == "final" }
                    owners.append((name, close, word == "class" && !final))
                }
            }
            bind(at: index, owners: owners.map(\.name), into: &constants, limit: tokens.count)
            if language == .swift, !owners.isEmpty, tokens[index].identifier == "var",
               let (name, expression) = staticStoredVariable(at: index) {
                // A type's stored `static var` keeps its first value while no code assigns it
                // (the project's other files, `assignedElsewhere`, and this one).
                if assignedHere == nil { assignedHere = MemberNameScan.scan(file.bytes, language: language).assigned }
                if !assignedElsewhere.contains(name), assignedHere?.contains(name) == false {
                    constants.bind(name, qualifiedBy: owners.map(\.name), to: expression)
                }
            }
            if language == .swift, !owners.isEmpty, let (name, type) = storedPropertyType(at: index) {
                typedProperties.append((owners.map(\.name), name, type))
            }
            if language == .swift, tokens[index].identifier == "var",
               let end = bindComputed(at: index, owners: owners.map(\.name), overridable: owners.last?.overridable ?? false,
                                      into: &constants) {
                index = end + 1
                continue
            }
            index += 1
        }
        bindMembers(of: typedProperties, into: &constants)
        return constants
    }

    /// `static var height: CGFloat = 260` (with modifiers such as `private` before `static`): its
    /// name and initial value; `nil` for a computed or an observed one, or a `class var`.
    private func staticStoredVariable(at index: Int) -> (String, ArraySlice<SourceToken>)? {
        guard index >= 1, (max(0, index - 4)..<index).contains(where: { tokens[$0].identifier == "static" }),
              let (name, expression) = initialValue(at: index, limit: tokens.count) else { return nil }
        // `static var x = 1 { didSet { … } }`: observed, so something sets it.
        if expression.endIndex < tokens.count, tokens[expression.endIndex].isPunctuation("{") { return nil }
        return (name, expression)
    }

    /// `let name = value` / `var name: Type = value` at `index` (the keyword): the name and the
    /// value's tokens, which end at the statement's end, before `limit`.
    private func initialValue(at index: Int, limit: Int) -> (String, ArraySlice<SourceToken>)? {
        guard index + 2 < tokens.count, let name = tokens[index + 1].identifier else { return nil }
        var equals = index + 2
        if tokens[equals].isPunctuation(":"), equals + 2 < tokens.count { equals += 2 }
        guard equals + 1 < tokens.count, equals + 1 < limit, tokens[equals].isPunctuation("=") else { return nil }
        let end = FunctionReader.statementEnd(tokens, closers: closers, file: file, language: language,
                                              from: equals + 1, limit: limit)
        guard end >= equals + 1, end < tokens.count else { return nil }
        return (name, tokens[(equals + 1)...end])
    }

    /// `let appearance: Appearance` or `var appearance = Appearance()` in a type body: the
    /// property's name and its type's name.
    private func storedPropertyType(at index: Int) -> (String, String)? {
        guard tokens[index].identifier == "let" || tokens[index].identifier == "var", index + 3 < tokens.count,
              let name = tokens[index + 1].identifier, let type = tokens[index + 3].identifier,
              type.utf8.first.map({ $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") }) == true else { return nil }
        let after = index + 4 < tokens.count ? tokens[index + 4] : nil
        if tokens[index + 2].isPunctuation(":") {
            // `Appearance?`, `Appearance.Style`, `Appearance<T>` name other types or no value.
            guard after.map({ !$0.isPunctuation("?") && !$0.isPunctuation("!") && !$0.isPunctuation(".") && !$0.isPunctuation("<") }) ?? true
            else { return nil }
            return (name, type)
        }
        // `= Appearance()`: an instance made with no arguments.
        guard tokens[index + 2].isPunctuation("="), after?.isPunctuation("(") == true, index + 5 < tokens.count,
              tokens[index + 5].isPunctuation(")") else { return nil }
        return (name, type)
    }

    /// A stored property's type decides what its constant members are: `let spacing: CGFloat = 16`
    /// in `struct Appearance` is 16 in every `Appearance`, since a `let` with a value cannot be
    /// set again, by an initializer either (TSPL, Initialization: "Assigning Constant Properties
    /// During Initialization"); so `appearance.spacing` is 16 where `appearance: Appearance`. The
    /// type is looked up nested in the property's owners first (`SolutionView.Appearance`).
    private func bindMembers(of properties: [(owners: [String], name: String, type: String)],
                             into constants: inout NamedConstants) {
        guard !properties.isEmpty else { return }
        var membersByType: [String: [(String, ArraySlice<SourceToken>)]] = [:]
        for (key, expression) in constants.expressions {
            guard let dot = key.lastIndex(of: ".") else { continue }
            membersByType[String(key[..<dot]), default: []].append((String(key[key.index(after: dot)...]), expression))
        }
        for property in properties {
            let nested = (property.owners + [property.type]).joined(separator: ".")
            guard let members = membersByType[nested] ?? membersByType[property.type] else { continue }
            for (member, expression) in members {
                constants.bindMember(member, of: property.name, qualifiedBy: property.owners, to: expression)
            }
        }
    }

    /// The declared classes of properties (`let titleLabel = UILabel()`, `var icon: UIImageView`,
    /// `@property (nonatomic) UIButton *button;`), for the kinds of views a function uses.
    func propertyClasses(outside bodies: [Range<Int>]) -> [String: String] {
        var classes: [String: String] = [:]
        var nextBody = 0
        var index = 0
        while index + 3 < tokens.count {
            while nextBody < bodies.count, bodies[nextBody].upperBound <= index { nextBody += 1 }
            if nextBody < bodies.count, bodies[nextBody].contains(index) { index = bodies[nextBody].upperBound; continue }
            defer { index += 1 }
            switch language {
            case .swift:
                guard tokens[index].identifier == "let" || tokens[index].identifier == "var",
                      let name = tokens[index + 1].identifier,
                      tokens[index + 2].isPunctuation(":") || tokens[index + 2].isPunctuation("="),
                      let type = tokens[index + 3].identifier, type.first?.isUppercase == true else { continue }
                classes[name] = type
            case .objectiveC:
                // `UILabel *titleLabel;` in an `@interface` or class extension.
                guard let type = tokens[index].identifier, type.hasPrefix("UI"), tokens[index + 1].isPunctuation("*"),
                      let name = tokens[index + 2].identifier,
                      tokens[index + 3].isPunctuation(";") || tokens[index + 3].isPunctuation(",") else { continue }
                classes[name] = type
            }
        }
        return classes
    }

    /// A function's own constants.
    func collect(inside body: Range<Int>, skipping nested: [Range<Int>]) -> NamedConstants {
        var constants = NamedConstants()
        var index = body.lowerBound
        while index < body.upperBound {
            if let skip = nested.first(where: { $0.contains(index) }) { index = skip.upperBound; continue }
            bind(at: index, owners: [], into: &constants, limit: body.upperBound)
            if language == .objectiveC { bindSingleAssignmentLocal(at: index, in: body, into: &constants) }
            index += 1
        }
        return constants
    }

    /// Objective-C's C number types, for locals declared with one.
    private static let numberTypes: Set<String> = ["CGFloat", "NSInteger", "NSUInteger", "int", "float", "double",
                                                   "long", "NSTimeInterval", "UILayoutPriority"]

    /// `CGFloat padding = 12;` inside a function: a C local that nothing assigns again (no `=`,
    /// compound assignment, `++`/`--` or `&` on it later in the body) holds its first value
    /// everywhere after, as a Swift `let` does; one that is assigned again is a run-time value.
    private func bindSingleAssignmentLocal(at index: Int, in body: Range<Int>, into constants: inout NamedConstants) {
        guard index > body.lowerBound, let type = tokens[index - 1].identifier, Self.numberTypes.contains(type),
              let name = tokens[index].identifier, index + 2 < body.upperBound,
              tokens[index + 1].isPunctuation("="), !tokens[index + 2].isPunctuation("="),
              !(max(body.lowerBound, index - 4)..<index).contains(where: { tokens[$0].identifier == "const" }) else { return }
        let end = FunctionReader.statementEnd(tokens, closers: closers, file: file, language: language,
                                              from: index + 2, limit: body.upperBound)
        // Punctuation comes one character a token: `+=` is `+` then `=`, `++` is `+` then `+`.
        func isPunctuation(_ position: Int, _ character: Unicode.Scalar) -> Bool {
            position >= body.lowerBound && position < body.upperBound && tokens[position].isPunctuation(character)
        }
        for later in (end + 1)..<body.upperBound where tokens[later].identifier == name {
            // `other.name` is another thing's member.
            if isPunctuation(later - 1, ".") { continue }
            if isPunctuation(later - 1, "&") { return }
            if (isPunctuation(later - 1, "+") && isPunctuation(later - 2, "+"))
                || (isPunctuation(later - 1, "-") && isPunctuation(later - 2, "-")) { return }
            if isPunctuation(later + 1, "=") && !isPunctuation(later + 2, "=") { return }
            for operation in ["+", "-", "*", "/"] as [Unicode.Scalar] where isPunctuation(later + 1, operation) {
                if isPunctuation(later + 2, "=") || isPunctuation(later + 2, operation) && (operation == "+" || operation == "-") { return }
            }
        }
        constants.bind(name, qualifiedBy: [], to: tokens[(index + 2)...end])
    }

    /// `var margin: CGFloat { 16 }` or `{ return 16 }`: one number, unless a subclass may
    /// override it (an instance or `class` property of a class that is not final). Returns the
    /// body's `}` when the property is one.
    private func bindComputed(at index: Int, owners: [String], overridable: Bool, into constants: inout NamedConstants) -> Int? {
        guard index + 3 < tokens.count, let name = tokens[index + 1].identifier, tokens[index + 2].isPunctuation(":") else { return nil }
        var open = index + 3
        while open < tokens.count, open < index + 16, !tokens[open].isPunctuation("{") {
            if tokens[open].isPunctuation("=") || tokens[open].isPunctuation(";") || tokens[open].isPunctuation("}") { return nil }
            open += 1
        }
        guard open < tokens.count, tokens[open].isPunctuation("{"), let close = closers[open], close > open + 1 else { return nil }
        var start = open + 1
        if tokens[start].identifier == "return" { start += 1 }
        guard start < close, tokens[start].identifier.map({ !["get", "set", "didSet", "willSet"].contains($0) }) ?? true else { return nil }
        let end = FunctionReader.statementEnd(tokens, closers: closers, file: file, language: language, from: start, limit: close)
        let isStatic = (max(0, index - 3)..<index).contains { tokens[$0].identifier == "static" }
        if end + 1 == close, isStatic || !overridable { constants.bind(name, qualifiedBy: owners, to: tokens[start...end]) }
        return close
    }

    private func bind(at index: Int, owners: [String], into constants: inout NamedConstants, limit: Int) {
        switch language {
        case .swift:
            guard tokens[index].identifier == "let", let (name, expression) = initialValue(at: index, limit: limit) else { return }
            constants.bind(name, qualifiedBy: owners, to: expression)
        case .objectiveC:
            if tokens[index].isPunctuation("#"), index + 2 < tokens.count, tokens[index + 1].identifier == "define",
               let name = tokens[index + 2].identifier, index + 3 < tokens.count {
                let line = file.location(of: tokens[index + 2].start).line
                var end = index + 3
                while end + 1 < tokens.count, file.location(of: tokens[end + 1].start).line == line { end += 1 }
                guard file.location(of: tokens[index + 3].start).line == line else { return }
                if let macro = FunctionLikeMacro(tokens, name: index + 2, end: end) {
                    constants.bindMacro(name, macro)
                } else {
                    constants.bind(name, qualifiedBy: [], to: tokens[(index + 3)...end])
                }
                return
            }
            guard let name = tokens[index].identifier, index + 2 < tokens.count, index + 2 < limit,
                  tokens[index + 1].isPunctuation("="), !tokens[index + 2].isPunctuation("="),
                  (max(0, index - 4)..<index).contains(where: { tokens[$0].identifier == "const" }) else { return }
            let end = FunctionReader.statementEnd(tokens, closers: closers, file: file, language: language,
                                                  from: index + 2, limit: limit)
            constants.bind(name, qualifiedBy: [], to: tokens[(index + 2)...end])
        }
    }
}
