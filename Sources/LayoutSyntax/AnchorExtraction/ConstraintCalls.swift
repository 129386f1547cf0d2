import LayoutIR

/// A view or layout guide as written in source, before a function's names are resolved:
/// `self.titleLabel` → path `["titleLabel"]`; `view.safeAreaLayoutGuide` → `["view"]` + guide;
/// a bare `topAnchor` in a view subclass → the empty path (`self`).
struct SourceItem: Sendable, Hashable {
    var path: [String]
    var guide: LayoutGuide?
    /// True when the item is the superview of the view at `path` (SnapKit's `equalToSuperview()`,
    /// VFL's `|`, PureLayout's `…ToSuperviewEdge`): which view that is, the function's view tree
    /// decides (``SuperviewResolution``).
    var isSuperviewOfPath = false

    init(path: [String], guide: LayoutGuide? = nil) {
        self.path = path
        self.guide = guide
    }

    /// The superview of the view at `path`, or one of its guides.
    static func superview(of path: [String], guide: LayoutGuide? = nil) -> SourceItem {
        var item = SourceItem(path: path, guide: guide)
        item.isSuperviewOfPath = true
        return item
    }
}

/// One side of a constraint as written: an item and its attribute.
struct SourceAnchor: Sendable, Hashable {
    var item: SourceItem
    var attribute: Attribute
}

/// One constraint-making call: an anchor's `constraint(…)` / `constraint…Anchor:`, or
/// `NSLayoutConstraint(item:…)` / `constraintWithItem:…`.
struct ConstraintCall: Sendable {
    var syntax: ConstraintSyntax
    var first: SourceAnchor
    var relation: Relation
    var second: SourceAnchor?
    var multiplier: SourceValue
    var constant: SourceValue
    /// Token indices of the call's first and last tokens.
    var start: Int
    var end: Int
    /// The exact text the constraint comes from, when it is narrower than the call: the VFL
    /// connection or predicate inside a format string.
    var span: SourceSpan?
    /// Why a view of the constraint is one only the running app knows (the superview of a view
    /// some caller adds), when one is: the constraint is listed with its own constant and
    /// multiplier, and not laid out.
    var viewDecidedAtRunTime: String?
    /// The name the relation is given by, when it is a name rather than a literal
    /// (`relatedBy: relation` in a helper whose caller passes `.lessThanOrEqual`): a helper's call
    /// fills it in; anywhere else the constraint is listed, not laid out.
    var relationParameter: String?
    /// The names the first and second attributes are given by, when a helper's parameter gives
    /// them (`attribute: attribute` in `func constraint(_ attribute: NSLayoutConstraint.Attribute,
    /// toView: UIView)`): a helper's call fills them in; anywhere else the constraint is listed,
    /// not laid out.
    var firstAttributeParameter: String?
    var secondAttributeParameter: String?
    /// The name the second anchor is given by, when it is a name rather than a view's anchor
    /// (`topAnchor.constraint(equalTo: top)` in `func anchor(top: NSLayoutYAxisAnchor?, …)`): a
    /// helper's call puts the anchor it passes there; anywhere else the constraint is listed, not
    /// laid out. ``second`` holds the name as a placeholder.
    var secondAnchorParameter: String?

    /// The names of every part a helper's caller gives (relation, attributes, second anchor),
    /// which only an expansion at a call fills in.
    var callerGivenNames: [String] {
        [relationParameter, firstAttributeParameter, secondAttributeParameter, secondAnchorParameter].compactMap { $0 }
    }

    /// True when an attribute or the second anchor is a caller's: the constraint's kind is not
    /// known until a call gives it, so it cannot be typed.
    var hasCallerGivenAnchor: Bool {
        firstAttributeParameter != nil || secondAttributeParameter != nil || secondAnchorParameter != nil
    }

    init(syntax: ConstraintSyntax, first: SourceAnchor, relation: Relation, second: SourceAnchor?, multiplier: SourceValue,
         constant: SourceValue, start: Int, end: Int) {
        self.syntax = syntax
        self.first = first
        self.relation = relation
        self.second = second
        self.multiplier = multiplier
        self.constant = constant
        self.start = start
        self.end = end
    }
}

