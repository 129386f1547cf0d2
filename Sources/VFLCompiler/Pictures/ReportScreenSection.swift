import LayoutIR
import LayoutEngine

/// One screen of the HTML report: its heading, its diagnostics (each linked to the views it
/// concerns) and a grid with one card per environment — the wireframe and its frame table.
///
/// Ids: the section `s3`, an environment `s3-e2`, a view `s3-e2-v5` (its group in the
/// wireframe), a diagnostic `s3-d1`.
struct ScreenSection {
    let id: String
    let file: Int
    let table: FrameTable
    let findings: ScreenFindings
    /// For each diagnostic: the views it names and the environment it names first.
    private let subjects: [[String]]
    private let environments: [Int]

    init(id: String, file: Int, table: FrameTable, findings: ScreenFindings) {
        self.id = id
        self.file = file
        self.table = table
        self.findings = findings
        let views = table.solutions.first?.views ?? []
        let names = views.map(\.name)
        let root = views.first { $0.superview == nil }?.name
        let environmentNames = table.solutions.map(\.environment.name)
        subjects = findings.diagnostics.map { DiagnosticSubjects.views(of: $0, among: names, root: root) }
        environments = findings.diagnostics.map { DiagnosticSubjects.environment(of: $0, among: environmentNames) }
    }

    func environmentID(_ environment: Int) -> String { "\(id)-e\(environment)" }

    func viewID(environment: Int, view: Int) -> String { "\(environmentID(environment))-v\(view)" }

    func diagnosticID(_ index: Int) -> String { "\(id)-d\(index)" }

    /// The views diagnostic `index` concerns, each linked to its picture in the environment the
    /// diagnostic names first.
    func links(forDiagnostic index: Int) -> [(name: String, href: String)] {
        guard index < subjects.count, index < environments.count, environments[index] < table.solutions.count
        else { return [] }
        let environment = environments[index]
        let views = table.solutions[environment].views
        return subjects[index].compactMap { name in
            views.firstIndex { $0.name == name }.map { (name, "#" + viewID(environment: environment, view: $0)) }
        }
    }

    /// The diagnostic a marked view links to: the first that names it, preferring an error for
    /// a view in a conflict and an ambiguity warning for an ambiguous one.
    func diagnosticLink(forView name: String, mark: ViewMark) -> String? {
        let naming = subjects.indices.filter { subjects[$0].contains(name) }
        let diagnostics = findings.diagnostics
        let preferred = naming.first { index in
            switch mark {
            case .conflicted: return diagnostics[index].ruleID == .unsatisfiable || diagnostics[index].severity == .error
            case .ambiguous: return diagnostics[index].ruleID == .ambiguousLayout
            case .none: return false
            }
        }
        return (preferred ?? naming.first).map { "#" + diagnosticID($0) }
    }

    /// Error and warning counts as small badges.
    func writeCounts(into out: inout HTMLWriter) {
        let errors = findings.diagnostics.filter { $0.severity == .error }.count
        let warnings = findings.diagnostics.filter { $0.severity == .warning }.count
        if errors > 0 { out.element("span", [("class", "count error")], text: HTMLReport.plural(errors, "error")) }
        if warnings > 0 { out.element("span", [("class", "count warning")], text: HTMLReport.plural(warnings, "warning")) }
    }

    func write(into out: inout HTMLWriter, style: WireframeStyle, renderer: DiagnosticRenderer) {
        out.open("section", [("class", "screen"), ("id", id)])
        out.open("header")
        out.open("h2")
        out.escaped(table.screen)
        if let file = table.file { out.element("span", [("class", "file")], text: file) }
        out.close("h2")
        out.open("p", [("class", "summary")])
        out.escaped(HTMLReport.plural(table.solutions.count, "environment"))
        if let bars = table.solutions.first?.environment.bars.summary, !bars.isEmpty { out.escaped(" · " + bars) }
        writeCounts(into: &out)
        out.close("p")
        out.close("header")
        if !findings.diagnostics.isEmpty {
            DiagnosticList.write(findings.diagnostics, idPrefix: id, links: links(forDiagnostic:),
                                 renderer: renderer, into: &out)
        }
        if let matrix = SweepMatrix(table.solutions) { matrix.write(self, into: &out) }
        let style = Self.style(for: table, base: style)
        out.open("div", [("class", "grid")])
        for (index, solution) in table.solutions.enumerated() {
            out.newline()
            card(index, solution, style: style, into: &out)
        }
        out.close("div")
        out.close("section")
    }

