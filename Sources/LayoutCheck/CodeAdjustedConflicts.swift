import LayoutEngine
import LayoutIR

extension ConflictDiagnostic {
    /// The member of a conflict the app's code adjusts, when there is one: a constraint that is
    /// an outlet (``LayoutScreen/codeAdjustedConstraints``: code may change its constant or
    /// deactivate it), or a constraint of a stack view that is an outlet holding at most one
    /// arranged view (``ViewSourceInfo/mayGainArrangedSubviews``: code fills it). A minimal
    /// conflicting set holds without any one of its members, so without that member's change
    /// the conflict is only the document's, not necessarily the app's.
    static func codeAdjustedMember(_ report: ConflictReport, system: LoweredSystem, screen: LayoutScreen,
                                   filledStacks: [Int: String]) -> String? {
        for member in report.members {
            let lowered = system.constraints[member]
            if let index = lowered.userIndex, screen.codeAdjustedConstraints.contains(index) {
                return "it needs \(describe(lowered))"
            }
            if lowered.origin.syntax == .stackView, let offset = lowered.origin.span?.offset, let stack = filledStacks[offset] {
                return "it needs stack view '\(stack)' as the document fills it; the stack view is an outlet with at most one arranged view, and the app's code adds the views it lays out"
            }
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
    static func dependingOnCode(_ diagnostic: LayoutDiagnostic, reason: String) -> LayoutDiagnostic {
        dependingOnApp(diagnostic, rule: .codeAdjustedConflict,
                       note: "\(reason); the constraints conflict as the document stands, and whether they do at run time depends on that code")
    }
}
