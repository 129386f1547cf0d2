extension String {
    /// `contains(needle)` for an ASCII `needle` (a fixed word such as `"SystemSpacing"`), found
    /// on the UTF-8 bytes when the string is ASCII too.
    ///
    /// The standard library's `contains(_:)` for a string argument runs the string-processing
    /// matcher, about 20 000 instructions a call: the function reader asks it of a call's
    /// labels and words, and it was 1 % of a lint of a whole app. In an ASCII string every
    /// character is one byte, so the bytes match exactly where the characters do; any other
    /// string is left to `contains(_:)`, which compares grapheme clusters.
    func containsASCII(_ needle: String) -> Bool {
        let bytes = utf8, pattern = needle.utf8
        guard bytes.allSatisfy({ $0 < 0x80 }), pattern.allSatisfy({ $0 < 0x80 }) else { return contains(needle) }
        guard let first = pattern.first else { return true }
        guard bytes.count >= pattern.count else { return false }
        var start = bytes.startIndex
        let last = bytes.index(bytes.endIndex, offsetBy: -pattern.count)
        while start <= last {
            if bytes[start] == first, bytes[start...].starts(with: pattern) { return true }
            start = bytes.index(after: start)
        }
        return false
    }
}
