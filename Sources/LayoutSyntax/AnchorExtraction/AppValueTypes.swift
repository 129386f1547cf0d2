import LayoutIR

/// The app's own structures that carry layout numbers, and what a member of one is when the code
/// builds it with known arguments:
///
/// ```swift
/// struct LayoutInsets {
///     private let topInset: CGFloat?
///     var top: CGFloat { guard let value = self.topInset else { fatalError() }; return value }
///     init(inset: CGFloat) { self.topInset = inset }
/// }
/// struct Appearance { let insets = LayoutInsets(inset: 16) }
/// ```
///
/// `appearance.insets.top` is 16. The Swift rules followed (The Swift Programming Language,
/// *Initialization*): a structure with no initializer of its own gets a memberwise one, whose
/// parameters are the stored properties in order, labelled by their names, except a `let` with an
/// initial value, and with the initial value of a `var` as the default ("Memberwise
/// Initializers for Structure Types"; an optional `var` starts as `nil`, "Default Property
/// Values"); an initializer is chosen by its argument labels as any call is. Only initializers
/// made of assignments to stored properties are followed; a computed property is read when its
/// getter is one expression over the stored ones (`self.topInset ?? 0`), or a `guard let` of one
/// that traps otherwise (the app would stop where it is `nil`, so where it runs it holds the value).
/// Anything else (a `var` the code may change, a method call, a branch) leaves the member a
/// run-time value.
struct AppValueType {
    private struct Stored {
        var name: String
        var isLet: Bool
        var initialValue: ArraySlice<SourceToken>?
        var isOptional: Bool
    }

    private struct Initializer {
        var parameters: [ConstraintHelper.Parameter]
        /// `self.name = expression`, in order; `nil` when the body does anything else.
        var assignments: [(name: String, value: ArraySlice<SourceToken>)]?
    }

    /// What a stored property holds once an initializer has run.
    private enum Held {
        case number(Double)
        /// Swift's `nil`.
        case none
        case unknown
    }

    private let file: SourceFile
    private var stored: [Stored] = []
    private var getters: [String: ArraySlice<SourceToken>] = [:]
    private var initializers: [Initializer] = []

    /// The most tokens a declaration may have to be read (an app's value type is small).
    static let maximumTokens = 4_000

    /// Reads one declaration (`struct Name … { … }`); `nil` when it is not one.
    init?(text: String, name: String) {
        file = SourceFile(path: "struct " + name, text: text)
        let scanned = ScannedSource(file, language: .swift)
        let tokens = scanned.tokens, closers = scanned.closers
        guard tokens.count <= Self.maximumTokens, let open = tokens.firstIndex(where: { $0.isPunctuation("{") }),
              let close = closers[open] else { return nil }
        readMembers(tokens, closers: closers, open: open, close: close)
        for function in SourceFunctions.find(tokens, closers: closers, language: .swift, bytes: file.bytes)
        where function.name == "init" && function.typeName == name && function.close <= close {
            guard let parameters = ConstraintHelper.parameters(tokens, closers: closers, function: function) else { return nil }
            initializers.append(Initializer(parameters: parameters,
                                            assignments: assignments(tokens, closers: closers, function.open, function.close)))
        }
    }

