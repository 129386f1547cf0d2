/// A format string as UIKit's parser sees it: whitespace removed, ASCII only, indexed by byte.
///
/// UIKit strips whitespace before parsing and reports caret positions in the stripped string.
/// We parse the stripped bytes too (so positions match UIKit's), and keep for each of them the
/// byte index in the original string, so that diagnostics point at what the user wrote.
struct VisualFormatText {
    /// The significant bytes (no whitespace).
    let bytes: [UInt8]
    /// `originalIndex[i]` is the index in the original format of `bytes[i]`; one extra entry,
    /// the end, is just past the last significant byte (or 0 when there is none). Empty when
    /// nothing was stripped (the usual case): then every index maps to itself.
    let originalIndex: [Int]

    /// Strips whitespace from `original`, which must already be known to be ASCII.
    /// `firstUnusualByte` is `ByteScanning.firstSpaceControlOrNonASCII(in: original)`, which the
    /// caller has at hand: nothing before it needs stripping.
    init(stripping original: [UInt8], firstUnusualByte: Int?) {
        guard let unusual = firstUnusualByte,
              original[unusual...].contains(where: VisualFormatText.isWhitespace) else {
            self.bytes = original
            self.originalIndex = []
            return
        }
        var bytes: [UInt8] = []
        var indices: [Int] = []
        bytes.reserveCapacity(original.count)
        indices.reserveCapacity(original.count + 1)
        for (index, byte) in original.enumerated() where !VisualFormatText.isWhitespace(byte) {
            bytes.append(byte)
            indices.append(index)
        }
        indices.append((indices.last ?? -1) + 1)
        self.bytes = bytes
        self.originalIndex = indices
    }

    /// The characters UIKit removes: blanks and line breaks.
    static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (0x09...0x0D).contains(byte)
    }

    var count: Int { bytes.count }

    /// The byte at `index`, or `nil` at (or past) the end.
    subscript(index: Int) -> UInt8? {
        index >= 0 && index < bytes.count ? bytes[index] : nil
    }

    /// The significant text in `range` (for messages).
    func text(_ range: Range<Int>) -> String {
        let lower = min(max(0, range.lowerBound), bytes.count)
        let upper = min(max(lower, range.upperBound), bytes.count)
        return String(decoding: bytes[lower..<upper], as: UTF8.self)
    }

    /// The original byte range covering stripped bytes `range`: from the first one's original
    /// position to just past the last one's (whitespace inside is included, around is not).
    func originalRange(_ range: Range<Int>) -> Range<Int> {
        let lower = originalPosition(range.lowerBound)
        guard !range.isEmpty else { return lower..<lower }
        let last = originalPosition(range.upperBound - 1)
        return lower..<max(lower, last + 1)
    }

    /// The original index of stripped position `index` (the end maps to just past the last byte).
    func originalPosition(_ index: Int) -> Int {
        guard !originalIndex.isEmpty else { return min(max(0, index), bytes.count) }
        return originalIndex[min(max(0, index), originalIndex.count - 1)]
    }
}
