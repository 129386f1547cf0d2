import LayoutIR

/// A list of diagnostics, two lines each: severity, message and rule (opening it shows the full
/// text rendering: source line, caret, notes, fix-its); then location and the views concerned,
/// linked to their pictures.
enum DiagnosticList {
    static func write(_ diagnostics: [LayoutDiagnostic], idPrefix: String,
                      links: (Int) -> [(name: String, href: String)],
                      renderer: DiagnosticRenderer, into out: inout HTMLWriter) {
        out.open("ol", [("class", "diagnostics")])
        for (index, diagnostic) in diagnostics.enumerated() {
            out.open("li", [("class", "diagnostic \(diagnostic.severity.rawValue)"), ("id", "\(idPrefix)-d\(index)")])
            // The message is the summary: opening it shows the source line, caret and notes.
            out.open("details")
            out.open("summary")
            out.element("span", [("class", "severity")], text: diagnostic.severity.rawValue)
            out.escaped(diagnostic.message)
            if let rule = diagnostic.ruleID { out.element("span", [("class", "rule")], text: rule.rawValue) }
            out.close("summary")
            out.element("pre", text: renderer.render(diagnostic))
            out.close("details")
            out.open("div", [("class", "meta")])
            if let span = diagnostic.span { out.element("span", [("class", "location")], text: "\(span)") }
            let views = links(index)
            if !views.isEmpty {
                out.open("span", [("class", "subjects")])
                out.escaped(views.count == 1 ? "view " : "views ")
                for view in views { out.element("a", [("href", view.href)], text: view.name) }
                out.close("span")
            }
            out.close("div")
            out.close("li")
            out.newline()
        }
        out.close("ol")
    }
}
