import Cassowary
import LayoutEngine
import LayoutIR

/// Views whose x, y, width or height is not fixed at the optimum.
///
/// Uses the solver's final tableau (`Solver.isDetermined`: a variable is free when a parametric
/// symbol in its row can move at zero cost), so a determined screen costs one pass over the
/// views' rows, not a linear program per variable; `Solver.range` (two bounded simplex
/// searches on a copy of the tableau) runs only for the attributes found free.
public enum AmbiguityAnalysis {
    /// One free attribute of a view and the values it can take at the optimum.
    public struct FreeAttribute: Sendable, Hashable {
        /// `x`, `y`, `width` or `height`.
        public var name: String
        /// The smallest and largest value over all optimal layouts (root coordinates); `nil`
        /// when unbounded.
        public var range: ClosedRange<Double>?
        /// False when the range was not computed (more than ``maximumRanges`` free attributes).
        public var rangeComputed = true
    }

    /// How many ranges one environment computes at most.
    public static let maximumRanges = 64

    /// For each view (root excluded, in tree order) with free attributes, those attributes.
    ///
    /// - Parameters:
    ///   - solution: one environment's solution, with its lowered system.
    ///   - loaded: the solver `solution` came from, if still at hand; `nil` loads the system
    ///     into a new one.
    public static func freeAttributes(in solution: LayoutSolution,
                                      loaded: LoadedSystem? = nil) -> [(view: String, attributes: [FreeAttribute])] {
        freeAttributes(in: solution, loaded: loaded, wantsRange: { _ in true })
    }

    /// The names of each free view's free attributes (`x`, `width`, …), without ranges: what a
    /// variant of a screen leaves free, to compare with the findings of the screen itself.
    static func freeAttributeNames(in solution: LayoutSolution) -> [String: Set<String>] {
        var result: [String: Set<String>] = [:]
        for (view, attributes) in freeAttributes(in: solution, loaded: nil, wantsRange: { _ in false }) {
            result[view] = Set(attributes.map(\.name))
        }
        return result
    }

    /// ``freeAttributes(in:loaded:)``, computing ranges only for the views `wantsRange` accepts
    /// (a range costs two simplex searches on a copy of the tableau).
    static func freeAttributes(in solution: LayoutSolution, loaded: LoadedSystem?,
                               wantsRange: (String) -> Bool) -> [(view: String, attributes: [FreeAttribute])] {
        let loaded = loaded ?? LoadedSystem(solution.system)
        var result: [(view: String, attributes: [FreeAttribute])] = []
        var rangesLeft = maximumRanges
        for frame in solution.views where frame.superview != nil {
            guard let variables = solution.system.views[frame.name] else { continue }
            var free: [FreeAttribute] = []
            let measured = wantsRange(frame.name)
            for (name, variable) in [("x", variables.left), ("y", variables.top),
                                     ("width", variables.width), ("height", variables.height)] {
                guard variable.index < loaded.variables.count,
                      !loaded.solver.isDetermined(loaded.variables[variable.index]) else { continue }
                guard measured else {
                    free.append(FreeAttribute(name: name, range: nil, rangeComputed: false))
                    continue
                }
                // Each range copies the tableau; past the cap a badly ambiguous screen is
                // reported without them rather than in quadratic time.
                rangesLeft -= 1
                let range = rangesLeft >= 0 ? loaded.solver.range(of: loaded.variables[variable.index]) : nil
                // A range that lands on one pixel whichever value is taken is not an ambiguity:
                // every value it allows draws the same frame (the solver's "free" is numerical).
                if let range, pixel(range.lowerBound, solution) == pixel(range.upperBound, solution) { continue }
                free.append(FreeAttribute(name: name, range: range, rangeComputed: rangesLeft >= 0))
            }
            if !free.isEmpty { result.append((frame.name, free)) }
        }
        return result
    }

    /// `nil` when `variable` is fixed at the optimum; otherwise `.some(range)` (`range` nil when
    /// unbounded).
    static func freeRange(of variable: LayoutVariable, in loaded: LoadedSystem) -> ClosedRange<Double>?? {
        guard variable.index < loaded.variables.count else { return nil }
        let solverVariable = loaded.variables[variable.index]
        if loaded.solver.isDetermined(solverVariable) { return nil }
        return .some(loaded.solver.range(of: solverVariable))
    }

