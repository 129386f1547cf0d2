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

    /// Must hold (UIKit's `required`); a set of required constraints that cannot all hold is a conflict.
    public static let required = Priority(clamping: 1000)
    /// UIKit's `defaultHigh`: compression resistance, and SnapKit's `.high`.
    public static let defaultHigh = Priority(clamping: 750)
    /// UIKit's `defaultLow`: content hugging of most views, and SnapKit's `.low`.
    public static let defaultLow = Priority(clamping: 250)
    /// UIKit's `dragThatCanResizeScene`, accepted by name in SnapKit lines.
    public static let dragThatCanResizeScene = Priority(clamping: 510)
    /// UIKit's `sceneSizeStayPut` (the value of SnapKit's `.medium` on iOS).
    public static let sceneSizeStayPut = Priority(clamping: 500)
    /// UIKit's `dragThatCannotResizeScene`.
    public static let dragThatCannotResizeScene = Priority(clamping: 490)
    /// UIKit's `fittingSizeLevel`, the level `systemLayoutSizeFitting` works at.
    public static let fittingSizeLevel = Priority(clamping: 50)

    /// True for priority 1000.
    public var isRequired: Bool { value >= 1000 }

    /// Orders by value: the lower priority gives way first.
    public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.value < rhs.value }

    /// `750`, or `999.5` when fractional.
    public var description: String { formatNumber(Double(value)) }
}
