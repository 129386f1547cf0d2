/// Formats a number the way vflc prints constants: integers without a fraction
/// (`20`, `-8`), others with the shortest text that reads back to the same `Double`.
public func formatNumber(_ value: Double) -> String {
    if value.isNaN { return "nan" }
    if value.isInfinite { return value < 0 ? "-inf" : "inf" }
    if value == 0 { return "0" }  // also folds -0
    if abs(value) < 1e15, let integer = Int64(exactly: value) {
        return String(integer)
    }
    // Swift writes 1e-07; people (and Apple's docs) write 1e-7.
    var text = "\(value)"
    if let e = text.firstIndex(of: "e") {
        var exponent = text[text.index(after: e)...]
        var sign = ""
        if let first = exponent.first, first == "-" || first == "+" {
            sign = first == "-" ? "-" : ""
            exponent = exponent.dropFirst()
        }
        let digits = exponent.drop { $0 == "0" }
        text = String(text[..<e]) + "e" + sign + (digits.isEmpty ? "0" : String(digits))
    }
    return text
}
