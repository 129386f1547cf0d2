import LayoutEngine
import LayoutIR

/// Whether the printed constraints of a conflict really conflict.
public enum ConsoleLogVerdict: String, Sendable, Hashable {
    /// They cannot all hold, exactly as printed.
    case infeasible
    /// They can hold as printed, but not together with facts the log does not print (sizes are
    /// never negative, UIKit's default margins); ``ConsoleLogExplanation/assumptions`` names them.
    case infeasibleWithImplicit = "infeasible-with-implicit"
    /// They can all hold as printed: the log rounds constants to six significant digits, the
    /// person pasting cut the list, or the conflict involves something the log leaves out.
    case feasibleAsPrinted = "feasible-as-printed"
}

/// A frame of one view in a re-solved layout (the log's shared coordinate space).
public struct ConsoleLogFrame: Sendable, Hashable {
    /// The view's IR name (`ConsoleLogView/name`).
    public var view: String
    /// The frame (x, y, width, height).
    public var frame: LayoutRect
}

/// What to change, in the order a person would try it.
public struct ConsoleLogSuggestion: Sendable, Hashable {
    /// What the advice is (a known pattern, a re-solved change, or that nothing works).
    public var pattern: ConsoleLogAdvicePattern
    /// The advice.
    public var message: String
    /// The listed constraint it is about (index into the conflict's list), if one.
    public var constraint: Int?
    /// The frames of the conflict's views once the change is made, when the advice is a change
    /// that was re-solved.
    public var frames: [ConsoleLogFrame] = []
    /// The cause rule this advice acts on, when the conflict shows that cause (``ConsoleLogCause``).
    public var rule: RuleID?

    /// A suggestion.
    public init(pattern: ConsoleLogAdvicePattern, message: String, constraint: Int?, frames: [ConsoleLogFrame] = []) {
        self.pattern = pattern
        self.message = message
        self.constraint = constraint
        self.frames = frames
    }
}

/// The explanation of one conflict of a log.
public struct ConsoleLogExplanation: Sendable {
    /// The conflict (its index in `ConsoleLog/conflicts`).
    public var conflictIndex: Int
    /// `nil` when nothing could be re-solved (a redacted or unreadable log).
    public var verdict: ConsoleLogVerdict?
    /// The minimal conflicting subset: indices into the conflict's list, in list order. Empty
    /// when the printed constraints do not conflict.
    public var minimalSet: [Int]
    /// The facts the verdict relied on that the log does not print.
    public var assumptions: [ConsoleLogAssumption]
    /// The sum that shows the contradiction ("0 + 100 + 0 = 100 > 44"), when it is one.
    public var arithmetic: String?
    /// "needs 100 pt, has 44" for the arithmetic, when it compares a need with what is available.
    public var needsAndHas: String?
    /// True when the contradiction in `arithmetic` is smaller than the log's six-digit printing
    /// can show: the unrounded constants may have agreed.
    public var withinPrintingPrecision: Bool = false
    /// The sum behind ``arithmetic``, with its sides and bounds.
    public var sum: ConflictSum?
    /// The changes to the app's own constraints that resolve the conflict, re-solved under the
    /// facts the log implies (sizes never negative, UIKit's constraints unchanged), the one that
    /// moves least first. Empty when none does.
    public var fixes: [ConsoleLogFix] = []
    /// The known causes the conflict shows, each a rule (``ConsoleLogCause``).
    public var causes: [ConsoleLogCause] = []
    /// Ranked advice.
    public var suggestions: [ConsoleLogSuggestion]
    /// The frames when the constraint UIKit broke is left out.
    public var brokenFrames: [ConsoleLogFrame]
    /// The listed constraint a person would break instead (the best-ranked choice), if it differs
    /// from UIKit's, and the frames that gives.
    public var betterChoice: Int?
    /// The frames with `betterChoice` broken instead.
    public var betterFrames: [ConsoleLogFrame]
}

/// Explains console conflict logs: re-solves each conflict's constraints with the project's own
/// Cassowary solver and checker, finds the minimal conflicting subset and the arithmetic behind
/// it, decides whether the printed constraints really conflict, and says what to change.
public enum ConsoleLogExplainer {
    /// Conflicts listing more constraints than this get a verdict but no minimal set, arithmetic
    /// or advice (real logs list a few dozen at most).
    public static let maximumConstraintsToMinimize = 300

    /// Explains every conflict of a log.
    public static func explain(_ log: ConsoleLog) -> [ConsoleLogExplanation] {
        log.conflicts.indices.map { explain(log, conflict: $0) }
    }

