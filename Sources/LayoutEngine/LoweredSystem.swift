import LayoutIR

/// One solver variable of a lowered screen, by index into ``LoweredSystem/variableNames``.
public struct LayoutVariable: Hashable, Sendable, Comparable {
    /// The index into ``LoweredSystem/variableNames``.
    public var index: Int
    /// A variable index.
    public init(_ index: Int) { self.index = index }
    public static func < (lhs: LayoutVariable, rhs: LayoutVariable) -> Bool { lhs.index < rhs.index }
}

/// `Σ coefficient × variable + constant` over a screen's layout variables. This is the engine's
/// own form, independent of the solver; ``LayoutEngine`` turns it into Cassowary rows.
public struct LayoutExpression: Sendable, Hashable {
    /// Terms, each variable at most once, in first-use order; no zero coefficients.
    public private(set) var terms: [(variable: LayoutVariable, coefficient: Double)]
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

    public static func + (lhs: LayoutExpression, rhs: LayoutExpression) -> LayoutExpression {
        var result = lhs
        for term in rhs.terms { result.add(term.variable, term.coefficient) }
        result.constant += rhs.constant
        return result
    }

    public static func + (lhs: LayoutExpression, rhs: Double) -> LayoutExpression {
        var result = lhs
        result.constant += rhs
        return result
    }

    public static func - (lhs: LayoutExpression, rhs: LayoutExpression) -> LayoutExpression {
        lhs + rhs * -1
    }

    public static func - (lhs: LayoutExpression, rhs: Double) -> LayoutExpression { lhs + -rhs }

    public static func * (lhs: LayoutExpression, rhs: Double) -> LayoutExpression {
        var result = LayoutExpression(constant: lhs.constant * rhs)
        for term in lhs.terms { result.add(term.variable, term.coefficient * rhs) }
        return result
    }

    public static func == (lhs: LayoutExpression, rhs: LayoutExpression) -> Bool {
        lhs.constant == rhs.constant && lhs.terms.count == rhs.terms.count
            && zip(lhs.terms, rhs.terms).allSatisfy { $0.variable == $1.variable && $0.coefficient == $1.coefficient }
    }

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
    public var left: LayoutVariable
    public var top: LayoutVariable
    public var width: LayoutVariable
    public var height: LayoutVariable
    /// For scroll views: the content layout guide's size (`contentSize`).
    public var contentWidth: LayoutVariable?
    public var contentHeight: LayoutVariable?
}

/// One constraint ready for the solver: `expression  relation  0` at a priority, with the IR
/// constraint it came from (the user's, or one the engine made for an implicit mechanism — its
/// `origin.syntax` is then `.intrinsicSize`, `.stackView`, `.autoresizing` or `.environment`).
public struct LoweredConstraint: Sendable, Hashable {
    /// The IR form, for messages and for pointing at the source.
    public var constraint: Constraint
    /// `lhs − rhs` of the constraint over the layout variables.
    public var expression: LayoutExpression
    public var relation: Relation
    public var priority: Priority
    /// Index of the constraint in ``Screen/constraints`` when the user wrote it.
    public var userIndex: Int?

    /// The origin of the IR constraint.
    public var origin: ConstraintOrigin { constraint.origin }
}

/// A screen lowered for one environment: its variables and constraints, in the order they are
/// added to the solver (environment, autoresizing, intrinsic sizes, stack views, then the
/// user's constraints in source order).
public struct LoweredSystem: Sendable {
    /// A readable name per variable (`title.left`, `list.contentWidth`).
    public var variableNames: [String]
    /// The variables of every view, by name.
    public var views: [String: ViewVariables]
    public var constraints: [LoweredConstraint]
    /// User constraints that could not be lowered (unknown view, ill-typed, non-finite), by index
    /// into ``Screen/constraints``; ``LayoutEngine/validate(_:metrics:)`` explains each.
    public var skippedUserConstraints: [Int]

    /// A lowered system (normally made by ``LayoutEngine/lower(_:in:metrics:)``).
    public init(variableNames: [String] = [], views: [String: ViewVariables] = [:],
                constraints: [LoweredConstraint] = [], skippedUserConstraints: [Int] = []) {
        self.variableNames = variableNames
        self.views = views
        self.constraints = constraints
        self.skippedUserConstraints = skippedUserConstraints
    }
}
