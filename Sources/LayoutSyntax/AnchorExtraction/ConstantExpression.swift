import LayoutIR

/// A number in source code: known when it is a literal, arithmetic on literals, or a name bound to
/// one; otherwise the expression's text, kept as a run-time value and never guessed.
enum SourceValue: Sendable, Hashable {
    case known(Double)
    case runTime(String)

    var known: Double? {
        if case .known(let value) = self { return value }
        return nil
    }
}

/// Named number constants visible to a function: file-level `static let margin: CGFloat = 16`,
/// `let padding = 8.0`, Objective-C `static const CGFloat kInset = 12;` and `#define kInset 12`,
/// then the function's own `let`s. A name declared twice with different expressions is not
/// constant as far as vflc can tell, and stays a run-time value.
struct NamedConstants: Sendable {
    private(set) var expressions: [String: ArraySlice<SourceToken>] = [:]
    /// The file's function-like macros (`#define kFit(x) …`), by name.
    private(set) var macros: [String: FunctionLikeMacro] = [:]

    /// Records a function-like macro; a second definition of the name (after an `#undef`, or
    /// under other conditions) leaves it unknown.
    mutating func bindMacro(_ name: String, _ macro: FunctionLikeMacro) {
        guard !conflicting.contains(name) else { return }
        if macros.updateValue(macro, forKey: name) != nil {
            macros[name] = nil
            conflicting.insert(name)
        }
    }
    private var conflicting: Set<String> = []
    /// Keys that are a stored property's member (`appearance.spacing`, see ``bindMember(_:of:qualifiedBy:to:)``).
    private var memberPaths: Set<String> = []

    /// Records `name = expression`, also under its qualified name (`Layout.margin`).
    mutating func bind(_ name: String, qualifiedBy owners: [String], to expression: ArraySlice<SourceToken>) {
        var key = name
        record(key, expression)
        for owner in owners.reversed() {
            key = owner + "." + key
            record(key, expression)
        }
    }

    private mutating func record(_ key: String, _ expression: ArraySlice<SourceToken>) {
        guard !conflicting.contains(key) else { return }
        // Stored at once, the one it replaces looked at after: one lookup of the key, not two.
        if let existing = expressions.updateValue(expression, forKey: key),
           !existing.elementsEqual(expression, by: { $0.kind == $1.kind }) {
            expressions[key] = nil
            conflicting.insert(key)
        }
    }

    /// Records `property.member = expression` for a stored property whose type's `member` is
    /// that constant, under the owners' names only (`Badge.appearance.spacing`): inside the owner,
    /// ``scoped(to:)`` names it `appearance.spacing`; elsewhere the bare path may be another
    /// type's property.
    mutating func bindMember(_ member: String, of property: String, qualifiedBy owners: [String],
                             to expression: ArraySlice<SourceToken>) {
        var key = property + "." + member
        for owner in owners.reversed() {
            key = owner + "." + key
            record(key, expression)
            memberPaths.insert(key)
        }
    }

    /// Drops the member paths of `names` (a function's own locals and parameters of those names
    /// are other values than the properties).
    mutating func hideMembers(of names: Set<String>) {
        guard !memberPaths.isEmpty, !names.isEmpty else { return }
        for key in memberPaths {
            guard let dot = key.firstIndex(of: "."), names.contains(String(key[..<dot])) else { continue }
            expressions[key] = nil
        }
    }

    /// True when `name` is hidden (a parameter) or bound to different expressions.
    func isShadowed(_ name: String) -> Bool { conflicting.contains(name) }

    /// Makes names run-time values (a function's parameters shadow constants of the same name).
    mutating func shadow(_ names: [String]) {
        for name in names { expressions[name] = nil; conflicting.insert(name) }
    }

    /// The constants as a method of `type` sees them: its own properties by their bare names
    /// (`spacing` is `Badge.spacing` inside `Badge` and its extensions), whatever other types of
    /// the file call theirs.
    func scoped(to type: String?) -> NamedConstants {
        guard let type else { return self }
        let prefix = type + "."
        var result = self
        for (key, value) in expressions where key.hasPrefix(prefix) {
            let member = String(key.dropFirst(prefix.count))
            if member.contains(".") {
                guard memberPaths.contains(key) else { continue }
                result.memberPaths.insert(member)
            }
            result.expressions[member] = value
            result.conflicting.remove(member)
        }
        for key in conflicting where key.hasPrefix(prefix) {
            let member = String(key.dropFirst(prefix.count))
            guard !member.contains(".") || memberPaths.contains(key) else { continue }
            result.expressions[member] = nil
            result.conflicting.insert(member)
        }
        return result
    }