/// Recognises constraint-making calls at one token index.
struct ConstraintCallReader {
    var tokens: [SourceToken]
    var closers: [Int?]
    /// For every closing bracket, the index of its opener.
    var openers: [Int?]
    var language: SourceLanguage
    var evaluator: ConstantEvaluator

    static let anchors: [String: Attribute] = [
        "leadingAnchor": .leading, "trailingAnchor": .trailing, "leftAnchor": .left, "rightAnchor": .right,
        "topAnchor": .top, "bottomAnchor": .bottom, "widthAnchor": .width, "heightAnchor": .height,
        "centerXAnchor": .centerX, "centerYAnchor": .centerY,
        "firstBaselineAnchor": .firstBaseline, "lastBaselineAnchor": .lastBaseline,
    ]
    static let guides: [String: LayoutGuide] = [
        "safeAreaLayoutGuide": .safeArea, "layoutMarginsGuide": .margins, "readableContentGuide": .readableContent,
        "contentLayoutGuide": .contentLayout, "frameLayoutGuide": .frameLayout,
        "topLayoutGuide": .topLayoutGuide, "bottomLayoutGuide": .bottomLayoutGuide, "keyboardLayoutGuide": .keyboard,
    ]

    /// The result of looking at one token: a call, a call vflc cannot read (with why), or nothing.
    enum Outcome {
        case call(ConstraintCall)
        case unreadable(start: Int, end: Int, reason: String)
    }

    /// A constraint call whose name is at `index` (`constraint` in Swift, `constraintEqualToAnchor`
    /// in Objective-C, `NSLayoutConstraint` before `(item:` or `constraintWithItem`).
    func read(at index: Int) -> Outcome? {
        guard let word = tokens[index].identifier else { return nil }
        switch language {
        case .swift:
            if word == "constraint", index >= 2, index + 1 < tokens.count, tokens[index - 1].isPunctuation("."),
               tokens[index + 1].isPunctuation("("), let anchorName = tokens[index - 2].identifier,
               Self.anchors[anchorName] != nil {
                return swiftAnchorCall(name: index)
            }
            if word == "NSLayoutConstraint", index + 2 < tokens.count, tokens[index + 1].isPunctuation("("),
               tokens[index + 2].identifier == "item", index == 0 || !tokens[index - 1].isPunctuation(".") {
                return swiftItemCall(name: index)
            }
        case .objectiveC:
            if word.hasPrefix("constraint"), word.hasSuffix("Anchor") || word.hasSuffix("Constant"),
               index + 1 < tokens.count, tokens[index + 1].isPunctuation(":"), index >= 2,
               let anchorName = tokens[index - 1].identifier, Self.anchors[anchorName] != nil {
                return objectiveCAnchorCall(selector: index)
            }
            if word == "constraintWithItem", index >= 2, tokens[index - 1].identifier == "NSLayoutConstraint",
               tokens[index - 2].isPunctuation("[") {
                return objectiveCItemCall(selector: index, open: index - 2)
            }
        }
        return nil
    }

    // MARK: Swift

