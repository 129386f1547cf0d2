import LayoutEngine
import LayoutIR

/// The layout checker: unsatisfiable constraint sets, ambiguous views and the lint rules, in
/// two halves the compiler's check stage runs: ``analyze(_:screen:loaded:metrics:)`` per environment
/// (in parallel, right after each solve) and ``merge(_:screen:)`` per screen.
///
/// Findings that are the same in several environments (the same conflicting constraints, the
/// same free attributes of a view, the same view outside its superview) are reported once,
/// naming every environment. `// vflc:disable rule-id` comments are applied, and the result is
/// sorted by source location.
public enum LayoutChecker {
    /// Everything the checker finds in one environment, to be merged with the other
    /// environments' by ``merge(_:screen:)``. Independent per environment, so environments can be
    /// analysed in parallel and each solution's system released right after.
    ///
    /// - Parameters:
    ///   - solution: one environment's solution, with its lowered system.
    ///   - screen: the screen it lays out (for view kinds, declarations and suppressions).
    ///   - loaded: the solver `solution` came from
    ///     (`LayoutSolver.solveKeepingSolver(_:in:metrics:)`), which spares the ambiguity pass
    ///     from loading the system again; `nil` loads it.
    ///   - metrics: UIKit's numbers, for laying the screen out once more right-to-left when it
    ///     mixes left/right with leading/trailing.
    public static func analyze(_ solution: LayoutSolution, screen: LayoutScreen, loaded: LoadedSystem? = nil,
                               metrics: UIKitMetrics = DeviceCatalog.standard.metrics) -> EnvironmentReport {
        analyze(solution, prepared: PreparedScreen(screen), loaded: loaded, metrics: metrics)
    }

