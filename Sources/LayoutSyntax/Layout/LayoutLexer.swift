import LayoutIR

/// A `// vflc:disable rule-a rule-b` comment, as the lexer found it.
struct DisableComment: Sendable {
    /// 1-based line of the comment.
    var line: Int
    /// The rules; `nil` means every rule (an empty set, whose names were all unknown, none).
    var rules: Set<RuleID>?
    /// True when nothing but blanks precede the comment on its line (it then applies to the
    /// next line of code); false for a trailing comment (it applies to its own line).
    var standsAlone: Bool
    var offset: Int
}

/// A raw Visual Format Language line cut out of the file.
struct RawVisualFormat: Sendable {
    /// The format with every blank removed, as Apple's parser sees it.
    var format: String
    /// For each byte of `format` (and one past the end), its byte offset in the file.
    var byteOffsets: [Int]
    /// The span of the whole line as written (without trailing blanks or the options clause).
    var offset: Int
    var length: Int
    /// The `options …` clause, if any: its offset in the file (of the word `options`).
    var optionsOffset: Int?
}

/// Turns the bytes of a `.layout` file into tokens on demand.
///
/// The lexer is pulled by the parser one token at a time, because a Visual Format Language line
/// (`H:|-[a]-|`) is not made of `.layout` tokens: when the parser sees one starting, it asks the
/// lexer to cut the raw line out with ``scanVisualFormat(from:)``.
struct LayoutLexer {
    let file: SourceFile
    private let bytes: [UInt8]
    private(set) var position = 0
    private(set) var diagnostics: [LayoutDiagnostic] = []
    private(set) var disableComments: [DisableComment] = []
    /// Offsets of disable comments already recorded (the parser may re-lex a stretch of text).
    private var seenDisableOffsets: Set<Int> = []
    private var seenErrorOffsets: Set<Int> = []
    /// Set after a number that is directly followed by `x` and a digit (`80x21`).
    private var pendingTimes = false
    /// No token starts at or after this offset: the file ends here for the parser. A Swift file's
    /// SnapKit closure is parsed in place (so positions stay the file's) but no further than its brace.
    private(set) var endLimit: Int
    /// How many problems the lexer met, reported or not (the report list is capped and deduplicated).
    private(set) var problemCount = 0

    init(file: SourceFile) {
        self.file = file
        self.bytes = file.bytes
        self.endLimit = file.bytes.count
    }

    /// Lexes only `range` of the file: starts at its lower bound and ends at its upper bound.
    mutating func restrict(to range: Range<Int>) {
        endLimit = min(max(0, range.upperBound), bytes.count)
        reset(to: range.lowerBound)
    }

    /// Moves the lexer to `offset` (used after a raw VFL scan, or to re-lex).
    mutating func reset(to offset: Int) {
        position = min(max(0, offset), bytes.count)
        pendingTimes = false
    }

    private func byte(at index: Int) -> UInt8? { index >= 0 && index < bytes.count ? bytes[index] : nil }

    private mutating func error(_ message: String, at offset: Int, length: Int, notes: [String] = []) {
        problemCount += 1
        // Past the parser's limit nothing more is shown, so stop collecting (garbage stays linear).
        guard diagnostics.count < LayoutFileParser.maximumErrors, seenErrorOffsets.insert(offset).inserted else { return }
        diagnostics.append(.error(message, at: file.span(offset: offset, length: length),
                                  notes: notes.map { DiagnosticNote($0) }, ruleID: RuleID.layoutSyntax))
    }

    // MARK: Trivia

    /// Skips blanks and comments; returns whether a line break was crossed.
    private mutating func skipTrivia() -> Bool {
        var sawNewline = position == 0
        while let current = byte(at: position) {
            switch current {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                position += 1
            case UInt8(ascii: "\n"):
                position += 1
                sawNewline = true
            case UInt8(ascii: "/") where byte(at: position + 1) == UInt8(ascii: "/"):
                lineComment()
            case UInt8(ascii: "/") where byte(at: position + 1) == UInt8(ascii: "*"):
                if blockComment() { sawNewline = true }
            default:
                return sawNewline
            }
        }
        return sawNewline
    }

    private mutating func lineComment() {
        let start = position
        while let current = byte(at: position), current != UInt8(ascii: "\n") { position += 1 }
        recordDisableComment(start: start, end: position)
    }

