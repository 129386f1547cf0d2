/// An incremental Cassowary solver: linear equalities and inequalities, required or weighted,
/// re-solved incrementally when constraints are added or removed and when edit variables move.
///
/// ```swift
/// let solver = Solver()
/// let x = solver.makeVariable("x"), w = solver.makeVariable("w")
/// try solver.add(x == 8)
/// try solver.add(w >= 100)
/// try solver.add((w == 50) | .weak)     // w ≈ 50, weakly
/// solver.value(of: w)   // 100
/// ```
///
/// Every handle the solver gives out (``SolverVariable``, ``ConstraintID``) remembers which
/// solver made it; another solver refuses it with ``SolverError/foreignVariable(_:)`` or
/// ``SolverError/foreignConstraint(_:)``.
///
/// Not thread-safe: use one solver from one thread at a time.
public final class Solver {
    var tableau = Tableau()
    var definitions = Definitions()
    var records: [ConstraintRecord] = []
    var duplicates = DuplicateTable()

    // Per variable ordinal.
    var variableSymbol: [Int32] = []
    /// Mentioned by a constraint or edit (so it can no longer be defined by a later equality).
    var used: [Bool] = []
    /// Index into `edits`, or -1.
    var editIndex: [Int32] = []
    var edits: [EditInfo] = []

    /// Values by symbol id (externals only), valid when `valuesDirty` is false.
    var symbolValues: [Double] = []
    var valuesDirty = false {
        didSet { if valuesDirty { optimalFace = nil } }
    }
    /// The optimal face of the current solution, built by the first determinacy question after
    /// a change (every change marks the values dirty, which drops it).
    var optimalFace: OptimalFace?
    /// A defining equality was removed; the tableau is rebuilt before its next use.
    var needsRebuild = false

    /// Stamped on every handle this solver gives out (shared with its copies).
    let identity: SolverIdentity

    /// Whether required equalities put their markers in the tableau's rows (see
    /// ``ConstraintTracking``); false only while an ``ConstraintTracking/onDemand`` solver has
    /// not yet needed them.
    var keepsMarkers = true
    /// For an ``ConstraintTracking/onDemand`` solver still without markers: how many variables
    /// existed when each record was added, so that the same calls can be replayed with markers.
    var variableCountAtAdd: [Int32] = []

    /// Creates an empty solver.
    /// - Parameter tracking: how the solver keeps what it needs to name conflicts and remove
    ///   constraints; ``ConstraintTracking/eager`` unless the solver is mostly added to. Every
    ///   answer is the same either way.
    public init(tracking: ConstraintTracking = .eager) {
        identity = SolverIdentity.unique()
        keepsMarkers = tracking == .eager
    }

    /// A solver in the same state as `other`, going on independently: the same constraints,
    /// edit variables, values and pending work (markers still left out, a rebuild still due).
    /// Every later call gives the copy the same answers it would give `other`, since all of a
    /// solver's state is values. The copy accepts `other`'s handles (``SolverVariable``,
    /// ``ConstraintID``) as its own, so constraints added to both get the same ids.
    public init(copying other: Solver) {
        identity = other.identity
        tableau = other.tableau
        definitions = other.definitions
        records = other.records
        duplicates = other.duplicates
        variableSymbol = other.variableSymbol
        used = other.used
        editIndex = other.editIndex
        edits = other.edits
        symbolValues = other.symbolValues
        valuesDirty = other.valuesDirty
        optimalFace = other.optimalFace
        needsRebuild = other.needsRebuild
        keepsMarkers = other.keepsMarkers
        variableCountAtAdd = other.variableCountAtAdd
    }

    /// The largest magnitude of a coefficient, constant or suggested value the solver takes
    /// (10⁹). Beyond it, products in the tableau (times strength weights up to 10⁹) overflow or
    /// lose the precision the solver's tolerances assume, and it can no longer tell a feasible
    /// system from an infeasible one (the fuzz target found both: 10³⁰⁸ overflowing, and 10¹⁵
    /// coefficients making a rebuild drop a required constraint). Such numbers are refused with
    /// ``SolverError/unusableNumber(_:)``, like NaN and infinity.
    public static let maximumMagnitude: Double = 1e9

