import LayoutIR
import LayoutEngine

/// Everything a wireframe shows, measured and placed in SVG units (screen coordinates × scale;
/// the screen's top-left is the origin), before any text is written: device, bars, safe area,
/// each view's rectangle and label, and the picture's bounds.
struct WireframeScene: Sendable {
    /// One view as drawn.
    struct DrawnView: Sendable {
        var frame: ViewFrame
        /// The frame in screen coordinates × scale, with a non-negative size.
        var rect: LayoutRect
        /// For scroll views: the content rectangle (origin at the scroll view's, no scrolling).
        var content: LayoutRect?
        var contentLabel: PlacedLabel?
        var mark: ViewMark
        var label: PlacedLabel?
        /// Indices of the subviews, in declaration order.
        var children: [Int] = []
        /// The part of the picture the view can show in: scroll views clip their subviews to
        /// their frame, as UIKit does; `nil` when nothing clips it.
        var clip: LayoutRect?

        /// Scroll and table views clip their content (`clipsToBounds` is on by default).
        var clipsSubviews: Bool { frame.kind.isScrollView || frame.contentSize != nil }

        /// Where its label may go: the visible part of its rectangle.
        var visibleRect: LayoutRect? { clip.map { WireframeScene.intersection(rect, $0) } ?? rect }
    }

    /// A bar over the screen.
    struct Bar: Sendable {
        enum Kind: Sendable { case status, navigation, tab }
        var kind: Kind
        var rect: LayoutRect
        /// `nil` for the status bar.
        var style: BarStyle?
        var caption: PlacedLabel?
    }

    let style: WireframeStyle
    let outline: DeviceOutline
    var views: [DrawnView] = []
    /// Indices of views without a superview in the table (the root, normally just one).
    var roots: [Int] = []
    var bars: [Bar] = []
    /// The root view's safe-area rectangle.
    var safeArea: LayoutRect
    /// What the picture must show, in SVG units: the device and the views, not much beyond.
    var bounds: LayoutRect
    /// True when every view lies on the screen (then the picture is clipped to its corners).
    var staysOnScreen = true

