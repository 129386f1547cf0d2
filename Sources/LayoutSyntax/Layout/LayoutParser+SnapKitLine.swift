import LayoutIR

/// The relation methods of a make line.
let snapKitRelations: [String: (Relation, superview: Bool)] = [
    "equalTo": (.equal, false), "lessThanOrEqualTo": (.lessThanOrEqual, false),
    "greaterThanOrEqualTo": (.greaterThanOrEqual, false),
    "equalToSuperview": (.equal, true), "lessThanOrEqualToSuperview": (.lessThanOrEqual, true),
    "greaterThanOrEqualToSuperview": (.greaterThanOrEqual, true),
]

/// The modifier methods of a make line (and the deprecated priority spellings).
let snapKitModifiers = ["offset", "inset", "multipliedBy", "dividedBy", "priority", "labeled", "constraint",
                        "priorityRequired", "priorityHigh", "priorityMedium", "priorityLow"]

/// Reading one make line (`make.edges.equalTo(other.snp.margins).inset(8).priority(.high)`) into a
/// ``SnapKitLine``: attributes, relation, target, and modifiers in SnapKit's order.
extension LayoutFileParser {
    /// The resolved line, or nil after reporting why it cannot be read.
    func interpretMakeLine(_ chain: LayoutChain, item: LayoutItem?, parameter: String?) -> SnapKitLine? {
        var links = chain.links[...]
        guard case .name(let head) = links.first,
              head.text == "$0" || head.text == (parameter ?? "$0") || head.text == "make", !chain.implicit else {
            cannotRead("expected a make line starting with '\(parameter ?? "make")'", at: chain.span,
                  notes: ["each line of a SnapKit closure looks like 'make.top.equalToSuperview()'"])
            return nil
        }
        links = links.dropFirst()
        var attributes: Set<Attribute> = []
        var relationToken: LayoutToken?
        while case .name(let name) = links.first {
            links = links.dropFirst()
            if snapKitRelations[name.text] != nil { relationToken = name; break }
            guard let members = SnapKitAttributes.attributes(named: name.text) else {
                unknownName("unknown attribute '\(name.text)'", at: span(name), name: name.text,
                            candidates: SnapKitAttributes.allNames + snapKitRelations.keys.sorted())
                return nil
            }
            if name.text == "center", !attributes.isEmpty {
                error("'center' cannot be chained after another attribute", at: span(name), syntax: false,
                      notes: ["SnapKit has no chainable 'center'; write 'centerX.centerY'"])
                return nil
            }
            attributes.formUnion(members)
        }
        guard let relationToken, let (relation, toSuperview) = snapKitRelations[relationToken.text] else {
            error("missing relation: expected 'equalTo', 'lessThanOrEqualTo', 'greaterThanOrEqualTo' or '…Superview()'",
                  at: chain.span, syntax: false)
            return nil
        }
        guard !attributes.isEmpty else {
            error("'\(relationToken.text)' needs an attribute before it, e.g. 'make.top.\(relationToken.text)…'",
                  at: span(relationToken), syntax: false)
            return nil
        }
        guard let item else { return nil }
        let superview = screen?.superviewItem(of: item)
        var line = SnapKitLine(item: item, attributes: attributes, relation: relation, targetItem: nil, superview: superview)

        // The relation's argument (or the superview, optionally narrowed by a closure).
        var callArguments: [LayoutArgument]?
        if case .call(let arguments, _) = links.first { callArguments = arguments; links = links.dropFirst() }
        if toSuperview {
            if let arguments = callArguments, !arguments.isEmpty {
                error("'\(relationToken.text)()' takes no arguments", at: arguments[0].value.span)
                return nil
            }
            guard let superview else {
                error("'\(item)' has no superview", at: span(relationToken), syntax: false, rule: .unresolvedSuperview,
                      notes: ["SnapKit aborts: 'Expected superview but found nil'"])
                return nil
            }
            line.targetItem = superview
            if case .closure(let body, let closureSpan) = links.first {
                links = links.dropFirst()
                guard let body, case .chain(let inner) = body, case .name(let innerHead) = inner.links.first,
                      innerHead.text == "$0" || inner.links.count >= 1 else {
                    cannotRead("expected '$0.…' in the superview closure", at: closureSpan)
                    return nil
                }
                guard let names = inner.names, names.count >= 2 else {
                    cannotRead("expected '$0.safeAreaLayoutGuide' or '$0.snp.attribute' here", at: inner.span)
                    return nil
                }
                guard resolveTargetPath(Array(names.dropFirst()), base: superview, into: &line) else { return nil }
            } else if callArguments == nil {
                error("expected '()' after '\(relationToken.text)'", at: span(relationToken))
                return nil
            }
        } else {
            guard let arguments = callArguments, arguments.count == 1, arguments[0].label == nil else {
                error("'\(relationToken.text)' takes one argument: a view, a guide, 'other.snp.attribute' or a constant",
                      at: span(relationToken))
                return nil
            }
            guard interpretTarget(arguments[0].value, into: &line) else { return nil }
            let target = line.targetAttributes
            if target.count > 1, target != attributes, !SnapKitAttributes.isEdgesMarginsPairing(attributes, target) {
                error("cannot constrain to multiple non-identical attributes", at: arguments[0].value.span, syntax: false,
                      notes: ["SnapKit aborts: a target with several attributes must list the same ones (or pair edges with margins)"])
                return nil
            }
        }
        return interpretModifiers(links, into: line)
    }