    /// The smallest magnitude of a non-zero coefficient the solver takes (10⁻⁹): dividing by a
    /// smaller one defines values beyond ``maximumMagnitude`` (the fuzz target found a 10⁻³⁰⁰
    /// coefficient defining a value near 10³⁰¹, after which a rebuild could not re-add a
    /// constraint). Refused with ``SolverError/unusableNumber(_:)``. Terms that merely cancel to
    /// less than this (`x − 0.9999999999·x`) are dropped as zero instead.
    public static let minimumCoefficient: Double = 1 / maximumMagnitude

    /// Whether `value` is finite and within ``maximumMagnitude``.
    static func isUsable(_ value: Double) -> Bool { value.isFinite && abs(value) <= maximumMagnitude }

    /// Whether `value` is usable as a coefficient: zero, or between ``minimumCoefficient`` and
    /// ``maximumMagnitude`` in magnitude.
    static func isUsableCoefficient(_ value: Double) -> Bool {
        isUsable(value) && (value == 0 || abs(value) >= minimumCoefficient)
    }

    // MARK: Variables

    /// Creates a new variable (value 0 until constrained). The name is only for display
    /// (``SolverVariable/description``, error messages); names need not be unique.
    public func makeVariable(_ name: String = "") -> SolverVariable {
        // One symbol made directly: `growVariables` grows every array by a collection, which
        // costs more for one (made per variable by kiwi-style callers and the benchmarks).
        let ordinal = Int32(variableSymbol.count)
        variableSymbol.append(tableau.newSymbol(.external))
        used.append(false)
        editIndex.append(-1)
        valuesDirty = true
        return SolverVariable(index: ordinal, solver: identity, name: name)
    }

    /// Creates one variable per name, in order: the same variables as calling
    /// ``makeVariable(_:)`` for each name, made with the solver's tables grown once rather than
    /// once per variable (a screen's hundreds of variables are made at once).
    public func makeVariables(_ names: [String]) -> [SolverVariable] {
        guard !names.isEmpty else { return [] }
        let firstOrdinal = Int32(variableSymbol.count)
        growVariables(to: variableSymbol.count + names.count)
        return names.indices.map { SolverVariable(index: firstOrdinal + Int32($0), solver: identity, name: names[$0]) }
    }

    /// Makes variables (without handles) until there are `count`: one external symbol each,
    /// numbered on from the last symbol, as ``makeVariable(_:)`` and ``makeVariables(_:)`` do.
    func growVariables(to count: Int) {
        let n = count - variableSymbol.count
        guard n > 0 else { return }
        let firstSymbol = tableau.newSymbols(.external, count: n)
        variableSymbol.append(contentsOf: (0..<Int32(n)).lazy.map { firstSymbol + $0 })
        used.append(contentsOf: repeatElement(false, count: n))
        editIndex.append(contentsOf: repeatElement(-1, count: n))
        valuesDirty = true
    }

    /// The name given to `variable` when it was made (the same as ``SolverVariable/name``;
    /// "" for a variable of another solver).
    public func name(of variable: SolverVariable) -> String {
        owns(variable) ? variable.name : ""
    }

    /// The number of variables made so far.
    public var variableCount: Int { variableSymbol.count }

    /// Whether this solver made `variable`.
    public func owns(_ variable: SolverVariable) -> Bool {
        variable.solver == identity
    }

    /// Whether this solver returned `id` (whether or not its constraint is still in it).
    public func owns(_ id: ConstraintID) -> Bool {
        id.solver == identity
    }

    // MARK: Constraints

