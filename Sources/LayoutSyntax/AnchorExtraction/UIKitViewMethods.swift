/// UIKit's own view methods that the function reader reads itself (adding, arranging and
/// constraining views), by name with their argument labels (`""` for an unlabelled argument).
///
/// An app may declare a method of the same name (`extension UIView { func addSubview(_ view:
/// UIView, topMargin: CGFloat = 0, …) }`). A call whose arguments are exactly UIKit's
/// (`container.addSubview(label)`) is still UIKit's: of two declarations that both fit a call,
/// Swift prefers the one that needs no default arguments (the type checker's ranking of
/// solutions, "fewer default arguments"), so the app's overload only runs when the call passes
/// one of its extra arguments.
enum UIKitViewMethods {
    static let signatures: [String: [[String]]] = [
        "addSubview": [[""]],
        "insertSubview": [["", "at"], ["", "aboveSubview"], ["", "belowSubview"]],
        "addArrangedSubview": [[""]],
        "insertArrangedSubview": [["", "at"]],
        "removeArrangedSubview": [[""]],
        "removeFromSuperview": [[]],
        "addConstraint": [[""]],
        "addConstraints": [[""]],
        "removeConstraint": [[""]],
        "removeConstraints": [[""]],
        "addLayoutGuide": [[""]],
        "bringSubviewToFront": [[""]],
        "sendSubviewToBack": [[""]],
        "setContentHuggingPriority": [["", "for"]],
        "setContentCompressionResistancePriority": [["", "for"]],
    ]

    /// True when a Swift call of `name` with these argument labels is UIKit's own method.
    static func isUIKitCall(_ name: String, labels: [String]) -> Bool {
        signatures[name]?.contains(labels) ?? false
    }
}
