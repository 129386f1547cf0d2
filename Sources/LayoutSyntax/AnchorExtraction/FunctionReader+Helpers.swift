import LayoutIR

/// Layout helpers at their calls: the project's and the file's own functions that only relate
/// `self` and their parameters, expanded into the constraints, additions and branches they make.
extension FunctionReader {
    /// The `if` / `else` tests around the calls and additions under a condition that no library
    /// statement recorded; incomplete when the condition they carry is not the blocks' own (a
    /// constraint made before the branch that activates it).
    func recordBranchTests(_ facts: inout FunctionFacts) {
        for entry in facts.calls where entry.condition != nil && facts.branchTests[entry.call.start] == nil {
            facts.branchTests[entry.call.start] = branchTests(at: entry.call.start,
                                                              complete: blocks.condition(at: entry.call.start) == entry.condition)
        }
        for addition in facts.additions where addition.condition != nil {
            facts.branchTests[addition.at] = branchTests(at: addition.at, complete: blocks.condition(at: addition.at) == addition.condition)
        }
    }

    /// The size classes the branches around each conditional call test, when they test nothing
    /// else and are the call's whole condition.
    /// Runs after ``recordBranchTests(_:)``, whose tests it reads (a library statement's are those
    /// around the statement, not around its make line inside the closure).
    func recordSizeClassBranches(_ facts: inout FunctionFacts) {
        for position in facts.calls.indices {
            let entry = facts.calls[position]
            guard entry.condition != nil, entry.activation != nil, let found = facts.branchTests[entry.call.start],
                  found.complete, found.cases.isEmpty else { continue }
            facts.calls[position].sizeClasses = CodeSizeClassBranches.condition(found.tests)
        }
    }

    func branchTests(at index: Int, complete: Bool) -> FunctionFacts.BranchTests {
        let found = blocks.tests(at: index)
        var cases: [FunctionFacts.BranchTests.SwitchCase] = []
        var complete = complete && found.complete
        for (subject, open) in found.switches {
            if let label = switchCase(open: open, at: index) {
                cases.append(FunctionFacts.BranchTests.SwitchCase(subject: tokens[subject], names: label.names, negated: label.negated))
            } else {
                complete = false
            }
        }
        return FunctionFacts.BranchTests(tests: found.tests.map { (tokens[$0.condition], $0.negated) }, cases: cases,
                                         complete: complete)
    }

    /// The `case` of the `switch` whose braces open at `open` that the statement at `index` is
    /// under: its enum cases (`case .left, .leading:` → `left`, `leading`), or for `default:` the
    /// cases of every other label, negated. `nil` when a label is anything else (`case let x`).
    private func switchCase(open: Int, at index: Int) -> (names: [String], negated: Bool)? {
        guard let close = closers[open] else { return nil }
        var labels: [(at: Int, names: [String]?)] = []
        var position = open + 1
        while position < close {
            let token = tokens[position]
            if token.isPunctuation("(") || token.isPunctuation("[") || token.isPunctuation("{"), let end = closers[position] {
                position = end + 1
                continue
            }
            if token.identifier == "default" {
                labels.append((position, []))
            } else if token.identifier == "case" {
                var end = position + 1
                while end < close, !tokens[end].isPunctuation(":") { end += 1 }
                var names: [String]? = []
                for pattern in TokenGroups.splitOnCommas(tokens[(position + 1)..<end]) {
                    // `.width` or `Dimension.width`.
                    guard pattern.count >= 2, let name = pattern.last?.identifier, pattern[pattern.endIndex - 2].isPunctuation("."),
                          pattern.dropLast(2).allSatisfy({ $0.identifier != nil || $0.isPunctuation(".") }) else { names = nil; break }
                    names?.append(name)
                }
                labels.append((position, names))
                position = end
            }
            position += 1
        }
        guard let current = labels.last(where: { $0.at < index }) else { return nil }
        if tokens[current.at].identifier == "default" {
            var others: [String] = []
            for label in labels where label.at != current.at {
                guard let names = label.names else { return nil }
                others += names
            }
            return (others, true)
        }
        return current.names.map { ($0, false) }
    }

