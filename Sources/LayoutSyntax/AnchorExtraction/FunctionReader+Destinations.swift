import LayoutIR

/// Where each constraint a function makes goes: activated by a call around it or later through the
/// variable that holds it, with the priority and identifier given to it, or stored, returned or
/// handed to other code (``FunctionReader/read()`` asks once every activation of the body is known).
extension FunctionReader {
    func resolve(_ entry: inout FunctionFacts.Call, activations: [ActivationRange],
                 activatedNames: [String: (FunctionFacts.Activation, Int)],
                 priorities: [String: SourceValue], identifiers: [String: String], returned: Set<[String]>) {
        let call = entry.call
        if let range = activations.first(where: { $0.range.contains(call.start) }) {
            entry.activation = range.kind
            entry.activatedAt = range.at
            // `activate(compact ? [a] : [b])`: each operand is activated only when its side is taken.
            if entry.condition == nil, let branch = ternaryBranch(of: range, around: call.start) { entry.condition = branch }
        }
        // Chained after the call: `.isActive = true`, `.priority = …`, `.withPriority(…)`,
        // or in Objective-C `[[a.topAnchor constraint…] setActive:YES]`.
        var position = call.end + 1
        if position + 2 < tokens.count, tokens[position].identifier == "setActive", tokens[position + 1].isPunctuation(":"),
           isTrue(position + 2), entry.activation == nil {
            entry.activation = .isActive
            entry.activatedAt = position
        }
        while position + 1 < tokens.count, position < range.upperBound, tokens[position].isPunctuation("."),
              let member = tokens[position + 1].identifier {
            if (member == "isActive" || member == "active"), isSimpleAssignment(at: position + 2) {
                if isTrue(position + 3), entry.activation == nil { entry.activation = .isActive; entry.activatedAt = position }
                break
            }
            if member == "priority", isSimpleAssignment(at: position + 2) {
                entry.priority = calls.evaluator.value(tokens[(position + 3)...statementEnd(from: position + 3)])
                entry.priorityAtCreation = entry.priority
                break
            }
            if member == "identifier", isSimpleAssignment(at: position + 2) {
                entry.identifier = position + 3 < tokens.count ? tokens[position + 3].stringLiteral?.value : nil
                break
            }
            guard position + 2 < tokens.count, tokens[position + 2].isPunctuation("("),
                  let close = closers[position + 2] else { break }
            let lowered = member.lowercased()
            let arguments = calls.labeledArguments(open: position + 2, close: close)
            if let setter = calls.evaluator.project?.facts.constraintSetters[
                ProjectFacts.setterKey(name: member, labels: arguments.map(\.label))] {
                // The project's own method, read from its body (``ConstraintSetters``).
                if case .sets(let isActive, let priorityArgument) = setter {
                    let activates: Bool
                    switch isActive {
                    case .fixed(let value)?: activates = value
                    case .argument(let position)?:
                        activates = position < arguments.count && arguments[position].value.count == 1
                            && isTrue(arguments[position].value.startIndex)
                    case nil: activates = false
                    }
                    if activates, entry.activation == nil { entry.activation = .isActive; entry.activatedAt = position }
                    if let priorityArgument, priorityArgument < arguments.count {
                        entry.priority = calls.evaluator.value(arguments[priorityArgument].value)
                        entry.priorityAtCreation = entry.priority
                    }
                }
            } else if lowered.contains("priority") {
                if arguments.count == 1 {
                    entry.priority = calls.evaluator.value(arguments[0].value)
                    entry.priorityAtCreation = entry.priority
                }
            } else if lowered.hasPrefix("activate") || member == "isActive" {
                if entry.activation == nil { entry.activation = .isActive; entry.activatedAt = position }
            }
            position = close + 1
        }
        applyMapTransform(to: &entry)
        guard entry.activation == nil else { return }
        // Stored: `let c = …`, `self.c = …`, `constraints = [ … ]`, `constraints.append(…)`, `+= [ … ]`.
        var anchor = call.start
        if let group = enclosing[anchor], tokens[group].isPunctuation("[") || tokens[group].isPunctuation("(") {
            if tokens[group].isPunctuation("["), language == .swift || (group > 0 && tokens[group - 1].isPunctuation("@")) {
                entry.targetIsArray = true
                anchor = language == .objectiveC ? group - 1 : group
            } else if tokens[group].isPunctuation("("), group >= 2, tokens[group - 1].identifier == "append",
                      tokens[group - 2].isPunctuation(".") {
                entry.targetIsArray = true
                entry.target = receiverName(endingAt: group - 3)
            } else if tokens[group].isPunctuation("("), group >= 1, let callee = tokens[group - 1].identifier {
                entry.destination = "passed to '\(callee)'"
            }
            // `append(contentsOf: [ … ])`.
            if entry.target == nil, entry.targetIsArray, let outer = enclosing[group], tokens[outer].isPunctuation("("),
               outer >= 2, tokens[outer - 1].identifier == "append", tokens[outer - 2].isPunctuation(".") {
                entry.target = receiverName(endingAt: outer - 3)
            }
        }
        if entry.target == nil, anchor >= 1 {
            let before = tokens[anchor - 1]
            if before.isPunctuation("="), anchor >= 2 {
                var lhsEnd = anchor - 2
                if tokens[lhsEnd].isPunctuation("+") { entry.targetIsArray = true; lhsEnd -= 1 }
                if !tokens[lhsEnd].isPunctuation("=") && !tokens[lhsEnd].isPunctuation("!")
                    && !tokens[lhsEnd].isPunctuation("<") && !tokens[lhsEnd].isPunctuation(">") {
                    entry.target = assignedName(endingAt: lhsEnd)
                }
            } else if before.identifier == "return", let target = blocks.inPlaceTarget(at: anchor) {
                // `let c: NSLayoutConstraint = { … return a.widthAnchor.constraint(…) }()`.
                entry.target = target
            } else if before.identifier == "return" {
                entry.destination = "returned"
            } else if language == .objectiveC, before.isPunctuation(":"), anchor >= 2,
                      tokens[anchor - 2].identifier == "addObject" || tokens[anchor - 2].identifier == "addObjectsFromArray" {
                // `[constraints addObject:[a.topAnchor constraint…]]`, `[constraints addObjectsFromArray:@[ … ]]`:
                // an element of the mutable array, activated with it.
                entry.targetIsArray = true
                entry.target = objectiveCReceiver(selector: anchor - 2)?.last
            }
        }
        if let target = entry.target {
            if let (kind, at) = activatedNames[target] { entry.activation = kind; entry.activatedAt = at }
            if let (kind, at) = activations.compactMap({ range -> (FunctionFacts.Activation, Int)? in
                range.range.contains { tokens[$0].identifier == target } ? (range.kind, range.at) : nil
            }).first, entry.activation == nil {
                entry.activation = kind
                entry.activatedAt = at
            }
            // Made unconditionally, activated under a branch: whether it is active is the branch's.
            if entry.condition == nil, let at = entry.activatedAt, let condition = blocks.condition(at: at) {
                entry.condition = condition
            }
            if !entry.targetIsArray {
                if entry.priority == nil { entry.priority = priorities[target] }
                if entry.identifier == nil { entry.identifier = identifiers[target] }
            }
            // `let c = heightAnchor.constraint(…); c.priority = p; return c`: the local's constraint
            // is what the function returns, for its caller to activate.
            if entry.destination == nil {
                entry.destination = entry.activation == nil && !entry.targetIsArray && returned.contains([target])
                    ? "returned" : "stored in '\(target)'"
            }
        }
    }
}
