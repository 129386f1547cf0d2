import LayoutIR

/// The statements about views: creations, additions to the hierarchy, the autoresizing flag,
/// content priorities, and views handed to code vflc does not read.
extension FunctionReader {

    /// True when `name` was declared or created earlier in the body (not a closure parameter).
    func isKnownName(_ name: String, before index: Int) -> Bool {
        (range.lowerBound..<index).contains { tokens[$0].identifier == name && $0 + 1 < index && tokens[$0 + 1].isPunctuation("=") }
    }

    func readAddition(_ word: String, at index: Int, afterDot: Bool, into facts: inout FunctionFacts) {
        let arranged = word.containsASCII("Arranged")
        var parent: [String]?
        var children: [ArraySlice<SourceToken>] = []
        var made: [Int: [String]] = [:]
        if index + 1 < tokens.count, tokens[index + 1].isPunctuation("("), let close = closers[index + 1] {
            parent = afterDot ? receiverPath(endingAt: index - 2) : []
            let arguments = calls.labeledArguments(open: index + 1, close: close)
            if word.hasSuffix("Subviews") {
                for argument in arguments {
                    // Elements that are not plain names (`makeIcon()`) are left out; the others are added.
                    if argument.value.first?.isPunctuation("[") == true, let list = viewList(argument.value, into: &facts) {
                        for path in list.paths {
                            if let written = tokensFor(path: path, near: argument.value) {
                                children.append(written)
                            } else {
                                // A view a helper call among the elements made (`.spacer(height: 4)`).
                                made[children.count] = path
                                children.append(argument.value.prefix(0))
                            }
                        }
                    } else {
                        children.append(argument.value)
                    }
                }
            } else if let first = arguments.first {
                children.append(first.value)
            }
        } else if afterDot, index + 1 < tokens.count, tokens[index + 1].isPunctuation(")"), let open = openers[index + 1], open >= 3,
                  tokens[open - 1].identifier == "forEach", tokens[open - 2].isPunctuation("."), tokens[open - 3].isPunctuation("]"),
                  let listOpen = openers[open - 3], let list = CodeBlocks.lenientList(tokens[listOpen...(open - 3)]) {
            // `[title, badge].forEach(card.addSubview)`: `forEach` calls the method, bound to
            // `card`, with each element in order (Swift `Sequence.forEach`).
            parent = receiverPath(endingAt: index - 2)
            children += list.paths.compactMap { path in tokensFor(path: path, near: tokens[listOpen...(open - 3)]) }
        } else if index + 1 < tokens.count, tokens[index + 1].isPunctuation(":") {
            parent = objectiveCReceiver(selector: index)
            let pieces = calls.messagePieces(from: index)
            if let first = pieces.arguments.first {
                // `[view addSubviews:@[icon, title]]` (an app's category on UIView, as Swift's
                // `addSubviews([icon, title])` extension): each element.
                if word.hasSuffix("Subviews"), let list = CodeBlocks.lenientList(first.value) {
                    children += list.paths.compactMap { path in tokensFor(path: path, near: first.value) }
                } else {
                    children.append(first.value)
                }
            }
        }
        guard let parent else { return }
        for (position, written) in children.enumerated() {
            var child = written
            // Objective-C's `[self.contentView addSubview:(_icon = icon)]`: an assignment is an
            // expression whose value is what it assigns (C11 §6.5.16), so the view added is
            // `icon`, now also held by `_icon`.
            if language == .objectiveC, let (target, value) = Self.assignmentExpression(child) {
                child = value
                if let held = ConstraintCallReader.path(target), let added = ConstraintCallReader.path(value), held.count == 1, held != added,
                   facts.aliases[held[0]] == nil, !locals.reassigned.contains(held[0]) {
                    facts.aliases[held[0]] = added
                }
            }
            // `tabBar.addSubview(bottomView ?? UIView())`: the view added is `bottomView` whenever
            // it holds one, which is whenever `bottomView?.…` makes a constraint (optional
            // chaining on nil makes none; The Swift Programming Language, *Optional Chaining*).
            if language == .swift, let coalesced = Self.leftOfNilCoalescing(child) { child = coalesced }
            guard let path = made[position] ?? ConstraintCallReader.path(child) else { continue }
            let condition = blocks.condition(at: index)
            if path.count == 1, let elements = blocks.elements(named: path[0], at: index) {
                for element in elements {
                    facts.additions.append(FunctionFacts.Addition(parent: parent, child: element, arranged: arranged,
                                                                  at: index, condition: nil))
                }
                continue
            }
            guard !(path.first?.hasPrefix("$") ?? false) else { continue }
            facts.additions.append(FunctionFacts.Addition(parent: parent, child: path, arranged: arranged, at: index,
                                                          condition: condition))
        }
    }

