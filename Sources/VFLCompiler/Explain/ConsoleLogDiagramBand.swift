import Foundation
import LayoutIR
import LayoutSyntax

/// One axis of a conflict's diagram: a scale in points, one lane per view with its solved
/// extent on that axis, and the constraints as lines between the attributes they tie. Every
/// piece of text takes a box that no other text may overlap: a constraint's number moves away
/// from its line's middle until it finds room, or goes to a row of its own under the lanes.
struct Band {
    let log: ConsoleLog
    let conflict: ConsoleLogConflict
    let axis: LayoutAxis
    let frames: [ConsoleLogFrame]
    let top: Double
    private(set) var bottom: Double
    /// Boxes of text drawn so far.
    private var taken: [LayoutRect] = []

    private typealias Diagram = ConsoleLogDiagram
    private static let palette = ["#2f80ed", "#27ae60", "#9b51e0", "#f2994a", "#2d9cdb", "#bb6bd9", "#219653", "#828282"]

    init(log: ConsoleLog, conflict: ConsoleLogConflict, axis: LayoutAxis, frames: [ConsoleLogFrame], top: Double) {
        self.log = log
        self.conflict = conflict
        self.axis = axis
        self.frames = frames
        self.top = top
        self.bottom = top
    }

    private var plotStart: Double { Diagram.gutter }
    private var plotEnd: Double { Diagram.width - Diagram.right }

    /// Draws the band for `members` (list indices) into `svg`.
    mutating func draw(_ members: [Int], into svg: inout SVGWriter) {
        var views: [String] = []
        for index in members {
            for view in conflict.constraints[index].viewNames where !views.contains(view) { views.append(view) }
        }
        var spans: [String: (start: Double, length: Double)] = [:]
        for frame in frames where views.contains(frame.view) {
            spans[frame.view] = axis == .horizontal ? (frame.frame.x, frame.frame.width) : (frame.frame.y, frame.frame.height)
        }
        views = views.filter { spans[$0] != nil }
        guard !views.isEmpty else { return }
        let low = spans.values.map { min($0.start, $0.start + $0.length) }.min() ?? 0
        let high = spans.values.map { max($0.start, $0.start + $0.length) }.max() ?? 1
        let range = max(1, high - low)
        let scale = (plotEnd - plotStart) / range
        func position(_ value: Double) -> Double { plotStart + (value - low) * scale }
        func laneCenter(_ lane: Int) -> Double { top + Diagram.bandHeader + Double(lane) * Diagram.lane + Diagram.lane / 2 }

        // The band's title and its scale.
        let title = axis == .horizontal ? "horizontal: x and width in points →" : "vertical: y and height in points, drawn left to right →"
        text(&svg, title, x: 12, y: top + 14, fill: "#555555")
        let rulerY = top + Diagram.bandHeader - 8
        let step = Self.niceStep(range, pixelsPerPoint: scale)
        var ticks = "M\(formatNumber(plotStart)) \(formatNumber(rulerY))H\(formatNumber(plotEnd))"
        var value = (low / step).rounded(.up) * step
        while value <= high + step * 1e-9 {
            let x = position(value)
            ticks += "M\(formatNumber(x)) \(formatNumber(rulerY - 4))V\(formatNumber(rulerY + 4))"
            text(&svg, formatNumber(value), x: x - Double(formatNumber(value).count) * Diagram.characterWidth / 2,
                 y: rulerY - 7, fill: "#555555")
            value += step
        }
        svg.empty("path", [("d", ticks), ("stroke", "#999999"), ("fill", "none")])

        // Lanes: the name in the gutter, the view's extent to scale, its size beside it.
        for (lane, view) in views.enumerated() {
            guard let span = spans[view] else { continue }
            let color = Self.palette[lane % Self.palette.count]
            let center = laneCenter(lane)
            text(&svg, Diagram.elide(log.displayName(of: view), toWidth: Diagram.gutter - 24), x: 12, y: center + 4, fill: color)
            let start = position(min(span.start, span.start + span.length))
            let length = max(1.5, abs(span.length) * scale)
            svg.empty("rect", [("x", formatNumber(start)), ("y", formatNumber(center - 9)), ("width", formatNumber(length)),
                               ("height", "18"), ("fill", color), ("fill-opacity", "0.15"),
                               ("stroke", span.length < 0 ? "#c0392b" : color)])
            let size = "\(formatNumber(span.length)) pt"
            let sizeWidth = Double(size.count) * Diagram.characterWidth
            let inside = length >= sizeWidth + 8
            let sizeX = inside ? start + length - sizeWidth - 4 : min(start + length + 4, plotEnd - sizeWidth)
            text(&svg, size, x: sizeX, y: center + 4, fill: span.length < 0 ? "#c0392b" : "#333333")
        }
        let lanesBottom = laneCenter(views.count - 1) + Diagram.lane / 2
        var overflowY = lanesBottom + 14
        var overflowX = plotStart

        // Constraints: a line between the attributes each ties, its number where there is room.
        for index in members {
            let printed = conflict.constraints[index]
            let points = printed.terms.compactMap { term -> (x: Double, y: Double)? in
                guard let lane = views.firstIndex(of: term.operand.view), let span = spans[term.operand.view] else { return nil }
                let x = position(Diagram.anchor(span, term.operand.attribute))
                return x.isFinite ? (x, laneCenter(lane)) : nil
            }
            guard let first = points.first else { continue }
            let broken = conflict.brokenIndex == index
            let stroke = broken ? "#c0392b" : "#333333"
            var ends: (x1: Double, y1: Double, x2: Double, y2: Double)
            if points.count > 1, let last = points.last {
                ends = (first.x, first.y, last.x, last.y)
            } else if let span = spans[printed.terms[0].operand.view],
                      ["width", "height"].contains(printed.terms[0].operand.attribute) {
                // A size: a dimension line under the bar, across its extent.
                ends = (position(span.start), first.y + 12, position(span.start + span.length), first.y + 12)
            } else {
                ends = (first.x, first.y - 12, first.x, first.y + 12)
            }
            var attributes: [(String, String)] = [("x1", formatNumber(ends.x1)), ("y1", formatNumber(ends.y1)),
                                                  ("x2", formatNumber(ends.x2)), ("y2", formatNumber(ends.y2)),
                                                  ("stroke", stroke), ("stroke-width", "1.5")]
            if broken { attributes.append(("stroke-dasharray", "5 3")) }
            svg.empty("line", attributes)
            let tag = "[\(index)]"
            let box = place(tag, near: ((ends.x1 + ends.x2) / 2, (ends.y1 + ends.y2) / 2), limit: lanesBottom)
                ?? overflow(tag, x: &overflowX, y: &overflowY)
            text(&svg, tag, x: box.x, y: box.y + 11, fill: stroke, reserve: false)
        }
        bottom = max(lanesBottom, overflowY - 14 + (overflowX > plotStart ? Diagram.lineHeight : 0)) + 8
    }

