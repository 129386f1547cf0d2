/// Adding many constraints at once, in an order that costs fewer pivots.
extension Solver {
    /// How many consecutive constraints of a batch are reordered together.
    ///
    /// Within a window the weighted constraints go first, strongest first, then the required
    /// ones. Adding a weighted constraint before the weaker ones it overrides saves the pivots
    /// that would push each of them out again; adding it before the required inequalities
    /// near it lets its variable become the row's subject instead of a slack. Reordering the
    /// whole batch at once does neither well: the required chains (`x(k) ≥ x(k−1) + …`) added
    /// last, far from the weighted anchors of their views, make rows that run over every
    /// slack down the chain (on the mixed benchmark workload at 1 000 views, 8 s instead of
    /// 0.1 s). A window of consecutive constraints keeps the caller's locality. 512 was the
    /// best of 16…4 096 on that workload (Benchmarks/README.md).
    static let batchWindow = 512

    /// Adds `constraints` and re-solves, as one batch.
    ///
    /// The result is the same optimum as adding them one by one with ``add(_:)`` when the
    /// optimum is unique; the solver only chooses the order (see ``batchWindow``), which
    /// usually needs far fewer pivots. Where several solutions are optimal, the one returned
    /// may differ from one-by-one adding.
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

    /// The positions of a window's constraints in batch order: weighted ones by descending
    /// weight, then required ones, each group in the given order on ties.
    static func batchOrder(_ window: ArraySlice<LinearConstraint>) -> [Int] {
        window.indices.sorted { a, b in
            let sa = window[a].strength, sb = window[b].strength
            if sa.isRequired != sb.isRequired { return !sa.isRequired }
            if !sa.isRequired && sa.weight != sb.weight { return sa.weight > sb.weight }
            return a < b
        }
    }
}