    /// ``analyze(_:screen:loaded:metrics:)`` with the screen prepared once for all its
    /// environments (its views and constraints indexed): what a caller that analyses several
    /// environments of one screen passes, so each analysis is linear in the screen.
    public static func analyze(_ solution: LayoutSolution, prepared: PreparedScreen, loaded: LoadedSystem? = nil,
                               metrics: UIKitMetrics = DeviceCatalog.standard.metrics) -> EnvironmentReport {
        let screen = prepared.screen
        var report = EnvironmentReport(environment: solution.environment.name)
        var atDefaultTextSize = solution.environment
        atDefaultTextSize.contentSize = .large
        report.textSize = (atDefaultTextSize.name, solution.environment.contentSize)
        report.sizeClasses = SizeClassPair(horizontal: solution.metrics.horizontalSizeClass, vertical: solution.metrics.verticalSizeClass)
        // Views whose text the document does not fix, found once for every conflict below.
        lazy var contentByCode = prepared.contentSetByCode
        lazy var textMayChange = Set(screen.allViews.compactMap { $0.view.source?.textMayChange == true ? $0.view.name : nil })
            .union(contentByCode)
        lazy var filledStacks = ConflictDiagnostic.filledStacks(in: screen)
        lazy var stacksWithChangingText = ConflictDiagnostic.stacksWithChangingText(in: screen, changing: textMayChange)
        lazy var estimatedBaselines = Set(screen.allViews.compactMap { $0.view.properties.textBaselines?.estimated == true ? $0.view.name : nil })
        // The screen once more with what the app's code sets given another value, solved only
        // when a finding needs it (``SetByCodeVariant``).
        lazy var variant = SetByCodeVariant.applies(to: prepared, openValues: false)
            ? SetByCodeVariant.solve(prepared, in: solution.environment, metrics: metrics, openValues: false) : nil
        // Frame findings are weighed also against what the document leaves to the SDK and to text
        // wrapping (cell margins, a wrapping label's width), which conflicts are not: a conflict
        // of required constraints does not come and go with them.
        lazy var frameVariant = SetByCodeVariant.hasOpenValues(prepared)
            ? SetByCodeVariant.solve(prepared, in: solution.environment, metrics: metrics, openValues: true) : variant
        // The arranged views the code hides, hidden (``HiddenArrangedVariant``), solved only when
        // an error or a warning is left that it could weigh.
        lazy var hiddenArranged = HiddenArrangedVariant(prepared, solution: solution, metrics: metrics)
        lazy var hiddenArrangedConflicts = hiddenArranged?.conflictKeys ?? []
        lazy var variantConflicts = Set(variant.map { other in ConflictAnalysis.reports(for: other.solution).map { conflictKey($0, in: other.solution.system) } } ?? [])
        let conflicts = ConflictAnalysis.reports(for: solution)
        for conflict in conflicts {
            let system = solution.system
            let key = conflictKey(conflict, in: system)
            var diagnostic = ConflictDiagnostic.make(conflict, solution: solution)
            if let reason = ConflictDiagnostic.hiddenByCodeMember(conflict, system: system,
                                                                  hiddenByCode: prepared.hiddenSetByCode) {
                diagnostic = ConflictDiagnostic.dependingOnCode(diagnostic, reason: reason)
            } else if let reason = ConflictDiagnostic.framedByCodeMember(conflict, system: system, framedByCode: prepared.frameSetByCode) {
                diagnostic = ConflictDiagnostic.dependingOnCode(diagnostic, reason: reason)
            } else if let view = ConflictDiagnostic.estimatedBaselineMember(conflict, system: system, estimated: estimatedBaselines) {
                diagnostic = ConflictDiagnostic.dependingOnFont(diagnostic, view: view)
            } else if let view = ConflictDiagnostic.textSizedMember(conflict, system: system, changing: textMayChange,
                                                                   stacksWithChangingText: stacksWithChangingText) {
                diagnostic = contentByCode.contains(view) ? ConflictDiagnostic.dependingOnCodeContent(diagnostic, view: view)
                    : ConflictDiagnostic.dependingOnText(diagnostic, view: view)
            } else if let reason = ConflictDiagnostic.codeAdjustedMember(conflict, system: system, screen: screen,
                                                                         filledStacks: filledStacks,
                                                                         framedByCode: prepared.frameSetByCode) {
                diagnostic = ConflictDiagnostic.dependingOnCode(diagnostic, reason: reason)
            } else if variant != nil, !variantConflicts.contains(key) {
                // Gone when the code's content is empty and its constants 0: it rests on the
                // document's values (a placeholder image growing a cell until its margins shift).
                diagnostic = ConflictDiagnostic.dependingOnCode(diagnostic, reason: SetByCodeVariant.reason(prepared))
            } else if !prepared.hidingByCode.isEmpty, let hiddenArranged, !hiddenArrangedConflicts.contains(key) {
                diagnostic = ConflictDiagnostic.dependingOnCode(diagnostic, reason: hiddenArranged.reason)
            }
            var finding = Finding(key: "conflict|" + key, diagnostic: diagnostic)
            finding.arithmetic = conflict.arithmetic.map { "\($0) on \(report.environment)" }
            report.findings.append(finding)
            report.conflictedViews.formUnion(ConflictAnalysis.touchedViews(conflict.members, system: system))
        }
        // What is free only through the solver's break of a conflict is the conflict's to report.
        let consequences = ConflictConsequences(solution, reports: conflicts)
        let ambiguity = AmbiguityAnalysis.findings(in: solution, prepared: prepared, loaded: loaded, consequences: consequences)
        // What only follows a view the app's code gives its size is the code's too: the screen once
        // more with those views sized (`CodeSizedVariant`), solved only when a warning needs it.
        lazy var codeSized = CodeSizedVariant.mayApply(to: prepared)
            ? CodeSizedVariant(prepared, solution: solution, free: ambiguity.views, metrics: metrics) : nil
        // An ambiguity that only a constraint outlet makes is one state of what the code sets.
        var ambiguityFindings = OutletConstraintVariant.weigh(ambiguity.findings, prepared: prepared,
                                                              environment: solution.environment, metrics: metrics)
        if ambiguityFindings.contains(where: { $0.key.hasPrefix("ambiguous|") && $0.diagnostic.severity == .warning }),
           let codeSized {
            ambiguityFindings = codeSized.weigh(ambiguityFindings)
        }
        // A tie a `fill` stack view breaks by its arranged views' order is none at run time.
        if ambiguityFindings.contains(where: { $0.key.hasPrefix("ambiguous|") && $0.diagnostic.severity == .warning }),
           let stackOrder = StackOrderVariant(prepared, solution: solution, free: ambiguity.anyFree, metrics: metrics) {
            ambiguityFindings = stackOrder.weigh(ambiguityFindings)
        }
        report.findings += ambiguityFindings
        report.ambiguousViews = ambiguity.views
        report.freeInSuperview = ambiguity.freeInSuperview
        // Views that slide only with the conflict's break belong to the conflict (Xcode's flag
        // comparison says so), and their frame is one of many like an ambiguous view's.
        report.conflictedViews.formUnion(ambiguity.consequences)
        var frameFindings = FrameLint.findings(in: solution, prepared: prepared, ambiguous: ambiguity.views.union(ambiguity.consequences))
        if SetByCodeVariant.applies(to: prepared, openValues: true) && frameFindings.contains(where: { SetByCodeVariant.isFrameFinding($0.key) }) {
            frameFindings = SetByCodeVariant.weigh(frameFindings, variant: frameVariant, prepared: prepared,
                                                   ambiguous: ambiguity.views.union(ambiguity.consequences))
        }
        // A view placed by a constant the code sets is where the document's value puts it.
        frameFindings = OutletPlacedViews.weigh(frameFindings, solution: solution, prepared: prepared,
                                                environment: solution.environment, metrics: metrics)
        // A view of no size only while what the code sizes has none is the code's to size.
        if frameFindings.contains(where: { $0.key.hasPrefix("size|") && $0.diagnostic.severity == .warning }), let codeSized {
            frameFindings = codeSized.weigh(frameFindings)
        }
        if !prepared.hidingByCode.isEmpty, let hiddenArranged {
            frameFindings = hiddenArranged.weighFrames(frameFindings, ambiguous: ambiguity.views.union(ambiguity.consequences))
        }
        report.findings += frameFindings
        report.findings += DirectionLint.findings(in: solution, prepared: prepared, metrics: metrics)
        if !RuleSuppression.isDisabled(.textTruncated, in: screen) {
            report.findings += TextSizeLint.findings(in: solution, prepared: prepared, uikit: metrics)
        }
        report.textBaseline = OverlapLint.baseline(of: solution.environment)
        if !RuleSuppression.isDisabled(.overlapWhenGrown, in: screen) {
            report.overlaps = OverlapLint.overlaps(in: solution)
        }
        if prepared.hasSourceInfo {
            DesignFrameCheck.analyze(solution, screen: screen, loaded: loaded, consequences: consequences, metrics: metrics,
                                     into: &report)
            // A scrollable content size free only while what the code sizes has no size.
            if !report.undeterminedScrollContent.isEmpty, let codeSized {
                report.scrollContentSizedByCode = codeSized.scrollContentSizedByCode(report.undeterminedScrollContent)
            }
        }
        return report
    }

