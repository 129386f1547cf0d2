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
    func subviewGuides(of index: Int, values: [Double], rootSafeRect rootRect: LayoutRect) -> GuideInsets {
        let rootSafeRect = contentSafeRect(for: index, rootSafeRect: rootRect)
        let properties = tree[index].node.properties
        let frame = values.isEmpty ? nil : frameValue(index, values)
        var superviewMargins: LayoutRect?
        if properties.preservesSuperviewLayoutMargins, let parent = tree[index].parent, frame != nil {
            let parentFrame = frameValue(parent, values)
            let parentMargins = parent == 0 ? rootInsets.margins
                : GuideInsets.subview(frame: parentFrame, rootSafeRect: rootSafeRect,
                                      declaredMargins: declaredMargins(of: parent),
                                      fromSafeArea: tree[parent].node.properties.insetsLayoutMarginsFromSafeArea,
                                      readableWidth: uikit.readableWidth).margins
            superviewMargins = LayoutRect(x: parentFrame.x + parentMargins.left, y: parentFrame.y + parentMargins.top,
                                          width: parentFrame.width - parentMargins.left - parentMargins.right,
                                          height: parentFrame.height - parentMargins.top - parentMargins.bottom)
            // A scroll view's content scrolls past its top and bottom margins: only the side
            // margins carry over to it.
            if tree[parent].node.kind.isScrollView,
               tree[parent].node.properties.contentInsetAdjustmentBehavior != .never, let rect = superviewMargins {
                superviewMargins = LayoutRect(x: rect.x, y: -Self.unboundedExtent, width: rect.width, height: 2 * Self.unboundedExtent)
            }
        }
        return GuideInsets.subview(frame: frame, rootSafeRect: rootSafeRect, declaredMargins: declaredMargins(of: index),
                                   fromSafeArea: properties.insetsLayoutMarginsFromSafeArea,
                                   superviewMarginsRect: superviewMargins, readableWidth: uikit.readableWidth)
    }

    /// The root's safe rectangle as it applies to `index`: for the content of a scroll view
    /// that adjusts its content inset (a table's cells, a scroll view's subviews) the strips
    /// above and below do not apply, since the adjusted content inset keeps the content out of
    /// them (`UIScrollView.contentInsetAdjustmentBehavior`), and a table insets its cells'
    /// content views to the safe area on the leading and trailing sides only
    /// (`insetsContentViewsToSafeArea`). Docs/UIKit.md#safe-area.
    private func contentSafeRect(for index: Int, rootSafeRect: LayoutRect) -> LayoutRect {
        var ancestor = tree[index].parent
        while let current = ancestor {
            if tree[current].node.kind.isScrollView,
               tree[current].node.properties.contentInsetAdjustmentBehavior != .never {
                return LayoutRect(x: rootSafeRect.x, y: -Self.unboundedExtent, width: rootSafeRect.width,
                                  height: 2 * Self.unboundedExtent)
            }
            ancestor = tree[current].parent
        }
        return rootSafeRect
    }

    /// Half the height of a rectangle that stands for "no limit" on one axis.
    private static let unboundedExtent = 1e9

    private func frameValue(_ index: Int, _ values: [Double]) -> LayoutRect {
        let view = variables[index]
        return LayoutRect(x: values[view.left.index], y: values[view.top.index],
                          width: values[view.width.index], height: values[view.height.index])
    }
}
