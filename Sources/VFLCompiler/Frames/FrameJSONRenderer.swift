import LayoutIR
import LayoutEngine

/// One JSON document: `{"screens": [{"screen", "file", "environments": [{…, "views": […]}]}]}`,
/// keys in a fixed order so that output is stable.
enum FrameJSONRenderer {
    static func render(_ tables: [FrameTable], options: FrameTableOptions) -> String {
        let screens = tables.map { table -> String in
            let environments = table.solutions.map { environment($0, options) }
            return "    {\"screen\": \(string(table.screen)), \"file\": \(table.file.map(string) ?? "null"),"
                + " \"coordinates\": \(string(options.absolute ? "root" : "superview")),"
                + " \"environments\": [\n" + environments.joined(separator: ",\n") + "\n    ]}"
        }
        return "{\"screens\": [\n" + screens.joined(separator: ",\n") + "\n]}\n"
    }

    private static func environment(_ solution: LayoutSolution, _ options: FrameTableOptions) -> String {
        let metrics = solution.metrics
        let environment = solution.environment
        var fields = [
            "\"name\": \(string(environment.name))",
            "\"device\": \(string(environment.device.name))",
            "\"orientation\": \(string(environment.orientation.rawValue))",
            "\"direction\": \(string(environment.direction.rawValue))",
            "\"scale\": \(FrameTableRenderer.number(metrics.scale))",
            "\"horizontalSizeClass\": \(string(metrics.horizontalSizeClass.rawValue))",
            "\"verticalSizeClass\": \(string(metrics.verticalSizeClass.rawValue))",
            "\"contentSizeCategory\": \(string(environment.contentSize.rawValue))",
            "\"pseudoLocalized\": \(environment.pseudoLocalized)",
            "\"screenSize\": \(size(metrics.screenSize))",
            "\"rootFrame\": \(rect(metrics.rootFrame))",
            "\"safeArea\": \(insets(metrics.rootSafeArea))",
            "\"layoutMargins\": \(insets(metrics.rootLayoutMargins))",
            "\"topLayoutGuide\": \(FrameTableRenderer.number(metrics.topLayoutGuideLength))",
            "\"bottomLayoutGuide\": \(FrameTableRenderer.number(metrics.bottomLayoutGuideLength))",
        ]
        let bars = environment.bars
        fields.append("\"navigationBar\": \(bars.navigationBar.map { string($0.rawValue) } ?? "null")")
        fields.append("\"tabBar\": \(bars.tabBar.map { string($0.rawValue) } ?? "null")")
        let views = solution.views.map { view -> String in
            var entry = "{\"name\": \(string(view.name)), \"kind\": \(string(view.kind.keyword)), "
                + "\"superview\": \(view.superview.map(string) ?? "null"), "
                + "\"frame\": \(rect(FrameTableRenderer.frame(view, options))), "
                + "\"hidden\": \(view.isHidden)"
            if let contentSize = view.contentSize { entry += ", \"contentSize\": \(size(contentSize))" }
            if let id = view.sourceID { entry += ", \"id\": \(string(id))" }
            if let inset = view.adjustedContentInset {
                let n = FrameTableRenderer.number
                entry += ", \"adjustedContentInset\": {\"top\": \(n(inset.top)), \"left\": \(n(inset.left)), "
                    + "\"bottom\": \(n(inset.bottom)), \"right\": \(n(inset.right))}"
            }
            return "          " + entry + "}"
        }
        return "      {" + fields.joined(separator: ", ") + ",\n        \"views\": [\n"
            + views.joined(separator: ",\n") + "\n        ]}"
    }

    private static func rect(_ rect: LayoutRect) -> String {
        let n = FrameTableRenderer.number
        return "{\"x\": \(n(rect.x)), \"y\": \(n(rect.y)), \"width\": \(n(rect.width)), \"height\": \(n(rect.height))}"
    }

    private static func size(_ size: LayoutSize) -> String {
        "{\"width\": \(FrameTableRenderer.number(size.width)), \"height\": \(FrameTableRenderer.number(size.height))}"
    }

    private static func insets(_ insets: LayoutInsets) -> String {
        let n = FrameTableRenderer.number
        return "{\"top\": \(n(insets.top)), \"left\": \(n(insets.left)), \"bottom\": \(n(insets.bottom)), \"right\": \(n(insets.right))}"
    }

    /// A JSON string literal with the required escapes.
    static func string(_ text: String) -> String {
        var result = ""
        JSONValue.writeString(text, into: &result)
        return result
    }
}
