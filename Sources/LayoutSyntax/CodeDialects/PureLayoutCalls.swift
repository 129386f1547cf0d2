import LayoutIR

/// Reads PureLayout's `UIView` category (`ALView+PureLayout`), in Swift
/// (`label.autoPinEdge(toSuperviewEdge: .top, withInset: 8)`) and Objective-C
/// (`[label autoPinEdgeToSuperviewEdge:ALEdgeTop withInset:8]`). Every call installs its
/// constraints at once and turns the receiver's `translatesAutoresizingMaskIntoConstraints` off.
///
/// PureLayout's rules (PureLayout `ALView+PureLayout.m`): an inset from a superview edge is
/// "inverted to become an offset" on the bottom, right and trailing edges, and so is an
/// inequality's relation; `autoPinEdgesToSuperviewEdges(with:)` pins top, *leading*, bottom and
/// *trailing* ("insets.left corresponds to a leading edge constraint"); axes are `vertical` →
/// `centerX`, `horizontal` → `centerY`.
struct PureLayoutCalls {
    var dialects: DialectReader

    private var tokens: [SourceToken] { dialects.tokens }

    /// The first selector pieces (Objective-C) and base names (Swift) PureLayout's calls start with.
    private static let names: Set<String> = [
        "autoPinEdge", "autoPinEdgeToSuperviewEdge", "autoPinEdgeToSuperviewMargin", "autoPinEdgeToSuperviewSafeArea",
        "autoPinEdgesToSuperviewEdges", "autoPinEdgesToSuperviewEdgesWithInsets", "autoPinEdgesToSuperviewMargins",
        "autoPinEdgesToSuperviewMarginsExcludingEdge", "autoPinEdgesToSuperviewSafeArea", "autoPinEdgesToSuperviewSafeAreaWithInsets",
        "autoSetDimension", "autoSetDimensions", "autoSetDimensionsToSize", "autoCenterInSuperview",
        "autoCenterInSuperviewMargins", "autoAlignAxis", "autoAlignAxisToSuperviewAxis", "autoMatch", "autoMatchDimension",
        "autoPinToTopLayoutGuideOfViewController", "autoPinToBottomLayoutGuideOfViewController",
        "autoAlignAxisToSuperviewMarginAxis", "autoConstrainAttribute",
    ]

    static func mayStart(_ word: String) -> Bool { names.contains(word) }

    /// One argument: its label (Swift) or selector piece (Objective-C) and its tokens.
    private typealias Argument = (label: String, value: ArraySlice<SourceToken>)

