/// What the document a view came from says about it beyond layout. Interface Builder documents
/// fill it in: the element's id (the view's identity in the file, carried into frame tables),
/// the frame Xcode stored, and the flags Xcode wrote, so that a check can compare its own
/// findings with Xcode's.
public struct ViewSourceInfo: Sendable, Hashable {
    /// Which views `verifyAmbiguity` leaves out of the ambiguity check.
    public enum AmbiguityVerification: String, Sendable, Hashable {
        /// Xcode's default: position and size are checked.
        case all
        /// `verifyAmbiguity="ignoreSizes"`: only the position is checked.
        case ignoreSizes
        /// `verifyAmbiguity="off"`: not checked at all.
        case off
    }

    /// The element's id in the document (`K3f-Hq-2Wd`); opaque.
    public var id: String?
    /// The element name (`label`, `stackView`), for messages.
    public var element: String
    /// The frame the document stored, in the superview's coordinates.
    public var storedFrame: LayoutRect?
    /// Xcode's `ambiguous="YES"`.
    public var flaggedAmbiguous: Bool
    /// Xcode's `misplaced="YES"`.
    public var flaggedMisplaced: Bool
    /// `verifyAmbiguity`.
    public var verifyAmbiguity: AmbiguityVerification
    /// The size classes (`<variation key>`, e.g. `heightClass=compact-widthClass=compact`) in
    /// which Xcode flagged the view `ambiguous`: flags written on a `<variation>` rather than on
    /// the view, about a size class other than the one the view's own flag describes.
    public var flaggedAmbiguousInVariations: [String] = []
    /// Whether a scroll view declares a `contentLayoutGuide` (Xcode 11's "Content Layout
    /// Guides", on by default): its content size is then the guide's, which only constraints
    /// set, so a scroll view without content has an ambiguous content size.
    public var hasContentLayoutGuide = false
    /// True for a view that scrolls its own content inside itself and keeps it clear of the bars
    /// and the home indicator as a scroll view does (a web view: `WKWebView.scrollView`, whose
    /// `contentInsetAdjustmentBehavior` is automatic): reaching under a bar is how it is meant
    /// to be laid out.
    public var scrollsOwnContent = false
    /// True when the view's intrinsic size is vflc's estimate from its text (the document
    /// stores no text metrics): findings that hinge on it say so.
    public var intrinsicSizeEstimated = false
    /// True for a stack view that is an outlet and holds at most one arranged view in the
    /// document: the app's code adds the views it lays out, so what the document's one view
    /// does to the stack's length is not the app's layout.
    public var mayGainArrangedSubviews = false
    /// True when the app's code adds views or constraints to this view that the input does not
    /// show (an Interface Builder outlet the code fills, or constrains with layout anchors): what
    /// the input leaves free in it, or in what shares its freedom, is for that code to settle.
    public var completedByCode = false
    /// True when the document constrains the view with placeholders (Interface Builder's
    /// "Remove at build time") that are left out on the devices: the app's code is expected to
    /// add constraints of its own, so what the view lacks there is for that code to supply.
    public var placeholderConstrained = false
    /// True when whatever shows the view decides its height (a xib's top-level view laid out on
    /// the devices: a table's row height, or a self-sizing cell's content): its height, and its
    /// bottom edge against the canvas, are not findings.
    public var heightFromHost = false
    /// A table cell's content view laid out as designed: the row height the document draws it
    /// at. The table decides a row's height at run time (its `rowHeight`, or the content's own
    /// with self-sizing rows), so in the design the content's required constraints win over the
    /// drawn height; where they give another height, the content view's height has two answers
    /// (Xcode flags it ambiguous). `nil` for every other view.
    public var drawnRowHeight: Double?
    /// The same for the width: a top-level xib view drawn narrower than any phone (a badge, a
    /// small collection cell) is sized by whatever shows it, not by the screen.
    public var widthFromHost = false
    /// True when the document does not fix the view's text (an outlet the app fills, an empty or
    /// placeholder text, or a size vflc estimated): a conflict that rests on its size depends on
    /// what the app shows, and says so rather than being an error.
    public var textMayChange = false
    /// `UIView.alpha` as the input gives it (1 unless it says otherwise): below 1 the view is
    /// see-through, a tint over what lies behind it.
    public var alpha: Double = 1
    /// True for a view that draws nothing: a plain view with no background color (or a clear
    /// one), no subviews, no runtime attributes and no outlet through which code could give it
    /// any. Such a view only holds space (a spacer in a stack), so a zero width or height is no
    /// defect: nothing is hidden or cut.
    public var drawsNothing = false
    /// What the app's code decides about the view that the document shows one value of (its
    /// content size, its hidden flag): findings that rest on the document's value are reported
    /// as depending on that code.
    public var setByCode: SetByCode = []
    /// The layout margins UIKit gives the view instead of its own when the app is built with
    /// another SDK than the one the document was drawn with (a table cell's content view: 8 all
    /// round before the iOS 11 SDK, 11 at top and bottom from it); `nil` when there is one value.
    /// A frame finding must hold with both.
    public var layoutMarginsOfOtherSDK: LayoutInsets?
    /// Text that wraps (a label of several lines) drawn narrower than its text on one line: that
    /// one-line width. UIKit's intrinsic width of such a label is its text on one line, and it
    /// wraps at whatever width the layout leaves it (Apple, `UILabel.preferredMaxLayoutWidth`), so
    /// where there is room it is wider than drawn; a frame finding must hold with that width too.
    public var oneLineTextWidth: Double?

    /// What a document says of one view; the defaults are a view with no flags.
    public init(id: String? = nil, element: String, storedFrame: LayoutRect? = nil,
                flaggedAmbiguous: Bool = false,
                flaggedMisplaced: Bool = false, verifyAmbiguity: AmbiguityVerification = .all) {
        self.id = id
        self.element = element
        self.storedFrame = storedFrame
        self.flaggedAmbiguous = flaggedAmbiguous
        self.flaggedMisplaced = flaggedMisplaced
        self.verifyAmbiguity = verifyAmbiguity
    }
}