    init(_ solution: LayoutSolution, marks: ViewMarks, style: WireframeStyle) {
        let metrics = solution.metrics
        let scale = style.scale
        self.style = style
        self.outline = DeviceOutline(metrics)
        let root = metrics.rootFrame
        func scaled(_ rect: LayoutRect) -> LayoutRect {
            Self.normalized(LayoutRect(x: rect.x * scale, y: rect.y * scale, width: rect.width * scale,
                                 height: rect.height * scale))
        }
        let safe = metrics.rootSafeArea
        safeArea = scaled(LayoutRect(x: root.x + safe.left, y: root.y + safe.top,
                               width: root.width - safe.left - safe.right,
                               height: root.height - safe.top - safe.bottom))

        // Views: frames in the root's coordinates, moved to the screen's.
        var indexByName: [String: Int] = [:]
        for frame in solution.views {
            let absolute = frame.absoluteFrame
            let onScreen = LayoutRect(x: root.x + absolute.x, y: root.y + absolute.y,
                                width: absolute.width, height: absolute.height)
            let rect = scaled(onScreen)
            var content: LayoutRect?
            if let size = frame.contentSize {
                content = scaled(LayoutRect(x: onScreen.x, y: onScreen.y, width: size.width, height: size.height))
            }
            indexByName[frame.name] = views.count
            views.append(DrawnView(frame: frame, rect: rect, content: content, mark: marks.mark(of: frame.name)))
        }
        for index in views.indices {
            if let superview = views[index].frame.superview, let parent = indexByName[superview], parent != index {
                views[parent].children.append(index)
            } else {
                roots.append(index)
            }
        }
        // Clips flow down the tree (walked with a stack: trees may be deep).
        var pending = roots
        while let index = pending.popLast() {
            let view = views[index]
            let clipForChildren = view.clipsSubviews
                ? (view.clip.map { Self.intersection(view.rect, $0) ?? .zero } ?? view.rect) : view.clip
            for child in view.children {
                views[child].clip = clipForChildren
                pending.append(child)
            }
        }

        // Bars, drawn over the views.
        if metrics.statusBarHeight > 0 {
            bars.append(Bar(kind: .status, rect: scaled(LayoutRect(x: 0, y: 0, width: metrics.screenSize.width,
                                                              height: metrics.statusBarHeight))))
        }
        if let frame = metrics.navigationBarFrame {
            bars.append(Bar(kind: .navigation, rect: scaled(frame), style: metrics.environment.bars.navigationBar))
        }
        if let frame = metrics.tabBarFrame {
            bars.append(Bar(kind: .tab, rect: scaled(frame), style: metrics.environment.bars.tabBar))
        }
        if let frame = metrics.toolbarFrame {  // drawn like the tab bar: a bottom bar
            bars.append(Bar(kind: .tab, rect: scaled(frame), style: metrics.environment.bars.toolbar))
        }

        // The picture shows the device and whatever lies around it, up to half the device's
        // size beyond its body (a view at x = 10000 must not make a picture 10000 wide).
        let body = scaled(outline.body)
        let limit = LayoutRect(x: body.x - body.width / 2, y: body.y - body.height / 2,
                         width: body.width * 2, height: body.height * 2)
        var bounds = body
        for view in views {
            for rect in [view.rect] + (view.content.map { [$0] } ?? []) {
                bounds = Self.union(bounds, Self.intersection(rect, limit) ?? bounds)
            }
        }
        self.bounds = bounds
        let screen = scaled(outline.screen)
        staysOnScreen = views.allSatisfy { view in
            ([view.rect] + (view.content.map { [$0] } ?? [])).allSatisfy { rect in
                rect.minX >= screen.minX - 0.01 && rect.maxX <= screen.maxX + 0.01
                    && rect.minY >= screen.minY - 0.01 && rect.maxY <= screen.maxY + 0.01
            }
        }
        placeLabels()
    }

