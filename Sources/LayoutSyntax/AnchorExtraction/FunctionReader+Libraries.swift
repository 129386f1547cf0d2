import LayoutIR

/// Where one library statement's constraints sit among a function's calls, for the statements
/// that act on earlier ones (`remakeConstraints`, `updateConstraints`).
struct LibraryStatement {
    var effect: DialectStatement.Effect
    /// The branch the statement is under, if any.
    var condition: String? = nil
    var receiver: [String]?
    var syntax: ConstraintSyntax?
    var at: Int
    var calls: Range<Int>
}

extension FunctionReader {
    /// Adds a library statement's constraints and effects to the facts.
    func record(_ statement: DialectStatement, at index: Int, heldBy holder: Int? = nil, into facts: inout FunctionFacts) -> LibraryStatement {
        // The statement's own braces (a SnapKit closure) are not a branch: what decides whether
        // its lines run is what holds the statement, or the block that holds it (a library's
        // block runs at once: SnapKit `ConstraintMaker.makeConstraints`, Masonry `-mas_makeConstraints:`).
        let condition = blocks.condition(at: holder ?? statement.start)
        let first = facts.calls.count
        let blockPriority = blocks.pureLayoutPriority(at: statement.start).map(calls.evaluator.value)
        for var made in statement.made {
            if made.call.syntax == .purelayout, made.priority == nil, let blockPriority { made.priority = blockPriority }
            // An `#if` group inside the block (`#if !os(visionOS) … #else … #endif` around make
            // lines) is compiled or not as a whole: its lines are alternatives to the others'.
            if made.condition == nil, let group = blocks.preprocessorCondition(at: made.call.start, after: statement.start) {
                made.condition = group
            }
            var entry = FunctionFacts.Call(call: made.call, target: made.target, targetIsArray: false, activation: nil,
                                           activatedAt: nil, priority: made.priority, identifier: made.identifier,
                                           condition: made.condition ?? condition, destination: nil)
            entry.priorityAtCreation = made.priority
            if statement.effect != .returned {
                entry.activation = .library
                entry.activatedAt = index
            }
            if condition != nil { facts.branchTests[made.call.start] = branchTests(at: holder ?? statement.start, complete: made.condition == nil) }
            facts.calls.append(entry)
        }
        // SnapKit's and Masonry's blocks turn the flag off on the object they constrain.
        for path in statement.autoresizingOff.map({ receivedPath($0, at: index) }) where facts.autoresizingOff[path] == nil {
            facts.autoresizingOff[path] = index
        }
        facts.unreadable += statement.unreadable
        if language == .swift, index >= 2, tokens[index - 2].identifier == "snp",
           let verb = tokens[index].identifier, MakerBlockReader.verbs[verb] != nil {
            facts.snapKitBlocks[index] = SnapKitBlockCheck.Reading(statement)
        }
        return LibraryStatement(effect: statement.effect, condition: condition, receiver: statement.receiver,
                                syntax: statement.made.first?.call.syntax, at: index, calls: first..<facts.calls.count)
    }

    /// How many library blocks nested in one statement are followed (fuzzed input nests without end).
    static let maximumNestedBlocks = 64

    /// The blocks written inside `statement`'s block (another view's `snp.makeConstraints`), which
    /// run with it, recorded in order.
    func recordNestedBlocks(of statement: DialectStatement, dialects: DialectReader,
                            into facts: inout FunctionFacts) -> [LibraryStatement] {
        var recorded: [LibraryStatement] = []
        var nested = statement.nestedBlocks[...]
        var budget = Self.maximumNestedBlocks
        while let verb = nested.popFirst(), budget > 0 {
            budget -= 1
            guard let inner = dialects.read(at: verb, expressionStart: calls.expressionStart) else { continue }
            recorded.append(record(inner, at: verb, heldBy: statement.start, into: &facts))
            nested.append(contentsOf: inner.nestedBlocks)
        }
        return recorded
    }

