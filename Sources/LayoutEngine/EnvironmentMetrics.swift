import LayoutIR

/// What UIKit computes for a view controller's root view in one environment (uikit.md §2–§3):
/// where the bars are, the root view's frame, its safe area, the legacy layout guides, its
/// layout margins and which edge is leading.
public struct EnvironmentMetrics: Sendable, Hashable {
    /// The environment these metrics are for.
    public var environment: LayoutEnvironment
    /// The screen size in points in this orientation.
    public var screenSize: LayoutSize
    /// Points to pixels.
    public var scale: Double
    /// The status bar's height (0 when hidden: iPhone landscape).
    public var statusBarHeight: Double
    /// The hardware safe-area insets (status bar, notch, home indicator) in this orientation.
    public var deviceSafeArea: LayoutInsets
    /// The navigation bar's frame in screen coordinates, when one is shown.
    public var navigationBarFrame: LayoutRect?
    /// The tab bar's frame in screen coordinates (including the part over the home indicator).
    public var tabBarFrame: LayoutRect?
    /// The root view's frame in screen coordinates.
    public var rootFrame: LayoutRect
    /// The root view's `safeAreaInsets`: the device insets plus every bar over the view.
    public var rootSafeArea: LayoutInsets
    /// The root view's effective layout margins (absolute left/right), measured from its edges:
    /// safe area plus `max(declared, systemMinimumLayoutMargins)` horizontally, safe area plus
    /// the declared value (0 by default) vertically.
    public var rootLayoutMargins: LayoutInsets
    /// `systemMinimumLayoutMargins` leading/trailing: 16 in compact width, 20 in regular width
    /// or on a wide iPhone in portrait.
    public var systemMinimumMargin: Double
    /// The horizontal size class of a full-screen app in this environment.
    public var horizontalSizeClass: SizeClass
    /// The vertical size class of a full-screen app in this environment.
    public var verticalSizeClass: SizeClass

    /// `topLayoutGuide.length`: the root's top safe-area inset.
    public var topLayoutGuideLength: Double { rootSafeArea.top }
    /// `bottomLayoutGuide.length`: the root's bottom safe-area inset.
    public var bottomLayoutGuideLength: Double { rootSafeArea.bottom }
    /// True when leading is the right edge.
    public var leadingIsRight: Bool { environment.direction == .rtl }

    /// Computes the metrics of `environment` with the numbers of `catalog`. `rootMargins` are the
    /// root view's declared `layoutMargins`, if the screen sets them.
    public init(_ environment: LayoutEnvironment, catalog: UIKitMetrics = DeviceCatalog.standard.metrics,
                rootMargins: LayoutInsets? = nil) {
        let device = environment.device
        let orientation = environment.orientation
        let bars = environment.bars
        let screen = device.screenSize(orientation)
        let hardware = device.safeArea(orientation)
        self.environment = environment
        self.screenSize = screen
        self.scale = device.scale
        self.statusBarHeight = device.statusBarHeight(orientation)
        self.deviceSafeArea = hardware
        self.horizontalSizeClass = device.horizontalSizeClass(orientation)
        self.verticalSizeClass = device.verticalSizeClass(orientation)

        // Top: the navigation bar sits right below the hardware's top inset.
        var topBarsBottom = hardware.top
        var navigationFrame: LayoutRect?
        if let style = bars.navigationBar, style != .hidden {
            let height: Double
            if device.family == .pad {
                height = catalog.padNavigationBarHeight
            } else {
                height = verticalSizeClass == .compact
                    ? catalog.compactNavigationBarHeight : catalog.phoneNavigationBarHeight
            }
            navigationFrame = LayoutRect(x: 0, y: hardware.top, width: screen.width, height: height)
            topBarsBottom = hardware.top + height
        }
        // Bottom: the tab bar's content sits above the home indicator and covers it.
        var tabFrame: LayoutRect?
        if let style = bars.tabBar, style != .hidden {
            let content: Double
            if device.family == .pad {
                content = catalog.padTabBarHeight
            } else {
                content = verticalSizeClass == .compact ? catalog.compactTabBarHeight : catalog.phoneTabBarHeight
            }
            let height = content + hardware.bottom
            tabFrame = LayoutRect(x: 0, y: screen.height - height, width: screen.width, height: height)
        }
        self.navigationBarFrame = navigationFrame
        self.tabBarFrame = tabFrame

        // The root extends under a bar iff the edge is in edgesForExtendedLayout and the bar is
        // translucent or extendedLayoutIncludesOpaqueBars is set; an opaque bar is otherwise
        // never extended under, so the root stops at it.
        func extends(_ style: BarStyle?, _ edge: RectEdges) -> Bool {
            guard let style, style != .hidden else { return true }
            return bars.edgesForExtendedLayout.contains(edge)
                && (style == .translucent || bars.extendedLayoutIncludesOpaqueBars)
        }
        let rootTop = extends(bars.navigationBar, .top) || navigationFrame == nil ? 0 : topBarsBottom
        let rootBottom: Double
        if let tabFrame, !extends(bars.tabBar, .bottom) {
            rootBottom = tabFrame.minY
        } else {
            rootBottom = screen.height
        }
        let root = LayoutRect(x: 0, y: rootTop, width: screen.width, height: max(0, rootBottom - rootTop))
        self.rootFrame = root

        // Safe area: whatever of the hardware insets and bars still overlaps the root view.
        let unsafeTop = topBarsBottom
        let unsafeBottom = tabFrame.map { screen.height - $0.minY } ?? hardware.bottom
        let safe = LayoutInsets(top: max(0, unsafeTop - root.minY),
                              left: hardware.left,
                              bottom: max(0, root.maxY - (screen.height - unsafeBottom)),
                              right: hardware.right)
        self.rootSafeArea = safe

        let minimum = horizontalSizeClass == .regular
            || (device.isWide && device.family == .phone && orientation == .portrait)
            ? catalog.regularRootMargin : catalog.compactRootMargin
        self.systemMinimumMargin = minimum
        let declared = rootMargins ?? .zero
        self.rootLayoutMargins = LayoutInsets(top: safe.top + declared.top,
                                            left: safe.left + max(minimum, declared.left),
                                            bottom: safe.bottom + declared.bottom,
                                            right: safe.right + max(minimum, declared.right))
    }
}
