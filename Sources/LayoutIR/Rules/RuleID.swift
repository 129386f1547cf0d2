/// The stable identifier of a diagnostic rule: what `[rule-id]` shows after a message, what
/// `// vflc:disable rule-id` names, what SARIF, JSON and the other reports carry.
///
/// Identifiers are typed so a misspelt one is a compile error rather than a rule that never
/// fires. Every identifier is declared here, beside its rule in ``RuleRegistry``; a front end or
/// check in any module names its rule through these constants. To look one up from text (a
/// suppression comment, a command-line option), use ``RuleRegistry/rule(named:)``.
public struct RuleID: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The kebab-case spelling, never renamed once released (`unsatisfiable`).
    public let rawValue: String

    init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    /// The kebab-case spelling, as printed in `[rule-id]`.
    public var description: String { rawValue }

    /// Alphabetical by spelling, for stable listings.
    public static func < (lhs: RuleID, rhs: RuleID) -> Bool { lhs.rawValue < rhs.rawValue }
}

extension RuleID {
    // Input that does not follow its grammar.
    /// A `.layout` file that does not follow the grammar.
    public static let layoutSyntax = RuleID("layout-syntax")
    /// A `.layout` file that parses but says something impossible (a view declared twice, …).
    public static let layoutSemantic = RuleID("layout-semantic")
    /// A `vflc:disable` comment naming a rule that does not exist or cannot be turned off.
    public static let suppressionComment = RuleID("suppression-comment")
    /// A Visual Format Language string UIKit would reject at run time.
    public static let vflSyntax = RuleID("vfl-syntax")
    /// A constraint whose attributes UIKit refuses to relate.
    public static let constraintType = RuleID("constraint-type")
    /// A source file that is not valid UTF-8 text.
    public static let sourceEncoding = RuleID("source-encoding")
    /// A Swift or Objective-C file that ends inside a body: a `{` no `}` closes.
    public static let sourceStructure = RuleID("source-structure")
    /// A views or metrics dictionary key no format that shares the dictionary uses.
    public static let vflUnusedKey = RuleID("vfl-unused-key")

    // Resolution of names and environments.
    /// A device name the catalog does not know.
    public static let unknownDevice = RuleID("unknown-device")
    /// A constraint naming a view or guide the screen does not declare.
    public static let unknownItem = RuleID("unknown-item")
    /// Two views with one name in one screen.
    public static let duplicateView = RuleID("duplicate-view")
    /// A `superview` reference on a view that has none.
    public static let unresolvedSuperview = RuleID("unresolved-superview")

    // What solving finds.
    /// Required constraints that cannot all hold.
    public static let unsatisfiable = RuleID("unsatisfiable")
    /// Required constraints that conflict given the size of a text the document does not fix.
    public static let textSizeConflict = RuleID("text-size-conflict")
    /// Required constraints that conflict as the document stands, where one of them is an outlet
    /// the app's code adjusts.
    public static let codeAdjustedConflict = RuleID("code-adjusted-conflict")
    /// A view whose position or size the constraints leave free.
    public static let ambiguousLayout = RuleID("ambiguous-layout")
    /// An optional constraint that does not hold in the solved layout.
    public static let unsatisfiedOptional = RuleID("unsatisfied-optional")
    /// A solved frame that extends past its superview.
    public static let viewOutsideSuperview = RuleID("view-outside-superview")
    /// A solved width or height of zero or less.
    public static let nonPositiveSize = RuleID("non-positive-size")
    /// A text view with a Dynamic Type style given less room than its text needs at some text size.
    public static let textTruncated = RuleID("text-truncated")
    /// Sibling views that overlap once text grows (a larger text size, a translation) and not at the default.
    public static let overlapWhenGrown = RuleID("overlap-when-grown")
    /// Views that text growing with Dynamic Type or a translation pushes past their superview's
    /// edge or under a bar, where they fit at the default text size.
    public static let pushedOffScreen = RuleID("pushed-off-screen")
    /// Content under a translucent bar or outside the safe area.
    public static let outsideSafeArea = RuleID("outside-safe-area")
    /// A scroll view that does not adjust its content inset, lying under a bar.
    public static let scrollContentUnderBar = RuleID("scroll-content-under-bar")

    // What reading the constraints finds.
    /// A bar height written as a constant against a root edge.
    public static let barHeightConstant = RuleID("bar-height-constant")
    /// left/right mixed with leading/trailing on one screen.
    public static let mixedDirection = RuleID("mixed-direction")
    /// The same constraint written twice.
    public static let duplicateConstraint = RuleID("duplicate-constraint")
    /// A constraint to a superview made, in Swift or Objective-C, before the view is added to one.
    public static let superviewBeforeAdd = RuleID("superview-before-add")

    // Interface Builder documents.
    /// A `.storyboard` or `.xib` that is not well-formed XML.
    public static let interfaceBuilderXML = RuleID("ib-xml")
    /// An Interface Builder document vflc does not lay out: the pre-2012 format, or not iOS.
    public static let interfaceBuilderUnsupported = RuleID("ib-unsupported")
    /// A `<constraint>` element that cannot be read: an unknown item, a bad number or attribute.
    public static let interfaceBuilderConstraint = RuleID("ib-constraint")
    /// A view attribute with a value that is not usable, ignored.
    public static let interfaceBuilderValue = RuleID("ib-value")
    /// Facts about a whole document: no Auto Layout, nothing to lay out.
    public static let interfaceBuilderDocument = RuleID("ib-document")
    /// A layout the app never shows: a storyboard scene with no way in, a xib no code loads, a
    /// view class no other file names. It is not checked.
    public static let neverShown = RuleID("never-shown")
    /// A view whose stored frame is not where its constraints put it on the design device.
    public static let misplacedView = RuleID("misplaced-view")
    /// Xcode's stored `ambiguous` flag and vflc's finding disagree.
    public static let xcodeFlagDisagreement = RuleID("xcode-flag-disagreement")

    // Causes of a conflict pasted from the console (`vflc explain`), each named only when the
    // conflict's minimal set holds its evidence.
    /// A table or collection view fixes a cell's width; the cell's content asks for another.
    public static let cellWidthFixed = RuleID("cell-width-fixed")
    /// A view with a zero frame still translates its autoresizing mask into constraints.
    public static let zeroFrameAutoresizing = RuleID("zero-frame-autoresizing")
    /// Two required equalities of the app place the same edge of the same view.
    public static let sameEdgeTwice = RuleID("same-edge-twice")
    /// Only the system's own views take part: the navigation bar's or the keyboard's.
    public static let systemViewsOnly = RuleID("system-views-only")
    /// A size of zero the system gives while it measures (an encapsulated or temporary size).
    public static let zeroSizeTemporaryLayout = RuleID("zero-size-temporary-layout")
    /// A stack view hiding an arranged view whose size or padding the app requires.
    public static let stackViewHiding = RuleID("stack-view-hiding")
}
