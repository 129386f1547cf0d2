import LayoutEngine
import LayoutIR

/// A fact the log does not print but the layout engine holds, added when the printed
/// constraints alone do not conflict.
public enum ConsoleLogAssumption: Sendable, Hashable, CustomStringConvertible {
    /// A view's width or height is never negative.
    case nonNegativeSize(view: String, axis: LayoutAxis)
    /// A view's layout margin on one side is UIKit's default 8 pt (logs before iOS 11 print no
    /// margin-guide constraints).
    case defaultMargin(view: String, side: Attribute)

    /// An autoresizing constraint's unprinted superview is the one view the list relates its
    /// view to (iOS prints neither; the constraints between the two suggest it).
    case inferredSuperview(view: String, superview: String, axis: LayoutAxis)

    /// Layout margins UIKit gives a plain view and a cell's content view by default.
    public static let defaultMarginWidth = 8.0

    /// The fact in words, naming the views as the report does.
    public var description: String {
        switch self {
        case .nonNegativeSize(let view, let axis):
            return "\(view)'s \(axis == .horizontal ? "width" : "height") is never negative"
        case .inferredSuperview(let view, let superview, _):
            return "\(view)'s superview is \(superview), the view the list relates it to"
        case .defaultMargin(let view, let side):
            return "\(view)'s \(side.name) margin is UIKit's default \(formatNumber(Self.defaultMarginWidth)) pt"
        }
    }
}

/// One conflict of a log as a system for the solver: four variables per view (its frame in one
/// shared coordinate space), the printed constraints in list order, then the assumptions.
struct ConsoleLogSystem {
    var system: LoweredSystem
    /// Number of printed constraints at the front of `system`'s constraints.
    var printedCount: Int
    /// The assumption of each constraint after the printed ones.
    var assumptions: [ConsoleLogAssumption]
    /// For each lowered printed constraint, its index in the conflict's list.
    var listIndices: [Int]

    /// The printed constraints only.
    var printedOnly: LoweredSystem {
        var copy = system
        copy.constraints = Array(system.constraints.prefix(printedCount))
        return copy
    }
}

/// Lowers a conflict's constraints to the engine's linear form.
struct ConsoleLogLowering {
    private var names: [String] = []
    private var views: [String: ViewVariables] = [:]
    private var extras: [String: LayoutVariable] = [:]
    /// Views whose margins are tied to a printed margins guide: view → guide.
    private var marginGuides: [String: String] = [:]
    /// Margin variables that no printed constraint ties down.
    private var freeMargins: [(view: String, side: Attribute, variable: LayoutVariable)] = []
    private let displayNames: [String: String]
    /// Stand-in superviews whose view's superview another constraint of the paste names.
    private let knownStandIns: [String: String]

    private init(log: ConsoleLog) {
        var display: [String: String] = [:]
        var standIns: [String: String] = [:]
        for view in log.views {
            display[view.name] = view.displayName
            if view.isUnknownSuperview, let child = view.standInFor, let parent = log.view(named: child)?.superview {
                standIns[view.name] = parent
            }
        }
        displayNames = display
        knownStandIns = standIns
    }

