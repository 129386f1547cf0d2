import LayoutIR
import LayoutEngine

/// Draws one environment of a screen as an SVG wireframe: the device at its true proportions,
/// status bar, navigation and tab bars (translucent ones see-through), the safe area dashed,
/// and every view as a rectangle, nested (`<g>` in `<g>`) as in the view tree, with its name in
/// a tooltip and — where it fits without overlapping another — as a label in a top layer.
/// Views in a conflict or ambiguous are outlined in their own colours.
///
/// Coordinates: inside the picture's content group, a view's rectangle is its frame in screen
/// coordinates (root frame origin + frame in root coordinates) times ``WireframeStyle/scale``.
public enum SVGWireframe {
    /// Ids and links for a picture inside the HTML report; standalone pictures have none.
    struct Links {
        /// Starts every id in the picture (unique on the page): views are `<prefix>-v<index>`.
        var prefix: String
        /// Where a marked view links to (its diagnostic), by view name.
        var diagnostic: (String) -> String?

        /// The `id` of view `index`'s group.
        func viewID(_ index: Int) -> String { "\(prefix)-v\(index)" }
    }

    /// A standalone SVG document for `solution` of screen `screen`.
    public static func document(screen: String, solution: LayoutSolution, marks: ViewMarks = ViewMarks(),
                                style: WireframeStyle = .standalone) -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + element(screen: screen, solution: solution, marks: marks,
                                                                  style: style, links: nil)
    }

    /// The `<svg>` element alone (for inline use).
    static func element(screen: String, solution: LayoutSolution, marks: ViewMarks, style: WireframeStyle,
                        links: Links?) -> String {
        let scene = WireframeScene(solution, marks: marks, style: style)
        let margin = 8.0
        let titleHeight = style.showsTitle ? style.fontSize * 2.2 : 0
        let width = scene.bounds.width + 2 * margin
        let legend = style.showsLegend ? WireframeLegend.layout(width: width - 2 * margin, style: style) : nil
        let legendHeight = legend.map { $0.height + margin } ?? 0
        let height = scene.bounds.height + 2 * margin + titleHeight + legendHeight
        let title = "\(screen) — \(solution.environment.name)"

        var out = SVGWriter()
        out.open("svg", [("xmlns", "http://www.w3.org/2000/svg"), ("class", "wireframe"),
                         ("width", n(width)), ("height", n(height)), ("viewBox", "0 0 \(n(width)) \(n(height))"),
                         ("font-size", n(style.fontSize)), ("role", "img"), ("aria-label", title)])
        out.element("title", text: title)
        if style.embedsStyleSheet { out.rawElement("style", WireframeStyleSheet.css) }
        if style.showsTitle {
            out.element("text", [("class", "title"), ("x", n(margin)), ("y", n(margin + style.fontSize * 1.2)),
                                 ("font-size", n(style.fontSize * 1.2))], text: title)
        }
        let dx = margin - scene.bounds.minX, dy = margin + titleHeight - scene.bounds.minY
        out.open("g", [("class", "screen"), ("transform", "translate(\(n(dx)) \(n(dy)))")])
        drawDevice(scene, into: &out)
        let prefix = links?.prefix ?? "w"
        if scene.staysOnScreen {
            // Everything is on the screen: clip it to the screen's rounded corners, as the
            // display does. (A view off the screen is left unclipped, so it can be seen.)
            out.open("clipPath", [("id", prefix + "-screen")])
            out.empty("rect", rect(scale(scene.outline.screen, style.scale))
                      + [("rx", n(scene.outline.screenCornerRadius * style.scale))])
            out.close("clipPath")
            out.open("g", [("clip-path", "url(#\(prefix)-screen)")])
        }
        drawViews(scene, links: links, into: &out)
        out.empty("rect", [("class", "safe-area")] + rect(scene.safeArea))
        drawBars(scene, into: &out)
        if scene.staysOnScreen { out.close("g") }
        if let indicator = scene.outline.homeIndicator {
            let scaled = scale(indicator, style.scale)
            out.empty("rect", [("class", "home-indicator")] + rect(scaled) + [("rx", n(scaled.height / 2))])
        }
        drawLabels(scene, into: &out)
        out.close("g")
        if let legend {
            out.open("g", [("transform", "translate(\(n(margin)) \(n(height - legendHeight)))")])
            legend.write(into: &out)
            out.close("g")
        }
        out.close("svg")
        return out.text
    }

    private static func drawDevice(_ scene: WireframeScene, into out: inout SVGWriter) {
        let s = scene.style.scale
        let outline = scene.outline
        out.empty("rect", [("class", "device-body")] + rect(scale(outline.body, s))
                  + [("rx", n(outline.bodyCornerRadius * s))])
        out.empty("rect", [("class", "device-screen")] + rect(scale(outline.screen, s))
                  + [("rx", n(outline.screenCornerRadius * s))])
        if let button = outline.homeButton {
            out.empty("circle", [("class", "home-button"), ("cx", n(button.x * s)), ("cy", n(button.y * s)),
                                 ("r", n(button.radius * s))])
        }
    }

    /// The view tree as nested groups, written without recursion (trees may be deep).
    private static func drawViews(_ scene: WireframeScene, links: Links?, into out: inout SVGWriter) {
        enum Step { case open(Int), close }
        var stack: [Step] = scene.roots.reversed().map { .open($0) }
        while let step = stack.popLast() {
            guard case .open(let index) = step else { out.close("g"); continue }
            let view = scene.views[index]
            let frame = view.frame
            var classes = ["view", "d\(frame.depth % 5)", frame.kind.keyword]
            switch view.mark {
            case .conflicted: classes.append("conflicted")
            case .ambiguous: classes.append("ambiguous")
            case .none: break
            }
            if frame.isHidden { classes.append("hidden") }
            var attributes: [(String, String)] = []
            if let links { attributes.append(("id", links.viewID(index))) }
            attributes += [("class", classes.joined(separator: " ")), ("data-view", frame.name)]
            out.open("g", attributes)
            out.element("title", text: tooltip(view))
            let link = view.mark == .none ? nil : links?.diagnostic(frame.name)
            if let link { out.open("a", [("href", link)]) }
            out.empty("rect", [("class", "frame")] + rect(view.rect))
            if view.rect.width < 1 || view.rect.height < 1 {
                // A collapsed view would be invisible: a short stroke shows where it is.
                let r = view.rect
                out.empty("line", [("class", "degenerate"), ("x1", n(r.minX)), ("y1", n(r.minY)),
                                   ("x2", n(max(r.maxX, r.minX + (r.width < 1 ? 0 : 1)))),
                                   ("y2", n(max(r.maxY, r.minY + (r.height < 1 ? 0 : 1))))])
            }
            if link != nil { out.close("a") }
            if let content = view.content { out.empty("rect", [("class", "content")] + rect(content)) }
            stack.append(.close)
            if view.clipsSubviews, !view.children.isEmpty {
                // Subviews show only inside the scroll view's frame, as on the device; the
                // dashed content rectangle above shows how far they reach.
                let clipID = (links?.prefix ?? "w") + "-v\(index)-clip"
                out.open("clipPath", [("id", clipID)])
                out.empty("rect", rect(view.rect))
                out.close("clipPath")
                out.open("g", [("clip-path", "url(#\(clipID))")])
                stack.append(.close)
            }
            stack += view.children.reversed().map { .open($0) }
        }
    }

    /// Labels go on top of everything, so no fill or bar covers them (they never overlap each
    /// other and each lies in the visible part of its view).
    private static func drawLabels(_ scene: WireframeScene, into out: inout SVGWriter) {
        out.open("g", [("class", "labels")])
        for view in scene.views {
            if let label = view.label { writeLabel(label, style: scene.style, into: &out) }
            if let label = view.contentLabel { writeLabel(label, style: scene.style, into: &out, className: "caption") }
        }
        for bar in scene.bars {
            if let caption = bar.caption { writeLabel(caption, style: scene.style, into: &out, className: "caption") }
        }
        out.close("g")
    }

    private static func drawBars(_ scene: WireframeScene, into out: inout SVGWriter) {
        for bar in scene.bars {
            switch bar.kind {
            case .status:
                out.empty("rect", [("class", "status-bar")] + rect(bar.rect))
            case .navigation, .tab:
                let look = bar.style == .opaque ? "opaque" : "translucent"
                out.empty("rect", [("class", "bar \(look)")] + rect(bar.rect))
            }
        }
    }

    private static func writeLabel(_ label: PlacedLabel, style: WireframeStyle, into out: inout SVGWriter,
                                   className: String = "label") {
        // The baseline: the monospaced fonts used ascend about 0.76 em and descend 0.24 em.
        var attributes = [("class", className), ("x", n(label.box.minX)),
                          ("y", n(label.box.minY + label.fontSize * 0.86))]
        if label.fontSize != style.fontSize { attributes.append(("font-size", n(label.fontSize))) }
        out.element("text", attributes, text: label.text)
    }

    /// `name · label · (16, 84, 288 × 21)` and what is special about the view.
    static func tooltip(_ view: WireframeScene.DrawnView) -> String {
        let frame = view.frame
        let f = frame.frame
        var parts = [frame.name, frame.kind.keyword, "(\(n(f.x)), \(n(f.y)), \(n(f.width)) × \(n(f.height)))"]
        if let size = frame.contentSize { parts.append("contentSize \(n(size.width))×\(n(size.height))") }
        if frame.isHidden { parts.append("hidden") }
        switch view.mark {
        case .conflicted: parts.append("in a conflict")
        case .ambiguous: parts.append("ambiguous")
        case .none: break
        }
        return parts.joined(separator: " · ")
    }

    static func rect(_ r: LayoutRect) -> [(String, String)] {
        [("x", n(r.x)), ("y", n(r.y)), ("width", n(r.width)), ("height", n(r.height))]
    }

    static func scale(_ r: LayoutRect, _ s: Double) -> LayoutRect {
        WireframeScene.normalized(LayoutRect(x: r.x * s, y: r.y * s, width: r.width * s, height: r.height * s))
    }

    static func n(_ value: Double) -> String { FrameTableRenderer.number(value) }
}