    /// The style of one screen's pictures: `base` for many environments; a screen with only a
    /// few is drawn larger (up to 1 unit per point) so its labels fit, as long as its widest
    /// device stays within a laptop window. One scale per screen keeps its devices comparable.
    static func style(for table: FrameTable, base: WireframeStyle) -> WireframeStyle {
        let count = table.solutions.count
        let preferred = count <= 3 ? 1.0 : count <= 8 ? 0.8 : base.scale
        let bodies = table.solutions.map { DeviceOutline($0.metrics).body }
        let widest = bodies.map(\.width).max() ?? 0
        let tallest = bodies.map(\.height).max() ?? 0
        var fitting = preferred
        if widest > 0 { fitting = min(fitting, maximumPictureSize.width / widest) }
        if tallest > 0 { fitting = min(fitting, maximumPictureSize.height / tallest) }
        var style = base
        style.scale = max(base.scale, fitting)
        return style
    }

    /// The largest a picture grows to when a screen has few environments, in CSS pixels: it
    /// should fit a laptop window whole.
    static let maximumPictureSize = LayoutSize(width: 900, height: 720)

    /// One environment: caption, facts, wireframe, frame table.
    private func card(_ index: Int, _ solution: LayoutSolution, style: WireframeStyle, into out: inout HTMLWriter) {
        let marks = findings.marks(at: index)
        let environment = solution.environment
        var classes = "environment"
        if !marks.conflicted.isEmpty { classes += " has-conflict" }
        out.open("figure", [("class", classes), ("id", environmentID(index))])
        out.open("figcaption")
        out.escaped(environment.device.name)
        out.element("span", [("class", "mode")],
                    text: "\(environment.orientation.rawValue) · \(environment.direction.rawValue)"
                        + (environment.contentSize == .large ? "" : " · " + environment.contentSize.rawValue)
                        + (environment.pseudoLocalized ? " · translated" : ""))
        if !marks.conflicted.isEmpty {
            out.element("span", [("class", "count conflicted")], text: "\(marks.conflicted.count) in conflict")
        }
        if !marks.ambiguous.isEmpty {
            out.element("span", [("class", "count ambiguous")], text: "\(marks.ambiguous.count) ambiguous")
        }
        out.close("figcaption")
        let facts = self.facts(solution.metrics)
        out.open("div", [("class", "facts")])
        out.element("div", text: facts.screen)
        out.element("div", text: facts.insets)
        out.close("div")
        let links = SVGWireframe.Links(
            prefix: environmentID(index),
            diagnostic: { name in diagnosticLink(forView: name, mark: marks.mark(of: name)) })
        out.raw(SVGWireframe.element(screen: table.screen, solution: solution, marks: marks, style: style, links: links))
        out.open("details", [("class", "frames")])
        out.element("summary", text: "frames · \(HTMLReport.plural(solution.views.count, "view"))")
        FrameTableHTML.write(solution, marks: marks, viewID: { viewID(environment: index, view: $0) }, into: &out)
        out.close("details")
        out.close("figure")
    }

    /// `393×852 @3x · root (0, 0, 393, 852)` and `safe area 59 0 34 0`.
    private func facts(_ metrics: EnvironmentMetrics) -> (screen: String, insets: String) {
        let n = FrameTableRenderer.number
        let safe = metrics.rootSafeArea
        let root = metrics.rootFrame
        let screen = "\(n(metrics.screenSize.width))×\(n(metrics.screenSize.height)) @\(n(metrics.scale))x"
            + " · root (\(n(root.x)), \(n(root.y)), \(n(root.width)), \(n(root.height)))"
        // The bars are the same in every environment of a screen: the section's summary says them.
        let insets = "safe area \(n(safe.top)) \(n(safe.left)) \(n(safe.bottom)) \(n(safe.right))"
        return (screen, insets)
    }
}
