/// Checks a constraint against the rules UIKit enforces when an `NSLayoutConstraint` is made,
/// plus warnings for pairings UIKit accepts but that are almost surely mistakes.
///
/// Errors are the cases where UIKit throws at run time; diagnostics point at the constraint's
/// origin span and carry the rule id `constraint-type`.
public enum ConstraintTyping {
    /// Diagnostics for one constraint; empty when it is well typed.
    public static func check(_ constraint: IRConstraint) -> [LayoutDiagnostic] {
        var problems: [LayoutDiagnostic] = []
        let span = constraint.origin.span
        let first = constraint.firstAttribute
        let second = constraint.secondAttribute
        func error(_ message: String, _ notes: [String]) {
            problems.append(.error(message, at: span, notes: notes.map { DiagnosticNote($0) }, ruleID: .constraintType))
        }
        func warning(_ message: String, _ notes: [String]) {
            problems.append(.warning(message, at: span, notes: notes.map { DiagnosticNote($0) }, ruleID: .constraintType))
        }

        guard first != .notAnAttribute else {
            error("the first attribute of a constraint cannot be 'notAnAttribute'", [])
            return problems
        }
        if !constraint.multiplier.isFinite || !constraint.constant.isFinite {
            error("constraint numbers must be finite (multiplier \(formatNumber(constraint.multiplier)), constant \(formatNumber(constraint.constant)))",
                  ["UIKit cannot lay out with an infinite or NaN value"])
        } else if !NumberLimits.isUsable(constraint.multiplier) || !NumberLimits.isUsable(constraint.constant) {
            error("constraint numbers are too large (multiplier \(formatNumber(constraint.multiplier)), constant \(formatNumber(constraint.constant)))",
                  ["vflc accepts multipliers and constants up to \(NumberLimits.maximumText) in magnitude"])
        } else if constraint.multiplier != 0, abs(constraint.multiplier) < NumberLimits.minimumMultiplier {
            error("the multiplier \(formatNumber(constraint.multiplier)) is too small",
                  ["vflc accepts non-zero multipliers from 0.000001 in magnitude; use 0 to drop the second item's term"])
        }
        checkLegacyGuide(constraint.firstItem, first, error)
        if let secondItem = constraint.secondItem { checkLegacyGuide(secondItem, second, error) }

        guard constraint.secondItem != nil, second != .notAnAttribute else {
            if first.kind == .location {
                error("a location attribute ('\(first.name)') cannot be set to a constant; it needs a second item",
                      ["UIKit throws: a nil second item together with a location creates an illegal constraint",
                       "relate it to the superview, e.g. '\(constraint.firstItem).\(first.name) == superview.\(first.name) + \(formatNumber(constraint.constant))'"])
            }
            return problems
        }

        if first.kind != second.kind {
            error("cannot relate a \(first.kind == .location ? "location" : "dimension") ('\(first.name)') to a \(second.kind == .location ? "location" : "dimension") ('\(second.name)')",
                  ["UIKit throws 'Invalid pairing of layout attributes': a position and a size are different kinds of value",
                   "relate '\(first.name)' to another \(first.kind == .location ? "edge, centre or baseline" : "width or height")"])
        } else if (first.isDirectional && second.isAbsoluteHorizontal) || (first.isAbsoluteHorizontal && second.isDirectional) {
            error("cannot relate '\(first.name)' to '\(second.name)': leading/trailing cannot be mixed with left/right in one constraint",
                  ["UIKit throws: leading and trailing flip in right-to-left languages, left and right never do",
                   "use leading/trailing on both sides (or left/right on both)"])
        } else if first.kind == .location, first.axis != second.axis {
            warning("'\(first.name)' (\(first.axis?.rawValue ?? "")) is related to '\(second.name)' (\(second.axis?.rawValue ?? "")) across axes",
                    ["a horizontal position and a vertical position rarely mean the same thing"])
        }
        if first.kind == .location, constraint.multiplier == 0 {
            error("a multiplier of 0 with a location attribute ('\(first.name)') creates an illegal constraint",
                  ["UIKit throws: the location would be equal to a constant", "use a multiplier other than 0"])
        }
        return problems
    }

    private static func checkLegacyGuide(_ item: LayoutItem, _ attribute: Attribute, _ error: (String, [String]) -> Void) {
        guard let guide = item.guide, guide.isLegacyLayoutSupport else { return }
        switch attribute {
        case .top, .bottom, .height, .notAnAttribute: return
        default:
            error("'\(guide.name)' has no '\(attribute.name)'; a layout support guide only has top, bottom and height",
                  ["use the safe area instead: 'view.safeArea.\(attribute.name)'"])
        }
    }
}
