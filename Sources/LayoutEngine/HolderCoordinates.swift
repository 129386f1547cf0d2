import LayoutIR

/// Where a constraint's numbers are measured, and in which direction.
extension Lowering {
    /// UIKit evaluates a constraint in the coordinates of the view that holds it, the nearest
    /// common ancestor of its items. Frames here are in root coordinates, which only matters when
    /// a multiplier scales a position: with the holder's origin `o`,
    /// `(lhs − o) − m·(rhs − o) − c` is the root-coordinate expression minus `(1 − m)·o`.
    func holderOriginCorrection(_ constraint: IRConstraint, mirrored: Bool) -> LayoutExpression {
        let multiplier = constraint.multiplier
        guard multiplier != 1, multiplier.isFinite, let second = constraint.secondItem,
              constraint.firstAttribute.kind == .location, constraint.secondAttribute.kind == .location,
              let axis = constraint.firstAttribute.axis,
              let first = holderIndex(of: constraint.firstItem.view), let other = holderIndex(of: second.view)
        else { return LayoutExpression() }
        let holder = tree.commonAncestor(first, other)
        guard holder != 0 else { return LayoutExpression() }  // the root's origin is (0, 0)
        let frame = variables[holder]
        let origin: LayoutExpression
        if axis == .vertical {
            origin = LayoutExpression(frame.top)
        } else if mirrored {
            // In a mirrored constraint x runs leftwards from the holder's right edge.
            origin = (LayoutExpression(frame.left) + LayoutExpression(frame.width)) * -1
        } else {
            origin = LayoutExpression(frame.left)
        }
        return origin * -(1 - multiplier)
    }

    /// The tree index of the view an item belongs to; a stack view's helper rectangles
    /// (`stack~spanner`) belong to the stack view.
    func holderIndex(of view: String) -> Int? {
        if let index = tree.index(of: view) { return index }
        guard let cut = view.firstIndex(of: "~") else { return nil }
        return tree.index(of: String(view[..<cut]))
    }

    /// The effective direction of a view (`effectiveUserInterfaceLayoutDirection`): its
    /// `semanticContentAttribute`, else the environment's. A constraint that relates leading or
    /// trailing is resolved with the direction of its first item.
    func isRightToLeft(_ view: String) -> Bool {
        guard hasSemanticOverrides else { return metrics.environment.direction == .rtl }
        let attribute = holderIndex(of: view).map { tree[$0].node.properties.semanticContentAttribute } ?? .unspecified
        return EnvironmentMetrics.isRightToLeft(attribute, metrics.environment.direction)
    }
}
