import Foundation
import LayoutIR
import LayoutSyntax

/// The known causes of conflict logs, and what to change for each, ranked as a person would:
/// the system's own conflicts first (nothing to change), then the patterns with a known fix,
/// then the app's constraint whose loss moves the other views least.
enum ConsoleLogAdvice {
    static func suggestions(for conflict: ConsoleLogConflict, in log: ConsoleLog, explanation: ConsoleLogExplanation,
                            choices: [Int]) -> [ConsoleLogSuggestion] {
        let advisor = ConsoleLogAdvisor(conflict: conflict, log: log, explanation: explanation, choices: choices)
        return advisor.suggestions()
    }

    /// `view.width == c` / `view.height == c`, as an encapsulated or autoresizing size prints.
    static func fixedSize(_ printed: ConsoleLogConstraint) -> (view: String, attribute: String, value: Double)? {
        guard printed.relation == .equal, printed.terms.count == 1, printed.terms[0].coefficient != 0,
              ["width", "height"].contains(printed.terms[0].operand.attribute) else { return nil }
        return (printed.terms[0].operand.view, printed.terms[0].operand.attribute, -printed.constant / printed.terms[0].coefficient)
    }

    static func axisOf(_ printed: ConsoleLogConstraint) -> LayoutAxis? {
        printed.terms.first.flatMap { Attribute(name: $0.operand.attribute)?.axis }
            ?? printed.terms.first.map { $0.operand.attribute.hasSuffix("X") ? .horizontal : .vertical }
    }

    static func sameTerms(_ a: ConsoleLogConstraint, _ b: ConsoleLogConstraint) -> Bool {
        guard a.terms.count == b.terms.count, a.relation == b.relation else { return false }
        return zip(a.terms, b.terms).allSatisfy { $0.operand == $1.operand && $0.coefficient == $1.coefficient }
    }

    /// A view the app did not make (keyboard, bars, transition views).
    static func isSystemView(_ name: String, log: ConsoleLog) -> Bool {
        guard let view = log.view(named: name) else { return false }
        if view.isUnknownSuperview { return true }
        guard let className = view.className else { return false }
        return className.hasPrefix("_") || className.hasPrefix("UIKeyboard") || className.hasPrefix("UIInput")
            || ["UITransitionView", "UILayoutContainerView", "UINavigationTransitionView", "UIViewControllerWrapperView",
                "UIWindow", "UITextEffectsWindow", "UIRemoteKeyboardWindow"].contains(className)
    }
}

extension String {
    /// The string with the first occurrence of `target` replaced.
    func replacingFirst(_ target: String, with replacement: String) -> String {
        guard let range = range(of: target) else { return self }
        return replacingCharacters(in: range, with: replacement)
    }
}

/// The patterns, one method each (small functions: the suggestions are built on test threads,
/// whose stacks are smaller than the main thread's).
struct ConsoleLogAdvisor {
    let conflict: ConsoleLogConflict
    let log: ConsoleLog
    let explanation: ConsoleLogExplanation
    let members: [Int]
    let appChoices: [Int]

    init(conflict: ConsoleLogConflict, log: ConsoleLog, explanation: ConsoleLogExplanation, choices: [Int]) {
        self.conflict = conflict
        self.log = log
        self.explanation = explanation
        self.members = explanation.minimalSet.isEmpty ? Array(conflict.constraints.indices) : explanation.minimalSet
        self.appChoices = choices.filter { conflict.constraints.indices.contains($0) && conflict.constraints[$0].role == .app }
    }

    private var listed: [ConsoleLogConstraint] { conflict.constraints }
    private func name(_ view: String) -> String { log.displayName(of: view) }
    private func label(_ index: Int) -> String { "[\(index)]" }

