import LayoutIR

/// Where one library statement's constraints sit among a function's calls, for the statements
/// that act on earlier ones (`remakeConstraints`, `updateConstraints`).
struct LibraryStatement {
    var effect: DialectStatement.Effect
    var receiver: [String]?
    var syntax: ConstraintSyntax?
    var at: Int
    var calls: Range<Int>
}

extension FunctionReader {
    /// Adds a library statement's constraints and effects to the facts.
    func record(_ statement: DialectStatement, at index: Int, into facts: inout FunctionFacts) -> LibraryStatement {
        // The statement's own braces (a SnapKit closure) are not a branch: what decides whether
        // its lines run is what holds the statement.
        let condition = blocks.condition(at: statement.start)
        let first = facts.calls.count
        for made in statement.made {
            var entry = FunctionFacts.Call(call: made.call, target: nil, targetIsArray: false, activation: nil,
                                           activatedAt: nil, priority: made.priority, identifier: made.identifier,
                                           condition: condition, destination: nil)
            entry.priorityAtCreation = made.priority
            if statement.effect != .returned {
                entry.activation = .library
                entry.activatedAt = index
            }
            facts.calls.append(entry)
        }
        for path in statement.autoresizingOff where facts.autoresizingOff[path] == nil { facts.autoresizingOff[path] = index }
        facts.unreadable += statement.unreadable
        return LibraryStatement(effect: statement.effect, receiver: statement.receiver, syntax: statement.made.first?.call.syntax,
                                at: index, calls: first..<facts.calls.count)
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
                    facts.calls[index].activation = nil
                    facts.calls[index].activatedAt = nil
                    facts.calls[index].destination = "removed by the remake block below"
                }
                continue
            }
            for index in statement.calls {
                let update = facts.calls[index]
                if let match = earlier.last(where: { Self.isSameConstraint(facts.calls[$0], update) }) {
                    facts.calls[match].call.constant = update.call.constant
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

    private static func isSameConstraint(_ lhs: FunctionFacts.Call, _ rhs: FunctionFacts.Call) -> Bool {
        lhs.call.first == rhs.call.first && lhs.call.second == rhs.call.second && lhs.call.relation == rhs.call.relation
            && lhs.call.multiplier == rhs.call.multiplier && (lhs.priority?.known ?? 1000) == (rhs.priority?.known ?? 1000)
    }
}
