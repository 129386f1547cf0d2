import Cassowary
import LayoutEngine
import LayoutIR

/// Findings only an imported document can have, in Xcode's terms: views whose stored frame is
/// not where the constraints put them ("misplaced"), and the places where Xcode's own stored
/// `ambiguous` / `misplaced` flags disagree with vflc. Also applies `verifyAmbiguity`.
public enum DesignFrameCheck {
    /// Whether `screen` came from a document that stores frames and Xcode's flags (an
    /// Interface Builder document); the checker runs these checks only there.
    public static func applies(to screen: LayoutScreen) -> Bool {
        screen.allViews.contains { $0.view.source != nil }
    }

    /// Whether `screen` is laid out as designed: its one device is the custom device the
    /// Interface Builder front end makes for `--as-designed`. Stored frames and Xcode's flags
    /// describe that device only. A scene presented at its freeform size is laid out on one
    /// custom device as the app runs too; that declaration carries a `designSize`.
    static func isAsDesigned(_ screen: LayoutScreen) -> Bool {
        let devices = screen.environment.devices
        guard devices.count == 1, case .custom = devices[0], screen.environment.designSize == nil else { return false }
        return true
    }

    /// The per-environment half (run beside ``LayoutChecker/analyze(_:screen:loaded:metrics:)``): free
    /// scroll content sizes, and misplaced views when laid out as designed.
    static func analyze(_ solution: LayoutSolution, screen: LayoutScreen, loaded: LoadedSystem?,
                        consequences: ConflictConsequences, metrics: UIKitMetrics = DeviceCatalog.standard.metrics,
                        into report: inout EnvironmentReport) {
        report.undeterminedScrollContent = undeterminedScrollContent(solution, screen: screen,
                                                                     loaded: loaded ?? LoadedSystem(solution.system))
            .filter { name in
                // A content size free only through a conflict's break is the conflict's consequence.
                guard let variables = solution.system.views[name] else { return true }
                return ![variables.contentWidth, variables.contentHeight].compactMap { $0 }
                    .allSatisfy(consequences.isFreeOnlyThroughBreak)
            }
        if isAsDesigned(screen) {
            let rows = DrawnRowHeights.findings(in: solution, screen: screen,
                                                skipping: report.ambiguousViews.union(report.conflictedViews), metrics: metrics)
            report.findings += rows.findings
            report.ambiguousViews.formUnion(rows.views)
            report.freeInSuperview.formUnion(rows.views)
            report.misplaced = misplacedViews(screen, solution: solution, tolerance: 0.5,
                                              skipping: report.ambiguousViews.union(report.conflictedViews),
                                              layoutIsAmbiguous: !report.ambiguousViews.isEmpty)
        }
    }

    /// The per-screen half (run inside ``LayoutChecker/merge(_:screen:)``): `verifyAmbiguity`
    /// applied, misplaced views and Xcode's flags compared with vflc's when laid out as designed
    /// in one environment, and the scroll views whose content size is free.
    static func merge(_ checked: [LayoutDiagnostic], reports: [EnvironmentReport], screen: LayoutScreen) -> [LayoutDiagnostic] {
        var result = honourVerifyAmbiguity(checked, screen: screen)
        // A scroll view whose content size is free is what Xcode flags ambiguous too
        // ("Scrollable Content Size Ambiguity"), even when its own frame is determined.
        let ambiguous = reports.reduce(into: Set<String>()) {
            $0.formUnion($1.ambiguousViews)
            $0.formUnion($1.undeterminedScrollContent)
        }
        let conflicted = reports.reduce(into: Set<String>()) { $0.formUnion($1.conflictedViews) }
        // Views free only as they slide with a free superview, in every environment where they
        // are free: their frame, in the superview's coordinates, is determined (a scroll view
        // whose content size is free is Xcode's ambiguity whatever its frame does).
        var sliding = Set<String>(), ownFrameFree = Set<String>()
        for report in reports {
            sliding.formUnion(report.ambiguousViews.subtracting(report.freeInSuperview))
            ownFrameFree.formUnion(report.freeInSuperview)
            ownFrameFree.formUnion(report.undeterminedScrollContent)
        }
        sliding.subtract(ownFrameFree)
        if isAsDesigned(screen), reports.count == 1 {
            result += reports[0].misplaced
            result = annotateUnflaggedAmbiguity(result, screen: screen)
            result += unlaidVariationFlags(screen)
        }
        result += flagDisagreements(screen, ambiguousViews: ambiguous.subtracting(sliding), conflictedViews: conflicted,
                                    slidingViews: sliding)
        // Sized by the code's content wherever it is free (every environment's report says so).
        var sizedByCode: [String: String] = [:]
        var notEverywhere = Set<String>()
        for report in reports {
            for name in report.undeterminedScrollContent {
                if let note = report.scrollContentSizedByCode[name] {
                    if sizedByCode[name] == nil { sizedByCode[name] = note }
                } else {
                    notEverywhere.insert(name)
                }
            }
        }
        for name in notEverywhere { sizedByCode[name] = nil }
        result += scrollContentDiagnostics(screen, undetermined: reports.map(\.undeterminedScrollContent),
                                           environments: reports.map(\.environment), sizedByCode: sizedByCode)
        return result
    }

