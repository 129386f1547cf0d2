/// Turns parsed connections and view predicates into constraints with UIKit's items,
/// attributes and order, and finds the errors UIKit finds while doing so.
///
/// For a connection between a left element L and a right element R (as written), UIKit makes
/// `R.start REL L.end + c`: the *later* element is the first item, so the relation always reads
/// "the gap REL c". The superview bar uses its own near edge (`|-` its start, `-|` its end).
/// Right-to-left swaps the two elements before applying the rule, with left/right edges.
/// Under `spacingBaselineToBaseline` (vertical only) a view's edge is its first baseline when
/// it is the first item and its last baseline when it is the second.
struct VisualFormatConstraintBuilder {
    /// The layout axis (`H:` or none is horizontal).
    var axis: LayoutAxis = .horizontal
    let options: VisualFormatOptions
    let spacing: SpacingMode

    /// The constraints so far, in the order made (see ``VisualFormatMaterializer``).
    private(set) var drafts: [VisualFormatDraft] = []
    /// How many of ``drafts`` are alignment constraints.
    private(set) var alignmentCount = 0

    /// The standard space between siblings (and between a view and a legacy layout guide).
    ///
    /// Also used between baselines under `spacingBaselineToBaseline`, where UIKit's value
    /// depends on the fonts; vflc has no fonts and uses the sibling value, 8.
    static let siblingSpace: Double = 8
    /// The standard space to the superview edge in the classic (margin-free) model.
    static let classicSuperviewSpace: Double = 20

    /// The attributes of the `alignAll…` options, computed once per format.
    private let alignmentAttributes: [Attribute]

    init(options: VisualFormatOptions, spacing: SpacingMode) {
        self.options = options
        self.spacing = spacing
        self.alignmentAttributes = options.alignmentAttributes
        // A typical format makes a handful of constraints: growing 1, 2, 4, 8 copies them thrice.
        drafts.reserveCapacity(8)
    }

    /// Rejects option combinations that have no meaning (vflc's own check).
    func checkOptions() throws(VisualFormatSyntaxError) {
        if options.contains(.directionLeftToRight) && options.contains(.directionRightToLeft) {
            throw VisualFormatSyntaxError(.conflictingDirections, at: 0)
        }
    }

    /// How many constraints have been started.
    var draftCount: Int { drafts.count }

    /// A view's own predicate, `[view(>=70@750)]`: a constraint on its size along the axis.
    /// UIKit makes it when it reads it, so it follows the gap to its left.
    mutating func addSize(_ predicate: VisualFormatPredicate, of view: Dictionary<String, LayoutItem>.Index) {
        let size: Attribute = axis == .horizontal ? .width : .height
        var draft = VisualFormatDraft(firstItem: .view(view), firstAttribute: size, relation: predicate.relation,
                                      secondItem: nil, secondAttribute: .notAnAttribute, constant: 0,
                                      priority: predicate.priority, range: predicate.range, isAlignment: false)
        switch predicate.object {
        case .constant(let value):
            draft.constant = value
        case .view(let other):
            draft.secondItem = .view(other)
            draft.secondAttribute = size
        }
        drafts.append(draft)
    }

    /// Starts the constraint of one gap predicate (`-(>=8@750)-`); ``connect(_:_:_:text:at:)``
    /// fills in the items and attributes.
    mutating func addGap(_ predicate: VisualFormatPredicate) {
        // The parser only lets views through inside a view's own parentheses.
        guard case .constant(let value) = predicate.object else { return }
        drafts.append(VisualFormatDraft(firstItem: .superview, firstAttribute: .notAnAttribute,
                                        relation: predicate.relation, secondItem: nil,
                                        secondAttribute: .notAnAttribute, constant: value,
                                        priority: predicate.priority, range: predicate.range, isAlignment: false))
    }

    /// Starts the constraint of a flush or standard connection, whose text is `range`.
    mutating func addGap(range: Range<Int>) {
        drafts.append(VisualFormatDraft(firstItem: .superview, firstAttribute: .notAnAttribute, relation: .equal,
                                        secondItem: nil, secondAttribute: .notAnAttribute, constant: 0,
                                        priority: .required, range: range, isAlignment: false))
    }

