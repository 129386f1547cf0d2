import LayoutIR

/// What a file's code does, anywhere in the file, to the constraints it keeps in variables:
/// changes their constant (`heightConstraint.constant = 40`, SnapKit's
/// `widthConstraint.update(offset: 0)`, Masonry's `[self.top setOffset:8]`) or switches them off
/// (`isActive = false`, `isActive = isExpanded`, SnapKit's and Masonry's `deactivate`,
/// `NSLayoutConstraint.deactivate([…])`, `removeConstraint(…)`).
///
/// Such a constraint holds what the function that makes it writes only until that code runs,
/// and the running app decides when that is: a finding must hold for every value the code can
/// give it, so the constant is a run-time value and the switched constraint is not laid out as
/// always active. (UIKit: `NSLayoutConstraint.constant` and `isActive` are settable at any time,
/// "Changing Constraints" in the Auto Layout Guide; SnapKit `Constraint.update(offset:)`,
/// `deactivate()`; Masonry `MASConstraint -setOffset:`, `-uninstall`, `-deactivate`.)
struct ConstraintHandleChanges: Sendable {
    /// Handle names whose constant the code sets, with the first place (token index).
    var constants: [String: Int] = [:]
    /// Handle names the code switches off or to a run-time state, with the first place.
    var switches: [String: Int] = [:]

    var isEmpty: Bool { constants.isEmpty && switches.isEmpty }

    /// Marks the function's calls kept in a handle the code changes: a changed constant becomes
    /// a run-time value, a switched constraint one whose state the running app decides.
    func apply(to facts: inout FunctionFacts, line: (Int) -> Int) {
        guard !isEmpty else { return }
        for position in facts.calls.indices {
            guard let target = facts.calls[position].target.map(Self.handleName) else { continue }
            if let at = constants[target], facts.calls[position].call.constant.known != nil, !facts.calls[position].constantSetLocally {
                facts.calls[position].call.constant = .runTime("'\(target)', whose constant the code sets on line \(line(at))")
            }
            if let at = switches[target], facts.calls[position].activityDecidedBy == nil {
                facts.calls[position].activityDecidedBy = "the code switches '\(target)' on line \(line(at))"
            }
        }
    }

    /// The name a handle goes by wherever it is written: `_top` (an Objective-C ivar) and
    /// `self.top` are the same property.
    static func handleName(_ word: String) -> String {
        word.utf8.first == UInt8(ascii: "_") && word.count > 1 && word.hasPrefix("_") ? String(word.dropFirst()) : word
    }

    /// Selectors and members that set a kept constraint's constant.
    private static let constantSetters: WordSet = ["setConstant", "setOffset", "setInsets", "setInset", "setSizeOffset",
                                                       "setCenterOffset"]
    private static let constantMembers: WordSet = ["constant", "offset", "insets", "inset"]
    /// Calls whose arguments are constraints switched off.
    private static let removals: WordSet = ["removeConstraint", "removeConstraints", "deactivateConstraints"]

    /// One pass over the file's tokens.
    /// The words a change starts with: the members, setters and removals, and the calls below.
    private static let changeWords = WordSet(constantMembers.all.union(constantSetters.all).union(removals.all)
        .union(["update", "deactivate", "uninstall", "isActive", "active", "setActive"]))

