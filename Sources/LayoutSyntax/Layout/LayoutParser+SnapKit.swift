import LayoutIR

/// What a SnapKit block does with the constraints its lines make.
enum SnapKitVerb: String, CaseIterable {
    case makeConstraints, remakeConstraints, updateConstraints, prepareConstraints
}

/// The members a `.snp` statement may name.
let snapKitMembers = SnapKitVerb.allCases.map(\.rawValue) + [
    "removeConstraints", "contentHuggingHorizontalPriority", "contentHuggingVerticalPriority",
    "contentCompressionResistanceHorizontalPriority", "contentCompressionResistanceVerticalPriority", "setLabel",
]

extension LayoutFileParser {
    /// `target.snp.makeConstraints { make in … }` and the other `snp` statements.
    func parseSnapKitStatement(names: [LayoutToken], snpIndex: Int, start: Int) {
        var members = Array(names[(snpIndex + 1)...])
        let snp = names[snpIndex]
        if snp.text.hasPrefix("snp_") {  // deprecated `snp_makeConstraints`
            var member = snp
            member.text = String(snp.text.dropFirst(4))
            members.insert(member, at: 0)
        }
        let targetNames = Array(names[..<snpIndex])
        guard let memberToken = members.first, members.count == 1 else {
            let location = members.count > 1 ? span(members[1]) : span(snp)
            error("expected 'makeConstraints', 'remakeConstraints' or 'updateConstraints' after '.snp'", at: location)
            synchronize()
            return
        }
        // In a Swift file a bare `snp.makeConstraints` is `self.snp…` inside a view subclass.
        let openWorld = screen?.openWorld == true
        let item = targetNames.isEmpty ? (openWorld ? openWorldItem(["self"]) : nil) : resolveItem(targetNames)
        if targetNames.isEmpty, !openWorld { error("'snp' needs a view before it", at: span(snp), syntax: false) }
        if let verb = SnapKitVerb(rawValue: memberToken.text) {
            parseSnapKitBlock(item: item, verb: verb, start: start)
            return
        }
        switch memberToken.text {
        case "removeConstraints":
            if expect("("), expect(")"), let item, screen?.emitting == true {
                removeSnapKitConstraints(of: item)
            }
        case "contentHuggingHorizontalPriority", "contentHuggingVerticalPriority",
             "contentCompressionResistanceHorizontalPriority", "contentCompressionResistanceVerticalPriority":
            guard expect("=", "'=' and a priority") else { synchronize(); return }
            guard let priority = parsePriorityValue() else { synchronize(); return }
            if let item, screen?.emitting == true {
                guard item.guide == nil else {
                    error("a layout guide has no content priorities", at: span(memberToken), syntax: false)
                    break
                }
                guard !item.isRootView else {
                    warning("the root view is sized by its view controller; its content priorities have no effect",
                            at: span(memberToken))
                    break
                }
                let axis: LayoutAxis = memberToken.text.contains("Horizontal") ? .horizontal : .vertical
                if memberToken.text.hasPrefix("contentHugging") {
                    screen?.nodes[item.view]?.properties.hugging[axis] = priority
                } else {
                    screen?.nodes[item.view]?.properties.compressionResistance[axis] = priority
                }
            }
        case "setLabel":
            guard expect("(") else { synchronize(); return }
            _ = parseExpression()
            expect(")")
        default:
            unknownName("'\(memberToken.text)' is not a SnapKit method", at: span(memberToken), name: memberToken.text,
                        candidates: snapKitMembers)
            synchronize()
            return
        }
        endStatement("the SnapKit statement")
    }

    private func removeSnapKitConstraints(of item: LayoutItem) {
        for index in screen?.snapKitConstraints[item] ?? [] { screen?.constraints[index] = nil }
        screen?.snapKitConstraints[item] = []
    }

