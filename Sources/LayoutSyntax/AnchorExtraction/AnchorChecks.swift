import LayoutIR

/// The run-time bugs of constraint code that show without running it, for views the function
/// creates itself (what happens to other views is decided by code vflc does not see):
///
/// - a view given constraints that keeps `translatesAutoresizingMaskIntoConstraints = true`,
///   whose autoresizing-mask constraints then fight the ones written;
/// - a constraint activated while one of its views is not yet in the hierarchy of the other
///   ("Unable to activate constraint … because they have no common ancestor": UIKit throws).
/// A constraint activated in the function: when, and the views on its sides as screen names
/// and as written (`popupButton.titleLabel`).
struct ActivatedConstraint {
    var constraint: IRConstraint
    var at: Int
    var names: [String]
    var paths: [[String]]
}

struct AnchorChecks {
    var function: SourceFunction
    var facts: FunctionFacts
    var naming: ViewNaming
    var file: SourceFile
    var tokens: [SourceToken]
    var span: (Int, Int) -> SourceSpan

    /// Views created in the function from a UIKit class, by screen name.
    private var createdViews: [String: FunctionFacts.Creation] {
        var result: [String: FunctionFacts.Creation] = [:]
        for creation in facts.creations where FunctionScreenBuilder.uikitViewClasses[creation.className] != nil {
            let name = naming.name(creation.path)
            if result[name] == nil, name != LayoutItem.rootName, name != naming.selfName { result[name] = creation }
        }
        return result
    }

    func check(activated: [ActivatedConstraint], constraints: [IRConstraint]) -> [LayoutDiagnostic] {
        autoresizing(activated: activated) + commonAncestor(activated: activated)
    }

    private func autoresizing(activated: [ActivatedConstraint]) -> [LayoutDiagnostic] {
        guard !facts.autoresizingOffUnknown else { return [] }
        let turnedOff = Set(facts.autoresizingOff.keys.map(naming.name) + facts.autoresizingMaybeOff.keys.map(naming.name))
        let arranged = Set(facts.additions.filter(\.arranged).map { naming.name($0.child) }
                           + facts.creations.flatMap { $0.arranged.map(naming.name) })
        let escaped = Set(facts.escapes.keys.map(naming.name)).union(facts.returned.map(naming.name))
        let added = Set(facts.additions.map { naming.name($0.child) })
        var diagnostics: [LayoutDiagnostic] = []
        for (name, creation) in createdViews.sorted(by: { $0.value.at < $1.value.at }) {
            // A stack view turns the flag off on its arranged subviews itself. Only a constraint's
            // first item is what the code means to place: a view that other views' constraints
            // only refer to (`make.top.equalTo(header.mas_bottom)` on a `header` placed by its
            // frame) is an anchor, and its autoresizing constraints fix the frame those views
            // follow, as the app intends.
            guard !turnedOff.contains(name), !arranged.contains(name), !escaped.contains(name),
                  let first = activated.first(where: { $0.names.first == name && !relatesOnlyToGuide($0, view: name)
                                                       && !relatesToOwnSubview($0, view: name) })
            else { continue }
            // A local the function never puts in a hierarchy (nor hands to other code) is never
            // laid out: UIKit makes autoresizing constraints against a superview, and it has none.
            if isLocal(creation.path), !added.contains(name) { continue }
            // A view kept in a property that another function of the file hands over may be
            // arranged there (``PropertyHandOver``).
            if let property = creation.path.last, !isLocal(creation.path),
               PropertyHandOver.mayBeHandedOver(property, outside: function.open...function.close, tokens: tokens) { continue }
            let created = span(creation.at, creation.at)
            let source = creation.path.joined(separator: ".")
            var notes = [DiagnosticNote("it is constrained here", span: first.constraint.origin.span)]
            notes.append(DiagnosticNote("a view created in code keeps translatesAutoresizingMaskIntoConstraints = true, so UIKit adds constraints that hold its current frame; they conflict with these and the console logs 'Unable to simultaneously satisfy constraints'"))
            let setter = file.path.hasSuffix(".swift")
                ? "\(source).translatesAutoresizingMaskIntoConstraints = false"
                : "\(source).translatesAutoresizingMaskIntoConstraints = NO;"
            notes.append(DiagnosticNote("add '\(setter)' before activating its constraints"))
            diagnostics.append(RuleRegistry.rule(.autoresizingMaskConstraints).diagnostic(
                "'\(source)' is given constraints but still translates its autoresizing mask into constraints",
                at: created, notes: notes))
        }
        return diagnostics
    }

