/// ASCII punctuation markdown lets a backslash escape (CommonMark, "Backslash escapes").
private let markdownEscapable: Set<UInt8> = Set("!\"#$%&'()*+,-./:;<=>?@[\\]^_`{|}~".utf8)

/// Bytes after which a `*` followed by a letter opens emphasis rather than multiplying: the
/// places a name starts in a constraint (`'`, space, `<`, `(`, `[`, `|`, `:`, `"`).
private let emphasisOpeners: Set<UInt8> = Set("' <([|:\"".utf8)

/// One physical line of a paste with the damage that pasting adds taken off: markdown quoting
/// (`> `), comment prefixes (`//`), backticks, bold markers, `po` list bullets, markdown's
/// backslash escapes (`\<`, `\[`, `\*`), and emphasis written back as `*` for a `_`. Every byte
/// kept remembers its offset in the file, so that a diagnostic about the cleaned text still
/// points at the pasted character.
struct ConsoleLogLine {
    /// 1-based line number in the paste.
    var number: Int
    /// The cleaned bytes.
    var bytes: [UInt8]
    /// The file offset of each cleaned byte.
    var offsets: [Int]
    /// The file offset just past the line's last byte (before its line break).
    var endOffset: Int

    /// The cleaned text.
    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// True when the cleaned line holds nothing but spaces.
    var isBlank: Bool { bytes.allSatisfy { $0 == 0x20 || $0 == 0x09 } }

