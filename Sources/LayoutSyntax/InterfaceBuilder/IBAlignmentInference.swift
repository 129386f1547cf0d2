/// Whether a control's stored frame is its alignment rect. Xcode versions differ: most
/// documents store a slider's frame 2 pt wider than the rect constraints act on, some store the
/// rect itself. A control's own constraints tell which: a required `==` between one of its
/// edges and a plain edge of a view whose frame is stored puts that edge at a known place,
/// and the stored frame either is there (no insets) or is the insets away from it.
extension IBScreenBuilder {
    /// Elements of controls whose constraints show their stored frame is their alignment rect.
    func controlsStoringAlignmentRects(_ constraints: [IRConstraint]) -> Set<Int> {
        var frames: [String: (rect: LayoutRect, element: Int)] = [:]
        for record in records {
            if let frame = record.absoluteFrame { frames[record.name] = (frame, record.element) }
        }
        if !isFreeform, let root = records.first?.absoluteFrame { frames[LayoutItem.rootName] = (root, records[0].element) }
        var result = Set<Int>()
        for constraint in constraints where constraint.origin.syntax == .interfaceBuilder
            && constraint.relation == .equal && constraint.priority.isRequired && constraint.multiplier == 1 {
            guard let second = constraint.secondItem, second.guide == nil, constraint.firstItem.guide == nil else { continue }
            for (control, other, controlAttribute, otherAttribute, sign) in [
                (constraint.firstItem.view, second.view, constraint.firstAttribute, constraint.secondAttribute, 1.0),
                (second.view, constraint.firstItem.view, constraint.secondAttribute, constraint.firstAttribute, -1.0)] {
                guard let (controlFrame, element) = frames[control], let (otherFrame, otherElement) = frames[other] else { continue }
                let insets = IBViewKinds.alignmentInsets(of: tree.nodes[element].name)
                guard insets != .zero,
                      IBViewKinds.alignmentInsets(of: tree.nodes[otherElement].name) == .zero,
                      !["scrollView", "tableView", "collectionView", "textView"].contains(tree.nodes[otherElement].name),
                      let otherEdge = Self.edge(otherAttribute, of: otherFrame),
                      let controlEdge = Self.edge(controlAttribute, of: controlFrame) else { continue }
                // control = other + c (sign 1), or other = control + c (sign −1).
                let implied = otherEdge + sign * constraint.constant
                let inset: Double
                switch controlAttribute {
                case .left, .leading: inset = insets.left
                case .right, .trailing: inset = -insets.right
                case .top: inset = insets.top
                case .bottom: inset = -insets.bottom
                default: continue
                }
                if inset != 0, abs(controlEdge - implied) < 0.26, abs(controlEdge + inset - implied) >= 0.26 {
                    result.insert(element)
                }
            }
        }
        // A stack view that fills its cross axis (`alignment` fill, Interface Builder's default,
        // which it leaves unwritten) puts an arranged control's alignment rect on its edges, as a
        // constraint would (Apple, "UIStackView.Alignment.fill"): a control stored exactly across
        // the stack stores that rect (vlc-ios's sliders, stored at their vertical stack's width).
        for record in records {
            guard let parent = record.parent, let frame = record.frame, let stackFrame = records[parent].frame else { continue }
            let stack = tree.nodes[records[parent].element]
            guard stack.name == "stackView", stack["alignment"] == nil || stack["alignment"] == "fill" else { continue }
            let insets = IBViewKinds.alignmentInsets(of: tree.nodes[record.element].name)
            let vertical = stack["axis"] == "vertical"
            let across = vertical
                ? insets.left + insets.right > 0 && abs(frame.minX) < 0.26 && abs(frame.width - stackFrame.width) < 0.26
                : insets.top + insets.bottom > 0 && abs(frame.minY) < 0.26 && abs(frame.height - stackFrame.height) < 0.26
            if across { result.insert(record.element) }
        }
        return result
    }

    /// An edge of a frame in root coordinates (left-to-right); `nil` for other attributes.
    private static func edge(_ attribute: Attribute, of frame: LayoutRect) -> Double? {
        switch attribute {
        case .left, .leading: return frame.minX
        case .right, .trailing: return frame.maxX
        case .top: return frame.minY
        case .bottom: return frame.maxY
        default: return nil
        }
    }
}
