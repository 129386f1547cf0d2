/// A view that keeps `translatesAutoresizingMaskIntoConstraints` as constraints to its
/// superview, written from the frame and mask Interface Builder stored and the superview's
/// stored size. UIKit computes the same from the frame the nib sets; writing it here keeps
/// the design size (which only the document knows) out of the engine, and lets a cell or a
/// top-level view that is laid out at another width carry its subviews along.
///
/// Per axis, the masks expressible with one-term constraints are translated: nothing or only
/// the trailing margin flexible (fixed origin and size), only the leading margin (pinned to the
/// far edge), the size with fixed margins (both edges pinned), the size and the trailing margin
/// (the size takes its proportional share), both margins with equal lengths (centred). Any
/// other mask returns `nil`, and the engine's own autoresizing applies to the stored frame.
enum IBAutoresizing {
    /// Constraints for `child` in `parent` (`nil`: not expressible, see above).
    static func constraints(child: LayoutItem, parent: LayoutItem, frame: LayoutRect, superviewSize: LayoutSize,
                            mask: AutoresizingMask, origin: ConstraintOrigin) -> [IRConstraint]? {
        guard let horizontal = axis(child: child, parent: parent, origin: frame.x, size: frame.width,
                                    superview: superviewSize.width, flexibleLeading: mask.contains(.flexibleLeftMargin),
                                    flexibleSize: mask.contains(.flexibleWidth),
                                    flexibleTrailing: mask.contains(.flexibleRightMargin), horizontal: true, origin: origin),
              let vertical = axis(child: child, parent: parent, origin: frame.y, size: frame.height,
                                  superview: superviewSize.height, flexibleLeading: mask.contains(.flexibleTopMargin),
                                  flexibleSize: mask.contains(.flexibleHeight),
                                  flexibleTrailing: mask.contains(.flexibleBottomMargin), horizontal: false, origin: origin)
        else { return nil }
        return horizontal + vertical
    }

    // swiftlint-style long parameter list: one axis of a rectangle, both axes share the code.
    private static func axis(child: LayoutItem, parent: LayoutItem, origin position: Double, size: Double, superview: Double,
                             flexibleLeading: Bool, flexibleSize: Bool, flexibleTrailing: Bool, horizontal: Bool,
                             origin: ConstraintOrigin) -> [IRConstraint]? {
        let leading: Attribute = horizontal ? .left : .top
        let trailing: Attribute = horizontal ? .right : .bottom
        let center: Attribute = horizontal ? .centerX : .centerY
        let dimension: Attribute = horizontal ? .width : .height
        let trailingMargin = superview - position - size
        guard position.isFinite, size.isFinite, superview.isFinite else { return nil }
        switch (flexibleLeading, flexibleSize, flexibleTrailing) {
        case (false, false, _):
            return [IRConstraint(child, leading, .equal, parent, leading, constant: position, origin: origin),
                    IRConstraint(child, dimension, .equal, constant: size, origin: origin)]
        case (true, false, false):
            return [IRConstraint(child, trailing, .equal, parent, trailing, constant: -trailingMargin, origin: origin),
                    IRConstraint(child, dimension, .equal, constant: size, origin: origin)]
        case (false, true, false):
            return [IRConstraint(child, leading, .equal, parent, leading, constant: position, origin: origin),
                    IRConstraint(child, trailing, .equal, parent, trailing, constant: -trailingMargin, origin: origin)]
        case (false, true, true):
            // The size and the trailing margin share a change in proportion to their lengths.
            let flexible = size + trailingMargin
            guard flexible > 0 else { return nil }
            let share = size / flexible
            return [IRConstraint(child, leading, .equal, parent, leading, constant: position, origin: origin),
                    IRConstraint(child, dimension, .equal, parent, dimension, multiplier: share,
                                 constant: size - share * superview, origin: origin)]
        case (true, false, true) where abs(position - trailingMargin) < 0.001:
            return [IRConstraint(child, center, .equal, parent, center, constant: 0, origin: origin),
                    IRConstraint(child, dimension, .equal, constant: size, origin: origin)]
        default:
            return nil
        }
    }
}