    /// Expands a call of a helper at `index`: Swift `child.pin(to: view, inset: 8)` or an
    /// Objective-C message `[self pinView:child toView:view]`; returns the index of the call's
    /// last token, or `nil` when the call is not one vflc can expand.
    func expandHelperCall(named word: String, at index: Int, into facts: inout FunctionFacts) -> Int? {
        guard index + 1 < tokens.count else { return nil }
        switch language {
        case .swift:
            guard helpers[word] != nil || overloads[word] != nil, index == 0 || tokens[index - 1].identifier != "func",
                  let (close, given) = swiftArguments(ofHelper: word, at: index),
                  !UIKitViewMethods.isUIKitCall(word, labels: given.map(\.label))
            else { return nil }
            let afterDot = index > 0 && tokens[index - 1].isPunctuation(".")
            // `.spacer(height: 4)` where a view is expected: an implicit member expression calls a
            // static method of the contextual type (The Swift Programming Language, "Implicit
            // Member Expression"), as `UIView.spacer(height: 4)` does.
            let implicitMember = afterDot && (index < 2 || Self.startsImplicitMember(after: tokens[index - 2]))
            guard var receiver = implicitMember ? ["UIView"] : afterDot ? receiverPath(endingAt: index - 2) : [] else { return nil }
            // `card.snp.makeEdgesEqualToSuperview()`: a method of SnapKit's `ConstraintViewDSL`
            // runs on the view (``ProjectHelpers/snapKitViewDSL``).
            if receiver.last == "snp" { receiver.removeLast() }
            let helper: ConstraintHelper, arguments: [String: ArraySlice<SourceToken>]
            if let only = helpers[word] {
                guard let bound = only.bind(given) else { return nil }
                (helper, arguments) = (only, bound)
            } else {
                switch overloads[word]?.choose(given, receiverIs: { receiverIs($0, receiver: receiver, before: index, in: facts) }) {
                case .helper(let chosen, let bound)?: (helper, arguments) = (chosen, bound)
                case .unexpanded(let reason)?:
                    return noteUnexpandedCall(named: word, reason: reason == ConstraintHelper.makesNoConstraint
                                                ? "it lays out only through other functions vflc does not expand inside it" : reason,
                                              at: index, into: &facts)
                case .ambiguous(let count)?:
                    return noteUnexpandedCall(named: word, reason: "\(count) functions of that name fit this call (ambiguous overload)",
                                              at: index, into: &facts)
                case nil: return nil
                }
            }
            guard !implicitMember || helper.isViewFactory else { return nil }
            if let reason = receiverLacks(helper, receiver: receiver, before: index, in: facts) {
                // A method of the type itself (implicit `self`): listed, and the views passed to it
                // are handed to code vflc does not read (a base controller's `addArrangedView(_:)`
                // adds them).
                if receiver.isEmpty {
                    facts.unreadable.append((index, close, "'\(word)(…)' is not expanded here: \(reason)"))
                    noteEscapes(callOpen: index + 1, into: &facts)
                    return close
                }
                return noteUnexpandedCall(named: word, reason: reason, at: index, into: &facts)
            }
            let start = implicitMember ? index - 1 : afterDot ? calls.expressionStart(endingAt: index - 2) : index
            return expandHelper(helper, receiver: receiver, arguments: arguments, at: index, start: start, end: close, into: &facts)
        case .objectiveC:
            // The first piece of a message's selector, right after the receiver.
            guard tokens[index + 1].isPunctuation(":"), let open = enclosing[index], tokens[open].isPunctuation("["),
                  open + 1 < index, let receiver = ConstraintCallReader.path(tokens[(open + 1)..<index]) else { return nil }
            let (pieces, end) = calls.messagePieces(from: index)
            guard let end, let helper = helpers[pieces.map { $0.piece + ":" }.joined()],
                  let arguments = helper.bind(pieces.map { (label: $0.piece, value: $0.value) }) else { return nil }
            if let reason = receiverLacks(helper, receiver: receiver, before: index, in: facts) {
                facts.unreadable.append((open, end, "'\(pieces.map { $0.piece + ":" }.joined())' makes constraints but is not expanded here: \(reason)"))
                return end
            }
            return expandHelper(helper, receiver: receiver, arguments: arguments, at: index, start: open, end: end, into: &facts)
        }
    }

