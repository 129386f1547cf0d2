/// The views a file's code places itself (``ProjectFacts/codePlacedNames``): the receivers of
/// `mas_makeConstraints` / `mas_remakeConstraints`, of `snp.makeConstraints` /
/// `snp.remakeConstraints`, of `setFrame:`, and the views whose `.frame` is assigned, by their last
/// name. Read on the bytes like ``FilledStackViews``: a name that only seems placed makes a
/// finding an `info`, never a wrong answer.
enum CodePlacedViews {
    static func collect(_ bytes: [UInt8]) -> Set<String> {
        var names: Set<String> = []
        // The verbs share passes (six of them jump to `C`): a set, so the order found is no matter.
        verbs.forEachOccurrence(in: bytes) { _, start in
            if let name = FilledStackViews.receiver(before: start, in: bytes) { names.insert(name) }
            return false
        }
        ByteSearch.forEachOccurrence(of: "frame", in: bytes) { start in
            // `x.frame = …` / `x.frame=…`, not `x.frame == …` or `frame.size`.
            if let assigned = FilledStackViews.assignment(toPropertyAt: start, length: 5, in: bytes) { names.insert(assigned.receiver) }
            return false
        }
        return FilledStackViews.propertyNames(names)
    }

    /// The verbs whose receiver the code places.
    private static let verbs = ByteNeedles(["mas_makeConstraints", "mas_remakeConstraints", "snp.makeConstraints",
                                            "snp.remakeConstraints", "snp_makeConstraints", "snp_remakeConstraints", "setFrame:"])
}
