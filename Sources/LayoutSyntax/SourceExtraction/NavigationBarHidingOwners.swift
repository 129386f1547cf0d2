import LayoutIR

/// The controller classes of a source file whose code hides or shows their navigation
/// controller's bar (``ProjectFacts/navigationBarHidingOwners``,
/// ``ProjectFacts/navigationBarShowingOwners``): `setNavigationBarHidden(_:animated:)`, the
/// `isNavigationBarHidden` (Objective-C `navigationBarHidden`) property, or the bar's own
/// `isHidden` (`navigationBar.hidden`). UIKit then lays the controller's view out with no bar:
/// the bar's height leaves the safe area (Apple, `UINavigationController.isNavigationBarHidden`,
/// `UIView.safeAreaInsets`).
///
/// A hide or show inside `viewWillDisappear` / `viewDidDisappear` restores the bar for the next
/// screen (the usual pair: hidden in `viewWillAppear`, shown again on the way out), so it says
/// nothing about this screen and is not counted.
enum NavigationBarHidingOwners {
    /// The classes that hide the bar (`hiding`) and those that show it (`showing`) while on screen.
    static func collect(_ file: SourceFile, scan: () -> ScannedSource) -> (hiding: Set<String>, showing: Set<String>) {
        guard ByteSearch.containsAny(file.bytes, words) else { return ([], []) }
        let source = scan()
        let tokens = source.tokens
        let types = TypeBodies(source)
        var hiding: Set<String> = [], showing: Set<String> = []
        for index in tokens.indices {
            guard let word = tokens[index].identifier, let values = hiddenValues(at: index, word, tokens),
                  !isInDisappearance(index, source), let type = types.enclosingType(of: index) else { continue }
            if values.contains(true) { hiding.insert(type) }
            if values.contains(false) { showing.insert(type) }
        }
        return (hiding, showing)
    }

    private static let words = ByteNeedles(["avigationBarHidden", "navigationBar"])

    /// The Booleans a statement at `index` can give the bar's hidden state, if it is one:
    /// `setNavigationBarHidden(true, …)` / `[… setNavigationBarHidden:YES …]`,
    /// `isNavigationBarHidden = true` / `.navigationBarHidden = YES`, `navigationBar.isHidden = true`
    /// / `navigationBar.hidden = YES`. A value that is no literal (`navigationBar.isHidden = !show`,
    /// `setNavigationBarHidden(hidden, animated: true)`) is either: the code both hides and shows
    /// the bar, as a setter driven by the screen's state does.
    private static func hiddenValues(at index: Int, _ word: String, _ tokens: [SourceToken]) -> Set<Bool>? {
        func literal(_ at: Int) -> Set<Bool>? {
            guard at < tokens.count else { return nil }
            if let value = BooleanLiteral.value(of: tokens[at]) { return [value] }
            switch tokens[at].identifier {
            case .some: return [true, false]
            case nil:
                // `!value`, `(a && b)`: an expression, not a statement's end or a second `=`.
                return tokens[at].isPunctuation("!") || tokens[at].isPunctuation("(") ? [true, false] : nil
            }
        }
        switch word {
        case "setNavigationBarHidden":
            // Not the method's own declaration (`func setNavigationBarHidden(_ hidden:`,
            // `- (void)setNavigationBarHidden:(BOOL)hidden`): an override says nothing of a screen.
            if index > 0, tokens[index - 1].identifier == "func" || tokens[index - 1].isPunctuation(")") { return nil }
            // `(` in Swift, `:` in Objective-C.
            return literal(index + 2)
        case "isNavigationBarHidden", "navigationBarHidden":
            guard index + 1 < tokens.count, tokens[index + 1].isPunctuation("=") else { return nil }
            return literal(index + 2)
        case "navigationBar":
            guard index + 4 < tokens.count, tokens[index + 1].isPunctuation("."),
                  tokens[index + 2].identifier == "isHidden" || tokens[index + 2].identifier == "hidden",
                  tokens[index + 3].isPunctuation("=") else { return nil }
            return literal(index + 4)
        default:
            return nil
        }
    }

    /// Whether `index` is inside the body of a `viewWillDisappear` or `viewDidDisappear` method.
    private static func isInDisappearance(_ index: Int, _ source: ScannedSource) -> Bool {
        let tokens = source.tokens
        var cursor = index
        while cursor > 0 {
            cursor -= 1
            // The method's declaration (`func viewWillDisappear(` or `- (void)viewWillDisappear:`),
            // not a call such as `super.viewWillDisappear(animated)`.
            guard let name = tokens[cursor].identifier, name == "viewWillDisappear" || name == "viewDidDisappear",
                  cursor > 0, tokens[cursor - 1].identifier == "func" || tokens[cursor - 1].isPunctuation(")") else { continue }
            guard let open = (cursor + 1..<min(tokens.count, cursor + 30)).first(where: { tokens[$0].isPunctuation("{") }),
                  open < index, let close = source.closers[open] else { continue }
            return close > index
        }
        return false
    }
}
