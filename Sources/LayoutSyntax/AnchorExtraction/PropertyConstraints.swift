import LayoutIR

/// Constraints a type keeps in stored properties, made where the property is declared and
/// activated in a method: `private lazy var height = box.heightAnchor.constraint(equalToConstant: 44)`
/// or `lazy var rowConstraints = [a.topAnchor.constraint(…), …]`, then `height.isActive = true` or
/// `NSLayoutConstraint.activate(rowConstraints)`. A property set by a closure called in place
/// (`lazy var cap: NSLayoutConstraint = { let c = …; c.priority = .defaultHigh; return c }()`)
/// holds what the closure returns, with the priority it set. Swift only: an Objective-C property
/// gets its value in a method, which the function reader reads.
enum PropertyConstraints {
    /// One property's constraints, and the priority its initialiser gave the one it holds.
    struct Stored {
        var calls: [ConstraintCall]
        var priority: SourceValue?
    }

    /// The properties of each type whose value is a constraint or an array of them, by type name
    /// and property name.
    static func collect(tokens: [SourceToken], closers: [Int?], openers: [Int?], file: SourceFile,
                        bodies: [Range<Int>], evaluator: ConstantEvaluator) -> [String: [String: Stored]] {
        let reader = ConstraintCallReader(tokens: tokens, closers: closers, openers: openers, language: .swift, evaluator: evaluator)
        var result: [String: [String: Stored]] = [:]
        var owners: [(name: String, close: Int)] = []
        var nextBody = 0
        var index = 0
        while index < tokens.count {
            while let last = owners.last, last.close < index { owners.removeLast() }
            while nextBody < bodies.count, bodies[nextBody].upperBound <= index { nextBody += 1 }
            // A function's body is skipped, but not the declaration of a property set by a closure
            // (`lazy var cap: NSLayoutConstraint = { … }()`), which is read as a function too.
            if nextBody < bodies.count, bodies[nextBody].contains(index),
               index != bodies[nextBody].lowerBound || !(tokens[index].identifier == "var" || tokens[index].identifier == "let") {
                index = bodies[nextBody].upperBound
                continue
            }
            defer { index += 1 }
            guard let word = tokens[index].identifier, index + 2 < tokens.count, index == 0 || !tokens[index - 1].isPunctuation(".") else { continue }
            if ["class", "struct", "enum", "extension", "actor"].contains(word), let name = tokens[index + 1].identifier {
                var brace = index + 2
                while brace < tokens.count, brace < index + 64, !tokens[brace].isPunctuation("{"), !tokens[brace].isPunctuation(";") { brace += 1 }
                if brace < tokens.count, tokens[brace].isPunctuation("{"), let close = closers[brace] { owners.append((name, close)) }
                continue
            }
            guard word == "var" || word == "let", let owner = owners.last?.name, let name = tokens[index + 1].identifier else { continue }
            // `= value` after an optional `: Type` on the same declaration.
            var equals = index + 2
            while equals < tokens.count, equals < index + 24, !tokens[equals].isPunctuation("="), !tokens[equals].isPunctuation("{"),
                  !tokens[equals].isPunctuation(";"), !tokens[equals].isPunctuation("}") {
                equals += 1
            }
            guard equals + 1 < tokens.count, tokens[equals].isPunctuation("=") else { continue }
            if tokens[equals + 1].isPunctuation("{") {
                if let stored = closureValue(open: equals + 1, tokens: tokens, closers: closers, file: file, reader: reader) {
                    result[owner, default: [:]][name] = stored
                }
                continue
            }
            let end = FunctionReader.statementEnd(tokens, closers: closers, file: file, language: .swift, from: equals + 1,
                                                  limit: tokens.count)
            let calls = Self.calls(in: (equals + 1)...min(end, tokens.count - 1), reader: reader)
            if !calls.isEmpty { result[owner, default: [:]][name] = Stored(calls: calls) }
            index = end
        }
        return result
    }

