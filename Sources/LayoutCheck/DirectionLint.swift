import LayoutEngine
import LayoutIR

/// `mixed-direction`, judged by solving: a screen that writes both left/right and
/// leading/trailing is laid out once more in right-to-left, and each view is compared with its
/// left-to-right frame. In right-to-left a view placed by left/right stays where it was, one
/// placed by leading/trailing moves to its mirror image, and one that is symmetric (pinned left
/// and right across its superview, or centred) is both. The screen is reported only when some
/// view stays while another mirrors, or when a view does neither (it is placed by both kinds at
/// once): then parts that line up in left-to-right drift apart. Only views that line up count:
/// siblings, views placed against each other, or views whose edges meet, and never a view and
/// one inside it (which mirrors within it). A full-width card with a
/// trailing badge, or a left/right-only screen, mirrors consistently and is not reported. Only
/// views that some constraint places along x count: a container its caller places (a cell) has
/// no direction of its own.
enum DirectionLint {
    /// Frames closer than this are the same (the pixel rounding of @3x screens).
    static let tolerance = 0.5

    static func findings(in solution: LayoutSolution, prepared: PreparedScreen, metrics: UIKitMetrics) -> [Finding] {
        let screen = prepared.screen
        let environment = solution.environment
        guard environment.direction == .ltr else { return [] }
        let written = screen.constraints.filter { !$0.origin.syntax.isImplicit }
        func uses(_ constraint: IRConstraint, _ test: (Attribute) -> Bool) -> Bool {
            test(constraint.firstAttribute) || test(constraint.secondAttribute)
        }
        let absolute = written.filter { uses($0, \.isAbsoluteHorizontal) }
        let directional = written.filter { uses($0, \.isDirectional) }
        guard !absolute.isEmpty, !directional.isEmpty else { return [] }
        guard solution.conflicts.isEmpty else { return [] }
        // Both directions are laid out with every width the left-to-right solution found: a
        // width the constraints leave open is then the same in both, and any x still open is a
        // position nothing fixes (a container only its subviews' constraints mention, the other
        // end of a constraint the code switches), which lands wherever the solver puts it, in
        // each direction anew: such a view gets no verdict.
        let placed = horizontallyPlaced(prepared.index)
        var absoluteViews: Set<String> = []
        for constraint in absolute {
            absoluteViews.insert(constraint.firstItem.view)
            if let second = constraint.secondItem { absoluteViews.insert(second.view) }
        }
        // The views each view is placed against along x.
        var partners: [String: Set<String>] = [:]
        for constraint in written where constraint.firstAttribute.axis == .horizontal {
            guard let second = constraint.secondItem else { continue }
            partners[constraint.firstItem.view, default: []].insert(second.view)
            partners[second.view, default: []].insert(constraint.firstItem.view)
        }
        let pinned = widthsPinned(screen, to: solution, positionsOf: Set(solution.views.map(\.name)).subtracting(placed))
        let leftToRight = LayoutSolver.solve(pinned, in: environment, metrics: metrics)
        var mirrored = environment
        mirrored.direction = .rtl
        let rightToLeft = LayoutSolver.solve(pinned, in: mirrored, metrics: metrics)
        guard rightToLeft.conflicts.isEmpty, leftToRight.conflicts.isEmpty else { return [] }
        let rtlFrames = Dictionary(rightToLeft.views.map { ($0.name, $0.frame) }, uniquingKeysWith: { first, _ in first })
        // A scroll view's subviews placed against it are placed in its content, which
        // right-to-left mirrors across the content's width (a content view pinned left and right
        // to a scroll view is symmetric in its content however wide the frame is); one placed
        // against a view outside mirrors across the frame. Either mirror image counts.
        let rtlContentWidths = Dictionary(rightToLeft.views.compactMap { view in view.contentSize.map { (view.name, $0.width) } },
                                          uniquingKeysWith: { first, _ in first })
        let loaded = LoadedSystem(leftToRight.system)
        func positionFixed(_ name: String) -> Bool {
            guard let left = leftToRight.system.views[name]?.left, left.index < loaded.variables.count else { return false }
            return loaded.solver.isDetermined(loaded.variables[left.index])
        }
        var stays: [String] = [], mirrors: [String] = [], neither: [String] = []
        for view in leftToRight.views where placed.contains(view.name) && positionFixed(view.name) {
            guard let parent = view.superview, let parentFrame = rtlFrames[parent], let other = rtlFrames[view.name] else { continue }
            let frame = view.frame
            // A width the constraints leave open may come out differently each time: no verdict.
            guard abs(other.width - frame.width) < tolerance else { continue }
            let stayed = abs(other.x - frame.x) < tolerance
            // The mirror image sums three frame numbers, each rounded to the pixel grid on its
            // own: a centred view (at 109.75 for a 100.5-wide label in 320) shows at 110 and
            // mirrors to 109.5, so the mirror test allows those roundings (up to a point).
            let flipped = ([parentFrame.width] + (rtlContentWidths[parent].map { [$0] } ?? []))
                .contains { abs(other.x - ($0 - frame.x - frame.width)) < 2 * tolerance }
            switch (stayed, flipped) {
            case (true, true): continue
            case (true, false): stays.append(view.name)
            case (false, true): mirrors.append(view.name)
            case (false, false):
                // Neither staying nor mirroring is a verdict only on a view that a left/right
                // constraint places or that follows one that is; one that only follows the
                // leading edge of a view placed symmetrically (a centred label) is where that view
                // puts it in either direction.
                if absoluteViews.contains(view.name) || !(partners[view.name] ?? []).isDisjoint(with: absoluteViews) {
                    neither.append(view.name)
                }
            }
        }
        // Views drift apart only where they line up: siblings (in one superview's coordinates),
        // views placed against each other, or views whose left or right edges meet in
        // left-to-right. A view inside another mirrors within it, which is no drift: a page that
        // stays in a paging scroll view while the logo inside it mirrors, or corner marks that
        // stay inside a centred square while a title in another bar mirrors, keep together.
        let superviews = Dictionary(leftToRight.views.map { ($0.name, $0.superview) }, uniquingKeysWith: { first, _ in first })
        let ltrFrames = Dictionary(leftToRight.views.map { ($0.name, $0.absoluteFrame) }, uniquingKeysWith: { first, _ in first })
        func isAncestor(_ ancestor: String, of view: String) -> Bool {
            var current = superviews[view] ?? nil
            var steps = 0
            while let here = current, steps < 256 {
                if here == ancestor { return true }
                current = superviews[here] ?? nil
                steps += 1
            }
            return false
        }
        func lineUp(_ one: String, _ other: String) -> Bool {
            guard !isAncestor(one, of: other), !isAncestor(other, of: one) else { return false }
            if (superviews[one] ?? nil) == (superviews[other] ?? nil) || partners[one]?.contains(other) == true { return true }
            guard let first = ltrFrames[one], let second = ltrFrames[other] else { return false }
            return abs(first.minX - second.minX) < tolerance || abs(first.maxX - second.maxX) < tolerance
        }
        let pair = stays.lazy.compactMap { stayed in mirrors.first { lineUp(stayed, $0) }.map { (stayed, $0) } }.first
        guard !neither.isEmpty || pair != nil else { return [] }
        // Point at the left/right constraint of a view that does not mirror.
        let culprits = pair.map { Set(neither + [$0.0]) } ?? Set(neither)
        let cause = absolute.first { culprits.contains($0.firstItem.view) || ($0.secondItem.map { culprits.contains($0.view) } ?? false) }
            ?? absolute[0]
        let other = pair?.1 ?? mirrors.first ?? neither.first ?? ""
        var notes: [DiagnosticNote] = []
        if let leading = directional.first { notes.append(DiagnosticNote("leading/trailing are used here", span: leading.origin.span)) }
        let moved = neither.first ?? pair?.0 ?? ""
        notes.append(DiagnosticNote("laid out right-to-left, '\(moved)' \(neither.contains(moved) ? "moves but does not mirror" : "stays where it was") while '\(other)' mirrors, so views that line up left-to-right drift apart"))
        notes.append(DiagnosticNote("use leading/trailing everywhere, or left/right everywhere where the layout must not mirror"))
        let diagnostic = RuleRegistry.rule(.mixedDirection).diagnostic(
            "this screen mixes left/right ('\(cause)') with leading/trailing, and right-to-left they disagree",
            at: cause.origin.span, notes: notes)
        let finding = Finding(key: "mixed-direction|\(cause.origin.span?.offset ?? -1)", diagnostic: diagnostic)
        // UIKit lays an app out right to left only when it runs in a right-to-left language it is
        // localized for (Apple, UIUserInterfaceLayoutDirection.rightToLeft).
        guard screen.environment.leftToRightOnly else { return [finding] }
        return [finding.demoted(because: "the app is localized for no right-to-left language (its project's knownRegions) and no code forces that direction, so UIKit never lays this screen out right to left; this matters once a right-to-left localization is added")]
    }