    /// Why `receiver` has no method `helper`, or `nil` when it may have: a helper an extension of
    /// a particular view class declares (`extension UIStackView`) is no method of a receiver whose
    /// class, known from its last creation in the function before the call or its property's
    /// declaration, is no such view (Swift's member lookup; ``UIKitViewClassTree``). What runs
    /// instead is the receiver's own method of that name, which vflc does not expand here.
    func receiverLacks(_ helper: ConstraintHelper, receiver: [String], before index: Int, in facts: FunctionFacts) -> String? {
        // A call with no receiver is a method of the type whose code makes it (implicit `self`):
        // an extension's method is one only when that type is the extended class or a subclass
        // (a view controller is no view, so `addArrangedView(_:insets:)` there is its own method).
        // Only a UIKit view class's extension is judged so: a protocol's (`extension Loadable
        // where Self: UIView`) applies to every type that conforms, which no class chain shows.
        if receiver.isEmpty, let extended = helper.extendedType,
           extended == "UIView" || UIKitViewClassTree.superclasses[extended] != nil,
           let type = calls.evaluator.project?.typeName,
           UIKitViewClassTree.isKind(type, of: extended, project: calls.evaluator.project?.facts) == false {
            return "the call is a method of \(type), which is no \(extended): its own '\(helper.name)' runs"
        }
        guard let extended = helper.extendedType, extended != "UIView", receiver.count == 1, let name = receiver.first else { return nil }
        let created = facts.creations.last { $0.path == receiver && $0.at < index }?.className
        guard let type = created ?? propertyClasses[name],
              UIKitViewClassTree.isKind(type, of: extended, project: calls.evaluator.project?.facts) == false else { return nil }
        return "'\(name)' is a \(type), which has no method of the \(extended) extension: its own runs"
    }

    /// Runs an extension's initializer on the view a construction makes (`let rule = UIView(height:
    /// 1)` with `extension UIView { convenience init(width: CGFloat? = nil, height: CGFloat? = nil) {
    /// …; if let height { autoSetDimension(.height, toSize: height) } } }`): Swift runs the
    /// initializer whose labels the call's arguments match, on the new object (TSPL,
    /// *Initialization*). A call whose labels are those of one of UIKit's own initializers of the
    /// class (``UIKitViewMethods/initializerLabels``) is UIKit's, which needs no default arguments
    /// and so wins over the app's (the type checker's ranking, as for methods).
    func expandInitializer(of className: String, at classIndex: Int, open: Int, close: Int, made path: [String],
                           into facts: inout FunctionFacts) {
        let name = ProjectFacts.initializerHelperName(of: className)
        guard helpers[name] != nil || overloads[name] != nil || unexpanded[name] != nil else { return }
        let given = calls.labeledArguments(open: open, close: close).map { (label: $0.label, value: $0.value) }
        guard !UIKitViewMethods.isUIKitInitializer(of: className, labels: given.map(\.label)) else { return }
        func unread(_ reason: String) {
            facts.unreadable.append((classIndex, close, "'\(className)(…)' makes constraints but is not expanded here: \(reason)"))
        }
        let helper: ConstraintHelper, arguments: [String: ArraySlice<SourceToken>]
        if let only = helpers[name] {
            guard let bound = only.bind(given) else { return }
            (helper, arguments) = (only, bound)
        } else if let set = overloads[name] {
            switch set.choose(given) {
            case .helper(let chosen, let bound)?: (helper, arguments) = (chosen, bound)
            case .unexpanded(let reason)?:
                if reason != ConstraintHelper.makesNoConstraint { unread(reason) }
                return
            case .ambiguous(let count)?: unread("\(count) initializers fit this call (ambiguous overload)"); return
            case nil: return
            }
        } else {
            if let reason = unexpanded[name] { unread(reason) }
            return
        }
        _ = expandHelper(helper, receiver: path, arguments: arguments, at: classIndex, start: classIndex, end: close, into: &facts)
    }