    /// `a` of `a ?? b` (the first `??` outside any brackets), or `nil` when there is none.
    static func leftOfNilCoalescing(_ tokens: ArraySlice<SourceToken>) -> ArraySlice<SourceToken>? {
        var depth = 0
        for index in tokens.indices.dropLast() {
            let token = tokens[index]
            if token.isPunctuation("(") || token.isPunctuation("[") || token.isPunctuation("{") { depth += 1 }
            if token.isPunctuation(")") || token.isPunctuation("]") || token.isPunctuation("}") { depth -= 1 }
            if depth == 0, index > tokens.startIndex, token.isPunctuation("?"), tokens[index + 1].isPunctuation("?") {
                return tokens[..<index]
            }
        }
        return nil
    }

    /// `(a = b)` or `a = b` (one `=`, outside any brackets): the assigned target and the value.
    static func assignmentExpression(_ tokens: ArraySlice<SourceToken>) -> (target: ArraySlice<SourceToken>, value: ArraySlice<SourceToken>)? {
        var slice = tokens
        while slice.count >= 2, slice.first?.isPunctuation("(") == true, slice.last?.isPunctuation(")") == true {
            slice = slice.dropFirst().dropLast()
        }
        var depth = 0
        var equals: Int?
        for index in slice.indices {
            let token = slice[index]
            if token.isPunctuation("(") || token.isPunctuation("[") || token.isPunctuation("{") { depth += 1 }
            if token.isPunctuation(")") || token.isPunctuation("]") || token.isPunctuation("}") { depth -= 1 }
            guard depth == 0, token.isPunctuation("=") else { continue }
            // `==`, `!=`, `<=`, `>=` and compound assignments are no plain assignment.
            let before = index > slice.startIndex ? slice[index - 1] : nil
            let after = index + 1 < slice.endIndex ? slice[index + 1] : nil
            if after?.isPunctuation("=") == true || ["=", "!", "<", ">", "+", "-", "*", "/", "|", "&"].contains(where: { before?.isPunctuation($0) == true }) {
                return nil
            }
            guard equals == nil else { return nil }
            equals = index
        }
        guard let equals, equals > slice.startIndex, equals + 1 < slice.endIndex else { return nil }
        return (slice[..<equals], slice[(equals + 1)...])
    }

    /// A list element back as tokens, for code that reads paths from tokens.
    func tokensFor(path: [String], near tokens: ArraySlice<SourceToken>) -> ArraySlice<SourceToken>? {
        guard let last = path.last else { return nil }
        let instanceVariable = "_" + last
        guard let index = tokens.lastIndex(where: { $0.identifier == last || $0.identifier == instanceVariable }) else { return nil }
        return self.tokens[calls.expressionStart(endingAt: index)...index]
    }

    /// UIKit's `setContentHuggingPriority(_:for:)` / `setContentCompressionResistancePriority(_:for:)`
    /// (`[v setContentHuggingPriority:P forAxis:A]`): the view's priority on that axis.
    func readPrioritySetter(_ word: String, at index: Int, afterDot: Bool, into facts: inout FunctionFacts) {
        guard let (receiver, arguments) = prioritySetterCall(at: index, afterDot: afterDot), arguments.count == 2 else { return }
        recordPriority(word == "setContentHuggingPriority" ? "hugging" : "compression", of: receiver, value: arguments[0],
                       axis: arguments[1], at: index, into: &facts)
    }

