/// Pivoting and the primal and dual simplex loops.
extension Tableau {
    /// Solves row `r` for `entering` (a parametric symbol in it) and substitutes the result
    /// into every row that contains `entering` and into the objectives.
    mutating func pivot(row r: Int32, entering e: Int32) {
        let ri = Int(r)
        let oldBasic = rows[ri].basic
        // basic = c + a·e + Σ aⱼpⱼ   ⇒   e = (basic − c − Σ aⱼpⱼ) / a
        guard let k = rows[ri].position(of: e) else { return }
        let a = rows[ri].coefs[k]
        rows[ri].syms.remove(at: k)
        rows[ri].coefs.remove(at: k)
        removeFromColumn(e, row: r)
        // insert the old basic symbol with coefficient −1, keeping the cells sorted
        var p = rows[ri].syms.count
        while p > 0 && rows[ri].syms[p - 1] > oldBasic { p -= 1 }
        rows[ri].syms.insert(oldBasic, at: p)
        rows[ri].coefs.insert(-1, at: p)
        columns[Int(oldBasic)].append(r)
        let scale = -1 / a
        rows[ri].constant *= scale
        rows[ri].coefs.withUnsafeMutableBufferPointer { buf in
            for j in buf.indices { buf[j] *= scale }
        }
        rows[ri].basic = e
        rowOf[Int(oldBasic)] = -1
        rowOf[Int(e)] = r
        substitute(symbol: e, row: r)
    }

    /// Replaces parametric-turned-basic `e` by its row `r` everywhere else.
    mutating func substitute(symbol e: Int32, row r: Int32) {
        let users = columns[Int(e)]
        columns[Int(e)] = []
        for i in users where i != r {
            mergeSubstituting(into: i, symbol: e, from: r)
        }
        let c = objective.coef[Int(e)]
        if c != 0 {
            objective.coef[Int(e)] = 0
            addRowToObjective(auxiliary: false, row: r, factor: c)
        }
        if auxiliaryActive {
            let c2 = auxiliary.coef[Int(e)]
            if c2 != 0 {
                auxiliary.coef[Int(e)] = 0
                addRowToObjective(auxiliary: true, row: r, factor: c2)
            }
        }
    }

    /// row(i) := row(i) with `e` replaced by `coef(e) · row(r)`. Keeps the column index exact.
    ///
    /// The merged cells are written through raw pointers into a scratch buffer that only ever
    /// grows, then copied back into row i's own storage: no allocation, no copy-on-write.
    mutating func mergeSubstituting(into i: Int32, symbol e: Int32, from r: Int32) {
        let ii = Int(i), ri = Int(r)
        guard let ke = rows[ii].position(of: e) else { return }
        let a = rows[ii].coefs[ke]
        let tn = rows[ii].syms.count, sn = rows[ri].syms.count
        if scratchSyms.count < tn + sn {
            let size = 2 * (tn + sn)
            scratchSyms = [Int32](repeating: 0, count: size)
            scratchCoefs = [Double](repeating: 0, count: size)
        }
        scratchAppeared.removeAll(keepingCapacity: true)
        scratchVanished.removeAll(keepingCapacity: true)
        var n = 0
        rows[ii].syms.withUnsafeBufferPointer { ts in
        rows[ii].coefs.withUnsafeBufferPointer { tc in
        rows[ri].syms.withUnsafeBufferPointer { ss in
        rows[ri].coefs.withUnsafeBufferPointer { sc in
        scratchSyms.withUnsafeMutableBufferPointer { os in
        scratchCoefs.withUnsafeMutableBufferPointer { oc in
            var x = 0, y = 0
            while x < tn && y < sn {
                let tsym = ts[x], ssym = ss[y]
                if tsym < ssym {
                    if tsym != e {
                        os[n] = tsym
                        oc[n] = tc[x]
                        n &+= 1
                    }
                    x &+= 1
                } else if ssym < tsym {
                    let v = a * sc[y]
                    if abs(v) > Tolerance.row {
                        os[n] = ssym
                        oc[n] = v
                        n &+= 1
                        scratchAppeared.append(ssym)
                    }
                    y &+= 1
                } else {
                    let v = tc[x] + a * sc[y]
                    if abs(v) > Tolerance.row {
                        os[n] = tsym
                        oc[n] = v
                        n &+= 1
                    } else {
                        scratchVanished.append(tsym)
                    }
                    x &+= 1
                    y &+= 1
                }
            }
            while x < tn {
                if ts[x] != e {
                    os[n] = ts[x]
                    oc[n] = tc[x]
                    n &+= 1
                }
                x &+= 1
            }
            while y < sn {
                let v = a * sc[y]
                if abs(v) > Tolerance.row {
                    os[n] = ss[y]
                    oc[n] = v
                    n &+= 1
                    scratchAppeared.append(ss[y])
                }
                y &+= 1
            }
        }}}}}}
        rows[ii].syms.removeAll(keepingCapacity: true)
        rows[ii].coefs.removeAll(keepingCapacity: true)
        rows[ii].syms.append(contentsOf: scratchSyms[0..<n])
        rows[ii].coefs.append(contentsOf: scratchCoefs[0..<n])
        let newConstant = rows[ii].constant + a * rows[ri].constant
        rows[ii].constant = abs(newConstant) < Tolerance.row * 1e-3 ? 0 : newConstant
        for k in scratchAppeared.indices { columns[Int(scratchAppeared[k])].append(i) }
        for k in scratchVanished.indices { removeFromColumn(scratchVanished[k], row: i) }
        if collectInfeasible && newConstant < 0 && isRestrictedRow(i) {
            infeasibleRows.append(i)
        }
    }

