import LayoutIR

/// Why part of a library statement was not read (it is listed under `--verbose`, never reported),
/// or, as a ``mistake``, what the library itself rejects whatever values the running app gives.
struct DialectProblem: Error, Sendable {
    var reason: String
    /// The finding when the statement is wrong as written (an unknown attribute with a close name,
    /// a modifier after a priority): reported, not skipped.
    var mistake: LayoutDiagnostic?
    init(_ reason: String) { self.reason = reason }
    init(mistake: LayoutDiagnostic) {
        reason = mistake.message
        self.mistake = mistake
    }
}

/// Reads one make line (`make.top.leading.equalTo(other.snp.bottom).offset(8).priority(.high)`)
/// of a SnapKit or Masonry block: the one make-line grammar of vflc, used by the function reader,
/// the closure check of Swift files and the `.layout` language. The names each library accepts
/// differ only in Masonry's `mas_` prefixes, its `with` / `and` fillers and its constant setters.
///
/// What the library rejects whatever the app's values are comes back as a mistake (see
/// ``DialectProblem``); what only the running app knows, or Swift vflc does not read, comes back
/// as a reason to skip the line. An unknown name is a mistake only when a known one is close (a
/// typo): otherwise it may be the app's own extension of the maker.
struct MakerLineReader {
    var dialects: DialectReader
    var library: MakerLibrary
    /// Names the block binds to `self` (`guard let strongSelf = self`).
    var selfAliases: Set<String> = []

    var tokens: [SourceToken] { dialects.tokens }

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

    /// SnapKit's modifiers (`ConstraintMakerEditable`, `…Priortizable`, `…Finalizable`), for "did you mean".
    static let snapKitModifiers = ["offset", "inset", "multipliedBy", "dividedBy", "priority", "labeled", "constraint"]
        + priorityMethods.keys.sorted()
    /// Masonry's (`MASConstraint.h`).
    static let masonryModifiers = ["offset", "mas_offset", "valueOffset", "inset", "insets", "sizeOffset", "centerOffset",
                                   "multipliedBy", "dividedBy", "priority", "key", "with", "and"] + priorityMethods.keys.sorted()

    private var libraryName: String { library == .snapKit ? "SnapKit" : "Masonry" }

    func read(from start: Int, through end: Int) -> Result<MakerLine, DialectProblem> {
        guard let links = MethodChain.links(tokens, closers: dialects.closers, from: start, through: end), links.count >= 2 else {
            return .failure(DialectProblem("Swift syntax vflc does not read in a make line: " + dialects.text(tokens[start...end])))
        }
        var attributes: Set<Attribute> = []
        var position = 1
        while position < links.count, Self.relations[links[position].name] == nil {
            let link = links[position]
            if library == .masonry, link.call != nil, Self.masonryImplicitRelationSetters.contains(link.name), !attributes.isEmpty {
                return readWithoutRelation(links, modifiersFrom: position, attributes: attributes, start: start, end: end)
            }
            position += 1
            if library == .masonry, link.name == "with" || link.name == "and", link.call == nil { continue }
            guard link.call == nil, link.closure == nil else {
                // `make.leading.equalToSafeArea(of: self)`: the app's own method on the maker.
                return .failure(DialectProblem("'\(link.name)(…)' is not a \(libraryName) method vflc reads"))
            }
            guard let named = SnapKitAttributes.attributes(named: link.name) else {
                return .failure(misspelt("unknown attribute '\(link.name)'", name: link.name, at: link.at,
                                         candidates: SnapKitAttributes.allNames + Self.relations.keys.sorted()))
            }
            if library == .snapKit, link.name == "center", !attributes.isEmpty {
                return .failure(mistake("'center' cannot be chained after another attribute", at: link.at...link.at,
                                        notes: ["SnapKit has no chainable 'center'; write 'centerX.centerY'"]))
            }
            attributes.formUnion(named)
        }
        guard position < links.count, let (relation, toSuperview) = Self.relations[links[position].name] else {
            guard library == .snapKit, links.allSatisfy({ $0.call == nil && $0.closure == nil }) else {
                return .failure(DialectProblem("a make line without a relation: " + dialects.text(tokens[start...end])))
            }
            // `make.top` alone: SnapKit makes nothing of it (`ConstraintMakerExtendable` is not a constraint).
            return .failure(mistake("missing relation: expected 'equalTo', 'lessThanOrEqualTo', 'greaterThanOrEqualTo' or '…Superview()'",
                                    at: start...end))
        }
        let relationLink = links[position]
        guard !attributes.isEmpty else {
            return .failure(mistake("'\(relationLink.name)' needs an attribute before it, e.g. 'make.top.\(relationLink.name)…'",
                                    at: relationLink.at...relationLink.at))
        }
        var line = MakerLine(start: start, end: end, attributes: attributes, relation: relation, target: .runTime(""))
        switch readTarget(of: relationLink, toSuperview: toSuperview, into: &line) {
        case .failure(let problem): return .failure(problem)
        case .success: break
        }
        line.end = relationLink.closure?.close ?? relationLink.call?.close ?? relationLink.at
        return readModifiers(links[(position + 1)...], into: line)
    }

