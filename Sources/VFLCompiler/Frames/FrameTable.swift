import LayoutIR
import LayoutEngine

/// The frames of one screen in each of its environments: what `vflc compile` prints.
public struct FrameTable: Sendable {
    /// The screen's name.
    public var screen: String
    /// The file the screen came from, if any (shown in JSON and CSV).
    public var file: String?
    /// One solution per environment, in environment order.
    public var solutions: [LayoutSolution]

    /// A frame table.
    public init(screen: String, file: String? = nil, solutions: [LayoutSolution]) {
        self.screen = screen
        self.file = file
        self.solutions = solutions
    }
}

/// The output formats of frame tables.
public enum FrameTableFormat: String, Sendable, CaseIterable {
    /// An aligned text table per environment, indented by tree depth (the default).
    case table
    /// One JSON document.
    case json
    /// One CSV row per view and environment.
    case csv
}

/// Options shared by the frame-table renderers.
public struct FrameTableOptions: Sendable, Hashable {
    /// Frames in the root view's coordinates instead of each superview's.
    public var absolute: Bool

    /// Renderer options; by default frames are in superview coordinates, as UIKit's `frame`.
    public init(absolute: Bool = false) {
        self.absolute = absolute
    }
}

/// Renders frame tables in any ``FrameTableFormat``.
public enum FrameTableRenderer {
    /// The text of `tables` in `format`. Every format ends with a newline.
    public static func render(_ tables: [FrameTable], format: FrameTableFormat,
                              options: FrameTableOptions = FrameTableOptions()) -> String {
        switch format {
        case .table: return FrameTextRenderer.render(tables, options: options)
        case .json: return FrameJSONRenderer.render(tables, options: options)
        case .csv: return FrameCSVRenderer.render(tables, options: options)
        }
    }

    /// A coordinate as printed: at most three decimals (enough for @3x thirds), no trailing
    /// zeros, `-0` printed as `0`.
    public static func number(_ value: Double) -> String {
        guard value.isFinite else { return formatNumber(value) }
        let rounded = (value * 1000).rounded() / 1000
        return formatNumber(rounded)
    }

    /// The frame a view is shown with under `options`.
    static func frame(_ view: ViewFrame, _ options: FrameTableOptions) -> LayoutRect {
        options.absolute ? view.absoluteFrame : view.frame
    }
}
