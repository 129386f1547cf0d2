import Testing
import LayoutIR
@testable import LayoutEngine

/// The root view's frame and safe area, checked against the behaviour matrix of Docs/UIKit.md#root-view-and-bars
/// (iPhone 13, portrait, navigation bar + tab bar).
@Suite("Environment metrics")
struct EnvironmentMetricsTests {
    let catalog = DeviceCatalog.standard

    func metrics(_ device: String, _ orientation: Orientation = .portrait, direction: WritingDirection = .ltr,
                 nav: BarStyle? = nil, tab: BarStyle? = nil, edges: RectEdges = .all,
                 includesOpaque: Bool = false) throws -> EnvironmentMetrics {
        let device = try #require(catalog.device(named: device))
        let bars = BarConfiguration(navigationBar: nav, tabBar: tab, edgesForExtendedLayout: edges,
                                    extendedLayoutIncludesOpaqueBars: includesOpaque)
        return EnvironmentMetrics(LayoutEnvironment(device: device, orientation: orientation, direction: direction,
                                              bars: bars))
    }

    @Test("iPhone 13, both bars translucent: full screen, insets 47+44 = 91 and 49+34 = 83")
    func defaults() throws {
        let m = try metrics("iPhone13", nav: .translucent, tab: .translucent)
        #expect(m.rootFrame == LayoutRect(x: 0, y: 0, width: 390, height: 844))
        #expect(m.rootSafeArea == LayoutInsets(top: 91, left: 0, bottom: 83, right: 0))
        #expect(m.navigationBarFrame == LayoutRect(x: 0, y: 47, width: 390, height: 44))
        #expect(m.tabBarFrame == LayoutRect(x: 0, y: 761, width: 390, height: 83))  // 844 − 83
    }

    @Test("opaque navigation bar: the root starts under it (y 91, height 844 − 91 = 753)")
    func opaqueNavigationBar() throws {
        let m = try metrics("iPhone13", nav: .opaque, tab: .translucent)
        #expect(m.rootFrame == LayoutRect(x: 0, y: 91, width: 390, height: 753))
        #expect(m.rootSafeArea.top == 0)
        #expect(m.rootSafeArea.bottom == 83)
    }

    @Test("both opaque: 844 − 91 − 83 = 670 tall, no insets")
    func bothOpaque() throws {
        let m = try metrics("iPhone13", nav: .opaque, tab: .opaque)
        #expect(m.rootFrame == LayoutRect(x: 0, y: 91, width: 390, height: 670))
        #expect(m.rootSafeArea.top == 0 && m.rootSafeArea.bottom == 0)
    }

    @Test("extendedLayoutIncludesOpaqueBars brings opaque bars back over the root")
    func includesOpaqueBars() throws {
        let m = try metrics("iPhone13", nav: .opaque, tab: .opaque, includesOpaque: true)
        #expect(m.rootFrame == LayoutRect(x: 0, y: 0, width: 390, height: 844))
        #expect(m.rootSafeArea.top == 91 && m.rootSafeArea.bottom == 83)
    }

    @Test("edgesForExtendedLayout none / top / bottom with translucent bars")
    func edges() throws {
        let none = try metrics("iPhone13", nav: .translucent, tab: .translucent, edges: [])
        #expect(none.rootFrame == LayoutRect(x: 0, y: 91, width: 390, height: 670))
        #expect(none.rootSafeArea.top == 0 && none.rootSafeArea.bottom == 0)
        let top = try metrics("iPhone13", nav: .translucent, tab: .translucent, edges: .top)
        #expect(top.rootFrame == LayoutRect(x: 0, y: 0, width: 390, height: 761))
        #expect(top.rootSafeArea.top == 91 && top.rootSafeArea.bottom == 0)
        let bottom = try metrics("iPhone13", nav: .translucent, tab: .translucent, edges: .bottom)
        #expect(bottom.rootFrame == LayoutRect(x: 0, y: 91, width: 390, height: 753))
        #expect(bottom.rootSafeArea.top == 0 && bottom.rootSafeArea.bottom == 83)
    }

    @Test("hidden tab bar and no containers leave the device insets")
    func hiddenBars() throws {
        let hidden = try metrics("iPhone13", nav: .translucent, tab: .hidden)
        #expect(hidden.rootFrame == LayoutRect(x: 0, y: 0, width: 390, height: 844))
        #expect(hidden.rootSafeArea.top == 91 && hidden.rootSafeArea.bottom == 34)
        let bare = try metrics("iPhone13")
        #expect(bare.rootSafeArea == LayoutInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(bare.topLayoutGuideLength == 47 && bare.bottomLayoutGuideLength == 34)
    }

    @Test("iPhone 13 landscape with a navigation bar: compact bar 32, notch 47 each side, 21 bottom")
    func landscape() throws {
        let m = try metrics("iPhone13", .landscape, nav: .translucent)
        #expect(m.screenSize == LayoutSize(width: 844, height: 390))
        #expect(m.statusBarHeight == 0)
        #expect(m.rootSafeArea == LayoutInsets(top: 32, left: 47, bottom: 21, right: 47))
        // Margins: safe area + 16 (compact width): 47 + 16 = 63.
        #expect(m.rootLayoutMargins.left == 63 && m.rootLayoutMargins.right == 63)
        #expect(m.horizontalSizeClass == .compact && m.verticalSizeClass == .compact)
    }

    @Test("topLayoutGuide on an iPhone XS: 44 + 44 = 88 in portrait, 0 + 32 = 32 in landscape")
    func topLayoutGuide() throws {
        #expect(try metrics("iPhoneXS", nav: .translucent).topLayoutGuideLength == 88)
        #expect(try metrics("iPhoneXS", .landscape, nav: .translucent).topLayoutGuideLength == 32)
        // Home-button iPhone: 20 + 44 = 64, the iOS 7–10 value.
        #expect(try metrics("iPhone8", nav: .translucent).topLayoutGuideLength == 64)
        // Tab bar: 49 + 34 = 83 on Face ID phones, 49 on home-button phones.
        #expect(try metrics("iPhoneXS", tab: .translucent).bottomLayoutGuideLength == 83)
        #expect(try metrics("iPhone8", tab: .translucent).bottomLayoutGuideLength == 49)
    }

    @Test("iPad: 50-pt bars, status bar in both orientations")
    func pad() throws {
        let m = try metrics("iPadPro11", .landscape, nav: .translucent, tab: .translucent)
        #expect(m.screenSize == LayoutSize(width: 1194, height: 834))
        #expect(m.rootSafeArea.top == 74)          // 24 + 50
        #expect(m.rootSafeArea.bottom == 70)       // 50 + 20
        #expect(m.systemMinimumMargin == 20)
    }

    @Test("root margins: 16 on compact phones, 20 on wide phones in portrait and on iPads")
    func rootMargins() throws {
        let se = try metrics("iPhoneSE")
        #expect(se.rootLayoutMargins == LayoutInsets(top: 20, left: 16, bottom: 0, right: 16))
        #expect(try metrics("iPhone8Plus").rootLayoutMargins.left == 20)
        #expect(try metrics("iPhoneXSMax", .landscape).rootLayoutMargins.left == 64)  // 44 + 20 (regular width)
        #expect(try metrics("iPadAir").rootLayoutMargins.left == 20)
    }

    @Test("display names are device, orientation, direction")
    func names() throws {
        let m = try metrics("iPhoneSE", .landscape, direction: .rtl)
        #expect(m.environment.name == "iPhoneSE landscape rtl")
        #expect(m.leadingIsRight)
    }
}
