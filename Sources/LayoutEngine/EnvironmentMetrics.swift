import LayoutIR

/// What UIKit computes for a view controller's root view in one environment
/// (Docs/uikit-devices.md): where the bars are, the root view's frame, its safe area, the legacy
/// layout guides, its layout margins and which edge is leading.
public struct EnvironmentMetrics: Sendable, Hashable {
    /// The environment these metrics are for.
    public var environment: LayoutEnvironment
    /// The screen size in points in this orientation.
    public var screenSize: LayoutSize
    /// Points to pixels.
    public var scale: Double
    /// The status bar's height (0 when hidden: iPhone landscape, `prefersStatusBarHidden`).
    public var statusBarHeight: Double
    /// The hardware safe-area insets (status bar, sensor housing, home indicator) in this
    /// orientation, without the status bar when it is hidden.
    public var deviceSafeArea: LayoutInsets
    /// The navigation bar's frame in screen coordinates, when one is shown.
    public var navigationBarFrame: LayoutRect?
    /// The tab bar's frame in screen coordinates (including the part over the home indicator).
    public var tabBarFrame: LayoutRect?
    /// The toolbar's frame in screen coordinates (including the part over the home indicator
    /// when no tab bar is below it).
    public var toolbarFrame: LayoutRect? = nil
    /// The root view's frame in screen coordinates.
    public var rootFrame: LayoutRect
    /// The root view's `safeAreaInsets`: the device insets plus every bar over the view plus
    /// `additionalSafeAreaInsets`.
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
    /// root view's declared `layoutMargins`, if the screen sets them; `root` is the root view's
    /// declaration, for its directional margins and `insetsLayoutMarginsFromSafeArea`.
    public init(_ environment: LayoutEnvironment, catalog: UIKitMetrics = DeviceCatalog.standard.metrics,
                rootMargins: LayoutInsets? = nil, root rootView: ViewProperties? = nil) {
        let device = environment.device
        let orientation = environment.orientation
        let bars = environment.bars
        var screen = device.screenSize(orientation)
        // A window sharing the screen: as wide as it is, at the screen's full height.
        if let width = environment.windowWidth, width.isFinite, width > 0 { screen.width = min(width, screen.width) }
        // A view the app places inside another view has no bars and no unsafe screen edges of its own.
        let embedded = bars.presentation == .embedded
        // Under the in-call status bar (40 pt where the status bar is 20) the app's window area
        // starts 20 pt lower; the status bar still covers the root's top 20 pt.
        let inCall = environment.inCallStatusBar && !embedded && !bars.prefersStatusBarHidden
            && Self.hasTallInCallStatusBar(device, orientation: orientation)
        let windowTop = inCall ? Self.inCallStatusBarGrowth : 0
        let statusBar = bars.prefersStatusBarHidden || embedded ? 0
            : device.statusBarHeight(orientation) + windowTop
        let hardware = embedded ? LayoutInsets.zero : bars.prefersStatusBarHidden
            ? device.safeAreaWithoutStatusBar(orientation) : device.safeArea(orientation)
        self.environment = environment
        self.screenSize = screen
        self.scale = device.scale
        self.statusBarHeight = statusBar
        self.deviceSafeArea = hardware
        self.horizontalSizeClass = environment.windowWidth == nil ? device.horizontalSizeClass(orientation)
            : MultitaskingWidths.horizontalSizeClass(ofWindowWidth: screen.width)
        self.verticalSizeClass = device.verticalSizeClass(orientation)
        let compactHeight = verticalSizeClass == .compact

        // Top: a navigation bar starts at the status bar's bottom, which on Dynamic Island
        // iPhones is above the hardware's top inset; without a status bar, at that inset.
        var topBarsBottom = hardware.top + windowTop
        var navigationFrame: LayoutRect?
        if bars.showsNavigationBar, !embedded {
            var height: Double
            if device.family == .pad {
                height = catalog.padNavigationBarHeight
            } else {
                height = compactHeight ? catalog.compactNavigationBarHeight : catalog.phoneNavigationBarHeight
            }
            if bars.prefersLargeTitles && !compactHeight { height += catalog.largeTitleHeight }
            let top = statusBar > 0 ? statusBar : hardware.top
            navigationFrame = LayoutRect(x: 0, y: top, width: screen.width, height: height)
            topBarsBottom = top + height
        }
        // Bottom: the tab bar's content sits above the home indicator and covers it; a toolbar
        // sits above the tab bar, or covers the home indicator when there is no tab bar.
        var tabFrame: LayoutRect?
        if let style = bars.tabBar, style != .hidden, !bars.hidesBottomBarWhenPushed, !embedded {
            let content: Double
            if device.family == .pad {
                content = catalog.padTabBarHeight
            } else {
                content = compactHeight ? catalog.compactTabBarHeight : catalog.phoneTabBarHeight
            }
            let height = content + hardware.bottom
            tabFrame = LayoutRect(x: 0, y: screen.height - height, width: screen.width, height: height)
        }
        var toolbarFrame: LayoutRect?
        if let style = bars.toolbar, style != .hidden, !embedded {
            let content: Double
            if device.family == .pad {
                content = catalog.padToolbarHeight
            } else {
                content = compactHeight ? catalog.compactToolbarHeight : catalog.phoneToolbarHeight
            }
            if let tabFrame {
                toolbarFrame = LayoutRect(x: 0, y: tabFrame.minY - content, width: screen.width, height: content)
            } else {
                let height = content + hardware.bottom
                toolbarFrame = LayoutRect(x: 0, y: screen.height - height, width: screen.width, height: height)
            }
        }
        self.navigationBarFrame = navigationFrame
        self.tabBarFrame = tabFrame
        self.toolbarFrame = toolbarFrame

        // The root extends under a bar iff the edge is in edgesForExtendedLayout and the bar is
        // translucent or extendedLayoutIncludesOpaqueBars is set; an opaque bar is otherwise
        // never extended under, so the root stops at it.
        func extends(_ style: BarStyle?, _ edge: RectEdges) -> Bool {
            guard let style, style != .hidden else { return true }
            return bars.edgesForExtendedLayout.contains(edge)
                && (style == .translucent || bars.extendedLayoutIncludesOpaqueBars)
        }
        let rootTop = extends(bars.navigationBar, .top) || navigationFrame == nil ? windowTop : topBarsBottom
        var rootBottom = screen.height
        if let tabFrame, !extends(bars.tabBar, .bottom) { rootBottom = tabFrame.minY }
        if let toolbarFrame, !extends(bars.toolbar, .bottom) { rootBottom = min(rootBottom, toolbarFrame.minY) }
        let root = LayoutRect(x: 0, y: rootTop, width: screen.width, height: max(0, rootBottom - rootTop))
        self.rootFrame = root

        // Safe area: whatever of the hardware insets and bars still overlaps the root view,
        // plus the view controller's additional insets.
        let bottomBarsTop = [tabFrame?.minY, toolbarFrame?.minY].compactMap { $0 }.min()
        let unsafeBottom = bottomBarsTop.map { screen.height - $0 } ?? hardware.bottom
        let extra = bars.additionalSafeAreaInsets
        let safe = LayoutInsets(top: max(0, topBarsBottom - root.minY) + Self.finite(extra.top),
                                left: hardware.left + Self.finite(extra.left),
                                bottom: max(0, root.maxY - (screen.height - unsafeBottom)) + Self.finite(extra.bottom),
                                right: hardware.right + Self.finite(extra.right))
        self.rootSafeArea = safe

        let minimum = horizontalSizeClass == .regular
            || (device.isWide && device.family == .phone && orientation == .portrait)
            ? catalog.regularRootMargin : catalog.compactRootMargin
        self.systemMinimumMargin = minimum
        let rtl = Self.isRightToLeft(rootView?.semanticContentAttribute ?? .unspecified, environment.direction)
        let declared = Self.absoluteMargins(rootView, fallback: rootMargins, rightToLeft: rtl) ?? .zero
        let fromSafeArea = rootView?.insetsLayoutMarginsFromSafeArea ?? true
        let base = fromSafeArea ? safe : .zero
        let respects = bars.viewRespectsSystemMinimumLayoutMargins
        var margins = LayoutInsets(top: base.top + declared.top,
                                   left: base.left + (respects ? max(minimum, declared.left) : declared.left),
                                   bottom: base.bottom + declared.bottom,
                                   right: base.right + (respects ? max(minimum, declared.right) : declared.right))
        if rootView?.preservesSuperviewLayoutMargins == true {
            // The window's margins (UIView's default, inside its safe area), where they reach
            // further into the root than its own.
            let window = catalog.defaultLayoutMargin
            margins = LayoutInsets(top: max(margins.top, hardware.top + window - root.minY),
                                   left: max(margins.left, hardware.left + window),
                                   bottom: max(margins.bottom, hardware.bottom + window - (screen.height - root.maxY)),
                                   right: max(margins.right, hardware.right + window))
        }
        self.rootLayoutMargins = margins
    }

