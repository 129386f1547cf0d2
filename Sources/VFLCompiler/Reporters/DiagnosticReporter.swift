import LayoutIR

/// Turns a compilation's diagnostics into one report: what `vflc check` and `vflc lint` print
/// for `--format`. Every format is one conformance; the commands never format diagnostics
/// themselves.
public protocol DiagnosticReporter: Sendable {
    /// The report of `diagnostics` about `files` (every file the run read, clean ones too:
    /// some formats list what was checked).
    func report(_ diagnostics: [LayoutDiagnostic], files: [SourceFile]) -> String
}

/// `file:line:col: severity: message [rule]`, the source line with a caret, notes and fix-its:
/// what a person reads in a terminal.
public struct TextReporter: DiagnosticReporter {
    /// The reporter.
    public init() {}

    /// The diagnostics rendered one after another, quoting lines of `files`.
    public func report(_ diagnostics: [LayoutDiagnostic], files: [SourceFile]) -> String {
        DiagnosticRenderer(files: files).render(diagnostics)
    }
}

/// `{"diagnostics": […], "errors": N, "warnings": N}` (``DiagnosticJSON``).
public struct JSONReporter: DiagnosticReporter {
    /// The reporter.
    public init() {}

    /// The JSON document, pretty-printed, ending in a newline.
    public func report(_ diagnostics: [LayoutDiagnostic], files: [SourceFile]) -> String {
        DiagnosticJSON.document(diagnostics).serialized(pretty: true) + "\n"
    }
}

/// A SARIF 2.1.0 log (``SARIFWriter``), for code-scanning services.
public struct SARIFReporter: DiagnosticReporter {
    /// The reporter.
    public init() {}

    /// The SARIF log, pretty-printed, with the registry's metadata for every rule vflc has.
    public func report(_ diagnostics: [LayoutDiagnostic], files: [SourceFile]) -> String {
        SARIFWriter.log(diagnostics, files: files).serialized(pretty: true) + "\n"
    }
}

/// GitHub Actions workflow commands (``GitHubAnnotations``): annotations on a pull request.
public struct GitHubReporter: DiagnosticReporter {
    /// The reporter.
    public init() {}

    /// One `::error` / `::warning` / `::notice` command per diagnostic.
    public func report(_ diagnostics: [LayoutDiagnostic], files: [SourceFile]) -> String {
        GitHubAnnotations.render(diagnostics)
    }
}
