/// The options of `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`,
/// with the same raw values as `NSLayoutConstraint.FormatOptions` (`NSLayoutFormatOptions`).
///
/// An `alignAll…` bit is `1 << attribute.rawValue`; the direction lives in bits 16–17 and the
/// spacing mode in bit 19, exactly as in UIKit, so raw values copied from Objective-C work.
public struct VisualFormatOptions: OptionSet, Sendable, Hashable {
    /// The `NSLayoutFormatOptions` bit pattern.
    public let rawValue: UInt

    /// Options from an `NSLayoutFormatOptions` bit pattern.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Align every adjacent pair of views on `.left`.
    public static let alignAllLeft = VisualFormatOptions(alignOn: .left)
    /// Align every adjacent pair of views on `.right`.
    public static let alignAllRight = VisualFormatOptions(alignOn: .right)
    /// Align every adjacent pair of views on `.top`.
    public static let alignAllTop = VisualFormatOptions(alignOn: .top)
    /// Align every adjacent pair of views on `.bottom`.
    public static let alignAllBottom = VisualFormatOptions(alignOn: .bottom)
    /// Align every adjacent pair of views on `.leading`.
    public static let alignAllLeading = VisualFormatOptions(alignOn: .leading)
    /// Align every adjacent pair of views on `.trailing`.
    public static let alignAllTrailing = VisualFormatOptions(alignOn: .trailing)
    /// Align every adjacent pair of views on `.centerX`.
    public static let alignAllCenterX = VisualFormatOptions(alignOn: .centerX)
    /// Align every adjacent pair of views on `.centerY`.
    public static let alignAllCenterY = VisualFormatOptions(alignOn: .centerY)
    /// Align every adjacent pair of views on `.lastBaseline` (UIKit's deprecated `alignAllBaseline`).
    public static let alignAllLastBaseline = VisualFormatOptions(alignOn: .lastBaseline)
    /// Align every adjacent pair of views on `.firstBaseline`.
    public static let alignAllFirstBaseline = VisualFormatOptions(alignOn: .firstBaseline)

    /// The default direction: horizontal formats use leading and trailing. Its raw value is 0,
    /// so it is the empty set, as in UIKit.
    public static let directionLeadingToTrailing: VisualFormatOptions = []
    /// Horizontal formats use left and right, laid out left to right.
    public static let directionLeftToRight = VisualFormatOptions(rawValue: 1 << 16)
    /// Horizontal formats use left and right, laid out right to left (the first view is right-most).
    public static let directionRightToLeft = VisualFormatOptions(rawValue: 2 << 16)
    /// Vertical gaps between two views are measured from the upper view's last baseline to the
    /// lower view's first baseline. Not allowed in horizontal formats.
    public static let spacingBaselineToBaseline = VisualFormatOptions(rawValue: 1 << 19)

    /// The bits that select alignment attributes (`NSLayoutFormatAlignmentMask`).
    public static let alignmentMask = VisualFormatOptions(rawValue: 0xFFFF)
    /// The bits that select the direction (`NSLayoutFormatDirectionMask`).
    public static let directionMask = VisualFormatOptions(rawValue: 3 << 16)

    private init(alignOn attribute: Attribute) { self.init(rawValue: 1 << UInt(attribute.rawValue)) }

    /// Every named option, in raw-value order (the direction and spacing defaults, which are
    /// empty, come first). `alignAllBaseline` is an alias and is not listed.
    public static let named: [(name: String, option: VisualFormatOptions)] = [
        ("directionLeadingToTrailing", .directionLeadingToTrailing),
        ("spacingEdgeToEdge", []),
        ("alignAllLeft", .alignAllLeft),
        ("alignAllRight", .alignAllRight),
        ("alignAllTop", .alignAllTop),
        ("alignAllBottom", .alignAllBottom),
        ("alignAllLeading", .alignAllLeading),
        ("alignAllTrailing", .alignAllTrailing),
        ("alignAllCenterX", .alignAllCenterX),
        ("alignAllCenterY", .alignAllCenterY),
        ("alignAllLastBaseline", .alignAllLastBaseline),
        ("alignAllFirstBaseline", .alignAllFirstBaseline),
        ("directionLeftToRight", .directionLeftToRight),
        ("directionRightToLeft", .directionRightToLeft),
        ("spacingBaselineToBaseline", .spacingBaselineToBaseline),
    ]

    /// Looks an option up by its Swift name (`alignAllCenterY`), the same with a leading dot
    /// (`.alignAllCenterY`), or its Objective-C constant (`NSLayoutFormatAlignAllCenterY`).
    /// `alignAllBaseline` is accepted as UIKit's alias of `alignAllLastBaseline`.
    public init?(name: String) {
        var key = Substring(name)
        if key.hasPrefix(".") {
            key = key.dropFirst()
        } else if key.hasPrefix("NSLayoutFormat") {
            let rest = key.dropFirst("NSLayoutFormat".count)
            guard let first = rest.first, first.isUppercase else { return nil }
            key = Substring(first.lowercased() + rest.dropFirst())
        }
        if key == "alignAllBaseline" {
            self = .alignAllLastBaseline
            return
        }
        guard let match = VisualFormatOptions.named.first(where: { $0.name == key }) else { return nil }
        self = match.option
    }

    /// The names of the options set, in raw-value order (`["alignAllTop", "directionLeftToRight"]`);
    /// empty for the default options. Unnamed bits are listed as hexadecimal raw values.
    public var names: [String] {
        var result: [String] = []
        var remaining = rawValue
        for (name, option) in VisualFormatOptions.named where option.rawValue != 0 && contains(option) {
            result.append(name)
            remaining &= ~option.rawValue
        }
        if remaining != 0 { result.append("0x" + String(remaining, radix: 16)) }
        return result
    }

    /// The alignment attributes selected, in increasing attribute number (the order UIKit emits
    /// them). UIKit looks only at bits 1…12 (left … firstBaseline); higher bits are ignored.
    var alignmentAttributes: [Attribute] {
        guard rawValue & 0b1_1111_1111_1110 != 0 else { return [] }
        var attributes: [Attribute] = []
        for bit in 1...12 where rawValue & (1 << UInt(bit)) != 0 {
            if let attribute = Attribute(rawValue: bit) { attributes.append(attribute) }
        }
        return attributes
    }
}