    /// Skips a (nestable, as in Swift) block comment; returns whether it spans lines.
    private mutating func blockComment() -> Bool {
        let start = position
        var depth = 0
        var crossedLine = false
        while position < bytes.count {
            if bytes[position] == UInt8(ascii: "/"), byte(at: position + 1) == UInt8(ascii: "*") {
                depth += 1; position += 2
            } else if bytes[position] == UInt8(ascii: "*"), byte(at: position + 1) == UInt8(ascii: "/") {
                depth -= 1; position += 2
                if depth == 0 { return crossedLine }
            } else {
                if bytes[position] == UInt8(ascii: "\n") { crossedLine = true }
                position += 1
            }
        }
        error("unterminated block comment", at: start, length: 2, notes: ["close it with '*/'"])
        return crossedLine
    }

    private mutating func recordDisableComment(start: Int, end: Int) {
        let text = String(decoding: bytes[start..<end], as: UTF8.self)
        guard seenDisableOffsets.insert(start).inserted,
              let (comment, warnings) = SuppressionComment.read(text[...], at: start, in: file) else { return }
        diagnostics += warnings
        let (line, column) = file.location(of: start)
        let lineStart = start - (column - 1)
        let standsAlone = comment.nextLine
            || bytes[lineStart..<start].allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        disableComments.append(DisableComment(line: line, rules: comment.rules, standsAlone: standsAlone, offset: start))
    }

    // MARK: Tokens

    /// The next token.
    mutating func next() -> LayoutToken {
        let startsLine = skipTrivia()
        let start = position
        guard position < endLimit, let first = byte(at: position) else {
            return LayoutToken(kind: .end, text: "", offset: endLimit, length: 0, startsLine: true)
        }
        func token(_ kind: LayoutTokenKind, _ length: Int) -> LayoutToken {
            position = start + length
            let text = String(decoding: bytes[start..<(start + length)], as: UTF8.self)
            return LayoutToken(kind: kind, text: text, offset: start, length: length, startsLine: startsLine)
        }
        if pendingTimes, first == UInt8(ascii: "x") {
            pendingTimes = false
            return token(.times, 1)
        }
        pendingTimes = false
        if first.isIdentifierStart {
            var end = position + 1
            while let current = byte(at: end), current.isIdentifierContinue { end += 1 }
            return token(.identifier, end - start)
        }
        if first == UInt8(ascii: "$"), let digit = byte(at: position + 1), digit.isASCIIDigit {
            var end = position + 1
            while let current = byte(at: end), current.isASCIIDigit { end += 1 }
            return token(.identifier, end - start)
        }
        if first.isASCIIDigit { return number(startsLine: startsLine) }
        if first == UInt8(ascii: "\"") { return string(startsLine: startsLine) }
        let twoByte: [String] = ["==", "<=", ">=", "->", "!="]
        if let second = byte(at: position + 1) {
            let pair = String(decoding: [first, second], as: UTF8.self)
            if twoByte.contains(pair) { return token(.symbol, 2) }
        }
        if "{}()[],.:;=@+-*/#!?|<>&".utf8.contains(first) { return token(.symbol, 1) }
        return invalid(startsLine: startsLine)
    }

    private mutating func invalid(startsLine: Bool) -> LayoutToken {
        let start = position
        var end = position + 1
        // Group a run of stray bytes (binary garbage, a multi-byte character) into one token.
        func isStray(_ c: UInt8) -> Bool {
            c >= 0x80 || (c < 0x20 && c != UInt8(ascii: "\n") && c != UInt8(ascii: "\t") && c != UInt8(ascii: "\r")) || c == 0x7f
        }
        while let current = byte(at: end), isStray(current) { end += 1 }
        position = end
        let first = bytes[start]
        let message: String
        if first == 0 {
            message = "unexpected NUL byte"
        } else if first >= 0x80 {
            message = "unexpected non-ASCII character; names and symbols in a .layout file are ASCII"
        } else if first < 0x20 || first == 0x7f {
            message = "unexpected control character (byte 0x\(String(first, radix: 16)))"
        } else {
            message = "unexpected character '\(String(decoding: [first], as: UTF8.self))'"
        }
        error(message, at: start, length: end - start)
        return LayoutToken(kind: .invalid, text: String(decoding: bytes[start..<end], as: UTF8.self),
                           offset: start, length: end - start, startsLine: startsLine)
    }