    /// What identifies a conflict across environments: its members' constraints and places.
    /// Environment constraints differ in their numbers between devices; the group is the user's
    /// side of the conflict.
    static func conflictKey(_ conflict: ConflictReport, in system: LoweredSystem) -> String {
        conflict.members.map { member -> String in
            let constraint = system.constraints[member]
            let place = constraint.origin.span.map { "\($0.offset)" } ?? "-"
            if constraint.origin.syntax == .environment { return "env:\(constraint.constraint.firstAttribute)" }
            return "\(constraint.constraint)@\(place)"
        }.joined(separator: "|")
    }

    /// The diagnostics of a screen from its environments' reports: findings that are the same
    /// in several environments once, naming them; the static lint rules; `vflc:disable`
    /// comments applied; sorted by source location.
    public static func merge(_ reports: [EnvironmentReport], screen: LayoutScreen) -> [LayoutDiagnostic] {
        merge([(reports, screen)])
    }

    /// The same for one screen read as several variants, each laid out in its own environments
    /// (one per pair of size classes of a screen that depends on them): a finding the variants
    /// share is reported once, naming the environments of all of them, and a static finding
    /// once. The first variant's suppressions apply. `perSizeClass`: the variants are the
    /// screen's size classes, and a finding that holds in some of them only says in which.
    public static func merge(_ variants: [(reports: [EnvironmentReport], screen: LayoutScreen)],
                             perSizeClass: Bool = false) -> [LayoutDiagnostic] {
        guard let first = variants.first else { return [] }
        // Views grown text pushes off screen are one finding at the text, not one per view.
        let reports = PushedContentLint.fold(variants)
        var groups = FindingGroups()
        if perSizeClass { groups.allSizeClasses = Set(reports.compactMap(\.sizeClasses)) }
        for report in reports {
            for finding in report.findings {
                groups.add(finding.key, environment: report.environment, sizeClasses: report.sizeClasses,
                           textSize: report.textSize) { finding.diagnostic }
                if let arithmetic = finding.arithmetic { groups.addArithmetic(finding.key, arithmetic) }
            }
        }
        for (environment, finding) in OverlapLint.findings(variants) {
            groups.add(finding.key, environment: environment) { finding.diagnostic }
        }
        for report in reports { if let textSize = report.textSize { groups.laidOut(textSize) } }
        var diagnostics = variants.flatMap { StaticLint.check($0.screen) }
        diagnostics += groups.diagnostics(totalEnvironments: reports.count)
        diagnostics = RuleSuppression.filter(diagnostics, disabled: first.screen.disabledRules)
        if DesignFrameCheck.applies(to: first.screen) {
            diagnostics = DesignFrameCheck.merge(diagnostics, reports: reports, screen: first.screen)
        }
        return uniqued(diagnostics).sorted { lhs, rhs in
            let l = lhs.span.map { ($0.file, $0.offset) } ?? ("", -1)
            let r = rhs.span.map { ($0.file, $0.offset) } ?? ("", -1)
            return l < r
        }
    }