    /// Marks the closures written at calls of helpers that run them on their receiver
    /// (``ConstraintHelper/activatedClosureParameters``) as blocks that run at once on it, before
    /// the body is read: `$0` in `titleLabel.activateConstraints { [$0.topAnchor.constraint(…)] }`
    /// is `titleLabel`, and a bare call in a view's own method runs on `self`.
    mutating func bindReceiverClosures() {
        let runsClosures = helpers.values.contains { !$0.activatedClosureParameters.isEmpty }
            || overloads.values.contains { $0.candidates.contains { (try? $0.reading.get())?.activatedClosureParameters.isEmpty == false } }
        guard language == .swift, runsClosures else { return }
        // Before the body is read only the properties' classes and the guides tell a receiver's type.
        let noFacts = FunctionFacts()
        for index in range where index + 1 < range.upperBound {
            guard let word = tokens[index].identifier, helpers[word] != nil || overloads[word] != nil,
                  index == range.lowerBound || tokens[index - 1].identifier != "func",
                  let (close, given) = swiftArguments(ofHelper: word, at: index) else { continue }
            let afterDot = index > range.lowerBound && tokens[index - 1].isPunctuation(".")
            guard let receiver = afterDot ? receiverPath(endingAt: index - 2) : [] else { continue }
            let helper: ConstraintHelper, arguments: [String: ArraySlice<SourceToken>]
            if let only = helpers[word] {
                guard let bound = only.bind(given) else { continue }
                (helper, arguments) = (only, bound)
            } else if case .helper(let chosen, let bound)? = overloads[word]?.choose(
                given, receiverIs: { receiverIs($0, receiver: receiver, before: index, in: noFacts) }) {
                (helper, arguments) = (chosen, bound)
            } else {
                continue
            }
            guard !helper.activatedClosureParameters.isEmpty else { continue }
            for name in helper.activatedClosureParameters {
                guard let argument = arguments[name], argument.startIndex > index, argument.endIndex - 1 <= close,
                      tokens[argument.startIndex].isPunctuation("{") else { continue }
                blocks.runAtOnce(open: argument.startIndex, on: receiver, tokens: tokens)
            }
        }
    }

    /// A Swift call's arguments and last token: those in parentheses, and a trailing closure
    /// (`view.activateConstraints { [$0.topAnchor.constraint(…)] }`), which Swift passes as the
    /// last parameter when the helper takes a closure there (The Swift Programming Language,
    /// *Closures*, "Trailing Closures").
    private func swiftArguments(ofHelper word: String, at index: Int)
        -> (close: Int, given: [(label: String, value: ArraySlice<SourceToken>)])? {
        var given: [(label: String, value: ArraySlice<SourceToken>)] = []
        var close = index
        if tokens[index + 1].isPunctuation("(") {
            guard let end = closers[index + 1] else { return nil }
            given = calls.labeledArguments(open: index + 1, close: end)
            close = end
        }
        if close + 1 < range.upperBound, tokens[close + 1].isPunctuation("{"), let end = closers[close + 1], end < range.upperBound,
           let label = trailingClosureLabel(ofHelper: word) {
            given.append((label: label, value: tokens[(close + 1)...end]))
            close = end
        }
        return close > index ? (close, given) : nil
    }

