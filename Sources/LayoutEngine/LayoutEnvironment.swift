import LayoutIR

/// One environment a screen is laid out in: a device × orientation × writing direction,
/// with the screen's bars.
public struct LayoutEnvironment: Sendable, Hashable, CustomStringConvertible {
    /// The device.
    public var device: Device
    /// Portrait or landscape.
    public var orientation: Orientation
    /// Left-to-right or right-to-left: where leading and trailing are.
    public var direction: WritingDirection
    /// The screen's bars and extended-layout settings.
    public var bars: BarConfiguration
    /// The user's text size: text views with a Dynamic Type style grow or shrink with it.
    public var contentSize: ContentSizeCategory
    /// True when text-bearing views stand for their text translated into a longer language:
    /// each one's intrinsic width grows by the expansion localization guides give for its length
    /// (`TextExpansion` in LayoutIR).
    public var pseudoLocalized = false
    /// True when the in-call (or recording, tethering, navigation) status bar is shown: on an
    /// iPhone whose status bar is 20 pt it is 40 pt tall and the app's root view starts 20 pt
    /// lower (Docs/uikit-devices.md, "In-call status bar"); elsewhere nothing changes.
    public var inCallStatusBar = false
    /// The app's window width when it shares an iPad's screen (Split View, Slide Over, a resized
    /// window), at the screen's full height; `nil`: full screen.
    public var windowWidth: Double? = nil

    /// An environment.
    public init(device: Device, orientation: Orientation = .portrait, direction: WritingDirection = .ltr,
                bars: BarConfiguration = BarConfiguration(), contentSize: ContentSizeCategory = .large) {
        self.device = device
        self.orientation = orientation
        self.direction = direction
        self.bars = bars
        self.contentSize = contentSize
    }

    /// The stable display name, `iPhoneSE portrait ltr`: device, orientation, direction, and
    /// the text size when it is not the default (`iPhoneSE portrait ltr ax5`), `pseudo` for
    /// translated text, `in-call` under the double-height status bar and `window 507` for a
    /// window narrower than the screen.
    public var name: String {
        let base = "\(device.name) \(orientation.rawValue) \(direction.rawValue)"
        let sized = contentSize == .large ? base : base + " " + contentSize.rawValue
        let translated = pseudoLocalized ? sized + " pseudo" : sized
        let called = inCallStatusBar ? translated + " in-call" : translated
        return windowWidth.map { called + " window \(formatNumber($0))" } ?? called
    }

    /// Same as ``name``.
    public var description: String { name }

    /// `UIScreen.main.bounds.size`: the device's whole screen in points in this orientation
    /// (iOS 8 and later), whatever part of it the app's window has.
    public var screenBounds: LayoutSize { device.screenSize(orientation) }
}
