/// Substring search over a file's bytes: the quick looks that decide whether a file is worth
/// tokenizing. Most files of an app hold none of the words a pass needs, so these scans see
/// every byte of every file, several times; they read through a buffer pointer (no bounds
/// checks, no copies) and a set of words is found in one pass, not one pass per word.
enum ByteSearch {
    /// An ASCII letter, digit or `_`: a byte of a C or Swift name.
    static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
    }

    /// True when `needle` occurs in `bytes`.
    static func contains(_ bytes: [UInt8], _ needle: String) -> Bool {
        var found = false
        forEachOccurrence(of: needle, in: bytes) { _ in
            found = true
            return true
        }
        return found || needle.isEmpty
    }

    /// Calls `body` with the start of each occurrence of `needle` in `bytes`, in order, until it
    /// returns true.
    static func forEachOccurrence(of needle: String, in bytes: [UInt8], _ body: (Int) -> Bool) {
        bytes.withUnsafeBufferPointer { forEachOccurrence(of: needle, in: $0, body) }
    }

    /// Calls `body` with the start of each occurrence of `needle` in a buffer, in order, until
    /// it returns true.
    static func forEachOccurrence(of needle: String, in buffer: UnsafeBufferPointer<UInt8>, _ body: (Int) -> Bool) {
        let pattern = Array(needle.utf8)
        guard !pattern.isEmpty, buffer.count >= pattern.count else { return }
        // The search stops only at one byte of the needle, found eight bytes at a time: an
        // upper-case letter if it has one (rarer in code than lower-case ones), else its first.
        let anchor = pattern.firstIndex { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") } ?? 0
        var from = anchor
        while let hit = ByteScanning.firstIndex(of: pattern[anchor], in: buffer, from: from) {
            let start = hit - anchor
            if start + pattern.count > buffer.count { return }
            let found = pattern.withUnsafeBufferPointer { pattern in
                var matched = 0
                while matched < pattern.count, buffer[start + matched] == pattern[matched] { matched += 1 }
                return matched == pattern.count
            }
            if found, body(start) { return }
            from = hit + 1
        }
    }

    /// True when one of `needles` occurs in `bytes`.
    static func containsAny(_ bytes: [UInt8], _ needles: ByteNeedles) -> Bool {
        // A few words that each hold an upper-case letter are found fastest one by one, each
        // skipping eight bytes at a time to that letter (rare in code); a larger set, or words
        // of lower-case letters only, in one pass over the byte pairs.
        if let words = needles.fewAnchoredWords { return words.contains { contains(bytes, $0) } }
        return needles.firstMatch(in: bytes) != nil
    }

    /// True when some identifier-like word of `bytes` (letters, digits, `_`) is one of `words`.
    static func containsWord(_ bytes: [UInt8], of words: Set<[UInt8]>) -> Bool {
        guard !words.isEmpty else { return false }
        // A word's length and first byte are checked before it is copied to look it up.
        var lengths = Set<Int>(), firsts = [Bool](repeating: false, count: 256)
        for word in words {
            lengths.insert(word.count)
            if let first = word.first { firsts[Int(first)] = true }
        }
        let longest = lengths.max() ?? 0
        return bytes.withUnsafeBufferPointer { buffer in
            var index = 0
            while index < buffer.count {
                guard isWordStart(buffer[index]) else { index += 1; continue }
                var end = index + 1
                while end < buffer.count, isWordStart(buffer[end]) || (buffer[end] >= UInt8(ascii: "0") && buffer[end] <= UInt8(ascii: "9")) {
                    end += 1
                }
                let length = end - index
                if firsts[Int(buffer[index])], length <= longest, lengths.contains(length),
                   words.contains(Array(buffer[index..<end])) {
                    return true
                }
                index = end
            }
            return false
        }
    }

    @inline(__always)
    private static func isWordStart(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
    }

    /// Whether `pattern` occurs at `index` (which leaves room for it).
    @inline(__always)
    fileprivate static func matches(_ pattern: UnsafeBufferPointer<UInt8>, in buffer: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        var matched = 1
        while matched < pattern.count, buffer[index + matched] == pattern[matched] { matched += 1 }
        return matched == pattern.count
    }
}

/// A fixed set of byte strings searched for together, in one pass over the bytes: a table of
/// the byte pairs the strings start with says at which positions one of them may begin, and
/// only there are the strings compared. Built once (the sets are constants) and shared.
struct ByteNeedles: Sendable {
    /// The strings, as bytes; none is empty.
    private let patterns: [[UInt8]]
    /// One bit per pair of bytes (first × 256 + second) that some pattern starts with; a
    /// one-byte pattern sets every pair it begins.
    private let startPairs: [UInt64]

    /// The strings, when there are at most three and each holds an upper-case ASCII letter.
    let fewAnchoredWords: [String]?

    init(_ needles: [String]) {
        let words = needles.filter { !$0.isEmpty }
        fewAnchoredWords = words.count <= 3 && words.allSatisfy({ $0.utf8.contains { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") } })
            ? words : nil
        patterns = needles.map { Array($0.utf8) }.filter { !$0.isEmpty }
        var bits = [UInt64](repeating: 0, count: 65_536 / 64)
        for pattern in patterns {
            let first = Int(pattern[0])
            let seconds = pattern.count > 1 ? Int(pattern[1])...Int(pattern[1]) : 0...255
            for second in seconds {
                let pair = first << 8 | second
                bits[pair >> 6] |= 1 << UInt64(pair & 63)
            }
        }
        startPairs = bits
    }

    /// The index in `needles` of a string that occurs in `bytes` (the one that starts first),
    /// or nil.
    func firstMatch(in bytes: [UInt8]) -> Int? {
        guard !patterns.isEmpty, !bytes.isEmpty else { return nil }
        return bytes.withUnsafeBufferPointer { buffer in
            startPairs.withUnsafeBufferPointer { bits in
                let count = buffer.count
                // Each byte is read once: the pair starting at `index - 1` is the previous
                // byte shifted up and this one.
                var pair = Int(buffer[0])
                var index = 1
                while index < count {
                    pair = (pair & 0xFF) &<< 8 | Int(buffer[index])
                    if bits[pair &>> 6] & (1 &<< UInt64(pair & 63)) != 0, let found = match(at: index - 1, in: buffer) {
                        return found
                    }
                    index += 1
                }
                // The last byte pairs with 0, which no pattern's second byte is.
                pair = (pair & 0xFF) &<< 8
                if bits[pair &>> 6] & (1 &<< UInt64(pair & 63)) != 0 { return match(at: count - 1, in: buffer) }
                return nil
            }
        }
    }

    private func match(at index: Int, in buffer: UnsafeBufferPointer<UInt8>) -> Int? {
        for (number, pattern) in patterns.enumerated() where pattern.count <= buffer.count - index {
            let hit = pattern.withUnsafeBufferPointer { pattern in
                pattern[0] == buffer[index] && ByteSearch.matches(pattern, in: buffer, at: index)
            }
            if hit { return number }
        }
        return nil
    }
}
