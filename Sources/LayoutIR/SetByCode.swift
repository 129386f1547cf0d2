/// What the app's code decides about a view, of which a document shows one value only.
///
/// A document (an Interface Builder file) is drawn with one text per label, one image per image
/// view, one hidden flag per view. When the app's code holds the view (an outlet) or supplies its
/// size (a view class of the app's own), the run-time value can be any other. A finding that
/// rests on the document's value does not hold for every value the code can give, so the checker
/// reports it as an `info` that says what the code must do (see ``ViewSourceInfo/setByCode``).
public struct SetByCode: OptionSet, Sendable, Hashable {
    /// The raw bits.
    public let rawValue: Int

    /// An option set from its raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The view's intrinsic content size: the text the app puts in a label, button or text field,
    /// the image it puts in an image view, or the size a view class of the app's own computes.
    public static let content = SetByCode(rawValue: 1 << 0)
    /// Whether the view is hidden: code that holds a view hidden in the document can show it,
    /// and the layout the document draws (a stack view collapsing it) is then one of two.
    public static let hidden = SetByCode(rawValue: 1 << 1)
    /// The view's frame: a view placed by its frame and autoresizing mask (not by constraints)
    /// that code holds is usually placed by that code (`layoutSubviews`, a layout library).
    public static let frame = SetByCode(rawValue: 1 << 2)
    /// The intrinsic size the input shows is a stand-in for one the app's code computes, and
    /// the code may give none on an axis where the stand-in has one: Interface Builder's
    /// "Intrinsic Size: Placeholder" on a view of the app's own class exists at design time only,
    /// and at run time the class's `intrinsicContentSize` applies (which may be
    /// `UIView.noIntrinsicMetric` on either axis). It comes with ``content``. A finding that
    /// rests on the stand-in, a tie its hugging or compression resistance takes part in, or a
    /// conflict among its constraints, does not hold for every class.
    public static let contentSizeStandIn = SetByCode(rawValue: 1 << 3)
    /// A stack view's arranged views: code that holds a stack view can add views to it
    /// (`addArrangedSubview(_:)`, `insertArrangedSubview(_:at:)`) and remove the ones the input
    /// shows, and a stack view's size is its arranged views' (Apple, "UIStackView"). A stack the
    /// input leaves empty, or of no size, is then one state of many.
    public static let arrangedSubviews = SetByCode(rawValue: 1 << 4)
    /// An arranged view the input shows that the app's code can hide (`isHidden = true`): a stack
    /// view collapses a hidden arranged view and lays out the others as if it were not there
    /// (Apple, "UIStackView"), so the stack's size the input draws is its largest of several.
    /// A finding about what that size pushes out (a card past the screen's edge) does not hold
    /// once the code hides it.
    public static let hiding = SetByCode(rawValue: 1 << 5)
}
