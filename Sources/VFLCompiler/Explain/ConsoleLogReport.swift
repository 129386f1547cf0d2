import LayoutIR
import LayoutSyntax

/// Prints explanations of console conflict logs as text (for people) and JSON (for tools).
public enum ConsoleLogReport {
    /// The text report: per conflict the verdict, the minimal set with its arithmetic, the
    /// assumptions, what UIKit broke and the frames that gave, and what to change.
    public static func text(_ log: ConsoleLog, _ explanations: [ConsoleLogExplanation]) -> String {
        var out = ""
        if log.conflicts.isEmpty {
            out += "\(log.file.path): no \"Unable to simultaneously satisfy constraints\" log found\n"
        }
        for explanation in explanations {
            let conflict = log.conflicts[explanation.conflictIndex]
            let place = conflict.span.map { "\($0): " } ?? "\(log.file.path): "
            out += "\(place)conflict \(explanation.conflictIndex + 1) of \(log.conflicts.count)"
            out += " (\(conflict.framework.rawValue)"
            if let label = conflict.form.label { out += ", \(label)" }
            out += ", \(conflict.constraints.count) constraint\(conflict.constraints.count == 1 ? "" : "s")"
            if conflict.unreadableCount > 0 { out += ", \(conflict.unreadableCount) unreadable" }
            out += "): "
            switch explanation.verdict {
            case .infeasible?: out += "the constraints cannot all hold\n"
            case .infeasibleWithImplicit?: out += "the constraints cannot all hold with facts the log does not print\n"
            case .feasibleAsPrinted? where conflict.unreadableCount > 0:
                let count = conflict.unreadableCount
                out += "the readable constraints can all hold: the conflict involves the \(count) that could not be read\n"
            case .feasibleAsPrinted?: out += "the printed constraints can all hold (the log rounds numbers; the list may be cut)\n"
            case nil: out += conflict.form == .redacted ? "the log hides the constraints as <private>\n" : "nothing to re-solve\n"
            }
            for (index, printed) in conflict.constraints.enumerated() {
                let mark = explanation.minimalSet.contains(index) ? "*" : " "
                let broke = conflict.brokenIndex == index ? "  <- \(conflict.framework.rawValue) broke this" : ""
                out += "  \(mark)[\(index)] \(describe(printed, in: log))\(broke)\n"
            }
            let named = viewLegend(conflict, in: log)
            if !named.isEmpty { out += "  views: \(named)\n" }
            if conflict.constraints.count > ConsoleLogExplainer.maximumConstraintsToMinimize && explanation.verdict != .feasibleAsPrinted {
                out += "  not minimized: \(conflict.constraints.count) constraints is more than \(ConsoleLogExplainer.maximumConstraintsToMinimize)\n"
            }
            if !explanation.minimalSet.isEmpty {
                out += "  minimal conflicting set (*): \(explanation.minimalSet.map { "[\($0)]" }.joined(separator: " "))\n"
            }
            if let arithmetic = explanation.arithmetic {
                out += "  arithmetic: \(arithmetic)"
                if let needs = explanation.needsAndHas { out += " — \(needs)" }
                out += "\n"
                if explanation.withinPrintingPrecision {
                    out += "  note: the difference is below the log's six-digit printing; the unrounded numbers may agree\n"
                }
            }
            for assumption in explanation.assumptions { out += "  assumed: \(assumption)\n" }
            if let broken = conflict.brokenIndex {
                out += "  \(conflict.framework.rawValue) broke [\(broken)]: \(frames(explanation.brokenFrames, in: log))"
                // A broken constraint outside the minimal set leaves the contradiction standing.
                if !explanation.minimalSet.isEmpty, !explanation.minimalSet.contains(broken) {
                    out += " (not in the minimal conflicting set: breaking it does not resolve the conflict)"
                }
                out += "\n"
            } else if let broken = conflict.broken {
                out += "  \(conflict.framework.rawValue) broke a constraint that is not in the list: \(describe(broken, in: log))\n"
            }
            if let better = explanation.betterChoice {
                out += "  better: break [\(better)]: \(frames(explanation.betterFrames, in: log))\n"
            }
            for cause in explanation.causes {
                out += "  cause: \(cause.message) [\(cause.rule.rawValue)]\n"
            }
            for (rank, suggestion) in explanation.suggestions.enumerated() {
                out += "  \(rank + 1). \(suggestion.message) [\(suggestion.pattern.rawValue)]\n"
                if !suggestion.frames.isEmpty { out += "     frames then: \(frames(suggestion.frames, in: log))\n" }
            }
        }
        return out
    }

