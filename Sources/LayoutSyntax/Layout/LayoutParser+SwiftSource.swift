import LayoutIR

/// What checking one SnapKit closure of a Swift file found.
public struct SnapKitClosureCheck: Sendable {
    /// Errors and warnings, positioned in the Swift file.
    public var diagnostics: [LayoutDiagnostic]
    /// The parts of the closure that could not be read statically; empty when all of it was checked.
    public var skipped: [SkippedInput]
}

/// The parser's state while it checks a closure of a Swift file.
struct SwiftSourceCheck {
    /// Lines (or parts) that could not be read, in the order met.
    var unreadable: [SkippedInput] = []
    /// How many of them made their whole line unreadable (the others are unknown numbers).
    var skippedLines = 0
    /// Diagnostics of lines that were read completely.
    var reported: [LayoutDiagnostic] = []
}

extension LayoutParser {
    /// Checks one `x.snp.makeConstraints { … }` statement of a Swift file (`range` covers it, from the
    /// receiver to the closing brace) with the `.layout` language's SnapKit parser.
    ///
    /// Swift files declare no views, so every receiver and argument (`titleLabel`, `self.view`,
    /// `view.safeAreaLayoutGuide`, `$0`, `superview`) is taken as a view or guide. What needs running
    /// the program to know — variables as constants, function calls, `if` statements, a project's own
    /// SnapKit extensions — is skipped and listed in ``SnapKitClosureCheck/skipped``, never reported:
    /// in a CI linter a false alarm costs more than a miss. Diagnostics point into the Swift file.
    public static func checkSnapKitClosure(in file: SourceFile, range: Range<Int>) -> SnapKitClosureCheck {
        let parser = LayoutFileParser(file: file, options: LayoutParseOptions(), range: range)
        var screen = ScreenBuilder(name: "", span: nil)
        screen.openWorld = true
        parser.screen = screen
        parser.swiftSource = SwiftSourceCheck()
        parser.statementStart = parser.token.offset
        let receiver = parser.token
        if receiver.kind == .identifier {
            parser.parsePathStatement()
        }
        var check = parser.swiftSource ?? SwiftSourceCheck()
        if receiver.kind != .identifier {  // e.g. a non-ASCII name, which the `.layout` lexer does not take
            check.unreadable.append(SkippedInput(span: file.span(offset: range.lowerBound, length: 0),
                                                reason: "a receiver vflc does not read"))
        }
        // Whatever is left was said about the closure's shape (a brace the Swift scanner and this
        // parser see differently, a stray token after it): not the user's error, only unread code.
        for leftover in parser.diagnostics where leftover.severity == .error {
            check.unreadable.append(SkippedInput(span: leftover.span, reason: leftover.message))
        }
        let diagnostics = check.reported.enumerated().sorted { lhs, rhs in
            let l = lhs.element.span?.offset ?? Int.max
            let r = rhs.element.span?.offset ?? Int.max
            return l != r ? l < r : lhs.offset < rhs.offset
        }.map(\.element)
        return SnapKitClosureCheck(diagnostics: diagnostics, skipped: check.unreadable)
    }
}

extension LayoutFileParser {
    /// The item a path of Swift names stands for when views are not declared: the names joined
    /// (`cell.contentView`), or a layout guide of them (`view.safeAreaLayoutGuide`); `self` alone is
    /// the receiver of a view subclass, `self.view` and `view` the root view.
    func openWorldItem(_ names: [String]) -> LayoutItem {
        var parts = names[...]
        if parts.first == "self", parts.count > 1 { parts = parts.dropFirst() }
        if let last = parts.last, let guide = LayoutGuide(name: last) {
            // The legacy guides belong to the view controller, whatever path leads to it.
            if guide.isLegacyLayoutSupport || parts.count == 1 { return LayoutItem.root.with(guide: guide) }
            return LayoutItem(view: parts.dropLast().joined(separator: "."), guide: guide)
        }
        return LayoutItem(view: parts.joined(separator: "."))
    }

