/// Where the text of a format string lives, so that diagnostics and constraint origins point
/// into the real file: a VFL line inside a `.layout` file, or a string literal in a Swift or
/// Objective-C source (where escapes make format bytes and file bytes differ).
public struct FormatSource: Sendable {
    /// The file that holds the format.
    public var file: SourceFile
    /// `byteOffsets[i]` is the byte offset in ``file`` of byte `i` of the format string (UTF-8).
    /// It has one more entry than the format has bytes: the last is the offset of "the end",
    /// just past the format's last byte.
    public var byteOffsets: [Int]

    /// A source with an explicit offset table (see ``byteOffsets``).
    public init(file: SourceFile, byteOffsets: [Int]) {
        self.file = file
        self.byteOffsets = byteOffsets
    }

    /// A format that appears verbatim in `file` starting at byte `offset` (a `.layout` line).
    public static func contiguous(in file: SourceFile, at offset: Int, length: Int) -> FormatSource {
        FormatSource(file: file, byteOffsets: Array(offset...(offset + max(0, length))))
    }

    /// A file whose whole text is the format itself (for `vflc parse` and for tests).
    public static func standalone(_ format: String, path: String = "<format>") -> FormatSource {
        let file = SourceFile(path: path, text: format)
        return FormatSource(file: file, byteOffsets: Array(0...file.bytes.count))
    }

    /// The file offset of format byte `index`, clamped so that a malformed table never traps.
    func fileOffset(ofFormatByte index: Int) -> Int {
        guard !byteOffsets.isEmpty else { return 0 }
        return byteOffsets[min(max(0, index), byteOffsets.count - 1)]
    }

    /// The file span of format bytes `range` (an empty range is a point).
    func span(ofFormatBytes range: Range<Int>) -> SourceSpan {
        let start = fileOffset(ofFormatByte: range.lowerBound)
        let end = range.isEmpty ? start : fileOffset(ofFormatByte: range.upperBound)
        return file.span(offset: start, length: max(0, end - start))
    }
}