    /// Masonry's constant setters that may follow the attributes directly (`make.left.offset(15)`,
    /// `make.size.sizeOffset(CGSizeMake(15, 3))`: `MASConstraint`'s `offset`, `insets`,
    /// `sizeOffset` and `centerOffset` set the constant of a constraint whose relation is `==`).
    static let masonryImplicitRelationSetters: Set<String> = ["offset", "mas_offset", "valueOffset", "inset", "insets", "sizeOffset", "centerOffset"]

    /// `make.left.offset(15)`, `make.bottom.inset(8)`: Masonry with no relation. A constraint's
    /// relation is `==` until one is set, and one without a second item is related to the view's
    /// superview on the same attribute, unless the attribute is a size (then to the constant
    /// alone): `MASViewConstraint -install` ("alignment attributes must have a
    /// secondViewAttribute, therefore we assume that is refering to superview").
    private func readWithoutRelation(_ links: [MethodChainLink], modifiersFrom position: Int, attributes: Set<Attribute>,
                                     start: Int, end: Int) -> Result<MakerLine, DialectProblem> {
        let sizes = attributes.filter { $0 == .width || $0 == .height }
        guard sizes.isEmpty || sizes.count == attributes.count else {
            return .failure(DialectProblem("a Masonry line without a relation mixing sizes and positions: "
                                           + dialects.text(tokens[start...end])))
        }
        var line = MakerLine(start: start, end: end, attributes: attributes, relation: .equal,
                             target: sizes.isEmpty ? .superview(attributes: []) : .constant(.scalar(0)))
        if !sizes.isEmpty { line.constants.append(.known(.relationConstant(.scalar(0)))) }
        line.end = links[position].at
        return readModifiers(links[position...], into: line)
    }

