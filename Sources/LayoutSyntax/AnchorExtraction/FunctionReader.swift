import LayoutIR

/// Reads one function body into ``FunctionFacts``. A single forward pass over the tokens finds
/// each kind of statement by the name that identifies it (`constraint`, `activate`, `addSubview`,
/// `translatesAutoresizingMaskIntoConstraints`, …); a second pass decides where each constraint
/// went (activated, stored, returned) once every `activate` and `isActive` of the body is known.
struct FunctionReader {
    var tokens: [SourceToken]
    var closers: [Int?]
    var openers: [Int?]
    var language: SourceLanguage
    var file: SourceFile
    var calls: ConstraintCallReader
    var blocks: CodeBlocks
    /// For every token of the body, the innermost open bracket around it (inside the body).
    var enclosing: BodyIndex
    var range: Range<Int>
    var nested: [Range<Int>]
    /// Helper functions of the file to expand at their calls, by name.
    var helpers: [String: ConstraintHelper] = [:]
    /// The project's helpers that share a name, told apart at each call.
    var overloads: [String: HelperOverloads] = [:]
    /// The constraint libraries' statements (SnapKit, Masonry, PureLayout, VFL).
    var dialects: DialectReader?
    /// Constraints the type keeps in properties (`lazy var height = box.heightAnchor.constraint(…)`),
    /// by property name: laid out where the function activates the property.
    var propertyConstraints: [String: PropertyConstraints.Stored] = [:]
    /// Functions that make constraints but cannot be expanded, with why: a call of one on
    /// another view is listed as unread.
    var unexpanded: [String: String] = [:]
    /// What the file's code does later to the constraints it keeps (their constants, their state).
    var handleChanges = ConstraintHandleChanges()
    /// What the body's locals are bound to (computed locals, locals assigned again).
    var locals: LocalBindings
    /// The classes of the views the file's types keep in properties (`let list = NSStackScrollView()`),
    /// by property name: which extension methods a receiver has (``UIKitViewClassTree``).
    var propertyClasses: [String: String] = [:]
    init(tokens: [SourceToken], closers: [Int?], openers: [Int?], language: SourceLanguage, file: SourceFile,
         calls: ConstraintCallReader, range: Range<Int>, nested: [Range<Int>], parameters: [String]) {
        self.tokens = tokens
        self.closers = closers
        self.openers = openers
        self.language = language
        self.file = file
        self.calls = calls
        self.range = range
        self.nested = nested
        blocks = CodeBlocks(tokens: tokens, closers: closers, openers: openers, range: range, file: file, skipping: nested)
        if language == .swift { blocks.runOptionalBindings(tokens: tokens, parameters: Set(parameters)) }
        var enclosing = BodyIndex(range: range)
        var stack: [Int] = []
        for index in range {
            let token = tokens[index]
            if let top = stack.last { enclosing[index] = top }
            if token.isPunctuation("(") || token.isPunctuation("[") || token.isPunctuation("{") {
                stack.append(index)
            } else if token.isPunctuation(")") || token.isPunctuation("]") || token.isPunctuation("}") {
                _ = stack.popLast()
            }
        }
        self.enclosing = enclosing
        locals = LocalBindings(tokens: tokens, range: range, language: language)
    }

    struct ActivationRange {
        var range: ClosedRange<Int>
        var kind: FunctionFacts.Activation
        var at: Int
    }