    /// The diagnostics without repeats of one at the same place with the same rule and message
    /// (what two variants of a screen say alike), first kept.
    public static func uniqued(_ diagnostics: [LayoutDiagnostic]) -> [LayoutDiagnostic] {
        var seen = Set<String>()
        return diagnostics.filter { diagnostic in
            let place = diagnostic.span.map { "\($0.file):\($0.offset)" } ?? "-"
            return seen.insert("\(place)|\(diagnostic.ruleID?.rawValue ?? "")|\(diagnostic.message)").inserted
        }
    }
}

/// What the checker found in one environment, before grouping across environments.
public struct EnvironmentReport: Sendable {
    /// The environment's name ("iPhoneSE portrait ltr").
    public var environment: String
    /// Views that take part in a minimal conflicting set here.
    public var conflictedViews: Set<String> = []
    /// Views with an attribute the constraints leave free here.
    public var ambiguousViews: Set<String> = []
    /// The views of ``ambiguousViews`` whose frame in their superview's coordinates is free (what
    /// UIKit's `hasAmbiguousLayout` and Xcode's ambiguity flags judge), leaving out views that
    /// only slide with a free superview.
    public var freeInSuperview: Set<String> = []
    var findings: [Finding] = []
    /// The environment's size classes.
    public var sizeClasses: SizeClassPair?
    /// The environment's name at the default text size, and its text size: a finding that starts
    /// at some text size says so ("from xLarge on").
    public var textSize: (environment: String, category: ContentSizeCategory)?
    /// Overlapping siblings here, for `overlap-when-grown` (`nil` when the rule is off).
    var overlaps: OverlapLint.Overlaps?
    /// Everything of the environment but its text size and translation, and whether this is the
    /// default text size untranslated: what grown text is compared with.
    var textBaseline: TextBaseline?
    /// Imported documents: scroll views whose content size is free here (what Xcode flags as
    /// "Scrollable Content Size Ambiguity").
    public internal(set) var undeterminedScrollContent: [String] = []
    /// Scroll views of ``undeterminedScrollContent`` whose content size a view the app's code sizes
    /// fixes (`CodeSizedVariant`), with the note saying so.
    public internal(set) var scrollContentSizedByCode: [String: String] = [:]
    /// Imported documents laid out as designed: views away from their stored frames.
    var misplaced: [LayoutDiagnostic] = []

    init(environment: String) {
        self.environment = environment
    }
}

/// One finding in one environment, with the key that identifies it across environments.
struct Finding: Sendable {
    var key: String
    var diagnostic: LayoutDiagnostic
    /// "… = 328 > 320 on iPhoneSE portrait ltr" for a conflict that is a short sum.
    var arithmetic: String?
    /// For a view past its superview's edge or under a bar: which view and where it went
    /// ("past the bottom edge of 'view'"), so that views text pushes there are told as one.
    var escape: (view: String, place: String)?

    /// For an ambiguity (key `ambiguous|view|x,width`): the view and its free attributes.
    var ambiguity: (view: String, attributes: [String])? {
        let parts = key.split(separator: "|", maxSplits: 2)
        guard parts.count == 3, parts[0] == "ambiguous" else { return nil }
        return (String(parts[1]), parts[2].split(separator: ",").map(String.init))
    }

    /// This finding as an `info` whose first note says what it rests on (a variant of the screen
    /// found it does not hold for every value the app's code can give).
    func demoted(because note: String) -> Finding {
        var result = self
        result.diagnostic.severity = .info
        result.diagnostic.notes.insert(DiagnosticNote(note), at: 0)
        return result
    }
}

