/// The CSS that colours wireframes: embedded in each standalone SVG, and once in the HTML
/// report for all its inline pictures. Colours: views in blue-grey tints by depth; conflicts
/// red (solid, thick); ambiguity amber (dashed, thick) — distinct in hue, weight and dash so
/// they differ for colour-blind readers and in greyscale too.
enum WireframeStyleSheet {
    static let conflictColor = "#d1242f"
    static let ambiguousColor = "#c26a00"

    static let css = """
        .wireframe .device-body { fill: #2b2f36; }
        .wireframe .device-screen { fill: #ffffff; }
        .wireframe .home-button { fill: none; stroke: #5b616b; stroke-width: 2; }
        .wireframe .home-indicator { fill: #2b2f36; }
        .wireframe .title { font-family: system-ui, -apple-system, "Segoe UI", "DejaVu Sans", sans-serif; font-weight: 600; fill: #1f2328; }
        .wireframe .label, .wireframe .caption, .wireframe .legend-text { font-family: ui-monospace, Menlo, Consolas, "DejaVu Sans Mono", monospace; }
        .wireframe .label { fill: #1f2328; paint-order: stroke; stroke: #ffffff; stroke-width: 3px; stroke-linejoin: round; }
        .wireframe .caption { fill: #57606a; }
        .wireframe .legend-text { fill: #1f2328; }
        .wireframe .frame { stroke: #4a6fa5; stroke-width: 1; }
        .wireframe .d0 > .frame, .wireframe .d0 > a > .frame { fill: #f6f8fa; }
        .wireframe .d1 > .frame, .wireframe .d1 > a > .frame { fill: #dbe9f9; fill-opacity: 0.75; }
        .wireframe .d2 > .frame, .wireframe .d2 > a > .frame { fill: #d8f0e0; fill-opacity: 0.75; }
        .wireframe .d3 > .frame, .wireframe .d3 > a > .frame { fill: #f7ecd0; fill-opacity: 0.75; }
        .wireframe .d4 > .frame, .wireframe .d4 > a > .frame { fill: #ece0f7; fill-opacity: 0.75; }
        .wireframe .hidden { opacity: 0.45; }
        .wireframe .hidden > .frame { stroke-dasharray: 2 2; }
        .wireframe .conflicted > .frame, .wireframe .conflicted > a > .frame { stroke: \(conflictColor); stroke-width: 3; }
        .wireframe .ambiguous > .frame, .wireframe .ambiguous > a > .frame { stroke: \(ambiguousColor); stroke-width: 3; stroke-dasharray: 7 3; }
        .wireframe .content { fill: none; stroke: #7a4fd0; stroke-width: 1.5; stroke-dasharray: 3 3; }
        .wireframe .safe-area { fill: none; stroke: #1a7f37; stroke-width: 1.5; stroke-dasharray: 6 4; }
        .wireframe .status-bar { fill: #d0d7de; fill-opacity: 0.55; }
        .wireframe .bar { stroke: #8c959f; stroke-width: 1; }
        .wireframe .bar.opaque { fill: #e6e9ed; }
        .wireframe .bar.translucent { fill: #e6e9ed; fill-opacity: 0.45; }
        .wireframe .degenerate { stroke: #4a6fa5; stroke-width: 2; }
        .wireframe .legend-swatch { stroke-width: 2; }
        """
}