    /// The stored and computed properties declared at the top level of the body.
    private mutating func readMembers(_ tokens: [SourceToken], closers: [Int?], open: Int, close: Int) {
        var index = open + 1
        var isStatic = false
        while index < close {
            let token = tokens[index]
            if token.isPunctuation("{") || token.isPunctuation("(") || token.isPunctuation("[") {
                index = (closers[index] ?? index) + 1
                isStatic = false
                continue
            }
            guard let word = token.identifier else { index += 1; continue }
            switch word {
            case "static", "class", "lazy": isStatic = true; index += 1
            case "func", "init", "subscript", "struct", "enum", "extension": isStatic = false; index += 1
            case "let", "var":
                defer { isStatic = false }
                guard index + 1 < close, let name = tokens[index + 1].identifier else { index += 1; continue }
                // The type runs to the end of the name's line (a trailing `?` makes it optional,
                // not a conditional going on); `=` starts the initial value, `{` a getter or observers.
                let line = file.location(of: tokens[index + 1].start).line
                var cursor = index + 2
                var isOptional = false
                var initial: ArraySlice<SourceToken>?
                var next = cursor
                var isComputed = false
                while cursor < close {
                    let token = tokens[cursor]
                    if token.isPunctuation("=") {
                        let end = FunctionReader.statementEnd(tokens, closers: closers, file: file, language: .swift,
                                                              from: cursor + 1, limit: close)
                        if end >= cursor + 1, end < close { initial = tokens[(cursor + 1)...end] }
                        next = max(end + 1, cursor + 1)
                        break
                    }
                    if token.isPunctuation("{"), let closer = closers[cursor] {
                        next = closer + 1
                        // `{ didSet … }`: stored, with observers; anything else is computed.
                        if let first = tokens[cursor + 1].identifier, first == "didSet" || first == "willSet" { break }
                        isComputed = true
                        if !isStatic {
                            getters[name] = getterExpression(tokens, closers: closers, open: cursor, close: closer) ?? tokens[cursor..<cursor]
                        }
                        break
                    }
                    if file.location(of: token.start).line != line || token.isPunctuation(";") { next = cursor; break }
                    if token.isPunctuation("?") { isOptional = true }
                    if token.isPunctuation("(") || token.isPunctuation("["), let closer = closers[cursor] { cursor = closer + 1; continue }
                    cursor += 1
                    next = cursor
                }
                if !isStatic && !isComputed {
                    stored.append(Stored(name: name, isLet: word == "let", initialValue: initial, isOptional: isOptional))
                }
                index = max(next, index + 2)
            default:
                index += 1
            }
        }
    }

    /// The expression a getter returns: `{ expression }`, `{ return expression }`, `{ get { … } }`,
    /// or `{ guard let value = expression else { … }; return value }`.
    private func getterExpression(_ tokens: [SourceToken], closers: [Int?], open: Int, close: Int) -> ArraySlice<SourceToken>? {
        var start = open + 1
        var end = close
        if tokens[start].identifier == "get", start + 1 < close, tokens[start + 1].isPunctuation("{"),
           let inner = closers[start + 1], inner + 1 == close {
            start += 2
            end = inner
        }
        guard start < end else { return nil }
        if tokens[start].identifier == "guard", start + 4 < end, tokens[start + 1].identifier == "let",
           let local = tokens[start + 2].identifier, tokens[start + 3].isPunctuation("="),
           let elseIndex = (start + 4..<end).first(where: { tokens[$0].identifier == "else" }),
           elseIndex + 1 < end, tokens[elseIndex + 1].isPunctuation("{"), let elseClose = closers[elseIndex + 1],
           elseClose + 3 == end, tokens[elseClose + 1].identifier == "return", tokens[elseClose + 2].identifier == local {
            return tokens[(start + 4)..<elseIndex]
        }
        if tokens[start].identifier == "return" { start += 1 }
        guard start < end else { return nil }
        let last = FunctionReader.statementEnd(tokens, closers: closers, file: file, language: .swift, from: start, limit: end)
        return last + 1 == end ? tokens[start..<end] : nil
    }

    /// `self.name = expression` statements making up a whole initializer body.
    private func assignments(_ tokens: [SourceToken], closers: [Int?], _ open: Int, _ close: Int)
        -> [(name: String, value: ArraySlice<SourceToken>)]? {
        var result: [(name: String, value: ArraySlice<SourceToken>)] = []
        var index = open + 1
        while index < close {
            if tokens[index].isPunctuation(";") { index += 1; continue }
            if tokens[index].identifier == "self", index + 1 < close, tokens[index + 1].isPunctuation(".") { index += 2 }
            guard index + 2 < close, let name = tokens[index].identifier, stored.contains(where: { $0.name == name }),
                  tokens[index + 1].isPunctuation("="), !tokens[index + 2].isPunctuation("=") else { return nil }
            let end = FunctionReader.statementEnd(tokens, closers: closers, file: file, language: .swift, from: index + 2, limit: close)
            guard end >= index + 2, end < close else { return nil }
            result.append((name, tokens[(index + 2)...end]))
            index = end + 1
        }
        return result
    }

    /// The value of `member` of the structure an initializer call builds with `arguments`
    /// (evaluated by `caller`), or `nil` when it is not known.
    func member(_ member: String, arguments: [(label: String, value: ArraySlice<SourceToken>)],
                caller: ConstantEvaluator) -> Double? {
        guard let values = storedValues(arguments: arguments, caller: caller) else { return nil }
        if let index = stored.firstIndex(where: { $0.name == member }) {
            if case .number(let value) = values[index] { return value }
            return nil
        }
        guard let getter = getters[member], !getter.isEmpty else { return nil }
        return evaluate(getter, values: values, caller: caller)
    }