    /// `12`, `0.5`, `1_000`, `1e-3`. The value must be finite.
    private mutating func number(startsLine: Bool) -> LayoutToken {
        let start = position
        var end = position
        func digits() { while let c = byte(at: end), c.isASCIIDigit || c == UInt8(ascii: "_") { end += 1 } }
        digits()
        if byte(at: end) == UInt8(ascii: "."), let next = byte(at: end + 1), next.isASCIIDigit {
            end += 1
            digits()
        }
        if let e = byte(at: end), e == UInt8(ascii: "e") || e == UInt8(ascii: "E") {
            var probe = end + 1
            if let sign = byte(at: probe), sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") { probe += 1 }
            if let digit = byte(at: probe), digit.isASCIIDigit {
                end = probe
                digits()
            }
        }
        position = end
        let text = String(decoding: bytes[start..<end], as: UTF8.self)
        var value = Double(String(text.filter { $0 != "_" })) ?? .nan
        if !value.isFinite {
            error("number '\(text)' is out of range", at: start, length: end - start,
                  notes: ["numbers must be finite; Auto Layout cannot use infinite values"])
            value = .nan  // reported here; whatever uses the number gives up quietly
        } else if !NumberLimits.isUsable(value) {
            error("number '\(text)' is too large", at: start, length: end - start,
                  notes: ["vflc accepts numbers up to \(NumberLimits.maximumText) in magnitude; larger ones are typos that break the arithmetic"])
            value = .nan
        }
        if byte(at: end) == UInt8(ascii: "x"), let after = byte(at: end + 1),
           after.isASCIIDigit || after == UInt8(ascii: "-") {
            pendingTimes = true
        }
        return LayoutToken(kind: .number, text: text, number: value, offset: start, length: end - start,
                           startsLine: startsLine)
    }

    private mutating func string(startsLine: Bool) -> LayoutToken {
        let start = position
        var end = position + 1
        var value: [UInt8] = []
        while let current = byte(at: end), current != UInt8(ascii: "\""), current != UInt8(ascii: "\n") {
            if current == UInt8(ascii: "\\"), let escaped = byte(at: end + 1), escaped != UInt8(ascii: "\n") {
                switch escaped {
                case UInt8(ascii: "n"): value.append(UInt8(ascii: "\n"))
                case UInt8(ascii: "t"): value.append(UInt8(ascii: "\t"))
                default: value.append(escaped)
                }
                end += 2
            } else {
                value.append(current)
                end += 1
            }
        }
        if byte(at: end) == UInt8(ascii: "\"") {
            end += 1
        } else {
            error("unterminated string", at: start, length: end - start, notes: ["close it with '\"' on the same line"])
        }
        position = end
        return LayoutToken(kind: .string, text: String(decoding: value, as: UTF8.self), offset: start,
                           length: end - start, startsLine: startsLine)
    }

    // MARK: Visual Format Language lines

    /// True when the text at `offset` starts a VFL line: `H:`, `V:`, `|` or `[`.
    func startsVisualFormat(at offset: Int) -> Bool {
        guard let first = byte(at: offset) else { return false }
        if first == UInt8(ascii: "|") || first == UInt8(ascii: "[") { return true }
        if first == UInt8(ascii: "H") || first == UInt8(ascii: "V") {
            return byte(at: offset + 1) == UInt8(ascii: ":")
        }
        return false
    }

