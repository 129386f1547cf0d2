/// The labels of a system table-cell style (`style="IBUITableViewCellStyle…"`): the cell lays
/// them out, so their stored frames and empty masks say nothing about other widths.
///
/// A document names them from the cell, `<tableViewCell textLabel="id" detailTextLabel="id">`
/// (every such cell in the corpus of Benchmarks/README.md), or, in some documents, with
/// `key="textLabel"` on the label itself. Apple's "UITableViewCell.CellStyle" page describes
/// where each style puts them: `default` and `subtitle` run their labels along the left side
/// across the content view (they follow its width); `value1` puts a left label and a
/// right-aligned detail on the right side (the title keeps its place and size, the detail
/// follows the trailing edge); `value2` puts a fixed title column on the left and the detail
/// beside it (the detail follows the width).
enum IBSystemCellLabels {
    /// Which label of its cell a view is, if any.
    enum Role {
        case text
        case detail
    }

    /// The role of `record`'s view among its cell's labels, and the cell's style attribute.
    static func role(of record: IBScreenBuilder.Record, in builder: IBScreenBuilder) -> (role: Role, style: String)? {
        let tree = builder.tree
        let node = tree.nodes[record.element]
        guard node.name == "label" else { return nil }
        // The label's content view, then its cell.
        guard let contentView = record.parent, let cell = builder.records[contentView].parent else { return nil }
        let cellNode = tree.nodes[builder.records[cell].element]
        guard cellNode.name == "tableViewCell" else { return nil }
        let style = cellNode["style"] ?? "IBUITableViewCellStyleDefault"
        if let id = node["id"], cellNode["textLabel"] == id || node["key"] == "textLabel" { return (.text, style) }
        if let id = node["id"], cellNode["detailTextLabel"] == id || node["key"] == "detailTextLabel" { return (.detail, style) }
        return nil
    }

    /// The constraints that place a system cell's label in its content view; `nil` for any
    /// other view. A label that spans the row (`default` title, `value2` detail) follows the
    /// content view's width; a label sized to its text (`subtitle`, `value1`, `value2` title)
    /// keeps its stored width where it fits and is truncated to the row where it does not
    /// (never closer to the far edge than its own inset from the near one, nor than the
    /// document draws it); a `value1` detail keeps its distance from the trailing edge.
    static func constraints(for record: IBScreenBuilder.Record, in builder: IBScreenBuilder, child: LayoutItem,
                            parent: LayoutItem, frame: LayoutRect, parentFrame: LayoutRect,
                            origin: ConstraintOrigin) -> [IRConstraint]? {
        guard let (role, style) = role(of: record, in: builder) else { return nil }
        let trailing = parentFrame.width - frame.maxX
        let vertical = [IRConstraint(child, .top, .equal, parent, .top, constant: frame.y, origin: origin),
                        IRConstraint(child, .height, .equal, constant: frame.height, origin: origin)]
        switch (role, style) {
        case (.text, "IBUITableViewCellStyleDefault"), (.detail, "IBUITableViewCellStyleValue2"):
            return [IRConstraint(child, .left, .equal, parent, .left, constant: frame.x, origin: origin),
                    IRConstraint(child, .right, .equal, parent, .right, constant: -trailing, origin: origin)] + vertical
        case (.detail, "IBUITableViewCellStyleValue1"):
            return [IRConstraint(child, .right, .equal, parent, .right, constant: -trailing, origin: origin),
                    IRConstraint(child, .width, .equal, constant: frame.width, origin: origin)] + vertical
        default:
            let keep = IRConstraint(child, .width, .equal, constant: frame.width, priority: Priority(clamping: 999), origin: origin)
            return [IRConstraint(child, .left, .equal, parent, .left, constant: frame.x, origin: origin),
                    IRConstraint(child, .right, .lessThanOrEqual, parent, .right, constant: -min(max(trailing, 0), frame.x), origin: origin),
                    keep] + vertical
        }
    }

    /// True when `element` is one of the views its enclosing styled cell lays out itself: named
    /// by the cell as its `textLabel`, `detailTextLabel` or `imageView`. UIKit places them in the
    /// cell's `layoutSubviews` for its style (Apple, "UITableViewCell"), and documents may store
    /// them with a mask and no frame: their position is then no ambiguity of the app's layout.
    static func isLaidOutByCell(_ element: Int, in tree: XMLTree) -> Bool {
        guard let id = tree.nodes[element]["id"] else { return false }
        // element → subviews → the cell's content view → the cell.
        var cursor = tree.nodes[element].parent
        var steps = 0
        while let index = cursor, steps < 4 {
            let node = tree.nodes[index]
            if node.name == "tableViewCell" {
                guard let style = node["style"], style.hasPrefix("IBUITableViewCellStyle") else { return false }
                return ["textLabel", "detailTextLabel", "imageView"].contains { node[$0] == id }
            }
            cursor = node.parent
            steps += 1
        }
        return false
    }
}
