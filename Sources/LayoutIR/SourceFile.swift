/// A file's text with a line table, for turning byte offsets into spans and
/// printing the source line under a diagnostic.
public struct SourceFile: Sendable {
    /// The path (or pseudo-name) used in diagnostics.
    public let path: String
    /// The raw bytes of the file.
    public let bytes: [UInt8]
    /// Byte offset where each line starts; `lineStarts[0] == 0`.
    public let lineStarts: [Int]

    /// A source file from text.
    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }

    /// A source file from raw bytes, which need not be valid UTF-8.
    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
        // One-line files (every standalone VFL format) share one table instead of allocating.
        guard var lineBreak = ByteScanning.firstIndex(of: UInt8(ascii: "\n"), in: bytes) else {
            self.lineStarts = SourceFile.singleLineStarts
            return
        }
        var starts = [0]
        while true {
            starts.append(lineBreak + 1)
            guard let next = ByteScanning.firstIndex(of: UInt8(ascii: "\n"), in: bytes, from: lineBreak + 1) else { break }
            lineBreak = next
        }
        self.lineStarts = starts
    }

    /// A file of one line: the caller knows that `bytes` hold no line feed (a format that
    /// the VFL parser has already scanned), so the search for line breaks is skipped.
    package init(path: String, lineFeedFreeBytes bytes: [UInt8]) {
        assert(!bytes.contains(UInt8(ascii: "\n")), "the bytes hold a line feed")
        self.path = path
        self.bytes = bytes
        self.lineStarts = SourceFile.singleLineStarts
    }

    private static let singleLineStarts = [0]

    /// 1-based line and column of a byte offset (clamped to the file).
    @inlinable
    public func location(of offset: Int) -> (line: Int, column: Int) {
        let clamped = min(max(0, offset), bytes.count)
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= clamped { low = mid } else { high = mid - 1 }
        }
        return (low + 1, clamped - lineStarts[low] + 1)
    }

    /// A span covering `length` bytes from `offset`.
    @inlinable
    public func span(offset: Int, length: Int) -> SourceSpan {
        let clamped = min(max(0, offset), bytes.count)
        let (line, column) = location(of: clamped)
        return SourceSpan(file: path, offset: clamped, length: min(length, bytes.count - clamped),
                          line: line, column: column)
    }

    /// The text of a 1-based line without its line terminator (invalid UTF-8 repaired).
    public func lineText(_ line: Int) -> String {
        guard line >= 1, line <= lineStarts.count else { return "" }
        let start = lineStarts[line - 1]
        var end = line < lineStarts.count ? lineStarts[line] - 1 : bytes.count
        if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return String(decoding: bytes[start..<max(start, end)], as: UTF8.self)
    }

    /// The text a span covers (invalid UTF-8 repaired).
    public func text(of span: SourceSpan) -> String {
        let start = min(max(0, span.offset), bytes.count)
        let end = min(bytes.count, start + span.length)
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}

extension SourceFile {
    /// The number of UTF-16 code units the bytes `start..<end` decode to: how editors and
    /// SARIF consumers count columns. Invalid UTF-8 counts one unit per replacement character.
    public func utf16Length(from start: Int, to end: Int) -> Int {
        let lower = min(max(0, start), bytes.count), upper = min(max(lower, end), bytes.count)
        // ASCII is one unit per byte; only decode when a line holds something else.
        if !bytes[lower..<upper].contains(where: { $0 >= 0x80 }) { return upper - lower }
        return String(decoding: bytes[lower..<upper], as: UTF8.self).utf16.count
    }
}
