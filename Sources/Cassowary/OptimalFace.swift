/// The directions in which the solution can move without leaving the set of optimal solutions,
/// computed once from the final tableau so that every "is this variable determined?" question
/// after it costs only the variable's own row.
///
/// At the optimum every parametric symbol with a positive reduced cost is 0 in every optimal
/// solution (moving it would raise the objective), and dummies are always 0. What remains — the
/// zero-cost symbols `Z` — can move as far as the restricted rows allow. Rows whose constant is
/// positive do not block a small step, so near the current solution the optimal face looks like
/// the cone
///
///     { x over Z : x_j ≥ 0 for restricted j,  Σ a_rj·x_j ≥ 0 for every degenerate row r }.
///
/// Its linear hull is cut out by the cone's *implicit equalities*: the constraints that are 0 on
/// the whole cone. One small LP finds them all at once — ask every constraint `g_i(x) ≥ 1`
/// weakly while keeping `g_i(x) ≥ 0` required; the cone is closed under addition, so one
/// solution meets every constraint that can be positive anywhere, and the rest are exactly the
/// implicit equalities. A variable is determined when it does not move along any direction of
/// that hull. Rather than test each variable against a basis of the hull (k directions × n
/// variables), two random directions inside the hull are pushed through the whole tableau once:
/// a variable that moves along some hull direction moves along a random combination of them
/// except on a set of measure zero, so "moves along neither" means "determined". The random
/// numbers come from a fixed seed, so answers are reproducible.
struct OptimalFace {
    /// Per variable ordinal, how far it moves along each of the two random hull directions.
    private var displacements: [[Double]] = []
    /// The largest step any parametric symbol takes along the directions (the scale for zero).
    private var scale = 1.0

    /// Builds the face of `solver`'s current optimum.
    init(of solver: Solver) {
        let tableau = solver.tableau
        // The degenerate rows, reduced to their zero-cost cells.
        var cones: [(syms: [Int32], coefs: [Double])] = []
        for row in tableau.rows where row.basic >= 0 && tableau.kind[Int(row.basic)].isRestricted
            && row.constant <= OptimalFace.degenerate {
            var syms: [Int32] = [], coefs: [Double] = []
            for k in row.syms.indices where tableau.isZeroCost(row.syms[k]) {
                syms.append(row.syms[k])
                coefs.append(row.coefs[k])
            }
            if !syms.isEmpty { cones.append((syms, coefs)) }
        }
        var pinned: Set<Int32> = []
        OptimalFace.settleLoneCones(&cones, tableau: tableau, pinned: &pinned)
        let hull = Solver()
        var hullVariable: [Int32: SolverVariable] = [:]
        func hullSymbol(_ s: Int32) -> SolverVariable {
            if let v = hullVariable[s] { return v }
            let v = hull.makeVariable()
            hullVariable[s] = v
            return v
        }
        if !cones.isEmpty {
            OptimalFace.findImplicitEqualities(cones, tableau: tableau, pinned: &pinned, hull: hull, hullSymbol: hullSymbol)
        }

        var random = SplitMix64(seed: 0x5eed_face)
        for _ in 0..<2 {
            // A random point of the hull's free coordinates, then of every zero-cost symbol.
            let hullPoint = hull.displacement { _ in 1 + random.nextUnit() }
            var largest = 1.0
            let moved = solver.displacement { s in
                if pinned.contains(s) { return 0 }
                // A symbol no equality ties is a free direction of its own.
                let step = hullVariable[s].map { hullPoint[Int(hull.variableSymbol[$0.ordinal])] } ?? 1 + random.nextUnit()
                largest = max(largest, abs(step))
                return step
            }
            scale = max(scale, largest)
            displacements.append(solver.variableSymbol.map { moved[Int($0)] })
        }
    }

    /// Whether the variable with this ordinal has one value on the whole optimal face.
    func isDetermined(ordinal: Int) -> Bool {
        let zero = 1e-9 * scale
        return displacements.allSatisfy { ordinal < $0.count && abs($0[ordinal]) <= zero }
    }

    /// Whether the sum of the variables with these ordinals, each times its coefficient, has one
    /// value on the whole optimal face.
    func isDetermined(_ terms: [(ordinal: Int, coefficient: Double)]) -> Bool {
        let zero = 1e-9 * scale * max(1, terms.reduce(0) { $0 + abs($1.coefficient) })
        return displacements.allSatisfy { moved in
            var total = 0.0
            for term in terms {
                guard term.ordinal < moved.count else { return false }
                total += term.coefficient * moved[term.ordinal]
            }
            return abs(total) <= zero
        }
    }