    /// PureLayout's `[view autoSetContentHuggingPriorityForAxis:ALAxisHorizontal]` (Swift
    /// `view.autoSetContentHuggingPriority(for: .horizontal)`) and the compression-resistance
    /// twin: inside `autoSetPriority(_:forConstraints:)` they set the view's priority on that axis
    /// to the block's priority; outside one they do nothing (PureLayout, `ALView+PureLayout.m`:
    /// the setter runs only while a priority block executes, and asserts otherwise).
    func readPureLayoutPrioritySetter(_ word: String, at index: Int, afterDot: Bool, into facts: inout FunctionFacts) {
        guard let priority = blocks.pureLayoutPriority(at: index),
              let (receiver, arguments) = prioritySetterCall(at: index, afterDot: afterDot), arguments.count == 1 else { return }
        recordPriority(word.hasPrefix("autoSetContentHugging") ? "hugging" : "compression", of: receiver, value: priority,
                       axis: arguments[0], at: index, into: &facts)
    }

    /// The receiver and argument values of a priority setter written as a Swift call or an
    /// Objective-C message whose name is at `index`.
    private func prioritySetterCall(at index: Int, afterDot: Bool) -> (receiver: [String], arguments: [ArraySlice<SourceToken>])? {
        guard index + 1 < tokens.count else { return nil }
        if tokens[index + 1].isPunctuation("("), let close = closers[index + 1] {
            guard let receiver = afterDot ? receiverPath(endingAt: index - 2) : [] else { return nil }
            return (receiver, calls.labeledArguments(open: index + 1, close: close).map(\.value))
        }
        if tokens[index + 1].isPunctuation(":"), let receiver = objectiveCReceiver(selector: index) {
            return (receiver, calls.messagePieces(from: index).arguments.map(\.value))
        }
        return nil
    }

    /// Records `kind` (hugging, compression) of `receiver` on the axis its last word names.
    private func recordPriority(_ kind: String, of receiver: [String], value: ArraySlice<SourceToken>,
                                axis axisTokens: ArraySlice<SourceToken>, at index: Int, into facts: inout FunctionFacts) {
        guard let axisName = axisTokens.last?.identifier?.lowercased() else { return }
        let axis = axisName.hasSuffix("horizontal") ? "horizontal" : axisName.hasSuffix("vertical") ? "vertical" : nil
        guard let axis else { return }
        facts.properties.append(FunctionFacts.PropertySetting(path: receiver, property: kind + "." + axis, value: value, at: index))
    }

    /// The argument labels of UIKit's own `UIStackView` initializers (`init(frame:)`,
    /// `init(arrangedSubviews:)`; `init(coder:)` is not written in code).
    static let stackViewInitializerLabels: Set<String> = ["frame", "arrangedSubviews"]

    /// UIKit properties that put the view assigned to them into a hierarchy (a table's header, a
    /// cell's accessory, a navigation item's title view, a text field's side views).
    static let hostingProperties: Set<String> = [
        "tableHeaderView", "tableFooterView", "backgroundView", "selectedBackgroundView", "accessoryView",
        "editingAccessoryView", "inputView", "inputAccessoryView", "titleView", "leftView", "rightView",
        "customView", "view", "contentView", "tableView", "collectionView",
    ]

