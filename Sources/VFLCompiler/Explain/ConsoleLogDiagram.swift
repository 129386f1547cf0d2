import LayoutIR
import LayoutSyntax

/// Diagrams of explained conflicts. A log fixes views along one axis at a time, so each view of
/// the minimal set gets a lane of its own: a horizontal conflict draws every view as a bar at
/// the x and width the re-solve gives (with the better break choice, else UIKit's), one row each;
/// a vertical conflict draws columns. The constraints are lines between the attributes they tie,
/// numbered as in the text report and listed under the picture; the one UIKit broke is dashed red.
public enum ConsoleLogDiagram {
    static let width = 720.0
    static let margin = 40.0
    static let lane = 44.0
    static let legendLine = 15.0

    /// One SVG document with a panel per conflict.
    public static func svg(_ log: ConsoleLog, _ explanations: [ConsoleLogExplanation]) -> String {
        let heights = explanations.map { panelHeight(log, $0) }
        let total = max(60, heights.reduce(0, +))
        var writer = SVGWriter()
        writer.open("svg", [("xmlns", "http://www.w3.org/2000/svg"), ("width", formatNumber(width)),
                            ("height", formatNumber(total)), ("viewBox", "0 0 \(formatNumber(width)) \(formatNumber(total))"),
                            ("font-family", "Helvetica, Arial, sans-serif"), ("font-size", "11")])
        writer.element("title", text: "vflc explain — \(log.file.path)")
        var top = 0.0
        for (explanation, height) in zip(explanations, heights) {
            panel(&writer, log: log, explanation: explanation, top: top)
            top += height
        }
        if explanations.isEmpty {
            writer.element("text", [("x", "20"), ("y", "30")], text: "no conflict log found")
        }
        writer.close("svg")
        return writer.text
    }

    /// One self-contained page: per file, its diagram and the text report.
    public static func html(_ pages: [(ConsoleLog, [ConsoleLogExplanation])]) -> String {
        var writer = HTMLWriter()
        writer.raw("<!DOCTYPE html>\n")
        writer.open("html", [("lang", "en")])
        writer.open("head")
        writer.void("meta", [("charset", "utf-8")])
        writer.element("title", text: "vflc explain")
        writer.open("style")
        writer.raw("body{font-family:Helvetica,Arial,sans-serif;margin:24px}pre{background:#f5f5f5;padding:12px;white-space:pre-wrap}")
        writer.close("style")
        writer.close("head")
        writer.open("body")
        for (log, explanations) in pages {
            writer.element("h2", text: log.file.path)
            writer.raw(svg(log, explanations))
            writer.element("pre", text: ConsoleLogReport.text(log, explanations))
        }
        writer.close("body")
        writer.close("html")
        writer.newline()
        return writer.text
    }

    /// The members drawn and the views they name, in first-mention order.
    private static func contents(_ log: ConsoleLog, _ explanation: ConsoleLogExplanation) -> (members: [Int], views: [String]) {
        let conflict = log.conflicts[explanation.conflictIndex]
        let members = explanation.minimalSet.isEmpty ? Array(conflict.constraints.indices) : explanation.minimalSet
        var views: [String] = []
        for index in members {
            for view in conflict.constraints[index].viewNames where !views.contains(view) { views.append(view) }
        }
        return (members, views)
    }

    private static func panelHeight(_ log: ConsoleLog, _ explanation: ConsoleLogExplanation) -> Double {
        let (members, views) = contents(log, explanation)
        return 2 * margin + Double(views.count) * lane + Double(members.count) * legendLine + 20
    }

    /// The axis every drawn constraint is on, or `nil` when they mix (drawn as rows anyway).
    private static func axis(_ members: [Int], _ conflict: ConsoleLogConflict) -> LayoutAxis {
        let vertical = ["top", "bottom", "height", "centerY", "topMargin", "bottomMargin", "centerYWithinMargins",
                        "firstBaseline", "lastBaseline"]
        let attributes = members.flatMap { conflict.constraints[$0].terms.map(\.operand.attribute) }
        return !attributes.isEmpty && attributes.allSatisfy(vertical.contains) ? .vertical : .horizontal
    }

