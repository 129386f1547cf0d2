/// The UIKit class a declared view stands for. Each kind brings UIKit's default
/// hugging and compression-resistance priorities (applied by the engine).
public enum ViewKind: String, Sendable, Hashable, CaseIterable {
    /// `UIView`: no intrinsic size.
    case view
    /// `UILabel`: its intrinsic size is its text's, which a file declares with `intrinsic`.
    case label
    /// `UIButton`.
    case button
    /// `UITextField`.
    case textField
    /// `UIImageView`: its intrinsic size is its image's.
    case imageView
    /// `UISwitch`: a fixed 51 × 31 and high hugging.
    case `switch`
    /// `UIScrollView`: has content and frame layout guides; frame tables report its content size.
    case scrollView
    /// `UITableView`, a scroll view.
    case tableView
    /// `UIStackView`: its children are its arranged subviews, laid out by the constraints it generates.
    case stackView
    /// A child view controller's root view.
    case container
    /// A `UILayoutGuide` owned by the view it is declared in: a rectangle that takes part in the
    /// layout like a view but draws nothing, has no subviews and no intrinsic size, and is never
    /// arranged by a stack view.
    case layoutGuide
    /// `UICollectionView`, a scroll view.
    case collectionView
    /// `UISlider`.
    case slider
    /// `UISegmentedControl`.
    case segmentedControl
    /// `UIStepper`.
    case stepper
    /// `UIActivityIndicatorView`.
    case activityIndicator
    /// `UIProgressView`.
    case progressView
    /// `UIPageControl`.
    case pageControl
    /// `UITextView`, a scroll view whose content size its text sets (UIKit's text layout), so
    /// its subviews pinned to its edges sit in that content, and no constraint sizes the content.
    case textView

    /// True for `UIScrollView` and its subclasses, which have content and frame layout guides
    /// and an `adjustedContentInset`.
    public var isScrollView: Bool { self == .scrollView || self == .tableView || self == .collectionView || self == .textView }

    /// The keyword in a `.layout` file.
    public var keyword: String { rawValue }

    /// True for ``layoutGuide``: an item that is not a view.
    public var isLayoutGuide: Bool { self == .layoutGuide }
}

/// A `UIStackView`'s `distribution`.
public enum StackDistribution: String, Sendable, Hashable, CaseIterable {
    /// Items fill the axis; the one with the lowest hugging (or compression) priority stretches (or shrinks).
    case fill
    /// Every visible item has the first one's length.
    case fillEqually
    /// Lengths in proportion to the items' intrinsic lengths.
    case fillProportionally
    /// Items keep their lengths; the gaps between them are equal.
    case equalSpacing
    /// The distances between the items' centres are equal.
    case equalCentering
}

/// A `UIStackView`'s `alignment`.
public enum StackAlignment: String, Sendable, Hashable, CaseIterable {
    /// Items fill the stack across its axis.
    case fill
    /// Items at the leading edge (a vertical stack).
    case leading
    /// Items at the top (a horizontal stack).
    case top
    /// Items aligned on their first baselines (a horizontal stack).
    case firstBaseline
    /// Items centred across the axis.
    case center
    /// Items at the trailing edge (a vertical stack).
    case trailing
    /// Items at the bottom (a horizontal stack).
    case bottom
    /// Items aligned on their last baselines (a horizontal stack).
    case lastBaseline
}

/// The properties of a `stackView` declaration.
public struct StackProperties: Sendable, Hashable {
    /// `axis`: the direction items are laid out along.
    public var axis: LayoutAxis
    /// `distribution`: how lengths along the axis are shared.
    public var distribution: StackDistribution
    /// `alignment`: how items are placed across the axis.
    public var alignment: StackAlignment
    /// `spacing` between adjacent items, in points (a minimum for the equal-spacing distributions).
    public var spacing: Double
    /// `isBaselineRelativeArrangement`.
    public var baselineRelative: Bool
    /// `isLayoutMarginsRelativeArrangement`.
    public var layoutMarginsRelative: Bool
    /// `setCustomSpacing(_:after:)`: the spacing after the named arranged subview.
    public var customSpacing: [String: Double] = [:]

    /// Stack properties; every default is `UIStackView`'s.
    public init(axis: LayoutAxis = .horizontal, distribution: StackDistribution = .fill,
                alignment: StackAlignment = .fill, spacing: Double = 0,
                baselineRelative: Bool = false, layoutMarginsRelative: Bool = false) {
        self.axis = axis
        self.distribution = distribution
        self.alignment = alignment
        self.spacing = spacing
        self.baselineRelative = baselineRelative
        self.layoutMarginsRelative = layoutMarginsRelative
    }
}

