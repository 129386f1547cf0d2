import LayoutIR

/// Rounds layout results as UIKit's engine does: each edge to the nearest pixel (half away from
/// zero) at the screen's scale, sizes as the difference of rounded edges, so that adjacent
/// views never overlap or leave a gap.
public enum PixelRounding {
    /// `value` rounded to the nearest multiple of `1 / scale`. Solver noise (1e-9) is removed
    /// first so that 106.5 computed as 106.49999999 still rounds up.
    public static func round(_ value: Double, scale: Double) -> Double {
        guard value.isFinite, scale.isFinite, scale > 0 else { return value.isFinite ? value : 0 }
        let pixels = value * scale
        let cleaned = (pixels * 1e6).rounded() / 1e6
        let result = cleaned.rounded(.toNearestOrAwayFromZero) / scale
        return result == 0 ? 0 : result  // no -0
    }

    /// The rectangle with its four edges rounded.
    public static func round(_ rect: Rect, scale: Double) -> Rect {
        let minX = round(rect.minX, scale: scale)
        let minY = round(rect.minY, scale: scale)
        let maxX = round(rect.maxX, scale: scale)
        let maxY = round(rect.maxY, scale: scale)
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
