import LayoutIR

/// The type of a helper call's receiver, as far as the function says, for telling apart the
/// overloads an app declares in extensions of different types (``HelperOverloads``).
extension FunctionReader {
    /// Whether the receiver of a call at `index` is a `type` (a UIKit view class, `UIView` or
    /// `UILayoutGuide`): `false` when its class is known and is not one, `nil` when it is not
    /// known or `type` is no UIKit class (a protocol's extension applies to every conforming type).
    func receiverIs(_ type: String, receiver: [String], before index: Int, in facts: FunctionFacts) -> Bool? {
        guard type == "UIView" || type == "UILayoutGuide" || UIKitViewClassTree.superclasses[type] != nil else { return nil }
        let project = calls.evaluator.project?.facts
        let known: String?
        if receiver.isEmpty {
            known = calls.evaluator.project?.typeName
        } else if let last = receiver.last, ConstraintCallReader.guides[last] != nil {
            known = "UILayoutGuide"
        } else if let created = facts.creations.last(where: { $0.path == receiver && $0.at < index }) {
            known = created.className
        } else if receiver.count == 1 {
            known = localClass(of: receiver[0], before: index) ?? propertyClasses[receiver[0]]
        } else {
            known = nil
        }
        guard let known else { return nil }
        return UIKitViewClassTree.isKind(known, of: type, project: project)
    }

    /// The class of the last construction assigned to a local before `index` in the body
    /// (`let guide = UILayoutGuide()`), read from the tokens, so that it is known before the
    /// body's facts are.
    func localClass(of name: String, before index: Int) -> String? {
        var position = min(index, range.upperBound) - 1
        while position >= range.lowerBound + 1 {
            defer { position -= 1 }
            guard tokens[position].isPunctuation("="), tokens[position - 1].identifier == name,
                  position + 2 < tokens.count, let type = tokens[position + 1].identifier, type.first?.isUppercase == true,
                  tokens[position + 2].isPunctuation("(") else { continue }
            return type
        }
        return nil
    }
}