    /// `let label = UILabel()`, `self.stack = UIStackView(arrangedSubviews: [a, b])`,
    /// `UIView *box = [[UIView alloc] init];`, `box = [UIView new];`.
    func readAssignment(at index: Int, into facts: inout FunctionFacts) {
        guard index >= 1, index + 1 < tokens.count, !tokens[index + 1].isPunctuation("="),
              !tokens[index - 1].isPunctuation("="), !tokens[index - 1].isPunctuation("!"),
              !tokens[index - 1].isPunctuation("<"), !tokens[index - 1].isPunctuation(">") else { return }
        guard let assigned = assignedName(endingAt: index - 1),
              let named = ConstraintCallReader.path(tokens[(index - 1)...(index - 1)]) else { return }
        var path = named
        if tokens[index - 1].identifier != assigned {
            path = [assigned]  // `let hairline: UIView = UIView()`: the name, not its type
        } else if index >= 3, tokens[index - 2].isPunctuation("."), let receiver = receiverPath(endingAt: index - 1) {
            path = receiver
        }
        var cursor = index + 1
        var end = statementEnd(from: cursor)
        // `if let logo = logoView {`: Swift allows no trailing closure in a statement's
        // condition, so the first `{` outside brackets opens the body, not a closure of the value.
        if language == .swift, index >= 3, tokens[index - 2].identifier == "let" || tokens[index - 2].identifier == "var",
           ["if", "guard", "while"].contains(tokens[index - 3].identifier ?? "") || tokens[index - 3].isPunctuation(","),
           let body = (cursor...max(cursor, end)).first(where: { tokens[$0].isPunctuation("{") && enclosing[$0] == enclosing[index] }) {
            end = body - 1
        }
        if path.count == 1, locals.reassigned.contains(path[0]) {
            // `lastView = item`: which view the local holds depends on where it is read.
            var value = FunctionFacts.AssignedValue.other
            if end >= cursor, let assigned = ConstraintCallReader.path(tokens[cursor...end]) {
                value = .path(assigned)
            } else if end == cursor, ["nil", "NULL", "Nil"].contains(tokens[cursor].identifier ?? "") {
                value = .noView
            }
            facts.reassignments[path[0], default: []].append((index, value))
        }
        if end >= cursor, var assigned = ConstraintCallReader.path(tokens[cursor...end]) {
            // `if let top = superview?.safeTopAnchor`: the app's anchor property
            // (``AnchorProperties``) is the anchor it returns, as UIKit's own would be.
            if assigned.count >= 2, let last = assigned.last,
               case .anchor(let guide, let name)? = calls.evaluator.project?.facts.anchorProperties[last] {
                assigned = assigned.dropLast() + (guide.map { [$0.uikitName] } ?? []) + [name]
            }
            if assigned.count == 1, let type = locals.computed[assigned[0]], declaredLocal(endingAt: index - 1) != nil {
                // `let first = row` with a computed `row`: a new view of its type.
                facts.creations.append(FunctionFacts.Creation(path: path, className: type, at: index, arranged: [],
                                                              conditional: blocks.condition(at: index) != nil))
                if locals.computedAutoresizingOff.contains(assigned[0]), facts.autoresizingOff[path] == nil {
                    facts.autoresizingOff[path] = index
                }
                return
            }
            // A type's member (`UIView.separatorLine`) may be a computed property that makes a new
            // view at each access (`static var separatorLine: UIView { … }`): two locals read from
            // it are two views, not two names of one. (A longer path, `UIApplication.shared.keyWindow`,
            // reaches an object through a shared instance: the same each time.)
            let typeMember = assigned.count == 2 && assigned[0].first?.isUppercase == true
            if !typeMember, let alias = declaredLocal(endingAt: index - 1, unwrapping: assigned), path.count == 1, alias == path[0],
               !assigned.isEmpty || alias != "self" {
                // `let col0 = nameLabel`, `UIView *superview = self.view;`: another name for the same
                // view. `guard let superview = superview` keeps the name it unwraps.
                if assigned != [alias], !locals.reassigned.contains(alias) { facts.aliases[alias] = assigned }
                return
            }
            // A local given another view (`lastView = item`) moves nothing.
            if path.count == 1, locals.reassigned.contains(path[0]) { return }
            // `x.contentView = box`, `tableView.tableFooterView = box`: the view now belongs to code
            // vflc does not read.
            if facts.escapes[assigned] == nil {
                facts.escapes[assigned] = index
                // `self.titleLabel = label`, `_titleLabel = label`, `context.coordinator.stack =
                // stack`: an object keeps a reference; storing it moves the view nowhere (only
                // UIKit's own hosting properties do).
                let property = tokens[index - 1].identifier ?? ""
                let memberProperty = index >= 3 && tokens[index - 2].isPunctuation(".")
                let instanceVariable = language == .objectiveC && property.hasPrefix("_") && !tokens[index - 2].isPunctuation(".")
                let storesReference = (memberProperty || instanceVariable) && !Self.hostingProperties.contains(property)
                if storesReference { facts.storedReferences[assigned] = index }
            }
        }
        // A closure's own locals (`let view = UIView()` inside `{ … }()`) are not this function's views.
        func declares(_ position: Int) -> Bool {
            position >= range.lowerBound && (tokens[position].identifier == "let" || tokens[position].identifier == "var")
        }
        if blocks.condition(at: index) == "in a closure", declares(index - 2) || declares(index - 4) { return }
        // A view made straight into one of UIKit's hosting properties (`self.backgroundView =
        // [[UIView alloc] init…]`, `tableView.tableHeaderView = UIView()`) is in the hierarchy
        // UIKit puts it in, beyond this function: what is added to it is not detached.
        if let property = path.last, property != "view", Self.hostingProperties.contains(property),
           path.count > 1 || tokens[index - 1].identifier == property && index >= 3 && tokens[index - 2].isPunctuation("."),
           facts.escapes[path] == nil {
            facts.escapes[path] = index
        }
        if language == .swift {
            guard let className = tokens[cursor].identifier, className.first?.isUppercase == true else { return }
            let classIndex = cursor
            cursor += 1
            if cursor + 1 < tokens.count, tokens[cursor].isPunctuation("."), tokens[cursor + 1].identifier == "init" { cursor += 2 }
            guard cursor < tokens.count, tokens[cursor].isPunctuation("("), let close = closers[cursor] else { return }
            var arranged: [[String]] = []
            var arrangementKnown = true
            let arguments = calls.labeledArguments(open: cursor, close: close)
            // UIKit's stack view has `init(frame:)`, `init(arrangedSubviews:)` and `init(coder:)`
            // only (Apple, *UIStackView*): `UIStackView(axis: .vertical, spacing: 8)` is the app's
            // or a library's initializer, which sets the axis, spacing, alignment and distribution
            // as its body says, so where the stack puts its views is not known here.
            if className == "UIStackView", let other = arguments.first(where: { !Self.stackViewInitializerLabels.contains($0.label) }) {
                arrangementKnown = false
                facts.unreadable.append((cursor - 1, close, "'UIStackView(\(other.label.isEmpty ? "_" : other.label):…)' is not one of UIKit's "
                                         + "initializers: the stack's axis, spacing, alignment and distribution are what its body sets, "
                                         + "so where the stack puts its views is not laid out"))
            }
            for argument in arguments where argument.label == "arrangedSubviews" {
                let list = viewList(argument.value, into: &facts)
                arranged = list?.paths ?? []
                arrangementKnown = arrangementKnown && list?.complete ?? false
                // A local array (`let subviews: [UIView] = [title, spacing]`, or one per `case`):
                // each view of it may be arranged, and UIStackView turns an arranged view's
                // autoresizing off itself (Apple, *UIStackView*: it manages its arranged views'
                // layout with constraints), so no check may assume the flag stays on.
                if list == nil, argument.value.count == 1, let name = argument.value.first?.identifier {
                    let local = localArray(named: name)
                    for element in local.elements where facts.autoresizingMaybeOff[element] == nil {
                        facts.autoresizingMaybeOff[element] = index
                    }
                    // Its views are the stack's subviews (Apple, `UIStackView.init(arrangedSubviews:)`:
                    // each is added as a subview); arranged in this order when the array is
                    // known exactly.
                    arranged = local.elements
                    arrangementKnown = arrangementKnown && local.exact
                }
            }
            facts.creations.append(FunctionFacts.Creation(path: path, className: className, at: index, arranged: arranged,
                                                          conditional: blocks.condition(at: index) != nil,
                                                          arrangementKnown: arrangementKnown))
            expandInitializer(of: className, at: classIndex, open: cursor, close: close, made: path, into: &facts)
        } else {
            guard cursor < tokens.count, tokens[cursor].isPunctuation("[") else { return }
            cursor += 1
            if cursor < tokens.count, tokens[cursor].isPunctuation("[") { cursor += 1 }
            guard cursor + 1 < tokens.count, let className = tokens[cursor].identifier, className.first?.isUppercase == true,
                  let verb = tokens[cursor + 1].identifier,
                  verb == "alloc" || verb == "new" || verb == "newAutoLayoutView" else { return }
            // `[[UIStackView alloc] initWithArrangedSubviews:@[a, b]]`, and PureLayout's
            // `[UIView newAutoLayoutView]` / `[[UIView alloc] initForAutoLayout]`, which make the
            // view with its autoresizing flag already off (PureLayout `ALView+PureLayout.m`).
            var arranged: [[String]] = []
            var arrangementKnown = true
            var forAutoLayout = verb == "newAutoLayoutView"
            if verb == "alloc", cursor + 4 < tokens.count, tokens[cursor + 2].isPunctuation("]") {
                let initializer = tokens[cursor + 3].identifier
                forAutoLayout = initializer == "initForAutoLayout"
                if initializer == "initWithArrangedSubviews", tokens[cursor + 4].isPunctuation(":"),
                   let argument = calls.messagePieces(from: cursor + 3).arguments.first?.value {
                    let list = CodeBlocks.lenientList(argument)
                    arranged = list?.paths ?? []
                    arrangementKnown = list?.complete ?? false
                    // A local array (`NSArray *items = @[title, detail];`): as in Swift.
                    if list == nil, argument.count == 1, let name = argument.first?.identifier {
                        let local = localArray(named: name)
                        for element in local.elements where facts.autoresizingMaybeOff[element] == nil {
                            facts.autoresizingMaybeOff[element] = index
                        }
                        arranged = local.elements
                        arrangementKnown = local.exact
                    }
                }
            }
            facts.creations.append(FunctionFacts.Creation(path: path, className: className, at: index, arranged: arranged,
                                                          conditional: blocks.condition(at: index) != nil,
                                                          arrangementKnown: arrangementKnown))
            if forAutoLayout, facts.autoresizingOff[path] == nil { facts.autoresizingOff[path] = index }
        }
    }

