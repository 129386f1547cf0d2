/// The views a file's code places itself (``ProjectFacts/codePlacedNames``): the receivers of
/// `mas_makeConstraints` / `mas_remakeConstraints`, of `snp.makeConstraints` /
/// `snp.remakeConstraints`, of `setFrame:`, of PinLayout's `pin`, and the views whose `.frame`
/// (or its `origin` or `size`) or `center` is assigned, by their last name. Read on the bytes
/// like ``FilledStackViews``: a name that only seems placed makes a finding an `info`, never a
/// wrong answer.
enum CodePlacedViews {
    static func collect(_ bytes: [UInt8]) -> Set<String> {
        var names: Set<String> = []
        // The verbs share passes (six of them jump to `C`): a set, so the order found is no matter.
        verbs.forEachOccurrence(in: bytes) { _, start in
            if let name = FilledStackViews.receiver(before: start, in: bytes) { names.insert(name) }
            return false
        }
        ByteSearch.forEachOccurrence(of: "frame", in: bytes) { start in
            // `x.frame = …` / `x.frame=…`, not `x.frame == …`; and `x.frame.origin = …`,
            // `x.frame.size = …`, which place or size it as surely.
            if let assigned = FilledStackViews.assignment(toPropertyAt: start, length: 5, in: bytes) { names.insert(assigned.receiver) }
            for member in ["origin", "size"] where ByteSearch.matches(bytes, at: start + 5, "." + member) {
                if let assigned = FilledStackViews.assignment(toPropertyAt: start, length: 6 + member.utf8.count, in: bytes) {
                    names.insert(assigned.receiver)
                }
            }
            return false
        }
        // `x.center = …` moves it; PinLayout's `x.pin.top().left()…` (layoutBox/PinLayout: it sets
        // the frame in `layoutSubviews`) places it.
        ByteSearch.forEachOccurrence(of: "center", in: bytes) { start in
            if let assigned = FilledStackViews.assignment(toPropertyAt: start, length: 6, in: bytes) { names.insert(assigned.receiver) }
            return false
        }
        ByteSearch.forEachOccurrence(of: ".pin.", in: bytes) { start in
            if let name = FilledStackViews.receiver(before: start + 1, in: bytes) { names.insert(name) }
            return false
        }
        return FilledStackViews.propertyNames(names)
    }

    /// The verbs whose receiver the code places.
    private static let verbs = ByteNeedles(["mas_makeConstraints", "mas_remakeConstraints", "snp.makeConstraints",
                                            "snp.remakeConstraints", "snp_makeConstraints", "snp_remakeConstraints", "setFrame:"])
}
