/// Writes constraints in the equation syntax that the `.layout` parser reads back:
///
/// ```
/// b.leading == a.trailing + 8
/// login.width >= userField.width * 0.5 + 10 @750
/// a.width <= 100
/// view.safeArea.top == title.top - 24
/// ```
///
/// The multiplier is printed only when it is not 1, the constant only when it is not 0
/// (or when there is no second item), the priority only when it is not required. A constant the
/// app scales to the screen adds its terms (`a.width == 0.5 * UIScreen.main.bounds.width - 30`).
public enum ConstraintPrinter {
    /// The equation text of one constraint.
    public static func equation(_ constraint: IRConstraint) -> String {
        var text = "\(constraint.firstItem).\(constraint.firstAttribute.name) \(constraint.relation.symbol) "
        if let second = constraint.secondItem {
            text += "\(second).\(constraint.secondAttribute.name)"
            if constraint.multiplier != 1 {
                text += " * \(formatNumber(constraint.multiplier))"
            }
            text += signedTerm(constraint.constantWithoutScreen)
            text += constraint.screenScaling?.printedTerms ?? ""
        } else if let scaling = constraint.screenScaling, !scaling.isZero {
            // `0.5 * UIScreen.main.bounds.width - 30`: the screen first, as people write it.
            var terms = scaling.printedTerms
            terms = terms.hasPrefix(" + ") ? String(terms.dropFirst(3)) : "-" + terms.dropFirst(3)
            text += terms + signedTerm(constraint.constantWithoutScreen)
        } else {
            text += formatNumber(constraint.constant)
        }
        if !constraint.priority.isRequired {
            text += " @\(constraint.priority)"
        }
        return text
    }

    /// ` + 8`, ` - 24`, or nothing for 0: a constant added after a term.
    private static func signedTerm(_ constant: Double) -> String {
        guard constant != 0 else { return "" }
        return constant < 0 ? " - \(formatNumber(-constant))" : " + \(formatNumber(constant))"
    }
}