    private func swiftAnchorCall(name: Int) -> Outcome? {
        let anchorIndex = name - 2
        let receiverStart = expressionStart(endingAt: anchorIndex)
        guard let close = closers[name + 1] else { return nil }
        let end = close
        guard let first = anchor(tokens[receiverStart...anchorIndex]) else {
            return .unreadable(start: receiverStart, end: end, reason: "the anchor's view is a run-time value: "
                               + ConstantEvaluator.text(tokens[receiverStart...anchorIndex], evaluator.file))
        }
        var relation: Relation?
        var second: SourceAnchor?
        var multiplier = SourceValue.known(1)
        var constant = SourceValue.known(0)
        var systemSpacing = false
        var secondAnchorParameter: String?
        for (label, value) in labeledArguments(open: name + 1, close: close) {
            switch label {
            case "equalTo", "greaterThanOrEqualTo", "lessThanOrEqualTo",
                 "equalToSystemSpacingAfter", "greaterThanOrEqualToSystemSpacingAfter", "lessThanOrEqualToSystemSpacingAfter",
                 "equalToSystemSpacingBelow", "greaterThanOrEqualToSystemSpacingBelow", "lessThanOrEqualToSystemSpacingBelow":
                relation = Self.relation(prefixOf: label)
                systemSpacing = label.containsASCII("SystemSpacing")
                guard let other = secondAnchor(value, first: first) else {
                    return .unreadable(start: receiverStart, end: end, reason: "the second anchor is a run-time value: "
                                       + ConstantEvaluator.text(value, evaluator.file))
                }
                (second, secondAnchorParameter) = (other.anchor, other.parameter)
            case "equalToConstant", "greaterThanOrEqualToConstant", "lessThanOrEqualToConstant":
                relation = Self.relation(prefixOf: label)
                constant = evaluator.value(value)
            case "multiplier":
                multiplier = evaluator.value(value)
            case "constant":
                constant = evaluator.value(value)
            default:
                return .unreadable(start: receiverStart, end: end, reason: "'\(label):' is not a layout anchor argument")
            }
        }
        guard let relation else {
            return .unreadable(start: receiverStart, end: end, reason: "the call names no relation")
        }
        var call = finish(first: first, relation: relation, second: second, multiplier: multiplier,
                          constant: constant, systemSpacing: systemSpacing, start: receiverStart, end: end)
        call.secondAnchorParameter = secondAnchorParameter
        return .call(call)
    }

    private func swiftItemCall(name: Int) -> Outcome? {
        guard let close = closers[name + 1] else { return nil }
        let arguments = labeledArguments(open: name + 1, close: close)
        let labels = arguments.map(\.label)
        guard labels == ["item", "attribute", "relatedBy", "toItem", "attribute", "multiplier", "constant"] else {
            return .unreadable(start: name, end: close, reason: "NSLayoutConstraint(\(labels.map { $0 + ":" }.joined())) is not the item:attribute: initializer")
        }
        return itemCall(item: arguments[0].value, attribute: arguments[1].value, relatedBy: arguments[2].value,
                        toItem: arguments[3].value, toAttribute: arguments[4].value,
                        multiplier: arguments[5].value, constant: arguments[6].value, start: name, end: close)
    }

    // MARK: Objective-C

    private func objectiveCAnchorCall(selector: Int) -> Outcome? {
        let anchorIndex = selector - 1
        let anchorStart = expressionStart(endingAt: anchorIndex)
        // The message's `[` starts the call, so that what it is assigned to comes right before it.
        let receiverStart = anchorStart > 0 && tokens[anchorStart - 1].isPunctuation("[") ? anchorStart - 1 : anchorStart
        let pieces = messagePieces(from: selector)
        guard let end = pieces.end else { return nil }
        guard let first = anchor(tokens[anchorStart...anchorIndex]) else {
            return .unreadable(start: receiverStart, end: end, reason: "the anchor's view is a run-time value: "
                               + ConstantEvaluator.text(tokens[anchorStart...anchorIndex], evaluator.file))
        }
        var relation: Relation?
        var second: SourceAnchor?
        var multiplier = SourceValue.known(1)
        var constant = SourceValue.known(0)
        var systemSpacing = false
        var secondAnchorParameter: String?
        for (piece, value) in pieces.arguments {
            if piece.hasPrefix("constraint") {
                let stem = String(piece.dropFirst("constraint".count))
                relation = Self.relation(prefixOf: stem.prefix(1).lowercased() + stem.dropFirst())
                systemSpacing = stem.containsASCII("SystemSpacing")
                if stem.hasSuffix("Constant") {
                    constant = evaluator.value(value)
                } else {
                    guard let other = secondAnchor(value, first: first) else {
                        return .unreadable(start: receiverStart, end: end, reason: "the second anchor is a run-time value: "
                                           + ConstantEvaluator.text(value, evaluator.file))
                    }
                    (second, secondAnchorParameter) = (other.anchor, other.parameter)
                }
            } else if piece == "multiplier" {
                multiplier = evaluator.value(value)
            } else if piece == "constant" {
                constant = evaluator.value(value)
            } else {
                return .unreadable(start: receiverStart, end: end, reason: "'\(piece):' is not a layout anchor argument")
            }
        }
        guard let relation else {
            return .unreadable(start: receiverStart, end: end, reason: "the message names no relation")
        }
        var call = finish(first: first, relation: relation, second: second, multiplier: multiplier,
                          constant: constant, systemSpacing: systemSpacing, start: receiverStart, end: end)
        call.secondAnchorParameter = secondAnchorParameter
        return .call(call)
    }

