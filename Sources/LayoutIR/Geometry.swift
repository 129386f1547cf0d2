/// A width and height in points.
public struct LayoutSize: Sendable, Hashable, CustomStringConvertible {
    /// Horizontal extent in points; may be negative in a solved frame whose edges cross.
    public var width: Double
    /// Vertical extent in points; may be negative like ``width``.
    public var height: Double
    /// A size.
    public init(width: Double, height: Double) { self.width = width; self.height = height }
    /// No width and no height.
    public static let zero = LayoutSize(width: 0, height: 0)
    /// `80x21`.
    public var description: String { "\(formatNumber(width))x\(formatNumber(height))" }
}

/// A rectangle in points: origin (x, y) and size; y grows downwards, as in UIKit.
public struct LayoutRect: Sendable, Hashable, CustomStringConvertible {
    /// The left edge, in the coordinates of whatever the rectangle is measured in (a superview, the screen).
    public var x: Double
    /// The top edge; y grows downwards.
    public var y: Double
    /// The width; ``maxX`` is `x + width`.
    public var width: Double
    /// The height; ``maxY`` is `y + height`.
    public var height: Double
    /// A rectangle from its origin and size.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }
    /// The empty rectangle at the origin.
    public static let zero = LayoutRect(x: 0, y: 0, width: 0, height: 0)
    /// The left edge.
    public var minX: Double { x }
    /// The top edge.
    public var minY: Double { y }
    /// The right edge.
    public var maxX: Double { x + width }
    /// The bottom edge.
    public var maxY: Double { y + height }
    /// The horizontal centre.
    public var midX: Double { x + width / 2 }
    /// The vertical centre.
    public var midY: Double { y + height / 2 }
    /// The width and height without the origin.
    public var size: LayoutSize { LayoutSize(width: width, height: height) }
    /// `(x, y, w, h)`.
    public var description: String {
        "(\(formatNumber(x)), \(formatNumber(y)), \(formatNumber(width)), \(formatNumber(height)))"
    }
    /// The rectangle with each edge moved inwards by `insets` (a view's alignment rectangle from
    /// its frame and `alignmentRectInsets`); itself when an inset is not finite.
    public func inset(by insets: LayoutInsets) -> LayoutRect {
        guard [insets.top, insets.left, insets.bottom, insets.right].allSatisfy(\.isFinite) else { return self }
        return LayoutRect(x: x + insets.left, y: y + insets.top, width: width - insets.left - insets.right,
                          height: height - insets.top - insets.bottom)
    }
}

/// Insets from each edge, as `UIEdgeInsets` (absolute left/right).
public struct LayoutInsets: Sendable, Hashable, CustomStringConvertible {
    /// Distance in from the top edge.
    public var top: Double
    /// Distance in from the left edge (not the leading one: insets do not mirror).
    public var left: Double
    /// Distance in from the bottom edge.
    public var bottom: Double
    /// Distance in from the right edge.
    public var right: Double
    /// Insets in `UIEdgeInsets` order.
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }
    /// No inset on any side.
    public static let zero = LayoutInsets(top: 0, left: 0, bottom: 0, right: 0)
    /// The same inset on every side.
    public static func uniform(_ inset: Double) -> LayoutInsets {
        LayoutInsets(top: inset, left: inset, bottom: inset, right: inset)
    }
    /// `(top 20, left 0, bottom 34, right 0)`.
    public var description: String {
        "(top \(formatNumber(top)), left \(formatNumber(left)), bottom \(formatNumber(bottom)), right \(formatNumber(right)))"
    }
}
