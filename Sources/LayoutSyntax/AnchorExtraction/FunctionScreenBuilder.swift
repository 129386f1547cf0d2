import LayoutIR

/// What one function becomes: a screen with its view tree and the constraints that can be laid
/// out, the ones that cannot (kept in ``LayoutScreen/unsolved``), and the run-time bugs that can
/// be seen without running it.
struct FunctionScreen: Sendable {
    var screen: LayoutScreen
    var diagnostics: [LayoutDiagnostic]
    var skipped: [SkippedInput]
}

/// Builds a ``FunctionScreen`` from a function's facts.
struct FunctionScreenBuilder {
    var function: SourceFunction
    var facts: FunctionFacts
    var file: SourceFile
    var tokens: [SourceToken]
    var evaluator: ConstantEvaluator
    /// Classes of the type's properties, by property name.
    var propertyClasses: [String: String] = [:]
    /// The parents the type's other functions give views (``SuperviewResolution``).
    var typeParents: [String: [String]] = [:]
    /// True when the controller's own code hands its view's size to the presentation
    /// (``PresentationSizedControllers``): a popover or a container sizes it, not the device.
    var rootSizedByPresentation = false

    static let uikitViewClasses: [String: ViewKind] = [
        "UIView": .view, "UILabel": .label, "UIButton": .button, "UITextField": .textField, "UIImageView": .imageView,
        "UISwitch": .switch, "UIScrollView": .scrollView, "UITableView": .tableView, "UICollectionView": .tableView,
        "UIStackView": .stackView, "UITextView": .textView, "UISlider": .view, "UIActivityIndicatorView": .view,
        "UIProgressView": .view, "UISegmentedControl": .view, "UIStepper": .view, "UIVisualEffectView": .view,
        "UIPageControl": .view, "UIDatePicker": .view, "UIPickerView": .view, "UISearchBar": .view, "UIToolbar": .view,
    ]

    /// The scroll-view kind a function's type inherits, from its superclass or the project's
    /// class hierarchy; `nil` for any other type.
    static func scrollViewKind(of function: SourceFunction, project: ProjectFacts?) -> ViewKind? {
        var chain = function.superclass.map { [$0] } ?? []
        if let type = function.typeName, let project { chain += project.lineage(of: type).dropFirst() }
        return chain.lazy.compactMap { uikitViewClasses[$0] }.first { $0.isScrollView }
    }

    /// A typing finding about a constraint's numbers (infinite, too large, too small), not about
    /// which attributes it relates.
    static func isNumberProblem(_ diagnostic: LayoutDiagnostic) -> Bool {
        diagnostic.message.hasPrefix("constraint numbers") || diagnostic.message.hasPrefix("the multiplier")
    }

    func span(_ start: Int, _ end: Int) -> SourceSpan {
        let first = tokens[min(start, tokens.count - 1)].start
        let last = tokens[min(max(start, end), tokens.count - 1)].end
        return file.span(offset: first, length: max(0, last - first))
    }

    /// UIKit's content view in a cell's (or header's, or effect view's) own code: the cell sets its
    /// frame to its own bounds (less an accessory or editing control, whose width is the cell's
    /// business too) and the content view keeps its autoresizing mask (Apple,
    /// "UITableViewCell.contentView", "UICollectionViewCell.contentView",
    /// "UIVisualEffectView.contentView"). It is a view of its own, with its own layout margins,
    /// not the cell: `contentView.layoutMarginsGuide` is inset from the content view. Nothing when
    /// the code turns its autoresizing off (then the code's constraints place it).
    private func cellContentViewFilling(naming: ViewNaming, tree: ViewTreeBuilder) -> [IRConstraint] {
        let name = naming.cellContentViewName
        guard naming.hasCellContentView, tree.isMentioned(name),
              !facts.autoresizingOff.keys.contains(["contentView"]) else { return [] }
        return filling(name, owner: naming.selfName, detail: "UIKit's content view fills its cell")
    }

    /// A UIKit content view kept at its owner's bounds by its autoresizing mask: four constraints
    /// pointing at the function.
    private func filling(_ contentView: String, owner: String, detail: String) -> [IRConstraint] {
        let origin = ConstraintOrigin(syntax: .autoresizing, span: span(function.keyword, function.keyword), detail: detail)
        return [Attribute.left, .top, .width, .height].map {
            IRConstraint(.screenView(contentView), $0, .equal, .screenView(owner), $0, constant: 0, origin: origin)
        }
    }

