/// A forgiving scanner for Swift and Objective-C: it splits a file into identifiers, numbers,
/// string literals (decoded, with a byte map back to the file) and punctuation, and drops
/// comments. It is not a parser; it only has to be right about where strings and comments start
/// and end, and it never fails: half-written or binary files scan to *some* tokens.
struct SourceScanner {
    private let bytes: [UInt8]
    private let language: SourceLanguage
    private var index = 0
    /// The `.` and member of a SnapKit 0.x `snp_member` (see ``snapKitLegacyMembers``).
    private var pending: [SourceToken] = []

    /// Interpolations nest strings inside strings; beyond this depth the rest is skipped as dynamic.
    static let maximumInterpolationDepth = 16

    init(bytes: [UInt8], language: SourceLanguage) {
        self.bytes = bytes
        self.language = language
    }

    /// Every token of the file, in order.
    static func tokens(of bytes: [UInt8], language: SourceLanguage) -> [SourceToken] {
        var scanner = SourceScanner(bytes: bytes, language: language)
        var tokens: [SourceToken] = []
        // Code runs about one token to five bytes: room for that up front spares most of the
        // copies of growing the array by doubling (0.7 % of an app's lint).
        tokens.reserveCapacity(bytes.count / 5 + 16)
        while let token = scanner.next() { tokens.append(token) }
        return tokens
    }

    /// What SnapKit 0.x put after `snp_` on a view (`ConstraintView+Extensions.swift` of
    /// SnapKit 0.22): the block verbs and the attributes a target names.
    static let snapKitLegacyMembers: Set<String> = [
        "makeConstraints", "remakeConstraints", "updateConstraints", "removeConstraints", "prepareConstraints",
        "left", "top", "right", "bottom", "leading", "trailing", "width", "height", "centerX", "centerY",
        "baseline", "firstBaseline", "lastBaseline", "leftMargin", "rightMargin", "topMargin", "bottomMargin",
        "leadingMargin", "trailingMargin", "centerXWithinMargins", "centerYWithinMargins",
        "edges", "size", "center", "margins", "centerWithinMargins",
    ]

    private func byte(at offset: Int) -> UInt8? { offset < bytes.count ? bytes[offset] : nil }

    /// Whether the bytes at `offset` are `first`, `second` (and `third`, if given). Compared as
    /// bytes: the scanner asks this at most bytes of a file, and walking a `String`'s UTF-8 view
    /// each time cost a tenth of the scan.
    @inline(__always)
    private func starts(with first: UInt8, _ second: UInt8, _ third: UInt8? = nil, at offset: Int) -> Bool {
        guard offset + 1 < bytes.count, bytes[offset] == first, bytes[offset + 1] == second else { return false }
        guard let third else { return true }
        return offset + 2 < bytes.count && bytes[offset + 2] == third
    }