    /// The relation's argument, or the superview (narrowed by a closure), into `line`.
    private func readTarget(of relationLink: MethodChainLink, toSuperview: Bool, into line: inout MakerLine) -> Result<Void, DialectProblem> {
        let argument = relationLink.arguments(tokens)
        if toSuperview {
            if let call = relationLink.call, call.open + 1 < call.close {
                return .failure(mistake("'\(relationLink.name)()' takes no arguments", at: (call.open + 1)...(call.close - 1),
                                        rule: .layoutSyntax))
            }
            if let closure = relationLink.closure {
                // `equalToSuperview { $0.safeAreaLayoutGuide }` (SnapKit 5): the closure is given
                // the superview and returns the target.
                guard let picked = superviewClosureTarget(closure) else {
                    return .failure(DialectProblem("an equalToSuperview closure vflc does not read"))
                }
                line.target = picked
                line.targetRange = closure.open...closure.close
                if case .superview(let named, _) = picked, !named.isEmpty { line.targetAttributeAt = closure.close - 1 }
                return .success(())
            }
            guard relationLink.call != nil else {
                return .failure(mistake("expected '()' after '\(relationLink.name)'", at: relationLink.at...relationLink.at,
                                        rule: .layoutSyntax))
            }
            line.target = .superview(attributes: [])
            return .success(())
        }
        let parts = TokenGroups.splitOnCommas(argument)
        guard relationLink.call != nil, parts.count == 1, !Self.isLabeled(parts[0]) else {
            return .failure(mistake("'\(relationLink.name)' takes one argument: a view, a guide, 'other.snp.attribute' or a constant",
                                    at: relationLink.at...relationLink.at, rule: .layoutSyntax))
        }
        guard let first = argument.indices.first, let last = argument.indices.last else { return .success(()) }
        line.targetRange = first...last
        if library == .snapKit, let problem = snpPathMistake(argument) { return .failure(problem) }
        line.target = target(argument)
        switch line.target {
        case .constant(let value): line.constants.append(.known(.relationConstant(value)))
        case .runTime(let text):
            line.constants.append(.runTime(text))
            let operands = choiceOperands(argument)
            line.targetChoices = operands.compactMap { operand in
                guard let first = operand.indices.first, let last = operand.indices.last,
                      case .item(_, let named) = target(operand) else { return nil }
                return MakerTargetChoice(target: target(operand), range: first...last,
                                         attributeAt: !named.isEmpty && tokens[last].identifier != nil ? last : nil)
            }
            if operands.isEmpty || line.targetChoices.count < operands.count { line.unknownValues.append((first...last, text)) }
        case .item(_, let named):
            if !named.isEmpty, tokens[last].identifier != nil { line.targetAttributeAt = last }
            if library == .snapKit, named.count > 1, named != line.attributes,
               !SnapKitAttributes.isEdgesMarginsPairing(line.attributes, named) {
                return .failure(mistake("cannot constrain to multiple non-identical attributes", at: first...last,
                                        notes: ["SnapKit aborts: a target with several attributes must list the same ones (or pair edges with margins)"]))
            }
        case .superview: break
        }
        return .success(())
    }

    /// `other.snp.topp` (a misspelt attribute) or `other.snp.top.bottom` (two): SnapKit has no such member.
    private func snpPathMistake(_ argument: ArraySlice<SourceToken>) -> DialectProblem? {
        guard ConstraintCallReader.path(argument) != nil,
              let snp = argument.indices.last(where: { tokens[$0].identifier == "snp" }) else { return nil }
        let names = argument[(snp + 1)...].indices.filter { tokens[$0].identifier != nil }
        guard let attribute = names.first else { return nil }
        if names.count > 1 {
            return mistake("expected one attribute after '.snp', e.g. '.snp.bottom'", at: names[1]...names[1], rule: .layoutSyntax)
        }
        guard let name = tokens[attribute].identifier, SnapKitAttributes.attributes(named: name) == nil else { return nil }
        return misspelt("unknown attribute '\(name)'", name: name, at: attribute, candidates: SnapKitAttributes.allNames)
    }

