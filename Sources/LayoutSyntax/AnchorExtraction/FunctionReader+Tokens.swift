import LayoutIR

/// Finding names, receivers and statement ends in a function body's tokens.
extension FunctionReader {
    /// `let c: NSLayoutConstraint`, `NSLayoutConstraint *c`, `self.c`, `c` → `c`.
    func assignedName(endingAt end: Int) -> String? {
        var index = end
        if tokens[index].identifier == nil, index >= 1 {
            return nil
        }
        // `let name: Type =`: the name is before the colon, on the same line.
        var scan = index
        var steps = 0
        let line = file.location(of: tokens[index].start).line
        while scan > range.lowerBound, steps < 8, file.location(of: tokens[scan].start).line == line {
            let token = tokens[scan]
            if token.isPunctuation(")") || token.isPunctuation("}") || token.isPunctuation(";") { break }
            if token.isPunctuation(":"), scan >= 1, let name = tokens[scan - 1].identifier,
               scan >= 2, tokens[scan - 2].identifier == "let" || tokens[scan - 2].identifier == "var" { return name }
            if token.identifier == "let" || token.identifier == "var" { break }
            scan -= 1
            steps += 1
        }
        while index > range.lowerBound, tokens[index].isPunctuation("?") || tokens[index].isPunctuation("!") { index -= 1 }
        return tokens[index].identifier
    }

    // MARK: Statements

    /// `x.y = …` with a single `=` (not `==`, `!=`, `<=`, `>=`).
    func isSimpleAssignment(at index: Int) -> Bool {
        guard index + 1 < tokens.count, tokens[index].isPunctuation("=") else { return false }
        return !tokens[index + 1].isPunctuation("=")
    }

    func isTrue(_ index: Int) -> Bool {
        index < tokens.count && BooleanLiteral.value(of: tokens[index]) == true
    }

    func isFalse(_ index: Int) -> Bool {
        index < tokens.count && BooleanLiteral.value(of: tokens[index]) == false
    }

    /// The last name of the receiver chain ending at `end` (`self.heightConstraint?` → `heightConstraint`).
    func receiverName(endingAt end: Int) -> String? {
        receiverPath(endingAt: end)?.last
    }

    func receiverPath(endingAt end: Int) -> [String]? {
        var end = end
        // `heightConstraint?.isActive`, `box!.priority`.
        while end > range.lowerBound, end < tokens.count, tokens[end].isPunctuation("?") || tokens[end].isPunctuation("!") { end -= 1 }
        guard end >= range.lowerBound, end < tokens.count else { return nil }
        let start = calls.expressionStart(endingAt: end)
        return ConstraintCallReader.path(tokens[start...end])
    }

    /// `[receiver selector:…]` → the receiver's path.
    func objectiveCReceiver(selector: Int) -> [String]? {
        guard let open = enclosing[selector], tokens[open].isPunctuation("["), open + 1 < selector else { return nil }
        return ConstraintCallReader.path(tokens[(open + 1)..<selector])
            ?? ConstraintCallReader.getterPath(tokens[(open + 1)..<selector], closers: closers)
    }


    /// The `]` closing the Objective-C message whose selector piece is at `selector`.
    func messageEnd(at selector: Int) -> Int? {
        guard let open = enclosing[selector], tokens[open].isPunctuation("["), let close = closers[open] else { return nil }
        return close
    }

    /// The last token of the statement or expression starting at `start`.
    func statementEnd(from start: Int) -> Int {
        Self.statementEnd(tokens, closers: closers, file: file, language: language, from: start, limit: range.upperBound)
    }

