import LayoutIR

/// Why part of a library statement was not read (it is listed under `--verbose`, never reported).
struct DialectProblem: Error, Sendable {
    var reason: String
    init(_ reason: String) { self.reason = reason }
}

/// Reads one make line (`make.top.leading.equalTo(other.snp.bottom).offset(8).priority(.high)`)
/// of a SnapKit or Masonry block. The grammar is shared; the names each library accepts differ
/// only in Masonry's `mas_` prefixes, its `with` / `and` fillers and its constant setters.
struct MakerLineReader {
    var dialects: DialectReader
    var library: MakerLibrary
    /// Names the block binds to `self` (`guard let strongSelf = self`).
    var selfAliases: Set<String> = []

    private var tokens: [SourceToken] { dialects.tokens }

    static let relations: [String: (Relation, superview: Bool)] = [
        "equalTo": (.equal, false), "lessThanOrEqualTo": (.lessThanOrEqual, false),
        "greaterThanOrEqualTo": (.greaterThanOrEqual, false),
        "equalToSuperview": (.equal, true), "lessThanOrEqualToSuperview": (.lessThanOrEqual, true),
        "greaterThanOrEqualToSuperview": (.greaterThanOrEqual, true),
        "mas_equalTo": (.equal, false), "mas_lessThanOrEqualTo": (.lessThanOrEqual, false),
        "mas_greaterThanOrEqualTo": (.greaterThanOrEqual, false),
    ]

    /// The deprecated priority methods both libraries keep (SnapKit `priorityHigh()`, Masonry
    /// `priorityHigh()`), and Masonry's `priorityMedium()`.
    static let priorityMethods: [String: Double] = [
        "priorityRequired": 1000, "priorityHigh": 750, "priorityMedium": 500, "priorityLow": 250,
    ]