    private static func panel(_ writer: inout SVGWriter, log: ConsoleLog, explanation: ConsoleLogExplanation, top: Double) {
        let conflict = log.conflicts[explanation.conflictIndex]
        let verdict = explanation.verdict?.rawValue ?? "not re-solved"
        writer.element("text", [("x", "12"), ("y", formatNumber(top + 18)), ("font-weight", "bold")],
                       text: "conflict \(explanation.conflictIndex + 1): \(verdict)")
        let (members, shown) = contents(log, explanation)
        guard !shown.isEmpty else { return }
        let along = axis(members, conflict)
        let source = explanation.betterFrames.isEmpty ? explanation.brokenFrames : explanation.betterFrames
        var spans: [String: (start: Double, length: Double)] = [:]
        for frame in source where shown.contains(frame.view) {
            spans[frame.view] = along == .horizontal ? (frame.frame.x, frame.frame.width) : (frame.frame.y, frame.frame.height)
        }
        for (offset, view) in shown.enumerated() where spans[view] == nil { spans[view] = (Double(offset) * 60, 50) }
        let low = spans.values.map { min($0.start, $0.start + $0.length) }.min() ?? 0
        let high = spans.values.map { max($0.start, $0.start + $0.length) }.max() ?? 1
        let room = along == .horizontal ? width - 2 * margin - 160 : Double(shown.count) * lane
        let scale = min(room / max(1, high - low), 4)
        let origin = top + margin
        // Position along the axis → drawing coordinate; lane → the other coordinate.
        func position(_ value: Double) -> Double {
            along == .horizontal ? margin + (value - low) * scale : origin + (value - low) * scale
        }
        func laneCenter(_ index: Int) -> Double {
            along == .horizontal ? origin + Double(index) * lane + lane / 2 : margin + 170 + Double(index) * 90
        }
        let palette = ["#2f80ed", "#27ae60", "#9b51e0", "#f2994a", "#2d9cdb", "#bb6bd9", "#219653", "#828282"]
        for (index, view) in shown.enumerated() {
            guard let span = spans[view] else { continue }
            let color = palette[index % palette.count]
            let start = position(min(span.start, span.start + span.length))
            let length = max(2, abs(span.length) * scale)
            let center = laneCenter(index)
            let rect: [(String, String)] = along == .horizontal
                ? [("x", formatNumber(start)), ("y", formatNumber(center - 11)), ("width", formatNumber(length)), ("height", "22")]
                : [("x", formatNumber(center - 30)), ("y", formatNumber(start)), ("width", "60"), ("height", formatNumber(length))]
            writer.empty("rect", rect + [("fill", color), ("fill-opacity", "0.15"), ("stroke", color)])
            let labelPosition = along == .horizontal
                ? [("x", formatNumber(width - margin - 150)), ("y", formatNumber(center + 4))]
                : [("x", formatNumber(center - 30)), ("y", formatNumber(origin - 6))]
            writer.element("text", labelPosition + [("fill", color)], text: log.displayName(of: view))
        }
        for index in members {
            let printed = conflict.constraints[index]
            let points = printed.terms.compactMap { term -> (Double, Double)? in
                guard let lane = shown.firstIndex(of: term.operand.view), let span = spans[term.operand.view] else { return nil }
                let value = position(anchor(span, term.operand.attribute))
                return value.isFinite ? (value, laneCenter(lane)) : nil
            }
            guard let first = points.first else { continue }
            let last = points.count > 1 ? points[points.count - 1] : first
            let broken = conflict.brokenIndex == index
            let stroke = broken ? "#eb5757" : "#333333"
            var line: [(String, String)]
            if points.count > 1 {
                line = along == .horizontal
                    ? [("x1", formatNumber(first.0)), ("y1", formatNumber(first.1)), ("x2", formatNumber(last.0)), ("y2", formatNumber(last.1))]
                    : [("x1", formatNumber(first.1)), ("y1", formatNumber(first.0)), ("x2", formatNumber(last.1)), ("y2", formatNumber(last.0))]
            } else {
                // A size: a dimension line along the bar.
                let span = spans[printed.terms[0].operand.view] ?? (0, 0)
                let start = position(span.start)
                line = along == .horizontal
                    ? [("x1", formatNumber(start)), ("y1", formatNumber(first.1 + 14)), ("x2", formatNumber(first.0)), ("y2", formatNumber(first.1 + 14))]
                    : [("x1", formatNumber(first.1 + 34)), ("y1", formatNumber(start)), ("x2", formatNumber(first.1 + 34)), ("y2", formatNumber(first.0))]
            }
            var attributes: [(String, String)] = [("stroke", stroke), ("stroke-width", "1.5")]
            if broken { attributes.append(("stroke-dasharray", "5 3")) }
            writer.empty("line", line + attributes)
            let x = (Double(line[0].1) ?? 0) / 2 + (Double(line[2].1) ?? 0) / 2
            let y = (Double(line[1].1) ?? 0) / 2 + (Double(line[3].1) ?? 0) / 2
            writer.element("text", [("x", formatNumber(x + 3)), ("y", formatNumber(y - 3)), ("fill", stroke)], text: "[\(index)]")
        }
        // The legend: every drawn constraint in words.
        var y = origin + Double(shown.count) * lane + 16
        for index in members {
            let broken = conflict.brokenIndex == index
            let text = "[\(index)] \(ConsoleLogReport.describe(conflict.constraints[index], in: log))" + (broken ? "  (\(conflict.framework.rawValue) broke this)" : "")
            writer.element("text", [("x", "12"), ("y", formatNumber(y)), ("fill", broken ? "#eb5757" : "#333333")], text: text)
            y += legendLine
        }
    }

    /// Where along the axis an attribute sits on a view's span.
    static func anchor(_ span: (start: Double, length: Double), _ attribute: String) -> Double {
        switch attribute {
        case "left", "leading", "leftMargin", "leadingMargin", "top", "topMargin", "firstBaseline": return span.start
        case "right", "trailing", "rightMargin", "trailingMargin", "bottom", "bottomMargin", "lastBaseline",
             "width", "height":
            return span.start + span.length
        default: return span.start + span.length / 2
        }
    }
}
