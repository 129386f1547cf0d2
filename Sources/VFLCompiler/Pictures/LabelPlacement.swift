import LayoutIR

/// A label's text and where it is drawn, in SVG units.
struct PlacedLabel: Sendable, Hashable {
    /// What is shown: the name, or its start followed by "…".
    var text: String
    /// The box the text occupies (its left edge is where the text starts).
    var box: LayoutRect
    /// The font size: the style's, or smaller for a view too short for a full line.
    var fontSize: Double
    /// True for a label drawn next to its view, which is too small to hold it.
    var isBeside = false
}

/// Places view labels inside their views so that no two labels overlap: each label tries the
/// corners, the centre and the side edges of its view, clear of the view's subviews and of the
/// bars, elided further and further; then under a bar. A label that still finds no room is left
/// out (the view keeps its name in a tooltip and the frame table).
struct LabelPlacer {
    let style: WireframeStyle
    /// The boxes taken so far, bucketed by grid cell so that checking a candidate stays cheap
    /// on screens with thousands of views.
    private var occupied = BoxGrid()

    init(style: WireframeStyle) {
        self.style = style
    }

    /// Marks `box` as taken (a bar's caption, the legend).
    mutating func reserve(_ box: LayoutRect) {
        occupied.append(box)
    }

    /// The label for `name` inside `rect`, or `nil` when there is no room; the box it takes is
    /// reserved. It keeps clear of `obstacles` (the view's subviews) and `offLimits` (places
    /// the display does not show) always, and of `bars` (text under a bar is hard to read)
    /// unless there is no other room at all.
    mutating func place(_ name: String, in rect: LayoutRect, avoiding obstacles: [LayoutRect], bars: [LayoutRect] = [],
                        offLimits: [LayoutRect] = []) -> PlacedLabel? {
        // A view shorter than a line (a 16-pt label at 0.6 scale) gets a smaller font, down to
        // Self.smallestFontRatio of the style's; below that only its tooltip names it.
        var style = self.style
        if rect.height < style.lineHeight {
            guard rect.height >= style.lineHeight * Self.smallestFontRatio else { return nil }
            style.fontSize *= rect.height / style.lineHeight
        }
        guard let full = Self.elide(name, toFit: rect.width - 2 * style.labelPadding, style: style) else { return nil }
        // In order of preference: the whole name clear of subviews and bars; shorter and shorter
        // versions (down to two characters and "…") clear of both; then under a bar if need be.
        // A label never lies over a subview: it would read as the subview's.
        var versions = [full]
        var length = full.count - 1
        while length >= 3 {
            if let shorter = Self.elide(name, maximumCharacters: length) { versions.append(shorter) }
            length -= max(1, length / 3)
        }
        let attempts = versions.map { ($0, obstacles + bars + offLimits) } + [(full, obstacles + offLimits)]
            + (versions.count > 1 ? [(versions[versions.count - 1], obstacles + offLimits)] : [])
        for (text, avoid) in attempts {
            for box in Self.candidates(for: text, in: rect, style: style) {
                guard !occupied.overlaps(box),
                      !avoid.contains(where: { Self.overlaps($0, box) }) else { continue }
                occupied.append(box)
                return PlacedLabel(text: text, box: box, fontSize: style.fontSize)
            }
        }
        return nil
    }

    /// How far a label's font may shrink for a short view.
    static let smallestFontRatio = 0.75

    /// Top-left, top-right, bottom-left, bottom-right, centre, then along the side edges: the
    /// boxes `text` could take.
    private static func candidates(for text: String, in rect: LayoutRect, style: WireframeStyle) -> [LayoutRect] {
        let width = Double(text.count) * style.characterWidth
        let height = style.lineHeight
        let pad = style.labelPadding
        // A view barely taller than a line (a label, a text field) gets its label centred
        // vertically rather than not at all.
        let verticalPad = max(0, min(pad, (rect.height - height) / 2))
        let left = rect.minX + pad, right = rect.maxX - pad - width
        let top = rect.minY + verticalPad, bottom = rect.maxY - verticalPad - height
        var boxes = [LayoutRect(x: left, y: top, width: width, height: height)]
        if right > left { boxes.append(LayoutRect(x: right, y: top, width: width, height: height)) }
        if bottom > top {
            boxes.append(LayoutRect(x: left, y: bottom, width: width, height: height))
            if right > left { boxes.append(LayoutRect(x: right, y: bottom, width: width, height: height)) }
        }
        // Then down the left and right edges, a line and a half apart (big views such as the
        // root have room between their subviews); at most 40 steps each; the centre last.
        let step = height * 1.5
        var y = top + step
        var steps = 0
        while y < bottom, steps < 40 {
            boxes.append(LayoutRect(x: left, y: y, width: width, height: height))
            if right > left { boxes.append(LayoutRect(x: right, y: y, width: width, height: height)) }
            y += step
            steps += 1
        }
        boxes.append(LayoutRect(x: rect.midX - width / 2, y: rect.midY - height / 2, width: width, height: height))
        return boxes
    }

