/// How each scene of a storyboard is shown (``ScreenPresentation``), from its segues, its
/// relationships and the document's initial controller.
///
/// - The initial view controller is the window's root: full screen.
/// - A relationship (a navigation controller's root, a tab bar controller's tabs, a split view's
///   columns) and a `show`/`push` segue inside a navigation stack show the destination the way
///   their source is shown.
/// - A modal presentation (`presentation`, Xcode 5's `modal`, and `show` outside a navigation
///   stack, which UIKit presents modally) uses the segue's `modalPresentationStyle`, else the
///   destination's own, else `.automatic`: `fullScreen` and `overFullScreen` are full screen;
///   `currentContext` and `overCurrentContext` cover their presenter's context and are shown as
///   it is; `automatic` (a page sheet since iOS 13), `pageSheet` and `formSheet` are sheets
///   (Apple, `UIModalPresentationStyle`). A popover and a custom segue are shown in a box whose
///   place the document does not settle.
/// - An `embed` segue (a container view's child) makes its destination a child view controller:
///   its root view is the container's subview, sized by it (Apple, "Creating a custom container
///   view controller": the container adds the child's root view to its own hierarchy and sets its
///   frame), so no bar and no part of the screen's unsafe area reaches it from the device
///   (``ScreenPresentation/embedded``).
/// - A controller with a `storyboardIdentifier` may also be instantiated and shown by code,
///   any way the code likes; one a container view embeds, or whose class the project's code
///   makes a child controller (``ProjectFacts/childControllerClasses``), is taken as embedded
///   (code that instantiates it usually does so for that container).
///
/// A scene shown in more than one way, or in none the document names, is `undetermined`.
enum IBScenePresentations {
    /// The presentation of every scene member controller, by id.
    /// `isChildClass`: whether the project's code makes a controller of that class a child of
    /// another (``ProjectFacts/childControllerClasses``), which embeds it like an `embed` segue.
    static func presentations(in tree: XMLTree, isChildClass: (String) -> Bool = { _ in false }) -> [String: ScreenPresentation] {
        var controllers: [String: Int] = [:]
        for (index, node) in tree.nodes.enumerated() where node["sceneMemberID"] == "viewController" {
            if let id = node["id"] { controllers[id] = index }
        }
        var possible: [String: Set<ScreenPresentation>] = [:]
        if let initial = tree.root?["initialViewController"] { possible[initial, default: []].insert(.fullScreen) }
        var embeddedChildren = Set<String>()
        for node in tree.nodes where node.name == "segue" && node["kind"] == "embed" {
            if let destination = node["destination"] {
                embeddedChildren.insert(destination)
                possible[destination, default: []].insert(.embedded)
            }
        }
        for (id, index) in controllers where tree.nodes[index]["customClass"].map(isChildClass) == true {
            embeddedChildren.insert(id)
            possible[id, default: []].insert(.embedded)
        }
        for (id, index) in controllers where tree.nodes[index]["storyboardIdentifier"] != nil && !embeddedChildren.contains(id) {
            possible[id, default: []].insert(.undetermined)
        }
        let stacked = controllersInNavigationStacks(tree)
        var edges: [String: [(destination: String, shown: (ScreenPresentation) -> ScreenPresentation)]] = [:]
        for (index, node) in tree.nodes.enumerated() where node.name == "segue" {
            guard let destination = node["destination"],
                  let source = IBNavigationStacks.owningController(of: index, in: tree) else { continue }
            let kind = node["kind"] ?? ""
            let modal: (ScreenPresentation) -> ScreenPresentation = { presenter in
                let style = node["modalPresentationStyle"]
                    ?? controllers[destination].flatMap { tree.nodes[$0]["modalPresentationStyle"] }
                switch style {
                case "fullScreen", "overFullScreen": return .fullScreen
                case "currentContext", "overCurrentContext": return presenter
                case "popover", "custom": return .undetermined
                default: return .sheet
                }
            }
            switch kind {
            case "relationship", "push", "showDetail", "replace":
                edges[source, default: []].append((destination, { $0 }))
            case "show":
                edges[source, default: []].append((destination, stacked.contains(source) ? { $0 } : modal))
            case "presentation", "modal":
                edges[source, default: []].append((destination, modal))
            case "embed":
                edges[source, default: []].append((destination, { _ in .embedded }))
            case "popoverPresentation", "custom":
                edges[source, default: []].append((destination, { _ in .undetermined }))
            default:
                continue  // unwind segues lead back, not to a new screen
            }
        }
        // Propagate until nothing changes: every way a source is shown reaches its destinations.
        var work = Array(possible.keys)
        var steps = 0
        while let source = work.popLast(), steps < 100_000 {
            steps += 1
            for edge in edges[source] ?? [] {
                let shown = Set((possible[source] ?? []).map(edge.shown))
                let before = possible[edge.destination]?.count ?? 0
                possible[edge.destination, default: []].formUnion(shown)
                if possible[edge.destination]?.count != before { work.append(edge.destination) }
            }
        }
        var result: [String: ScreenPresentation] = [:]
        for id in controllers.keys {
            let ways = possible[id] ?? []
            result[id] = ways.count == 1 ? ways.first : .undetermined
        }
        return result
    }

    /// Controllers inside some navigation controller's stack (its root and what it pushes),
    /// where `show` pushes rather than presents.
    private static func controllersInNavigationStacks(_ tree: XMLTree) -> Set<String> {
        let successors = IBNavigationStacks.stackSuccessors(in: tree)
        var result: Set<String> = []
        var stack = tree.nodes.compactMap { $0.name == "navigationController" ? $0["id"] : nil }
        while let next = stack.popLast(), result.count < 10_000 {
            for successor in successors[next] ?? [] where result.insert(successor).inserted { stack.append(successor) }
        }
        return result
    }
}