    /// One statement of a SnapKit closure in a Swift file. Make lines are checked like a `.layout`
    /// file's, except that a line holding anything that cannot be read statically is skipped as a
    /// whole (its other errors may only be echoes of that). Other statements are skipped.
    func parseSwiftSourceLine(item: LayoutItem?, parameter: String?, update: Bool) -> [Int] {
        let start = token
        if (token.isIdentifier("let") || token.isIdentifier("var")), !startsMakeLine(parameter: parameter) {
            parseSwiftLocalConstant()
            return []
        }
        guard startsMakeLine(parameter: parameter) else {
            // A nested `x.snp.makeConstraints { … }` is extracted and checked on its own.
            if !startsSnapKitStatement() { cannotRead(describeStatement(start), at: span(start)) }
            synchronize()
            return []
        }
        let diagnosticsMark = diagnostics.count
        let lexerProblemsMark = lexer.problemCount
        let skippedLinesMark = swiftSource?.skippedLines ?? 0
        let chain = readMakeLine()
        guard diagnostics.count == diagnosticsMark, lexer.problemCount == lexerProblemsMark else {
            // The expression language is a subset of Swift: a line it cannot parse is Swift it does
            // not know (a ternary, `??`, a multi-line operator), not an error.
            diagnostics.removeSubrange(diagnosticsMark...)
            cannotRead("Swift syntax vflc does not read", at: span(from: start.offset))
            return []
        }
        guard let chain else { return [] }
        let made = applyMakeLine(chain, item: item, parameter: parameter, update: update)
        let lineDiagnostics = diagnostics[diagnosticsMark...]
        diagnostics.removeSubrange(diagnosticsMark...)
        guard (swiftSource?.skippedLines ?? 0) == skippedLinesMark else { return made }
        let target = targetSpan(of: chain)
        for diagnostic in lineDiagnostics {
            var placed = diagnostic
            // A typing error is about the pairing; the target (its attribute, when it names one) is
            // the word to change.
            if diagnostic.ruleID == RuleID.constraintType, diagnostic.span == chain.span, let target {
                placed.span = target
            }
            swiftSource?.reported.append(placed)
        }
        return made
    }

    /// `if condition { … } else if condition { … } else { … }`: the condition cannot be evaluated,
    /// but every branch holds make lines that can be checked.
    func parseSwiftIfStatement(_ statement: @escaping () -> Void) {
        advance()  // `if`
        skipCondition()
        while token.isSymbol("{") {
            guard enterNesting(at: span(token)) else { skipBalancedBraces(); return }
            advance()
            while !token.isSymbol("}"), token.kind != .end { parseStatement(statement) }
            leaveNesting()
            guard accept("}"), token.isIdentifier("else") else { return }
            advance()
            if token.isIdentifier("if") {
                advance()
                skipCondition()
            }
        }
    }

    /// `switch value { case …: … default: … }`: the value cannot be evaluated, but every case holds
    /// make lines that can be checked, as the branches of an `if` do.
    func parseSwiftSwitchStatement(_ statement: @escaping () -> Void) {
        advance()  // `switch`
        skipCondition()
        guard token.isSymbol("{") else { return }
        guard enterNesting(at: span(token)) else { skipBalancedBraces(); return }
        defer { leaveNesting() }
        advance()
        while !token.isSymbol("}"), token.kind != .end {
            if token.isSymbol("@") { advance(); advance(); continue }  // `@unknown default:`
            if token.isIdentifier("case") || token.isIdentifier("default") {
                skipCaseLabel()
                continue
            }
            parseStatement(statement)
        }
        accept("}")
    }

    /// Skips `case .a, .b(let x) where x > 0:` or `default:` up to and including its colon.
    private func skipCaseLabel() {
        var nesting = 0
        while token.kind != .end {
            if token.isSymbol("(") || token.isSymbol("[") { nesting += 1 }
            if token.isSymbol(")") || token.isSymbol("]") { nesting = max(0, nesting - 1) }
            if nesting == 0, token.isSymbol("}") { return }
            if nesting == 0, token.isSymbol(":") { advance(); return }
            advance()
        }
    }

    /// `let inset: CGFloat = 8` inside a closure: a constant the following lines may use. A value that
    /// is not a number known here leaves the name unknown (lines using it are skipped, not reported).
    private func parseSwiftLocalConstant() {
        advance()  // `let` / `var`
        guard token.kind == .identifier, !token.startsLine else { synchronize(); return }
        let name = token
        advance()
        if accept(":") {
            while !atStatementEnd, !token.isSymbol("=") { advance() }  // the type
        }
        guard accept("=") else { synchronize(); return }
        let diagnosticsMark = diagnostics.count
        let skippedMark = swiftSource?.unreadable.count ?? 0
        let value = parseExpression().flatMap { evaluateConstant($0) }
        // What the value is made of is not the closure's business: never an error, never a skip.
        diagnostics.removeSubrange(diagnosticsMark...)
        if let count = swiftSource?.unreadable.count, count > skippedMark {
            swiftSource?.unreadable.removeSubrange(skippedMark...)
        }
        if let value, value.isFinite { screen?.metricValues[name.text] = value }
        else { screen?.metricValues[name.text] = nil }
        if !atStatementEnd { synchronize() } else { accept(";") }
    }

