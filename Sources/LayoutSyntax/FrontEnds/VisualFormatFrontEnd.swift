import LayoutIR

/// One Visual Format string with its views and metrics dictionaries, as given to
/// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`. The file is the
/// format itself; the document has one screen whose root is the views' superview (`|`).
public struct VisualFormatFrontEnd: LayoutFrontEnd {
    /// The views dictionary: key → item.
    public var views: [String: LayoutItem]
    /// The metrics dictionary.
    public var metrics: [String: Double]
    /// The format options (`alignAllCenterY`, `directionRightToLeft`, …).
    public var options: VisualFormatOptions
    /// What standard spacing means at the superview's edges.
    public var spacing: SpacingMode

    /// A front end for formats read with these dictionaries.
    public init(views: [String: LayoutItem], metrics: [String: Double] = [:], options: VisualFormatOptions = [],
                spacing: SpacingMode = .uikit) {
        self.views = views
        self.metrics = metrics
        self.options = options
        self.spacing = spacing
    }

    /// `visual-format`.
    public var name: String { "visual-format" }
    /// Chosen explicitly, never by a file name.
    public var fileExtensions: [String] { [] }

    /// Parses the file's text as one format; the screen's views are the dictionary's views
    /// (guides and the root excluded), all children of the root.
    public func read(_ file: SourceFile, context: FrontEndContext) -> FrontEndOutput {
        let format = String(decoding: file.bytes, as: UTF8.self)
        let result = VisualFormat.parse(format, views: views, metrics: metrics, options: options, spacing: spacing,
                                        source: FormatSource.standalone(file: file))
        var root = ViewNode(name: LayoutItem.rootName, kind: .view)
        let declared = Set(views.values.filter { $0.guide == nil && !$0.isRoot }.map(\.view))
        root.children = declared.sorted().map { ViewNode(name: $0, kind: .view) }
        var environment = EnvironmentDeclaration()
        environment.spacing = spacing
        // `|` is the views' common superview: in this one-level tree, the root.
        let constraints = result.constraints.map { constraint -> IRConstraint in
            var resolved = constraint
            if resolved.firstItem.isSuperviewPlaceholder { resolved.firstItem = .root }
            if resolved.secondItem?.isSuperviewPlaceholder == true { resolved.secondItem = .root }
            return resolved
        }
        let screen = LayoutScreen(name: "format", environment: environment, root: root, constraints: constraints)
        return FrontEndOutput(document: LayoutDocument(file: file, screens: [screen]), diagnostics: result.diagnostics)
    }
}
