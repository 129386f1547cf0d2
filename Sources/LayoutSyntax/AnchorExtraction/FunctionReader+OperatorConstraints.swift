/// Constraints written with a library's comparison operators between anchors, which vflc does
/// not read: Anchorage's `badge.topAnchor == view.safeAreaLayoutGuide.topAnchor + 8`,
/// `card.edgeAnchors == view.edgeAnchors`, `label.widthAnchor <= 200 ~ .high` (Anchorage,
/// `Anchorage.swift`: `==`, `<=` and `>=` between anchors make and activate a constraint). Such
/// a statement constrains its views as surely as an anchor call does, so a finding that rests on
/// what vflc read of them (a view "ambiguous" for want of the edges the operator gave it) would
/// be false: the statement is listed as not read (`--verbose`) and its views are handed over to
/// code vflc does not see, about which the checks say nothing.
extension FunctionReader {
    /// Anchorage's anchor groups besides UIKit's `…Anchor` properties.
    private static let anchorGroups: Set<String> = ["edgeAnchors", "horizontalAnchors", "verticalAnchors", "centerAnchors",
                                                    "sizeAnchors"]

    /// True for `topAnchor`, `firstBaselineAnchor`, Anchorage's `edgeAnchors`.
    static func isAnchorProperty(_ name: String) -> Bool {
        name.hasSuffix("Anchor") || anchorGroups.contains(name)
    }

    /// At `==`, `<=` or `>=` (the first of its two tokens) after an anchor property: the
    /// statement is recorded as unread and its views as handed over; returns the statement's
    /// last token, or `nil` for anything else (an assignment, `!=`, `===`).
    func readOperatorConstraint(at index: Int, into facts: inout FunctionFacts) -> Int? {
        let token = tokens[index]
        guard token.isPunctuation("=") || token.isPunctuation("<") || token.isPunctuation(">"),
              index > range.lowerBound, index + 2 < range.upperBound, tokens[index + 1].isPunctuation("="),
              !tokens[index + 2].isPunctuation("="), let left = tokens[index - 1].identifier, Self.isAnchorProperty(left)
        else { return nil }
        let start = calls.expressionStart(endingAt: index - 1)
        let end = statementEnd(from: index + 2)
        facts.unreadable.append((start, end, "a constraint written with a library's operators between anchors (Anchorage), which vflc does not read: the views it constrains are not judged"))
        for position in start...end where position > start && tokens[position - 1].isPunctuation(".") {
            guard let name = tokens[position].identifier, Self.isAnchorProperty(name),
                  let path = receiverPath(endingAt: position - 2), !path.isEmpty, facts.escapes[path] == nil else { continue }
            facts.escapes[path] = start
        }
        return end
    }
}
