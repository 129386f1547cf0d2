import LayoutIR

/// A subview's safe area and layout margins from its solved frame: the declared margins
/// (directional ones resolved with the view's direction), `insetsLayoutMarginsFromSafeArea`
/// and `preservesSuperviewLayoutMargins`.
extension Lowering {
    /// A subview's declared layout margins with absolute left/right (UIKit's 8 on each side
    /// unless the file sets them).
    func declaredMargins(of index: Int) -> LayoutInsets {
        let properties = tree[index].node.properties
        return EnvironmentMetrics.absoluteMargins(properties, fallback: nil,
                                                  rightToLeft: isRightToLeft(tree[index].node.name))
            ?? .uniform(uikit.defaultLayoutMargin)
    }

    /// The guides of subview `index` once its frame is known (`values` are the solver's, in root
    /// coordinates); before the first solve, with `values` empty, as if it overlapped nothing.
    func subviewGuides(of index: Int, values: [Double], rootSafeRect: LayoutRect) -> GuideInsets {
        subviewGuides(of: index, values: values, rootSafeRect: rootSafeRect, preservedLevels: 0)
    }

    /// How many superviews up a chain of `preservesSuperviewLayoutMargins` is followed (a document
    /// nested thousands deep must not recurse that deep; real chains are a few levels).
    static let maximumPreservedLevels = 32

    /// ``subviewGuides(of:values:rootSafeRect:)``, `preservedLevels` superviews below the first
    /// view asked about: a superview that preserves its own superview's margins passes those on
    /// too (Apple, *UIView.preservesSuperviewLayoutMargins*: the superview's margins are used "when
    /// they are greater than the view's own", and the superview's are its effective margins).
    private func subviewGuides(of index: Int, values: [Double], rootSafeRect: LayoutRect, preservedLevels: Int) -> GuideInsets {
        let properties = tree[index].node.properties
        let frame = values.isEmpty ? nil : frameValue(index, values)
        // Inside a scroll view the frames are content coordinates; at rest the content is shifted
        // by the adjusted content inset, which is where the safe area is measured.
        let scrollViews = scrollViewsAbove(index)
        let offset = values.isEmpty ? (x: 0.0, y: 0.0) : scrollOffset(through: scrollViews, values: values, rootSafeRect: rootSafeRect)
        var safeRect = rootSafeRect.offsetBy(x: -offset.x, y: -offset.y)
        if let frame, !scrollViews.isEmpty {
            safeRect = Self.onScreenSafeRect(safeRect, for: frame, screen: rootScreenRect(rootSafeRect).offsetBy(x: -offset.x, y: -offset.y))
        }
        var superviewMargins: LayoutRect?
        if properties.preservesSuperviewLayoutMargins, let parent = tree[index].parent, frame != nil {
            let parentFrame = frameValue(parent, values)
            let parentOffset = scrollOffset(above: parent, values: values, rootSafeRect: rootSafeRect)
            let parentPreserves = tree[parent].node.properties.preservesSuperviewLayoutMargins
                && preservedLevels < Self.maximumPreservedLevels
            let parentMargins = parent == 0 ? rootInsets.margins
                : parentPreserves
                ? subviewGuides(of: parent, values: values, rootSafeRect: rootSafeRect, preservedLevels: preservedLevels + 1).margins
                : GuideInsets.subview(frame: parentFrame, rootSafeRect: rootSafeRect.offsetBy(x: -parentOffset.x,
                                                                                              y: -parentOffset.y),
                                      declaredMargins: declaredMargins(of: parent),
                                      fromSafeArea: tree[parent].node.properties.insetsLayoutMarginsFromSafeArea,
                                      readableWidth: uikit.readableWidth).margins
            // The superview's margins rectangle, seen from the child's (possibly scrolled) coordinates.
            superviewMargins = LayoutRect(x: parentFrame.x + parentMargins.left + parentOffset.x - offset.x,
                                          y: parentFrame.y + parentMargins.top + parentOffset.y - offset.y,
                                          width: parentFrame.width - parentMargins.left - parentMargins.right,
                                          height: parentFrame.height - parentMargins.top - parentMargins.bottom)
        }
        return GuideInsets.subview(frame: frame, rootSafeRect: safeRect, declaredMargins: declaredMargins(of: index),
                                   fromSafeArea: properties.insetsLayoutMarginsFromSafeArea,
                                   superviewMarginsRect: superviewMargins, readableWidth: uikit.readableWidth)
    }