    /// The cleaned text without surrounding spaces.
    var trimmed: String {
        var start = 0
        var end = bytes.count
        while start < end, bytes[start] == 0x20 || bytes[start] == 0x09 { start += 1 }
        while end > start, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// Index of the first occurrence of `needle` at or after `from`.
    func find(_ needle: [UInt8], from: Int = 0) -> Int? {
        guard !needle.isEmpty, bytes.count >= needle.count else { return nil }
        var index = max(0, from)
        while index + needle.count <= bytes.count {
            if bytes[index] == needle[0] && bytes.matches(needle, at: index) { return index }
            index += 1
        }
        return nil
    }

    /// The bytes from `start` up to `end` as a line of their own, each byte keeping its file
    /// offset.
    func slice(_ start: Int, _ end: Int) -> ConsoleLogLine {
        let lower = min(max(0, start), bytes.count)
        let upper = min(max(lower, end), bytes.count)
        return ConsoleLogLine(number: number, bytes: Array(bytes[lower..<upper]), offsets: Array(offsets[lower..<upper]),
                              endOffset: upper < offsets.count ? offsets[upper] : endOffset)
    }

    /// The line cut before each of `markers` that follows a constraint of the same line: a
    /// paste whose line breaks were lost holds the header, the list and the break line (and
    /// perhaps the next conflict) on one line, and each is read as if it began its own line.
    /// A line holding no constraint before a marker is kept whole.
    func splitBefore(_ markers: [[UInt8]], after constraint: [UInt8]) -> [ConsoleLogLine] {
        var pieces: [ConsoleLogLine] = []
        var start = 0
        var search = 0
        while true {
            let next = markers.compactMap { marker in find(marker, from: search).map { ($0, marker.count) } }.min { $0.0 < $1.0 }
            guard let (index, length) = next else { break }
            if let item = find(constraint, from: start), item < index {
                pieces.append(slice(start, index))
                start = index
            }
            search = index + length
        }
        if pieces.isEmpty { return [self] }
        pieces.append(slice(start, bytes.count))
        return pieces
    }

    /// True when a `*` after `cleaned` begins or continues a name: after a letter, or after a
    /// place a name starts, unless spaces follow a number or `)` (`2 * view.width`).
    static func opensName(after cleaned: [UInt8]) -> Bool {
        guard let last = cleaned.last else { return true }
        if last.isLetterOrUnderscore { return true }
        guard emphasisOpeners.contains(last) else { return false }
        guard last == 0x20 else { return true }
        let before = cleaned.last { $0 != 0x20 }
        return !(before.map { $0.isDecimalDigit || $0 == UInt8(ascii: ")") } ?? false)
    }

    /// Splits a paste into cleaned lines.
    static func lines(of file: SourceFile) -> [ConsoleLogLine] {
        var lines: [ConsoleLogLine] = []
        lines.reserveCapacity(file.lineStarts.count)
        for (index, start) in file.lineStarts.enumerated() {
            var end = index + 1 < file.lineStarts.count ? file.lineStarts[index + 1] - 1 : file.bytes.count
            if end > start, file.bytes[end - 1] == 0x0D { end -= 1 }
            lines.append(clean(file.bytes, start: start, end: max(start, end), number: index + 1))
        }
        return lines
    }

    /// `28` → `(`, `29` → `)`, `5B`/`5b` → `[`, `5D`/`5d` → `]`, `3C`/`3c` → `<`, `3E`/`3e` → `>`; else `nil`.
    private static func percentEncodedBracket(_ high: UInt8, _ low: UInt8) -> UInt8? {
        switch (high, low | 0x20) {
        case (UInt8(ascii: "2"), UInt8(ascii: "8")): return UInt8(ascii: "(")
        case (UInt8(ascii: "2"), UInt8(ascii: "9")): return UInt8(ascii: ")")
        case (UInt8(ascii: "5"), UInt8(ascii: "b")): return UInt8(ascii: "[")
        case (UInt8(ascii: "5"), UInt8(ascii: "d")): return UInt8(ascii: "]")
        case (UInt8(ascii: "3"), UInt8(ascii: "c")): return UInt8(ascii: "<")
        case (UInt8(ascii: "3"), UInt8(ascii: "e")): return UInt8(ascii: ">")
        default: return nil
        }
    }

    /// Cleans one line: prefixes first (repeatedly, since a quoted comment can be `> // `), then
    /// escapes, then trailing markers.
    static func clean(_ bytes: [UInt8], start: Int, end: Int, number: Int) -> ConsoleLogLine {
        var position = start
        var stripping = true
        // A fixed number of rounds: each round removes at least one byte or stops.
        var rounds = 0
        while stripping && rounds < 64 {
            rounds += 1
            stripping = false
            while position < end, bytes[position] == 0x20 || bytes[position] == 0x09 { position += 1 }
            guard position < end else { break }
            let byte = bytes[position]
            if byte == UInt8(ascii: ">") && (position + 1 == end || bytes[position + 1] == 0x20
                                               || bytes[position + 1] == 0x09 || bytes[position + 1] == UInt8(ascii: ">")) {
                position += 1; stripping = true
            } else if byte == UInt8(ascii: "/") && position + 1 < end && bytes[position + 1] == UInt8(ascii: "/") {
                position += 2; stripping = true
            } else if byte == UInt8(ascii: "`") {
                while position < end, bytes[position] == UInt8(ascii: "`") { position += 1 }
                stripping = true
            } else if byte == UInt8(ascii: "*") && position + 1 < end && bytes[position + 1] == UInt8(ascii: "*") {
                position += 2; stripping = true
            } else if byte == UInt8(ascii: "-") || byte == UInt8(ascii: "*") {
                // `po` array bullets (`- 3 : <…>`) and markdown list bullets (`* <…>`).
                var look = position + 1
                while look < end, bytes[look] == 0x20 { look += 1 }
                var digits = look
                while digits < end, bytes[digits] >= 0x30 && bytes[digits] <= 0x39 { digits += 1 }
                if digits > look {
                    var colon = digits
                    while colon < end, bytes[colon] == 0x20 { colon += 1 }
                    if colon < end, bytes[colon] == UInt8(ascii: ":") { position = colon + 1; stripping = true }
                } else if look > position + 1, look < end, bytes[look] == UInt8(ascii: "<") || bytes[look] == UInt8(ascii: "\"") {
                    position = look; stripping = true
                }
            }
        }
        var cleaned: [UInt8] = []
        var offsets: [Int] = []
        cleaned.reserveCapacity(end - position)
        offsets.reserveCapacity(end - position)
        var index = position
        while index < end {
            let byte = bytes[index]
            // Markdown backslash escapes (`\<`, `\[`, `\*`, `\_`, …): the character itself, taken
            // literally (an escaped `*` is a product, never emphasis).
            if byte == UInt8(ascii: "\\"), index + 1 < end, markdownEscapable.contains(bytes[index + 1]) {
                cleaned.append(bytes[index + 1])
                offsets.append(index + 1)
                index += 2
                continue
            }
            // A page that percent-encoded the paste's brackets (`(%28null%29, %28null%29)`, RFC 3986
            // §2.1): the bracket itself.
            if byte == UInt8(ascii: "%"), index + 2 < end, let decoded = Self.percentEncodedBracket(bytes[index + 1], bytes[index + 2]) {
                cleaned.append(decoded)
                offsets.append(index)
                index += 3
                continue
            }
            // Emphasis: markdown turns a pair of `_` into italics, and a copy of the rendered page
            // writes them back as `*` (`'*UITemporaryLayoutWidth'`, `deltachat*ios`). A `*` that
            // starts a name or joins two letters stands for `_`; after a digit or a space it is a
            // product (`0.5*UIView`, `width * 0.5`).
            if byte == UInt8(ascii: "*"), index + 1 < end, bytes[index + 1].isLetterOrUnderscore, opensName(after: cleaned) {
                cleaned.append(UInt8(ascii: "_"))
                offsets.append(index)
                index += 1
                continue
            }
            cleaned.append(byte)
            offsets.append(index)
            index += 1
        }
        // Trailing bold markers and backticks closing a paste.
        while let last = cleaned.last, last == UInt8(ascii: "`") || last == UInt8(ascii: "*") || last == 0x20 || last == 0x09 {
            cleaned.removeLast()
            offsets.removeLast()
        }
        return ConsoleLogLine(number: number, bytes: cleaned, offsets: offsets, endOffset: end)
    }
}

/// The text of one `<…>` description, possibly gathered from several wrapped lines, with the
/// file offset of every byte.
struct ConsoleLogItemText {
    var bytes: [UInt8]
    var offsets: [Int]
    /// Offset of the opening `<` in the file.
    var startOffset: Int
    /// Offset just past the closing `>`.
    var endOffset: Int

    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// The file offset of a byte index (clamped), for diagnostics.
    func fileOffset(_ index: Int) -> Int {
        guard !offsets.isEmpty else { return startOffset }
        return offsets[min(max(0, index), offsets.count - 1)]
    }
}

extension UInt8 {
    /// Letters, digits, `_` and `$` (Swift mangled names), `.` (module-qualified classes).
    var isClassNameByte: Bool {
        (self >= 0x41 && self <= 0x5A) || (self >= 0x61 && self <= 0x7A) || (self >= 0x30 && self <= 0x39)
            || self == UInt8(ascii: "_") || self == UInt8(ascii: "$") || self == UInt8(ascii: ".")
    }

    var isLetterOrUnderscore: Bool {
        (self >= 0x41 && self <= 0x5A) || (self >= 0x61 && self <= 0x7A) || self == UInt8(ascii: "_")
    }

    var isHexDigit: Bool {
        (self >= 0x30 && self <= 0x39) || (self >= 0x41 && self <= 0x46) || (self >= 0x61 && self <= 0x66)
    }

    var isDecimalDigit: Bool { self >= 0x30 && self <= 0x39 }
}

extension Array where Element == UInt8 {
    /// True when `needle` occurs at `index` (compared in place: no copy of the slice).
    func matches(_ needle: [UInt8], at index: Int) -> Bool {
        guard index >= 0, index + needle.count <= count else { return false }
        var offset = 0
        while offset < needle.count {
            if self[index + offset] != needle[offset] { return false }
            offset += 1
        }
        return true
    }
}
