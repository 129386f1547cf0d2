import LayoutIR

/// A helper's local that picks what it constrains by its stack's axis, as spacer helpers do:
///
/// ```swift
/// extension UIStackView {
///     func addBlankSpace(space: CGFloat) {
///         let view = UIView()
///         let attribute = self.axis == .vertical ? NSLayoutConstraint.Attribute.height : .width
///         NSLayoutConstraint.activate([NSLayoutConstraint(item: view, attribute: attribute, …, constant: space)])
///         addArrangedSubview(view)
///     }
/// }
/// ```
///
/// At a call the local is the branch of the receiver's axis: the one the calling function set
/// before the call, or horizontal for a stack view the function made and left alone (Apple,
/// *UIStackView.axis*: "The default value is NSLayoutConstraint.Axis.horizontal"). A stack whose
/// axis is set elsewhere is not known at the call: the call is listed, not expanded.
struct StackAxisChoice: Sendable {
    var whenVertical: ArraySlice<SourceToken>
    var whenHorizontal: ArraySlice<SourceToken>

    /// The branch for an axis (`vertical` or `horizontal`).
    func value(for axis: String) -> ArraySlice<SourceToken> { axis == "vertical" ? whenVertical : whenHorizontal }

    /// `let name = [self.]axis == .vertical ? a : b` (or `!=`, or `.horizontal`) in `body`, by
    /// local name.
    static func find(_ tokens: [SourceToken], closers: [Int?], body: Range<Int>, file: SourceFile) -> [String: StackAxisChoice] {
        var result: [String: StackAxisChoice] = [:]
        for index in body where tokens[index].identifier == "let" && index + 6 < body.upperBound {
            guard let name = tokens[index + 1].identifier, tokens[index + 2].isPunctuation("=") else { continue }
            var cursor = index + 3
            if tokens[cursor].identifier == "self", tokens[cursor + 1].isPunctuation(".") { cursor += 2 }
            guard cursor + 5 < body.upperBound, tokens[cursor].identifier == "axis",
                  tokens[cursor + 1].isPunctuation("=") || tokens[cursor + 1].isPunctuation("!"), tokens[cursor + 2].isPunctuation("=")
            else { continue }
            let negated = tokens[cursor + 1].isPunctuation("!")
            cursor += 3
            // `.vertical` or `NSLayoutConstraint.Axis.vertical`, then the `?`.
            guard let question = (cursor..<min(body.upperBound, cursor + 8)).first(where: { tokens[$0].isPunctuation("?") }),
                  question > cursor, tokens[cursor..<question].allSatisfy({ $0.identifier != nil || $0.isPunctuation(".") }),
                  let axis = tokens[question - 1].identifier, axis == "vertical" || axis == "horizontal" else { continue }
            let end = FunctionReader.statementEnd(tokens, closers: closers, file: file, language: .swift, from: question + 1,
                                                  limit: body.upperBound)
            guard end < body.upperBound, end > question + 1, let colon = (question + 1...end).first(where: { tokens[$0].isPunctuation(":") }),
                  colon > question + 1, colon < end else { continue }
            let first = tokens[(question + 1)..<colon], second = tokens[(colon + 1)...end]
            let matches = (axis == "vertical") != negated
            result[name] = matches ? StackAxisChoice(whenVertical: first, whenHorizontal: second)
                                   : StackAxisChoice(whenVertical: second, whenHorizontal: first)
        }
        return result
    }
}

extension FunctionReader {
    /// The axis of the stack view at `receiver` when the call at `index` runs: the last one this
    /// function set before it, or horizontal (UIKit's default) for a stack view it created and
    /// did not set; `nil` when the function does not say.
    func stackAxis(of receiver: [String], before index: Int, in facts: FunctionFacts) -> String? {
        if let setting = facts.properties.last(where: { $0.path == receiver && $0.property == "axis" && $0.at < index }) {
            guard let axis = setting.value.last?.identifier, axis == "vertical" || axis == "horizontal" else { return nil }
            return axis
        }
        guard !receiver.isEmpty, let created = facts.creations.last(where: { $0.path == receiver && $0.at < index }),
              !created.conditional, created.className == "UIStackView" else { return nil }
        return "horizontal"
    }
}
