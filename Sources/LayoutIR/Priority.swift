/// An Auto Layout priority, 1…1000, where 1000 means required.
///
/// UIKit stores priorities as `Float`; so do we, so that `@999.5` survives a round trip.
public struct Priority: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The numeric value, always in 1…1000 for a priority built with `init?(_:)`.
    public let value: Float

    /// A priority of `value`, or `nil` when it lies outside 1…1000 or is not finite.
    public init?(_ value: Float) {
        guard value.isFinite, value >= 1, value <= 1000 else { return nil }
        self.value = value
    }

    /// A priority of `value` clamped to 1…1000; for values already known to be valid.
    public init(clamping value: Float) {
        self.value = value.isFinite ? min(1000, max(1, value)) : 1000
    }

    public static let required = Priority(clamping: 1000)
    public static let defaultHigh = Priority(clamping: 750)
    public static let defaultLow = Priority(clamping: 250)
    public static let dragThatCanResizeScene = Priority(clamping: 510)
    public static let sceneSizeStayPut = Priority(clamping: 500)
    public static let dragThatCannotResizeScene = Priority(clamping: 490)
    public static let fittingSizeLevel = Priority(clamping: 50)

    /// True for priority 1000.
    public var isRequired: Bool { value >= 1000 }

    public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.value < rhs.value }

    /// `750`, or `999.5` when fractional.
    public var description: String { formatNumber(Double(value)) }
}
