import LayoutIR

/// Constraints a type keeps in stored properties, made where the property is declared and
/// activated in a method: `private lazy var height = box.heightAnchor.constraint(equalToConstant: 44)`
/// or `lazy var rowConstraints = [a.topAnchor.constraint(…), …]`, then `height.isActive = true` or
/// `NSLayoutConstraint.activate(rowConstraints)`. Swift only: an Objective-C property gets its value
/// in a method, which the function reader reads.
enum PropertyConstraints {
    /// The properties of each type whose value is a constraint or an array of them, by type name
    /// and property name.
    static func collect(tokens: [SourceToken], closers: [Int?], openers: [Int?], file: SourceFile,
                        bodies: [Range<Int>], evaluator: ConstantEvaluator) -> [String: [String: [ConstraintCall]]] {
        let reader = ConstraintCallReader(tokens: tokens, closers: closers, openers: openers, language: .swift, evaluator: evaluator)
        var result: [String: [String: [ConstraintCall]]] = [:]
        var owners: [(name: String, close: Int)] = []
        var nextBody = 0
        var index = 0
        while index < tokens.count {
            while let last = owners.last, last.close < index { owners.removeLast() }
            while nextBody < bodies.count, bodies[nextBody].upperBound <= index { nextBody += 1 }
            if nextBody < bodies.count, bodies[nextBody].contains(index) { index = bodies[nextBody].upperBound; continue }
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
            guard equals + 1 < tokens.count, tokens[equals].isPunctuation("="), !tokens[equals + 1].isPunctuation("{") else { continue }
            let end = FunctionReader.statementEnd(tokens, closers: closers, file: file, language: .swift, from: equals + 1,
                                                  limit: tokens.count)
            var calls: [ConstraintCall] = []
            var position = equals + 1
            while position <= end, position < tokens.count {
                if case .call(let call)? = reader.read(at: position) {
                    calls.append(call)
                    position = max(position, call.end) + 1
                } else {
                    position += 1
                }
            }
            if !calls.isEmpty { result[owner, default: [:]][name] = calls }
            index = end
        }
        return result
    }
}