    /// The name a local declaration ending at `end` binds: Swift `let x` / `var x` / `let x: T`,
    /// Objective-C `T *x`; `nil` for any other assignment target.
    func declaredLocal(endingAt end: Int, unwrapping value: [String] = []) -> String? {
        guard end >= range.lowerBound, let name = tokens[end].identifier else { return nil }
        switch language {
        case .swift:
            // `guard let page = child?.view`: an optional binding keeps its own name, unless it
            // only unwraps one name (`guard let pinToView = view`, `if let superview = superview`,
            // `guard let strongSelf = self`).
            if end - 2 >= range.lowerBound, tokens[end - 2].identifier == "guard" || tokens[end - 2].identifier == "if"
                || tokens[end - 2].identifier == "while" || tokens[end - 2].isPunctuation(",") {
                // `guard let strongSelf = self` unwraps `self` (a `[weak self]` capture): `self`.
                let unwrapsSelf = value.isEmpty && end + 2 < range.upperBound && tokens[end + 2].identifier == "self"
                // `guard let anchor = superview?.centerXAnchor`: past the `guard`, the local is
                // that anchor, whatever calls it relates.
                let unwrapsAnchor = value.count >= 2 && value.last.map { ConstraintCallReader.anchors[$0] != nil } == true
                return value.count == 1 || unwrapsSelf || unwrapsAnchor ? name : nil
            }
            if end - 1 >= range.lowerBound, tokens[end - 1].identifier == "let" || tokens[end - 1].identifier == "var" { return name }
            // `let x: UIView = y`.
            if end - 3 >= range.lowerBound, tokens[end - 1].isPunctuation(":"), let declared = tokens[end - 2].identifier,
               tokens[end - 3].identifier == "let" || tokens[end - 3].identifier == "var" {
                return declared
            }
            return nil
        case .objectiveC:
            // `__weak typeof(self) weakSelf = self;` (also `__typeof`, `__typeof__`): a local of
            // the type of the expression in parentheses (GCC's and Clang's `typeof` extension).
            if end - 1 >= range.lowerBound, tokens[end - 1].isPunctuation(")"), let open = openers[end - 1],
               open - 1 >= range.lowerBound, ["typeof", "__typeof", "__typeof__"].contains(tokens[open - 1].identifier ?? "") {
                return name
            }
            guard end - 2 >= range.lowerBound, tokens[end - 1].isPunctuation("*"), tokens[end - 2].identifier != nil else { return nil }
            return name
        }
    }

