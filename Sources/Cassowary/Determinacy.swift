/// Questions for the layout checker: is a value forced, and how far could it move?
extension Solver {
    /// Whether `variable` has the same value in every optimal solution (false for a variable of
    /// another solver).
    ///
    /// Answered from the optimal face (`OptimalFace`): built once per solution in about one
    /// pass over the tableau plus a small LP over its degenerate rows, then shared by every
    /// later question, so asking about all variables stays linear in the size of the system.
    public func isDetermined(_ variable: SolverVariable) -> Bool {
        let i = Int(variable.index)
        guard owns(variable), i >= 0 && i < variableSymbol.count else { return false }
        ensureBuilt()
        if optimalFace == nil { optimalFace = OptimalFace(of: self) }
        return optimalFace?.isDetermined(ordinal: i) ?? false
    }

    /// Whether `expression` (its constant aside) has the same value in every optimal solution:
    /// `a - b` is determined when `a` and `b` move together, as a view's offset from its
    /// superview does when both slide. False when a term's variable is of another solver.
    ///
    /// Answered from the same optimal face as the question about one variable: the
    /// expression's displacement along each face direction is the sum of its terms'.
    public func isDetermined(_ expression: LinearExpression) -> Bool {
        var ordinals: [(ordinal: Int, coefficient: Double)] = []
        for term in expression.terms {
            let i = Int(term.variable.index)
            guard owns(term.variable), i >= 0 && i < variableSymbol.count else { return false }
            ordinals.append((i, term.coefficient))
        }
        ensureBuilt()
        if optimalFace == nil { optimalFace = OptimalFace(of: self) }
        return optimalFace?.isDetermined(ordinals) ?? false
    }

    /// The smallest and largest value `variable` takes over all optimal solutions (every
    /// required constraint holds and the weighted error is minimal), or nil if it is
    /// unbounded there or made by another solver. Runs two small simplex searches on a copy of the tableau, pivoting
    /// only symbols whose reduced cost is zero; O(tableau) per call.
    public func range(of variable: SolverVariable) -> ClosedRange<Double>? {
        let i = Int(variable.index)
        guard owns(variable), i >= 0 && i < variableSymbol.count else { return nil }
        ensureBuilt()
        updateVariables()
        guard let low = extreme(of: variable.index, sign: 1), let high = extreme(of: variable.index, sign: -1) else {
            return nil
        }
        return min(low, -high)...max(low, -high)
    }

    /// min over the optimal face of `sign · v`, or nil if unbounded.
    private func extreme(of ordinal: Int32, sign: Double) -> Double? {
        let row = parametricRow(of: ordinal)
        var t = tableau
        t.auxiliaryActive = true
        t.restrictToOptimalFace = true
        t.auxiliary.clear()
        t.auxiliary.constant = sign * row.constant
        for k in row.syms.indices where t.kind[Int(row.syms[k])] != .dummy {
            t.addToObjective(auxiliary: true, symbol: row.syms[k], sign * row.coefs[k])
        }
        guard t.optimize(auxiliary: true) else { return nil }
        return t.auxiliary.constant
    }
}
