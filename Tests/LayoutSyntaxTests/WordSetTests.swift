import Testing
@testable import LayoutSyntax

/// `WordSet` stands in for `Set<String>` where readers ask about every word: its answer must be
/// the set's for every word, including the ones its first-byte-and-length table lets through
/// and the ones it stops. Expected answers come from `Set.contains` on the same words.
@Suite struct WordSetTests {
    @Test func answersLikeTheSet() {
        let words: Set<String> = ["addSubview", "axis", "return", "a", "_", "é", "e\u{301}x",
                                  String(repeating: "x", count: 63), String(repeating: "x", count: 70)]
        let set = WordSet(words)
        // Each word, its neighbours by one byte of length, another first byte, the same first
        // byte and length, non-ASCII and combining marks, the empty word and long words.
        let asked = Array(words) + ["addSubviews", "addSubvie", "bddSubview", "addSubviex", "axes", "axi", "", "b", "__",
                                    "e", "é", "e\u{301}", "e\u{301}y", String(repeating: "x", count: 64),
                                    String(repeating: "x", count: 62), String(repeating: "y", count: 70)]
        for word in asked { #expect(set.contains(word) == words.contains(word), "\(word)") }
    }

    /// `String` equality is canonical equivalence: the Kelvin sign (U+212A) is the letter K,
    /// and an accented letter may be one scalar or two.
    @Test func answersLikeTheSetForEquivalentSpellings() {
        let words: Set<String> = ["K", "aK", "Kelvin", "view"]
        let set = WordSet(words)
        for word in ["\u{212A}", "a\u{212A}", "\u{212A}elvin", "K", "k", "vie\u{301}w", "view\u{301}", "vie"] {
            #expect(set.contains(word) == words.contains(word), "\(word.unicodeScalars.map(\.value))")
        }
    }

    @Test func holdsTheEmptyWordOnlyWhenGiven() {
        #expect(!WordSet(["a"]).contains(""))
        #expect(WordSet(["", "a"]).contains(""))
    }
}
