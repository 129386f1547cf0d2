import LayoutIR

/// A screen's views as integer ids and its constraints by view, built in one pass over the view
/// tree and one over the constraints, so that a question asked per view or per finding costs
/// what that view touches, not the whole screen.
///
/// Every declaration of the tree has an id, a later duplicate of a name too (the duplicate's
/// subtree is still part of the tree a walk meets); a name stands for its first declaration,
/// as the checker's name lookups always have.
struct ScreenIndex: Sendable {
    /// Every view of the tree, in `LayoutScreen.allViews` order; a ``ViewID`` indexes it.
    private(set) var views: [ViewNode] = []
    /// Each view's superview's name (`nil` for the root), as `LayoutScreen.allViews` gives it.
    private(set) var superviews: [String?] = []
    /// Each view's superview's id (`nil` for the root).
    private(set) var parents: [ViewID?] = []
    /// Each view's children's ids, in declaration order.
    private(set) var children: [[ViewID]] = []
    /// The screen's constraints, in screen order.
    let constraints: [IRConstraint]
    /// For each constraint, the ids of the views its first and second items name (`nil` for a
    /// name that is not a view of the tree, or no second item).
    private(set) var constraintViews: [(first: ViewID?, second: ViewID?)] = []
    private var idByName: [String: ViewID] = [:]
    /// For each view, the constraints that name it as first or second item, ascending.
    private var constraintsByView: [[Int]] = []

    init(_ screen: LayoutScreen) {
        constraints = screen.constraints
        // Depth-first without recursion (any nesting depth is safe), in `allViews` order.
        var stack: [(node: ViewNode, parent: ViewID?)] = [(screen.root, nil)]
        while let (node, parent) = stack.popLast() {
            let id = ViewID(rawValue: views.count)
            views.append(node)
            superviews.append(parent.map { views[$0.rawValue].name })
            parents.append(parent)
            children.append([])
            if let parent { children[parent.rawValue].append(id) }
            if idByName[node.name] == nil { idByName[node.name] = id }
            for child in node.children.reversed() { stack.append((child, id)) }
        }
        constraintsByView = Array(repeating: [], count: views.count)
        constraintViews.reserveCapacity(constraints.count)
        for (index, constraint) in constraints.enumerated() {
            let first = idByName[constraint.firstItem.view]
            let second = constraint.secondItem.flatMap { idByName[$0.view] }
            constraintViews.append((first, second))
            if let first { constraintsByView[first.rawValue].append(index) }
            if let second, second != first { constraintsByView[second.rawValue].append(index) }
        }
    }

    /// True when `id` is a strict descendant of `ancestor`. Walks up; bounded by the depth.
    func isDescendant(_ id: ViewID, of ancestor: ViewID) -> Bool {
        var current = parents[id.rawValue]
        while let parent = current {
            if parent == ancestor { return true }
            current = parents[parent.rawValue]
        }
        return false
    }

    /// The id of the first view declared with `name`.
    func id(of name: String) -> ViewID? { idByName[name] }

    /// The first view declared with `name`, as a name lookup of the checker finds it.
    func node(named name: String) -> ViewNode? { idByName[name].map { views[$0.rawValue] } }

    /// The view declared at `id`.
    subscript(id: ViewID) -> ViewNode { views[id.rawValue] }

    /// The indices into ``constraints`` of the constraints whose first or second item names the
    /// view, in screen order.
    func constraints(touching id: ViewID) -> [Int] { constraintsByView[id.rawValue] }
}
