import LayoutIR
import LayoutSyntax

/// `vflc lint PATH…`: VFL strings and SnapKit closures inside Swift and Objective-C sources.
enum LintCommand {
    static let parser = ArgumentParser(options: [
        .init(name: "format", valueName: "FORMAT", allowed: DiagnosticFormat.allCases.map(\.rawValue),
              help: "how to print diagnostics"),
        .init(name: "strict", valueName: nil, help: "exit with status 1 on warnings too"),
        .init(name: "verbose", valueName: nil, help: "say which calls were skipped and why"),
    ])

    static let extensions = [".swift", ".m", ".mm", ".h"]

    static func run(_ arguments: [String]) -> CommandLineTool.Output {
        let parsed: ArgumentParser.Parsed
        let paths: [String]
        switch parseInputs(arguments, parser: parser, command: "lint", expecting: "files or directories (.swift, .m, .mm, .h)",
                           extensions: extensions) {
        case .failure(let error): return CommandLineTool.failure(error)
        case .success(let value): (parsed, paths) = value
        }
        for path in paths where SourceLanguage(path: path) == nil {
            return CommandLineTool.failure(UsageError("'\(path)' is not a Swift or Objective-C file (.swift, .m, .mm, .h)"))
        }
        let outcomes = parallelMap(paths) { path -> Result<(SourceFile, SourceLintResult), UsageError> in
            FileInput.read(path).map { file in
                (file, SourceLinter.lint(file, language: SourceLanguage(path: path) ?? .swift))
            }
        }
        var files: [SourceFile] = []
        var diagnostics: [LayoutDiagnostic] = []
        var found = 0, checked = 0, namesChecked = 0, closures = 0, closuresChecked = 0
        var skipped: [(span: SourceSpan, reason: String)] = []
        var snapKitSkipped: [SkippedCode] = []
        for outcome in outcomes {
            switch outcome {
            case .failure(let error): return CommandLineTool.failure(error)
            case .success(let (file, result)):
                files.append(file)
                diagnostics += result.diagnostics
                found += result.formatsFound
                checked += result.formatsChecked
                namesChecked += result.formatsNamesChecked
                closures += result.snapKitClosures
                closuresChecked += result.snapKitClosuresChecked
                skipped += result.skipped
                snapKitSkipped += result.snapKitSkipped
            }
        }
        let format = parsed.value("format").flatMap(DiagnosticFormat.init(rawValue:)) ?? .text
        var output = CommandLineTool.Output()
        output.stdout = format.render(diagnostics, files: files)
        if parsed.flag("verbose") {
            for (span, reason) in skipped { output.stderr += "\(span): skipped: \(reason)\n" }
            for part in snapKitSkipped {
                output.stderr += "\(part.span.map { "\($0)" } ?? "<unknown>"): skipped in a SnapKit closure: \(part.reason)\n"
            }
        }
        output.stderr += "lint: \(paths.count) file\(paths.count == 1 ? "" : "s"), \(found) format\(found == 1 ? "" : "s") found, "
            + "\(checked) checked (\(namesChecked) with their names), \(skipped.count) skipped; \(closures) SnapKit closure\(closures == 1 ? "" : "s") found, "
            + "\(closuresChecked) checked in full, \(closures - closuresChecked) partly skipped; " + countSummary(diagnostics) + "\n"
        output.status = exitStatus(for: diagnostics, strict: parsed.flag("strict"))
        return output
    }
}
