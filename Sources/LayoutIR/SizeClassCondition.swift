/// The size classes under which something of a screen holds (`if horizontalSizeClass == compact`
/// in a `.layout` file; an Interface Builder variation): `nil` on an axis means either class.
public struct SizeClassCondition: Sendable, Hashable, CustomStringConvertible {
    /// The horizontal size class required, or `nil` for either.
    public var horizontal: SizeClass?
    /// The vertical size class required, or `nil` for either.
    public var vertical: SizeClass?

    /// A condition on one or both axes.
    public init(horizontal: SizeClass? = nil, vertical: SizeClass? = nil) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// True in an environment of these size classes.
    public func holds(horizontal: SizeClass, vertical: SizeClass) -> Bool {
        (self.horizontal.map { $0 == horizontal } ?? true) && (self.vertical.map { $0 == vertical } ?? true)
    }

    /// The opposite on one axis: what an `else` branch of a one-axis condition holds under.
    /// `nil` for a condition on both axes (its `else` is not one condition).
    public var negated: SizeClassCondition? {
        switch (horizontal, vertical) {
        case (let h?, nil): return SizeClassCondition(horizontal: h == .compact ? .regular : .compact)
        case (nil, let v?): return SizeClassCondition(vertical: v == .compact ? .regular : .compact)
        default: return nil
        }
    }

    /// Both conditions at once; `nil` when they contradict each other.
    public func combined(with other: SizeClassCondition) -> SizeClassCondition? {
        if let a = horizontal, let b = other.horizontal, a != b { return nil }
        if let a = vertical, let b = other.vertical, a != b { return nil }
        return SizeClassCondition(horizontal: horizontal ?? other.horizontal, vertical: vertical ?? other.vertical)
    }

    /// `horizontalSizeClass == compact, verticalSizeClass == regular`, as `.layout` writes it.
    public var description: String {
        var parts: [String] = []
        if let horizontal { parts.append("horizontalSizeClass == \(horizontal.rawValue)") }
        if let vertical { parts.append("verticalSizeClass == \(vertical.rawValue)") }
        return parts.joined(separator: ", ")
    }
}
