/// Text for numbers, terms and expressions in the `description`s of the solver's types.
///
/// The module imports nothing (not Foundation), so numbers are printed by the standard library:
/// whole numbers without a fraction (`10`, not `10.0`), others with Swift's shortest
/// round-tripping digits (`0.5`, `176.21`, `1e-09`).
enum LinearFormatting {
    static func number(_ value: Double) -> String {
        if value == 0 { return "0" }   // also -0
        if value.isFinite && value == value.rounded() && abs(value) < 1e15 {
            return String(Int64(value))
        }
        return value.description
    }

    /// Appends `coefficient · variable` as `x`, `2 * x`, or after another term ` + x`, ` - 2 * x`.
    static func appendTerm(_ coefficient: Double, _ variable: SolverVariable, first: Bool, to text: inout String) {
        let negative = coefficient < 0 || (coefficient == 0 && coefficient.sign == .minus)
        let magnitude = abs(coefficient)
        if first {
            if negative { text += "-" }
        } else {
            text += negative ? " - " : " + "
        }
        if magnitude != 1 { text += number(magnitude) + " * " }
        text += variable.description
    }

    /// Appends `terms + constant`, leaving out a zero constant; `0` when both are empty.
    static func appendExpression<Terms: Sequence>(_ terms: Terms, constant: Double, to text: inout String)
    where Terms.Element == LinearTerm {
        var first = true
        for term in terms {
            appendTerm(term.coefficient, term.variable, first: first, to: &text)
            first = false
        }
        if first {
            text += number(constant)
        } else if constant != 0 && !constant.isNaN {
            text += constant < 0 ? " - " : " + "
            text += number(abs(constant))
        } else if constant.isNaN {
            text += " + nan"
        }
    }

    /// `lhs relation rhs` for `expression relation 0`, written the way such constraints are
    /// usually typed: terms with a positive coefficient on the left, the others and the constant
    /// moved to the right (`x2 - x1 - 10 >= 0` reads `x2 >= x1 + 10`). With no positive term the
    /// whole constraint is negated and the relation flipped (`-x + 5 >= 0` reads `x <= 5`).
    static func constraint(_ expression: LinearExpression, _ relation: LinearRelation) -> String {
        var expression = expression
        var relation = relation
        if !expression.terms.isEmpty && !expression.terms.contains(where: { $0.coefficient > 0 }) {
            expression = -expression
            switch relation {
            case .lessThanOrEqual: relation = .greaterThanOrEqual
            case .greaterThanOrEqual: relation = .lessThanOrEqual
            case .equal: break
            }
        }
        if expression.terms.isEmpty {
            return number(expression.constant) + " " + relation.symbol + " 0"
        }
        let left = expression.terms.filter { $0.coefficient > 0 }
        let right = expression.terms.filter { !($0.coefficient > 0) }
            .map { LinearTerm($0.variable, -$0.coefficient) }
        var text = ""
        appendExpression(left, constant: 0, to: &text)
        text += " " + relation.symbol + " "
        appendExpression(right, constant: -expression.constant, to: &text)
        return text
    }
}
