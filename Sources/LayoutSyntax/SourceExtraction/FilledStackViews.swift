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

    /// The views a file's code places itself (``ProjectFacts/codePlacedNames``): the receivers of
    /// `mas_makeConstraints` / `mas_remakeConstraints`, of `snp.makeConstraints` /
    /// `snp.remakeConstraints`, of `setFrame:`, and the views whose `.frame` is assigned. Read on
    /// the bytes like the filled stacks: a name that only seems placed makes a finding an `info`.
    static func collectPlaced(_ bytes: [UInt8]) -> Set<String> {
        var names: Set<String> = []
        for verb in ["mas_makeConstraints", "mas_remakeConstraints", "snp.makeConstraints", "snp.remakeConstraints",
                     "snp_makeConstraints", "snp_remakeConstraints", "setFrame:"] {
            ByteSearch.forEachOccurrence(of: verb, in: bytes) { start in
                if let name = receiver(before: start, in: bytes) { names.insert(name) }
                return false
            }
        }
        ByteSearch.forEachOccurrence(of: "frame", in: bytes) { start in
            // `x.frame = …` / `x.frame=…`, not `x.frame == …` or `frame.size`.
            var after = start + 5
            while after < bytes.count, bytes[after] == UInt8(ascii: " ") { after += 1 }
            guard after + 1 < bytes.count, bytes[after] == UInt8(ascii: "="), bytes[after + 1] != UInt8(ascii: "="),
                  start > 0, bytes[start - 1] == UInt8(ascii: "."), let name = receiver(before: start, in: bytes) else { return false }
            names.insert(name)
            return false
        }
        // Objective-C's instance variable `_scroll` backs the property (and outlet) `scroll`.
        return Set(names.map { $0.count > 1 && $0.hasPrefix("_") ? String($0.dropFirst()) : $0 })
    }

    /// The name just before a method name: after `.`, `?.`, `!.` (Swift) or a space inside `[`
    /// (Objective-C).
    private static func receiver(before index: Int, in bytes: [UInt8]) -> String? {
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

}