    /// Explains one conflict.
    public static func explain(_ log: ConsoleLog, conflict index: Int) -> ConsoleLogExplanation {
        let conflict = log.conflicts[index]
        var explanation = ConsoleLogExplanation(conflictIndex: index, verdict: nil, minimalSet: [], assumptions: [],
                                                arithmetic: nil, needsAndHas: nil, suggestions: [], brokenFrames: [],
                                                betterChoice: nil, betterFrames: [])
        guard !conflict.constraints.isEmpty else { return explanation }
        let lowered = ConsoleLogLowering.lower(conflict, in: log)
        var system = lowered.printedOnly
        var solution = solve(system)
        if !solution.conflicts.isEmpty {
            explanation.verdict = .infeasible
        } else {
            system = lowered.system
            solution = solve(system)
            explanation.verdict = solution.conflicts.isEmpty ? .feasibleAsPrinted : .infeasibleWithImplicit
        }
        // The deletion filter solves the set once per member: past this size it would take
        // minutes, so the verdict stands alone.
        guard conflict.constraints.count <= maximumConstraintsToMinimize else { return explanation }
        // Only the sets: the changes worth offering are re-solved under every fact below, not
        // ranked on this system, which may lack them.
        let sets = solution.conflicts.isEmpty ? [] : ConflictAnalysis.minimalSets(in: system, conflicts: solution.conflicts)
        // The set that holds the constraint UIKit broke, when there is one; else the first.
        let brokenLowered = conflict.brokenIndex.flatMap { lowered.listIndices.firstIndex(of: $0) }
        let found = sets.first { set in brokenLowered.map { set.contains($0) } ?? false } ?? sets.first
        if let members = found.map({ fewerPrinted($0, system: system, lowered: lowered) }) {
            explanation.minimalSet = members.filter { $0 < lowered.printedCount }
                .map { lowered.listIndices[$0] }.sorted()
            var assumed: [ConsoleLogAssumption] = []
            for member in members where member >= lowered.printedCount {
                let fact = lowered.assumptions[member - lowered.printedCount]
                // One fact per superview, whichever axes it took part on.
                if !assumed.contains(where: { $0.description == fact.description }) { assumed.append(fact) }
            }
            explanation.assumptions = assumed
            if let sum = ConsoleLogSums.sum(members, conflict: conflict, lowered: lowered) {
                explanation.sum = sum
                explanation.arithmetic = sum.text
                explanation.needsAndHas = sum.needsAndHas
                explanation.withinPrintingPrecision = sum.isWithinSixDigits
            }
            explanation.fixes = ConsoleLogFixFinder.fixes(conflict, in: log, lowered: lowered,
                                                          minimalSet: explanation.minimalSet)
            // The better choice is the change that works and moves least, never one that leaves
            // a required constraint broken or a size negative.
            if let best = explanation.fixes.first, best.change == .lowerPriority, best.constraint != conflict.brokenIndex {
                explanation.betterChoice = best.constraint
                explanation.betterFrames = best.frames
            }
        }
        if let brokenLowered {
            // Under the facts the log implies, as every fix is: without them the solver may put
            // a size below zero that no view can have.
            explanation.brokenFrames = framesWithout(brokenLowered, system: lowered.system, conflict: conflict, lowered: lowered)
        }
        explanation.causes = ConsoleLogCauses.causes(of: conflict, in: log, explanation: explanation)
        explanation.suggestions = ConsoleLogAdvice.suggestions(for: conflict, in: log, explanation: explanation)
        // Advice on a known cause carries the cause's rule when the conflict shows it.
        let named = Set(explanation.causes.map(\.rule))
        for index in explanation.suggestions.indices {
            if let rule = explanation.suggestions[index].pattern.rule, named.contains(rule) {
                explanation.suggestions[index].rule = rule
            }
        }
        return explanation
    }

    /// The same contradiction with fewer members, when the implied facts allow it. The
    /// solver's certificate names the one implied fact it met first (one view's width never
    /// negative); another view's may close the contradiction with fewer constraints in all,
    /// which is the smaller thing to read. Deletion runs in list order over the set's printed
    /// members and every implied fact, so printed ones go first; the smaller set is taken only
    /// when it is smaller in all (a printed `height == 0` is not traded for an assumed `≥ 0`).
    /// It may leave out the constraint UIKit broke: then breaking that one did not resolve the
    /// contradiction, which the shorter set shows (an NSClipView 17 pt below its scroll view's
    /// top in an 8-pt scroll view, whatever its document view does).
    static func fewerPrinted(_ members: [Int], system: LoweredSystem, lowered: ConsoleLogSystem) -> [Int] {
        guard system.constraints.count > lowered.printedCount else { return members }
        let printed = members.filter { $0 < lowered.printedCount }
        let widened = printed + Array(lowered.printedCount..<system.constraints.count)
        let tighter = ConflictAnalysis.minimize(system, widened)
        let tighterPrinted = tighter.filter { $0 < lowered.printedCount }
        guard tighterPrinted.count < printed.count, tighter.count < members.count else { return members }
        return tighter
    }

    /// Loads a system and wraps it as a solution the checker's conflict analysis reads. The log
    /// has no device: the environment is only a placeholder, never consulted for these systems.
    static func solve(_ system: LoweredSystem) -> LayoutSolution {
        let loaded = LoadedSystem(system)
        let metrics = EnvironmentMetrics(placeholderEnvironment)
        return LayoutSolution(metrics: metrics, views: [], system: system, values: loaded.values,
                              conflicts: loaded.conflicts)
    }

    private static let placeholderEnvironment: LayoutEnvironment = {
        let device = DeviceCatalog.standard.devices[0]
        return LayoutEnvironment(device: device)
    }()

    /// The frames when one printed constraint is dropped, as UIKit did when it broke it.
    static func framesWithout(_ member: Int, system: LoweredSystem, conflict: ConsoleLogConflict,
                              lowered: ConsoleLogSystem) -> [ConsoleLogFrame] {
        var relaxed = system
        relaxed.constraints.remove(at: member)
        let values = LoadedSystem(relaxed).values
        var names: [String] = []
        for printed in conflict.constraints {
            for name in printed.viewNames where !names.contains(name) { names.append(name) }
        }
        return names.compactMap { name in
            guard let variables = relaxed.views[name], variables.height.index < values.count else { return nil }
            return ConsoleLogFrame(view: name, frame: LayoutRect(x: values[variables.left.index], y: values[variables.top.index],
                                                                 width: values[variables.width.index],
                                                                 height: values[variables.height.index]))
        }
    }
}
