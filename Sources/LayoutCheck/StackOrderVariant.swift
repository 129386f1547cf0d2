import LayoutEngine
import LayoutIR

/// The screen once more with the ties of each `fill` stack view broken by its arranged views'
/// order, as UIKit breaks them: "If there's any ambiguity, the stack view resizes the arranged
/// views based on their index in the arrangedSubviews array" (Apple, UIStackView.Distribution.fill).
///
/// Constraints alone leave such a stack's spare length free between arranged views of equal
/// content priorities, or of no intrinsic size (a plain spacer view has no hugging to weigh), and
/// Xcode reports it as a content priority ambiguity; at run time the stack picks by index. So an
/// ambiguity warning that the variant does not repeat is an `info` that says so, and what to set
/// to choose the view that stretches. Only a stack whose own length along its axis is not free
/// takes part: its arranged views share a fixed length, so what the order decides is only how it
/// is shared, never how long the stack is. Laid out as designed (Xcode's canvas and its flags) the
/// warnings stay.
struct StackOrderVariant {
    /// The tie-broken stacks, with their visible arranged views in order.
    private let stacks: [(stack: String, items: [String])]
    /// The views free in the variant, by their free attributes.
    private let stillFree: [String: Set<String>]
    private let index: ScreenIndex

    /// `nil` when no `fill` stack of `prepared` is determined, or the variant adds a conflict.
    /// `free`: every view free in `solution`, reported or not (``AmbiguityAnalysis``'s `anyFree`).
    init?(_ prepared: PreparedScreen, solution: LayoutSolution, free: Set<String>, metrics: UIKitMetrics) {
        guard !DesignFrameCheck.isAsDesigned(prepared.screen) else { return nil }
        let index = prepared.index
        var stacks: [(stack: String, items: [String])] = []
        var added: [IRConstraint] = []
        for node in index.views where node.kind == .stackView {
            let stack = node.properties.stack ?? StackProperties()
            guard stack.distribution == .fill, let id = index.id(of: node.name) else { continue }
            // A stack free in any way may be free in its length, which no order decides.
            guard !free.contains(node.name) else { continue }
            let items = index.children[id.rawValue].map { index.views[$0.rawValue] }
                .filter { !$0.kind.isLayoutGuide && !$0.properties.hidden }.map(\.name)
            guard items.count >= 2 else { continue }
            stacks.append((node.name, items))
            let size: Attribute = stack.axis == .horizontal ? .width : .height
            // The lowest priorities there are, a step apart by index: they weigh only where nothing
            // else does (priority 2 weighs 1.02 of priority 1, hugging at 250 weighs 176).
            for (position, item) in items.enumerated() {
                added.append(IRConstraint(.view(item), size, .equal, constant: 0,
                                          priority: Priority(clamping: Float(min(1 + position, 40))),
                                          origin: ConstraintOrigin(syntax: .stackView, span: node.span,
                                                                   detail: "arranged-order tie of '\(node.name)'")))
            }
        }
        guard !stacks.isEmpty else { return nil }
        var screen = prepared.screen
        screen.constraints += added
        let variant = PreparedScreen(screen)
        let result = LayoutSolver.solve(variant.screen, in: solution.environment, metrics: metrics)
        guard result.conflicts.count <= solution.conflicts.count else { return nil }
        let stillFree = AmbiguityAnalysis.freeAttributeNames(in: result)
        self.stacks = stacks
        self.stillFree = stillFree
        self.index = index
    }

    /// `findings` with each ambiguity warning that the variant does not repeat, inside or beside
    /// a tie-broken stack, turned into an `info` whose first note names the stack.
    func weigh(_ findings: [Finding]) -> [Finding] {
        findings.map { finding in
            guard finding.diagnostic.severity == .warning, let (view, free) = finding.ambiguity,
                  !free.contains(where: { stillFree[view]?.contains($0) == true }),
                  let stack = nearestStack(to: view) else { return finding }
            return finding.demoted(because:
                "it is free only in how stack view '\(stack)' (distribution fill) shares its length among arranged views of equal content priorities or of no intrinsic size, and UIStackView resolves that by the views' order (Apple, UIStackView.Distribution.fill: \"If there's any ambiguity, the stack view resizes the arranged views based on their index in the arrangedSubviews array\"); Xcode reports it as a content priority ambiguity: give the view that should stretch a lower content hugging priority than the others")
        }
    }

    /// The tie-broken stack that holds `view` (as an arranged view or deeper), else the first one
    /// inside the nearest view up the tree that holds one (a view placed beside a stack, under
    /// the same superview).
    private func nearestStack(to view: String) -> String? {
        let names = Set(stacks.map(\.stack))
        let ids = stacks.compactMap { index.id(of: $0.stack) }
        var current = index.id(of: view)
        var steps = 0
        while let here = current, steps < 256 {
            let name = index.views[here.rawValue].name
            if names.contains(name), name != view { return name }
            if let inside = ids.first(where: { $0 != here && index.isDescendant($0, of: here) }) {
                return index.views[inside.rawValue].name
            }
            current = index.parents[here.rawValue]
            steps += 1
        }
        return nil
    }
}
