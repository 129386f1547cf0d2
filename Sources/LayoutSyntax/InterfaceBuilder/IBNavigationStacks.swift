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
        // Who leads to whom: the controller whose scene holds a segue, to the segue's destination.
        var successors: [String: [String]] = [:]
        var navigationControllers: [String: Bool] = [:]  // id → hides its bar
        for (index, node) in tree.nodes.enumerated() {
            if node.name == "navigationController", let id = node["id"] {
                navigationControllers[id] = node["navigationBarHidden"] == "YES"
            }
            guard node.name == "segue", let destination = node["destination"] else { continue }
            let kind = node["kind"] ?? ""
            guard (kind == "relationship" && node["relationship"] == "rootViewController") || kind == "show" || kind == "push"
            else { continue }
            guard let source = owningController(of: index, in: tree) else { continue }
            successors[source, default: []].append(destination)
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
