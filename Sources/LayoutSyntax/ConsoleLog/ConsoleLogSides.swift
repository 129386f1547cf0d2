/// A printed body read as `Σ coefficient × operand + constant  relation  0`.
struct ConsoleLogLinear {
    var terms: [(operand: ConsoleLogOperand, coefficient: Double)] = []
    var constant: Double = 0
    var relation: Relation = .equal
    /// A priority printed inside the body (`-(20@750)-`, `(100@750)`).
    var priority: Priority?

    mutating func add(_ operand: ConsoleLogOperand, _ coefficient: Double) {
        if let index = terms.firstIndex(where: { $0.operand == operand }) {
            terms[index].coefficient += coefficient
            if terms[index].coefficient == 0 { terms.remove(at: index) }
        } else if coefficient != 0 {
            terms.append((operand, coefficient))
        }
    }

    mutating func add(_ other: ConsoleLogLinear, scaledBy factor: Double) {
        for term in other.terms { add(term.operand, term.coefficient * factor) }
        constant += other.constant * factor
    }
}

/// Reads the two shapes of body: VFL (`H:|-(8)-[a]`, `V:[b(44)]`) and equations or expressions.
/// Views are resolved through the paste's `ConsoleLogViewTable`.
struct ConsoleLogSides {
    let bytes: [UInt8]
    var views: ConsoleLogViewTable
    /// The `'|'` of the item's names, when printed.
    let superview: String?
    let mirrored: Bool

    typealias Failure = ConsoleLogItemParser.Failure

    /// Largest magnitude accepted for a printed number; the solver refuses larger ones, and no
    /// real layout has them (UIKit prints `3.40282e+38` only for "no limit", handled as unreadable).
    static let largestNumber = 1e9

    private static let attributes: [String] = [
        "centerXWithinMargins", "centerYWithinMargins", "leadingMargin", "trailingMargin", "firstBaseline",
        "lastBaseline", "bottomMargin", "row-boundary", "rightMargin", "leftMargin", "topMargin", "baseline",
        "trailing", "leading", "centerX", "centerY", "height", "bottom", "width", "right", "left", "top",
        "minX", "minY", "midX", "midY", "maxX", "maxY", "(null)",
    ].sorted { $0.utf8.count > $1.utf8.count }

