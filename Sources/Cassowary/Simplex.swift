/// Pivoting and the primal and dual simplex loops.
extension Tableau {
    /// Solves row `r` for `entering` (a parametric symbol in it) and substitutes the result
    /// into every row that contains `entering` and into the objectives.
    mutating func pivot(row r: Int32, entering e: Int32) {
        let ri = Int(r)
        pivotCount &+= 1
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
        // Row r is read by every merge and changed by none: its arrays are retained once here,
        // not once per merge.
        let source = rows[Int(r)]
        // The column is swapped with a scratch buffer rather than copied and replaced by a new
        // empty array: a pivot then allocates and frees nothing for it.
        swap(&columns[Int(e)], &scratchUsers)
        source.syms.withUnsafeBufferPointer { sourceSyms in
        source.coefs.withUnsafeBufferPointer { sourceCoefs in
            for k in scratchUsers.indices where scratchUsers[k] != r {
                mergeSubstituting(into: scratchUsers[k], symbol: e,
                                  from: sourceSyms, sourceCoefs, sourceConstant: source.constant)
            }
        }}
        scratchUsers.removeAll(keepingCapacity: true)
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

    /// row(i) := row(i) with `e` replaced by `coef(e) · source`. Keeps the column index exact.
    ///
    /// The merge runs in place, from the highest symbol down, into row i's own arrays grown by
    /// the source's length (a write never overtakes the cells still to be read), then moves the
    /// result to the front. The row is taken out of `rows` for the merge, so its arrays are
    /// uniquely referenced: no copy-on-write, no allocation once a row has grown, and one
    /// uniqueness check per array instead of one per cell.
    mutating func mergeSubstituting(into i: Int32, symbol e: Int32, from ss: UnsafeBufferPointer<Int32>,
                                    _ sc: UnsafeBufferPointer<Double>, sourceConstant: Double) {
        let ii = Int(i)
        var row = Row()
        swap(&row, &rows[ii])
        defer { swap(&row, &rows[ii]) }
        guard let ke = row.position(of: e) else { return }
        let a = row.coefs[ke]
        let tn = row.syms.count, sn = ss.count
        // At most sn symbols appear and at most sn vanish.
        if scratchAppeared.count < sn {
            scratchAppeared = [Int32](repeating: 0, count: 2 * sn)
            scratchVanished = [Int32](repeating: 0, count: 2 * sn)
        }
        row.syms.append(contentsOf: repeatElement(0, count: sn))
        row.coefs.append(contentsOf: repeatElement(0, count: sn))
        var appeared = 0, vanished = 0
        // Invariant: out ≥ x + y + 2, so writing at out − 1 never reaches an unread cell x.
        var out = tn + sn
        scratchAppeared.withUnsafeMutableBufferPointer { ap in
        scratchVanished.withUnsafeMutableBufferPointer { va in
        row.syms.withUnsafeMutableBufferPointer { ts in
        row.coefs.withUnsafeMutableBufferPointer { tc in
            var x = tn - 1, y = sn - 1
            while x >= 0 && y >= 0 {
                let tsym = ts[x], ssym = ss[y]
                if tsym > ssym {
                    if tsym != e {
                        out &-= 1
                        ts[out] = tsym
                        tc[out] = tc[x]
                    }
                    x &-= 1
                } else if ssym > tsym {
                    let v = a * sc[y]
                    if abs(v) > Tolerance.row {
                        out &-= 1
                        ts[out] = ssym
                        tc[out] = v
                        ap[appeared] = ssym
                        appeared &+= 1
                    }
                    y &-= 1
                } else {
                    let v = tc[x] + a * sc[y]
                    if abs(v) > Tolerance.row {
                        out &-= 1
                        ts[out] = tsym
                        tc[out] = v
                    } else {
                        va[vanished] = tsym
                        vanished &+= 1
                    }
                    x &-= 1
                    y &-= 1
                }
            }
            while x >= 0 {
                if ts[x] != e {
                    out &-= 1
                    ts[out] = ts[x]
                    tc[out] = tc[x]
                }
                x &-= 1
            }
            while y >= 0 {
                let v = a * sc[y]
                if abs(v) > Tolerance.row {
                    out &-= 1
                    ts[out] = ss[y]
                    tc[out] = v
                    ap[appeared] = ss[y]
                    appeared &+= 1
                }
                y &-= 1
            }
            if out > 0 {
                var k = out
                while k < tn + sn {
                    ts[k &- out] = ts[k]
                    tc[k &- out] = tc[k]
                    k &+= 1
                }
            }
        }}}}
        row.syms.removeLast(out)
        row.coefs.removeLast(out)
        let newConstant = row.constant + a * sourceConstant
        row.constant = abs(newConstant) < Tolerance.row * 1e-3 ? 0 : newConstant
        for k in 0..<appeared { columns[Int(scratchAppeared[k])].append(i) }
        for k in 0..<vanished { removeFromColumn(scratchVanished[k], row: i) }
        if collectInfeasible && newConstant < 0 && kind[Int(row.basic)].isRestricted {
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
