import LayoutIR

/// One axis of an autoresizing mask: how a change of the superview's size is shared among the
/// flexible parts (leading margin, size, trailing margin) in proportion to their original
/// lengths; fixed parts keep their length (Docs/UIKit.md#autoresizing).
struct AutoresizingAxis: Hashable {
    /// The frame's origin and size when it was set, and the superview's size then.
    var origin: Double
    var size: Double
    var superviewSize: Double
    var flexibleLeading: Bool
    var flexibleSize: Bool
    var flexibleTrailing: Bool

    /// The share of a size change the origin moves by.
    var originShare: Double { shares.leading }
    /// The share of a size change the size grows by.
    var sizeShare: Double { shares.size }

    /// True when every number is finite.
    var isFinite: Bool { origin.isFinite && size.isFinite && superviewSize.isFinite }

    /// `-&-` style: `&` for a flexible part, `-` for a fixed one.
    var notation: String {
        (flexibleLeading ? "&" : "-") + (flexibleSize ? "&" : "-") + (flexibleTrailing ? "&" : "-")
    }

    private var shares: (leading: Double, size: Double) {
        // With no flexible part, the trailing margin absorbs the change: origin and size stay.
        guard flexibleLeading || flexibleSize || flexibleTrailing else { return (0, 0) }
        let trailing = superviewSize - origin - size
        let lengths = [flexibleLeading ? origin : 0, flexibleSize ? size : 0, flexibleTrailing ? trailing : 0]
        let total = lengths.reduce(0, +)
        if total == 0 || !total.isFinite {
            // Every flexible part had zero length: split the change equally among them.
            let count = Double([flexibleLeading, flexibleSize, flexibleTrailing].filter { $0 }.count)
            return (flexibleLeading ? 1 / count : 0, flexibleSize ? 1 / count : 0)
        }
        return (lengths[0] / total, lengths[1] / total)
    }
}
