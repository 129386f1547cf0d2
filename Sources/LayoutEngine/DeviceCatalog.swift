import LayoutIR

/// Every UIKit number vflc uses, in one place: devices, bar heights, system margins, standard
/// spacing and the default content priorities of each view kind. Sources and the values still
/// to be checked on a simulator are listed in the shared `uikit.md` notes (§1–§4).
///
/// The catalog is a value: tests and embedders may build their own (`DeviceCatalog(devices:)`).
public struct DeviceCatalog: Sendable {
    /// The devices, in the order `vflc devices` lists them.
    public var devices: [Device]
    /// Bar heights and the other numbers that do not depend on the device model.
    public var metrics: UIKitMetrics

    /// A catalog of the given devices and metrics.
    public init(devices: [Device], metrics: UIKitMetrics = UIKitMetrics()) {
        self.devices = devices
        self.metrics = metrics
    }

    /// The built-in catalog: iPhone SE (1st generation) to the iPhone 16 family, and the
    /// common iPads.
    public static let standard = DeviceCatalog(devices: standardDevices)

    /// The device called `name` (or with `name` as an alias); exact, case-sensitive match.
    public func device(named name: String) -> Device? {
        devices.first { $0.name == name || $0.aliases.contains(name) }
    }

    /// Every name and alias, for "did you mean".
    public var allNames: [String] { devices.flatMap { [$0.name] + $0.aliases } }

    /// The device names used when a screen declares no devices (see ``EnvironmentSet``):
    /// the smallest iPhone, a current iPhone, the largest sourced iPhone and a current iPad.
    public static let defaultDeviceNames = ["iPhoneSE", "iPhone15", "iPhone15ProMax", "iPadAir"]

    // MARK: - The built-in devices (uikit.md §1.1, §1.2)

    private static func phone(_ name: String, _ aliases: [String], _ models: String,
                              _ width: Double, _ height: Double, scale: Double, statusBar: Double,
                              safeTop: Double, safeBottom: Double,
                              landscapeSide: Double, landscapeBottom: Double,
                              wide: Bool) -> Device {
        Device(name: name, aliases: aliases, models: models, family: .phone,
               portraitSize: LayoutSize(width: width, height: height), scale: scale, statusBarHeight: statusBar,
               portraitSafeArea: LayoutInsets(top: safeTop, left: 0, bottom: safeBottom, right: 0),
               landscapeSafeArea: LayoutInsets(top: 0, left: landscapeSide, bottom: landscapeBottom,
                                             right: landscapeSide),
               isWide: wide)
    }

    private static func pad(_ name: String, _ aliases: [String], _ models: String,
                            _ width: Double, _ height: Double, statusBar: Double,
                            safeTop: Double, safeBottom: Double) -> Device {
        let insets = LayoutInsets(top: safeTop, left: 0, bottom: safeBottom, right: 0)
        return Device(name: name, aliases: aliases, models: models, family: .pad,
                      portraitSize: LayoutSize(width: width, height: height), scale: 2, statusBarHeight: statusBar,
                      portraitSafeArea: insets, landscapeSafeArea: insets, isWide: true)
    }

