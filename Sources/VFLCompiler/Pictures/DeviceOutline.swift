import LayoutIR
import LayoutEngine

/// The device drawn around a screen, in points, screen coordinates (the screen's top-left is the
/// origin): its body with bezels, the screen's corner radius, and a home button or a home
/// indicator. Only for looks; every layout number comes from ``EnvironmentMetrics``.
struct DeviceOutline: Sendable {
    /// The device's body.
    var body: LayoutRect
    var bodyCornerRadius: Double
    /// The screen.
    var screen: LayoutRect
    var screenCornerRadius: Double
    /// Centre and radius of the home button on devices that have one.
    var homeButton: (x: Double, y: Double, radius: Double)?
    /// The home indicator bar on devices without a home button.
    var homeIndicator: LayoutRect?

    init(_ metrics: EnvironmentMetrics) {
        let device = metrics.environment.device
        let size = metrics.screenSize
        let portrait = metrics.environment.orientation == .portrait
        let hasHomeIndicator = device.portraitSafeArea.bottom > 0
        let isPhone = device.family == .phone
        let side: Double = isPhone ? 14 : 24
        // Home-button devices have deep bezels at both short ends; the button sits in one.
        let end: Double = hasHomeIndicator ? side : (isPhone ? 64 : 56)
        screen = LayoutRect(x: 0, y: 0, width: size.width, height: size.height)
        if portrait {
            body = LayoutRect(x: -side, y: -end, width: size.width + 2 * side, height: size.height + 2 * end)
        } else {
            body = LayoutRect(x: -end, y: -side, width: size.width + 2 * end, height: size.height + 2 * side)
        }
        if hasHomeIndicator {
            screenCornerRadius = isPhone ? 44 : 18
            bodyCornerRadius = screenCornerRadius + side
            let width = min(isPhone ? 134 : 320, size.width * 0.4)
            homeIndicator = LayoutRect(x: (size.width - width) / 2, y: size.height - 10, width: width, height: 5)
            homeButton = nil
        } else {
            screenCornerRadius = 0
            bodyCornerRadius = isPhone ? 48 : 36
            let radius = end * 0.3
            homeButton = portrait
                ? (size.width / 2, size.height + end / 2, radius)
                : (size.width + end / 2, size.height / 2, radius)
            homeIndicator = nil
        }
    }

}