/// `UIView.AutoresizingMask`: which parts of the frame stretch when the superview resizes.
public struct AutoresizingMask: OptionSet, Sendable, Hashable {
    /// The bits, as `UIView.AutoresizingMask` numbers them.
    public let rawValue: Int
    /// A mask from its bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The distance to the superview's left edge stretches.
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    /// The width stretches.
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    /// The distance to the superview's right edge stretches.
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    /// The distance to the superview's top stretches.
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    /// The height stretches.
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    /// The distance to the superview's bottom stretches.
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)

    /// The mask's members with their `.layout` / UIKit names, in UIKit's order.
    public static let named: [(name: String, mask: AutoresizingMask)] = [
        ("flexibleLeftMargin", .flexibleLeftMargin), ("flexibleWidth", .flexibleWidth),
        ("flexibleRightMargin", .flexibleRightMargin), ("flexibleTopMargin", .flexibleTopMargin),
        ("flexibleHeight", .flexibleHeight), ("flexibleBottomMargin", .flexibleBottomMargin),
    ]
}

/// A per-axis pair of priorities (content hugging or compression resistance).
public struct AxisPriorities: Sendable, Hashable {
    /// The priority along x; `nil` leaves the kind's default.
    public var horizontal: Priority?
    /// The priority along y; `nil` leaves the kind's default.
    public var vertical: Priority?
    /// A pair; `nil` components keep the defaults.
    public init(horizontal: Priority? = nil, vertical: Priority? = nil) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
    /// The priority along `axis`.
    public subscript(axis: LayoutAxis) -> Priority? {
        get { axis == .horizontal ? horizontal : vertical }
        set { if axis == .horizontal { horizontal = newValue } else { vertical = newValue } }
    }
}

/// What a view declaration says about the view, beyond its kind and children.
/// `nil` means "UIKit's default for the kind".
public struct ViewProperties: Sendable, Hashable {
    /// `intrinsic WxH`; a negative component means "no intrinsic size on that axis"
    /// (`UIView.noIntrinsicMetric`).
    public var intrinsicSize: LayoutSize?
    /// `hugging horizontal 240` — overrides of the kind's defaults.
    public var hugging: AxisPriorities
    /// `compression vertical 760`.
    public var compressionResistance: AxisPriorities
    /// `frame x,y,w,h`: the view keeps `translatesAutoresizingMaskIntoConstraints`.
    public var frame: LayoutRect?
    /// `autoresizing …` (meaningful with `frame`).
    public var autoresizing: AutoresizingMask
    /// Stack view settings; set for `stackView` declarations.
    public var stack: StackProperties?
    /// `layoutMargins top,left,bottom,right` (absolute) — UIKit default 8 on each side.
    public var layoutMargins: LayoutInsets?
    /// `hidden`: a hidden arranged subview of a stack view is left out of the stack.
    public var hidden: Bool
    /// Distance from the top of the view to its first and last text baseline, if declared
    /// (`baseline first, last`); otherwise the engine uses the bottom edge.
    public var firstBaseline: Double?
    /// Distance from the top of the view to its last text baseline, if declared.
    public var lastBaseline: Double?
    /// Where the view's text puts its baselines when no fixed distance is declared: UIKit
    /// centres a label's, button's and text field's text vertically, so the baselines move with
    /// the view's centre. `nil`: the view has no text, and its baseline is its bottom edge.
    public var textBaselines: TextBaselines? = nil
    /// `directionalLayoutMargins` as declared: `left` holds leading and `right` trailing. When
    /// set it wins over ``layoutMargins`` (they are one storage in UIKit; the last set wins).
    public var directionalLayoutMargins: LayoutInsets? = nil
    /// `insetsLayoutMarginsFromSafeArea` (UIKit's default: `true`).
    public var insetsLayoutMarginsFromSafeArea = true
    /// `preservesSuperviewLayoutMargins` (UIKit's default: `false`).
    public var preservesSuperviewLayoutMargins = false
    /// `semanticContentAttribute`, which decides this view's leading and trailing.
    public var semanticContentAttribute: SemanticContentAttribute = .unspecified
    /// `contentInsetAdjustmentBehavior` of a scroll view (UIKit's default: `.automatic`).
    public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic
    /// `contentInset` of a scroll view, before the system's adjustment.
    public var contentInset: LayoutInsets = .zero
    /// `alwaysBounceVertical` of a scroll view: the vertical axis counts as scrollable for the
    /// content inset adjustment even when the content fits (UIKit's default: `false`).
    public var alwaysBounceVertical = false
    /// `alwaysBounceHorizontal` of a scroll view (UIKit's default: `false`).
    public var alwaysBounceHorizontal = false
    /// `alignmentRectInsets`: constraints and the intrinsic size place the alignment rectangle;
    /// the frame extends beyond it by these insets (a shadow, a badge).
    public var alignmentRectInsets: LayoutInsets = .zero
    /// `textStyle body`: the view's text uses this Dynamic Type style and follows the user's text
    /// size (`adjustsFontForContentSizeCategory`); ``intrinsicSize`` is its size at the default
    /// category (Large) and grows with the style's point size at the others. `nil`: a fixed font.
    public var textStyle: TextStyle? = nil
    /// `lines 0`: the text wraps onto at most this many lines (`numberOfLines`; 0 is no limit).
    /// ``intrinsicSize`` is then the text on one line (its full width and one line's height); laid
    /// out narrower, it takes as many lines as that width needs. `nil`: one line, UILabel's default.
    public var lines: Int? = nil
    /// `installed false`: the view is in the hierarchy only in the size classes a
    /// ``SizeClassVariant`` installs it in (a `.layout` view declared inside a size-class branch;
    /// an Interface Builder view a variation includes). `true`: UIKit's default.
    public var installed = true

