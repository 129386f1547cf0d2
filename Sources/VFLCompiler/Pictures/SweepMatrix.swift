import LayoutIR
import LayoutEngine

/// The sweep matrix of one screen in the HTML report: when a screen is laid out at several text
/// sizes or with translated text, a table whose rows are its devices, orientations and
/// directions and whose columns are its text sizes (and translations). Each cell is the verdict
/// of that environment (errors, warnings, or fine) and links to its card.
struct SweepMatrix {
    struct Row: Hashable { var device: String; var orientation: Orientation; var direction: WritingDirection }
    struct Column: Hashable { var contentSize: ContentSizeCategory; var pseudoLocalized: Bool }

    let rows: [Row]
    let columns: [Column]
    /// Environment index by row and column.
    private let cells: [Row: [Column: Int]]

    /// `nil` when every environment has one text size and no translation: the grid says it all.
    init?(_ solutions: [LayoutSolution]) {
        var rows: [Row] = [], columns: [Column] = [], cells: [Row: [Column: Int]] = [:]
        for (index, solution) in solutions.enumerated() {
            let environment = solution.environment
            let row = Row(device: environment.device.name, orientation: environment.orientation, direction: environment.direction)
            let column = Column(contentSize: environment.contentSize, pseudoLocalized: environment.pseudoLocalized)
            if cells[row] == nil { rows.append(row) }
            if !columns.contains(column) { columns.append(column) }
            cells[row, default: [:]][column] = index
        }
        guard columns.count > 1 else { return nil }
        self.rows = rows
        self.columns = columns
        self.cells = cells
    }

    /// The environments a diagnostic holds in, as the checker recorded them
    /// (``LayoutDiagnostic/environments``); none for a diagnostic about no environment.
    static func environments(of diagnostic: LayoutDiagnostic, among names: [String]) -> Set<Int> {
        guard let named = diagnostic.environments.map(Set.init) else { return [] }
        return Set(names.indices.filter { named.contains(names[$0]) })
    }

    func write(_ section: ScreenSection, into out: inout HTMLWriter) {
        let names = section.table.solutions.map(\.environment.name)
        var errors = Array(repeating: 0, count: names.count), warnings = errors
        for diagnostic in section.findings.diagnostics where diagnostic.severity != .info {
            for index in Self.environments(of: diagnostic, among: names) {
                if diagnostic.severity == .error { errors[index] += 1 } else { warnings[index] += 1 }
            }
        }
        out.open("table", [("class", "sweep")])
        out.open("tr")
        out.element("th", text: "")
        for column in columns {
            out.element("th", text: column.contentSize.rawValue + (column.pseudoLocalized ? " · translated" : ""))
        }
        out.close("tr")
        for row in rows {
            out.newline()
            out.open("tr")
            out.element("th", text: "\(row.device) \(row.orientation.rawValue) \(row.direction.rawValue)")
            for column in columns {
                guard let index = cells[row]?[column] else { out.element("td", text: ""); continue }
                let verdict = errors[index] > 0 ? "error" : warnings[index] > 0 ? "warning" : "fine"
                var text = "✓"
                if errors[index] > 0 { text = HTMLReport.plural(errors[index], "error") }
                else if warnings[index] > 0 { text = HTMLReport.plural(warnings[index], "warning") }
                out.open("td", [("class", verdict)])
                out.element("a", [("href", "#" + section.environmentID(index))], text: text)
                out.close("td")
            }
            out.close("tr")
        }
        out.close("table")
    }
}
