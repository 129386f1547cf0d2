import LayoutCheck
import LayoutEngine
import LayoutIR
import LayoutSyntax

/// `vflc check FILE|DIR…`: every screen of every `.layout` file laid out in each of its
/// environments, then checked for conflicts, ambiguity and the lint rules.
enum CheckCommand {
    static let parser = ArgumentParser(options: EnvironmentOptions.options + [
        .init(name: "format", valueName: "FORMAT", allowed: DiagnosticFormat.allCases.map(\.rawValue),
              help: "how to print diagnostics"),
        .init(name: "strict", valueName: nil, help: "exit with status 1 on warnings too"),
        DocumentInput.asDesignedOption,
    ])

    static func run(_ arguments: [String]) -> CommandLineTool.Output {
        let parsed: ArgumentParser.Parsed
        let paths: [String]
        switch parseInputs(arguments, parser: parser, command: "check", expecting: ".layout files, storyboards, xibs or directories",
                           extensions: DocumentInput.extensions) {
        case .failure(let error): return CommandLineTool.failure(error)
        case .success(let value): (parsed, paths) = value
        }
        var files: [SourceFile] = []
        for path in paths {
            switch FileInput.read(path) {
            case .failure(let error): return CommandLineTool.failure(error)
            case .success(let file): files.append(file)
            }
        }
        let filter = EnvironmentOptions.filter(parsed)
        let asDesigned = parsed.flag("as-designed")
        let results = parallelMap(files) { check($0, filter: filter, asDesigned: asDesigned) }
        let diagnostics = results.flatMap(\.diagnostics)
        let environments = results.reduce(0) { $0 + $1.environments }
        let format = parsed.value("format").flatMap(DiagnosticFormat.init(rawValue:)) ?? .text
        var output = CommandLineTool.Output()
        output.stdout = format.render(diagnostics, files: files)
        output.stderr = "check: \(files.count) file\(files.count == 1 ? "" : "s"), \(environments) environment\(environments == 1 ? "" : "s"); "
            + countSummary(diagnostics) + "\n"
        output.status = exitStatus(for: diagnostics, strict: parsed.flag("strict"))
        return output
    }

    /// Parse, resolve environments, validate and check one file.
    static func check(_ file: SourceFile, filter: EnvironmentFilter = .none, catalog: DeviceCatalog = .standard,
                      asDesigned: Bool = false) -> (diagnostics: [LayoutDiagnostic], environments: Int) {
        let (document, parseDiagnostics) = DocumentInput.read(file, asDesigned: asDesigned, knownDevices: nil)
        var diagnostics = parseDiagnostics
        var environmentCount = 0
        for screen in document.screens {
            let (environments, environmentDiagnostics) = EnvironmentSet.resolve(screen, catalog: catalog, filter: filter)
            diagnostics += environmentDiagnostics
            diagnostics += LayoutSolver.validate(screen, metrics: catalog.metrics)
            environmentCount += environments.count
            // Environments are solved and analysed on all cores (as `LayoutChecker.check` does one
            // at a time); each system is released once analysed, so at most one per core is alive.
            let analysed = parallelMap(environments) { environment in
                let (solution, loaded) = LayoutSolver.solveKeepingSolver(screen, in: environment, metrics: catalog.metrics)
                return (frames: solution.droppingSystem(),
                        report: LayoutChecker.analyze(solution, screen: screen, loaded: loaded))
            }
            let reports = analysed.map(\.report)
            diagnostics += DocumentInput.importedFindings(LayoutChecker.merge(reports, screen: screen), screen: screen,
                                                          solutions: analysed.map(\.frames), reports: reports,
                                                          asDesigned: asDesigned)
        }
        return (diagnostics, environmentCount)
    }
}
