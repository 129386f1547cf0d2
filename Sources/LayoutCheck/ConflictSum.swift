import LayoutEngine
import LayoutIR

/// The contradiction behind a minimal conflicting set, written as the sum a person would check
/// by hand: what the members need against what they have, in the form of the conflict — a sum
/// along a chain (`20 + 80 + 8 + 200 + 20 = 328 > 320`), a ratio against a fixed size
/// (`2 × 196 = 392 against ≤ 30`), or two bounds on one quantity (`196 against ≤ 30`).
///
/// It is the Farkas combination of the members: the one weighting of their linear forms whose
/// variables cancel. Unlike `ConflictAnalysis`'s environment-only sum it takes inequalities
/// (a `≥` member can only add at least its constant, a `≤` member give at most its own) and any
/// weights (a multiplier of 2 doubles the constant it carries).
public struct ConflictSum: Sendable, Hashable {
    /// How a side's number is known.
    public enum Bound: String, Sendable, Hashable {
        /// Exactly this much.
        case exactly
        /// At least this much (a `≥` member takes part).
        case atLeast
        /// At most this much (a `≤` member takes part).
        case atMost
    }

    /// One member's share of the sum.
    public struct Term: Sendable, Hashable {
        /// The member (index into the lowered constraints).
        public var member: Int
        /// How many times the sum takes the member's constant (2 for `width == 2 × height`
        /// carrying a height of 196); positive.
        public var factor: Double
        /// The member's constant as written (`+ 20`, `== 196`), signed as it adds to its side.
        public var value: Double
        /// `atLeast` / `atMost` when the member is an inequality.
        public var bound: Bound
    }

    /// The members whose constants add up to what the layout needs.
    public var needs: [Term]
    /// The members that give what there is (a container's size, a bound).
    public var has: [Term]
    /// Σ factor × value over ``needs``.
    public var needTotal: Double
    /// `exactly` or `atLeast`.
    public var needBound: Bound
    /// Σ factor × value over ``has``.
    public var hasTotal: Double
    /// `exactly` or `atMost`.
    public var hasBound: Bound
    /// True when the set is two members bounding one quantity (`196 against ≤ 30`).
    public var isTwoBounds: Bool

    /// The sum as text: `20 + 80 + 8 + 200 + 20 = 328 > 320`, `2 × 196 = 392 against ≤ 30`,
    /// `196 against ≤ 30`.
    public var text: String {
        if isTwoBounds, let need = needs.first, let have = has.first {
            return "\(boundText(need.bound))\(formatNumber(need.value)) against \(boundText(have.bound))\(formatNumber(have.value))"
        }
        let left = sideText(needs, total: needTotal, bound: needBound)
        let right = has.isEmpty ? formatNumber(hasTotal) : sideText(has, total: hasTotal, bound: hasBound)
        if hasBound == .atMost { return "\(left) against \(right)" }
        return "\(left) \(needTotal > hasTotal ? ">" : "<") \(right)"
    }

    /// `needs 328 pt, has 320`, `needs 392 pt, has ≤ 30`, `needs exactly 20 pt, has 667`; `nil`
    /// for two bounds, which say it themselves.
    public var needsAndHas: String? {
        guard !isTwoBounds else { return nil }
        let need = boundText(needBound) + formatNumber(needTotal)
        let have = boundText(hasBound) + formatNumber(hasTotal)
        // Less than there is, with equalities only: the content asks for exactly that much and
        // the container will not shrink to it ("needs exactly 20 pt, has 667").
        return needTotal > hasTotal || hasBound == .atMost ? "needs \(need) pt, has \(have)" : "needs exactly \(need) pt, has \(have)"
    }

    /// True when the two sides differ by less than one unit in the sixth significant digit of
    /// the larger: numbers printed with six digits may have agreed before rounding.
    public var isWithinSixDigits: Bool {
        let (a, b) = isTwoBounds ? (needs.first?.value ?? 0, has.first?.value ?? 0) : (needTotal, hasTotal)
        return abs(a - b) <= max(abs(a), abs(b), 1e-300) * 1e-5
    }

