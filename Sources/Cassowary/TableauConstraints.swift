/// Adding a constraint row to the tableau and removing it again (Cassowary §4 and §7).
extension Solver {
    /// Builds the record's row, picks a subject (or runs phase one with an artificial
    /// variable), inserts it and re-optimises. Returns the tag symbols.
    func addToTableau(_ index: Int32) throws(SolverError) -> (marker: Int32, other: Int32) {
        let record = records[Int(index)]
        var (constant, magnitude) = accumulate(variables: record.variables, coefficients: record.coefficients,
                                               constant: record.constant)
        // Rounding in earlier pivots leaves noise proportional to the numbers summed here.
        let zeroTolerance = 1e-9 * max(1, magnitude)
        var marker: Int32 = -1, other: Int32 = -1
        let w = record.strength.weight
        if !record.isRequired { tableau.maxWeight = max(tableau.maxWeight, w) }
        switch record.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            // ≤: expr + slack = 0;  ≥: expr − slack = 0;  a weighted one may be off by its error.
            let sign: Double = record.relation == .lessThanOrEqual ? 1 : -1
            marker = tableau.newSymbol(.slack, owner: index)
            _ = tableau.accumulateCell(marker, sign)
            if !record.isRequired {
                other = tableau.newSymbol(.error, owner: index)
                _ = tableau.accumulateCell(other, -sign)
                tableau.addToObjective(auxiliary: false, symbol: other, w)
            }
        case .equal:
            if record.isRequired {
                // Without markers (ConstraintTracking.swift) the symbol is still made, so that
                // every later symbol gets the same id, but it enters no row.
                marker = tableau.newSymbol(.dummy, owner: index)
                if keepsMarkers { _ = tableau.accumulateCell(marker, 1) }
            } else {
                // expr = e⁺ − e⁻
                marker = tableau.newSymbol(.error, owner: index)
                other = tableau.newSymbol(.error, owner: index)
                _ = tableau.accumulateCell(marker, -1)
                _ = tableau.accumulateCell(other, 1)
                tableau.addToObjective(auxiliary: false, symbol: marker, w)
                tableau.addToObjective(auxiliary: false, symbol: other, w)
            }
        }
        var (syms, coefs) = tableau.collectAccumulated()
        if abs(constant) <= zeroTolerance { constant = 0 }
        // The constant must be ≥ 0 so that a restricted subject enters at a feasible value.
        let flipped = constant < 0
        if flipped {
            constant = -constant
            for k in coefs.indices { coefs[k] = -coefs[k] }
        }
        if let subject = chooseSubject(syms, coefs, marker: marker, other: other) {
            insertSolved(&syms, &coefs, constant, for: subject)
            tableau.optimize(auxiliary: false)
            return (marker, other)
        }
        if syms.allSatisfy({ tableau.kind[Int($0)] == .dummy }) {
            if constant != 0 {
                // Without markers there is no certificate to read: `add` replays with them.
                throw .unsatisfiable(conflicting: keepsMarkers ? conflictSet(newRecord: index, rowSymbols: syms) : [])
            }
            // Redundant with the required equalities already present: keep its dummy basic
            // so that it can be removed later. (With markers the row always holds the marker,
            // with coefficient 1 as the constant is 0; without, an empty row with that basic
            // takes the same slot.)
            if keepsMarkers {
                if syms.contains(marker) { insertSolved(&syms, &coefs, constant, for: marker) }
            } else if marker >= 0 {
                tableau.insertRow(basic: marker, syms: [], coefs: [], constant: constant * -1)
            }
            return (marker, other)
        }
        try addWithArtificialVariable(index, syms, coefs, constant, marker: marker,
                                      markerCoefficient: flipped ? -1 : 1, zeroTolerance: zeroTolerance)
        tableau.optimize(auxiliary: false)
        return (marker, other)
    }

    /// kiwi's subject rule with a sparsity twist: any external (the one in the fewest rows,
    /// newest on ties, so substitution touches little and fills in little); else a tag symbol
    /// that is restricted, not a dummy, and has a negative coefficient.
    func chooseSubject(_ syms: [Int32], _ coefs: [Double], marker: Int32, other: Int32) -> Int32? {
        var best: Int32 = -1
        var bestCount = Int.max
        for s in syms where tableau.kind[Int(s)] == .external {
            let n = tableau.columns[Int(s)].count
            if n <= bestCount {
                best = s
                bestCount = n
            }
        }
        if best >= 0 { return best }
        for tag in [marker, other] where tag >= 0 {
            let k = tableau.kind[Int(tag)]
            if k == .slack || k == .error, let p = binarySearch(syms, tag), coefs[p] < 0 { return tag }
        }
        return nil
    }

    /// Solves `0 = constant + Σ coefs · syms` for `subject` and puts it in the tableau
    /// (the arrays become the row's storage).
    func insertSolved(_ syms: inout [Int32], _ coefs: inout [Double], _ constant: Double, for subject: Int32) {
        guard let p = binarySearch(syms, subject) else { return }
        let a = coefs[p]
        syms.remove(at: p)
        coefs.remove(at: p)
        let scale = -1 / a
        for k in coefs.indices { coefs[k] *= scale }
        let r = tableau.insertRow(basic: subject, syms: syms, coefs: coefs, constant: constant * scale)
        tableau.substitute(symbol: subject, row: r)
    }

    /// Phase one: drive an artificial variable equal to the row to zero. `markerCoefficient` is
    /// the marker's coefficient in the row (±1).
    func addWithArtificialVariable(_ index: Int32, _ syms: [Int32], _ coefs: [Double], _ constant: Double,
                                   marker: Int32, markerCoefficient: Double, zeroTolerance: Double) throws(SolverError) {
        let art = tableau.newSymbol(.slack)
        let r = tableau.insertRow(basic: art, syms: syms, coefs: coefs, constant: constant)
        tableau.auxiliaryActive = true
        tableau.auxiliary.constant = constant
        for k in syms.indices { tableau.addToObjective(auxiliary: true, symbol: syms[k], coefs[k]) }
        _ = r
        tableau.optimize(auxiliary: true)
        let success = abs(tableau.auxiliary.constant) <= max(zeroTolerance, 1e-9 * max(1, constant))
        var failure: [ConstraintID]? = nil
        let ar = tableau.rowOf[Int(art)]
        if ar >= 0 {
            if success {
                let row = tableau.rows[Int(ar)]
                if row.syms.isEmpty && !keepsMarkers && marker >= 0 && tableau.kind[Int(marker)] == .dummy {
                    // With markers the row holds only dummies, among them this marker, still
                    // with its first coefficient (ConstraintTracking.swift), and is pivoted on
                    // it. The same pivot on a row without its cells:
                    tableau.pivotCount &+= 1
                    tableau.rows[Int(ar)].constant *= -1 / markerCoefficient
                    tableau.rows[Int(ar)].basic = marker
                    tableau.rowOf[Int(art)] = -1
                    tableau.rowOf[Int(marker)] = ar
                } else if row.syms.isEmpty {
                    tableau.deleteRow(ar)
                } else {
                    var entering: Int32 = -1
                    for s in row.syms where tableau.kind[Int(s)] != .dummy { entering = s; break }
                    if entering < 0 && row.syms.contains(marker) { entering = marker }
                    if entering >= 0 {
                        tableau.pivot(row: ar, entering: entering)
                    } else {
                        tableau.deleteRow(ar)
                    }
                }
            } else {
                failure = keepsMarkers ? conflictSet(newRecord: index, rowSymbols: tableau.rows[Int(ar)].syms) : []
                tableau.deleteRow(ar)
            }
        }
        // art is parametric now: fix it at zero by dropping its column.
        for i in tableau.columns[Int(art)] { removeCell(row: i, symbol: art) }
        tableau.columns[Int(art)] = []
        tableau.objective.coef[Int(art)] = 0
        tableau.auxiliary.clear()
        tableau.auxiliaryActive = false
        if let conflicting = failure {
            // Phase one only re-pivoted the old rows; restore optimality and refuse.
            tableau.optimize(auxiliary: false)
            throw .unsatisfiable(conflicting: conflicting)
        }
    }

    func removeCell(row r: Int32, symbol s: Int32) {
        guard let p = tableau.rows[Int(r)].position(of: s) else { return }
        tableau.rows[Int(r)].syms.remove(at: p)
        tableau.rows[Int(r)].coefs.remove(at: p)
    }

    /// Removes a tableau constraint: take its errors out of the objective, make its marker
    /// basic (choosing the row so that feasibility is kept), drop that row, re-optimise.
    func removeFromTableau(_ index: Int32, marker: Int32, other: Int32) {
        let record = records[Int(index)]
        if !record.isRequired {
            let w = record.strength.weight
            for s in [marker, other] where s >= 0 && tableau.kind[Int(s)] == .error {
                tableau.addSymbolToObjective(auxiliary: false, symbol: s, factor: -w)
            }
        }
        var touched: [Int32] = []
        if tableau.rowOf[Int(marker)] < 0 {
            if let r = rowForRemoving(marker) {
                touched = tableau.columns[Int(marker)]
                tableau.pivot(row: r, entering: marker)
            }
        }
        let mr = tableau.rowOf[Int(marker)]
        if mr >= 0 { tableau.deleteRow(mr) }
        // The other tag symbol cancels out of every row with the marker's (it only ever
        // appears in the fixed ratio of the constraint's own row); clear any rounding residue.
        if other >= 0 {
            let orow = tableau.rowOf[Int(other)]
            if orow >= 0 { tableau.deleteRow(orow) }
            for i in tableau.columns[Int(other)] { removeCell(row: i, symbol: other) }
            tableau.columns[Int(other)] = []
            tableau.objective.coef[Int(other)] = 0
        }
        for i in tableau.columns[Int(marker)] { removeCell(row: i, symbol: marker) }
        tableau.columns[Int(marker)] = []
        tableau.objective.coef[Int(marker)] = 0
        reinstateRedundantEqualities(in: touched)
        tableau.optimize(auxiliary: false)
    }

    /// A required equality that was redundant when added keeps its dummy basic in a row of
    /// other dummies. If one of those belonged to the constraint just removed, the row now
    /// holds ordinary symbols: the equality has stopped being redundant and must be enforced
    /// again, so its row is dropped and the constraint re-added from its record.
    func reinstateRedundantEqualities(in rows: [Int32]) {
        for r in rows {
            let row = tableau.rows[Int(r)]
            guard row.basic >= 0, tableau.kind[Int(row.basic)] == .dummy,
                  row.syms.contains(where: { tableau.kind[Int($0)] != .dummy }) else { continue }
            let o = tableau.owner[Int(row.basic)]
            guard o >= 0, Int(o) < records.count, case .tableau = records[Int(o)].state else { continue }
            tableau.deleteRow(r)
            do {
                let tag = try addToTableau(o)
                records[Int(o)].state = .tableau(marker: tag.marker, other: tag.other)
            } catch {
                // It held a moment ago; only rounding could refuse it. Suspend it rather than
                // trap or forget it: the user can still remove it.
                records[Int(o)].state = .suspended
            }
        }
    }

    /// kiwi's choice of the row in which to pivot a parametric marker before dropping it.
    func rowForRemoving(_ marker: Int32) -> Int32? {
        var first: Int32 = -1, second: Int32 = -1, third: Int32 = -1
        var r1 = Double.infinity, r2 = Double.infinity
        for r in tableau.columns[Int(marker)] {
            let row = tableau.rows[Int(r)]
            let c = row.coefficient(of: marker)
            if c == 0 { continue }
            if !tableau.kind[Int(row.basic)].isRestricted {
                if third < 0 { third = r }
            } else if c < 0 {
                let ratio = -row.constant / c
                if ratio < r1 { r1 = ratio; first = r }
            } else {
                let ratio = row.constant / c
                if ratio < r2 { r2 = ratio; second = r }
            }
        }
        if first >= 0 { return first }
        if second >= 0 { return second }
        return third >= 0 ? third : nil
    }
}

func binarySearch(_ a: [Int32], _ x: Int32) -> Int? {
    var lo = 0, hi = a.count
    while lo < hi {
        let mid = (lo + hi) >> 1
        if a[mid] < x { lo = mid + 1 } else { hi = mid }
    }
    return lo < a.count && a[lo] == x ? lo : nil
}
