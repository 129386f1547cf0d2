import LayoutIR

/// Layout helpers one file declares for the others: methods of a `UIView` extension (Swift) or
/// category (Objective-C) that make constraints (`extension UIView { func pin(to view: UIView) }`,
/// `@implementation UIView (Layout) - (void)fillSuperview`). Apps keep them in a file of their
/// own and call them everywhere; a file read alone would miss every constraint they make.
enum ProjectHelpers {
    /// An extension whose methods every view (or guide) of some kind has: of `UIView` or
    /// another `UI…View`, of `UILayoutGuide`, or of a protocol constrained to views
    /// (`extension Anchorable where Self: UIView`). A category of the same in Objective-C.
    /// `viewProtocols`: the protocols the file makes views conform to (``viewProtocols(in:)``),
    /// whose extensions' methods every view then has.
    static func isViewExtension(_ function: SourceFunction, language: SourceLanguage, viewProtocols: Set<String> = []) -> Bool {
        guard let type = function.typeName else { return false }
        let isViewType = isUIKitViewType(type) || type == "NSView"
        switch language {
        case .swift:
            return function.inExtension
                && (isViewType || function.superclass == "UIView" || viewProtocols.contains(type) || type == snapKitViewDSL)
        case .objectiveC: return isViewType
        }
    }

    /// The protocols a Swift file declares a UIKit view type or `UILayoutGuide` to conform to
    /// (`extension UIView: AutoLayoutContainer {}`): a protocol extension's methods are every
    /// conforming type's (TSPL, *Protocols*, "Protocol Extensions"), so there they are view helpers.
    static func viewProtocols(in tokens: [SourceToken]) -> Set<String> {
        var result: Set<String> = []
        for index in tokens.indices where tokens[index].identifier == "extension" && index + 3 < tokens.count {
            guard let type = tokens[index + 1].identifier, isUIKitViewType(type), tokens[index + 2].isPunctuation(":") else { continue }
            var cursor = index + 3
            while cursor < tokens.count, let name = tokens[cursor].identifier, name != "where" {
                result.insert(name)
                guard cursor + 1 < tokens.count, tokens[cursor + 1].isPunctuation(",") else { break }
                cursor += 2
            }
        }
        return result
    }

    /// `UIView`, another `UI…View` or `UILayoutGuide`: a UIKit type whose methods other views or
    /// guides have, not the app's own.
    static func isUIKitViewType(_ type: String) -> Bool {
        type == "UILayoutGuide" || (type.hasPrefix("UI") && type.hasSuffix("View"))
    }

    /// What a Swift file that extends views holds.
    private static let swiftViewExtensionWords = ByteNeedles(["extension UI", "Self: UIView", "extension ConstraintViewDSL"])

    /// SnapKit's type of `view.snp` (`ConstraintView+Extensions.swift`: `var snp: ConstraintViewDSL`).
    /// An app's extension of it (`func makeEdgesEqualToSuperview() { makeConstraints { make in … } }`)
    /// is called as `card.snp.makeEdgesEqualToSuperview()`, and its bare `makeConstraints` is that
    /// view's `snp.makeConstraints`: the method is a helper of the view.
    static let snapKitViewDSL = "ConstraintViewDSL"

    /// SnapKit's `ConstraintViewDSL` methods that take a maker closure.
    private static let makerMethods: Set<String> = ["makeConstraints", "remakeConstraints", "updateConstraints", "prepareConstraints"]