    /// Finishes one connection, as UIKit does when it reaches the right element: checks the
    /// superview and the options, completes the connection's constraints, and queues the
    /// alignment constraints. `index` is the parser's position; `text` is the format, for the
    /// view's name in an error.
    mutating func connect(_ left: VisualFormatElement, _ connection: VisualFormatConnection,
                          _ right: VisualFormatElement, text: VisualFormatText,
                          at index: Int) throws(VisualFormatSyntaxError) {
        // UIKit checks the option first, then looks for the superview.
        if axis == .horizontal && options.contains(.spacingBaselineToBaseline) {
            throw VisualFormatSyntaxError(.baselineSpacingInHorizontal, at: index)
        }
        // The bar is the superview of the neighbouring view; the root view has none.
        if case .superview = left, case .view(let view) = right, view.isRoot {
            throw VisualFormatSyntaxError(.noSuperview(text.text(view.nameRange)), at: index, subject: view.range)
        }
        if case .superview = right, case .view(let view) = left, view.isRoot {
            throw VisualFormatSyntaxError(.noSuperview(text.text(view.nameRange)), at: index, subject: view.range)
        }

        let rules = VisualFormatGapRules(axis: axis, options: options, spacing: spacing)
        for draft in connection.drafts {
            drafts[draft] = rules.completed(drafts[draft], between: left, and: right, standard: connection.isStandard)
        }

        guard !alignmentAttributes.isEmpty, case .view(let rightView) = right, case .view(let leftView) = left else {
            return
        }
        let pair = leftView.range.lowerBound..<rightView.range.upperBound
        // The earlier view is the first item, except right-to-left, where UIKit swaps them.
        let (first, second) = rules.edges.mirrored ? (rightView.entry, leftView.entry) : (leftView.entry, rightView.entry)
        for attribute in alignmentAttributes {
            if attribute.axis == axis {
                throw VisualFormatSyntaxError(.alignmentOnLayoutAxis(axis), at: index, subject: pair)
            }
            drafts.append(VisualFormatDraft(firstItem: .view(first), firstAttribute: attribute, relation: .equal,
                                            secondItem: .view(second), secondAttribute: attribute, constant: 0,
                                            priority: .required, range: pair, isAlignment: true))
            alignmentCount += 1
        }
    }
}

/// The rules that give a gap its attributes and value. Plain values kept apart from the builder,
/// so that completing a gap does not copy (and retain) the builder's arrays.
private struct VisualFormatGapRules {
    let axis: LayoutAxis
    let options: VisualFormatOptions
    let spacing: SpacingMode

    var edges: (start: Attribute, end: Attribute, mirrored: Bool) {
        if axis == .vertical { return (.top, .bottom, false) }
        if options.contains(.directionRightToLeft) { return (.left, .right, true) }
        if options.contains(.directionLeftToRight) { return (.left, .right, false) }
        return (.leading, .trailing, false)
    }

    /// A gap's constraint with its items, attributes and (for a standard space) its value.
    func completed(_ gap: VisualFormatDraft, between left: VisualFormatElement,
                   and right: VisualFormatElement, standard: Bool) -> VisualFormatDraft {
        var draft = gap
        let (start, end, mirrored) = edges
        let (earlier, later) = mirrored ? (right, left) : (left, right)
        var firstAttribute = later.isSuperview ? end : start
        var secondAttribute = earlier.isSuperview ? start : end
        // Baseline spacing replaces the view's edge, whatever is on the other side (UIKit
        // keeps the superview's top and bottom).
        if axis == .vertical && options.contains(.spacingBaselineToBaseline) {
            if !later.isSuperview { firstAttribute = .firstBaseline }
            if !earlier.isSuperview { secondAttribute = .lastBaseline }
        }
        if standard {
            if !earlier.isSuperview && !later.isSuperview {
                draft.constant = VisualFormatConstraintBuilder.siblingSpace
            } else {
                switch spacing {
                case .classic:
                    draft.constant = VisualFormatConstraintBuilder.classicSuperviewSpace
                case .uikit:
                    // iOS 8 and later: `|-` pins to the superview's margin with constant 0.
                    if later.isSuperview { firstAttribute = firstAttribute.marginVariant ?? firstAttribute }
                    if earlier.isSuperview { secondAttribute = secondAttribute.marginVariant ?? secondAttribute }
                    draft.constant = 0
                }
            }
        }
        draft.firstItem = later.item
        draft.firstAttribute = firstAttribute
        draft.secondItem = earlier.item
        draft.secondAttribute = secondAttribute
        return draft
    }
}
