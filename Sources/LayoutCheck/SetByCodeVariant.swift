import LayoutEngine
import LayoutIR

/// The screen once more with what the app's code sets given another of its values: the content
/// of views whose content code sets emptied (an empty text, no image: UIKit's intrinsic size of
/// an empty label or image view is 0 × 0), and the constants of the constraints code adjusts
/// (outlets) set to 0 (code may set any constant; a sidebar's width set to 0 on phones).
///
/// Layout margins the SDK the app is built with decides (a cell's content view drawn with the
/// margins before iOS 11: ``ViewSourceInfo/layoutMarginsOfOtherSDK``) take their other value too,
/// and a label of several lines drawn narrower than its text takes its text's one-line width as
/// its intrinsic width (``ViewSourceInfo/oneLineTextWidth``): neither is the document's to fix.
///
/// A frame finding (a view of no size, a view past its superview or outside the safe area) must
/// hold for every value the code can give; one that is gone in this variant rests on the
/// document's value and is reported as an `info` that says so. A label whose text the code sets
/// is as tall as that text, not as the document's placeholder text drew it (dashwallet's
/// CoinJoin levels: a description stored 1 519 pt tall pushes its stack past the safe area's
/// bottom; the code's text is one sentence).
enum SetByCodeVariant {
    /// Whether the screen leaves anything to code that this variant changes; `openValues`: or
    /// anything to the SDK or to text wrapping (``hasOpenValues(_:)``).
    static func applies(to prepared: PreparedScreen, openValues: Bool) -> Bool {
        !prepared.contentSetByCode.isEmpty || !prepared.screen.codeAdjustedConstraints.isEmpty
            || !prepared.frameSetByCode.isEmpty || !prepared.arrangedSetByCode.isEmpty
            || (openValues && hasOpenValues(prepared))
    }

    /// Whether the screen has cell margins the SDK decides or wrapping labels drawn narrower
    /// than their text: values frame findings are weighed against, conflicts not.
    static func hasOpenValues(_ prepared: PreparedScreen) -> Bool {
        !prepared.marginsOfOtherSDK.isEmpty || !prepared.oneLineTextWidths.isEmpty
    }

    /// The variant of `screen`; `openValues`: with the other cell margins and the wrapping
    /// labels' one-line widths too.
    static func variant(of prepared: PreparedScreen, openValues: Bool) -> LayoutScreen {
        var screen = prepared.screen
        let content = prepared.contentSetByCode
        if !content.isEmpty { screen.root = emptied(screen.root, content) }
        if openValues, hasOpenValues(prepared) {
            screen.root = withOtherValues(screen.root, margins: prepared.marginsOfOtherSDK, lines: prepared.oneLineTextWidths)
        }
        for index in screen.codeAdjustedConstraints where screen.constraints.indices.contains(index) {
            screen.constraints[index].constant = 0
        }
        return screen
    }

    /// The variant of the screen, prepared, and its solution in `environment`.
    static func solve(_ prepared: PreparedScreen, in environment: LayoutEnvironment,
                      metrics: UIKitMetrics, openValues: Bool) -> (prepared: PreparedScreen, solution: LayoutSolution) {
        let variant = PreparedScreen(variant(of: prepared, openValues: openValues))
        return (variant, LayoutSolver.solve(variant.screen, in: environment, metrics: metrics))
    }

    /// The frame findings of `findings` (sizes, views outside their superview or the safe area) that the variant
    /// (from ``solve(_:in:metrics:)``) does not repeat, turned into `info`s; the others unchanged.
    static func weigh(_ findings: [Finding], variant: (prepared: PreparedScreen, solution: LayoutSolution)?,
                      prepared: PreparedScreen, ambiguous: Set<String>) -> [Finding] {
        guard let variant else { return findings }
        let again = FrameLint.findings(in: variant.solution, prepared: variant.prepared, ambiguous: ambiguous)
            .filter { isFrameFinding($0.key) }
        let repeated = Set(again.map { subject(of: $0.key) })
        // A view of no size in the variant too has the finding there, whether or not the variant
        // reports it (inside a superview of no size it is reported at the superview, or not at
        // all when that superview's size is its host's).
        let sizeless = Set(variant.solution.views.filter { $0.frame.width <= 0 || $0.frame.height <= 0 }.map(\.name))
        return findings.map { finding in
            guard isFrameFinding(finding.key) else { return finding }
            let subject = subject(of: finding.key)
            // A view of no size whose size is its content's, which code sets (a view class of
            // the app's own computes it): the document cannot tell.
            let view = subject.split(separator: "|").last.map(String.init) ?? ""
            if subject.hasPrefix("size|"), prepared.contentSetByCode.contains(view) {
                return finding.demoted(because: "its size is its content's, and the app's code sets that content (its text, image, or its class's own intrinsic size): the code must give it content of a positive size")
            }
            // A stack view of no size whose arranged views code adds: its size is theirs. A
            // negative size is a conflict of its own constraints, which views added do not mend.
            if subject.hasPrefix("size|"), prepared.arrangedSetByCode.contains(view),
               finding.key.hasSuffix("|" + FrameLint.zeroSize) {
                return finding.demoted(because: "stack view '\(view)' is an outlet, and a stack view is as large as its arranged views: the app's code can add them (addArrangedSubview), so it must give the stack views of a positive size, or the stack a size of its own")
            }
            // A view of no size around such a stack (pinned to it on the axis it lacks): its
            // size is the stack's, so the same holds (a rounded card around a list of banks).
            if subject.hasPrefix("size|"), finding.key.hasSuffix("|" + FrameLint.zeroSize),
               let stack = filledStack(inside: view, prepared: prepared, solution: variant.solution) {
                return finding.demoted(because: "its size follows stack view '\(stack)' inside it, an outlet whose arranged views the app's code can add (addArrangedSubview); a stack view is as large as its arranged views, so the code must give the stack views of a positive size, or this view a size of its own")
            }
            if prepared.frameSetByCode.contains(view), !subject.hasPrefix("safe|") {
                return finding.demoted(because: "it is placed by its frame, not by constraints, and the app's code holds it (an outlet), so the code usually sets that frame: the code must keep it inside its superview and of a positive size")
            }
            if repeated.contains(subject) || (subject.hasPrefix("size|") && sizeless.contains(view)) { return finding }
            return finding.demoted(because: reason(prepared, openValues: true))
        }
    }