    /// A constraint with views by their display names: `'identifier' UILabel 'Name' #1.leading == … (system role)`.
    public static func describe(_ printed: ConsoleLogConstraint, in log: ConsoleLog) -> String {
        var text = ""
        if let label = printed.sourceLabel { text += "@\(label) " }
        if let identifier = printed.identifier { text += "'\(identifier)' " }
        text += equation(printed, in: log)
        if printed.role != .app { text += "  (\(roleText(printed.role)))" }
        if !printed.priority.isRequired { text += " @\(printed.priority)" }
        return text
    }

    /// `lhs relation rhs` with display names.
    static func equation(_ printed: ConsoleLogConstraint, in log: ConsoleLog) -> String {
        func name(_ view: String) -> String { log.displayName(of: view) }
        guard let constraint = printed.constraint else {
            var terms = printed.terms.enumerated().map { index, term -> String in
                let sign = term.coefficient < 0 ? (index == 0 ? "-" : " - ") : (index == 0 ? "" : " + ")
                let magnitude = abs(term.coefficient) == 1 ? "" : "\(formatNumber(abs(term.coefficient)))*"
                return "\(sign)\(magnitude)\(name(term.operand.view)).\(term.operand.attribute)"
            }.joined()
            if printed.constant != 0 { terms += printed.constant < 0 ? " - \(formatNumber(-printed.constant))" : " + \(formatNumber(printed.constant))" }
            return "\(terms) \(printed.relation.symbol) 0"
        }
        var text = "\(name(constraint.firstItem.view)).\(constraint.firstAttribute.name) \(constraint.relation.symbol) "
        if let second = constraint.secondItem {
            if constraint.multiplier != 1 { text += "\(formatNumber(constraint.multiplier)) × " }
            text += "\(name(second.view)).\(constraint.secondAttribute.name)"
            if constraint.constant != 0 {
                text += constraint.constant < 0 ? " - \(formatNumber(-constraint.constant))" : " + \(formatNumber(constraint.constant))"
            }
        } else {
            text += formatNumber(constraint.constant)
        }
        return text
    }

    /// `UILabel 'Name' #1 = 0x7f…, lockIcon = 0x10…`: the addresses behind the names.
    static func viewLegend(_ conflict: ConsoleLogConflict, in log: ConsoleLog) -> String {
        var names: [String] = []
        for printed in conflict.constraints {
            for view in printed.viewNames where !names.contains(view) { names.append(view) }
        }
        return names.compactMap { name -> String? in
            guard let view = log.view(named: name), let address = view.address else { return nil }
            return "\(view.displayName) = \(address)"
        }.joined(separator: ", ")
    }

    static func roleText(_ role: ConsoleLogRole) -> String {
        switch role {
        case .app: return "yours"
        case .autoresizing: return "autoresizing mask"
        case .encapsulatedLayout: return "size given by the container"
        case .temporaryLayout: return "temporary size while measuring"
        case .stackView: return "stack view"
        case .marginsOrSafeArea: return "margins or safe area"
        case .keyboard: return "keyboard"
        case .system: return "system"
        }
    }

