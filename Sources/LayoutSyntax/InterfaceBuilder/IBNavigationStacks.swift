/// Which scenes of a storyboard sit in a navigation controller that hides its bar
/// (`<navigationController navigationBarHidden="YES">`, `UINavigationController.isNavigationBarHidden`).
///
/// A scene's `<navigationItem>` says it belongs to a navigation stack, not that a bar is shown:
/// a controller reached from such a navigation controller, by its `rootViewController`
/// relationship or by `show`/`push` segues from a scene already in the stack, shows no bar
/// unless code turns it on. Interface Builder draws those scenes without one.
enum IBNavigationStacks {
    /// Ids of controllers every navigation controller reaching them hides its bar; controllers
    /// no navigation controller of the document reaches are not included (their bar, if any,
    /// comes from elsewhere).
    static func controllersWithHiddenBar(in tree: XMLTree) -> Set<String> {
        controllers(in: tree) { node, _ in node["navigationBarHidden"] == "YES" }
    }

    /// Ids of controllers every navigation controller reaching them shows an opaque bar
    /// (`<navigationBar key="navigationBar" translucent="NO">`, `UINavigationBar.isTranslucent`
    /// false): a scene that only infers its bar from its `<navigationItem>` gets the stack's.
    static func controllersWithOpaqueBar(in tree: XMLTree) -> Set<String> {
        controllers(in: tree) { _, index in
            tree.child(of: index, named: "navigationBar", key: "navigationBar").map { tree.nodes[$0]["translucent"] == "NO" } ?? false
        }
    }

    /// Ids of controllers some navigation controller of the document reaches (its root, or a
    /// scene its stack pushes): only these does the document itself show in a navigation stack.
    static func controllersInNavigationStacks(in tree: XMLTree) -> Set<String> {
        controllers(in: tree) { _, _ in true }
    }

    /// Ids of controllers that every navigation controller reaching them satisfies `holds` for
    /// (called with the `<navigationController>` element and its index).
    private static func controllers(in tree: XMLTree, where holds: (XMLTree.Node, Int) -> Bool) -> Set<String> {
        let successors = stackSuccessors(in: tree)
        var navigationControllers: [String: Bool] = [:]  // id → holds
        for (index, node) in tree.nodes.enumerated() where node.name == "navigationController" {
            if let id = node["id"] { navigationControllers[id] = holds(node, index) }
        }
        // From each navigation controller, the scenes its stack reaches; a scene reached by a
        // navigation controller for which it does not hold is left out.
        var yes: Set<String> = []
        var no: Set<String> = []
        for (navigation, holding) in navigationControllers.sorted(by: { $0.key < $1.key }) {
            var seen: Set<String> = [navigation]
            var stack = successors[navigation] ?? []
            while let next = stack.popLast(), seen.count < 10_000 {
                guard seen.insert(next).inserted, navigationControllers[next] == nil else { continue }
                if holding { yes.insert(next) } else { no.insert(next) }
                stack += successors[next] ?? []
            }
        }
        return yes.subtracting(no)
    }

    /// Who a navigation stack leads to whom: from the controller whose scene holds a
    /// `rootViewController` relationship or a `show`/`push` segue, to the segue's destination.
    static func stackSuccessors(in tree: XMLTree) -> [String: [String]] {
        var successors: [String: [String]] = [:]
        for (index, node) in tree.nodes.enumerated() {
            guard node.name == "segue", let destination = node["destination"] else { continue }
            let kind = node["kind"] ?? ""
            guard (kind == "relationship" && node["relationship"] == "rootViewController") || kind == "show" || kind == "push",
                  let source = owningController(of: index, in: tree) else { continue }
            successors[source, default: []].append(destination)
        }
        return successors
    }

    /// The id of the scene member controller whose subtree holds `index`.
    static func owningController(of index: Int, in tree: XMLTree) -> String? {
        var current = tree.nodes[index].parent
        var steps = 0
        while let element = current, steps < 100_000 {
            let node = tree.nodes[element]
            if node["sceneMemberID"] == "viewController" { return node["id"] }
            current = node.parent
            steps += 1
        }
        return nil
    }
}