    private static let standardDevices: [Device] = [
        // Home-button iPhones: 20-pt status bar, no bottom inset, status bar hidden in landscape.
        phone("iPhoneSE", ["iPhone5", "iPhone5s", "iPhoneSE1"], "iPhone SE (1st gen), 5, 5s",
              320, 568, scale: 2, statusBar: 20, safeTop: 20, safeBottom: 0,
              landscapeSide: 0, landscapeBottom: 0, wide: false),
        phone("iPhone8", ["iPhone6", "iPhone6s", "iPhone7", "iPhoneSE2", "iPhoneSE3"],
              "iPhone 6, 6s, 7, 8, SE (2nd & 3rd gen)",
              375, 667, scale: 2, statusBar: 20, safeTop: 20, safeBottom: 0,
              landscapeSide: 0, landscapeBottom: 0, wide: false),
        phone("iPhone8Plus", ["iPhone6Plus", "iPhone6sPlus", "iPhone7Plus"], "iPhone 6+, 6s+, 7+, 8 Plus",
              414, 736, scale: 3, statusBar: 20, safeTop: 20, safeBottom: 0,
              landscapeSide: 0, landscapeBottom: 0, wide: true),
        // Face ID iPhones: home indicator 34 in portrait, 21 in landscape.
        phone("iPhoneXS", ["iPhoneX", "iPhone11Pro"], "iPhone X, XS, 11 Pro",
              375, 812, scale: 3, statusBar: 44, safeTop: 44, safeBottom: 34,
              landscapeSide: 44, landscapeBottom: 21, wide: false),
        // uikit.md marks the iOS 14+ 48-pt top inset of the XR class as to be verified.
        phone("iPhoneXR", ["iPhone11"], "iPhone XR, 11",
              414, 896, scale: 2, statusBar: 48, safeTop: 48, safeBottom: 34,
              landscapeSide: 48, landscapeBottom: 21, wide: true),
        phone("iPhoneXSMax", ["iPhone11ProMax"], "iPhone XS Max, 11 Pro Max",
              414, 896, scale: 3, statusBar: 44, safeTop: 44, safeBottom: 34,
              landscapeSide: 44, landscapeBottom: 21, wide: true),
        // uikit.md: the mini's 50-pt top inset is to be verified.
        phone("iPhone12mini", ["iPhone13mini"], "iPhone 12 mini, 13 mini",
              375, 812, scale: 3, statusBar: 50, safeTop: 50, safeBottom: 34,
              landscapeSide: 50, landscapeBottom: 21, wide: false),
        phone("iPhone13", ["iPhone12", "iPhone12Pro", "iPhone13Pro", "iPhone14", "iPhone16e"],
              "iPhone 12, 12 Pro, 13, 13 Pro, 14, 16e",
              390, 844, scale: 3, statusBar: 47, safeTop: 47, safeBottom: 34,
              landscapeSide: 47, landscapeBottom: 21, wide: false),
        phone("iPhone13ProMax", ["iPhone12ProMax", "iPhone14Plus"], "iPhone 12 Pro Max, 13 Pro Max, 14 Plus",
              428, 926, scale: 3, statusBar: 47, safeTop: 47, safeBottom: 34,
              landscapeSide: 47, landscapeBottom: 21, wide: true),
        // Dynamic Island: the safe-area top (59) exceeds the status bar (54).
        phone("iPhone15", ["iPhone14Pro", "iPhone15Pro", "iPhone16"], "iPhone 14 Pro, 15, 15 Pro, 16",
              393, 852, scale: 3, statusBar: 54, safeTop: 59, safeBottom: 34,
              landscapeSide: 59, landscapeBottom: 21, wide: false),
        phone("iPhone15ProMax", ["iPhone14ProMax", "iPhone15Plus", "iPhone16Plus"],
              "iPhone 14 Pro Max, 15 Plus, 15 Pro Max, 16 Plus",
              430, 932, scale: 3, statusBar: 54, safeTop: 59, safeBottom: 34,
              landscapeSide: 59, landscapeBottom: 21, wide: true),
        // uikit.md: the 16 Pro class numbers (62 top, 20 landscape bottom) come from one table.
        phone("iPhone16Pro", [], "iPhone 16 Pro",
              402, 874, scale: 3, statusBar: 62, safeTop: 62, safeBottom: 34,
              landscapeSide: 62, landscapeBottom: 20, wide: false),
        phone("iPhone16ProMax", [], "iPhone 16 Pro Max",
              440, 956, scale: 3, statusBar: 62, safeTop: 62, safeBottom: 34,
              landscapeSide: 62, landscapeBottom: 20, wide: true),
        // iPads: the status bar stays in both orientations.
        pad("iPad6", ["iPad9_7", "iPadAir2", "iPadMini5", "iPadPro9_7"],
            "iPad 9.7\" (5th/6th gen), Air 1–2, mini 2–5, Pro 9.7\"",
            768, 1024, statusBar: 20, safeTop: 20, safeBottom: 0),
        pad("iPad9", ["iPad10_2", "iPad7", "iPad8"], "iPad 10.2\" (7th–9th gen)",
            810, 1080, statusBar: 20, safeTop: 20, safeBottom: 0),
        pad("iPadAir3", ["iPadPro10_5"], "iPad Pro 10.5\", Air (3rd gen)",
            834, 1112, statusBar: 20, safeTop: 20, safeBottom: 0),
        // uikit.md: the Air 4/5, 10th gen and mini 6 numbers are to be verified.
        pad("iPadAir", ["iPadAir4", "iPadAir5", "iPad10"], "iPad Air (4th/5th gen), iPad (10th gen)",
            820, 1180, statusBar: 24, safeTop: 24, safeBottom: 20),
        pad("iPadMini", ["iPadMini6"], "iPad mini (6th gen)",
            744, 1133, statusBar: 24, safeTop: 24, safeBottom: 20),
        pad("iPadPro11", ["iPadAir11"], "iPad Pro 11\" (all gens), Air 11\"",
            834, 1194, statusBar: 24, safeTop: 24, safeBottom: 20),
        pad("iPadPro12_9", ["iPadPro13", "iPadAir13"], "iPad Pro 12.9\" (3rd gen and later), Air 13\"",
            1024, 1366, statusBar: 24, safeTop: 24, safeBottom: 20),
    ]
}

