import LayoutIR

/// `UIScrollView.adjustedContentInset`: the declared `contentInset` plus the parts of the
/// scroll view's safe area its `contentInsetAdjustmentBehavior` adds (UIScrollView.h and the
/// documentation of each behaviour; Docs/uikit-devices.md). Frames and layout guides do not
/// change; only where the content starts scrolling does.
public enum ContentInsetAdjustment {
    /// The adjusted content inset of a scroll view.
    /// - Parameters:
    ///   - properties: the scroll view's properties (its `contentInsetAdjustmentBehavior`).
    ///   - safeArea: the scroll view's own `safeAreaInsets` (the root's unsafe area over it).
    ///   - frameSize: its bounds; an axis scrolls when the content is larger.
    ///   - contentSize: its content size, when known.
    ///   - ownedByController: the view controller's root view or the root's first subview,
    ///     which `.automatic` adjusts vertically for the deprecated
    ///     `automaticallyAdjustsScrollViewInsets` inside a navigation controller.
    ///   - bars: the bars the screen shows.
    public static func adjustedInset(_ properties: ViewProperties, safeArea: LayoutInsets, frameSize: LayoutSize,
                                     contentSize: LayoutSize?, ownedByController: Bool,
                                     bars: BarConfiguration) -> LayoutInsets {
        // UIScrollView.h: an axis is scrollable when the content is larger or the scroll view
        // always bounces along it.
        let scrollsVertically = (contentSize?.height ?? 0) > frameSize.height + 1e-9 || properties.alwaysBounceVertical
        let scrollsHorizontally = (contentSize?.width ?? 0) > frameSize.width + 1e-9 || properties.alwaysBounceHorizontal
        var vertical = false, horizontal = false
        switch properties.contentInsetAdjustmentBehavior {
        case .never:
            break
        case .always:
            vertical = true
            horizontal = true
        case .scrollableAxes:
            vertical = scrollsVertically
            horizontal = scrollsHorizontally
        case .automatic:
            vertical = scrollsVertically
                || (ownedByController && bars.automaticallyAdjustsScrollViewInsets && bars.navigationBar != nil)
            horizontal = scrollsHorizontally
        }
        let inset = properties.contentInset
        func finite(_ value: Double) -> Double { value.isFinite ? value : 0 }
        return LayoutInsets(top: finite(inset.top) + (vertical ? safeArea.top : 0),
                            left: finite(inset.left) + (horizontal ? safeArea.left : 0),
                            bottom: finite(inset.bottom) + (vertical ? safeArea.bottom : 0),
                            right: finite(inset.right) + (horizontal ? safeArea.right : 0))
    }
}
