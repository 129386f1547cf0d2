import LayoutIR

/// The view classes of a source file whose own code turns their scrolling off
/// (``ProjectFacts/scrollDisabledClasses``): `isScrollEnabled = false` (Swift),
/// `self.scrollEnabled = NO` or `[self setScrollEnabled:NO]` (Objective-C), written inside the
/// class on itself. A text view that does not scroll is as tall as its text: UIKit then gives it
/// an intrinsic content size from its text (Docs/InterfaceBuilder.md#views), as Interface Builder
/// does for a text view whose document says
/// `scrollEnabled="NO"`. A text view of such a class in a document is sized by its text, which the
/// document shows one state of (stopp-corona's `PhoneNumberTextView`, a subclass of a
/// `LinkTextView` that turns scrolling off when it is given its text).
enum ScrollDisabledClasses {
    static func collect(_ file: SourceFile, scan: () -> ScannedSource) -> Set<String> {
        TypesWithStatement.collect(file, words: words, scan: scan) { index, word, tokens in
            (word == "isScrollEnabled" || word == "scrollEnabled") && assignsFalseToSelf(at: index, tokens)
                || word == "setScrollEnabled" && messagesSelfWithNo(at: index, tokens)
        }
    }

    private static let words = ByteNeedles(["isScrollEnabled", "scrollEnabled", "ScrollEnabled"])

    /// `isScrollEnabled = false`, `self.isScrollEnabled = false`, `self.scrollEnabled = NO`: on
    /// the object itself, not on another view (`textView.isScrollEnabled = false`).
    private static func assignsFalseToSelf(at index: Int, _ tokens: [SourceToken]) -> Bool {
        guard index + 2 < tokens.count, tokens[index + 1].isPunctuation("="), !isComparison(index + 1, tokens),
              BooleanLiteral.value(of: tokens[index + 2]) == false else { return false }
        guard index >= 1, tokens[index - 1].isPunctuation(".") else {
            // Written alone: a member of the enclosing type, unless it is a label or a local.
            return index == 0 || !(tokens[index - 1].identifier.map { ["let", "var"].contains($0) } ?? false)
        }
        return index >= 2 && tokens[index - 2].identifier == "self"
    }

    /// `=` that is part of `==`.
    private static func isComparison(_ index: Int, _ tokens: [SourceToken]) -> Bool {
        index + 1 < tokens.count && tokens[index + 1].isPunctuation("=")
            || index >= 1 && (tokens[index - 1].isPunctuation("=") || tokens[index - 1].isPunctuation("!"))
    }

    /// `[self setScrollEnabled:NO]`.
    private static func messagesSelfWithNo(at index: Int, _ tokens: [SourceToken]) -> Bool {
        guard index >= 2, tokens[index - 1].identifier == "self", tokens[index - 2].isPunctuation("["),
              index + 2 < tokens.count, tokens[index + 1].isPunctuation(":") else { return false }
        return BooleanLiteral.value(of: tokens[index + 2]) == false
    }
}
