extension ProjectFacts {
    /// Records what one file's code does with tables' header and footer views.
    public mutating func declareTableHeaderCode(owners: Set<String>, sizers: Set<String>, wordsByType: [String: Set<String>]) {
        tableHeaderOwners.formUnion(owners)
        tableHeaderSizers.formUnion(sizers)
        headerWordsByType.merge(wordsByType) { $0.union($1) }
    }

    /// Whether code of `type` (or of a superclass the project declares) can set the height of a
    /// table header or footer view it owns: it reaches `tableHeaderView` / `tableFooterView`
    /// itself, or calls a method of the project's that does. UITableView takes a header's
    /// height from its frame (Apple, "UITableView.tableHeaderView": "The table view respects only
    /// the height of your view's frame rectangle"), and apps size headers to fit their content in
    /// code (`systemLayoutSizeFitting`), so the height a document stores is one of many.
    public func sizesTableHeaders(_ type: String) -> Bool {
        guard !tableHeaderOwners.isEmpty || !tableHeaderSizers.isEmpty else { return false }
        return lineage(of: type).contains { member in
            tableHeaderOwners.contains(member) || !(headerWordsByType[member] ?? []).isDisjoint(with: tableHeaderSizers)
        }
    }
}
