import LayoutIR
import LayoutEngine
import LayoutCheck

/// The one pipeline from text to frames and findings. Every command of `vflc`, the benchmarks,
/// the golden tests and every embedding tool go through ``compile(_:)``:
///
/// 1. **read** — each file's front end (chosen by its extension, or given) makes the document
///    model: screens, view trees, IR constraints with their origins;
/// 2. **resolve** — each screen's environments (devices × orientations × directions) and a
///    validation of its names;
/// 3. **lay out** — each environment lowered to solver rows and solved (all environments of all
///    screens of all files in parallel);
/// 4. **check** — conflicts as minimal sets with ranked break choices, ambiguity, lint rules,
///    grouped across environments, `vflc:disable` applied.
///
/// A file whose front end reported errors is read but not laid out: its IR would be a guess,
/// and what the checker said about it would mislead.
public struct LayoutCompiler: Sendable {
    /// What to produce and under which limits.
    public var options: CompilerOptions
    /// The front ends to read inputs with.
    public var frontEnds: FrontEndRegistry

    /// A compiler.
    public init(options: CompilerOptions = CompilerOptions(), frontEnds: FrontEndRegistry = .standard) {
        self.options = options
        self.frontEnds = frontEnds
    }

    /// Compiles one file.
    public func compile(_ file: SourceFile, frontEnd: (any LayoutFrontEnd)? = nil) -> CompiledFile {
        compile([CompilerInput(file, frontEnd: frontEnd)])[0]
    }

    /// Compiles files; the results keep input order.
    public func compile(_ inputs: [CompilerInput]) -> [CompiledFile] {
        let context = options.limits
        var files = parallelMap(inputs) { input -> CompiledFile in
            guard let frontEnd = input.frontEnd ?? frontEnds.frontEnd(forPath: input.file.path) else {
                return CompiledFile(source: input.file, frontEnd: "none",
                                    document: LayoutDocument(file: input.file, screens: []),
                                    diagnostics: [.error("no front end reads '\(input.file.path)'",
                                                         at: input.file.span(offset: 0, length: 0),
                                                         notes: [DiagnosticNote("vflc reads " + frontEnds.fileExtensions.joined(separator: ", ") + " files")])])
            }
            let output = frontEnd.read(input.file, context: context)
            return CompiledFile(source: input.file, frontEnd: frontEnd.name, document: output.document,
                                diagnostics: output.diagnostics, counts: output.counts, skipped: output.skipped)
        }
        guard options.stage >= .layout else { return files }
        layOut(&files)
        return files
    }

    /// Resolves, solves and (at ``CompilerStage/check``) checks every screen of files that read
    /// without errors, in place.
    private func layOut(_ files: inout [CompiledFile]) {
        struct Job: Sendable {
            var file: Int
            var screen: Int
            var environment: LayoutEnvironment
        }
        let catalog = options.catalog, checking = options.stage >= .check
        var jobs: [Job] = []
        var screenDiagnostics: [[[LayoutDiagnostic]]] = files.map { _ in [] }
        var laidOut: [[Int]] = files.map { _ in [] }
        for (fileIndex, file) in files.enumerated() where !file.diagnostics.hasErrors {
            for (screenIndex, screen) in file.document.screens.enumerated() {
                let (environments, environmentDiagnostics) = EnvironmentSet.resolve(
                    screen, catalog: catalog, filter: options.environmentFilter)
                screenDiagnostics[fileIndex].append(environmentDiagnostics + LayoutSolver.validate(screen, metrics: catalog.metrics))
                laidOut[fileIndex].append(screenIndex)
                jobs += environments.map { Job(file: fileIndex, screen: screenIndex, environment: $0) }
            }
        }
        let documents = files.map(\.document)
        // Each environment is solved and analysed in one step on one solver; only its frames and
        // the checker's report are kept, so a large screen's lowered systems never pile up.
        let results = parallelMap(jobs) { job -> (frames: LayoutSolution, report: EnvironmentReport?, scroll: [String]) in
            let screen = documents[job.file].screens[job.screen]
            guard checking else {
                return (LayoutSolver.solve(screen, in: job.environment, metrics: catalog.metrics).droppingSystem(), nil, [])
            }
            let (solution, loaded) = LayoutSolver.solveKeepingSolver(screen, in: job.environment, metrics: catalog.metrics)
            return (solution.droppingSystem(), LayoutChecker.analyze(solution, screen: screen, loaded: loaded),
                    DesignFrameCheck.undeterminedScrollContent(solution, screen: screen, loaded: loaded))
        }
        var perScreen: [[Int: [(frames: LayoutSolution, report: EnvironmentReport?, scroll: [String])]]] = files.map { _ in [:] }
        for (job, result) in zip(jobs, results) {
            perScreen[job.file][job.screen, default: []].append(result)
        }
        for fileIndex in files.indices {
            for (position, screenIndex) in laidOut[fileIndex].enumerated() {
                let screen = documents[fileIndex].screens[screenIndex]
                let environments = perScreen[fileIndex][screenIndex] ?? []
                let reports = environments.compactMap(\.report)
                var diagnostics = screenDiagnostics[fileIndex][position]
                if checking {
                    diagnostics = DocumentInput.importedFindings(diagnostics + LayoutChecker.merge(reports, screen: screen),
                                                                 screen: screen, solutions: environments.map(\.frames),
                                                                 reports: reports, scrollContent: environments.map(\.scroll))
                }
                files[fileIndex].diagnostics += diagnostics
                files[fileIndex].tables.append(FrameTable(screen: screen.name, file: files[fileIndex].source.path,
                                                          solutions: environments.map(\.frames)))
                files[fileIndex].findings.append(ScreenFindings(marks: reports.map(ViewMarks.init), diagnostics: diagnostics))
            }
        }
    }
}
