/// Turning a constraint into a tableau row over parametric symbols.
extension Solver {
    /// Accumulates `Σ coefficients · variables` into the tableau's scratch accumulator with
    /// every defined variable expanded and every basic variable replaced by its row.
    /// Returns the accumulated constant (`constant` plus what the expansions contributed) and
    /// the magnitude of what was summed into it, the scale for "is it zero" tests.
    func accumulate(variables: [Int32], coefficients: [Double], constant: Double) -> (constant: Double, magnitude: Double) {
        // Work on a local tableau: the loops below touch the accumulator once per cell, and a
        // class's stored property would pay a dynamic exclusivity check on every touch.
        var t = Tableau()
        swap(&t, &tableau)
        defer { swap(&t, &tableau) }
        let definitions = self.definitions
        let definitionOf = definitions.definitionOf
        @inline(__always) func definition(_ s: Int32) -> Int32 {
            Int(s) < definitionOf.count ? definitionOf[Int(s)] : -1
        }
        var total = constant
        var magnitude = abs(constant)
        let rank = definitions.rank
        var pending: [Int32] = []   // max-heap of definitions by rank
        for j in 0..<variables.count {
            let s = variableSymbol[Int(variables[j])]
            if t.accumulateCell(s, coefficients[j]), definition(s) >= 0 { Self.push(definition(s), &pending, rank) }
        }
        // Definitions only refer to lower-ranked ones, so highest rank first visits each once.
        while let k = Self.popMax(&pending, rank) {
            let v = definitions.variable[Int(k)]
            let c = t.accumulator[Int(v)]
            t.accumulator[Int(v)] = 0
            if c == 0 { continue }
            total += c * definitions.constant[Int(k)]
            magnitude += abs(c * definitions.constant[Int(k)])
            let end = Int(definitions.start[Int(k) + 1])
            var j = Int(definitions.start[Int(k)])
            while j < end {
                let u = definitions.termVariable[j]
                if t.accumulateCell(u, c * definitions.termCoefficient[j]), definition(u) >= 0 {
                    Self.push(definition(u), &pending, rank)
                }
                j += 1
            }
        }
        // Basic externals are replaced by their rows (whose cells are all parametric).
        var idx = 0
        while idx < t.accumulatedList.count {
            let s = t.accumulatedList[idx]
            idx += 1
            let r = t.rowOf[Int(s)]
            if r < 0 || t.kind[Int(s)] != .external { continue }
            let c = t.accumulator[Int(s)]
            t.accumulator[Int(s)] = 0
            if c == 0 { continue }
            let row = t.rows[Int(r)]
            total += c * row.constant
            magnitude += abs(c * row.constant)
            for k in 0..<row.syms.count {
                _ = t.accumulateCell(row.syms[k], c * row.coefs[k])
            }
        }
        return (total, magnitude)
    }

    private static func push(_ definition: Int32, _ heap: inout [Int32], _ rank: [Int64]) {
        heap.append(definition)
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) >> 1
            if rank[Int(heap[parent])] >= rank[Int(heap[child])] { break }
            heap.swapAt(parent, child)
            child = parent
        }
    }

    private static func popMax(_ heap: inout [Int32], _ rank: [Int64]) -> Int32? {
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
                if l + 1 < n && rank[Int(heap[l + 1])] > rank[Int(heap[l])] { m = l + 1 }
                if rank[Int(heap[parent])] >= rank[Int(heap[m])] { break }
                heap.swapAt(parent, m)
                parent = m
            }
        }
        return top
    }

    /// The row of a variable (by ordinal) in parametric symbols: `constant + Σ coefs · syms`.
    func parametricRow(of variable: Int32) -> (constant: Double, syms: [Int32], coefs: [Double]) {
        let c = accumulate(variables: [variable], coefficients: [1], constant: 0).constant
        let row = tableau.collectAccumulated()
        return (c, row.syms, row.coefs)
    }
}

extension Tableau {
    /// Adds `c · s` to the scratch accumulator; true when `s` is seen for the first time.
    @inline(__always)
    mutating func accumulateCell(_ s: Int32, _ c: Double) -> Bool {
        let i = Int(s)
        if accumulated[i] {
            accumulator[i] += c
            return false
        }
        accumulated[i] = true
        accumulatedList.append(s)
        accumulator[i] = c
        return true
    }

    /// Takes the accumulated cells out as a sorted row (dropping near-zero ones) and resets
    /// the accumulator.
    mutating func collectAccumulated() -> (syms: [Int32], coefs: [Double]) {
        var syms: [Int32] = []
        syms.reserveCapacity(accumulatedList.count)
        for s in accumulatedList where abs(accumulator[Int(s)]) > Tolerance.row {
            syms.append(s)
        }
        syms.sort()
        var coefs: [Double] = []
        coefs.reserveCapacity(syms.count)
        for s in syms { coefs.append(accumulator[Int(s)]) }
        for s in accumulatedList {
            accumulator[Int(s)] = 0
            accumulated[Int(s)] = false
        }
        accumulatedList.removeAll(keepingCapacity: true)
        return (syms, coefs)
    }
}