    /// `{ make in … }` (or `{ $0… }`) after `makeConstraints` and friends.
    private func parseSnapKitBlock(item: LayoutItem?, verb: SnapKitVerb, start: Int) {
        // `makeConstraints() { … }` and `makeConstraints({ … })` are the same call.
        var wrapped = false
        if token.isSymbol("("), !token.startsLine {
            if peek().isSymbol(")") {
                advance(); advance()
            } else if peek().isSymbol("{") {
                advance()
                wrapped = true
            }
        }
        guard token.isSymbol("{") else {
            expected("'{' to open the \(verb.rawValue) closure")
            synchronize()
            return
        }
        let open = token
        guard enterNesting(at: span(open)) else { skipBalancedBraces(); return }
        defer { leaveNesting() }
        advance()
        let parameter = skipClosureHeader()
        let wasEmitting = screen?.emitting ?? true
        if verb == .prepareConstraints {
            warning("'prepareConstraints' makes constraints without activating them; vflc leaves them out",
                    at: span(from: start, to: open.offset))
            screen?.emitting = false
        }
        if verb == .remakeConstraints, let item, screen?.emitting == true { removeSnapKitConstraints(of: item) }
        // An update with nothing to update behaves exactly like make (SnapKit's rule).
        let hasExisting = item.map { item in
            (screen?.snapKitConstraints[item] ?? []).contains { screen?.constraints[$0] != nil }
        } ?? false
        let isUpdate = verb == .updateConstraints && hasExisting
        var made: [Int] = []
        func line() {
            if accept(";") { return }
            if token.isIdentifier("if"), peek().isSymbol("#") {
                parseAvailability(line)
                return
            }
            if swiftSource != nil, token.isIdentifier("if") {
                parseSwiftIfStatement(line)
            } else if swiftSource != nil, token.isIdentifier("switch") {
                parseSwiftSwitchStatement(line)
            } else if swiftSource != nil {
                made += parseSwiftSourceLine(item: item, parameter: parameter, update: isUpdate)
            } else {
                made += parseSnapKitLine(item: item, parameter: parameter, update: isUpdate)
            }
        }
        while !token.isSymbol("}"), token.kind != .end { parseStatement(line) }
        if token.kind == .end {
            diagnostics.append(.error("expected '}' to close the \(verb.rawValue) closure, found end of file",
                                      at: span(token), notes: [DiagnosticNote("the closure opens here", span: span(open))],
                                      ruleID: RuleID.layoutSyntax))
        } else {
            advance()
            if wrapped { expect(")", "')' to close the \(verb.rawValue) call") }
        }
        screen?.emitting = wasEmitting
        let statement = span(from: start)
        for index in made {
            if var constraint = screen?.constraints[index] {
                constraint.origin.statement = statement
                screen?.constraints[index] = constraint
            }
        }
        if let item { screen?.snapKitConstraints[item, default: []].append(contentsOf: made) }
        endStatement("the closure")
    }

    /// One line of a SnapKit closure; returns the indices of the constraints it added.
    private func parseSnapKitLine(item: LayoutItem?, parameter: String?, update: Bool) -> [Int] {
        guard let chain = readMakeLine() else { return [] }
        return applyMakeLine(chain, item: item, parameter: parameter, update: update)
    }

    /// The syntax of a make line: the chain after an optional `return`, `let x =` or `x =`;
    /// nil after an error, or for a bare `return`.
    func readMakeLine() -> LayoutChain? {
        if token.isIdentifier("return") { advance(); if atStatementEnd { accept(";"); return nil } }
        if token.isIdentifier("let") || token.isIdentifier("var") {
            advance()
            if token.kind == .identifier { advance() }
            if !expect("=", "'=' after the variable name") { synchronize(); return nil }
        }
        let collection = acceptCollectionPrefix()
        guard var expression = parseExpression(trailingClosures: true) else { synchronize(); return nil }
        if collection == nil, token.isSymbol("="), !token.startsLine {  // `self.topConstraint = make.top…constraint`
            advance()
            guard let value = parseExpression(trailingClosures: true) else { synchronize(); return nil }
            expression = value
        }
        if let collection, !expect(collection, "'\(collection)' after the make line") { synchronize(); return nil }
        endStatement("the make line")
        guard case .chain(let chain) = expression else {
            error("expected a make line such as 'make.top.equalToSuperview()'", at: expression.span)
            return nil
        }
        return chain
    }

