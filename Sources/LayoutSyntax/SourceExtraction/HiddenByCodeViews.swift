/// The views a file's code can hide (``ProjectFacts/hiddenByCodeNames``): the receivers of
/// `x.isHidden = …` and `x.hidden = …` with any value but `false` / `NO`, of
/// `[x setHidden:…]` with any argument but `NO` / `false`, and of `x.isHidden.toggle()`, by their
/// last name, and the collection a `forEach` or `for`-`in` walks when the receiver is its element
/// (``collection(walkedBy:before:in:)``). A stack view collapses an arranged view that is hidden (Apple, "UIStackView": the
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
                    // An element of a collection the code walks (an outlet collection) is hidden
                    // as each of its views is.
                    if let collection = collection(walkedBy: assigned.receiver, before: start, in: bytes) { names.insert(collection) }
                }
                return false
            }
        }
        ByteSearch.forEachOccurrence(of: "setHidden:", in: bytes) { start in
            guard !shows(bytes, from: start + 10), let name = FilledStackViews.receiver(before: start, in: bytes) else { return false }
            names.insert(name)
            if let collection = collection(walkedBy: name, before: start, in: bytes) { names.insert(collection) }
            return false
        }
        return FilledStackViews.propertyNames(names)
    }

    /// The collection whose elements `element` stands for at `index`: the receiver of the
    /// `.forEach {` whose closure's `$0` it is (`buttons.forEach { $0.isHidden = true }`), or of
    /// the `for` loop whose variable it is (`for button in buttons`, `for (UIButton *button in
    /// self.buttons)`), looked for in the 400 bytes before it. `nil` when it is neither.
    static func collection(walkedBy element: String, before index: Int, in bytes: [UInt8]) -> String? {
        let from = max(0, index - 400)
        let window = Array(bytes[from..<index])
        if element == "0", index >= 3, bytes[index - 3] == UInt8(ascii: "$") {
            var found: String?
            ByteSearch.forEachOccurrence(of: ".forEach", in: window) { at in
                found = FilledStackViews.receiver(before: from + at + 1, in: bytes) ?? found
                return false
            }
            return found
        }
        var found: String?
        ByteSearch.forEachOccurrence(of: "for ", in: window) { at in
            guard at == 0 || !ByteSearch.isWordByte(window[at - 1]) else { return false }
            // The words up to ` in `: the variable is the last, after an optional type and `*`.
            var position = at + 4
            var last = ""
            while position < window.count {
                let byte = window[position]
                if ByteSearch.isWordByte(byte) {
                    var end = position
                    while end < window.count, ByteSearch.isWordByte(window[end]) { end += 1 }
                    let word = String(decoding: window[position..<end], as: UTF8.self)
                    if word == "in" {
                        guard last == element else { return false }
                        // The collection's last name: `self.buttons` → `buttons`.
                        var start = end
                        while start < window.count, window[start] == UInt8(ascii: " ") { start += 1 }
                        var stop = start
                        while stop < window.count, ByteSearch.isWordByte(window[stop]) || window[stop] == UInt8(ascii: ".") { stop += 1 }
                        let path = String(decoding: window[start..<stop], as: UTF8.self)
                        if let name = path.split(separator: ".").last.map(String.init), !name.isEmpty { found = name }
                        return false
                    }
                    last = word
                    position = end
                } else if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "(") || byte == UInt8(ascii: "*") {
                    position += 1
                } else {
                    return false
                }
            }
            return false
        }
        return found
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
