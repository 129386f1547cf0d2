import LayoutIR

/// The constant stored by one SnapKit make line: a scalar (`equalTo(8)`, `offset(8)`), a size,
/// a point, or insets (`inset(8)` stores `UIEdgeInsets(8, 8, 8, 8)`).
public enum SnapKitConstant: Sendable, Hashable {
    /// A number: the same constant for every generated constraint.
    case scalar(Double)
    /// `CGSize(width:height:)`: the width for `width`, the height for `height`, 0 otherwise.
    case size(width: Double, height: Double)
    /// `CGPoint(x:y:)`: x for horizontal positions, y for vertical ones, 0 for sizes.
    case point(x: Double, y: Double)
    /// `UIEdgeInsets(top:left:bottom:right:)`.
    case insets(LayoutInsets)
    /// `NSDirectionalEdgeInsets(top:leading:bottom:trailing:)`.
    case directionalInsets(top: Double, leading: Double, bottom: Double, trailing: Double)

    /// The constant for a generated constraint whose SECOND attribute is `attribute`
    /// (SnapKit keys the conversion on the second attribute, not the first).
    /// - Parameters:
    ///   - attribute: the generated constraint's second attribute.
    ///   - direction: SnapKit's global `ConstraintConfig.interfaceLayoutDirection` (left-to-right
    ///     unless an app changes it), which decides how insets map to leading/trailing.
    public func value(for attribute: Attribute, direction: WritingDirection = .ltr) -> Double {
        let rtl = direction == .rtl
        switch self {
        case .scalar(let value):
            return value
        case .size(let width, let height):
            switch attribute {
            case .width: return width
            case .height: return height
            default: return 0
            }
        case .point(let x, let y):
            guard attribute.kind == .location else { return 0 }
            return attribute.axis == .horizontal ? x : y
        case .insets(let insets):
            switch attribute {
            case .left, .leftMargin: return insets.left
            case .top, .topMargin, .firstBaseline: return insets.top
            case .right, .rightMargin: return -insets.right
            case .bottom, .bottomMargin, .lastBaseline: return -insets.bottom
            case .leading, .leadingMargin: return rtl ? insets.right : insets.left
            case .trailing, .trailingMargin: return rtl ? -insets.left : -insets.right
            case .centerX, .centerXWithinMargins: return (insets.left - insets.right) / 2
            case .centerY, .centerYWithinMargins: return (insets.top - insets.bottom) / 2
            case .width: return -(insets.left + insets.right)
            case .height: return -(insets.top + insets.bottom)
            case .notAnAttribute: return 0
            }
        case .directionalInsets(let top, let leading, let bottom, let trailing):
            switch attribute {
            case .leading, .leadingMargin: return leading
            case .trailing, .trailingMargin: return -trailing
            case .left, .leftMargin: return rtl ? trailing : leading
            case .right, .rightMargin: return rtl ? -leading : -trailing
            case .top, .topMargin, .firstBaseline: return top
            case .bottom, .bottomMargin, .lastBaseline: return -bottom
            case .centerX, .centerXWithinMargins: return (leading - trailing) / 2
            case .centerY, .centerYWithinMargins: return (top - bottom) / 2
            case .width: return -(leading + trailing)
            case .height: return -(top + bottom)
            case .notAnAttribute: return 0
            }
        }
    }
}