    /// What each stored property holds after the initializer the call chooses.
    private func storedValues(arguments: [(label: String, value: ArraySlice<SourceToken>)], caller: ConstantEvaluator) -> [Held]? {
        let parameters: [ConstraintHelper.Parameter]
        let assignments: [(name: String, value: ArraySlice<SourceToken>)]
        if initializers.isEmpty {
            // The memberwise initializer.
            let settable = stored.filter { !($0.isLet && $0.initialValue != nil) }
            parameters = settable.map { property in
                ConstraintHelper.Parameter(label: property.name, name: property.name,
                                           defaultValue: property.isLet ? nil : property.initialValue ?? (property.isOptional ? Self.nilTokens : nil))
            }
            assignments = settable.map { ($0.name, Self.nameTokens($0.name)) }
        } else {
            let fitting = initializers.filter { ConstraintHelper.bind($0.parameters, arguments) != nil }
            guard fitting.count == 1, let chosen = fitting.first, let body = chosen.assignments else { return nil }
            parameters = chosen.parameters
            assignments = body
        }
        guard let bound = ConstraintHelper.bind(parameters, arguments) else { return nil }
        // The arguments the call gives are the caller's expressions; defaults are the declaration's.
        var parameterValues: [String: Held] = [:]
        for parameter in parameters {
            guard let value = bound.all[parameter.name] else { continue }
            let fromCaller = bound.given[parameter.name] != nil
            parameterValues[parameter.name] = held(value, names: [:], evaluator: fromCaller ? caller : nil, caller: caller)
        }
        var values: [Held] = stored.map { property in
            if let initial = property.initialValue { return held(initial, names: [:], evaluator: nil, caller: caller) }
            return property.isOptional && !property.isLet ? .none : .unknown
        }
        for (name, value) in assignments {
            guard let index = stored.firstIndex(where: { $0.name == name }) else { return nil }
            values[index] = held(value, names: parameterValues, evaluator: nil, caller: caller)
        }
        return values
    }

    /// The value of an expression: `nil`, a name bound in `names`, or a number `evaluator`
    /// computes (the declaration's own evaluator, with `names` as numbers, when none is given).
    private func held(_ tokens: ArraySlice<SourceToken>, names: [String: Held], evaluator: ConstantEvaluator?,
                      caller: ConstantEvaluator) -> Held {
        if tokens.count == 1, tokens.first?.identifier == "nil" { return .none }
        if tokens.count == 1, let name = tokens.first?.identifier, let value = names[name] { return value }
        let value = (evaluator ?? declarationEvaluator(names: names, caller: caller)).number(tokens)
        return value.map(Held.number) ?? .unknown
    }

    /// A getter's expression over the stored values: `a ?? b` takes `b` where `a` is `nil`.
    private func evaluate(_ getter: ArraySlice<SourceToken>, values: [Held], caller: ConstantEvaluator) -> Double? {
        // `self.` is the structure itself.
        var tokens: [SourceToken] = []
        var index = getter.startIndex
        while index < getter.endIndex {
            if getter[index].identifier == "self", index + 1 < getter.endIndex, getter[index + 1].isPunctuation(".") { index += 2; continue }
            tokens.append(getter[index])
            index += 1
        }
        var names: [String: Held] = [:]
        for (position, property) in stored.enumerated() { names[property.name] = values[position] }
        if let coalescing = (0..<max(0, tokens.count - 1)).first(where: { tokens[$0].isPunctuation("?") && tokens[$0 + 1].isPunctuation("?") }) {
            let left = tokens[..<coalescing], right = tokens[(coalescing + 2)...]
            guard left.count == 1, let name = left.first?.identifier, let value = names[name] else { return nil }
            switch value {
            case .number(let number): return number
            case .none: return declarationEvaluator(names: names, caller: caller).number(right)
            case .unknown: return nil
            }
        }
        if tokens.count == 1, let name = tokens.first?.identifier, let value = names[name] {
            if case .number(let number) = value { return number }
            return nil
        }
        return declarationEvaluator(names: names, caller: caller).number(tokens[...])
    }

