/// The views a file's code can hide (``ProjectFacts/hiddenByCodeNames``): the receivers of
/// `x.isHidden = …` and `x.hidden = …` with any value but `false` / `NO`, of
/// `[x setHidden:…]` with any argument but `NO` / `false`, and of `x.isHidden.toggle()`, by their
/// last name. A stack view collapses an arranged view that is hidden (Apple, "UIStackView": the
/// stack "automatically updates its layout whenever views are added, removed or inserted into the
/// arrangedSubviews array, or whenever one of the arranged subviews's isHidden property
/// changes"), so what the document draws with that view shown is one state of the app's.
/// Read on the bytes like ``FilledStackViews``: a name that only seems hidden makes a finding an
/// `info`, never a wrong answer.
enum HiddenByCodeViews {
    static func collect(_ bytes: [UInt8]) -> Set<String> {
        guard ByteSearch.contains(bytes, "idden") else { return [] }
        var names: Set<String> = []
        for property in ["isHidden", "hidden"] {
            ByteSearch.forEachOccurrence(of: property, in: bytes) { start in
                let end = start + property.utf8.count
                // A whole word: not `isHiddenByUser`, nor the `hidden` of `isHidden`.
                guard end >= bytes.count || !ByteSearch.isWordByte(bytes[end]),
                      start == 0 || !ByteSearch.isWordByte(bytes[start - 1]) else { return false }
                if property == "isHidden", end < bytes.count, bytes[end...].starts(with: ".toggle()".utf8) {
                    if let name = FilledStackViews.receiver(before: start, in: bytes) { names.insert(name) }
                    return false
                }
                if let assigned = FilledStackViews.assignment(toPropertyAt: start, length: property.utf8.count, in: bytes),
                   !shows(bytes, from: assigned.value) {
                    names.insert(assigned.receiver)
                }
                return false
            }
        }
        ByteSearch.forEachOccurrence(of: "setHidden:", in: bytes) { start in
            guard !shows(bytes, from: start + 10), let name = FilledStackViews.receiver(before: start, in: bytes) else { return false }
            names.insert(name)
            return false
        }
        return FilledStackViews.propertyNames(names)
    }

    /// Whether the value written from `index` on is the literal that shows a view (`false`, `NO`),
    /// after blanks.
    private static func shows(_ bytes: [UInt8], from index: Int) -> Bool {
        var start = index
        while start < bytes.count, bytes[start] == UInt8(ascii: " ") { start += 1 }
        var end = start
        while end < bytes.count, ByteSearch.isWordByte(bytes[end]) { end += 1 }
        let word = bytes[start..<end]
        return BooleanLiteral.value(ofBytes: word) == false
    }
}
