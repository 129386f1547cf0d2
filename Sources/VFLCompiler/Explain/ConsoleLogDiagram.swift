import LayoutIR
import LayoutSyntax

/// Diagrams of explained conflicts: the views of each conflict at the frames the re-solve gives
/// (with the better break choice, else with UIKit's), and the constraints of the minimal set
/// drawn between the attributes they tie; the one UIKit broke dashed red.
public enum ConsoleLogDiagram {
    static let width = 640.0
    static let panelHeight = 360.0
    static let margin = 40.0

    /// One SVG document with a panel per conflict.
    public static func svg(_ log: ConsoleLog, _ explanations: [ConsoleLogExplanation]) -> String {
        let panels = max(1, explanations.count)
        var writer = SVGWriter()
        writer.open("svg", [("xmlns", "http://www.w3.org/2000/svg"), ("width", formatNumber(width)),
                            ("height", formatNumber(panelHeight * Double(panels))),
                            ("viewBox", "0 0 \(formatNumber(width)) \(formatNumber(panelHeight * Double(panels)))"),
                            ("font-family", "Helvetica, Arial, sans-serif"), ("font-size", "11")])
        writer.element("title", text: "vflc explain — \(log.file.path)")
        for (position, explanation) in explanations.enumerated() {
            panel(&writer, log: log, explanation: explanation, top: panelHeight * Double(position))
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

    private static func panel(_ writer: inout SVGWriter, log: ConsoleLog, explanation: ConsoleLogExplanation, top: Double) {
        let conflict = log.conflicts[explanation.conflictIndex]
        let verdict = explanation.verdict?.rawValue ?? "not re-solved"
        writer.element("text", [("x", "12"), ("y", formatNumber(top + 18)), ("font-weight", "bold")],
                       text: "conflict \(explanation.conflictIndex + 1): \(verdict)")
        let members = explanation.minimalSet.isEmpty ? Array(conflict.constraints.indices) : explanation.minimalSet
        var shown: [String] = []
        for index in members {
            for view in conflict.constraints[index].viewNames where !shown.contains(view) { shown.append(view) }
        }
        let source = explanation.betterFrames.isEmpty ? explanation.brokenFrames : explanation.betterFrames
        var frames: [String: LayoutRect] = [:]
        for frame in source where shown.contains(frame.view) { frames[frame.view] = frame.frame }
        // Views the re-solve did not place (no frames): a row of boxes.
        for (offset, view) in shown.enumerated() where frames[view] == nil {
            frames[view] = LayoutRect(x: Double(offset) * 90, y: 0, width: 80, height: 40)
        }
        guard !frames.isEmpty else { return }
        let minX = frames.values.map(\.x).min() ?? 0
        let minY = frames.values.map(\.y).min() ?? 0
        let maxX = frames.values.map { $0.x + max(0, $0.width) }.max() ?? 1
        let maxY = frames.values.map { $0.y + max(0, $0.height) }.max() ?? 1
        let scale = min((width - 2 * margin) / max(1, maxX - minX), (panelHeight - 2 * margin) / max(1, maxY - minY), 4)
        func point(_ x: Double, _ y: Double) -> (Double, Double) {
            (margin + (x - minX) * scale, top + margin + (y - minY) * scale)
        }
        let palette = ["#2f80ed", "#27ae60", "#9b51e0", "#f2994a", "#56ccf2", "#bb6bd9", "#219653", "#828282"]
        for (offset, view) in shown.enumerated() {
            guard let rect = frames[view] else { continue }
            let (x, y) = point(rect.x, rect.y)
            let color = palette[offset % palette.count]
            writer.empty("rect", [("x", formatNumber(x)), ("y", formatNumber(y)),
                                  ("width", formatNumber(max(2, rect.width * scale))),
                                  ("height", formatNumber(max(2, rect.height * scale))),
                                  ("fill", color), ("fill-opacity", "0.12"), ("stroke", color)])
            writer.element("text", [("x", formatNumber(x + 3)), ("y", formatNumber(y + 12)), ("fill", color)],
                           text: log.displayName(of: view))
        }
        for index in members {
            let printed = conflict.constraints[index]
            let anchors = printed.terms.compactMap { term -> (Double, Double)? in
                guard let rect = frames[term.operand.view] else { return nil }
                return anchor(rect, term.operand.attribute)
            }
            let broken = conflict.brokenIndex == index
            let stroke = broken ? "#eb5757" : "#333333"
            var attributes: [(String, String)] = [("stroke", stroke), ("stroke-width", "1.5")]
            if broken { attributes.append(("stroke-dasharray", "5 3")) }
            guard let first = anchors.first else { continue }
            let last = anchors.count > 1 ? anchors[anchors.count - 1] : (first.0 + 12, first.1 + 12)
            let (x1, y1) = point(first.0, first.1)
            let (x2, y2) = point(last.0, last.1)
            writer.empty("line", [("x1", formatNumber(x1)), ("y1", formatNumber(y1)), ("x2", formatNumber(x2)),
                                  ("y2", formatNumber(y2))] + attributes)
            writer.element("text", [("x", formatNumber((x1 + x2) / 2 + 3)), ("y", formatNumber((y1 + y2) / 2 - 3)),
                                    ("fill", stroke)],
                           text: "[\(index)] \(ConsoleLogReport.equation(printed, in: log))")
        }
    }

    /// The point of a frame an attribute names, in the frame's coordinates.
    static func anchor(_ rect: LayoutRect, _ attribute: String) -> (Double, Double) {
        let midX = rect.x + rect.width / 2, midY = rect.y + rect.height / 2
        switch attribute {
        case "left", "leading", "leftMargin", "leadingMargin": return (rect.x, midY)
        case "right", "trailing", "rightMargin", "trailingMargin": return (rect.x + rect.width, midY)
        case "top", "topMargin", "firstBaseline": return (midX, rect.y)
        case "bottom", "bottomMargin", "lastBaseline": return (midX, rect.y + rect.height)
        case "width": return (rect.x + rect.width, rect.y + rect.height / 3)
        case "height": return (rect.x + rect.width / 3, rect.y + rect.height)
        default: return (midX, midY)
        }
    }
}
