/// `<constraint>` elements into IR constraints, with IB's defaults: the first item is the view
/// owning the `<constraints>` list when `firstItem` is absent; no second item means a constant;
/// relation `equal`, multiplier 1 (also `a:b` and `a/b`), constant 0, priority 1000.
extension IBScreenBuilder {
    mutating func buildConstraints() -> [IRConstraint] {
        var result: [IRConstraint] = []
        // Owners in document order: the view elements and id-less content views of this screen.
        for element in recordByElement.keys.sorted() {
            guard let ownerRecord = recordByElement[element],
                  let list = tree.child(of: element, named: "constraints") else { continue }
            let owner = LayoutItem.screenView(records[ownerRecord].name)
            for constraintElement in tree.children(of: list, named: "constraint") {
                let node = tree.nodes[constraintElement]
                for attribute in ["firstItem", "secondItem"] {
                    if let reference = node[attribute], let found = items[reference] { mentionedNames.insert(found.view) }
                }
                if node["firstItem"] == nil { mentionedNames.insert(owner.view) }
                if let constraint = convert(constraintElement, owner: owner) {
                    constrainedNames.insert(constraint.firstItem.view)
                    if let second = constraint.secondItem { constrainedNames.insert(second.view) }
                    if let id = tree.nodes[constraintElement]["id"], context.outletConstraintIDs.contains(id) {
                        outletConstraintIndices.insert(result.count)
                    }
                    result.append(constraint)
                }
            }
        }
        return result
    }

    private mutating func convert(_ element: Int, owner: LayoutItem) -> IRConstraint? {
        let node = tree.nodes[element]
        let span = context.span(of: element)
        let id = node["id"]
        guard variations.isConstraintInstalled(id) else { return nil }
        let placeholder = node["placeholder"] == "YES"
        // "Remove at build time": a design-time stand-in for constraints code adds.
        if placeholder && !context.options.asDesigned {
            // The views it held are left to code: their findings say so.
            for attribute in ["firstItem", "secondItem"] {
                if let reference = node[attribute], let found = items[reference] { placeholderConstrainedNames.insert(found.view) }
            }
            if node["firstItem"] == nil { placeholderConstrainedNames.insert(owner.view) }
            return nil
        }

        func error(_ message: String, _ notes: [String] = []) -> IRConstraint? {
            diagnostics.append(.error(message, at: span, notes: notes.map { DiagnosticNote($0) }, ruleID: .interfaceBuilderConstraint))
            return nil
        }
        func item(_ attribute: String) -> (item: LayoutItem?, skip: Bool) {
            guard let reference = node[attribute] else { return (nil, false) }
            if let found = items[reference] { return (found, false) }
            // A view uninstalled in this size class takes its constraints with it.
            if uninstalledIDs.contains(reference) { return (nil, true) }
            let elsewhere = context.elementsByID[reference].map { "'\(reference)' is a <\(tree.nodes[$0].name)> outside this screen" }
            diagnostics.append(.error("\(attribute)=\"\(reference)\" names no view or layout guide of this screen",
                                      at: span, notes: [DiagnosticNote(elsewhere ?? "no element has the id '\(reference)'"),
                                                        DiagnosticNote("the constraint is left out")],
                                      ruleID: .interfaceBuilderConstraint))
            return (nil, true)
        }

        let first = item("firstItem")
        if first.skip { return nil }
        let second = item("secondItem")
        if second.skip { return nil }
        guard let firstAttributeText = node["firstAttribute"] else {
            return error("<constraint> has no firstAttribute", ["Xcode writes one on every constraint; the file was edited by hand or damaged"])
        }
        guard let firstAttribute = Self.attribute(firstAttributeText) else {
            return error("unknown attribute firstAttribute=\"\(firstAttributeText)\"")
        }
        var secondAttribute = Attribute.notAnAttribute
        if let text = node["secondAttribute"] {
            guard let value = Self.attribute(text) else { return error("unknown attribute secondAttribute=\"\(text)\"") }
            secondAttribute = value
        }
        if (second.item == nil) != (secondAttribute == .notAnAttribute) {
            return error("secondItem and secondAttribute must appear together", ["a constraint with neither is a constant: 'firstAttribute=\"height\" constant=\"44\"'"])
        }
        var relation = Relation.equal
        switch node["relation"] {
        case nil, "equal"?: break
        case "greaterThanOrEqual"?: relation = .greaterThanOrEqual
        case "lessThanOrEqual"?: relation = .lessThanOrEqual
        case let other?: return error("unknown relation=\"\(other)\"", ["IB writes 'greaterThanOrEqual' or 'lessThanOrEqual', or nothing for equal"])
        }
        var multiplier = 1.0
        if let text = node["multiplier"] {
            switch IBValues.multiplier(text) {
            case .success(let value): multiplier = value
            case .failure(let problem): return error(Self.message(problem, "multiplier=\"\(text)\""), ["a multiplier is a decimal, 'a:b' or 'a/b'"])
            }
            if multiplier != 0, abs(multiplier) < NumberLimits.minimumMultiplier {
                return error("multiplier=\"\(text)\" is too small", ["use 0 to drop the second item's term"])
            }
        }
        var constantText = node["constant"]
        if let id, let override = variations.constantOverrides[id] { constantText = override.value }
        var constant = 0.0
        if let text = constantText {
            switch IBValues.number(text) {
            case .success(let value): constant = value
            case .failure(let problem): return error(Self.message(problem, "constant=\"\(text)\""))
            }
        }
        var priority = Priority.required
        switch IBValues.priority(node["priority"]) {
        case .success(let value)?: priority = value
        case .failure?: return error("priority=\"\(node["priority"] ?? "")\" is not a priority", ["priorities run from 1 to 1000"])
        case nil: break
        }
        var detail = "id \(id ?? "?")"
        if placeholder { detail += ", placeholder (removed at build time)" }
        if node["symbolic"] == "YES" { detail += ", standard spacing" }
        if let id, context.outletConstraintIDs.contains(id) { detail += ", an outlet: code may change it" }
        let constraint = IRConstraint(first.item ?? owner, firstAttribute, relation, second.item, secondAttribute,
                                      multiplier: multiplier, constant: constant, priority: priority,
                                      identifier: node["identifier"],
                                      origin: ConstraintOrigin(syntax: .interfaceBuilder, span: span, detail: detail))
        // UIKit's typing rules (a location set to a constant, left/right mixed with leading/
        // trailing): Xcode never writes such a constraint, so the file was edited by hand.
        let problems = ConstraintTyping.check(constraint)
        if problems.hasErrors {
            diagnostics += problems.filter { $0.severity == .error }
            return nil
        }
        return constraint
    }

    /// IB's attribute spellings: the IR's names, and `baseline` for the last baseline.
    static func attribute(_ text: String) -> Attribute? {
        if text == "baseline" { return .lastBaseline }
        guard let attribute = Attribute(name: text), attribute != .notAnAttribute else { return nil }
        return attribute
    }

    private static func message(_ problem: IBValues.NumberProblem, _ what: String) -> String {
        switch problem {
        case .notANumber: return "\(what) is not a number"
        case .notFinite: return "\(what) is not a finite number"
        case .tooLarge: return "\(what) is out of range (beyond ±\(NumberLimits.maximumText))"
        }
    }
}
