import LayoutIR

/// A source file scanned once: its tokens and matching brackets, shared by every pass that reads
/// the file (the VFL and SnapKit linter, the anchor extractor), so that none scans it again.
struct ScannedSource {
    /// The file.
    let file: SourceFile
    /// Its language, from the extension.
    let language: SourceLanguage
    /// Every token, comments dropped.
    let tokens: [SourceToken]
    /// For each opening bracket token, the index of its closer.
    let closers: [Int?]
    /// Why the file cannot be read as text, if it cannot; then there are no tokens.
    let encodingProblem: LayoutDiagnostic?

    init(_ file: SourceFile, language: SourceLanguage) {
        self.file = file
        self.language = language
        encodingProblem = SourceEncoding.problem(in: file, language: language)
        tokens = encodingProblem == nil ? SourceScanner.tokens(of: file.bytes, language: language) : []
        closers = TokenGroups.matchingClosers(tokens)
    }
}