    func read(at index: Int, expressionStart: (Int) -> Int) -> DialectStatement? {
        guard let word = tokens[index].identifier else { return nil }
        var receiver: [String]
        var arguments: [Argument]
        var start: Int
        var end: Int
        switch dialects.language {
        case .swift:
            guard index + 1 < tokens.count, tokens[index + 1].isPunctuation("("), let close = dialects.closers[index + 1],
                  index == 0 || tokens[index - 1].identifier != "func" else { return nil }
            if index >= 2, tokens[index - 1].isPunctuation(".") {
                // `footer?.autoPin…`, `footer!.autoPin…`: the optional's view.
                var last = index - 2
                while last > 0, tokens[last].isPunctuation("?") || tokens[last].isPunctuation("!") { last -= 1 }
                start = expressionStart(last)
                guard let path = ConstraintCallReader.path(tokens[start...(index - 2)]) else {
                    return unreadable(start: start, end: close, reason: "the receiver of '\(word)' is a run-time value")
                }
                receiver = path
            } else {
                start = index
                receiver = []
            }
            end = close
            let reader = ConstraintCallReader(tokens: tokens, closers: dialects.closers, openers: dialects.openers,
                                              language: .swift, evaluator: dialects.evaluator)
            arguments = reader.labeledArguments(open: index + 1, close: close)
            // The first argument's label joins the name: `autoPinEdge(toSuperviewEdge:)`.
            if let first = arguments.first, !first.label.isEmpty {
                arguments[0].label = word + first.label.prefix(1).uppercased() + first.label.dropFirst()
            } else if !arguments.isEmpty {
                arguments[0].label = word
            } else {
                arguments = [(word, tokens[0..<0])]
            }
        case .objectiveC:
            guard index >= 2, let bracket = bracket(before: index), let close = dialects.closers[bracket] else { return nil }
            start = bracket
            end = close
            guard let path = ConstraintCallReader.path(tokens[(bracket + 1)..<index]) else {
                return unreadable(start: start, end: end, reason: "the receiver of '\(word)' is a run-time value")
            }
            receiver = path
            if index + 1 < tokens.count, tokens[index + 1].isPunctuation(":") {
                let reader = ConstraintCallReader(tokens: tokens, closers: dialects.closers, openers: dialects.openers,
                                                  language: .objectiveC, evaluator: dialects.evaluator)
                arguments = reader.messagePieces(from: index).arguments.map { ($0.piece, $0.value) }
            } else if index + 1 == close {
                arguments = [(word, tokens[0..<0])]
            } else {
                return nil
            }
        }
        var statement = DialectStatement(effect: .activated, receiver: receiver, start: start, end: end)
        statement.autoresizingOff = [receiver]
        switch constraints(arguments, receiver: SourceItem(path: receiver), start: start, end: end) {
        case .success(let calls):
            statement.made = calls.map { DialectStatement.Made(call: $0, priority: nil, identifier: nil) }
        case .failure(let problem):
            statement.unreadable.append((start, end, problem.reason))
        }
        return statement
    }

    private func unreadable(start: Int, end: Int, reason: String) -> DialectStatement {
        var statement = DialectStatement(effect: .activated, receiver: nil, start: start, end: end)
        statement.unreadable.append((start, end, reason))
        return statement
    }

    /// The `[` of the Objective-C message whose first selector piece is at `selector`.
    private func bracket(before selector: Int) -> Int? {
        var index = selector - 1
        while index >= 0, selector - index < 64 {
            let token = tokens[index]
            if token.isPunctuation("[") { return index }
            if token.isPunctuation(")") || token.isPunctuation("]"), let open = dialects.openers[index] { index = open - 1; continue }
            if token.isPunctuation(";") || token.isPunctuation("{") || token.isPunctuation("}") { return nil }
            index -= 1
        }
        return nil
    }

    // MARK: Calls

