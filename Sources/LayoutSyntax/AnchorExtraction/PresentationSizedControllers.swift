import LayoutIR

/// View controller classes whose own code hands the size of their root view to the presentation:
/// `modalPresentationStyle = .popover` (a popover sizes its content controller's view to the
/// controller's `preferredContentSize`; Apple, `UIPopoverPresentationController` and
/// `UIViewController.preferredContentSize`), or a `preferredContentSize` the class sets, which a
/// popover, a form sheet or a container reads to size the view. The screen's
/// size is then not the device's, so the controller's screen is laid out as one its caller
/// places (``ScreenPresentation/embedded``): no finding rests on the root being the screen.
enum PresentationSizedControllers {
    /// The words a file must hold for any of its types to be one.
    static let words = ByteNeedles(["modalPresentationStyle", "preferredContentSize"])

    /// The types among `functions` (each with its body's token range) whose code does either,
    /// on `self` (written or implied).
    static func types(_ functions: [(function: SourceFunction, body: Range<Int>)], tokens: [SourceToken],
                      language: SourceLanguage) -> Set<String> {
        var result: Set<String> = []
        for (function, body) in functions {
            guard let type = function.typeName, !result.contains(type) else { continue }
            if body.contains(where: { setsPresentationSize(at: $0, tokens: tokens, body: body, language: language) }) {
                result.insert(type)
            }
        }
        return result
    }

    private static func setsPresentationSize(at index: Int, tokens: [SourceToken], body: Range<Int>, language: SourceLanguage) -> Bool {
        guard let word = tokens[index].identifier, word == "modalPresentationStyle" || word == "preferredContentSize",
              index + 2 < body.upperBound, tokens[index + 1].isPunctuation("="), !tokens[index + 2].isPunctuation("=") else { return false }
        // On `self`: `self.word`, or the bare word in Swift (implicit `self`).
        let onSelf: Bool
        if index - 1 >= body.lowerBound, tokens[index - 1].isPunctuation(".") {
            onSelf = index - 2 >= body.lowerBound && tokens[index - 2].identifier == "self"
                && (index - 3 < body.lowerBound || !tokens[index - 3].isPunctuation("."))
        } else {
            onSelf = language == .swift
        }
        guard onSelf else { return false }
        if word == "preferredContentSize" { return true }
        // `.popover`, `UIModalPresentationStyle.popover`, Objective-C's `UIModalPresentationPopover`.
        let value = tokens[(index + 2)..<min(body.upperBound, index + 6)]
        return value.contains { $0.identifier == "popover" || $0.identifier == "UIModalPresentationPopover" }
    }
}
