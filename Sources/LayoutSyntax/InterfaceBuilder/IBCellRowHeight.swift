/// A table cell's content view in the design: its row's drawn height gives way to its content.
///
/// A cell fills its content view (Apple, "UITableViewCell.contentView"), and the table decides
/// the row's height at run time: its `rowHeight`, or, with self-sizing rows
/// (`UITableView.automaticDimension`, the default since iOS 11), the height the content's
/// constraints give (Apple, "Estimating the height of a table's scrolling area"). The height a
/// document draws a cell at is one of those values, not a constraint of the app. Interface
/// Builder's canvas treats it so: where the content's required constraints give another height,
/// Xcode lays the content out at that height and flags the content view `ambiguous` — public
/// documents store subviews 54.5 pt tall in a content view drawn 49.5 pt tall, and 46 of the
/// 81 content views of the development corpora whose content disagrees with the drawn row carry
/// the flag (Docs/InterfaceBuilder.md#views).
///
/// So, as designed, the content view's bottom keeps the drawn row height at priority 999: above
/// every hugging and compression resistance (the drawn height still stretches content that
/// only hugs), below the content's required constraints. The checker reports a content view
/// whose solved height differs from the drawn one (``LayoutIR/ViewSourceInfo/drawnRowHeight``).
enum IBCellRowHeight {
    /// Just below required: the content's required constraints decide the row, nothing else does.
    static let drawnHeightPriority = Priority(clamping: 999)

    /// The content view's frame in its cell, its bottom at ``drawnHeightPriority``.
    static func constraints(contentView: LayoutItem, cell: LayoutItem, frame: LayoutRect, cellSize: LayoutSize,
                            span: SourceSpan?) -> [IRConstraint] {
        let origin = ConstraintOrigin(syntax: .autoresizing, span: span,
                                      detail: "a cell's content view at its row's drawn height (\(formatNumber(frame.height)) of \(formatNumber(cellSize.height))), which its content may change")
        return [IRConstraint(contentView, .left, .equal, cell, .left, constant: frame.x, origin: origin),
                IRConstraint(contentView, .right, .equal, cell, .right, constant: frame.maxX - cellSize.width, origin: origin),
                IRConstraint(contentView, .top, .equal, cell, .top, constant: frame.y, origin: origin),
                IRConstraint(contentView, .bottom, .equal, cell, .bottom, constant: frame.maxY - cellSize.height,
                             priority: drawnHeightPriority, origin: origin)]
    }
}