    private func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }

    private func starts(with needle: String, at index: Int, before end: Int) -> Bool {
        guard index >= 0, index + needle.utf8.count <= end else { return false }
        var position = index
        for byte in needle.utf8 {
            if bytes[position] != byte { return false }
            position += 1
        }
        return true
    }

    // MARK: VFL

    /// `H:|-(c)-[v]`, `H:[v]-(c)-|`, `H:[a]-(c)-[b]`, `H:[v(c)]` — one constraint each.
    mutating func visualFormat(_ body: Range<Int>) throws -> ConsoleLogLinear {
        let horizontal = bytes[body.lowerBound] == UInt8(ascii: "H")
        let lead = horizontal ? "leading" : "top"
        let trail = horizontal ? "trailing" : "bottom"
        let size = horizontal ? "width" : "height"
        var index = body.lowerBound + 2
        let end = body.upperBound
        guard index < end else { throw Failure(index: index, message: "expected '|' or '[' after the axis") }
        var result = ConsoleLogLinear()
        if bytes[index] == UInt8(ascii: "|") {
            index += 1
            let amount = try connection(&index, end: end)
            guard index < end, bytes[index] == UInt8(ascii: "["), bytes[end - 1] == UInt8(ascii: "]") else {
                throw Failure(index: index, message: "expected '[view]' after the spacing")
            }
            let view = try resolve(index + 1..<end - 1)
            let parent = superviewName(for: view)
            result.add(ConsoleLogOperand(view: view, attribute: lead), 1)
            result.add(ConsoleLogOperand(view: parent, attribute: lead), -1)
            apply(amount, to: &result)
            return result
        }
        guard bytes[index] == UInt8(ascii: "[") else {
            throw Failure(index: index, message: "expected '|' or '[' after '\(horizontal ? "H:" : "V:")'")
        }
        if let joint = find("]-(", from: index, before: end) {
            let first = try resolve(index + 1..<joint)
            var cursor = joint + 1
            let amount = try connection(&cursor, end: end)
            if cursor < end, bytes[cursor] == UInt8(ascii: "|") {
                let parent = superviewName(for: first)
                result.add(ConsoleLogOperand(view: parent, attribute: trail), 1)
                result.add(ConsoleLogOperand(view: first, attribute: trail), -1)
            } else {
                guard cursor < end, bytes[cursor] == UInt8(ascii: "["), bytes[end - 1] == UInt8(ascii: "]") else {
                    throw Failure(index: cursor, message: "expected '[view]' or '|' after the spacing")
                }
                let second = try resolve(cursor + 1..<end - 1)
                result.add(ConsoleLogOperand(view: second, attribute: lead), 1)
                result.add(ConsoleLogOperand(view: first, attribute: trail), -1)
            }
            apply(amount, to: &result)
            return result
        }
        // An extent: `[view(amount)]`.
        guard end - index >= 4, bytes[end - 1] == UInt8(ascii: "]"), bytes[end - 2] == UInt8(ascii: ")") else {
            throw Failure(index: index, message: "expected '[view(size)]' or a spacing between views")
        }
        var open = end - 2
        var depth = 0
        while open > index {
            if bytes[open] == UInt8(ascii: ")") { depth += 1 }
            if bytes[open] == UInt8(ascii: "(") { depth -= 1; if depth == 0 { break } }
            open -= 1
        }
        guard open > index + 1 else { throw Failure(index: index, message: "expected a size in '[view(size)]'") }
        let view = try resolve(index + 1..<open)
        var cursor = open + 1
        let amount = try self.amount(&cursor, end: end - 2)
        result.add(ConsoleLogOperand(view: view, attribute: size), 1)
        apply(amount, to: &result)
        return result
    }

    private func apply(_ amount: (relation: Relation, value: Double, priority: Priority?), to result: inout ConsoleLogLinear) {
        result.constant -= amount.value
        result.relation = amount.relation
        result.priority = amount.priority
    }

    /// `-(amount)-` starting at `index` (on the `-`); leaves `index` after the closing `-`.
    private mutating func connection(_ index: inout Int, end: Int) throws -> (relation: Relation, value: Double, priority: Priority?) {
        guard starts(with: "-(", at: index, before: end) else { throw Failure(index: index, message: "expected '-(spacing)-'") }
        var close = index + 2
        var depth = 1
        while close < end {
            if bytes[close] == UInt8(ascii: "(") { depth += 1 }
            if bytes[close] == UInt8(ascii: ")") { depth -= 1; if depth == 0 { break } }
            close += 1
        }
        guard close + 1 < end, bytes[close + 1] == UInt8(ascii: "-") else {
            throw Failure(index: index, message: "the spacing '-(…)-' is not closed")
        }
        var cursor = index + 2
        let amount = try self.amount(&cursor, end: close)
        index = close + 2
        return amount
    }

    /// `[relation] (number | NSSpace(n) | NSLayoutAnchorConstraintSpace(n)) [@priority]` up to `end`.
    private func amount(_ index: inout Int, end: Int) throws -> (relation: Relation, value: Double, priority: Priority?) {
        var relation = Relation.equal
        for (symbol, value) in [(">=", Relation.greaterThanOrEqual), ("<=", .lessThanOrEqual), ("==", .equal)]
            where starts(with: symbol, at: index, before: end) {
            relation = value
            index += 2
        }
        var value: Double
        if let space = ["NSSpace(", "NSLayoutAnchorConstraintSpace("].first(where: { starts(with: $0, at: index, before: end) }) {
            index += space.utf8.count
            value = try number(&index, end: end)
            guard index < end, bytes[index] == UInt8(ascii: ")") else { throw Failure(index: index, message: "expected ')'") }
            index += 1
        } else {
            value = try number(&index, end: end)
        }
        var priority: Priority?
        if index < end, bytes[index] == UInt8(ascii: "@") {
            index += 1
            let level = try number(&index, end: end)
            guard let parsed = Priority(Float(level)) else {
                throw Failure(index: index, message: "priority \(formatNumber(level)) is outside 1…1000")
            }
            priority = parsed
        }
        guard index == end else { throw Failure(index: index, message: "unexpected text in the spacing or size") }
        return (relation, value, priority)
    }

    /// A decimal number with optional sign and exponent.
    private func number(_ index: inout Int, end: Int) throws -> Double {
        let start = index
        if index < end, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") { index += 1 }
        while index < end, bytes[index].isDecimalDigit || bytes[index] == UInt8(ascii: ".") { index += 1 }
        if index < end, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            var look = index + 1
            if look < end, bytes[look] == UInt8(ascii: "-") || bytes[look] == UInt8(ascii: "+") { look += 1 }
            if look < end, bytes[look].isDecimalDigit {
                index = look
                while index < end, bytes[index].isDecimalDigit { index += 1 }
            }
        }
        guard index > start, let value = Double(text(start..<index)) else {
            throw Failure(index: start, message: "expected a number")
        }
        guard value.isFinite, abs(value) <= Self.largestNumber else {
            throw Failure(index: start, message: "the number \(text(start..<index)) is out of range",
                          note: "numbers up to ±\(formatNumber(Self.largestNumber)) can be re-solved")
        }
        return value
    }

    // MARK: Views

    /// The superview named by `'|'` (recorded for the whole paste), or one known from another
    /// constraint, or a stand-in.
    private mutating func superviewName(for view: String) -> String {
        if let superview {
            views.setSuperview(superview, of: view)
            return superview
        }
        return views.view(named: view)?.superview ?? views.unknownSuperview(of: view)
    }

    /// A view reference: `Class:0xADDRESS['label']`, `Class:key` (Masonry's `mas_key`), or an alias.
    mutating func resolve(_ range: Range<Int>) throws -> String {
        guard !range.isEmpty else { throw Failure(index: range.lowerBound, message: "expected a view") }
        // SnapKit 0.x prints views in angle brackets: `<UIView:0x…>.top`.
        if range.count > 2, bytes[range.lowerBound] == UInt8(ascii: "<"), bytes[range.upperBound - 1] == UInt8(ascii: ">") {
            return try resolve(range.lowerBound + 1..<range.upperBound - 1)
        }
        let whole = text(range)
        if views.knowsAlias(whole) { return views.view(alias: whole) }
        var index = range.lowerBound
        if bytes[index].isLetterOrUnderscore || bytes[index] == UInt8(ascii: "$") {
            while index < range.upperBound, bytes[index].isClassNameByte { index += 1 }
            if index < range.upperBound, bytes[index] == UInt8(ascii: ":") {
                let className = text(range.lowerBound..<index)
                let rest = index + 1
                if starts(with: "0x", at: rest, before: range.upperBound) {
                    var end = rest + 2
                    while end < range.upperBound, bytes[end].isHexDigit { end += 1 }
                    var address = text(rest..<end)
                    // A paste reflowed as prose (a slide, a PDF) breaks an address at a space
                    // (`0x7f e709434820`, `0x 7fe709434f40`); nothing else may follow an address there.
                    var after = end
                    while after < range.upperBound, bytes[after] == 0x20 { after += 1 }
                    if after > end, after < range.upperBound, bytes[after..<range.upperBound].allSatisfy(\.isHexDigit) {
                        address += text(after..<range.upperBound)
                        end = range.upperBound
                    }
                    var label: String?
                    if end < range.upperBound, bytes[end] == UInt8(ascii: "'") {
                        let close = bytes[range.upperBound - 1] == UInt8(ascii: "'") && range.upperBound - 1 > end
                            ? range.upperBound - 1 : range.upperBound
                        label = text(end + 1..<close)
                    } else if end < range.upperBound {
                        throw Failure(index: end, message: "unexpected text after the view's address")
                    }
                    return views.view(className: className, address: address, label: label)
                }
                if rest < range.upperBound {
                    return views.view(className: className, address: nil, label: text(rest..<range.upperBound))
                }
            }
        }
        return views.view(alias: whole)
    }

    // MARK: Equations

    /// `lhs relation rhs`, each side a sum of `[k*]view.attribute[ * k]`, numbers and parenthesised sums.
    mutating func equation(_ body: Range<Int>) throws -> ConsoleLogLinear {
        var relationAt: Int?
        var relation = Relation.equal
        var index = body.lowerBound
        while index + 1 < body.upperBound {
            if bytes[index + 1] == UInt8(ascii: "=") {
                switch bytes[index] {
                case UInt8(ascii: "="): relation = .equal
                case UInt8(ascii: "<"): relation = .lessThanOrEqual
                case UInt8(ascii: ">"): relation = .greaterThanOrEqual
                default: index += 1; continue
                }
                relationAt = index
                break
            }
            index += 1
        }
        guard let relationAt else {
            throw Failure(index: body.lowerBound, message: "expected '==', '<=' or '>=' in the constraint",
                          note: "bodies are VFL ('H:[a]-(8)-[b]') or equations ('a.top == b.bottom + 8')")
        }
        // A side with nothing on it lost its text in the paste (`midY ==>`): reading it as 0
        // would explain a conflict that was never printed.
        for (range, which) in [(body.lowerBound..<relationAt, "before"), (relationAt + 2..<body.upperBound, "after")]
            where range.allSatisfy({ bytes[$0] == 0x20 || bytes[$0] == 0x09 }) {
            throw Failure(index: relationAt, message: "nothing \(which) '\(text(relationAt..<relationAt + 2))': the constraint's \(which == "after" ? "number or view" : "view") is missing",
                          note: "the paste lost part of this line; copy it again from the console")
        }
        let lhs = try side(body.lowerBound..<relationAt)
        let right = try side(relationAt + 2..<body.upperBound)
        var left = resolveRelative(lhs, right)
        left.relation = relation
        guard !left.terms.isEmpty || relationAt > body.lowerBound else {
            throw Failure(index: body.lowerBound, message: "expected a view's attribute before the relation")
        }
        return left
    }

    /// One side of an equation.
    private mutating func side(_ range: Range<Int>) throws -> ConsoleLogLinear {
        var result = ConsoleLogLinear()
        var index = range.lowerBound
        var sign = 1.0
        var factor = 1.0
        var lastOperand: ConsoleLogLinear?
        // A `+` or `-` still waiting for its term: at the end of the side, the term was lost.
        var pendingOperator: Int?
        func skip() { while index < range.upperBound, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 } }
        skip()
        // Bounded: every branch advances `index` or throws.
        while index < range.upperBound {
            let byte = bytes[index]
            if byte != UInt8(ascii: "+") && byte != UInt8(ascii: "-") { pendingOperator = nil }
            if byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") {
                sign = byte == UInt8(ascii: "-") ? -sign : sign
                pendingOperator = index
                index += 1
            } else if byte == UInt8(ascii: "*") {
                index += 1
                skip()
                let value = try number(&index, end: range.upperBound)
                guard let operand = lastOperand else { throw Failure(index: index, message: "'*' needs a view's attribute before it") }
                // Take the term out and put it back scaled, so the product is exact.
                result.add(operand, scaledBy: -1)
                result.add(operand, scaledBy: value)
                lastOperand = nil
            } else if byte == UInt8(ascii: "(") {
                var close = index + 1
                var depth = 1
                while close < range.upperBound {
                    if bytes[close] == UInt8(ascii: "(") { depth += 1 }
                    if bytes[close] == UInt8(ascii: ")") { depth -= 1; if depth == 0 { break } }
                    close += 1
                }
                guard close < range.upperBound else { throw Failure(index: index, message: "'(' is not closed") }
                var inner = try side(index + 1..<close)
                inner.add(ConsoleLogLinear(), scaledBy: 1)
                var scaled = ConsoleLogLinear()
                scaled.add(inner, scaledBy: sign * factor)
                result.add(scaled, scaledBy: 1)
                lastOperand = scaled
                sign = 1; factor = 1
                index = close + 1
            } else if let space = ["NSSpace(", "NSLayoutAnchorConstraintSpace("].first(where: { starts(with: $0, at: index, before: range.upperBound) }) {
                index += space.utf8.count
                let value = try number(&index, end: range.upperBound)
                guard index < range.upperBound, bytes[index] == UInt8(ascii: ")") else { throw Failure(index: index, message: "expected ')'") }
                index += 1
                result.constant += value
            } else if (byte.isDecimalDigit || byte == UInt8(ascii: ".")), !startsOperand(at: index, end: range.upperBound) {
                let value = try number(&index, end: range.upperBound)
                skip()
                if index < range.upperBound, bytes[index] == UInt8(ascii: "*") {
                    factor = value
                    index += 1
                } else {
                    result.constant += sign * value
                    sign = 1
                }
            } else {
                let (operand, next) = try self.operand(at: index, end: range.upperBound)
                var term = ConsoleLogLinear()
                for part in operand.terms { term.add(part.operand, part.coefficient * sign * factor) }
                result.add(term, scaledBy: 1)
                lastOperand = term
                sign = 1; factor = 1
                index = next
            }
            skip()
        }
        if let pendingOperator {
            throw Failure(index: pendingOperator, message: "nothing after '\(text(pendingOperator..<pendingOperator + 1))': the constraint's number is missing",
                          note: "the paste lost part of this line; copy it again from the console")
        }
        return result
    }

    /// True when digits at `index` begin an alias (`12600urn:li:….height`) rather than a number.
    private func startsOperand(at index: Int, end: Int) -> Bool {
        var look = index
        while look < end, bytes[look].isDecimalDigit || bytes[look] == UInt8(ascii: ".") { look += 1 }
        guard look < end else { return false }
        let next = bytes[look]
        return next.isLetterOrUnderscore && next != UInt8(ascii: "e") || next == UInt8(ascii: ":")
    }

    /// `view.attribute` at `index`: the view runs up to the first `.attribute` followed by a
    /// delimiter, so labels and aliases may hold dots, spaces and colons.
    private mutating func operand(at index: Int, end: Int) throws -> (ConsoleLogLinear, Int) {
        var dot = index
        while dot < end {
            if bytes[dot] == UInt8(ascii: "."), dot > index {
                for attribute in Self.attributes where starts(with: attribute, at: dot + 1, before: end) {
                    let after = dot + 1 + attribute.utf8.count
                    if after == end || [0x20, 0x09, UInt8(ascii: ")"), UInt8(ascii: "*"), UInt8(ascii: "+"),
                                        UInt8(ascii: "-"), UInt8(ascii: ",")].contains(bytes[after]) {
                        let view = try resolve(index..<dot)
                        return (try linear(view: view, attribute: attribute, at: dot + 1), after)
                    }
                }
            }
            dot += 1
        }
        throw Failure(index: index, message: "expected 'view.attribute'",
                      note: "attributes are left, right, top, bottom, leading, trailing, width, height, centerX, centerY, baselines and margins")
    }

    /// The linear form of one operand; autoresizing positions (`minX` … `maxY`) are measured
    /// from the superview's origin.
    private mutating func linear(view: String, attribute: String, at index: Int) throws -> ConsoleLogLinear {
        var result = ConsoleLogLinear()
        if Self.relativeAttributes[attribute] != nil {
            // Converted once both sides are known (see `resolveRelative`).
            result.add(ConsoleLogOperand(view: view, attribute: attribute), 1)
            return result
        }
        let name = attribute == "baseline" ? "lastBaseline" : attribute
        result.add(ConsoleLogOperand(view: view, attribute: name), 1)
        return result
    }

    /// Autoresizing positions: the frame attribute, and the superview attribute they are measured from.
    static let relativeAttributes: [String: (own: String, origin: String)] = [
        "minX": ("left", "left"), "midX": ("centerX", "left"), "maxX": ("right", "left"),
        "minY": ("top", "top"), "midY": ("centerY", "top"), "maxY": ("bottom", "top"),
    ]

    /// Rewrites `minX` … `maxY` as frame attributes minus the superview's origin. In a two-view
    /// autoresizing constraint (`A.midX == B.midX + 187.5`) B is A's superview and B's own
    /// positions are in its bounds, whose origin is B's.
    private mutating func resolveRelative(_ left: ConsoleLogLinear, _ right: ConsoleLogLinear) -> ConsoleLogLinear {
        let leftViews = left.terms.filter { Self.relativeAttributes[$0.operand.attribute] != nil }.map(\.operand.view)
        let rightViews = right.terms.filter { Self.relativeAttributes[$0.operand.attribute] != nil }.map(\.operand.view)
        var boundsOwner: String?
        if let child = leftViews.first, let parent = rightViews.first, child != parent {
            views.setSuperview(parent, of: child)
            boundsOwner = parent
        }
        var combined = left
        combined.add(right, scaledBy: -1)
        var result = ConsoleLogLinear()
        result.constant = combined.constant
        result.relation = combined.relation
        result.priority = combined.priority
        for term in combined.terms {
            guard let (own, origin) = Self.relativeAttributes[term.operand.attribute] else {
                result.add(term.operand, term.coefficient)
                continue
            }
            let originView = term.operand.view == boundsOwner ? term.operand.view : superviewName(for: term.operand.view)
            result.add(ConsoleLogOperand(view: term.operand.view, attribute: own), term.coefficient)
            result.add(ConsoleLogOperand(view: originView, attribute: origin), -term.coefficient)
        }
        return result
    }

    private func find(_ needle: String, from: Int, before end: Int) -> Int? {
        var index = from
        while index < end {
            if starts(with: needle, at: index, before: end) { return index }
            index += 1
        }
        return nil
    }
}
