/// How code writes a literal truth value: Swift's `true` and `false` (The Swift Programming
/// Language, "Boolean Literals"); in Objective-C also `YES` and `NO` (`<objc/objc.h>`), C's `true`
/// and `false` (`<stdbool.h>`, C11 §7.18) and `TRUE` and `FALSE` (`<MacTypes.h>` and CoreFoundation's
/// `CFBase.h`, both `#define TRUE 1`). One list, so that every reader of a flag
/// (`translatesAutoresizingMaskIntoConstraints = FALSE`) knows all of them.
enum BooleanLiteral {
    /// The spellings of `false`.
    static let falseWords: Set<String> = ["false", "NO", "FALSE"]

    /// The value `word` spells, or `nil` when it is no truth literal.
    static func value(of word: String) -> Bool? {
        switch word {
        case "true", "YES", "TRUE": return true
        case "false", "NO", "FALSE": return false
        default: return nil
        }
    }

    /// The value a token spells, or `nil`.
    static func value(of token: SourceToken) -> Bool? {
        token.identifier.flatMap(value(of:))
    }

    /// The value a word's bytes spell, or `nil` (for the quick looks over a file's bytes).
    static func value<Bytes: Collection>(ofBytes word: Bytes) -> Bool? where Bytes.Element == UInt8 {
        guard word.count <= 5, word.count >= 2 else { return nil }
        return value(of: String(decoding: word, as: UTF8.self))
    }
}