    /// SnapKit's and Masonry's `remake…` removes the receiver's earlier constraints of the same
    /// library; `update…` copies each new constant into the matching earlier constraint (same
    /// items, attributes, relation, multiplier and priority: SnapKit `ConstraintMaker` and
    /// Masonry `MASViewConstraint -layoutConstraintSimilarTo:`). An update with nothing to match
    /// in this function changes constraints made elsewhere: it is not laid out here.
    func applyRemakesAndUpdates(_ statements: [LibraryStatement], to facts: inout FunctionFacts) {
        var merged: Set<Int> = []
        for statement in statements where statement.effect == .remake || statement.effect == .update {
            guard let written = statement.receiver, let syntax = statement.syntax else { continue }
            let receiver = facts.resolving(written)
            let earlier = (0..<statement.calls.lowerBound).filter { index in
                let entry = facts.calls[index]
                return entry.call.syntax == syntax && entry.call.first.item.path == receiver
                    && entry.activation == .library && !merged.contains(index)
            }
            if statement.effect == .remake {
                for index in earlier {
                    if let condition = statement.condition {
                        // Removed only when the branch runs: whether it holds is the app's to say.
                        if facts.calls[index].condition == nil { facts.calls[index].condition = "unless '\(condition)' remakes it" }
                        continue
                    }
                    facts.calls[index].activation = nil
                    facts.calls[index].activatedAt = nil
                    facts.calls[index].destination = "removed by the remake block below"
                }
                continue
            }
            for index in statement.calls {
                let update = facts.calls[index]
                if let match = earlier.last(where: { Self.isSameConstraint(facts.calls[$0], update) }) {
                    if let condition = update.condition, facts.calls[match].condition == nil {
                        // Changed only when the branch runs: either constant may hold.
                        let before = facts.calls[match].call.constant.known.map(formatNumber) ?? "?"
                        let after = update.call.constant.known.map(formatNumber) ?? "?"
                        facts.calls[match].call.constant = .runTime("\(before), or \(after) when '\(condition)'")
                    } else {
                        facts.calls[match].call.constant = update.call.constant
                    }
                    merged.insert(index)
                } else if earlier.isEmpty || syntax == .snapkit {
                    // Nothing made here to update (the constraints come from another function), or
                    // SnapKit's "Updated constraint could not find existing matching constraint".
                    facts.calls[index].activation = nil
                    facts.calls[index].activatedAt = nil
                    facts.calls[index].destination = "an update of a constraint made elsewhere"
                }
            }
        }
        guard !merged.isEmpty else { return }
        facts.calls = facts.calls.enumerated().filter { !merged.contains($0.offset) }.map(\.element)
    }

    /// The type's constraint properties this function activates (`height.isActive = true`,
    /// `NSLayoutConstraint.activate([height, width])`, `activate(rowConstraints)`): their
    /// constraints join the function's, active from there, under that statement's condition.
    func addPropertyConstraints(activations: [ActivationRange], activatedNames: [String: (FunctionFacts.Activation, Int)],
                                priorities: [String: SourceValue], into facts: inout FunctionFacts) {
        for (name, stored) in propertyConstraints.sorted(by: { $0.key < $1.key }) {
            let made = stored.calls
            var activation = activatedNames[name]
            if activation == nil, let range = activations.first(where: { range in
                range.range.contains { index in
                    // `name` or `self.name`, not `other.name`.
                    tokens[index].identifier == name
                        && (index == 0 || !tokens[index - 1].isPunctuation(".") || (index >= 2 && tokens[index - 2].identifier == "self"))
                }
            }) {
                activation = (range.kind, range.at)
            }
            guard let (kind, at) = activation else { continue }
            for call in made {
                var entry = FunctionFacts.Call(call: call, target: name, targetIsArray: made.count > 1, activation: kind,
                                               activatedAt: at, priority: made.count == 1 ? priorities[name] ?? stored.priority : nil,
                                               identifier: nil, condition: blocks.condition(at: at),
                                               destination: "stored in '\(name)'")
                entry.priorityAtCreation = nil
                facts.calls.append(entry)
            }
        }
    }

