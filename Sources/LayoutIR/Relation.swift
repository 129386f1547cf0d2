/// The relation of a constraint, numbered as `NSLayoutConstraint.Relation`.
public enum Relation: Int, Sendable, Hashable, CaseIterable {
    /// `<=`.
    case lessThanOrEqual = -1
    /// `==`.
    case equal = 0
    /// `>=`.
    case greaterThanOrEqual = 1

    /// `<=`, `==` or `>=`.
    public var symbol: String {
        switch self {
        case .lessThanOrEqual: return "<="
        case .equal: return "=="
        case .greaterThanOrEqual: return ">="
        }
    }

    /// Parses `<=`, `==` or `>=`.
    public init?(symbol: String) {
        switch symbol {
        case "<=": self = .lessThanOrEqual
        case "==": self = .equal
        case ">=": self = .greaterThanOrEqual
        default: return nil
        }
    }

    /// The relation seen from the other side (`a <= b` is `b >= a`).
    public var flipped: Relation {
        switch self {
        case .lessThanOrEqual: return .greaterThanOrEqual
        case .equal: return .equal
        case .greaterThanOrEqual: return .lessThanOrEqual
        }
    }
}