    static func frames(_ frames: [ConsoleLogFrame], in log: ConsoleLog) -> String {
        guard !frames.isEmpty else { return "no frames" }
        return frames.filter { !(log.view(named: $0.view)?.isUnknownSuperview ?? false) }.map { frame in
            let rect = frame.frame
            let name = log.displayName(of: frame.view)
            // A log prints six significant digits (52.3333): the solver's sums of them carry float
            // noise (-12.333300000000001), which a ten-thousandth of a point rounds away.
            func text(_ value: Double) -> String { formatNumber((value * 1e4).rounded() / 1e4) }
            return "\(name) (\(text(rect.x)), \(text(rect.y)), \(text(rect.width)), \(text(rect.height)))"
        }.joined(separator: ", ")
    }

    static func frameJSON(_ frame: ConsoleLogFrame) -> JSONValue {
        .object([("view", .string(frame.view)), ("x", .number(frame.frame.x)), ("y", .number(frame.frame.y)),
                 ("width", .number(frame.frame.width)), ("height", .number(frame.frame.height))])
    }

    /// The JSON report: for each conflict the listed constraints in order, the 0-based index of
    /// the broken one (`null` when it is not in the list), the minimal set, the verdict, the
    /// assumptions and the suggestions; the reader's diagnostics beside.
    public static func json(_ log: ConsoleLog, _ explanations: [ConsoleLogExplanation]) -> JSONValue {
        let conflicts: [JSONValue] = explanations.map { explanation in
            let conflict = log.conflicts[explanation.conflictIndex]
            let constraints: [JSONValue] = conflict.constraints.map { printed in
                var fields: [(String, JSONValue)] = [
                    ("text", .string(printed.text)),
                    ("equation", .string(equation(printed, in: log))),
                    ("class", .string(printed.kind)),
                    ("address", .optional(printed.address)),
                    ("identifier", .optional(printed.identifier)),
                    ("role", .string(printed.role.rawValue)),
                    ("line", .int(printed.span.line)),
                    ("column", .int(printed.span.column)),
                ]
                if let label = printed.sourceLabel { fields.append(("source", .string(label))) }
                if let mask = printed.autoresizingMask { fields.append(("autoresizingMask", .string(mask))) }
                return .object(fields)
            }
            return .object([
                ("form", .string(conflict.form.rawValue)),
                ("framework", .string(conflict.framework.rawValue)),
                ("line", conflict.span.map { .int($0.line) } ?? .null),
                ("constraints", .array(constraints)),
                ("unreadable", .int(conflict.unreadableCount)),
                ("broken", conflict.brokenIndex.map(JSONValue.int) ?? .null),
                ("minimalSet", .array(explanation.minimalSet.map(JSONValue.int))),
                ("verdict", .optional(explanation.verdict?.rawValue)),
                ("assumptions", .array(explanation.assumptions.map { .string($0.description) })),
                ("arithmetic", .optional(explanation.arithmetic)),
                ("withinPrintingPrecision", .bool(explanation.withinPrintingPrecision)),
                ("causes", .array(explanation.causes.map { cause in
                    .object([("rule", .string(cause.rule.rawValue)), ("constraint", .int(cause.constraint)),
                             ("message", .string(cause.message)), ("notes", .array(cause.notes.map(JSONValue.string)))])
                })),
                ("suggestions", .array(explanation.suggestions.map { suggestion in
                    .object([("pattern", .string(suggestion.pattern.rawValue)), ("rule", .optional(suggestion.rule?.rawValue)),
                             ("message", .string(suggestion.message)),
                             ("constraint", suggestion.constraint.map(JSONValue.int) ?? .null),
                             ("frames", .array(suggestion.frames.map(frameJSON)))])
                })),
            ])
        }
        let views: [JSONValue] = log.views.map { view in
            .object([("name", .string(view.name)), ("display", .string(view.displayName)),
                     ("class", .optional(view.className)), ("address", .optional(view.address))])
        }
        return .object([
            ("file", .string(log.file.path)),
            ("conflicts", .array(conflicts)),
            ("views", .array(views)),
            ("diagnostics", .array(log.diagnostics.map(DiagnosticJSON.value))),
        ])
    }
}