    func read(from start: Int, through end: Int) -> Result<MakerLine, DialectProblem> {
        guard let links = MethodChain.links(tokens, closers: dialects.closers, from: start, through: end), links.count >= 3 else {
            return .failure(DialectProblem("Swift syntax vflc does not read in a make line: " + dialects.text(tokens[start...end])))
        }
        var attributes: Set<Attribute> = []
        var position = 1
        while position < links.count, links[position].call == nil, Self.relations[links[position].name] == nil {
            let name = links[position].name
            position += 1
            if library == .masonry, name == "with" || name == "and" { continue }
            guard let named = SnapKitAttributes.attributes(named: name) else {
                return .failure(DialectProblem("'\(name)' is not a \(library == .snapKit ? "SnapKit" : "Masonry") attribute"))
            }
            attributes.formUnion(named)
        }
        guard !attributes.isEmpty, position < links.count, let (relation, toSuperview) = Self.relations[links[position].name],
              links[position].call != nil || (toSuperview && links[position].closure != nil) else {
            return .failure(DialectProblem("a make line without a relation: " + dialects.text(tokens[start...end])))
        }
        let relationLink = links[position]
        let argument = relationLink.arguments(tokens)
        let target: MakerTarget
        if toSuperview {
            if let closure = relationLink.closure {
                // `equalToSuperview { $0.safeAreaLayoutGuide }` (SnapKit 5): the closure is given
                // the superview and returns the target.
                guard let picked = superviewClosureTarget(closure) else {
                    return .failure(DialectProblem("an equalToSuperview closure vflc does not read"))
                }
                target = picked
            } else {
                target = .superview(attributes: [])
            }
        } else {
            guard !argument.isEmpty else { return .failure(DialectProblem("'\(relationLink.name)()' without a target")) }
            target = self.target(argument)
        }
        var line = MakerLine(start: start, end: end, attributes: attributes, relation: relation, target: target)
        if case .constant(let value) = target { line.constants.append(.known(.relationConstant(value))) }
        if case .runTime(let text) = target { line.constants.append(.runTime(text)) }
        line.end = relationLink.closure?.close ?? relationLink.call?.close ?? relationLink.at
        position += 1
        while position < links.count {
            let link = links[position]
            let value = link.arguments(tokens)
            position += 1
            switch link.name {
            case "with" where library == .masonry, "and" where library == .masonry:
                continue
            case "constraint" where library == .snapKit && link.call == nil && position == links.count:
                // The line's `Constraint` handle, kept for later; the span stops before it so a
                // fix-it appended to the line stays valid Swift.
                continue
            case "offset":
                guard let number = dialects.evaluator.number(value) else { line.constants.append(.runTime(dialects.text(value))); break }
                line.constants.append(.known(.offset(number)))
            case "mas_offset" where library == .masonry, "valueOffset" where library == .masonry:
                // Masonry's boxing offset takes a number, a size, a point or insets
                // (`MASConstraint -valueOffset:` dispatches on the value's type).
                switch dialects.constant(value) {
                case .known(let geometry)?: line.constants.append(.known(.relationConstant(geometry)))
                case .runTime(let text)?: line.constants.append(.runTime(text))
                case nil: line.constants.append(.runTime(dialects.text(value)))
                }
            case _ where library == .masonry && Self.relations[link.name]?.0 == relation && !Self.relations[link.name, default: (.equal, false)].superview:
                // `make.top.equalTo(v.mas_top).mas_equalTo(8)`: Masonry takes a second relation of the
                // same kind with a value as the constant (`-equalToWithRelation` allows it).
                switch dialects.constant(value) {
                case .known(let geometry)?: line.constants.append(.known(.relationConstant(geometry)))
                case .runTime(let text)?: line.constants.append(.runTime(text))
                case nil: return .failure(DialectProblem("a second relation to a view"))
                }
            case "inset", "insets":
                switch dialects.constant(value) {
                case .known(.scalar(let number))?: line.constants.append(.known(.inset(.insets(.uniform(number)))))
                case .known(let structValue)?: line.constants.append(.known(.inset(structValue)))
                case .runTime(let text)?: line.constants.append(.runTime(text))
                case nil: line.constants.append(.runTime(dialects.text(value)))
                }
            case "sizeOffset" where library == .masonry:
                guard case .known(.size(let width, let height))? = dialects.constant(value) else {
                    line.constants.append(.runTime(dialects.text(value))); break
                }
                line.constants.append(.known(.sizeOffset(width: width, height: height)))
            case "centerOffset" where library == .masonry:
                guard case .known(.point(let x, let y))? = dialects.constant(value) else {
                    line.constants.append(.runTime(dialects.text(value))); break
                }
                line.constants.append(.known(.centerOffset(x: x, y: y)))
            case "multipliedBy":
                line.multiplier = dialects.evaluator.value(value)
            case "dividedBy":
                switch dialects.evaluator.value(value) {
                case .known(let divisor) where divisor != 0: line.multiplier = .known(1 / divisor)
                default: line.multiplier = .runTime(dialects.text(value))
                }
            case "priority":
                line.priority = dialects.evaluator.value(value)
            case _ where Self.priorityMethods[link.name] != nil:
                line.priority = .known(Self.priorityMethods[link.name] ?? 1000)
            case "labeled", "key":
                line.identifier = value.count == 1 ? value.first?.stringLiteral?.value : nil
            default:
                return .failure(DialectProblem("'\(link.name)' is not a modifier vflc reads"))
            }
            if link.name != "constraint" { line.end = link.call?.close ?? link.at }
        }
        return .success(line)
    }

    /// A relation's argument: a view or guide (with the attributes named on it), the superview,
    /// a constant, or a value only the running app knows.
    func target(_ argument: ArraySlice<SourceToken>) -> MakerTarget {
        if let constant = dialects.constant(argument) {
            switch constant {
            case .known(let value): return .constant(value)
            case .runTime(let text): return .runTime(text)
            }
        }
        guard var names = ConstraintCallReader.path(argument) else {
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
    private func superviewClosureTarget(_ closure: (open: Int, close: Int)) -> MakerTarget? {
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