    private func boundText(_ bound: Bound) -> String {
        switch bound {
        case .exactly: return ""
        case .atLeast: return "≥ "
        case .atMost: return "≤ "
        }
    }

    private func sideText(_ terms: [Term], total: Double, bound: Bound) -> String {
        let shown = terms.filter { $0.value != 0 }
        guard !shown.isEmpty else { return formatNumber(total) }
        let parts = shown.enumerated().map { index, term -> String in
            let magnitude = formatNumber(abs(term.value))
            let mark = term.bound == .exactly ? "" : boundText(term.bound)
            let body = abs(term.factor - 1) < 1e-9 ? "\(mark)\(magnitude)" : "\(formatNumber(term.factor)) × \(mark)\(magnitude)"
            if index == 0 { return term.value < 0 ? "-\(body)" : body }
            return term.value < 0 ? "- \(body)" : "+ \(body)"
        }.joined(separator: " ")
        let exact = shown.count == 1 && abs(shown[0].factor - 1) < 1e-9
        return exact ? parts : "\(parts) = \(boundText(bound))\(formatNumber(total))"
    }
}

extension ConflictAnalysis {
    /// The sum behind a minimal conflicting set, or `nil` when the set has no single cancelling
    /// combination (more than one way to cancel, or none) or more than `maximumMembers`.
    /// - Parameters:
    ///   - members: the set's members, as indices into `system.constraints`.
    ///   - system: the lowered system the set comes from.
    ///   - scales: for each member, the coefficient its first written item carries in the
    ///     lowered expression (the constant is read as written after dividing by it); 1 when
    ///     not given.
    ///   - hasRank: for each member, how likely it is to be what the layout has rather than
    ///     needs (lower: a container's size, a bound); ties go to the later member.
    ///   - maximumMembers: larger sets get no sum (the search grows with the set).
    public static func sum(_ members: [Int], system: LoweredSystem, scales: [Int: Double] = [:],
                           hasRank: (Int) -> Int = { _ in 0 }, maximumMembers: Int = 24) -> ConflictSum? {
        guard members.count >= 2, members.count <= maximumMembers else { return nil }
        let rows = members.map { system.constraints[$0] }
        guard var weights = cancellingWeights(rows.map(\.expression)) else { return nil }
        // Orient: a `≥ 0` row may only be added, a `≤ 0` row only subtracted; the combination
        // then reads Σ wᵢ·cᵢ < 0. With equalities only, either orientation is a contradiction.
        let signs = zip(rows, weights).compactMap { row, weight -> Double? in
            switch row.relation {
            case .equal: return nil
            case .greaterThanOrEqual: return weight >= 0 ? 1 : -1
            case .lessThanOrEqual: return weight <= 0 ? 1 : -1
            }
        }
        if let first = signs.first {
            guard signs.allSatisfy({ $0 == first }) else { return nil }
            weights = weights.map { $0 * first }
        }
        var combined = zip(rows, weights).reduce(0.0) { $0 + $1.1 * $1.0.expression.constant }
        if signs.isEmpty && combined > 0 {
            weights = weights.map { -$0 }
            combined = -combined
        }
        guard combined < 0, combined.isFinite else { return nil }
        var terms: [ConflictSum.Term] = []
        for (position, (row, weight)) in zip(rows, weights).enumerated() {
            let member = members[position]
            let scale = abs(scales[member] ?? 1)
            guard scale > 0, scale.isFinite else { return nil }
            // The row's constant as written is −c/scale; the sum takes it weight·scale times.
            let written = -row.expression.constant / scale
            let factor = weight * scale
            let bound: ConflictSum.Bound = row.relation == .equal ? .exactly : .atLeast
            terms.append(ConflictSum.Term(member: member, factor: factor, value: written, bound: bound))
        }
        let (hasMembers, otherSide) = pickHasSide(terms, rows: rows, weights: weights, hasRank: hasRank)
        if members.count == 2, let twoBounds = twoBounds(terms, rows: rows, hasMembers: hasMembers) { return twoBounds }
        let picked = split(terms, hasMembers: hasMembers, equalitiesOnly: signs.isEmpty)
        // Sides that tie on every rank: the one under which both sides are amounts a layout can
        // have reads as a person writes it ("15 + 75 = 90 > 75", not "-75 + 15 = -60 > -75";
        // "30 + 4 = 34 > 0", not "-4 < 30").
        if let picked, picked.hasTotal < 0 || picked.needTotal < 0, let otherSide,
           let other = split(terms, hasMembers: otherSide, equalitiesOnly: signs.isEmpty),
           other.hasTotal >= 0, other.needTotal >= 0 {
            return other
        }
        return picked
    }

