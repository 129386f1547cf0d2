/// The axis an attribute measures along.
public enum LayoutAxis: String, Sendable, Hashable, CaseIterable {
    /// x: left, right, leading, trailing, centerX, width and their margin forms.
    case horizontal
    /// y: top, bottom, centerY, the baselines, height and their margin forms.
    case vertical

    /// The other axis.
    public var perpendicular: LayoutAxis { self == .horizontal ? .vertical : .horizontal }
}

/// Whether an attribute is a position (an edge, centre or baseline) or a size.
public enum AttributeKind: String, Sendable, Hashable {
    /// An edge, centre or baseline: a coordinate.
    case location
    /// A width or height: a length.
    case dimension
}

/// A layout attribute, numbered exactly as `NSLayoutConstraint.Attribute` numbers them.
///
/// The raw values matter: SnapKit emits compound attributes in raw-value order and
/// `NSLayoutFormatOptions` builds its `alignAll…` bits as `1 << rawValue`.
public enum Attribute: Int, Sendable, Hashable, CaseIterable, Comparable {
    /// The second attribute of a constraint with no second item (`box.width == 100`).
    case notAnAttribute = 0
    /// The left edge; never mirrors in right-to-left languages.
    case left = 1
    /// The right edge; never mirrors.
    case right = 2
    /// The top edge.
    case top = 3
    /// The bottom edge.
    case bottom = 4
    /// The edge text starts from: left in left-to-right languages, right in right-to-left ones.
    case leading = 5
    /// The edge text ends at: right in left-to-right languages, left in right-to-left ones.
    case trailing = 6
    /// The width.
    case width = 7
    /// The height.
    case height = 8
    /// The horizontal centre.
    case centerX = 9
    /// The vertical centre.
    case centerY = 10
    /// The baseline of the last line of text (the bottom edge for views without text).
    case lastBaseline = 11
    /// The baseline of the first line of text (the bottom edge for views without text).
    case firstBaseline = 12
    /// The left edge of the view's layout margins.
    case leftMargin = 13
    /// The right edge of the view's layout margins.
    case rightMargin = 14
    /// The top edge of the view's layout margins.
    case topMargin = 15
    /// The bottom edge of the view's layout margins.
    case bottomMargin = 16
    /// The leading edge of the view's layout margins.
    case leadingMargin = 17
    /// The trailing edge of the view's layout margins.
    case trailingMargin = 18
    /// The horizontal centre of the view's layout margins.
    case centerXWithinMargins = 19
    /// The vertical centre of the view's layout margins.
    case centerYWithinMargins = 20

    /// Orders by UIKit's raw value, the order SnapKit emits the members of a compound attribute in.
    public static func < (lhs: Attribute, rhs: Attribute) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The name used in the equation syntax and by SnapKit (`leading`, `centerXWithinMargins`, …).
    public var name: String {
        switch self {
        case .notAnAttribute: return "notAnAttribute"
        case .left: return "left"
        case .right: return "right"
        case .top: return "top"
        case .bottom: return "bottom"
        case .leading: return "leading"
        case .trailing: return "trailing"
        case .width: return "width"
        case .height: return "height"
        case .centerX: return "centerX"
        case .centerY: return "centerY"
        case .lastBaseline: return "lastBaseline"
        case .firstBaseline: return "firstBaseline"
        case .leftMargin: return "leftMargin"
        case .rightMargin: return "rightMargin"
        case .topMargin: return "topMargin"
        case .bottomMargin: return "bottomMargin"
        case .leadingMargin: return "leadingMargin"
        case .trailingMargin: return "trailingMargin"
        case .centerXWithinMargins: return "centerXWithinMargins"
        case .centerYWithinMargins: return "centerYWithinMargins"
        }
    }

    /// Looks an attribute up by its equation-syntax name; `baseline` is accepted as
    /// UIKit's deprecated alias of `lastBaseline`.
    public init?(name: String) {
        if name == "baseline" { self = .lastBaseline; return }
        guard let match = Attribute.allCases.first(where: { $0.name == name && $0 != .notAnAttribute })
        else { return nil }
        self = match
    }

    /// The axis the attribute belongs to; `nil` for `notAnAttribute`.
    public var axis: LayoutAxis? {
        switch self {
        case .notAnAttribute: return nil
        case .left, .right, .leading, .trailing, .width, .centerX,
             .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins:
            return .horizontal
        case .top, .bottom, .height, .centerY, .lastBaseline, .firstBaseline,
             .topMargin, .bottomMargin, .centerYWithinMargins:
            return .vertical
        }
    }

    /// Location or dimension; `nil` for `notAnAttribute`.
    public var kind: AttributeKind? {
        switch self {
        case .notAnAttribute: return nil
        case .width, .height: return .dimension
        default: return .location
        }
    }

    /// True for the `…Margin` and `…WithinMargins` attributes.
    public var isMarginRelative: Bool { rawValue >= Attribute.leftMargin.rawValue }

    /// True for the first and last text baselines.
    public var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }

    /// The attribute with the margin stripped: `leadingMargin` → `leading`,
    /// `centerXWithinMargins` → `centerX`; other attributes map to themselves.
    public var withoutMargin: Attribute {
        switch self {
        case .leftMargin: return .left
        case .rightMargin: return .right
        case .topMargin: return .top
        case .bottomMargin: return .bottom
        case .leadingMargin: return .leading
        case .trailingMargin: return .trailing
        case .centerXWithinMargins: return .centerX
        case .centerYWithinMargins: return .centerY
        default: return self
        }
    }

    /// The margin variant of an edge or centre attribute (`leading` → `leadingMargin`),
    /// or `nil` when there is none (sizes, baselines).
    public var marginVariant: Attribute? {
        switch self {
        case .left: return .leftMargin
        case .right: return .rightMargin
        case .top: return .topMargin
        case .bottom: return .bottomMargin
        case .leading: return .leadingMargin
        case .trailing: return .trailingMargin
        case .centerX: return .centerXWithinMargins
        case .centerY: return .centerYWithinMargins
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
             .centerXWithinMargins, .centerYWithinMargins:
            return self
        default: return nil
        }
    }

    /// True for attributes whose meaning depends on the writing direction
    /// (leading/trailing and their margin variants).
    public var isDirectional: Bool {
        switch withoutMargin {
        case .leading, .trailing: return true
        default: return false
        }
    }

    /// True for attributes fixed to a physical side (left/right and their margin variants).
    public var isAbsoluteHorizontal: Bool {
        switch withoutMargin {
        case .left, .right: return true
        default: return false
        }
    }
}
