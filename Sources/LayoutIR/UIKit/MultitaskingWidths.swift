/// The widths an app's window takes in iPad Split View and Slide Over, by catalog device and
/// orientation (Docs/uikit-devices.md, "iPad windows"): the one-third (also Slide Over), half
/// and two-thirds splits in landscape, one-third and two-thirds in portrait, each at the
/// screen's full height. Only the iPads whose widths a source gives are listed.
public enum MultitaskingWidths {
    /// swift-snapshot-testing's `ViewImageConfig` presets (`.iPadMini(.landscape(splitView:))`
    /// and the like), by the catalog device whose screen they describe.
    private static let table: [String: (landscape: [Double], portrait: [Double])] = [
        "iPad6": ([320, 507, 694], [320, 438]),
        "iPad9": ([320, 535, 750], [320, 480]),
        "iPadAir3": ([320, 551, 782], [320, 504]),
        "iPadPro11": ([375, 592, 809], [320, 504]),
        "iPadPro12_9Gen2": ([375, 678, 981], [375, 639]),
        "iPadPro12_9": ([375, 678, 981], [375, 639]),
    ]

    /// The split widths of `device` in `orientation`, narrowest first; empty when no source gives them.
    public static func widths(of device: String, landscape: Bool) -> [Double] {
        guard let entry = table[device] else { return [] }
        return landscape ? entry.landscape : entry.portrait
    }

    /// The horizontal size class of a window `width` points wide on an iPad: every cited split
    /// narrower than 678 pt is compact (up to 639, a 12.9" iPad's two-thirds in portrait) and
    /// every one from 678 on regular (a 12.9" iPad's half in landscape); a width between the two
    /// is taken as compact, which no cited configuration contradicts.
    public static func horizontalSizeClass(ofWindowWidth width: Double) -> SizeClass {
        width >= regularFrom ? .regular : .compact
    }

    /// The narrowest window width cited as regular.
    public static let regularFrom = 678.0
}
