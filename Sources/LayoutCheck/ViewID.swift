/// A view of one screen as an integer: its position in the screen's view tree, root first,
/// depth-first in declaration order (the order of `LayoutScreen.allViews`). Valid only with the
/// `ScreenIndex` that issued it.
///
/// The checker's per-view questions compare ids, not names: a name comparison costs a string
/// compare, and a scan over the screen's constraints per view made large screens quadratic.
struct ViewID: Hashable, Comparable, Sendable {
    /// The position in `ScreenIndex.views`.
    let rawValue: Int

    static func < (lhs: ViewID, rhs: ViewID) -> Bool { lhs.rawValue < rhs.rawValue }
}