    /// The content view of a `UIVisualEffectView` the function makes or holds in a property
    /// (`blur.contentView.addSubview(icon)`): UIKit's subview of the effect view, sized to its
    /// bounds by its autoresizing mask (Apple, "UIVisualEffectView": "add subviews to the
    /// contentView"), so it hangs from the effect view and fills it, unless the code turns its
    /// autoresizing off (then the code's constraints place it).
    private func effectContentViewsFilling(naming: ViewNaming, tree: inout ViewTreeBuilder) -> [IRConstraint] {
        var owners = facts.creations.filter { $0.className == "UIVisualEffectView" }.map(\.path)
        owners += propertyClasses.filter { $0.value == "UIVisualEffectView" }.map { [$0.key] }
        var result: [IRConstraint] = []
        var seen: Set<String> = []
        for owner in owners {
            let path = owner + ["contentView"]
            let name = naming.name(path), ownerName = naming.name(owner)
            guard tree.isMentioned(name), seen.insert(name).inserted else { continue }
            // An effect view this function names only through its content view is placed
            // elsewhere: it is listed, its frame not known here.
            if !tree.isMentioned(ownerName) {
                tree.mention(ownerName, at: function.keyword)
                tree.markPartlyKnown(ownerName)
            }
            tree.hang(name, from: ownerName)
            guard !facts.autoresizingOff.keys.contains(path) else { continue }
            result += filling(name, owner: ownerName, detail: "UIKit's content view fills its visual effect view")
        }
        return result
    }