    /// Skips an `if` condition up to the `{` that opens its branch (outside parentheses and brackets).
    private func skipCondition() {
        var nesting = 0
        while token.kind != .end, !(nesting == 0 && (token.isSymbol("{") || token.isSymbol("}"))) {
            if token.isSymbol("(") || token.isSymbol("[") { nesting += 1 }
            if token.isSymbol(")") || token.isSymbol("]") { nesting = max(0, nesting - 1) }
            advance()
        }
    }

    /// True when the statement at the current token is a make line: `make.…`, `$0.…`, optionally
    /// after `return`, `let x =`, `var x =` or `x.y =`.
    private func startsMakeLine(parameter: String?) -> Bool {
        var scan = lexer
        var current = token
        var budget = 64
        func next() -> Bool {
            current = Self.nextValidToken(&scan)
            budget -= 1
            return budget > 0 && !current.startsLine
        }
        let heads: Set<String> = ["make", "$0", parameter ?? "$0"]
        if current.isIdentifier("return") {
            guard next() else { return true }
            if current.isSymbol("}") || current.isSymbol(";") || current.kind == .end { return true }
        }
        if current.isIdentifier("let") || current.isIdentifier("var") {
            guard next(), current.kind == .identifier, next(), current.isSymbol("="), next() else { return false }
        } else if current.kind == .identifier, !heads.contains(current.text) {
            var last = current.text
            guard next() else { return false }
            while current.isSymbol(".") {
                guard next(), current.kind == .identifier else { return false }
                last = current.text
                guard next() else { return false }
            }
            if last == "append", current.isSymbol("(") {  // `constraints.append(make.top…constraint)`
                guard next() else { return false }
            } else if current.isSymbol("+") {  // `constraints += [make.top…constraint]`
                guard next(), current.isSymbol("="), next(), current.isSymbol("["), next() else { return false }
            } else {
                guard current.isSymbol("="), next() else { return false }
            }
        }
        guard current.kind == .identifier, heads.contains(current.text) else { return false }
        return next() && current.isSymbol(".")
    }

    /// True when the current line holds `… .snp.makeConstraints` (or remake/update).
    private func startsSnapKitStatement() -> Bool {
        var scan = lexer
        var previous: [LayoutToken] = []
        var current = token
        for _ in 0..<64 {
            if previous.count >= 2, previous[previous.count - 2].isIdentifier("snp"), previous[previous.count - 1].isSymbol("."),
               current.kind == .identifier, SnapKitVerb(rawValue: current.text) != nil {
                return true
            }
            previous.append(current)
            current = Self.nextValidToken(&scan)
            if current.startsLine || current.kind == .end { return false }
        }
        return false
    }

    /// A few words for `--verbose` about a statement that is not a make line.
    private func describeStatement(_ first: LayoutToken) -> String {
        let keywords: Set<String> = ["if", "guard", "for", "while", "repeat", "switch", "do", "defer", "let", "var",
                                     "return", "else"]
        if first.kind == .identifier, keywords.contains(first.text) {
            return "'\(first.text)' statement"
        }
        if first.kind == .identifier { return "'\(first.text)…' is not a make line" }
        if first.isSymbol("#") { return "compiler directive" }
        return "code that is not a make line"
    }

    /// Where a line's target is written: its attribute (`leading` in `equalTo(other.snp.leading)` or
    /// in `equalToSuperview { $0.snp.leading }`), else the whole target (`topLayoutGuide`); nil for
    /// `equalToSuperview()`.
    func targetSpan(of chain: LayoutChain) -> SourceSpan? {
        var sawRelation = false
        for link in chain.links {
            switch link {
            case .name(let name):
                if sawRelation { return nil }
                sawRelation = snapKitRelations[name.text] != nil
            case .call(let arguments, _):
                guard sawRelation else { continue }
                guard let first = arguments.first else { return nil }
                return targetSpan(of: first.value)
            case .closure(let body, _):
                guard sawRelation else { continue }
                return body.map(targetSpan(of:))
            }
        }
        return nil
    }

    private func targetSpan(of target: LayoutExpr) -> SourceSpan {
        guard case .chain(let chain) = target, let names = chain.names,
              let snp = names.lastIndex(where: { $0.text == "snp" }), snp + 2 == names.count else { return target.span }
        return span(names[snp + 1])
    }
}
