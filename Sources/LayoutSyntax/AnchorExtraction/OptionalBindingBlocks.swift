import LayoutIR

/// Swift's `if let logo = logoView { … }`: blocks that run exactly when optionals hold values.
///
/// An `if` whose condition is only optional bindings (`if let logo = logoView`, `if let logoView`,
/// `if var x = self.x`, several joined by `,`) runs its body exactly when every optional holds a
/// value, with the local bound to it (The Swift Programming Language, *The Basics — Optional
/// Binding*). Without an `else` and without a way out of the function inside, the body is the
/// only thing that differs between the two cases, and what it makes exists only in the case it
/// runs. So the reader takes the body as running: a conflict among its constraints and the
/// function's others occurs whenever those optionals hold values, and a view free with them is
/// also free without them (leaving constraints out frees, never fixes).
///
/// Bindings of the function's parameters stay branches: a helper's call decides them
/// (``HelperBranches``). A binding of anything but a plain name (`child?.view`, a call, a cast)
/// stays a branch too: its local is another object, one the code decides.
extension CodeBlocks {
    /// Words that leave the block early: with one of them inside, code after the block is the
    /// alternative of the body, not what follows it.
    private static let exits: Set<String> = ["return", "break", "continue", "throw", "fatalError", "preconditionFailure"]

    /// Makes every optional-binding block of the body unconditional, as the type's comment says.
    mutating func runOptionalBindings(tokens: [SourceToken], parameters: Set<String>) {
        runUnconditionally { block in
            guard let test = block.test, !test.negated, block.condition != nil, test.condition.lowerBound >= 2 else { return false }
            // `} else if let x = y {`: the body is the alternative of an earlier test.
            if tokens[test.condition.lowerBound - 2].identifier == "else" { return false }
            return Self.bindsPlainNames(tokens[test.condition], excluding: parameters)
                && !(block.close + 1 < tokens.count && tokens[block.close + 1].identifier == "else")
                && !tokens[(block.open + 1)..<block.close].contains(where: { $0.identifier.map(Self.exits.contains) == true })
        }
    }

    /// Whether a condition (the tokens after `if`) is only `let`/`var` bindings of plain names,
    /// none of them in `excluding`: `let a`, `let a = b`, `var a = self.b`.
    static func bindsPlainNames(_ condition: ArraySlice<SourceToken>, excluding parameters: Set<String>) -> Bool {
        guard !condition.isEmpty else { return false }
        var clauses: [ArraySlice<SourceToken>] = []
        var start = condition.startIndex
        for index in condition.indices where condition[index].isPunctuation(",") {
            clauses.append(condition[start..<index])
            start = index + 1
        }
        clauses.append(condition[start..<condition.endIndex])
        return clauses.allSatisfy { clause in
            let words = Array(clause)
            guard words.count >= 2, words[0].identifier == "let" || words[0].identifier == "var",
                  let local = words[1].identifier else { return false }
            if words.count == 2 { return !parameters.contains(local) }
            guard words[2].isPunctuation("=") else { return false }
            let value = words.count == 6 && words[3].identifier == "self" && words[4].isPunctuation(".") ? words[5...]
                : words[3...]
            guard value.count == 1, let bound = value.first?.identifier, bound != "self" else { return false }
            return !parameters.contains(bound)
        }
    }
}
