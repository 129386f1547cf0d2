import LayoutEngine
import LayoutIR

/// Text that Dynamic Type (or its own length) grows past the room the constraints give it: a
/// view with a text style or a line count whose solved width or height is below what its text
/// needs at the environment's text size and its width (its compression resistance gave way), or
/// that needs more lines than its limit, so its text is cut off. A text field's text scrolls
/// inside it (UIKit), so a translated text field is no finding.
enum TextSizeLint {
    static func findings(in solution: LayoutSolution, prepared: PreparedScreen, uikit: UIKitMetrics) -> [Finding] {
        let index = prepared.index
        var findings: [Finding] = []
        for view in solution.views where !view.isHidden {
            guard let node = index.node(named: view.name),
                  node.properties.textStyle != nil || node.properties.lines != nil
                    || (solution.environment.pseudoLocalized && IntrinsicContentSize.bearsText(node) && node.kind != .textField),
                  let line = IntrinsicContentSize.oneLine(node, in: solution.environment, uikit: uikit)
            else { continue }
            let needed = IntrinsicContentSize.wrapped(line, of: node,
                                                      at: IntrinsicContentSize.wraps(node) ? view.frame.width + FrameLint.tolerance : nil)
            var short: [String] = []
            if needed.width > 0, view.frame.width < needed.width - FrameLint.tolerance {
                short.append("\(formatNumber(rounded(view.frame.width))) of the \(formatNumber(rounded(needed.width))) pt wide its text needs")
            }
            // A document's heights are often its host's (a cell, a freeform view): only widths there.
            if needed.height > 0, view.frame.height < needed.height - FrameLint.tolerance, node.source == nil {
                let lines = IntrinsicContentSize.wraps(node) && line.width > 0
                    ? Int((line.width / (view.frame.width + FrameLint.tolerance)).rounded(.up)) : 1
                short.append("\(formatNumber(rounded(view.frame.height))) of the \(formatNumber(rounded(needed.height))) pt tall its text needs"
                             + (lines > 1 ? " on \(lines) lines" : ""))
            }
            let wrapWidth = view.frame.width + FrameLint.tolerance
            if IntrinsicContentSize.exceedsLineLimit(node, oneLine: line, wrapWidth: wrapWidth), let limit = node.properties.lines {
                short.append("\(limit) lines where its text needs \(Int((line.width / wrapWidth).rounded(.up)))")
            }
            guard !short.isEmpty else { continue }
            // A document's text sizes are estimates: only what Dynamic Type or a translation adds
            // is a finding there, and never for text the app's code sets.
            if node.source != nil {
                let environment = solution.environment
                guard environment.contentSize > .large || environment.pseudoLocalized,
                      node.source?.setByCode.contains(.content) != true else { continue }
                var atDefault = environment
                atDefault.contentSize = .large
                atDefault.pseudoLocalized = false
                if let drawn = IntrinsicContentSize.oneLine(node, in: atDefault, uikit: uikit),
                   view.frame.width < drawn.width - FrameLint.tolerance { continue }
            }
            var detail = solution.environment.pseudoLocalized ? " (translated: a text grows by up to 100 %)" : ""
            if let style = node.properties.textStyle {
                let size = DynamicTypeSizes.pointSize(style, at: solution.environment.contentSize)
                detail = " (\(style.rawValue) at \(solution.environment.contentSize.rawValue) is \(formatNumber(size)) pt)"
            }
            let notes = [
                DiagnosticNote("on \(solution.environment.name) it gets \(short.joined(separator: " and "))\(detail)"),
                DiagnosticNote("let it grow: no fixed length on that axis, 'lines 0' to wrap, or a lower compression resistance on a neighbour"),
            ]
            findings.append(Finding(key: "truncated|\(view.name)|\(short.count)", diagnostic: RuleRegistry.rule(.textTruncated).diagnostic(
                "'\(view.name)' is too small for its text", at: node.span, notes: notes)))
        }
        return findings
    }

    /// To a hundredth of a point, for messages (frames on a 3x screen are thirds).
    private static func rounded(_ value: Double) -> Double { (value * 100).rounded() / 100 }
}
