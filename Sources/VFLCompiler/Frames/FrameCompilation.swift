import LayoutIR
import LayoutSyntax
import LayoutEngine

/// `.layout` text to frame tables: parse, resolve each screen's environments, validate, solve
/// every environment. Screens × environments are solved concurrently; results keep file,
/// screen and environment order. The tables' solutions hold frames, metrics and conflicts;
/// their lowered systems are not kept (``LayoutSolution/droppingSystem()``).
public enum FrameCompilation {
    /// The frame tables of one file and every diagnostic met on the way (parser, environment
    /// resolution, validation, conflicts — each distinct conflict once, naming the environments
    /// it occurs in).
    public struct Output: Sendable {
        /// One table per screen, in file order.
        public var tables: [FrameTable]
        /// Every diagnostic, in pipeline order.
        public var diagnostics: [LayoutDiagnostic]

        /// An output.
        public init(tables: [FrameTable], diagnostics: [LayoutDiagnostic]) {
            self.tables = tables
            self.diagnostics = diagnostics
        }
    }

    /// Compiles one file.
    public static func compile(_ file: SourceFile, catalog: DeviceCatalog = .standard,
                               filter: EnvironmentFilter = .none) -> Output {
        compile([file], catalog: catalog, filter: filter)[0]
    }

    /// Compiles several files, all their screens and environments in parallel.
    public static func compile(_ files: [SourceFile], catalog: DeviceCatalog = .standard,
                               filter: EnvironmentFilter = .none) -> [Output] {
        struct Job: Sendable {
            var file: Int
            var screen: Int
            var environment: LayoutEnvironment
        }
        var outputs: [Output] = []
        var screensPerFile: [[LayoutScreen]] = []
        var jobs: [Job] = []
        let options = LayoutParseOptions(knownDevices: nil)
        let parsed = parallelMap(files) { LayoutParser.parse($0, options: options) }
        for (fileIndex, (document, parseDiagnostics)) in parsed.enumerated() {
            var diagnostics = parseDiagnostics
            for (screenIndex, screen) in document.screens.enumerated() {
                let (environments, environmentDiagnostics) = EnvironmentSet.resolve(screen, catalog: catalog,
                                                                                    filter: filter)
                diagnostics += environmentDiagnostics
                diagnostics += LayoutSolver.validate(screen, metrics: catalog.metrics)
                jobs += environments.map { Job(file: fileIndex, screen: screenIndex, environment: $0) }
            }
            screensPerFile.append(document.screens)
            outputs.append(Output(tables: document.screens.map {
                FrameTable(screen: $0.name, file: document.file.path, solutions: [])
            }, diagnostics: diagnostics))
        }
        let allScreens = screensPerFile
        // Each environment's lowered system is released as soon as it is solved (unless it
        // has a conflict to report), so memory stays that of the environments in flight.
        let solutions = parallelMap(jobs) { job in
            let solution = LayoutSolver.solve(allScreens[job.file][job.screen], in: job.environment,
                                              metrics: catalog.metrics)
            return solution.conflicts.isEmpty ? solution.droppingSystem() : solution
        }
        // The same conflict in several environments is reported once, naming them all.
        struct ConflictKey: Hashable {
            var file: Int
            var screen: Int
            var constraint: String
            var span: SourceSpan?
        }
        var groups: [ConflictKey: (conflict: LayoutConflict, system: LoweredSystem, environments: [String])] = [:]
        var order: [ConflictKey] = []
        for (job, solution) in zip(jobs, solutions) {
            outputs[job.file].tables[job.screen].solutions.append(solution.droppingSystem())
            for conflict in solution.conflicts {
                let constraints = solution.system.constraints
                let failed = constraints[conflict.constraint]
                // Grouped by the constraint left out; the notes show the first environment's partners
                // (environment constraints differ in their numbers from device to device).
                let key = ConflictKey(file: job.file, screen: job.screen, constraint: failed.constraint.description,
                                      span: failed.origin.span)
                if groups[key] == nil {
                    order.append(key)
                    groups[key] = (conflict, solution.system, [])
                }
                groups[key]?.environments.append(solution.environment.name)
            }
        }
        for key in order {
            guard let group = groups[key] else { continue }
            outputs[key.file].diagnostics.append(LayoutSolver.conflictDiagnostic(group.conflict, system: group.system,
                                                                                 environments: group.environments))
        }
        return outputs
    }
}
