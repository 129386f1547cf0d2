import LayoutEngine
import LayoutIR

/// `pushed-off-screen`: views that text growing with Dynamic Type or a translation pushes past
/// their superview's edge or under a bar, where at the default text size (Large, untranslated)
/// in the same device, orientation, direction and window they fit. The text is the cause and
/// each view it moves a consequence, so they are one finding per screen and environment, at the
/// text, instead of a `view-outside-superview` or `outside-safe-area` finding per view.
enum PushedContentLint {
    /// The reports of a screen's environments with each environment's pushed views folded into
    /// one finding. Environments without their default counterpart laid out are left as they
    /// are: nothing says their views fit at the default size.
    static func fold(_ variants: [(reports: [EnvironmentReport], screen: LayoutScreen)]) -> [EnvironmentReport] {
        var reports = variants.flatMap(\.reports)
        guard reports.contains(where: { $0.textBaseline?.isDefault == false }) else { return reports }
        var fitting: [String: Set<String>] = [:]
        for report in reports {
            guard let baseline = report.textBaseline, baseline.isDefault else { continue }
            fitting[baseline.counterpart] = Set(report.findings.filter { $0.escape != nil }.map(\.key))
        }
        guard !fitting.isEmpty else { return reports }
        var views: [String: (node: ViewNode, superview: String?, order: Int)] = [:]
        for (_, screen) in variants {
            for (view, superview) in screen.allViews where views[view.name] == nil {
                views[view.name] = (view, superview, views.count)
            }
        }
        for index in reports.indices {
            guard let baseline = reports[index].textBaseline, !baseline.isDefault,
                  let outsideAtDefault = fitting[baseline.counterpart] else { continue }
            let pushed = reports[index].findings.filter { $0.escape != nil && !outsideAtDefault.contains($0.key) }
            guard !pushed.isEmpty else { continue }
            // The texts that grow: views whose text follows the text size (or, translated, any
            // text-bearing view) next to the pushed views. Text the app's code sets is not the
            // document's, and how much of it there is decides the push: then nothing is folded
            // and each view keeps its own finding.
            let parents = Set(pushed.compactMap { $0.escape.flatMap { views[$0.view]?.superview } })
            let pushedNames = Set(pushed.compactMap { $0.escape?.view })
            let growing = views.values.filter { entry in
                (entry.superview.map(parents.contains) ?? false || pushedNames.contains(entry.node.name))
                    && grows(entry.node, translated: baseline.translated)
                    && entry.node.source?.setByCode.contains(.content) != true
            }.sorted { $0.order < $1.order }
            guard let cause = growing.first else { continue }
            let keys = Set(pushed.map(\.key))
            reports[index].findings.removeAll { keys.contains($0.key) }
            reports[index].findings.append(finding(pushed: pushed, growing: growing.map(\.node), cause: cause.node,
                                                   translated: baseline.translated))
        }
        return reports
    }

    /// Whether `node`'s text grows in a sweep: with a text style at a larger text size; any
    /// text-bearing view with a translation.
    private static func grows(_ node: ViewNode, translated: Bool) -> Bool {
        if node.properties.textStyle != nil { return true }
        return translated && IntrinsicContentSize.bearsText(node)
    }

    private static func finding(pushed: [Finding], growing: [ViewNode], cause: ViewNode, translated: Bool) -> Finding {
        let escapes = pushed.compactMap(\.escape)
        // One place for all ("past the bottom edge of 'view'") reads as one sentence; several
        // are said per view.
        let places = Set(escapes.map(\.place))
        let what: String
        if places.count == 1, let place = places.first {
            what = "pushes \(list(escapes.map(\.view))) \(place)"
        } else {
            what = "pushes " + escapes.map { "'\($0.view)' \($0.place)" }.joined(separator: ", ")
        }
        let growth = translated ? "translated text" : "text growing with Dynamic Type"
        var notes = pushed.compactMap { finding -> DiagnosticNote? in
            guard let escape = finding.escape, let first = finding.diagnostic.notes.first else { return nil }
            return DiagnosticNote("'\(escape.view)': " + first.message, span: first.span)
        }
        notes.append(DiagnosticNote("the text that grows: \(list(growing.map(\.name))); at the default text size\(translated ? ", untranslated," : "") everything fits"))
        // Pushed sideways, a row is too wide for its text; pushed down or under a bar, a column
        // is too tall for the screen.
        let sideways = escapes.allSatisfy { $0.place.contains("left") || $0.place.contains("right") }
        notes.append(DiagnosticNote(sideways
            ? "let the text wrap (lines 0) or give way (a lower horizontal compression resistance, so it truncates), or let the row wrap onto a second line as the text grows"
            : "let the content scroll (put it in a scroll view whose content is as tall as it), or let something give way as the text grows"))
        let diagnostic = RuleRegistry.rule(.pushedOffScreen).diagnostic("\(growth) \(what)", at: cause.span, notes: notes)
        return Finding(key: "pushed|\(cause.name)", diagnostic: diagnostic)
    }

    private static func list(_ names: [String]) -> String {
        let quoted = names.map { "'\($0)'" }
        guard quoted.count > 1, let last = quoted.last else { return quoted.first ?? "" }
        return quoted.dropLast().joined(separator: ", ") + " and " + last
    }
}
