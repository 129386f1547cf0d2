/// Variables eliminated before they reach the tableau ("presolve").
///
/// A required equality that contains a variable no earlier constraint mentioned (a *fresh*
/// variable, e.g. the leading edge of a view in `H:|-[a]-[b]-|`) can always hold: it merely
/// defines that variable. Such a variable is kept out of the tableau as
/// `v := constant + Σ coef · u` over older variables and expanded wherever a later constraint
/// mentions it. Tableau rows then describe positions relative to their neighbours instead of
/// being re-expressed through every view up to the root, which is where kiwi's chain rows grow
/// to O(N) cells.
///
/// Definitions form a DAG in creation order: a definition only refers to variables that were
/// already in use, so expanding in decreasing definition index visits each one once.
struct Definitions {
    /// Per variable: the index of its definition, or -1.
    var definitionOf: [Int32] = []
    var variable: [Int32] = []
    var constant: [Double] = []
    /// CSR layout: terms of definition k are `start[k] ..< start[k + 1]`.
    var start: [Int32] = [0]
    var termVariable: [Int32] = []
    var termCoefficient: [Double] = []
    /// The constraint record each definition came from.
    var ownerRecord: [Int32] = []

    var count: Int { variable.count }

    mutating func growVariables(to n: Int) {
        while definitionOf.count < n { definitionOf.append(-1) }
    }

    /// Records `v := constant + Σ terms` and returns its index.
    @discardableResult
    mutating func define(_ v: Int32, constant c: Double, terms: [(Int32, Double)], owner: Int32) -> Int32 {
        let k = Int32(variable.count)
        variable.append(v)
        constant.append(c)
        for (u, a) in terms {
            termVariable.append(u)
            termCoefficient.append(a)
        }
        start.append(Int32(termVariable.count))
        ownerRecord.append(owner)
        definitionOf[Int(v)] = k
        return k
    }

    mutating func removeAll() {
        for v in variable { definitionOf[Int(v)] = -1 }
        variable.removeAll()
        constant.removeAll()
        start = [0]
        termVariable.removeAll()
        termCoefficient.removeAll()
        ownerRecord.removeAll()
    }

    /// Evaluates every definition in creation order (older ones first), given the values of
    /// the tableau variables already stored in `values`. Without constants it evaluates how
    /// far each defined variable moves when the others move by `values`.
    func evaluate(into values: inout [Double], includingConstants: Bool = true) {
        let n = variable.count
        variable.withUnsafeBufferPointer { vars in
        constant.withUnsafeBufferPointer { consts in
        start.withUnsafeBufferPointer { st in
        termVariable.withUnsafeBufferPointer { tv in
        termCoefficient.withUnsafeBufferPointer { tc in
        values.withUnsafeMutableBufferPointer { out in
            for k in 0..<n {
                var sum = includingConstants ? consts[k] : 0
                var j = Int(st[k])
                let end = Int(st[k + 1])
                while j < end {
                    sum += tc[j] * out[Int(tv[j])]
                    j += 1
                }
                out[Int(vars[k])] = sum
            }
        }}}}}}
    }
}