    /// A `ConstraintViewDSL` method's text with `snp.` written before each bare maker call, so that
    /// it reads as a view's method (`makeConstraints {` → `snp.makeConstraints {`).
    private static func asViewMethod(_ text: String) -> String {
        let tokens = SourceScanner.tokens(of: Array(text.utf8), language: .swift)
        var bytes = Array(text.utf8)
        for (position, token) in tokens.enumerated().reversed() {
            guard let word = token.identifier, makerMethods.contains(word),
                  position == 0 || !tokens[position - 1].isPunctuation(".") else { continue }
            bytes.insert(contentsOf: Array("snp.".utf8), at: token.start)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The helpers `file` declares, by call name, with their source text; `nil` for a name the
    /// file declares more than once (an overload set is never guessed between, but a call of it
    /// is still known to be a layout helper's).
    static func collect(_ file: SourceFile, language: SourceLanguage,
                        scan: () -> ScannedSource) -> [String: ProjectFacts.HelperSource?] {
        // Cheap look first: most files extend no view.
        let bytes = file.bytes
        switch language {
        case .swift:
            guard ByteSearch.containsAny(bytes, swiftViewExtensionWords) else { return [:] }
        case .objectiveC:
            guard !SourceLanguage.isHeader(file.path), ByteSearch.contains(bytes, "@implementation UI") else { return [:] }
        }
        let source = scan()
        guard source.encodingProblem == nil else { return [:] }
        let tokens = source.tokens, closers = source.closers
        let protocols = language == .swift ? viewProtocols(in: tokens) : []
        var result: [String: ProjectFacts.HelperSource?] = [:]
        var seen: [String: Int] = [:]
        var others: [(name: String, body: ArraySlice<SourceToken>, source: ProjectFacts.HelperSource)] = []
        func define(_ name: String, _ source: ProjectFacts.HelperSource) {
            guard let existing = result[name] else { result[name] = source; return }
            result[name] = .some(existing.flatMap { $0.merged(with: source) })
        }
        for function in SourceFunctions.find(tokens, closers: closers, language: language, bytes: bytes) {
            guard isViewExtension(function, language: language, viewProtocols: protocols), function.close < tokens.count else { continue }
            // An extension's initializer (`convenience init(width:height:)`) runs on the view a
            // construction makes (`UIView(width: 8)`): a helper named after its type.
            let name = function.name == "init" && language == .swift
                ? ProjectFacts.initializerHelperName(of: function.typeName ?? "") : function.name
            seen[name, default: 0] += 1
            // Private helpers are the file's own.
            let before = tokens[max(0, function.keyword - 3)..<function.keyword]
            if before.contains(where: { $0.identifier == "private" || $0.identifier == "fileprivate" }) { continue }
            let body = tokens[function.open...function.close]
            var text = file.text(of: file.span(offset: tokens[function.keyword].start,
                                               length: tokens[function.close].end - tokens[function.keyword].start))
            var extended = function.typeName
            // A protocol's methods are every conforming type's.
            if protocols.contains(extended ?? "") { extended = nil }
            if language == .swift, extended == snapKitViewDSL {
                text = asViewMethod(text)
                extended = "UIView"
            }
            let source = ProjectFacts.HelperSource(text: text, isObjectiveC: language == .objectiveC, file: file.path,
                                                   extendedType: extended)
            if body.contains(where: { token in
                guard let word = token.identifier else { return false }
                return word.hasSuffix("Anchor") || word == "snp" || word.hasPrefix("mas_") || word == "constraintWithItem"
                    || (function.typeName == snapKitViewDSL && makerMethods.contains(word))
                    || word == "NSLayoutConstraint" || PureLayoutCalls.mayStart(word)
                    || word == "translatesAutoresizingMaskIntoConstraints"
            }) {
                define(name, source)
            } else {
                others.append((name, body, source))
            }
        }
        // A helper that makes its constraints through another helper of the file
        // (`addSpacer(_:)` calling `addRow(_:size:)`) is one too.
        var added: Set<Int> = []
        for _ in 0..<AnchorExtractor.maximumHelperNesting {
            let callNames = Set(result.keys.map { String(ProjectFacts.callWord(ofHelper: $0)) })
            let found = others.indices.filter { position in
                !added.contains(position) && others[position].body.contains { $0.identifier.map(callNames.contains) ?? false }
            }
            guard !found.isEmpty else { break }
            for position in found {
                added.insert(position)
                define(others[position].name, others[position].source)
            }
        }
        // An overload that makes no constraints still takes calls that fit it: the set is known
        // only when every declaration is in it.
        for (name, count) in seen where result[name] != nil && (result[name]??.texts.count ?? 0) != count { result[name] = .some(nil) }
        return result
    }

    /// The project's helpers that `tokens` may call (their names appear after a `.`, or as an
    /// Objective-C message's first piece), read into ``ConstraintHelper``s; names the file
    /// declares itself are left to the file.
    ///
    /// A helper may call another of the project's (`addSpacerView` adding through
    /// `addArrangedView`): those are expanded inside it, `depth` levels deep.
    static func helpers(called tokens: [SourceToken], language: SourceLanguage, project: ProjectFacts,
                        declared: Set<String>, callerFile: String? = nil,
                        depth: Int = AnchorExtractor.maximumHelperNesting) -> Found {
        guard !project.helpers.isEmpty else { return Found() }
        var names: Set<String> = []
        // Objective-C selectors sharing a first piece (`addTopLineWithColor:height:` and
        // `addTopLineWithColor:height:style:`) are all candidates for a call of that word: keeping
        // one of them, whichever the dictionary's (randomly seeded) order gave last, made runs differ.
        var available: [String: [String]] = [:]
        var rejected: [String: String] = [:]
        for (name, source) in project.helpers {
            if source == nil { rejected[name] = "the project declares several functions of that name" } else { available[String(ProjectFacts.callWord(ofHelper: name)), default: []].append(name) }
        }
        // Most words of a file name no helper: the first byte and length say so before a lookup.
        let availableWords = WordSet(Set(available.keys))
        // Every token, the first too: a helper's body that starts with a call of another
        // (`func centerInSuperview() { centerXInSuperview(); … }`) is read from that call.
        for index in tokens.indices {
            guard let word = tokens[index].identifier, availableWords.contains(word), let candidates = available[word] else { continue }
            for full in candidates where !declared.contains(full) { names.insert(full) }
        }
        var result: [String: ConstraintHelper] = [:]
        var overloads: [String: HelperOverloads] = [:]
        for name in names {
            guard let source = project.helpers[name] ?? nil,
                  (source.isObjectiveC ? SourceLanguage.objectiveC : .swift) == language else { continue }
            if source.texts.count > 1 {
                let set = overloadSet(source, name: name, project: project, callerFile: callerFile, depth: depth - 1)
                if let set { overloads[name] = set } else { rejected[name] = "the project declares several functions of that name" }
                continue
            }
            switch read(source, name: name, project: project, depth: depth - 1) {
            case .success(let helper): result[name] = helper
            case .failure(let problem):
                // A method whose body names no constraint, and reaches helpers only through a
                // call vflc cannot follow, is no layout helper to list.
                if problem.reason != ConstraintHelper.makesNoConstraint || writesConstraints(source.text) {
                    rejected[name] = problem.reason
                }
            }
        }
        return Found(helpers: result, overloads: overloads, rejected: rejected)
    }

    /// Whether the body of a helper's text (from its first `{`) names a constraint word.
    ///
    /// `StringProtocol.contains` compares `Character`s and costs tens of thousands of
    /// instructions a call; the UTF-8 bytes are searched first. A text holding one of these
    /// words as characters holds its bytes (they are ASCII letters and `_`, and no other text is
    /// canonically equivalent to them), so no bytes means no word; when the bytes are there, the
    /// `Character` comparison decides as before (a combining mark after the word's last letter
    /// makes another character).
    private static func writesConstraints(_ text: String) -> Bool {
        let body = text.drop { $0 != "{" }
        let bytes = Array(body.utf8)
        return constraintWords.contains { ByteSearch.contains(bytes, $0) && body.contains($0) }
    }

    private static let constraintWords = ["Anchor", "snp", "mas_", "constraintWithItem", "NSLayoutConstraint", "auto"]

    /// The project's helpers a file calls: the ones of a name of their own, the overload sets,
    /// and why each other one is not expanded.
    struct Found {
        var helpers: [String: ConstraintHelper] = [:]
        var overloads: [String: HelperOverloads] = [:]
        var rejected: [String: String] = [:]
    }

    /// Each declaration of an overloaded name read, with its parameters; `nil` when one
    /// declaration's parameters cannot be read (a call could then not be told apart from it).
    private static func overloadSet(_ source: ProjectFacts.HelperSource, name: String, project: ProjectFacts,
                                    callerFile: String?, depth: Int) -> HelperOverloads? {
        var candidates: [HelperOverloads.Candidate] = []
        for position in ModuleShadowing.visiblePositions(of: source, from: callerFile) {
            let text = source.texts[position]
            let one = ProjectFacts.HelperSource(text: text, isObjectiveC: source.isObjectiveC,
                                                file: source.files(declaring: position).first,
                                                extendedType: source.extendedType(declaring: position))
            let scanned = ScannedSource(SourceFile(path: "helper " + name, text: text), language: .swift)
            guard let function = SourceFunctions.find(scanned.tokens, closers: scanned.closers, language: .swift,
                                                      bytes: Array(text.utf8)).first,
                  let parameters = ConstraintHelper.parameters(scanned.tokens, closers: scanned.closers, function: function)
            else { return nil }
            candidates.append(HelperOverloads.Candidate(parameters: parameters,
                                                        reading: read(one, name: name, project: project, depth: depth,
                                                                      siblings: depth > 0 ? source : nil),
                                                        extendedType: one.extendedType))
        }
        return HelperOverloads(candidates: candidates)
    }

    /// Reads one helper's text like a function of its own file. `siblings` is the overload set
    /// the helper belongs to: a declaration that forwards to another of its name
    /// (`pin(to:margin:)` returning `pin(to:edgeInsets:)` with the margin on every edge) calls
    /// that one, told apart by its labels as at any call. The siblings are read one level deep,
    /// with no helpers of their own, so a set of k declarations costs k² readings, not kⁿ.
    private static func read(_ source: ProjectFacts.HelperSource, name: String, project: ProjectFacts,
                             depth: Int, siblings: ProjectFacts.HelperSource? = nil) -> Result<ConstraintHelper, DialectProblem> {
        let language: SourceLanguage = source.isObjectiveC ? .objectiveC : .swift
        let file = SourceFile(path: "helper " + name, text: source.text)
        let scanned = ScannedSource(file, language: language)
        let tokens = scanned.tokens, closers = scanned.closers
        guard let function = SourceFunctions.find(tokens, closers: closers, language: language, bytes: file.bytes).first,
              function.close < tokens.count else { return .failure(DialectProblem("its text cannot be read")) }
        let openers = TokenGroups.openers(from: closers)
        var constants = NamedConstants()
        constants.shadow(function.parameters)
        var evaluator = ConstantEvaluator(constants: constants, file: file, builtins: AnchorExtractor.priorityLevels)
        evaluator.project = ProjectLookup(facts: project)
        let calls = ConstraintCallReader(tokens: tokens, closers: closers, openers: openers, language: language, evaluator: evaluator)
        var reader = FunctionReader(tokens: tokens, closers: closers, openers: openers, language: language, file: file,
                                    calls: calls, range: (function.open + 1)..<function.close, nested: [],
                                    parameters: function.parameters)
        reader.dialects = DialectReader(calls: calls, file: file, knownViews: [])
        if depth > 0 {
            let found = helpers(called: Array(tokens[(function.open + 1)..<function.close]), language: language,
                                project: project, declared: [name], callerFile: source.files(declaring: 0).first, depth: depth)
            reader.helpers = found.helpers
            reader.overloads = found.overloads
        }
        if let siblings, reader.overloads[name] == nil,
           tokens[(function.open + 1)..<function.close].contains(where: { $0.identifier == name }),
           let set = overloadSet(siblings, name: name, project: project, callerFile: source.files(declaring: 0).first, depth: 0) {
            reader.overloads[name] = set
        }
        let facts = reader.read()
        guard let parameters = ConstraintHelper.parameters(tokens, closers: closers, function: function, language: language) else {
            return .failure(DialectProblem("its parameters cannot be read"))
        }
        // The text alone names no type: the declaring extension's is kept with it.
        // Only a stack view has the axis its locals test (the text alone names no type).
        let axisChoices = source.extendedType == "UIStackView" && !source.isObjectiveC
            ? StackAxisChoice.find(tokens, closers: closers, body: (function.open + 1)..<function.close, file: file) : [:]
        return ConstraintHelper.read(function, facts: facts, parameters: parameters, needsParameters: false,
                                     axisChoices: axisChoices).map { helper in
            var helper = helper
            helper.extendedType = source.extendedType
            return helper
        }
    }
}
