import LayoutIR

/// The `if` / `else` blocks around one statement of a layout helper, kept so that each call of the
/// helper can decide the ones that test its optional parameters: `if let h = height`,
/// `if let height`, `if height != nil`, `if index == nil` and their `else`s. A caller that passes
/// nothing for `height = nil` never runs the `if`; one that passes `20` always does, with `h` as 20.
/// Swift runs an `if let` body exactly when the optional holds a value (The Swift Programming
/// Language, "Optional Binding"); a default argument is used when the call leaves it out
/// ("Default Parameter Values").
struct HelperBranches: Sendable {
    /// One enclosing block: its condition's clauses, and whether the statement is in its `else`.
    struct Branch: Sendable {
        var clauses: [Clause]
        var negated: Bool
    }

    /// A clause of an `if` condition (clauses are joined by `,`: all must hold).
    enum Clause: Sendable {
        /// `let name = parameter`, `let parameter`, `parameter != nil`.
        case present(parameter: String, binding: String?)
        /// `parameter == nil`.
        case absent(parameter: String)
        /// `switch parameter { case .a, .b: … }`: the parameter is one of these enum cases.
        case oneOf(parameter: String, cases: [String])
        /// `flag`, `!flag`, `flag == true`, `flag != false`: a `Bool` parameter is `value`.
        case flag(parameter: String, value: Bool)
        /// `width > 0`, `inset != 0`, `height <= 44`: a number parameter compared with a number.
        case comparison(parameter: String, relation: String, number: Double)
        /// Anything else: only the running app knows.
        case other
    }

    var branches: [Branch]
    /// False when a loop, closure or `switch` also encloses the statement: deciding the branches
    /// does not decide whether it runs.
    var complete: Bool

    /// What the statement's blocks say for one call: `false` when it never runs, `true` when it
    /// runs, `nil` when the call does not decide it; and the names its `if let`s bind. `present`
    /// names the parameters whose arguments the caller knows hold a value (a view it made or
    /// added before the call).
    func decide(_ arguments: [String: ArraySlice<SourceToken>], present: Set<String> = [], evaluator: ConstantEvaluator)
        -> (runs: Bool?, bindings: [String: ArraySlice<SourceToken>]) {
        func argumentHoldsValue(_ parameter: String) -> Bool? {
            if present.contains(parameter) { return true }
            return arguments[parameter].flatMap { Self.holdsValue($0, evaluator: evaluator) }
        }
        var bindings: [String: ArraySlice<SourceToken>] = [:]
        var runs: Bool? = complete
        for branch in branches {
            var holds: Bool? = true
            for clause in branch.clauses {
                let value: Bool?
                switch clause {
                case .present(let parameter, let binding):
                    value = argumentHoldsValue(parameter)
                    // Inside the body the bound name is the argument, whether or not this
                    // call decides that the body runs (it stays conditional if not).
                    if value != false, !branch.negated, let binding, let argument = arguments[parameter] { bindings[binding] = argument }
                case .absent(let parameter):
                    value = argumentHoldsValue(parameter).map(!)
                case .oneOf(let parameter, let cases):
                    // A literal case at the call (`.width`, `Dimension.width`) picks its `case`.
                    value = arguments[parameter].flatMap(Self.enumCase).map(cases.contains)
                case .flag(let parameter, let expected):
                    // A literal `true` or `false` at the call, or as the default it leaves in place.
                    value = arguments[parameter].flatMap(Self.booleanLiteral).map { $0 == expected }
                case .comparison(let parameter, let relation, let number):
                    // A number the call (or the default it leaves in place) gives.
                    value = arguments[parameter].flatMap { evaluator.number($0) }.flatMap { Self.compare($0, relation, number) }
                case .other:
                    value = nil
                }
                if value == false { holds = false; break }
                if value == nil { holds = nil }
            }
            let enters = branch.negated ? holds.map(!) : holds
            if enters == false { return (false, [:]) }
            if enters == nil { runs = nil }
        }
        return (runs == true ? true : nil, bindings)
    }

    /// Whether an argument holds a value: `nil` / `.none` do not; a number, a literal, a member
    /// (`.zero`), a value built by a type (`UIEdgeInsets(…)`), a view's anchor or `self` (never optional in a
    /// method: The Swift Programming Language, "The self Property") does; anything else (a
    /// variable that may be optional) is the running app's.
    static func holdsValue(_ argument: ArraySlice<SourceToken>, evaluator: ConstantEvaluator) -> Bool? {
        guard let first = argument.first else { return nil }
        if argument.count == 1, first.identifier == "nil" { return false }
        if argument.count == 1, first.identifier == "self" { return true }
        if argument.count == 2, first.isPunctuation("."), argument.last?.identifier == "none" { return false }
        if evaluator.number(argument) != nil { return true }
        // A view's anchor (`card.topAnchor`, `view.safeAreaLayoutGuide.bottomAnchor`): UIKit's
        // anchor and guide properties are not optional, so without a `?` in the chain it is there.
        if ConstraintCallReader.plainAnchor(argument) != nil, !argument.contains(where: { $0.isPunctuation("?") }) { return true }
        switch first.kind {
        case .number, .string, .objcString: return true
        case .punctuation: return first.isPunctuation(".") && argument.count == 2 ? true : nil
        case .identifier(let word):
            let second = argument.dropFirst().first
            return word.first?.isUppercase == true && second?.isPunctuation("(") == true ? true : nil
        }
    }