    /// Views whose stored frame differs from the solved one by more than `tolerance` points in
    /// the design environment; each warning's note gives the solved frame. Meaningful only
    /// when `solution` is the document's own design environment (`--as-designed`).
    /// `layoutIsAmbiguous`: other views of the screen are ambiguous, which the notes say (the
    /// views whose frames depend on the ambiguity are skipped as ambiguous themselves).
    public static func misplacedViews(_ screen: LayoutScreen, solution: LayoutSolution, tolerance: Double,
                                      skipping ambiguous: Set<String>, layoutIsAmbiguous: Bool = false) -> [LayoutDiagnostic] {
        var nodes: [String: (node: ViewNode, topLevel: Bool)] = [:]
        for (view, superview) in screen.allViews {
            nodes[view.name] = (view, superview == nil || (superview == LayoutItem.rootName && screen.root.source == nil))
        }
        var result: [LayoutDiagnostic] = []
        for frame in solution.views where !ambiguous.contains(frame.name) && !frame.isHidden {
            guard let (node, topLevel) = nodes[frame.name], let source = node.source, let stored = source.storedFrame else { continue }
            // Both are frames: the engine grows the alignment rect by the control's insets.
            let expected = stored
            let solved = frame.frame
            var apart = abs(solved.width - expected.width) > tolerance || abs(solved.height - expected.height) > tolerance
            if !topLevel { apart = apart || abs(solved.x - expected.x) > tolerance || abs(solved.y - expected.y) > tolerance }
            guard apart else {
                // A root's frame is the canvas, compared by size only: its flag concerns what the
                // size-only comparison cannot see.
                if source.flaggedMisplaced, !topLevel {
                    result.append(LayoutDiagnostic(
                        severity: .info, message: "Xcode flagged \(describe(node)) misplaced, but its stored frame is where the constraints put it",
                        span: node.span, notes: [DiagnosticNote("the flag is stale; saving the document in Xcode clears it")],
                        ruleID: .xcodeFlagDisagreement))
                }
                continue
            }
            var notes = [DiagnosticNote("the constraints place it at \(solved) in its superview; the document stores \(expected)")]
            if source.flaggedMisplaced {
                notes.append(DiagnosticNote("Xcode flagged it misplaced too"))
            } else if layoutIsAmbiguous {
                notes.append(DiagnosticNote("the layout is ambiguous here (see the ambiguous views), so the stored frames may come from a layout the constraints do not settle; resolve the ambiguity first"))
            } else {
                notes.append(DiagnosticNote("Xcode did not flag it: the document was probably saved before the constraints last changed, or edited outside Interface Builder"))
            }
            notes.append(DiagnosticNote("in Interface Builder, 'Update Frames' moves it to where the constraints put it"))
            result.append(.warning("\(describe(node)) is misplaced on \(solution.environment.name)",
                                   at: node.span, notes: notes, ruleID: .misplacedView))
        }
        return result
    }

