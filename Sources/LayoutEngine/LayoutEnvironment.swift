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
    /// (``TextExpansion``).
    public var pseudoLocalized = false

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
    /// the text size when it is not the default (`iPhoneSE portrait ltr ax5`), and `pseudo` for
    /// translated text.
    public var name: String {
        let base = "\(device.name) \(orientation.rawValue) \(direction.rawValue)"
        let sized = contentSize == .large ? base : base + " " + contentSize.rawValue
        return pseudoLocalized ? sized + " pseudo" : sized
    }

    /// Same as ``name``.
    public var description: String { name }
}