    /// The ambiguity findings of one environment; `views`: the views reported free (their frame
    /// is one of many), `consequences`: views free only through a conflict's break, which the
    /// conflict reports (``ConflictConsequences``); `anyFree`: every view with a free attribute,
    /// reported or not (in a conflict, through a break, folded into its cause).
    static func findings(in solution: LayoutSolution, prepared: PreparedScreen, loaded: LoadedSystem?,
                         consequences: ConflictConsequences)
        -> (findings: [Finding], views: Set<String>, consequences: Set<String>, anyFree: Set<String>,
            freeInSuperview: Set<String>) {
        let screen = prepared.screen, index = prepared.index
        let loaded = loaded ?? LoadedSystem(solution.system)
        let span = { (view: String) in index.node(named: view)?.span }
        // A constraint the solver had to leave out often leaves its views free; the conflict
        // already explains that, so those views are not reported twice.
        let conflicted = ConflictAnalysis.viewsInConflicts(solution)
        // Views whose ambiguity is disabled (`vflc:disable`, or a front end that cannot see
        // everything that places them) still count for the ties and the marks, but get no range
        // and no diagnostic.
        let reported = { (view: String) in !RuleSuppression.isDisabled(.ambiguousLayout, line: span(view)?.line, in: screen) }
        // `verifyAmbiguity="ignoreSizes"` (Interface Builder's "Verify Position Only"): a free
        // width or height of that view is not reported, a free position still is.
        var positionOnly = Set<String>()
        var placeholderConstrained = Set<String>()
        for view in index.views {
            if view.source?.verifyAmbiguity == .ignoreSizes { positionOnly.insert(view.name) }
            if view.source?.placeholderConstrained == true { placeholderConstrained.insert(view.name) }
        }
        // Views free only because the solver broke a conflict (``ConflictConsequences``): one
        // finding at the cause, the conflict, not one at each view that slides with the break.
        var freeThroughBreak = Set<String>()
        var anyFree = Set<String>()
        let free = freeAttributes(in: solution, loaded: loaded, wantsRange: reported).compactMap { view, attributes -> (view: String, attributes: [FreeAttribute])? in
            if !attributes.isEmpty { anyFree.insert(view) }
            guard !conflicted.contains(view) else { return nil }
            if let variables = solution.system.views[view],
               attributes.allSatisfy({ consequences.isFreeOnlyThroughBreak(variable($0.name, of: variables)) }) {
                freeThroughBreak.insert(view)
                return nil
            }
            guard positionOnly.contains(view) else { return (view, attributes) }
            let positions = attributes.filter { $0.name == "x" || $0.name == "y" }
            return positions.isEmpty ? nil : (view, positions)
        }
        var freeVariables = Set<Int>()
        for (view, attributes) in free {
            guard let variables = solution.system.views[view] else { continue }
            for attribute in attributes { freeVariables.insert(variable(attribute.name, of: variables).index) }
        }
        let ties = TiedPriorities(solution: solution, freeVariables: freeVariables)
        let freeNames = Dictionary(free.map { ($0.view, Set($0.attributes.map(\.name))) }, uniquingKeysWith: { a, _ in a })
        let superviewOf = { (view: String) -> ViewNode? in
            index.id(of: view).flatMap { index.parents[$0.rawValue] }.map { index[$0] }
        }
        // One finding at the cause: a view free only where its superview is (an arranged view of
        // a free stack, a position inherited from a free superview) is reported with it.
        var carried: [String: Int] = [:]
        let causes = free.filter { view, attributes in
            guard let parent = superviewOf(view), let parentFree = freeNames[parent.name],
                  inherits(Set(attributes.map(\.name)), from: parentFree, arranged: parent.kind == .stackView) else { return true }
            var cause = parent.name
            while let above = superviewOf(cause), let aboveFree = freeNames[above.name], let own = freeNames[cause],
                  inherits(own, from: aboveFree, arranged: above.kind == .stackView) {
                cause = above.name
            }
            carried[cause, default: 0] += 1
            return false
        }
        // Stack views the app's code fills that are free themselves: views around them (their
        // containers, the siblings after them) are free because the stack's size is the code's.
        let filledFree = free.filter { index.node(named: $0.view)?.source?.mayGainArrangedSubviews == true }
            .map { (stack: $0.view, axes: Set($0.attributes.map(\.name))) }
        func isWithin(_ view: String, _ ancestor: String) -> Bool {
            var current = view, steps = 0
            while let parent = superviewOf(current), steps < 256 {
                if parent.name == ancestor { return true }
                current = parent.name
                steps += 1
            }
            return false
        }
        // Views whose document constraints are placeholders, free themselves: the constraints the
        // code adds in their place settle the views that share their freedom (a fill stack's other
        // arranged view, which takes what a placeholder-height sibling leaves).
        let placeheldFree = free.filter { placeholderConstrained.contains($0.view) }
            .map { (stack: $0.view, axes: Set($0.attributes.map(\.name))) }
        // Outlets the app's code adds views or constraints to, free themselves: what the code adds
        // may settle them and the views that share their freedom.
        let completedFree = free.filter { index.node(named: $0.view)?.source?.completedByCode == true }
            .map { (stack: $0.view, axes: Set($0.attributes.map(\.name))) }
        func filledStackCause(of view: String, free names: Set<String>) -> String? {
            coupledCause(of: view, free: names, among: filledFree)
        }
        func coupledCause(of view: String, free names: Set<String>, among entries: [(stack: String, axes: Set<String>)]) -> String? {
            let vertical = names.contains("y") || names.contains("height")
            let scope = superviewOf(view)?.name
            return entries.first { entry in
                guard entry.stack != view, vertical ? (entry.axes.contains("y") || entry.axes.contains("height"))
                        : (entry.axes.contains("x") || entry.axes.contains("width")) else { return false }
                return isWithin(entry.stack, view) || scope.map { isWithin(entry.stack, $0) } ?? false
            }?.stack
        }
        let findings = causes.filter { reported($0.view) }.map { view, attributes in
            let names = attributes.map(\.name)
            var notes: [DiagnosticNote] = []
            for attribute in attributes {
                if let range = attribute.range {
                    notes.append(DiagnosticNote("\(attribute.name) can be \(formatNumber(pixel(range.lowerBound, solution))) … \(formatNumber(pixel(range.upperBound, solution))) on \(solution.environment.name)"))
                } else if !attribute.rangeComputed {
                    notes.append(DiagnosticNote("\(attribute.name) is free on \(solution.environment.name) (range not computed: too many free attributes)"))
                } else {
                    notes.append(DiagnosticNote("\(attribute.name) is unbounded on \(solution.environment.name): nothing stops it growing or shrinking without limit"))
                }
            }
            if let count = carried[view] {
                notes.append(DiagnosticNote("\(count) view\(count == 1 ? "" : "s") inside it \(count == 1 ? "is" : "are") free with it and not reported apart"))
            }
            let stack = superviewOf(view).flatMap { $0.kind == .stackView ? $0.name : nil }
            notes.append(DiagnosticNote(suggestion(view: view, free: Set(names), ties: ties, system: solution.system,
                                                   arrangedIn: stack)))
            var diagnostic = RuleRegistry.rule(.ambiguousLayout).diagnostic(
                "'\(view)' has an ambiguous \(names.joined(separator: ", "))", at: span(view), notes: notes)
            if let reason = setByCodeReason(view: view, free: Set(names), ties: ties, prepared: prepared, stack: stack,
                                            system: solution.system) {
                diagnostic.severity = .info
                diagnostic.notes.insert(DiagnosticNote(reason), at: 0)
            } else if let stack = filledStackCause(of: view, free: Set(names)) {
                diagnostic.severity = .info
                diagnostic.notes.insert(DiagnosticNote("stack view '\(stack)' is free too, and the app's code gives it its arranged views: what they contribute may fix '\(view)'; check it once the code has filled the stack"), at: 0)
            } else if placeholderConstrained.contains(view) {
                diagnostic.notes.insert(DiagnosticNote("its constraints in the document are placeholders, removed at build time: the app's code is expected to add its own, so check that it does"), at: 0)
                diagnostic.severity = .info
            } else if let holder = coupledCause(of: view, free: Set(names), among: placeheldFree) {
                diagnostic.notes.insert(DiagnosticNote("'\(holder)' is free too, and its constraints in the document are placeholders, removed at build time: the constraints the app's code adds in their place may fix '\(view)'; check it once the code has added them"), at: 0)
                diagnostic.severity = .info
            } else if index.node(named: view)?.source?.completedByCode == true {
                diagnostic.notes.insert(DiagnosticNote("the app's code adds views or constraints to '\(view)' (an outlet) that the document does not show: they may fix its \(names.joined(separator: ", ")); check it once the code has run"), at: 0)
                diagnostic.severity = .info
            } else if let holder = coupledCause(of: view, free: Set(names), among: completedFree) {
                diagnostic.notes.insert(DiagnosticNote("'\(holder)' is free too, and the app's code adds views or constraints to it (an outlet) that the document does not show: they may fix '\(view)'; check it once the code has run"), at: 0)
                diagnostic.severity = .info
            }
            return (view: view, finding: Finding(key: "ambiguous|\(view)|\(names.joined(separator: ","))", diagnostic: diagnostic))
        }
        // A squeeze is a warning only where the ambiguity is: one that rests on what the app's
        // code sets stays the info it is, and so does every one of a screen whose constraints
        // the code changes (``OutletConstraintVariant`` weighs those after this).
        let warned = screen.codeAdjustedConstraints.isEmpty
            ? Set(findings.filter { $0.finding.diagnostic.severity == .warning }.map(\.view)) : []
        let squeezed = SqueezedViews(free: causes.filter { warned.contains($0.view) }, ties: ties, solution: solution, index: index)
        return (findings.filter { !squeezed.folded.contains($0.view) }.map(\.finding) + squeezed.findings.map(\.finding),
                Set(free.map(\.view)), freeThroughBreak, anyFree,
                freeInSuperview(free, solution: solution, loaded: loaded, superviewOf: { superviewOf($0)?.name }))
    }