    /// Reads the target of `equalTo(…)` into `line`: an item (with attributes) or a constant.
    private func interpretTarget(_ expression: LayoutExpr, into line: inout SnapKitLine) -> Bool {
        let structTypes: Set<String> = ["CGSize", "CGPoint", "UIEdgeInsets", "NSDirectionalEdgeInsets",
                                        "ConstraintInsets", "ConstraintDirectionalInsets"]
        if case .chain(let chain) = expression, !chain.implicit, let names = chain.names,
           !structTypes.contains(names[0].text) {
            // A constant declared earlier in the closure (`let side = 44`) is a number, not a view.
            if names.count == 1, swiftSource != nil, let value = screen?.metricValues[names[0].text] {
                line.constant = .scalar(value)
                return true
            }
            if names.count == 1, screen?.isView(names[0].text) != true, LayoutGuide(name: names[0].text) == nil {
                let name = names[0]
                if screen?.metricValues[name.text] == nil, !["nan", "inf", "infinity", "NaN"].contains(name.text) {
                    unknownName("'\(name.text)' is not a view or a metric on this screen", at: span(name), name: name.text, rule: .unknownItem,
                                candidates: (screen?.viewNames ?? []) + (screen?.metrics.map(\.name) ?? []),
                                notes: ["declare it first, e.g. 'view \(name.text)' or 'metric \(name.text) = 8'"])
                    return false
                }
                guard let value = evaluateConstant(expression) else { return false }
                line.constant = .scalar(value)
                return true
            }
            return resolveTargetPath(names, base: nil, into: &line)
        }
        guard let constant = snapKitConstant(expression) else { return false }
        line.constant = constant
        return true
    }

