import LayoutIR

extension LayoutFileParser {
    /// Keywords that start a screen-level declaration.
    static let declarationKeywords: [String] = [
        "devices", "device", "orientations", "directions", "navigationBar", "tabBar", "edgesForExtendedLayout",
        "extendedLayoutIncludesOpaqueBars", "spacing", "metric",
    ] + ViewKind.allCases.map(\.keyword)

    /// `file = { screen }`.
    func parseFile() -> [LayoutScreen] {
        var screens: [LayoutScreen] = []
        var ranges: [(start: Int, end: Int)] = []
        var names: [String: SourceSpan] = [:]
        while token.kind != .end {
            if accept(";") { continue }
            if token.isIdentifier("screen") {
                let start = token.offset
                if var built = parseScreen() {
                    if let earlier = names[built.name] {
                        diagnostics.append(.error("duplicate screen '\(built.name)'", at: built.span,
                                                  notes: [DiagnosticNote("first declared here", span: earlier)],
                                                  ruleID: RuleID.layoutSemantic))
                    } else {
                        names[built.name] = built.span
                    }
                    built.disabledRules = [:]
                    screens.append(built)
                    ranges.append((start, previousEnd))
                }
            } else {
                if let suggestion = Suggestions.closest(to: token.text, among: ["screen"]), token.kind == .identifier {
                    error("expected 'screen', found \(tokenDescription)", at: span(token), notes: ["did you mean '\(suggestion)'?"])
                } else {
                    expected("'screen'", notes: ["a .layout file is a list of 'screen Name { … }' blocks"])
                }
                // Skip to the next `screen` at the start of a line.
                advance()
                while token.kind != .end, !(token.isIdentifier("screen") && token.startsLine) {
                    advance()
                }
            }
        }
        // An empty (or comment-only) file compiles to nothing; say so rather than print nothing.
        if screens.isEmpty && !diagnostics.hasErrors {
            diagnostics.append(.warning("no screen in this file: there is nothing to lay out", at: file.span(offset: 0, length: 0),
                                        notes: [DiagnosticNote("a .layout file is a list of 'screen Name { … }' blocks")],
                                        ruleID: RuleID.layoutSemantic))
        }
        applyDisableComments(to: &screens, ranges: ranges)
        return screens
    }

    /// Distributes `// vflc:disable` comments: before the first screen they apply to the whole file
    /// (line 0); a comment alone on its line applies to the next line; a trailing one to its own line.
    private func applyDisableComments(to screens: inout [LayoutScreen], ranges: [(start: Int, end: Int)]) {
        let firstStart = ranges.first?.start ?? Int.max
        for comment in lexer.disableComments {
            if comment.offset < firstStart, comment.standsAlone {
                for index in screens.indices { screens[index].disabledRules.disable(comment.rules, on: 0) }
                continue
            }
            let line = comment.standsAlone ? comment.line + 1 : comment.line
            guard let index = ranges.firstIndex(where: { comment.offset >= $0.start && comment.offset < $0.end }) else { continue }
            screens[index].disabledRules.disable(comment.rules, on: line)
        }
    }

    /// `screen Name { … }`.
    private func parseScreen() -> LayoutScreen? {
        let start = token.offset
        advance()
        guard token.kind == .identifier else {
            expected("a screen name after 'screen'")
            synchronize()
            return nil
        }
        let nameToken = token
        advance()
        screen = ScreenBuilder(name: nameToken.text, span: span(from: start))
        defer { screen = nil }
        guard token.isSymbol("{") else {
            expected("'{' to open screen '\(nameToken.text)'")
            synchronize()
            return screen?.build()
        }
        let open = token
        advance()
        while !token.isSymbol("}"), token.kind != .end {
            if token.isIdentifier("screen"), token.startsLine, peek().kind == .identifier {
                error("missing '}' to close screen '\(nameToken.text)' before the next screen", at: span(token),
                      notes: ["screen '\(nameToken.text)' starts at line \(file.location(of: start).line)"])
                return screen?.build()
            }
            parseStatement(parseScreenStatement)
        }
        if token.kind == .end {
            diagnostics.append(.error("expected '}' to close screen '\(nameToken.text)', found end of file",
                                      at: span(token), notes: [DiagnosticNote("the screen opens here", span: span(open))],
                                      ruleID: RuleID.layoutSyntax))
        } else {
            advance()
        }
        return screen?.build()
    }

