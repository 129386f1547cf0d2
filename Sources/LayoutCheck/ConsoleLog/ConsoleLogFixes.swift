import LayoutEngine
import LayoutIR

/// A change to the app's own constraints that resolves a conflict: re-solved under every fact
/// the log implies and found to leave every required constraint holding with no negative size.
public struct ConsoleLogFix: Sendable {
    /// What changes.
    public enum Change: Sendable, Hashable {
        /// The listed constraint is lowered to priority 999.
        case lowerPriority
        /// The view stops translating its autoresizing mask into constraints
        /// (`translatesAutoresizingMaskIntoConstraints = false`): its autoresizing
        /// constraints go.
        case stopAutoresizing(view: String)
    }

    /// The listed constraint the change is about (for ``Change/stopAutoresizing(view:)``, the
    /// view's first listed autoresizing constraint).
    public var constraint: Int
    /// The change.
    public var change: Change
    /// For an equality lowered to 999: the inequality (as the constraint is printed) that also
    /// works while staying required, if one does.
    public var inequality: Relation?
    /// How far the views move (`ConflictAnalysis.movement(of:from:views:)`) from the layout
    /// the solver settles on when it leaves out what conflicts.
    public var movement: Double
    /// The frames of every view the conflict lists after the change.
    public var frames: [ConsoleLogFrame]
}

/// Re-solves a conflict with each change the app could make and keeps the ones that work.
enum ConsoleLogFixFinder {
    /// How much a re-solved value may miss a required constraint and still hold (the solver's
    /// arithmetic, not the layout).
    static let tolerance = 1e-6

    /// The working changes, the one that moves least first. `minimalSet` holds list indices.
    static func fixes(_ conflict: ConsoleLogConflict, in log: ConsoleLog, lowered: ConsoleLogSystem,
                      minimalSet: [Int]) -> [ConsoleLogFix] {
        let full = lowered.system
        let baseline = baselineValues(conflict, lowered: lowered)
        var found: [ConsoleLogFix] = []
        for index in minimalSet where conflict.constraints[index].role == .app {
            guard let member = lowered.listIndices.firstIndex(of: index) else { continue }
            var relaxed = full
            relaxed.constraints[member].priority = Priority(clamping: 999)
            guard let values = workingValues(relaxed) else { continue }
            var fix = ConsoleLogFix(constraint: index, change: .lowerPriority, inequality: nil,
                                    movement: ConflictAnalysis.movement(of: values, from: baseline, views: full.views),
                                    frames: frames(values, system: full, views: views(of: Array(conflict.constraints.indices), in: conflict)))
            if full.constraints[member].relation == .equal {
                fix.inequality = workingInequality(member, printed: conflict.constraints[index], in: full)
            }
            found.append(fix)
        }
        for (view, first) in maskedViews(conflict, in: log, minimalSet: minimalSet) {
            var without = full
            without.constraints = full.constraints.enumerated().filter { position, _ in
                guard position < lowered.printedCount, let listed = lowered.listIndices[safe: position] else { return true }
                let printed = conflict.constraints[listed]
                return !(printed.role == .autoresizing && printed.placedOperand?.view == view)
            }.map(\.element)
            guard let values = workingValues(without) else { continue }
            found.append(ConsoleLogFix(constraint: first, change: .stopAutoresizing(view: view), inequality: nil,
                                       movement: ConflictAnalysis.movement(of: values, from: baseline, views: full.views),
                                       frames: frames(values, system: full, views: views(of: Array(conflict.constraints.indices), in: conflict))))
        }
        // As the checker ranks break choices: least movement (to half a point), then a lone
        // size before a pin between views, then list order. Before all, a change that keeps
        // every view inside a superview whose size the list fixes: pushing an image 1031 pt
        // wide out of a 375-pt cell "works" but is no fix for a height.
        let fixed = fixedAxes(conflict, in: log)
        func rank(_ fix: ConsoleLogFix) -> (Int, Double, Int, Int) {
            (spills(fix.frames, fixed: fixed, in: log) ? 1 : 0, (fix.movement * 2).rounded() / 2,
             conflict.constraints[fix.constraint].viewNames.count <= 1 ? 0 : 1, fix.constraint)
        }
        let ranked = found.sorted { rank($0) < rank($1) }
        // A change that pushes a view out of its fixed-size superview is offered only when no
        // other change works.
        let contained = ranked.filter { !spills($0.frames, fixed: fixed, in: log) }
        return contained.isEmpty ? ranked : contained
    }

    /// The views whose width (horizontal) or height (vertical) the list fixes to a constant.
    /// A height the container gives (encapsulated, or a cell content view's autoresizing) is
    /// not fixed: a self-sizing cell grows to its content once the pin to its bottom gives way
    /// (its width is the table's). Nor is a size of zero: that is a view measured before it has
    /// its size, which nothing can fit inside.
    private static func fixedAxes(_ conflict: ConsoleLogConflict, in log: ConsoleLog) -> Set<String> {
        var fixed: Set<String> = []
        for printed in conflict.constraints where printed.priority.isRequired {
            guard let size = ConsoleLogAdvice.fixedSize(printed), abs(size.value) >= 1e-3 else { continue }
            if size.attribute == "height", ConsoleLogAdvice.containerGivenSize(printed, log: log) != nil { continue }
            fixed.insert("\(size.view).\(size.attribute)")
        }
        return fixed
    }