    /// `view`, `self.card.layoutMarginsGuide`, `other.snp.bottom`, `view.safeAreaLayoutGuide.snp.top`;
    /// with `base`, the path continues from that item (`$0.safeAreaLayoutGuide` in a superview closure).
    private func resolveTargetPath(_ names: [LayoutToken], base: LayoutItem?, into line: inout SnapKitLine) -> Bool {
        var itemNames = names
        var attributeToken: LayoutToken?
        let isSnp: (LayoutToken) -> Bool = { $0.text == "snp" }
        if let snp = screen?.openWorld == true ? names.lastIndex(where: isSnp) : names.firstIndex(where: isSnp) {
            itemNames = Array(names[..<snp])
            guard snp + 2 == names.count else {
                let location = snp + 1 < names.count ? span(names[snp + 1]) : span(names[snp])
                error("expected one attribute after '.snp', e.g. '.snp.bottom'", at: location)
                return false
            }
            attributeToken = names[snp + 1]
        }
        var item: LayoutItem
        if let base {
            item = base
            if let guideToken = itemNames.first {
                guard itemNames.count == 1, let guide = LayoutGuide(name: guideToken.text), !guide.isLegacyLayoutSupport else {
                    cannotRead("expected a layout guide of the superview here", at: span(guideToken), syntax: false)
                    return false
                }
                item = item.with(guide: guide)
            }
        } else if itemNames.isEmpty, screen?.openWorld == true {
            // In a Swift view subclass a bare `snp.bottom` is `self.snp.bottom`, as for the receiver.
            item = openWorldItem(["self"])
        } else {
            guard !itemNames.isEmpty, let resolved = resolveItem(itemNames) else {
                if itemNames.isEmpty { error("'snp' needs a view before it", at: span(names[0]), syntax: false) }
                return false
            }
            if resolved.isSuperviewPlaceholder, screen?.openWorld != true {
                error("'superview' is not a SnapKit target; use 'equalToSuperview()'", at: span(itemNames[0]), syntax: false)
                return false
            }
            item = resolved
        }
        line.targetItem = item
        if let attributeToken {
            guard let attributes = SnapKitAttributes.attributes(named: attributeToken.text) else {
                unknownName("unknown attribute '\(attributeToken.text)'", at: span(attributeToken),
                            name: attributeToken.text, candidates: SnapKitAttributes.allNames)
                return false
            }
            line.targetAttributes = attributes
        }
        return true
    }

    /// A constant target or inset: numbers, `CGSize`, `CGPoint`, `UIEdgeInsets`, `NSDirectionalEdgeInsets`.
    private func snapKitConstant(_ expression: LayoutExpr) -> SnapKitConstant? {
        guard case .chain(let chain) = expression else {
            return evaluateConstant(expression).map { .scalar($0) }
        }
        var links = chain.links[...]
        guard case .name(let typeName) = links.first else { return nil }
        if typeName.text == "zero", chain.implicit, links.count == 1 { return .scalar(0) }
        let structs: [String: [String]] = [
            "CGSize": ["width", "height"], "CGPoint": ["x", "y"],
            "UIEdgeInsets": ["top", "left", "bottom", "right"],
            "NSDirectionalEdgeInsets": ["top", "leading", "bottom", "trailing"],
            // SnapKit's own names for the same two structs (`typealias ConstraintInsets = UIEdgeInsets`).
            "ConstraintInsets": ["top", "left", "bottom", "right"],
            "ConstraintDirectionalInsets": ["top", "leading", "bottom", "trailing"],
        ]
        guard let labels = structs[typeName.text], !chain.implicit else {
            return evaluateConstant(expression).map { .scalar($0) }
        }
        links = links.dropFirst()
        var values: [Double]
        if case .name(let member) = links.first, member.text == "zero", links.count == 1 {
            values = Array(repeating: 0, count: labels.count)
        } else if case .call(let arguments, let callSpan) = links.first, links.count == 1 {
            guard arguments.map({ $0.label?.text ?? "" }) == labels else {
                cannotRead("expected \(typeName.text)(\(labels.map { "\($0):" }.joined()))", at: callSpan)
                return nil
            }
            var numbers: [Double] = []
            for argument in arguments {
                guard let value = evaluateConstant(argument.value) else { return nil }
                numbers.append(value)
            }
            values = numbers
        } else {
            cannotRead("expected \(typeName.text)(\(labels.map { "\($0):" }.joined())) or \(typeName.text).zero", at: chain.span)
            return nil
        }
        switch typeName.text {
        case "CGSize": return .size(width: values[0], height: values[1])
        case "CGPoint": return .point(x: values[0], y: values[1])
        case "UIEdgeInsets", "ConstraintInsets": return .insets(LayoutInsets(top: values[0], left: values[1], bottom: values[2], right: values[3]))
        default: return .directionalInsets(top: values[0], leading: values[1], bottom: values[2], trailing: values[3])
        }
    }

