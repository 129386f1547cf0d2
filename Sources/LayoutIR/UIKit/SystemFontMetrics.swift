/// The vertical metrics of UIKit's system font (`UIFont.systemFont(ofSize:)`), as fractions of
/// its point size (Docs/uikit-devices.md, "Text baselines"): the ascender (baseline to the top of
/// the line) and the descender (baseline to its bottom, as a positive length). With no leading,
/// `lineHeight` is their sum: 1.193 × the size, 17.9 at 15 pt (UIKit prints 17.900391).
public enum SystemFontMetrics {
    /// `UIFont.ascender` ÷ `pointSize`: 19.04 at 20 pt.
    public static let ascenderRatio = 0.952
    /// −`UIFont.descender` ÷ `pointSize`: 4.82 at 20 pt.
    public static let descenderRatio = 0.241

    /// `ascender` at `pointSize`.
    public static func ascender(_ pointSize: Double) -> Double { ascenderRatio * pointSize }
    /// −`descender` at `pointSize`.
    public static func descent(_ pointSize: Double) -> Double { descenderRatio * pointSize }
    /// `lineHeight` at `pointSize`: ascender plus descent.
    public static func lineHeight(_ pointSize: Double) -> Double { ascender(pointSize) + descent(pointSize) }
}
