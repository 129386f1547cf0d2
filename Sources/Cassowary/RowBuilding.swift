/// Turning a constraint into a tableau row over parametric symbols.
extension Solver {
    /// Accumulates `Σ coefficients · variables` into the tableau's scratch accumulator with
    /// every defined variable expanded and every basic variable replaced by its row.
    /// Returns the accumulated constant (`constant` plus what the expansions contributed).
    func accumulate(variables: [Int32], coefficients: [Double], constant: Double) -> Double {
        var total = constant
        var pending: [Int32] = []   // max-heap of definition indices
        for j in 0..<variables.count {
            let s = variableSymbol[Int(variables[j])]
            if accumulateCell(s, coefficients[j]) { pushDefinition(s, &pending) }
        }
        // Definitions only refer to older variables, so newest-first visits each once.
        while let k = popMax(&pending) {
            let v = definitions.variable[Int(k)]
            let c = tableau.accumulator[Int(v)]
            tableau.accumulator[Int(v)] = 0
            if c == 0 { continue }
            total += c * definitions.constant[Int(k)]
            let end = Int(definitions.start[Int(k) + 1])
            var j = Int(definitions.start[Int(k)])
            while j < end {
                let u = definitions.termVariable[j]
                if accumulateCell(u, c * definitions.termCoefficient[j]) { pushDefinition(u, &pending) }
                j += 1
            }
        }
        // Basic externals are replaced by their rows (whose cells are all parametric).
        var idx = 0
        while idx < tableau.accumulatedList.count {
            let s = tableau.accumulatedList[idx]
            idx += 1
            let r = tableau.rowOf[Int(s)]
            if r < 0 || tableau.kind[Int(s)] != .external { continue }
            let c = tableau.accumulator[Int(s)]
            tableau.accumulator[Int(s)] = 0
            if c == 0 { continue }
            let row = tableau.rows[Int(r)]
            total += c * row.constant
            for k in 0..<row.syms.count {
                _ = accumulateCell(row.syms[k], c * row.coefs[k])
            }
        }
        return total
    }

    /// Adds `c · s` to the accumulator; true when `s` is a defined variable seen for the first time.
    @inline(__always)
    func accumulateCell(_ s: Int32, _ c: Double) -> Bool {
        let i = Int(s)
        if tableau.accumulated[i] {
            tableau.accumulator[i] += c
            return false
        }
        tableau.accumulated[i] = true
        tableau.accumulatedList.append(s)
        tableau.accumulator[i] = c
        return i < definitions.definitionOf.count && definitions.definitionOf[i] >= 0
    }

    private func pushDefinition(_ s: Int32, _ heap: inout [Int32]) {
        heap.append(definitions.definitionOf[Int(s)])
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) >> 1
            if heap[parent] >= heap[child] { break }
            heap.swapAt(parent, child)
            child = parent
        }
    }

    private func popMax(_ heap: inout [Int32]) -> Int32? {
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
                if l + 1 < n && heap[l + 1] > heap[l] { m = l + 1 }
                if heap[parent] >= heap[m] { break }
                heap.swapAt(parent, m)
                parent = m
            }
        }
        return top
    }

    /// Takes the accumulated cells out as a sorted row (dropping near-zero ones) and resets
    /// the accumulator.
    func collectAccumulated() -> (syms: [Int32], coefs: [Double]) {
        var syms: [Int32] = []
        for s in tableau.accumulatedList where abs(tableau.accumulator[Int(s)]) > Tolerance.row {
            syms.append(s)
        }
        syms.sort()
        var coefs: [Double] = []
        coefs.reserveCapacity(syms.count)
        for s in syms { coefs.append(tableau.accumulator[Int(s)]) }
        for s in tableau.accumulatedList {
            tableau.accumulator[Int(s)] = 0
            tableau.accumulated[Int(s)] = false
        }
        tableau.accumulatedList.removeAll(keepingCapacity: true)
        return (syms, coefs)
    }

    /// The row of a variable in parametric symbols: `constant + Σ coefs · syms`.
    func parametricRow(of variable: Int32) -> (constant: Double, syms: [Int32], coefs: [Double]) {
        let c = accumulate(variables: [variable], coefficients: [1], constant: 0)
        let row = collectAccumulated()
        return (c, row.syms, row.coefs)
    }
}