    /// These constants with `other`'s on top (a function's own `let`s shadow the file's).
    func overlaid(with other: NamedConstants) -> NamedConstants {
        var result = self
        for (key, value) in other.expressions { result.expressions[key] = value; result.conflicting.remove(key) }
        for key in other.conflicting { result.expressions[key] = nil; result.conflicting.insert(key) }
        return result
    }
}

/// How many names one evaluation may look up. Depth alone does not bound the work: eight levels
/// of constants each defined as a sum of eight others are 16 million lookups.
final class LookupBudget {
    var remaining = 1024
}

/// Evaluates number expressions over the coarse tokens: `16`, `-8`, `2 * margin + 4`,
/// `CGFloat(12)`, `Layout.inset`, `.defaultHigh - 1`, `UILayoutPriority(rawValue: 999)`.
struct ConstantEvaluator {
    var constants: NamedConstants
    var file: SourceFile
    /// Names with a fixed meaning (`UILayoutPriorityDefaultHigh`), looked up before `constants`.
    var builtins: [String: Double] = [:]

    /// Named constants refer to other constants; this bounds how deep.
    static let maximumDepth = 8

    /// Constants of the other files of the project, for names the function's file leaves open.
    var project: ProjectLookup?

    /// Where an evaluation this evaluator starts stands in an enclosing one (a geometry
    /// constant's member evaluates the constant's arguments): its depth and its budget.
    private(set) var startDepth = 0
    private(set) var startBudget: LookupBudget? = nil

    /// The screen size a number the app scales to the screen is computed for (a probe of
    /// ``ScreenProbes``); `nil`: such a number is a run-time value.
    var screen: ScreenProbe? = nil

    /// The members of geometry values that are numbers (`insets.top`, `size.width`).
    private static let geometryMembers: Set<Substring> = ["width", "height", "x", "y", "top", "left", "bottom", "right",
                                                          "leading", "trailing"]

    func value(_ tokens: ArraySlice<SourceToken>) -> SourceValue {
        if let result = number(tokens) { return .known(result) }
        return .runTime(Self.text(tokens, file))
    }

    /// The value of `tokens` when it is known; unlike ``value(_:)`` it never builds the
    /// expression's text.
    func number(_ tokens: ArraySlice<SourceToken>) -> Double? {
        onScreen(number(tokens, depth: startDepth, budget: startBudget ?? LookupBudget()))
    }

    /// The value of a name as the code writes it (`Size.margins.top`), when it is known.
    func number(named name: String) -> Double? { onScreen(named(name, depth: startDepth, budget: startBudget ?? LookupBudget())) }

    /// The value of `tokens` as a number and the part of it that scales with the screen, when
    /// both are known (for the project's table, which holds them apart).
    func screenScaled(_ tokens: ArraySlice<SourceToken>) -> ScreenLinear? {
        number(tokens, depth: startDepth, budget: startBudget ?? LookupBudget())
    }

    /// A value as one number: itself when the screen plays no part, computed for the probe's
    /// screen (and the use recorded) when it does, unknown when there is no probe.
    private func onScreen(_ value: ScreenLinear?) -> Double? {
        guard let value else { return nil }
        guard !value.scaling.isZero else { return value.constant }
        guard let screen else { return nil }
        if value.scaling.width != 0 { screen.uses.width = true }
        if value.scaling.height != 0 { screen.uses.height = true }
        if value.scaling.pixel != 0 { screen.uses.pixel = true }
        let result = value.constant + value.scaling.value(onScreenOf: screen.size, scale: screen.scale)
        return result.isFinite ? result : nil
    }

    private func number(_ tokens: ArraySlice<SourceToken>, depth: Int, budget: LookupBudget) -> ScreenLinear? {
        guard !tokens.isEmpty else { return nil }
        var parser = Parser(tokens: Array(tokens), evaluator: self, depth: depth, budget: budget)
        if let result = parser.expression(), parser.position == parser.tokens.count { return result }
        return nil
    }

