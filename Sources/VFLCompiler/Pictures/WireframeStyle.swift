/// How big a wireframe is drawn and what goes around it.
public struct WireframeStyle: Sendable, Hashable {
    /// SVG units per point: a view's rectangle is its frame (in screen coordinates) times this.
    public var scale: Double
    /// The labels' font size in SVG units (independent of ``scale``, so small pictures stay
    /// readable: labels that do not fit are elided instead of shrunk).
    public var fontSize: Double
    /// Draw a title line (screen and environment) above the device.
    public var showsTitle: Bool
    /// Draw the colour legend below the device.
    public var showsLegend: Bool
    /// Put the style sheet inside the SVG (a standalone file); the HTML report styles every
    /// picture with one page-wide sheet instead.
    public var embedsStyleSheet: Bool

    /// A style.
    public init(scale: Double, fontSize: Double, showsTitle: Bool, showsLegend: Bool, embedsStyleSheet: Bool) {
        self.scale = scale
        self.fontSize = fontSize
        self.showsTitle = showsTitle
        self.showsLegend = showsLegend
        self.embedsStyleSheet = embedsStyleSheet
    }

    /// One environment per file, one SVG unit per point.
    public static let standalone = WireframeStyle(scale: 1, fontSize: 12, showsTitle: true, showsLegend: true,
                                                  embedsStyleSheet: true)
    /// 0.6 units per point, for a grid of many environments in the HTML report (the page has
    /// one legend): an iPhone 15 is 236 units wide, four fit side by side on a laptop.
    public static let report = WireframeStyle(scale: 0.6, fontSize: 10, showsTitle: false, showsLegend: false,
                                              embedsStyleSheet: false)

    /// The advance of one character of the monospaced label font, as a fraction of the font
    /// size; slightly above DejaVu Sans Mono's and Menlo's 0.602 so estimates never fall short.
    static let characterWidthRatio = 0.62

    /// Width of one label character in SVG units.
    var characterWidth: Double { fontSize * Self.characterWidthRatio }
    /// Height of a label line in SVG units.
    var lineHeight: Double { fontSize * 1.15 }
    /// Space between a label and its view's edges.
    var labelPadding: Double { max(2, fontSize * 0.25) }
}