    /// A note wherever Xcode flagged a view ambiguous and vflc did not find it ambiguous
    /// (`ambiguousViews`: the views, and scroll views with a free content size, vflc found
    /// ambiguous in any environment; `conflictedViews`: the views of an unsatisfiable set, which
    /// the ambiguity check leaves to the conflict). The note says which of three cases it is: a
    /// view in a conflict, a view that keeps its autoresizing mask (whose frame no constraint can
    /// leave open), or a view the constraints determine. `slidingViews`: views free only as they
    /// slide with a free superview, whose frame in the superview's coordinates (the frame Xcode
    /// judges) is determined.
    public static func flagDisagreements(_ screen: LayoutScreen, ambiguousViews: Set<String>,
                                         conflictedViews: Set<String> = [],
                                         slidingViews: Set<String> = []) -> [LayoutDiagnostic] {
        var result: [LayoutDiagnostic] = []
        // Views whose frame and mask the front end turned into constraints, as UIKit does.
        var translated = Set<String>()
        for constraint in screen.constraints where constraint.origin.syntax == .autoresizing {
            translated.insert(constraint.firstItem.view)
        }
        // Views inside one whose host decides its height (a self-sizing row on the devices):
        // Xcode judged them at the height the canvas draws, not at the content's.
        let views = screen.allViews
        // Each such view's host: a row (a table cell), a cell (a collection cell), or the view
        // that holds a top-level view whose height its content gives.
        var hostSizedSubtree: [String: String] = [:]
        for (view, superview) in views {
            if let host = superview.flatMap({ hostSizedSubtree[$0] }) {
                hostSizedSubtree[view.name] = host
            } else if view.source?.heightFromHost == true {
                let element = view.source?.element ?? ""
                hostSizedSubtree[view.name] = element.hasPrefix("tableViewCell") ? "row"
                    : element.hasPrefix("collectionViewCell") || element == "collectionReusableView" ? "cell" : "host"
            }
        }
        for (view, _) in views {
            guard let source = view.source, source.flaggedAmbiguous, !ambiguousViews.contains(view.name) else { continue }
            let message: String
            let notes: [String]
            if slidingViews.contains(view.name) {
                message = "Xcode flagged \(describe(view)) ambiguous, but its frame in its superview is determined: it only slides with its superview, which vflc reports free"
                notes = ["a view's frame is in its superview's coordinates, and Xcode flags the views whose frame the constraints leave open; the superview's finding is the one to resolve",
                         "if Xcode still flags the view once the superview is fixed, its own constraints changed after Xcode last saved the document"]
            } else if conflictedViews.contains(view.name) {
                message = "Xcode flagged \(describe(view)) ambiguous; vflc finds the constraints that place it unsatisfiable instead"
                notes = ["the conflict reported for it says which constraints cannot all hold; whichever one gives way decides its frame",
                         "once the conflict is resolved, check the view again: it may be ambiguous as well"]
            } else if view.properties.frame != nil || translated.contains(view.name) {
                message = "Xcode flagged \(describe(view)) ambiguous, but it keeps its autoresizing mask: its stored frame and mask place it, so no constraint can leave it ambiguous"
                notes = ["the flag does not follow from the document: it is stale (left from an earlier version of the view) or the document was edited outside Interface Builder",
                         "opening and saving the document in Xcode rewrites the flag"]
            } else if let host = hostSizedSubtree[view.name] {
                let holder = host == "host" ? "the view that holds it" : "its \(host)"
                let stored = host == "host" ? "the top-level view" : "the \(host)"
                message = "Xcode flagged \(describe(view)) ambiguous at the height Interface Builder draws it, but on the devices \(holder) takes the height of its content, which determines its frame"
                notes = ["Xcode's flag is about the canvas, where \(stored) keeps its stored height; 'vflc check --as-designed' compares with that",
                         host == "host" ? "if the app gives the view a fixed height, the flag holds on the devices too"
                             : "if the app sets a fixed \(host) height, the flag holds on the devices too"]
            } else {
                message = "Xcode flagged \(describe(view)) ambiguous, but vflc finds its frame determined"
                notes = ["its constraints, with the stored sizes of text, images and controls as their intrinsic sizes, fix its position and size; the flag is stale if they were changed after Xcode last saved the document (or the document was edited by hand)",
                         "if Xcode still reports the view ambiguous, its content measures differently from the stored frame"]
            }
            result.append(LayoutDiagnostic(severity: .info, message: message, span: view.span,
                                           notes: notes.map { DiagnosticNote($0) }, ruleID: .xcodeFlagDisagreement))
        }
        return result
    }

    /// One note per size class in which Xcode flagged a view ambiguous on a `<variation>`:
    /// `--as-designed` lays the document out in its design size class only, so those flags are
    /// not compared with anything.
    public static func unlaidVariationFlags(_ screen: LayoutScreen) -> [LayoutDiagnostic] {
        var result: [LayoutDiagnostic] = []
        for (view, _) in screen.allViews {
            guard let keys = view.source?.flaggedAmbiguousInVariations, !keys.isEmpty else { continue }
            result.append(LayoutDiagnostic(
                severity: .info,
                message: "Xcode flagged \(describe(view)) ambiguous in the size class \(keys.joined(separator: ", ")) (a <variation>), which --as-designed does not lay out; the flag is not checked",
                span: view.span,
                notes: [DiagnosticNote("vflc lays the document out in its design size class only; without --as-designed it checks the compact-width iPhones and the regular iPads")],
                ruleID: .xcodeFlagDisagreement))
        }
        return result
    }

