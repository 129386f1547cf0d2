import LayoutIR

/// The arithmetic of a log's conflict: the checker's sum over the minimal set, read with the
/// constants as the log prints them and with what the layout has taken from who made each
/// constraint.
enum ConsoleLogSums {
    /// The sum for a minimal set (indices into the lowered system).
    static func sum(_ members: [Int], conflict: ConsoleLogConflict, lowered: ConsoleLogSystem) -> ConflictSum? {
        var scales: [Int: Double] = [:]
        for member in members where member < lowered.printedCount {
            // The lowered form is the printed `Σ coefficient × operand + constant`: dividing by
            // the first item's coefficient gives the constant as printed (`== 2 × h + 10` → 10).
            let printed = conflict.constraints[lowered.listIndices[member]]
            if let first = printed.terms.first?.coefficient, first != 0, first.isFinite { scales[member] = abs(first) }
        }
        return ConflictAnalysis.sum(members, system: lowered.system, scales: scales) { member in
            hasRank(member, conflict: conflict, lowered: lowered)
        }
    }

    /// Lower for what the layout has rather than needs: a fact the log implies (a size is never
    /// negative) first, then a size the system gives (a cell's, a screen's, a temporary one),
    /// then the app's own; a bound before an equality at each level.
    private static func hasRank(_ member: Int, conflict: ConsoleLogConflict, lowered: ConsoleLogSystem) -> Int {
        let relationRank = lowered.system.constraints[member].relation == .equal ? 1 : 0
        guard member < lowered.printedCount else { return relationRank }
        let printed = conflict.constraints[lowered.listIndices[member]]
        return (printed.role == .app ? 4 : 2) + relationRank
    }
}