    func suggestions() -> [ConsoleLogSuggestion] {
        let roles = members.map { listed[$0].role }
        if roles.contains(.keyboard) && !roles.contains(.app) {
            return [ConsoleLogSuggestion(pattern: "keyboard-assistant",
                                         message: "these are the keyboard's own views (its assistant bar and input views): not your layout. UIKit sizes them to zero while the keyboard moves; ignore this message",
                                         constraint: nil)]
        }
        let masked = autoresizingViews()
        if !roles.contains(.app) && masked.isEmpty {
            return [ConsoleLogSuggestion(pattern: "system-only",
                                         message: "only the system's own constraints take part: not yours to change; ignore it, or report it to Apple if it shows",
                                         constraint: nil)]
        }
        var result = negativeSizes()
        result += zeroSize()
        if result.isEmpty, let container = containerSize() {
            if container.pattern == "container-size" { return finish([container]) }
            result.append(container)
        }
        result += stackViewHiding()
        result += autoresizing(masked)
        result += duplicates()
        return finish(result)
    }

    /// The best of the app's constraints to break, unless a pattern already named it.
    private func finish(_ found: [ConsoleLogSuggestion]) -> [ConsoleLogSuggestion] {
        guard let best = appChoices.first, !found.contains(where: { $0.constraint == best }) else { return found }
        return found + [ConsoleLogSuggestion(pattern: "lower-priority",
                                             message: "give \(label(best)) priority 999 (or remove it): of your constraints, breaking it moves the other views least",
                                             constraint: best)]
    }

    /// The view whose mask an autoresizing constraint translates is its first item; a cell's
    /// content view (sized with its cell) keeps its mask by design.
    private func autoresizingViews() -> [String] {
        members.filter { listed[$0].role == .autoresizing }.compactMap { member -> String? in
            let views = listed[member].viewNames
            guard let first = views.first, !ConsoleLogAdvice.isSystemView(first, log: log) else { return nil }
            let others = views.dropFirst().compactMap { log.view(named: $0)?.className }
            if others.contains(where: { $0.contains("Cell") }) { return nil }
            return first
        }
    }

    /// A negative size, which no view can have.
    private func negativeSizes() -> [ConsoleLogSuggestion] {
        members.filter { listed[$0].role == .app }.compactMap { index -> ConsoleLogSuggestion? in
            guard let size = ConsoleLogAdvice.fixedSize(listed[index]), size.value < 0 else { return nil }
            return ConsoleLogSuggestion(pattern: "negative-size",
                                        message: "\(label(index)) asks for a \(size.attribute) of \(formatNumber(size.value)) for \(name(size.view)): sizes are never negative; the sign of an inset or offset is wrong (SnapKit's inset already subtracts), or a computed size went below zero",
                                        constraint: index)
        }
    }

    /// A size of zero (or nearly) imposed while measuring.
    private func zeroSize() -> [ConsoleLogSuggestion] {
        for index in members {
            let printed = listed[index]
            guard [.temporaryLayout, .encapsulatedLayout, .autoresizing].contains(printed.role),
                  let size = ConsoleLogAdvice.fixedSize(printed), abs(size.value) < 1e-3 else { continue }
            let axis = size.attribute == "width" ? LayoutAxis.horizontal : .vertical
            let pick = appChoices.first { ConsoleLogAdvice.axisOf(listed[$0]) == axis } ?? appChoices.first
            let what = printed.identifier.map { "'\($0)'" } ?? "its autoresizing mask"
            var message = "zero-size temporary layout: \(name(size.view)) is laid out at \(size.attribute) 0 (\(what)) while UIKit measures it, before it gets its real size"
            if let pick {
                message += "; a required constraint along that axis cannot hold at zero size: give \(label(pick)) priority 999, or ignore the message if the final layout is right"
            }
            return [ConsoleLogSuggestion(pattern: "zero-size-temporary-layout", message: message, constraint: pick)]
        }
        return []
    }