    /// The label of the parameter a trailing closure fills at a call of `word`: the helper's last
    /// parameter when the helper runs a closure there; of overloads, the one label all such
    /// declarations share (`activateConstraints(_:)` on `UIView` and on `UILayoutGuide`).
    private func trailingClosureLabel(ofHelper word: String) -> String? {
        if let helper = helpers[word] {
            guard let parameter = helper.parameters.last, helper.activatedClosureParameters.contains(parameter.name) else { return nil }
            return parameter.label ?? ""
        }
        guard let set = overloads[word] else { return nil }
        let labels = Set(set.candidates.compactMap { candidate -> String? in
            guard let helper = try? candidate.reading.get(), let parameter = helper.parameters.last,
                  helper.activatedClosureParameters.contains(parameter.name) else { return nil }
            return parameter.label ?? ""
        })
        return labels.count == 1 ? labels.first : nil
    }

    /// The views of an array literal of views (`[title, .spacer(height: 4), detail]`), in order:
    /// plain names, and the view each helper call among the elements makes and returns (expanded
    /// here, so that it takes its place in the list; the reader then steps over it). `complete`
    /// is false when an element is anything else. `nil` when `list` is no array literal.
    func viewList(_ list: ArraySlice<SourceToken>, into facts: inout FunctionFacts) -> (paths: [[String]], complete: Bool)? {
        CodeBlocks.lenientList(list) { element in helperCallView(element, into: &facts) }
    }

    /// The view a Swift helper call that is a whole list element returns (`.spacer(height: 4)`,
    /// `UIView.spacer(height: 4)`, `makeDivider()`), with the call expanded; `nil` when the element
    /// is no such call or the helper returns no view of its own.
    private func helperCallView(_ element: ArraySlice<SourceToken>, into facts: inout FunctionFacts) -> [String]? {
        guard language == .swift, !helpers.isEmpty || !overloads.isEmpty, let last = element.last, last.isPunctuation(")") else { return nil }
        var word = element.startIndex
        if tokens[word].isPunctuation(".") {
            word += 1
        } else if word + 2 < element.endIndex, tokens[word].identifier?.first?.isUppercase == true, tokens[word + 1].isPunctuation(".") {
            word += 2
        }
        guard word + 1 < element.endIndex, let name = tokens[word].identifier, tokens[word + 1].isPunctuation("("),
              closers[word + 1] == element.endIndex - 1 else { return nil }
        if let listed = facts.listedHelperCalls[word] { return listed.view }
        facts.listedHelperCalls[word] = (end: element.endIndex - 1, view: nil)
        guard expandHelperCall(named: name, at: word, into: &facts) != nil else {
            facts.listedHelperCalls[word] = nil
            return nil
        }
        return facts.listedHelperCalls[word]?.view
    }

    /// Whether a `.` after `token` begins an implicit member expression (`(.spacer(…)`,
    /// `[a, .spacer(…)]`, `= .spacer(…)`, `return .spacer(…)`) rather than naming a member of what
    /// precedes it.
    static func startsImplicitMember(after token: SourceToken) -> Bool {
        if let word = token.identifier { return word == "return" || word == "in" }
        // Not `?`: `view?.fullFit()` is optional chaining far more often than a ternary's branch.
        return ["(", "[", ",", "=", ":", "{"].contains { token.isPunctuation($0) }
    }