    /// True when `path` is a local the function declares (`let title = UILabel()`, `UILabel
    /// *title = …`), not a property of the object.
    private func isLocal(_ path: [String]) -> Bool {
        guard path.count == 1, let name = path.first else { return false }
        return (function.open...function.close).contains { index in
            guard tokens[index].identifier == name, index > 0 else { return false }
            let before = tokens[index - 1]
            return before.identifier == "let" || before.identifier == "var"
                || (before.isPunctuation("*") && index + 1 < tokens.count && (tokens[index + 1].isPunctuation("=") || tokens[index + 1].isPunctuation(";")))
        }
    }

    /// Where each view created in the function hangs at token `time`: `.some(nil)` when it is in
    /// a hierarchy that reaches beyond the function, `.some(root)` for the created view at the top
    /// of its detached subtree, and `nil` when nothing can be said: the view (or a view above it)
    /// was handed to other code after it was added inside a detached subtree, which may have left
    /// it there or moved it anywhere (`themeService.setupLabel(label)` styles a label; a wrapper
    /// may re-add it).
    private func detachedRoot(of name: String, at time: Int, created: [String: FunctionFacts.Creation],
                              views: ViewsByName) -> String?? {
        var current = name
        var seen: Set<String> = []
        while seen.insert(current).inserted {
            let additions = (views.additions[current] ?? []).filter { $0.at < time }
            // Handed to other code, the view may be anywhere afterwards; an addSubview after
            // that puts it back where this function can see it.
            // A reference stored in the object's own property moves nothing.
            let escaped = (views.escapes[current] ?? []).filter { $0.at < time && facts.storedReferences[$0.path] != $0.at }
                .map(\.at).max()
            if let escaped, additions.last.map({ $0.at < escaped }) ?? true {
                guard !additions.isEmpty else { return .some(nil) }
                // Where it hung when it was handed over: still there, or moved by code that never
                // got this function's detached views. Out in the app's hierarchy, it stays out of
                // them; in a detached subtree of this function, it may still be inside.
                return detachedRoot(of: current, at: escaped, created: created, views: views) == .some(nil) ? .some(nil) : nil
            }
            // The last stack made with it before `time` holds it; one made on some paths only
            // (under an `if`, in an `#if` group) may not be the one the app runs.
            let arrangedAtCreation = (views.stackCreations[current] ?? []).last { $0.at < time }
            if let last = additions.last {
                current = naming.name(last.parent)
                // Added to a UIKit subview of a view known here (`effect.contentView.addSubview(x)`):
                // that subview is in its owner's hierarchy (Apple, `UIVisualEffectView.contentView`,
                // `UITableViewCell.contentView`), so the owner's place is the view's.
                if last.parent.count > 1, let property = last.parent.last, Self.uikitSubviewProperties.contains(property) {
                    let owner = naming.name(Array(last.parent.dropLast()))
                    if created[owner] != nil || views.additions[owner] != nil { current = owner }
                }
            } else if let stackCreation = arrangedAtCreation {
                if stackCreation.conditional { return nil }
                current = naming.name(stackCreation.path)
            } else if let creation = created[current], creation.at < time {
                return .some(current)
            } else {
                // Not created here, or not yet: it lives wherever the rest of the app put it.
                return .some(nil)
            }
        }
        return .some(nil)
    }

    /// True when `view` is one side of `entry` and the other side is a layout guide: such a
    /// constraint places the guide (which has no frame of its own) on the view, so a view still
    /// placed by its frame conflicts with nothing (a guide that follows a frame-laid-out view).
    private func relatesOnlyToGuide(_ entry: ActivatedConstraint, view: String) -> Bool {
        guard entry.names.count == 2, entry.paths.count == 2, let mine = entry.names.firstIndex(of: view) else { return false }
        let other = entry.paths[1 - mine]
        if Self.namesGuide(other) { return true }
        let otherName = entry.names[1 - mine]
        return facts.creations.contains { $0.className == "UILayoutGuide" && naming.name($0.path) == otherName }
    }

    /// True when `view` is one side of `entry` and the other side is a view added inside it in
    /// this function: a container placed by its frame, whose subviews are pinned to it, holds
    /// them without being over-determined (the subviews follow the frame).
    private func relatesToOwnSubview(_ entry: ActivatedConstraint, view: String) -> Bool {
        guard entry.names.count == 2, let mine = entry.names.firstIndex(of: view) else { return false }
        var current = entry.names[1 - mine]
        var seen: Set<String> = []
        while seen.insert(current).inserted {
            guard let addition = facts.additions.last(where: { naming.name($0.child) == current }) else { return false }
            current = naming.name(addition.parent)
            if current == view { return true }
        }
        return false
    }

    /// True when a written path ends in a layout guide (`button.visibleAreaLayoutGuide`,
    /// `contentGuide`): a guide has no frame of its own and lives in its view's hierarchy.
    static func namesGuide(_ path: [String]) -> Bool { path.last?.hasSuffix("Guide") == true }

