/// Pasted console conflict logs as a front end: one screen per conflict, its views (flat under a
/// root, since a log prints no view tree) and the listed constraints in the IR, each pointing
/// at its log line. A log has no device: `LayoutCompiler` does not lay its screens out in
/// environments but re-solves each conflict in the log's own coordinate space, from the
/// `ConsoleLog` that ``readLog(_:context:)`` gives beside the document.
public struct ConsoleLogFrontEnd: LayoutFrontEnd {
    /// The front end.
    public init() {}

    /// `console-log`.
    public var name: String { "console-log" }

    /// Logs have no extension of their own; the front end is chosen explicitly.
    public var fileExtensions: [String] { [] }

    /// Reads a paste: a screen per conflict, the reader's diagnostics, and the expression bodies
    /// that have no IR form listed as skipped.
    public func read(_ file: SourceFile, context: FrontEndContext) -> FrontEndOutput {
        readLog(file, context: context).output
    }

    /// Reads a paste into the log as read (for the re-solve) and the front end's output.
    public func readLog(_ file: SourceFile, context: FrontEndContext) -> (log: ConsoleLog, output: FrontEndOutput) {
        let log = ConsoleLogReader.read(file)
        var screens: [LayoutScreen] = []
        var diagnostics = log.diagnostics
        var skipped: [SkippedInput] = []
        for (index, conflict) in log.conflicts.enumerated() {
            var names: [String] = []
            var constraints: [IRConstraint] = []
            for printed in conflict.constraints {
                guard let constraint = printed.constraint else {
                    skipped.append(SkippedInput(span: printed.span, reason: "an expression of more than two views has no IR form"))
                    continue
                }
                guard constraints.count < context.maximumConstraints else { break }
                constraints.append(constraint)
                for view in printed.viewNames where !names.contains(view) { names.append(view) }
            }
            if names.count > context.maximumViews {
                diagnostics.append(.error("too many views in one conflict (\(names.count))", at: conflict.span))
                continue
            }
            let children = names.map { name in
                ViewNode(name: name, kind: log.view(named: name).map(Self.kind) ?? .view)
            }
            let root = ViewNode(name: LayoutItem.rootName, kind: .view, children: children)
            screens.append(LayoutScreen(name: "conflict\(index + 1)", span: conflict.span, root: root,
                                        constraints: constraints))
        }
        let constraintCount = screens.reduce(0) { $0 + $1.constraints.count }
        let output = FrontEndOutput(document: LayoutDocument(file: file, screens: screens), diagnostics: diagnostics,
                                    counts: [FrontEndCount("conflict read", "conflicts read", log.conflicts.count, startsGroup: true),
                                             FrontEndCount("constraint", "constraints", constraintCount)],
                                    skipped: skipped)
        return (log, output)
    }

    /// The IR's view kind for a printed class.
    static func kind(_ view: ConsoleLogView) -> ViewKind {
        let name = view.className ?? ""
        if name.hasSuffix("Label") || name.hasSuffix("TextField") && name.hasPrefix("NS") { return .label }
        if name.hasSuffix("Button") { return .button }
        if name.hasSuffix("TextField") { return .textField }
        if name.hasSuffix("ImageView") { return .imageView }
        if name.hasSuffix("StackView") { return .stackView }
        if name.hasSuffix("TableView") { return .tableView }
        if name.hasSuffix("ScrollView") || name.hasSuffix("CollectionView") { return .scrollView }
        return .view
    }
}
