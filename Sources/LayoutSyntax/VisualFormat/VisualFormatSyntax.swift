// The pieces of a parsed format. Ranges are whitespace-free indices (see VisualFormatText).

/// What a predicate compares against: a number (from the text or a metric) or another view.
enum VisualFormatObject: Sendable, Hashable {
    case constant(Double)
    case view(Item)
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
    var item: Item
    /// The view's predicates: indices into the parser's predicate buffer (see
    /// ``VisualFormatParser``), which holds only the current connection's predicates and the
    /// view's. A format makes millions of these in a batch; arrays per view would each allocate.
    var predicates: Range<Int>
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
}

/// What sits between two elements.
enum VisualFormatConnection: Sendable, Hashable {
    /// Nothing: the elements touch (`[a][b]`, `|[a]`). `range` covers the two touching characters.
    case flush(range: Range<Int>)
    /// A bare `-`: the standard space.
    case standard(range: Range<Int>)
    /// `-10-`, `->=0@750-`, `-(>=10,<=50@750)-`: one constraint per predicate (indices into
    /// the parser's predicate buffer, like ``VisualFormatView/predicates``).
    case predicates(Range<Int>, range: Range<Int>)
}