    private func constraints(_ arguments: [Argument], receiver: SourceItem, start: Int, end: Int) -> Result<[ConstraintCall], DialectProblem> {
        var named: [String: ArraySlice<SourceToken>] = [:]
        for argument in arguments.dropFirst() { named[argument.label] = argument.value }
        guard let first = arguments.first else { return .failure(DialectProblem("a PureLayout call without arguments")) }
        let signature = ([first.label] + arguments.dropFirst().map(\.label)).joined(separator: ":")
        let superview = SourceItem.superview(of: receiver.path)
        func make(_ attribute: Attribute, _ relation: Relation, _ second: SourceAnchor?, multiplier: SourceValue = .known(1),
                  constant: SourceValue) -> ConstraintCall {
            ConstraintCall(syntax: .purelayout, first: SourceAnchor(item: receiver, attribute: attribute), relation: relation,
                           second: second, multiplier: multiplier, constant: constant, start: start, end: end)
        }
        func number(_ label: String) -> SourceValue { named[label].map(dialects.evaluator.value) ?? .known(0) }
        func relation(_ label: String = "relation") -> Relation? {
            guard let value = named[label] else { return .equal }
            return ConstraintCallReader.relation(value)
        }
        switch first.label {
        case "autoPinEdgeToSuperviewEdge", "autoPinEdgeToSuperviewMargin", "autoPinEdgeToSuperviewSafeArea":
            guard let edge = Self.edge(first.value), let relation = relation() else { return unknown(signature) }
            let inverted = [Attribute.bottom, .right, .trailing].contains(edge)
            var inset = number("withInset")
            if inverted, case .known(let value) = inset { inset = .known(-value) }
            let pinned = inverted ? relation.flipped : relation
            switch first.label {
            case "autoPinEdgeToSuperviewMargin":
                guard let margin = edge.marginVariant else { return unknown(signature) }
                return .success([make(edge, pinned, SourceAnchor(item: superview, attribute: margin), constant: inset)])
            case "autoPinEdgeToSuperviewSafeArea":
                return .success([make(edge, pinned, SourceAnchor(item: safeArea(of: receiver), attribute: edge), constant: inset)])
            default:
                return .success([make(edge, pinned, SourceAnchor(item: superview, attribute: edge), constant: inset)])
            }
        case "autoPinEdgesToSuperviewEdges", "autoPinEdgesToSuperviewEdgesWith", "autoPinEdgesToSuperviewEdgesWithInsets",
             "autoPinEdgesToSuperviewMargins", "autoPinEdgesToSuperviewMarginsExcludingEdge",
             "autoPinEdgesToSuperviewSafeArea", "autoPinEdgesToSuperviewSafeAreaWith", "autoPinEdgesToSuperviewSafeAreaWithInsets":
            let insetsTokens = first.label.hasSuffix("With") || first.label.hasSuffix("WithInsets") ? first.value : nil
            // Top, left, bottom, right: each inset known or not on its own (`UIEdgeInsets(top: 8,
            // left: pad, …)` with `pad` set at run time still pins the top at 8).
            var insets: [SourceValue] = Array(repeating: .known(0), count: 4)
            if let insetsTokens {
                if case .known(.scalar(let value))? = dialects.constant(insetsTokens) {
                    insets = Array(repeating: .known(value), count: 4)
                } else {
                    insets = GeometryValue.members(insetsTokens, names: ["top", "left", "bottom", "right"], evaluator: dialects.evaluator)
                }
            }
            var excluded: Attribute?
            if let excluding = named["excludingEdge"] ?? (first.label.hasSuffix("ExcludingEdge") ? first.value : nil) {
                guard let edge = Self.edge(excluding) else { return unknown(signature) }
                excluded = edge == .left ? .leading : edge == .right ? .trailing : edge
            }
            let margins = first.label.contains("Margins")
            let safeArea = first.label.contains("SafeArea")
            var calls: [ConstraintCall] = []
            for (edge, value) in [(Attribute.top, insets[0]), (.leading, insets[1]), (.bottom, Self.negated(insets[2])),
                                  (.trailing, Self.negated(insets[3]))]
            where edge != excluded {
                let second: SourceAnchor
                if margins, let margin = edge.marginVariant {
                    second = SourceAnchor(item: superview, attribute: margin)
                } else if safeArea {
                    second = SourceAnchor(item: self.safeArea(of: receiver), attribute: edge)
                } else {
                    second = SourceAnchor(item: superview, attribute: edge)
                }
                calls.append(make(edge, .equal, second, constant: value))
            }
            return .success(calls)
        case "autoPinEdge":
            // `autoPinEdge(_:to:of:withOffset:relation:)` / `autoPinEdge:toEdge:ofView:withOffset:relation:`.
            guard let edge = Self.edge(first.value), let toEdge = Self.edge(named["to"] ?? named["toEdge"] ?? first.value.prefix(0)),
                  let other = named["of"] ?? named["ofView"], let relation = relation() else { return unknown(signature) }
            guard let item = ConstraintCallReader.item(other) else { return .failure(DialectProblem("the other view is a run-time value")) }
            return .success([make(edge, relation, SourceAnchor(item: item, attribute: toEdge), constant: number("withOffset"))])
        case "autoSetDimension":
            guard let dimension = Self.edge(first.value), dimension == .width || dimension == .height,
                  let size = named["toSize"], let relation = relation() else { return unknown(signature) }
            return .success([make(dimension, relation, nil, constant: dialects.evaluator.value(size))])
        case "autoSetDimensions", "autoSetDimensionsTo", "autoSetDimensionsToSize":
            // Each dimension known or not on its own: `CGSize(width: side, height: 20)` still fixes the height.
            let size = GeometryValue.members(first.value, names: ["width", "height"], evaluator: dialects.evaluator)
            return .success([make(.width, .equal, nil, constant: size[0]), make(.height, .equal, nil, constant: size[1])])
        case "autoCenterInSuperview":
            return .success([make(.centerX, .equal, SourceAnchor(item: superview, attribute: .centerX), constant: .known(0)),
                             make(.centerY, .equal, SourceAnchor(item: superview, attribute: .centerY), constant: .known(0))])
        case "autoCenterInSuperviewMargins":
            return .success([make(.centerX, .equal, SourceAnchor(item: superview, attribute: .centerXWithinMargins), constant: .known(0)),
                             make(.centerY, .equal, SourceAnchor(item: superview, attribute: .centerYWithinMargins), constant: .known(0))])
        case "autoAlignAxisToSuperviewAxis", "autoAlignAxisToSuperviewAxis:":
            guard let axis = Self.edge(first.value) else { return unknown(signature) }
            return .success([make(axis, .equal, SourceAnchor(item: superview, attribute: axis), constant: .known(0))])
        case "autoAlignAxisToSuperviewMarginAxis":
            // The axis of the superview's margins (`ALAxisVertical` → `centerXWithinMargins`).
            guard let axis = Self.edge(first.value), let margin = axis.marginVariant else { return unknown(signature) }
            return .success([make(axis, .equal, SourceAnchor(item: superview, attribute: margin), constant: .known(0))])
        case "autoConstrainAttribute":
            // `autoConstrainAttribute:toAttribute:ofView:` with `withOffset:` or `withMultiplier:`
            // and `relation:`; its attributes are any `ALAttribute` (edges, dimensions, axes, margins).
            guard let attribute = Self.attribute(first.value), let toAttribute = Self.attribute(named["toAttribute"] ?? named["to"] ?? first.value.prefix(0)),
                  let other = named["ofView"] ?? named["of"], let relation = relation() else { return unknown(signature) }
            guard let item = otherView(other) else { return .failure(DialectProblem("the other view is a run-time value")) }
            return .success([make(attribute, relation, SourceAnchor(item: item, attribute: toAttribute),
                                  multiplier: named["withMultiplier"].map(dialects.evaluator.value) ?? .known(1),
                                  constant: number("withOffset"))])
        case "autoAlignAxis":
            if let axisTokens = named["toSuperviewAxis"], let axis = Self.edge(axisTokens) {
                return .success([make(axis, .equal, SourceAnchor(item: superview, attribute: axis), constant: .known(0))])
            }
            guard let axis = Self.edge(first.value), let other = named["toSameAxisOf"] ?? named["toSameAxisOfView"] else {
                return unknown(signature)
            }
            guard let item = ConstraintCallReader.item(other) else { return .failure(DialectProblem("the other view is a run-time value")) }
            return .success([make(axis, .equal, SourceAnchor(item: item, attribute: axis),
                                  multiplier: named["withMultiplier"].map(dialects.evaluator.value) ?? .known(1),
                                  constant: number("withOffset"))])
        case "autoMatch", "autoMatchDimension":
            guard let dimension = Self.edge(first.value), let toDimension = Self.edge(named["to"] ?? named["toDimension"] ?? first.value.prefix(0)),
                  let other = named["of"] ?? named["ofView"], let relation = relation() else { return unknown(signature) }
            guard let item = ConstraintCallReader.item(other) else { return .failure(DialectProblem("the other view is a run-time value")) }
            return .success([make(dimension, relation, SourceAnchor(item: item, attribute: toDimension),
                                  multiplier: named["withMultiplier"].map(dialects.evaluator.value) ?? .known(1),
                                  constant: number("withOffset"))])
        case "autoPinToTopLayoutGuideOfViewController", "autoPinToBottomLayoutGuideOfViewController":
            guard first.value.count == 1, first.value.first?.identifier == "self" else {
                return .failure(DialectProblem("another view controller's layout guide"))
            }
            let top = first.label.contains("Top")
            var inset = number("withInset")
            if !top, case .known(let value) = inset { inset = .known(-value) }
            let guide = SourceItem(path: [], guide: top ? .topLayoutGuide : .bottomLayoutGuide)
            return .success([make(top ? .top : .bottom, .equal, SourceAnchor(item: guide, attribute: top ? .bottom : .top), constant: inset)])
        default:
            return unknown(signature)
        }
    }

