import LayoutEngine
import LayoutIR

/// Text that Dynamic Type grows past the room the constraints give it: a view with a text style
/// whose solved width or height is below its intrinsic size at the environment's text size
/// (its compression resistance gave way), so its line is cut off.
enum TextSizeLint {
    static func findings(in solution: LayoutSolution, prepared: PreparedScreen, uikit: UIKitMetrics) -> [Finding] {
        let index = prepared.index
        var findings: [Finding] = []
        for view in solution.views where !view.isHidden {
            guard let node = index.node(named: view.name), node.properties.textStyle != nil,
                  let needed = IntrinsicContentSize.of(node, in: solution.environment, uikit: uikit) else { continue }
            var short: [String] = []
            if needed.width > 0, view.frame.width < needed.width - FrameLint.tolerance {
                short.append("\(formatNumber(view.frame.width)) of the \(formatNumber(rounded(needed.width))) pt wide its text needs")
            }
            if needed.height > 0, view.frame.height < needed.height - FrameLint.tolerance {
                short.append("\(formatNumber(view.frame.height)) of the \(formatNumber(rounded(needed.height))) pt tall")
            }
            guard !short.isEmpty, let style = node.properties.textStyle else { continue }
            let size = DynamicTypeSizes.pointSize(style, at: solution.environment.contentSize)
            let notes = [
                DiagnosticNote("on \(solution.environment.name) it gets \(short.joined(separator: " and ")) (\(style.rawValue) at \(solution.environment.contentSize.rawValue) is \(formatNumber(size)) pt)"),
                DiagnosticNote("let it grow: no fixed length on that axis, 'lines 0' to wrap, or a lower compression resistance on a neighbour"),
            ]
            findings.append(Finding(key: "truncated|\(view.name)|\(short.count)", diagnostic: RuleRegistry.rule(.textTruncated).diagnostic(
                "'\(view.name)' is too small for its text", at: node.span, notes: notes)))
        }
        return findings
    }

    /// To the pixel of a 2x screen, for messages.
    private static func rounded(_ value: Double) -> Double { (value * 2).rounded() / 2 }
}