    /// `[Theme pad]` → `["Theme", "pad"]`, `[self pad]` → `["pad"]`: an Objective-C message with no
    /// argument, read as the property it gets (`self` is the class the getter is read in); `nil`
    /// for any other four tokens.
    static func getterMessagePath(_ tokens: ArraySlice<SourceToken>) -> [String]? {
        guard tokens.count == 4, tokens.first?.isPunctuation("[") == true, let receiver = tokens[tokens.startIndex + 1].identifier,
              let message = tokens[tokens.startIndex + 2].identifier, tokens.last?.isPunctuation("]") == true else { return nil }
        return receiver == "self" ? [message] : [receiver, message]
    }

    /// The source text of tokens with runs of white space collapsed, shortened for messages.
    static func text(_ tokens: ArraySlice<SourceToken>, _ file: SourceFile) -> String {
        let result = fullText(tokens, file)
        return result.count > 80 ? String(result.prefix(77)) + "..." : result
    }

    /// The source text of tokens with runs of white space collapsed.
    static func fullText(_ tokens: ArraySlice<SourceToken>, _ file: SourceFile) -> String {
        guard let start = tokens.first?.start, let end = tokens.last?.end, end >= start else { return "" }
        if let ascii = collapsedASCII(file.bytes, from: start, to: end) { return ascii }
        let raw = file.text(of: file.span(offset: start, length: end - start))
        var result = ""
        var lastWasSpace = false
        for character in raw {
            if character.isWhitespace {
                if !lastWasSpace { result.append(" ") }
                lastWasSpace = true
            } else {
                result.append(character)
                lastWasSpace = false
            }
        }
        return result
    }

    /// ``fullText(_:_:)`` of bytes that are all ASCII (nearly all code), collapsed byte by byte
    /// without decoding characters or working out a span's line; `nil` when one is not ASCII.
    /// The ASCII characters that are white space are tab, line feed, vertical tab, form feed,
    /// carriage return and space; a CR LF pair is one character, and collapses as two do.
    private static func collapsedASCII(_ bytes: [UInt8], from start: Int, to end: Int) -> String? {
        let lower = min(max(0, start), bytes.count), upper = min(bytes.count, lower + (end - start))
        var result: [UInt8] = []
        result.reserveCapacity(upper - lower)
        var lastWasSpace = false
        for byte in bytes[lower..<upper] {
            guard byte < 0x80 else { return nil }
            if byte == UInt8(ascii: " ") || (byte >= 0x09 && byte <= 0x0D) {
                if !lastWasSpace { result.append(UInt8(ascii: " ")) }
                lastWasSpace = true
            } else {
                result.append(byte)
                lastWasSpace = false
            }
        }
        return String(decoding: result, as: UTF8.self)
    }

    fileprivate func named(_ name: String, depth: Int, budget: LookupBudget) -> ScreenLinear? {
        if let builtin = builtins[name] { return ScreenLinear(builtin) }
        guard depth < Self.maximumDepth, budget.remaining > 0 else { return nil }
        budget.remaining -= 1
        if let expression = constants.expressions[name] { return number(expression, depth: depth + 1, budget: budget) }
        // `Constants.stackViewInsets.top` with `static let stackViewInsets = UIEdgeInsets(top: 52, …)`,
        // a local `let size = CGSize(width: 40, height: 30)` and `size.width`: a member of a
        // geometry constant is the number its initializer gives that member.
        if let dot = name.lastIndex(of: "."), Self.geometryMembers.contains(name[name.index(after: dot)...]),
           let expression = constants.expressions[String(name[..<dot])] {
            var inner = self
            inner.startDepth = depth + 1
            inner.startBudget = budget
            if case .known(let geometry)? = GeometryValue.read(expression, evaluator: inner),
               let value = GeometryValue.member(String(name[name.index(after: dot)...]), of: geometry) {
                return ScreenLinear(value)
            }
        }
        // `appearance.insets.top` with `let insets = LayoutInsets(inset: 16)`: a member of a
        // construction of one of the project's own structures (``AppValueType``).
        if let dot = name.lastIndex(of: "."), project?.facts.valueTypes.isEmpty == false,
           let expression = constructionExpression(String(name[..<dot])) {
            var inner = self
            inner.startDepth = depth + 1
            inner.startBudget = budget
            if let value = AppValueType.member(String(name[name.index(after: dot)...]), of: expression, caller: inner) {
                return ScreenLinear(value)
            }
        }
        // A parameter, or a name the file binds twice: never another file's constant.
        guard !constants.isShadowed(name), let project, let definition = project.definition(of: name) else { return nil }
        switch definition {
        case .number(let value): return ScreenLinear(value)
        case .screenScaled(let value, let scaling): return ScreenLinear(value, scaling)
        case .varies, .macro: return nil
        case .expression(let text):
            // Another file's `Spacing.base * 2`: its names are the project's, not this file's.
            let tokens = SourceScanner.tokens(of: Array(text.utf8), language: .swift)
            var outside = ConstantEvaluator(constants: NamedConstants(), file: file, builtins: builtins)
            outside.project = ProjectLookup(facts: project.facts)
            outside.screen = screen
            return outside.number(tokens[...], depth: depth + 1, budget: budget)
        }
    }

