/// A function or method with a body, found in the coarse token stream.
struct SourceFunction: Sendable {
    /// `setUpConstraints`, or the Objective-C selector (`configureWithTitle:`).
    var name: String
    /// The innermost type (class, struct, extension, `@implementation`) the function is in.
    var typeName: String?
    /// The first type that type inherits from, when the file says (`UIViewController`).
    var superclass: String?
    /// The parameters' internal names, in order.
    var parameters: [String]
    /// Token index of the body's `{` and of its `}`.
    var open: Int
    var close: Int
    /// Token index of `func` / `init` / the Objective-C `-`.
    var keyword: Int
    /// True when the type is an extension (Swift) or a category (Objective-C), whose
    /// `superclass` is the first type a `where Self: …` clause names.
    var inExtension = false
}

/// Finds functions and methods with bodies. The scan is forgiving: what it cannot make sense of
/// is not a function, and nothing it does depends on the file being well formed.
enum SourceFunctions {
    /// `bytes` are the file's, for where lines start (an Objective-C method starts a line).
    static func find(_ tokens: [SourceToken], closers: [Int?], language: SourceLanguage, bytes: [UInt8]) -> [SourceFunction] {
        switch language {
        case .swift: return swiftFunctions(tokens, closers: closers)
        case .objectiveC: return objectiveCMethods(tokens, closers: closers, bytes: bytes)
        }
    }

    private struct TypeScope {
        var name: String
        var superclass: String?
        var open: Int
        var close: Int
        var isExtension = false
    }

    private static let typeKeywords: WordSet = ["class", "struct", "enum", "extension", "actor", "protocol"]

    private static func swiftFunctions(_ tokens: [SourceToken], closers: [Int?]) -> [SourceFunction] {
        var types: [TypeScope] = []
        var superclasses: [String: String] = [:]
        var functions: [SourceFunction] = []
        var index = 0
        while index < tokens.count {
            defer { index += 1 }
            guard let word = tokens[index].identifier, index == 0 || !tokens[index - 1].isPunctuation(".") else { continue }
            if typeKeywords.contains(word), index + 1 < tokens.count, let name = tokens[index + 1].identifier,
               !["func", "var", "let", "case"].contains(name) {
                guard let open = nextBrace(tokens, from: index + 2, closers: closers),
                      let close = closers[open] else { continue }
                var superclass: String?
                if let colon = (index + 2..<open).first(where: { tokens[$0].isPunctuation(":") }),
                   colon + 1 < open { superclass = tokens[colon + 1].identifier }
                if word == "class", let superclass { superclasses[name] = superclass }
                types.append(TypeScope(name: name, superclass: superclass, open: open, close: close, isExtension: word == "extension"))
                continue
            }
            // `lazy var badge: UIView = { … }()` and `didSet { … }` run code like a function does.
            if let body = propertyBody(tokens, closers: closers, at: index) {
                let scope = types.last { $0.open < index && $0.close > index }
                functions.append(SourceFunction(name: body.name, typeName: scope?.name,
                                                superclass: scope.flatMap { $0.superclass ?? superclasses[$0.name] },
                                                parameters: [], open: body.open, close: body.close, keyword: index))
                continue
            }
            guard word == "func" || word == "init" else { continue }
            var nameIndex = index + 1
            var name = "init"
            if word == "func" {
                guard nameIndex < tokens.count, let functionName = tokens[nameIndex].identifier else { continue }
                name = functionName
                nameIndex += 1
            }
            // Generic parameters and the failable `init?` / `init!` come before the parameter list.
            var parenthesis = nameIndex
            while parenthesis < tokens.count, parenthesis < nameIndex + 32, !tokens[parenthesis].isPunctuation("(") {
                if tokens[parenthesis].isPunctuation("{") || tokens[parenthesis].isPunctuation("}") { break }
                parenthesis += 1
            }
            guard parenthesis < tokens.count, tokens[parenthesis].isPunctuation("("),
                  let parametersClose = closers[parenthesis],
                  let open = nextBrace(tokens, from: parametersClose + 1, closers: closers),
                  let close = closers[open] else { continue }
            let parameters = swiftParameters(tokens[(parenthesis + 1)..<parametersClose])
            let scope = types.last { $0.open < index && $0.close > index }
            functions.append(SourceFunction(name: name, typeName: scope?.name,
                                            superclass: scope.flatMap { $0.superclass ?? superclasses[$0.name] },
                                            parameters: parameters, open: open, close: close, keyword: index,
                                            inExtension: scope?.isExtension ?? false))
        }
        // Extensions name no superclass; a class declared in the same file does.
        for position in functions.indices where functions[position].superclass == nil {
            if let type = functions[position].typeName { functions[position].superclass = superclasses[type] }
        }
        return functions
    }

    /// The `{` that opens a declaration's body, skipping a signature's `throws -> Type where …`;
    /// `nil` when the declaration has no body (a protocol requirement) or the file ends.
    private static func nextBrace(_ tokens: [SourceToken], from start: Int, closers: [Int?]) -> Int? {
        var index = start
        var steps = 0
        while index < tokens.count, steps < 256 {
            let token = tokens[index]
            if token.isPunctuation("{") { return index }
            if token.isPunctuation("}") || token.isPunctuation(";") { return nil }
            if let word = token.identifier, ["func", "var", "let", "init", "case", "class", "struct"].contains(word) { return nil }
            if token.isPunctuation("(") || token.isPunctuation("["), let close = closers[index] {
                index = close + 1
            } else {
                index += 1
            }
            steps += 1
        }
        return nil
    }