    /// An evaluator for the declaration's own text: `names` as numbers, the caller's project.
    private func declarationEvaluator(names: [String: Held], caller: ConstantEvaluator) -> ConstantEvaluator {
        var constants = NamedConstants()
        for (name, value) in names {
            if case .number(let number) = value { constants.bind(name, qualifiedBy: [], to: Self.numberTokens(number)) }
        }
        var evaluator = ConstantEvaluator(constants: constants, file: file, builtins: caller.builtins)
        evaluator.project = caller.project
        return evaluator
    }

    private static let nilTokens: ArraySlice<SourceToken> = [SourceToken(kind: .identifier("nil"), start: 0, end: 0)]

    private static func nameTokens(_ name: String) -> ArraySlice<SourceToken> {
        [SourceToken(kind: .identifier(name), start: 0, end: 0)]
    }

    /// A number as tokens the evaluator reads (`-` before a negative one).
    private static func numberTokens(_ value: Double) -> ArraySlice<SourceToken> {
        let digits = SourceToken(kind: .number(String(value.magnitude)), start: 0, end: 0)
        return value < 0 ? [SourceToken(kind: .punctuation(UInt8(ascii: "-")), start: 0, end: 0), digits] : [digits]
    }

    /// The member of a construction of one of the project's structures: `expression` is
    /// `Name(arguments)` or `Name.init(arguments)`.
    static func member(_ member: String, of expression: ArraySlice<SourceToken>, caller: ConstantEvaluator) -> Double? {
        guard let facts = caller.project?.facts, !facts.valueTypes.isEmpty, let first = expression.first,
              let name = first.identifier else { return nil }
        var open = expression.startIndex + 1
        if open + 1 < expression.endIndex, expression[open].isPunctuation("."), expression[open + 1].identifier == "init" { open += 2 }
        guard open < expression.endIndex, expression[open].isPunctuation("("), expression.last?.isPunctuation(")") == true,
              case .text(let text)? = facts.valueTypes[name], let type = AppValueType(text: text, name: name) else { return nil }
        let inside = expression[(open + 1)..<(expression.endIndex - 1)]
        // One group: `Name(a: 1)(b)` is no construction.
        var depth = 0
        for token in inside {
            if token.isPunctuation("(") { depth += 1 } else if token.isPunctuation(")") { depth -= 1 }
            if depth < 0 { return nil }
        }
        let arguments = inside.isEmpty ? [] : TokenGroups.splitOnCommas(inside).map { part -> (label: String, value: ArraySlice<SourceToken>) in
            guard part.count >= 2, let label = part[part.startIndex].identifier, part[part.startIndex + 1].isPunctuation(":") else { return ("", part) }
            return (label, part.dropFirst(2))
        }
        return type.member(member, arguments: arguments, caller: caller)
    }
}

/// Finds the project's structures that may hold layout numbers, for ``ProjectFacts/valueTypes``.
enum AppValueTypes {
    private static let declarationWords = ByteNeedles(["struct "])
    /// Layout numbers are `CGFloat`s: a file with no such word declares no structure of them,
    /// and is not tokenized for this (a quarter of an app's files declare some structure).
    private static let layoutNumberWords = ByteNeedles(["CGFloat"])

    static func collect(_ file: SourceFile, language: SourceLanguage, scan: () -> ScannedSource) -> [String: ProjectFacts.ValueTypeSource] {
        guard language == .swift, ByteSearch.containsAny(file.bytes, declarationWords),
              ByteSearch.containsAny(file.bytes, layoutNumberWords) else { return [:] }
        let source = scan()
        guard source.encodingProblem == nil else { return [:] }
        let tokens = source.tokens, closers = source.closers
        var result: [String: ProjectFacts.ValueTypeSource] = [:]
        var index = 0
        while index + 2 < tokens.count {
            defer { index += 1 }
            guard tokens[index].identifier == "struct", let name = tokens[index + 1].identifier else { continue }
            var open = index + 2
            while open < tokens.count, open < index + 64, !tokens[open].isPunctuation("{") {
                // Generic structures are left alone.
                if tokens[open].isPunctuation("<") { open = tokens.count; break }
                open += 1
            }
            guard open < tokens.count, tokens[open].isPunctuation("{"), let close = closers[open],
                  close - open <= AppValueType.maximumTokens,
                  tokens[open..<close].contains(where: { $0.identifier == "CGFloat" }) else { continue }
            let text = file.text(of: file.span(offset: tokens[index].start, length: tokens[close].end - tokens[index].start))
            let declared = ProjectFacts.ValueTypeSource.text(text)
            if let existing = result[name], existing != declared { result[name] = .varies } else { result[name] = declared }
        }
        return result
    }
}