    /// The system of one conflict.
    static func lower(_ conflict: ConsoleLogConflict, in log: ConsoleLog) -> ConsoleLogSystem {
        var lowering = ConsoleLogLowering(log: log)
        lowering.findMarginGuides(conflict, in: log)
        var constraints: [LoweredConstraint] = []
        var listIndices: [Int] = []
        for (index, printed) in conflict.constraints.enumerated() {
            var expression = LayoutExpression(constant: printed.constant)
            for term in printed.terms {
                expression = expression + lowering.expression(term.operand) * term.coefficient
            }
            guard expression.isFinite else { continue }
            let constraint = printed.constraint ?? placeholder(printed)
            constraints.append(LoweredConstraint(constraint: constraint, expression: expression,
                                                 relation: printed.relation, priority: printed.priority,
                                                 userIndex: index))
            listIndices.append(index)
        }
        let printedCount = constraints.count
        var assumptions: [ConsoleLogAssumption] = []
        for (standIn, parent) in lowering.inferredSuperviews(conflict, in: log) {
            guard let standInFrame = lowering.views[standIn], let child = log.view(named: standIn)?.standInFor else { continue }
            let parentFrame = lowering.frame(parent)
            for (axis, mine, theirs) in [(LayoutAxis.horizontal, standInFrame.left, parentFrame.left),
                                         (.vertical, standInFrame.top, parentFrame.top)] {
                let fact = ConsoleLogAssumption.inferredSuperview(view: lowering.displayNames[child] ?? child,
                                                                  superview: lowering.displayNames[parent] ?? parent, axis: axis)
                constraints.append(lowering.assumed(fact, LayoutExpression(mine) - LayoutExpression(theirs), .equal, view: standIn))
                assumptions.append(fact)
            }
        }
        for name in lowering.names.indices.compactMap({ lowering.viewName(ofVariable: $0) }) {
            guard let variables = lowering.views[name] else { continue }
            for (axis, variable) in [(LayoutAxis.horizontal, variables.width), (.vertical, variables.height)] {
                let display = lowering.displayNames[name] ?? name
                let fact = ConsoleLogAssumption.nonNegativeSize(view: display, axis: axis)
                constraints.append(lowering.assumed(fact, LayoutExpression(variable), .greaterThanOrEqual, view: name))
                assumptions.append(fact)
            }
        }
        for margin in lowering.freeMargins {
            let display = lowering.displayNames[margin.view] ?? margin.view
            let fact = ConsoleLogAssumption.defaultMargin(view: display, side: margin.side)
            constraints.append(lowering.assumed(fact, LayoutExpression(margin.variable) - ConsoleLogAssumption.defaultMarginWidth,
                                                .equal, view: margin.view))
            assumptions.append(fact)
        }
        let system = LoweredSystem(variableNames: lowering.names, views: lowering.views, constraints: constraints)
        return ConsoleLogSystem(system: system, printedCount: printedCount, assumptions: assumptions,
                                listIndices: listIndices)
    }

    /// An IR stand-in for an expression body that has no two-item form.
    private static func placeholder(_ printed: ConsoleLogConstraint) -> IRConstraint {
        let first = printed.terms.first?.operand.view ?? "?"
        return IRConstraint(LayoutItem(view: first), .notAnAttribute, printed.relation, constant: 0,
                            identifier: printed.identifier,
                            origin: ConstraintOrigin(syntax: .equation, span: printed.span, detail: printed.body))
    }

    private func assumed(_ fact: ConsoleLogAssumption, _ expression: LayoutExpression, _ relation: Relation,
                         view: String) -> LoweredConstraint {
        let constraint = IRConstraint(LayoutItem(view: view), .width, relation, constant: 0,
                                      origin: ConstraintOrigin(syntax: .environment, detail: "assumed: \(fact)"))
        return LoweredConstraint(constraint: constraint, expression: expression, relation: relation, priority: .required)
    }

    private func viewName(ofVariable index: Int) -> String? {
        let name = names[index]
        guard name.hasSuffix(".left") else { return nil }
        return String(name.dropLast(5))
    }

    /// Stand-in superviews still unknown, each with the one view the conflict relates its view
    /// to by a constraint between the two (not a guide, not a view inside it).
    private func inferredSuperviews(_ conflict: ConsoleLogConflict, in log: ConsoleLog) -> [(String, String)] {
        var result: [(String, String)] = []
        for view in log.views where view.isUnknownSuperview && knownStandIns[view.name] == nil && views[view.name] != nil {
            // Only the superviews iOS leaves out of autoresizing constraints are guessed.
            guard let child = view.standInFor,
                  conflict.constraints.contains(where: { $0.role == .autoresizing && $0.viewNames.contains(view.name) })
            else { continue }
            var candidates: [String] = []
            for printed in conflict.constraints where printed.role != .autoresizing {
                let names = printed.viewNames
                // An edge pinned to the same edge of the other view (bottom to bottom, with an
                // inset) is how a view sits in its superview; siblings meet edge to opposite edge.
                let attributes = Set(printed.terms.map(\.operand.attribute))
                guard names.count == 2, attributes.count == 1, names.contains(child),
                      let other = names.first(where: { $0 != child }),
                      let candidate = log.view(named: other), !candidate.isGuide, !candidate.isUnknownSuperview,
                      candidate.superview != child, !candidates.contains(other) else { continue }
                candidates.append(other)
            }
            if candidates.count == 1 { result.append((view.name, candidates[0])) }
        }
        return result
    }

