import LayoutIR

/// Branches that test the trait collection's size classes (`if traitCollection.horizontalSizeClass
/// == .compact { … } else { … }`, Objective-C `if (self.traitCollection.verticalSizeClass ==
/// UIUserInterfaceSizeClassRegular)`): what they activate holds in the environments of those size
/// classes, as an Interface Builder variation or a `.layout` `if horizontalSizeClass == compact`
/// does. A view controller's and its views' trait collections carry the size classes of the
/// window they are in (Apple, *UITraitCollection*: `horizontalSizeClass`, `verticalSizeClass`;
/// *UIUserInterfaceSizeClass*), which is the environment's.
enum CodeSizeClassBranches {
    /// The size classes the tests around a statement require, or `nil` when any of them is
    /// something else (another condition, a loop, a `switch`) or they contradict each other.
    static func condition(_ tests: [(condition: ArraySlice<SourceToken>, negated: Bool)]) -> SizeClassCondition? {
        guard !tests.isEmpty else { return nil }
        var result = SizeClassCondition()
        for test in tests {
            var clauses: [SizeClassCondition] = []
            for clause in splitOnAnd(test.condition) {
                guard let one = clauseCondition(clause) else { return nil }
                clauses.append(one)
            }
            guard var joined = clauses.first else { return nil }
            for clause in clauses.dropFirst() {
                guard let both = joined.combined(with: clause) else { return nil }
                joined = both
            }
            // An `else` holds where the test fails: one condition only when the test is on one axis.
            if test.negated {
                guard let negated = joined.negated else { return nil }
                joined = negated
            }
            guard let combined = result.combined(with: joined) else { return nil }
            result = combined
        }
        return result
    }

    /// `a, b` and `a && b`: clauses that must all hold.
    private static func splitOnAnd(_ condition: ArraySlice<SourceToken>) -> [ArraySlice<SourceToken>] {
        var parts: [ArraySlice<SourceToken>] = []
        var depth = 0
        var start = condition.startIndex
        var index = condition.startIndex
        while index < condition.endIndex {
            let token = condition[index]
            if token.isPunctuation("(") || token.isPunctuation("[") { depth += 1 }
            if token.isPunctuation(")") || token.isPunctuation("]") { depth -= 1 }
            if depth == 0, token.isPunctuation(",") {
                parts.append(condition[start..<index])
                start = index + 1
            } else if depth == 0, token.isPunctuation("&"), index + 1 < condition.endIndex, condition[index + 1].isPunctuation("&") {
                parts.append(condition[start..<index])
                start = index + 2
                index += 1
            }
            index += 1
        }
        parts.append(condition[start..<condition.endIndex])
        return parts
    }

    /// One clause: `[self.][view.]traitCollection.horizontalSizeClass == .compact` (or `!=`,
    /// `.regular`, `UIUserInterfaceSizeClassCompact`), in parentheses or not.
    private static func clauseCondition(_ clause: ArraySlice<SourceToken>) -> SizeClassCondition? {
        var tokens = clause
        while tokens.count >= 2, tokens.first?.isPunctuation("(") == true, tokens.last?.isPunctuation(")") == true {
            tokens = tokens.dropFirst().dropLast()
        }
        // `==` is two `=` tokens, `!=` a `!` and an `=`.
        guard let equals = tokens.firstIndex(where: { $0.isPunctuation("=") }), equals > tokens.startIndex,
              equals + 1 < tokens.endIndex else { return nil }
        let negatedRelation = tokens[equals - 1].isPunctuation("!")
        guard negatedRelation || tokens[equals + 1].isPunctuation("=") else { return nil }
        let subject = tokens[tokens.startIndex..<(negatedRelation ? equals - 1 : equals)]
        let value = tokens[(negatedRelation ? equals + 1 : equals + 2)...]
        guard subject.count >= 3, let axis = subject.last?.identifier,
              subject[subject.endIndex - 2].isPunctuation("."), subject[subject.endIndex - 3].identifier == "traitCollection",
              subject.allSatisfy({ $0.identifier != nil || $0.isPunctuation(".") }),
              let sizeClass = sizeClass(value) else { return nil }
        let required = negatedRelation ? (sizeClass == .compact ? SizeClass.regular : .compact) : sizeClass
        switch axis {
        case "horizontalSizeClass": return SizeClassCondition(horizontal: required)
        case "verticalSizeClass": return SizeClassCondition(vertical: required)
        default: return nil
        }
    }

    /// `.compact`, `UIUserInterfaceSizeClass.regular`, `UIUserInterfaceSizeClassCompact`.
    private static func sizeClass(_ value: ArraySlice<SourceToken>) -> SizeClass? {
        guard let word = value.last?.identifier,
              value.allSatisfy({ $0.identifier != nil || $0.isPunctuation(".") }) else { return nil }
        switch word {
        case "compact", "UIUserInterfaceSizeClassCompact": return .compact
        case "regular", "UIUserInterfaceSizeClassRegular": return .regular
        default: return nil
        }
    }
}