    /// Calls that add a view (UIKit's own, ``UIKitViewMethods``, and the plural forms apps
    /// commonly write).
    /// `addLayoutGuide` makes the receiver the guide's `owningView`, which is SnapKit's
    /// "superview" of a guide (`Docs/SnapKit.md#relations-and-targets`).
    static let additions: WordSet = ["addSubview", "insertSubview", "addArrangedSubview", "insertArrangedSubview",
                                         "addSubviews", "addArrangedSubviews", "addLayoutGuide"]
    static let stackProperties: WordSet = ["axis", "spacing", "distribution", "alignment", "isHidden", "hidden",
                                               "isLayoutMarginsRelativeArrangement", "layoutMarginsRelativeArrangement",
                                               "isBaselineRelativeArrangement", "baselineRelativeArrangement",
                                               "layoutMargins", "directionalLayoutMargins"]
    /// Calls that neither add a view to a hierarchy nor change its autoresizing flag.
    static let harmlessCalls: WordSet = [
        "constraint", "NSLayoutConstraint", "activate", "deactivate", "addConstraint", "addConstraints",
        "setContentHuggingPriority", "setContentCompressionResistancePriority", "print", "NSLog", "UIStackView",
        "equalTo", "if", "guard", "while", "for", "switch", "return", "addTarget", "setTitle", "setImage",
        "setTitleColor", "CGFloat", "UILayoutPriority", "layoutIfNeeded", "setNeedsLayout", "bringSubviewToFront",
        "sendSubviewToBack", "removeFromSuperview",
        // `[[UIStackView alloc] initWithArrangedSubviews:@[a, b]]` makes the views the stack's
        // subviews, which the view tree reads; it hands them to no other code.
        "initWithArrangedSubviews",
    ]

    /// Inside a block that runs at once on an object (Then's `menu = UIButton().then { $0… }`),
    /// the block's parameter is that object: its constraints are the object's.
    func substituteReceivedObjects(_ facts: inout FunctionFacts) {
        func substitute(_ item: inout SourceItem, at index: Int) {
            guard let (variable, path) = blocks.receivedObject(at: index), let head = item.path.first,
                  head == variable else { return }
            item.path = path + item.path.dropFirst()
        }
        for position in facts.calls.indices {
            let at = facts.calls[position].call.start
            substitute(&facts.calls[position].call.first.item, at: at)
            if facts.calls[position].call.second != nil { substitute(&facts.calls[position].call.second!.item, at: at) }
        }
    }

    /// `path` at `index` with a block's parameter replaced by the object the block runs on.
    func receivedPath(_ path: [String], at index: Int) -> [String] {
        guard let (variable, object) = blocks.receivedObject(at: index), path.first == variable else { return path }
        return object + path.dropFirst()
    }