    /// The last token of the statement or expression starting at `start`: the first `;` or `,`,
    /// an unmatched closer, or a line break that does not continue the expression.
    static func statementEnd(_ tokens: [SourceToken], closers: [Int?], file: SourceFile, language: SourceLanguage,
                             from start: Int, limit: Int) -> Int {
        guard start < tokens.count else { return max(0, tokens.count - 1) }
        var index = start
        var last = start
        while index < tokens.count, index < limit {
            let token = tokens[index]
            if token.isPunctuation(";") || token.isPunctuation(",") { break }
            if token.isPunctuation(")") || token.isPunctuation("]") || token.isPunctuation("}") { break }
            if index > start {
                let previous = tokens[last]
                let continues = isOperator(previous) || isOperator(token) || token.isPunctuation(".")
                if !continues, file.location(of: token.start).line > file.location(of: previous.end).line { break }
                if !continues, language == .swift, token.identifier != nil, previous.identifier != nil || previous.isPunctuation(")") {
                    break
                }
            }
            if (token.isPunctuation("(") || token.isPunctuation("[") || token.isPunctuation("{")), let close = closers[index] {
                last = close
                index = close + 1
                continue
            }
            last = index
            index += 1
        }
        return max(start, last)
    }

    private static func isOperator(_ token: SourceToken) -> Bool {
        guard case .punctuation(let byte) = token.kind else { return false }
        return "+-*/%=<>&|?:".utf8.contains(byte)
    }

    /// The array a loop variable runs over at `index`, when the innermost block around it is
    /// `array.forEach { $0… }` / `array.forEach({ item in … })` or `for item in array { … }`
    /// and `variable` is that block's element.
    func iteratedArray(variable: String, at index: Int) -> String? {
        var innermost: (open: Int, close: Int)?
        for block in blocks.blocks where block.open < index && index < block.close {
            if let current = innermost, current.open > block.open { continue }
            innermost = (block.open, block.close)
        }
        guard let open = innermost?.open, let close = innermost?.close, open >= 4 else { return nil }
        if tokens[open - 1].identifier == "forEach" || (tokens[open - 1].isPunctuation("(") && tokens[open - 2].identifier == "forEach") {
            let name = tokens[open - 1].identifier == "forEach" ? open - 1 : open - 2
            let parameter: String
            if open + 2 < close, let named = tokens[open + 1].identifier, tokens[open + 2].identifier == "in" {
                parameter = named
            } else {
                parameter = "$0"
            }
            guard parameter == variable, name >= 2, tokens[name - 1].isPunctuation("."),
                  let array = tokens[name - 2].identifier, name - 3 < range.lowerBound || !tokens[name - 3].isPunctuation(".") else { return nil }
            return array
        }
        if tokens[open - 4].identifier == "for", tokens[open - 3].identifier == variable, tokens[open - 2].identifier == "in",
           let array = tokens[open - 1].identifier {
            return array
        }
        return nil
    }

    /// The condition of a conditional expression that is the whole argument of an activation
    /// (`NSLayoutConstraint.activate(compact ? [a] : [b])`, `[NSLayoutConstraint
    /// activateConstraints:compact ? @[a] : @[b]]`), as `compact ? … : …`, when `index` lies in one
    /// of its operands: only that operand's array is activated, as the condition decides (The Swift
    /// Programming Language, *Ternary Conditional Operator*; C11 §6.5.15). `nil` otherwise.
    func ternaryBranch(of activation: ActivationRange, around index: Int) -> String? {
        let lower = activation.range.lowerBound
        // The argument's own bracket: Swift's `(` after `activate`, Objective-C's message `[`.
        let outer: Int
        let conditionStart: Int
        if tokens[lower].isPunctuation("(") {
            outer = lower
            conditionStart = lower + 1
        } else if let message = enclosing[activation.at], lower < tokens.count, tokens[lower].isPunctuation(":") {
            outer = message
            conditionStart = lower + 1
        } else {
            return nil
        }
        guard let question = (conditionStart..<min(index, activation.range.upperBound)).first(where: { position in
            tokens[position].isPunctuation("?") && enclosing[position] == outer
                && !tokens[position + 1].isPunctuation(".") && !tokens[position + 1].isPunctuation("?")
                && !tokens[position - 1].isPunctuation("?")
                // Swift's conditional `?` has white space before it; one right after a name is optional chaining.
                && (language == .objectiveC || tokens[position - 1].end < tokens[position].start)
        }), question > conditionStart else { return nil }
        return ConstantEvaluator.text(tokens[conditionStart..<question], file) + " ? … : …"
    }
}
