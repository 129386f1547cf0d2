import LayoutIR

/// A label's text and where it is drawn, in SVG units.
struct PlacedLabel: Sendable, Hashable {
    /// What is shown: the name, or its start followed by "…".
    var text: String
    /// The box the text occupies (its left edge is where the text starts).
    var box: Rect
    /// The font size: the style's, or smaller for a view too short for a full line.
    var fontSize: Double
}

/// Places view labels inside their views so that no two labels overlap: each label tries the
/// corners and the centre of its view, first where it also keeps clear of the view's children
/// and the bars, then anywhere inside its view, then elided further; a label that still finds
/// no room is left out (the view keeps its name in a tooltip and the frame table).
struct LabelPlacer {
    let style: WireframeStyle
    private(set) var occupied: [Rect] = []

    init(style: WireframeStyle) {
        self.style = style
    }

    /// Marks `box` as taken (a bar's caption, the legend).
    mutating func reserve(_ box: Rect) {
        occupied.append(box)
    }

    /// The label for `name` inside `rect`, or `nil` when there is no room; the box it takes is
    /// reserved. It keeps clear of `obstacles` (the view's subviews) if it can, and of `bars`
    /// (text under a bar is hard to read) unless there is no other room at all.
    mutating func place(_ name: String, in rect: Rect, avoiding obstacles: [Rect], bars: [Rect] = []) -> PlacedLabel? {
        // A view shorter than a line (a 16-pt label at 0.6 scale) gets a smaller font, down to
        // Self.smallestFontRatio of the style's; below that only its tooltip names it.
        var style = self.style
        if rect.height < style.lineHeight {
            guard rect.height >= style.lineHeight * Self.smallestFontRatio else { return nil }
            style.fontSize *= rect.height / style.lineHeight
        }
        guard let full = Self.elide(name, toFit: rect.width - 2 * style.labelPadding, style: style) else { return nil }
        // In order of preference: clear of subviews and bars; clear of bars; anywhere free; then
        // shorter and shorter versions, down to two characters and "…".
        var attempts: [(text: String, avoid: [Rect])] = [(full, obstacles + bars), (full, bars), (full, [])]
        var length = full.count - 1
        while length >= 3 {
            if let shorter = Self.elide(name, maximumCharacters: length) { attempts.append((shorter, bars)) }
            length -= max(1, length / 3)
        }
        for attempt in attempts {
            for box in Self.candidates(for: attempt.text, in: rect, style: style) {
                guard !occupied.contains(where: { Self.overlaps($0, box) }),
                      !attempt.avoid.contains(where: { Self.overlaps($0, box) }) else { continue }
                occupied.append(box)
                return PlacedLabel(text: attempt.text, box: box, fontSize: style.fontSize)
            }
        }
        // Last resort: the shortest version anywhere free, under a bar if need be.
        if let shortest = attempts.last?.text {
            for box in Self.candidates(for: shortest, in: rect, style: style)
            where !occupied.contains(where: { Self.overlaps($0, box) }) {
                occupied.append(box)
                return PlacedLabel(text: shortest, box: box, fontSize: style.fontSize)
            }
        }
        return nil
    }

    /// How far a label's font may shrink for a short view.
    static let smallestFontRatio = 0.75

    /// Top-left, top-right, bottom-left, bottom-right, centre, then along the side edges: the
    /// boxes `text` could take.
    private static func candidates(for text: String, in rect: Rect, style: WireframeStyle) -> [Rect] {
        let width = Double(text.count) * style.characterWidth
        let height = style.lineHeight
        let pad = style.labelPadding
        // A view barely taller than a line (a label, a text field) gets its label centred
        // vertically rather than not at all.
        let verticalPad = max(0, min(pad, (rect.height - height) / 2))
        let left = rect.minX + pad, right = rect.maxX - pad - width
        let top = rect.minY + verticalPad, bottom = rect.maxY - verticalPad - height
        var boxes = [Rect(x: left, y: top, width: width, height: height)]
        if right > left { boxes.append(Rect(x: right, y: top, width: width, height: height)) }
        if bottom > top {
            boxes.append(Rect(x: left, y: bottom, width: width, height: height))
            if right > left { boxes.append(Rect(x: right, y: bottom, width: width, height: height)) }
        }
        let middle = rect.midY - height / 2
        boxes.append(Rect(x: rect.midX - width / 2, y: middle, width: width, height: height))
        // Then down the left and right edges, a line and a half apart (big views such as the
        // root have room between their subviews); at most 40 steps each.
        let step = height * 1.5
        var y = top + step
        var steps = 0
        while y < bottom, steps < 40 {
            boxes.append(Rect(x: left, y: y, width: width, height: height))
            if right > left { boxes.append(Rect(x: right, y: y, width: width, height: height)) }
            y += step
            steps += 1
        }
        return boxes
    }

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
    static func overlaps(_ a: Rect, _ b: Rect) -> Bool {
        let epsilon = 0.01
        return a.minX < b.maxX - epsilon && b.minX < a.maxX - epsilon
            && a.minY < b.maxY - epsilon && b.minY < a.maxY - epsilon
    }
}