    /// The modifiers after the relation, in order: SnapKit allows nothing but `labeled` after a priority.
    private func readModifiers(_ links: ArraySlice<MethodChainLink>, into start: MakerLine) -> Result<MakerLine, DialectProblem> {
        var line = start
        var priorityName: String?
        for link in links {
            let value = link.arguments(tokens)
            let isLast = link.at == links.last?.at
            switch link.name {
            case "with" where library == .masonry && link.call == nil, "and" where library == .masonry && link.call == nil:
                continue
            case "constraint" where library == .snapKit && link.call == nil:
                // The line's `Constraint` handle, kept for later or used on the spot
                // (`.constraint.isActive = false`, `.constraint.deactivate()`): the make line ends
                // here, and its span stops before it so a fix-it appended to the line stays valid Swift.
                guard isLast else { return .success(line) }
                continue
            default:
                break
            }
            let known = library == .snapKit ? Self.snapKitModifiers : Self.masonryModifiers
            let isSecondRelation = library == .masonry && Self.relations[link.name].map { $0.0 == line.relation && !$0.superview } == true
            guard known.contains(link.name) || isSecondRelation else {
                return .failure(misspelt("'\(link.name)' is not a \(libraryName) modifier", name: link.name, at: link.at,
                                         candidates: known, otherwise: "'\(link.name)' is not a modifier vflc reads"))
            }
            if let priorityName, library == .snapKit, link.name != "labeled", link.name != "constraint" {
                return .failure(mistake("'\(link.name)' cannot follow '\(priorityName)'", at: link.at...link.at,
                                        notes: ["SnapKit allows only 'labeled(…)' after a priority; move '\(link.name)' before it"]))
            }
            guard let call = link.call else {
                return .failure(mistake("expected '(' after '\(link.name)'", at: link.at...link.at, rule: .layoutSyntax))
            }
            if let level = Self.priorityMethods[link.name] {
                line.priority = .known(level)
                priorityName = link.name
                line.end = call.close
                continue
            }
            guard TokenGroups.splitOnCommas(value).count == 1, let first = value.indices.first, let last = value.indices.last else {
                return .failure(mistake("'\(link.name)' takes one argument", at: link.at...link.at, rule: .layoutSyntax))
            }
            let valueRange = first...last
            let runTimeMark = line.constants.filter(Self.isRunTime).count
            let multiplierWasKnown = line.multiplier.known != nil, priorityWasKnown = Self.isKnown(line.priority)
            defer {
                let text = dialects.text(value)
                if line.constants.filter(Self.isRunTime).count > runTimeMark
                    || (multiplierWasKnown && line.multiplier.known == nil) || (priorityWasKnown && !Self.isKnown(line.priority)) {
                    line.unknownValues.append((valueRange, text))
                }
            }
            switch link.name {
            case "offset":
                switch dialects.constant(value) {
                case .known(.scalar(let number))?: line.constants.append(.known(.offset(number)))
                case .known?:
                    guard library == .masonry else {
                        return .failure(mistake("'offset' takes a number", at: valueRange,
                                                notes: ["use 'inset(UIEdgeInsets(…))' for per-edge values"]))
                    }
                    line.constants.append(.runTime(dialects.text(value)))
                case .runTime(let text)?: line.constants.append(.runTime(text))
                case nil: line.constants.append(.runTime(dialects.text(value)))
                }
            case "mas_offset", "valueOffset":
                // Masonry's boxing offset takes a number, a size, a point or insets
                // (`MASConstraint -valueOffset:` dispatches on the value's type).
                line.constants.append(relationConstant(value))
            case _ where isSecondRelation:
                // `make.top.equalTo(v.mas_top).mas_equalTo(8)`: Masonry takes a second relation of the
                // same kind with a value as the constant (`-equalToWithRelation` allows it).
                guard dialects.constant(value) != nil else { return .failure(DialectProblem("a second relation to a view")) }
                line.constants.append(relationConstant(value))
            case "inset", "insets":
                line.runTimeInsetName = nil
                line.runTimeInsetText = nil
                if dialects.constant(value)?.value == nil, let path = ConstraintCallReader.path(value), path.count == 1 {
                    line.runTimeInsetName = path[0]
                }
                switch dialects.constant(value) {
                case .known(.scalar(let number))?: line.constants.append(.known(.inset(.insets(.uniform(number)))))
                case .known(let structValue)?:
                    if library == .snapKit, case .size = structValue {
                        return .failure(mistake("'inset' takes a number, UIEdgeInsets or NSDirectionalEdgeInsets", at: valueRange))
                    }
                    if library == .snapKit, case .point = structValue {
                        return .failure(mistake("'inset' takes a number, UIEdgeInsets or NSDirectionalEdgeInsets", at: valueRange))
                    }
                    line.constants.append(.known(.inset(structValue)))
                case .runTime(let text)?:
                    line.constants.append(.runTime(text))
                    line.runTimeInsetText = text
                case nil:
                    line.constants.append(.runTime(dialects.text(value)))
                    line.runTimeInsetText = dialects.text(value)
                }
            case "sizeOffset":
                guard case .known(.size(let width, let height))? = dialects.constant(value) else {
                    line.constants.append(.runTime(dialects.text(value))); break
                }
                line.constants.append(.known(.sizeOffset(width: width, height: height)))
            case "centerOffset":
                guard case .known(.point(let x, let y))? = dialects.constant(value) else {
                    line.constants.append(.runTime(dialects.text(value))); break
                }
                line.constants.append(.known(.centerOffset(x: x, y: y)))
            case "multipliedBy":
                line.multiplier = dialects.evaluator.value(value)
            case "dividedBy":
                switch dialects.evaluator.value(value) {
                case .known(let divisor) where divisor != 0: line.multiplier = .known(1 / divisor)
                case .known: return .failure(mistake("division by zero", at: valueRange))
                case .runTime(let text): line.multiplier = .runTime(text)
                }
            case "priority":
                switch dialects.evaluator.value(value) {
                case .known(let level) where !(level > 0 && level <= 1000):
                    // UIKit throws for a priority outside (0, 1000] (`NSLayoutConstraint.priority`).
                    return .failure(mistake("priority \(formatNumber(level)) is out of range; it must be between 1 and 1000",
                                            at: valueRange))
                case .known(let level): line.priority = .known(level)
                case .runTime(let text):
                    if let problem = misspeltPriority(value) { return .failure(problem) }
                    line.priority = .runTime(text)
                }
                priorityName = link.name
            default:  // labeled, key
                line.identifier = value.count == 1 ? value.first?.stringLiteral?.value : nil
            }
            line.end = call.close
        }
        return .success(line)
    }

