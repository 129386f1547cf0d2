// The pieces of a parsed format. Ranges are whitespace-free indices (see VisualFormatText).
//
// Every piece is plain data (no strings, no arrays, no class references): a batch parse makes
// millions of them, and copying a piece that holds a reference costs a retain and a release.

/// A constraint item as the parser refers to it: the superview bar, or the entry of the views
/// dictionary that a name was found at. The `LayoutItem` itself is fetched once, when the
/// constraint is made.
enum VisualFormatItemReference: Sendable, Hashable {
    case superview
    case view(Dictionary<String, LayoutItem>.Index)
}

/// What a predicate compares against: a number (from the text or a metric) or another view.
enum VisualFormatObject: Sendable, Hashable {
    case constant(Double)
    case view(Dictionary<String, LayoutItem>.Index)
}

/// One predicate: `>=70@750`, `==button2`, `pad`.
struct VisualFormatPredicate: Sendable, Hashable {
    var relation: Relation
    var object: VisualFormatObject
    var priority: Priority
    /// The predicate's text.
    var range: Range<Int>
}

/// A `[name(predicates)]` element.
struct VisualFormatView: Sendable, Hashable {
    /// Where the name is in the views dictionary.
    var entry: Dictionary<String, LayoutItem>.Index
    /// True when the name maps to the root view itself, which has no superview.
    var isRoot: Bool
    /// The name as written.
    var nameRange: Range<Int>
    /// From `[` to `]` inclusive.
    var range: Range<Int>
}

/// One end of a connection: the superview bar or a view.
enum VisualFormatElement: Sendable, Hashable {
    case superview(range: Range<Int>)
    case view(VisualFormatView)

    var range: Range<Int> {
        switch self {
        case .superview(let range): return range
        case .view(let view): return view.range
        }
    }

    var isSuperview: Bool {
        if case .superview = self { return true }
        return false
    }

    /// The constraint item.
    var item: VisualFormatItemReference {
        switch self {
        case .superview: return .superview
        case .view(let view): return .view(view.entry)
        }
    }
}

/// What sits between two elements: the builder's constraints for it, started by the parser
/// (one for a flush or standard connection, one per predicate) and completed by
/// ``VisualFormatConstraintBuilder/connect(_:_:_:text:at:)``.
struct VisualFormatConnection: Sendable, Hashable {
    /// Indices into the builder's drafts.
    var drafts: Range<Int>
    /// A bare `-`: the standard space, whose value depends on what it sits between.
    var isStandard: Bool
}