    /// Rewrites every path that starts with a local alias to the path it stands for (`let a = b`,
    /// `let c = a` → `b`). A bare `superview` that is no local is `self.superview`.
    static func applyAliases(_ facts: inout FunctionFacts) {
        let aliases = facts.aliases
        func resolve(_ path: [String]) -> [String] { facts.resolving(path) }
        func resolve(_ item: SourceItem) -> SourceItem {
            if item.path == ["superview"], !item.isSuperviewOfPath, aliases["superview"] == nil {
                return SourceItem.superview(of: [], guide: item.guide)
            }
            var resolved = item
            // `let margins = box.layoutMarginsGuide` (or a local named `layoutMarginsGuide`, which
            // hides the view's own property): the guide belongs to the view the local was set from.
            if item.path.isEmpty, !item.isSuperviewOfPath, let guide = item.guide, aliases[guide.uikitName] != nil {
                resolved.path = resolve([guide.uikitName])
                resolved.guide = nil
            } else {
                resolved.path = resolve(item.path)
            }
            if resolved.guide == nil, let last = resolved.path.last, let guide = ConstraintCallReader.guides[last] {
                resolved.path.removeLast()
                resolved.guide = guide
            }
            // `guard let container = superview` (or `self.superview`): the local is self's
            // superview, as the bare word is.
            if resolved.path == ["superview"], item.path != ["superview"], !item.isSuperviewOfPath {
                return SourceItem.superview(of: [], guide: resolved.guide)
            }
            return resolved
        }
        for index in facts.calls.indices {
            facts.calls[index].call.first.item = resolve(facts.calls[index].call.first.item)
            // `guard let anchor = superview?.centerXAnchor` and then `equalTo: anchor`: the local
            // holds that view's anchor (the `guard` leaves only when there is one), so the call
            // relates to it and no caller fills it in.
            if let name = facts.calls[index].call.secondAnchorParameter, facts.calls[index].call.second?.item.path == [name],
               let held = aliases[name], let last = held.last, let attribute = ConstraintCallReader.anchors[last],
               let item = ConstraintCallReader.item(path: Array(held.dropLast())) {
                facts.calls[index].call.second = SourceAnchor(item: resolve(item), attribute: attribute)
                facts.calls[index].call.secondAnchorParameter = nil
                continue
            }
            if let second = facts.calls[index].call.second {
                facts.calls[index].call.second = SourceAnchor(item: resolve(second.item), attribute: second.attribute)
            }
        }
        guard !aliases.isEmpty else { return }
        for index in facts.creations.indices {
            facts.creations[index].arranged = facts.creations[index].arranged.map(resolve)
        }
        for index in facts.additions.indices {
            facts.additions[index].parent = resolve(facts.additions[index].parent)
            facts.additions[index].child = resolve(facts.additions[index].child)
        }
        for index in facts.properties.indices { facts.properties[index].path = resolve(facts.properties[index].path) }
        facts.autoresizingOff = Dictionary(facts.autoresizingOff.map { (resolve($0.key), $0.value) }, uniquingKeysWith: min)
        facts.escapes = Dictionary(facts.escapes.map { (resolve($0.key), $0.value) }, uniquingKeysWith: min)
        facts.returned = Set(facts.returned.map(resolve))
    }

