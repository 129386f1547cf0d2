import LayoutEngine
import LayoutIR

/// Table cell content views, laid out as designed, whose content's constraints give the row
/// another height than the document draws (``LayoutIR/ViewSourceInfo/drawnRowHeight``).
///
/// The content view's height then has two answers, and which one the app gets is the table's
/// to decide: with self-sizing rows (`UITableView.automaticDimension`) the content's, with a
/// fixed `rowHeight` the drawn one, which one of the content's required constraints cannot
/// meet. Xcode flags such a content view `ambiguous`; vflc reports it as an ambiguity of the
/// design (an `info`: on the devices the row's height is checked as the app gives it), and the
/// content is laid out at its own height, as Interface Builder draws it.
enum DrawnRowHeights {
    /// Differences up to this many points are the stored numbers' noise (`43.666667938232422`
    /// for 43⅔), not another height. Anything larger counts, one pixel included: Xcode flags a
    /// content view drawn 49.5 pt tall (a 50-pt row less its 0.5-pt separator) whose content
    /// needs 50.
    static let tolerance = 0.01

    /// One finding per content view whose solved height is more than ``tolerance`` from its
    /// drawn row height, and the names of those views; views in `skipping` (already ambiguous, or
    /// in a conflict) have their own finding.
    static func findings(in solution: LayoutSolution, screen: LayoutScreen,
                         skipping: Set<String>) -> (findings: [Finding], views: Set<String>) {
        var drawn: [String: (node: ViewNode, height: Double)] = [:]
        for (view, _) in screen.allViews {
            if let height = view.source?.drawnRowHeight { drawn[view.name] = (view, height) }
        }
        guard !drawn.isEmpty else { return ([], []) }
        var findings: [Finding] = []
        var views = Set<String>()
        for frame in solution.views where !frame.isHidden && !skipping.contains(frame.name) {
            guard let (node, height) = drawn[frame.name], abs(frame.frame.height - height) > tolerance else { continue }
            let content = formatNumber(frame.frame.height)
            let row = formatNumber(height)
            var notes = [
                "the table decides the row's height: with self-sizing rows (UITableView.automaticDimension, the default since iOS 11) it is the content's \(content) pt; with a fixed rowHeight of \(row) pt one of the content's required constraints cannot hold",
                "vflc lays the content out at its own height, as Interface Builder draws it; setting the row height in Interface Builder to \(content) removes the ambiguity",
            ]
            notes.append(node.source?.flaggedAmbiguous == true ? "Xcode flagged it ambiguous too"
                         : "Xcode did not flag it when the document was saved: the constraints or the row height were probably changed since")
            let diagnostic = LayoutDiagnostic(
                severity: .info,
                message: "the height of \(DesignFrameCheck.describe(node)) is ambiguous in the design: its content's constraints make it \(content) pt tall, the document draws its row \(row) pt",
                span: node.span, notes: notes.map { DiagnosticNote($0) }, ruleID: .ambiguousLayout)
            findings.append(Finding(key: "drawn-row-height|\(node.name)", diagnostic: diagnostic))
            views.insert(node.name)
        }
        return (findings, views)
    }
}
