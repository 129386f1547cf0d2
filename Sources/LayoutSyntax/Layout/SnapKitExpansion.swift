import LayoutIR

/// One SnapKit make line, resolved: what is constrained, to what, and with which modifiers.
public struct SnapKitLine: Sendable {
    /// The view or guide whose `snp` block this is.
    public var item: LayoutItem
    /// The union of the chained attributes.
    public var attributes: Set<Attribute>
    /// `equalTo…`, `lessThanOrEqualTo…` or `greaterThanOrEqualTo…`.
    public var relation: Relation
    /// The relation's target: an item, or `nil` for a constant target (`equalTo(50)`, `CGSize…`).
    public var targetItem: LayoutItem?
    /// The target's attributes (`other.snp.bottom`); empty for a bare view, guide or constant.
    public var targetAttributes: Set<Attribute>
    /// The superview of `item` (its owning view for a guide), used by constant targets.
    public var superview: LayoutItem?
    /// The stored constant after `offset` / `inset` (which replace it).
    public var constant: SnapKitConstant
    /// From `multipliedBy(m)` or `dividedBy(d)` (as 1/d); the last one wins.
    public var multiplier: Double
    /// From `priority(…)`; required by default.
    public var priority: Priority
    /// From `labeled(…)`: the identifier of every generated constraint.
    public var label: String?

    /// A line; the defaults are SnapKit's (constant 0, multiplier 1, required, no label).
    public init(item: LayoutItem, attributes: Set<Attribute>, relation: Relation, targetItem: LayoutItem?,
                targetAttributes: Set<Attribute> = [], superview: LayoutItem?, constant: SnapKitConstant = .scalar(0),
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
    /// The constraints of one line, in SnapKit's emission order, each with `origin`.
    public static func expand(_ line: SnapKitLine, origin: ConstraintOrigin, direction: WritingDirection = .ltr)
        -> Result<[IRConstraint], SnapKitExpansionError> {
        let target = line.targetAttributes
        if target.count > 1, target != line.attributes,
           !SnapKitAttributes.isEdgesMarginsPairing(line.attributes, target) {
            return .failure(.multipleNonIdenticalAttributes)
        }
        let isConstant = line.targetItem == nil
        var constraints: [IRConstraint] = []
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
            let secondItem: LayoutItem?
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
            constraints.append(IRConstraint(line.item, attribute, line.relation, secondItem, second,
                                          multiplier: secondItem == nil ? 1 : line.multiplier, constant: constant,
                                          priority: line.priority, identifier: line.label, origin: origin))
        }
        return .success(constraints)
    }
}
