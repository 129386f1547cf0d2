import LayoutIR

/// What a make line relates to: a view or guide (with the attributes named on it), the
/// superview, a constant, or a value only the running app knows, including each operand of a
/// target chosen at run time.
extension MakerLineReader {
    /// The operands of a run-time choice: `c ? a : b` gives `a` and `b`, `a ?? b` gives both;
    /// empty for anything else. An optional chain's `?` (`footer?.snp.top`) is no choice.
    func choiceOperands(_ argument: ArraySlice<SourceToken>) -> [ArraySlice<SourceToken>] {
        var index = argument.startIndex
        while index < argument.endIndex {
            let token = tokens[index]
            if let close = dialects.closers[index], token.isPunctuation("(") || token.isPunctuation("[") || token.isPunctuation("{") {
                index = close + 1
                continue
            }
            guard token.isPunctuation("?"), index > argument.startIndex, index + 1 < argument.endIndex else { index += 1; continue }
            let next = tokens[index + 1]
            if next.isPunctuation("?"), next.start == token.end {
                return [argument[argument.startIndex..<index]] + choiceOrSelf(argument[(index + 2)...])
            }
            if next.isPunctuation(".") || token.start == tokens[index - 1].end { index += 1; continue }
            // A ternary: the operands after `?`, split at its `:`.
            var colon = index + 1
            while colon < argument.endIndex, !tokens[colon].isPunctuation(":") {
                colon = dialects.closers[colon].map { $0 + 1 } ?? colon + 1
            }
            guard colon < argument.endIndex else { return [] }
            return choiceOrSelf(argument[(index + 1)..<colon]) + choiceOrSelf(argument[(colon + 1)...])
        }
        return []
    }

    func choiceOrSelf(_ operand: ArraySlice<SourceToken>) -> [ArraySlice<SourceToken>] {
        let inner = choiceOperands(operand)
        return inner.isEmpty ? [operand] : inner
    }

    /// `buttons[0].snp.right`: a path whose names may carry an integer subscript, each read as one
    /// name (`buttons[0]`): the same element wherever it is written. A variable index is no path.
    static func subscriptedPath(_ slice: ArraySlice<SourceToken>) -> [String]? {
        var names: [String] = []
        var index = slice.startIndex
        var expectName = true
        while index < slice.endIndex {
            let token = slice[index]
            if expectName {
                guard let name = token.identifier else { return nil }
                names.append(name)
                expectName = false
            } else if token.isPunctuation("["), index + 2 < slice.endIndex, case .number(let digits) = slice[index + 1].kind,
                      digits.allSatisfy(\.isNumber), slice[index + 2].isPunctuation("]"), let last = names.popLast() {
                names.append(last + "[" + digits + "]")
                index += 3
                continue
            } else if token.isPunctuation(".") {
                expectName = true
            } else if !(token.isPunctuation("?") || token.isPunctuation("!")) {
                return nil
            }
            index += 1
        }
        guard !expectName, !names.isEmpty else { return nil }
        if names.first == "self" { names.removeFirst() }
        return names
    }

