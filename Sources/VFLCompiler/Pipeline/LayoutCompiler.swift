import LayoutIR
import LayoutEngine
import LayoutCheck
import LayoutSyntax

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
        compile(inputs, sharing: projectFacts(of: inputs))
    }

    /// Compiles some of a run's files with what all of them declare for each other (from
    /// ``projectFacts(of:)`` over the whole run), so that a long run can be compiled in batches
    /// whose screens are dropped before the next batch is read: each file's result depends only
    /// on the file and `project`.
    public func compile(_ inputs: [CompilerInput], sharing project: ProjectFacts) -> [CompiledFile] {
        var context = options.limits
        context.project = project
        var files = parallelMap(inputs) { [context] input -> CompiledFile in
            guard let frontEnd = input.frontEnd ?? frontEnds.frontEnd(forPath: input.file.path) else {
                return CompiledFile(source: input.file, frontEnd: "none",
                                    document: LayoutDocument(file: input.file, screens: []),
                                    diagnostics: [.error("no front end reads '\(input.file.path)'",
                                                         at: input.file.span(offset: 0, length: 0),
                                                         notes: [DiagnosticNote("vflc reads " + frontEnds.fileExtensions.joined(separator: ", ") + " files")])])
            }
            if let logReader = frontEnd as? ConsoleLogFrontEnd {
                let (log, output) = logReader.readLog(input.file, context: context)
                var compiled = CompiledFile(source: input.file, frontEnd: frontEnd.name, document: output.document,
                                            diagnostics: output.diagnostics, counts: output.counts, skipped: output.skipped)
                compiled.consoleLog = log
                return compiled
            }
            let output = frontEnd.read(input.file, context: context)
            return CompiledFile(source: input.file, frontEnd: frontEnd.name, document: output.document,
                                diagnostics: output.diagnostics, counts: output.counts, skipped: output.skipped)
        }
        if options.stage >= .layout { layOut(&files) }
        if options.stage >= .check { explainLogs(&files) }
        // What applies to every input, once, at the end: the file's own `vflc:disable` comments,
        // one report of each finding (the same rule and message at the same place, such as a
        // SnapKit `edges` line whose four constraints share one bad number), then one order by
        // position (a front end's findings and each screen's interleave).
        for index in files.indices {
            let disabled = files[index].document.disabledRules
            let kept = LayoutChecker.uniqued(disabled.isEmpty ? files[index].diagnostics
                : RuleSuppression.filter(files[index].diagnostics, disabled: disabled))
            files[index].diagnostics = kept.enumerated().sorted { lhs, rhs in
                let left = lhs.element.span?.offset ?? -1, right = rhs.element.span?.offset ?? -1
                return left != right ? left < right : lhs.offset < rhs.offset
            }.map(\.element)
        }
        return files
    }

    /// What the inputs declare for each other, collected from all of them before any is read
    /// (a constant one file declares and another uses).
    ///
    /// Then, when the run holds xib documents, which of them its code and projects load
    /// (`LayoutFrontEnd.nameReferences(in:among:)`): a second look that needs every xib's name.
    public func projectFacts(of inputs: [CompilerInput]) -> ProjectFacts {
        let parts = parallelMap(inputs) { input in
            (input.frontEnd ?? frontEnds.frontEnd(forPath: input.file.path))?.projectFacts(of: input.file) ?? ProjectFacts()
        }
        var facts = ProjectFacts(merging: parts)
        let words = facts.referenceWords
        guard !words.isEmpty else { return facts }
        let found = parallelMap(inputs) { input in
            (input.frontEnd ?? frontEnds.frontEnd(forPath: input.file.path))?.nameReferences(in: input.file, among: words)
        }
        for names in found { if let names { facts.recordReferences(names) } }
        return facts
    }

    /// One screen to lay out: where it is, what resolving it said, the environments to solve.
    private struct ScreenPlan: Sendable {
        var file: Int
        var screen: LayoutScreen
        var diagnostics: [LayoutDiagnostic]
        var environments: [LayoutEnvironment]
        /// The screen as each pair of size classes among its environments has it (one, the
        /// screen itself, when nothing of it depends on a size class).
        var classScreens: [LayoutScreen]
        /// For each environment, its index into ``classScreens``.
        var classOfEnvironment: [Int]
        /// How many pairs of size classes the screen has its own screen for (1 when it does not
        /// depend on them).
        var sizeClassCount = 1

        init(file: Int, screen: LayoutScreen, diagnostics: [LayoutDiagnostic], environments: [LayoutEnvironment],
             metrics: UIKitMetrics) {
            self.file = file
            self.screen = screen
            self.diagnostics = diagnostics
            self.environments = environments
            let bySizeClass = screen.dependsOnSizeClass, byScreenSize = screen.dependsOnScreenSize
            guard bySizeClass || byScreenSize else {
                classScreens = [screen]
                classOfEnvironment = Array(repeating: 0, count: environments.count)
                return
            }
            // One screen per pair of size classes, and per screen size when the code scales
            // numbers to the screen (so the checker's findings give each device's numbers).
            var screens: [LayoutScreen] = []
            var indexOfPair: [String: Int] = [:]
            var pairs: Set<String> = []
            classOfEnvironment = environments.map { environment in
                let environmentMetrics = EnvironmentMetrics(environment, catalog: metrics, root: screen.root.properties)
                let horizontal = environmentMetrics.horizontalSizeClass, vertical = environmentMetrics.verticalSizeClass
                let pair = bySizeClass ? "\(horizontal.rawValue) \(vertical.rawValue)" : ""
                pairs.insert(pair)
                let key = byScreenSize ? pair + " \(environment.screenBounds)" : pair
                if let index = indexOfPair[key] { return index }
                indexOfPair[key] = screens.count
                var resolved = bySizeClass ? screen.resolved(horizontal: horizontal, vertical: vertical) : screen
                if byScreenSize { resolved = resolved.placed(onScreenOf: environment.screenBounds, scale: environment.device.scale) }
                screens.append(resolved)
                return screens.count - 1
            }
            classScreens = screens.isEmpty ? [screen] : screens
            sizeClassCount = max(1, pairs.count)
        }

        /// The environments' reports of each size-class screen with that screen, for the merge.
        func reportsByClass(_ reports: [EnvironmentReport?]) -> [(reports: [EnvironmentReport], screen: LayoutScreen)] {
            classScreens.indices.map { index in
                (zip(reports, classOfEnvironment).compactMap { $1 == index ? $0 : nil }, classScreens[index])
            }
        }
    }

    /// Resolves, solves and (at ``CompilerStage/check``) checks every screen of files that read
    /// without errors, in place.
    private func layOut(_ files: inout [CompiledFile]) {
        let catalog = options.catalog, checking = options.stage >= .check
        // A console log has no devices: its conflicts are re-solved by `explainLogs`.
        let plans = files.indices.filter { files[$0].consoleLog == nil }
            .filter { !files[$0].diagnostics.hasErrors || files[$0].document.errorsAreLocal }.flatMap { index in
            files[index].document.screens.map { screen in
                let (environments, diagnostics) = EnvironmentSet.resolve(screen, catalog: catalog,
                                                                         filter: options.environmentFilter)
                return ScreenPlan(file: index, screen: screen,
                                  diagnostics: diagnostics + LayoutSolver.validate(screen, metrics: catalog.metrics),
                                  environments: environments, metrics: catalog.metrics)
            }
        }
        // Every environment of every screen is one job, so small files and large screens share
        // the cores alike. Each is solved and analysed in one step on one solver; only its frames
        // and the checker's report are kept, so lowered systems never pile up.
        let jobs = plans.indices.flatMap { plan in plans[plan].environments.indices.map { (plan: plan, environment: $0) } }
        let keepsFrames = options.keepsFrameTables
        // What the checker asks about a screen in every environment, found once per screen (once
        // per pair of size classes of a screen that depends on them).
        let classJobs = plans.indices.flatMap { plan in plans[plan].classScreens.indices.map { (plan: plan, screen: $0) } }
        let preparedList = checking ? parallelMap(classJobs) { PreparedScreen(plans[$0.plan].classScreens[$0.screen]) } : []
        let firstPrepared = plans.reduce(into: [0]) { starts, plan in starts.append(starts[starts.count - 1] + plan.classScreens.count) }
        let results = parallelMap(jobs) { job -> (frames: LayoutSolution?, report: EnvironmentReport?) in
            let classIndex = plans[job.plan].classOfEnvironment[job.environment]
            let screen = plans[job.plan].classScreens[classIndex], environment = plans[job.plan].environments[job.environment]
            guard checking else {
                let solution = LayoutSolver.solve(screen, in: environment, metrics: catalog.metrics)
                return (keepsFrames ? solution.droppingSystem() : nil, nil)
            }
            let (solution, loaded) = LayoutSolver.solveKeepingSolver(screen, in: environment, metrics: catalog.metrics)
            return (keepsFrames ? solution.droppingSystem() : nil,
                    LayoutChecker.analyze(solution, prepared: preparedList[firstPrepared[job.plan] + classIndex], loaded: loaded,
                                          metrics: catalog.metrics))
        }
        // Jobs are in plan order, each plan's environments together.
        var slices: [ArraySlice<(frames: LayoutSolution?, report: EnvironmentReport?)>] = []
        var next = 0
        for plan in plans {
            slices.append(results[next..<(next + plan.environments.count)])
            next += plan.environments.count
        }
        for group in variantGroups(plans) {
            // Variants of one screen (an IB scene's phone and iPad screens) report together.
            var diagnostics = LayoutChecker.uniqued(group.flatMap { plans[$0].diagnostics })
            if checking {
                diagnostics += LayoutChecker.merge(group.flatMap { plans[$0].reportsByClass(slices[$0].map(\.report)) },
                                                   perSizeClass: group.contains { plans[$0].sizeClassCount > 1 })
            }
            let file = plans[group[0]].file
            files[file].diagnostics += diagnostics
            guard keepsFrames else { continue }
            for index in group {
                files[file].tables.append(FrameTable(screen: plans[index].screen.name, file: files[file].source.path,
                                                     solutions: slices[index].compactMap(\.frames)))
                files[file].findings.append(ScreenFindings(marks: slices[index].compactMap(\.report).map(ViewMarks.init),
                                                           diagnostics: diagnostics))
            }
        }
    }

    /// Re-solves every conflict of each console log in the log's own coordinate space (each
    /// conflict is one job) and adds the causes found as diagnostics at their evidence. A
    /// constraint that could not be read is left out of its conflict, never guessed, so a log
    /// with read errors is still explained.
    private func explainLogs(_ files: inout [CompiledFile]) {
        let jobs = files.indices.flatMap { file in
            (files[file].consoleLog?.conflicts.indices).map { $0.map { (file: file, conflict: $0) } } ?? []
        }
        guard !jobs.isEmpty else { return }
        let explained = parallelMap(jobs) { [files] job in
            files[job.file].consoleLog.map { ConsoleLogExplainer.explain($0, conflict: job.conflict) }
        }
        for (job, explanation) in zip(jobs, explained) {
            guard let explanation else { continue }
            files[job.file].explanations.append(explanation)
        }
        for index in files.indices {
            guard let log = files[index].consoleLog else { continue }
            files[index].diagnostics += ConsoleLogCauses.diagnostics(log, files[index].explanations)
        }
    }

    /// Plans grouped by the source element their screen comes from, in order: one group per
    /// screen, holding its variants (screens a front end made of one element for different
    /// traits) when there are several.
    private func variantGroups(_ plans: [ScreenPlan]) -> [[Int]] {
        var groups: [[Int]] = []
        var groupOf: [String: Int] = [:]
        for (index, plan) in plans.enumerated() {
            guard let span = plan.screen.span else { groups.append([index]); continue }
            let key = "\(plan.file)|\(span.offset)"
            if let group = groupOf[key] {
                groups[group].append(index)
            } else {
                groupOf[key] = groups.count
                groups.append([index])
            }
        }
        return groups
    }
}
