import LayoutIR

/// A flat index of a screen's view tree: every view in depth-first declaration order with its
/// superview and depth. Built without recursion, so any nesting depth is safe.
struct ViewTree: Sendable {
    struct Entry: Sendable {
        var node: ViewNode
        /// Index of the superview; `nil` for the root.
        var parent: Int?
        var depth: Int
        /// True when the view or one of its ancestors is hidden.
        var isHiddenInTree: Bool
    }

    private(set) var entries: [Entry] = []
    private(set) var indexByName: [String: Int] = [:]
    /// Views declared more than once (the later declarations are ignored).
    private(set) var duplicates: [ViewNode] = []

    init(_ root: ViewNode) {
        var stack: [(node: ViewNode, parent: Int?, depth: Int, hidden: Bool)] = [(root, nil, 0, false)]
        while let (node, parent, depth, hiddenAbove) = stack.popLast() {
            if indexByName[node.name] != nil {
                duplicates.append(node)
                continue
            }
            let index = entries.count
            let hidden = hiddenAbove || node.properties.hidden
            var shallow = node
            shallow.children = []
            entries.append(Entry(node: shallow, parent: parent, depth: depth, isHiddenInTree: hidden))
            indexByName[node.name] = index
            for child in node.children.reversed() {
                stack.append((child, index, depth + 1, hidden))
            }
            // Keep children's names for stack views (arranged subviews in order).
            if !node.children.isEmpty { childNames[index] = node.children.map(\.name) }
        }
    }

    /// Names of each view's declared children, in order.
    private(set) var childNames: [Int: [String]] = [:]

    /// The children of a view that made it into the tree, in declaration order.
    func children(of index: Int) -> [Int] {
        (childNames[index] ?? []).compactMap { name in
            indexByName[name].flatMap { entries[$0].parent == index ? $0 : nil }
        }
    }

    var count: Int { entries.count }

    subscript(index: Int) -> Entry { entries[index] }

    func index(of name: String) -> Int? { indexByName[name] }

    /// True when `index` is a strict descendant of `ancestor`. Walks up; bounded by the depth.
    func isDescendant(_ index: Int, of ancestor: Int) -> Bool {
        var current = entries[index].parent
        while let parent = current {
            if parent == ancestor { return true }
            current = entries[parent].parent
        }
        return false
    }

    /// The nearest common ancestor of two views (a view counts as its own ancestor): the view
    /// that holds a constraint between them. Walks up by depth; bounded by the depth.
    func commonAncestor(_ first: Int, _ second: Int) -> Int {
        var a = first, b = second
        while entries[a].depth > entries[b].depth, let parent = entries[a].parent { a = parent }
        while entries[b].depth > entries[a].depth, let parent = entries[b].parent { b = parent }
        while a != b, let parentA = entries[a].parent, let parentB = entries[b].parent {
            a = parentA
            b = parentB
        }
        return a
    }
}