    /// `list.append(` or `list += [` before a make line that ends in `.constraint` (the constraint
    /// is kept to change later): consumes it and returns the bracket that must close it.
    private func acceptCollectionPrefix() -> String? {
        guard token.kind == .identifier, !["make", "$0"].contains(token.text) else { return nil }
        var scan = lexer
        var probe = token
        var consumed = 1
        var last = probe.text
        probe = Self.nextValidToken(&scan)
        while probe.isSymbol("."), !probe.startsLine {
            probe = Self.nextValidToken(&scan)
            guard probe.kind == .identifier, !probe.startsLine else { return nil }
            last = probe.text
            probe = Self.nextValidToken(&scan)
            consumed += 2
        }
        let closer: String
        if last == "append", probe.isSymbol("("), !probe.startsLine {
            consumed += 1
            closer = ")"
        } else if probe.isSymbol("+"), !probe.startsLine {
            let equals = Self.nextValidToken(&scan), bracket = Self.nextValidToken(&scan)
            guard equals.isSymbol("="), bracket.isSymbol("["), equals.offset == probe.endOffset else { return nil }
            consumed += 3
            closer = "]"
        } else {
            return nil
        }
        for _ in 0..<consumed { advance() }
        return closer
    }

    /// The meaning of a make line: its constraints, checked and added; returns their indices.
    /// In a Swift file a target chosen at run time (`equalTo(compact ? a : b)`, `equalTo(header ?? self)`)
    /// is checked once per operand.
    func applyMakeLine(_ chain: LayoutChain, item: LayoutItem?, parameter: String?, update: Bool) -> [Int] {
        if swiftSource != nil, let variants = chain.targetChoices(), variants.count > 1 {
            return variants.flatMap { variant in
                let mark = diagnostics.count
                let made = applyOneMakeLine(variant, item: item, parameter: parameter, update: update)
                // A typing error belongs to the operand that causes it, not to the whole choice.
                if let target = targetSpan(of: variant) {
                    for index in mark..<diagnostics.count
                    where diagnostics[index].ruleID == .constraintType && diagnostics[index].span == variant.span {
                        diagnostics[index].span = target
                    }
                }
                return made
            }
        }
        return applyOneMakeLine(chain, item: item, parameter: parameter, update: update)
    }

    private func applyOneMakeLine(_ chain: LayoutChain, item: LayoutItem?, parameter: String?, update: Bool) -> [Int] {
        guard let line = interpretMakeLine(chain, item: item, parameter: parameter) else { return [] }
        let origin = ConstraintOrigin(syntax: .snapkit, span: chain.span)
        switch SnapKitExpansion.expand(line, origin: origin) {
        case .failure(.multipleNonIdenticalAttributes):
            error("cannot constrain to multiple non-identical attributes", at: chain.span, syntax: false,
                  notes: ["SnapKit aborts: a target with several attributes must list the same ones (or pair edges with margins)"])
            return []
        case .failure(.missingSuperview):
            error("'\(line.item)' has no superview for this constant", at: chain.span, syntax: false, rule: .unresolvedSuperview,
                  notes: ["SnapKit aborts: 'Expected superview but found nil'"])
            return []
        case .success(let constraints):
            if update { return applyUpdate(constraints, item: line.item, at: chain.span) }
            return constraints.compactMap { emit($0) }
        }
    }

    /// `updateConstraints`: copy each new constant into the matching existing constraint.
    private func applyUpdate(_ constraints: [IRConstraint], item: LayoutItem, at location: SourceSpan) -> [Int] {
        for constraint in constraints {
            for problem in ConstraintTyping.check(constraint) { diagnostics.append(problem) }
            guard screen?.emitting == true else { continue }
            let existing = (screen?.snapKitConstraints[item] ?? []).first { index in
                guard let old = screen?.constraints[index] else { return false }
                var candidate = constraint
                candidate.constant = old.constant
                return candidate.isEquivalent(to: old)
            }
            guard let index = existing else {
                error("updated constraint could not find an existing matching constraint to update: \(constraint)",
                      at: location, syntax: false,
                      notes: ["updateConstraints can only change constants; use remakeConstraints to change the relation, target, multiplier or priority"])
                continue
            }
            screen?.constraints[index]?.constant = constraint.constant
        }
        return []
    }
}
