import LayoutEngine
import LayoutIR

/// The lint rules that need the solved frames: views outside their superview, zero or negative
/// sizes, content under a bar or outside the safe area, optional constraints left unsatisfied.
enum FrameLint {
    /// Tolerance in points: pixel rounding never triggers a finding.
    static let tolerance = 0.5

    static func findings(in solution: LayoutSolution, screen: LayoutScreen) -> [Finding] {
        let nodes = Dictionary(screen.allViews.map { ($0.view.name, $0.view) }, uniquingKeysWith: { a, _ in a })
        let frames = Dictionary(solution.views.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        var findings: [Finding] = []
        // A screen that disables these rules throughout (the anchor extractor's do: their frames
        // depend on content only the app knows) is not measured at all.
        let measuresViews = !RuleSuppression.isDisabled(.nonPositiveSize, in: screen)
            || !RuleSuppression.isDisabled(.viewOutsideSuperview, in: screen)
        let conflicted = measuresViews ? ConflictAnalysis.viewsInConflicts(solution) : []
        for view in solution.views where measuresViews && view.superview != nil && !view.isHidden && !conflicted.contains(view.name) {
            let span = nodes[view.name]?.span
            let frame = view.frame
            if frame.width <= 0 || frame.height <= 0 {
                let size = "\(formatNumber(frame.width)) × \(formatNumber(frame.height))"
                let what = frame.width < 0 || frame.height < 0 ? "a negative size" : "a zero size"
                findings.append(Finding(key: "size|\(view.name)|\(what)", diagnostic: RuleRegistry.rule(.nonPositiveSize).diagnostic(
                    "'\(view.name)' has \(what) (\(size))", at: span,
                    notes: [DiagnosticNote("on \(solution.environment.name) it is laid out at \(ConflictDiagnostic.format(view.absoluteFrame))")])))
            }
            // Content scrolls in scroll views and table views (a static table's rows run past its frame).
            if let parentName = view.superview, let parent = frames[parentName],
               parent.kind != .scrollView, parent.kind != .tableView,
               frame.width > 0, frame.height > 0,
               frame.minX < -tolerance || frame.minY < -tolerance
                || frame.maxX > parent.frame.width + tolerance || frame.maxY > parent.frame.height + tolerance {
                var sides: [String] = []
                if frame.minX < -tolerance { sides.append("left") }
                if frame.minY < -tolerance { sides.append("top") }
                if frame.maxX > parent.frame.width + tolerance { sides.append("right") }
                if frame.maxY > parent.frame.height + tolerance { sides.append("bottom") }
                findings.append(Finding(key: "outside|\(view.name)|\(sides)", diagnostic: RuleRegistry.rule(.viewOutsideSuperview).diagnostic(
                    "'\(view.name)' extends past the \(sides.joined(separator: " and ")) edge\(sides.count == 1 ? "" : "s") of '\(parentName)'", at: span,
                    notes: [DiagnosticNote("on \(solution.environment.name) its frame is \(ConflictDiagnostic.format(frame)) inside a \(formatNumber(parent.frame.width)) × \(formatNumber(parent.frame.height)) superview")])))
            }
        }
        if !RuleSuppression.isDisabled(.outsideSafeArea, in: screen) {
            findings += safeArea(solution, screen: screen, nodes: nodes)
        }
        findings += ScrollInsetLint.findings(in: solution, nodes: nodes)
        if !RuleSuppression.isDisabled(.unsatisfiedOptional, in: screen) {
            findings += unsatisfiedOptional(solution)
        }
        return findings
    }

    /// Direct subviews of the root, other than scroll views, whose frame reaches under the top or
    /// bottom bar area (outside the root's safe area) while the root extends under a bar.
    private static func safeArea(_ solution: LayoutSolution, screen: LayoutScreen, nodes: [String: ViewNode]) -> [Finding] {
        let metrics = solution.metrics
        let safe = metrics.rootSafeArea
        let height = metrics.rootFrame.height
        guard screen.environment.bars.navigationBar != nil || screen.environment.bars.tabBar != nil else { return [] }
        var findings: [Finding] = []
        // Scroll views are meant to run under translucent bars: their adjusted content inset
        // keeps the content clear, and `scroll-content-under-bar` reports when it does not.
        for view in solution.views where view.depth == 1 && !view.isHidden && view.frame.height > 0
            && !view.kind.isScrollView {
            var edges: [String] = []
            if safe.top > 0, view.absoluteFrame.minY < safe.top - tolerance { edges.append("top") }
            if safe.bottom > 0, view.absoluteFrame.maxY > height - safe.bottom + tolerance { edges.append("bottom") }
            guard !edges.isEmpty else { continue }
            let bar = edges.contains("top") && metrics.navigationBarFrame != nil ? "under the navigation bar"
                : edges.contains("bottom") && metrics.tabBarFrame != nil ? "under the tab bar" : "outside the safe area"
            findings.append(Finding(key: "safe|\(view.name)|\(edges)", diagnostic: RuleRegistry.rule(.outsideSafeArea).diagnostic(
                "'\(view.name)' reaches \(bar) (past the safe area's \(edges.joined(separator: " and ")))", at: nodes[view.name]?.span,
                notes: [DiagnosticNote("on \(metrics.environment.name) it is at \(ConflictDiagnostic.format(view.absoluteFrame)); the safe area is \(FrameTableNumber.text(safe.top)) from the top and \(FrameTableNumber.text(safe.bottom)) from the bottom"),
                        DiagnosticNote("pin it to view.safeArea if its content must stay visible")])))
        }
        return findings
    }

    private static func unsatisfiedOptional(_ solution: LayoutSolution) -> [Finding] {
        var findings: [Finding] = []
        for lowered in solution.system.constraints where !lowered.priority.isRequired && !lowered.origin.syntax.isImplicit {
            let violation = lowered.violation(in: solution)
            guard violation > tolerance else { continue }
            let place = lowered.origin.span.map { "\($0.offset)" } ?? "-"
            findings.append(Finding(key: "optional|\(lowered.constraint)|\(place)", diagnostic: RuleRegistry.rule(.unsatisfiedOptional).diagnostic(
                "optional constraint '\(lowered.constraint)' (priority \(formatNumber(Double(lowered.priority.value)))) is not satisfied",
                at: lowered.origin.span,
                notes: [DiagnosticNote("it misses by \(formatNumber((violation * 2).rounded() / 2)) pt on \(solution.environment.name)")])))
        }
        return findings
    }
}