    /// The expression a name is bound to, the file's own or, as text, another file's.
    private func constructionExpression(_ name: String) -> ArraySlice<SourceToken>? {
        if let own = constants.expressions[name] { return own }
        guard !constants.isShadowed(name), case .expression(let text)? = project?.definition(of: name) else { return nil }
        return SourceScanner.tokens(of: Array(text.utf8), language: .swift)[...]
    }

    /// The function-like macro a use of `name` expands: the file's own, else a header's.
    fileprivate func macro(named name: String) -> FunctionLikeMacro? {
        if let own = constants.macros[name] { return own }
        guard !constants.isShadowed(name), constants.expressions[name] == nil,
              case .macro(let parameters, let text)? = project?.definition(of: name) else { return nil }
        return FunctionLikeMacro(parameters: parameters, text: text)
    }

    /// Recursive descent over one expression; recursion depth is bounded by the caller's token
    /// count only through `maximumNesting`, so a 100 000-deep `((((…` is refused, not followed.
    private struct Parser {
        var tokens: [SourceToken]
        var evaluator: ConstantEvaluator
        var depth: Int
        var budget: LookupBudget
        var position = 0
        var nesting = 0
        static let maximumNesting = 64

        static let wrappers: Set<String> = ["CGFloat", "Double", "Float", "Int", "UILayoutPriority", "NSNumber",
                                            "LayoutPriority", "round", "ceil", "floor"]
        static let neutralLabels: Set<String> = ["rawValue"]

        mutating func expression() -> ScreenLinear? {
            guard var result = term() else { return nil }
            while position < tokens.count {
                if tokens[position].isPunctuation("+") {
                    position += 1
                    guard let right = term() else { return nil }
                    result = result + right
                } else if tokens[position].isPunctuation("-") {
                    position += 1
                    guard let right = term() else { return nil }
                    result = result - right
                } else {
                    break
                }
            }
            return result
        }

        mutating func term() -> ScreenLinear? {
            guard var result = factor() else { return nil }
            while position < tokens.count {
                if tokens[position].isPunctuation("*") {
                    position += 1
                    // The screen times the screen is no constant an equation can hold.
                    guard let right = factor(), let product = result * right else { return nil }
                    result = product
                } else if tokens[position].isPunctuation("/") {
                    position += 1
                    // `1 / UIScreen.main.scale`: that many device pixels (``ScreenScaling/pixel``).
                    if screenScale() {
                        guard let pixels = result.number else { return nil }
                        result = ScreenLinear(0, ScreenScaling(width: 0, height: 0, pixel: pixels))
                        continue
                    }
                    guard let right = factor(), let divisor = right.number, divisor != 0 else { return nil }
                    result = result.scaled(by: 1 / divisor, dividing: divisor)
                } else {
                    break
                }
            }
            return result
        }