    /// A bottom or right inset as the constant of `edge == superview.edge + constant`.
    private static func negated(_ value: SourceValue) -> SourceValue {
        if case .known(let number) = value { return .known(-number) }
        return value
    }

    private func unknown(_ signature: String) -> Result<[ConstraintCall], DialectProblem> {
        .failure(DialectProblem("a PureLayout call vflc does not read: \(signature)"))
    }

    /// The superview's safe area: PureLayout's `…ToSuperviewSafeArea` calls use
    /// `superview.safeAreaLayoutGuide`.
    private func safeArea(of receiver: SourceItem) -> SourceItem {
        var item = SourceItem.superview(of: receiver.path)
        item.guide = .safeArea
        return item
    }

    /// The view an `ofView:` argument names: a view, or a view's superview (`[label superview]`, a
    /// getter message, or `label.superview`), which PureLayout's own superview calls use too.
    private func otherView(_ tokens: ArraySlice<SourceToken>) -> SourceItem? {
        if let path = ConstraintCallReader.path(tokens) ?? ConstraintCallReader.getterPath(tokens, closers: dialects.closers),
           path.count > 1, path.last == "superview" {
            return SourceItem.superview(of: Array(path.dropLast()))
        }
        return ConstraintCallReader.item(tokens)
    }

