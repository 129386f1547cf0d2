/// Accumulates a decoded string and, for every decoded byte, the file offset it came from.
struct StringDecoder {
    private var valueBytes: [UInt8] = []
    private var offsets: [Int] = []
    private var dynamicReason: String?
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
    }

    mutating func finish(at offset: Int) {
        if offsets.count == valueBytes.count { offsets.append(offset) }
    }

    var result: ScannedString {
        let value: String? = dynamicReason == nil ? String(validating: valueBytes, as: UTF8.self) : nil
        return ScannedString(value: value, byteOffsets: offsets,
                             dynamicReason: dynamicReason ?? (value == nil ? "invalid UTF-8" : nil))
    }
}
