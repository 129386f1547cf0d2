/// The innermost open bracket around each token of a function body, stored flat: a body is
/// read once per function, and a dictionary per token cost more than the rest of the reading.
struct BodyIndex: Sendable {
    private var lowerBound: Int
    private var values: [Int32]

    init(range: Range<Int>) {
        lowerBound = range.lowerBound
        values = [Int32](repeating: -1, count: range.count)
    }

    subscript(index: Int) -> Int? {
        get {
            let position = index - lowerBound
            guard position >= 0, position < values.count, values[position] >= 0 else { return nil }
            return Int(values[position])
        }
        set {
            let position = index - lowerBound
            guard position >= 0, position < values.count, let newValue, newValue <= Int(Int32.max) else { return }
            values[position] = Int32(newValue)
        }
    }
}