    /// Scroll content wholly past an edge of the screen at rest (a static table's later rows) is
    /// laid out when it scrolls into view (tables and collections make cells on demand), where
    /// nothing covers it: along that axis the safe rect is widened to hold it, so the bars and
    /// the home indicator it would never sit under do not count. Content that reaches onto the
    /// screen keeps what covers it there.
    static func onScreenSafeRect(_ safeRect: LayoutRect, for frame: LayoutRect, screen: LayoutRect) -> LayoutRect {
        var result = safeRect
        if frame.y >= screen.y + screen.height || frame.y + frame.height <= screen.y {
            let top = min(result.y, frame.y), bottom = max(result.y + result.height, frame.y + frame.height)
            result = LayoutRect(x: result.x, y: top, width: result.width, height: bottom - top)
        }
        if frame.x >= screen.x + screen.width || frame.x + frame.width <= screen.x {
            let left = min(result.x, frame.x), right = max(result.x + result.width, frame.x + frame.width)
            result = LayoutRect(x: left, y: result.y, width: right - left, height: result.height)
        }
        return result
    }

    /// The screen (the root view's bounds) from its safe rect and the root's safe-area insets.
    private func rootScreenRect(_ rootSafeRect: LayoutRect) -> LayoutRect {
        let insets = rootInsets.safeArea
        return LayoutRect(x: rootSafeRect.x - insets.left, y: rootSafeRect.y - insets.top,
                          width: rootSafeRect.width + insets.left + insets.right,
                          height: rootSafeRect.height + insets.top + insets.bottom)
    }

    /// The scroll views above `index`, innermost first.
    private func scrollViewsAbove(_ index: Int) -> [Int] {
        var result: [Int] = []
        var cursor = tree[index].parent
        while let current = cursor {
            if tree[current].node.kind.isScrollView { result.append(current) }
            cursor = tree[current].parent
        }
        return result
    }

    /// How far the scroll views above `index` shift it on screen when they rest at the top of
    /// their content: the sum of their adjusted content insets (left, top). Frames inside a
    /// scroll view are content coordinates, and `contentOffset` rests at −adjustedContentInset.
    func scrollOffset(above index: Int, values: [Double], rootSafeRect: LayoutRect) -> (x: Double, y: Double) {
        scrollOffset(through: scrollViewsAbove(index), values: values, rootSafeRect: rootSafeRect)
    }

    /// The same, given those scroll views (``scrollViewsAbove(_:)``, innermost first).
    private func scrollOffset(through ancestors: [Int], values: [Double], rootSafeRect: LayoutRect) -> (x: Double, y: Double) {
        var x = 0.0, y = 0.0
        // Outermost first: each scroll view's own safe area depends on where the ones above put it.
        for scroll in ancestors.reversed() {
            let frame = frameValue(scroll, values)
            let safe = scroll == 0 ? rootInsets.safeArea
                : GuideInsets.overlap(of: frame.offsetBy(x: x, y: y), outside: rootSafeRect)
            var contentSize: LayoutSize?
            if let width = variables[scroll].contentWidth, let height = variables[scroll].contentHeight {
                contentSize = LayoutSize(width: values[width.index], height: values[height.index])
            }
            let owned = scroll == 0 || (tree[scroll].parent == 0 && tree.children(of: 0).first == scroll)
            let inset = ContentInsetAdjustment.adjustedInset(tree[scroll].node.properties, safeArea: safe,
                                                             frameSize: LayoutSize(width: frame.width, height: frame.height),
                                                             contentSize: contentSize, ownedByController: owned,
                                                             bars: metrics.environment.bars)
            if inset.left.isFinite { x += inset.left }
            if inset.top.isFinite { y += inset.top }
        }
        return (x, y)
    }

    private func frameValue(_ index: Int, _ values: [Double]) -> LayoutRect {
        let view = variables[index]
        return LayoutRect(x: values[view.left.index], y: values[view.top.index],
                          width: values[view.width.index], height: values[view.height.index])
    }
}

private extension LayoutRect {
    func offsetBy(x dx: Double, y dy: Double) -> LayoutRect {
        LayoutRect(x: x + dx, y: y + dy, width: width, height: height)
    }
}
