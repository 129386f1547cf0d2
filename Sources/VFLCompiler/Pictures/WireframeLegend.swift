/// The key to a wireframe's colours: swatches drawn with the same classes as the picture, laid
/// out in rows that wrap at the picture's width.
struct WireframeLegend {
    /// One swatch: the classes of the group around it, the classes of its rectangle, its text.
    struct Entry {
        var groupClasses: String?
        var rectClasses: String
        var text: String
    }

    static let entries = [
        Entry(groupClasses: "view d1", rectClasses: "frame", text: "view"),
        Entry(groupClasses: "view d1 conflicted", rectClasses: "frame", text: "in a conflict"),
        Entry(groupClasses: "view d1 ambiguous", rectClasses: "frame", text: "ambiguous"),
        Entry(groupClasses: "view d1 hidden", rectClasses: "frame", text: "hidden"),
        Entry(groupClasses: nil, rectClasses: "safe-area", text: "safe area"),
        Entry(groupClasses: nil, rectClasses: "content", text: "scroll content size"),
        Entry(groupClasses: nil, rectClasses: "bar translucent", text: "translucent bar"),
        Entry(groupClasses: nil, rectClasses: "bar opaque", text: "opaque bar"),
    ]

    let style: WireframeStyle
    /// Each entry's top-left corner.
    private(set) var positions: [(x: Double, y: Double)] = []
    private(set) var height: Double = 0

    var swatchWidth: Double { style.fontSize * 1.6 }
    var swatchHeight: Double { style.fontSize * 1.0 }

    /// The legend wrapped to `width` SVG units.
    static func layout(width: Double, style: WireframeStyle) -> WireframeLegend {
        var legend = WireframeLegend(style: style)
        let rowHeight = style.fontSize * 1.8
        var x = 0.0, y = 0.0
        for entry in entries {
            let entryWidth = legend.swatchWidth + style.fontSize * 0.5
                + Double(entry.text.count) * style.characterWidth + style.fontSize * 1.2
            if x > 0, x + entryWidth > width {
                x = 0
                y += rowHeight
            }
            legend.positions.append((x, y))
            x += entryWidth
        }
        legend.height = y + rowHeight
        return legend
    }

    /// The swatches and their text, relative to the legend's top-left corner.
    func write(into out: inout SVGWriter) {
        for (entry, position) in zip(Self.entries, positions) {
            let swatch = [("class", entry.rectClasses), ("x", SVGWireframe.n(position.x + 1.5)),
                          ("y", SVGWireframe.n(position.y + 1.5)), ("width", SVGWireframe.n(swatchWidth - 3)),
                          ("height", SVGWireframe.n(swatchHeight - 3))]
            if let groupClasses = entry.groupClasses {
                out.open("g", [("class", groupClasses)])
                out.empty("rect", swatch)
                out.close("g")
            } else {
                out.empty("rect", swatch)
            }
            out.element("text", [("class", "legend-text"),
                                 ("x", SVGWireframe.n(position.x + swatchWidth + style.fontSize * 0.5)),
                                 ("y", SVGWireframe.n(position.y + style.fontSize * 0.85))], text: entry.text)
        }
    }

    /// A small `<svg>` holding only the legend, for the HTML report's header.
    static func standaloneElement(width: Double, style: WireframeStyle) -> String {
        let legend = layout(width: width, style: style)
        let usedWidth = (zip(entries, legend.positions).map { entry, position in
            position.x + legend.swatchWidth + style.fontSize * 0.5 + Double(entry.text.count) * style.characterWidth
        }.max() ?? width) + 4
        var out = SVGWriter()
        out.open("svg", [("xmlns", "http://www.w3.org/2000/svg"), ("class", "wireframe legend"),
                         ("width", SVGWireframe.n(usedWidth)), ("height", SVGWireframe.n(legend.height)),
                         ("viewBox", "0 0 \(SVGWireframe.n(usedWidth)) \(SVGWireframe.n(legend.height))"),
                         ("font-size", SVGWireframe.n(style.fontSize)), ("role", "img"), ("aria-label", "legend")])
        legend.write(into: &out)
        out.close("svg")
        return out.text
    }
}