        mutating func factor() -> ScreenLinear? {
            guard position < tokens.count, nesting < Self.maximumNesting else { return nil }
            nesting += 1
            defer { nesting -= 1 }
            let token = tokens[position]
            if token.isPunctuation("-") { position += 1; return factor().map { ScreenLinear(0) - $0 } }
            if token.isPunctuation("+") { position += 1; return factor() }
            // Objective-C boxing `@(8)` and casts `(CGFloat)8`.
            if token.isPunctuation("@") { position += 1; return factor() }
            if token.isPunctuation("("), position + 2 < tokens.count, let type = tokens[position + 1].identifier,
               Self.wrappers.contains(type), tokens[position + 2].isPunctuation(")") {
                position += 3
                return factor()
            }
            if token.isPunctuation("(") {
                position += 1
                guard let inner = expression(), position < tokens.count, tokens[position].isPunctuation(")") else { return nil }
                position += 1
                return inner
            }
            if case .number(let digits) = token.kind {
                position += 1
                var text = digits.filter { $0 != "_" }
                // Objective-C suffixes: `16.0f`, `8.f`, `10u`.
                while let last = text.last, "fFlLuU".contains(last), !text.hasPrefix("0x") { text.removeLast() }
                if text.hasSuffix(".") { text.removeLast() }
                return Double(text).map { ScreenLinear($0) }
            }
            // `.defaultHigh`, `.zero`.
            if token.isPunctuation("."), position + 1 < tokens.count, let name = tokens[position + 1].identifier {
                position += 2
                return advanced(evaluator.named("." + name, depth: depth, budget: budget))
            }
            // `[UIScreen mainScreen].bounds.size.width`, `CGRectGetWidth([[UIScreen mainScreen] bounds])`.
            if let screen = screenSide() { return screen }
            if position + 3 < tokens.count, let path = ConstantEvaluator.getterMessagePath(tokens[position...(position + 3)]) {
                position += 4
                return advanced(evaluator.named(path.joined(separator: "."), depth: depth, budget: budget))
            }
            guard token.identifier != nil else { return nil }
            var path: [String] = []
            while position < tokens.count, let name = tokens[position].identifier {
                // `self.margin` and `Self.margin` name the enclosing type's constant, recorded unqualified too.
                if name != "self", name != "Self" { path.append(name) }
                position += 1
                guard position + 1 < tokens.count, tokens[position].isPunctuation("."),
                      let next = tokens[position + 1].identifier, !(next == "advanced" && isCall(at: position + 2)) else { break }
                position += 1
            }
            if path.count == 1, Self.wrappers.contains(path[0]), position < tokens.count, tokens[position].isPunctuation("(") {
                position += 1
                if position + 1 < tokens.count, let label = tokens[position].identifier,
                   Self.neutralLabels.contains(label), tokens[position + 1].isPunctuation(":") {
                    position += 2
                }
                guard let inner = expression(), position < tokens.count, tokens[position].isPunctuation(")") else { return nil }
                position += 1
                switch path[0] {
                // Rounding a number that scales with the screen is no longer linear in it.
                case "round": return inner.number.map { ScreenLinear($0.rounded()) }
                case "ceil": return inner.number.map { ScreenLinear($0.rounded(.up)) }
                case "floor": return inner.number.map { ScreenLinear($0.rounded(.down)) }
                default: return inner
                }
            }
            // `kFit(20)`: the macro's body with the argument in place (FunctionLikeMacro).
            if path.count == 1, position < tokens.count, tokens[position].isPunctuation("("),
               let macro = evaluator.macro(named: path[0]) {
                guard depth < ConstantEvaluator.maximumDepth, budget.remaining > 0,
                      let (arguments, next) = FunctionLikeMacro.arguments(tokens, open: position),
                      let expanded = macro.expanded(with: arguments) else { return nil }
                budget.remaining -= 1
                position = next
                return evaluator.number(expanded[...], depth: depth + 1, budget: budget)
            }
            if let side = ScreenBounds.side(ofPath: path) { return side }
            if path.last == "rawValue", path.count >= 2 { path.removeLast() }
            let joined = path.joined(separator: ".")
            if let value = evaluator.named(joined, depth: depth, budget: budget) { return advanced(value) }
            // `UILayoutPriority.defaultHigh`, `NSLayoutConstraint.Priority.required`, `CGFloat.zero`:
            // a builtin's name only on the types that have it (`NSPadding.medium`, an app's own
            // constant another file declares, is no priority).
            if path.count >= 2, let last = path.last, Self.builtinOwners.contains(path.dropLast().joined(separator: ".")),
               let value = evaluator.builtins["." + last] { return advanced(ScreenLinear(value)) }
            return nil
        }