/// Findings keyed across environments: the first environment's diagnostic, every environment's
/// name and arithmetic.
struct FindingGroups {
    private var order: [String] = []
    private var entries: [String: (diagnostic: LayoutDiagnostic, environments: [String], arithmetic: [String])] = [:]
    private var classes: [String: Set<SizeClassPair>] = [:]
    /// A screen's size classes when it depends on them: a finding in some of them says which.
    var allSizeClasses: Set<SizeClassPair> = []

    /// The text sizes laid out, by the environment's name at the default size.
    private var textSizesLaidOut: [String: Set<ContentSizeCategory>] = [:]
    private var textSizes: [String: [(environment: String, category: ContentSizeCategory)]] = [:]

    mutating func add(_ key: String, environment: String, sizeClasses: SizeClassPair? = nil,
                      textSize: (environment: String, category: ContentSizeCategory)? = nil, _ make: () -> LayoutDiagnostic) {
        if entries[key] == nil {
            order.append(key)
            entries[key] = (make(), [], [])
        }
        entries[key]?.environments.append(environment)
        if let sizeClasses { classes[key, default: []].insert(sizeClasses) }
        if let textSize { textSizes[key, default: []].append(textSize) }
    }

    mutating func laidOut(_ textSize: (environment: String, category: ContentSizeCategory)) {
        textSizesLaidOut[textSize.environment, default: []].insert(textSize.category)
    }

    /// "on iPhoneSE portrait ltr from xLarge on, iPhone15 portrait ltr from ax1 on" when the
    /// finding holds, in each environment it reaches, at every text size from some size up to the
    /// largest laid out there, and not below it; `nil` otherwise.
    private func fromTextSizeOn(_ key: String) -> String? {
        guard let found = textSizes[key], found.count == entries[key]?.environments.count else { return nil }
        var byEnvironment: [String: Set<ContentSizeCategory>] = [:]
        var order: [String] = []
        for entry in found {
            if byEnvironment[entry.environment] == nil { order.append(entry.environment) }
            byEnvironment[entry.environment, default: []].insert(entry.category)
        }
        var parts: [String] = []
        for environment in order {
            guard let held = byEnvironment[environment], let laidOut = textSizesLaidOut[environment], laidOut.count > 1,
                  let start = held.min(), held.count < laidOut.count else { return nil }
            // Every size laid out from `start` up holds it, and none below.
            guard laidOut.filter({ $0 >= start }) == held else { return nil }
            parts.append("\(environment) from \(start.rawValue) on")
        }
        return parts.isEmpty ? nil : "on " + parts.joined(separator: ", ")
    }

    mutating func addArithmetic(_ key: String, _ text: String) {
        entries[key]?.arithmetic.append(text)
    }

    /// The diagnostics, each naming where it happens ("on iPhoneSE portrait ltr and 2 more").
    func diagnostics(totalEnvironments: Int) -> [LayoutDiagnostic] {
        order.compactMap { key in
            guard let entry = entries[key] else { return nil }
            var diagnostic = entry.diagnostic
            let environments = entry.environments, arithmetic = entry.arithmetic
            let place: String
            if environments.count == totalEnvironments && totalEnvironments > 1 {
                place = "in every environment"
            } else if environments.count > 1, let fromTextSize = fromTextSizeOn(key) {
                place = fromTextSize
            } else if environments.count == 1 {
                place = "on \(environments[0])"
            } else {
                place = "on \(environments[0]) and \(environments.count - 1) more"
            }
            diagnostic.message += " \(place)"
            diagnostic.environments = environments
            var notes: [DiagnosticNote] = []
            if arithmetic.count > 0 {
                let shown = arithmetic.prefix(3)
                notes.append(DiagnosticNote("the arithmetic: " + shown.joined(separator: "; ")
                                            + (arithmetic.count > 3 ? "; and \(arithmetic.count - 3) more" : "")))
            }
            if environments.count > 1 {
                notes.append(DiagnosticNote("environments: " + environments.joined(separator: ", ")))
            }
            if allSizeClasses.count > 1, let held = classes[key], held.count < allSizeClasses.count {
                let named = SizeClassPair.all.filter(held.contains).map(\.traitNotation).joined(separator: ", ")
                notes.append(DiagnosticNote("only in size classes \(named): the screen's other size classes lay it out differently"))
            }
            // LayoutEnvironment-level notes go right after the member list (the first notes).
            let split = diagnostic.notes.firstIndex { $0.message.hasPrefix("break ") || $0.message.hasPrefix("to fix") }
                ?? diagnostic.notes.endIndex
            diagnostic.notes.insert(contentsOf: notes, at: split)
            return diagnostic
        }
    }
}
