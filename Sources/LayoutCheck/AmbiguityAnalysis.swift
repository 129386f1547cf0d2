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
    /// - Parameter loaded: the solver `solution` came from, if still at hand; `nil` loads the
    ///   system into a new one.
    public static func freeAttributes(in solution: LayoutSolution,
                                      loaded: LoadedSystem? = nil) -> [(view: String, attributes: [FreeAttribute])] {
        let loaded = loaded ?? LoadedSystem(solution.system)
        var result: [(view: String, attributes: [FreeAttribute])] = []
        var rangesLeft = maximumRanges
        for frame in solution.views where frame.superview != nil {
            guard let variables = solution.system.views[frame.name] else { continue }
            var free: [FreeAttribute] = []
            for (name, variable) in [("x", variables.left), ("y", variables.top),
                                     ("width", variables.width), ("height", variables.height)] {
                guard variable.index < loaded.variables.count,
                      !loaded.solver.isDetermined(loaded.variables[variable.index]) else { continue }
                // Each range copies the tableau; past the cap a badly ambiguous screen is
                // reported without them rather than in quadratic time.
                rangesLeft -= 1
                let range = rangesLeft >= 0 ? loaded.solver.range(of: loaded.variables[variable.index]) : nil
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

    static func findings(in solution: LayoutSolution, screen: Screen,
                         loaded: LoadedSystem?) -> (findings: [Finding], views: Set<String>) {
        let spans = Dictionary(screen.allViews.map { ($0.view.name, $0.view.span) }, uniquingKeysWith: { a, _ in a })
        // A constraint the solver had to leave out often leaves its views free; the conflict
        // already explains that, so those views are not reported twice.
        let conflicted = ConflictAnalysis.viewsInConflicts(solution)
        let free = freeAttributes(in: solution, loaded: loaded).filter { !conflicted.contains($0.view) }
        let freeViews = Dictionary(free.map { ($0.view, Set($0.attributes.map(\.name))) }, uniquingKeysWith: { a, _ in a })
        let findings = free.map { view, attributes in
            let names = attributes.map(\.name)
            var notes: [DiagnosticNote] = []
            for attribute in attributes {
                if let range = attribute.range {
                    notes.append(DiagnosticNote("\(attribute.name) can be \(formatNumber(round(range.lowerBound))) … \(formatNumber(round(range.upperBound))) on \(solution.environment.name)"))
                } else if !attribute.rangeComputed {
                    notes.append(DiagnosticNote("\(attribute.name) is free on \(solution.environment.name) (range not computed: too many free attributes)"))
                } else {
                    notes.append(DiagnosticNote("\(attribute.name) is unbounded on \(solution.environment.name): nothing stops it growing or shrinking without limit"))
                }
            }
            notes.append(DiagnosticNote(suggestion(view: view, free: Set(names), freeViews: freeViews,
                                                   solution: solution, screen: screen)))
            let diagnostic = LintRule.ambiguousLayout.diagnostic(
                "'\(view)' has an ambiguous \(names.joined(separator: ", "))", at: spans[view] ?? nil, notes: notes)
            return Finding(key: "ambiguous|\(view)|\(names.joined(separator: ","))", diagnostic: diagnostic)
        }
        return (findings, Set(freeViews.keys))
    }

    private static func round(_ value: Double) -> Double { value.isFinite ? (value * 2).rounded() / 2 : value }

    /// The missing edge or size, or the sibling whose equal content priority leaves a choice.
    static func suggestion(view: String, free: Set<String>, freeViews: [String: Set<String>],
                           solution: LayoutSolution, screen: Screen) -> String {
        let horizontal = free.contains("width") || free.contains("x")
        let axisSize = horizontal ? "width" : "height"
        let hugging = huggingPriority(of: view, horizontal: horizontal, screen: screen)
        // A sibling in the same chain, free on the same axis, with the same hugging priority.
        if free.contains(axisSize), let hugging {
            let parent = solution.view(named: view)?.superview
            for other in solution.views where other.name != view && other.superview == parent {
                guard let otherFree = freeViews[other.name], otherFree.contains(axisSize) || otherFree.contains(horizontal ? "x" : "y"),
                      huggingPriority(of: other.name, horizontal: horizontal, screen: screen) == hugging else { continue }
                return "'\(view)' and '\(other.name)' both hug at \(formatNumber(Double(hugging))) \(horizontal ? "horizontally" : "vertically"), so the solver may grow either; raise one's hugging priority (e.g. 'hugging \(horizontal ? "horizontal" : "vertical") \(formatNumber(Double(hugging) + 1))')"
            }
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

    private static func huggingPriority(of view: String, horizontal: Bool, screen: Screen) -> Float? {
        guard let node = screen.allViews.first(where: { $0.view.name == view })?.view,
              node.properties.intrinsicSize != nil else { return nil }
        let declared = horizontal ? node.properties.hugging.horizontal : node.properties.hugging.vertical
        return declared?.value ?? 250
    }
}
