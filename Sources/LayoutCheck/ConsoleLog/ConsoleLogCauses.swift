import LayoutIR

/// A known cause of a pasted conflict, recognised from the whole conflict: its rule, the listed
/// constraint that is the evidence, and what to say.
public struct ConsoleLogCause: Sendable, Hashable {
    /// The rule (`vflc rules` lists it; SARIF carries it).
    public var rule: RuleID
    /// The listed constraint (index into the conflict's list) the finding points at.
    public var constraint: Int
    /// What the conflict shows.
    public var message: String
    /// What to do, and the arithmetic when there is one.
    public var notes: [String]
}

/// Recognises the causes of a conflict. Every cause needs its evidence in the conflict's
/// minimal set of a conflict that cannot hold: a cause the log does not show is never named
/// (a list that holds as printed names none).
public enum ConsoleLogCauses {
    static func causes(of conflict: ConsoleLogConflict, in log: ConsoleLog,
                       explanation: ConsoleLogExplanation) -> [ConsoleLogCause] {
        guard explanation.verdict == .infeasible || explanation.verdict == .infeasibleWithImplicit,
              !explanation.minimalSet.isEmpty else { return [] }
        let finder = CauseFinder(conflict: conflict, log: log, explanation: explanation)
        return [finder.systemViewsOnly(), finder.zeroSizeTemporaryLayout(), finder.zeroFrameAutoresizing(),
                finder.cellWidthFixed(), finder.stackViewHiding(), finder.sameEdgeTwice()].compactMap { $0 }
    }

    /// The causes of every conflict as diagnostics at their evidence, for reporters.
    public static func diagnostics(_ log: ConsoleLog, _ explanations: [ConsoleLogExplanation]) -> [LayoutDiagnostic] {
        explanations.flatMap { explanation -> [LayoutDiagnostic] in
            let conflict = log.conflicts[explanation.conflictIndex]
            return explanation.causes.map { cause in
                RuleRegistry.rule(cause.rule).diagnostic(
                    "conflict \(explanation.conflictIndex + 1): \(cause.message)",
                    at: conflict.constraints[cause.constraint].span, notes: cause.notes.map { DiagnosticNote($0) })
            }
        }
    }
}

/// The tests, one per cause, over one conflict's minimal set.
private struct CauseFinder {
    let conflict: ConsoleLogConflict
    let log: ConsoleLog
    let explanation: ConsoleLogExplanation

    private var members: [Int] { explanation.minimalSet }
    private var listed: [ConsoleLogConstraint] { conflict.constraints }
    private func name(_ view: String) -> String { log.displayName(of: view) }

    /// The arithmetic and the first working change, as notes.
    private var commonNotes: [String] {
        var notes: [String] = []
        if let arithmetic = explanation.arithmetic {
            notes.append("arithmetic: \(arithmetic)" + (explanation.needsAndHas.map { " (\($0))" } ?? ""))
        }
        if let fix = explanation.fixes.first {
            switch fix.change {
            case .lowerPriority:
                notes.append("re-solved: [\(fix.constraint)] at priority 999 lets every required constraint hold")
            case .stopAutoresizing(let view):
                notes.append("re-solved: with \(name(view))'s autoresizing constraints gone every required constraint holds")
            }
        }
        return notes
    }

    /// A size of exactly 0 (as printed, six digits) set by a single constraint.
    private func zeroSize(_ index: Int) -> (view: String, attribute: String)? {
        guard let size = ConsoleLogAdvice.fixedSize(listed[index]), abs(size.value) < 1e-6 else { return nil }
        return (size.view, size.attribute)
    }

    func systemViewsOnly() -> ConsoleLogCause? {
        let roles = members.map { listed[$0].role }
        let systemViewsAlone = members.allSatisfy { index in
            listed[index].viewNames.allSatisfy { ConsoleLogAdvice.isSystemView($0, log: log) }
        }
        guard !roles.contains(.app), !roles.contains(.autoresizing) || systemViewsAlone,
              let first = members.first(where: { [.keyboard, .system].contains(listed[$0].role) })
                ?? (systemViewsAlone ? members.first : nil) else { return nil }
        let what = roles.contains(.keyboard) ? "the keyboard's assistant bar and input views"
            : roles.contains(.system) ? "its bars' private views" : "private views of the system's own panels and containers"
        return ConsoleLogCause(rule: .systemViewsOnly, constraint: first,
                               message: "only \(conflict.framework.rawValue)'s own views take part (\(what)): not your layout",
                               notes: ["ignore this message; nothing in your constraints can change it"])
    }

    func zeroSizeTemporaryLayout() -> ConsoleLogCause? {
        for index in members where [.temporaryLayout, .encapsulatedLayout].contains(listed[index].role)
            || ConsoleLogAdvice.containerGivenSize(listed[index], log: log) != nil {
            guard let size = zeroSize(index) else { continue }
            let what = listed[index].identifier.map { "'\($0)'" }
                ?? (listed[index].role == .autoresizing ? "its cell's size, through its autoresizing mask" : "a temporary size")
            return ConsoleLogCause(rule: .zeroSizeTemporaryLayout, constraint: index,
                                   message: "\(name(size.view)) is laid out at \(size.attribute) 0 (\(what)) while \(conflict.framework.rawValue) measures it; your required constraints along that axis cannot hold at zero",
                                   notes: commonNotes + ["harmless if the final layout is right; to silence it, lower one constraint along that axis to 999"])
        }
        return nil
    }