    /// What the layout has: the fixed sizes (zero included) on the side of the sum fewer of
    /// them sit on (a container's width against its content's widths), or failing any, the one
    /// constant against the rest; ties go to the better `hasRank`.
    private static func pickHasSide(_ terms: [ConflictSum.Term], rows: [LoweredConstraint], weights: [Double],
                                    hasRank: (Int) -> Int) -> (picked: Set<Int>, tiedWith: Set<Int>?) {
        var candidates: [(member: Int, side: Bool)] = []
        // In a sum, a lower bound is something the layout needs, never what it has: moved across
        // it would read "has ≤ -90". It is a candidate only when nothing else is. (Two bounds on
        // one quantity read each as written.)
        let lowerBounds = terms.count <= 2 ? []
            : Set(terms.indices.filter { rows[$0].relation == .greaterThanOrEqual }.map { terms[$0].member })
        func preferringNonLowerBounds(_ list: [(member: Int, side: Bool)]) -> [(member: Int, side: Bool)] {
            let others = list.filter { !lowerBounds.contains($0.member) }
            return others.isEmpty ? list : others
        }
        // Sizes of zero count: a temporary width of 0 is what the layout has.
        for (position, term) in terms.enumerated() {
            let expression = rows[position].expression
            guard expression.terms.count == 1, let only = expression.terms.first else { continue }
            candidates.append((term.member, weights[position] * only.coefficient > 0))
        }
        candidates = preferringNonLowerBounds(candidates)
        // One fixed size: what the rest is measured against.
        if candidates.count == 1, let only = candidates.first { return ([only.member], nil) }
        if candidates.isEmpty {
            let constants = terms.filter { $0.value != 0 }.map { ($0.member, $0.factor * $0.value > 0) }
            guard constants.count >= 2 else { return ([], nil) }
            candidates = preferringNonLowerBounds(constants)
            if candidates.count == 1, let only = candidates.first { return ([only.member], nil) }
        }
        let plus = candidates.filter(\.side).map(\.member)
        let minus = candidates.filter { !$0.side }.map(\.member)
        if plus.isEmpty || minus.isEmpty {
            // One sign only: no side is a container's; take the best-ranked constant alone.
            guard candidates.count >= 2,
                  let best = candidates.map(\.member).max(by: { (-hasRank($0), $0) < (-hasRank($1), $1) }) else { return ([], nil) }
            return ([best], nil)
        }
        if plus.count != minus.count { return (Set(plus.count < minus.count ? plus : minus), nil) }
        let bestPlus = plus.map(hasRank).min() ?? .max
        let bestMinus = minus.map(hasRank).min() ?? .max
        if bestPlus != bestMinus { return (Set(bestPlus < bestMinus ? plus : minus), nil) }
        // A tie: the later member, as lists put the container's size after its content.
        let laterIsPlus = (plus.max() ?? 0) > (minus.max() ?? 0)
        return (Set(laterIsPlus ? plus : minus), Set(laterIsPlus ? minus : plus))
    }

