import LayoutEngine
import LayoutIR

extension ConflictDiagnostic {
    /// The view whose text size a conflict rests on, when one of its members is the intrinsic
    /// size of a view whose text the document does not fix (``ViewSourceInfo/textMayChange``).
    /// `changing`: the screen's views whose text may change.
    static func textSizedMember(_ report: ConflictReport, system: LoweredSystem, changing: Set<String>) -> String? {
        guard !changing.isEmpty else { return nil }
        for member in report.members {
            let constraint = system.constraints[member]
            guard constraint.origin.syntax == .intrinsicSize else { continue }
            let view = constraint.constraint.firstItem.view
            if changing.contains(view) { return view }
        }
        return nil
    }

    /// A conflict found with a text size the app decides: the same minimal set and break
    /// choices, as a warning that says what it depends on.
    static func dependingOnText(_ diagnostic: LayoutDiagnostic, view: String) -> LayoutDiagnostic {
        var result = diagnostic
        result.severity = .warning
        result.ruleID = .textSizeConflict
        result.notes.insert(DiagnosticNote("'\(view)' is an outlet or has no fixed text, so its size is what the app puts there (vflc used the document's); whether these constraints conflict at run time depends on that text"), at: 0)
        return result
    }
}
