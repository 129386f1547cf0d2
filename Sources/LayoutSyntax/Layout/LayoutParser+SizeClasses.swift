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

    /// `actions { axis vertical; spacing 20 }` inside a size-class branch: the properties a view
    /// takes in those size classes (a stack view's `axis`, `spacing`, `alignment` and
    /// `distribution`; any view's `hidden` and `installed`).
    func parseSizeClassChanges() {
        let nameToken = token
        let name = token.text
        advance()
        let node = screen?.nodes[name]
        if node == nil {
            unknownName("unknown view '\(name)'", at: span(nameToken), name: name, candidates: screen?.viewNames ?? [])
        }
        var variant = SizeClassVariant(condition: screen?.sizeClasses ?? SizeClassCondition())
        guard enterNesting(at: span(token)) else { skipBalancedBraces(); return }
        advance()
        while !token.isSymbol("}"), token.kind != .end {
            if accept(";") { continue }
            parseStatement { self.parseSizeClassChange(into: &variant, of: node) }
        }
        leaveNesting()
        _ = expect("}", "'}' to close the changes to '\(name)'")
        if screen?.emitting == true, node != nil, !variant.isEmpty {
            screen?.nodes[name]?.sizeClassVariants.append(variant)
        }
        endStatement("the changes to '\(name)'")
    }

    private func parseSizeClassChange(into variant: inout SizeClassVariant, of node: ViewNode?) {
        guard token.kind == .identifier else {
            expected("a property that can depend on a size class")
            synchronize()
            return
        }
        let keyword = token
        advance()
        let isStack = node?.kind == .stackView
        func needsStack() -> Bool {
            guard isStack || node == nil else {
                error("'\(keyword.text)' is a stack view property; '\(node?.name ?? "")' is a \(node?.kind.keyword ?? "view")",
                      at: span(keyword), syntax: false)
                return false
            }
            return true
        }
        switch keyword.text {
        case "axis":
            let value = parseEnumList("an axis", LayoutAxis.self, single: true).first
            if needsStack() { variant.axis = value }
        case "distribution":
            let value = parseEnumList("a distribution", StackDistribution.self, single: true).first
            if needsStack() { variant.distribution = value }
        case "alignment":
            let value = parseEnumList("an alignment", StackAlignment.self, single: true).first
            if needsStack() { variant.alignment = value }
        case "spacing":
            let value = parseNumber()
            if needsStack() { variant.spacing = value }
        case "hidden":
            variant.hidden = parseOptionalBool()
        case "installed":
            variant.installed = parseOptionalBool()
        default:
            unknownName("'\(keyword.text)' cannot depend on a size class", at: span(keyword), name: keyword.text,
                        candidates: ["axis", "distribution", "alignment", "spacing", "hidden", "installed"],
                        notes: ["a size-class branch can change axis, distribution, alignment, spacing, hidden and installed"])
            synchronize()
            return
        }
        endStatement("'\(keyword.text)'")
    }
}
