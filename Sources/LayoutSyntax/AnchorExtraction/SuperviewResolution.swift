import LayoutIR

/// Puts a view in place of "the superview of x" (SnapKit's `equalToSuperview()`, a constant
/// target, VFL's `|`, PureLayout's `…ToSuperviewEdge`): the view the function adds `x` to, else
/// the one another function of the same type adds it to (`setUpViews()` adds, `setUpConstraints()`
/// constrains), else the one the type or a superclass adds it to in any file
/// (``ProjectFacts/inheritedParents(of:)``: `super.setUp()` added `box`). When none says, the
/// superview is decided by code vflc does not see: the constraint is shown, with why and with its
/// own constant (`H:|-40-[v]` still says 40), and not laid out.
struct SuperviewResolution {
    var naming: ViewNaming
    /// Parents the type's other functions give views, by the view's screen name.
    var typeParents: [String: [String]]
    /// Parents the type and its superclasses give their views in the project's files, by
    /// property name: `[]` the type's own view, `["view"]` a controller's.
    var inheritedParents: [String: [String]] = [:]

    func resolve(_ facts: inout FunctionFacts) {
        var parents: [String: [String]] = typeParents
        // A view the function makes itself (`let box = UIView()`) is not the inherited property.
        let made = Set(facts.creations.map { naming.name($0.path) })
        for (property, parent) in inheritedParents where parent.isEmpty != naming.inController {
            let name = naming.name([property])
            if parents[name] == nil, !made.contains(name) { parents[name] = parent }
        }
        // The function's own additions win: an unconditional one, else branches that agree. Views
        // added to different parents on different branches have the one the app picks: unknown.
        var unconditional: [String: [String]] = [:]
        var branches: [String: Set<String>] = [:]
        var branchParent: [String: [String]] = [:]
        for addition in facts.additions {
            let child = naming.name(addition.child)
            if addition.condition == nil {
                unconditional[child] = addition.parent
            } else {
                branches[child, default: []].insert(naming.name(addition.parent))
                branchParent[child] = addition.parent
            }
        }
        for (child, names) in branches where unconditional[child] == nil {
            parents[child] = names.count == 1 ? branchParent[child] : nil
        }
        parents.merge(unconditional) { $1 }
        for position in facts.calls.indices {
            var call = facts.calls[position].call
            guard call.first.item.isSuperviewOfPath || call.second?.item.isSuperviewOfPath == true else { continue }
            var unknown: String?
            func place(_ item: SourceItem) -> SourceItem {
                guard item.isSuperviewOfPath else { return item }
                let name = naming.name(item.path)
                if let parent = parents[name], name != naming.selfName, name != LayoutItem.rootName {
                    return SourceItem(path: parent, guide: item.guide)
                }
                let written = item.path.isEmpty ? "self" : item.path.joined(separator: ".")
                unknown = "the superview of '\(written)' is decided outside this function"
                return SourceItem(path: item.path + ["superview"], guide: item.guide)
            }
            call.first.item = place(call.first.item)
            if let second = call.second { call.second = SourceAnchor(item: place(second.item), attribute: second.attribute) }
            if let unknown { call.viewDecidedAtRunTime = unknown }
            facts.calls[position].call = call
        }
    }

    /// The parents each view gets from the unconditional additions of a type's functions; a view
    /// two of them add to different parents has none here.
    static func typeParents(_ readings: [(typeName: String?, facts: FunctionFacts, naming: ViewNaming)]) -> [String: [String: [String]]] {
        var result: [String: [String: [String]]] = [:]
        var conflicting: [String: Set<String>] = [:]
        for (typeName, facts, naming) in readings {
            guard let typeName else { continue }
            for addition in facts.additions where addition.condition == nil {
                let child = naming.name(addition.child)
                if let existing = result[typeName]?[child], naming.name(existing) != naming.name(addition.parent) {
                    conflicting[typeName, default: []].insert(child)
                }
                result[typeName, default: [:]][child] = addition.parent
            }
        }
        for (typeName, children) in conflicting {
            for child in children { result[typeName]?[child] = nil }
        }
        return result
    }
}
