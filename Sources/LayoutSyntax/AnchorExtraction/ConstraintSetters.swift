import LayoutIR

/// The project's chained `NSLayoutConstraint` methods, read from their bodies rather than guessed
/// from their names:
///
/// ```swift
/// extension NSLayoutConstraint {
///     @discardableResult
///     func setting(isActive: Bool) -> NSLayoutConstraint { self.isActive = isActive; return self }
///     func with(priority: UILayoutPriority) -> Self { self.priority = priority; return self }
/// }
/// ```
///
/// `a.topAnchor.constraint(equalTo: b.topAnchor).setting(isActive: true)` is then activated, and
/// `.with(priority: .defaultHigh)` gives it priority 750. A method is read as a setter only when
/// its whole body is assignments of `isActive` (a parameter, `true` or `false`) and `priority` (a
/// parameter, or `UILayoutPriority(parameter)` / `UILayoutPriority(rawValue: parameter)`) to the
/// constraint itself, then `return self`: it returns the object it changed (Apple,
/// *NSLayoutConstraint*: `isActive`, `priority` are properties of the constraint).
enum ConstraintSetters {
    private static let declarationWords = ByteNeedles(["extension NSLayoutConstraint"])

    /// The setters `file` declares, by ``ProjectFacts/setterKey(name:labels:)``.
    static func collect(_ file: SourceFile, language: SourceLanguage, scan: () -> ScannedSource) -> [String: ProjectFacts.ConstraintSetter] {
        guard language == .swift, ByteSearch.containsAny(file.bytes, declarationWords) else { return [:] }
        let source = scan()
        guard source.encodingProblem == nil else { return [:] }
        let tokens = source.tokens, closers = source.closers
        var result: [String: ProjectFacts.ConstraintSetter] = [:]
        for function in SourceFunctions.find(tokens, closers: closers, language: .swift, bytes: file.bytes)
        where function.inExtension && function.typeName == "NSLayoutConstraint" && function.close < tokens.count {
            guard returnsConstraint(tokens, function: function),
                  let parameters = ConstraintHelper.parameters(tokens, closers: closers, function: function),
                  let setter = setter(tokens[(function.open + 1)..<function.close], parameters: parameters.map(\.name))
            else { continue }
            let key = ProjectFacts.setterKey(name: function.name, labels: parameters.map { $0.label ?? "" })
            if let existing = result[key], existing != setter { result[key] = .varies } else { result[key] = setter }
        }
        return result
    }

    /// `-> NSLayoutConstraint` or `-> Self` between the parameters and the body.
    private static func returnsConstraint(_ tokens: [SourceToken], function: SourceFunction) -> Bool {
        guard function.open >= 2 else { return false }
        let type = tokens[function.open - 1].identifier
        return (type == "NSLayoutConstraint" || type == "Self") && tokens[function.open - 2].isPunctuation(">")
    }

    /// What a body of assignments to `isActive` and `priority` followed by `return self` does.
    private static func setter(_ body: ArraySlice<SourceToken>, parameters: [String]) -> ProjectFacts.ConstraintSetter? {
        var isActive: ProjectFacts.ActiveValue?
        var priority: Int?
        var index = body.startIndex
        func at(_ position: Int) -> SourceToken? { position < body.endIndex ? body[position] : nil }
        while index < body.endIndex {
            if at(index)?.isPunctuation(";") == true { index += 1; continue }
            if at(index)?.identifier == "return" {
                // `return self` ends the body.
                guard at(index + 1)?.identifier == "self", index + 2 == body.endIndex else { return nil }
                return isActive == nil && priority == nil ? nil : .sets(isActive: isActive, priorityArgument: priority)
            }
            if at(index)?.identifier == "self", at(index + 1)?.isPunctuation(".") == true { index += 2 }
            guard let member = at(index)?.identifier, at(index + 1)?.isPunctuation("=") == true,
                  at(index + 2)?.isPunctuation("=") != true, let value = at(index + 2) else { return nil }
            switch member {
            case "isActive":
                if let name = value.identifier, let position = parameters.firstIndex(of: name) {
                    isActive = .argument(position)
                } else if let fixed = BooleanLiteral.value(of: value) {
                    isActive = .fixed(fixed)
                } else {
                    return nil
                }
                index += 3
            case "priority":
                if let name = value.identifier, let position = parameters.firstIndex(of: name) {
                    priority = position
                    index += 3
                } else if value.identifier == "UILayoutPriority", at(index + 3)?.isPunctuation("(") == true {
                    // `UILayoutPriority(raw)` or `UILayoutPriority(rawValue: raw)`.
                    var argument = index + 4
                    if at(argument)?.identifier == "rawValue", at(argument + 1)?.isPunctuation(":") == true { argument += 2 }
                    guard let name = at(argument)?.identifier, let position = parameters.firstIndex(of: name),
                          at(argument + 1)?.isPunctuation(")") == true else { return nil }
                    priority = position
                    index = argument + 2
                } else {
                    return nil
                }
            default:
                return nil
            }
        }
        return nil
    }
}
