import LayoutEngine
import LayoutIR

/// The screen once more with a size for what the app's code gives one: the views whose natural
/// size the document leaves to code get the size the document draws them at, and the outlets it
/// hides are shown.
///
/// A warning must hold for every value the code can give to what the document leaves open
/// (Docs/InterfaceBuilder.md, "What the app's code sets"). The reader marks the views themselves
/// (``SetByCode``), and the checker already makes their own findings `info`s; but a view that only
/// follows one of them — a separator below a stack the code fills, a scroll view's content that is
/// an image view the code gives its image, a stack whose only height is a code-set label — was
/// still warned about, at every view down the line. Here each such view is given a size:
/// - a stack view the code fills (``ViewSourceInfo/mayGainArrangedSubviews``) that is free or
///   solved to no size: a stack view is as large as its arranged views (Apple, "UIStackView"),
///   which the code adds;
/// - an image view outlet without an image: `UIImageView`'s intrinsic content size is its image's
///   size (Apple, "UIImageView": "the image view's intrinsic content size is the size of the
///   image"), and the code sets the image;
/// - a plain view of the app's own class whose content code sets, with no intrinsic size on an
///   axis: its class's `intrinsicContentSize` (code the document does not run) may give it one;
/// - an outlet hidden in the document is shown: the code that holds it can unhide it, and a
///   hidden arranged view takes no place in its stack (Apple, "UIStackView": the stack view
///   "automatically updates its layout" when an arranged view's `isHidden` changes).
///
/// An ambiguity, a zero size, or a free scrollable content size that the variant does not repeat
/// rests on what the code supplies: it is reported as an `info` naming the view the code decides
/// and what the code must do there — one finding's cause, not a warning at each view that follows.
struct CodeSizedVariant {
    /// Why a view takes part in the variant, in the order the variant adds them: a finding is
    /// put down to the first kind whose sizes fix it.
    enum Reason: Int, Sendable, CaseIterable {
        case filledStack, shown, image, classSize
    }

    /// The screen laid out with the stand-ins of some kinds: its solution, and the views free in it
    /// by their free attributes.
    private struct Stage {
        var reason: Reason
        var prepared: PreparedScreen
        var solution: LayoutSolution
        var stillFree: [String: Set<String>]
    }

    /// The views given a size or shown, with why.
    let standIns: [(view: String, reason: Reason)]
    /// One layout per kind of stand-in present, each with the kinds before it too.
    private let stages: [Stage]
    private let index: ScreenIndex

