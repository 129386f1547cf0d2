import LayoutIR
import LayoutSyntax

/// Diagrams of explained conflicts. A conflict is a contradiction along one axis (or both, when
/// a ratio carries it across), so each axis it involves is one band: a scale in points along the
/// page, and one lane per view with the view's solved extent on that axis drawn to scale (a
/// vertical conflict reads left to right as y, its band says so). Names sit in a gutter at the
/// left of their lanes, elided to fit; constraint numbers are placed where no other text is.
/// The solution drawn is named above the picture: the working change that moves least, else the
/// layout the system gave by breaking its constraint.
public enum ConsoleLogDiagram {
    static let width = 900.0
    static let gutter = 230.0
    static let right = 30.0
    static let lane = 34.0
    static let bandHeader = 44.0
    static let lineHeight = 15.0
    /// Width of one character of the 11-pt sans-serif text, generous so boxes never overlap.
    static let characterWidth = 6.6

    /// One SVG document with a panel per conflict, stacked.
    public static func svg(_ log: ConsoleLog, _ explanations: [ConsoleLogExplanation]) -> String {
        let panels = explanations.map { panel(log, $0, legend: true) }
        let total = max(60, panels.reduce(0) { $0 + $1.height })
        var writer = SVGWriter()
        writer.open("svg", [("xmlns", "http://www.w3.org/2000/svg"), ("width", formatNumber(width)),
                            ("height", formatNumber(total)), ("viewBox", "0 0 \(formatNumber(width)) \(formatNumber(total))"),
                            ("font-family", "Helvetica, Arial, sans-serif"), ("font-size", "11")])
        writer.element("title", text: "vflc explain — \(log.file.path)")
        var top = 0.0
        for (explanation, panel) in zip(explanations, panels) {
            writer.open("g", [("id", "conflict-\(explanation.conflictIndex + 1)"), ("transform", "translate(0,\(formatNumber(top)))")])
            writer.raw(panel.markup)
            writer.close("g")
            top += panel.height
        }
        if explanations.isEmpty {
            writer.element("text", [("x", "20"), ("y", "30")], text: "no conflict log found")
        }
        writer.close("svg")
        return writer.text
    }

    /// One self-contained page: per file a contents list linking each conflict's section; each
    /// section has its verdict, the solution drawn, its picture, its constraints and its report.
    public static func html(_ pages: [(ConsoleLog, [ConsoleLogExplanation])]) -> String {
        var writer = HTMLWriter()
        writer.raw("<!DOCTYPE html>\n")
        writer.open("html", [("lang", "en")])
        writer.open("head")
        writer.void("meta", [("charset", "utf-8")])
        writer.element("title", text: "vflc explain")
        writer.open("style")
        writer.raw("body{font-family:Helvetica,Arial,sans-serif;margin:24px;max-width:960px}section{border-top:1px solid #ccc;margin-top:24px}"
            + "pre{background:#f5f5f5;padding:12px;white-space:pre-wrap}.verdict{font-weight:bold}.broken{color:#c0392b}"
            + "ol.constraints{font-family:Menlo,monospace;font-size:12px}")
        writer.close("style")
        writer.close("head")
        writer.open("body")
        for (fileIndex, (log, explanations)) in pages.enumerated() {
            writer.element("h1", text: log.file.path)
            let prefix = pages.count > 1 ? "f\(fileIndex + 1)-" : ""
            if explanations.count > 1 {
                writer.open("ol")
                for explanation in explanations {
                    writer.open("li")
                    writer.element("a", [("href", "#\(prefix)conflict-\(explanation.conflictIndex + 1)")],
                                   text: "conflict \(explanation.conflictIndex + 1): \(verdictText(explanation))")
                    writer.close("li")
                }
                writer.close("ol")
            }
            if explanations.isEmpty { writer.element("p", text: "no conflict log found") }
            for explanation in explanations { section(&writer, log, explanation, id: "\(prefix)conflict-\(explanation.conflictIndex + 1)") }
        }
        writer.close("body")
        writer.close("html")
        writer.newline()
        return writer.text
    }

    private static func section(_ writer: inout HTMLWriter, _ log: ConsoleLog, _ explanation: ConsoleLogExplanation, id: String) {
        let conflict = log.conflicts[explanation.conflictIndex]
        writer.open("section", [("id", id)])
        writer.element("h2", text: "Conflict \(explanation.conflictIndex + 1) of \(log.conflicts.count)")
        writer.element("p", [("class", "verdict")], text: verdictText(explanation))
        if let arithmetic = explanation.arithmetic {
            writer.element("p", text: "arithmetic: \(arithmetic)" + (explanation.needsAndHas.map { " — \($0)" } ?? ""))
        }
        let drawn = panel(log, explanation, legend: false)
        writer.element("p", text: drawn.caption)
        writer.raw(svgDocument(drawn))
        writer.open("ol", [("class", "constraints"), ("start", "0")])
        for (index, printed) in conflict.constraints.enumerated() {
            let member = explanation.minimalSet.contains(index) ? "* " : ""
            let broken = conflict.brokenIndex == index
            writer.element("li", broken ? [("class", "broken")] : [],
                           text: "\(member)\(ConsoleLogReport.describe(printed, in: log))" + (broken ? "  (\(conflict.framework.rawValue) broke this)" : ""))
        }
        writer.close("ol")
        writer.element("pre", text: ConsoleLogReport.text(log, [explanation]))
        writer.close("section")
    }

