/// A single-pass recursive-descent parser for one format string that follows UIKit's
/// `NSLayoutConstraintParser` step by step, so that it accepts and rejects the same strings and
/// stops at the same character. Nesting never goes deeper than one predicate list, so the call
/// depth does not depend on the input; every loop advances, so the time is linear.
///
/// Constraints are produced while parsing, as UIKit does: some errors (a missing superview, an
/// alignment on the layout axis) are only found when a connection is finished, and which error
/// comes first depends on that order.
struct VisualFormatParser {
    private let text: VisualFormatText
    private let views: [String: LayoutItem]
    private let metrics: [String: Double]
    private var builder: VisualFormatConstraintBuilder
    /// The parser's position (UIKit's caret).
    private var index = 0

    init(text: VisualFormatText, views: [String: LayoutItem], metrics: [String: Double],
         builder: VisualFormatConstraintBuilder) {
        self.text = text
        self.views = views
        self.metrics = metrics
        self.builder = builder
    }

    private static let bar = UInt8(ascii: "|")
    private static let dash = UInt8(ascii: "-")
    private static let openBracket = UInt8(ascii: "[")
    private static let closeBracket = UInt8(ascii: "]")
    private static let openParen = UInt8(ascii: "(")
    private static let closeParen = UInt8(ascii: ")")
    private static let comma = UInt8(ascii: ",")
    private static let at = UInt8(ascii: "@")

    private var atEnd: Bool { index >= text.count }
    private var current: UInt8? { text[index] }

    /// Parses the whole format; on success returns the constraints in the order made and how
    /// many of them are alignments (see ``VisualFormatMaterializer``).
    mutating func parse() throws(VisualFormatSyntaxError) -> (drafts: [VisualFormatDraft], alignments: Int) {
        // The orientation prefix: only an upper-case H or V in the very first position.
        if current == UInt8(ascii: "H") || current == UInt8(ascii: "V") {
            let vertical = current == UInt8(ascii: "V")
            guard text[1] == UInt8(ascii: ":") else {
                throw VisualFormatSyntaxError(vertical ? .expectedColonAfterV : .expectedColonAfterH, at: 1)
            }
            builder.axis = vertical ? .vertical : .horizontal
            index = 2
        }
        try builder.checkOptions()

        var previous: VisualFormatElement
        if current == Self.bar {
            let bar = VisualFormatElement.superview(range: index..<(index + 1))
            index += 1
            guard !atEnd else { throw VisualFormatSyntaxError(.expectedConnectionAfterBar, at: index) }
            let connection = try parseConnection()
            let view = try parseView()
            previous = .view(view)
            try builder.connect(bar, connection, previous, text: text, at: index)
        } else {
            previous = .view(try parseView())
        }

        while !atEnd {
            let connection = try parseConnection()
            if current == Self.openBracket {
                let next = VisualFormatElement.view(try parseView())
                try builder.connect(previous, connection, next, text: text, at: index)
                previous = next
            } else if current == Self.bar {
                let bar = VisualFormatElement.superview(range: index..<(index + 1))
                index += 1
                try builder.connect(previous, connection, bar, text: text, at: index)
                break
            } else {
                throw VisualFormatSyntaxError(.expectedViewOrBar, at: index)
            }
        }
        guard atEnd else { throw VisualFormatSyntaxError(.expectedEnd, at: index) }
        return (builder.drafts, builder.alignmentCount)
    }

    // MARK: Views

