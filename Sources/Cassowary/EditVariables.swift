/// Edit variables: variables whose value is suggested repeatedly (a drag, a window resize).
extension Solver {
    /// Makes `variable` an edit variable: a non-required constraint `variable == value` whose
    /// value ``suggestValue(_:for:)`` moves. It starts at the variable's current value, so
    /// registering it moves nothing.
    /// - Throws: ``SolverError/foreignVariable(_:)`` for a variable of another solver,
    ///   ``SolverError/requiredEditStrength(_:)``, ``SolverError/duplicateEditVariable(_:)``,
    ///   ``SolverError/unusableNumber(_:)`` (a NaN or infinite weight).
    public func addEditVariable(_ variable: SolverVariable, strength: Strength) throws(SolverError) {
        guard owns(variable) else { throw .foreignVariable(variable) }
        ensureBuilt()
        if strength.isRequired { throw .requiredEditStrength(variable) }
        if let number = SolverError.UnusableNumber.check(strength.weight, as: .weight) { throw .unusableNumber(number) }
        let v = Int(variable.index)
        if editIndex[v] >= 0 { throw .duplicateEditVariable(variable) }
        // Edits are undone by removing their constraint, which needs the markers.
        restoreMarkers()
        let current = value(of: variable)
        var record = try makeRecord(LinearConstraint(LinearExpression(variable) - current, .equal, strength: strength),
                                    isEdit: true)
        record.isEdit = true
        let index = Int32(records.count)
        records.append(record)
        // Marked as an edit first so that the edit constraint itself never becomes a definition.
        editIndex[v] = Int32(edits.count)
        edits.append(EditInfo(variable: variable.index, record: index, value: current))
        do {
            try activate(index)
        } catch {
            records.removeLast()
            edits.removeLast()
            editIndex[v] = -1
            throw error
        }
        valuesDirty = true
    }

    /// Stops editing `variable` (its edit constraint is removed and the system re-solved).
    /// - Throws: ``SolverError/foreignVariable(_:)``, ``SolverError/unknownEditVariable(_:)``.
    public func removeEditVariable(_ variable: SolverVariable) throws(SolverError) {
        guard owns(variable) else { throw .foreignVariable(variable) }
        let v = Int(variable.index)
        guard v >= 0 && v < editIndex.count && editIndex[v] >= 0 else { throw .unknownEditVariable(variable) }
        let e = Int(editIndex[v])
        let record = edits[e].record
        editIndex[v] = -1
        let last = edits.count - 1
        if e != last {
            edits[e] = edits[last]
            editIndex[Int(edits[e].variable)] = Int32(e)
        }
        edits.removeLast()
        deactivate(record)
        valuesDirty = true
    }

    /// Whether `variable` is an edit variable of this solver.
    public func hasEditVariable(_ variable: SolverVariable) -> Bool {
        let v = Int(variable.index)
        return owns(variable) && v >= 0 && v < editIndex.count && editIndex[v] >= 0
    }

    /// Suggests a value for an edit variable and re-solves incrementally (dual simplex: the
    /// rows the change touches are found through the column index; usually 0–2 pivots).
    /// - Throws: ``SolverError/foreignVariable(_:)``, ``SolverError/unknownEditVariable(_:)``,
    ///   ``SolverError/unusableNumber(_:)`` (NaN, infinite, or beyond ``Solver/maximumMagnitude``).
    public func suggestValue(_ value: Double, for variable: SolverVariable) throws(SolverError) {
        guard owns(variable) else { throw .foreignVariable(variable) }
        ensureBuilt()
        if let number = SolverError.UnusableNumber.check(value, as: .suggestedValue(variable)) {
            throw .unusableNumber(number)
        }
        let v = Int(variable.index)
        guard v >= 0 && v < editIndex.count && editIndex[v] >= 0 else { throw .unknownEditVariable(variable) }
        let e = Int(editIndex[v])
        let delta = value - edits[e].value
        edits[e].value = value
        let record = Int(edits[e].record)
        records[record].constant = -value
        guard case let .tableau(plus, minus) = records[record].state else { return }
        if delta == 0 { return }
        valuesDirty = true
        // Row: expr − value − e⁺ + e⁻ = 0. Raising `value` by δ is the same as replacing e⁺
        // by e⁺ + δ (or e⁻ by e⁻ − δ) in the original row.
        tableau.collectInfeasible = true
        let rp = tableau.rowOf[Int(plus)]
        let rm = tableau.rowOf[Int(minus)]
        if rp >= 0 {
            shiftConstant(row: rp, by: -delta)
        } else if rm >= 0 {
            shiftConstant(row: rm, by: delta)
        } else {
            for r in tableau.columns[Int(plus)] {
                let c = tableau.rows[Int(r)].coefficient(of: plus)
                shiftConstant(row: r, by: c * delta)
            }
        }
        tableau.dualOptimize()
        tableau.collectInfeasible = false
        tableau.infeasibleRows.removeAll(keepingCapacity: true)
    }

    private func shiftConstant(row r: Int32, by d: Double) {
        tableau.rows[Int(r)].constant += d
        if tableau.rows[Int(r)].constant < 0 && tableau.isRestrictedRow(r) {
            tableau.infeasibleRows.append(r)
        }
    }
}
