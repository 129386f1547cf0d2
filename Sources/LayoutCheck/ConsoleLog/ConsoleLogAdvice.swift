import LayoutIR

/// The known causes of conflict logs, and what to change for each, ranked as a person would:
/// the system's own conflicts first (nothing to change), then the patterns with a known fix,
/// then the app's constraints whose change works and moves the other views least. A change is
/// named only when ``ConsoleLogFixFinder`` re-solved it and it works.
enum ConsoleLogAdvice {
    static func suggestions(for conflict: ConsoleLogConflict, in log: ConsoleLog,
                            explanation: ConsoleLogExplanation) -> [ConsoleLogSuggestion] {
        ConsoleLogAdvisor(conflict: conflict, log: log, explanation: explanation).suggestions()
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

    /// Who sizes a cell-like view: a table (its cells, their content views, section headers and
    /// footers) or a collection view's layout (cells and reusable views); `unknown` when the
    /// class says a cell, header or footer but not whose. `nil` for any other view.
    enum CellOwner { case table, collection, unknown }

    static func cellOwner(of className: String) -> CellOwner? {
        guard ["Cell", "ContentView", "HeaderFooter", "ReusableView", "Header", "Footer"].contains(where: { className.contains($0) }) else {
            return nil
        }
        if className.contains("Collection") { return .collection }
        if className.contains("TableView") { return .table }
        return .unknown
    }

    /// A cell's content view (`UITableViewCellContentView`). Its cell sets its frame and it keeps
    /// its autoresizing mask by design: switching that off breaks the cell's layout (Stack
    /// Overflow 21099087, "Setting translatesAutoresizingMaskIntoConstraints to NO on the
    /// contentView … messes up the entire layout"). Its autoresizing constraints are the cell's
    /// size, as a container's encapsulated size is.
    static func isCellContentView(_ name: String, log: ConsoleLog) -> Bool {
        log.view(named: name)?.className?.hasSuffix("CellContentView") ?? false
    }

    /// The content view a framework container makes and sizes with its autoresizing mask: a
    /// plain view placed by autoresizing inside an `NSBox` (`NSBox.contentView`, which the box
    /// creates and resizes) or a `UIVisualEffectView` (`UIVisualEffectView.contentView`). Its mask
    /// is the container's doing, as a cell's content view's is.
    static func isContainerContentView(_ name: String, in conflict: ConsoleLogConflict, log: ConsoleLog) -> Bool {
        guard let className = log.view(named: name)?.className, className == "NSView" || className == "UIView" else { return false }
        return conflict.constraints.contains { printed in
            printed.role == .autoresizing && printed.viewNames.contains(name) && printed.viewNames.contains { other in
                other != name && ["NSBox", "UIVisualEffectView"].contains(log.view(named: other)?.className ?? "")
            }
        }
    }

    /// The size the container gives a view, as printed: an encapsulated size, or a cell content
    /// view's autoresizing size (its cell's).
    static func containerGivenSize(_ printed: ConsoleLogConstraint, log: ConsoleLog) -> (view: String, attribute: String, value: Double)? {
        guard let size = fixedSize(printed) else { return nil }
        switch printed.role {
        case .encapsulatedLayout: return size
        case .autoresizing: return isCellContentView(size.view, log: log) ? size : nil
        default: return nil
        }
    }

    /// A view the app did not make (keyboard, bars, transition views).
    static func isSystemView(_ name: String, log: ConsoleLog) -> Bool {
        guard let view = log.view(named: name) else { return false }
        if view.isUnknownSuperview { return true }
        return view.className.map(SystemViewClasses.isSystem) ?? false
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
    /// The working priority changes, least movement first.
    let lowerings: [ConsoleLogFix]

    init(conflict: ConsoleLogConflict, log: ConsoleLog, explanation: ConsoleLogExplanation) {
        self.conflict = conflict
        self.log = log
        self.explanation = explanation
        self.members = explanation.minimalSet.isEmpty ? Array(conflict.constraints.indices) : explanation.minimalSet
        self.lowerings = explanation.fixes.filter { $0.change == .lowerPriority }
    }

    private var listed: [ConsoleLogConstraint] { conflict.constraints }

    /// True when the conflict's constraints were made with SnapKit (`SnapKit.LayoutConstraint`, or
    /// a `@File.swift#42` label): only then is its API named in advice.
    private var mentionsLibrary: Bool { listed.contains { $0.kind.hasPrefix("SnapKit.") || $0.sourceLabel != nil } }

    /// How the conflict's library changes an earlier constraint, if one made it.
    private var libraryUpdateAdvice: String {
        if mentionsLibrary { return " (SnapKit: updateConstraints or remakeConstraints)" }
        if listed.contains(where: { $0.kind == "MASLayoutConstraint" }) { return " (Masonry: mas_updateConstraints or mas_remakeConstraints)" }
        return ""
    }
    private func name(_ view: String) -> String { log.displayName(of: view) }
    private func label(_ index: Int) -> String { "[\(index)]" }
    private var isInfeasible: Bool { explanation.verdict == .infeasible || explanation.verdict == .infeasibleWithImplicit }

    /// The working lowering of one listed constraint, if lowering it works.
    private func working(_ index: Int?) -> ConsoleLogFix? {
        index.flatMap { index in lowerings.first { $0.constraint == index } }
    }

    /// The working lowering ranked first. Not filtered by axis: a conflict an aspect ratio
    /// carries from one axis to the other is best fixed where the ranking says, which may be
    /// the other axis (a height, not the width that would push the view 1031 pt wide).
    private var bestWorking: ConsoleLogFix? { lowerings.first }

    /// "give [3] priority 999 (or make it '>=')".
    private func change(_ fix: ConsoleLogFix, allowing direction: Relation? = nil) -> String {
        var text = "give \(label(fix.constraint)) priority 999"
        if let relation = fix.inequality, direction.map({ $0 == relation }) ?? true { text += " (or make it '\(relation.symbol)')" }
        return text
    }

    func suggestions() -> [ConsoleLogSuggestion] {
        // A list that holds as printed shows no cause: naming one would be a guess.
        guard isInfeasible, !explanation.minimalSet.isEmpty else { return [] }
        let roles = members.map { listed[$0].role }
        if roles.contains(.keyboard) && !roles.contains(.app) {
            // Why they conflict is said only with its evidence: a size of zero among the members.
            let zeroSized = members.contains { ConsoleLogAdvice.fixedSize(listed[$0]).map { abs($0.value) < 1e-3 } ?? false }
            // The log shows the zero, not why UIKit set it (a hidden or collapsing bar): say only the zero.
            let why = zeroSized ? ". UIKit gave one of them a size of 0 here, which their own spacing cannot fit;" : ";"
            return [ConsoleLogSuggestion(pattern: .keyboardAssistant,
                                         message: "these are the keyboard's own views (its assistant bar and input views): not your layout\(why) ignore this message",
                                         constraint: nil)]
        }
        let masked = autoresizing()
        if !roles.contains(.app) && masked.isEmpty {
            // A cell the table or the collection view's layout sizes to 0 was given that size by
            // the app's own data source or layout (a row height, an item size of 0): the only
            // thing to change is there, not in the system.
            if let zeroCell = zeroSizedCell() { return [zeroCell] }
            // A hidden stack view whose own spacing still separates its arranged views: every
            // member is a stack view's, made from properties the app sets.
            if let hiddenStack = hiddenStackWithSpacing() { return [hiddenStack] }
            return [ConsoleLogSuggestion(pattern: .systemOnly,
                                         message: "only the system's own constraints take part: not yours to change; ignore it, or report it to Apple if it shows",
                                         constraint: nil)]
        }
        var result = negativeSizes()
        result += zeroSize()
        if result.isEmpty, let container = containerSize() { result.append(container) }
        result += stackViewHiding()
        // Switching a view's mask off is the known fix when the view's frame is zero (the cause's
        // evidence) or the app's own constraints place that view (constraints made for a view
        // that still has its mask); otherwise it is one change among the others, ranked with them
        // by how far the views move (a container its mask keeps at the screen's width, whose
        // subviews the app pins, may grow past the screen).
        let zeroFrame = explanation.causes.contains { $0.rule == .zeroFrameAutoresizing }
        func isKnownFix(_ suggestion: ConsoleLogSuggestion) -> Bool {
            guard !zeroFrame else { return true }
            guard let view = suggestion.constraint.flatMap({ listed[$0].placedOperand?.view }) else { return false }
            return members.contains { listed[$0].role == .app && listed[$0].placedOperand?.view == view }
        }
        result += masked.filter(isKnownFix)
        let ranked = masked.filter { !isKnownFix($0) }
        result += duplicates()
        result += systemMembers()
        return finish(result, ranked: ranked).map(sayingSpill)
    }

    /// A suggestion whose change works only by pushing views out of a host whose size the list
    /// fixes says so: such a change is offered only when no other works.
    private func sayingSpill(_ suggestion: ConsoleLogSuggestion) -> ConsoleLogSuggestion {
        guard let index = suggestion.constraint,
              let spilled = explanation.fixes.first(where: { $0.constraint == index })?.spilled else { return suggestion }
        var said = suggestion
        let views = spilled.views.map(name)
        let list = views.count == 1 ? views[0] : views.dropLast().joined(separator: ", ") + " and " + (views.last ?? "")
        said.message += "; but \(list) then stick\(views.count == 1 ? "s" : "") out of \(name(spilled.host)): no single change keeps the content inside it"
        return said
    }

    /// The working changes no pattern named yet (up to three, in the ranking's order: least
    /// movement first), each with its frames; `ranked` holds the mask changes that take their
    /// place in that order; or, when none works, that plainly.
    private func finish(_ found: [ConsoleLogSuggestion], ranked masks: [ConsoleLogSuggestion]) -> [ConsoleLogSuggestion] {
        var result = found
        if isInfeasible && explanation.fixes.isEmpty {
            let apps = members.filter { listed[$0].role == .app }.map(label).joined(separator: ", ")
            result.append(ConsoleLogSuggestion(pattern: .noWorkingChange,
                                               message: "no single change to your constraints resolves this: with any one of \(apps) lowered below required or made an inequality, a required constraint still breaks or a size goes negative",
                                               constraint: nil))
            return result
        }
        let offered = explanation.fixes.filter { fix in
            fix.change == .lowerPriority || masks.contains { $0.constraint == fix.constraint }
        }
        for fix in offered.prefix(3) where !result.contains(where: { $0.constraint == fix.constraint }) {
            if fix.change != .lowerPriority {
                if let mask = masks.first(where: { $0.constraint == fix.constraint }) { result.append(mask) }
                continue
            }
            let moved = fix.movement < 0.5 ? "nothing else moves" : "views move \(formatNumber((fix.movement * 2).rounded() / 2)) pt"
            result.append(ConsoleLogSuggestion(pattern: .lowerPriority,
                                               message: "\(change(fix)): every required constraint then holds; \(moved)",
                                               constraint: fix.constraint, frames: fix.frames))
        }
        return result
    }

    /// Views still translating their autoresizing masks, when switching that off re-solves.
    private func autoresizing() -> [ConsoleLogSuggestion] {
        explanation.fixes.compactMap { fix -> ConsoleLogSuggestion? in
            guard case .stopAutoresizing(let view) = fix.change else { return nil }
            // A cell's content view is sized with its cell and keeps its mask by design.
            let others = listed[fix.constraint].viewNames.filter { $0 != view }.compactMap { log.view(named: $0)?.className }
            if others.contains(where: { $0.contains("Cell") }) { return nil }
            let mask = listed[fix.constraint].autoresizingMask.map { " (\($0))" } ?? ""
            return ConsoleLogSuggestion(pattern: .autoresizingMask,
                                        message: "\(name(view)) still turns its frame into constraints\(mask): set translatesAutoresizingMaskIntoConstraints = false on it where you add its constraints",
                                        constraint: fix.constraint, frames: fix.frames)
        }
    }

    /// A cell held at size 0 by its table or collection view ('UIView-Encapsulated-Layout-…' of
    /// 0): the size comes from the app's row height or item size.
    private func zeroSizedCell() -> ConsoleLogSuggestion? {
        for index in members where listed[index].role == .encapsulatedLayout {
            guard let size = ConsoleLogAdvice.fixedSize(listed[index]), abs(size.value) < 1e-3,
                  let className = log.view(named: size.view)?.className,
                  let owner = ConsoleLogAdvice.cellOwner(of: className) else { continue }
            let source: String
            switch owner {
            case .collection: source = "the collection view's layout gives it an item \(size.attribute) of 0 (itemSize, or collectionView(_:layout:sizeForItemAt:))"
            case .table: source = size.attribute == "height" ? "the table gives it a row height of 0 (rowHeight, or tableView(_:heightForRowAt:))" : "the table is 0 wide"
            case .unknown: source = "its table or collection view gives it a \(size.attribute) of 0"
            }
            let needs = explanation.needsAndHas.map { " while the views inside it need more (\($0))" } ?? ""
            return ConsoleLogSuggestion(pattern: .zeroSizeTemporaryLayout,
                                        message: "\(name(size.view)) is laid out at \(size.attribute) 0: \(source)\(needs); return a size its content fits, or ignore the message if the cell is only measured at 0 on its way to its real size",
                                        constraint: nil)
        }
        return nil
    }

    /// A negative size, which no view can have.
    private func negativeSizes() -> [ConsoleLogSuggestion] {
        members.filter { listed[$0].role == .app }.compactMap { index -> ConsoleLogSuggestion? in
            guard let size = ConsoleLogAdvice.fixedSize(listed[index]), size.value < 0 else { return nil }
            return ConsoleLogSuggestion(pattern: .negativeSize,
                                        message: "\(label(index)) asks for a \(size.attribute) of \(formatNumber(size.value)) for \(name(size.view)): sizes are never negative; the sign of an inset or offset is wrong\(mentionsLibrary ? " (SnapKit's inset already subtracts)" : ""), or a computed size went below zero",
                                        constraint: index)
        }
    }

    /// A size of zero (or nearly) imposed while measuring.
    private func zeroSize() -> [ConsoleLogSuggestion] {
        for index in members {
            let printed = listed[index]
            guard [.temporaryLayout, .encapsulatedLayout, .autoresizing].contains(printed.role),
                  let size = ConsoleLogAdvice.fixedSize(printed), abs(size.value) < 1e-3 else { continue }
            // A zero frame the app's own view keeps through its mask is no measuring pass: the
            // autoresizing advice covers it.
            if printed.role == .autoresizing, explanation.fixes.contains(where: { $0.change == .stopAutoresizing(view: size.view) }) {
                continue
            }
            let pick = bestWorking
            let what = printed.identifier.map { "'\($0)'" } ?? "its autoresizing mask"
            var message = "zero-size temporary layout: \(name(size.view)) is laid out at \(size.attribute) 0 (\(what)) while \(conflict.framework.rawValue) measures it, before it gets its real size"
            if let pick {
                message += "; a required constraint along that axis cannot hold at zero size: \(change(pick)), or ignore the message if the final layout is right"
            } else {
                message += "; ignore the message if the final layout is right"
            }
            return [ConsoleLogSuggestion(pattern: .zeroSizeTemporaryLayout, message: message,
                                         constraint: pick?.constraint, frames: pick?.frames ?? [])]
        }
        return []
    }

    /// The size a table or collection view gives a cell, or a container its view.
    private func containerSize() -> ConsoleLogSuggestion? {
        guard let index = members.first(where: { ConsoleLogAdvice.containerGivenSize(listed[$0], log: log).map { abs($0.value) >= 1e-3 } ?? false }),
              let size = ConsoleLogAdvice.containerGivenSize(listed[index], log: log) else { return nil }
        let container = size.view
        let vertical = size.attribute == "height"
        let className = log.view(named: container)?.className ?? ""
        guard let owner = ConsoleLogAdvice.cellOwner(of: className).map({ $0 == .unknown ? contentViewOwner(of: container) : $0 }) else {
            // A view controller's root view or a hosted view: the size comes from the screen or
            // the container, and the app's constraints ask for more (or less) than it has.
            var message = "the container makes \(name(container)) \(formatNumber(size.value)) pt \(vertical ? "tall" : "wide") (\(listed[index].identifier ?? "its size"))"
            // The side of the sum that is not the container's number is what the app's constraints
            // make of the view.
            if let sum = explanation.sum, !sum.isTwoBounds {
                let containerIsNeeds = abs(sum.needTotal - size.value) <= abs(sum.hasTotal - size.value)
                let (total, bound) = containerIsNeeds ? (sum.hasTotal, sum.hasBound) : (sum.needTotal, sum.needBound)
                let qualifier = bound == .atLeast ? "at least " : bound == .atMost ? "at most " : ""
                message += " and your constraints make it \(qualifier)\(formatNumber(total)) pt"
            }
            let pick = bestWorking
            if let pick {
                // A lone size of the app's against the container's gives way to it; a chain of
                // paddings and sizes is too long for the space.
                let lone = ConsoleLogAdvice.fixedSize(listed[pick.constraint]) != nil
                message += "; \(change(pick))" + (lone ? " so it gives way to the size the container sets" : ", or make the content fit the size the container gives")
            }
            return ConsoleLogSuggestion(pattern: .containerSize, message: message, constraint: pick?.constraint,
                                        frames: pick?.frames ?? [])
        }
        let by: String
        switch owner {
        case .table: by = "the table"
        case .collection: by = "the collection view's layout"
        case .unknown: by = "the table or collection view"
        }
        let how = listed[index].role == .autoresizing ? "its cell's \(size.attribute), through its autoresizing mask" : "encapsulated \(size.attribute)"
        var message = "\(by) makes \(name(container)) \(formatNumber(size.value)) pt \(vertical ? "tall" : "wide") (\(how))"
        if let needs = explanation.needsAndHas, needs.hasPrefix("needs "),
           let amount = needs.split(separator: ",").first?.dropFirst("needs ".count) {
            message += " but your constraints need \(amount)"
        }
        let pick: ConsoleLogFix?
        if vertical {
            // A self-sizing cell's height follows its content once the pin to the content
            // view's bottom gives way.
            let bottom = members.first { member in
                listed[member].role == .app
                    && listed[member].terms.contains { $0.operand.view == container && ["bottom", "bottomMargin"].contains($0.operand.attribute) }
            }
            pick = working(bottom) ?? bestWorking
            if let pick {
                // Only the inequality that lets the container's bottom pass the content's (the
                // container's side at least as far down) lets its height follow the content; the
                // other direction also holds at today's height but keeps the content cut off.
                let side = listed[pick.constraint].terms.first { $0.operand.view == container }?.coefficient
                let grows: Relation? = side.map { $0 > 0 ? .greaterThanOrEqual : .lessThanOrEqual }
                message += "; \(change(pick, allowing: grows ?? .equal)) so its height can follow its content: \(Self.selfSizing(owner, className: className))"
            }
        } else {
            // A table gives every cell its own width: no constraint inside makes it wider, so
            // the content has to fit it.
            pick = bestWorking
            let fixedBy = owner == .collection ? "the collection view's layout" : owner == .table ? "the table's width" : "its container's"
            message += "; its width is \(fixedBy), not its content's: make the content fit"
            if let pick { message += " — \(change(pick))" }
        }
        return ConsoleLogSuggestion(pattern: vertical ? .cellHeight : .cellWidth, message: message,
                                    constraint: pick?.constraint, frames: pick?.frames ?? [])
    }

    /// Whose cell an app-named cell class is, from its content view as the list prints it: a
    /// table cell's is a `UITableViewCellContentView`, a collection view cell's a plain `UIView`
    /// (UIKit's documentation of `UITableViewCell.contentView` and `UICollectionViewCell.
    /// contentView`), joined to the cell by its autoresizing mask. `unknown` when the list shows
    /// neither.
    private func contentViewOwner(of cell: String) -> ConsoleLogAdvice.CellOwner {
        for printed in listed where printed.role == .autoresizing {
            let views = Set(printed.terms.map(\.operand.view))
            guard views.count == 2, views.contains(cell), let content = views.first(where: { $0 != cell }),
                  let className = log.view(named: content)?.className else { continue }
            if className.hasSuffix("UITableViewCellContentView") { return .table }
            if className == "UIView" { return .collection }
        }
        return .unknown
    }

    /// How the container lets a view's height follow its content: self-sizing rows, section
    /// headers, or a flow layout's estimated sizes (UIKit's documentation of
    /// `UITableView.automaticDimension` and `UICollectionViewFlowLayout.estimatedItemSize`).
    private static func selfSizing(_ owner: ConsoleLogAdvice.CellOwner, className: String) -> String {
        switch owner {
        case .collection:
            return "a flow layout sizes it from its content when its estimatedItemSize is UICollectionViewFlowLayout.automaticSize; otherwise the layout's itemSize or headerReferenceSize must give the height its content needs"
        case .table where className.contains("HeaderFooter"):
            return "set sectionHeaderHeight or sectionFooterHeight to UITableView.automaticDimension with an estimated height"
        case .table:
            return "set rowHeight to UITableView.automaticDimension with an estimatedRowHeight"
        case .unknown:
            // Which container it is the list does not show: both ways, each for its own.
            return "in a table, set rowHeight to UITableView.automaticDimension with an estimatedRowHeight; in a collection view, set the flow layout's estimatedItemSize to UICollectionViewFlowLayout.automaticSize, or give itemSize the height the content needs"
        }
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
            let pick = working(fixed) ?? bestWorking
            if let fixed { message += ", but \(label(fixed)) requires it" }
            if let pick { message += "; \(change(pick))" }
            return ConsoleLogSuggestion(pattern: .stackViewHiding, message: message, constraint: pick?.constraint,
                                        frames: pick?.frames ?? [])
        }
    }

    /// A stack view hidden inside another (UISV-hiding sets its height or width to 0) that
    /// still spaces its own arranged views (UISV-spacing): every member is a stack view's, made
    /// from the properties the app sets (UIStackView's `spacing`, `isHidden`), so the change is
    /// there, not in a constraint.
    private func hiddenStackWithSpacing() -> ConsoleLogSuggestion? {
        guard members.allSatisfy({ listed[$0].role == .stackView }),
              let hiding = members.first(where: { listed[$0].identifier == "UISV-hiding" }),
              let size = ConsoleLogAdvice.fixedSize(listed[hiding]),
              let spacing = members.first(where: { listed[$0].identifier == "UISV-spacing" && listed[$0].constant != 0 })
        else { return nil }
        // The set's sum is that spacing against the 0 of the hidden view, so a spacing of 0
        // fits: needs 0, has 0.
        guard let sum = explanation.sum, abs(sum.needTotal - abs(listed[spacing].constant)) < 1e-9,
              abs(sum.hasTotal) < 1e-9 else { return nil }
        let gap = formatNumber(abs(listed[spacing].constant))
        return ConsoleLogSuggestion(pattern: .stackViewHiding,
                                    message: "stack view hiding: \(name(size.view)) is hidden (UISV-hiding makes its \(size.attribute) 0) but still puts its spacing of \(gap) pt between its own arranged views (UISV-spacing): these constraints are the stack view's, made from its properties; set its spacing to 0 while it is hidden (or hide its arranged views with it), or ignore the message if the layout is right",
                                    constraint: nil)
    }

    /// The same thing set twice to different values, when dropping either resolves it.
    private func duplicates() -> [ConsoleLogSuggestion] {
        let apps = members.filter { listed[$0].role == .app }
        for (position, first) in apps.enumerated() {
            for second in apps.dropFirst(position + 1) where ConsoleLogAdvice.sameTerms(listed[first], listed[second])
                && listed[first].constant != listed[second].constant {
                guard let fix = working(second) ?? working(first) else { continue }
                return [ConsoleLogSuggestion(pattern: .duplicate,
                                             message: "\(label(first)) and \(label(second)) set the same thing to different values: one is stale; keep one, or change the existing constraint's constant instead of adding another\(libraryUpdateAdvice)",
                                             constraint: fix.constraint, frames: fix.frames)]
            }
        }
        return []
    }

    /// UIKit's private constraints in the set: never the thing to edit; the app's constraints
    /// that meet them are.
    private func systemMembers() -> [ConsoleLogSuggestion] {
        let system = members.filter { listed[$0].role == .system }
        let apps = members.filter { listed[$0].role == .app }
        guard !system.isEmpty, !apps.isEmpty else { return [] }
        // The app's constraints on the same views feed them directly; failing any, every one of
        // the app's in the set does through the others.
        let views = Set(system.flatMap { listed[$0].viewNames })
        let direct = apps.filter { !views.isDisjoint(with: listed[$0].viewNames) }
        let feeding = (direct.isEmpty ? apps : direct).map(label).joined(separator: ", ")
        let identifiers = system.compactMap { listed[$0].identifier }
        let what = identifiers.isEmpty ? "between \(conflict.framework.rawValue)'s own views" : identifiers.map { "'\($0)'" }.joined(separator: ", ")
        let many = system.count > 1
        return [ConsoleLogSuggestion(pattern: .systemConstraint,
                                     message: "\(system.map(label).joined(separator: ", ")) \(many ? "are" : "is") \(conflict.framework.rawValue)'s own (\(what)): not yours to edit; your constraints that feed \(many ? "them" : "it"): \(feeding)",
                                     constraint: nil)]
    }
}
