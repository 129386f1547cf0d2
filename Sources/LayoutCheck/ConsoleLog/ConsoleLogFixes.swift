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
    /// The views the change pushes out of a host whose size the list fixes, with that host;
    /// empty when everything stays inside. Such a change is offered only when nothing else
    /// works, and then with this said.
    public var spilled: (views: [String], host: String)? = nil
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
        let hosts = hosts(conflict, in: log)
        for index in found.indices { found[index].spilled = spilled(found[index].frames, fixed: fixed, hosts: hosts) }
        func rank(_ fix: ConsoleLogFix) -> (Int, Double, Int, Int) {
            (fix.spilled == nil ? 0 : 1, (fix.movement * 2).rounded() / 2,
             conflict.constraints[fix.constraint].viewNames.count <= 1 ? 0 : 1, fix.constraint)
        }
        let ranked = found.sorted { rank($0) < rank($1) }
        // A change that pushes a view out of its fixed-size superview is offered only when no
        // other change works.
        let contained = ranked.filter { $0.spilled == nil }
        return contained.isEmpty ? ranked : contained
    }

    /// The view each listed view lies inside, as far as the log shows: the superview it names
    /// (VFL's `|`), else a view whose size its container gives (a root or hosted view, a cell's
    /// content view) that the view has an edge pinned to, edge to the same edge. What the
    /// container sizes is a host, not a sibling of the views placed against its edges.
    static func hosts(_ conflict: ConsoleLogConflict, in log: ConsoleLog) -> [String: String] {
        let containerSized = Set(conflict.constraints.compactMap { ConsoleLogAdvice.containerGivenSize($0, log: log)?.view })
        let edges: Set<String> = ["leading", "trailing", "left", "right", "top", "bottom"]
        var hosts: [String: String] = [:]
        for printed in conflict.constraints {
            let operands = printed.terms.map(\.operand)
            guard operands.count == 2, operands[0].attribute == operands[1].attribute, edges.contains(operands[0].attribute)
            else { continue }
            for (inner, outer) in [(operands[0].view, operands[1].view), (operands[1].view, operands[0].view)]
            where containerSized.contains(outer) && !containerSized.contains(inner) && hosts[inner] == nil {
                hosts[inner] = outer
            }
        }
        for name in ConsoleLogFixFinder.views(of: Array(conflict.constraints.indices), in: conflict) {
            if let parent = log.view(named: name)?.superview { hosts[name] = parent }
        }
        return hosts
    }

    /// The views whose width (horizontal) or height (vertical) the list fixes to a constant.
    /// A height a table or collection view gives a cell (encapsulated, or a cell content view's
    /// autoresizing) is not fixed: a self-sizing cell grows to its content once the pin to its
    /// bottom gives way (its width is the table's). A root or hosted view's is the screen's. Nor is a size of zero: that is a view measured before it has
    /// its size, which nothing can fit inside.
    private static func fixedAxes(_ conflict: ConsoleLogConflict, in log: ConsoleLog) -> Set<String> {
        var fixed: Set<String> = []
        for printed in conflict.constraints where printed.priority.isRequired {
            guard let size = ConsoleLogAdvice.fixedSize(printed), abs(size.value) >= 1e-3 else { continue }
            if size.attribute == "height", ConsoleLogAdvice.containerGivenSize(printed, log: log) != nil,
               ConsoleLogAdvice.cellOwner(of: log.view(named: size.view)?.className ?? "") != nil { continue }
            fixed.insert("\(size.view).\(size.attribute)")
        }
        return fixed
    }

    /// The views that stick out of their host (``hosts(_:in:)``) along an axis on which the list
    /// fixes the host's size, by more than half a point, with that host; `nil` when none does.
    static func spilled(_ frames: [ConsoleLogFrame], fixed: Set<String>, hosts: [String: String]) -> (views: [String], host: String)? {
        var byView: [String: LayoutRect] = [:]
        for frame in frames { byView[frame.view] = frame.frame }
        var out: [String] = []
        var host: String?
        for frame in frames {
            guard let parent = hosts[frame.view], let outer = byView[parent], host == nil || host == parent else { continue }
            let inner = frame.frame
            if (fixed.contains("\(parent).width") && (inner.x < outer.x - 0.5 || inner.x + inner.width > outer.x + outer.width + 0.5))
                || (fixed.contains("\(parent).height") && (inner.y < outer.y - 0.5 || inner.y + inner.height > outer.y + outer.height + 0.5)) {
                out.append(frame.view)
                host = parent
            }
        }
        guard let host, !out.isEmpty else { return nil }
        return (out, host)
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
    /// nor is a cell's content view, whose cell sets its frame, nor a box's or an effect view's.
    private static func maskedViews(_ conflict: ConsoleLogConflict, in log: ConsoleLog, minimalSet: [Int]) -> [(String, Int)] {
        var result: [(String, Int)] = []
        for index in minimalSet where conflict.constraints[index].role == .autoresizing {
            guard let view = conflict.constraints[index].placedOperand?.view, !ConsoleLogAdvice.isSystemView(view, log: log),
                  !ConsoleLogAdvice.isCellContentView(view, log: log),
                  !ConsoleLogAdvice.isContainerContentView(view, in: conflict, log: log),
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
