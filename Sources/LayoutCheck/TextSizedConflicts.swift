import LayoutEngine
import LayoutIR

extension ConflictDiagnostic {
    /// The view whose text size a conflict rests on, when one of its members is the intrinsic
    /// size of a view whose text the document does not fix (``ViewSourceInfo/textMayChange``),
    /// or a `fillProportionally` share of a stack holding such a view: every share is that
    /// view's intrinsic length over the sum of all of them, so each one moves with its text.
    /// `changing`: the screen's views whose text may change; `stacksWithChangingText`: from
    /// ``stacksWithChangingText(in:changing:)``.
    static func textSizedMember(_ report: ConflictReport, system: LoweredSystem, changing: Set<String>,
                                stacksWithChangingText: [Int: String]) -> String? {
        guard !changing.isEmpty else { return nil }
        for member in report.members {
            let constraint = system.constraints[member]
            switch constraint.origin.syntax {
            case .intrinsicSize:
                let view = constraint.constraint.firstItem.view
                if changing.contains(view) { return view }
            case .stackView:
                guard constraint.origin.detail?.hasPrefix("UISV-fill-proportionally") == true else { continue }
                // A zero share ('item.height == 0') is the item's own empty length: it moves only
                // with that item's text. Any other share moves with every item's.
                if constraint.constraint.secondItem == nil {
                    let view = constraint.constraint.firstItem.view
                    if changing.contains(view) { return view }
                } else if let offset = constraint.origin.span?.offset, let view = stacksWithChangingText[offset] {
                    return view
                }
            default:
                continue
            }
        }
        return nil
    }

    /// The view of a member that relates a baseline of text in a font whose metrics vflc
    /// estimates (``TextBaselines/estimated``): the baseline sits where the estimate puts it, so a
    /// conflict that rests on it rests on the font.
    static func estimatedBaselineMember(_ report: ConflictReport, system: LoweredSystem, estimated: Set<String>) -> String? {
        guard !estimated.isEmpty else { return nil }
        for member in report.members {
            let constraint = system.constraints[member].constraint
            if constraint.firstAttribute.isBaseline, estimated.contains(constraint.firstItem.view) { return constraint.firstItem.view }
            if let second = constraint.secondItem, constraint.secondAttribute.isBaseline, estimated.contains(second.view) { return second.view }
        }
        return nil
    }

    /// A conflict that rests on the baseline of a font vflc has no metrics for: a
    /// `text-size-conflict` warning that says so.
    static func dependingOnFont(_ diagnostic: LayoutDiagnostic, view: String) -> LayoutDiagnostic {
        dependingOnApp(diagnostic, rule: .textSizeConflict,
                       note: "it rests on a text baseline of '\(view)', set in a font vflc has no metrics for (the system font's stand in); whether these constraints conflict at run time depends on that font's metrics: check it on a device")
    }

    /// For each stack view holding an arranged view whose text may change, by the offset of the
    /// stack's element (the span its stack constraints carry): the first such view.
    static func stacksWithChangingText(in screen: LayoutScreen, changing: Set<String>) -> [Int: String] {
        var result: [Int: String] = [:]
        guard !changing.isEmpty else { return result }
        for (view, _) in screen.allViews where view.kind == .stackView {
            guard let offset = view.span?.offset,
                  let arranged = view.children.first(where: { changing.contains($0.name) }) else { continue }
            result[offset] = arranged.name
        }
        return result
    }

    /// A conflict found with a text size the app decides: the same minimal set and break
    /// choices, as a warning that says what it depends on.
    static func dependingOnText(_ diagnostic: LayoutDiagnostic, view: String) -> LayoutDiagnostic {
        dependingOnApp(diagnostic, rule: .textSizeConflict,
                       note: "'\(view)' is an outlet or has no fixed text, so its size is what the app puts there (vflc used the document's); whether these constraints conflict at run time depends on that text")
    }

    /// A conflict that rests on something the app sets at run time, reported under `rule` as a
    /// warning with `note` first; the members and break choices stay as they are.
    static func dependingOnApp(_ diagnostic: LayoutDiagnostic, rule: RuleID, note: String) -> LayoutDiagnostic {
        var result = diagnostic
        result.severity = .warning
        result.ruleID = rule
        result.notes.insert(DiagnosticNote(note), at: 0)
        return result
    }
}
