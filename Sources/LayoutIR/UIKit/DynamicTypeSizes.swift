/// The user's preferred text size (`UIContentSizeCategory`): seven standard sizes and five
/// larger accessibility sizes, in the order Settings shows them. Raw values are the names
/// `.layout` files and the command line use.
public enum ContentSizeCategory: String, Sendable, Hashable, CaseIterable, Comparable {
    /// `extraSmall`, the smallest.
    case extraSmall = "xSmall"
    /// `small`.
    case small
    /// `medium`.
    case medium
    /// `large`, UIKit's default.
    case large
    /// `extraLarge`.
    case extraLarge = "xLarge"
    /// `extraExtraLarge`.
    case extraExtraLarge = "xxLarge"
    /// `extraExtraExtraLarge`, the largest standard size.
    case extraExtraExtraLarge = "xxxLarge"
    /// `accessibilityMedium` (AX1), the first of the larger accessibility sizes.
    case accessibilityMedium = "ax1"
    /// `accessibilityLarge` (AX2).
    case accessibilityLarge = "ax2"
    /// `accessibilityExtraLarge` (AX3).
    case accessibilityExtraLarge = "ax3"
    /// `accessibilityExtraExtraLarge` (AX4).
    case accessibilityExtraExtraLarge = "ax4"
    /// `accessibilityExtraExtraExtraLarge` (AX5), the largest.
    case accessibilityExtraExtraExtraLarge = "ax5"

    /// The position in Settings' slider, smallest first.
    public var index: Int { Self.allCases.firstIndex(of: self) ?? 3 }

    /// True for the five accessibility sizes.
    public var isAccessibility: Bool { index >= Self.accessibilityMedium.index }

    /// Smaller text first.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.index < rhs.index }
}

/// A Dynamic Type text style (`UIFont.TextStyle`). Raw values are the `.layout` names.
public enum TextStyle: String, Sendable, Hashable, CaseIterable {
    /// `UIFont.TextStyle.largeTitle`.
    case largeTitle
    /// `.title1`.
    case title1
    /// `.title2`.
    case title2
    /// `.title3`.
    case title3
    /// `.headline`.
    case headline
    /// `.body`.
    case body
    /// `.callout`.
    case callout
    /// `.subheadline`.
    case subheadline
    /// `.footnote`.
    case footnote
    /// `.caption1`.
    case caption1
    /// `.caption2`.
    case caption2

    /// The name UIKit and Interface Builder give the style (`UICTFontTextStyleBody`).
    public var uikitName: String {
        switch self {
        case .largeTitle: return "UICTFontTextStyleTitle0"
        case .title1: return "UICTFontTextStyleTitle1"
        case .title2: return "UICTFontTextStyleTitle2"
        case .title3: return "UICTFontTextStyleTitle3"
        case .headline: return "UICTFontTextStyleHeadline"
        case .body: return "UICTFontTextStyleBody"
        case .callout: return "UICTFontTextStyleCallout"
        case .subheadline: return "UICTFontTextStyleSubhead"
        case .footnote: return "UICTFontTextStyleFootnote"
        case .caption1: return "UICTFontTextStyleCaption1"
        case .caption2: return "UICTFontTextStyleCaption2"
        }
    }

    /// The style UIKit names `name` (`UICTFontTextStyleBody`), if any.
    public init?(uikitName name: String) {
        guard let style = Self.allCases.first(where: { $0.uikitName == name }) else { return nil }
        self = style
    }
}

/// The point sizes of UIKit's Dynamic Type text styles at each content-size category
/// (Docs/uikit-devices.md, "Text styles").
public enum DynamicTypeSizes {
    /// Apple's Human Interface Guidelines, "Typography", iOS and iPadOS Dynamic Type sizes: each
    /// style's point size from xSmall to AX5.
    private static let table: [TextStyle: [Double]] = [
        .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
    ]

    /// The point size of `style` at `category`.
    public static func pointSize(_ style: TextStyle, at category: ContentSizeCategory) -> Double {
        table[style]?[category.index] ?? 17
    }

    /// How much larger `style` is at `category` than at the default (Large): the factor a text's
    /// intrinsic width and line height grow by, both of which follow the point size.
    public static func scale(_ style: TextStyle, at category: ContentSizeCategory) -> Double {
        pointSize(style, at: category) / pointSize(style, at: .large)
    }

    /// At the default content-size category (Large), by `UIFont.TextStyle` raw value
    /// (`UICTFontTextStyleBody`; Interface Builder writes the same names).
    public static let atDefaultSize: [String: Double] = Dictionary(uniqueKeysWithValues: TextStyle.allCases.map {
        ($0.uikitName, pointSize($0, at: .large))
    })
}
