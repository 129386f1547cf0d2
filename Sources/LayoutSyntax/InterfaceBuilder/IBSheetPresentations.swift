/// Which scenes of a storyboard are shown in a sheet: presented with `modalPresentationStyle`
/// `formSheet` or `pageSheet`, set on the presenting segue or on the controller itself, and the
/// scenes a navigation controller so presented shows (its root and what it pushes).
///
/// A sheet is not the screen: on an iPad it is a box in the middle of it, on an iPhone a card
/// that starts below the status bar, so its root view has no status bar or sensor housing above
/// it. Such a scene is laid out at the size Interface Builder drew it (see
/// `IBDesignEnvironment.presentedSize`), not on each full screen, where it would meet the status
/// bar it never sits under.
enum IBSheetPresentations {
    static let sheetStyles: Set<String> = ["formSheet", "pageSheet"]

    /// Ids of the controllers shown in a sheet.
    static func sheetControllers(in tree: XMLTree) -> Set<String> {
        var sheets: Set<String> = []
        for node in tree.nodes {
            guard let style = node["modalPresentationStyle"], sheetStyles.contains(style) else { continue }
            if node["sceneMemberID"] == "viewController", let id = node["id"] { sheets.insert(id) }
            if node.name == "segue", node["kind"] == "presentation", let destination = node["destination"] {
                sheets.insert(destination)
            }
        }
        let successors = IBNavigationStacks.stackSuccessors(in: tree)
        // What a sheet's navigation stack shows is in the sheet too.
        var result = sheets
        var stack = Array(sheets)
        while let next = stack.popLast(), result.count < 10_000 {
            for successor in successors[next] ?? [] where result.insert(successor).inserted {
                stack.append(successor)
            }
        }
        return result
    }
}
