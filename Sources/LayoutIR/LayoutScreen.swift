/// Device orientation.
public enum Orientation: String, Sendable, Hashable, CaseIterable {
    case portrait, landscape
}

/// Writing direction, which decides where leading and trailing are.
public enum WritingDirection: String, Sendable, Hashable, CaseIterable {
    case ltr, rtl
}

/// How a navigation bar or tab bar is shown.
public enum BarStyle: String, Sendable, Hashable, CaseIterable {
    case translucent, opaque, hidden
}

/// `UIRectEdge` for `edgesForExtendedLayout`.
public struct RectEdges: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let top = RectEdges(rawValue: 1 << 0)
    public static let left = RectEdges(rawValue: 1 << 1)
    public static let bottom = RectEdges(rawValue: 1 << 2)
    public static let right = RectEdges(rawValue: 1 << 3)
    public static let all: RectEdges = [.top, .left, .bottom, .right]
}

/// What standard spacing (`-` in VFL) means at a superview edge.
public enum SpacingMode: String, Sendable, Hashable, CaseIterable {
    /// Today's UIKit: `|-` and `-|` pin to the superview's layout margins; 8 between siblings.
    case uikit
    /// The documented margin-free model: 20 to the superview edge, 8 between siblings.
    case classic
}

/// A custom device declared in a file: `device Kiosk 600x1024 safeArea 20,0,0,0`.
public struct CustomDevice: Sendable, Hashable {
    public var name: String
    /// Portrait screen size in points.
    public var size: LayoutSize
    /// Safe-area insets in portrait (excluding bars); landscape rotates them.
    public var safeAreaInsets: LayoutInsets
    public var span: SourceSpan?
    public init(name: String, size: LayoutSize, safeAreaInsets: LayoutInsets = .zero, span: SourceSpan? = nil) {
        self.name = name
        self.size = size
        self.safeAreaInsets = safeAreaInsets
        self.span = span
    }
}

/// A device named by a screen: a catalog name (checked by the engine) or a custom device.
public enum DeviceReference: Sendable, Hashable {
    case catalog(name: String, span: SourceSpan?)
    case custom(CustomDevice)

    /// The device's name.
    public var name: String {
        switch self {
        case .catalog(let name, _): return name
        case .custom(let device): return device.name
        }
    }
}

/// The environments a screen asks for. Empty lists mean "the documented default set".
public struct EnvironmentDeclaration: Sendable, Hashable {
    public var devices: [DeviceReference]
    public var orientations: [Orientation]
    public var directions: [WritingDirection]
    /// `nil`: the screen is not in a navigation controller.
    public var navigationBar: BarStyle?
    /// `nil`: the screen is not in a tab bar controller.
    public var tabBar: BarStyle?
    /// `edgesForExtendedLayout`; UIKit's default is `.all`.
    public var edgesForExtendedLayout: RectEdges
    public var extendedLayoutIncludesOpaqueBars: Bool
    public var spacing: SpacingMode

    public init(devices: [DeviceReference] = [], orientations: [Orientation] = [],
                directions: [WritingDirection] = [], navigationBar: BarStyle? = nil, tabBar: BarStyle? = nil,
                edgesForExtendedLayout: RectEdges = .all, extendedLayoutIncludesOpaqueBars: Bool = false,
                spacing: SpacingMode = .uikit) {
        self.devices = devices
        self.orientations = orientations
        self.directions = directions
        self.navigationBar = navigationBar
        self.tabBar = tabBar
        self.edgesForExtendedLayout = edgesForExtendedLayout
        self.extendedLayoutIncludesOpaqueBars = extendedLayoutIncludesOpaqueBars
        self.spacing = spacing
    }
}

/// A named number declared with `metric name = value`.
public struct Metric: Sendable, Hashable {
    public var name: String
    public var value: Double
    public var span: SourceSpan?
    public init(name: String, value: Double, span: SourceSpan? = nil) {
        self.name = name
        self.value = value
        self.span = span
    }
}

/// One screen: a view controller's root view, its subtree, its environments and its constraints.
public struct LayoutScreen: Sendable, Hashable {
    public var name: String
    /// The `screen Name {` header.
    public var span: SourceSpan?
    public var environment: EnvironmentDeclaration
    public var metrics: [Metric]
    /// The root view (`view`, kind `.view`); declared views are its descendants.
    public var root: ViewNode
    /// The user's constraints in source order, with every `superview` placeholder resolved.
    public var constraints: [IRConstraint]
    /// Source lines whose lint rules are disabled (`// vflc:disable rule-id`): line → rule ids
    /// (an empty set disables every rule). File-wide disables use line 0.
    public var disabledRules: [Int: Set<RuleID>]

    public init(name: String, span: SourceSpan? = nil, environment: EnvironmentDeclaration = EnvironmentDeclaration(),
                metrics: [Metric] = [], root: ViewNode = ViewNode(name: LayoutItem.rootName, kind: .view),
                constraints: [IRConstraint] = [], disabledRules: [Int: Set<RuleID>] = [:]) {
        self.name = name
        self.span = span
        self.environment = environment
        self.metrics = metrics
        self.root = root
        self.constraints = constraints
        self.disabledRules = disabledRules
    }

    /// Every view in the tree, root first, depth-first in declaration order, each with its
    /// superview's name (`nil` for the root).
    public var allViews: [(view: ViewNode, superview: String?)] {
        var result: [(ViewNode, String?)] = []
        var stack: [(ViewNode, String?)] = [(root, nil)]
        while let (node, parent) = stack.popLast() {
            result.append((node, parent))
            for child in node.children.reversed() { stack.append((child, node.name)) }
        }
        return result
    }
}

/// A parsed `.layout` file.
public struct LayoutDocument: Sendable {
    public var file: SourceFile
    public var screens: [LayoutScreen]
    public init(file: SourceFile, screens: [LayoutScreen]) {
        self.file = file
        self.screens = screens
    }
}
