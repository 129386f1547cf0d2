extension ProjectFacts {
    /// Where a type's own methods put one of its views.
    public enum SubviewParent: Sendable, Hashable {
        /// A path from the type's instance: `[]` for the view itself (`addSubview(box)` in a
        /// `UIView` subclass), `["view"]` for a controller's view (`view.addSubview(box)`).
        case path([String])
        /// Added to different views by different methods or files: never guessed.
        case varies
    }

    /// Records where types' methods add their views; a view one file adds to a type's own view
    /// and another to its `view` varies.
    public mutating func declareSelfAddedSubviews(_ added: [String: [String: SubviewParent]]) {
        for (type, children) in added {
            selfAddedSubviews[type, default: [:]].merge(children) { $0 == $1 ? $0 : .varies }
        }
    }

    /// The parents `type` and its superclasses give their views, by property name, the nearest
    /// class first: a subclass's method that constrains `box` to its superview after
    /// `super.setUp()` (or any time after `init`) constrains it to the view the superclass added
    /// it to. A view some class of the lineage adds to different views has no parent here.
    public func inheritedParents(of type: String) -> [String: [String]] {
        guard !selfAddedSubviews.isEmpty else { return [:] }
        var parents: [String: [String]] = [:]
        var decided: Set<String> = []
        for member in lineage(of: type) {
            for (name, parent) in selfAddedSubviews[member] ?? [:] where decided.insert(name).inserted {
                if case .path(let path) = parent { parents[name] = path }
            }
        }
        return parents
    }
}