    func read() -> FunctionFacts {
        var facts = FunctionFacts()
        var activations: [ActivationRange] = []
        var activatedNames: [String: (FunctionFacts.Activation, Int)] = [:]
        var priorities: [String: SourceValue] = [:]
        /// `edges.forEach { $0.priority = … }`: the priority every element of an array is given, and where.
        var elementPriorities: [String: (value: SourceValue, at: Int)] = [:]
        var identifiers: [String: String] = [:]
        /// `c.constant = …` on a constraint variable, in source order.
        var constantSettings: [String: [(at: Int, value: SourceValue, condition: String?)]] = [:]
        /// Constraint variables added to an array variable, with where.
        var arrayElements: [String: (array: String, at: Int)] = [:]
        var statements: [LibraryStatement] = []
        // Looked up once: the project's facts are reached through the evaluator, per word otherwise.
        let referenceMacros = language == .objectiveC ? calls.evaluator.project?.facts.referenceMacros ?? [:] : [:]
        var index = range.lowerBound
        while index < range.upperBound {
            if let skip = nested.first(where: { $0.contains(index) }) { index = skip.upperBound; continue }
            defer { index += 1 }
            let token = tokens[index]
            if case .punctuation = token.kind, let end = readOperatorConstraint(at: index, into: &facts) { index = end; continue }
            if token.isPunctuation("=") { readAssignment(at: index, into: &facts); continue }
            if token.isPunctuation("(") { noteEscapes(callOpen: index, into: &facts); continue }
            guard let word = token.identifier else { continue }
            // `WS(ws);`, `MJWeakSelf`: the project's macro declares a local holding an object.
            if !referenceMacros.isEmpty, referenceMacros[word] != nil,
               let use = ReferenceMacros.use(at: index, tokens: tokens, closers: closers, macros: referenceMacros) {
                if use.local != use.value { facts.aliases[use.local] = use.value == "self" ? [] : [use.value] }
                index = use.end
                continue
            }
            // Checked in place first: forming `calls.expressionStart` copies the call reader.
            if dialects?.statementKind(at: index) != nil, let dialects,
               let statement = dialects.read(at: index, expressionStart: calls.expressionStart) {
                statements.append(record(statement, at: index, into: &facts))
                statements += recordNestedBlocks(of: statement, dialects: dialects, into: &facts)
                index = max(index, statement.end)
                continue
            }
            if let outcome = calls.read(at: index) {
                switch outcome {
                case .call(let call):
                    facts.calls.append(FunctionFacts.Call(call: call, target: nil, targetIsArray: false, activation: nil,
                                                          activatedAt: nil, priority: nil, identifier: nil,
                                                          condition: blocks.condition(at: call.start), destination: nil))
                    index = max(index, call.end)
                case .unreadable(let start, let end, let reason):
                    facts.unreadable.append((start, end, reason))
                    index = max(index, end)
                }
                continue
            }
            if let listed = facts.listedHelperCalls[index] {
                index = listed.end
                continue
            }
            if !helpers.isEmpty || !overloads.isEmpty, let close = expandHelperCall(named: word, at: index, into: &facts) {
                index = close
                continue
            }
            if !unexpanded.isEmpty, let close = noteUnexpandedCall(named: word, at: index, into: &facts) {
                index = close
                continue
            }
            let next = index + 1 < tokens.count ? tokens[index + 1] : nil
            // Most words are none of the cases below: a look at the word's first byte and length
            // sends them to the default case without comparing them with each case in turn.
            guard Self.caseWords.contains(word) else {
                noteMessageArguments(word, at: index, next: next, into: &facts)
                continue
            }
            let afterDot = index > 0 && tokens[index - 1].isPunctuation(".")
            switch word {
            case "activate" where afterDot && index >= 2 && tokens[index - 2].identifier == "NSLayoutConstraint"
                    && next?.isPunctuation("(") == true:
                if let close = closers[index + 1] { activations.append(ActivationRange(range: (index + 1)...close, kind: .activateCall, at: index)) }
            case "addConstraint", "addConstraints":
                if next?.isPunctuation("(") == true, let close = closers[index + 1] {
                    activations.append(ActivationRange(range: (index + 1)...close, kind: .addConstraint, at: index))
                } else if next?.isPunctuation(":") == true, let end = messageEnd(at: index) {
                    activations.append(ActivationRange(range: (index + 1)...end, kind: .addConstraint, at: index))
                }
            case "activateConstraints" where next?.isPunctuation(":") == true:
                if let end = messageEnd(at: index) { activations.append(ActivationRange(range: (index + 1)...end, kind: .activateCall, at: index)) }
            case "isActive", "active":
                if afterDot, isSimpleAssignment(at: index + 1), isTrue(index + 2), let name = receiverName(endingAt: index - 2), activatedNames[name] == nil {
                    activatedNames[name] = (.isActive, index)
                    // `list.forEach { $0.isActive = true }`, `for c in list { c.isActive = true }`:
                    // every element of `list` is activated, as `activate(list)` would.
                    if let array = iteratedArray(variable: name, at: index), activatedNames[array] == nil {
                        activatedNames[array] = (.isActive, index)
                    }
                } else if afterDot, isSimpleAssignment(at: index + 1), isFalse(index + 2), let name = receiverName(endingAt: index - 2) {
                    facts.changes.append(FunctionFacts.ConstraintChange(name: name, kind: .deactivated, at: index,
                                                                        condition: blocks.condition(at: index)))
                }
            case "setActive" where next?.isPunctuation(":") == true:
                if isTrue(index + 2), let name = objectiveCReceiver(selector: index)?.last, activatedNames[name] == nil {
                    activatedNames[name] = (.isActive, index)
                }
            case "constant" where afterDot && isSimpleAssignment(at: index + 1) && language == .swift:
                if let name = receiverName(endingAt: index - 2) {
                    let value = calls.evaluator.value(tokens[(index + 2)...statementEnd(from: index + 2)])
                    constantSettings[name, default: []].append((index, value, blocks.condition(at: index)))
                }
            case "priority" where afterDot && isSimpleAssignment(at: index + 1):
                if let name = receiverName(endingAt: index - 2) {
                    let value = calls.evaluator.value(tokens[(index + 2)...statementEnd(from: index + 2)])
                    priorities[name] = value
                    facts.changes.append(FunctionFacts.ConstraintChange(name: name, kind: .priority(value), at: index,
                                                                        condition: blocks.condition(at: index)))
                    if let array = iteratedArray(variable: name, at: index) { elementPriorities[array] = (value, index) }
                }
            case "setPriority" where next?.isPunctuation(":") == true:
                if let name = objectiveCReceiver(selector: index)?.last,
                   let argument = calls.messagePieces(from: index).arguments.first?.value {
                    let value = calls.evaluator.value(argument)
                    priorities[name] = value
                    facts.changes.append(FunctionFacts.ConstraintChange(name: name, kind: .priority(value), at: index,
                                                                        condition: blocks.condition(at: index)))
                }
            case "identifier" where afterDot && isSimpleAssignment(at: index + 1):
                if let name = receiverName(endingAt: index - 2), index + 2 < tokens.count,
                   let value = tokens[index + 2].stringLiteral?.value {
                    identifiers[name] = value
                }
            case "translatesAutoresizingMaskIntoConstraints" where isSimpleAssignment(at: index + 1) && isFalse(index + 2):
                noteAutoresizingOff(receiver: afterDot ? receiverPath(endingAt: index - 2) : [], at: index, into: &facts)
            case "setTranslatesAutoresizingMaskIntoConstraints" where next?.isPunctuation(":") == true && isFalse(index + 2):
                noteAutoresizingOff(receiver: objectiveCReceiver(selector: index), at: index, into: &facts)
            case _ where Self.additions.contains(word):
                readAddition(word, at: index, afterDot: afterDot, into: &facts)
            case _ where afterDot && Self.hostingProperties.contains(word) && isSimpleAssignment(at: index + 1):
                readHostedView(word, at: index, into: &facts)
            case _ where Self.stackProperties.contains(word) && afterDot && isSimpleAssignment(at: index + 1):
                if let path = receiverPath(endingAt: index - 2) {
                    facts.properties.append(FunctionFacts.PropertySetting(
                        path: path, property: word, value: tokens[(index + 2)...statementEnd(from: index + 2)], at: index))
                }
            case "addObject" where language == .objectiveC && next?.isPunctuation(":") == true:
                if let array = objectiveCReceiver(selector: index)?.last,
                   let argument = calls.messagePieces(from: index).arguments.first?.value,
                   let element = ConstraintCallReader.path(argument) {
                    // A view put in an array may be added anywhere from there.
                    if facts.escapes[element] == nil { facts.escapes[element] = index }
                    if element.count == 1, arrayElements[element[0]] == nil { arrayElements[element[0]] = (array, index) }
                }
            case "append" where language == .swift && afterDot && next?.isPunctuation("(") == true:
                if let close = closers[index + 1], let array = receiverName(endingAt: index - 2) {
                    let arguments = calls.labeledArguments(open: index + 1, close: close)
                    if arguments.count == 1, arguments[0].label.isEmpty, let element = ConstraintCallReader.path(arguments[0].value),
                       element.count == 1, arrayElements[element[0]] == nil {
                        arrayElements[element[0]] = (array, index)
                    }
                }
            case "setContentHuggingPriority", "setContentCompressionResistancePriority":
                readPrioritySetter(word, at: index, afterDot: afterDot, into: &facts)
            case "autoSetContentHuggingPriorityForAxis", "autoSetContentCompressionResistancePriorityForAxis",
                 "autoSetContentHuggingPriority", "autoSetContentCompressionResistancePriority":
                readPureLayoutPrioritySetter(word, at: index, afterDot: afterDot, into: &facts)
            case "return":
                if let end = Optional(statementEnd(from: index + 1)), end > index {
                    let value = tokens[(index + 1)...end]
                    if let path = ConstraintCallReader.path(value) {
                        facts.returned.insert(path)
                        // An array of views handed to the caller (`return subviews`, often
                        // made into a stack there): what happens to them there is the caller's.
                        if path.count == 1 {
                            for element in arrayLiteralElements(assignedTo: path[0]) where facts.autoresizingMaybeOff[element] == nil {
                                facts.autoresizingMaybeOff[element] = index
                            }
                        }
                    } else if let list = CodeBlocks.lenientList(value) {
                        for element in list.paths where facts.autoresizingMaybeOff[element] == nil {
                            facts.autoresizingMaybeOff[element] = index
                        }
                    }
                }
            default:
                noteMessageArguments(word, at: index, next: next, into: &facts)
            }
        }
        facts.activatedLists = Set(activations.compactMap { activatedListName(in: $0.range) })
        facts.activatedClosures = Set(activations.compactMap { activatedClosureName(in: $0.range) })
        activations += facts.activatedArguments.map { ActivationRange(range: $0.range, kind: .activateCall, at: $0.at) }
        addPropertyConstraints(activations: activations, activatedNames: activatedNames, priorities: priorities, into: &facts)
        for position in facts.calls.indices {
            resolve(&facts.calls[position], activations: activations, activatedNames: activatedNames,
                    priorities: priorities, identifiers: identifiers, returned: facts.returned)
            // `edges.forEach { $0.priority = UILayoutPriority(749) }` before `activate(edges)`:
            // every element of the array is made with that priority.
            let made = facts.calls[position]
            if made.targetIsArray, made.priority == nil, let target = made.target, let given = elementPriorities[target],
               given.at > made.call.end, given.at < (made.activatedAt ?? Int.max) {
                facts.calls[position].priority = given.value
            }
            // `[constraints addObject:width]` / `constraints.append(width)`, then the array is activated.
            let entry = facts.calls[position]
            if entry.activation == nil, !entry.targetIsArray, let target = entry.target,
               let (array, at) = arrayElements[target], at > entry.call.end,
               let range = activations.first(where: { range in range.at > at && range.range.contains { tokens[$0].identifier == array } }) {
                facts.calls[position].activation = range.kind
                facts.calls[position].activatedAt = range.at
            }
        }
        ReplacedConstraintHandles.resolve(&facts) { file.location(of: tokens[$0].start).line }
        if !constantSettings.isEmpty { applyLocalConstants(constantSettings, into: &facts) }
        facts.reassigned = locals.reassigned
        recordBranchTests(&facts)
        recordSizeClassBranches(&facts)
        substituteReceivedObjects(&facts)
        ReassignedLocals(blocks: blocks, tokens: tokens, openers: openers).resolve(&facts)
        Self.applyAliases(&facts)
        applyRemakesAndUpdates(statements, to: &facts)
        handleChanges.apply(to: &facts) { file.location(of: tokens[$0].start).line }
        expandListElements(&facts)
        return facts
    }

