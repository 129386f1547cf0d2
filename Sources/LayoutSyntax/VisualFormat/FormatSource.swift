/// Where the text of a format string lives, so that diagnostics and constraint origins point
/// into the real file: a VFL line inside a `.layout` file, or a string literal in a Swift or
/// Objective-C source (where escapes make format bytes and file bytes differ).
public struct FormatSource: Sendable {
    /// The file that holds the format.
    public var file: SourceFile
    /// `byteOffsets[i]` is the byte offset in ``file`` of byte `i` of the format string (UTF-8).
    /// It has one more entry than the format has bytes: the last is the offset of "the end",
    /// just past the format's last byte.
    public var byteOffsets: [Int] {
        get {
            switch mapping {
            case .table(let offsets): return offsets
            case .contiguous(let start, let length): return Array(start...(start + length))
            }
        }
        set { mapping = .table(newValue) }
    }

    /// How format bytes map to file bytes. A format written verbatim (every `.layout` VFL line
    /// without escapes, every standalone format) needs no table: parsing millions of short
    /// formats should not allocate one per format.
    private enum Mapping: Sendable {
        /// Format byte `i` is file byte `start + i`, for `0...length`.
        case contiguous(start: Int, length: Int)
        /// An explicit table (see ``byteOffsets``).
        case table([Int])
    }

    private var mapping: Mapping

    /// A source with an explicit offset table (see ``byteOffsets``).
    public init(file: SourceFile, byteOffsets: [Int]) {
        self.file = file
        self.mapping = .table(byteOffsets)
    }

    private init(file: SourceFile, contiguousFrom start: Int, length: Int) {
        self.file = file
        self.mapping = .contiguous(start: start, length: max(0, length))
    }

    /// A format that appears verbatim in `file` starting at byte `offset` (a `.layout` line).
    public static func contiguous(in file: SourceFile, at offset: Int, length: Int) -> FormatSource {
        FormatSource(file: file, contiguousFrom: offset, length: length)
    }

    /// A file whose whole text is the format itself (for `vflc parse` and for tests).
    public static func standalone(_ format: String, path: String = "<format>") -> FormatSource {
        let file = SourceFile(path: path, text: format)
        return FormatSource(file: file, contiguousFrom: 0, length: file.bytes.count)
    }

    /// A file whose whole text is the format (the input of ``VisualFormatFrontEnd``).
    public static func standalone(file: SourceFile) -> FormatSource {
        FormatSource(file: file, contiguousFrom: 0, length: file.bytes.count)
    }

    /// A standalone source for format bytes already known to hold no line feed.
    static func standalone(lineFeedFreeBytes bytes: [UInt8], path: String = "<format>") -> FormatSource {
        FormatSource(file: SourceFile(path: path, lineFeedFreeBytes: bytes), contiguousFrom: 0, length: bytes.count)
    }

    /// The file offset of format byte `index`, clamped so that a malformed table never traps.
    func fileOffset(ofFormatByte index: Int) -> Int {
        switch mapping {
        case .contiguous(let start, let length):
            return start + min(max(0, index), length)
        case .table(let offsets):
            guard !offsets.isEmpty else { return 0 }
            return offsets[min(max(0, index), offsets.count - 1)]
        }
    }

    /// The format's own bytes when the whole file is the format (a standalone source), so
    /// that the parser need not convert the string a second time.
    var standaloneBytes: [UInt8]? {
        if case .contiguous(0, let length) = mapping, length == file.bytes.count { return file.bytes }
        return nil
    }

    /// The file span of format bytes `range` (an empty range is a point).
    func span(ofFormatBytes range: Range<Int>) -> SourceSpan {
        let start = fileOffset(ofFormatByte: range.lowerBound)
        let end = range.isEmpty ? start : fileOffset(ofFormatByte: range.upperBound)
        return file.span(offset: start, length: max(0, end - start))
    }
}
