/// Which view a local that is assigned more than once holds where a constraint reads it
/// (`var previous = header; … previous = label`), or that only the running app knows.
///
/// Code runs in order: a read sees the last assignment before it, when that assignment is sure
/// to have run and nothing can run between them. That holds when every block around the
/// assignment is also around the read (an assignment inside an `if` or a loop that has closed
/// may or may not have run), and no loop or closure around the read assigns the local after it
/// (the next turn of the loop would read that value instead: `lastView` carried from one item to
/// the next). Otherwise the constraint is shown, not laid out: reading the local as one made-up
/// view would join constraints of different views. A local that some assignment makes a view for
/// (`holder = UIStackView(…)` in each case of a `switch`) stays that view's name, as before.
struct ReassignedLocals {
    var blocks: CodeBlocks
    var tokens: [SourceToken]
    /// For every closing bracket, the index of its opener.
    var openers: [Int?]

    /// Rewrites the constraints' reads of reassigned locals to the view they hold there.
    func resolve(_ facts: inout FunctionFacts) {
        guard !facts.reassignments.isEmpty else { return }
        for position in facts.calls.indices {
            var call = facts.calls[position].call
            let at = call.start
            var undecided: String?
            func place(_ item: SourceItem) -> SourceItem {
                // A local some assignment makes a view for (`holder = UIStackView(…)` in each
                // case of a `switch`) names that view wherever it is read.
                guard let name = item.path.first, let assignments = facts.reassignments[name], Self.followsNames(assignments) else {
                    return item
                }
                switch value(of: name, at: at, facts: facts, depth: 0) {
                case .some(let path):
                    var placed = item
                    placed.path = path + item.path.dropFirst()
                    return placed
                case .none:
                    undecided = "'\(name)' holds a view that the code before this line decides at run time"
                    return item
                }
            }
            call.first.item = place(call.first.item)
            if let second = call.second { call.second = SourceAnchor(item: place(second.item), attribute: second.attribute) }
            if let undecided, call.viewDecidedAtRunTime == nil { call.viewDecidedAtRunTime = undecided }
            facts.calls[position].call = call
        }
    }

    /// The path `name` holds at token `at`, `nil` when it is not sure.
    private func value(of name: String, at: Int, facts: FunctionFacts, depth: Int) -> [String]? {
        guard depth < 8, let assignments = facts.reassignments[name] else { return nil }
        guard let last = assignments.last(where: { $0.at < at }), case .path(let path) = last.value else { return nil }
        // Objective-C's `if (c) previous = label;` and `else previous = label;` run the
        // assignment only sometimes, with no braces to say so.
        if last.at >= 2 {
            let before = tokens[last.at - 2]
            if before.identifier == "else" { return nil }
            if before.isPunctuation(")"), let open = openers[last.at - 2], open >= 1,
               ["if", "for", "while"].contains(tokens[open - 1].identifier ?? "") { return nil }
        }
        let around = blocks.blocks.filter { $0.open < last.at && last.at < $0.close }
        guard around.allSatisfy({ $0.open < at && at < $0.close }) else { return nil }
        let repeating = blocks.blocks.filter { block in
            block.open < at && at < block.close && Self.repeats(block)
        }
        for block in repeating where assignments.contains(where: { $0.at > at && $0.at < block.close }) { return nil }
        // `previous = other` where `other` is itself reassigned: what it held at that line.
        if let head = path.first, head != name, let others = facts.reassignments[head], Self.followsNames(others) {
            return value(of: head, at: last.at, facts: facts, depth: depth + 1).map { $0 + path.dropFirst() }
        }
        return path
    }

    /// True when every assignment gives the local another name's view or none: a local some
    /// assignment makes a view for is that view's own name.
    private static func followsNames(_ assignments: [(at: Int, value: FunctionFacts.AssignedValue)]) -> Bool {
        !assignments.contains { if case .other = $0.value { return true } else { return false } }
    }

    /// Loops and closures, whose body may run again after a later assignment.
    private static func repeats(_ block: CodeBlocks.Block) -> Bool {
        guard let condition = block.condition else { return block.elements != nil }
        let word = condition.prefix { $0 != " " && $0 != "(" }
        return ["for", "while", "repeat"].contains(word) || condition == "in a closure" || block.elements != nil
    }
}
