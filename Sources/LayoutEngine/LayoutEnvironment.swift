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

    /// An environment.
    public init(device: Device, orientation: Orientation = .portrait, direction: WritingDirection = .ltr,
                bars: BarConfiguration = BarConfiguration()) {
        self.device = device
        self.orientation = orientation
        self.direction = direction
        self.bars = bars
    }

    /// The stable display name, `iPhoneSE portrait ltr`: device, orientation, direction.
    public var name: String { "\(device.name) \(orientation.rawValue) \(direction.rawValue)" }

    /// Same as ``name``.
    public var description: String { name }
}