    /// A view passed to a call vflc does not know may be added to a hierarchy or have its
    /// autoresizing flag turned off there; the checks then say nothing about it.
    func noteEscapes(callOpen: Int, into facts: inout FunctionFacts) {
        guard callOpen >= 1, let callee = tokens[callOpen - 1].identifier, !Self.harmlessCalls.contains(callee),
              !Self.additions.contains(callee), !callee.hasPrefix("CG"), !callee.hasPrefix("NS"),
              let close = closers[callOpen] else { return }
        // UIKit initialisers mostly take values, not views to adopt; a custom view does go into
        // a bar or an accessory, whose own layout turns its autoresizing flag off
        // (`UIBarButtonItem(customView:)`).
        let isUIKit = callee.hasPrefix("UI")
        let arguments = calls.labeledArguments(open: callOpen, close: close)
        // An initializer of a UIKit view class that is none of UIKit's own
        // (`UIScrollView(stackView: content)`) is the app's or a library's: its body may add the
        // views passed to it and turn their flag off.
        let appInitializer = isUIKit && FunctionScreenBuilder.uikitViewClasses[callee] != nil
            && !UIKitViewMethods.isUIKitInitializer(of: callee, labels: arguments.map(\.label))
        for argument in arguments where !isUIKit || appInitializer || argument.label == "customView" {
            for path in Self.viewsPassed(argument.value) where facts.escapes[path] == nil { facts.escapes[path] = callOpen }
            // A local array of views (`let views: [UIView] = [icon, label]`, then
            // `UIView.prepare(views, in: self)`) hands over each of its views.
            if argument.value.count == 1, let name = argument.value.first?.identifier {
                for path in arrayLiteralElements(assignedTo: name) where facts.escapes[path] == nil { facts.escapes[path] = callOpen }
            }
        }
        // An array literal the call is made on (`[icon, title].asStackView(axis: .horizontal)`,
        // an app's extension of `Array`) hands its views to that code as surely as an argument
        // does; the standard library's sequence methods only look at them.
        if language == .swift, callOpen >= 3, tokens[callOpen - 2].isPunctuation("."), tokens[callOpen - 3].isPunctuation("]"),
           !Self.sequenceMethods.contains(callee), let open = openers[callOpen - 3], tokens[open].isPunctuation("["),
           let list = CodeBlocks.lenientList(tokens[open...(callOpen - 3)]) {
            for path in list.paths where facts.escapes[path] == nil { facts.escapes[path] = callOpen }
        }
    }