    /// Captions first (bars are fixed), then views from the smallest up: small views have the
    /// fewest places a label fits, large ones can move theirs aside.
    private mutating func placeLabels() {
        var placer = LabelPlacer(style: style)
        for index in bars.indices where bars[index].kind != .status {
            let bar = bars[index]
            let name = bar.kind == .navigation ? "navigation bar" : "tab bar"
            let text = name + (bar.style.map { " · \($0.rawValue)" } ?? "")
            // Centred in the bar's top part (a tab bar's lower part covers the home indicator).
            let band = LayoutRect(x: bar.rect.x, y: bar.rect.y, width: bar.rect.width,
                            height: min(bar.rect.height, max(style.lineHeight + 2 * style.labelPadding,
                                                             bar.rect.height * 0.6)))
            guard let fitted = LabelPlacer.elide(text, toFit: band.width - 2 * style.labelPadding, style: style)
            else { continue }
            let width = Double(fitted.count) * style.characterWidth
            let box = LayoutRect(x: band.midX - width / 2, y: band.midY - style.lineHeight / 2, width: width,
                           height: style.lineHeight)
            if band.height >= style.lineHeight {
                placer.reserve(box)
                bars[index].caption = PlacedLabel(text: fitted, box: box, fontSize: style.fontSize)
            }
        }
        // Places a label should not go unless nothing else is free: under the bars; and never:
        // over the home indicator, in the screen's rounded corners (the display cuts them off).
        let barRects = bars.map(\.rect)
        var offLimits: [LayoutRect] = []
        let scale = style.scale
        if let indicator = outline.homeIndicator {
            offLimits.append(LayoutRect(x: indicator.x * scale - 4, y: indicator.y * scale - 4,
                                 width: indicator.width * scale + 8, height: indicator.height * scale + 8))
        }
        let corner = outline.screenCornerRadius * scale * 0.6
        if corner > 0 {
            let screen = outline.screen
            for (x, y) in [(screen.minX, screen.minY), (screen.maxX, screen.minY),
                           (screen.minX, screen.maxY), (screen.maxX, screen.maxY)] {
                offLimits.append(LayoutRect(x: x * scale - corner, y: y * scale - corner, width: 2 * corner, height: 2 * corner))
            }
        }
        let order = views.indices.sorted { lhs, rhs in
            let a = views[lhs].rect.width * views[lhs].rect.height
            let b = views[rhs].rect.width * views[rhs].rect.height
            return a != b ? a < b : lhs < rhs
        }
        for index in order {
            let view = views[index]
            guard let visible = view.visibleRect.flatMap({ Self.intersection($0, bounds) }) else { continue }
            views[index].label = placer.place(view.frame.name, in: visible,
                                              avoiding: view.children.map { views[$0].rect }, bars: barRects,
                                              offLimits: offLimits)
        }
        // Views too small for their name get it next to them, if there is room that belongs
        // to no other view.
        var parents = [Int?](repeating: nil, count: views.count)
        for index in views.indices { for child in views[index].children { parents[child] = index } }
        // (Each try looks at every other view: only for screens of ordinary size.)
        for index in order where views[index].label == nil && views.count <= Self.besideLabelViewLimit {
            guard let parent = parents[index], let visible = views[index].visibleRect,
                  let area = views[parent].visibleRect.flatMap({ Self.intersection($0, bounds) }) else { continue }
            var ancestors: Set<Int> = [index]
            var current: Int? = parent
            while let ancestor = current, ancestors.insert(ancestor).inserted { current = parents[ancestor] }
            let others = views.indices.filter { !ancestors.contains($0) }.map { views[$0].rect }
            views[index].label = placer.placeBeside(views[index].frame.name, of: visible, within: area,
                                                    avoiding: others + barRects + offLimits)
        }
        // Content sizes last: they are extra information.
        for index in order {
            guard let size = views[index].frame.contentSize,
                  let content = views[index].content.flatMap({ Self.intersection($0, bounds) }) else { continue }
            let text = "content \(FrameTableRenderer.number(size.width))×\(FrameTableRenderer.number(size.height))"
            views[index].contentLabel = placer.place(text, in: content,
                                                     avoiding: views[index].children.map { views[$0].rect },
                                                     bars: barRects, offLimits: offLimits)
        }
    }

    /// Above this many views, small views get no label beside them (the search is quadratic).
    static let besideLabelViewLimit = 400

    /// A rectangle with its size made non-negative (a negative width moves the origin) and any
    /// non-finite number replaced by 0, so SVG never gets an invalid rectangle.
    static func normalized(_ rect: LayoutRect) -> LayoutRect {
        func finite(_ value: Double) -> Double { value.isFinite ? value : 0 }
        var x = finite(rect.x), y = finite(rect.y), width = finite(rect.width), height = finite(rect.height)
        if width < 0 { x += width; width = -width }
        if height < 0 { y += height; height = -height }
        return LayoutRect(x: x, y: y, width: width, height: height)
    }

    static func union(_ a: LayoutRect, _ b: LayoutRect) -> LayoutRect {
        let minX = min(a.minX, b.minX), minY = min(a.minY, b.minY)
        return LayoutRect(x: minX, y: minY, width: max(a.maxX, b.maxX) - minX, height: max(a.maxY, b.maxY) - minY)
    }

    static func intersection(_ a: LayoutRect, _ b: LayoutRect) -> LayoutRect? {
        let minX = max(a.minX, b.minX), minY = max(a.minY, b.minY)
        let maxX = min(a.maxX, b.maxX), maxY = min(a.maxY, b.maxY)
        guard maxX >= minX, maxY >= minY else { return nil }
        return LayoutRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
