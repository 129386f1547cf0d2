import LayoutEngine
import LayoutIR

/// The screen once more without the arranged views the app's code can hide
/// (``SetByCode/hiding``): a stack view lays out a hidden arranged view as if it were not there
/// (Apple, "UIStackView": it "automatically updates its layout … whenever one of the arranged
/// subviews's isHidden property changes").
///
/// The document draws every such view shown; the app shows some of them at a time (a dialog's
/// code hides the buttons a case does not need, a cell hides its large-text title until the user
/// picks a large text size). A conflict or a frame finding that the variant does not repeat holds
/// only while those views are shown, which the code decides: it is an `info` naming them and what
/// the code must do, not a warning or an error for every state. Weighed after the other variants,
/// on what they left a warning or an error; a variant that has more conflicts than the document
/// (a hidden view whose own required height its stack's collapse then breaks) says nothing.
struct HiddenArrangedVariant {
    private let prepared: PreparedScreen
    private let solution: LayoutSolution
    private let views: [String]

    /// `nil` when the screen has no arranged view the code hides, or hiding them adds a conflict.
    init?(_ prepared: PreparedScreen, solution original: LayoutSolution, metrics: UIKitMetrics) {
        guard !prepared.hidingByCode.isEmpty else { return nil }
        var screen = prepared.screen
        // Left out as UIKit lays them out, "as if it were not there", with their own constraints:
        // a required height of their own would otherwise fight the stack's collapse, a conflict
        // UIKit logs and resolves by breaking that height (the stack still collapses the view).
        screen.root = Self.leavingOut(screen.root, prepared.hidingByCode)
        screen = screen.resolved(horizontal: original.metrics.horizontalSizeClass, vertical: original.metrics.verticalSizeClass)
        let variant = PreparedScreen(screen)
        let solution = LayoutSolver.solve(variant.screen, in: original.environment, metrics: metrics)
        guard solution.conflicts.count <= original.conflicts.count else { return nil }
        self.prepared = variant
        self.solution = solution
        views = prepared.hidingByCode.sorted()
    }

    /// Keys of the variant's conflicts (``LayoutChecker/conflictKey(_:in:)``).
    var conflictKeys: Set<String> {
        Set(ConflictAnalysis.reports(for: solution).map { LayoutChecker.conflictKey($0, in: solution.system) })
    }

    /// Why a finding the variant does not repeat is the code's.
    var reason: String {
        let list = views.prefix(2).map { "'\($0)'" }.joined(separator: " and ") + (views.count > 2 ? " and \(views.count - 2) more" : "")
        let (them, they) = views.count == 1 ? ("it", "it is") : ("them", "they are")
        return "it rests on \(list) being shown, as the document draws \(them), but the app's code hides \(them) (isHidden), and a stack view collapses a hidden arranged view (Apple, \"UIStackView\"): with \(them) hidden it is gone, so it holds only while \(they) shown; the code must hide \(them) wherever the rest does not fit"
    }

    /// `findings` with each frame warning (a size, a view past its superview or the safe area)
    /// that the variant does not repeat turned into an `info`; the others unchanged.
    func weighFrames(_ findings: [Finding], ambiguous: Set<String>) -> [Finding] {
        guard findings.contains(where: { $0.diagnostic.severity == .warning && SetByCodeVariant.isFrameFinding($0.key) }) else { return findings }
        let again = Set(FrameLint.findings(in: solution, prepared: prepared, ambiguous: ambiguous).map { SetByCodeVariant.subject(of: $0.key) })
        let present = Set(solution.views.filter { !$0.isHidden }.map(\.name))
        return findings.map { finding in
            guard finding.diagnostic.severity == .warning, SetByCodeVariant.isFrameFinding(finding.key) else { return finding }
            let subject = SetByCodeVariant.subject(of: finding.key)
            let view = subject.split(separator: "|").last.map(String.init) ?? ""
            // Hidden itself (or inside a view hidden), its own finding holds whenever it is shown.
            guard !again.contains(subject), present.contains(view) else { return finding }
            return finding.demoted(because: reason)
        }
    }

    /// `node` with every view in `names` marked not installed (``ViewProperties/installed``), for
    /// ``LayoutScreen/resolved(horizontal:vertical:)`` to leave out with its subviews and the
    /// constraints that name them.
    private static func leavingOut(_ node: ViewNode, _ names: Set<String>) -> ViewNode {
        var result = node
        if names.contains(node.name) { result.properties.installed = false }
        result.children = node.children.map { leavingOut($0, names) }
        return result
    }
}
