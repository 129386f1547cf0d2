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
    mutating func mergeSubstituting(into i: Int32, symbol e: Int32, from r: Int32) {
        var outSyms = scratchSyms
        var outCoefs = scratchCoefs
        scratchSyms = []
        scratchCoefs = []
        outSyms.removeAll(keepingCapacity: true)
        outCoefs.removeAll(keepingCapacity: true)
        let target = rows[Int(i)]
        let source = rows[Int(r)]
        guard let ke = target.position(of: e) else {
            scratchSyms = outSyms
            scratchCoefs = outCoefs
            return
        }
        let a = target.coefs[ke]
        let tn = target.syms.count, sn = source.syms.count
        outSyms.reserveCapacity(tn + sn)
        outCoefs.reserveCapacity(tn + sn)
        var appeared: [Int32] = []
        var vanished: [Int32] = []
        target.syms.withUnsafeBufferPointer { ts in
        target.coefs.withUnsafeBufferPointer { tc in
        source.syms.withUnsafeBufferPointer { ss in
        source.coefs.withUnsafeBufferPointer { sc in
            var x = 0, y = 0
            while x < tn || y < sn {
                if y >= sn || (x < tn && ts[x] < ss[y]) {
                    if ts[x] != e {
                        outSyms.append(ts[x])
                        outCoefs.append(tc[x])
                    }
                    x += 1
                } else if x >= tn || ss[y] < ts[x] {
                    let v = a * sc[y]
                    if abs(v) > Tolerance.row {
                        outSyms.append(ss[y])
                        outCoefs.append(v)
                        appeared.append(ss[y])
                    }
                    y += 1
                } else {
                    let v = tc[x] + a * sc[y]
                    if abs(v) > Tolerance.row {
                        outSyms.append(ts[x])
                        outCoefs.append(v)
                    } else {
                        vanished.append(ts[x])
                    }
                    x += 1
                    y += 1
                }
            }
        }}}}
        let newConstant = target.constant + a * source.constant
        swap(&rows[Int(i)].syms, &outSyms)
        swap(&rows[Int(i)].coefs, &outCoefs)
        rows[Int(i)].constant = abs(newConstant) < Tolerance.row * 1e-3 ? 0 : newConstant
        scratchSyms = outSyms
        scratchCoefs = outCoefs
        for s in appeared { columns[Int(s)].append(i) }
        for s in vanished { removeFromColumn(s, row: i) }
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
        while true {
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
        }
    }

    /// Dual simplex: restores feasibility of the rows on the work list while keeping the
    /// objective optimal (used after edits change row constants).
    mutating func dualOptimize() {
        while let r = infeasibleRows.popLast() {
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
        }
    }
}
