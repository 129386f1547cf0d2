import LayoutIR

/// Checkstyle XML, the lint report format Jenkins, GitLab and many review tools read: one
/// `<file>` per input file with one `<error>` per diagnostic (severity `error`, `warning` or
/// `info`; the rule as `source`, prefixed `vflc.`).
public struct CheckstyleReporter: DiagnosticReporter {
    /// The reporter.
    public init() {}

    /// The XML document; notes are left out (Checkstyle has no place for them), files without diagnostics are listed empty.
    public func report(_ diagnostics: [LayoutDiagnostic], files: [SourceFile]) -> String {
        let reported = diagnostics.filter { $0.severity != .note }
        let byFile = Dictionary(grouping: reported) { $0.span?.file ?? "" }
        var paths = files.map(\.path)
        for path in byFile.keys.sorted() where !paths.contains(path) { paths.append(path) }
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n"
        for path in paths {
            text += "  <file name=\"\(XMLText.escape(path))\">\n"
            for diagnostic in byFile[path] ?? [] {
                let severity: String
                switch diagnostic.severity {
                case .error: severity = "error"
                case .warning: severity = "warning"
                case .info, .note: severity = "info"
                }
                var attributes = ""
                if let span = diagnostic.span { attributes += " line=\"\(span.line)\" column=\"\(span.column)\"" }
                attributes += " severity=\"\(severity)\" message=\"\(XMLText.escape(diagnostic.message))\""
                attributes += " source=\"vflc.\(XMLText.escape(diagnostic.ruleID?.rawValue ?? "vflc"))\""
                text += "    <error\(attributes)/>\n"
            }
            text += "  </file>\n"
        }
        return text + "</checkstyle>\n"
    }
}
