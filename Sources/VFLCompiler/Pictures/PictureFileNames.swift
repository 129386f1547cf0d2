/// File names for the SVG pictures `vflc compile --format svg -o DIR` writes: one per screen and
/// environment, made only of characters every file system accepts, and never the same twice.
struct PictureFileNames {
    private var used: Set<String> = []

    /// The longest name (before the extension) this produces; leaves room under the common
    /// 255-byte limit for a `-N` suffix and `.svg`.
    static let maximumStemLength = 200

    /// `Login-iPhoneSE-portrait-ltr.svg`; a second request for the same stem (two files with a
    /// screen of the same name, or names that differ only in unsafe characters) gets `-2`, `-3`…
    mutating func next(screen: String, environment: String) -> String {
        let stem = Self.safe(screen + "-" + environment)
        var candidate = stem
        var counter = 2
        // Compared case-insensitively: macOS and Windows file systems fold case by default.
        while used.contains(candidate.lowercased()) {
            candidate = stem + "-\(counter)"
            counter += 1
        }
        used.insert(candidate.lowercased())
        return candidate + ".svg"
    }

    /// Letters, digits, `.`, `_` and `-` kept; runs of anything else (spaces, slashes, quotes,
    /// non-ASCII) become one `_`; no leading dot (hidden files) and never empty.
    static func safe(_ text: String) -> String {
        var result = ""
        var lastWasReplacement = false
        for scalar in text.unicodeScalars {
            let isSafe = (scalar >= "a" && scalar <= "z") || (scalar >= "A" && scalar <= "Z")
                || (scalar >= "0" && scalar <= "9") || scalar == "." || scalar == "_" || scalar == "-"
            if isSafe {
                result.unicodeScalars.append(scalar)
                lastWasReplacement = false
            } else if !lastWasReplacement {
                // A space between words reads better as `-` (the environment's parts).
                result += scalar == " " ? "-" : "_"
                lastWasReplacement = true
            }
        }
        while result.hasPrefix(".") { result.removeFirst() }
        if result.count > maximumStemLength { result = String(result.prefix(maximumStemLength)) }
        return result.isEmpty ? "screen" : result
    }
}
