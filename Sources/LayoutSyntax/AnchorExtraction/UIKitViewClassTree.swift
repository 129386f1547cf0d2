import LayoutIR

/// Which UIKit view classes inherit from which, for telling whether a receiver has a method an
/// extension declares. A Swift extension adds its methods to the extended type and its subclasses
/// only (The Swift Programming Language, *Extensions*; *Inheritance*): `extension UIStackView {
/// func addSpacerView(_:) }` is no method of an app's `UIView` subclass, which may declare its own
/// `addSpacerView(_:)` that does something else.
///
/// Superclasses from Apple's UIKit reference (each class page's "Inherits From").
enum UIKitViewClassTree {
    static let superclasses: [String: String] = [
        "UIStackView": "UIView", "UIScrollView": "UIView", "UILabel": "UIView", "UIImageView": "UIView",
        "UIControl": "UIView", "UIVisualEffectView": "UIView", "UINavigationBar": "UIView", "UIToolbar": "UIView",
        "UITabBar": "UIView", "UISearchBar": "UIView", "UIActivityIndicatorView": "UIView", "UIProgressView": "UIView",
        "UIPickerView": "UIView", "UITableViewCell": "UIView", "UICollectionReusableView": "UIView",
        "UITableViewHeaderFooterView": "UIView", "UIInputView": "UIView", "UIWindow": "UIView",
        "UITableView": "UIScrollView", "UICollectionView": "UIScrollView", "UITextView": "UIScrollView",
        "UICollectionViewCell": "UICollectionReusableView",
        "UIButton": "UIControl", "UITextField": "UIControl", "UISwitch": "UIControl", "UISlider": "UIControl",
        "UISegmentedControl": "UIControl", "UIStepper": "UIControl", "UIDatePicker": "UIControl",
        "UIPageControl": "UIControl", "UIColorWell": "UIControl",
        // Controllers are no views: a chain that reaches UIViewController is not a view's.
        "UITableViewController": "UIViewController", "UICollectionViewController": "UIViewController",
        "UINavigationController": "UIViewController", "UITabBarController": "UIViewController",
        "UIPageViewController": "UIViewController", "UISplitViewController": "UIViewController",
    ]

    /// Whether a view of class `type` is a `candidate` (the class itself or a subclass), following
    /// the project's declared superclasses into UIKit's: `false` only when the whole chain is known
    /// and reaches `UIView` (or `UIViewController`, for a controller) without meeting `candidate`;
    /// `nil` when some link is not known.
    static func isKind(_ type: String, of candidate: String, project: ProjectFacts?) -> Bool? {
        var current = type
        var steps = 0
        while steps < 16 {
            if current == candidate { return true }
            // Roots: a layout guide is no view, nor a view a guide.
            if current == "UIView" || current == "UIViewController" || current == "UILayoutGuide" { return false }
            guard let next = superclasses[current] ?? project?.superclasses[current], !next.isEmpty else { return nil }
            current = next
            steps += 1
        }
        return nil
    }
}