    private func objectiveCItemCall(selector: Int, open: Int) -> Outcome? {
        let pieces = messagePieces(from: selector)
        guard let end = pieces.end else { return nil }
        let labels = pieces.arguments.map(\.piece)
        guard labels == ["constraintWithItem", "attribute", "relatedBy", "toItem", "attribute", "multiplier", "constant"] else {
            return .unreadable(start: open, end: end, reason: "[NSLayoutConstraint \(labels.map { $0 + ":" }.joined())] is not constraintWithItem:attribute:…")
        }
        let values = pieces.arguments.map(\.value)
        return itemCall(item: values[0], attribute: values[1], relatedBy: values[2], toItem: values[3],
                        toAttribute: values[4], multiplier: values[5], constant: values[6], start: open, end: end)
    }

    // MARK: Shared

    private func itemCall(item: ArraySlice<SourceToken>, attribute: ArraySlice<SourceToken>, relatedBy: ArraySlice<SourceToken>,
                          toItem: ArraySlice<SourceToken>, toAttribute: ArraySlice<SourceToken>,
                          multiplier: ArraySlice<SourceToken>, constant: ArraySlice<SourceToken>,
                          start: Int, end: Int) -> Outcome {
        func unreadable(_ reason: String) -> Outcome { .unreadable(start: start, end: end, reason: reason) }
        guard let firstItem = Self.item(item) else { return unreadable("the item is a run-time value: " + text(item)) }
        /// A literal attribute, or a name: a helper's parameter (its call decides) or a variable (the running app's).
        func attributeOrName(_ tokens: ArraySlice<SourceToken>) -> (Attribute, String?)? {
            if let literal = Self.attribute(tokens) { return (literal, nil) }
            guard tokens.count == 1, let name = tokens.first?.identifier, name.first?.isLowercase == true else { return nil }
            return (.notAnAttribute, name)
        }
        guard let (firstAttribute, firstAttributeName) = attributeOrName(attribute) else {
            return unreadable("the attribute is not a literal: " + text(attribute))
        }
        var relationParameter: String?
        let relation: Relation
        if let literal = Self.relation(relatedBy) {
            relation = literal
        } else if relatedBy.count == 1, let name = relatedBy.first?.identifier, name.first?.isLowercase == true {
            // A name: a helper's parameter (its call decides) or a variable (the running app's).
            relation = .equal
            relationParameter = name
        } else {
            return unreadable("the relation is not a literal: " + text(relatedBy))
        }
        guard let (secondAttribute, secondAttributeName) = attributeOrName(toAttribute) else {
            return unreadable("the attribute is not a literal: " + text(toAttribute))
        }
        var second: SourceAnchor?
        if !(toItem.count == 1 && (toItem.first?.identifier == "nil" || toItem.first?.identifier == "NULL")) {
            guard let secondItem = Self.item(toItem) else { return unreadable("the item is a run-time value: " + text(toItem)) }
            second = SourceAnchor(item: secondItem, attribute: secondAttribute)
        }
        var call = ConstraintCall(syntax: .item, first: SourceAnchor(item: firstItem, attribute: firstAttribute),
                                  relation: relation, second: second, multiplier: evaluator.value(multiplier),
                                  constant: evaluator.value(constant), start: start, end: end)
        call.relationParameter = relationParameter
        call.firstAttributeParameter = firstAttributeName
        call.secondAttributeParameter = second == nil ? nil : secondAttributeName
        return .call(call)
    }

