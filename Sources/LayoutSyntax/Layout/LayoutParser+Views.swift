import LayoutIR

extension LayoutFileParser {
    /// Property keywords inside a view's braces, for "did you mean".
    static let propertyKeywords = [
        "intrinsic", "hugging", "compression", "frame", "autoresizing", "axis", "distribution", "alignment",
        "spacing", "baselineRelative", "layoutMarginsRelative", "layoutMargins", "hidden", "baseline", "textStyle", "lines",
        "installed",
    ]

    /// `kind name` optionally followed by `{ properties and subviews }`. `parent` is nil when the
    /// enclosing view could not be registered: the declaration is checked but not added.
    func parseViewDeclaration(kind: ViewKind, parent: String?) {
        let start = token.offset
        advance()
        guard token.kind == .identifier, !token.startsLine else {
            expected("a name for the \(kind.keyword)")
            synchronize()
            return
        }
        let name = token
        advance()
        var registered = false
        // A declaration is `kind name`: kind words and property keywords can name views (`view label`,
        // `button button`), as in the Swift code pasted next to them. Only names that mean something
        // else wherever a view name can stand are reserved.
        if ScreenBuilder.reservedNames.contains(name.text) {
            error("'\(name.text)' is reserved and cannot name a view", at: span(name), syntax: false,
                  notes: ["choose another name, e.g. '\(name.text)View'"])
        } else if let existing = screen?.nodes[name.text] {
            diagnostics.append(.error("view '\(name.text)' is declared twice", at: span(name),
                                      notes: [DiagnosticNote("first declared here", span: existing.span)],
                                      ruleID: .duplicateView))
        } else if let count = screen?.nodes.count, count > options.maximumViews {
            if screen?.reportedViewLimit == false {
                screen?.reportedViewLimit = true
                error("too many views in screen '\(screen?.name ?? "")' (more than \(options.maximumViews))",
                      at: span(name), syntax: false,
                      notes: ["vflc lays out at most \(options.maximumViews) views per screen; split the screen into several"])
            }
        } else if screen?.emitting == true, let parent {
            registered = true
            var properties = ViewProperties()
            if kind == .stackView { properties.stack = StackProperties() }
            var node = ViewNode(name: name.text, kind: kind, properties: properties, span: span(from: start))
            // A view declared directly in a size-class branch is in the hierarchy only there.
            if parent == LayoutItem.rootName, let condition = screen?.sizeClasses {
                node.properties.installed = false
                node.sizeClassVariants = [SizeClassVariant(condition: condition, installed: true)]
            }
            screen?.declare(node, in: parent)
        }
        let owner = registered ? name.text : nil
        if token.isSymbol("{"), !token.startsLine {
            parseViewBody(of: owner, kind: kind)
            if registered { screen?.nodes[name.text]?.span = span(from: start) }
        }
        endStatement("the declaration of '\(name.text)'")
    }

    /// `{ … }` of a view: properties and nested declarations. `owner` is nil for a view that could not
    /// be registered (its body is still checked).
    func parseViewBody(of owner: String?, kind: ViewKind) {
        let open = token
        guard enterNesting(at: span(open)) else { skipBalancedBraces(); return }
        defer { leaveNesting() }
        advance()
        while !token.isSymbol("}"), token.kind != .end {
            parseStatement { parseViewMember(of: owner, kind: kind) }
        }
        if token.kind == .end {
            diagnostics.append(.error("expected '}' to close the view's body, found end of file", at: span(token),
                                      notes: [DiagnosticNote("the body opens here", span: span(open))],
                                      ruleID: RuleID.layoutSyntax))
        } else {
            advance()
        }
    }

    /// A property or a subview declaration.
    private func parseViewMember(of owner: String?, kind: ViewKind) {
        if accept(";") { return }
        guard token.kind == .identifier else {
            expected("a property or a subview declaration")
            if token.isSymbol("{") { skipBalancedBraces() } else { synchronize() }
            return
        }
        if let childKind = ViewKind(rawValue: token.text), peek().kind == .identifier, !peek().startsLine {
            if kind.isLayoutGuide {
                error("a layout guide has no subviews", at: span(token), syntax: false,
                      notes: ["declare the \(childKind.keyword) in the view that owns the guide"])
                parseViewDeclaration(kind: childKind, parent: nil)
                return
            }
            parseViewDeclaration(kind: childKind, parent: owner)
            return
        }
        if kind.isLayoutGuide {
            error("a layout guide has no '\(token.text)': it is a rectangle for constraints and nothing else", at: span(token),
                  syntax: false, notes: ["set sizes with constraints, e.g. 'g.width == 100'"])
            synchronize()
            return
        }
        parseProperty(of: owner, kind: kind)
    }