    /// `screen` with each view's width required to be what `solution` gave it, and the x of the
    /// views in `unplaced` too (views no constraint places keep the solver's origin, which
    /// their subviews' positions would otherwise inherit as freedom).
    static func widthsPinned(_ screen: LayoutScreen, to solution: LayoutSolution, positionsOf unplaced: Set<String>) -> LayoutScreen {
        var pinned = screen
        let origin = ConstraintOrigin(syntax: .environment, detail: "the left-to-right layout")
        for view in solution.views where view.superview != nil {
            guard let variables = solution.system.views[view.name] else { continue }
            // The solver's values, not the frame rounded to pixels (which other constraints may
            // not allow exactly).
            func value(_ variable: LayoutVariable) -> Double? {
                variable.index < solution.values.count ? solution.values[variable.index] : nil
            }
            if let width = value(variables.width) {
                pinned.constraints.append(IRConstraint(.view(view.name), .width, .equal, constant: width, origin: origin))
            }
            if unplaced.contains(view.name), let left = value(variables.left) {
                // `left` is in the root's coordinates: pin it relative to the root.
                pinned.constraints.append(IRConstraint(.view(view.name), .left, .equal, .root, .left, constant: left, origin: origin))
            }
        }
        return pinned
    }

    /// The views some constraint places along x against a view outside their own subtree (a
    /// sibling, an ancestor, a stack's arrangement, an autoresizing frame). A view whose x only its
    /// subviews mention, such as a cell or custom view whose caller places and sizes it, keeps the
    /// solver's arbitrary origin in both directions: it neither stays nor mirrors by any rule.
    static func horizontallyPlaced(_ index: ScreenIndex) -> Set<String> {
        func isPosition(_ attribute: Attribute) -> Bool { attribute.axis == .horizontal && attribute.kind == .location }
        var placed: Set<String> = []
        for (constraint, ids) in zip(index.constraints, index.constraintViews) {
            guard let first = ids.first else { continue }
            if isPosition(constraint.firstAttribute), ids.second.map({ $0 != first && !index.isDescendant($0, of: first) }) ?? true {
                placed.insert(index[first].name)
            }
            if let second = ids.second, isPosition(constraint.secondAttribute), second != first,
               !index.isDescendant(first, of: second) {
                placed.insert(index[second].name)
            }
        }
        return placed
    }
}
