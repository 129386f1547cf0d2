/// The views a table view cell of a built-in style lays out itself.
///
/// A cell of style Default, Value1, Value2 or Subtitle (`style="IBUITableViewCellStyle…"`) names
/// its `textLabel`, `detailTextLabel` and `imageView` in the document; UIKit's `UITableViewCell`
/// places and sizes them in its own `layoutSubviews` for that style (Apple, "UITableViewCell":
/// `textLabel`, `detailTextLabel`, `imageView` and `UITableViewCell.CellStyle`). The document
/// stores no frame and no constraint for them, and none is needed: their position is no
/// ambiguity of the app's layout.
enum IBCellStyleViews {
    /// The cell attributes that name a style's own views.
    private static let roles = ["textLabel", "detailTextLabel", "imageView"]

    /// True when `element` is one of the views its enclosing styled cell lays out.
    static func isStyleView(_ element: Int, in tree: XMLTree) -> Bool {
        guard let id = tree.nodes[element]["id"] else { return false }
        // element → subviews → the cell's content view → the cell.
        var cursor = tree.nodes[element].parent
        var steps = 0
        while let index = cursor, steps < 4 {
            let node = tree.nodes[index]
            if node.name == "tableViewCell" {
                guard let style = node["style"], style.hasPrefix("IBUITableViewCellStyle") else { return false }
                return roles.contains { node[$0] == id }
            }
            cursor = node.parent
            steps += 1
        }
        return false
    }
}