    private func finish(first: SourceAnchor, relation: Relation, second: SourceAnchor?, multiplier: SourceValue,
                        constant: SourceValue, systemSpacing: Bool, start: Int, end: Int) -> ConstraintCall {
        var constant = constant
        if systemSpacing {
            // System spacing is 8 pt times the multiplier between edges at the default text size;
            // between baselines it follows the fonts, which only the running app knows.
            let text = ConstantEvaluator.text(tokens[start...end], evaluator.file)
            if first.attribute == .firstBaseline || first.attribute == .lastBaseline {
                constant = .runTime("system spacing between baselines (" + text + ")")
            } else if let factor = multiplier.known {
                constant = .known(8 * factor)
            } else {
                constant = .runTime(text)
            }
            return ConstraintCall(syntax: .anchor, first: first, relation: relation, second: second,
                                  multiplier: .known(1), constant: constant, start: start, end: end)
        }
        return ConstraintCall(syntax: .anchor, first: first, relation: relation, second: second,
                              multiplier: multiplier, constant: constant, start: start, end: end)
    }

    private func text(_ tokens: ArraySlice<SourceToken>) -> String { ConstantEvaluator.text(tokens, evaluator.file) }

    /// `equalTo…` → `==`, `greaterThanOrEqualTo…` → `>=`, `lessThanOrEqualTo…` → `<=`.
    private static func relation(prefixOf label: String) -> Relation? {
        if label.hasPrefix("equalTo") { return .equal }
        if label.hasPrefix("greaterThanOrEqualTo") { return .greaterThanOrEqual }
        if label.hasPrefix("lessThanOrEqualTo") { return .lessThanOrEqual }
        return nil
    }

    /// The first token of the postfix expression that ends at `end` (`self.view?.topAnchor`,
    /// `(cell.contentView).topAnchor`, `views[0].topAnchor`).
    func expressionStart(endingAt end: Int) -> Int {
        var index = end
        while index > 0 {
            let previous = tokens[index - 1]
            // `a!.b` and `a?.b` chain; `make()!` followed by a name on the next line ends one
            // expression and starts another (a postfix `!` or `?` joins only through a `.`).
            if (previous.isPunctuation("?") || previous.isPunctuation("!")), !tokens[index].isPunctuation(".") { break }
            if previous.isPunctuation(".") || previous.isPunctuation("?") || previous.isPunctuation("!") {
                guard index >= 2 else { break }
                let before = tokens[index - 2]
                if before.identifier != nil { index -= 2; continue }
                if before.isPunctuation("?") || before.isPunctuation("!") { index -= 1; continue }
                if before.isPunctuation(")") || before.isPunctuation("]"), let open = openers[index - 2] {
                    index = open
                    // A call or subscript: include the callee.
                    if index > 0, tokens[index - 1].identifier != nil { index -= 1 }
                    continue
                }
                break
            }
            break
        }
        return index
    }

    /// `view.safeAreaLayoutGuide.topAnchor` → the guide's top.
    func anchor(_ tokens: ArraySlice<SourceToken>) -> SourceAnchor? {
        guard var path = Self.path(tokens), let last = path.popLast() else { return nil }
        if let attribute = Self.anchors[last], let item = Self.item(path: path) { return SourceAnchor(item: item, attribute: attribute) }
        // The app's own `view.safeTopAnchor` (`AnchorProperties`): the anchor it returns.
        guard case .anchor(let guide, let name)? = evaluator.project?.facts.anchorProperties[last],
              let attribute = Self.anchors[name], let item = Self.item(path: path), item.guide == nil else { return nil }
        return SourceAnchor(item: SourceItem(path: item.path, guide: guide), attribute: attribute)
    }

