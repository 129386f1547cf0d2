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
/// Definitions form a DAG. Each has a *rank* larger than the ranks of the definitions its terms
/// refer to, so expanding in decreasing rank visits each one once, and evaluating in increasing
/// rank sees every term's value first. A definition made from a fresh variable refers only to
/// older ones, so its rank is simply the next number (rank order is creation order).
///
/// A *late* definition defines a variable that is already mentioned, but only by other
/// definitions (no tableau row, no objective, no edit): such a variable was free, so an equality
/// that fixes it can always hold too. Without it a chain like `row(k).top == icon(k).bottom + 8`,
/// where a stack view's constraints already used `row(k).top`, becomes a tableau row whose basic
/// variable lists every earlier link of the chain (O(N²) cells). The definitions that refer to
/// the variable (transitively) then move after the new one in rank order.
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
    /// Per definition, its rank (see the type's documentation).
    var rank: [Int64] = []
    private var nextRank: Int64 = 0
    /// Reverse index of the terms, as linked lists in flat arrays: `firstReference[s]` is the
    /// first term that mentions symbol `s` (or -1), `nextReference[j]` the next one after term
    /// `j`, and `termOwner[j]` the definition term `j` belongs to.
    private var firstReference: [Int32] = []
    private var nextReference: [Int32] = []
    private var termOwner: [Int32] = []
    /// Definitions in increasing rank, when a late definition has made that differ from
    /// creation order; rebuilt by ``prepareEvaluationOrder()`` when `orderIsStale`.
    private(set) var evaluationOrder: [Int32]? = nil
    private var orderIsStale = false

    /// The most definitions a late definition may move after itself; past it the equality goes
    /// to the tableau as before, so a late definition costs O(1), never O(N).
    static let lateDefinitionDependentLimit = 32

    var count: Int { variable.count }

    mutating func growVariables(to n: Int) {
        while definitionOf.count < n { definitionOf.append(-1) }
        while firstReference.count < n { firstReference.append(-1) }
    }

    /// Records `v := constant + Σ terms` and returns its index.
    @discardableResult
    mutating func define(_ v: Int32, constant c: Double, terms: [(Int32, Double)], owner: Int32) -> Int32 {
        let k = Int32(variable.count)
        variable.append(v)
        constant.append(c)
        for (u, a) in terms {
            let j = Int32(termVariable.count)
            termVariable.append(u)
            termCoefficient.append(a)
            termOwner.append(k)
            if Int(u) >= firstReference.count { growVariables(to: Int(u) + 1) }
            nextReference.append(firstReference[Int(u)])
            firstReference[Int(u)] = j
        }
        start.append(Int32(termVariable.count))
        ownerRecord.append(owner)
        if Int(v) >= definitionOf.count { growVariables(to: Int(v) + 1) }
        definitionOf[Int(v)] = k
        rank.append(nextRank)
        nextRank += 1
        if evaluationOrder != nil && !orderIsStale { evaluationOrder?.append(k) }
        return k
    }

    /// The definitions that refer to symbol `v`, directly or through one another, in increasing
    /// rank; `nil` when there are more than ``lateDefinitionDependentLimit``.
    func dependents(of v: Int32) -> [Int32]? {
        var found: [Int32] = []
        var seen = Set<Int32>()
        var pending: [Int32] = [v]
        while let s = pending.popLast() {
            var j = Int(s) < firstReference.count ? firstReference[Int(s)] : -1
            while j >= 0 {
                let k = termOwner[Int(j)]
                if seen.insert(k).inserted {
                    if found.count == Self.lateDefinitionDependentLimit { return nil }
                    found.append(k)
                    pending.append(variable[Int(k)])
                }
                j = nextReference[Int(j)]
            }
        }
        return found.sorted { rank[Int($0)] < rank[Int($1)] }
    }

    /// Records the late definition `v := constant + Σ terms` (see the type's documentation) and
    /// moves `dependents` (from ``dependents(of:)``) after it in rank order.
    @discardableResult
    mutating func defineLate(_ v: Int32, constant c: Double, terms: [(Int32, Double)], owner: Int32,
                             dependents: [Int32]) -> Int32 {
        let k = define(v, constant: c, terms: terms, owner: owner)
        guard !dependents.isEmpty else { return k }
        for d in dependents {
            rank[Int(d)] = nextRank
            nextRank += 1
        }
        orderIsStale = true
        return k
    }

    /// Makes ``evaluationOrder`` current after late definitions.
    mutating func prepareEvaluationOrder() {
        guard orderIsStale else { return }
        let ranks = rank
        evaluationOrder = (0..<Int32(variable.count)).sorted { ranks[Int($0)] < ranks[Int($1)] }
        orderIsStale = false
    }

    mutating func removeAll() {
        for v in variable { definitionOf[Int(v)] = -1 }
        for u in termVariable { firstReference[Int(u)] = -1 }
        variable.removeAll()
        constant.removeAll()
        start = [0]
        termVariable.removeAll()
        termCoefficient.removeAll()
        ownerRecord.removeAll()
        rank.removeAll()
        nextRank = 0
        nextReference.removeAll()
        termOwner.removeAll()
        evaluationOrder = nil
        orderIsStale = false
    }

    /// Evaluates every definition in rank order (creation order unless a late definition
    /// changed it; call ``prepareEvaluationOrder()`` first), given the values of the tableau
    /// variables already stored in `values`. Without constants it evaluates how far each
    /// defined variable moves when the others move by `values`.
    func evaluate(into values: inout [Double], includingConstants: Bool = true) {
        if let order = evaluationOrder {
            for k in order {
                var sum = includingConstants ? constant[Int(k)] : 0
                for j in Int(start[Int(k)])..<Int(start[Int(k) + 1]) {
                    sum += termCoefficient[j] * values[Int(termVariable[j])]
                }
                values[Int(variable[Int(k)])] = sum
            }
            return
        }
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