    /// An `ALAttribute`: an edge, dimension or axis as ``edge(_:)`` reads it, or a margin
    /// (`ALMarginTop` / `.marginTop` → `topMargin`, `ALMarginAxisVertical` / `.marginAxisVertical` →
    /// `centerXWithinMargins`; PureLayout `PureLayoutDefines.h`).
    static func attribute(_ value: ArraySlice<SourceToken>) -> Attribute? {
        guard let name = value.last?.identifier else { return nil }
        // `ALAttributeTop`, `ALAttributeMarginTop` (Objective-C); `.top`, `.marginTop` (Swift).
        let trimmed = name.hasPrefix("ALAttribute") && name.count > "ALAttribute".count ? String(name.dropFirst("ALAttribute".count)) : name
        let stem = trimmed.prefix(1).lowercased() + trimmed.dropFirst()
        if stem.hasPrefix("margin"), stem.count > "margin".count {
            let rest = String(stem.dropFirst("margin".count))
            switch rest {
            case "AxisVertical": return .centerXWithinMargins
            case "AxisHorizontal": return .centerYWithinMargins
            default: return Attribute(name: rest.prefix(1).lowercased() + rest.dropFirst() + "Margin")
            }
        }
        return edge(named: trimmed)
    }

    /// `.top`, `ALEdge.top`, `ALEdgeTop`, `ALDimensionWidth`, `ALAxisVertical` → the attribute.
    static func edge(_ value: ArraySlice<SourceToken>) -> Attribute? {
        guard let name = value.last?.identifier else { return nil }
        return edge(named: name)
    }

    /// ``edge(_:)`` of one name.
    private static func edge(named name: String) -> Attribute? {
        var stem = name
        for prefix in ["ALEdge", "ALDimension", "ALAxis", "ALMargin"] where stem.hasPrefix(prefix) && stem.count > prefix.count {
            stem = String(stem.dropFirst(prefix.count))
            break
        }
        stem = stem.prefix(1).lowercased() + stem.dropFirst()
        switch stem {
        case "vertical": return .centerX
        case "horizontal": return .centerY
        case "baseline": return .lastBaseline
        default: return Attribute(name: stem)
        }
    }
}
