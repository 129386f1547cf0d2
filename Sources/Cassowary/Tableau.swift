/// Tolerances. Layout numbers are points (0…10⁵) and weights reach 10⁹, as in kiwi.
enum Tolerance {
    /// Row coefficients and constants below this are zero.
    static let row = 1e-9
}

/// The objective `constant + Σ coef[s] · s` over parametric symbols, stored densely by symbol
/// id, with a min-heap of candidate entering symbols (lowest id first: Bland's rule).
struct Objective {
    var coef: [Double] = []
    var constant: Double = 0
    /// Symbols that may be attractive; entries go stale and are re-checked when popped.
    var heap: [Int32] = []
    var queued: [Bool] = []
    /// Symbols whose coefficient was ever set, so the objective can be cleared cheaply.
    var touched: [Int32] = []
    var touchedFlag: [Bool] = []

    mutating func grow() {
        coef.append(0)
        queued.append(false)
        touchedFlag.append(false)
    }

    /// `grow()` `count` times, each array grown once.
    mutating func grow(by count: Int) {
        coef.append(contentsOf: repeatElement(0, count: count))
        queued.append(contentsOf: repeatElement(false, count: count))
        touchedFlag.append(contentsOf: repeatElement(false, count: count))
    }

    mutating func push(_ s: Int32) {
        let i = Int(s)
        if queued[i] { return }
        queued[i] = true
        heap.append(s)
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) >> 1
            if heap[parent] <= heap[child] { break }
            heap.swapAt(parent, child)
            child = parent
        }
    }

    mutating func popMin() -> Int32? {
        guard let top = heap.first else { return nil }
        let last = heap.removeLast()
        if !heap.isEmpty {
            heap[0] = last
            var parent = 0
            let n = heap.count
            while true {
                let l = 2 * parent + 1
                if l >= n { break }
                var m = l
                if l + 1 < n && heap[l + 1] < heap[l] { m = l + 1 }
                if heap[parent] <= heap[m] { break }
                heap.swapAt(parent, m)
                parent = m
            }
        }
        queued[Int(top)] = false
        return top
    }

    /// Sets every coefficient back to zero.
    mutating func clear() {
        for s in touched {
            coef[Int(s)] = 0
            touchedFlag[Int(s)] = false
        }
        touched.removeAll(keepingCapacity: true)
        for s in heap { queued[Int(s)] = false }
        heap.removeAll(keepingCapacity: true)
        constant = 0
    }
}

/// The simplex tableau in augmented form, with a column index.
///
/// `rowOf[s]` is the row whose basic symbol is `s` (or -1 when `s` is parametric);
/// `columns[s]` lists the rows in which parametric `s` has a non-zero coefficient, so
/// substitution, ratio tests and edits touch only those rows instead of the whole tableau.
struct Tableau {
    var kind: [SymbolKind] = []
    var rowOf: [Int32] = []
    var columns: [[Int32]] = []
    /// For markers and errors: the index of the constraint record they belong to, else -1.
    var owner: [Int32] = []
    var rows: [Row] = []
    var freeRows: [Int32] = []

    /// Σ weight · error, kept in parametric symbols.
    var objective = Objective()
    /// Phase-one objective (artificial variable) and range queries; empty otherwise.
    var auxiliary = Objective()
    var auxiliaryActive = false
    /// Entering symbols must have a zero reduced cost in `objective` (range queries).
    var restrictToOptimalFace = false
    /// Largest weight seen; scales the objective tolerance.
    var maxWeight: Double = 1
    /// Pivots made so far (phase one, primal and dual simplex, marker removal): deterministic,
    /// so benchmarks compare it where wall times are noisy.
    var pivotCount = 0

    /// Rows whose restricted basic symbol went negative (dual simplex work list).
    var infeasibleRows: [Int32] = []
    var collectInfeasible = false

    // Scratch buffers reused by merges and row building.
    /// The rows of a symbol being substituted (its column, swapped out while it is emptied).
    var scratchUsers: [Int32] = []
    var scratchAppeared: [Int32] = []
    var scratchVanished: [Int32] = []
    var accumulator: [Double] = []
    var accumulated: [Bool] = []
    var accumulatedList: [Int32] = []

    var symbolCount: Int { kind.count }

    var objectiveTolerance: Double { max(1e-9, maxWeight * 1e-12) }

    mutating func newSymbol(_ k: SymbolKind, owner o: Int32 = -1) -> Int32 {
        let s = Int32(kind.count)
        kind.append(k)
        rowOf.append(-1)
        columns.append([])
        owner.append(o)
        objective.grow()
        auxiliary.grow()
        accumulator.append(0)
        accumulated.append(false)
        return s
    }

