import LayoutIR
import LayoutEngine

/// The human-readable frame table: one block per environment, a header line naming the screen
/// and environment, a line of environment facts, then one row per view indented by its depth.
///
/// ```
/// Login — iPhoneSE portrait ltr
///   screen 320×568 @2x · size classes wC hR · root (0, 64, 320, 504) · safe area top 0 bottom 0 · margins 16/16 · navigationBar opaque
///   view                    x      y   width  height
///   view        view        0     64     320     504
///     title     label      16     84     288      21
/// ```
enum FrameTextRenderer {
    static func render(_ tables: [FrameTable], options: FrameTableOptions) -> String {
        var blocks: [String] = []
        for table in tables {
            for solution in table.solutions {
                blocks.append(block(screen: table.screen, solution: solution, options: options))
            }
        }
        return blocks.joined(separator: "\n")
    }

    private static func block(screen: String, solution: LayoutSolution, options: FrameTableOptions) -> String {
        let metrics = solution.metrics
        var lines = ["\(screen) — \(solution.environment.name)" + (options.absolute ? " (root coordinates)" : "")]
        lines.append("  " + facts(metrics))

        let headers = ["view", "kind", "x", "y", "width", "height", ""]
        var rows: [[String]] = []
        for view in solution.views {
            let frame = FrameTableRenderer.frame(view, options)
            var notes: [String] = []
            if let size = view.contentSize {
                notes.append("contentSize \(FrameTableRenderer.number(size.width))×\(FrameTableRenderer.number(size.height))")
            }
            if let inset = view.adjustedContentInset {
                let edges = [("top", inset.top), ("left", inset.left), ("bottom", inset.bottom), ("right", inset.right)]
                    .filter { $0.1 != 0 }.map { "\($0.0) \(FrameTableRenderer.number($0.1))" }
                if !edges.isEmpty { notes.append("adjustedContentInset " + edges.joined(separator: " ")) }
            }
            if view.isHidden { notes.append("hidden") }
            rows.append([String(repeating: "  ", count: min(view.depth, 40)) + view.name, view.kind.keyword,
                         FrameTableRenderer.number(frame.x), FrameTableRenderer.number(frame.y),
                         FrameTableRenderer.number(frame.width), FrameTableRenderer.number(frame.height),
                         notes.joined(separator: ", ")])
        }
        var widths = headers.map(\.count)
        for row in rows {
            for (column, cell) in row.enumerated() { widths[column] = max(widths[column], cell.count) }
        }
        func line(_ cells: [String]) -> String {
            var text = "  "
            for (column, cell) in cells.enumerated() {
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                switch column {
                case 0, 1: text += cell + padding + "  "       // names left-aligned
                case 6: text += cell                             // notes, last
                default: text += padding + cell + "  "          // numbers right-aligned
                }
            }
            while text.hasSuffix(" ") { text.removeLast() }
            return text
        }
        lines.append(line(headers))
        lines.append(contentsOf: rows.map(line))
        return lines.joined(separator: "\n") + "\n"
    }

    /// `screen 320×568 @2x · size classes wC hR · root (0, 64, 320, 504) · safe area (top 0, …) · navigationBar opaque`.
    static func facts(_ metrics: EnvironmentMetrics) -> String {
        let n = FrameTableRenderer.number
        let screen = metrics.screenSize
        let root = metrics.rootFrame
        let safe = metrics.rootSafeArea
        var parts = ["screen \(n(screen.width))×\(n(screen.height)) @\(n(metrics.scale))x",
                     // UIKit's trait notation: w and h, Compact or Regular (`wC hR`).
                     "size classes " + SizeClassPair(horizontal: metrics.horizontalSizeClass, vertical: metrics.verticalSizeClass).traitNotation,
                     "root (\(n(root.x)), \(n(root.y)), \(n(root.width)), \(n(root.height)))",
                     "safe area \(n(safe.top)) \(n(safe.left)) \(n(safe.bottom)) \(n(safe.right))",
                     "topLayoutGuide \(n(metrics.topLayoutGuideLength))",
                     "bottomLayoutGuide \(n(metrics.bottomLayoutGuideLength))"]
        let bars = metrics.environment.bars.summary
        if !bars.isEmpty { parts.append(bars) }
        return parts.joined(separator: " · ")
    }
}
