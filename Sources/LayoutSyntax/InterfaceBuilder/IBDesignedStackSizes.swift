import LayoutIR

extension IBScreenBuilder {
    /// As designed only: an arranged subview of a stack that does not fill it across its axis
    /// keeps its stored size there, at priority 50.
    ///
    /// UIKit gives such a view `size == 0 @25` (`UISV-ambiguity-suppression`), so a plain view
    /// that nothing else sizes collapses at run time; Interface Builder's canvas keeps the size the
    /// view was drawn at instead (240 pt, the width of a new view, in documents of public apps).
    /// Priority 50 is above the suppression and the canvas fit (49), below every constraint and
    /// content priority a document can hold, so it decides only what nothing else decides.
    func designedArrangedSizes(in root: ViewNode) -> [IRConstraint] {
        guard context.options.asDesigned else { return [] }
        var storedSizes: [String: LayoutSize] = [:]
        for record in records {
            if let frame = record.frame { storedSizes[record.name] = LayoutSize(width: frame.width, height: frame.height) }
        }
        var result: [IRConstraint] = []
        var stack: [ViewNode] = [root]
        while let node = stack.popLast() {
            stack.append(contentsOf: node.children)
            guard node.kind == .stackView, let properties = node.properties.stack, properties.alignment != .fill else { continue }
            let across: Attribute = properties.axis == .horizontal ? .height : .width
            for child in node.children {
                guard let size = storedSizes[child.name] else { continue }
                let value = across == .width ? size.width : size.height
                let origin = ConstraintOrigin(syntax: .environment, span: child.span,
                                              detail: "as designed: Interface Builder keeps the size it drew an unsized arranged view at")
                result.append(IRConstraint(LayoutItem(view: child.name), across, .equal, constant: value,
                                           priority: Priority(clamping: 50), origin: origin))
            }
        }
        return result
    }
}
