import LayoutIR

/// The run-time bugs of constraint code that show without running it, for views the function
/// creates itself (what happens to other views is decided by code vflc does not see):
///
/// - a view given constraints that keeps `translatesAutoresizingMaskIntoConstraints = true`,
///   whose autoresizing-mask constraints then fight the ones written;
/// - a constraint activated while one of its views is not yet in the hierarchy of the other
///   ("Unable to activate constraint … because they have no common ancestor": UIKit throws).
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

    func check(activated: [(constraint: IRConstraint, at: Int, names: [String])], constraints: [IRConstraint]) -> [LayoutDiagnostic] {
        autoresizing(activated: activated) + commonAncestor(activated: activated)
    }

    private func autoresizing(activated: [(constraint: IRConstraint, at: Int, names: [String])]) -> [LayoutDiagnostic] {
        guard !facts.autoresizingOffUnknown else { return [] }
        let turnedOff = Set(facts.autoresizingOff.keys.map(naming.name))
        let arranged = Set(facts.additions.filter(\.arranged).map { naming.name($0.child) }
                           + facts.creations.flatMap { $0.arranged.map(naming.name) })
        let escaped = Set(facts.escapes.keys.map(naming.name)).union(facts.returned.map(naming.name))
        var diagnostics: [LayoutDiagnostic] = []
        for (name, creation) in createdViews.sorted(by: { $0.value.at < $1.value.at }) {
            // A stack view turns the flag off on its arranged subviews itself.
            guard !turnedOff.contains(name), !arranged.contains(name), !escaped.contains(name),
                  let first = activated.first(where: { $0.names.contains(name) }) else { continue }
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

    /// Views named through another view (`popupButton.titleLabel`), by name, with that view's name.
    private var owners: [String: String] {
        var result: [String: String] = [:]
        for entry in facts.calls {
            for item in [entry.call.first.item] + (entry.call.second.map { [$0.item] } ?? []) where item.path.count > 1 {
                result[naming.name(item.path)] = naming.name(Array(item.path.dropLast()))
            }
        }
        return result
    }

    /// Where each view created in the function hangs at token `time`: `nil` when it is (or may
    /// be) in a hierarchy that reaches beyond the function, else the created view at the top of
    /// its detached subtree.
    private func detachedRoot(of name: String, at time: Int, created: [String: FunctionFacts.Creation],
                              owners: [String: String]) -> String? {
        var current = name
        var seen: Set<String> = []
        while seen.insert(current).inserted {
            // Passed to other code, a view may have been put anywhere; added to a view after
            // that, it is where the addition put it.
            let escape = facts.escapes.filter { naming.name($0.key) == current && $0.value < time }.map(\.value).min()
            let additions = facts.additions.filter { naming.name($0.child) == current && $0.at < time }
            let arrangedAtCreation = facts.creations.first { creation in
                creation.at < time && creation.arranged.contains { naming.name($0) == current }
            }
            if let last = additions.last, escape.map({ last.at > $0 }) ?? true {
                current = naming.name(last.parent)
            } else if escape != nil {
                return nil
            } else if let stackCreation = arrangedAtCreation {
                current = naming.name(stackCreation.path)
            } else if let creation = created[current], creation.at < time {
                return current
            } else if let owner = owners[current] {
                // `popupButton.titleLabel`: a view's own subview lives where that view does.
                current = owner
            } else {
                // Not created here, or not yet: it lives wherever the rest of the app put it.
                return nil
            }
        }
        return nil
    }

    private func commonAncestor(activated: [(constraint: IRConstraint, at: Int, names: [String])]) -> [LayoutDiagnostic] {
        let created = createdViews
        guard !created.isEmpty else { return [] }
        let owners = owners
        var diagnostics: [LayoutDiagnostic] = []
        var reported: Set<String> = []
        for (constraint, at, names) in activated where names.count == 2 && names[0] != names[1] {
            let roots = names.map { detachedRoot(of: $0, at: at, created: created, owners: owners) }
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