    /// `[` name [ `(` predicate-list `)` ] `]`; the predicates become constraints at once.
    private mutating func parseView() throws(VisualFormatSyntaxError) -> VisualFormatView {
        let start = index
        guard current == Self.openBracket else { throw VisualFormatSyntaxError(.expectedView, at: index) }
        index += 1
        guard !atEnd else { throw VisualFormatSyntaxError(.expectedView, at: index) }
        guard let first = current, first.isIdentifierStart else {
            throw VisualFormatSyntaxError(.expectedViewName, at: index)
        }
        let nameRange = scanIdentifier()
        let name = text.text(nameRange)
        guard let entry = views.index(forKey: name) else {
            throw VisualFormatSyntaxError(.notAViewKey(name), at: index, subject: nameRange)
        }
        if current == Self.openParen {
            index += 1
            guard !atEnd else { throw VisualFormatSyntaxError(.ranOutInsideView, at: index) }
            try parsePredicateList(inView: entry)
            guard current == Self.closeParen else {
                throw VisualFormatSyntaxError(.viewPredicateNotClosed, at: index)
            }
            index += 1
            guard current == Self.closeBracket else {
                throw VisualFormatSyntaxError(.expectedBracketAfterThickness, at: index)
            }
        } else if current != Self.closeBracket {
            throw VisualFormatSyntaxError(.expectedViewEnd, at: index, subject: nameRange)
        }
        index += 1
        return VisualFormatView(entry: entry, isRoot: views.values[entry].isRoot, nameRange: nameRange,
                                range: start..<index)
    }

    // MARK: Connections

    /// Nothing (flush), a bare `-` (standard space), or `-` predicate `-` / `-(` list `)-`. Each
    /// gap's constraint is started here, in UIKit's order, and completed by the builder once the
    /// element on the right is known.
    private mutating func parseConnection() throws(VisualFormatSyntaxError) -> VisualFormatConnection {
        let start = index
        let firstDraft = builder.draftCount
        guard current == Self.dash else {
            builder.addGap(range: max(0, index - 1)..<min(text.count, index + 1))
            return VisualFormatConnection(drafts: firstDraft..<builder.draftCount, isStandard: false)
        }
        index += 1
        switch current {
        case Self.openBracket, Self.bar:
            builder.addGap(range: start..<index)
            return VisualFormatConnection(drafts: firstDraft..<builder.draftCount, isStandard: true)
        case Self.dash:
            throw VisualFormatSyntaxError(.ambiguousMinus, at: index)
        case Self.openParen:
            index += 1
            try parsePredicateList(inView: nil)
            guard current == Self.closeParen else {
                throw VisualFormatSyntaxError(.connectionPredicateNotClosed, at: index)
            }
            index += 1
        default:
            builder.addGap(try parsePredicate(inView: false))
        }
        switch current {
        case Self.comma:
            throw VisualFormatSyntaxError(.listNeedsParentheses, at: index)
        case Self.dash:
            index += 1
        default:
            throw VisualFormatSyntaxError(.expectedDash, at: index)
        }
        return VisualFormatConnection(drafts: firstDraft..<builder.draftCount, isStandard: false)
    }

    // MARK: Predicates

    /// predicate { `,` predicate }, each handed to the builder: as the size of `view`, or as a
    /// gap when `view` is `nil`. The caller checks the closing parenthesis.
    private mutating func parsePredicateList(inView view: Dictionary<String, LayoutItem>.Index?) throws(VisualFormatSyntaxError) {
        while true {
            let predicate = try parsePredicate(inView: view != nil)
            if let view { builder.addSize(predicate, of: view) } else { builder.addGap(predicate) }
            guard current == Self.comma else { return }
            index += 1
        }
    }

    /// [ relation ] object [ `@` priority ]
    private mutating func parsePredicate(inView: Bool) throws(VisualFormatSyntaxError) -> VisualFormatPredicate {
        let start = index
        // UIKit says "more input" only here, where the relation would start; an input that ends
        // after a relation or an `@` gets the "number or key" message from the constant.
        guard !atEnd else { throw VisualFormatSyntaxError(.expectedMoreInput, at: index) }
        var relation = Relation.equal
        if let first = current, first == UInt8(ascii: "<") || first == UInt8(ascii: ">") || first == UInt8(ascii: "=") {
            guard text[index + 1] == UInt8(ascii: "=") else {
                throw VisualFormatSyntaxError(.unknownRelation, at: index + 1, subject: index..<min(text.count, index + 2))
            }
            relation = first == UInt8(ascii: "<") ? .lessThanOrEqual : first == UInt8(ascii: ">") ? .greaterThanOrEqual : .equal
            index += 2
        }
        let object = try parseObject(allowingView: inView, finiteOnly: true)
        var priority = Priority.required
        if current == Self.at {
            index += 1
            priority = try parsePriority(inView: inView)
        }
        return VisualFormatPredicate(relation: relation, object: object, priority: priority, range: start..<index)
    }

