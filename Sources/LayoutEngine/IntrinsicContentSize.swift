import LayoutIR

/// A view's intrinsic content size in one environment: what the lowering turns into hugging and
/// compression constraints, and what the checker compares solved frames with.
public enum IntrinsicContentSize {
    /// The declared size (or the kind's default); for text with a Dynamic Type style, grown or
    /// shrunk with the style's point size at the environment's text size, since the text's width
    /// and its line height both follow the point size (Docs/uikit-devices.md, "Text styles"). A
    /// stack view has no intrinsic size of its own (its arranged subviews size it), so it takes
    /// none from the kind's defaults; one the input states (Interface Builder's
    /// placeholderIntrinsicWidth/Height, on an empty stack too) counts as on any view.
    public static func of(_ node: ViewNode, in environment: LayoutEnvironment, uikit: UIKitMetrics) -> LayoutSize? {
        let stated = node.properties.intrinsicSize
        guard let size = node.kind == .stackView ? stated : stated ?? uikit.defaultIntrinsicSize(of: node.kind) else { return nil }
        guard let style = node.properties.textStyle, environment.contentSize != .large else { return size }
        let scale = DynamicTypeSizes.scale(style, at: environment.contentSize)
        // A negative component is `noIntrinsicMetric`: it stays as it is.
        return LayoutSize(width: size.width > 0 ? size.width * scale : size.width,
                          height: size.height > 0 ? size.height * scale : size.height)
    }
}
