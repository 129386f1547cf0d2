/// Adding many constraints at once, in an order that costs fewer pivots.
extension Solver {
    /// How many consecutive constraints of a batch are reordered together.
    ///
    /// Within a window the required equalities go first, then the weighted constraints,
    /// strongest first, then the required inequalities:
    /// - a required equality added before anything mentions its variable becomes a definition
    ///   (`Definitions.swift`) instead of a tableau row;
    /// - a weighted constraint added before the weaker ones it overrides saves the pivots that
    ///   would push each of them out again, and added before the inequalities near it, it can
    ///   take its variable as the row's subject;
    /// - most inequalities then already hold and enter with their slack as subject.
    ///
    /// Reordering the whole batch at once would cut pivots further but lose the caller's
    /// locality: inequality chains (`x(k) ≥ x(k−1) + …`) added far from the anchors of their
    /// views make long rows. On the mixed benchmark workload at 10 000 views, windows of 128,
    /// 512, 2 048 and the whole batch took 24 951, 6 488, 3 249 and 2 068 pivots; 512 was the
    /// fastest (Benchmarks/README.md).
    static let batchWindow = 512

    /// Adds `constraints` and re-solves, as one batch.
    ///
    /// The result is the same optimum as adding them one by one with ``add(_:)`` when the
    /// optimum is unique. The solver only chooses the order, in windows of 512 consecutive
    /// constraints: required equalities, then weighted constraints strongest first, then
    /// required inequalities. That usually needs far fewer pivots. Where several solutions are
    /// optimal, the one returned may differ from one-by-one adding.
    ///
    /// - Throws: the first error ``add(_:)`` would throw for one of the constraints. The
    ///   constraints this call had already added are removed again before it throws, so the
    ///   solver holds the same constraints as before the call. Which constraint is named can
    ///   differ from adding one by one in the given order, since the order is the solver's.
    /// - Returns: the ids of the constraints, in the order given.
    @discardableResult
    public func add<Constraints: Collection>(contentsOf constraints: Constraints) throws(SolverError) -> [ConstraintID]
        where Constraints.Element == LinearConstraint {
        let list = Array(constraints)
        var ids: [ConstraintID?] = Array(repeating: nil, count: list.count)
        var start = 0
        while start < list.count {
            let end = min(list.count, start + Self.batchWindow)
            for k in Self.batchOrder(list[start..<end]) {
                do {
                    ids[k] = try add(list[k])
                } catch {
                    for id in ids.reversed() {
                        if let id { try? remove(id) }
                    }
                    throw error
                }
            }
            start = end
        }
        return ids.compactMap { $0 }
    }

    /// The positions of a window's constraints in batch order: required equalities, then
    /// weighted constraints by descending weight, then required inequalities; the given order
    /// on ties.
    static func batchOrder(_ window: ArraySlice<LinearConstraint>) -> [Int] {
        func group(_ c: LinearConstraint) -> Int {
            c.strength.isRequired ? (c.relation == .equal ? 0 : 2) : 1
        }
        return window.indices.sorted { a, b in
            let ga = group(window[a]), gb = group(window[b])
            if ga != gb { return ga < gb }
            let wa = window[a].strength.weight, wb = window[b].strength.weight
            if ga == 1 && wa != wb { return wa > wb }
            return a < b
        }
    }
}
