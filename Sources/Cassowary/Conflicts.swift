/// Explaining a refused required constraint.
extension Solver {
    /// The already-added required constraints behind an infeasible row: those whose markers
    /// (dummy of an equality, slack of an inequality) appear in the final row — its
    /// coefficients are the Farkas multipliers of the certificate — plus every definition
    /// that was expanded while building the rows of those constraints and of the new one, and,
    /// transitively, the definitions those were built from.
    func conflictSet(newRecord: Int32, rowSymbols: [Int32]) -> [ConstraintID] {
        var involved = Set<Int32>()
        for s in rowSymbols {
            let o = tableau.owner[Int(s)]
            guard o >= 0, o != newRecord, Int(o) < records.count else { continue }
            let rec = records[Int(o)]
            guard rec.isRequired, case let .tableau(marker, _) = rec.state, marker == s else { continue }
            involved.insert(o)
        }
        // Walk the definitions reachable from all of these constraints' variables.
        var stack: [Int32] = []
        var seen = Set<Int32>()
        for r in involved.union([newRecord]) {
            for v in records[Int(r)].variables { stack.append(variableSymbol[Int(v)]) }
        }
        while let s = stack.popLast() {
            guard seen.insert(s).inserted else { continue }
            guard Int(s) < definitions.definitionOf.count else { continue }
            let k = definitions.definitionOf[Int(s)]
            if k < 0 { continue }
            let owner = definitions.ownerRecord[Int(k)]
            involved.insert(owner)
            for j in Int(definitions.start[Int(k)])..<Int(definitions.start[Int(k) + 1]) {
                stack.append(definitions.termVariable[j])
            }
            // A definition is stored with earlier definitions already substituted, so its
            // terms can omit a variable it was derived through (x1 = -12 built from x0's
            // definition x0 = (-x1 - 40) / 3). The owner's own variables lead back to those.
            if Int(owner) < records.count {
                for v in records[Int(owner)].variables { stack.append(variableSymbol[Int(v)]) }
            }
        }
        involved.remove(newRecord)
        return involved.filter { !records[Int($0)].isEdit }.sorted().map { ConstraintID(rawValue: Int($0), solver: identity) }
    }
}
