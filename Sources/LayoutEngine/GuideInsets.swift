import LayoutIR

/// The insets of a view's layout guides from its frame, in one environment: safe area, layout
/// margins (which include the safe area, as `insetsLayoutMarginsFromSafeArea` does) and the
/// readable content guide (which lies inside the margins).
struct GuideInsets: Sendable, Hashable {
    var safeArea: LayoutInsets
    var margins: LayoutInsets
    var readable: LayoutInsets

    /// The root view's guides, from the environment.
    static func root(_ metrics: EnvironmentMetrics, readableWidth: Double) -> GuideInsets {
        let margins = metrics.rootLayoutMargins
        return GuideInsets(safeArea: metrics.rootSafeArea, margins: margins,
                           readable: readableInsets(margins: margins, width: metrics.rootFrame.width,
                                                    readableWidth: readableWidth))
    }

    /// A subview's guides, given the part of the root's unsafe area that overlaps its frame
    /// (`frame` and `rootSafeRect` in root coordinates; `nil` before the first solve) and its
    /// declared margins (absolute left/right). Its margins start at its safe area when
    /// `insetsLayoutMarginsFromSafeArea`; with `preservesSuperviewLayoutMargins` they are at
    /// least the part of the superview's margins (`superviewMarginsRect`, root coordinates)
    /// that overlaps the view.
    static func subview(frame: LayoutRect?, rootSafeRect: LayoutRect, declaredMargins: LayoutInsets,
                        fromSafeArea: Bool = true, superviewMarginsRect: LayoutRect? = nil,
                        readableWidth: Double) -> GuideInsets {
        var safe = LayoutInsets.zero
        if let frame { safe = overlap(of: frame, outside: rootSafeRect) }
        let base = fromSafeArea ? safe : .zero
        var margins = LayoutInsets(top: base.top + declaredMargins.top, left: base.left + declaredMargins.left,
                                   bottom: base.bottom + declaredMargins.bottom,
                                   right: base.right + declaredMargins.right)
        if let frame, let superviewMarginsRect {
            let inherited = overlap(of: frame, outside: superviewMarginsRect)
            margins = LayoutInsets(top: max(margins.top, inherited.top), left: max(margins.left, inherited.left),
                                   bottom: max(margins.bottom, inherited.bottom),
                                   right: max(margins.right, inherited.right))
        }
        return GuideInsets(safeArea: safe, margins: margins,
                           readable: readableInsets(margins: margins, width: frame?.width,
                                                    readableWidth: readableWidth))
    }

    /// How far `inner` (a rectangle in the same coordinates) lies inside `frame` from each of
    /// `frame`'s edges, clamped to the frame: the insets of `frame` that fall outside `inner`.
    static func overlap(of frame: LayoutRect, outside inner: LayoutRect) -> LayoutInsets {
        func clamp(_ value: Double, _ limit: Double) -> Double { min(max(0, value), max(0, limit)) }
        return LayoutInsets(top: clamp(inner.minY - frame.minY, frame.height),
                            left: clamp(inner.minX - frame.minX, frame.width),
                            bottom: clamp(frame.maxY - inner.maxY, frame.height),
                            right: clamp(frame.maxX - inner.maxX, frame.width))
    }

    /// The readable guide is the margins guide, narrowed to `readableWidth` and centred.
    /// Without a known width (before the first solve) it is taken to be the margins guide.
    private static func readableInsets(margins: LayoutInsets, width: Double?, readableWidth: Double) -> LayoutInsets {
        guard let width else { return margins }
        let marginsWidth = width - margins.left - margins.right
        let extra = max(0, marginsWidth - readableWidth) / 2
        return LayoutInsets(top: margins.top, left: margins.left + extra, bottom: margins.bottom,
                          right: margins.right + extra)
    }

    /// True when the two differ by more than a rounding error.
    func differs(from other: GuideInsets) -> Bool {
        func apart(_ a: LayoutInsets, _ b: LayoutInsets) -> Bool {
            abs(a.top - b.top) > 1e-6 || abs(a.left - b.left) > 1e-6
                || abs(a.bottom - b.bottom) > 1e-6 || abs(a.right - b.right) > 1e-6
        }
        return apart(safeArea, other.safeArea) || apart(margins, other.margins) || apart(readable, other.readable)
    }
}