    /// A relation's argument: a view or guide (with the attributes named on it), the superview,
    /// a constant, or a value only the running app knows.
    func target(_ argument: ArraySlice<SourceToken>) -> MakerTarget {
        if let constant = dialects.constant(argument) {
            switch constant {
            case .known(let value): return .constant(value)
            case .runTime(let text):
                // A name no constant values may still be a view: a local `let view = UIView()`
                // in a closure-made property hides the controller's `view`, and is no number.
                guard let path = ConstraintCallReader.path(argument), !path.isEmpty, dialects.isView(path, guide: nil) else {
                    return .runTime(text)
                }
            }
        }
        guard var names = ConstraintCallReader.path(argument) ?? Self.subscriptedPath(argument) else {
            // `@[a, b]` (Masonry relates to several views at once), a call, an expression.
            return .runTime(dialects.text(argument))
        }
        if let first = names.first, selfAliases.contains(first) { names.removeFirst() }
        var attributes: Set<Attribute> = []
        switch library {
        case .snapKit:
            if let snp = names.lastIndex(of: "snp") {
                let after = names[(snp + 1)...]
                guard after.count == 1, let name = after.first, let named = SnapKitAttributes.attributes(named: name) else {
                    return .runTime(dialects.text(argument))
                }
                attributes = named
                names = Array(names[..<snp])
            } else if names.count >= 2, let last = names.last, let named = SnapKitAttributes.attributes(named: last) {
                // `view.safeArea.top`: SnapKit's attributes belong to its DSL, never to a view, so
                // `safeArea` is the app's own property returning one (SnapKitAttributeProperties).
                let property = names[names.count - 2]
                names.removeLast(2)
                switch dialects.evaluator.project?.facts.snapKitAttributeProperties[property] {
                case .view?: break
                case .guide(let guide)?: names.append(guide.uikitName)
                case .varies?, nil: return .runTime(dialects.text(argument))
                }
                attributes = named
            }
        case .masonry:
            if let last = names.last, last.hasPrefix("mas_") {
                guard let (guide, named) = Self.masonryAttribute(String(last.dropFirst(4))) else {
                    return .runTime(dialects.text(argument))
                }
                names.removeLast()
                if let guide { names.append(guide.uikitName) }
                attributes = named
            }
        }
        // `other.superview` is that view's; a bare `superview` is `self.superview` unless a local of
        // that name says otherwise (the function reader decides, once it knows its locals).
        if names.count >= 2, names.last == "superview" {
            return .item(SourceItem.superview(of: Array(names.dropLast())), attributes: attributes)
        }
        guard let item = ConstraintCallReader.item(path: names) else { return .runTime(dialects.text(argument)) }
        guard !attributes.isEmpty || dialects.isView(item.path, guide: item.guide) else {
            return .runTime(dialects.text(argument))
        }
        return .item(item, attributes: attributes)
    }

    /// `{ $0.safeAreaLayoutGuide }`, `{ $0.snp.bottom }`, `{ $0.layoutMarginsGuide.snp.top }`, `{ $0 }`.
    func superviewClosureTarget(_ closure: (open: Int, close: Int)) -> MakerTarget? {
        guard closure.open + 1 < closure.close, var names = ConstraintCallReader.path(tokens[(closure.open + 1)..<closure.close]),
              names.first == "$0" else { return nil }
        names.removeFirst()
        var attributes: Set<Attribute> = []
        if let snp = names.firstIndex(of: "snp") {
            guard snp + 1 == names.count - 1, let named = SnapKitAttributes.attributes(named: names[snp + 1]) else { return nil }
            attributes = named
            names = Array(names[..<snp])
        }
        switch names.count {
        case 0: return .superview(attributes: attributes)
        case 1:
            guard let guide = LayoutGuide(name: names[0]), !guide.isLegacyLayoutSupport else { return nil }
            return .superview(attributes: attributes, guide: guide)
        default: return nil
        }
    }

    /// Masonry's view attribute properties after `mas_`: `top`, `safeAreaLayoutGuideTop`,
    /// `topLayoutGuide` (its bottom), `bottomLayoutGuideTop` (Masonry `View+MASAdditions.h`,
    /// `ViewController+MASAdditions.h`). Empty attributes: the bare guide.
    static func masonryAttribute(_ name: String) -> (LayoutGuide?, Set<Attribute>)? {
        switch name {
        case "topLayoutGuide", "topLayoutGuideBottom": return (.topLayoutGuide, [.bottom])
        case "topLayoutGuideTop": return (.topLayoutGuide, [.top])
        case "bottomLayoutGuide", "bottomLayoutGuideTop": return (.bottomLayoutGuide, [.top])
        case "bottomLayoutGuideBottom": return (.bottomLayoutGuide, [.bottom])
        case "safeAreaLayoutGuide": return (.safeArea, [])
        default: break
        }
        if name.hasPrefix("safeAreaLayoutGuide") {
            let stem = name.dropFirst("safeAreaLayoutGuide".count)
            guard let attribute = Attribute(name: stem.prefix(1).lowercased() + stem.dropFirst()) else { return nil }
            return (.safeArea, [attribute])
        }
        guard let attributes = SnapKitAttributes.attributes(named: name) else { return nil }
        return (nil, attributes)
    }
}
