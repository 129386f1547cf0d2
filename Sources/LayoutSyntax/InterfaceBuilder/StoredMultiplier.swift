/// The multiplier a document meant, from the decimal Interface Builder stored.
///
/// Xcode writes a decimal multiplier with six significant digits, as C's `%g` prints a double
/// (`1.08333` for 13/12, `0.924205`, `2.40789` in the public documents read; an `a:b` ratio is
/// kept as typed). The stored decimal is then off the ratio the designer made by up to half a
/// unit of its sixth digit, and a layout that holds exactly at 13/12 (a 26-pt view centred on
/// a 24-pt one, `height == 24 × 13/12`) misses by 0.00004 pt at 1.08333: a false conflict for
/// an exact solver, which UIKit's own floating-point engine never sees. So a six-digit decimal
/// is read as the simplest fraction within its rounding (the one with the smallest
/// denominator), which is what it was rounded from whenever the designer's ratio is simpler than
/// the digits; any fraction in that interval is as faithful to the document as the decimal.
/// Shorter decimals (`0.5`, `0.12`) are exact as written and kept (Docs/InterfaceBuilder.md#constraints).
enum StoredMultiplier {
    /// The significant digits Xcode keeps.
    static let storedDigits = 6

    /// `value` (parsed from `text`) replaced by the simplest fraction within half a unit of the
    /// text's last digit when the text has exactly ``storedDigits`` significant digits and a
    /// decimal point; otherwise `value` itself.
    static func unrounded(_ value: Double, text: String) -> Double {
        guard value != 0, let halfUnit = roundingHalfUnit(text) else { return value }
        let magnitude = abs(value)
        guard let fraction = simplestFraction(from: magnitude - halfUnit, to: magnitude + halfUnit) else { return value }
        return value < 0 ? -fraction : fraction
    }

    /// Half a unit of the last digit of a plain decimal (`1.08333` → 0.000005) that has exactly
    /// ``storedDigits`` significant digits; `nil` for any other text (exponents, fewer or more digits).
    static func roundingHalfUnit(_ text: String) -> Double? {
        var body = Substring(text)
        if body.first == "-" || body.first == "+" { body = body.dropFirst() }
        guard let point = body.firstIndex(of: "."), body.allSatisfy({ $0 == "." || $0.isASCII && $0.isNumber }) else { return nil }
        let decimals = body.distance(from: point, to: body.endIndex) - 1
        let significant = body.filter { $0 != "." }.drop { $0 == "0" }
        guard significant.count == storedDigits, decimals > 0 else { return nil }
        // Parsed, not divided out, so the unit is the double nearest 10^-decimals.
        return Double("1e-\(decimals)").map { $0 / 2 }
    }

    /// The fraction with the smallest denominator in `low…high` (both positive), by continued
    /// fractions; `nil` when none is found within a few dozen terms.
    static func simplestFraction(from low: Double, to high: Double) -> Double? {
        guard low > 0, high >= low else { return nil }
        // Each step writes x = whole + 1 / y and looks for y in the reciprocal interval:
        // terms (whole parts) collected in order, then folded back into one fraction.
        var terms: [Double] = []
        var (lower, upper) = (low, high)
        for _ in 0..<40 {
            let whole = lower.rounded(.up)
            if whole <= upper {
                terms.append(whole)
                var numerator = 1.0, denominator = 0.0
                for term in terms.reversed() {
                    (numerator, denominator) = (term * numerator + denominator, numerator)
                }
                return numerator / denominator
            }
            let floor = lower.rounded(.down)
            terms.append(floor)
            (lower, upper) = (1 / (upper - floor), 1 / (lower - floor))
            guard lower.isFinite, upper.isFinite else { return nil }
        }
        return nil
    }
}
