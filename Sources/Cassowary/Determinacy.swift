/// Questions for the layout checker: is a value forced, and how far could it move?
extension Solver {
    /// Whether `variable` has the same value in every optimal solution.
    ///
    /// The variable is written in parametric symbols (`v = c + Σ aⱼ·sⱼ`). It is determined
    /// when no `sⱼ` can move at zero cost: a free parametric variable always can; a restricted
    /// one can when its objective coefficient (reduced cost) is zero and it is not blocked.
    /// When every such symbol is blocked by a degenerate row (a zero-length step) the answer
    /// comes from ``range(of:)``, which explores the whole optimal face.
    public func isDetermined(_ variable: Variable) -> Bool {
        let i = Int(variable.index)
        guard i >= 0 && i < variableSymbol.count else { return false }
        let row = parametricRow(of: variableSymbol[i])
        var undecided = false
        let tol = tableau.objectiveTolerance
        for k in row.syms.indices {
            let s = row.syms[k]
            switch tableau.kind[Int(s)] {
            case .dummy:
                continue
            case .external:
                return false
            case .slack, .error:
                if tableau.objective.coef[Int(s)] > tol { continue }
                if stepLength(s) > Tolerance.row { return false }
                undecided = true
            }
        }
        if !undecided { return true }
        guard let r = range(of: variable) else { return false }
        return r.upperBound - r.lowerBound <= 1e-7 * max(1, abs(r.lowerBound))
    }

    /// How far parametric restricted `s` can increase before a restricted row hits zero.
    func stepLength(_ s: Int32) -> Double {
        var step = Double.infinity
        for r in tableau.columns[Int(s)] {
            let row = tableau.rows[Int(r)]
            guard tableau.kind[Int(row.basic)].isRestricted else { continue }
            let a = row.coefficient(of: s)
            if a < 0 { step = min(step, max(0, row.constant) / -a) }
        }
        return step
    }

    /// The smallest and largest value `variable` takes over all optimal solutions (every
    /// required constraint holds and the weighted error is minimal), or nil if it is
    /// unbounded there. Runs two small simplex searches on a copy of the tableau, pivoting
    /// only symbols whose reduced cost is zero; O(tableau) per call.
    public func range(of variable: Variable) -> ClosedRange<Double>? {
        let i = Int(variable.index)
        guard i >= 0 && i < variableSymbol.count else { return nil }
        let s = variableSymbol[i]
        updateVariables()
        guard let low = extreme(of: s, sign: 1), let high = extreme(of: s, sign: -1) else { return nil }
        return min(low, -high)...max(low, -high)
    }

    /// min over the optimal face of `sign · v`, or nil if unbounded.
    private func extreme(of s: Int32, sign: Double) -> Double? {
        let row = parametricRow(of: s)
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
