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

    /// The argument labels of UIKit's own initializers of its view classes (each class page of
    /// Apple's UIKit reference, "Creating …"): `init()` and `init(frame:)` of every view, and each
    /// class's own. An app's initializer in an extension is called only with other labels.
    static let initializerLabels: [String: [[String]]] = [
        "UIStackView": [["arrangedSubviews"]],
        "UIImageView": [[""], ["", "highlightedImage"], ["image"], ["image", "highlightedImage"]],
        "UIButton": [["type"], ["type", "primaryAction"], ["primaryAction"], ["frame", "primaryAction"], ["configuration", "primaryAction"]],
        "UITableView": [["frame", "style"]],
        "UICollectionView": [["frame", "collectionViewLayout"], ["collectionViewLayout"]],
        "UIActivityIndicatorView": [["style"], ["activityIndicatorStyle"]],
        "UIVisualEffectView": [["effect"]],
        "UISegmentedControl": [["items"], ["frame", "actions"]],
        "UIProgressView": [["progressViewStyle"]],
    ]

    /// True when a construction of `className` with these argument labels is one of UIKit's
    /// own initializers (``initializerLabels``).
    static func isUIKitInitializer(of className: String, labels: [String]) -> Bool {
        labels.isEmpty || labels == ["frame"] || labels == ["coder"] || initializerLabels[className]?.contains(labels) == true
    }

    /// True when a Swift call of `name` with these argument labels is UIKit's own method.
    static func isUIKitCall(_ name: String, labels: [String]) -> Bool {
        signatures[name]?.contains(labels) ?? false
    }
}
