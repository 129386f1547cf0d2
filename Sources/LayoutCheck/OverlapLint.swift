import LayoutEngine
import LayoutIR

/// `overlap-when-grown`: sibling views that overlap at a larger text size or with translated
/// text and do not at the default text size (Large, untranslated) in the same device,
/// orientation, direction and window. What overlaps at the default is the design (a badge on an
/// avatar); what starts to overlap when text grows is text pushed over its neighbour.
/// What grown text in an environment is compared with.
struct TextBaseline: Sendable {
    /// The environment's name without its text size and translation.
    var counterpart: String
    /// True at the default text size, untranslated.
    var isDefault: Bool
    /// True when its text is pseudo-localized.
    var translated: Bool
}

enum OverlapLint {
    /// Parents with more subviews than this are not compared pair by pair (the comparison is
    /// quadratic in a parent's subviews).
    static let maximumSiblings = 2_000

    /// One environment's sibling overlaps, and which default environment it is compared with.
    struct Overlaps: Sendable {
        /// Everything of the environment but its text size and translation.
        var counterpart: String
        /// True at the default text size without translation: the baseline.
        var isDefault: Bool
        /// Overlapping visible siblings, `first|second` in view-tree order, with their frames in
        /// root coordinates.
        var pairs: [String: (first: LayoutRect, second: LayoutRect)] = [:]
    }

    /// Everything of `environment` but its text size and translation (the default environment
    /// it is compared with shares it), whether it is that default (Large, untranslated), and
    /// whether its text is translated.
    static func baseline(of environment: LayoutEnvironment) -> TextBaseline {
        TextBaseline(counterpart: "\(environment.device.name)|\(environment.orientation)|\(environment.direction)|\(environment.inCallStatusBar)|\(environment.windowWidth ?? -1)",
                     isDefault: environment.contentSize == .large && !environment.pseudoLocalized,
                     translated: environment.pseudoLocalized)
    }

    /// The overlaps of one solved environment.
    static func overlaps(in solution: LayoutSolution) -> Overlaps {
        let environment = solution.environment
        let baseline = baseline(of: environment)
        var result = Overlaps(counterpart: baseline.counterpart, isDefault: baseline.isDefault)
        var children: [String: [ViewFrame]] = [:]
        for view in solution.views where view.superview != nil && !view.isHidden
            && view.frame.width > FrameLint.tolerance && view.frame.height > FrameLint.tolerance {
            children[view.superview ?? "", default: []].append(view)
        }
        for (_, siblings) in children where siblings.count > 1 && siblings.count <= maximumSiblings {
            for i in siblings.indices {
                let a = siblings[i].absoluteFrame
                for j in (i + 1)..<siblings.count {
                    let b = siblings[j].absoluteFrame
                    let width = min(a.maxX, b.maxX) - max(a.minX, b.minX)
                    let height = min(a.maxY, b.maxY) - max(a.minY, b.minY)
                    guard width > FrameLint.tolerance, height > FrameLint.tolerance else { continue }
                    result.pairs["\(siblings[i].name)|\(siblings[j].name)"] = (a, b)
                }
            }
        }
        return result
    }

    /// The findings of a screen's environments (with the screen each was laid out as): each
    /// pair that overlaps where text grew and not in that environment's default counterpart.
    /// Views whose content the app's code sets are left out: their text is not the document's.
    static func findings(_ variants: [(reports: [EnvironmentReport], screen: LayoutScreen)]) -> [(environment: String, finding: Finding)] {
        let reports = variants.flatMap(\.reports)
        guard reports.contains(where: { $0.overlaps?.isDefault == false }) else { return [] }
        var defaults: [String: [String: (first: LayoutRect, second: LayoutRect)]] = [:]
        for report in reports { if let overlaps = report.overlaps, overlaps.isDefault { defaults[overlaps.counterpart] = overlaps.pairs } }
        var views: [String: ViewNode] = [:]
        for (_, screen) in variants { for (view, _) in screen.allViews where views[view.name] == nil { views[view.name] = view } }
        var result: [(environment: String, finding: Finding)] = []
        for report in reports {
            guard let overlaps = report.overlaps, !overlaps.isDefault, let baseline = defaults[overlaps.counterpart] else { continue }
            for key in overlaps.pairs.keys.sorted() where baseline[key] == nil {
                guard let frames = overlaps.pairs[key] else { continue }
                let names = key.split(separator: "|", maxSplits: 1).map(String.init)
                guard names.count == 2, !names.contains(where: { views[$0]?.source?.setByCode.contains(.content) == true })
                else { continue }
                let diagnostic = RuleRegistry.rule(.overlapWhenGrown).diagnostic(
                    "'\(names[0])' overlaps '\(names[1])' once text grows; they do not overlap at the default text size",
                    at: views[names[0]]?.span,
                    notes: [DiagnosticNote("on \(report.environment) '\(names[0])' is at \(ConflictDiagnostic.format(frames.first)) and '\(names[1])' at \(ConflictDiagnostic.format(frames.second))"),
                            DiagnosticNote("let the text push its neighbour: constrain '\(names[1])' to '\(names[0])' (an edge or a spacing) instead of to a fixed place, or let the text wrap")])
                result.append((report.environment, Finding(key: "overlap|\(key)", diagnostic: diagnostic)))
            }
        }
        return result
    }
}