    /// `left relation right` for Swift's comparison operators; `nil` for any other relation.
    static func compare(_ left: Double, _ relation: String, _ right: Double) -> Bool? {
        switch relation {
        case ">": left > right
        case ">=": left >= right
        case "<": left < right
        case "<=": left <= right
        case "==": left == right
        case "!=": left != right
        default: nil
        }
    }

    /// The value of an argument written as Swift's `true` or `false` (The Swift Programming
    /// Language, "Boolean Literals"); anything else is the running app's.
    static func booleanLiteral(_ argument: ArraySlice<SourceToken>) -> Bool? {
        guard argument.count == 1, let word = argument.first?.identifier else { return nil }
        switch word {
        case "true": return true
        case "false": return false
        default: return nil
        }
    }

    /// The enum case an argument names literally: `.width`, `UIView.Dimension.width`.
    static func enumCase(_ argument: ArraySlice<SourceToken>) -> String? {
        guard argument.count >= 2, let name = argument.last?.identifier, argument[argument.endIndex - 2].isPunctuation("."),
              argument.dropLast(2).allSatisfy({ $0.identifier?.first?.isUppercase == true || $0.isPunctuation(".") }) else { return nil }
        return name
    }

    /// The branch a `switch` case is, over `parameters`: decided at a call only when the subject
    /// is a parameter itself.
    static func branch(_ switchCase: FunctionFacts.BranchTests.SwitchCase, parameters: Set<String>) -> Branch {
        guard switchCase.subject.count == 1, let name = switchCase.subject.first?.identifier, parameters.contains(name) else {
            return Branch(clauses: [.other], negated: switchCase.negated)
        }
        return Branch(clauses: [.oneOf(parameter: name, cases: switchCase.names)], negated: switchCase.negated)
    }

    /// The clauses of an `if` condition over `parameters`.
    static func clauses(_ condition: ArraySlice<SourceToken>, parameters: Set<String>) -> [Clause] {
        TokenGroups.splitOnCommas(condition).map { clause in
            let words = clause.map { $0.identifier }
            // `let h = height` / `var h = height` / `let height`.
            if words.first == "let" || words.first == "var" {
                if clause.count == 2, let name = words[1], parameters.contains(name) { return .present(parameter: name, binding: nil) }
                if clause.count == 4, let binding = words[1], clause[clause.startIndex + 2].isPunctuation("="),
                   let name = words[3], parameters.contains(name) {
                    return .present(parameter: name, binding: binding)
                }
                return .other
            }
            // `flag`, `!flag`.
            if clause.count == 1, let name = words[0], parameters.contains(name) { return .flag(parameter: name, value: true) }
            if clause.count == 2, clause[clause.startIndex].isPunctuation("!"), let name = words[1], parameters.contains(name) {
                return .flag(parameter: name, value: false)
            }
            // `flag == true`, `flag != false`.
            if clause.count == 4, let name = words[0], parameters.contains(name), clause[clause.startIndex + 2].isPunctuation("="),
               let literal = Self.booleanLiteral(clause[(clause.startIndex + 3)...]) {
                let first = clause[clause.startIndex + 1]
                if first.isPunctuation("=") { return .flag(parameter: name, value: literal) }
                if first.isPunctuation("!") { return .flag(parameter: name, value: !literal) }
            }
            // `width > 0`, `inset != 0`: a comparison operator's one or two punctuation tokens
            // between the parameter and a number literal.
            if (3...4).contains(clause.count), let name = words[0], parameters.contains(name),
               case .number(let digits) = clause[clause.endIndex - 1].kind, let number = Double(digits.filter { $0 != "_" }),
               number.isFinite {
                let relation = clause[(clause.startIndex + 1)..<(clause.endIndex - 1)].map { token -> String in
                    if case .punctuation(let byte) = token.kind { return String(UnicodeScalar(byte)) }
                    return "?"
                }.joined()
                if Self.compare(0, relation, 0) != nil { return .comparison(parameter: name, relation: relation, number: number) }
            }
            // `height != nil`, `height == nil`.
            if clause.count == 4, let name = words[0], parameters.contains(name), words[3] == "nil",
               clause[clause.startIndex + 2].isPunctuation("=") {
                let first = clause[clause.startIndex + 1]
                if first.isPunctuation("!") { return .present(parameter: name, binding: nil) }
                if first.isPunctuation("=") { return .absent(parameter: name) }
            }
            return .other
        }
    }
}