    /// Whether a view sticks out of its superview (as the log names it) along an axis on which
    /// the list fixes the superview's size, by more than half a point.
    static func spills(_ frames: [ConsoleLogFrame], fixed: Set<String>, in log: ConsoleLog) -> Bool {
        var byView: [String: LayoutRect] = [:]
        for frame in frames { byView[frame.view] = frame.frame }
        for frame in frames {
            guard let parent = log.view(named: frame.view)?.superview, let outer = byView[parent] else { continue }
            let inner = frame.frame
            if fixed.contains("\(parent).width"),
               inner.x < outer.x - 0.5 || inner.x + inner.width > outer.x + outer.width + 0.5 { return true }
            if fixed.contains("\(parent).height"),
               inner.y < outer.y - 0.5 || inner.y + inner.height > outer.y + outer.height + 0.5 { return true }
        }
        return false
    }

    /// What movement is measured from, as the checker measures it: the layout the solver
    /// settles on when it adds the list in order and leaves out what conflicts. (UIKit's own
    /// layout would make the constraint it broke always move nothing, whatever it costs.)
    private static func baselineValues(_ conflict: ConsoleLogConflict, lowered: ConsoleLogSystem) -> [Double] {
        LoadedSystem(lowered.system).values
    }

    /// The solved values when every required constraint holds and no view's size is negative;
    /// `nil` otherwise. Checked on the values themselves, not only on the solver's word.
    static func workingValues(_ system: LoweredSystem) -> [Double]? {
        let loaded = LoadedSystem(system)
        guard loaded.conflicts.isEmpty else { return nil }
        let values = loaded.values
        for constraint in system.constraints where constraint.priority.isRequired {
            var value = constraint.expression.constant
            for term in constraint.expression.terms {
                guard term.variable.index < values.count else { return nil }
                value += term.coefficient * values[term.variable.index]
            }
            let slack = tolerance * max(1, abs(constraint.expression.constant))
            switch constraint.relation {
            case .equal: if abs(value) > slack { return nil }
            case .greaterThanOrEqual: if value < -slack { return nil }
            case .lessThanOrEqual: if value > slack { return nil }
            }
        }
        for variables in system.views.values {
            for size in [variables.width, variables.height] {
                guard size.index < values.count, values[size.index] >= -tolerance else { return nil }
            }
        }
        return values
    }

    /// The inequality, as the constraint is printed, that resolves the conflict while staying
    /// required: `>=` before `<=`.
    private static func workingInequality(_ member: Int, printed: ConsoleLogConstraint, in system: LoweredSystem) -> Relation? {
        for relation in [Relation.greaterThanOrEqual, .lessThanOrEqual] {
            var changed = system
            changed.constraints[member].relation = relation
            guard workingValues(changed) != nil else { continue }
            // The lowered form is `Σ coefficient × operand + constant`; the printed equation reads
            // from its first item, flipped when that item's coefficient is negative.
            let flipped = (printed.terms.first?.coefficient ?? 1) < 0
            return flipped ? relation.flipped : relation
        }
        return nil
    }

    /// The app's views among the minimal set's autoresizing constraints, each with its first
    /// listed autoresizing constraint. System views (the keyboard's, bars') are not the app's,
    /// nor is a cell's content view, whose cell sets its frame.
    private static func maskedViews(_ conflict: ConsoleLogConflict, in log: ConsoleLog, minimalSet: [Int]) -> [(String, Int)] {
        var result: [(String, Int)] = []
        for index in minimalSet where conflict.constraints[index].role == .autoresizing {
            guard let view = conflict.constraints[index].placedOperand?.view, !ConsoleLogAdvice.isSystemView(view, log: log),
                  !ConsoleLogAdvice.isCellContentView(view, log: log),
                  !result.contains(where: { $0.0 == view }) else { continue }
            result.append((view, index))
        }
        return result
    }

    /// The views the given listed constraints name, in first-mention order.
    static func views(of indices: [Int], in conflict: ConsoleLogConflict) -> [String] {
        var names: [String] = []
        for index in indices where conflict.constraints.indices.contains(index) {
            for name in conflict.constraints[index].viewNames where !names.contains(name) { names.append(name) }
        }
        return names
    }

    /// The frames of the named views in solved values.
    static func frames(_ values: [Double], system: LoweredSystem, views: [String]) -> [ConsoleLogFrame] {
        views.compactMap { name in
            guard let v = system.views[name], [v.left, v.top, v.width, v.height].allSatisfy({ $0.index < values.count }) else { return nil }
            return ConsoleLogFrame(view: name, frame: LayoutRect(x: values[v.left.index], y: values[v.top.index],
                                                                 width: values[v.width.index], height: values[v.height.index]))
        }
    }
}

fileprivate extension Array {
    /// The element at `index`, or `nil` past either end.
    subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
