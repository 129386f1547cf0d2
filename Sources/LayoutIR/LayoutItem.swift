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
    /// `keyboardLayoutGuide` (iOS 15+): the keyboard's frame in the view. With no keyboard shown
    /// it spans the view's bottom safe-area inset, so its top is the safe area's bottom.
    case keyboard

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
        case .keyboard: return "keyboardLayoutGuide"
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
/// Views are named. The screen's root view (a view controller's `self.view`) is ``LayoutItem/root``:
/// it prints as `view` (``LayoutItem/rootName``), but being the root is part of its identity, not of
/// its spelling — a VFL views-dictionary key `view` is an ordinary view, because in a VFL string a
/// name is a key of the dictionary and nothing else. Only ``LayoutItem/root`` (and its guides) is the
/// root. One other name is special: ``LayoutItem/superviewName`` (`superview`, a placeholder for
/// "the superview of the other item", resolved when the view tree is known).
public struct LayoutItem: Sendable, Hashable, CustomStringConvertible {
    /// The view's name (or `view` / `superview`).
    public var view: String
    /// The guide of that view the constraint refers to, if any.
    public var guide: LayoutGuide?
    /// True for the screen's root view and its guides. Only ``LayoutItem/root`` sets it: no name,
    /// however it is spelled, makes an item the root.
    public let isRootView: Bool

    /// An item; `guide` `nil` means the view itself.
    @inlinable
    public init(view: String, guide: LayoutGuide? = nil) {
        self.view = view
        self.guide = guide
        self.isRootView = false
    }

    private init(rootWithGuide guide: LayoutGuide?) {
        self.view = LayoutItem.rootName
        self.guide = guide
        self.isRootView = true
    }

    /// The name the root view is printed with, and spelled with in `.layout` files, where it is
    /// reserved (no declared view can take it).
    public static let rootName = "view"
    /// The placeholder name for "the superview of the related view".
    public static let superviewName = "superview"

    /// The screen's root view.
    public static let root = LayoutItem(rootWithGuide: nil)
    /// The unresolved superview placeholder.
    public static let superview = LayoutItem(view: superviewName)

    /// A named view (never the root, whatever the name).
    public static func view(_ name: String) -> LayoutItem { LayoutItem(view: name) }

    /// The item a `.layout` screen means by a view name: there `view` is the root's reserved name.
    /// Only front ends that own a screen may use it; a VFL dictionary key never goes through it.
    public static func screenView(_ name: String, guide: LayoutGuide? = nil) -> LayoutItem {
        name == rootName ? LayoutItem(rootWithGuide: guide) : LayoutItem(view: name, guide: guide)
    }

    /// True when this item is the unresolved `superview` placeholder (or one of its guides).
    public var isSuperviewPlaceholder: Bool { view == LayoutItem.superviewName }

    /// True when this is the root view itself (not a guide of it).
    public var isRoot: Bool { isRootView && guide == nil }

    /// The same view with a different guide (or none).
    public func with(guide: LayoutGuide?) -> LayoutItem {
        var copy = self
        copy.guide = guide
        return copy
    }

    /// `card`, `card.margins`, `view.safeArea`.
    public var description: String {
        guard let guide else { return view }
        return "\(view).\(guide.name)"
    }
}
