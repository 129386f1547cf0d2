import LayoutIR

/// The right side of an equation reduced to `multiplier × item.attribute + constant + screen`.
private struct LinearForm {
    var term: (item: LayoutItem, attribute: Attribute, span: SourceSpan)?
    var multiplier: Double = 1
    var constant: Double = 0
    /// `0.5 * UIScreen.main.bounds.width`: the part of the constant that scales with the screen.
    var screen = ScreenScaling.zero

    /// True when it is a plain number.
    var isNumber: Bool { term == nil && screen.isZero }
}

extension LayoutFileParser {
    /// A statement that starts with a dotted name: an equation (`a.top == b.bottom + 8`) or a SnapKit
    /// statement (`a.snp.makeConstraints { … }`).
    func parsePathStatement() {
        let start = token.offset
        var names: [LayoutToken] = []
        guard token.kind == .identifier else { expected("a name"); synchronize(); return }
        names.append(token)
        advance()
        while true {
            guard token.isSymbol(".") else { break }
            advance()
            guard token.kind == .identifier else { expected("a name after '.'"); synchronize(); return }
            names.append(token)
            advance()
        }
        if let snp = names.firstIndex(where: { $0.text == "snp" || $0.text.hasPrefix("snp_") }) {
            parseSnapKitStatement(names: names, snpIndex: snp, start: start)
            return
        }
        if token.kind == .symbol, let relation = Relation(symbol: token.text) {
            advance()
            parseEquation(lhs: names, relation: relation, start: start)
            return
        }
        if token.isSymbol("=") {
            error("'=' is not a relation; use '==', '<=' or '>='", at: span(token))
        } else if names.count == 1 {
            unknownName("unknown declaration '\(names[0].text)'", at: span(names[0]), name: names[0].text,
                        candidates: Self.declarationKeywords)
        } else {
            expected("'==', '<=' or '>=' after '\(names.map(\.text).joined(separator: "."))'")
        }
        synchronize()
    }

    /// `lhs REL expression [@priority] [labeled "name"]`.
    private func parseEquation(lhs: [LayoutToken], relation: Relation, start: Int) {
        guard operandOnSameLine(after: relation.symbol), let right = parseExpression() else { synchronize(); return }
        var priority = Priority.required
        var priorityOK = true
        if token.isSymbol("@"), !token.startsLine {
            advance()
            if operandOnSameLine(after: "@"), let expression = parseExpression(), let value = evaluatePriority(expression) {
                priority = value
            } else {
                priorityOK = false
            }
        }
        var identifier: String?
        if token.isIdentifier("labeled"), !token.startsLine {
            advance()
            if token.kind == .string { identifier = token.text; advance() } else { expected("a string after 'labeled'") }
        }
        let statement = span(from: start)
        endStatement("the equation")
        guard priorityOK, var first = resolveEquationItem(lhs), let linear = linearize(right) else { return }
        var second = linear.term?.item
        // `superview` is the superview of the view on the other side.
        if first.item.isSuperviewPlaceholder {
            guard let other = second, !other.isSuperviewPlaceholder else {
                error("'superview' needs a view on the other side to be relative to", at: span(lhs[0]), syntax: false)
                return
            }
            guard let resolved = resolveSuperview(first.item, relativeTo: other, at: span(lhs[0])) else { return }
            first.item = resolved
        } else if let other = second, other.isSuperviewPlaceholder, let term = linear.term {
            guard let resolved = resolveSuperview(other, relativeTo: first.item, at: term.span) else { return }
            second = resolved
        }
        var constraint = IRConstraint(first.item, first.attribute, relation, second, linear.term?.attribute ?? .notAnAttribute,
                                    multiplier: second == nil ? 1 : linear.multiplier, constant: linear.constant,
                                    priority: priority, identifier: identifier,
                                    origin: ConstraintOrigin(syntax: .equation, span: statement))
        if !linear.screen.isZero { constraint.screenScaling = linear.screen }
        _ = emit(constraint)
    }

    /// Replaces the `superview` placeholder (keeping its guide) by the superview of `other`'s view.
    func resolveSuperview(_ placeholder: LayoutItem, relativeTo other: LayoutItem, at location: SourceSpan) -> LayoutItem? {
        let owner = other.guide?.isLegacyLayoutSupport == true ? LayoutItem.rootName : other.view
        guard let parent = screen?.superview(of: owner) else {
            error("'\(owner)' has no superview", at: location, syntax: false, rule: .unresolvedSuperview,
                  notes: [owner == LayoutItem.rootName ? "'view' is the screen's root view; it has no superview here"
                          : "'superview' means the superview of the view on the other side"])
            return nil
        }
        return LayoutItem.screenView(parent, guide: placeholder.guide)
    }

