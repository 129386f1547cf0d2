import LayoutIR

/// One solver variable of a lowered screen, by index into ``LoweredSystem/variableNames``.
public struct LayoutVariable: Hashable, Sendable, Comparable {
    /// The index into ``LoweredSystem/variableNames``.
    public var index: Int
    /// A variable index.
    public init(_ index: Int) { self.index = index }
    /// Orders variables by index.
    public static func < (lhs: LayoutVariable, rhs: LayoutVariable) -> Bool { lhs.index < rhs.index }
}

/// `Σ coefficient × variable + constant` over a screen's layout variables. This is the engine's
/// own form, independent of the solver; ``LayoutEngine`` turns it into Cassowary rows.
public struct LayoutExpression: Sendable, Hashable {
    /// Terms, each variable at most once, in first-use order; no zero coefficients.
    public private(set) var terms: [(variable: LayoutVariable, coefficient: Double)]
    /// The constant part.
    public var constant: Double

    /// `constant` alone.
    public init(constant: Double = 0) {
        self.terms = []
        self.constant = constant
    }

    /// `coefficient × variable`.
    public init(_ variable: LayoutVariable, coefficient: Double = 1) {
        self.terms = []
        self.constant = 0
        add(variable, coefficient)
    }

    /// Terms already distinct and non-zero (the engine's fast paths build these directly
    /// instead of combining one-term expressions, which allocates at every step).
    init(distinctTerms: [(variable: LayoutVariable, coefficient: Double)], constant: Double = 0) {
        self.terms = distinctTerms
        self.constant = constant
    }

    /// `self − (other × multiplier + constant)`, with the same arithmetic (and so the same
    /// bits) as writing it with the operators, but one allocation instead of four.
    func subtracting(_ other: LayoutExpression, multipliedBy multiplier: Double, plus constant: Double) -> LayoutExpression {
        var result = LayoutExpression(distinctTerms: [], constant: self.constant)
        result.terms.reserveCapacity(terms.count + other.terms.count)
        result.terms.append(contentsOf: terms)
        for term in other.terms {
            // `other × multiplier` drops terms whose product is zero before subtracting.
            let scaled = term.coefficient * multiplier
            if scaled != 0 { result.add(term.variable, scaled * -1) }
        }
        result.constant += (other.constant * multiplier + constant) * -1
        return result
    }

    /// Adds `coefficient × variable`, merging with an existing term.
    public mutating func add(_ variable: LayoutVariable, _ coefficient: Double) {
        if let index = terms.firstIndex(where: { $0.variable == variable }) {
            let merged = terms[index].coefficient + coefficient
            if merged == 0 { terms.remove(at: index) } else { terms[index].coefficient = merged }
        } else if coefficient != 0 {
            terms.append((variable, coefficient))
        }
    }

    /// True when the expression has no variables.
    public var isConstant: Bool { terms.isEmpty }

    /// True when every coefficient and the constant are finite.
    public var isFinite: Bool { constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite } }

    /// The value with the given variable values.
    public func evaluate(_ value: (LayoutVariable) -> Double) -> Double {
        terms.reduce(constant) { $0 + $1.coefficient * value($1.variable) }
    }

    /// The sum of two expressions.
    public static func + (lhs: LayoutExpression, rhs: LayoutExpression) -> LayoutExpression {
        var result = lhs
        for term in rhs.terms { result.add(term.variable, term.coefficient) }
        result.constant += rhs.constant
        return result
    }

    /// The expression plus a constant.
    public static func + (lhs: LayoutExpression, rhs: Double) -> LayoutExpression {
        var result = lhs
        result.constant += rhs
        return result
    }

    /// The difference of two expressions.
    public static func - (lhs: LayoutExpression, rhs: LayoutExpression) -> LayoutExpression {
        lhs + rhs * -1
    }

    /// The expression minus a constant.
    public static func - (lhs: LayoutExpression, rhs: Double) -> LayoutExpression { lhs + -rhs }

    /// The expression scaled by a number.
    public static func * (lhs: LayoutExpression, rhs: Double) -> LayoutExpression {
        var result = LayoutExpression(constant: lhs.constant * rhs)
        for term in lhs.terms { result.add(term.variable, term.coefficient * rhs) }
        return result
    }

    /// Same terms in the same order and the same constant.
    public static func == (lhs: LayoutExpression, rhs: LayoutExpression) -> Bool {
        lhs.constant == rhs.constant && lhs.terms.count == rhs.terms.count
            && zip(lhs.terms, rhs.terms).allSatisfy { $0.variable == $1.variable && $0.coefficient == $1.coefficient }
    }

    /// Hashes the terms and the constant.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(constant)
        for term in terms {
            hasher.combine(term.variable)
            hasher.combine(term.coefficient)
        }
    }
}