    private func parseProperty(of owner: String?, kind: ViewKind) {
        let keyword = token
        advance()
        var properties = owner.flatMap { screen?.nodes[$0]?.properties } ?? ViewProperties()
        func needsStack() -> Bool {
            guard kind == .stackView else {
                error("'\(keyword.text)' is a stack view property; this view is a \(kind.keyword)", at: span(keyword),
                      syntax: false, notes: ["declare it as 'stackView' to arrange its subviews"])
                return false
            }
            return true
        }
        switch keyword.text {
        case "intrinsic":
            if let size = parseSize() { properties.intrinsicSize = size }
        case "hugging", "compression":
            var axes: [LayoutAxis] = [.horizontal, .vertical]
            if let axis = LayoutAxis(rawValue: token.text), token.kind == .identifier {
                axes = [axis]
                advance()
            } else if token.kind == .identifier, !token.startsLine, Self.namedPriorities[token.text] == nil,
                      screen?.metricValues[token.text] == nil, peek().kind == .number, !peek().startsLine {
                unknownName("unknown axis '\(token.text)'", at: span(token), name: token.text,
                            candidates: LayoutAxis.allCases.map(\.rawValue))
                axes = []
                advance()
            }
            if let priority = parsePriorityValue() {
                for axis in axes {
                    if keyword.text == "hugging" { properties.hugging[axis] = priority }
                    else { properties.compressionResistance[axis] = priority }
                }
            }
        case "frame":
            if let values = parseNumberList(count: 4, what: "x, y, width, height") {
                properties.frame = LayoutRect(x: values[0], y: values[1], width: values[2], height: values[3])
            }
        case "autoresizing":
            var mask: AutoresizingMask = []
            for name in parseNameList("an autoresizing flag") where name.text != "none" {
                if let match = AutoresizingMask.named.first(where: { $0.name == name.text }) {
                    mask.formUnion(match.mask)
                } else {
                    unknownName("unknown autoresizing flag '\(name.text)'", at: span(name), name: name.text,
                                candidates: AutoresizingMask.named.map(\.name) + ["none"])
                }
            }
            properties.autoresizing = mask
        // Stack properties: the value is read (and checked) first, then applied only to a stack view.
        case "axis":
            let value = parseEnumList("an axis", LayoutAxis.self, single: true).first
            if needsStack(), let value { properties.stack?.axis = value }
        case "distribution":
            let value = parseEnumList("a distribution", StackDistribution.self, single: true).first
            if needsStack(), let value { properties.stack?.distribution = value }
        case "alignment":
            let value = parseEnumList("an alignment", StackAlignment.self, single: true).first
            if needsStack(), let value { properties.stack?.alignment = value }
        case "spacing":
            let value = parseNumber()
            if needsStack(), let value { properties.stack?.spacing = value }
        case "baselineRelative":
            let value = parseOptionalBool()
            if needsStack() { properties.stack?.baselineRelative = value }
        case "layoutMarginsRelative":
            let value = parseOptionalBool()
            if needsStack() { properties.stack?.layoutMarginsRelative = value }
        case "layoutMargins":
            guard let first = parseExpression() else { break }
            if accept(",") {
                let rest = parseNumberList(count: 3, what: "left, bottom and right after top")
                if let top = evaluateConstant(first), let rest {
                    properties.layoutMargins = LayoutInsets(top: top, left: rest[0], bottom: rest[1], right: rest[2])
                }
            } else if let value = evaluateConstant(first) {
                properties.layoutMargins = .uniform(value)
            }
        case "hidden":
            properties.hidden = parseOptionalBool()
        case "installed":
            // `installed false`: in the hierarchy only where a size-class branch installs it.
            properties.installed = parseOptionalBool()
        case "lines":
            let at = token
            if let value = parseNumber() {
                if value >= 0, value <= 10_000, value == value.rounded() { properties.lines = Int(value) }
                else { error("'lines' takes a whole number from 0 (no limit) up", at: span(at), syntax: false) }
            }
        case "textStyle":
            if let style = parseEnumList("a text style", TextStyle.self, single: true).first { properties.textStyle = style }
        case let name where Self.uikitPropertyKeywords.contains(name):
            parseUIKitProperty(keyword, properties: &properties, kind: kind)
        case "baseline":
            guard let first = parseExpression() else { break }
            let last = accept(",") ? parseExpression() : first
            if let firstValue = evaluateConstant(first), let last, let lastValue = evaluateConstant(last) {
                properties.firstBaseline = firstValue
                properties.lastBaseline = lastValue
            }
        default:
            if ViewKind(rawValue: keyword.text) != nil {
                error("expected a name for the \(keyword.text)", at: span(token))
            } else {
                unknownName("unknown property '\(keyword.text)'", at: span(keyword), name: keyword.text,
                            candidates: Self.propertyKeywords + Self.uikitPropertyKeywords + ViewKind.allCases.map(\.keyword),
                            notes: ["constraints go at the screen level, after the view tree"])
            }
            synchronize()
            return
        }
        if let owner { screen?.nodes[owner]?.properties = properties }
        endStatement("'\(keyword.text)'")
    }

