import LayoutIR
import LayoutCheck

/// The formats diagnostics can be printed in (`--format` of `check` and `lint`).
enum DiagnosticFormat: String, CaseIterable {
    case text, json, sarif, github

    /// The diagnostics in this format, ready to print.
    func render(_ diagnostics: [LayoutDiagnostic], files: [SourceFile]) -> String {
        switch self {
        case .text: return DiagnosticRenderer(files: files).render(diagnostics)
        case .json: return DiagnosticJSON.document(diagnostics).serialized(pretty: true) + "\n"
        case .sarif: return SARIFWriter.log(diagnostics, files: files).serialized(pretty: true) + "\n"
        case .github: return GitHubAnnotations.render(diagnostics)
        }
    }
}

/// Exit status for a set of diagnostics: errors fail; with `strict`, warnings fail too.
func exitStatus(for diagnostics: [LayoutDiagnostic], strict: Bool) -> Int32 {
    if diagnostics.hasErrors { return CommandLineTool.inputErrors }
    if strict, diagnostics.contains(where: { $0.severity == .warning }) { return CommandLineTool.inputErrors }
    return CommandLineTool.success
}

/// `3 errors, 1 warning` — counts for summary lines.
func countSummary(_ diagnostics: [LayoutDiagnostic]) -> String {
    let errors = diagnostics.filter { $0.severity == .error }.count
    let warnings = diagnostics.filter { $0.severity == .warning }.count
    let infos = diagnostics.filter { $0.severity == .info }.count
    let summary = "\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")"
    return infos == 0 ? summary : summary + ", \(infos) info"
}
