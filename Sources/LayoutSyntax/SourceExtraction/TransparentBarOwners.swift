import LayoutIR

/// The controller classes of a source file whose code makes their navigation bar draw no
/// background (``ProjectFacts/transparentNavigationBarOwners``): a `UINavigationBarAppearance`
/// configured with `configureWithTransparentBackground()` ("the bar displays no background and
/// no shadow": Apple, `UINavigationBarAppearance.configureWithTransparentBackground()`), or an
/// empty image as the bar's background (`setBackgroundImage(UIImage(), for: .default)`, the
/// pre-iOS 13 way). Content under such a bar shows through it, by design.
enum TransparentBarOwners {
    static func collect(_ file: SourceFile, scan: () -> ScannedSource) -> Set<String> {
        TypesWithStatement.collect(file, words: words, scan: scan) { index, word, tokens in
            word == "configureWithTransparentBackground" || (word == "setBackgroundImage" && setsEmptyImage(after: index, tokens))
        }
    }

    private static let words = ByteNeedles(["configureWithTransparentBackground", "setBackgroundImage"])

    /// `setBackgroundImage(UIImage(), …)`, `[… setBackgroundImage:[UIImage new] …]` or
    /// `[[UIImage alloc] init]`: an image with nothing in it.
    private static func setsEmptyImage(after index: Int, _ tokens: [SourceToken]) -> Bool {
        let window = tokens[(index + 1)..<min(tokens.count, index + 9)]
        guard let image = window.firstIndex(where: { $0.identifier == "UIImage" }) else { return false }
        let next = image + 1 < tokens.count ? tokens[image + 1] : nil
        if next?.isPunctuation("(") == true { return image + 2 < tokens.count && tokens[image + 2].isPunctuation(")") }
        return next?.identifier == "new" || next?.identifier == "alloc"
    }
}
