/// An open-addressing set of constraint records, keyed by their structure, for
/// ``SolverError/duplicateConstraint``. Stores each record's hash so growing never rehashes
/// the (array-valued) keys; equality is checked against the records themselves.
struct DuplicateTable {
    private var hashes: [Int] = []
    /// Record index per slot; -1 empty, -2 deleted.
    private var slots: [Int32] = []
    private(set) var count = 0
    private var used = 0   // live + deleted

    static func hash(of r: ConstraintRecord) -> Int {
        var h = Hasher()
        h.combine(r.variables)
        h.combine(r.coefficients)
        h.combine(r.constant)
        h.combine(r.relation)
        h.combine(r.strength)
        return h.finalize()
    }

    static func sameKey(_ a: ConstraintRecord, _ b: ConstraintRecord) -> Bool {
        a.constant == b.constant && a.relation == b.relation && a.strength == b.strength
            && a.variables == b.variables && a.coefficients == b.coefficients
    }

    /// The index of a live record structurally equal to `record`, if any.
    func find(_ record: ConstraintRecord, hash: Int, in records: [ConstraintRecord]) -> Int32? {
        if slots.isEmpty { return nil }
        let mask = slots.count - 1
        var i = hash & mask
        while true {
            let s = slots[i]
            if s == -1 { return nil }
            if s >= 0 && hashes[i] == hash && Self.sameKey(records[Int(s)], record) { return s }
            i = (i + 1) & mask
        }
    }

    mutating func insert(_ index: Int32, hash: Int) {
        if (used + 1) * 4 >= slots.count * 3 { grow() }
        let mask = slots.count - 1
        var i = hash & mask
        while slots[i] >= 0 { i = (i + 1) & mask }
        if slots[i] == -1 { used += 1 }
        slots[i] = index
        hashes[i] = hash
        count += 1
    }

    mutating func remove(_ index: Int32, hash: Int) {
        if slots.isEmpty { return }
        let mask = slots.count - 1
        var i = hash & mask
        while slots[i] != -1 {
            if slots[i] == index {
                slots[i] = -2
                count -= 1
                return
            }
            i = (i + 1) & mask
        }
    }

    private mutating func grow() {
        let oldSlots = slots, oldHashes = hashes
        var capacity = max(16, slots.count)
        while count * 2 >= capacity { capacity *= 2 }
        if (count + 1) * 4 >= capacity * 3 || capacity == slots.count { capacity *= 2 }
        slots = [Int32](repeating: -1, count: capacity)
        hashes = [Int](repeating: 0, count: capacity)
        used = 0
        count = 0
        for k in oldSlots.indices where oldSlots[k] >= 0 { insert(oldSlots[k], hash: oldHashes[k]) }
    }
}