    /// Adds what one call of `helper` does to `facts`; returns `end`, or `nil` when the helper's
    /// constraints cannot be made from these arguments.
    private func expandHelper(_ helper: ConstraintHelper, receiver: [String], arguments: [String: ArraySlice<SourceToken>],
                              at index: Int, start: Int, end close: Int, into facts: inout FunctionFacts) -> Int? {
        if !helper.selfProperties.isEmpty, !receiver.isEmpty {
            return noteUnexpandedCall(named: tokens[index].identifier ?? helper.name, reason: "it uses views its receiver keeps in properties, "
                                        + "which this function may hold under other names", at: index, into: &facts)
        }
        var arguments = arguments
        if !helper.axisChoices.isEmpty {
            guard let axis = stackAxis(of: receiver, before: index, in: facts) else {
                let stack = receiver.isEmpty ? "its receiver" : "'" + receiver.joined(separator: ".") + "'"
                return noteUnexpandedCall(named: tokens[index].identifier ?? helper.name,
                                          reason: "what it constrains follows the axis of \(stack), which this function does not set",
                                          at: index, into: &facts)
            }
            for (name, choice) in helper.axisChoices where arguments[name] == nil { arguments[name] = choice.value(for: axis) }
        }
        let condition = blocks.condition(at: index)
        let (createdNames, bound) = namesOfCreatedViews(helper, callStart: start, facts: facts)
        guard let expansion = helper.expand(receiver: receiver, arguments: arguments, present: viewsHoldingValues(arguments, before: index, in: facts),
                                            evaluator: calls.evaluator, start: start, end: close, createdNames: createdNames) else { return nil }
        // Each call makes its own views: new views of the caller's screen, made where the call is.
        for view in helper.created {
            guard let path = createdNames[view.local] else { continue }
            facts.creations.append(FunctionFacts.Creation(path: path, className: view.className, at: index, arranged: [],
                                                          conditional: condition != nil))
            if view.escapes, facts.escapes[path] == nil { facts.escapes[path] = index }
            if view.returned, facts.listedHelperCalls[index] != nil {
                facts.listedHelperCalls[index]?.view = path
            } else if view.returned, view.local != bound {
                placeReturnedView(path, callStart: start, end: close, at: index, into: &facts)
            }
        }
        // `return pin(to: view, edgeInsets: …)`: what the inner helper returns, this function returns.
        let returnedHere = start > range.lowerBound && tokens[start - 1].identifier == "return" && blocks.inPlaceTarget(at: start) == nil
        for made in expansion.calls {
            // A helper that returns its constraints leaves them to whatever the caller does with them.
            // Those it activates are active when it returns, after the views it adds are added (a
            // helper that activates first is its own function's finding).
            facts.calls.append(FunctionFacts.Call(call: made.call, target: nil, targetIsArray: false, activation: made.activated ? .isActive : nil,
                                                  activatedAt: made.activated ? close : nil, priority: made.priority, identifier: nil,
                                                  condition: condition ?? made.condition.map { "\(helper.name)(…): \($0)" },
                                                  destination: !made.activated && returnedHere ? "returned" : nil))
        }
        for addition in expansion.additions {
            facts.additions.append(FunctionFacts.Addition(parent: addition.parent, child: addition.child, arranged: addition.arranged,
                                                          at: index, condition: condition ?? addition.condition))
        }
        for path in expansion.autoresizingOff where facts.autoresizingOff[path] == nil { facts.autoresizingOff[path] = index }
        if helper.callsOwnMethods, facts.escapes[receiver] == nil { facts.escapes[receiver] = index }
        // `view.constrain([a.topAnchor.constraint(…), …])`: what the arguments make, the helper
        // activates when it runs. The reader then reads on inside the arguments, not past them.
        var readsArguments = false
        for name in helper.activatedParameters.sorted() {
            // Only an argument written at this call: a default value is a slice of the helper's
            // own text, whose indices mean nothing here (its first token is not this file's).
            guard let argument = arguments[name], let first = argument.first, argument.startIndex > start,
                  argument.endIndex - 1 <= close, tokens[argument.startIndex].start == first.start else { continue }
            facts.activatedArguments.append((range: argument.startIndex...(argument.endIndex - 1), at: close))
            readsArguments = true
        }
        // `titleLabel.activateConstraints { [$0.leadingAnchor.constraint(…), …] }`: the closure
        // runs on the receiver (``bindReceiverClosures()`` names its parameter) and what it
        // returns is activated when the call returns.
        for name in helper.activatedClosureParameters.sorted() {
            guard let argument = arguments[name], argument.count >= 2, argument.startIndex > start, argument.endIndex - 1 <= close,
                  tokens[argument.startIndex].isPunctuation("{"), closers[argument.startIndex] == argument.endIndex - 1 else { continue }
            facts.activatedArguments.append((range: argument.startIndex...(argument.endIndex - 1), at: close))
            readsArguments = true
        }
        return readsArguments ? index : close
    }

