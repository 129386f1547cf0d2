import LayoutEngine
import LayoutIR

/// Optional constraints that give way at the same priority next to a free attribute.
///
/// The solver minimises the weighted sum of the optional constraints' errors. When two of them
/// compete at one priority and the shortfall can move from one to the other, every split
/// costs the same: that flat stretch of the objective is what makes the view ambiguous. Naming
/// the pair tells the user which priority to change — the usual fix, and a better one than
/// "add a constraint" for a view that already has its edges.
///
/// The solver stops at a vertex of the flat stretch, where typically one member is broken and
/// the others hold exactly (at their bound), so a tie is a group of one priority, one axis and one
/// component of free variables (see ``FreeVariableComponents``) with at least one broken member,
/// whose other members are broken or tight.
struct TiedPriorities {
    /// Broken optional constraints of one priority on one axis, joined through free variables.
    struct Tie {
        var priority: Priority
        var horizontal: Bool
        /// Indices into the system's constraints, in lowering order.
        var members: [Int]
        /// The members' first-item views, each once, in the members' order.
        var views: [String] = []
        /// The position of each view in ``views``.
        var viewPositions: [String: Int] = [:]
        /// The members whose first item is each view, in order.
        var membersByView: [String: [Int]] = [:]
        /// True when every member is an intrinsic-size constraint (hugging or compression).
        var allIntrinsic = true
        /// True when every member is `<=` (hugging), or every member is `>=` (compression).
        var allHugging = true
        var allCompression = true

        /// Summarises the members once: a big ambiguous screen asks for a suggestion per view,
        /// and a tie can hold thousands of members.
        fileprivate mutating func summarise(in system: LoweredSystem) {
            for index in members {
                let member = system.constraints[index]
                let view = member.constraint.firstItem.view
                if viewPositions[view] == nil {
                    viewPositions[view] = views.count
                    views.append(view)
                }
                membersByView[view, default: []].append(index)
                allIntrinsic = allIntrinsic && member.origin.syntax == .intrinsicSize
                allHugging = allHugging && member.relation == .lessThanOrEqual
                allCompression = allCompression && member.relation == .greaterThanOrEqual
            }
        }
    }

    private(set) var ties: [Tie] = []

    private struct TieKey: Hashable {
        var view: String
        var horizontal: Bool
    }

    /// The first tie (in ``ties``) on each axis that involves each view: a screen split into
    /// independent parts has a tie per part, and looking through all of them per ambiguous view
    /// would be quadratic again.
    private var firstTieOf: [TieKey: Int] = [:]

    /// Below this a constraint counts as holding exactly; solver values are exact to far less.
    private static let exactness = 1e-6

    /// Finds the ties among the optional constraints that mention one of `freeVariables`.
    init(solution: LayoutSolution, freeVariables: Set<Int>) {
        guard !freeVariables.isEmpty else { return }
        var horizontalVariables = Set<Int>()
        for variables in solution.system.views.values {
            horizontalVariables.insert(variables.left.index)
            horizontalVariables.insert(variables.width.index)
            if let content = variables.contentWidth { horizontalVariables.insert(content.index) }
        }
        // Constraints trade their shortfall only through free variables: a tie is also split by
        // the component of the free variables it touches, so that independent parts of a screen
        // do not share one screen-wide tie.
        var components = FreeVariableComponents(system: solution.system, freeVariables: freeVariables)
        var groups: [String: (tie: Tie, broken: Bool)] = [:]
        var order: [String] = []
        for (index, lowered) in solution.system.constraints.enumerated() where !lowered.priority.isRequired {
            let variables = lowered.expression.terms.map(\.variable.index)
            guard let free = variables.first(where: freeVariables.contains) else { continue }
            let violation = lowered.violation(in: solution)
            guard violation >= -Self.exactness else { continue }
            let horizontal = variables.contains(where: horizontalVariables.contains)
            let key = "\(lowered.priority.value)|\(horizontal)|\(components.component(of: free))"
            if groups[key] == nil {
                groups[key] = (Tie(priority: lowered.priority, horizontal: horizontal, members: []), false)
                order.append(key)
            }
            groups[key]?.tie.members.append(index)
            if violation > Self.exactness { groups[key]?.broken = true }
        }
        ties = order.compactMap { groups[$0] }.filter { $0.broken && $0.tie.members.count >= 2 }.map(\.tie)
        for index in ties.indices {
            ties[index].summarise(in: solution.system)
            for view in ties[index].views {
                let key = TieKey(view: view, horizontal: ties[index].horizontal)
                if firstTieOf[key] == nil { firstTieOf[key] = index }
            }
        }
    }

