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
        let successors = stackSuccessors(in: tree)
        var navigationControllers: [String: Bool] = [:]  // id → hides its bar
        for node in tree.nodes where node.name == "navigationController" {
            if let id = node["id"] { navigationControllers[id] = node["navigationBarHidden"] == "YES" }
        }
        // From each navigation controller, the scenes its stack reaches; a scene reached by a
        // navigation controller that shows its bar is left out.
        var hidden: Set<String> = []
        var shown: Set<String> = []
        for (navigation, hides) in navigationControllers.sorted(by: { $0.key < $1.key }) {
            var seen: Set<String> = [navigation]
            var stack = successors[navigation] ?? []
            while let next = stack.popLast(), seen.count < 10_000 {
                guard seen.insert(next).inserted, navigationControllers[next] == nil else { continue }
                if hides { hidden.insert(next) } else { shown.insert(next) }
                stack += successors[next] ?? []
            }
        }
        return hidden.subtracting(shown)
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
    private static func owningController(of index: Int, in tree: XMLTree) -> String? {
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
