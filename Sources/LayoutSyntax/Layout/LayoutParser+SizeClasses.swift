import LayoutIR

extension LayoutFileParser {
    /// `if horizontalSizeClass == compact { … } else if … { … } else { … }`, with
    /// `verticalSizeClass` too and several tests joined by `,` or `&&` (Swift's
    /// `traitCollection.horizontalSizeClass == .compact`, whose leading `.` is accepted). The
    /// constraints of a branch hold only in environments of those size classes; an `else` holds
    /// where no earlier branch does, which must be one condition (an `else` after a test on one
    /// axis).
    func parseSizeClassBranches() {
        let outer = screen?.sizeClasses
        var earlier: [SizeClassCondition] = []
        var branch: SizeClassCondition? = parseSizeClassTests()
        while true {
            guard token.isSymbol("{") else { expected("'{' to open the branch"); synchronize(); break }
            guard enterNesting(at: span(token)) else { skipBalancedBraces(); break }
            advance()
            let combined = branch.flatMap { condition in outer.map { $0.combined(with: condition) } ?? condition }
            // A branch that can never hold (a test that contradicts the one it is inside) or whose
            // test could not be read is read and checked, not kept.
            let wasEmitting = screen?.emitting ?? true
            screen?.emitting = wasEmitting && combined != nil
            screen?.sizeClasses = combined ?? outer
            while !token.isSymbol("}"), token.kind != .end { parseStatement { self.parseScreenStatement() } }
            screen?.sizeClasses = outer
            screen?.emitting = wasEmitting
            leaveNesting()
            if !expect("}", "'}' to close the branch") { break }
            if let branch { earlier.append(branch) }
            guard token.isIdentifier("else") else { break }
            let elseToken = token
            advance()
            if token.isIdentifier("if") {
                advance()
                branch = parseSizeClassTests(afterIf: true)
                continue
            }
            // `else`: what no earlier branch covers, when that is one condition.
            guard earlier.count == 1, let negated = earlier[0].negated else {
                error("an 'else' after size-class tests must follow one test of one axis", at: span(elseToken), syntax: false,
                      notes: ["write each case as its own 'if horizontalSizeClass == …' or 'else if …'"])
                branch = nil
                continue
            }
            branch = negated
        }
    }

    /// `if horizontalSizeClass == compact, verticalSizeClass == regular` (the `if` is the current
    /// token unless `afterIf`); `nil` after an error.
    private func parseSizeClassTests(afterIf: Bool = false) -> SizeClassCondition? {
        if !afterIf { advance() }
        var condition = SizeClassCondition()
        var failed = false
        repeat {
            guard token.isIdentifier("horizontalSizeClass") || token.isIdentifier("verticalSizeClass") else {
                expected("'horizontalSizeClass' or 'verticalSizeClass'")
                failed = true
                break
            }
            let axis = token
            advance()
            guard accept("==") || (accept("=") && accept("=")) else { expected("'==' after '\(axis.text)'"); failed = true; break }
            accept(".")
            guard let value = SizeClass(rawValue: token.text), token.kind == .identifier else {
                unknownName("unknown size class '\(token.text)'", at: span(token), name: token.text, candidates: ["compact", "regular"])
                failed = true
                break
            }
            advance()
            let test = axis.text == "horizontalSizeClass" ? SizeClassCondition(horizontal: value) : SizeClassCondition(vertical: value)
            guard let both = condition.combined(with: test) else {
                error("'\(axis.text)' cannot be both compact and regular", at: span(axis), syntax: false)
                failed = true
                break
            }
            condition = both
        } while accept(",") || accept("&&") || (accept("&") && accept("&"))
        if failed { while !token.isSymbol("{"), token.kind != .end, !token.startsLine { advance() } }
        return failed ? nil : condition
    }
}