    /// `count` new symbols of one kind without owner, numbered on from the last (as `count`
    /// calls of ``newSymbol(_:owner:)`` would number them), each array grown once; returns the
    /// first. A screen's variables are made this way.
    mutating func newSymbols(_ k: SymbolKind, count: Int) -> Int32 {
        let first = Int32(kind.count)
        kind.append(contentsOf: repeatElement(k, count: count))
        rowOf.append(contentsOf: repeatElement(-1, count: count))
        columns.append(contentsOf: repeatElement([], count: count))
        owner.append(contentsOf: repeatElement(-1, count: count))
        objective.grow(by: count)
        auxiliary.grow(by: count)
        accumulator.append(contentsOf: repeatElement(0, count: count))
        accumulated.append(contentsOf: repeatElement(false, count: count))
        return first
    }

    // MARK: Rows

    /// Adds `basic = constant + Σ cells` as a new row (cells sorted, parametric, non-zero).
    @discardableResult
    mutating func insertRow(basic: Int32, syms: [Int32], coefs: [Double], constant: Double) -> Int32 {
        let r: Int32
        if let free = freeRows.popLast() {
            r = free
            rows[Int(r)] = Row(syms: syms, coefs: coefs, constant: constant, basic: basic)
        } else {
            r = Int32(rows.count)
            rows.append(Row(syms: syms, coefs: coefs, constant: constant, basic: basic))
        }
        for s in syms { columns[Int(s)].append(r) }
        rowOf[Int(basic)] = r
        return r
    }

    mutating func deleteRow(_ r: Int32) {
        let row = rows[Int(r)]
        for s in row.syms { removeFromColumn(s, row: r) }
        rowOf[Int(row.basic)] = -1
        rows[Int(r)] = Row()
        freeRows.append(r)
    }

    @inline(__always)
    mutating func removeFromColumn(_ s: Int32, row r: Int32) {
        // One uniqueness check for the scan, not one per element.
        let found: Bool = columns[Int(s)].withUnsafeMutableBufferPointer { column in
            let n = column.count
            var k = 0
            while k < n {
                if column[k] == r {
                    column[k] = column[n - 1]
                    return true
                }
                k &+= 1
            }
            return false
        }
        if found { columns[Int(s)].removeLast() }
    }

    /// Whether row `r`'s basic symbol is restricted (≥ 0).
    @inline(__always)
    func isRestrictedRow(_ r: Int32) -> Bool {
        kind[Int(rows[Int(r)].basic)].isRestricted
    }

    /// Current value of a symbol: its row constant if basic, else 0.
    @inline(__always)
    func value(of s: Int32) -> Double {
        let r = rowOf[Int(s)]
        return r >= 0 ? rows[Int(r)].constant : 0
    }

    // MARK: Objective updates

    /// Whether parametric `s` with objective coefficient `c` would lower the objective on entering.
    @inline(__always)
    func isAttractive(_ s: Int32, _ c: Double, auxiliary useAux: Bool) -> Bool {
        let k = kind[Int(s)]
        if k == .dummy || rowOf[Int(s)] >= 0 { return false }
        // The auxiliary objective holds row coefficients, the main one weights.
        let tol = useAux ? Tolerance.row : objectiveTolerance
        return k == .external ? abs(c) > tol : c < -tol
    }

    mutating func addToObjective(auxiliary useAux: Bool, symbol s: Int32, _ delta: Double) {
        let i = Int(s)
        if useAux {
            var c = auxiliary.coef[i] + delta
            if abs(c) < Tolerance.row * 1e-3 { c = 0 }
            auxiliary.coef[i] = c
            if !auxiliary.touchedFlag[i] { auxiliary.touchedFlag[i] = true; auxiliary.touched.append(s) }
            if isAttractive(s, c, auxiliary: true) { auxiliary.push(s) }
        } else {
            var c = objective.coef[i] + delta
            if abs(c) < Tolerance.row * 1e-3 { c = 0 }
            objective.coef[i] = c
            if !objective.touchedFlag[i] { objective.touchedFlag[i] = true; objective.touched.append(s) }
            if isAttractive(s, c, auxiliary: false) { objective.push(s) }
        }
    }

    /// objective += factor · row(r)  (the row's basic symbol is not added).
    mutating func addRowToObjective(auxiliary useAux: Bool, row r: Int32, factor: Double) {
        let row = rows[Int(r)]
        if useAux { auxiliary.constant += factor * row.constant } else { objective.constant += factor * row.constant }
        for k in 0..<row.syms.count {
            addToObjective(auxiliary: useAux, symbol: row.syms[k], factor * row.coefs[k])
        }
    }

    /// Adds `factor · s` to an objective, expanding `s` through its row when it is basic.
    mutating func addSymbolToObjective(auxiliary useAux: Bool, symbol s: Int32, factor: Double) {
        let r = rowOf[Int(s)]
        if r >= 0 {
            addRowToObjective(auxiliary: useAux, row: r, factor: factor)
        } else {
            addToObjective(auxiliary: useAux, symbol: s, factor)
        }
    }
}
