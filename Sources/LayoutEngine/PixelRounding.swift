import LayoutIR

/// Rounds layout results as UIKit's engine does: each edge to the nearest pixel at the screen's
/// scale, sizes as the difference of rounded edges, so that adjacent views never overlap or
/// leave a gap. Exact half pixels round up (towards +∞), so a rectangle keeps its size wherever
/// it sits: a 400-pt view centred at y −3.5 on a @3x screen spans −3.333…396.667, still 400.
public enum PixelRounding {
    /// `value` rounded to the nearest multiple of `1 / scale`, halves up. Solver noise (1e-6 of a
    /// pixel) is removed first so that 106.5 computed as 106.49999999 still rounds up.
    public static func round(_ value: Double, scale: Double) -> Double {
        guard value.isFinite, scale.isFinite, scale > 0 else { return value.isFinite ? value : 0 }
        let pixels = value * scale
        // Beyond 2^52 pixels every double is a whole pixel already (and × 1e6 could overflow).
        guard abs(pixels) < 4.5e15 else { return value }
        let cleaned = (pixels * 1e6).rounded() / 1e6
        let result = (cleaned + 0.5).rounded(.down) / scale
        return result == 0 ? 0 : result  // no -0
    }

    /// The rectangle with its four edges rounded.
    public static func round(_ rect: LayoutRect, scale: Double) -> LayoutRect {
        let minX = round(rect.minX, scale: scale)
        let minY = round(rect.minY, scale: scale)
        let maxX = round(rect.maxX, scale: scale)
        let maxY = round(rect.maxY, scale: scale)
        // Absurd inputs (1e308) can overflow the edges' sum; such components read as 0.
        func finite(_ value: Double) -> Double { value.isFinite ? value : 0 }
        return LayoutRect(x: finite(minX), y: finite(minY), width: finite(maxX - minX), height: finite(maxY - minY))
    }
}