    /// The views of `free` whose frame in their superview's coordinates is free: a free size, or
    /// an offset from the superview's edge that can move. That is the frame UIKit's
    /// `hasAmbiguousLayout` and Xcode's ambiguity flags judge ("the constraints don't uniquely
    /// determine the view's frame", and a frame is in the superview's coordinates: Apple,
    /// *UIView.hasAmbiguousLayout*, *UIView.frame*). A view that only slides with its free
    /// superview is not among them.
    static func freeInSuperview(_ free: [(view: String, attributes: [FreeAttribute])], solution: LayoutSolution,
                                loaded: LoadedSystem, superviewOf: (String) -> String?) -> Set<String> {
        var result = Set<String>()
        for (view, attributes) in free {
            let names = Set(attributes.map(\.name))
            if names.contains("width") || names.contains("height") { result.insert(view); continue }
            guard let own = solution.system.views[view], let parent = superviewOf(view),
                  let theirs = solution.system.views[parent] else { result.insert(view); continue }
            let offsetFree = [("x", own.left, theirs.left), ("y", own.top, theirs.top)].contains { name, mine, parents in
                guard names.contains(name), mine.index < loaded.variables.count,
                      parents.index < loaded.variables.count else { return names.contains(name) }
                let offset = LinearExpression(terms: [LinearTerm(loaded.variables[mine.index], 1),
                                                      LinearTerm(loaded.variables[parents.index], -1)])
                return !loaded.solver.isDetermined(offset)
            }
            if offsetFree { result.insert(view) }
        }
        return result
    }