    /// Drops the ambiguity findings of views whose `verifyAmbiguity` is `off`: the author told
    /// Xcode not to check them.
    public static func honourVerifyAmbiguity(_ diagnostics: [LayoutDiagnostic], screen: LayoutScreen) -> [LayoutDiagnostic] {
        var silenced = Set<SourceSpan>()
        for (view, _) in screen.allViews where view.source?.verifyAmbiguity == .off {
            if let span = view.span { silenced.insert(span) }
        }
        guard !silenced.isEmpty else { return diagnostics }
        return diagnostics.filter { diagnostic in
            guard diagnostic.ruleID == .ambiguousLayout, let span = diagnostic.span else { return true }
            return !silenced.contains(span)
        }
    }

    /// Scroll views from a document whose content width or height the constraints leave free
    /// (Xcode: "Scrollable content size is ambiguous"). Table and collection views are left
    /// out: their content comes from their data source, not from constraints. A scroll view
    /// without subviews counts only when it declares a `contentLayoutGuide`: a legacy scroll
    /// view's content size is then its `contentSize` property, set in code. So is that of a
    /// scroll view that keeps its own frame and whose subviews all keep theirs: no constraint
    /// touches them, and only constraints to a scroll view's edges make a content size (Apple,
    /// "Working with Scroll Views"), so the code sets `contentSize` (TongYuan's
    /// `ChangePswController.xib`, a form of fixed-frame fields in a fixed-frame scroll view).
    /// Xcode checks no such view either; it does flag a constraint-placed scroll view whose
    /// content keeps its frames (Noteshelf's cover and theme pickers), so that one counts.
    public static func undeterminedScrollContent(_ solution: LayoutSolution, screen: LayoutScreen,
                                                 loaded: LoadedSystem) -> [String] {
        var result: [String] = []
        // Views whose frame and mask place them (kept as a frame, or turned into constraints).
        var framePlaced = Set<String>()
        for constraint in screen.constraints where constraint.origin.syntax == .autoresizing {
            framePlaced.insert(constraint.firstItem.view)
        }
        func placedByConstraints(_ view: ViewNode) -> Bool { view.properties.frame == nil && !framePlaced.contains(view.name) }
        for (view, _) in screen.allViews where view.kind == .scrollView && view.source != nil
            && (!view.children.isEmpty && (placedByConstraints(view) || view.children.contains(where: placedByConstraints))
                    || view.source?.hasContentLayoutGuide == true) {
            guard let variables = solution.system.views[view.name] else { continue }
            for variable in [variables.contentWidth, variables.contentHeight] {
                guard let variable, variable.index < loaded.variables.count else { continue }
                if !loaded.solver.isDetermined(loaded.variables[variable.index]) {
                    result.append(view.name)
                    break
                }
            }
        }
        return result
    }