    /// Words that start another declaration.
    private static let declarationWords: Set<String> = [
        "var", "let", "func", "init", "deinit", "case", "class", "struct", "enum", "extension", "protocol", "typealias",
        "private", "fileprivate", "public", "internal", "open", "lazy", "static", "override", "weak", "unowned",
        "final", "dynamic", "required", "convenience", "subscript",
    ]

    /// A property initialized by a closure that is called at once (`var x: T = { … }()`), or a
    /// property observer or accessor (`didSet { … }`): its name and body braces.
    private static func propertyBody(_ tokens: [SourceToken], closers: [Int?], at index: Int)
        -> (name: String, open: Int, close: Int)? {
        guard let word = tokens[index].identifier, index + 1 < tokens.count else { return nil }
        // The brace before the word first: it is asked of every word of a file.
        if index > 0, tokens[index - 1].isPunctuation("{") || tokens[index - 1].isPunctuation("}"),
           ["didSet", "willSet", "get", "set"].contains(word) {
            var open = index + 1
            if tokens[open].isPunctuation("("), let close = closers[open] { open = close + 1 }
            guard open < tokens.count, tokens[open].isPunctuation("{"), let close = closers[open] else { return nil }
            return (word, open, close)
        }
        guard word == "var" || word == "let", let name = tokens[index + 1].identifier else { return nil }
        var cursor = index + 2
        while cursor < tokens.count, cursor < index + 40, !tokens[cursor].isPunctuation("=") {
            if tokens[cursor].isPunctuation("{") || tokens[cursor].isPunctuation("}") || tokens[cursor].isPunctuation(";") { return nil }
            // `var model: String` with no value: the next declaration is not this one's.
            if let word = tokens[cursor].identifier, Self.declarationWords.contains(word) { return nil }
            if tokens[cursor].isPunctuation("@") { return nil }
            if tokens[cursor].isPunctuation("(") || tokens[cursor].isPunctuation("["), let close = closers[cursor] {
                cursor = close + 1
                continue
            }
            cursor += 1
        }
        let open = cursor + 1
        guard open < tokens.count, tokens[cursor].isPunctuation("="), tokens[open].isPunctuation("{"),
              let close = closers[open], close + 1 < tokens.count, tokens[close + 1].isPunctuation("(") else { return nil }
        return (name, open, close)
    }

    /// `(to view: UIView, insets: UIEdgeInsets = .zero)` → `["view", "insets"]`.
    private static func swiftParameters(_ tokens: ArraySlice<SourceToken>) -> [String] {
        TokenGroups.splitOnCommas(tokens).compactMap { part in
            guard let colon = part.firstIndex(where: { $0.isPunctuation(":") }), colon > part.startIndex else { return nil }
            return part[colon - 1].identifier
        }
    }

    private static func objectiveCMethods(_ tokens: [SourceToken], closers: [Int?], bytes: [UInt8]) -> [SourceFunction] {
        // A `-` or `+` that begins a line (after `#pragma mark - Section -`, say).
        func startsLine(_ index: Int) -> Bool {
            guard index > 0 else { return true }
            let from = tokens[index - 1].end, to = tokens[index].start
            return from < to && to <= bytes.count && bytes[from..<to].contains(UInt8(ascii: "\n"))
        }
        var superclasses: [String: String] = [:]
        var implementation: String?
        var functions: [SourceFunction] = []
        var index = 0
        while index < tokens.count {
            let token = tokens[index]
            if token.isPunctuation("@"), index + 2 < tokens.count, let word = tokens[index + 1].identifier,
               let name = tokens[index + 2].identifier {
                if word == "interface", index + 4 < tokens.count, tokens[index + 3].isPunctuation(":"),
                   let superclass = tokens[index + 4].identifier {
                    superclasses[name] = superclass
                } else if word == "implementation" {
                    implementation = name
                }
                index += 3
                continue
            }
            if token.isPunctuation("{") {
                // Instance variables, C functions, blocks at file level: not methods.
                index = (closers[index] ?? index) + 1
                continue
            }
            guard token.isPunctuation("-") || token.isPunctuation("+"), index + 1 < tokens.count,
                  tokens[index + 1].isPunctuation("("),
                  index == 0 || tokens[index - 1].isPunctuation(";") || tokens[index - 1].isPunctuation("}")
                    || tokens[index - 1].identifier != nil || tokens[index - 1].isPunctuation(")") || startsLine(index)
            else { index += 1; continue }
            var cursor = index + 1
            var selector = ""
            var parameters: [String] = []
            var body: Int?
            var steps = 0
            while cursor < tokens.count, steps < 512 {
                steps += 1
                let current = tokens[cursor]
                if current.isPunctuation("{") { body = cursor; break }
                if current.isPunctuation(";") || current.isPunctuation("}") || current.isPunctuation("-")
                    || current.isPunctuation("+") || current.isPunctuation("@") { break }
                if current.isPunctuation("("), let close = closers[cursor] {
                    // A parameter's type: the name follows it.
                    if cursor > index + 1, close + 1 < tokens.count, let parameter = tokens[close + 1].identifier {
                        parameters.append(parameter)
                        cursor = close + 2
                    } else {
                        cursor = close + 1
                    }
                    continue
                }
                if let word = current.identifier {
                    if cursor + 1 < tokens.count, tokens[cursor + 1].isPunctuation(":") { selector += word + ":" }
                    else if selector.isEmpty { selector = word }
                }
                cursor += 1
            }
            guard let open = body, let close = closers[open] else { index = cursor; continue }
            functions.append(SourceFunction(name: selector, typeName: implementation,
                                            superclass: implementation.flatMap { superclasses[$0] },
                                            parameters: parameters, open: open, close: close, keyword: index))
            index = close + 1
        }
        return functions
    }
}