    func build(screenName: String) -> FunctionScreen {
        // `view.heightAnchor.constraint(…)`: the controller's view is sized by its own
        // constraints (a child controller, an extension), not by the device.
        // So is a controller the project's code makes a child of another's, or whose view it
        // hands to other code or adds into another view (``ProjectFacts/childControllerClasses``).
        let isChild = function.typeName.map { evaluator.project?.facts.childControllerClasses.contains($0) ?? false } ?? false
        let usesRootSize = isChild || rootSizedByPresentation || facts.calls.contains { entry in
            entry.call.first.item.guide == nil
                && (entry.call.first.attribute == .width || entry.call.first.attribute == .height)
                && (entry.call.first.item.path == ["view"] || entry.call.first.item.path.isEmpty)
        }
        let naming = ViewNaming(function: function, usesRootSize: usesRootSize,
                                lineage: function.typeName.flatMap { evaluator.project?.facts.lineage(of: $0) } ?? [])
        var facts = self.facts
        let inherited = function.typeName.flatMap { evaluator.project?.facts.inheritedParents(of: $0) } ?? [:]
        SuperviewResolution(naming: naming, typeParents: typeParents, inheritedParents: inherited).resolve(&facts)
        var diagnostics: [LayoutDiagnostic] = []
        var solved: [IRConstraint] = []
        var unsolved: [UnsolvedConstraint] = []
        var activated: [ActivatedConstraint] = []
        var tree = ViewTreeBuilder(naming: naming)
        // Views are listed, and diagnostics about them point, where the function first names
        // them: `self` at the function, a created view at its creation.
        if naming.selfName != LayoutItem.rootName { tree.mention(naming.selfName, at: function.keyword) }
        tree.read(facts, evaluator: evaluator, tokens: tokens)
        for (property, className) in propertyClasses {
            if let kind = Self.uikitViewClasses[className] ?? (className == "UILayoutGuide" ? .layoutGuide : nil) {
                tree.declareKind(naming.name([property]), kind)
            }
        }
        // In a scroll view's own class (`class PlaceholderTextView: UITextView`), `self` is that
        // scroll view: its subviews pinned to its edges sit in its content (UIKit's rule for
        // constraints between a scroll view and its subviews).
        if naming.selfName != LayoutItem.rootName, let kind = Self.scrollViewKind(of: function, project: evaluator.project?.facts) {
            tree.declareKind(naming.selfName, kind)
        }

        for entry in facts.calls {
            let call = entry.call
            let origin = ConstraintOrigin(syntax: call.syntax, span: call.span ?? span(call.start, call.end))
            let first = naming.item(call.first.item)
            // An anchor the caller passes (a helper's parameter) names no view of this function:
            // the constraint is listed with its first anchor alone and the name it takes.
            let placeholder = call.secondAnchorParameter != nil
            let second = placeholder ? nil : call.second.map { naming.item($0.item) }
            var runTime: [String] = []
            if case .runTime(let text) = call.multiplier { runTime.append("multiplier: " + text) }
            if case .runTime(let text) = call.constant { runTime.append("constant: " + text) }
            if let text = call.viewDecidedAtRunTime { runTime.append("view: " + text) }
            if let name = call.relationParameter { runTime.append("relation: " + name) }
            for name in [call.firstAttributeParameter, call.secondAttributeParameter].compactMap({ $0 }) { runTime.append("attribute: " + name) }
            if let name = call.secondAnchorParameter { runTime.append("anchor: " + name) }
            // SnapKit's `guide.snp.topMargin` makes a constraint on a layout guide's margin
            // attribute. UIKit accepts it (shipped apps make them), but a guide has no layout
            // margins and Apple documents no geometry for one, so it is shown, not laid out.
            for side in [call.first] + (call.second.map { [$0] } ?? []) where side.item.guide != nil && side.attribute.isMarginRelative {
                runTime.append("attribute: \(side.attribute.name) of a layout guide, which has no layout margins")
            }
            var priority = Priority.required
            var priorityProblem: String?
            switch entry.priority {
            case .none: break
            case .known(let value)?:
                if let valid = Priority(Float(value)) { priority = valid } else { priorityProblem = "priority \(formatNumber(value)) is outside 1…1000" }
            case .runTime(let text)?: runTime.append("priority: " + text)
            }
            var constraint = IRConstraint(first, call.first.attribute, call.relation, second,
                                          placeholder ? .notAnAttribute : call.second?.attribute ?? .notAnAttribute,
                                          multiplier: call.multiplier.known ?? 1, constant: call.constant.known ?? 0,
                                          priority: priority, identifier: entry.identifier, origin: origin)
            constraint.sizeClasses = entry.sizeClasses
            // An attribute or anchor a caller gives is not known here: nothing to type.
            let typing = call.hasCallerGivenAnchor ? [] : ConstraintTyping.check(constraint)
            // A SnapKit line's attribute pairing is checked where it is written, at the word to
            // change, by the closure check (`SnapKitBlockCheck`): one finding for one mistake. Its
            // numbers (`equalTo(1e999)`), which may come from the project's constants, are checked here.
            diagnostics += call.syntax != .snapkit ? typing : typing.filter(Self.isNumberProblem)
            let named = [first] + (second.map { [$0] } ?? [])
            for item in named { tree.mention(item.view, at: call.start) }
            if let at = entry.activatedAt, !placeholder {
                activated.append(ActivatedConstraint(constraint: constraint, at: at,
                                                     names: [first.view] + (second.map { [$0.view] } ?? []),
                                                     paths: [call.first.item.path] + (call.second.map { [$0.item.path] } ?? [])))
            }
            var reason: String?
            if !runTime.isEmpty { reason = "run-time value" }
            else if let priorityProblem { reason = priorityProblem }
            else if let decided = entry.activityDecidedBy { reason = decided }
            else if let condition = entry.condition, entry.sizeClasses == nil {
                reason = condition == "in a closure" ? condition : "under '\(condition)'"
            }
            else if entry.activation == nil { reason = (entry.destination.map { $0 + ", " } ?? "") + "not activated in this function" }
            else if typing.hasErrors { reason = "UIKit refuses it" }
            if let reason {
                unsolved.append(UnsolvedConstraint(constraint: constraint, runTimeValues: runTime, reason: reason))
                for item in named { tree.markPartlyKnown(item.view) }
            } else {
                solved.append(constraint)
            }
        }
        // A constraint call vflc could not read (`band.leadingAnchor.constraint(equalTo:
        // view.myLeading)` with an anchor it cannot follow) still constrains its first view: that
        // view's layout is only partly known, so no ambiguity is reported for it.
        for skipped in facts.unreadable {
            guard let anchor = (skipped.start..<max(skipped.start, min(skipped.end, skipped.start + 24))).first(where: { index in
                index > skipped.start && tokens[index - 1].isPunctuation(".")
                    && tokens[index].identifier.map { ConstraintCallReader.anchors[$0] != nil } == true
            }), let path = ConstraintCallReader.path(tokens[skipped.start..<(anchor - 1)]) else { continue }
            tree.markPartlyKnown(naming.name(path))
        }
        solved += cellContentViewFilling(naming: naming, tree: tree)
        solved += effectContentViewsFilling(naming: naming, tree: &tree)
        for guideUser in solved.flatMap({ [$0.firstItem] + ($0.secondItem.map { [$0] } ?? []) }) + unsolved.flatMap({
            [$0.constraint.firstItem] + ($0.constraint.secondItem.map { [$0] } ?? [])
        }) where guideUser.guide == .contentLayout || guideUser.guide == .frameLayout {
            tree.setScrollView(guideUser.view)
        }
        let (root, spans, candidates) = tree.build(span: { self.span($0, $0) })
        // A view's frame is this function's alone only if everything it is tied to is too:
        // drop views constrained to a view whose frame depends on code vflc does not see.
        // It must also leave autoresizing (else its frame holds it) and be constrained here.
        let autoresizingOff = Set(facts.autoresizingOff.keys.map(naming.name))
        let constrained = Set(solved.flatMap { [$0.firstItem.view] + ($0.secondItem.map { [$0.view] } ?? []) })
        var owned = candidates.filter { autoresizingOff.contains($0) && constrained.contains($0) }
        var changed = true
        while changed {
            changed = false
            for constraint in solved {
                let names = [constraint.firstItem.view] + (constraint.secondItem.map { [$0.view] } ?? [])
                let outside = names.contains { $0 != LayoutItem.rootName && !owned.contains($0) }
                for name in names where outside && owned.contains(name) {
                    owned.remove(name)
                    changed = true
                }
            }
        }

        var screen = LayoutScreen(name: screenName, span: span(function.keyword, function.keyword), root: root,
                                  constraints: solved)
        screen.unsolved = unsolved
        // A view's own code (or a child controller's) lays out a view its caller places: no bar
        // or unsafe screen edge is known to reach it.
        if !naming.isController { screen.environment.bars.presentation = .embedded }
        // The default devices, but for one that the app's deployment target rules out.
        let defaults = DeviceCatalog.defaultDeviceNames(minimumRelease: evaluator.project?.facts.minimumRelease(forFileAt: file.path))
        if defaults != DeviceCatalog.defaultDeviceNames { screen.environment.devices = defaults.map { .catalog(name: $0, span: nil) } }
        // An app that supports landscape only (its project's `UISupportedInterfaceOrientations`)
        // is never laid out in portrait.
        if evaluator.project?.facts.orientations(forFileAt: file.path) == [.landscape] { screen.environment.orientations = [.landscape] }
        if evaluator.project?.facts.isLeftToRightOnly(forFileAt: file.path) == true { screen.environment.leftToRightOnly = true }
        // Frames of views whose content only the running app knows (a label's text, an image)
        // say nothing: the rules that judge frames stay quiet, and ambiguity is reported only
        // for views this function creates and constrains completely.
        screen.disabledRules[0] = [.viewOutsideSuperview, .nonPositiveSize, .outsideSafeArea, .unsatisfiedOptional]
        for (name, span) in spans where !owned.contains(name) {
            guard let line = span?.line else { continue }
            screen.disabledRules[line, default: []].insert(.ambiguousLayout)
        }
        // A rule disabled on one line disables it for every diagnostic on that line; keep owned
        // views' lines checked by moving nothing else there (their spans are their creations).
        diagnostics += AnchorChecks(function: function, facts: facts, naming: naming, file: file, tokens: tokens,
                                    span: { self.span($0, $1) })
            .check(activated: activated, constraints: solved + unsolved.map(\.constraint))
        diagnostics += PriorityChangeCheck(facts: facts, span: { self.span($0, $1) }, isSwift: file.path.hasSuffix(".swift")).check()
        let skipped = facts.unreadable.map { SkippedInput(span: span($0.start, $0.end), reason: $0.reason) }
        return FunctionScreen(screen: screen, diagnostics: diagnostics, skipped: skipped)
    }
}
