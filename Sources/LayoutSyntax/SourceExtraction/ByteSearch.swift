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
    /// Whether `text`'s bytes stand at `index` of `bytes`.
    static func matches(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, _ text: String) -> Bool {
        let pattern = text.utf8
        guard index >= 0, index + pattern.count <= bytes.count else { return false }
        return UnsafeBufferPointer(rebasing: bytes[index..<(index + pattern.count)]).elementsEqual(pattern)
    }

    /// ``matches(_:at:_:)`` on an array.
    static func matches(_ bytes: [UInt8], at index: Int, _ text: String) -> Bool {
        bytes.withUnsafeBufferPointer { matches($0, at: index, text) }
    }

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
        forEachOccurrence(of: pattern, anchor: rarestByte(of: pattern), in: buffer, body)
    }

    /// The same, with the needle's rarest byte (``rarestByte(of:)``) worked out before.
    fileprivate static func forEachOccurrence(of pattern: [UInt8], anchor: Int, in buffer: UnsafeBufferPointer<UInt8>,
                                              _ body: (Int) -> Bool) {
        guard !pattern.isEmpty, buffer.count >= pattern.count else { return }
        // The search stops only at one byte of the needle, its rarest in code (an upper-case
        // letter if it has one), which the C library's `memchr` finds many bytes at a time.
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
        needles.occurs(in: bytes)
    }

    /// The position in `pattern` of its byte least likely to occur in source code: the search
    /// for the pattern stops only where that byte is. Upper-case letters are rarest in code
    /// (the ones that start few common names first), then `_` and digits, then lower-case
    /// letters by how often English and code use them; punctuation and spaces come last.
    static func rarestByte(of pattern: [UInt8]) -> Int {
        var best = 0
        for index in pattern.indices where rarity[Int(pattern[index])] < rarity[Int(pattern[best])] { best = index }
        return best
    }

    /// `rarity[byte]`: lower is rarer (see ``rarestByte(of:)``).
    private static let rarity: [UInt8] = {
        var table = [UInt8](repeating: UInt8.max, count: 256)
        let order = Array("QZJXKYWVGHOBRDFEMLPTAUINSC_0123456789qzjxkvwybgfpmhudclrsnoiate".utf8)
        for (rank, byte) in order.enumerated() { table[Int(byte)] = UInt8(rank) }
        return table
    }()

    /// True when some identifier-like word of `bytes` (letters, digits, `_`) is one of `words`.
    static func containsWord(_ bytes: [UInt8], of words: Set<[UInt8]>) -> Bool {
        guard !words.isEmpty else { return false }
        // A few words are found fastest each on its own, jumping to its rarest byte; a place
        // found counts only where the word loop below would read that whole word.
        if words.count <= fewWords {
            return bytes.withUnsafeBufferPointer { buffer in
                words.contains { word in
                    guard let first = word.first, isWordStart(first), word.allSatisfy(isWordByte) else { return false }
                    var found = false
                    forEachOccurrence(of: word, anchor: rarestByte(of: word), in: buffer) { start in
                        found = isWholeWord(at: start, length: word.count, in: buffer)
                        return found
                    }
                    return found
                }
            }
        }
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

    /// Up to this many words, ``containsWord(_:of:)`` searches for each on its own.
    private static let fewWords = 8

    /// Whether the word loop of ``containsWord(_:of:)`` reads a word of exactly `length` bytes
    /// starting at `start`: no word byte follows, and the run of word bytes before it holds no
    /// letter or `_` (a word starts at a letter or `_`, so digits alone before it start none).
    private static func isWholeWord(at start: Int, length: Int, in buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        if start + length < buffer.count, isWordByte(buffer[start + length]) { return false }
        var index = start - 1
        while index >= 0, isWordByte(buffer[index]) {
            if isWordStart(buffer[index]) { return false }
            index -= 1
        }
        return true
    }

    @inline(__always)
    private static func isWordStart(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "_") || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
    }
}

/// A fixed set of byte strings searched for together. Each is found by jumping to its rarest
/// byte (``ByteSearch/rarestByte(of:)``) with the C library's `memchr`, which reads many bytes an
/// instruction: a dozen such jumps through a file cost less than one pass that looks at every
/// byte. Strings whose rarest byte is the same byte (`.view,`, `.view)` and `.view]` all jump to
/// `v`; `snp_` and `mas_` to `_`) share one pass, each checked at every place of that byte: a
/// common byte is stopped at once, not once per string. Built once (the sets are constants) and
/// shared.
struct ByteNeedles: Sendable {
    /// The strings whose search jumps to one byte, each with its index among the strings given
    /// and that byte's position in it.
    private struct Group: Sendable {
        let byte: UInt8
        var members: [(index: Int, pattern: [UInt8], anchor: Int)]
    }

    /// One group per byte jumped to, in the order the strings first name it.
    private let groups: [Group]

    init(_ needles: [String]) {
        var groups: [Group] = []
        for (index, pattern) in needles.map({ Array($0.utf8) }).enumerated() where !pattern.isEmpty {
            let anchor = ByteSearch.rarestByte(of: pattern)
            if let group = groups.firstIndex(where: { $0.byte == pattern[anchor] }) {
                groups[group].members.append((index, pattern, anchor))
            } else {
                groups.append(Group(byte: pattern[anchor], members: [(index, pattern, anchor)]))
            }
        }
        self.groups = groups
    }

    /// True when one of the strings occurs in `bytes`.
    func occurs(in bytes: [UInt8]) -> Bool {
        var found = false
        forEachOccurrence(in: bytes) { _, _ in
            found = true
            return true
        }
        return found
    }

    /// Calls `body` with (the string's index among those given, its start) for each occurrence
    /// of each string in `bytes` until it returns true: in no order a caller may rely on (a
    /// group's strings in the order of their bytes jumped to, groups one after another).
    func forEachOccurrence(in bytes: [UInt8], _ body: (Int, Int) -> Bool) {
        bytes.withUnsafeBufferPointer { buffer in
            for group in groups {
                var from = 0
                while let hit = ByteScanning.firstIndex(of: group.byte, in: buffer, from: from) {
                    for (index, pattern, anchor) in group.members {
                        // A string that would start before the file or run past its end is not here.
                        let start = hit - anchor
                        guard start >= 0, start + pattern.count <= buffer.count else { continue }
                        var matched = 0
                        while matched < pattern.count, buffer[start + matched] == pattern[matched] { matched += 1 }
                        if matched == pattern.count, body(index, start) { return }
                    }
                    from = hit + 1
                }
            }
        }
    }
}