/// The variables of one view: its frame, in the root view's coordinates.
public struct ViewVariables: Sendable, Hashable {
    /// The expression of an edge, centre or size of this frame, built in one step (the same
    /// terms and coefficients as ``RectExpression/value(of:mirrored:)`` on the frame); `nil`
    /// for baselines and margin attributes.
    func expression(of attribute: Attribute, mirrored: Bool) -> LayoutExpression? {
        switch attribute {
        case .left: return LayoutExpression(distinctTerms: [(left, 1)])
        case .right: return LayoutExpression(distinctTerms: [(left, 1), (width, 1)])
        case .top: return LayoutExpression(distinctTerms: [(top, 1)])
        case .bottom: return LayoutExpression(distinctTerms: [(top, 1), (height, 1)])
        case .leading:
            return mirrored ? LayoutExpression(distinctTerms: [(left, -1), (width, -1)])
                : LayoutExpression(distinctTerms: [(left, 1)])
        case .trailing:
            return mirrored ? LayoutExpression(distinctTerms: [(left, -1)])
                : LayoutExpression(distinctTerms: [(left, 1), (width, 1)])
        case .width: return LayoutExpression(distinctTerms: [(width, 1)])
        case .height: return LayoutExpression(distinctTerms: [(height, 1)])
        case .centerX:
            return mirrored ? LayoutExpression(distinctTerms: [(left, -1), (width, -0.5)])
                : LayoutExpression(distinctTerms: [(left, 1), (width, 0.5)])
        case .centerY: return LayoutExpression(distinctTerms: [(top, 1), (height, 0.5)])
        default: return nil
        }
    }

    /// The frame's minimum x in root coordinates.
    public var left: LayoutVariable
    /// The frame's minimum y in root coordinates.
    public var top: LayoutVariable
    /// The frame's width.
    public var width: LayoutVariable
    /// The frame's height.
    public var height: LayoutVariable
    /// For scroll views: the content layout guide's size (`contentSize`).
    public var contentWidth: LayoutVariable?
    /// For scroll views: the content layout guide's height.
    public var contentHeight: LayoutVariable?
}

/// One constraint ready for the solver: `expression  relation  0` at a priority, with the IR
/// constraint it came from (the user's, or one the engine made for an implicit mechanism — its
/// `origin.syntax` is then `.intrinsicSize`, `.stackView`, `.autoresizing` or `.environment`).
public struct LoweredConstraint: Sendable, Hashable {
    /// The IR form, for messages and for pointing at the source.
    public var constraint: IRConstraint
    /// `lhs − rhs` of the constraint over the layout variables.
    public var expression: LayoutExpression
    /// `==`, `<=` or `>=` against 0.
    public var relation: Relation
    /// The Auto Layout priority (1000: required).
    public var priority: Priority
    /// Index of the constraint in `LayoutScreen.constraints` when the user wrote it.
    public var userIndex: Int?

    /// The origin of the IR constraint.
    public var origin: ConstraintOrigin { constraint.origin }

    /// A lowered constraint.
    public init(constraint: IRConstraint, expression: LayoutExpression, relation: Relation, priority: Priority,
                userIndex: Int? = nil) {
        self.constraint = constraint
        self.expression = expression
        self.relation = relation
        self.priority = priority
        self.userIndex = userIndex
    }
}

/// A screen lowered for one environment: its variables and constraints, in the order they are
/// added to the solver (environment, autoresizing, intrinsic sizes, stack views, then the
/// user's constraints in source order).
public struct LoweredSystem: Sendable {
    /// A readable name per variable (`title.left`, `list.contentWidth`).
    public var variableNames: [String]
    /// The variables of every view, by name.
    public var views: [String: ViewVariables]
    /// The constraints in solver order.
    public var constraints: [LoweredConstraint]
    /// User constraints that could not be lowered (unknown view, ill-typed, non-finite), by index
    /// into `LayoutScreen.constraints`; ``LayoutSolver/validate(_:metrics:)`` explains each.
    public var skippedUserConstraints: [Int]

    /// A lowered system (normally made by ``LayoutSolver/lower(_:in:metrics:)``).
    public init(variableNames: [String] = [], views: [String: ViewVariables] = [:],
                constraints: [LoweredConstraint] = [], skippedUserConstraints: [Int] = []) {
        self.variableNames = variableNames
        self.views = views
        self.constraints = constraints
        self.skippedUserConstraints = skippedUserConstraints
    }
}