/// Bar heights, margins, spacing and content priorities (uikit.md §2–§4).
public struct UIKitMetrics: Sendable, Hashable {
    /// `UINavigationBar` height with regular vertical size class on an iPhone.
    public var phoneNavigationBarHeight: Double = 44
    /// `UINavigationBar` height in compact height (iPhone landscape).
    public var compactNavigationBarHeight: Double = 32
    /// `UINavigationBar` height on iPad (iOS 12 and later).
    public var padNavigationBarHeight: Double = 50
    /// `UITabBar` height above the home indicator on an iPhone in portrait.
    public var phoneTabBarHeight: Double = 49
    /// `UITabBar` height above the home indicator in compact height (uikit.md: to be verified).
    public var compactTabBarHeight: Double = 32
    /// `UITabBar` height above the home indicator on iPad (iOS 12 and later).
    public var padTabBarHeight: Double = 50
    /// A plain view's `layoutMargins` on every side.
    public var defaultLayoutMargin: Double = 8
    /// A root view's `systemMinimumLayoutMargins` leading/trailing in compact width.
    public var compactRootMargin: Double = 16
    /// … in regular width and on wide iPhones in portrait.
    public var regularRootMargin: Double = 20
    /// `readableContentGuide` width at the default Dynamic Type size.
    public var readableWidth: Double = 672
    /// Standard spacing between siblings (`NSLayoutConstraint.standardSpacing`).
    public var standardSpacing: Double = 8
    /// A stack view's own `layoutMargins` (used with `isLayoutMarginsRelativeArrangement`).
    public var stackViewLayoutMargin: Double = 8

    /// The default metrics.
    public init() {}

    /// The default intrinsic content size of a kind, when the kind has a fixed one
    /// (`UISwitch` is 51 × 31); `nil` when it depends on content the file must declare.
    public func defaultIntrinsicSize(of kind: ViewKind) -> LayoutSize? {
        kind == .switch ? LayoutSize(width: 51, height: 31) : nil
    }

    /// UIKit's default content-hugging priority of a kind created in code (uikit.md §4).
    public func defaultHugging(of kind: ViewKind, axis: LayoutAxis) -> Priority {
        kind == .switch ? .defaultHigh : .defaultLow
    }

    /// UIKit's default compression-resistance priority of a kind (750 for every kind).
    public func defaultCompressionResistance(of kind: ViewKind, axis: LayoutAxis) -> Priority {
        .defaultHigh
    }
}