    /// A priority: a number in 1…1000 or a name (`required`, `high`, `defaultHigh`, `low`, …).
    func parsePriorityValue() -> Priority? {
        guard let expression = parseExpression() else { return nil }
        return evaluatePriority(expression)
    }

    /// Names of priorities accepted in equations, properties and SnapKit's `.priority(…)`.
    static let namedPriorities: [String: Float] = [
        "required": 1000, "high": 750, "medium": 500, "low": 250,
        "defaultHigh": 750, "defaultLow": 250, "fittingSizeLevel": 50, "fittingSize": 50,
        "dragThatCanResizeScene": 510, "sceneSizeStayPut": 500, "dragThatCannotResizeScene": 490,
    ]

    /// The value of a priority expression: numbers, metrics and named levels, with arithmetic
    /// (`.defaultHigh + 1`) and `.high.advanced(by: 1)`; must lie in 1…1000.
    func evaluatePriority(_ expression: LayoutExpr) -> Priority? {
        guard let value = priorityNumber(expression) else { return nil }
        guard let priority = Priority(Float(value)) else {
            error("priority \(formatNumber(value)) is out of range; it must be between 1 and 1000", at: expression.span,
                  syntax: false, notes: ["UIKit throws for a priority of 0 or less, or above 1000 (required)"])
            return nil
        }
        return priority
    }

    private func priorityNumber(_ expression: LayoutExpr) -> Double? {
        switch expression {
        case .binary(let op, let left, let right, let span):
            guard let l = priorityNumber(left), let r = priorityNumber(right) else { return nil }
            switch op {
            case "+": return l + r
            case "-": return l - r
            case "*": return l * r
            default:
                guard r != 0 else { error("division by zero", at: span, syntax: false); return nil }
                return l / r
            }
        case .negate(let operand, _):
            return priorityNumber(operand).map { -$0 }
        case .chain(let chain):
            var links = chain.links[...]
            // Strip type prefixes: `UILayoutPriority.defaultHigh`, `ConstraintPriority.high`.
            if case .name(let first) = links.first, ["UILayoutPriority", "ConstraintPriority"].contains(first.text),
               links.count > 1, case .name = links[links.index(after: links.startIndex)] {
                links = links.dropFirst()
            }
            if case .name(let name) = links.first, let value = Self.namedPriorities[name.text],
               chain.implicit || links.count < chain.links.count || screen?.metricValues[name.text] == nil {
                var result = Double(value)
                links = links.dropFirst()
                // `.high.advanced(by: 1)`
                if case .name(let advanced) = links.first, advanced.text == "advanced",
                   links.count == 2, case .call(let arguments, _) = links.last, arguments.count == 1,
                   let step = evaluateConstant(arguments[0].value) {
                    result += step
                    links = []
                }
                if links.isEmpty { return result }
            }
            if case .name(let name) = chain.links.first, name.text == "UILayoutPriority", chain.links.count == 2,
               case .call(let arguments, _) = chain.links[1], arguments.count == 1 {
                return priorityNumber(arguments[0].value)
            }
            if !chain.implicit, let names = chain.names, names.count == 1, let name = names.first,
               screen?.metricValues[name.text] == nil {
                unknownName("unknown priority '\(name.text)'", at: span(name), name: name.text,
                            candidates: Array(Self.namedPriorities.keys) + (screen?.metrics.map(\.name) ?? []),
                            notes: ["use a number in 1…1000, a metric, or required, high, medium, low"])
                return nil
            }
            return evaluateConstant(expression, what: "a priority")
        default:
            return evaluateConstant(expression, what: "a priority")
        }
    }
}