    /// A number, a metric name, or (inside a view's parentheses) a view name. With `finiteOnly`
    /// an infinite or NaN value is an error at the number or metric; without it, it is returned.
    private mutating func parseObject(allowingView: Bool, finiteOnly: Bool) throws(VisualFormatSyntaxError) -> VisualFormatObject {
        guard let first = current else { throw VisualFormatSyntaxError(.expectedNumberOrMetric, at: index) }
        if first.isASCIIDigit || first == Self.dash {
            let start = index
            guard let number = VisualFormatNumber.scan(text.bytes, from: index) else {
                throw VisualFormatSyntaxError(.expectedANumberOrMetric, at: index)
            }
            index = number.end
            guard number.value.isFinite || !finiteOnly else {
                throw VisualFormatSyntaxError(.nonFiniteNumber(text.text(start..<index)), at: start, subject: start..<index)
            }
            guard NumberLimits.isUsable(number.value) || !finiteOnly else {
                throw VisualFormatSyntaxError(.numberTooLarge(text.text(start..<index)), at: start, subject: start..<index)
            }
            return .constant(number.value)
        }
        guard first.isIdentifierStart else { throw VisualFormatSyntaxError(.expectedNumberOrMetric, at: index) }
        let nameRange = scanIdentifier()
        let name = text.text(nameRange)
        if let value = metrics[name] {
            guard value.isFinite || !finiteOnly else {
                throw VisualFormatSyntaxError(.nonFiniteMetric(name, value), at: nameRange.lowerBound, subject: nameRange)
            }
            guard NumberLimits.isUsable(value) || !finiteOnly else {
                throw VisualFormatSyntaxError(.metricTooLarge(name, value), at: nameRange.lowerBound, subject: nameRange)
            }
            return .constant(value)
        }
        if let entry = views.index(forKey: name) {
            guard allowingView else { throw VisualFormatSyntaxError(.viewUsedAsSpace(name), at: index, subject: nameRange) }
            return .view(entry)
        }
        throw VisualFormatSyntaxError(.unknownName(name, viewAllowed: allowingView), at: index, subject: nameRange)
    }

    /// A priority: parsed like a constant, then checked against 0 < p ≤ 1000 as UIKit does
    /// (so `@1e999` gets UIKit's "higher than 1000" message); a NaN, which UIKit would let
    /// through, is reported at the number or metric. A view name is UIKit's "space equal to a
    /// view" error in a connection; inside a view's parentheses UIKit reads it as 0.
    private mutating func parsePriority(inView: Bool) throws(VisualFormatSyntaxError) -> Priority {
        let start = index
        let value: Double
        switch try parseObject(allowingView: inView, finiteOnly: false) {
        case .constant(let number): value = number
        case .view: value = 0
        }
        if value.isNaN {
            let written = text.text(start..<index)
            let problem: VisualFormatProblem = text[start]?.isIdentifierStart == true
                ? .nonFiniteMetric(written, value) : .nonFiniteNumber(written)
            throw VisualFormatSyntaxError(problem, at: start, subject: start..<index)
        }
        if value <= 0 { throw VisualFormatSyntaxError(.priorityNotPositive(value), at: index, subject: start..<index) }
        if value > 1000 { throw VisualFormatSyntaxError(.priorityAboveRequired(value), at: index, subject: start..<index) }
        guard let priority = Priority(Float(value)) else {
            throw VisualFormatSyntaxError(.priorityBelowOne(value), at: index, subject: start..<index)
        }
        return priority
    }

    /// Consumes `[A-Za-z_][A-Za-z0-9_]*` (the caller checked the first character).
    private mutating func scanIdentifier() -> Range<Int> {
        let start = index
        index = text.bytes.withUnsafeBufferPointer { bytes in
            var end = start
            while end < bytes.count, bytes[end].isIdentifierContinue { end += 1 }
            return end
        }
        return start..<index
    }
}
