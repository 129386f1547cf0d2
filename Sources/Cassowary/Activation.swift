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

    /// Takes record `index` out of the system and re-solves.
    func deactivate(_ index: Int32) {
        let state = records[Int(index)].state
        records[Int(index)].state = .inactive
        switch state {
        case .inactive:
            return
        case .definition:
            rebuild()
        case let .tableau(marker, other):
            removeFromTableau(index, marker: marker, other: other)
        }
    }

    /// Starts over from the active records, in their original order (edit values kept).
    func rebuild() {
        let active = records.indices.filter { records[$0].state != .inactive }
        tableau = Tableau()
        definitions = Definitions()
        for i in used.indices { used[i] = false }
        for i in variableSymbol.indices { variableSymbol[i] = tableau.newSymbol(.external) }
        for i in records.indices { records[i].state = .inactive }
        for i in active {
            // Re-adding constraints that held before cannot fail; if rounding says otherwise
            // the constraint stays out rather than trapping.
            var record = records[i]
            if record.isEdit, let e = editIndex.indices.first(where: { editIndex[$0] >= 0 && edits[Int(editIndex[$0])].record == Int32(i) }) {
                record.constant = -edits[Int(editIndex[e])].value
                records[i] = record
            }
            do {
                try activate(Int32(i))
            } catch {
                records[i].state = .inactive
                duplicates[records[i].duplicateKey] = nil
            }
        }
        symbolValues = []
        valuesDirty = true
    }
}