    /// Solves the mobility LP over the degenerate rows: the zero-cost symbols that are 0 on the
    /// whole cone go to `pinned`, the rows that are 0 on the whole cone become equalities of
    /// `hull` over the other symbols.
    private static func findImplicitEqualities(_ cones: [(syms: [Int32], coefs: [Double])], tableau: Tableau,
                                               pinned: inout Set<Int32>, hull: Solver,
                                               hullSymbol: (Int32) -> SolverVariable) {
        // The mobility LP over the symbols those rows mention.
        let mobility = Solver()
        var local: [Int32: SolverVariable] = [:]
        func variable(_ s: Int32) -> SolverVariable {
            if let v = local[s] { return v }
            let v = mobility.makeVariable()
            local[s] = v
            return v
        }
        func expression(_ syms: [Int32], _ coefs: [Double]) -> LinearExpression {
            LinearExpression(terms: syms.indices.map { LinearTerm(variable(syms[$0]), coefs[$0]) })
        }
        for cone in cones { OptimalFace.askPositive(expression(cone.syms, cone.coefs), in: mobility) }
        let restricted = local.keys.filter { tableau.kind[Int($0)].isRestricted }.sorted()
        for s in restricted { OptimalFace.askPositive(LinearExpression(variable(s)), in: mobility) }
        mobility.updateVariables()

        func valueOf(_ syms: [Int32], _ coefs: [Double]) -> Double {
            var total = 0.0
            for k in syms.indices { total += coefs[k] * mobility.value(of: variable(syms[k])) }
            return total
        }
        for s in restricted where mobility.value(of: variable(s)) < 0.5 { pinned.insert(s) }
        for cone in cones where valueOf(cone.syms, cone.coefs) < 0.5 {
            var terms: [LinearTerm] = []
            for k in cone.syms.indices where !pinned.contains(cone.syms[k]) {
                terms.append(LinearTerm(hullSymbol(cone.syms[k]), cone.coefs[k]))
            }
            if terms.isEmpty { continue }
            // Homogeneous equalities always hold together (x = 0); a refusal can only be a
            // duplicate or a numerically redundant row, which adds nothing to the hull.
            _ = try? hull.add(LinearConstraint(LinearExpression(terms: terms), .equal))
        }
    }

    /// Answers, without the mobility LP, every cone that is a component of its own: one symbol
    /// that no other cone mentions (a degenerate row with one zero-cost cell, the common case:
    /// a required inequality at its bound). The cone is a product of its components, so the LP
    /// decides each component alone; for `a·x ≥ 0` alone the answer is plain arithmetic:
    /// - `x` restricted (`x ≥ 0`) and `a < 0`: only `x = 0` is left, so `x` is pinned and the
    ///   row is an implicit equality with no unpinned term, which adds nothing to the hull;
    /// - otherwise `x` can move to make the row positive: neither pinned nor an equality.
    ///
    /// Those cones are removed from `cones`; the rest keep their order, so the LP and the hull
    /// see the same rows in the same order as before. On a 10 000-view screen all 10 000 cones
    /// are of this kind, and the LP was a quarter of `vflc check`'s time.
    private static func settleLoneCones(_ cones: inout [(syms: [Int32], coefs: [Double])], tableau: Tableau,
                                        pinned: inout Set<Int32>) {
        var mentions: [Int32: Int] = [:]
        for cone in cones {
            for s in cone.syms { mentions[s, default: 0] += 1 }
        }
        cones.removeAll { cone in
            guard cone.syms.count == 1, mentions[cone.syms[0]] == 1 else { return false }
            if tableau.kind[Int(cone.syms[0])].isRestricted && cone.coefs[0] < 0 { pinned.insert(cone.syms[0]) }
            return true
        }
    }

    /// Rows whose constant is at most this are treated as blocking a step (degenerate).
    static let degenerate = 1e-9

    /// `expression ≥ 0` required, `expression ≥ 1` weakly: the optimum reaches 1 wherever the
    /// cone allows the constraint to be positive at all.
    private static func askPositive(_ expression: LinearExpression, in solver: Solver) {
        _ = try? solver.add(LinearConstraint(expression, .greaterThanOrEqual))
        _ = try? solver.add(LinearConstraint(expression - 1, .greaterThanOrEqual, strength: .weak))
    }

}

extension Tableau {
    /// Whether parametric `s` may move at the optimum without raising the objective: externals
    /// always (their reduced cost is zero at an optimum), slacks and errors when their reduced
    /// cost is zero, dummies never.
    func isZeroCost(_ s: Int32) -> Bool {
        switch kind[Int(s)] {
        case .dummy: return false
        case .external: return true
        case .slack, .error: return objective.coef[Int(s)] <= objectiveTolerance
        }
    }
}

extension Solver {
    /// How far every symbol moves when each parametric external or zero-cost symbol `s` moves by
    /// `step(s)` (other parametric symbols stay put), by symbol id: basic rows follow their
    /// cells and defined variables their definitions. One pass over the tableau.
    func displacement(_ step: (Int32) -> Double) -> [Double] {
        var moved = [Double](repeating: 0, count: tableau.symbolCount)
        for s in 0..<Int32(tableau.symbolCount) where tableau.rowOf[Int(s)] < 0 && tableau.isZeroCost(s) {
            moved[Int(s)] = step(s)
        }
        for row in tableau.rows where row.basic >= 0 && tableau.kind[Int(row.basic)] == .external {
            var sum = 0.0
            for k in row.syms.indices { sum += row.coefs[k] * moved[Int(row.syms[k])] }
            moved[Int(row.basic)] = sum
        }
        definitions.prepareEvaluationOrder()
        definitions.evaluate(into: &moved, includingConstants: false)
        return moved
    }
}

/// A small deterministic generator (SplitMix64), so the face's random directions are the same on
/// every run.
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    /// A number in [0, 1).
    mutating func nextUnit() -> Double {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return Double(z >> 11) / Double(1 << 53)
    }
}
