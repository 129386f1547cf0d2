/// Device orientation.
public enum Orientation: String, Sendable, Hashable, CaseIterable {
    /// Taller than wide, the home button or indicator at the bottom.
    case portrait
    /// Wider than tall; on an iPhone the status bar is hidden and the height class compact.
    case landscape
}

/// Writing direction, which decides where leading and trailing are.
public enum WritingDirection: String, Sendable, Hashable, CaseIterable {
    /// Left to right (English): leading is the left edge.
    case ltr
    /// Right to left (Arabic, Hebrew): leading is the right edge.
    case rtl
}

/// How a navigation bar or tab bar is shown.
public enum BarStyle: String, Sendable, Hashable, CaseIterable {
    /// The default: content may extend under the bar, which then adds to the safe area.
    case translucent
    /// The root view stops at the bar unless `extendedLayoutIncludesOpaqueBars` is set.
    case opaque
    /// The controller is there but its bar is not shown: no inset, nothing under it.
    case hidden
}

/// `UIRectEdge` for `edgesForExtendedLayout`.
public struct RectEdges: OptionSet, Sendable, Hashable {
    /// The bits, as `UIRectEdge` numbers them.
    public let rawValue: Int
    /// Edges from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The top edge, where the navigation bar is.
    public static let top = RectEdges(rawValue: 1 << 0)
    /// The left edge.
    public static let left = RectEdges(rawValue: 1 << 1)
    /// The bottom edge, where the tab bar is.
    public static let bottom = RectEdges(rawValue: 1 << 2)
    /// The right edge.
    public static let right = RectEdges(rawValue: 1 << 3)
    /// Every edge: UIKit's default for `edgesForExtendedLayout`.
    public static let all: RectEdges = [.top, .left, .bottom, .right]
}

/// What standard spacing (`-` in VFL) means at a superview edge.
public enum SpacingMode: String, Sendable, Hashable, CaseIterable {
    /// Today's UIKit: `|-` and `-|` pin to the superview's layout margins; 8 between siblings.
    case uikit
    /// The documented margin-free model: 20 to the superview edge, 8 between siblings.
    case classic
}

/// Whether a declared device is a phone or a tablet (`UIUserInterfaceIdiom`).
public enum DeviceIdiom: String, Sendable, Hashable, CaseIterable {
    /// An iPhone: the status bar hides in landscape, 44/32-pt bars.
    case phone
    /// An iPad: the status bar stays, 50-pt bars, regular size classes.
    case pad
}

/// A custom device declared in a file:
/// `device Kiosk 600x1024 safeArea 20,0,0,0 landscapeSafeArea 0,0,0,0 scale 3 pad`.
public struct CustomDevice: Sendable, Hashable {
    /// The name the screen's `devices` line and `--device` use.
    public var name: String
    /// Portrait screen size in points.
    public var size: LayoutSize
    /// Safe-area insets in portrait (the status bar included, bars excluded).
    public var safeAreaInsets: LayoutInsets
    /// Safe-area insets in landscape; `nil` derives them from the portrait insets as UIKit's
    /// phones and pads have them (see the engine's `EnvironmentSet.makeDevice`).
    public var landscapeSafeAreaInsets: LayoutInsets?
    /// Points to pixels (1, 2 or 3); `nil` means 2.
    public var scale: Double?
    /// Phone or pad; `nil` guesses from the size (a shorter side under 600 pt is a phone).
    public var idiom: DeviceIdiom?
    /// The `device` declaration, for diagnostics about it.
    public var span: SourceSpan?
    /// A device with this portrait size and these insets and options.
    public init(name: String, size: LayoutSize, safeAreaInsets: LayoutInsets = .zero,
                landscapeSafeAreaInsets: LayoutInsets? = nil, scale: Double? = nil, idiom: DeviceIdiom? = nil,
                span: SourceSpan? = nil) {
        self.name = name
        self.size = size
        self.safeAreaInsets = safeAreaInsets
        self.landscapeSafeAreaInsets = landscapeSafeAreaInsets
        self.scale = scale
        self.idiom = idiom
        self.span = span
    }
}