        /// Whether the screen's scale comes next (`UIScreen.main.scale`, `UIScreen.mainScreen.scale`,
        /// `[UIScreen mainScreen].scale`, `[[UIScreen mainScreen] scale]`); it is read past when it does.
        private mutating func screenScale() -> Bool {
            let start = position
            if matches(["[", "[", "UIScreen", "mainScreen", "]", "scale", "]"]) { return true }
            // `[UIScreen mainScreen].scale`: the members `screenPath` reads after the message.
            var path = screenPath().map { ["UIScreen", "main"] + $0 } ?? []
            if path.isEmpty {
                while position < tokens.count, let name = tokens[position].identifier, path.count < 3 {
                    path.append(name)
                    position += 1
                    guard path.count < 3, position + 1 < tokens.count, tokens[position].isPunctuation("."),
                          tokens[position + 1].identifier != nil else { break }
                    position += 1
                }
            }
            // Followed by more (`UIScreen.main.scale.rounded()`) it is something else.
            let followed = position < tokens.count && (tokens[position].isPunctuation(".") || tokens[position].isPunctuation("("))
            if ScreenBounds.isScale(path), !followed { return true }
            position = start
            return false
        }

        /// The screen's width or height written through Objective-C messages: `[UIScreen
        /// mainScreen]` followed by `.bounds.size.width`, `[[UIScreen mainScreen] bounds]` followed
        /// by `.size.width`, or either inside `CGRectGetWidth(…)` / `CGRectGetHeight(…)`.
        private mutating func screenSide() -> ScreenLinear? {
            let start = position
            if let function = tokens[position].identifier, let side = ScreenBounds.rectFunctions[function],
               position + 1 < tokens.count, tokens[position + 1].isPunctuation("(") {
                position += 2
                if let bounds = screenPath(), bounds == ["bounds"], position < tokens.count, tokens[position].isPunctuation(")") {
                    position += 1
                    return side
                }
                position = start
                return nil
            }
            guard let path = screenPath(), let side = ScreenBounds.side(ofPath: ["UIScreen", "main"] + path) else {
                position = start
                return nil
            }
            return side
        }

        /// After `[UIScreen mainScreen]` or `[[UIScreen mainScreen] bounds]`: the members that
        /// follow (`bounds`, `size`, `width`), or `nil` when the tokens here are neither.
        private mutating func screenPath() -> [String]? {
            var path: [String] = []
            if matches(["[", "[", "UIScreen", "mainScreen", "]", "bounds", "]"]) {
                path = ["bounds"]
            } else if !matches(["[", "UIScreen", "mainScreen", "]"]) {
                return nil
            }
            while position + 1 < tokens.count, tokens[position].isPunctuation("."), let name = tokens[position + 1].identifier {
                path.append(name)
                position += 2
            }
            return path
        }

        /// Consumes `words` (identifiers, or one-character punctuation) when the tokens here are they.
        private mutating func matches(_ words: [String]) -> Bool {
            guard position + words.count <= tokens.count else { return false }
            for (offset, word) in words.enumerated() {
                let token = tokens[position + offset]
                let same = word == "[" ? token.isPunctuation("[") : word == "]" ? token.isPunctuation("]") : token.identifier == word
                guard same else { return false }
            }
            position += words.count
            return true
        }

        private func isCall(at index: Int) -> Bool { index < tokens.count && tokens[index].isPunctuation("(") }

        /// The types whose members the builtins name: the priority types of UIKit, AppKit, SnapKit
        /// and Masonry's Swift users, and the number types (for `.zero`).
        static let builtinOwners: Set<String> = [
            "UILayoutPriority", "NSLayoutConstraint.Priority", "Priority", "ConstraintPriority", "LayoutPriority",
            "NSLayoutPriority", "CGFloat", "Double", "Float", "Int",
        ]

        /// `.high.advanced(by: 1)`: a priority moved by a number (`UILayoutPriority` is `Strideable`).
        private mutating func advanced(_ base: ScreenLinear?) -> ScreenLinear? {
            guard var value = base else { return nil }
            while position + 5 < tokens.count, tokens[position].isPunctuation("."), tokens[position + 1].identifier == "advanced",
                  tokens[position + 2].isPunctuation("("), tokens[position + 3].identifier == "by", tokens[position + 4].isPunctuation(":") {
                position += 5
                guard let step = expression(), position < tokens.count, tokens[position].isPunctuation(")") else { return nil }
                position += 1
                value = value + step
            }
            return value
        }
    }
}