    /// Adds a constraint to the screen after UIKit's typing rules; returns its index, or nil when it is
    /// ill-typed (the error is reported at its text) or inside a branch that does not count.
    @discardableResult
    func emit(_ constraint: IRConstraint) -> Int? {
        var problems = ConstraintTyping.check(constraint)
        // A SnapKit line's pairing was reported by its grammar, at the target's attribute.
        if constraint.origin.syntax == .snapkit { problems = problems.filter(FunctionScreenBuilder.isNumberProblem) }
        for problem in problems where diagnostics.count < Self.maximumErrors { diagnostics.append(problem) }
        guard !problems.hasErrors, screen?.emitting == true else { return nil }
        if let count = screen?.constraints.count, count >= options.maximumConstraints {
            if screen?.reportedConstraintLimit == false {
                screen?.reportedConstraintLimit = true
                error("too many constraints in screen '\(screen?.name ?? "")' (more than \(options.maximumConstraints))",
                      at: constraint.origin.span, syntax: false,
                      notes: ["vflc solves at most \(options.maximumConstraints) constraints per screen; split the screen into several"])
            }
            return nil
        }
        return screen?.addConstraint(constraint)
    }

    // MARK: Items

    /// `[self.]name[.guide].attribute`, `safeArea.top`, `topLayoutGuide.bottom`, `superview.leading`.
    func resolveEquationItem(_ names: [LayoutToken]) -> (item: LayoutItem, attribute: Attribute)? {
        var parts = names[...]
        if parts.first?.text == "self", parts.count > 1 { parts = parts.dropFirst() }
        guard let attributeToken = parts.last, parts.count >= 2 else {
            let name = names.last ?? token
            error("'\(names.map(\.text).joined(separator: "."))' needs an attribute, e.g. '\(name.text).top'",
                  at: span(from: names.first?.offset ?? name.offset, to: name.endOffset), syntax: false)
            return nil
        }
        guard let attribute = Attribute(name: attributeToken.text) else {
            unknownName("unknown attribute '\(attributeToken.text)'", at: span(attributeToken), name: attributeToken.text,
                        candidates: Attribute.allCases.filter { $0 != .notAnAttribute }.map(\.name))
            return nil
        }
        guard let item = resolveItem(Array(parts.dropLast())) else { return nil }
        return (item, attribute)
    }

    /// A view or guide path without attribute: `card`, `card.margins`, `view.safeAreaLayoutGuide`,
    /// `safeArea`, `topLayoutGuide`, `superview`.
    func resolveItem(_ names: [LayoutToken]) -> LayoutItem? {
        var parts = names[...]
        if parts.first?.text == "self", parts.count > 1 { parts = parts.dropFirst() }
        guard let head = parts.first else { return nil }
        var item: LayoutItem
        if head.text == LayoutItem.rootName || head.text == LayoutItem.superviewName || screen?.isView(head.text) == true {
            item = LayoutItem.screenView(head.text)
            parts = parts.dropFirst()
        } else if let guide = LayoutGuide(name: head.text) {
            item = LayoutItem.root.with(guide: guide)
            parts = parts.dropFirst()
            if let extra = parts.first {
                error("'\(head.text)' is a layout guide; '\(extra.text)' cannot follow it", at: span(extra), syntax: false)
                return nil
            }
            return item
        } else {
            unknownName("'\(head.text)' is not a view on this screen", at: span(head), name: head.text, rule: .unknownItem,
                        candidates: (screen?.viewNames ?? []) + LayoutGuide.allCases.map(\.name),
                        notes: ["declare it first, e.g. 'view \(head.text)'"])
            return nil
        }
        if let guideToken = parts.first {
            guard let guide = LayoutGuide(name: guideToken.text) else {
                unknownName("'\(guideToken.text)' is not a layout guide", at: span(guideToken), name: guideToken.text, rule: .unknownItem,
                            candidates: LayoutGuide.allCases.flatMap { [$0.name, $0.uikitName] })
                return nil
            }
            if screen?.nodes[item.view]?.kind.isLayoutGuide == true {
                error("'\(item.view)' is a layout guide; it has no '\(guideToken.text)'", at: span(guideToken), syntax: false)
                return nil
            }
            if guide.isLegacyLayoutSupport, item.view != LayoutItem.rootName {
                error("'\(guide.name)' belongs to the view controller; write 'view.\(guide.name)' or '\(guide.name)'",
                      at: span(guideToken), syntax: false)
                return nil
            }
            item = item.with(guide: guide)
            parts = parts.dropFirst()
        }
        if let extra = parts.first {
            error("unexpected '\(extra.text)' after '\(item)'", at: span(extra), syntax: false,
                  notes: ["an item is a view, optionally followed by one layout guide"])
            return nil
        }
        return item
    }