    /// `.offset(…)`, `.inset(…)`, `.multipliedBy(…)`, `.dividedBy(…)`, `.priority(…)`, `.labeled(…)`,
    /// `.constraint`, in SnapKit's order: nothing but `labeled` after `priority`.
    private func interpretModifiers(_ remaining: ArraySlice<ChainLink>, into start: SnapKitLine) -> SnapKitLine? {
        var line = start
        var links = remaining
        var priorityToken: LayoutToken?
        var ok = true
        while let link = links.first {
            links = links.dropFirst()
            guard case .name(let name) = link else {
                error("unexpected call or closure in the make line", at: chainLinkSpan(link))
                return nil
            }
            if name.text == "constraint" {
                // In Swift the `IRConstraint` may be used on the spot (`.constraint.isActive = …`).
                if swiftSource != nil { break }
                continue
            }
            guard snapKitModifiers.contains(name.text) else {
                unknownName("'\(name.text)' is not a SnapKit modifier", at: span(name), name: name.text,
                            candidates: snapKitModifiers)
                return nil
            }
            if let priorityToken, name.text != "labeled" {
                error("'\(name.text)' cannot follow '\(priorityToken.text)'", at: span(name), syntax: false,
                      notes: ["SnapKit allows only 'labeled(…)' after a priority; move '\(name.text)' before it"])
                ok = false
            }
            var arguments: [LayoutArgument] = []
            if case .call(let callArguments, _) = links.first {
                arguments = callArguments
                links = links.dropFirst()
            } else {
                error("expected '(' after '\(name.text)'", at: span(name))
                return nil
            }
            let deprecated: [String: Float] = ["priorityRequired": 1000, "priorityHigh": 750, "priorityMedium": 500,
                                                "priorityLow": 250]
            if let value = deprecated[name.text] {
                line.priority = Priority(clamping: value)
                priorityToken = name
                continue
            }
            guard arguments.count == 1, arguments[0].label == nil, let argument = arguments.first?.value else {
                error("'\(name.text)' takes one argument", at: span(name))
                return nil
            }
            switch name.text {
            case "offset":
                // nil: the argument's problem (e.g. a number out of range) is already reported.
                guard let constant = snapKitConstant(argument) else { return nil }
                guard case .scalar(let value) = constant else {
                    error("'offset' takes a number", at: argument.span, syntax: false,
                          notes: ["use 'inset(UIEdgeInsets(…))' for per-edge values"])
                    return nil
                }
                line.constant = .scalar(value)
            case "inset":
                guard let constant = snapKitConstant(argument) else { return nil }
                switch constant {
                case .scalar(let value): line.constant = .insets(.uniform(value))
                case .insets, .directionalInsets: line.constant = constant
                case .size, .point:
                    error("'inset' takes a number, UIEdgeInsets or NSDirectionalEdgeInsets", at: argument.span, syntax: false)
                    return nil
                }
            case "multipliedBy", "dividedBy":
                guard let value = evaluateConstant(argument) else { return nil }
                if name.text == "dividedBy" {
                    guard value != 0 else { error("division by zero", at: argument.span, syntax: false); return nil }
                    line.multiplier = 1 / value
                } else {
                    line.multiplier = value
                }
            case "priority":
                guard let priority = evaluatePriority(argument) else { return nil }
                line.priority = priority
                priorityToken = name
            default:  // labeled
                guard case .string(let text, _) = argument else {
                    // A label only names the constraint in logs: in Swift any String expression does.
                    if swiftSource != nil { continue }
                    cannotRead("'labeled' takes a string", at: argument.span)
                    return nil
                }
                line.label = text
            }
        }
        return ok ? line : nil
    }

    private func chainLinkSpan(_ link: ChainLink) -> SourceSpan {
        switch link {
        case .name(let token): return span(token)
        case .call(_, let location), .closure(_, let location): return location
        }
    }
}
