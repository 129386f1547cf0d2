/// How a ``Solver`` keeps what it needs to name the constraints behind a refusal and to remove
/// constraints: the *marker* of each required equality, a symbol that is always 0 and that
/// Cassowary carries in every tableau row built from that equality.
///
/// Markers cost nothing in the answers but can cost a lot in time: an equality that has no
/// fresh variable becomes a row, and a later row that goes through it inherits its marker, so a
/// chain of N such equalities (cards stacked by absolute position, each with a required height)
/// carries O(N²) marker cells. ``onDemand`` leaves them out until they are needed.
public enum ConstraintTracking: Sendable {
    /// Markers are kept in the rows from the start (classic Cassowary).
    case eager
    /// Markers are left out of the rows until the solver first needs them: a required
    /// constraint it must refuse (to name the constraints it conflicts with), a removal, or an
    /// edit variable. Then the solver replays every addition so far with markers, which costs
    /// what the whole load cost with ``eager`` once more, and keeps them from then on. Meant for
    /// a solver that is loaded once and then only asked questions; every value, refusal,
    /// conflict set, determinacy answer and pivot count is the same as with ``eager``.
    case onDemand
}

/// Markers left out of the rows, and put back by replaying the additions.
///
/// Why leaving the markers of required equalities (dummies) out of the rows changes no decision
/// the solver makes, as long as nothing is removed and no conflict is named:
/// - A row's cell of a symbol is computed only from cells of the same symbol: building a row
///   (`accumulate`) sums each symbol's cells on its own, merging (`mergeSubstituting`) and
///   pivoting scale and add cell by cell, and the zero tests are per cell; the zero tolerance
///   of a new row comes from the constants, which dummies never feed (they are always 0). So
///   every non-dummy cell, every constant and every objective coefficient of a non-dummy symbol
///   is the same number, and the sorted order of the other cells is the same.
/// - Dummies never drive a choice. A dummy is never attractive (`isAttractive`), never a subject
///   (`chooseSubject` takes externals, slacks and errors), never entering in the dual simplex
///   (`dualOptimize` skips it), never zero-cost in the optimal face (`isZeroCost`), and
///   skipped by the range queries (`extreme`). Leaving rows are found through the column of the
///   entering symbol, never a dummy, and ties go to the lowest basic id, not to a position.
/// - Column lists, which fix the order of substitutions and of the dual simplex's work list,
///   are appended to and removed from per symbol, in the order of the merges, which the above
///   makes the same.
/// - The redundancy test of an equality (`addToTableau`: every cell a dummy, constant 0 or not)
///   reads "no cell at all" without markers: the same test. With markers the redundant
///   equality's row keeps its own dummy basic; without, an empty row with that basic stands in,
///   so rows are allocated and freed in the same slots (the optimal face walks rows in slot
///   order).
/// - Phase one (`addWithArtificialVariable`) ends by pivoting the artificial row on its first
///   non-dummy symbol — the same one without markers — or, when it holds only dummies, on the
///   new equality's own marker. That marker is always in that row: it was put in the new row
///   with coefficient ±1, and while the artificial variable stays basic its row is never
///   substituted anywhere, so no other row holds the marker to cancel it. Without markers the
///   row is empty there, and the same pivot is made by hand: the marker becomes the row's
///   basic, its constant is scaled by −1/(±1), and the pivot is counted.
///
/// What markers cannot be left out of is a refusal's certificate (`conflictSet` reads them)
/// and removal (the marker is pivoted out). Both first call ``restoreMarkers()``.
extension Solver {
    /// Puts the markers in: replays every addition so far on an empty tableau with markers, each
    /// at the same number of variables as when it was first made, so that every symbol gets the
    /// same id and every row the same slot as if the markers had been kept all along. The
    /// constraints keep their ids and the variables their handles.
    func restoreMarkers() {
        guard !keepsMarkers else { return }
        keepsMarkers = true
        let added = records
        let counts = variableCountAtAdd
        let variableCount = variableSymbol.count
        // The values and the optimal face are kept as they were: the replay rebuilds the same
        // tableau, and an eager solver keeps them across a refusal too (the refused row's phase
        // one may have moved the tableau to another optimal vertex; the values stay those of
        // the last change, as they would have with markers all along).
        let values = symbolValues, dirty = valuesDirty, face = optimalFace
        variableCountAtAdd = []
        tableau = Tableau()
        definitions = Definitions()
        records = []
        variableSymbol = []
        used = []
        editIndex = []
        for k in added.indices {
            growVariables(to: Int(counts[k]))
            var record = added[k]
            record.state = .inactive
            records.append(record)
            do {
                try activate(Int32(k))
            } catch {
                // It was added without markers, and markers change no decision (above).
                assertionFailure("a constraint added without markers was refused with them: \(error)")
                records[k].state = .suspended
            }
        }
        growVariables(to: variableCount)
        symbolValues = values
        valuesDirty = dirty
        optimalFace = face
    }
}