    /// The standard library's `Sequence` and `Collection` methods an array literal of views is
    /// called with that hand no view to other code.
    static let sequenceMethods: WordSet = ["forEach", "map", "compactMap", "flatMap", "filter", "contains", "first", "last",
                                           "enumerated", "reduce", "sorted", "reversed", "joined", "allSatisfy", "firstIndex",
                                           "lastIndex", "prefix", "suffix", "dropFirst", "dropLast", "min", "max", "zip"]

    /// The views an argument hands over: a path, or each path of an array literal
    /// (`addSubviews([icon, title])`, `[self.scrollView addSubviews:@[icon, title]]`, an app's
    /// helper that adds them all).
    static func viewsPassed(_ argument: ArraySlice<SourceToken>) -> [[String]] {
        if let path = ConstraintCallReader.path(argument) { return [path] }
        return CodeBlocks.lenientList(argument)?.paths ?? []
    }

    /// The elements of every array literal the function assigns to the local `name`
    /// (`let name: [UIView] = [a, b]`, `name = [b, a]` in each `case`).
    func arrayLiteralElements(assignedTo name: String) -> [[String]] {
        localArray(named: name).elements
    }

    /// The array literals the function assigns to the local `name` (Swift `[a, b]`, Objective-C
    /// `@[a, b]`): their elements together, and whether they are known to be exactly the
    /// array's: one assignment, of plain names only, and no other mention of `name` but the use.
    func localArray(named name: String) -> (elements: [[String]], exact: Bool) {
        var elements: [[String]] = []
        var assignments = 0, mentions = 0, complete = true
        for index in range where tokens[index].identifier == name && index + 1 < range.upperBound {
            mentions += 1
            var value = index + 1
            // `name: [UIView] =`: skip the type.
            if tokens[value].isPunctuation(":"), value + 1 < range.upperBound, tokens[value + 1].isPunctuation("["),
               let typeClose = closers[value + 1] { value = typeClose + 1 }
            guard value + 1 < range.upperBound, tokens[value].isPunctuation("=") else { continue }
            var open = value + 1
            if language == .objectiveC, tokens[open].isPunctuation("@"), open + 1 < range.upperBound { open += 1 }
            guard tokens[open].isPunctuation("["), let close = closers[open], close < range.upperBound,
                  let list = CodeBlocks.lenientList(tokens[open...close]) else { continue }
            elements += list.paths
            assignments += 1
            complete = complete && list.complete
        }
        return (elements, assignments == 1 && complete && mentions == 2)
    }
}