    /// The variant of `prepared` for `solution`'s environment; `nil` when nothing in the screen
    /// is the code's to size. `free`: the views the ambiguity analysis found free.
    init?(_ prepared: PreparedScreen, solution: LayoutSolution, free: Set<String>, metrics: UIKitMetrics) {
        let index = prepared.index
        var standIns: [(view: String, reason: Reason)] = []
        var sizes: [String: LayoutSize] = [:]
        let solved = Dictionary(solution.views.map { ($0.name, $0.frame) }, uniquingKeysWith: { first, _ in first })
        for node in index.views {
            guard let source = node.source else { continue }
            let stated = node.properties.intrinsicSize
            let lacksWidth = (stated?.width ?? -1) < 0, lacksHeight = (stated?.height ?? -1) < 0
            var reason: Reason?
            if node.kind == .stackView, source.mayGainArrangedSubviews,
               free.contains(node.name) || solved[node.name].map({ $0.width <= 0 || $0.height <= 0 }) == true {
                // Free, or squeezed to no size: its arranged views would give it one.
                reason = .filledStack
            } else if node.kind == .imageView, prepared.contentSetByCode.contains(node.name), lacksWidth || lacksHeight {
                reason = .image
            } else if source.element == "view", prepared.contentSetByCode.contains(node.name), lacksWidth || lacksHeight {
                reason = .classSize
            } else if prepared.hiddenSetByCode.contains(node.name), node.properties.hidden {
                reason = .shown
            }
            guard let reason else { continue }
            standIns.append((node.name, reason))
            guard reason != .shown else { continue }
            // The size the document draws it at (the code's content as the canvas shows it),
            // else the size it was solved at.
            let drawn = source.storedFrame.map { LayoutSize(width: $0.width, height: $0.height) }
                ?? solved[node.name].map { LayoutSize(width: $0.width, height: $0.height) }
            guard let drawn, drawn.width >= 0, drawn.height >= 0 else { continue }
            sizes[node.name] = LayoutSize(width: lacksWidth ? drawn.width : stated?.width ?? drawn.width,
                                          height: lacksHeight ? drawn.height : stated?.height ?? drawn.height)
        }
        guard !standIns.isEmpty else { return nil }
        var stages: [Stage] = []
        var included = Set<Reason>()
        for reason in Reason.allCases where standIns.contains(where: { $0.reason == reason }) {
            included.insert(reason)
            let names = Set(standIns.filter { included.contains($0.reason) }.map(\.view))
            let shown = Set(standIns.filter { $0.reason == .shown && included.contains(.shown) }.map(\.view))
            var screen = prepared.screen
            screen.root = Self.sized(screen.root, sizes: sizes.filter { names.contains($0.key) }, shown: shown)
            let variant = PreparedScreen(screen)
            let result = LayoutSolver.solve(variant.screen, in: solution.environment, metrics: metrics)
            let stillFree = AmbiguityAnalysis.freeAttributeNames(in: result)
            // A variant that makes a conflict the document does not have (a view shown whose
            // required constraints then cannot hold) says nothing about what the code decides:
            // the solver's break, not the size, would fix the views it frees.
            guard result.conflicts.count <= solution.conflicts.count else { break }
            stages.append(Stage(reason: reason, prepared: variant, solution: result, stillFree: stillFree))
        }
        guard !stages.isEmpty else { return nil }
        self.standIns = standIns
        self.stages = stages
        self.index = index
    }

    /// Whether the screen has anything the variant gives a size to, before solving it.
    static func mayApply(to prepared: PreparedScreen) -> Bool {
        !prepared.contentSetByCode.isEmpty || !prepared.hiddenSetByCode.isEmpty
            || prepared.index.views.contains { $0.source?.mayGainArrangedSubviews == true }
    }

    /// `findings` with each ambiguity warning that the variant does not repeat, and each zero size
    /// it does not repeat, turned into an `info` whose first note names what the code decides.
    func weigh(_ findings: [Finding]) -> [Finding] {
        // A view of no size is gone where the variant lays it out with a positive width and
        // height, determined (not free there, nor taken into a conflict).
        func hasSize(_ view: String, in stage: Stage) -> Bool {
            guard stage.stillFree[view] == nil,
                  let frame = stage.solution.views.first(where: { $0.name == view })?.frame else { return false }
            return frame.width > 0 && frame.height > 0
        }
        return findings.map { finding in
            guard finding.diagnostic.severity == .warning else { return finding }
            let parts = finding.key.split(separator: "|", maxSplits: 2).map(String.init)
            guard parts.count == 3 else { return finding }
            let view = parts[1]
            if parts[0] == "ambiguous" {
                let free = parts[2].split(separator: ",").map(String.init)
                guard let stage = stages.firstIndex(where: { stage in !free.contains { stage.stillFree[view]?.contains($0) == true } }),
                      let cause = cause(of: view, reason: stages[stage].reason) else { return finding }
                return finding.demoted(because: note(view: view, cause: cause, what: "fixed"))
            }
            if parts[0] == "size", parts[2] == FrameLint.zeroSize || parts[2] == "a negative size" {
                guard let stage = stages.indices.first(where: { hasSize(view, in: stages[$0]) }),
                      let cause = cause(of: view, reason: stages[stage].reason) else { return finding }
                return finding.demoted(because: note(view: view, cause: cause, what: "of a positive size"))
            }
            return finding
        }
    }