    /// Adds a constraint and re-solves.
    ///
    /// - Throws: ``SolverError/foreignVariable(_:)`` for a variable made by another solver;
    ///   ``SolverError/unusableNumber(_:)`` for a NaN or infinite coefficient, constant or
    ///   weight, a coefficient or constant beyond ``maximumMagnitude``, or a non-zero
    ///   coefficient below ``minimumCoefficient``; ``SolverError/duplicateConstraint(existing:)``
    ///   if a structurally identical constraint (same merged terms, constant, relation and
    ///   strength) is present; ``SolverError/unsatisfiable(conflicting:)`` if it is required and
    ///   cannot hold with the required constraints already added. A refused constraint leaves
    ///   the solver unchanged.
    /// - Returns: the id used to ``remove(_:)`` the constraint later.
    @discardableResult
    public func add(_ constraint: LinearConstraint) throws(SolverError) -> ConstraintID {
        ensureBuilt()
        let record = try makeRecord(constraint)
        let hash = DuplicateTable.hash(of: record)
        if let existing = duplicates.find(record, hash: hash, in: records) {
            throw .duplicateConstraint(existing: ConstraintID(rawValue: Int(existing), solver: identity))
        }
        let index = Int32(records.count)
        records.append(record)
        do {
            try activate(index)
        } catch {
            records.removeLast()
            if !keepsMarkers, case .unsatisfiable = error {
                // Refused without markers, so without the constraints to name: replay with
                // them; the same refusal then comes with its certificate.
                restoreMarkers()
                return try add(constraint)
            }
            throw error
        }
        if !keepsMarkers { variableCountAtAdd.append(Int32(variableSymbol.count)) }
        duplicates.insert(index, hash: hash)
        valuesDirty = true
        return ConstraintID(rawValue: Int(index), solver: identity)
    }

    /// Removes a constraint added earlier and re-solves.
    ///
    /// Removing a constraint that the solver used to eliminate a variable (a required
    /// equality that first introduced one of its variables) rebuilds the solver from the
    /// remaining constraints: correct, but O(size of the system). The rebuild waits for the
    /// next operation that needs the solution, so removing many such constraints in a row
    /// costs one rebuild.
    /// - Throws: ``SolverError/foreignConstraint(_:)`` if another solver returned the id;
    ///   ``SolverError/unknownConstraint(_:)`` if its constraint is no longer in the solver.
    public func remove(_ id: ConstraintID) throws(SolverError) {
        guard owns(id) else { throw .foreignConstraint(id) }
        let i = id.rawValue
        guard i >= 0 && i < records.count, !records[i].isEdit, records[i].state != .inactive else {
            throw .unknownConstraint(id)
        }
        restoreMarkers()
        duplicates.remove(Int32(i), hash: DuplicateTable.hash(of: records[i]))
        deactivate(Int32(i))
        valuesDirty = true
    }

    /// Whether the constraint with this id is currently in the solver (false for an id of
    /// another solver).
    public func contains(_ id: ConstraintID) -> Bool {
        let i = id.rawValue
        return owns(id) && i >= 0 && i < records.count && !records[i].isEdit && records[i].state != .inactive
    }

    /// Constraints still in the solver but not enforced, because re-adding one after a removal
    /// was refused — which only rounding can cause, with numbers near the solver's limits. Each
    /// is tried again at the next rebuild. Empty for every well-scaled system.
    public var suspendedConstraints: [ConstraintID] {
        ensureBuilt()
        return records.indices.filter { !records[$0].isEdit && records[$0].state == .suspended }
            .map { ConstraintID(rawValue: $0, solver: identity) }
    }

    /// The number of simplex pivots this solver has made since it was created (phase one, the
    /// primal and dual simplex, and pivoting markers out when constraints are removed). It is
    /// deterministic for a given sequence of calls, which makes it a steadier measure of the
    /// solver's work than wall time on a shared machine.
    public var pivotCount: Int { tableau.pivotCount }

    /// The number of constraints currently in the solver (edit constraints excluded).
    public var constraintCount: Int { duplicates.count }

