import LayoutIR

/// The constant stored by one SnapKit make line: a scalar (`equalTo(8)`, `offset(8)`), a size,
/// a point, or insets (`inset(8)` stores `UIEdgeInsets(8, 8, 8, 8)`).
public enum SnapKitConstant: Sendable, Hashable {
    case scalar(Double)
    case size(width: Double, height: Double)
    case point(x: Double, y: Double)
    /// `UIEdgeInsets(top:left:bottom:right:)`.
    case insets(EdgeInsets)
    /// `NSDirectionalEdgeInsets(top:leading:bottom:trailing:)`.
    case directionalInsets(top: Double, leading: Double, bottom: Double, trailing: Double)

    /// The constant for a generated constraint whose SECOND attribute is `attribute`
    /// (SnapKit keys the conversion on the second attribute, not the first).
    /// - Parameter direction: SnapKit's global `ConstraintConfig.interfaceLayoutDirection`
    ///   (left-to-right unless an app changes it), which decides how insets map to leading/trailing.
    public func value(for attribute: Attribute, direction: LayoutDirection = .ltr) -> Double {
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

/// One SnapKit make line, resolved: what is constrained, to what, and with which modifiers.
public struct SnapKitLine: Sendable {
    /// The view or guide whose `snp` block this is.
    public var item: Item
    /// The union of the chained attributes.
    public var attributes: Set<Attribute>
    public var relation: Relation
    /// The relation's target: an item, or `nil` for a constant target (`equalTo(50)`, `CGSize…`).
    public var targetItem: Item?
    /// The target's attributes (`other.snp.bottom`); empty for a bare view, guide or constant.
    public var targetAttributes: Set<Attribute>
    /// The superview of `item` (its owning view for a guide), used by constant targets.
    public var superview: Item?
    /// The stored constant after `offset` / `inset` (which replace it).
    public var constant: SnapKitConstant
    public var multiplier: Double
    public var priority: Priority
    public var label: String?

    public init(item: Item, attributes: Set<Attribute>, relation: Relation, targetItem: Item?,
                targetAttributes: Set<Attribute> = [], superview: Item?, constant: SnapKitConstant = .scalar(0),
                multiplier: Double = 1, priority: Priority = .required, label: String? = nil) {
        self.item = item
        self.attributes = attributes
        self.relation = relation
        self.targetItem = targetItem
        self.targetAttributes = targetAttributes
        self.superview = superview
        self.constant = constant
        self.multiplier = multiplier
        self.priority = priority
        self.label = label
    }
}

/// Why a SnapKit line cannot be expanded (SnapKit aborts at run time in these cases).
public enum SnapKitExpansionError: Error, Sendable, Hashable {
    /// "Cannot constraint to multiple non identical attributes."
    case multipleNonIdenticalAttributes
    /// `equalTo(number)` (or a struct) on an item without a superview, for a non-size attribute.
    case missingSuperview
}

/// Expands a make line into `NSLayoutConstraint`s exactly as SnapKit 5.7 does.
public enum SnapKitExpansion {
    /// The constraints of one line, in SnapKit's emission order.
    public static func expand(_ line: SnapKitLine, origin: ConstraintOrigin, direction: LayoutDirection = .ltr)
        -> Result<[Constraint], SnapKitExpansionError> {
        let target = line.targetAttributes
        if target.count > 1, target != line.attributes,
           !SnapKitAttributes.isEdgesMarginsPairing(line.attributes, target) {
            return .failure(.multipleNonIdenticalAttributes)
        }
        let isConstant = line.targetItem == nil
        var constraints: [Constraint] = []
        for attribute in SnapKitAttributes.emissionOrder where line.attributes.contains(attribute) {
            let second: Attribute
            if !target.isEmpty {
                if target.count == 1, let only = target.first {
                    second = only
                } else if target == line.attributes {
                    second = attribute
                } else if target.contains(where: \.isMarginRelative) {
                    second = attribute.marginVariant ?? attribute
                } else {
                    second = attribute.withoutMargin
                }
            } else if isConstant, attribute == .centerX {
                second = .left
            } else if isConstant, attribute == .centerY {
                second = .top
            } else {
                second = attribute
            }
            let secondItem: Item?
            if let item = line.targetItem {
                secondItem = item
            } else if second == .width || second == .height {
                secondItem = nil
            } else if let superview = line.superview {
                secondItem = superview
            } else {
                return .failure(.missingSuperview)
            }
            let constant = line.constant.value(for: second, direction: direction)
            constraints.append(Constraint(line.item, attribute, line.relation, secondItem, second,
                                          multiplier: secondItem == nil ? 1 : line.multiplier, constant: constant,
                                          priority: line.priority, identifier: line.label, origin: origin))
        }
        return .success(constraints)
    }
}