    /// The anchor a call relates to: a view's or guide's, or a name (`equalTo: top`), which is a
    /// helper's anchor parameter (its call decides) or a variable holding an anchor (the running
    /// app's); the name then stands in, with `first`'s attribute, until a call fills it in.
    private func secondAnchor(_ value: ArraySlice<SourceToken>, first: SourceAnchor) -> (anchor: SourceAnchor, parameter: String?)? {
        if let other = anchor(value) { return (other, nil) }
        guard let name = Self.parameterName(value) else { return nil }
        return (SourceAnchor(item: SourceItem(path: [name]), attribute: first.attribute), name)
    }

    /// A plain lower-case name (`top`, `anchor`): a parameter or a variable.
    static func parameterName(_ tokens: ArraySlice<SourceToken>) -> String? {
        guard tokens.count == 1, let name = tokens.first?.identifier, name.first?.isLowercase == true,
              name != "nil", name != "self" else { return nil }
        return name
    }

    /// A view's or guide's anchor written out (`box.topAnchor`, `view.safeAreaLayoutGuide.bottomAnchor`),
    /// without the project's own anchor properties.
    static func plainAnchor(_ tokens: ArraySlice<SourceToken>) -> SourceAnchor? {
        guard var path = path(tokens), let last = path.popLast(), let attribute = anchors[last], let item = item(path: path) else { return nil }
        return SourceAnchor(item: item, attribute: attribute)
    }

    /// An `item:` argument: a view or a layout guide.
    static func item(_ tokens: ArraySlice<SourceToken>) -> SourceItem? {
        guard let path = path(tokens) else { return nil }
        return item(path: path)
    }

    static func item(path: [String]) -> SourceItem? {
        var path = path
        if let last = path.last, let guide = guides[last] {
            path.removeLast()
            if guide.isLegacyLayoutSupport { path = [] }
            return SourceItem(path: path, guide: guide)
        }
        return SourceItem(path: path, guide: nil)
    }

    /// Messages that make or return an object other than a property's value.
    private static let objectMakingMessages: Set<String> = ["alloc", "new", "init", "copy", "mutableCopy", "class", "autorelease", "retain"]

    /// `[self contentView]`, `[[self cell] contentView]` as a message's receiver: a message with no
    /// argument to an object is its property's getter (The Objective-C Programming Language,
    /// "Declared Properties": `[x p]` and `x.p` call the same accessor), so `[[self contentView]
    /// addSubview:label]` adds to the content view. Only as a receiver: a zero-argument message may
    /// as well be a factory (`[self makeRow]`, `[self.class button]`), which a local must not
    /// alias (so a caller uses it for receivers, or where a getter is what the API takes); a message to a class (`[UIScreen mainScreen]`) or to `self.class` names no view.
    static func getterPath(_ receiver: ArraySlice<SourceToken>, closers: [Int?]) -> [String]? {
        let open = receiver.startIndex
        guard receiver.count >= 4, receiver.first?.isPunctuation("[") == true, receiver.last?.isPunctuation("]") == true,
              closers[open] == receiver.endIndex - 1, let getter = receiver[receiver.endIndex - 2].identifier,
              !Self.objectMakingMessages.contains(getter) else { return nil }
        let inner = receiver[(open + 1)..<(receiver.endIndex - 2)]
        guard let first = inner.first, first.identifier?.first?.isUppercase != true else { return nil }
        let base = inner.count == 1 && first.identifier == "self" ? [] : path(inner) ?? getterPath(inner, closers: closers)
        guard let base, !base.contains("class") else { return nil }
        return base + [getter]
    }