    /// A stack view inside `view` (at any depth) whose arranged views code adds
    /// (``PreparedScreen/arrangedSetByCode``) and that is of no size on an axis where `view` is
    /// of none either, in `solution`.
    private static func filledStack(inside view: String, prepared: PreparedScreen, solution: LayoutSolution) -> String? {
        guard !prepared.arrangedSetByCode.isEmpty, let id = prepared.index.id(of: view) else { return nil }
        let frames = Dictionary(solution.views.map { ($0.name, $0.frame) }, uniquingKeysWith: { first, _ in first })
        guard let own = frames[view] else { return nil }
        return prepared.arrangedSetByCode.sorted().first { stack in
            guard let stackID = prepared.index.id(of: stack), prepared.index.isDescendant(stackID, of: id),
                  let frame = frames[stack] else { return false }
            return (own.width == 0 && frame.width == 0) || (own.height == 0 && frame.height == 0)
        }
    }

    /// What a finding the variant does not repeat rests on, for its note.
    static func reason(_ prepared: PreparedScreen, openValues: Bool = false) -> String {
        var parts: [String] = []
        if let view = prepared.contentSetByCode.sorted().first {
            let more = prepared.contentSetByCode.count > 1 ? " and \(prepared.contentSetByCode.count - 1) more" : ""
            parts.append("the content of '\(view)'\(more) (set by the app's code)")
        }
        if !prepared.screen.codeAdjustedConstraints.isEmpty { parts.append("constraint outlets (changed by the app's code)") }
        // What the variant also changed for frame findings (``hasOpenValues(_:)``).
        var open: [String] = []
        if openValues, let label = prepared.oneLineTextWidths.keys.sorted().first {
            open.append("the width the document draws '\(label)' at, a label of several lines (UIKit gives such a label its text's width on one line and wraps it at whatever width the layout leaves: Apple, UILabel.preferredMaxLayoutWidth)")
        }
        if openValues, !prepared.marginsOfOtherSDK.isEmpty {
            open.append("the layout margins of a table cell's content view, which the SDK the app is built with decides (8 all round before iOS 11, 11 at top and bottom from it; the document shows the older ones)")
        }
        if open.isEmpty {
            return "it rests on the document's value of \(parts.joined(separator: " and ")): with that content empty and those constants 0 it is gone, so the code must keep them to values that fit"
        }
        if parts.isEmpty {
            return "it rests on \(open.joined(separator: ", and on ")): with the other value it is gone, so check it on a device"
        }
        return "it rests on the document's value of \(parts.joined(separator: " and ")), or on \(open.joined(separator: ", or on ")): with that content empty, those constants 0 and the other values it is gone, so check what the code sets and the SDK the app is built with"
    }

    static func isFrameFinding(_ key: String) -> Bool {
        key.hasPrefix("size|") || key.hasPrefix("outside|") || key.hasPrefix("safe|")
    }

    /// "size|view" of "size|view|a zero size".
    static func subject(of key: String) -> Substring {
        let parts = key.split(separator: "|", maxSplits: 2)
        return parts.count >= 2 ? key[parts[0].startIndex..<parts[1].endIndex] : Substring(key)
    }

    /// `node` with the layout margins of the views in `margins` and the intrinsic widths of the
    /// labels in `lines` replaced.
    private static func withOtherValues(_ node: ViewNode, margins: [String: LayoutInsets], lines: [String: Double]) -> ViewNode {
        var result = node
        if let other = margins[node.name] { result.properties.layoutMargins = other }
        if let width = lines[node.name], let size = node.properties.intrinsicSize {
            result.properties.intrinsicSize = LayoutSize(width: width, height: size.height)
        }
        result.children = node.children.map { withOtherValues($0, margins: margins, lines: lines) }
        return result
    }

    /// `node` with the intrinsic size of every view in `names` made 0 where it has one.
    private static func emptied(_ node: ViewNode, _ names: Set<String>) -> ViewNode {
        var result = node
        if names.contains(node.name), let size = node.properties.intrinsicSize {
            result.properties.intrinsicSize = LayoutSize(width: size.width < 0 ? size.width : 0,
                                                         height: size.height < 0 ? size.height : 0)
        }
        result.children = node.children.map { emptied($0, names) }
        return result
    }
}