    /// A box for `label` near `point`, clear of all text, inside the plot and above `limit`.
    private mutating func place(_ label: String, near point: (Double, Double), limit: Double) -> LayoutRect? {
        let width = Double(label.count) * Diagram.characterWidth + 2
        for dy in [-16.0, 2, -30, 16, -44, 30] {
            for dx in [0.0, 24, -24, 48, -48, 72, -72] {
                let box = LayoutRect(x: point.0 - width / 2 + dx, y: point.1 + dy, width: width, height: 13)
                guard box.x >= plotStart, box.x + box.width <= plotEnd, box.y >= top + Diagram.bandHeader - 4,
                      box.y + box.height <= limit, !taken.contains(where: { LabelPlacer.overlaps($0, box) }) else { continue }
                taken.append(box)
                return box
            }
        }
        return nil
    }

    /// The next place in the rows under the lanes.
    private mutating func overflow(_ label: String, x: inout Double, y: inout Double) -> LayoutRect {
        let width = Double(label.count) * Diagram.characterWidth + 6
        if x + width > plotEnd { x = plotStart; y += Diagram.lineHeight }
        let box = LayoutRect(x: x, y: y - 11, width: width, height: 13)
        x += width + 4
        taken.append(box)
        return box
    }

    /// Text at a baseline, its box reserved so nothing else is drawn over it.
    private mutating func text(_ svg: inout SVGWriter, _ content: String, x: Double, y: Double, fill: String, reserve: Bool = true) {
        if reserve {
            taken.append(LayoutRect(x: x, y: y - 11, width: Double(content.count) * Diagram.characterWidth, height: 13))
        }
        svg.element("text", [("x", formatNumber(x)), ("y", formatNumber(y)), ("fill", fill)], text: content)
    }

    /// A step of 1, 2 or 5 × 10ⁿ points whose ticks are at least 60 pixels apart.
    static func niceStep(_ range: Double, pixelsPerPoint: Double) -> Double {
        let minimum = 60 / max(pixelsPerPoint, 1e-9)
        let power = pow(10, (log10(max(minimum, 1e-6))).rounded(.down))
        for factor in [1.0, 2, 5, 10] where factor * power >= minimum { return factor * power }
        return 10 * power
    }
}