    /// One warning per scroll view whose content size is free in some environment, naming them.
    /// `sizedByCode`: scroll views whose content size a view the app's code sizes fixes
    /// (`CodeSizedVariant`), with the note that says so; those are `info`s.
    public static func scrollContentDiagnostics(_ screen: LayoutScreen, undetermined: [[String]],
                                                environments: [String], sizedByCode: [String: String] = [:]) -> [LayoutDiagnostic] {
        var places: [String: [String]] = [:]
        for (index, names) in undetermined.enumerated() {
            for name in names { places[name, default: []].append(index < environments.count ? environments[index] : "?") }
        }
        var result: [LayoutDiagnostic] = []
        var framePlaced = Set<String>()
        for constraint in screen.constraints where constraint.origin.syntax == .autoresizing {
            framePlaced.insert(constraint.firstItem.view)
        }
        for (view, _) in screen.allViews {
            guard let where_ = places[view.name], view.source?.verifyAmbiguity != .off else { continue }
            var place = where_[0]
            if where_.count > 1 { place += " and \(where_.count - 1) more" }
            var diagnostic = RuleRegistry.rule(.ambiguousLayout).diagnostic(
                "the scrollable content size of \(describe(view)) is ambiguous on \(place)", at: view.span,
                notes: [DiagnosticNote("the constraints between the scroll view and its content must fix the content's width and height: pin the content to all four edges of the scroll view (or its contentLayoutGuide) and give it a size"),
                        DiagnosticNote("environments: " + where_.joined(separator: ", "))])
            diagnostic.environments = where_
            // Content the app's code fills (a stack view given its arranged views by code): the
            // document's drawing of it is one state of many, so the finding is the code's to settle.
            if let filled = codeFilledStack(in: view) {
                diagnostic.severity = .info
                diagnostic.notes.insert(DiagnosticNote("its content holds stack view '\(filled)', which the app's code gives its arranged views: what they contribute may fix the content size; check it once the code has filled the stack"), at: 0)
            }
            // Content constrained by placeholders (Interface Builder's "Remove at build time"):
            // the app's code adds the constraints that replace them, which may fix the size.
            else if let placeheld = firstDescendant(of: view, where: { $0.source?.placeholderConstrained == true }) {
                diagnostic.severity = .info
                diagnostic.notes.insert(DiagnosticNote("its content holds '\(placeheld)', whose constraints the document marks as placeholders removed at build time: the app's code adds the ones that replace them, which may fix the content size; check it with those constraints"), at: 0)
            }
            else if let note = sizedByCode[view.name] {
                diagnostic.severity = .info
                diagnostic.notes.insert(DiagnosticNote(note), at: 0)
            }
            // Content holding a view of the app's own class whose size the document only stands in
            // for (Interface Builder's "Intrinsic Size: Placeholder"): at run time the class's
            // intrinsicContentSize decides it (a table that sizes itself to its rows), as the
            // ambiguity of the views themselves says.
            else if let standIn = firstDescendant(of: view, where: { $0.source?.setByCode.contains(.contentSizeStandIn) == true }) {
                diagnostic.severity = .info
                diagnostic.notes.insert(DiagnosticNote("its content holds '\(standIn)', whose intrinsic size the document gives as a design-time placeholder for a class of the app's own: at run time the class's intrinsicContentSize applies, which may fix the content size; check it with that class"), at: 0)
            }
            // Content that keeps its frames (a zooming image view, a form of fixed-frame fields)
            // gives no constraint to the scroll view's edges, and only such constraints make a
            // content size (Apple, "Working with Scroll Views"): the scroll view scrolls over its
            // `contentSize` property, which the app's code sets (the zoom-and-crop pattern sets it to
            // the image's size). Xcode flags it; the finding is the code's to settle.
            else if view.source?.hasContentLayoutGuide != true, !view.children.isEmpty,
                    view.children.allSatisfy({ $0.properties.frame != nil || framePlaced.contains($0.name) }) {
                diagnostic.severity = .info
                diagnostic.notes.insert(DiagnosticNote("its content keeps its frames, so no constraint makes a content size: the scroll view scrolls over its contentSize property, which the app's code must set (to the content's size)"), at: 0)
            }
            result.append(diagnostic)
        }
        return result
    }

    /// The first view inside `view` (depth first) that `matches`.
    private static func firstDescendant(of view: ViewNode, where matches: (ViewNode) -> Bool) -> String? {
        var stack = view.children
        while let next = stack.popLast() {
            if matches(next) { return next.name }
            stack.append(contentsOf: next.children)
        }
        return nil
    }

    /// The first stack view inside `view` that the app's code fills
    /// (``ViewSourceInfo/mayGainArrangedSubviews``), depth first.
    private static func codeFilledStack(in view: ViewNode) -> String? {
        firstDescendant(of: view) { $0.kind == .stackView && $0.source?.mayGainArrangedSubviews == true }
    }

    /// Adds a note to each ambiguity finding about a view Xcode did not flag `ambiguous` (as
    /// designed only: Xcode's flags describe the design device).
    public static func annotateUnflaggedAmbiguity(_ diagnostics: [LayoutDiagnostic], screen: LayoutScreen) -> [LayoutDiagnostic] {
        var unflagged = Set<SourceSpan>()
        for (view, _) in screen.allViews {
            // A content view's drawn row height is a finding with notes of its own (``DrawnRowHeights``).
            if let source = view.source, !source.flaggedAmbiguous, source.drawnRowHeight == nil, let span = view.span {
                unflagged.insert(span)
            }
        }
        return diagnostics.map { diagnostic in
            guard diagnostic.ruleID == .ambiguousLayout, let span = diagnostic.span, unflagged.contains(span) else { return diagnostic }
            var annotated = diagnostic
            annotated.notes.append(DiagnosticNote("Xcode did not flag it ambiguous when the document was saved: its content (text, images) may fix what the constraints leave open"))
            return annotated
        }
    }

    /// "label 'titleLabel' (id K3f-Hq-2Wd)".
    static func describe(_ view: ViewNode) -> String {
        guard let source = view.source else { return "'\(view.name)'" }
        return "\(source.element) '\(view.name)'" + (source.id.map { " (id \($0))" } ?? "")
    }
}