    /// One statement in a screen body: a declaration or a constraint.
    func parseScreenStatement() {
        if accept(";") { return }
        if startsVisualFormatLine() {
            parseVisualFormatStatement()
            return
        }
        guard token.kind == .identifier else {
            expected("a declaration or a constraint")
            if token.isSymbol("{") { skipBalancedBraces() } else { synchronize() }
            return
        }
        if startsViewControllerStatement() {
            parseViewControllerStatement()
            return
        }
        let next = peek()
        let isPath = next.isSymbol(".")
        if !isPath {
            switch token.text {
            case "devices", "device", "orientations", "directions", "contentSizes", "pseudoLocalize", "navigationBar", "tabBar",
                 "edgesForExtendedLayout", "extendedLayoutIncludesOpaqueBars", "spacing":
                if screen?.sizeClasses != nil {
                    error("'\(token.text)' decides the size classes; it cannot depend on one", at: span(token), syntax: false)
                }
                parseEnvironmentDeclaration()
                return
            case "metric":
                parseMetric()
                return
            case "if":
                if peek().isIdentifier("horizontalSizeClass") || peek().isIdentifier("verticalSizeClass") {
                    parseSizeClassBranches()
                } else {
                    parseAvailability { self.parseScreenStatement() }
                }
                return
            default:
                if let kind = ViewKind(rawValue: token.text) {
                    // Inside a size-class branch the view is installed only there.
                    parseViewDeclaration(kind: kind, parent: LayoutItem.rootName)
                    return
                }
                if screen?.sizeClasses != nil, next.isSymbol("{"), !next.startsLine {
                    parseSizeClassChanges()
                    return
                }
                if next.kind == .identifier, !next.startsLine {
                    unknownName("unknown declaration '\(token.text)'", at: span(token), name: token.text,
                                candidates: Self.declarationKeywords + Self.viewControllerKeywords)
                    synchronize()
                    return
                }
            }
        }
        parsePathStatement()
    }

    /// True when the current token starts a VFL line (`H:`, `V:`, `|`, `[`) at the start of a statement.
    func startsVisualFormatLine() -> Bool {
        if token.isSymbol("|") || token.isSymbol("[") { return true }
        if token.isIdentifier("H") || token.isIdentifier("V") { return lexer.startsVisualFormat(at: token.offset) }
        return false
    }

    /// `if #available(iOS 11.0, *) { … } else { … }`: the first branch counts, the others are
    /// checked but produce nothing (like code compiled for a newer SDK).
    func parseAvailability(_ statement: @escaping () -> Void) {
        let start = token
        advance()
        guard accept("#"), token.isIdentifier("available") else {
            error("only 'if #available(…)' is supported here", at: span(start),
                  notes: ["vflc picks the first branch of an availability check; other conditions cannot be evaluated"])
            synchronize()
            return
        }
        advance()
        if token.isSymbol("(") {
            var nesting = 0
            repeat {
                if token.isSymbol("(") { nesting += 1 }
                if token.isSymbol(")") { nesting -= 1 }
                advance()
            } while nesting > 0 && token.kind != .end && !token.isSymbol("{")
        } else {
            expected("'(' after '#available'")
        }
        let wasEmitting = screen?.emitting ?? true
        var isFirst = true
        while true {
            guard token.isSymbol("{") else { expected("'{' to open the branch"); synchronize(); break }
            guard enterNesting(at: span(token)) else { skipBalancedBraces(); break }
            advance()
            screen?.emitting = wasEmitting && isFirst
            while !token.isSymbol("}"), token.kind != .end { parseStatement(statement) }
            screen?.emitting = wasEmitting
            leaveNesting()
            if !expect("}", "'}' to close the branch") { break }
            guard token.isIdentifier("else") else { break }
            advance()
            isFirst = false
            if token.isIdentifier("if") {
                advance()
                if accept("#"), token.isIdentifier("available") { advance() }
                while !token.isSymbol("{"), token.kind != .end, !token.startsLine { advance() }
            }
        }
    }
}