    /// `self.a?.b!.c` → `["a", "b", "c"]`; `nil` for anything but a chain of names.
    static func path(_ tokens: ArraySlice<SourceToken>) -> [String]? {
        var slice = tokens
        // A GNU statement expression `({ UILabel *label = …; label; })` has the value of its last
        // statement (GCC, "Statements and Declarations in Expressions"; Clang accepts it): the
        // path that statement names, when it names one.
        if slice.count >= 6, slice.first?.isPunctuation("(") == true, slice[slice.startIndex + 1].isPunctuation("{"),
           slice.last?.isPunctuation(")") == true, slice[slice.endIndex - 2].isPunctuation("}"),
           slice[slice.endIndex - 3].isPunctuation(";") {
            var start = slice.endIndex - 3
            while start > slice.startIndex + 2, tokens[start - 1].identifier != nil || tokens[start - 1].isPunctuation(".") { start -= 1 }
            guard start < slice.endIndex - 3, tokens[start - 1].isPunctuation(";") || tokens[start - 1].isPunctuation("{")
                    || tokens[start - 1].isPunctuation("}") else { return nil }
            return path(slice[start..<(slice.endIndex - 3)])
        }
        // `(a.b)`, `a.b!`, `a as UIView`.
        while slice.count >= 2, slice.first?.isPunctuation("(") == true, slice.last?.isPunctuation(")") == true {
            slice = slice.dropFirst().dropLast()
        }
        // `self as Any`, `container as UIView`, `cell as? UITableViewCell`: a cast is the same
        // object (The Swift Programming Language, *Type Casting*); Swift 3's `item: Any` made
        // `self as Any` common in `NSLayoutConstraint(item:…)` calls.
        if let cast = slice.firstIndex(where: { $0.identifier == "as" }), cast > slice.startIndex,
           slice[cast...].dropFirst().allSatisfy({ $0.identifier != nil || $0.isPunctuation(".") || $0.isPunctuation("?") || $0.isPunctuation("!") }) {
            slice = slice[..<cast]
            while slice.count >= 2, slice.first?.isPunctuation("(") == true, slice.last?.isPunctuation(")") == true {
                slice = slice.dropFirst().dropLast()
            }
        }
        // Objective-C's `self->_icon`: the instance variable, the property it backs (`icon`).
        if slice.count >= 4, slice.first?.identifier == "self", slice[slice.startIndex + 1].isPunctuation("-"),
           slice[slice.startIndex + 2].isPunctuation(">") {
            slice = slice.dropFirst(3)
        }
        var names: [String] = []
        var expectName = true
        for token in slice {
            if expectName {
                guard let name = token.identifier else { return nil }
                names.append(name)
                expectName = false
            } else if token.isPunctuation(".") {
                expectName = true
            } else if token.isPunctuation("?") || token.isPunctuation("!") {
                continue
            } else {
                return nil
            }
        }
        guard !expectName, !names.isEmpty else { return nil }
        if names.first == "self" { names.removeFirst() }
        // The prefix first: counting a name's characters walks all of it.
        if let first = names.first, first.hasPrefix("_"), first.count > 1 { names[0] = String(first.dropFirst()) }
        // `nil`, `NULL`: no view at all.
        return names.contains { Self.notViewWords.contains($0) } ? nil : names
    }

    /// Words that make a path name no view (`nil`, `NULL`) or no path at all; made once, not
    /// an array per call.
    private static let notViewWords = ["self", "super", "as", "try", "await", "nil", "NULL", "Nil"]

    /// `.top`, `NSLayoutConstraint.Attribute.top`, `NSLayoutAttributeTop`.
    static func attribute(_ tokens: ArraySlice<SourceToken>) -> Attribute? {
        // `attribute:0` for `toItem:nil`: the enumeration's raw value (NSLayoutConstraint.h,
        // `NSLayoutAttributeLeft = 1` … `NSLayoutAttributeCenterYWithinMargins`, and
        // `NSLayoutAttributeNotAnAttribute = 0`).
        if tokens.count == 1, case .number(let text)? = tokens.first?.kind, let raw = Int(text) {
            return Attribute(rawValue: raw)
        }
        guard let name = tokens.last?.identifier else { return nil }
        if name == "notAnAttribute" || name == "NotAnAttribute" || name == "NSLayoutAttributeNotAnAttribute" { return .notAnAttribute }
        if name.hasPrefix("NSLayoutAttribute") {
            let stem = name.dropFirst("NSLayoutAttribute".count)
            if stem == "Baseline" { return .lastBaseline }
            return Attribute(name: stem.prefix(1).lowercased() + stem.dropFirst())
        }
        guard tokens.count >= 2, tokens[tokens.endIndex - 2].isPunctuation(".") else { return nil }
        return Attribute(name: name) ?? Attribute(name: swift2CaseName(name))
    }