/// A device named by a screen: a catalog name (checked by the engine) or a custom device.
public enum DeviceReference: Sendable, Hashable {
    /// A device of the engine's catalog by name or alias, checked when environments are resolved.
    case catalog(name: String, span: SourceSpan?)
    /// A device the file declares with its own size.
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
    /// The devices to lay out on, in the order written.
    public var devices: [DeviceReference]
    /// The orientations to lay out in.
    public var orientations: [Orientation]
    /// The writing directions to lay out in.
    public var directions: [WritingDirection]
    /// The view controller's bars and the settings around them (`edgesForExtendedLayout`,
    /// `prefersLargeTitles`, `additionalSafeAreaInsets`, …), as every environment of the screen
    /// gets them.
    public var bars: BarConfiguration
    /// What VFL's standard space means next to `|` in this screen.
    public var spacing: SpacingMode
    /// The size the view controller's view was designed at (a storyboard's device); frames and
    /// autoresizing masks of the root's subviews are relative to it. `nil`: the screen's size.
    public var designSize: LayoutSize? = nil
    /// The device the screen was drawn on (an Interface Builder document's canvas device): its
    /// numbers were chosen looking at it, so a constant that equals one of its bar heights may
    /// stand for that bar, and one that only equals another device's is a coincidence. `nil`:
    /// not known; the screen's own devices stand in.
    public var designDevice: CustomDevice? = nil
    /// The text sizes to lay out at (`contentSizes large, ax5`); empty: the default, Large.
    public var contentSizes: [ContentSizeCategory] = []
    /// `pseudoLocalize`: also lay the screen out with its text translated into a longer language.
    public var pseudoLocalize = false
    /// The app is never laid out right to left: it is localized for no right-to-left language
    /// and nothing forces that direction (an Xcode project's `knownRegions`). A finding about what
    /// happens right to left is then advice, not a defect.
    public var leftToRightOnly = false

    /// A declaration; every default is UIKit's (no bars, `.all` edges) or vflc's default set.
    public init(devices: [DeviceReference] = [], orientations: [Orientation] = [],
                directions: [WritingDirection] = [], navigationBar: BarStyle? = nil, tabBar: BarStyle? = nil,
                edgesForExtendedLayout: RectEdges = .all, extendedLayoutIncludesOpaqueBars: Bool = false,
                spacing: SpacingMode = .uikit) {
        self.devices = devices
        self.orientations = orientations
        self.directions = directions
        self.bars = BarConfiguration(navigationBar: navigationBar, tabBar: tabBar,
                                     edgesForExtendedLayout: edgesForExtendedLayout,
                                     extendedLayoutIncludesOpaqueBars: extendedLayoutIncludesOpaqueBars)
        self.spacing = spacing
    }
}

/// A named number declared with `metric name = value`.
public struct Metric: Sendable, Hashable {
    /// The key used in VFL strings and equations.
    public var name: String
    /// Its value in points (or a priority, when used after `@`).
    public var value: Double
    /// The declaration, for diagnostics about an unused or duplicate metric.
    public var span: SourceSpan?
    /// A metric.
    public init(name: String, value: Double, span: SourceSpan? = nil) {
        self.name = name
        self.value = value
        self.span = span
    }
}

/// One screen: a view controller's root view, its subtree, its environments and its constraints.
public struct LayoutScreen: Sendable, Hashable {
    /// The name after `screen`, used in frame tables and file names.
    public var name: String
    /// The `screen Name {` header.
    public var span: SourceSpan?
    /// The devices, orientations, directions and bars it is laid out in.
    public var environment: EnvironmentDeclaration
    /// The `metric` declarations, usable in VFL lines and equations.
    public var metrics: [Metric]
    /// The root view (`view`, kind `.view`); declared views are its descendants.
    public var root: ViewNode
    /// The user's constraints in source order, with every `superview` placeholder resolved.
    public var constraints: [IRConstraint]
    /// Source lines whose lint rules are disabled (`// vflc:disable rule-id`): line → rule ids
    /// (an empty set disables every rule). File-wide disables use line 0.
    public var disabledRules: [Int: Set<RuleID>]
    /// Constraints read from source code that are shown but not laid out (see ``UnsolvedConstraint``);
    /// always empty for `.layout` files.
    public var unsolved: [UnsolvedConstraint] = []
    /// Indexes into ``constraints`` of constraints the app's code may change or deactivate (an
    /// Interface Builder outlet to the constraint): a conflict that needs one of them is
    /// reported as depending on that code.
    public var codeAdjustedConstraints: Set<Int> = []

    /// A screen.
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
    /// The file read.
    public var file: SourceFile
    /// Its screens in source order; empty for a source file checked in place.
    public var screens: [LayoutScreen]
    /// Rules its `vflc:disable` comments turn off, by line (0: the whole file; an empty set:
    /// every rule), for every diagnostic of the file (a screen's own are in
    /// ``LayoutScreen/disabledRules``).
    public var disabledRules: [Int: Set<RuleID>] = [:]
    /// True when an error the front end reported touches none of the screens it returned (it
    /// dropped those it touched), so the others are laid out: a typo in one function of a Swift
    /// file does not stop the rest of the file.
    public var errorsAreLocal = false

    /// A document.
    public init(file: SourceFile, screens: [LayoutScreen]) {
        self.file = file
        self.screens = screens
    }
}