    /// The tie on the axis of `attribute` (x, width: horizontal) that involves `view`, or else
    /// any tie on that axis.
    func tie(for view: String, attribute: String) -> Tie? {
        let horizontal = attribute == "x" || attribute == "width"
        if let index = firstTieOf[TieKey(view: view, horizontal: horizontal)] { return ties[index] }
        return ties.first { $0.horizontal == horizontal }
    }

    /// The suggestion for a tie: the two hugging (or compression) priorities to tell apart, or
    /// the two constraints to give different priorities.
    static func suggestion(_ tie: Tie, view: String, system: LoweredSystem) -> String {
        let axis = tie.horizontal ? "horizontal" : "vertical"
        let priority = formatNumber(Double(tie.priority.value))
        if tie.allIntrinsic {
            let hugging = tie.allHugging
            let compression = tie.allCompression
            // The first two views, with the one asked about swapped to the front.
            var views = Array(tie.views.prefix(2))
            if let index = tie.viewPositions[view], index > 0 {
                views[0] = view
                if index == 1 { views[1] = tie.views[0] }
            }
            if views.count >= 2, hugging || compression {
                let property = hugging ? "hugging" : "compression"
                let adverb = tie.horizontal ? "horizontally" : "vertically"
                let verb = hugging ? "both hug at \(priority) \(adverb), so the solver may grow either"
                    : "both resist compression at \(priority) \(adverb), so the solver may shrink either"
                return "'\(views[0])' and '\(views[1])' \(verb); raise one's \(hugging ? "hugging" : "compression resistance") priority (e.g. '\(property) \(axis) \(formatNumber(Double(tie.priority.value) + 1))')"
            }
        }
        let described = shownMembers(of: tie, for: view).map { describe(system.constraints[$0]) }
            .joined(separator: " and ")
        let more = tie.members.count > 3 ? " (and \(tie.members.count - 3) more)" : ""
        return "\(described)\(more) give way at the same priority \(priority), so the solver may split the shortfall between them any way; give one of them a different priority"
    }

    /// What shares a squeezed view's shortfall: the tie's members (at most three named), without
    /// advice (a different priority moves the shortfall; it does not make room).
    static func shortfallNote(_ tie: Tie, view: String, system: LoweredSystem) -> String {
        let described = shownMembers(of: tie, for: view).map { describe(system.constraints[$0]) }.joined(separator: " and ")
        let more = tie.members.count > 3 ? " (and \(tie.members.count - 3) more)" : ""
        return "\(described)\(more) give way at the same priority \(formatNumber(Double(tie.priority.value)))"
    }

    /// The (at most three) members a note names: the first three, or when there are more, the
    /// view's own first, so that a note about a view in a screen-wide tie names that view.
    private static func shownMembers(of tie: Tie, for view: String) -> [Int] {
        guard tie.members.count > 3 else { return tie.members }
        let own = Array((tie.membersByView[view] ?? []).prefix(3))
        let others = tie.members.lazy.filter { !own.contains($0) }.prefix(3 - own.count)
        return own + others
    }

    /// "'a.top == b.bottom + 40 @750' (line 23)" or "the vertical compression resistance of 'login'".
    private static func describe(_ lowered: LoweredConstraint) -> String {
        if lowered.origin.syntax == .intrinsicSize {
            let axis = lowered.constraint.firstAttribute.axis == .horizontal ? "horizontal" : "vertical"
            let property = lowered.relation == .lessThanOrEqual ? "hugging" : "compression resistance"
            return "the \(axis) \(property) of '\(lowered.constraint.firstItem.view)'"
        }
        let place = lowered.origin.span.map { " (line \($0.line))" } ?? ""
        return "'\(lowered.constraint)'\(place)"
    }
}