    // MARK: Linear right-hand sides

    private func linearize(_ expression: LayoutExpr) -> LinearForm? {
        switch expression {
        case .number(let value, _):
            return value.isFinite ? LinearForm(constant: value) : nil  // reported by the lexer
        case .string(_, let span):
            error("expected a number or an attribute, found a string", at: span)
            return nil
        case .negate(let operand, _):
            guard var form = linearize(operand) else { return nil }
            form.multiplier = -form.multiplier
            form.constant = -form.constant
            form.screen = form.screen * -1
            return form
        case .chain(let chain):
            if let names = chain.names, !chain.implicit, let side = ScreenBounds.side(ofPath: names.map(\.text)) {
                return LinearForm(screen: side.scaling)
            }
            if let names = chain.names, !chain.implicit, ScreenBounds.isScale(names.map(\.text)) {
                error("the screen's scale is read only as a number's divisor: a constant must be linear in it", at: chain.span,
                      syntax: false, notes: ["write 'n / \(ScreenScaling.scaleName)', n device pixels"])
                return nil
            }
            if let names = chain.names, names.count >= 2, !chain.implicit {
                guard let (item, attribute) = resolveEquationItem(names) else { return nil }
                return LinearForm(term: (item, attribute, chain.span))
            }
            return evaluateConstant(expression).map { LinearForm(constant: $0) }
        case .choice(_, let span):
            error("'?' chooses at run time; an equation needs one value", at: span, syntax: false,
                  notes: ["keep the operand this layout is for"])
            return nil
        case .binary(let op, let leftExpression, let rightExpression, let span):
            // `1 / UIScreen.main.scale`: that many device pixels, on each device's own scale.
            if op == "/", case .chain(let chain) = rightExpression, let names = chain.names, !chain.implicit,
               ScreenBounds.isScale(names.map(\.text)) {
                guard let left = linearize(leftExpression) else { return nil }
                guard left.isNumber else {
                    error("only a number can be divided by the screen's scale: a constant must be linear in it", at: span, syntax: false,
                          notes: ["write 'n / \(ScreenScaling.scaleName)', n device pixels"])
                    return nil
                }
                return LinearForm(screen: ScreenScaling(width: 0, height: 0, pixel: left.constant))
            }
            guard let left = linearize(leftExpression), let right = linearize(rightExpression) else { return nil }
            var result: LinearForm
            switch op {
            case "+", "-":
                let sign: Double = op == "+" ? 1 : -1
                if left.term != nil, right.term != nil {
                    error("an equation can relate only two attributes; this side has two", at: span, syntax: false,
                          notes: ["write 'first == multiplier * second + constant'"])
                    return nil
                }
                result = left.term != nil ? left : LinearForm(term: right.term, multiplier: sign * right.multiplier)
                result.constant = left.constant + sign * right.constant
                result.screen = left.screen + right.screen * sign
            case "*":
                guard left.isNumber || right.isNumber else {
                    error(left.term != nil && right.term != nil ? "cannot multiply two attributes"
                          : "cannot multiply by an attribute or the screen's size here; one side must be a number",
                          at: span, syntax: false)
                    return nil
                }
                let (term, factor) = right.isNumber ? (left, right.constant) : (right, left.constant)
                result = LinearForm(term: term.term, multiplier: term.multiplier * factor, constant: term.constant * factor,
                                    screen: term.screen * factor)
            default:
                guard right.term == nil else {
                    error("cannot divide by an attribute", at: span, syntax: false)
                    return nil
                }
                guard right.screen.isZero else {
                    error("cannot divide by the screen's size: a constant must be linear in it", at: span, syntax: false)
                    return nil
                }
                guard right.constant != 0 else { error("division by zero", at: span, syntax: false); return nil }
                result = LinearForm(term: left.term, multiplier: left.multiplier / right.constant,
                                    constant: left.constant / right.constant,
                                    screen: left.screen / right.constant)
            }
            guard result.multiplier.isFinite, result.constant.isFinite, result.screen.width.isFinite, result.screen.height.isFinite,
                  result.screen.pixel.isFinite else {
                error("the result of this arithmetic is not a finite number", at: span, syntax: false)
                return nil
            }
            guard NumberLimits.isUsable(result.multiplier), NumberLimits.isUsable(result.constant),
                  NumberLimits.isUsable(result.screen.width), NumberLimits.isUsable(result.screen.height),
                  NumberLimits.isUsable(result.screen.pixel) else {
                error("the result of this arithmetic is too large", at: span, syntax: false,
                      notes: ["vflc accepts numbers up to \(NumberLimits.maximumText) in magnitude"])
                return nil
            }
            return result
        }
    }
}
