
/// Bar heights, margins, spacing and content priorities (Docs/uikit-devices.md).
public struct UIKitMetrics: Sendable, Hashable {
    /// `UINavigationBar` height with regular vertical size class on an iPhone.
    public var phoneNavigationBarHeight: Double = 44
    /// `UINavigationBar` height in compact height (iPhone landscape).
    public var compactNavigationBarHeight: Double = 32
    /// `UINavigationBar` height on iPad (iOS 12 and later).
    public var padNavigationBarHeight: Double = 50
    /// `UITabBar` height above the home indicator on an iPhone in portrait.
    public var phoneTabBarHeight: Double = 49
    /// `UITabBar` height above the home indicator in compact height .
    public var compactTabBarHeight: Double = 32
    /// `UITabBar` height above the home indicator on iPad (iOS 12 and later).
    public var padTabBarHeight: Double = 50
    /// `UIToolbar` height above the home indicator on an iPhone in portrait.
    public var phoneToolbarHeight: Double = 44
    /// `UIToolbar` height in compact height (iPhone landscape).
    public var compactToolbarHeight: Double = 32
    /// `UIToolbar` height on iPad (iOS 12 and later).
    public var padToolbarHeight: Double = 50
    /// What `prefersLargeTitles` adds to the navigation bar while scrolled to the top; large
    /// titles are not shown in compact height.
    public var largeTitleHeight: Double = 52
    /// A plain view's `layoutMargins` on every side.
    public var defaultLayoutMargin: Double = 8
    /// A root view's `systemMinimumLayoutMargins` leading/trailing in compact width.
    public var compactRootMargin: Double = 16
    /// … in regular width and on wide iPhones in portrait.
    public var regularRootMargin: Double = 20
    /// `readableContentGuide` width at the default Dynamic Type size.
    public var readableWidth: Double = 672
    /// `UIFont.labelFontSize`: the point size of a label's default font (17).
    public var defaultFontSize: Double = 17
    /// Standard spacing between siblings (`NSLayoutConstraint.standardSpacing`).
    public var standardSpacing: Double = 8
    /// A stack view's own `layoutMargins` (used with `isLayoutMarginsRelativeArrangement`).
    public var stackViewLayoutMargin: Double = 8
    /// How far inside a table cell's trailing layout margin its content view's trailing margin
    /// lies when the cell shows a disclosure indicator (Xcode 13 to 26's canvas: measured on
    /// stored frames, Docs/uikit-devices.md "Table cells").
    public var disclosureIndicatorMarginInset: Double = 18.5
    /// The height of a `UITextField` with the rounded-rect border at text sizes up to 18 pt
    /// (Docs/uikit-devices.md, "Controls": stored frames of Xcode 8 to 26 documents).
    public var roundedTextFieldHeight: Double = 34

    /// The default metrics.
    public init() {}

    /// The default intrinsic content size of a kind, when UIKit gives the kind one that does not
    /// depend on content (`UISwitch` is 51 × 31); a negative component is
    /// `UIView.noIntrinsicMetric` (a slider's width). `nil` when it depends on content the file
    /// must declare (a label's text, a page control's page count).
    public func defaultIntrinsicSize(of kind: ViewKind) -> LayoutSize? {
        switch kind {
        case .switch: return LayoutSize(width: 51, height: 31)
        case .stepper: return LayoutSize(width: 94, height: 32)
        case .activityIndicator: return LayoutSize(width: 20, height: 20)  // style .medium
        case .progressView: return LayoutSize(width: -1, height: 4)
        case .slider: return LayoutSize(width: -1, height: 31)
        case .segmentedControl: return LayoutSize(width: -1, height: 32)
        default: return nil
        }
    }

    /// UIKit's default content-hugging priority of a kind created in code: 750 for the
    /// fixed-size controls, 750 vertically for a progress view, 250 otherwise.
    public func defaultHugging(of kind: ViewKind, axis: LayoutAxis) -> Priority {
        switch kind {
        case .switch, .stepper, .activityIndicator: return .defaultHigh
        case .progressView: return axis == .vertical ? .defaultHigh : .defaultLow
        default: return .defaultLow
        }
    }

    /// UIKit's default compression-resistance priority of a kind (750 for every kind).
    public func defaultCompressionResistance(of kind: ViewKind, axis: LayoutAxis) -> Priority {
        .defaultHigh
    }
}