    func makeRecord(_ constraint: LinearConstraint, isEdit: Bool = false) throws(SolverError) -> ConstraintRecord {
        let e = constraint.expression
        let n = e.terms.count
        // Checked by index so that no term (and its variable's name) is copied.
        var valid = Self.isUsable(e.constant)
        for k in 0..<n where !(e.terms[k].variable.solver == identity && Self.isUsableCoefficient(e.terms[k].coefficient)) {
            valid = false
        }
        if !constraint.strength.isRequired && !constraint.strength.weight.isFinite { valid = false }
        if !valid { throw refusal(of: constraint) }
        // Insertion sort by variable, merging repeats: term lists are short.
        var vars: [Int32] = []
        var coefs: [Double] = []
        vars.reserveCapacity(n)
        coefs.reserveCapacity(n)
        for t in 0..<n {
            let v = e.terms[t].variable.index
            let c = e.terms[t].coefficient
            var k = vars.count
            while k > 0 && vars[k - 1] > v { k -= 1 }
            if k > 0 && vars[k - 1] == v {
                coefs[k - 1] += c
            } else {
                vars.insert(v, at: k)
                coefs.insert(c, at: k)
            }
        }
        var k = 0
        while k < vars.count {
            if !Self.isUsable(coefs[k]) {
                let variable = e.terms.first { $0.variable.index == vars[k] }?.variable
                    ?? SolverVariable(index: vars[k], solver: identity, name: "")
                throw .unusableNumber(SolverError.UnusableNumber.check(coefs[k], as: .coefficient(variable))
                    ?? SolverError.UnusableNumber(value: coefs[k], role: .coefficient(variable), problem: .tooLarge))
            }
            if abs(coefs[k]) < Self.minimumCoefficient {
                vars.remove(at: k)
                coefs.remove(at: k)
            } else {
                k += 1
            }
        }
        var record = ConstraintRecord(variables: vars, coefficients: coefs, constant: e.constant,
                                      relation: constraint.relation, strength: constraint.strength)
        record.isEdit = isEdit
        return record
    }

    /// The error for a constraint that failed the quick check in ``makeRecord(_:isEdit:)``: the
    /// first foreign variable, else the first unusable number, in the order they were written.
    private func refusal(of constraint: LinearConstraint) -> SolverError {
        let e = constraint.expression
        if let foreign = e.terms.first(where: { $0.variable.solver != identity }) {
            return .foreignVariable(foreign.variable)
        }
        for term in e.terms {
            if let number = SolverError.UnusableNumber.check(term.coefficient, as: .coefficient(term.variable)) {
                return .unusableNumber(number)
            }
        }
        if let number = SolverError.UnusableNumber.check(e.constant, as: .constant) {
            return .unusableNumber(number)
        }
        let weight = constraint.strength.weight
        return .unusableNumber(SolverError.UnusableNumber.check(weight, as: .weight)
            ?? SolverError.UnusableNumber(value: weight, role: .weight, problem: .infinite))
    }

    // MARK: Values

    /// Makes ``value(of:)`` current. Cheap when nothing changed; ``value(of:)`` calls it
    /// itself, so calling it is optional (it exists to time the work separately).
    public func updateVariables() {
        ensureBuilt()
        guard valuesDirty else { return }
        let n = tableau.symbolCount
        if symbolValues.count < n {
            symbolValues.append(contentsOf: repeatElement(0, count: n - symbolValues.count))
        }
        definitions.growVariables(to: n)
        let t = tableau
        variableSymbol.withUnsafeBufferPointer { syms in
        t.rowOf.withUnsafeBufferPointer { rowOf in
        symbolValues.withUnsafeMutableBufferPointer { out in
            for s in syms {
                let r = rowOf[Int(s)]
                out[Int(s)] = r >= 0 ? t.rows[Int(r)].constant : 0
            }
        }}}
        definitions.prepareEvaluationOrder()
        definitions.evaluate(into: &symbolValues)
        valuesDirty = false
    }

    /// The value of `variable` in the current optimal solution; NaN for a variable of another
    /// solver (it has no value here, and NaN cannot pass for a position).
    public func value(of variable: SolverVariable) -> Double {
        let i = Int(variable.index)
        guard owns(variable), i >= 0 && i < variableSymbol.count else { return .nan }
        let s = Int(variableSymbol[i])
        if s >= symbolValues.count { valuesDirty = true }
        updateVariables()
        return symbolValues[s]
    }
}