    /// How much taller the in-call status bar is than the usual 20 pt one (40 in all).
    public static let inCallStatusBarGrowth = 20.0

    /// True where the in-call status bar is taller than the usual one: an iPhone whose status
    /// bar is 20 pt, in portrait (a Face ID iPhone shows the call in its status bar instead, and
    /// an iPhone in landscape hides its status bar).
    public static func hasTallInCallStatusBar(_ device: Device, orientation: Orientation) -> Bool {
        device.family == .phone && orientation == .portrait && device.statusBarHeight(orientation) == 20
    }

    /// A view's declared margins with left and right absolute: directional margins (leading,
    /// trailing) are swapped in right-to-left; otherwise `layoutMargins`, else `fallback`.
    static func absoluteMargins(_ properties: ViewProperties?, fallback: LayoutInsets?,
                                rightToLeft: Bool) -> LayoutInsets? {
        if let directional = properties?.directionalLayoutMargins {
            return rightToLeft
                ? LayoutInsets(top: directional.top, left: directional.right, bottom: directional.bottom,
                               right: directional.left)
                : directional
        }
        return properties?.layoutMargins ?? fallback
    }

    /// A view's effective direction (`effectiveUserInterfaceLayoutDirection`): its own semantic
    /// content attribute when it forces one, left-to-right for playback and spatial controls,
    /// else the environment's.
    static func isRightToLeft(_ attribute: SemanticContentAttribute, _ direction: WritingDirection) -> Bool {
        switch attribute {
        case .forceRightToLeft: return true
        case .forceLeftToRight, .playback, .spatial: return false
        case .unspecified: return direction == .rtl
        }
    }

    private static func finite(_ value: Double) -> Double { value.isFinite ? value : 0 }
}