    static func verdictText(_ explanation: ConsoleLogExplanation) -> String {
        switch explanation.verdict {
        case .infeasible?: return "infeasible: the constraints cannot all hold"
        case .infeasibleWithImplicit?: return "infeasible with facts the log does not print"
        case .feasibleAsPrinted?: return "feasible as printed: the listed constraints can all hold"
        case nil: return "not re-solved"
        }
    }

    private static func svgDocument(_ panel: Panel) -> String {
        var writer = SVGWriter()
        writer.open("svg", [("xmlns", "http://www.w3.org/2000/svg"), ("width", formatNumber(width)),
                            ("height", formatNumber(panel.height)),
                            ("viewBox", "0 0 \(formatNumber(width)) \(formatNumber(panel.height))"),
                            ("font-family", "Helvetica, Arial, sans-serif"), ("font-size", "11")])
        writer.raw(panel.markup)
        writer.close("svg")
        return writer.text
    }

    /// A drawn conflict: its markup, height and the caption naming the solution drawn.
    struct Panel {
        var markup: String
        var height: Double
        var caption: String
    }

    /// The frames drawn and what they are.
    private static func solution(_ explanation: ConsoleLogExplanation, _ conflict: ConsoleLogConflict) -> ([ConsoleLogFrame], String) {
        let system = conflict.framework.rawValue
        if let fix = explanation.fixes.first {
            switch fix.change {
            case .lowerPriority:
                return (fix.frames, "drawn: the frames with [\(fix.constraint)] at priority 999, the working change that moves least")
            case .stopAutoresizing:
                return (fix.frames, "drawn: the frames once the view stops translating its autoresizing mask ([\(fix.constraint)] and its siblings gone)")
            }
        }
        if let broken = conflict.brokenIndex, !explanation.brokenFrames.isEmpty {
            return (explanation.brokenFrames, "drawn: the frames \(system) gave by breaking [\(broken)]")
        }
        return ([], "no solved frames to draw")
    }

    private static func panel(_ log: ConsoleLog, _ explanation: ConsoleLogExplanation, legend: Bool) -> Panel {
        let conflict = log.conflicts[explanation.conflictIndex]
        var svg = SVGWriter()
        var y = 18.0
        svg.element("text", [("x", "12"), ("y", formatNumber(y)), ("font-weight", "bold")],
                    text: "conflict \(explanation.conflictIndex + 1): \(verdictText(explanation))")
        let (frames, caption) = solution(explanation, conflict)
        y += lineHeight
        svg.element("text", [("x", "12"), ("y", formatNumber(y)), ("fill", "#555555")], text: caption)
        y += 10
        let members = explanation.minimalSet.isEmpty ? Array(conflict.constraints.indices) : explanation.minimalSet
        for axis in axes(members, conflict) where !frames.isEmpty {
            var band = Band(log: log, conflict: conflict, axis: axis, frames: frames, top: y)
            band.draw(members.filter { axisOf(conflict.constraints[$0]).contains(axis) }, into: &svg)
            y = band.bottom
        }
        if legend {
            y += 6
            for index in members {
                y += lineHeight
                let broken = conflict.brokenIndex == index
                let text = "[\(index)] \(ConsoleLogReport.describe(conflict.constraints[index], in: log))"
                    + (broken ? "  (\(conflict.framework.rawValue) broke this)" : "")
                svg.element("text", [("x", "12"), ("y", formatNumber(y)), ("fill", broken ? "#c0392b" : "#333333")],
                            text: elide(text, toWidth: width - 24))
            }
        }
        return Panel(markup: svg.text, height: y + 16, caption: caption)
    }

    /// The axes a constraint's attributes lie on.
    static func axisOf(_ printed: ConsoleLogConstraint) -> Set<LayoutAxis> {
        Set(printed.terms.map { term in
            let attribute = term.operand.attribute
            if let axis = Attribute(name: attribute)?.axis { return axis }
            return attribute.hasSuffix("Y") ? .vertical : .horizontal
        })
    }

    /// The axes the drawn members involve, horizontal first.
    private static func axes(_ members: [Int], _ conflict: ConsoleLogConflict) -> [LayoutAxis] {
        let all = members.reduce(into: Set<LayoutAxis>()) { $0.formUnion(axisOf(conflict.constraints[$1])) }
        return [LayoutAxis.horizontal, .vertical].filter(all.contains)
    }

    /// `text` cut with "…" to fit `width` at the estimated character width.
    static func elide(_ text: String, toWidth width: Double) -> String {
        let fits = max(2, Int(width / characterWidth))
        return text.count <= fits ? text : String(text.prefix(fits - 1)) + "…"
    }

    /// Where along the axis an attribute sits on a view's span.
    static func anchor(_ span: (start: Double, length: Double), _ attribute: String) -> Double {
        switch attribute {
        case "left", "leading", "leftMargin", "leadingMargin", "top", "topMargin", "firstBaseline", "minX", "minY":
            return span.start
        case "right", "trailing", "rightMargin", "trailingMargin", "bottom", "bottomMargin", "lastBaseline",
             "width", "height", "maxX", "maxY":
            return span.start + span.length
        default: return span.start + span.length / 2
        }
    }
}