    /// The scroll views of `undetermined` whose content size the variant fixes, with the note
    /// that says why.
    func scrollContentSizedByCode(_ undetermined: [String]) -> [String: String] {
        guard !undetermined.isEmpty else { return [:] }
        var result: [String: String] = [:]
        var left = undetermined
        for stage in stages where !left.isEmpty {
            let again = Set(DesignFrameCheck.undeterminedScrollContent(stage.solution, screen: stage.prepared.screen,
                                                                        loaded: LoadedSystem(stage.solution.system)))
            for view in left where !again.contains(view) {
                guard let cause = cause(of: view, reason: stage.reason) else { continue }
                result[view] = note(view: view, cause: cause, what: "fixed", subject: "the scrollable content size of '\(view)'")
            }
            left.removeAll { result[$0] != nil }
        }
        return result
    }

    /// The stand-in of kind `reason` that decides `view`: itself, else the nearest one in the view
    /// tree (fewest steps up from each to a common superview).
    private func cause(of view: String, reason: Reason) -> (view: String, reason: Reason)? {
        let candidates = standIns.filter { $0.reason == reason }
        if let own = candidates.first(where: { $0.view == view }) { return own }
        guard let id = index.id(of: view) else { return candidates.first }
        var depthOf: [Int: Int] = [:]
        var current: ViewID? = id, steps = 0
        while let here = current, steps < 256 {
            depthOf[here.rawValue] = steps
            current = index.parents[here.rawValue]
            steps += 1
        }
        func distance(_ name: String) -> Int {
            guard var here = index.id(of: name) else { return Int.max }
            var up = 0
            while depthOf[here.rawValue] == nil, let parent = index.parents[here.rawValue], up < 256 {
                here = parent
                up += 1
            }
            return (depthOf[here.rawValue] ?? 512) + up
        }
        return candidates.min { distance($0.view) < distance($1.view) }
    }

    /// The note of a finding the variant does not repeat.
    private func note(view: String, cause: (view: String, reason: Reason), what: String, subject: String? = nil) -> String {
        let subject = subject ?? "'\(view)'"
        let own = cause.view == view
        switch cause.reason {
        case .filledStack:
            return "it follows stack view '\(cause.view)', whose arranged views the app's code adds (addArrangedSubview): a stack view is as large as its arranged views (Apple, UIStackView), and given any size \(subject) is \(what); the code must give the stack views of a definite size"
        case .image:
            let whose = own ? "its image" : "the image of '\(cause.view)'"
            return "\(whose), which the app's code sets (an image view outlet; the document gives no size for its image), gives it its size: UIImageView's intrinsic content size is its image's size (Apple, UIImageView), and with it \(subject) is \(what); the code must set an image before it is shown, or give it a size"
        case .classSize:
            let whose = own ? "'\(view)' is" : "it follows '\(cause.view)',"
            return "\(whose) a view of a class of the app's own whose content the code sets: its class's intrinsicContentSize (code the document does not run) may give it a size, and with one \(subject) is \(what); if the class gives none, give it a size constraint"
        case .shown:
            let whose = own ? "it is" : "it follows '\(cause.view)',"
            return "\(whose) hidden in the document, and the app's code holds it (an outlet) and can show it: shown, \(subject) is \(what); a hidden view is not drawn, and a stack view leaves a hidden arranged view out of its arrangement (Apple, UIStackView), so the code decides this when it shows it"
        }
    }

    /// `node` with the intrinsic sizes of `sizes` and the views of `shown` not hidden.
    private static func sized(_ node: ViewNode, sizes: [String: LayoutSize], shown: Set<String>) -> ViewNode {
        var result = node
        if let size = sizes[node.name] { result.properties.intrinsicSize = size }
        if shown.contains(node.name) { result.properties.hidden = false }
        result.children = node.children.map { sized($0, sizes: sizes, shown: shown) }
        return result
    }
}