    /// The row that limits `entering` moving in `direction` (+1 / −1): among restricted rows
    /// whose basic value would fall, the smallest ratio; ties go to the lowest basic id.
    func leavingRow(for entering: Int32, direction: Double) -> Int32? {
        var best: Int32 = -1
        var bestRatio = Double.infinity
        var bestBasic = Int32.max
        for r in columns[Int(entering)] {
            let row = rows[Int(r)]
            if !kind[Int(row.basic)].isRestricted { continue }
            let a = row.coefficient(of: entering) * direction
            if a >= 0 { continue }
            let ratio = max(0, row.constant) / -a
            if ratio < bestRatio || (ratio == bestRatio && row.basic < bestBasic) {
                best = r
                bestRatio = ratio
                bestBasic = row.basic
            }
        }
        return best >= 0 ? best : nil
    }

    /// Primal simplex on the objective (or the auxiliary one). Returns false if unbounded.
    @discardableResult
    mutating func optimize(auxiliary useAux: Bool) -> Bool {
        // Bland's rule cannot cycle in exact arithmetic; the cap only guarantees termination
        // if rounding ever made it try.
        var budget = pivotBudget
        while budget > 0 {
            let candidate = useAux ? auxiliary.popMin() : objective.popMin()
            guard let e = candidate else { return true }
            let c = useAux ? auxiliary.coef[Int(e)] : objective.coef[Int(e)]
            if !isAttractive(e, c, auxiliary: useAux) { continue }
            if restrictToOptimalFace && abs(objective.coef[Int(e)]) > objectiveTolerance { continue }
            let direction: Double = c < 0 ? 1 : -1
            guard let r = leavingRow(for: e, direction: direction) else {
                // Unbounded direction: a free symbol with a cost and nothing to stop it.
                return false
            }
            pivot(row: r, entering: e)
            budget -= 1
        }
        return true
    }

    /// An upper bound on pivots per optimisation, far above what any real system needs.
    var pivotBudget: Int { 64 * (symbolCount + 64) }

    /// Dual simplex: restores feasibility of the rows on the work list while keeping the
    /// objective optimal (used after edits change row constants).
    mutating func dualOptimize() {
        var budget = pivotBudget
        while budget > 0, let r = infeasibleRows.popLast() {
            let row = rows[Int(r)]
            if row.basic < 0 || !kind[Int(row.basic)].isRestricted || row.constant >= 0 { continue }
            if row.constant > -Tolerance.row { continue }
            var entering: Int32 = -1
            var bestRatio = Double.infinity
            for k in 0..<row.syms.count {
                let s = row.syms[k]
                let a = row.coefs[k]
                let sk = kind[Int(s)]
                if sk == .dummy { continue }
                let ratio: Double
                if sk == .external {
                    ratio = abs(objective.coef[Int(s)]) / abs(a)
                } else {
                    if a <= 0 { continue }
                    ratio = objective.coef[Int(s)] / a
                }
                if ratio < bestRatio {
                    bestRatio = ratio
                    entering = s
                }
            }
            if entering < 0 { continue }
            pivot(row: r, entering: entering)
            budget -= 1
        }
    }
}
