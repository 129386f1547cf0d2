import LayoutEngine
import LayoutIR

/// The lint rules that need the solved frames: views outside their superview, zero or negative
/// sizes, content under a bar or outside the safe area, optional constraints left unsatisfied.
enum FrameLint {
    /// The last part of the key of a zero-size finding ("size|view|a zero size").
    static let zeroSize = "a zero size"

    /// Tolerance in points: pixel rounding never triggers a finding.
    static let tolerance = 0.5

    /// `ambiguous`: views the ambiguity analysis reports; their solved frame is one of many, so
    /// its size and place are not findings of their own (Xcode, too, reports such a view as
    /// ambiguous, not as misplaced).
    static func findings(in solution: LayoutSolution, prepared: PreparedScreen, ambiguous: Set<String> = []) -> [Finding] {
        let screen = prepared.screen, index = prepared.index, design = prepared.design
        let frames = Dictionary(solution.views.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        var findings: [Finding] = []
        // A screen that disables these rules throughout (the anchor extractor's do: their frames
        // depend on content only the app knows) is not measured at all.
        let measuresViews = !RuleSuppression.isDisabled(.nonPositiveSize, in: screen)
            || !RuleSuppression.isDisabled(.viewOutsideSuperview, in: screen)
        let conflicted = measuresViews ? ConflictAnalysis.viewsInConflicts(solution) : []
        let textSizedRows = measuresViews ? prepared.textSizedRows : []
        // A view inside one that a conflict sizes is measured against a frame that depends on which
        // constraint UIKit breaks (Apple, "Unsatisfiable Layouts": it breaks one and logs it, which
        // one is not documented): the conflict is the finding.
        for view in solution.views where measuresViews && view.superview != nil && !view.isHidden && !conflicted.contains(view.name)
            && !(view.superview.map(conflicted.contains) ?? false) && !ambiguous.contains(view.name) {
            let id = index.id(of: view.name)
            let node = id.map { index[$0] }
            let span = node?.span
            let frame = view.frame
            let deliberate = design.deliberateZeroAxes(of: id)
            // A view inside a superview already without width (height) takes its lack from it:
            // the superview's finding is the one to act on.
            let parentFrame = view.superview.flatMap { frames[$0] }?.frame
            let hostSized = node?.source?.heightFromHost == true
            let hostWide = node?.source?.widthFromHost == true
            // A view that draws nothing only holds space: without width or height it hides nothing.
            let spacer = node?.source?.drawsNothing == true && frame.width >= 0 && frame.height >= 0
            let widthSlip = (frame.width < 0 || (frame.width == 0 && !deliberate.width)) && (parentFrame?.width ?? 1) > 0
                && !hostWide
            let heightSlip = (frame.height < 0 || (frame.height == 0 && !deliberate.height)) && (parentFrame?.height ?? 1) > 0
                && !hostSized
            if widthSlip || heightSlip, !spacer {
                let size = "\(formatNumber(frame.width)) × \(formatNumber(frame.height))"
                let what = frame.width < 0 || frame.height < 0 ? "a negative size" : zeroSize
                var notes = [DiagnosticNote("on \(solution.environment.name) it is laid out at \(ConflictDiagnostic.format(view.absoluteFrame))")]
                if design.restsOnEstimatedText(id) {
                    notes.append(DesignedFrames.estimateNote)
                }
                // Negative in every solution: the screen is too small for what cannot give way,
                // said once here with the sum and the members, not at each view it pushes.
                var reason = ""
                var arithmetic: String?
                if frame.width < 0 || frame.height < 0,
                   let shortfall = ScreenShortfall(view: view.name, horizontal: frame.width < 0, in: solution) {
                    reason = ": " + shortfall.reason
                    notes += shortfall.notes(for: view.name, in: solution.system)
                    arithmetic = shortfall.sum.map { "\($0.text) on \(solution.environment.name)" }
                }
                var finding = Finding(key: "size|\(view.name)|\(what)", diagnostic: RuleRegistry.rule(.nonPositiveSize).diagnostic(
                    "'\(view.name)' has \(what) (\(size))\(reason)", at: span, notes: notes))
                finding.arithmetic = arithmetic
                // A size that holds what the app's code fills or constrains (an outlet it adds
                // views to) is the document's part only: what the code adds decides it.
                if design.restsOnCodeCompletedView(id) {
                    finding.diagnostic.severity = .info
                    finding.diagnostic.notes.insert(DiagnosticNote("it holds a view the app's code adds views or constraints to (an outlet), which the document does not show: check its size once the code has run"), at: 0)
                }
                findings.append(finding)
            }
            // Content scrolls in scroll, table and collection views (a static table's rows run
            // past its frame; a collection's layout sizes its cells). Inside a superview of no
            // size nothing fits: the superview's own finding says why.
            if let parentName = view.superview, let parent = frames[parentName],
               !parent.kind.isScrollView, parent.frame.width > 0, parent.frame.height > 0,
               frame.width > 0, frame.height > 0 {
                // A side the stored design already overflows by as much was drawn that way.
                let parentNode = index.node(named: parentName)
                let designed = DesignedFrames.storedOverflow(of: node, in: parentNode)
                var sides: [String] = []
                // Inside a view whose height (width) its host decides, how a child sits along that
                // axis depends on it; so does the view's own far edge against the canvas.
                let parentHostSized = parentNode?.source?.heightFromHost == true
                let parentHostWide = parentNode?.source?.widthFromHost == true
                // Constraints place a view's alignment rectangle; its frame reaches past it by its
                // `alignmentRectInsets` (a slider's track ends, a control's shadow: Apple,
                // `UIView.alignmentRectInsets`), so an overhang within them is the control's design.
                let ornament = node?.properties.alignmentRectInsets ?? .zero
                let allowed = designed.map { LayoutInsets(top: max($0.top, ornament.top), left: max($0.left, ornament.left),
                                                          bottom: max($0.bottom, ornament.bottom), right: max($0.right, ornament.right)) }
                    ?? ornament
                if -frame.minX > allowed.left + tolerance, !parentHostWide { sides.append("left") }
                // In a row as tall as its content, where the content holds a text the app sets,
                // how things fit vertically depends on that text.
                let textSizedRow = textSizedRows.contains(view.name)
                if -frame.minY > allowed.top + tolerance, !parentHostSized, !textSizedRow { sides.append("top") }
                if frame.maxX - parent.frame.width > allowed.right + tolerance, !hostWide, !parentHostWide {
                    sides.append("right")
                }
                if frame.maxY - parent.frame.height > allowed.bottom + tolerance, !hostSized, !parentHostSized,
                   !textSizedRow {
                    sides.append("bottom")
                }
                guard !sides.isEmpty else { continue }
                var notes = [DiagnosticNote("on \(solution.environment.name) its frame is \(ConflictDiagnostic.format(frame)) inside a \(formatNumber(parent.frame.width)) × \(formatNumber(parent.frame.height)) superview")]
                if let designed, let stored = node?.source?.storedFrame, designed != .zero {
                    notes.append(DiagnosticNote("the document draws it at \(ConflictDiagnostic.format(stored)), partly outside already; only what goes past that is reported"))
                }
                if design.restsOnEstimatedText(id) {
                    notes.append(DesignedFrames.estimateNote)
                }
                let place = "past the \(sides.joined(separator: " and ")) edge\(sides.count == 1 ? "" : "s") of '\(parentName)'"
                var finding = Finding(key: "outside|\(view.name)|\(sides)", diagnostic: RuleRegistry.rule(.viewOutsideSuperview).diagnostic(
                    "'\(view.name)' extends \(place)", at: span, notes: notes))
                finding.escape = (view.name, place)
                findings.append(finding)
            }
        }
        if !RuleSuppression.isDisabled(.outsideSafeArea, in: screen) {
            findings += safeArea(solution, screen: screen, index: index)
        }
        findings += ScrollInsetLint.findings(in: solution, index: index)
        if !RuleSuppression.isDisabled(.unsatisfiedOptional, in: screen) {
            findings += unsatisfiedOptional(solution)
        }
        return findings
    }

    /// Direct subviews of the root, other than scroll views, whose frame reaches under the top or
    /// bottom bar area (outside the root's safe area) while the root extends under a bar.
    private static func safeArea(_ solution: LayoutSolution, screen: LayoutScreen, index: ScreenIndex) -> [Finding] {
        let metrics = solution.metrics
        let safe = metrics.rootSafeArea
        let height = metrics.rootFrame.height
        guard screen.environment.bars.navigationBar != nil || screen.environment.bars.tabBar != nil else { return [] }
        var findings: [Finding] = []
        // Scroll views are meant to run under translucent bars: their adjusted content inset
        // keeps the content clear, and `scroll-content-under-bar` reports when it does not.
        // A table or collection view controller's root is itself a scroll view: its cells and
        // headers are content, kept clear of the bars by the adjusted content inset.
        if let root = solution.views.first(where: { $0.superview == nil }), root.kind.isScrollView { return [] }
        // A container view's child controller gets the covered part as its own safe area
        // (UIView.safeAreaInsets), so its content is laid out clear of the bars.
        var children: [String: [ViewFrame]] = [:]
        for view in solution.views { if let parent = view.superview { children[parent, default: []].append(view) } }
        var pending = solution.views.filter { $0.depth == 1 }
        var next = 0
        while next < pending.count {
            let view = pending[next]
            next += 1
            guard !view.isHidden, view.frame.height > 0, !view.kind.isScrollView, view.kind != .container,
                  index.node(named: view.name)?.source?.scrollsOwnContent != true else { continue }
            var edges: [String] = []
            // Under a navigation bar the app's code makes transparent, content shows by design.
            let transparentTop = screen.environment.bars.navigationBarIsTransparent && metrics.navigationBarFrame != nil
            if safe.top > 0, !transparentTop, view.absoluteFrame.minY < safe.top - tolerance { edges.append("top") }
            if safe.bottom > 0, view.absoluteFrame.maxY > height - safe.bottom + tolerance { edges.append("bottom") }
            guard !edges.isEmpty else { continue }
            // A backdrop (a view across the whole width that runs to the screen's edge where it
            // crosses the safe area) is meant to extend to the edges (Apple's Human Interface
            // Guidelines, "Layout"); what must stay visible is its content: its subviews are
            // checked in its place. One without subviews that covers the whole screen is artwork,
            // and so is an image view without subviews that only runs under the Home indicator
            // (a gradient along the bottom edge): the indicator covers nothing (it is drawn over
            // the content, not a bar), and artwork is to extend to the display's edges (Apple's
            // Human Interface Guidelines, "Layout").
            let frame = view.absoluteFrame
            let spansWidth = frame.minX <= tolerance && frame.maxX >= metrics.rootFrame.width - tolerance
            let reachesEdges = (!edges.contains("top") || frame.minY <= tolerance)
                && (!edges.contains("bottom") || frame.maxY >= height - tolerance)
            if spansWidth && reachesEdges {
                let inside = children[view.name] ?? []
                let coversScreen = frame.minY <= tolerance && frame.maxY >= height - tolerance
                if !inside.isEmpty || coversScreen || isTint(view, index: index)
                    || (view.kind == .imageView && edges == ["bottom"] && metrics.tabBarFrame == nil) {
                    pending += inside
                    continue
                }
            }
            if isBackground(view, covering: safe, height: height, width: metrics.rootFrame.width, index: index) { continue }
            // Artwork the document drew over its whole screen (a background image with a fixed
            // frame equal to the root's stored frame, kept at that size) is a backdrop as designed: the canvas
            // already showed it under the bars (Docs/InterfaceBuilder.md, "Frame findings on the
            // default devices": what the canvas showed is the design), and a fixed frame keeps its
            // top-left corner at the screen's, where a backdrop belongs (Apple's Human Interface
            // Guidelines, "Layout": backgrounds extend to the edges of the display).
            if frame.minX <= tolerance, frame.minY <= tolerance, children[view.name]?.isEmpty ?? true,
               coversDesignedScreen(view, rootName: solution.views.first { $0.superview == nil }?.name, index: index) {
                continue
            }
            let bar = edges.contains("top") && metrics.navigationBarFrame != nil ? "under the navigation bar"
                : edges.contains("bottom") && metrics.tabBarFrame != nil ? "under the tab bar" : "outside the safe area"
            var diagnostic = RuleRegistry.rule(.outsideSafeArea).diagnostic(
                "'\(view.name)' reaches \(bar) (past the safe area's \(edges.joined(separator: " and ")))", at: index.node(named: view.name)?.span,
                notes: [DiagnosticNote("on \(metrics.environment.name) it is at \(ConflictDiagnostic.format(view.absoluteFrame)); the safe area is \(FrameTableNumber.text(safe.top)) from the top and \(FrameTableNumber.text(safe.bottom)) from the bottom"),
                        DiagnosticNote("pin it to view.safeArea if its content must stay visible")])
            // Under a bar the code hides and shows, the finding holds only while the bar is shown
            // when the view stays below the status bar (the bar's top).
            if edges == ["top"], screen.environment.bars.navigationBarMayBeAbsent, let bar = metrics.navigationBarFrame,
               view.absoluteFrame.minY + metrics.rootFrame.minY >= bar.minY - tolerance {
                diagnostic = Self.dependingOnBarToggle(diagnostic, bars: screen.environment.bars)
            }
            var finding = Finding(key: "safe|\(view.name)|\(edges)", diagnostic: diagnostic)
            finding.escape = (view.name, bar)
            findings.append(finding)
        }
        return findings
    }

    /// A finding that rests on the navigation bar's place, on a screen shown with and without
    /// the bar (``BarConfiguration/navigationBarMayBeAbsent``: code that hides and shows it, or a
    /// bar the document only simulates): an info saying what the code must do, since without
    /// the bar the finding does not hold.
    static func dependingOnBarToggle(_ diagnostic: LayoutDiagnostic, bars: BarConfiguration) -> LayoutDiagnostic {
        var result = diagnostic
        result.severity = .info
        let note = bars.navigationBarToggledByCode
            ? "the screen's code hides and shows its navigation bar (setNavigationBarHidden): this holds only while the bar is shown; check that the code hides the bar whenever this content must be visible"
            : "no navigation controller in the document shows this scene: its navigation bar is Interface Builder's simulation, and this holds only if the app's code pushes the scene onto a navigation stack that shows its bar"
        result.notes.insert(DiagnosticNote(note), at: 0)
        return result
    }

    /// Whether the document stores `view` over its root's whole stored frame (at the root's
    /// origin, at least as wide and as tall) and the device keeps that size: a fixed frame, not a
    /// view its constraints make smaller than the screen it was drawn over.
    private static func coversDesignedScreen(_ view: ViewFrame, rootName: String?, index: ScreenIndex) -> Bool {
        guard let stored = index.node(named: view.name)?.source?.storedFrame,
              let rootName, let root = index.node(named: rootName)?.source?.storedFrame,
              root.width > 0, root.height > 0 else { return false }
        return abs(stored.x) <= tolerance && abs(stored.y) <= tolerance
            && stored.width >= root.width - tolerance && stored.height >= root.height - tolerance
            && abs(view.frame.width - stored.width) <= tolerance && abs(view.frame.height - stored.height) <= tolerance
    }

    /// A background: what UIKit draws behind a screen's content and Apple's Human Interface
    /// Guidelines ("Layout") extend to the edges of the display, under the bars, while content
    /// stays inside the safe area. It holds nothing a user must see or touch: a plain view (of no
    /// class whose code could draw content: a card deck, a chart) or an image view (whatever
    /// image the code gives it) with no subviews, across the whole width of the root and over the whole of
    /// its safe area, in the leading run of its superview's subviews (UIKit draws subviews in
    /// order, so every view before it is such a view too and it is behind all content). Pinned
    /// to a layout guide by the bars' height (`top == topLayoutGuide.bottom - 64`), it reaches
    /// the top edge on the phones it was drawn for and stops short of it on others; either way
    /// nothing in it must stay visible.
    private static func isBackground(_ view: ViewFrame, covering safe: LayoutInsets, height: Double, width: Double,
                                     index: ScreenIndex) -> Bool {
        let frame = view.absoluteFrame
        guard view.kind == .view || view.kind == .imageView, frame.minX <= tolerance, frame.maxX >= width - tolerance,
              frame.minY <= safe.top + tolerance, frame.maxY >= height - safe.bottom - tolerance,
              let id = index.id(of: view.name), index.children[id.rawValue].isEmpty,
              // A document that describes the view (an Interface Builder element: a `<view>` with no
              // class is a UIView, which draws only its colour); in a `.layout` file or code a
              // `view` may stand for any view, a list or a map.
              let source = index[id].source, view.kind == .imageView || !source.setByCode.contains(.content),
              let parent = index.parents[id.rawValue] else { return false }
        for sibling in index.children[parent.rawValue] {
            if sibling == id { return true }
            let kind = index[sibling].kind
            // Behind a background, a view of the app's class would be covered by it: one too.
            guard kind == .view || kind == .imageView, index.children[sibling.rawValue].isEmpty else { return false }
        }
        return false
    }

    /// A content-free view that tints what is behind it: a plain view (no subviews, no text or
    /// image, no class of the app's own that could draw) that is see-through (`alpha` below 1)
    /// or named as the status bar's backdrop. Run under the bars to the screen's edge, it is a
    /// backdrop by design (Apple's Human Interface Guidelines, "Layout": backgrounds extend to
    /// the display's edges); nothing in it must stay visible.
    private static func isTint(_ view: ViewFrame, index: ScreenIndex) -> Bool {
        guard view.kind == .view, let node = index.node(named: view.name), node.children.isEmpty,
              node.source?.setByCode.contains(.content) != true else { return false }
        return (node.source?.alpha ?? 1) < 1 || view.name.lowercased().contains("statusbar")
    }

    private static func unsatisfiedOptional(_ solution: LayoutSolution) -> [Finding] {
        var findings: [Finding] = []
        for lowered in solution.system.constraints where !lowered.priority.isRequired && !lowered.origin.syntax.isImplicit {
            let violation = lowered.violation(in: solution)
            guard violation > tolerance else { continue }
            let place = lowered.origin.span.map { "\($0.offset)" } ?? "-"
            findings.append(Finding(key: "optional|\(lowered.constraint)|\(place)", diagnostic: RuleRegistry.rule(.unsatisfiedOptional).diagnostic(
                "optional constraint '\(lowered.constraint)' (priority \(formatNumber(Double(lowered.priority.value)))) is not satisfied",
                at: lowered.origin.span,
                notes: [DiagnosticNote("it misses by \(formatNumber((violation * 2).rounded() / 2)) pt on \(solution.environment.name)")])))
        }
        return findings
    }

    /// The views in the content view of a cell whose host gives it its content's height (a
    /// self-sizing row, a top-level cell on the devices) when that content includes a view
    /// whose text the document does not fix: the row's height, and so what fits in it
    /// vertically, is that text's. (A host-sized view's own children are exempt already.)
    static func textSizedHostedViews(_ index: ScreenIndex) -> Set<String> {
        let contentViews: Set<String> = ["tableViewCellContentView", "collectionViewCellContentView"]
        var hostOf: [String: String] = [:]
        var hostsWithText = Set<String>()
        var inContentView: [String: String] = [:]
        var isContentView = Set<String>()
        for (view, superview) in zip(index.views, index.superviews) {
            if let element = view.source?.element, contentViews.contains(element) { isContentView.insert(view.name) }
            let host = superview.flatMap { hostOf[$0] } ?? (view.source?.heightFromHost == true ? view.name : nil)
            guard let host else { continue }
            hostOf[view.name] = host
            if view.source?.textMayChange == true { hostsWithText.insert(host) }
            if let superview, superview != host, isContentView.contains(superview) {
                inContentView[view.name] = host
            }
        }
        return Set(inContentView.filter { hostsWithText.contains($0.value) }.keys)
    }
}
