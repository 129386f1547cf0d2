import LayoutEngine
import LayoutIR

/// Views a screen too small for its content squeezes below zero: an ambiguous view whose width or
/// height can be negative at the optimum (the login button of a form on an iPhone SE in landscape,
/// −12 … 4 pt tall). The negative size is the finding (`non-positive-size`), once, at the view;
/// the views that are free only because the shortfall can move between the squeezed view and the
/// constraints it is tied with (the same tie of priorities on the same axis) are consequences of
/// it and are folded into it, not reported one by one with advice that would still leave the view
/// with no size.
struct SqueezedViews {
    /// The squeeze findings, each with its view.
    private(set) var findings: [(view: String, finding: Finding)] = []
    /// The views whose ambiguity a squeeze explains (the squeezed views among them).
    private(set) var folded = Set<String>()

    init(free: [(view: String, attributes: [AmbiguityAnalysis.FreeAttribute])], ties: TiedPriorities,
         solution: LayoutSolution, index: ScreenIndex) {
        let tolerance = FrameLint.tolerance
        for (view, attributes) in free {
            for attribute in attributes where attribute.name == "width" || attribute.name == "height" {
                let horizontal = attribute.name == "width"
                // A size free without bound is squeezed when no solution gives it 0 or more (the
                // solved one, then, is negative too): advice to add a size would leave it negative.
                var unboundedShortfall: ScreenShortfall?
                if attribute.range == nil {
                    guard attribute.rangeComputed, let frame = solution.unroundedFrame(of: view),
                          (horizontal ? frame.width : frame.height) < -tolerance,
                          let shortfall = ScreenShortfall(view: view, horizontal: horizontal, in: solution) else { continue }
                    unboundedShortfall = shortfall
                } else if let range = attribute.range, AmbiguityAnalysis.pixel(range.lowerBound, solution) >= -tolerance {
                    continue
                }
                let position = attribute.name == "width" ? "x" : "y"
                var movedWith: [String] = []
                if let tie = ties.tie(for: view, attribute: position), tie.viewPositions[view] != nil {
                    for (other, otherAttributes) in free where other != view
                        && otherAttributes.contains(where: { ($0.name == position || $0.name == attribute.name) })
                        && ties.tie(for: other, attribute: position)?.members == tie.members {
                        movedWith.append(other)
                    }
                    folded.formUnion(movedWith)
                }
                folded.insert(view)
                var notes: [DiagnosticNote] = []
                if let range = attribute.range {
                    let low = formatNumber(AmbiguityAnalysis.pixel(range.lowerBound, solution))
                    let high = formatNumber(AmbiguityAnalysis.pixel(range.upperBound, solution))
                    notes.append(DiagnosticNote("on \(solution.environment.name) its \(attribute.name) can be \(low) … \(high): the screen is too small for what its constraints ask, and the solver may take the shortfall from '\(view)' down to \(low)"))
                } else {
                    notes.append(DiagnosticNote("on \(solution.environment.name) its \(attribute.name) has no lower bound and is never 0 or more"))
                }
                if let tie = ties.tie(for: view, attribute: position), tie.viewPositions[view] != nil {
                    notes.append(DiagnosticNote(TiedPriorities.shortfallNote(tie, view: view, system: solution.system)))
                }
                if !movedWith.isEmpty {
                    notes.append(DiagnosticNote("\(movedWith.count) other view\(movedWith.count == 1 ? "" : "s") move\(movedWith.count == 1 ? "s" : "") with the shortfall and \(movedWith.count == 1 ? "is" : "are") not reported apart: \(movedWith.map { "'\($0)'" }.joined(separator: ", "))"))
                }
                // Negative however the free values fall: what cannot give way is too big, and
                // the sum says by how much.
                var reason = "the screen does not fit its content"
                var arithmetic: String?
                var everySolution = false
                if let shortfall = unboundedShortfall ?? attribute.range.flatMap({ range in
                    AmbiguityAnalysis.pixel(range.upperBound, solution) < -tolerance
                        ? ScreenShortfall(view: view, horizontal: horizontal, in: solution) : nil
                }) {
                    reason = shortfall.reason
                    everySolution = true
                    notes += shortfall.notes(for: view, in: solution.system)
                    arithmetic = shortfall.sum.map { "\($0.text) on \(solution.environment.name)" }
                }
                var finding = Finding(key: "size|\(view)|a negative size", diagnostic: RuleRegistry.rule(.nonPositiveSize).diagnostic(
                    everySolution ? "'\(view)' has a negative \(attribute.name) in every solution: \(reason)"
                        : "'\(view)' can be laid out with a negative \(attribute.name): \(reason)", at: index.node(named: view)?.span,
                    notes: notes))
                finding.arithmetic = arithmetic
                findings.append((view, finding))
                break
            }
        }
    }
}