    /// Margins guides whose owner the printed margin-guide constraints name (`'|'`): the
    /// owner's margin attributes are that guide's edges.
    private mutating func findMarginGuides(_ conflict: ConsoleLogConflict, in log: ConsoleLog) {
        for printed in conflict.constraints where printed.identifier?.contains("Margin-guide-constraint") == true {
            let names = printed.viewNames
            guard let guide = names.first(where: { log.view(named: $0)?.isGuide == true }),
                  let owner = names.first(where: { $0 != guide }) else { continue }
            marginGuides[owner] = guide
        }
    }

    private mutating func variable(_ name: String) -> LayoutVariable {
        names.append(name)
        return LayoutVariable(names.count - 1)
    }

    mutating func frame(_ view: String) -> ViewVariables {
        if let existing = views[view] { return existing }
        let left = variable("\(view).left")
        let top = variable("\(view).top")
        let width = variable("\(view).width")
        let height = variable("\(view).height")
        let variables = ViewVariables(left: left, top: top, width: width, height: height)
        views[view] = variables
        return variables
    }

    private mutating func extra(_ view: String, _ name: String) -> LayoutVariable {
        let key = "\(view).\(name)"
        if let existing = extras[key] { return existing }
        _ = frame(view)
        let made = variable(key)
        extras[key] = made
        return made
    }

    /// The expression of a printed operand. Leading and trailing are read left to right: a log
    /// holds one view hierarchy in one direction, so the choice cancels out.
    mutating func expression(_ operand: ConsoleLogOperand) -> LayoutExpression {
        let view = knownStandIns[operand.view] ?? operand.view
        let frame = self.frame(view)
        let x = LayoutExpression(frame.left), y = LayoutExpression(frame.top)
        let w = LayoutExpression(frame.width), h = LayoutExpression(frame.height)
        switch operand.attribute {
        case "left", "leading": return x
        case "right", "trailing": return x + w
        case "top": return y
        case "bottom": return y + h
        case "width": return w
        case "height": return h
        case "centerX": return x + w * 0.5
        case "centerY": return y + h * 0.5
        case "leftMargin", "leadingMargin": return margin(view, .left)
        case "rightMargin", "trailingMargin": return margin(view, .right)
        case "topMargin": return margin(view, .top)
        case "bottomMargin": return margin(view, .bottom)
        case "centerXWithinMargins": return (margin(view, .left) + margin(view, .right)) * 0.5
        case "centerYWithinMargins": return (margin(view, .top) + margin(view, .bottom)) * 0.5
        default:
            // Baselines, NSGridView row boundaries and `(null)`: a point of the view the log
            // does not place.
            return LayoutExpression(extra(view, operand.attribute))
        }
    }

    /// A margin edge: the printed margins guide's edge, or the view's edge inset by a margin
    /// the log does not give.
    private mutating func margin(_ view: String, _ side: Attribute) -> LayoutExpression {
        if let guide = marginGuides[view] {
            return expression(ConsoleLogOperand(view: guide, attribute: side.name))
        }
        let key = "margin.\(side.name)"
        let isNew = extras["\(view).\(key)"] == nil
        let inset = extra(view, key)
        if isNew { freeMargins.append((view, side, inset)) }
        let frame = self.frame(view)
        switch side {
        case .left: return LayoutExpression(frame.left) + LayoutExpression(inset)
        case .right: return LayoutExpression(frame.left) + LayoutExpression(frame.width) - LayoutExpression(inset)
        case .top: return LayoutExpression(frame.top) + LayoutExpression(inset)
        default: return LayoutExpression(frame.top) + LayoutExpression(frame.height) - LayoutExpression(inset)
        }
    }
}
