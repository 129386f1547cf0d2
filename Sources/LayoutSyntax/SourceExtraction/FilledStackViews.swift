/// The stack views a file's code gives arranged views: the receiver of each
/// `addArrangedSubview` / `insertArrangedSubview` call (`stack.addArrangedSubview(v)`,
/// `self.stack?.insertArrangedSubview(v, at: 0)`, `[self.stack addArrangedSubview:v]`), by its
/// last name. Read on the bytes, comments and strings included: a name that only seems filled
/// makes a finding an `info`, which is never a wrong answer.
enum FilledStackViews {
    static func collect(_ bytes: [UInt8]) -> Set<String> {
        guard ByteSearch.contains(bytes, "ArrangedSubview") else { return [] }
        var names: Set<String> = []
        for verb in ["addArrangedSubview", "insertArrangedSubview"] {
            ByteSearch.forEachOccurrence(of: verb, in: bytes) { start in
                if let name = receiver(before: start, in: bytes) { names.insert(name) }
                return false
            }
        }
        return names
    }

    /// The name just before a method name: after `.`, `?.`, `!.` (Swift) or a space inside `[`
    /// (Objective-C).
    static func receiver(before index: Int, in bytes: [UInt8]) -> String? {
        var end = index - 1
        guard end >= 0 else { return nil }
        if bytes[end] == UInt8(ascii: ".") {
            end -= 1
            if end >= 0, bytes[end] == UInt8(ascii: "?") || bytes[end] == UInt8(ascii: "!") { end -= 1 }
        } else if bytes[end] == UInt8(ascii: " ") {
            while end >= 0, bytes[end] == UInt8(ascii: " ") { end -= 1 }
        } else {
            return nil
        }
        var start = end
        while start >= 0, ByteSearch.isWordByte(bytes[start]) { start -= 1 }
        guard start < end else { return nil }
        let name = String(decoding: bytes[(start + 1)...end], as: UTF8.self)
        return name == "self" ? nil : name
    }

    /// The receiver of an assignment to `property` whose name starts at `start` (`x.frame = …`,
    /// `self.x?.isHidden = …`; not `==`), and where its value starts.
    static func assignment(toPropertyAt start: Int, length: Int, in bytes: [UInt8]) -> (receiver: String, value: Int)? {
        var after = start + length
        while after < bytes.count, bytes[after] == UInt8(ascii: " ") { after += 1 }
        guard after + 1 < bytes.count, bytes[after] == UInt8(ascii: "="), bytes[after + 1] != UInt8(ascii: "="),
              start > 0, bytes[start - 1] == UInt8(ascii: "."), let name = receiver(before: start, in: bytes) else { return nil }
        return (name, after + 1)
    }

    /// The names with Objective-C's instance-variable underscore dropped: `_scroll` backs the
    /// property (and outlet) `scroll`.
    static func propertyNames(_ names: Set<String>) -> Set<String> {
        Set(names.map { $0.utf8.first == UInt8(ascii: "_") && $0.count > 1 && $0.hasPrefix("_") ? String($0.dropFirst()) : $0 })
    }

}
