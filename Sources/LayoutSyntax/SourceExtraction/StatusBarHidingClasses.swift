import LayoutIR

/// The controller classes of a source file whose code hides the status bar while they are on
/// screen (``ProjectFacts/statusBarHidingClasses``): they override `prefersStatusBarHidden` to
/// return `true` (Swift `override var prefersStatusBarHidden: Bool { true }`, Objective-C
/// `- (BOOL)prefersStatusBarHidden { return YES; }`). UIKit asks the controller that shows the
/// screen, and with the bar hidden no status bar covers the top of its view (Apple,
/// `UIViewController.prefersStatusBarHidden`; `UIView.safeAreaInsets`). Only a body that is that
/// one literal counts: one that returns a value the app computes may show the bar.
enum StatusBarHidingClasses {
    static func collect(_ file: SourceFile, scan: () -> ScannedSource) -> Set<String> {
        guard ByteSearch.contains(file.bytes, "prefersStatusBarHidden") else { return [] }
        let source = scan()
        let tokens = source.tokens
        let types = TypeBodies(source)
        var classes: Set<String> = []
        for index in tokens.indices where tokens[index].identifier == "prefersStatusBarHidden" {
            guard let open = bodyOpen(after: index, tokens), let close = source.closers[open],
                  returnsTrue(tokens, open: open, close: close, closers: source.closers),
                  let type = types.enclosingType(of: index) else { continue }
            classes.insert(type)
        }
        return classes
    }

    /// The `{` of the override's body: Swift `override var prefersStatusBarHidden: Bool {`,
    /// Objective-C `- (BOOL)prefersStatusBarHidden {`; `nil` for a use of the property.
    private static func bodyOpen(after index: Int, _ tokens: [SourceToken]) -> Int? {
        guard index >= 1 else { return nil }
        if tokens[index - 1].identifier == "var", index >= 2, tokens[index - 2].identifier == "override",
           index + 3 < tokens.count, tokens[index + 1].isPunctuation(":"), tokens[index + 2].identifier == "Bool",
           tokens[index + 3].isPunctuation("{") {
            return index + 3
        }
        if tokens[index - 1].isPunctuation(")"), index >= 3, tokens[index - 2].identifier == "BOOL", tokens[index - 3].isPunctuation("("),
           index + 1 < tokens.count, tokens[index + 1].isPunctuation("{") {
            return index + 1
        }
        return nil
    }

    /// True when the body between `open` and `close` (or its `get { … }`) is `true`, `return
    /// true`, `return YES;` and nothing else.
    private static func returnsTrue(_ tokens: [SourceToken], open: Int, close: Int, closers: [Int?]) -> Bool {
        var start = open + 1, end = close
        if start + 1 < end, tokens[start].identifier == "get", tokens[start + 1].isPunctuation("{"), let getterClose = closers[start + 1] {
            (start, end) = (start + 2, getterClose)
        }
        var body = Array(tokens[start..<end])
        if body.last?.isPunctuation(";") == true { body.removeLast() }
        if body.first?.identifier == "return" { body.removeFirst() }
        return body.count == 1 && BooleanLiteral.value(of: body[0]) == true
    }
}
