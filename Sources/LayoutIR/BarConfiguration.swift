/// How a screen sits in its containers: which bars are shown and whether the root view
/// extends under them. The same for every environment of one screen.
public struct BarConfiguration: Sendable, Hashable {
    /// `nil`: not in a navigation controller.
    public var navigationBar: BarStyle?
    /// `nil`: not in a tab bar controller.
    public var tabBar: BarStyle?
    /// `UIViewController.edgesForExtendedLayout` (UIKit's default: `.all`).
    public var edgesForExtendedLayout: RectEdges
    /// `UIViewController.extendedLayoutIncludesOpaqueBars` (UIKit's default: `false`).
    public var extendedLayoutIncludesOpaqueBars: Bool
    /// The navigation controller's toolbar; `nil`: none.
    public var toolbar: BarStyle? = nil
    /// `prefersLargeTitles`: a taller navigation bar where the vertical size class is regular.
    public var prefersLargeTitles = false
    /// `hidesBottomBarWhenPushed`: no tab bar for this screen.
    public var hidesBottomBarWhenPushed = false
    /// `prefersStatusBarHidden`.
    public var prefersStatusBarHidden = false
    /// `inCallStatusBar`: also lay the screen out under the in-call status bar, where it is taller.
    public var inCallStatusBar = false
    /// `additionalSafeAreaInsets`, added to the root view's safe area.
    public var additionalSafeAreaInsets: LayoutInsets = .zero
    /// `viewRespectsSystemMinimumLayoutMargins`.
    public var viewRespectsSystemMinimumLayoutMargins = true
    /// `automaticallyAdjustsScrollViewInsets` (deprecated, honoured by `.automatic`).
    public var automaticallyAdjustsScrollViewInsets = true
    /// The navigation bar draws no background (the app's code configures it transparent): it
    /// still takes its place in the safe area, but content under it shows through by design, so
    /// content there is no finding.
    public var navigationBarIsTransparent = false
    /// The app's code both hides and shows the navigation bar while the screen is shown
    /// (`setNavigationBarHidden(_:animated:)`): the screen is laid out with the bar, and what
    /// rests on the bar's place is the code's to settle, not a finding.
    public var navigationBarToggledByCode = false
    /// The input draws a navigation bar over the screen, yet nothing in it puts the screen in a
    /// navigation controller (a storyboard scene with a simulated bar that no navigation
    /// controller of the document reaches): the app's code may push it onto a stack that shows
    /// a bar, or show it without one. Laid out with the bar; what rests on the bar's place must
    /// hold without it too, and is otherwise the code's to settle, not a finding.
    public var navigationBarOnlySimulated = false
    /// True when the navigation bar the screen is laid out with may be absent while it is shown
    /// (``navigationBarToggledByCode`` or ``navigationBarOnlySimulated``).
    public var navigationBarMayBeAbsent: Bool { navigationBarToggledByCode || navigationBarOnlySimulated }
    /// How the screen is shown (``ScreenPresentation``); a screen that declares its bars is
    /// taken to be full screen unless its input says otherwise.
    public var presentation: ScreenPresentation = .fullScreen

    /// A bar configuration; the defaults are a bare view controller with UIKit's defaults.
    public init(navigationBar: BarStyle? = nil, tabBar: BarStyle? = nil,
                edgesForExtendedLayout: RectEdges = .all, extendedLayoutIncludesOpaqueBars: Bool = false) {
        self.navigationBar = navigationBar
        self.tabBar = tabBar
        self.edgesForExtendedLayout = edgesForExtendedLayout
        self.extendedLayoutIncludesOpaqueBars = extendedLayoutIncludesOpaqueBars
    }

    /// True when the screen is in a navigation controller whose bar is shown.
    public var showsNavigationBar: Bool { navigationBar.map { $0 != .hidden } ?? false }

    /// `nav translucent, tab opaque, edges top` — empty when there are no bars.
    public var summary: String {
        var parts: [String] = []
        if let navigationBar { parts.append("navigationBar \(navigationBar.rawValue)") }
        if prefersLargeTitles, navigationBar != nil { parts.append("large titles") }
        if let tabBar {
            parts.append(hidesBottomBarWhenPushed ? "tabBar hidden when pushed" : "tabBar \(tabBar.rawValue)")
        }
        if let toolbar { parts.append("toolbar \(toolbar.rawValue)") }
        if prefersStatusBarHidden { parts.append("status bar hidden") }
        if navigationBar != nil || tabBar != nil || toolbar != nil {
            if edgesForExtendedLayout != .all { parts.append("edges \(Self.edgeNames(edgesForExtendedLayout))") }
            if extendedLayoutIncludesOpaqueBars { parts.append("extendedLayoutIncludesOpaqueBars") }
        }
        return parts.joined(separator: ", ")
    }

    /// `all`, `none`, `top`, `top+bottom` (the spelling `.layout` files use).
    public static func edgeNames(_ edges: RectEdges) -> String {
        if edges == .all { return "all" }
        if edges.isEmpty { return "none" }
        let named: [(String, RectEdges)] = [("top", .top), ("left", .left), ("bottom", .bottom), ("right", .right)]
        return named.filter { edges.contains($0.1) }.map(\.0).joined(separator: "+")
    }
}