    /// Properties; every default means "as UIKit makes the kind".
    public init(intrinsicSize: LayoutSize? = nil, hugging: AxisPriorities = AxisPriorities(),
                compressionResistance: AxisPriorities = AxisPriorities(), frame: LayoutRect? = nil,
                autoresizing: AutoresizingMask = [], stack: StackProperties? = nil,
                layoutMargins: LayoutInsets? = nil, hidden: Bool = false,
                firstBaseline: Double? = nil, lastBaseline: Double? = nil) {
        self.intrinsicSize = intrinsicSize
        self.hugging = hugging
        self.compressionResistance = compressionResistance
        self.frame = frame
        self.autoresizing = autoresizing
        self.stack = stack
        self.layoutMargins = layoutMargins
        self.hidden = hidden
        self.firstBaseline = firstBaseline
        self.lastBaseline = lastBaseline
    }
}

/// One view in a screen's view tree.
public struct ViewNode: Sendable, Hashable {
    /// The name constraints use; unique in its screen. The root is `view`.
    public var name: String
    /// The UIKit class it stands for.
    public var kind: ViewKind
    /// What its declaration says beyond kind and children.
    public var properties: ViewProperties
    /// Subviews, in declaration order (for a stack view: its arranged subviews, in order).
    public var children: [ViewNode]
    /// The declaration (`label title { … }`) — where diagnostics about the view point.
    public var span: SourceSpan?
    /// What an imported document (Interface Builder) says of the view: its id, stored frame and
    /// Xcode's flags. `nil` for views declared in `.layout` files.
    public var source: ViewSourceInfo?
    /// Changes that hold only in some size classes, applied in order (a later one wins); see
    /// ``LayoutScreen/resolved(horizontal:vertical:)``.
    public var sizeClassVariants: [SizeClassVariant] = []

    /// A view; `children` are its subviews in order.
    public init(name: String, kind: ViewKind, properties: ViewProperties = ViewProperties(),
                children: [ViewNode] = [], span: SourceSpan? = nil, source: ViewSourceInfo? = nil) {
        self.name = name
        self.kind = kind
        self.properties = properties
        self.children = children
        self.span = span
        self.source = source
    }
}

/// `UISemanticContentAttribute`: how a view resolves leading and trailing.
public enum SemanticContentAttribute: String, Sendable, Hashable, CaseIterable {
    /// The app's writing direction.
    case unspecified
    /// Media playback controls: always left to right.
    case playback
    /// Directional controls (a D-pad): always left to right.
    case spatial
    /// Always left to right.
    case forceLeftToRight
    /// Always right to left.
    case forceRightToLeft
}

/// `UIScrollView.ContentInsetAdjustmentBehavior`: which safe-area insets a scroll view adds
/// to its `contentInset` to make `adjustedContentInset`.
public enum ContentInsetAdjustmentBehavior: String, Sendable, Hashable, CaseIterable {
    /// Like `scrollableAxes`, and top/bottom always when the view controller that owns the
    /// scroll view has `automaticallyAdjustsScrollViewInsets` in a navigation controller.
    case automatic
    /// Only the edges of axes the content scrolls along.
    case scrollableAxes
    /// No adjustment.
    case never
    /// Every edge, always.
    case always
}

/// A view's first and last text baselines as distances below its vertical centre (negative:
/// above it), from its font's metrics (``SystemFontMetrics``): UIKit centres text vertically in
/// a label, a button and a text field, so a view stretched taller keeps its text in the middle.
public struct TextBaselines: Sendable, Hashable {
    /// The first line's baseline, below the centre.
    public var firstFromCenter: Double
    /// The last line's baseline, below the centre.
    public var lastFromCenter: Double
    /// True when the text's font is not one whose metrics vflc knows (a named font such as
    /// Courier: the system font's metrics stand in), so the baselines are estimates.
    public var estimated = false

    /// Baselines at these distances below the view's centre.
    public init(firstFromCenter: Double, lastFromCenter: Double) {
        self.firstFromCenter = firstFromCenter
        self.lastFromCenter = lastFromCenter
    }

    /// The baselines of text `textHeight` tall, centred in its view, set in the system font of
    /// `pointSize`, inside `insets` at its top and bottom (a text view's 8-pt text container
    /// insets): the first line's baseline is its ascender below the text's top, the last one's
    /// its descent above the text's bottom. One line of text is `lineHeight` tall.
    public init(pointSize: Double, textHeight: Double, topInset: Double = 0, bottomInset: Double = 0) {
        let half = textHeight / 2
        self.init(firstFromCenter: -half + topInset + SystemFontMetrics.ascender(pointSize),
                  lastFromCenter: half - bottomInset - SystemFontMetrics.descent(pointSize))
    }
}