    /// Swift 2 imported Objective-C enumeration cases capitalized (`.Height`, `.Equal`); Swift 3
    /// lowercased their first letter (SE-0005, "Better Translation of Objective-C APIs Into
    /// Swift": enum cases become lowerCamelCase). `CenterY` → `centerY`.
    static func swift2CaseName(_ name: String) -> String {
        guard let first = name.first, first.isUppercase else { return name }
        return first.lowercased() + name.dropFirst()
    }

    /// `.equal`, `NSLayoutConstraint.Relation.greaterThanOrEqual`, `NSLayoutRelationLessThanOrEqual`,
    /// and the raw values `-1`, `0`, `1` (NSLayoutConstraint.h).
    static func relation(_ tokens: ArraySlice<SourceToken>) -> Relation? {
        if case .number(let text)? = tokens.last?.kind, let raw = Int(text) {
            let negative = tokens.count == 2 && tokens.first?.isPunctuation("-") == true
            guard tokens.count == 1 || negative else { return nil }
            switch negative ? -raw : raw {
            case -1: return .lessThanOrEqual
            case 0: return .equal
            case 1: return .greaterThanOrEqual
            default: return nil
            }
        }
        guard let last = tokens.last?.identifier else { return nil }
        let name = tokens.count >= 2 && tokens[tokens.endIndex - 2].isPunctuation(".") ? swift2CaseName(last) : last
        switch name {
        case "equal", "NSLayoutRelationEqual": return .equal
        case "greaterThanOrEqual", "NSLayoutRelationGreaterThanOrEqual": return .greaterThanOrEqual
        case "lessThanOrEqual", "NSLayoutRelationLessThanOrEqual": return .lessThanOrEqual
        default: return nil
        }
    }

    /// A Swift call's arguments in order, with their labels (`item:` … `attribute:` twice).
    func labeledArguments(open: Int, close: Int) -> [(label: String, value: ArraySlice<SourceToken>)] {
        guard open + 1 <= close else { return [] }
        return TokenGroups.splitOnCommas(tokens[(open + 1)..<close]).map { part in
            guard part.count >= 2, let label = part[part.startIndex].identifier,
                  part[part.startIndex + 1].isPunctuation(":") else { return ("", part) }
            return (label, part.dropFirst(2))
        }
    }

    /// An Objective-C message's selector pieces and arguments from the piece at `selector` to
    /// the closing `]` (`end`), or `end == nil` when the file ends first.
    func messagePieces(from selector: Int) -> (arguments: [(piece: String, value: ArraySlice<SourceToken>)], end: Int?) {
        var arguments: [(piece: String, value: ArraySlice<SourceToken>)] = []
        var piece = tokens[selector].identifier ?? ""
        var argumentStart = selector + 2
        var index = argumentStart
        while index < tokens.count {
            let token = tokens[index]
            if token.isPunctuation("]") || token.isPunctuation(")") || token.isPunctuation("}") || token.isPunctuation(";") {
                arguments.append((piece, tokens[argumentStart..<max(argumentStart, index)]))
                return (arguments, token.isPunctuation("]") ? index : nil)
            }
            if token.isPunctuation("(") || token.isPunctuation("[") || token.isPunctuation("{") {
                guard let close = closers[index] else { return (arguments, nil) }
                index = close + 1
                continue
            }
            if let name = token.identifier, index + 1 < tokens.count, tokens[index + 1].isPunctuation(":"),
               index > argumentStart, !tokens[index - 1].isPunctuation("?") {
                arguments.append((piece, tokens[argumentStart..<index]))
                piece = name
                argumentStart = index + 2
                index += 2
                continue
            }
            index += 1
        }
        return (arguments, nil)
    }
}