    func zeroFrameAutoresizing() -> ConsoleLogCause? {
        for index in members where listed[index].role == .autoresizing {
            guard let size = zeroSize(index), !ConsoleLogAdvice.isSystemView(size.view, log: log),
                  !ConsoleLogAdvice.isCellContentView(size.view, log: log) else { continue }
            // The app constrains the same view: it meant to lay it out with constraints.
            guard members.contains(where: { listed[$0].role == .app && listed[$0].viewNames.contains(size.view) }) else { continue }
            let mask = listed[index].autoresizingMask.map { " (\($0))" } ?? ""
            return ConsoleLogCause(rule: .zeroFrameAutoresizing, constraint: index,
                                   message: "\(name(size.view)) has a zero frame and still turns its autoresizing mask into constraints\(mask): its \(size.attribute) is held at 0 against your constraints",
                                   notes: commonNotes + ["set translatesAutoresizingMaskIntoConstraints = false on it where you add its constraints"])
        }
        return nil
    }

    func cellWidthFixed() -> ConsoleLogCause? {
        for index in members {
            guard let size = ConsoleLogAdvice.containerGivenSize(listed[index], log: log), size.attribute == "width", size.value > 0,
                  let className = log.view(named: size.view)?.className, let owner = ConsoleLogAdvice.cellOwner(of: className) else { continue }
            guard members.contains(where: { listed[$0].role == .app }) else { continue }
            let by = owner == .collection ? "the collection view's layout" : owner == .table ? "the table" : "the table or collection view"
            var message = "\(by) makes \(name(size.view)) \(formatNumber(size.value)) pt wide"
            if let needs = explanation.needsAndHas?.split(separator: ",").first, needs.hasPrefix("needs ") {
                message += " but its content \(needs)"
            }
            return ConsoleLogCause(rule: .cellWidthFixed, constraint: index,
                                   message: message + ": a cell's width is its container's, not its content's",
                                   notes: commonNotes + ["make the content fit: lower a width or spacing inside the cell to 999, or make it an inequality"])
        }
        return nil
    }

    func stackViewHiding() -> ConsoleLogCause? {
        guard let hiding = members.first(where: { listed[$0].identifier == "UISV-hiding" }),
              let size = ConsoleLogAdvice.fixedSize(listed[hiding]) else { return nil }
        let apps = members.filter { listed[$0].role == .app }
        guard !apps.isEmpty else { return nil }
        let direct = apps.first { listed[$0].terms.contains { $0.operand.view == size.view && $0.operand.attribute == size.attribute } }
        let what = direct.map { "[\($0)] requires its \(size.attribute)" }
            ?? "your constraints \(apps.map { "[\($0)]" }.joined(separator: ", ")) need room inside it"
        return ConsoleLogCause(rule: .stackViewHiding, constraint: hiding,
                               message: "the stack view hides \(name(size.view)) by setting its \(size.attribute) to 0 (UISV-hiding), but \(what)",
                               notes: commonNotes + ["lower \(direct.map { "[\($0)]" } ?? "that constraint") to 999 so it gives way while the view is hidden"])
    }

    func sameEdgeTwice() -> ConsoleLogCause? {
        let equalities = members.filter { listed[$0].role == .app && listed[$0].relation == .equal && listed[$0].priority.isRequired }
        for (position, first) in equalities.enumerated() {
            guard let edge = listed[first].placedOperand, Self.edges.contains(edge.attribute),
                  !ConsoleLogAdvice.isSystemView(edge.view, log: log) else { continue }
            for second in equalities.dropFirst(position + 1) where listed[second].placedOperand == edge
                && placesAgainstOneReference(listed[first], listed[second], edge: edge.view) {
                return ConsoleLogCause(rule: .sameEdgeTwice, constraint: second,
                                       message: "[\(first)] and [\(second)] both place \(name(edge.view)).\(edge.attribute), at different places",
                                       notes: commonNotes + ["keep one: an edge pinned twice is usually makeConstraints run twice, or a pin to the neighbour and to the superview; update the constant instead of adding a constraint"])
            }
        }
        return nil
    }

    /// Whether two constraints that both start at the same edge measure it from one reference:
    /// the same other view, or the view's superview (as the log names it with `'|'`) and a view
    /// that is not. Two equalities from two different siblings are only links of one chain
    /// (`gray.top == you.bottom`, `gray.top == name.top - 11` places the name below the gray
    /// view), which the conflict's sum already shows; naming them "placed twice" would be a guess.
    private func placesAgainstOneReference(_ a: ConsoleLogConstraint, _ b: ConsoleLogConstraint, edge view: String) -> Bool {
        let others = [a, b].map { Set($0.viewNames.filter { $0 != view }) }
        guard let first = others.first, let second = others.last, !first.isEmpty, !second.isEmpty else { return false }
        if first == second { return true }
        guard let superview = log.view(named: view)?.superview else { return false }
        return first.contains(superview) != second.contains(superview)
    }

    /// Location attributes: the edges and centres a constraint can place.
    static let edges: Set<String> = ["left", "right", "top", "bottom", "leading", "trailing", "centerX", "centerY",
                                     "leftMargin", "rightMargin", "topMargin", "bottomMargin", "leadingMargin",
                                     "trailingMargin", "firstBaseline", "lastBaseline"]
}
