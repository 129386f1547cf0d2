/// A range of text in a source file.
///
/// `offset` and `length` count UTF-8 bytes from the start of the file; `line` and `column`
/// are 1-based, and `column` counts UTF-8 bytes from the start of the line, as swiftc does.
public struct SourceSpan: Sendable, Hashable, Comparable, CustomStringConvertible {
    // Stored in another order than the public initializer's labels, so that the synthesized
    // memberwise initializer can exist beside it: delegating to that one spares a copy of
    // the whole value per span (see the note on `extension IRConstraint`).

    /// Byte offset of the first character.
    public var offset: Int
    /// Number of bytes covered (0 for a point, e.g. "end of input").
    public var length: Int
    /// 1-based line of the first character.
    public var line: Int
    /// 1-based column of the first character.
    public var column: Int
    /// The file's path as the user gave it (or a pseudo-name such as `<format>`).
    public var file: String

    /// The byte offset just past the span.
    public var endOffset: Int { offset + length }

    /// `file:line:col`.
    public var description: String { "\(file):\(line):\(column)" }

    /// Source order: by file path, then offset, then the shorter span first.
    public static func < (lhs: SourceSpan, rhs: SourceSpan) -> Bool {
        if lhs.file != rhs.file { return lhs.file < rhs.file }
        if lhs.offset != rhs.offset { return lhs.offset < rhs.offset }
        return lhs.length < rhs.length
    }
}

extension SourceSpan {
    /// A span; a negative length is taken as 0.
    public init(file: String, offset: Int, length: Int, line: Int, column: Int) {
        self.init(offset: offset, length: max(0, length), line: line, column: column, file: file)
    }
}
