/// The largest numbers vflc lays out with. UIKit takes any `CGFloat`, but a constant of 10³⁰⁰
/// points is a typo, not a layout, and numbers that large make the solver's arithmetic
/// overflow or lose every digit of precision (10³⁰⁰ + 8 == 10³⁰⁰). Every syntax rejects a
/// larger constant, multiplier, metric or size with an error at the number.
public enum NumberLimits {
    /// The largest magnitude of a constant, multiplier, metric, size or spacing: ten million,
    /// far beyond any screen or scroll content, small enough for exact arithmetic at 1/1000 pt.
    public static let maximumMagnitude: Double = 10_000_000

    /// The smallest magnitude of a non-zero multiplier: one millionth. A smaller one is a typo
    /// (`0.0000001` for `0.1`), and dividing by it, as the solver must to place the view,
    /// makes numbers beyond any layout.
    public static let minimumMultiplier: Double = 0.000_001

    /// The limit as people read it, for messages.
    public static let maximumText = "10000000"

    /// Whether `value` is finite and within ``maximumMagnitude``.
    public static func isUsable(_ value: Double) -> Bool {
        value.isFinite && abs(value) <= maximumMagnitude
    }
}