    /// Cuts a VFL line out of the file, starting at `offset`: it runs to the end of the line,
    /// a `;`, a `}` or a comment, and stops before an `options` clause. Blanks are removed,
    /// as Apple's parser removes them, and every remaining byte keeps its file offset.
    mutating func scanVisualFormat(from offset: Int) -> RawVisualFormat {
        var end = offset
        while let current = byte(at: end), current != UInt8(ascii: "\n"), current != UInt8(ascii: ";"),
              current != UInt8(ascii: "}") {
            if current == UInt8(ascii: "/"), let next = byte(at: end + 1),
               next == UInt8(ascii: "/") || next == UInt8(ascii: "*") { break }
            end += 1
        }
        var optionsOffset: Int?
        var formatEnd = end
        // `… ]  options alignAllTop`: the word `options`, after a blank, after `]` or `|`.
        var index = offset
        while index + 7 <= end {
            if bytes[index] == UInt8(ascii: "o"), bytes[index..<(index + 7)].elementsEqual("options".utf8),
               index > offset, isBlank(bytes[index - 1]),
               index + 7 == end || !bytes[index + 7].isIdentifierContinue {
                var before = index - 1
                while before > offset, isBlank(bytes[before]) { before -= 1 }
                if bytes[before] == UInt8(ascii: "]") || bytes[before] == UInt8(ascii: "|") {
                    optionsOffset = index
                    formatEnd = before + 1
                    break
                }
            }
            index += 1
        }
        var format: [UInt8] = []
        var offsets: [Int] = []
        var lastNonBlank = offset
        for position in offset..<formatEnd where !isBlank(bytes[position]) {
            format.append(bytes[position])
            offsets.append(position)
            lastNonBlank = position + 1
        }
        offsets.append(lastNonBlank)
        position = optionsOffset ?? end
        pendingTimes = false
        return RawVisualFormat(format: String(decoding: format, as: UTF8.self), byteOffsets: offsets,
                               offset: offset, length: lastNonBlank - offset, optionsOffset: optionsOffset)
    }

    // MARK: Character classes

    private func isBlank(_ c: UInt8) -> Bool { c == UInt8(ascii: " ") || c == UInt8(ascii: "\t") || c == UInt8(ascii: "\r") }
}

/// Reports bytes that are not valid UTF-8, and NUL bytes, each run once with its location.
enum EncodingCheck {
    static func diagnostics(for file: SourceFile) -> [LayoutDiagnostic] {
        var problems: [LayoutDiagnostic] = []
        let bytes = file.bytes
        var index = 0
        var runStart: Int?
        func flush(_ end: Int) {
            guard let start = runStart else { return }
            runStart = nil
            problems.append(.error("invalid UTF-8 in the file", at: file.span(offset: start, length: end - start),
                                   notes: [DiagnosticNote("save the file as UTF-8")],
                                   ruleID: RuleID.layoutSyntax))
        }
        // Past the parser's limit nothing more is shown; stop scanning.
        while index < bytes.count, problems.count < LayoutFileParser.maximumErrors {
            if runStart == nil {
                // ASCII other than NUL is valid on its own: skip it eight bytes at a time.
                index = ByteScanning.firstNonASCII(orBelow: 1, in: bytes, from: index) ?? bytes.count
                if index == bytes.count { break }
            }
            if bytes[index] == 0 {
                flush(index)
                var end = index + 1
                while end < bytes.count, bytes[end] == 0 { end += 1 }
                problems.append(.error("NUL byte in the file", at: file.span(offset: index, length: end - index),
                                       notes: [DiagnosticNote("a .layout file is text; remove the NUL bytes")],
                                       ruleID: RuleID.layoutSyntax))
                index = end
                continue
            }
            let length = validSequenceLength(bytes, at: index)
            if length == 0 {
                if runStart == nil { runStart = index }
                index += 1
            } else {
                flush(index)
                index += length
            }
        }
        flush(min(index, bytes.count))
        return problems
    }

    /// The length of the valid UTF-8 sequence at `index`, or 0 when it is invalid.
    static func validSequenceLength(_ bytes: [UInt8], at index: Int) -> Int {
        let lead = bytes[index]
        if lead < 0x80 { return 1 }
        let length: Int
        let minimum: UInt32
        switch lead {
        case 0xC2...0xDF: length = 2; minimum = 0x80
        case 0xE0...0xEF: length = 3; minimum = 0x800
        case 0xF0...0xF4: length = 4; minimum = 0x10000
        default: return 0
        }
        guard index + length <= bytes.count else { return 0 }
        var scalar = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
        for offset in 1..<length {
            let continuation = bytes[index + offset]
            guard continuation & 0xC0 == 0x80 else { return 0 }
            scalar = scalar << 6 | UInt32(continuation & 0x3F)
        }
        if scalar < minimum || scalar > 0x10FFFF || (0xD800...0xDFFF).contains(scalar) { return 0 }
        return length
    }
}