    /// Properties of UIKit views that are subviews of that view, in its hierarchy.
    static let uikitSubviewProperties: Set<String> = [
        "titleLabel", "subtitleLabel", "imageView", "textLabel", "detailTextLabel", "contentView",
        "backgroundView", "selectedBackgroundView", "accessoryView", "inputAccessoryView",
    ]

    /// Where one side of a constraint hangs: as ``detachedRoot(of:at:created:views:)``
    /// says, `nil` when nothing can be said. A property of a view known here (`button.titleLabel`,
    /// `card.customGuide`) is in that view's hierarchy when it is a guide or a UIKit subview;
    /// any other property may be a subview of it or a view anywhere else.
    private func placement(name: String, path: [String], at time: Int, created: [String: FunctionFacts.Creation],
                           views: ViewsByName) -> String?? {
        guard path.count > 1 else { return detachedRoot(of: name, at: time, created: created, views: views) }
        let owner = Array(path.dropLast()), property = path[path.count - 1]
        let ownerName = naming.name(owner)
        let knownHere = created[ownerName] != nil || views.additions[ownerName] != nil
        guard knownHere else { return detachedRoot(of: name, at: time, created: created, views: views) }
        guard Self.namesGuide(path) || Self.uikitSubviewProperties.contains(property) else { return nil }
        return detachedRoot(of: ownerName, at: time, created: created, views: views)
    }

    /// The function's additions, escapes and stack creations by the screen name of the view
    /// they concern, each list in the function's order: `detachedRoot` asks about one view at
    /// each step up a hierarchy, and naming every view of the function at every step cost more
    /// than the rest of the check.
    struct ViewsByName {
        var additions: [String: [FunctionFacts.Addition]] = [:]
        var escapes: [String: [(path: [String], at: Int)]] = [:]
        /// The stacks made with the view among their arranged subviews.
        var stackCreations: [String: [FunctionFacts.Creation]] = [:]

        init(_ facts: FunctionFacts, naming: ViewNaming) {
            for addition in facts.additions { additions[naming.name(addition.child), default: []].append(addition) }
            for (path, at) in facts.escapes { escapes[naming.name(path), default: []].append((path, at)) }
            for creation in facts.creations {
                // Once per stack and name, as `contains` asked.
                for name in Set(creation.arranged.map(naming.name)) { stackCreations[name, default: []].append(creation) }
            }
        }
    }

    private func commonAncestor(activated: [ActivatedConstraint]) -> [LayoutDiagnostic] {
        let created = createdViews
        guard !created.isEmpty else { return [] }
        var madeViews: ViewsByName?
        var diagnostics: [LayoutDiagnostic] = []
        var reported: Set<String> = []
        for entry in activated where entry.names.count == 2 && entry.paths.count == 2 && entry.names[0] != entry.names[1] {
            // A local the code assigns again may hold any view there, one inside the other's
            // subtree included (`preView = obj.view` after adding `obj.view` in a loop).
            guard !entry.paths.contains(where: { $0.first.map(facts.reassigned.contains) ?? false }) else { continue }
            let (constraint, at, names) = (entry.constraint, entry.at, entry.names)
            // Made when the first constraint between two views needs it.
            let views = madeViews ?? ViewsByName(facts, naming: naming)
            madeViews = views
            let placements = names.indices.map { placement(name: names[$0], path: entry.paths[$0], at: at, created: created, views: views) }
            guard case .some(let first) = placements[0], case .some(let second) = placements[1] else { continue }
            let roots = [first, second]
            guard roots[0] != nil || roots[1] != nil, roots[0] != roots[1] else { continue }
            let loose = roots[0] != nil ? 0 : 1
            let view = names[loose]
            guard reported.insert(view).inserted, let creation = created[view] else { continue }
            let source = creation.path.joined(separator: ".")
            var notes = [DiagnosticNote("'\(source)' is created here", span: span(creation.at, creation.at))]
            if let addition = facts.additions.first(where: { naming.name($0.child) == view && $0.at > at }) {
                notes.append(DiagnosticNote("it is added to the hierarchy only here, after the constraint is activated",
                                            span: span(addition.at, addition.at)))
            } else {
                notes.append(DiagnosticNote("this function never adds it to a view before this point"))
            }
            notes.append(DiagnosticNote("UIKit throws: 'Unable to activate constraint with anchors … because they have no common ancestor'"))
            notes.append(DiagnosticNote("call addSubview (or addArrangedSubview) before activating constraints that relate it to other views"))
            diagnostics.append(RuleRegistry.rule(.activatedBeforeAdded).diagnostic(
                "a constraint between '\(names[0])' and '\(names[1])' is activated before '\(source)' is in their common view hierarchy",
                at: constraint.origin.span, notes: notes))
        }
        return diagnostics
    }
}
