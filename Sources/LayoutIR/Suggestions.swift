/// "Did you mean …?" support: the closest candidate to a misspelt name.
public enum Suggestions {
    /// The candidate nearest to `name` by edit distance (case-insensitive), if it is close
    /// enough to be a plausible typo: at most a third of the name's length, and at least 1.
    public static func closest<C: Collection>(to name: String, among candidates: C) -> String?
    where C.Element == String {
        let target = Array(name.lowercased().utf8)
        let limit = max(1, target.count / 3)
        var best: (name: String, distance: Int)?
        for candidate in candidates where candidate != name {
            let distance = editDistance(target, Array(candidate.lowercased().utf8), limit: limit)
            guard distance <= limit else { continue }
            if let current = best, current.distance < distance || (current.distance == distance && current.name <= candidate) {
                continue
            }
            best = (candidate, distance)
        }
        return best?.name
    }

    /// Levenshtein distance with adjacent transpositions counted as one edit; stops early
    /// (returning a value above `limit`) once the distance must exceed `limit`.
    public static func editDistance(_ a: [UInt8], _ b: [UInt8], limit: Int = .max) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        if abs(a.count - b.count) > limit { return limit + 1 }
        var previousPrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = current[0]
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, previousPrevious[j - 2] + 1)
                }
                current[j] = value
                rowMinimum = min(rowMinimum, value)
            }
            if rowMinimum > limit { return limit + 1 }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[b.count]
    }
}
