import LayoutIR

/// Tests that only ask whether a view has a superview: the blocks under them run once the view is
/// in a hierarchy, as a caller that adds it first has it.
extension CodeBlocks {
    /// `let name = superview`, `let name = self.superview?.safeTopAnchor`, `superview != nil`: one
    /// test that the view has a superview (and unwraps it or one of its anchors or guides).
    static func unwrapsSuperview(_ condition: ArraySlice<SourceToken>) -> Bool {
        var position = condition.startIndex
        if condition.count >= 3, condition[position].identifier == "let", condition[position + 1].identifier != nil,
           condition[position + 2].isPunctuation("=") {
            position += 3
        } else {
            // `superview != nil`.
            let rest = Array(condition.drop { $0.identifier == "self" || $0.isPunctuation(".") })
            return rest.count == 4 && rest[0].identifier == "superview" && rest[1].isPunctuation("!")
                && rest[2].isPunctuation("=") && rest[3].identifier == "nil"
        }
        if position + 1 < condition.endIndex, condition[position].identifier == "self", condition[position + 1].isPunctuation(".") {
            position += 2
        }
        guard position < condition.endIndex, condition[position].identifier == "superview" else { return false }
        // The rest is a plain member chain: `?.safeTopAnchor`, `?.safeAreaLayoutGuide.topAnchor`.
        return condition[(position + 1)...].allSatisfy { $0.identifier != nil || $0.isPunctuation(".") || $0.isPunctuation("?") }
    }
}
