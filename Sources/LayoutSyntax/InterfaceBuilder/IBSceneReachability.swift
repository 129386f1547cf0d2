/// Which storyboard scenes the app can show. UIKit makes a storyboard's view controller in three
/// ways only: as the storyboard's initial view controller, by its storyboard ID
/// (`instantiateViewController(withIdentifier:)`, which a storyboard reference in another
/// storyboard also uses), or as the destination of a segue or relationship (Apple,
/// "UIStoryboard"). A scene that is none of these is never shown, and Xcode says so itself ("Scene
/// is unreachable due to lack of entry points and does not have an identifier for runtime access
/// via -instantiateViewControllerWithIdentifier:"): its layout is not checked. Only in a document
/// that shows a way in (an initial scene, a storyboard ID or a segue): one with none at all is a
/// fragment, not an app's storyboard, and each of its scenes is checked.
struct IBSceneReachability {
    private var initial: String?
    private var destinations: Set<String> = []
    private var hasEntry = false

    init(tree: XMLTree) {
        initial = tree.root?["initialViewController"]
        hasEntry = initial != nil
        for node in tree.nodes {
            if node.name == "segue", let destination = node["destination"] { destinations.insert(destination) }
            if !(node["storyboardIdentifier"] ?? "").isEmpty { hasEntry = true }
        }
        if !destinations.isEmpty { hasEntry = true }
    }

    /// The view controller element whose root view `root` is, when nothing can show it; `nil`
    /// for a reachable scene and for a xib's top-level view.
    func unreachableController(ofRoot root: Int, in tree: XMLTree) -> Int? {
        guard hasEntry, let parent = tree.nodes[root].parent else { return nil }
        let controller = tree.nodes[parent]
        guard tree.nodes[root]["key"] == "view", controller["sceneMemberID"] == "viewController",
              let id = controller["id"], id != initial, !destinations.contains(id),
              (controller["storyboardIdentifier"] ?? "").isEmpty else { return nil }
        return parent
    }
}
