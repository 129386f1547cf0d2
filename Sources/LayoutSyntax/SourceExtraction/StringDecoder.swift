/// Accumulates a decoded string and, for every decoded byte, the file offset it came from.
struct StringDecoder {
    private var valueBytes: [UInt8] = []
    private var offsets: [Int] = []
    private var dynamicReason: String?
    /// Each `\(…)` met, where it sits in the decoded bytes; and whether anything else made the
    /// string dynamic.
    private var holes: [InterpolatedString.Hole] = []
    private var otherwiseDynamic = false
    /// Set by a line-continuation escape so the following newline is not added.
    var skipNextLineBreak = false

    mutating func append(_ byte: UInt8, from offset: Int) {
        valueBytes.append(byte)
        offsets.append(offset)
    }

    /// A run of bytes copied as they are, the first from `offset` and each next from the next.
    mutating func append(_ run: ArraySlice<UInt8>, from offset: Int) {
        valueBytes.append(contentsOf: run)
        offsets.append(contentsOf: offset..<(offset + run.count))
    }

    mutating func append(scalar: Unicode.Scalar, from offset: Int) {
        for unit in String(Character(scalar)).utf8 { append(unit, from: offset) }
    }

    mutating func markDynamic(_ reason: String) {
        if dynamicReason == nil { dynamicReason = reason }
        otherwiseDynamic = true
    }

    /// A complete `\(…)` whose expression is the file's bytes `expression`.
    mutating func markInterpolation(expression: Range<Int>) {
        if dynamicReason == nil { dynamicReason = "string interpolation" }
        holes.append(InterpolatedString.Hole(position: valueBytes.count, expression: expression))
    }

    mutating func finish(at offset: Int) {
        if offsets.count == valueBytes.count { offsets.append(offset) }
    }

    /// The literal's text around its interpolations, when interpolations are all that make it dynamic.
    var interpolated: InterpolatedString? {
        guard !holes.isEmpty, !otherwiseDynamic, offsets.count == valueBytes.count + 1 else { return nil }
        return InterpolatedString(bytes: valueBytes, offsets: offsets, holes: holes)
    }

    var result: ScannedString {
        let value: String? = dynamicReason == nil ? String(validating: valueBytes, as: UTF8.self) : nil
        return ScannedString(value: value, byteOffsets: offsets,
                             dynamicReason: dynamicReason ?? (value == nil ? "invalid UTF-8" : nil))
    }
}
