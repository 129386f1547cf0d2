/// Which syntax, or which implicit UIKit mechanism, produced a constraint.
public enum ConstraintSyntax: String, Sendable, Hashable, CaseIterable {
    /// A Visual Format Language string.
    case vfl
    /// A SnapKit `makeConstraints` (or `remake…`/`update…`) closure.
    case snapkit
    /// The equation syntax (`a.width == b.width * 0.5 + 10 @750`).
    case equation
    /// A layout anchor in Swift or Objective-C (`a.topAnchor.constraint(equalTo: b.bottomAnchor)`).
    case anchor
    /// `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)` or
    /// Objective-C's `constraintWithItem:…`.
    case item
    /// A Masonry `mas_makeConstraints:` (or `mas_remake…`/`mas_update…`) block in Objective-C.
    case masonry
    /// A PureLayout call (`autoPinEdge(toSuperviewEdge:withInset:)`, `autoSetDimension:toSize:`, …).
    case purelayout
    /// A `<constraint>` element of an Interface Builder document (`.storyboard`, `.xib`).
    case interfaceBuilder
    /// A view's intrinsic content size (hugging and compression resistance).
    case intrinsicSize
    /// A `UIStackView`'s generated constraints.
    case stackView
    /// A frame plus autoresizing mask translated into constraints.
    case autoresizing
    /// Facts of the environment: the root view's frame, bars, safe area, margins.
    case environment

    /// True for constraints the user did not write themselves.
    public var isImplicit: Bool {
        switch self {
        case .vfl, .snapkit, .equation, .anchor, .item, .masonry, .purelayout, .interfaceBuilder: return false
        case .intrinsicSize, .stackView, .autoresizing, .environment: return true
        }
    }
}

/// Where a constraint came from.
public struct ConstraintOrigin: Sendable, Hashable {
    // Stored in another order than the public initializer's labels, and spelled `Optional<…>`
    // (which gets no implicit `nil` default), so that the synthesized memberwise initializer
    // exists beside the public one without making any call ambiguous: the public one delegates
    // to it, which spares a copy of the origin per constraint (see the note on `IRConstraint`).

    /// The exact piece of text: for VFL the connection or predicate, for SnapKit the make line,
    /// for an implicit constraint the declaration that caused it. `nil` when there is no text.
    public var span: Optional<SourceSpan>
    /// The whole statement the piece belongs to (the VFL line, the SnapKit block), if different.
    public var statement: Optional<SourceSpan>
    /// The syntax or mechanism that made it.
    public var syntax: ConstraintSyntax
    /// A short description of an implicit constraint ("intrinsic width 80, hugging 250").
    public var detail: Optional<String>
}

extension ConstraintOrigin {
    /// An origin.
    public init(syntax: ConstraintSyntax, span: SourceSpan? = nil, statement: SourceSpan? = nil,
                detail: String? = nil) {
        self.init(span: span, statement: statement, syntax: syntax, detail: detail)
    }
}

// The public initializers live in an extension and delegate to the synthesized memberwise one:
// an initializer that assigns the properties one by one makes the optimizer copy and destroy
// the whole constraint once more on its way into an array (seen in parse-bench under
// callgrind: two value-witness calls per constraint), the memberwise one does not.
extension IRConstraint {
    /// `firstItem.firstAttribute relation multiplier × secondItem.secondAttribute + constant @priority`.
    public init(_ firstItem: LayoutItem, _ firstAttribute: Attribute, _ relation: Relation,
                _ secondItem: LayoutItem?, _ secondAttribute: Attribute,
                multiplier: Double = 1, constant: Double = 0, priority: Priority = .required,
                identifier: String? = nil, origin: ConstraintOrigin) {
        self.init(firstItem: firstItem, firstAttribute: firstAttribute, relation: relation, secondItem: secondItem,
                  secondAttribute: secondItem == nil ? .notAnAttribute : secondAttribute, multiplier: multiplier,
                  constant: constant, priority: priority, identifier: identifier, origin: origin)
    }

    /// A constraint with no second item: `firstItem.firstAttribute relation constant`.
    public init(_ firstItem: LayoutItem, _ firstAttribute: Attribute, _ relation: Relation, constant: Double,
                priority: Priority = .required, identifier: String? = nil, origin: ConstraintOrigin) {
        self.init(firstItem, firstAttribute, relation, nil, .notAnAttribute, multiplier: 1,
                  constant: constant, priority: priority, identifier: identifier, origin: origin)
    }
}

/// One Auto Layout constraint, exactly as `NSLayoutConstraint` holds it:
///
/// `firstItem.firstAttribute  relation  multiplier × secondItem.secondAttribute + constant  @priority`
///
/// When `secondItem` is `nil`, `secondAttribute` is `.notAnAttribute` and the right side is the constant.
public struct IRConstraint: Sendable, Hashable, CustomStringConvertible {
    /// The item on the left of the relation; for VFL and stack views the later item, as UIKit makes it.
    public var firstItem: LayoutItem
    /// The first item's attribute; never ``Attribute/notAnAttribute``.
    public var firstAttribute: Attribute
    /// `==`, `<=` or `>=`, read with the first item on the left.
    public var relation: Relation
    /// The item on the right, or `nil` for a constant (`box.width == 100`).
    public var secondItem: LayoutItem?
    /// The second item's attribute; ``Attribute/notAnAttribute`` exactly when ``secondItem`` is `nil`.
    public var secondAttribute: Attribute
    /// The factor on the second item's attribute (1 for VFL; SnapKit's `multipliedBy` / `dividedBy`).
    public var multiplier: Double
    /// The constant added on the right, in points.
    public var constant: Double
    /// How much the constraint matters: ``Priority/required`` must hold, lower ones give way.
    public var priority: Priority
    /// The identifier (SnapKit's `labeled(…)`, or a name given in the file).
    public var identifier: String?
    /// Where it came from.
    public var origin: ConstraintOrigin
    /// The size classes it is installed in (`if horizontalSizeClass == compact { … }`); `nil`:
    /// all of them.
    public var sizeClasses: SizeClassCondition? = nil
    /// What the app adds to ``constant`` from the screen's size (`20 * kScreenWidth / 375`);
    /// `nil`: nothing. ``LayoutScreen/placed(onScreenOf:scale:)`` computes it for one screen.
    public var screenScaling: ScreenScaling? = nil

    /// The equation text, e.g. `b.leading == a.trailing + 8` (see ``ConstraintPrinter``).
    public var description: String { ConstraintPrinter.equation(self) }

    /// True when both constraints say the same thing (same items, attributes, relation,
    /// multiplier, constant and priority), whatever their origins and identifiers.
    public func isEquivalent(to other: IRConstraint) -> Bool {
        firstItem == other.firstItem && firstAttribute == other.firstAttribute
            && relation == other.relation && secondItem == other.secondItem
            && secondAttribute == other.secondAttribute && multiplier == other.multiplier
            && constant == other.constant && priority == other.priority && screenScaling == other.screenScaling
    }
}