    /// The variable of a ``FreeAttribute`` name (`x`, `y`, `width`, `height`).
    private static func variable(_ name: String, of variables: ViewVariables) -> LayoutVariable {
        switch name {
        case "x": variables.left
        case "y": variables.top
        case "width": variables.width
        default: variables.height
        }
    }

    /// `value` on the environment's pixel grid (1/2 pt at @2x, 1/3 pt at @3x), as frames are shown.
    static func pixel(_ value: Double, _ solution: LayoutSolution) -> Double {
        let scale = solution.environment.device.scale
        guard value.isFinite, scale.isFinite, scale >= 1 else { return value }
        return (value * scale).rounded() / scale
    }

    /// Whether a view's free attributes `own` are all its superview's (`parent`): a free x (y) of a
    /// view inside a superview whose x (y) is free moves with it; every free attribute of an
    /// arranged view of a free stack view is the stack's to fix.
    private static func inherits(_ own: Set<String>, from parent: Set<String>, arranged: Bool) -> Bool {
        if arranged { return !parent.isEmpty }
        return own.allSatisfy { ($0 == "x" || $0 == "y") && parent.contains($0) }
    }

    /// Why a free view depends on what the app's code sets, when it does: the optional
    /// constraints that tie are the content sizes of views whose content code sets (an outlet's
    /// text, an app class's size), so whether the tie decides anything depends on that content;
    /// or the view is in a stack view the code fills. `nil` otherwise.
    private static func setByCodeReason(view: String, free: Set<String>, ties: TiedPriorities, prepared: PreparedScreen,
                                        stack: String?, system: LoweredSystem) -> String? {
        let horizontal = free.contains("width") || free.contains("x")
        // A tie the stand-in size of an app class's view takes part in (its hugging or
        // compression resistance): the class's own intrinsicContentSize, which may have no size
        // on this axis, decides whether there is a tie at all.
        if !prepared.contentSizeStandIns.isEmpty, let tie = ties.tie(for: view, attribute: horizontal ? "x" : "y"),
           let standIn = tie.views.first(where: { name in
               prepared.contentSizeStandIns.contains(name)
                   && (tie.membersByView[name] ?? []).contains { system.constraints[$0].origin.syntax == .intrinsicSize }
           }) {
            return "the tie includes the content size of '\(standIn)', a size the document gives as a design-time placeholder for a class of the app's own (Interface Builder's \"Intrinsic Size: Placeholder\"): at run time the class's intrinsicContentSize applies, so whether this is ambiguous depends on that code"
        }
        if !prepared.contentSetByCode.isEmpty, let tie = ties.tie(for: view, attribute: horizontal ? "x" : "y"),
           tie.allIntrinsic, let set = tie.views.first(where: prepared.contentSetByCode.contains) {
            let what = tie.allCompression ? "too wide for the space, when neither gives way first"
                : tie.allHugging ? "narrower than the space, when either may grow" : "of some sizes"
            return "the tie is between content sizes, and the app's code sets the content of '\(set)': the layout is ambiguous only while that content is \(what); if it can be, the code (or the document) must give the two different priorities"
        }
        // A view of the app's own class with no intrinsic size on a free axis in the document:
        // its class's intrinsicContentSize, which the document does not run, may give it one.
        if prepared.contentSetByCode.contains(view), let node = prepared.index.node(named: view),
           node.source?.element == "view" || prepared.contentSizeStandIns.contains(view),
           !hasIntrinsicSize(node, horizontal: horizontal) {
            return "'\(view)' is of a class of the app's own, whose intrinsicContentSize (code the document does not run) may give it a \(horizontal ? "width" : "height"); if it does not, give it a \(horizontal ? "width" : "height") constraint"
        }
        let filled = [view, stack].compactMap { $0 }.first { name in
            prepared.index.node(named: name)?.source?.mayGainArrangedSubviews == true
        }
        if let filled {
            return "stack view '\(filled)' is an outlet with at most one arranged view in the document: the app's code adds the views it lays out, and what they contribute decides this"
        }
        return nil
    }