    /// A label next to a view too small to hold it (a 20-pt badge): right of it, left of it,
    /// below, above — inside `area` (its superview's visible part), clear of `obstacles` (every
    /// view but its ancestors, so the label cannot be taken for another view's) and of labels.
    mutating func placeBeside(_ name: String, of rect: LayoutRect, within area: LayoutRect, avoiding obstacles: [LayoutRect]) -> PlacedLabel? {
        guard let text = Self.elide(name, maximumCharacters: Self.besideMaximumCharacters) else { return nil }
        let width = Double(text.count) * style.characterWidth
        let height = style.lineHeight
        let gap = style.labelPadding
        let boxes = [LayoutRect(x: rect.maxX + gap, y: rect.midY - height / 2, width: width, height: height),
                     LayoutRect(x: rect.minX - gap - width, y: rect.midY - height / 2, width: width, height: height),
                     LayoutRect(x: rect.minX, y: rect.maxY + 1, width: width, height: height),
                     LayoutRect(x: rect.minX, y: rect.minY - 1 - height, width: width, height: height)]
        for box in boxes {
            guard box.minX >= area.minX, box.maxX <= area.maxX, box.minY >= area.minY, box.maxY <= area.maxY,
                  !occupied.overlaps(box),
                  !obstacles.contains(where: { Self.overlaps($0, box) }) else { continue }
            occupied.append(box)
            return PlacedLabel(text: text, box: box, fontSize: style.fontSize, isBeside: true)
        }
        return nil
    }

    /// How long a label next to its view may be before it is elided.
    static let besideMaximumCharacters = 16

    /// `text` shortened to fit `width` SVG units: itself when it fits, else its start and "…";
    /// `nil` when not even two characters and "…" fit.
    static func elide(_ text: String, toFit width: Double, style: WireframeStyle) -> String? {
        guard width.isFinite, width > 0 else { return nil }
        let characters = Int((width / style.characterWidth).rounded(.down))
        return elide(text, maximumCharacters: characters)
    }

    /// `text` in at most `maximumCharacters` characters, "…" included when shortened; `nil` when
    /// that leaves fewer than two characters of the text (a lone letter says nothing).
    static func elide(_ text: String, maximumCharacters: Int) -> String? {
        if text.count <= maximumCharacters { return text.isEmpty ? nil : text }
        guard maximumCharacters >= 3 else { return nil }
        return String(text.prefix(maximumCharacters - 1)) + "…"
    }

    /// True when the two boxes share more than a hairline.
    static func overlaps(_ a: LayoutRect, _ b: LayoutRect) -> Bool {
        let epsilon = 0.01
        return a.minX < b.maxX - epsilon && b.minX < a.maxX - epsilon
            && a.minY < b.maxY - epsilon && b.minY < a.maxY - epsilon
    }
}

/// Rectangles bucketed in a uniform grid: "does this box overlap any stored one" looks only at
/// the cells the box touches.
struct BoxGrid {
    private static let cellSize = 64.0
    private var cells: [Int64: [LayoutRect]] = [:]

    mutating func append(_ box: LayoutRect) {
        for key in Self.keys(box) { cells[key, default: []].append(box) }
    }

    func overlaps(_ box: LayoutRect) -> Bool {
        Self.keys(box).contains { key in cells[key]?.contains { LabelPlacer.overlaps($0, box) } ?? false }
    }

    /// The cells a box touches (clamped, so a huge or non-finite box cannot make a huge loop).
    private static func keys(_ box: LayoutRect) -> [Int64] {
        func cell(_ value: Double) -> Int64 {
            guard value.isFinite else { return 0 }
            return Int64(max(-1_000_000, min(1_000_000, (value / cellSize).rounded(.down))))
        }
        let minX = cell(box.minX), maxX = min(cell(box.maxX), minX + 64)
        let minY = cell(box.minY), maxY = min(cell(box.maxY), minY + 64)
        var keys: [Int64] = []
        for x in minX...max(minX, maxX) {
            for y in minY...max(minY, maxY) { keys.append(x &* 4_000_003 &+ y) }
        }
        return keys
    }
}
