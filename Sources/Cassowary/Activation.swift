/// Putting records into the tableau (or the definitions) and taking them out.
extension Solver {
    /// Adds record `index` to the system: as a definition when it is a required equality with
    /// a fresh variable, otherwise as a tableau row.
    func activate(_ index: Int32) throws(SolverError) {
        let record = records[Int(index)]
        definitions.growVariables(to: tableau.symbolCount)
        if record.isRequired && record.relation == .equal, let fresh = freshVariable(in: record) {
            let k = Int(fresh)
            let a = record.coefficients[k]
            var terms: [(Int32, Double)] = []
            terms.reserveCapacity(record.variables.count - 1)
            for j in 0..<record.variables.count where j != k {
                terms.append((variableSymbol[Int(record.variables[j])], -record.coefficients[j] / a))
            }
            let v = variableSymbol[Int(record.variables[k])]
            let d = definitions.define(v, constant: -record.constant / a, terms: terms, owner: index)
            for v in record.variables { used[Int(v)] = true }
            records[Int(index)].state = .definition(d)
            return
        }
        if record.isRequired && record.relation == .equal, let late = lateDefinition(for: record) {
            let d = definitions.defineLate(late.symbol, constant: late.constant, terms: late.terms, owner: index,
                                           dependents: late.dependents)
            for v in record.variables { used[Int(v)] = true }
            records[Int(index)].state = .definition(d)
            return
        }
        let tag = try addToTableau(index)
        for v in record.variables { used[Int(v)] = true }
        records[Int(index)].state = .tableau(marker: tag.marker, other: tag.other)
    }

    /// The position (in the record) of the variable a required equality should define:
    /// not yet mentioned anywhere, coefficient not tiny; the largest coefficient, then newest.
    func freshVariable(in record: ConstraintRecord) -> Int? {
        var maxAbs = 0.0
        for c in record.coefficients { maxAbs = max(maxAbs, abs(c)) }
        var best: Int? = nil
        for j in 0..<record.variables.count {
            let v = Int(record.variables[j])
            if used[v] || editIndex[v] >= 0 { continue }
            let c = abs(record.coefficients[j])
            if c < 1e-3 * maxAbs { continue }
            if let b = best, abs(record.coefficients[b]) > c { continue }
            best = j
        }
        return best
    }

    /// A late definition (see ``Definitions``) for a required equality without a fresh variable:
    /// a symbol the equality pins — one of its variables, or the variable one of them is an alias
    /// of (`x := c + m·s`, possibly through a few aliases) — that only definitions mention: not
    /// basic, in no tableau row, not in the objective, not edited, not defined, and mentioned by
    /// at most ``Definitions/lateDefinitionDependentLimit`` definitions, none of which the new
    /// definition's terms depend on. The largest coefficient wins, then the newest variable.
    func lateDefinition(for record: ConstraintRecord)
        -> (symbol: Int32, constant: Double, terms: [(Int32, Double)], dependents: [Int32])? {
        guard !tableau.auxiliaryActive else { return nil }
        var maxAbs = 0.0
        for c in record.coefficients { maxAbs = max(maxAbs, abs(c)) }
        var best: (position: Int, symbol: Int32, offset: Double, scale: Double)? = nil
        for j in 0..<record.variables.count {
            let v = Int(record.variables[j])
            if editIndex[v] >= 0 { continue }
            // Follow aliases: x = offset + scale·s.
            var s = variableSymbol[v]
            var offset = 0.0, scale = 1.0
            var steps = 0
            while Int(s) < definitions.definitionOf.count, definitions.definitionOf[Int(s)] >= 0, steps < 8 {
                let d = Int(definitions.definitionOf[Int(s)])
                guard definitions.start[d + 1] - definitions.start[d] == 1 else { break }
                let t = Int(definitions.start[d])
                offset += scale * definitions.constant[d]
                scale *= definitions.termCoefficient[t]
                s = definitions.termVariable[t]
                steps += 1
            }
            let i = Int(s)
            if Int(s) < definitions.definitionOf.count && definitions.definitionOf[i] >= 0 { continue }
            if tableau.kind[i] != .external || tableau.rowOf[i] >= 0 || !tableau.columns[i].isEmpty { continue }
            if tableau.objective.coef[i] != 0 || tableau.auxiliary.coef[i] != 0 { continue }
            let c = abs(record.coefficients[j] * scale)
            if !(c >= 1e-3 * maxAbs) || !c.isFinite { continue }
            if let b = best, abs(record.coefficients[b.position] * b.scale) > c { continue }
            best = (j, s, offset, scale)
        }
        guard let pick = best, let dependents = definitions.dependents(of: pick.symbol) else { return nil }
        // x_k = offset + scale·s in  Σ c_j·x_j + C = 0  gives
        // s = −(C + c_k·offset + Σ_{j≠k} c_j·x_j) / (c_k·scale).
        let a = record.coefficients[pick.position] * pick.scale
        let blocked = Set(dependents)
        var terms: [(Int32, Double)] = []
        terms.reserveCapacity(record.variables.count - 1)
        for j in 0..<record.variables.count where j != pick.position {
            let t = variableSymbol[Int(record.variables[j])]
            // A term that depends on the defined symbol would make the definitions circular.
            if t == pick.symbol { return nil }
            if Int(t) < definitions.definitionOf.count, blocked.contains(definitions.definitionOf[Int(t)]) { return nil }
            terms.append((t, -record.coefficients[j] / a))
        }
        let constant = -(record.constant + record.coefficients[pick.position] * pick.offset) / a
        return (pick.symbol, constant, terms, dependents)
    }

    /// Takes record `index` out of the system and re-solves.
    func deactivate(_ index: Int32) {
        let state = records[Int(index)].state
        records[Int(index)].state = .inactive
        switch state {
        case .inactive, .suspended:
            return
        case .definition:
            // Later rows were built with this definition substituted in, so the system is
            // rebuilt — lazily, so that a batch of removals costs one rebuild.
            needsRebuild = true
        case let .tableau(marker, other):
            if !needsRebuild { removeFromTableau(index, marker: marker, other: other) }
        }
    }

    /// Runs a pending rebuild before the tableau is used.
    func ensureBuilt() {
        if needsRebuild {
            needsRebuild = false
            rebuild()
        }
    }

    /// Starts over from the active records, in their original order (edit values kept).
    func rebuild() {
        let active = records.indices.filter { records[$0].state != .inactive }
        let pivotsSoFar = tableau.pivotCount
        tableau = Tableau()
        tableau.pivotCount = pivotsSoFar
        definitions = Definitions()
        for i in used.indices { used[i] = false }
        for i in variableSymbol.indices { variableSymbol[i] = tableau.newSymbol(.external) }
        for i in records.indices { records[i].state = .inactive }
        for i in active {
            // Re-adding constraints that held before cannot fail; if rounding says otherwise
            // the constraint is suspended rather than trapping or being forgotten.
            var record = records[i]
            if record.isEdit, let e = editIndex.indices.first(where: { editIndex[$0] >= 0 && edits[Int(editIndex[$0])].record == Int32(i) }) {
                record.constant = -edits[Int(editIndex[e])].value
                records[i] = record
            }
            do {
                try activate(Int32(i))
            } catch {
                records[i].state = .suspended
            }
        }
        symbolValues = []
        valuesDirty = true
    }
}