    private static func hasIntrinsicSize(_ node: ViewNode, horizontal: Bool) -> Bool {
        guard let size = node.properties.intrinsicSize else { return false }
        return (horizontal ? size.width : size.height) >= 0
    }

    /// The two optional constraints whose equal priority leaves the solver a choice, or else the
    /// missing edge or size. `arrangedIn`: the stack view that arranges the view, whose
    /// arranged views take no top, bottom or centerY (leading, trailing, centerX) of their own.
    static func suggestion(view: String, free: Set<String>, ties: TiedPriorities, system: LoweredSystem,
                           arrangedIn stack: String? = nil) -> String {
        let horizontal = free.contains("width") || free.contains("x")
        let axisSize = horizontal ? "width" : "height"
        if let tie = ties.tie(for: view, attribute: horizontal ? "x" : "y") {
            return TiedPriorities.suggestion(tie, view: view, system: system)
        }
        if let stack {
            return "'\(view)' is an arranged view of stack view '\(stack)', which places it: give '\(stack)' a \(horizontal ? "horizontal" : "vertical") place and size of its own, or give '\(view)' a \(axisSize) (a constraint, or content with an intrinsic size) that the stack can use; edge constraints of its own would fight the stack"
        }
        switch (free.contains("x") || free.contains("y"), free.contains(axisSize)) {
        case (true, true):
            return horizontal ? "add a leading or trailing edge and a width (or both edges)"
                : "add a top or bottom edge and a height (or both edges)"
        case (true, false):
            return horizontal ? "add a horizontal position: a leading, trailing or centerX constraint"
                : "add a vertical position: a top, bottom or centerY constraint"
        default:
            return horizontal ? "add a width, or pin both horizontal edges" : "add a height, or pin both vertical edges"
        }
    }
}