    /// The size a table or collection view gives a cell, or a container its view.
    private func containerSize() -> ConsoleLogSuggestion? {
        guard let index = members.first(where: { listed[$0].role == .encapsulatedLayout }),
              let size = ConsoleLogAdvice.fixedSize(listed[index]) else { return nil }
        let container = size.view
        let vertical = size.attribute == "height"
        let className = log.view(named: container)?.className ?? ""
        let isCell = ["Cell", "ContentView", "HeaderFooter", "ReusableView", "Header", "Footer"].contains { className.contains($0) }
        guard isCell else {
            // A view controller's root view or a hosted view: the size comes from the screen or
            // the container, and the app's constraints ask for more (or less) than it has.
            var message = "the container makes \(name(container)) \(formatNumber(size.value)) pt \(vertical ? "tall" : "wide") (\(listed[index].identifier ?? "its size"))"
            if let needs = explanation.needsAndHas {
                message += " and your constraints \(needs.replacingFirst("needs", with: "need").replacingFirst("has", with: "it has"))"
            }
            if let pick = appChoices.first { message += "; give \(label(pick)) priority 999 or make the spacing fit smaller screens" }
            return ConsoleLogSuggestion(pattern: "container-size", message: message, constraint: appChoices.first)
        }
        let edges = vertical ? ["bottom", "bottomMargin"] : ["trailing", "trailingMargin", "right", "rightMargin"]
        let pin = members.first { member in
            listed[member].role == .app && listed[member].terms.contains { $0.operand.view == container && edges.contains($0.operand.attribute) }
        } ?? appChoices.first { ConsoleLogAdvice.axisOf(listed[$0]) == (vertical ? .vertical : .horizontal) }
        var message = "table cell encapsulated \(size.attribute): the table or collection view makes \(name(container)) \(formatNumber(size.value)) pt \(vertical ? "tall" : "wide")"
        if let needs = explanation.needsAndHas, needs.hasPrefix("needs "),
           let amount = needs.split(separator: ",").first?.dropFirst("needs ".count) {
            message += " but your constraints need \(amount)"
        }
        if let pin {
            message += "; give \(label(pin)) priority 999 so the cell's \(size.attribute) follows its content"
            if vertical { message += " (with rowHeight = UITableView.automaticDimension and an estimatedRowHeight)" }
        }
        return ConsoleLogSuggestion(pattern: "table-cell-encapsulated-\(size.attribute)", message: message, constraint: pin)
    }

    /// A stack view hiding an arranged view whose size is required.
    private func stackViewHiding() -> [ConsoleLogSuggestion] {
        members.filter { listed[$0].identifier == "UISV-hiding" }.compactMap { index -> ConsoleLogSuggestion? in
            guard let size = ConsoleLogAdvice.fixedSize(listed[index]) else { return nil }
            let fixed = members.first { member in
                listed[member].role == .app
                    && listed[member].terms.contains { $0.operand.view == size.view && $0.operand.attribute == size.attribute }
            }
            var message = "stack view hiding: the stack view sets \(name(size.view))'s \(size.attribute) to 0 while it is hidden (UISV-hiding)"
            if let fixed {
                message += ", but \(label(fixed)) requires it; give \(label(fixed)) priority 999"
            } else {
                message += "; the constraints inside it need room: give one of them priority 999"
            }
            return ConsoleLogSuggestion(pattern: "stack-view-hiding", message: message, constraint: fixed ?? appChoices.first)
        }
    }

    /// Views still translating their autoresizing masks.
    private func autoresizing(_ views: [String]) -> [ConsoleLogSuggestion] {
        var seen: Set<String> = []
        return views.filter { seen.insert($0).inserted }.map { view in
            let first = members.first { listed[$0].role == .autoresizing && listed[$0].viewNames.first == view }
            let mask = first.flatMap { listed[$0].autoresizingMask }.map { " (\($0))" } ?? ""
            return ConsoleLogSuggestion(pattern: "autoresizing-mask",
                                        message: "\(name(view)) still turns its frame into constraints\(mask): set translatesAutoresizingMaskIntoConstraints = false on it where you add its constraints",
                                        constraint: first)
        }
    }

    /// The same thing set twice to different values.
    private func duplicates() -> [ConsoleLogSuggestion] {
        let apps = members.filter { listed[$0].role == .app }
        for (position, first) in apps.enumerated() {
            for second in apps.dropFirst(position + 1) where ConsoleLogAdvice.sameTerms(listed[first], listed[second])
                && listed[first].constant != listed[second].constant {
                return [ConsoleLogSuggestion(pattern: "duplicate",
                                             message: "\(label(first)) and \(label(second)) set the same thing to different values: one is stale; keep one, or change the existing constraint's constant instead of adding another (SnapKit: updateConstraints or remakeConstraints)",
                                             constraint: second)]
            }
        }
        return []
    }
}