    /// Two members that bound one quantity: each one's bound on it, as written.
    private static func twoBounds(_ terms: [ConflictSum.Term], rows: [LoweredConstraint],
                                  hasMembers: Set<Int>) -> ConflictSum? {
        guard let variable = rows[0].expression.terms.first?.variable else { return nil }
        var bounds: [ConflictSum.Term] = []
        for (position, row) in rows.enumerated() {
            guard let coefficient = row.expression.terms.first(where: { $0.variable == variable })?.coefficient,
                  coefficient != 0 else { return nil }
            // Scale both to the first row's quantity: `coefficient × q + c REL 0`.
            let reference = rows[0].expression.terms.first?.coefficient ?? 1
            let scaled = coefficient / reference
            var relation = row.relation
            if scaled < 0 { relation = relation.flipped }
            let bound: ConflictSum.Bound = relation == .equal ? .exactly : (relation == .greaterThanOrEqual ? .atLeast : .atMost)
            bounds.append(ConflictSum.Term(member: terms[position].member, factor: 1,
                                           value: -row.expression.constant / coefficient,
                                           bound: bound))
        }
        // The member that is not what the layout has is read first.
        let ordered = hasMembers.contains(bounds[0].member) ? [bounds[1], bounds[0]] : bounds
        return ConflictSum(needs: [ordered[0]], has: [ordered[1]], needTotal: ordered[0].value, needBound: ordered[0].bound,
                           hasTotal: ordered[1].value, hasBound: ordered[1].bound, isTwoBounds: true)
    }

    /// The need side and the has side with their totals, oriented so the has side is positive
    /// when only equalities take part.
    private static func split(_ terms: [ConflictSum.Term], hasMembers: Set<Int>, equalitiesOnly: Bool) -> ConflictSum? {
        // Each term adds factor × value to its side once the has side is moved across: the
        // need side's terms keep the combination's sign, the has side's flip.
        var needs = terms.filter { !hasMembers.contains($0.member) }
        var has = terms.filter { hasMembers.contains($0.member) }.map { term -> ConflictSum.Term in
            var flipped = term
            flipped.factor = -term.factor
            flipped.bound = term.bound == .exactly ? .exactly : .atMost
            return flipped
        }
        func normalise(_ term: ConflictSum.Term) -> ConflictSum.Term {
            // A positive factor with the sign on the value reads as written: "- 16".
            var copy = term
            if term.factor < 0 { copy.factor = -term.factor; copy.value = -term.value }
            return copy
        }
        needs = needs.map(normalise)
        has = has.map(normalise)
        var needTotal = needs.reduce(0) { $0 + $1.factor * $1.value }
        var hasTotal = has.reduce(0) { $0 + $1.factor * $1.value }
        if equalitiesOnly && (hasTotal < 0 || (hasTotal == 0 && needTotal < 0)) {
            needs = needs.map { var t = $0; t.value = -t.value; return t }
            has = has.map { var t = $0; t.value = -t.value; return t }
            needTotal = -needTotal
            hasTotal = -hasTotal
        }
        guard abs(needTotal - hasTotal) > 1e-9 * max(1, abs(needTotal), abs(hasTotal)) else { return nil }
        // Scale so a lone has term (or the smallest need factor) is taken once.
        let unit = has.count == 1 ? has[0].factor : (needs.filter { $0.value != 0 }.map(\.factor).min() ?? 1)
        if unit > 0, unit.isFinite, abs(unit - 1) > 1e-12 {
            needs = needs.map { var t = $0; t.factor /= unit; return t }
            has = has.map { var t = $0; t.factor /= unit; return t }
            needTotal /= unit
            hasTotal /= unit
        }
        let needBound: ConflictSum.Bound = needs.contains { $0.bound != .exactly && $0.value != 0 } ? .atLeast : .exactly
        let hasBound: ConflictSum.Bound = has.contains { $0.bound != .exactly && $0.value != 0 } ? .atMost : .exactly
        return ConflictSum(needs: needs, has: has, needTotal: needTotal, needBound: needBound,
                           hasTotal: hasTotal, hasBound: hasBound, isTwoBounds: false)
    }
}
