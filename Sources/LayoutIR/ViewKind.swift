/// The UIKit class a declared view stands for. Each kind brings UIKit's default
/// hugging and compression-resistance priorities (applied by the engine).
public enum ViewKind: String, Sendable, Hashable, CaseIterable {
    case view
    case label
    case button
    case textField
    case imageView
    case `switch`
    case scrollView
    case tableView
    case stackView
    /// A child view controller's root view.
    case container
    /// A `UILayoutGuide` owned by the view it is declared in: a rectangle that takes part in the
    /// layout like a view but draws nothing, has no subviews and no intrinsic size, and is never
    /// arranged by a stack view.
    case layoutGuide

    /// The keyword in a `.layout` file.
    public var keyword: String { rawValue }

    /// True for ``layoutGuide``: an item that is not a view.
    public var isLayoutGuide: Bool { self == .layoutGuide }
}

/// A `UIStackView`'s `distribution`.
public enum StackDistribution: String, Sendable, Hashable, CaseIterable {
    case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
}

/// A `UIStackView`'s `alignment`.
public enum StackAlignment: String, Sendable, Hashable, CaseIterable {
    case fill, leading, top, firstBaseline, center, trailing, bottom, lastBaseline
}

/// The properties of a `stackView` declaration.
public struct StackProperties: Sendable, Hashable {
    public var axis: LayoutAxis
    public var distribution: StackDistribution
    public var alignment: StackAlignment
    public var spacing: Double
    /// `isBaselineRelativeArrangement`.
    public var baselineRelative: Bool
    /// `isLayoutMarginsRelativeArrangement`.
    public var layoutMarginsRelative: Bool

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
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
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
    public var horizontal: Priority?
    public var vertical: Priority?
    public init(horizontal: Priority? = nil, vertical: Priority? = nil) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
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
    public var lastBaseline: Double?

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
    public var name: String
    public var kind: ViewKind
    public var properties: ViewProperties
    /// Subviews, in declaration order (for a stack view: its arranged subviews, in order).
    public var children: [ViewNode]
    /// The declaration (`label title { … }`) — where diagnostics about the view point.
    public var span: SourceSpan?

    public init(name: String, kind: ViewKind, properties: ViewProperties = ViewProperties(),
                children: [ViewNode] = [], span: SourceSpan? = nil) {
        self.name = name
        self.kind = kind
        self.properties = properties
        self.children = children
        self.span = span
    }
}
