/// A layout guide owned by a view (or, for the legacy guides, by the view controller).
public enum LayoutGuide: String, Sendable, Hashable, CaseIterable {
    /// `safeAreaLayoutGuide`.
    case safeArea
    /// `layoutMarginsGuide`.
    case margins
    /// `readableContentGuide`.
    case readableContent
    /// A scroll view's `contentLayoutGuide`: its edges are the scrollable content's.
    case contentLayout
    /// A scroll view's `frameLayoutGuide`: its edges are the scroll view's visible frame.
    case frameLayout
    /// The view controller's legacy `topLayoutGuide` (iOS 7–10); only `top`, `bottom`, `height`.
    case topLayoutGuide
    /// The view controller's legacy `bottomLayoutGuide`.
    case bottomLayoutGuide

    /// The spelling in the equation syntax (`safeArea`, `contentLayout`, …).
    public var name: String { rawValue }

    /// The UIKit property name (`safeAreaLayoutGuide`, `layoutMarginsGuide`, …).
    public var uikitName: String {
        switch self {
        case .safeArea: return "safeAreaLayoutGuide"
        case .margins: return "layoutMarginsGuide"
        case .readableContent: return "readableContentGuide"
        case .contentLayout: return "contentLayoutGuide"
        case .frameLayout: return "frameLayoutGuide"
        case .topLayoutGuide: return "topLayoutGuide"
        case .bottomLayoutGuide: return "bottomLayoutGuide"
        }
    }

    /// Looks a guide up by its equation-syntax name or its UIKit property name.
    public init?(name: String) {
        guard let match = LayoutGuide.allCases.first(where: { $0.name == name || $0.uikitName == name })
        else { return nil }
        self = match
    }

    /// True for the view controller's `topLayoutGuide` / `bottomLayoutGuide`, which behave
    /// like sibling views of the root's subviews and expose only `top`, `bottom` and `height`.
    public var isLegacyLayoutSupport: Bool { self == .topLayoutGuide || self == .bottomLayoutGuide }
}

/// One side of a constraint: a view, or a layout guide of a view.
///
/// Views are named. Two names are special: ``LayoutItem/rootName`` (`view`, the screen's root view,
/// a view controller's `self.view`) and ``LayoutItem/superviewName`` (`superview`, a placeholder for
/// "the superview of the other item", resolved when the view tree is known).
public struct LayoutItem: Sendable, Hashable, CustomStringConvertible {
    /// The view's name (or `view` / `superview`).
    public var view: String
    /// The guide of that view the constraint refers to, if any.
    public var guide: LayoutGuide?

    /// An item; `guide` `nil` means the view itself.
    @inlinable
    public init(view: String, guide: LayoutGuide? = nil) {
        self.view = view
        self.guide = guide
    }

    /// The name of the screen's root view.
    public static let rootName = "view"
    /// The placeholder name for "the superview of the related view".
    public static let superviewName = "superview"

    /// The screen's root view.
    public static let root = LayoutItem(view: rootName)
    /// The unresolved superview placeholder.
    public static let superview = LayoutItem(view: superviewName)

    /// A named view.
    public static func view(_ name: String) -> LayoutItem { LayoutItem(view: name) }

    /// True when this item is the unresolved `superview` placeholder (or one of its guides).
    public var isSuperviewPlaceholder: Bool { view == LayoutItem.superviewName }

    /// True when this is the root view itself (not a guide of it).
    public var isRoot: Bool { view == LayoutItem.rootName && guide == nil }

    /// The same view with a different guide (or none).
    public func with(guide: LayoutGuide?) -> LayoutItem { LayoutItem(view: view, guide: guide) }

    /// `card`, `card.margins`, `view.safeArea`.
    public var description: String {
        guard let guide else { return view }
        return "\(view).\(guide.name)"
    }
}