    static func scan(_ tokens: [SourceToken], closers: [Int?]) -> ConstraintHandleChanges {
        var result = ConstraintHandleChanges()
        // Cheap look first: most files change no constraint they keep.
        guard tokens.contains(where: { $0.identifier.map(changeWords.contains) ?? false }) else { return result }
        func note(_ name: String?, _ table: WritableKeyPath<ConstraintHandleChanges, [String: Int]>, at index: Int) {
            guard let name else { return }
            let handle = handleName(name)
            if result[keyPath: table][handle] == nil { result[keyPath: table][handle] = index }
        }
        for index in tokens.indices {
            // Every case below starts with one of these words: one lookup skips the rest.
            guard let word = tokens[index].identifier, changeWords.contains(word) else { continue }
            let next = index + 1 < tokens.count ? tokens[index + 1] : nil
            let afterDot = index > 0 && tokens[index - 1].isPunctuation(".")
            var receiver = afterDot ? name(endingAt: index - 2, tokens) : nil
            // `hideConstraints.forEach { $0.deactivate() }` (or `{ c in c.deactivate() }`): the
            // closure runs on each element (Apple, `Sequence.forEach(_:)`), so the array's
            // constraints are the ones changed.
            if let element = receiver, let array = forEachArray(around: index, element: element, tokens, closers: closers) {
                receiver = array
            }
            switch word {
            case _ where constantMembers.contains(word) && afterDot && isAssignment(at: index + 1, tokens):
                // `c.constant = 8`, `c.constant += 8`, `self.top.offset = 8` (not `make.top.offset(8)`).
                note(receiver, \.constants, at: index)
            case "update" where afterDot && next?.isPunctuation("(") == true && index + 3 < tokens.count:
                // SnapKit's `c.update(offset: 8)` / `update(inset:)`; `update(priority:)` changes
                // whether it wins, which is its state too.
                switch tokens[index + 2].identifier {
                case "offset", "inset": note(receiver, \.constants, at: index)
                case "priority": note(receiver, \.switches, at: index)
                default: break
                }
            case _ where constantSetters.contains(word) && next?.isPunctuation(":") == true:
                note(index > 0 ? tokens[index - 1].identifier : nil, \.constants, at: index)
            case "deactivate", "uninstall":
                if afterDot, next?.isPunctuation("(") == true, index >= 2, tokens[index - 2].identifier == "NSLayoutConstraint",
                   let close = closers[index + 1] {
                    // `NSLayoutConstraint.deactivate([a, b])` / `deactivate(rows)`.
                    for inner in (index + 2)..<close { note(argumentName(at: inner, tokens), \.switches, at: index) }
                } else if afterDot, next?.isPunctuation("(") == true {
                    note(receiver, \.switches, at: index)
                } else if next?.isPunctuation("]") == true, index > 0 {
                    // Masonry `[self.top deactivate]`.
                    note(tokens[index - 1].identifier, \.switches, at: index)
                }
            case "isActive", "active":
                if afterDot, isAssignment(at: index + 1, tokens), index + 2 < tokens.count,
                   !isTrue(tokens[index + 2]) || continuesValue(index + 3, tokens) {
                    note(receiver, \.switches, at: index)
                }
            case "setActive" where next?.isPunctuation(":") == true:
                if index + 2 < tokens.count, !isTrue(tokens[index + 2]) || continuesValue(index + 3, tokens) {
                    note(index > 0 ? tokens[index - 1].identifier : nil, \.switches, at: index)
                }
            case _ where removals.contains(word):
                // `removeConstraint(c)`, `[view removeConstraints:@[a, b]]`, `[NSLayoutConstraint deactivateConstraints:rows]`.
                var inner = index + 1
                var depth = 0
                while inner < tokens.count, inner < index + 64 {
                    let token = tokens[inner]
                    if token.isPunctuation("(") || token.isPunctuation("[") { depth += 1 }
                    if token.isPunctuation(")") || token.isPunctuation("]") { depth -= 1; if depth < 0 { break } }
                    if token.isPunctuation(";") || token.isPunctuation("{") || token.isPunctuation("}") { break }
                    note(argumentName(at: inner, tokens), \.switches, at: index)
                    if depth == 0, token.isPunctuation(")") { break }
                    inner += 1
                }
            default:
                break
            }
        }
        return result
    }

    /// The array a `forEach` closure around `index` runs on, when `element` is the closure's
    /// parameter (`$0`, or the name before `in`): `rows` in `rows.forEach { $0.deactivate() }`.
    private static func forEachArray(around index: Int, element: String, _ tokens: [SourceToken], closers: [Int?]) -> String? {
        var open = index - 1
        while open >= 0, index - open < 64 {
            if tokens[open].isPunctuation("{"), let close = closers[open], close > index { break }
            open -= 1
        }
        guard open >= 3, index - open < 64, tokens[open - 1].identifier == "forEach", tokens[open - 2].isPunctuation(".") else { return nil }
        let parameter = open + 2 < tokens.count && tokens[open + 2].identifier == "in" ? tokens[open + 1].identifier : "$0"
        guard element == parameter else { return nil }
        return name(endingAt: open - 3, tokens)
    }

    /// The last name of the path ending at `end` (`self.heightConstraint`, `box.height?`).
    private static func name(endingAt end: Int, _ tokens: [SourceToken]) -> String? {
        var end = end
        while end > 0, tokens[end].isPunctuation("?") || tokens[end].isPunctuation("!") { end -= 1 }
        guard end >= 0, end < tokens.count else { return nil }
        return tokens[end].identifier
    }

    /// A name inside an argument list that may be a kept constraint (not a member's label or a
    /// type's name).
    private static func argumentName(at index: Int, _ tokens: [SourceToken]) -> String? {
        guard let word = tokens[index].identifier, !(index + 1 < tokens.count && tokens[index + 1].isPunctuation(":")),
              word.first.map({ !$0.isUppercase }) ?? false, word != "self" else { return nil }
        // `self.rows` is `rows`; `views.first` names no handle of its own.
        if index > 0, tokens[index - 1].isPunctuation("."), index < 2 || tokens[index - 2].identifier != "self" { return nil }
        return word
    }

    private static func isAssignment(at index: Int, _ tokens: [SourceToken]) -> Bool {
        guard index + 1 < tokens.count else { return false }
        if tokens[index].isPunctuation("=") { return !tokens[index + 1].isPunctuation("=") }
        // `+=` / `-=` are two tokens.
        return (tokens[index].isPunctuation("+") || tokens[index].isPunctuation("-")) && tokens[index + 1].isPunctuation("=")
    }

    private static func isTrue(_ token: SourceToken) -> Bool { BooleanLiteral.value(of: token) == true }

    /// True when the token at `index` carries the value before it on (`true && isWide`,
    /// `YES ? a : b`): the assignment's value is then not the literal alone.
    private static func continuesValue(_ index: Int, _ tokens: [SourceToken]) -> Bool {
        guard index < tokens.count else { return false }
        let operators: [Unicode.Scalar] = ["&", "|", "?", "=", "!", "<", ">"]
        return operators.contains { tokens[index].isPunctuation($0) }
    }
}