    /// What a closure called in place returns (`{ … }()`), when its one `return` gives a
    /// constraint it made (`return c` after `let c = a.heightAnchor.constraint(…)`, or the call
    /// itself) or an array of them; `nil` for any other closure, and for one with several returns,
    /// whose value depends on the branch taken.
    private static func closureValue(open: Int, tokens: [SourceToken], closers: [Int?], file: SourceFile,
                                     reader: ConstraintCallReader) -> Stored? {
        guard let close = closers[open], close + 2 < tokens.count, tokens[close + 1].isPunctuation("("),
              tokens[close + 2].isPunctuation(")") else { return nil }
        // A closure that returns in several places (a branch each) holds one of several values.
        guard ((open + 1)..<close).lazy.filter({ tokens[$0].identifier == "return" }).count == 1 else { return nil }
        var locals: [String: ConstraintCall] = [:]
        var priorities: [String: SourceValue] = [:]
        var returned: Range<Int>?
        var index = open + 1
        while index < close {
            defer { index += 1 }
            guard let word = tokens[index].identifier else {
                // A nested closure's body (`.map { … }`) is another function's returns.
                if tokens[index].isPunctuation("{"), let end = closers[index], end < close { index = end }
                continue
            }
            // The end of the expression that starts at `start` (a statement's value).
            func end(from start: Int) -> Int {
                min(FunctionReader.statementEnd(tokens, closers: closers, file: file, language: .swift, from: start, limit: close), close - 1)
            }
            if word == "return" {
                guard returned == nil, index + 1 < close else { return nil }
                let last = end(from: index + 1)
                returned = (index + 1)..<(last + 1)
                index = last
            } else if word == "let" || word == "var", index + 3 < close, let name = tokens[index + 1].identifier {
                var equals = index + 2
                while equals < min(index + 16, close), !tokens[equals].isPunctuation("=") { equals += 1 }
                guard equals + 1 < close, tokens[equals].isPunctuation("=") else { continue }
                let last = end(from: equals + 1)
                if let call = onlyCall(in: (equals + 1)...last, reader: reader) { locals[name] = call }
                index = last
            } else if index + 4 < close, tokens[index + 1].isPunctuation("."), tokens[index + 2].identifier == "priority",
                      tokens[index + 3].isPunctuation("=") {
                let last = end(from: index + 4)
                priorities[word] = reader.evaluator.value(tokens[(index + 4)...last])
                index = last
            }
        }
        guard let returned else { return nil }
        if returned.count == 1, let name = tokens[returned.lowerBound].identifier, let call = locals[name] {
            return Stored(calls: [call], priority: priorities[name])
        }
        if !tokens[returned.lowerBound].isPunctuation("["), let call = onlyCall(in: returned.lowerBound...(returned.upperBound - 1), reader: reader) {
            return Stored(calls: [call])
        }
        // `return [top, bottom]`: the named constraints, or calls, of a literal array.
        guard tokens[returned.lowerBound].isPunctuation("["), let bracket = closers[returned.lowerBound] else { return nil }
        var calls: [ConstraintCall] = []
        var position = returned.lowerBound + 1
        while position < bracket {
            if let name = tokens[position].identifier, let call = locals[name],
               tokens[position + 1].isPunctuation(",") || position + 1 == bracket {
                calls.append(call)
                position += 2
            } else if case .call(let call)? = reader.read(at: position) {
                calls.append(call)
                position = max(position, call.end) + 1
            } else {
                position += 1
            }
        }
        return calls.isEmpty ? nil : Stored(calls: calls)
    }

    /// The constraint calls the tokens `range` make, in order.
    private static func calls(in range: ClosedRange<Int>, reader: ConstraintCallReader) -> [ConstraintCall] {
        var calls: [ConstraintCall] = []
        var position = range.lowerBound
        while position <= range.upperBound {
            if case .call(let call)? = reader.read(at: position) {
                calls.append(call)
                position = max(position, call.end) + 1
            } else {
                position += 1
            }
        }
        return calls
    }

    /// The one constraint call the tokens `range` make, when they make exactly one.
    private static func onlyCall(in range: ClosedRange<Int>, reader: ConstraintCallReader) -> ConstraintCall? {
        let calls = calls(in: range, reader: reader)
        return calls.count == 1 ? calls[0] : nil
    }
}
