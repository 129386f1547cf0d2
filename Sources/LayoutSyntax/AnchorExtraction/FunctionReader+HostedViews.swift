import LayoutIR

/// Views put in UIKit's hosting properties by name.
extension FunctionReader {
    /// A view the function made, put in one of UIKit's hosting properties by name
    /// (`list.backgroundView = bg`, `table.tableHeaderView = header`, `self.view = root`). A
    /// table's or collection view's background view and a table's header and footer views are
    /// placed as subviews of it (Apple, "UITableView.backgroundView": "placed as a subview of the
    /// table view"; "tableHeaderView"; "UICollectionView.backgroundView"), and so are a cell's
    /// background views: an addition to the receiver. The others (a controller's `view`, a
    /// navigation item's title view, accessory and input views) go where UIKit puts them, beyond
    /// this function. A view made in the assignment itself is ``readAssignment(at:into:)``'s.
    func readHostedView(_ property: String, at index: Int, into facts: inout FunctionFacts) {
        guard index >= 2, index + 2 < tokens.count, let receiver = receiverPath(endingAt: index - 2) else { return }
        let end = statementEnd(from: index + 2)
        guard end >= index + 2, let child = ConstraintCallReader.path(tokens[(index + 2)...end]), !child.isEmpty else { return }
        if Self.subviewHostingProperties.contains(property) {
            facts.additions.append(FunctionFacts.Addition(parent: receiver, child: child, arranged: false, at: index,
                                                          condition: blocks.condition(at: index)))
        } else if property != "view" || receiver.isEmpty, facts.escapes[child] == nil {
            facts.escapes[child] = index
        }
    }

    /// The hosting properties whose view UIKit makes a subview of the receiver.
    static let subviewHostingProperties: Set<String> = ["tableHeaderView", "tableFooterView", "backgroundView", "selectedBackgroundView"]
}