    /// The parameters whose arguments are views this function has made or added, on every path,
    /// before `index`: `backgroundView = CardView()` or `addSubview(backgroundView)` leaves the
    /// name holding a view (`addSubview(_:)` takes a non-optional view), so a helper's
    /// `if let top = top` runs for `top: backgroundView`. An optional chain (`a?.b`) may be nil.
    private func viewsHoldingValues(_ arguments: [String: ArraySlice<SourceToken>], before index: Int,
                                    in facts: FunctionFacts) -> Set<String> {
        var result: Set<String> = []
        for (parameter, argument) in arguments where !argument.contains(where: { $0.isPunctuation("?") }) {
            guard let path = ConstraintCallReader.path(argument), !path.isEmpty else { continue }
            if facts.creations.contains(where: { $0.path == path && $0.at < index && !$0.conditional })
                || facts.additions.contains(where: { $0.child == path && $0.at < index && $0.condition == nil }) {
                result.insert(parameter)
            }
        }
        return result
    }

    /// The caller's names for the views one call of `helper` creates: the one it returns takes
    /// the name the call is bound to (`let line = addSeparator(to: card)`, `UIView *line = [self
    /// separatorIn:card]`); any other is `helper#N`, numbered by the calls of the function.
    private func namesOfCreatedViews(_ helper: ConstraintHelper, callStart start: Int,
                                     facts: FunctionFacts) -> (names: [String: [String]], bound: String?) {
        guard !helper.created.isEmpty else { return ([:], nil) }
        var bound: String?
        if start >= 2, start > range.lowerBound + 1, tokens[start - 1].isPunctuation("="),
           !["=", "!", "<", ">", "+", "-", "*", "/"].contains(where: { tokens[start - 2].isPunctuation($0) }) {
            bound = assignedName(endingAt: start - 2)
        }
        var used = facts.creations.filter { $0.path.first?.hasPrefix(helper.name + "#") == true }.count
        var result: [String: [String]] = [:]
        var boundLocal: String?
        for view in helper.created {
            if view.returned, let name = bound {
                result[view.local] = [name]
                boundLocal = view.local
                bound = nil
            } else {
                used += 1
                result[view.local] = ["\(helper.name)#\(used)"]
            }
        }
        return (result, boundLocal)
    }

    /// Where a returned view no name holds goes: the call as the whole argument of
    /// `stack.addArrangedSubview(makeLine())` / `card.addSubview(makeLine())` adds it there; any other
    /// use of the call's value (an argument of other code, a `return`) hands it on, so the caller
    /// decides nothing about it. A call standing as a statement of its own drops it.
    private func placeReturnedView(_ path: [String], callStart start: Int, end close: Int, at index: Int,
                                   into facts: inout FunctionFacts) {
        guard let group = enclosing[start], !tokens[group].isPunctuation("{") else {
            if start > range.lowerBound, tokens[start - 1].identifier == "return", blocks.inPlaceTarget(at: start) == nil {
                // `return spacer(height: height, …)`: a factory that forwards to another returns
                // the view that one makes.
                facts.returned.insert(path)
            } else if start > range.lowerBound, tokens[start - 1].identifier == "return" || tokens[start - 1].isPunctuation("=") {
                if facts.escapes[path] == nil { facts.escapes[path] = index }
            }
            return
        }
        if language == .swift, tokens[group].isPunctuation("("), group == start - 1, closers[group] == close + 1, group >= 1,
           let word = tokens[group - 1].identifier, word == "addSubview" || word == "addArrangedSubview" {
            let onReceiver = group >= 3 && tokens[group - 2].isPunctuation(".")
            if let parent = onReceiver ? receiverPath(endingAt: group - 3) : [] {
                facts.additions.append(FunctionFacts.Addition(parent: parent, child: path, arranged: word == "addArrangedSubview",
                                                              at: index, condition: blocks.condition(at: index)))
                return
            }
        }
        if facts.escapes[path] == nil { facts.escapes[path] = index }
    }
}