    /// `[top, bottom].forEach { container.leadingAnchor.constraint(equalTo: $0.leadingAnchor)… }`
    /// and `for line in [top, bottom] { … }`: a constraint made with the loop's variable is made
    /// once for each element of the literal list. Last of the reading, so that nothing indexes
    /// the calls after it (library statements keep ranges of them).
    private func expandListElements(_ facts: inout FunctionFacts) {
        guard blocks.blocks.contains(where: { ($0.elements?.paths.count ?? 0) > 1 }) else { return }
        var result: [FunctionFacts.Call] = []
        for entry in facts.calls {
            let heads = [entry.call.first.item.path.first, entry.call.second?.item.path.first].compactMap { $0 }
            guard let variable = heads.first(where: { (blocks.elements(named: $0, at: entry.call.start)?.count ?? 0) > 1 }),
                  let paths = blocks.elements(named: variable, at: entry.call.start),
                  heads.allSatisfy({ $0 == variable || blocks.elements(named: $0, at: entry.call.start) == nil }) else {
                result.append(entry)
                continue
            }
            for path in paths {
                var copy = entry
                if copy.call.first.item.path.first == variable { copy.call.first.item.path = path + copy.call.first.item.path.dropFirst() }
                if let second = copy.call.second, second.item.path.first == variable {
                    copy.call.second?.item.path = path + second.item.path.dropFirst()
                }
                result.append(copy)
            }
        }
        facts.calls = result
    }