    mutating func next() -> SourceToken? {
        if !pending.isEmpty { return pending.removeFirst() }
        skipTrivia()
        guard index < bytes.count else { return nil }
        let start = index
        let current = bytes[index]

        if language == .objectiveC, current == UInt8(ascii: "@"), byte(at: index + 1) == UInt8(ascii: "\"") {
            index += 1
            let literal = scanCString()
            return SourceToken(kind: .objcString(literal), start: start, end: index)
        }
        if current == UInt8(ascii: "\"") || (language == .swift && current == UInt8(ascii: "#") && isRawStringStart(index)) {
            let literal = language == .swift ? scanSwiftString(depth: 0) : scanCString()
            return SourceToken(kind: .string(literal), start: start, end: index)
        }
        if language == .objectiveC, current == UInt8(ascii: "'") {
            skipCharacterLiteral()
            return SourceToken(kind: .number("'"), start: start, end: index)
        }
        if isIdentifierStart(current) {
            while index < bytes.count, isIdentifierContinue(bytes[index]) { index += 1 }
            let word = String(decoding: bytes[start..<index], as: UTF8.self)
            // SnapKit before 3.0 spelt its DSL `view.snp_makeConstraints { … }` and
            // `other.snp_bottom`; 3.0 renamed every `snp_` to `snp.` and nothing else in those
            // names (SnapKit 3.0 Migration Guide: "Find all `snp_` and replace with `snp.`").
            // Read as the three tokens `snp` `.` `member`, every SnapKit reader sees them.
            if language == .swift, index - start > 4, current == UInt8(ascii: "s"), word.hasPrefix("snp_"),
               Self.snapKitLegacyMembers.contains(String(word.dropFirst(4))) {
                pending = [SourceToken(kind: .punctuation(UInt8(ascii: ".")), start: start + 3, end: start + 4),
                           SourceToken(kind: .identifier(String(word.dropFirst(4))), start: start + 4, end: index)]
                return SourceToken(kind: .identifier("snp"), start: start, end: start + 3)
            }
            return SourceToken(kind: .identifier(word), start: start, end: index)
        }
        if current == UInt8(ascii: "`"), language == .swift {
            index += 1
            let nameStart = index
            while index < bytes.count, isIdentifierContinue(bytes[index]) { index += 1 }
            let name = String(decoding: bytes[nameStart..<index], as: UTF8.self)
            if byte(at: index) == UInt8(ascii: "`") { index += 1 }
            return SourceToken(kind: .identifier(name), start: start, end: index)
        }
        if isDigit(current) {
            while index < bytes.count {
                let b = bytes[index]
                if isIdentifierContinue(b) { index += 1; continue }
                if b == UInt8(ascii: "."), let after = byte(at: index + 1), isDigit(after) { index += 1; continue }
                // C's `44.f` / `44.F` (a float written without fraction digits).
                if language == .objectiveC, b == UInt8(ascii: "."), let after = byte(at: index + 1),
                   after | 0x20 == UInt8(ascii: "f"), !(byte(at: index + 2).map(isIdentifierContinue) ?? false) {
                    index += 2
                    break
                }
                // C's `1.` (C11 6.4.4.2: a fractional constant may end at its point), as in
                // `multiplier:1. constant:0.`: the point is the number's when no name follows.
                if language == .objectiveC, b == UInt8(ascii: "."),
                   !(byte(at: index + 1).map { isIdentifierContinue($0) || $0 == UInt8(ascii: ".") } ?? false) {
                    index += 1
                    break
                }
                if (b == UInt8(ascii: "+") || b == UInt8(ascii: "-")),
                   let previous = byte(at: index - 1), previous == UInt8(ascii: "e") || previous == UInt8(ascii: "E"),
                   !(bytes[start] == UInt8(ascii: "0") && byte(at: start + 1).map({ $0 | 0x20 }) == UInt8(ascii: "x")) {
                    index += 1
                    continue
                }
                break
            }
            return SourceToken(kind: .number(String(decoding: bytes[start..<index], as: UTF8.self)), start: start, end: index)
        }
        index += 1
        return SourceToken(kind: .punctuation(current), start: start, end: index)
    }

    // MARK: Trivia

    private mutating func skipTrivia() {
        while index < bytes.count {
            let current = bytes[index]
            if current == UInt8(ascii: " ") || current == UInt8(ascii: "\t") || current == UInt8(ascii: "\n")
                || current == UInt8(ascii: "\r") || current == 0x0B || current == 0x0C {
                index += 1
            } else if starts(with: UInt8(ascii: "/"), UInt8(ascii: "/"), at: index) {
                index = ByteScanning.firstIndex(of: UInt8(ascii: "\n"), in: bytes, from: index) ?? bytes.count
            } else if starts(with: UInt8(ascii: "/"), UInt8(ascii: "*"), at: index) {
                skipBlockComment()
            } else {
                return
            }
        }
    }