    /// `.priority(.hihg)`: a member of `ConstraintPriority` / `UILayoutPriority` close to a real one.
    private func misspeltPriority(_ value: ArraySlice<SourceToken>) -> DialectProblem? {
        guard value.count == 2, let dot = value.first, dot.isPunctuation("."), let name = value.last?.identifier,
              let index = value.indices.last else { return nil }
        let names = ["required", "high", "medium", "low", "defaultHigh", "defaultLow", "fittingSizeLevel", "dragThatCanResizeScene",
                     "sceneSizeStayPut", "dragThatCannotResizeScene"]
        guard !names.contains(name) else { return nil }
        let problem = misspelt("unknown priority '\(name)'", name: name, at: index, candidates: names)
        return problem.mistake == nil ? nil : problem
    }

    private static func isRunTime(_ setting: Known<MakerConstantSetting>) -> Bool {
        if case .runTime = setting { return true }
        return false
    }

    private static func isKnown(_ priority: SourceValue?) -> Bool {
        if case .runTime? = priority { return false }
        return true
    }

    private func relationConstant(_ value: ArraySlice<SourceToken>) -> Known<MakerConstantSetting> {
        switch dialects.constant(value) {
        case .known(let geometry)?: return .known(.relationConstant(geometry))
        case .runTime(let text)?: return .runTime(text)
        case nil: return .runTime(dialects.text(value))
        }
    }

    /// `label: value`: a labelled argument, which no relation takes.
    private static func isLabeled(_ part: ArraySlice<SourceToken>) -> Bool {
        part.count >= 3 && part.first?.identifier != nil && part[part.startIndex + 1].isPunctuation(":")
    }
}

extension MakerLineReader {
    /// The library rejects the tokens `range` whatever the app's values: a finding at them.
    func mistake(_ message: String, at range: ClosedRange<Int>, rule: RuleID = .layoutSemantic, notes: [String] = []) -> DialectProblem {
        DialectProblem(mistake: .error(message, at: dialects.span(range), notes: notes.map { DiagnosticNote($0) }, ruleID: rule))
    }

    /// An unknown name: a mistake with "did you mean" when a candidate is close (a typo), else a
    /// reason to skip the line (the app may extend the library with a name of its own).
    func misspelt(_ message: String, name: String, at index: Int, candidates: [String], otherwise: String? = nil) -> DialectProblem {
        guard let suggestion = Suggestions.closest(to: name, among: candidates) else { return DialectProblem(otherwise ?? message) }
        return mistake(message, at: index...index, notes: ["did you mean '\(suggestion)'?"])
    }
}
