import LayoutIR
import LayoutSyntax
import LayoutEngine
import LayoutCheck

/// `vflc compile FILE|DIR…` (and `vflc FILE`): every screen laid out in each of its
/// environments, printed as frame tables; diagnostics go to stderr.
enum CompileCommand {
    static let parser = ArgumentParser(options: EnvironmentOptions.options + [
        .init(name: "format", valueName: "FORMAT",
              allowed: FrameTableFormat.allCases.map(\.rawValue) + PictureFormat.allCases.map(\.rawValue),
              help: "how to print frames"),
        .init(name: "output", valueName: "PATH", help: "write to this file (svg: into this directory, created if needed)",
              short: "o"),
        .init(name: "absolute", valueName: nil, help: "frames in the root view's coordinates instead of each superview's"),
        .init(name: "strict", valueName: nil, help: "exit with status 1 on warnings too"),
        DocumentInput.asDesignedOption,
    ])

    static func run(_ arguments: [String]) -> CommandLineTool.Output {
        let parsed: ArgumentParser.Parsed
        let paths: [String]
        switch parseInputs(arguments, parser: parser, command: "compile", expecting: ".layout files, storyboards, xibs or directories",
                           extensions: DocumentInput.extensions) {
        case .failure(let error): return CommandLineTool.failure(error)
        case .success(let value): (parsed, paths) = value
        }
        guard !paths.isEmpty else {
            return CommandLineTool.failure(UsageError("no .layout, .storyboard or .xib files in \(parsed.positionals.joined(separator: ", "))"))
        }
        let pictureFormat = parsed.value("format").flatMap(PictureFormat.init(rawValue:))
        let outputPath = parsed.value("output")
        if pictureFormat == .svg, outputPath == nil {
            return CommandLineTool.failure(UsageError("'--format svg' writes one file per environment: "
                                                      + "name the directory with '-o DIR'"))
        }
        let filter = EnvironmentOptions.filter(parsed)
        let asDesigned = parsed.flag("as-designed")
        let compiled = parallelMap(paths) { path in
            FileInput.read(path).map { ScreenCompilation.compile($0, filter: filter, asDesigned: asDesigned) }
        }
        var files: [SourceFile] = []
        var tables: [FrameTable] = []
        var diagnostics: [LayoutDiagnostic] = []
        var reportFiles: [ReportFile] = []
        for result in compiled {
            switch result {
            case .failure(let error): return CommandLineTool.failure(error)
            case .success(let file):
                files.append(file.source)
                tables += file.tables
                diagnostics += file.diagnostics
                reportFiles.append(ReportFile(source: file.source, tables: file.tables, findings: file.findings,
                                              diagnostics: file.diagnostics))
            }
        }
        let format = parsed.value("format").flatMap(FrameTableFormat.init(rawValue:)) ?? .table
        var output = CommandLineTool.Output()
        var text: String?
        switch pictureFormat {
        case .svg?:
            if let error = PictureOutput.writeSVGs(reportFiles, to: outputPath ?? "") {
                return CommandLineTool.failure(error)
            }
        case .html?:
            text = HTMLReport.render(reportFiles)
        case nil:
            if !tables.isEmpty {
                text = FrameTableRenderer.render(tables, format: format,
                                                 options: FrameTableOptions(absolute: parsed.flag("absolute")))
            }
        }
        if let text, let outputPath {
            if let error = PictureOutput.write(text, to: outputPath) { return CommandLineTool.failure(error) }
        } else if let text {
            output.stdout = text
        }
        output.stderr = DiagnosticRenderer(files: files).render(diagnostics)
        output.status = exitStatus(for: diagnostics, strict: parsed.flag("strict"))
        return output
    }
}

/// One `.layout` file taken through the whole pipeline: parse, validate, resolve environments,
/// solve each (in parallel).
struct ScreenCompilation: Sendable {
    var source: SourceFile
    var tables: [FrameTable]
    var diagnostics: [LayoutDiagnostic]
    /// One per table: the checker's marks per environment and the screen's diagnostics (for pictures).
    var findings: [ScreenFindings] = []

    static func compile(_ file: SourceFile, filter: EnvironmentFilter, catalog: DeviceCatalog = .standard,
                        asDesigned: Bool = false) -> ScreenCompilation {
        let (document, parseDiagnostics) = DocumentInput.read(file, asDesigned: asDesigned, knownDevices: catalog.allNames)
        var result = ScreenCompilation(source: file, tables: [], diagnostics: parseDiagnostics)
        // A file that does not parse is not laid out: its IR would be a guess.
        guard !parseDiagnostics.hasErrors else { return result }
        for screen in document.screens {
            var screenDiagnostics = LayoutSolver.validate(screen, metrics: catalog.metrics)
            let (environments, environmentDiagnostics) = EnvironmentSet.resolve(screen, catalog: catalog, filter: filter)
            screenDiagnostics += environmentDiagnostics
            // Each environment is solved and checked in one step, on the same solver, and only
            // its frames are kept: 8 lowered systems of a large screen never coexist.
            let analysed = parallelMap(environments) { environment in
                let (solution, loaded) = LayoutSolver.solveKeepingSolver(screen, in: environment, metrics: catalog.metrics)
                return (frames: solution.droppingSystem(),
                        report: LayoutChecker.analyze(solution, screen: screen, loaded: loaded))
            }
            // The checker reports conflicts (once across environments), ambiguity and lint findings;
            // its per-environment reports also say which views pictures outline.
            let reports = analysed.map(\.report)
            screenDiagnostics = DocumentInput.importedFindings(screenDiagnostics + LayoutChecker.merge(reports, screen: screen),
                                                               screen: screen, solutions: analysed.map(\.frames),
                                                               reports: reports, asDesigned: asDesigned)
            result.diagnostics += screenDiagnostics
            result.tables.append(FrameTable(screen: screen.name, file: file.path, solutions: analysed.map(\.frames)))
            result.findings.append(ScreenFindings(marks: reports.map(ViewMarks.init), diagnostics: screenDiagnostics))
        }
        return result
    }
}
