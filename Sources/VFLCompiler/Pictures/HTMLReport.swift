import LayoutIR
import LayoutEngine

/// `vflc compile --format html`: one self-contained page — inline SVG and CSS, no scripts —
/// with every screen's environments in a grid, each with its frame table (collapsed), and the
/// diagnostics, each linked to the views it concerns.
///
/// The page is XHTML-style (closed tags, quoted attributes, only XML's five entities), so it
/// is well-formed XML as well as HTML.
public enum HTMLReport {
    /// The page for `files`.
    public static func render(_ files: [CompiledFile], style: WireframeStyle = .report) -> String {
        let renderer = DiagnosticRenderer(files: files.map(\.source))
        var out = HTMLWriter()
        out.raw("<!DOCTYPE html>\n")
        out.open("html", [("xmlns", "http://www.w3.org/1999/xhtml"), ("lang", "en")])
        out.open("head")
        out.void("meta", [("charset", "utf-8")])
        out.void("meta", [("name", "viewport"), ("content", "width=device-width, initial-scale=1")])
        let names = files.map(\.source.path)
        out.element("title", text: "vflc layout report — " + (names.count == 1 ? names[0] : plural(names.count, "file")))
        out.open("style")
        out.raw("\n" + ReportStyleSheet.css + "\n" + WireframeStyleSheet.css + "\n")
        out.close("style")
        out.close("head")
        out.newline()
        out.open("body")

        // Screens are numbered across files so every id on the page is unique.
        var sections: [ScreenSection] = []
        for (fileIndex, file) in files.enumerated() {
            for (screenIndex, table) in file.tables.enumerated() {
                let findings = screenIndex < file.findings.count ? file.findings[screenIndex] : ScreenFindings()
                sections.append(ScreenSection(id: "s\(sections.count)", file: fileIndex, table: table, findings: findings))
            }
        }
        header(files, sections: sections, style: style, renderer: renderer, into: &out)
        for section in sections {
            section.write(into: &out, style: style, renderer: renderer)
            out.newline()
        }
        out.close("body")
        out.close("html")
        out.newline()
        return out.text
    }

    /// Title, totals, a table of contents with each screen's counts, file-level diagnostics and
    /// the legend.
    private static func header(_ files: [CompiledFile], sections: [ScreenSection], style: WireframeStyle,
                               renderer: DiagnosticRenderer, into out: inout HTMLWriter) {
        out.open("header", [("class", "page")])
        out.element("h1", text: "vflc layout report")
        let environments = sections.reduce(0) { $0 + $1.table.solutions.count }
        let all = files.flatMap(\.diagnostics)
        let errors = all.filter { $0.severity == .error }.count
        let warnings = all.filter { $0.severity == .warning }.count
        // A directory's worth of files is counted, not listed (the sections name each file).
        let fileNames = files.count <= 3 ? files.map(\.source.path).joined(separator: ", ") : plural(files.count, "file")
        out.element("p", [("class", "summary")],
                    text: "\(fileNames) · \(plural(sections.count, "screen")) · \(plural(environments, "environment"))"
                        + " · \(plural(errors, "error")) · \(plural(warnings, "warning"))")
        if sections.count > 1 {
            out.open("nav", [("class", "contents")])
            out.open("ul")
            for section in sections {
                out.open("li")
                out.open("a", [("href", "#" + section.id)])
                out.escaped(section.table.screen)
                out.element("span", [("class", "count")],
                            text: HTMLReport.plural(section.table.solutions.count, "environment"))
                section.writeCounts(into: &out)
                out.close("a")
                out.close("li")
            }
            out.close("ul")
            out.close("nav")
        }
        // Diagnostics that belong to no screen (a file that does not parse).
        for (fileIndex, file) in files.enumerated() {
            let screenDiagnostics = Set(file.findings.flatMap(\.diagnostics))
            let others = file.diagnostics.filter { !screenDiagnostics.contains($0) }
            guard !others.isEmpty else { continue }
            out.element("h2", text: file.source.path)
            DiagnosticList.write(others, idPrefix: "f\(fileIndex)", links: { _ in [] }, renderer: renderer, into: &out)
        }
        if sections.isEmpty {
            out.element("p", [("class", "empty")], text: "No screen was laid out.")
        } else {
            out.raw(WireframeLegend.standaloneElement(width: 900, style: WireframeStyle(
                scale: 1, fontSize: 12, showsTitle: false, showsLegend: true, embedsStyleSheet: false)))
        }
        out.close("header")
        out.newline()
    }

    static func plural(_ count: Int, _ noun: String) -> String {
        "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
