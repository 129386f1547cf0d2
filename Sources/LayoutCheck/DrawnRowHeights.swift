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
    static func findings(in solution: LayoutSolution, screen: LayoutScreen, skipping: Set<String>,
                         metrics: UIKitMetrics = DeviceCatalog.standard.metrics) -> (findings: [Finding], views: Set<String>) {
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
            for (follower, moved) in following(node, in: solution, screen: screen, metrics: metrics)
            where !skipping.contains(follower.name) && !views.contains(follower.name) {
                findings.append(Finding(key: "drawn-row-height|\(follower.name)", diagnostic: LayoutDiagnostic(
                    severity: .info,
                    message: "the \(moved) of \(DesignFrameCheck.describe(follower)) is ambiguous in the design: it follows the height of its cell's content view, which the content's constraints do not fix",
                    span: follower.span,
                    notes: [DiagnosticNote("the row's drawn height (\(row) pt) places it, but the content's required constraints already give the content view \(content) pt; without the drawn height nothing fixes it, and the table's row height decides it in the app"),
                            DiagnosticNote(follower.source?.flaggedAmbiguous == true ? "Xcode flagged it ambiguous too"
                                           : "Xcode did not flag it when the document was saved")],
                    ruleID: .ambiguousLayout)))
                views.insert(follower.name)
            }
        }
        return (findings, views)
    }

    /// How far the drawn row height is moved to see what follows it: more than any row is tall.
    static let probe = 1000.0

    /// The views inside `contentView` whose frame in their superview changes when the row's drawn
    /// height does (laid out again with it `probe` points taller and shorter), with what moves
    /// ("height", "y and height"). Xcode judges them without the drawn height, which the content
    /// already overrides, so what only that height placed is ambiguous to it.
    static func following(_ contentView: ViewNode, in solution: LayoutSolution, screen: LayoutScreen,
                          metrics: UIKitMetrics) -> [(view: ViewNode, moved: String)] {
        guard let index = screen.constraints.firstIndex(where: {
            $0.origin.syntax == .autoresizing && $0.firstItem == LayoutItem(view: contentView.name)
                && $0.firstAttribute == .bottom && !$0.priority.isRequired
        }) else { return [] }
        let base = Dictionary(solution.views.map { ($0.name, $0.frame) }, uniquingKeysWith: { first, _ in first })
        var descendants: [ViewNode] = []
        var stack = contentView.children
        while let next = stack.popLast() {
            descendants.append(next)
            stack.append(contentsOf: next.children)
        }
        var moved: [String: Set<String>] = [:]
        for shift in [probe, -probe] {
            var probed = screen
            probed.constraints[index].constant -= shift
            let frames = LayoutSolver.solve(probed, in: solution.environment, metrics: metrics).views
            for frame in frames {
                guard let before = base[frame.name] else { continue }
                let parts = [("x", before.x, frame.frame.x), ("y", before.y, frame.frame.y),
                             ("width", before.width, frame.frame.width), ("height", before.height, frame.frame.height)]
                for (name, old, new) in parts where abs(old - new) > tolerance { moved[frame.name, default: []].insert(name) }
            }
        }
        return descendants.compactMap { view in
            guard let parts = moved[view.name] else { return nil }
            let ordered = ["x", "y", "width", "height"].filter(parts.contains)
            return (view, ordered.joined(separator: " and "))
        }
    }
}