    /// `let c = a.topAnchor.constraint(…); c.constant = Layout.margin; c.isActive = true`: a
    /// constraint a local holds, given its constant later in the function, unconditionally, takes
    /// that constant (the last one given). Only this function reaches a local, unless it hands the
    /// local to a property (`self.c = c`); a constant given under a branch is the running app's.
    private func applyLocalConstants(_ settings: [String: [(at: Int, value: SourceValue, condition: String?)]],
                                     into facts: inout FunctionFacts) {
        let locals = AnchorExtractor.declaredLocals(tokens[range], language: language)
        // One look at the body per local, however many constraints it held.
        let kept = Set(settings.keys.filter { locals.contains($0) && !handedOn($0) })
        for position in facts.calls.indices {
            let entry = facts.calls[position]
            guard let target = entry.target, !entry.targetIsArray, kept.contains(target),
                  let given = settings[target] else { continue }
            let after = given.filter { $0.at > entry.call.end }
            guard let last = after.last else { continue }
            if after.allSatisfy({ $0.condition == nil }) {
                facts.calls[position].call.constant = last.value
            } else {
                facts.calls[position].call.constant = .runTime("'\(target)', whose constant this function sets under a condition")
            }
            facts.calls[position].constantSetLocally = true
        }
    }

    /// Whether the body assigns the local `name` to something else (`self.top = name`).
    private func handedOn(_ name: String) -> Bool {
        range.contains { index in
            index > range.lowerBound && tokens[index].identifier == name && tokens[index - 1].isPunctuation("=")
                && (index - 2 < range.lowerBound || !["=", "!", "<", ">"].contains { tokens[index - 2].isPunctuation($0) })
        }
    }

