import LayoutIR

/// The kinds of token in a `.layout` file.
enum LayoutTokenKind: Equatable, Sendable {
    /// A name: `login`, `make`, `$0`, `snp`, `equalTo` — keywords are recognised by the parser,
    /// so that a view may be called `label` or `spacing` where that is unambiguous.
    case identifier
    /// A finite decimal number such as `8`, `0.5`, `1e3` (the value is in `LayoutToken.number`).
    case number
    /// A double-quoted string (the unescaped text is in `LayoutToken.text`).
    case string
    /// Punctuation or an operator: `{ } ( ) [ ] , . : ; = == <= >= @ + - * / # ! ? -> |`.
    case symbol
    /// The `x` between two numbers in `80x21` (lexed specially so that `x21` is not a name).
    case times
    /// A whole Visual Format Language line, scanned raw on request (`H:|-[a]-|`).
    case vfl
    /// A character that cannot start any token (already reported by the lexer).
    case invalid
    /// The end of the file.
    case end
}

/// One token, with its place in the file.
struct LayoutToken: Sendable {
    var kind: LayoutTokenKind
    /// The token's text (for strings: the unescaped contents).
    var text: String
    /// The value of a number token.
    var number: Double = 0
    /// Byte offset of the first byte in the file.
    var offset: Int
    /// Number of bytes the token covers in the file.
    var length: Int
    /// True when a line break (or the start of the file) separates this token from the previous
    /// one; statements end at line breaks for error recovery.
    var startsLine: Bool

    func isSymbol(_ symbol: String) -> Bool { kind == .symbol && text == symbol }
    func isIdentifier(_ name: String) -> Bool { kind == .identifier && text == name }
    var endOffset: Int { offset + length }
}
