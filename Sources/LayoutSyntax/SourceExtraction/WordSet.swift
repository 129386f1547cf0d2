/// A fixed set of words that answers "no" without hashing for most words it is asked about.
///
/// The code readers ask, at every identifier of a body, whether it is one of a dozen words
/// (`addSubview`, `constant`, …). A `Set<String>` hashes each word (SipHash, about 500
/// instructions with the lookup), and almost every answer is no. Here a word is hashed only
/// when some word of the set has its first byte and its length: a table of 256 bit masks,
/// one per first byte, with bit `n` set when a word of `n` bytes starts with that byte (bit 63
/// stands for every length from 63 up). The answer is always `Set.contains`'s: the table only
/// skips lookups that cannot succeed.
///
/// `String` equality is canonical equivalence, not byte equality: `"\u{212A}"` (Kelvin sign)
/// equals `"K"`. Two ASCII strings are equal only when their bytes are, so the table decides
/// only when the set's words and the word asked are all ASCII; any other word is looked up.
struct WordSet: Sendable {
    private let words: Set<String>
    /// `lengths[b]`: bit `min(n, 63)` for each word of `n` bytes whose first byte is `b`; `nil`
    /// when a word of the set is not ASCII (every word is then looked up).
    private let lengths: [UInt64]?

    /// The set of `words`.
    init(_ words: Set<String>) {
        self.words = words
        var lengths = [UInt64](repeating: 0, count: 256)
        var allASCII = true
        for word in words {
            allASCII = allASCII && !word.utf8.isEmpty && word.utf8.allSatisfy { $0 < 0x80 }
            guard let first = word.utf8.first else { continue }
            lengths[Int(first)] |= 1 << UInt64(min(word.utf8.count, 63))
        }
        self.lengths = allASCII ? lengths : nil
    }

    /// True when `word` is one of the set's words.
    @inline(__always)
    func contains(_ word: String) -> Bool {
        let utf8 = word.utf8
        if let lengths, let first = utf8.first, lengths[Int(first)] & (1 << UInt64(min(utf8.count, 63))) == 0,
           Self.isASCII(utf8) {
            return false
        }
        return words.contains(word)
    }

    private static func isASCII(_ utf8: String.UTF8View) -> Bool {
        utf8.withContiguousStorageIfAvailable { bytes in
            var union: UInt8 = 0
            for byte in bytes { union |= byte }
            return union < 0x80
        } ?? utf8.allSatisfy { $0 < 0x80 }
    }

    /// The set's words, for the places that combine sets.
    var all: Set<String> { words }
}

extension WordSet: ExpressibleByArrayLiteral {
    /// A set written as a literal: `["addSubview", "insertSubview"]`.
    init(arrayLiteral elements: String...) { self.init(Set(elements)) }
}