    /// The list an activation takes whole: `activate(constraints)`, `activate(constraints.compactMap { $0 })`
    /// (the non-nil elements of `[NSLayoutConstraint?]`), `activateConstraints:constraints]`.
    private func activatedListName(in range: ClosedRange<Int>) -> String? {
        var inner = tokens[range]
        if inner.first?.isPunctuation("(") == true || inner.first?.isPunctuation(":") == true { inner = inner.dropFirst() }
        if inner.last?.isPunctuation(")") == true || inner.last?.isPunctuation("]") == true { inner = inner.dropLast() }
        guard let name = inner.first?.identifier, name.first?.isLowercase == true else { return nil }
        if inner.count == 1 { return name }
        // `.compactMap { $0 }`: only the nil elements are dropped.
        let rest = ConstantEvaluator.text(inner.dropFirst(), file).filter { !" \t\n()".contains($0) }
        return rest == ".compactMap{$0}" ? name : nil
    }

    /// `constraints(self)` in `NSLayoutConstraint.activate(constraints(self))`: a closure called
    /// with the receiver, whose constraints are activated.
    private func activatedClosureName(in range: ClosedRange<Int>) -> String? {
        var inner = tokens[range]
        if inner.first?.isPunctuation("(") == true { inner = inner.dropFirst() }
        if inner.last?.isPunctuation(")") == true { inner = inner.dropLast() }
        guard language == .swift, inner.count == 4, let name = inner.first?.identifier,
              tokens[inner.startIndex + 1].isPunctuation("("), tokens[inner.startIndex + 2].identifier == "self",
              tokens[inner.startIndex + 3].isPunctuation(")") else { return nil }
        return name
    }

    /// The words `read()` switches on: every case names its word or one of these sets.
    private static let caseWords = WordSet(additions.all.union(stackProperties.all).union([
        "activate", "addConstraint", "addConstraints", "activateConstraints", "isActive", "active", "setActive",
        "priority", "setPriority", "identifier", "translatesAutoresizingMaskIntoConstraints", "constant",
        "setTranslatesAutoresizingMaskIntoConstraints", "addObject", "append", "setContentHuggingPriority",
        "setContentCompressionResistancePriority", "return", "autoSetContentHuggingPriorityForAxis",
        "autoSetContentCompressionResistancePriorityForAxis", "autoSetContentHuggingPriority",
        "autoSetContentCompressionResistancePriority",
    ]).union(hostingProperties))

    /// An Objective-C message vflc does not know (`[self.stack addItem:view]`): the views passed
    /// in its first argument may be added to a hierarchy there.
    private func noteMessageArguments(_ word: String, at index: Int, next: SourceToken?, into facts: inout FunctionFacts) {
        if language == .objectiveC, next?.isPunctuation(":") == true, let open = enclosing[index],
           tokens[open].isPunctuation("["), !Self.harmlessCalls.contains(word),
           let argument = calls.messagePieces(from: index).arguments.first?.value {
            for path in Self.viewsPassed(argument) where facts.escapes[path] == nil { facts.escapes[path] = index }
        }
    }
}
