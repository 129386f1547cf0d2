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
    /// declared margins.
    static func subview(frame: LayoutRect?, rootSafeRect: LayoutRect, declaredMargins: LayoutInsets,
                        readableWidth: Double) -> GuideInsets {
        var safe = LayoutInsets.zero
        if let frame {
            func clamp(_ value: Double, _ limit: Double) -> Double { min(max(0, value), max(0, limit)) }
            safe = LayoutInsets(top: clamp(rootSafeRect.minY - frame.minY, frame.height),
                              left: clamp(rootSafeRect.minX - frame.minX, frame.width),
                              bottom: clamp(frame.maxY - rootSafeRect.maxY, frame.height),
                              right: clamp(frame.maxX - rootSafeRect.maxX, frame.width))
        }
        let margins = LayoutInsets(top: safe.top + declaredMargins.top, left: safe.left + declaredMargins.left,
                                 bottom: safe.bottom + declaredMargins.bottom,
                                 right: safe.right + declaredMargins.right)
        return GuideInsets(safeArea: safe, margins: margins,
                           readable: readableInsets(margins: margins, width: frame?.width,
                                                    readableWidth: readableWidth))
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
