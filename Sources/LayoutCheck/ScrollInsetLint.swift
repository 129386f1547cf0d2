import LayoutEngine
import LayoutIR

/// `scroll-content-under-bar`: a scroll view told not to adjust its content inset
/// (`contentInsetAdjustmentBehavior = .never`, or `.automatic` in a view controller with
/// `automaticallyAdjustsScrollViewInsets = false`) whose frame reaches under a navigation bar,
/// tab bar or toolbar by more than its adjusted content inset: the content at that end starts
/// hidden behind the bar.
enum ScrollInsetLint {
    static func findings(in solution: LayoutSolution, index: ScreenIndex) -> [Finding] {
        let metrics = solution.metrics
        let bars = metrics.environment.bars
        let topBar = metrics.navigationBarFrame
        let bottomBarsTop = [metrics.tabBarFrame?.minY, metrics.toolbarFrame?.minY].compactMap { $0 }.min()
        guard topBar != nil || bottomBarsTop != nil else { return [] }
        var findings: [Finding] = []
        for view in solution.views where view.kind.isScrollView && !view.isHidden {
            guard let node = index.node(named: view.name), let inset = view.adjustedContentInset else { continue }
            let behavior = node.properties.contentInsetAdjustmentBehavior
            let declined = behavior == .never || (behavior == .automatic && !bars.automaticallyAdjustsScrollViewInsets)
            guard declined else { continue }
            // The view's frame on the screen (root coordinates shifted by the root's origin).
            let top = view.absoluteFrame.minY + metrics.rootFrame.minY
            let bottom = top + view.absoluteFrame.height
            var hidden: [String] = []
            // A bar the app makes transparent shows the content under it: meant, not hidden.
            if let topBar, !bars.navigationBarIsTransparent, top < topBar.maxY - FrameLint.tolerance, topBar.maxY - top > inset.top + FrameLint.tolerance {
                hidden.append("\(FrameTableNumber.text(topBar.maxY - top - inset.top)) pt under the navigation bar")
            }
            if let bottomBarsTop, bottom > bottomBarsTop + FrameLint.tolerance,
               bottom - bottomBarsTop > inset.bottom + FrameLint.tolerance {
                let bar = metrics.toolbarFrame?.minY == bottomBarsTop ? "toolbar" : "tab bar"
                hidden.append("\(FrameTableNumber.text(bottom - bottomBarsTop - inset.bottom)) pt under the \(bar)")
            }
            guard !hidden.isEmpty else { continue }
            let why = behavior == .never ? "contentInsetAdjustmentBehavior is never"
                : "automaticallyAdjustsScrollViewInsets is false"
            var diagnostic = RuleRegistry.rule(.scrollContentUnderBar).diagnostic(
                "the content of '\(view.name)' starts \(hidden.joined(separator: " and ")) (\(why))", at: node.span,
                notes: [DiagnosticNote("on \(metrics.environment.name) its adjusted content inset is \(FrameTableNumber.text(inset.top)) at the top and \(FrameTableNumber.text(inset.bottom)) at the bottom"),
                        DiagnosticNote("remove 'contentInsetAdjustmentBehavior never' (automatic adds the bars' insets), or set contentInset")])
            // Under a bar the code hides and shows, content that starts below the status bar (the
            // bar's top) is hidden only while the bar is shown.
            if hidden.count == 1, hidden[0].hasSuffix("navigation bar"), bars.navigationBarMayBeAbsent,
               let topBar, top >= topBar.minY - FrameLint.tolerance {
                diagnostic = FrameLint.dependingOnBarToggle(diagnostic, bars: bars)
            }
            findings.append(Finding(key: "scroll-inset|\(view.name)|\(hidden.count)", diagnostic: diagnostic))
        }
        return findings
    }
}

/// Numbers in messages: at most three decimals, enough for @3x thirds.
enum FrameTableNumber {
    static func text(_ value: Double) -> String { formatNumber((value * 1000).rounded() / 1000) }
}