    /// A call on another view of a function that makes constraints but is no helper
    /// (`card.pin(to: view)` where `pin` has a branch): listed as unread, with why. Returns the
    /// call's last token, or `nil` when the word is no such call.
    func noteUnexpandedCall(named word: String, reason given: String? = nil, at index: Int, into facts: inout FunctionFacts) -> Int? {
        guard index + 1 < tokens.count else { return nil }
        switch language {
        case .swift:
            // Only on what looks like a view: `items.add(…)` is not the view extension's `add(…)`.
            guard let reason = given ?? unexpanded[word], index >= 2, tokens[index - 1].isPunctuation("."), tokens[index + 1].isPunctuation("("),
                  let close = closers[index + 1], let receiver = receiverPath(endingAt: index - 2), !receiver.isEmpty,
                  dialects?.isView(receiver, guide: nil) ?? true || facts.additions.contains(where: { $0.child == receiver })
                    || facts.creations.contains(where: { $0.path == receiver }),
                  !UIKitViewMethods.isUIKitCall(word, labels: calls.labeledArguments(open: index + 1, close: close).map(\.label))
            else { return nil }
            facts.unreadable.append((calls.expressionStart(endingAt: index - 2), close,
                                     "'\(word)(…)' makes constraints but is not expanded here: \(reason)"))
            noteUnknownEffect(on: receiver, at: index, into: &facts)
            // Code vflc does not read may add the views passed to it and turn their flags off.
            noteEscapes(callOpen: index + 1, into: &facts)
            return close
        case .objectiveC:
            guard tokens[index + 1].isPunctuation(":"), let receiver = objectiveCReceiver(selector: index), !receiver.isEmpty,
                  let open = enclosing[index] else { return nil }
            let (pieces, end) = calls.messagePieces(from: index)
            let selector = pieces.map { $0.piece + ":" }.joined()
            guard let end, let reason = unexpanded[selector] else { return nil }
            facts.unreadable.append((open, end, "'\(selector)' makes constraints but is not expanded here: \(reason)"))
            noteUnknownEffect(on: receiver, at: index, into: &facts)
            return end
        }
    }

    /// A helper that makes constraints but is not expanded may turn its receiver's autoresizing
    /// flag off, as layout helpers do first (`pin(to:)` bodies start with
    /// `translatesAutoresizingMaskIntoConstraints = false`): no check may assume it stays on.
    private func noteUnknownEffect(on receiver: [String], at index: Int, into facts: inout FunctionFacts) {
        let path = facts.resolving(receiver)
        if facts.autoresizingMaybeOff[path] == nil { facts.autoresizingMaybeOff[path] = index }
    }

    /// `[a, b].map { $0.priority = .defaultHigh; return $0 }` (or `{ c in c.priority = …; return c }`,
    /// `{ $0.withPriority(…) }`): the closure gives each element its priority. A map closure that
    /// does anything else with the constraints may change them in ways vflc does not follow: they
    /// are then the closure's, shown and not laid out.
    func applyMapTransform(to entry: inout FunctionFacts.Call) {
        guard let group = enclosing[entry.call.start], tokens[group].isPunctuation("["), let close = closers[group],
              close + 3 < tokens.count, tokens[close + 1].isPunctuation("."),
              let method = tokens[close + 2].identifier, ["map", "compactMap"].contains(method) else { return }
        var open = close + 3
        if tokens[open].isPunctuation("("), open + 1 < tokens.count, tokens[open + 1].isPunctuation("{") { open += 1 }
        guard tokens[open].isPunctuation("{"), let end = closers[open] else { return }
        // `{ $0 }`, `{ c in c }`, `{ return $0 }`: the elements as they are (`compactMap` drops nils).
        let words = tokens[(open + 1)..<end].compactMap(\.identifier).filter { $0 != "return" && $0 != "in" }
        if tokens[(open + 1)..<end].allSatisfy({ $0.identifier != nil }), Set(words).count <= 1,
           words.allSatisfy({ $0 == "$0" || $0 == words.first }) {
            return
        }
        var priority: SourceValue?
        var index = open + 1
        while index < end {
            if tokens[index].identifier == "priority", index + 1 < end {
                if isSimpleAssignment(at: index + 1) {
                    priority = calls.evaluator.value(tokens[(index + 2)...statementEnd(from: index + 2)])
                } else if tokens[index + 1].isPunctuation("("), let argumentsClose = closers[index + 1] {
                    priority = calls.evaluator.value(tokens[(index + 2)..<argumentsClose])
                }
            } else if let word = tokens[index].identifier, word.lowercased().hasSuffix("priority"), word != "priority",
                      index + 1 < end, tokens[index + 1].isPunctuation("("), let argumentsClose = closers[index + 1] {
                priority = calls.evaluator.value(tokens[(index + 2)..<argumentsClose])
            }
            index += 1
        }
        if let priority {
            entry.priority = priority
            entry.priorityAtCreation = priority
        } else if entry.condition == nil {
            entry.condition = "in a closure"
        }
    }

    private static func isSameConstraint(_ lhs: FunctionFacts.Call, _ rhs: FunctionFacts.Call) -> Bool {
        lhs.call.first == rhs.call.first && lhs.call.second == rhs.call.second && lhs.call.relation == rhs.call.relation
            && lhs.call.multiplier == rhs.call.multiplier && (lhs.priority?.known ?? 1000) == (rhs.priority?.known ?? 1000)
    }
}
