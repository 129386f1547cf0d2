/// A width and height in points.
public struct LayoutSize: Sendable, Hashable, CustomStringConvertible {
    public var width: Double
    public var height: Double
    public init(width: Double, height: Double) { self.width = width; self.height = height }
    public static let zero = LayoutSize(width: 0, height: 0)
    /// `80x21`.
    public var description: String { "\(formatNumber(width))x\(formatNumber(height))" }
}

/// A rectangle in points: origin (x, y) and size; y grows downwards, as in UIKit.
public struct LayoutRect: Sendable, Hashable, CustomStringConvertible {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }
    public static let zero = LayoutRect(x: 0, y: 0, width: 0, height: 0)
    public var minX: Double { x }
    public var minY: Double { y }
    public var maxX: Double { x + width }
    public var maxY: Double { y + height }
    public var midX: Double { x + width / 2 }
    public var midY: Double { y + height / 2 }
    public var size: LayoutSize { LayoutSize(width: width, height: height) }
    /// `(x, y, w, h)`.
    public var description: String {
        "(\(formatNumber(x)), \(formatNumber(y)), \(formatNumber(width)), \(formatNumber(height)))"
    }
}

/// Insets from each edge, as `UIEdgeInsets` (absolute left/right).
public struct LayoutInsets: Sendable, Hashable, CustomStringConvertible {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }
    public static let zero = LayoutInsets(top: 0, left: 0, bottom: 0, right: 0)
    /// The same inset on every side.
    public static func uniform(_ inset: Double) -> LayoutInsets {
        LayoutInsets(top: inset, left: inset, bottom: inset, right: inset)
    }
    public var description: String {
        "(top \(formatNumber(top)), left \(formatNumber(left)), bottom \(formatNumber(bottom)), right \(formatNumber(right)))"
    }
}