    /// Swift block comments nest; C's do not.
    private mutating func skipBlockComment() {
        index += 2
        var depth = 1
        while index < bytes.count, depth > 0 {
            if starts(with: UInt8(ascii: "*"), UInt8(ascii: "/"), at: index) {
                depth -= 1
                index += 2
            } else if language == .swift, starts(with: UInt8(ascii: "/"), UInt8(ascii: "*"), at: index) {
                depth += 1
                index += 2
            } else {
                index += 1
            }
        }
    }

    private mutating func skipCharacterLiteral() {
        index += 1
        while index < bytes.count, bytes[index] != UInt8(ascii: "'"), bytes[index] != UInt8(ascii: "\n") {
            index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "'") { index += 1 }
        index = min(index, bytes.count)
    }

    // MARK: Characters

    private func isIdentifierStart(_ b: UInt8) -> Bool {
        (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z")) || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z"))
            || b == UInt8(ascii: "_") || b == UInt8(ascii: "$") || b >= 0x80
    }

    private func isIdentifierContinue(_ b: UInt8) -> Bool { isIdentifierStart(b) || isDigit(b) }

    private func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }

    private func isRawStringStart(_ offset: Int) -> Bool {
        var position = offset
        while position < bytes.count, bytes[position] == UInt8(ascii: "#") { position += 1 }
        return position < bytes.count && bytes[position] == UInt8(ascii: "\"")
    }

    // MARK: Swift strings

    /// Scans a Swift string literal starting at `#…"` or `"` (single-line or `"""` multi-line).
    private mutating func scanSwiftString(depth: Int) -> ScannedString {
        scanSwiftStringDecoding(depth: depth).result
    }

    /// A single-line Swift string literal starting at `start` in `bytes`, read as its literal text
    /// and the places of its `\(…)` interpolations; `nil` when it is anything else (no
    /// interpolation, a multi-line literal, a broken escape).
    static func interpolatedString(in bytes: [UInt8], at start: Int) -> InterpolatedString? {
        var scanner = SourceScanner(bytes: bytes, language: .swift)
        scanner.index = start
        guard start < bytes.count, bytes[start] == UInt8(ascii: "\""),
              !scanner.starts(with: UInt8(ascii: "\""), UInt8(ascii: "\""), UInt8(ascii: "\""), at: start) else { return nil }
        return scanner.scanSwiftStringDecoding(depth: 0).interpolated
    }

    private mutating func scanSwiftStringDecoding(depth: Int) -> StringDecoder {
        var hashes = 0
        while index < bytes.count, bytes[index] == UInt8(ascii: "#") { hashes += 1; index += 1 }
        var decoder = StringDecoder()
        if starts(with: UInt8(ascii: "\""), UInt8(ascii: "\""), UInt8(ascii: "\""), at: index) {
            index += 3
            scanSwiftMultiLine(hashes: hashes, depth: depth, into: &decoder)
        } else {
            index += 1  // the opening quote
            while index < bytes.count {
                let current = bytes[index]
                if current == UInt8(ascii: "\n") || current == UInt8(ascii: "\r") {
                    decoder.markDynamic("unterminated string literal")
                    break
                }
                if current == UInt8(ascii: "\"") && closes(hashes: hashes, at: index + 1) {
                    decoder.finish(at: index)
                    index += 1 + hashes
                    return decoder
                }
                if current == UInt8(ascii: "\\") && closes(hashes: hashes, at: index + 1) {
                    scanSwiftEscape(hashes: hashes, depth: depth, into: &decoder)
                    continue
                }
                // This byte and the plain ones after it, up to the next byte the checks above
                // look at, are copied in one step rather than two appends a byte.
                var end = index + 1
                while end < bytes.count, !Self.endsSwiftRun(bytes[end]) { end += 1 }
                decoder.append(bytes[index..<end], from: index)
                index = end
            }
        }
        decoder.finish(at: index)
        return decoder
    }

    /// The bytes a single-line Swift string's loop decides on: line breaks, quotes, backslashes.
    private static func endsSwiftRun(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
    }

    /// The bytes a C string's loop decides on.
    private static func endsCRun(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
    }

    /// True when `hashes` `#` characters follow at `offset` (the delimiter of a raw string).
    private func closes(hashes: Int, at offset: Int) -> Bool {
        guard hashes > 0 else { return true }
        for k in 0..<hashes where byte(at: offset + k) != UInt8(ascii: "#") { return false }
        return true
    }

    /// Decodes one escape at `index` (the backslash); interpolation makes the string dynamic.
    private mutating func scanSwiftEscape(hashes: Int, depth: Int, into decoder: inout StringDecoder) {
        let escapeStart = index
        index += 1 + hashes
        guard index < bytes.count else { return }
        let code = bytes[index]
        index += 1
        switch code {
        case UInt8(ascii: "n"): decoder.append(0x0A, from: escapeStart)
        case UInt8(ascii: "t"): decoder.append(0x09, from: escapeStart)
        case UInt8(ascii: "r"): decoder.append(0x0D, from: escapeStart)
        case UInt8(ascii: "0"): decoder.append(0x00, from: escapeStart)
        case UInt8(ascii: "\\"), UInt8(ascii: "\""), UInt8(ascii: "'"): decoder.append(code, from: escapeStart)
        case UInt8(ascii: "u"):
            guard byte(at: index) == UInt8(ascii: "{") else { decoder.markDynamic("invalid escape"); return }
            index += 1
            var scalarValue: UInt32 = 0
            var digits = 0
            while index < bytes.count, let digit = hexValue(bytes[index]), digits < 8 {
                scalarValue = scalarValue &* 16 &+ UInt32(digit)
                digits += 1
                index += 1
            }
            if byte(at: index) == UInt8(ascii: "}") { index += 1 }
            if let scalar = Unicode.Scalar(scalarValue) {
                decoder.append(scalar: scalar, from: escapeStart)
            } else {
                decoder.markDynamic("invalid unicode escape")
            }
        case UInt8(ascii: "("):
            let expressionStart = index
            if skipInterpolation(depth: depth) {
                decoder.markInterpolation(expression: expressionStart..<(index - 1))
            } else {
                decoder.markDynamic("string interpolation")
            }
        case UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: " "), UInt8(ascii: "\t"):
            // A line continuation in a multi-line string: the backslash, trailing blanks and the newline vanish.
            index -= 1
            while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index += 1 }
            if index < bytes.count, bytes[index] == UInt8(ascii: "\r") { index += 1 }
            if index < bytes.count, bytes[index] == UInt8(ascii: "\n") { index += 1 }
            decoder.skipNextLineBreak = true
        default:
            decoder.markDynamic("invalid escape")
        }
    }

    /// Skips `\( … )`, including nested parentheses and strings. In a single-line literal a
    /// newline ends a broken interpolation; in a multi-line one the interpolation may span lines.
    /// True when the closing parenthesis was reached (`index` is then just past it).
    @discardableResult
    private mutating func skipInterpolation(depth: Int, multiLine: Bool = false) -> Bool {
        var parentheses = 1
        while index < bytes.count, parentheses > 0 {
            let current = bytes[index]
            if current == UInt8(ascii: "(") { parentheses += 1; index += 1 }
            else if current == UInt8(ascii: ")") { parentheses -= 1; index += 1 }
            else if current == UInt8(ascii: "\"") || (current == UInt8(ascii: "#") && isRawStringStart(index)) {
                if depth >= SourceScanner.maximumInterpolationDepth { index += 1; continue }
                _ = scanSwiftString(depth: depth + 1)
            } else if current == UInt8(ascii: "\n"), !multiLine { return false }
            else { index += 1 }
        }
        return parentheses == 0
    }

    /// A `"""` literal: lines up to the closing delimiter, with the closing line's indentation
    /// removed from every line, and no newline after the opening or before the closing delimiter.
    private mutating func scanSwiftMultiLine(hashes: Int, depth: Int, into decoder: inout StringDecoder) {
        // Skip to the end of the opening line.
        while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
        if index < bytes.count { index += 1 }
        let bodyStart = index
        // The closing delimiter decides the indentation to strip, so it is found first. An
        // interpolation can hold strings whose own `"""` would look like the end; they are skipped
        // in this pass, each nested literal exactly once, which keeps the scan linear.
        let (closing, interpolated) = findMultiLineClosing(hashes: hashes, depth: depth)
        if interpolated {
            decoder.markDynamic("string interpolation")
        } else {
            index = bodyStart
            decodeMultiLineBody(upTo: closing, hashes: hashes, depth: depth, into: &decoder)
        }
        if let closing {
            decoder.finish(at: closing.quote)
            index = closing.quote + 3 + hashes
        } else {
            decoder.markDynamic("unterminated multi-line string literal")
            index = bytes.count
            decoder.finish(at: index)
        }
    }

    /// Walks a multi-line body from `index` to the line holding the closing delimiter, stepping
    /// over escapes and interpolations; reports the delimiter's position and whether an
    /// interpolation was seen.
    private mutating func findMultiLineClosing(hashes: Int, depth: Int)
        -> (closing: (lineStart: Int, quote: Int)?, interpolated: Bool) {
        var interpolated = false
        var atLineStart = true
        while index < bytes.count {
            if atLineStart {
                let lineStart = index
                while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index += 1 }
                if starts(with: UInt8(ascii: "\""), UInt8(ascii: "\""), UInt8(ascii: "\""), at: index), closes(hashes: hashes, at: index + 3) {
                    return ((lineStart, index), interpolated)
                }
                atLineStart = false
                continue
            }
            let current = bytes[index]
            if current == UInt8(ascii: "\n") {
                index += 1
                atLineStart = true
            } else if current == UInt8(ascii: "\\"), closes(hashes: hashes, at: index + 1) {
                index += 1 + hashes
                guard index < bytes.count else { break }
                if bytes[index] == UInt8(ascii: "(") {
                    index += 1
                    interpolated = true
                    skipInterpolation(depth: depth, multiLine: true)
                } else if bytes[index] != UInt8(ascii: "\n") {
                    index += 1  // the escaped character; a newline stays to start the next line
                }
            } else {
                index += 1
            }
        }
        return (nil, interpolated)
    }

    /// Decodes an interpolation-free multi-line body from `index`, stripping the closing line's
    /// indentation from every line.
    private mutating func decodeMultiLineBody(upTo closing: (lineStart: Int, quote: Int)?, hashes: Int, depth: Int,
                                              into decoder: inout StringDecoder) {
        let bodyEnd = closing?.lineStart ?? bytes.count
        var lines: [(start: Int, end: Int)] = []
        var position = index
        while position < bodyEnd {
            var lineEnd = position
            while lineEnd < bodyEnd, bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
            lines.append((position, lineEnd))
            position = lineEnd + 1
        }
        let indentation = closing.map { $0.quote - $0.lineStart } ?? 0
        for (lineNumber, line) in lines.enumerated() {
            var cursor = line.start
            var stripped = 0
            while stripped < indentation, cursor < line.end,
                  bytes[cursor] == UInt8(ascii: " ") || bytes[cursor] == UInt8(ascii: "\t") {
                cursor += 1
                stripped += 1
            }
            index = cursor
            decoder.skipNextLineBreak = false
            var lineEnd = line.end
            if lineEnd > cursor, bytes[lineEnd - 1] == UInt8(ascii: "\r") { lineEnd -= 1 }
            while index < lineEnd {
                if bytes[index] == UInt8(ascii: "\\"), closes(hashes: hashes, at: index + 1) {
                    scanSwiftEscape(hashes: hashes, depth: depth, into: &decoder)
                    if decoder.skipNextLineBreak { break }
                    continue
                }
                decoder.append(bytes[index], from: index)
                index += 1
            }
            if lineNumber < lines.count - 1, !decoder.skipNextLineBreak {
                decoder.append(0x0A, from: line.end)
            }
        }
    }

    // MARK: C strings

    /// A C string (`"…"`, after `@` in Objective-C) with C escapes and backslash-newline continuations.
    private mutating func scanCString() -> ScannedString {
        index += 1  // the opening quote
        var decoder = StringDecoder()
        while index < bytes.count {
            let current = bytes[index]
            if current == UInt8(ascii: "\"") {
                decoder.finish(at: index)
                index += 1
                return decoder.result
            }
            if current == UInt8(ascii: "\n") {
                decoder.markDynamic("unterminated string literal")
                break
            }
            if current == UInt8(ascii: "\\") {
                scanCEscape(into: &decoder)
                continue
            }
            // As in Swift strings: the plain bytes up to the next one looked at, in one step.
            var end = index + 1
            while end < bytes.count, !Self.endsCRun(bytes[end]) { end += 1 }
            decoder.append(bytes[index..<end], from: index)
            index = end
        }
        decoder.finish(at: index)
        return decoder.result
    }

    private mutating func scanCEscape(into decoder: inout StringDecoder) {
        let escapeStart = index
        index += 1
        guard index < bytes.count else { return }
        let code = bytes[index]
        index += 1
        switch code {
        case UInt8(ascii: "n"): decoder.append(0x0A, from: escapeStart)
        case UInt8(ascii: "t"): decoder.append(0x09, from: escapeStart)
        case UInt8(ascii: "r"): decoder.append(0x0D, from: escapeStart)
        case UInt8(ascii: "a"): decoder.append(0x07, from: escapeStart)
        case UInt8(ascii: "b"): decoder.append(0x08, from: escapeStart)
        case UInt8(ascii: "f"): decoder.append(0x0C, from: escapeStart)
        case UInt8(ascii: "v"): decoder.append(0x0B, from: escapeStart)
        case UInt8(ascii: "\\"), UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "?"):
            decoder.append(code, from: escapeStart)
        case UInt8(ascii: "\n"):
            break  // line continuation
        case UInt8(ascii: "\r"):
            if byte(at: index) == UInt8(ascii: "\n") { index += 1 }
        case UInt8(ascii: "0")...UInt8(ascii: "7"):
            var value = Int(code - UInt8(ascii: "0"))
            var digits = 1
            while digits < 3, let next = byte(at: index), next >= UInt8(ascii: "0"), next <= UInt8(ascii: "7") {
                value = value * 8 + Int(next - UInt8(ascii: "0"))
                digits += 1
                index += 1
            }
            decoder.append(UInt8(truncatingIfNeeded: value), from: escapeStart)
        case UInt8(ascii: "x"):
            var value = 0
            while let next = byte(at: index), let digit = hexValue(next) {
                value = (value &* 16 &+ digit) & 0xFF
                index += 1
            }
            decoder.append(UInt8(truncatingIfNeeded: value), from: escapeStart)
        case UInt8(ascii: "u"), UInt8(ascii: "U"):
            let count = code == UInt8(ascii: "u") ? 4 : 8
            var value: UInt32 = 0
            for _ in 0..<count {
                guard let next = byte(at: index), let digit = hexValue(next) else { break }
                value = value &* 16 &+ UInt32(digit)
                index += 1
            }
            if let scalar = Unicode.Scalar(value) { decoder.append(scalar: scalar, from: escapeStart) }
            else { decoder.markDynamic("invalid unicode escape") }
        default:
            decoder.append(code, from: escapeStart)
        }
    }

    private func hexValue(_ b: UInt8) -> Int? {
        switch b {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return Int(b - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return Int(b - UInt8(ascii: "a")) + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return Int(b - UInt8(ascii: "A")) + 10
        default: return nil
        }
    }
}
