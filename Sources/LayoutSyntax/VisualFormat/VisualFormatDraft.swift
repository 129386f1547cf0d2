/// A constraint as the builder makes it while the format is still being parsed: items by
/// reference, the origin by whitespace-free range. Plain data, so that a format's constraints
/// cost no reference counting until they are known to be the result (a rejected format makes
/// no `IRConstraint` at all).
struct VisualFormatDraft: Sendable {
    var firstItem: VisualFormatItemReference
    var firstAttribute: Attribute
    var relation: Relation
    var secondItem: VisualFormatItemReference?
    var secondAttribute: Attribute
    var constant: Double
    var priority: Priority
    /// The text that made it (see ``VisualFormatResult/constraints``).
    var range: Range<Int>
    /// An `alignAll…` constraint, which UIKit returns after all others.
    var isAlignment: Bool
}

/// Turns drafts into constraints: items from the views dictionary, spans in the real file, the
/// whole format as every constraint's statement. Functions of their arguments rather than a
/// struct that keeps them, so that nothing is retained again per format.
enum VisualFormatMaterializer {
    /// The constraints in UIKit's order: everything in the order made, then the alignments.
    static func constraints(from drafts: [VisualFormatDraft], alignments: Int, views: [String: LayoutItem],
                            source: FormatSource, text: VisualFormatText) -> [IRConstraint] {
        let statement = source.span(ofFormatBytes: text.originalRange(0..<text.count))
        var constraints: [IRConstraint] = []
        constraints.reserveCapacity(drafts.count)
        for draft in drafts where !draft.isAlignment {
            constraints.append(constraint(from: draft, views: views, source: source, text: text, statement: statement))
        }
        if alignments > 0 {
            for draft in drafts where draft.isAlignment {
                constraints.append(constraint(from: draft, views: views, source: source, text: text,
                                              statement: statement))
            }
        }
        return constraints
    }

    private static func constraint(from draft: VisualFormatDraft, views: [String: LayoutItem], source: FormatSource,
                                   text: VisualFormatText, statement: SourceSpan) -> IRConstraint {
        IRConstraint(item(draft.firstItem, views), draft.firstAttribute, draft.relation,
                   draft.secondItem.map { item($0, views) }, draft.secondAttribute,
                   constant: draft.constant, priority: draft.priority,
                   origin: ConstraintOrigin(syntax: .vfl, span: source.span(ofFormatBytes: text.originalRange(draft.range)),
                                            statement: statement))
    }

    private static func item(_ reference: VisualFormatItemReference, _ views: [String: LayoutItem]) -> LayoutItem {
        switch reference {
        case .superview: return .superview
        case .view(let entry): return views.values[entry]
        }
    }
}
