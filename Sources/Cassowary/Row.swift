/// What a tableau symbol stands for.
enum SymbolKind: UInt8 {
    /// A user variable: unrestricted in sign.
    case external
    /// The slack of an inequality (≥ 0); the marker of a required inequality.
    case slack
    /// The error of a non-required constraint (≥ 0), weighted in the objective.
    case error
    /// The marker of a required equality: must stay 0 and never enters the basis.
    case dummy

    /// Restricted symbols are ≥ 0; only their rows take part in ratio tests.
    @inline(__always) var isRestricted: Bool { self != .external }
}

/// One tableau row: `basic = constant + Σ coefs[k] · syms[k]` over parametric symbols.
///
/// Cells are kept sorted by symbol id in two parallel arrays, so merging two rows is a linear
/// pass over contiguous memory and the lowest-id rules (Bland) fall out of the order.
struct Row {
    var syms: [Int32] = []
    var coefs: [Double] = []
    var constant: Double = 0
    /// The symbol this row is solved for; -1 while the slot is free.
    var basic: Int32 = -1

    /// The position of `symbol` among the cells, if present.
    @inline(__always)
    func position(of symbol: Int32) -> Int? {
        syms.withUnsafeBufferPointer { buf -> Int? in
            var lo = 0, hi = buf.count
            while lo < hi {
                let mid = (lo &+ hi) >> 1
                if buf[mid] < symbol { lo = mid &+ 1 } else { hi = mid }
            }
            return lo < buf.count && buf[lo] == symbol ? lo : nil
        }
    }

    /// The coefficient of `symbol` (0 when absent).
    @inline(__always)
    func coefficient(of symbol: Int32) -> Double {
        if let k = position(of: symbol) { return coefs[k] }
        return 0
    }
}
