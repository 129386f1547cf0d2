import LayoutIR

/// SnapKit's attribute names, compounds, and the fixed order in which it emits constraints.
public enum SnapKitAttributes {
    /// The order SnapKit walks a compound's bits in (not raw-value order: `top` comes before `right`).
    public static let emissionOrder: [Attribute] = [
        .left, .top, .right, .bottom, .leading, .trailing, .width, .height, .centerX, .centerY,
        .lastBaseline, .firstBaseline, .leftMargin, .rightMargin, .topMargin, .bottomMargin,
        .leadingMargin, .trailingMargin, .centerXWithinMargins, .centerYWithinMargins,
    ]

    /// The compound attributes and their members.
    public static let compounds: [String: Set<Attribute>] = [
        "edges": [.left, .top, .right, .bottom],
        "horizontalEdges": [.left, .right],
        "verticalEdges": [.top, .bottom],
        "directionalEdges": [.top, .bottom, .leading, .trailing],
        "directionalHorizontalEdges": [.leading, .trailing],
        "directionalVerticalEdges": [.top, .bottom],
        "size": [.width, .height],
        "center": [.centerX, .centerY],
        "margins": [.leftMargin, .rightMargin, .topMargin, .bottomMargin],
        "directionalMargins": [.topMargin, .bottomMargin, .leadingMargin, .trailingMargin],
        "centerWithinMargins": [.centerXWithinMargins, .centerYWithinMargins],
    ]

    /// The attributes a DSL name stands for (`baseline` is the deprecated `lastBaseline`), or nil.
    public static func attributes(named name: String) -> Set<Attribute>? {
        if let compound = compounds[name] { return compound }
        if let single = Attribute(name: name) { return [single] }
        return nil
    }

    /// Every name accepted after `make.` or `.snp.`, for "did you mean".
    public static var allNames: [String] {
        Attribute.allCases.filter { $0 != .notAnAttribute }.map(\.name) + compounds.keys.sorted()
    }

    /// True for the four compound pairings SnapKit maps member by member:
    /// edges ↔ margins and directionalEdges ↔ directionalMargins.
    static func isEdgesMarginsPairing(_ left: Set<Attribute>, _ right: Set<Attribute>) -> Bool {
        let edges = compounds["edges"]!, margins = compounds["margins"]!
        let directionalEdges = compounds["directionalEdges"]!, directionalMargins = compounds["directionalMargins"]!
        return (left == edges && right == margins) || (left == margins && right == edges)
            || (left == directionalEdges && right == directionalMargins)
            || (left == directionalMargins && right == directionalEdges)
    }
}
