import LayoutEngine
import LayoutIR

extension ConflictDiagnostic {
    /// The member of a conflict the app's code adjusts, when there is one: a constraint that is
    /// an outlet (``LayoutScreen/codeAdjustedConstraints``: code may change its constant or
    /// deactivate it), or a constraint of a stack view that is an outlet holding at most one
    /// arranged view (``ViewSourceInfo/mayGainArrangedSubviews``: code fills it). A minimal
    /// conflicting set holds without any one of its members, so without that member's change
    /// the conflict is only the document's, not necessarily the app's.
    ///
    /// A view placed by its frame that the code holds (``SetByCode/frame``: an outlet such as a
    /// table header, whose height UIKit takes from its frame and which apps size to fit their
    /// content, `systemLayoutSizeFitting`, before setting it) is adjusted too: a conflict of its
    /// content with the autoresizing constraints of its stored frame is the document's frame's.
    static func codeAdjustedMember(_ report: ConflictReport, system: LoweredSystem, screen: LayoutScreen,
                                   filledStacks: [Int: String], framedByCode: Set<String> = []) -> String? {
        for member in report.members {
            let lowered = system.constraints[member]
            if let index = lowered.userIndex, screen.codeAdjustedConstraints.contains(index) {
                return "it needs \(describe(lowered))"
            }
            if let reason = framedByCodeMember(lowered, framedByCode: framedByCode) { return reason }
            if lowered.origin.syntax == .stackView, let offset = lowered.origin.span?.offset, let stack = filledStacks[offset] {
                return "it needs stack view '\(stack)' as the document fills it; the stack view is an outlet with at most one arranged view, and the app's code adds the views it lays out"
            }
        }
        return nil
    }

    /// The reason a conflict depends on the stored frame of a view the app's code places by its
    /// frame (``SetByCode/frame``), when one of its members is that frame's autoresizing
    /// constraint. It comes before the text a conflict may also rest on: the code sets that
    /// frame (a table header sized to fit its content), whatever the text.
    static func framedByCodeMember(_ report: ConflictReport, system: LoweredSystem, framedByCode: Set<String>) -> String? {
        guard !framedByCode.isEmpty else { return nil }
        return report.members.lazy.compactMap { framedByCodeMember(system.constraints[$0], framedByCode: framedByCode) }.first
    }

    private static func framedByCodeMember(_ lowered: LoweredConstraint, framedByCode: Set<String>) -> String? {
        guard lowered.origin.syntax == .autoresizing, framedByCode.contains(lowered.constraint.firstItem.view) else { return nil }
        let view = lowered.constraint.firstItem.view
        return "it needs the frame '\(view)' is stored with (\(describe(lowered))), and '\(view)' is placed by its frame and held by the app's code, which sets that frame (a table header sized to fit its content); the code must give it a frame its content fits"
    }

    /// The reason a conflict depends on a view's hidden flag that the app's code sets, when one of
    /// its members is the stack view's collapse (`UISV-hiding`) of an arranged view hidden in the
    /// document that code holds (``SetByCode/hidden``): the conflict exists while the view is
    /// hidden and not once the code shows it. The reason names what the code must do.
    static func hiddenByCodeMember(_ report: ConflictReport, system: LoweredSystem, hiddenByCode: Set<String>) -> String? {
        guard !hiddenByCode.isEmpty else { return nil }
        for member in report.members {
            let lowered = system.constraints[member]
            guard lowered.origin.syntax == .stackView, lowered.origin.detail?.hasPrefix("UISV-hiding") == true,
                  lowered.priority.isRequired else { continue }
            let view = lowered.constraint.firstItem.view
            guard hiddenByCode.contains(view) else { continue }
            let others = report.members.filter { $0 != member && !system.constraints[$0].origin.syntax.isImplicit }
                .prefix(2).map { describe(system.constraints[$0]) }
            let lower = others.isEmpty ? "" : "; if the code hides it at any time, give \(others.joined(separator: " and ")) a priority below 1000 (999) so that its stack can collapse it"
            return "'\(view)' is hidden in the document and its stack view collapses it to 0, which the others cannot allow; the app's code holds '\(view)' and can show it, when the conflict is gone\(lower)"
        }
        return nil
    }

    /// The stack views whose arranged views code supplies, by the offset of their element (the
    /// span their stack constraints carry).
    static func filledStacks(in screen: LayoutScreen) -> [Int: String] {
        var result: [Int: String] = [:]
        for (view, _) in screen.allViews where view.source?.mayGainArrangedSubviews == true {
            if let offset = view.span?.offset { result[offset] = view.name }
        }
        return result
    }

    /// A conflict that rests on a member code adjusts: the same minimal set and break choices,
    /// as a warning that says what it depends on.
    /// An `info`, not a warning: a finding must hold for every value the code can give, and this
    /// one holds for the document's value only; the note says what the code must do.
    static func dependingOnCode(_ diagnostic: LayoutDiagnostic, reason: String) -> LayoutDiagnostic {
        var result = dependingOnApp(diagnostic, rule: .codeAdjustedConflict,
                                    note: "\(reason); the constraints conflict as the document stands, and whether they do at run time depends on that code")
        result.severity = .info
        return result
    }

    /// A conflict that rests on the size of content the app's code sets (``SetByCode/content``:
    /// an outlet's text or image, a view class of the app's own): an `info` naming what the code
    /// must keep true.
    static func dependingOnCodeContent(_ diagnostic: LayoutDiagnostic, view: String) -> LayoutDiagnostic {
        dependingOnCode(diagnostic, reason: "it needs the size of '\(view)' as the document draws it, but the app's code sets what '\(view)' shows (its text, its image, or its class's own size); the code must give it content whose size lets them hold, or one of them must be made optional (priority below 1000)")
    }
}
