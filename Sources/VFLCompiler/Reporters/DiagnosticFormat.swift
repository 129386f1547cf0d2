import LayoutIR

/// The report formats of `vflc check` and `vflc lint` (`--format`).
public enum DiagnosticFormat: String, CaseIterable, Sendable {
    /// `text` (``TextReporter``), `json`, `sarif`, `github`, `junit` and `checkstyle`: each
    /// case is the `--format` value that chooses its reporter.
    case text, json, sarif, github, junit, checkstyle

    /// The reporter that writes this format.
    public var reporter: any DiagnosticReporter {
        switch self {
        case .text: return TextReporter()
        case .json: return JSONReporter()
        case .sarif: return SARIFReporter()
        case .github: return GitHubReporter()
        case .junit: return JUnitReporter()
        case .checkstyle: return CheckstyleReporter()
        }
    }
}

/// Exit status for a set of diagnostics: errors fail; with `strict`, warnings fail too.
func exitStatus(for diagnostics: [LayoutDiagnostic], strict: Bool) -> Int32 {
    if diagnostics.hasErrors { return CommandLineTool.inputErrors }
    if strict, diagnostics.contains(where: { $0.severity == .warning }) { return CommandLineTool.inputErrors }
    return CommandLineTool.success
}

/// `3 files` / `1 file`.
func plural(_ count: Int, _ noun: String) -> String {
    "\(count) \(noun)\(count == 1 ? "" : "s")"
}

/// `3 errors, 1 warning` — counts for summary lines.
func countSummary(_ diagnostics: [LayoutDiagnostic]) -> String {
    let errors = diagnostics.filter { $0.severity == .error }.count
    let warnings = diagnostics.filter { $0.severity == .warning }.count
    let infos = diagnostics.filter { $0.severity == .info }.count
    let summary = "\(plural(errors, "error")), \(plural(warnings, "warning"))"
    return infos == 0 ? summary : summary + ", \(infos) info"
}
