import LayoutIR

/// What reading a file's layout anchors and `item:` constraints found.
public struct AnchorExtraction: Sendable {
    /// One screen per function or method that makes constraints.
    public var screens: [LayoutScreen]
    /// Run-time bugs found without running the code, and constraints UIKit refuses.
    public var diagnostics: [LayoutDiagnostic]
    /// Constraint calls vflc could not read (the view is a run-time value, …).
    public var skipped: [SkippedInput]
    /// Anchor calls found.
    public var anchorCalls: Int
    /// `item:` calls found.
    public var itemCalls: Int
    /// Of the calls read, how many are laid out.
    public var laidOut: Int
    /// Constraints found, by the syntax that made them (a SnapKit line with `edges` makes four).
    public var found: [ConstraintSyntax: Int] = [:]
    /// Of those, how many are laid out.
    public var laidOutBySyntax: [ConstraintSyntax: Int] = [:]
    /// The file byte range of each screen's function body, in the order of ``screens``.
    public var screenBodies: [Range<Int>] = []
    /// The SnapKit blocks the function reader read, for the closure check, by their verb's token.
    var snapKitBlocks: [Int: SnapKitBlockCheck.Reading] = [:]

    /// Nothing found.
    init() {
        self.init(screens: [], diagnostics: [], skipped: [], anchorCalls: 0, itemCalls: 0, laidOut: 0)
    }

    init(screens: [LayoutScreen], diagnostics: [LayoutDiagnostic], skipped: [SkippedInput],
         anchorCalls: Int, itemCalls: Int, laidOut: Int) {
        self.screens = screens
        self.diagnostics = diagnostics
        self.skipped = skipped
        self.anchorCalls = anchorCalls
        self.itemCalls = itemCalls
        self.laidOut = laidOut
    }
}

/// Reads layout anchors (`a.topAnchor.constraint(equalTo: b.bottomAnchor, constant: 8)`,
/// `[a.topAnchor constraintEqualToAnchor:b.bottomAnchor constant:8]`) and
/// `NSLayoutConstraint(item:…)` / `constraintWithItem:…` out of Swift and Objective-C, one
/// screen per function with the view tree the function builds.
public enum AnchorExtractor {
    /// Extracts every function's constraints from one file; `project` holds the constants the
    /// other files of the run declare (`ProjectFacts`, from LayoutIR).
    public static func extract(_ file: SourceFile, language: SourceLanguage, project: ProjectFacts = ProjectFacts()) -> AnchorExtraction {
        guard mayContainConstraints(file.bytes, project: project) else { return AnchorExtraction() }
        return extract(ScannedSource(file, language: language), project: project)
    }

    /// Extracts from a file already scanned, which its caller found may contain constraints
    /// (``mayContainConstraints(_:project:)``).
    static func extract(_ source: ScannedSource, project: ProjectFacts = ProjectFacts(),
                        visualFormats found: [ExtractedVisualFormat]? = nil) -> AnchorExtraction {
        ScreenProbes.extract { read(source, project: project, visualFormats: found, screen: $0) }
    }

    /// One reading of a file, with numbers that scale with the screen computed for `screen`
    /// (or left as run-time values when it is `nil`).
    private static func read(_ source: ScannedSource, project: ProjectFacts, visualFormats found: [ExtractedVisualFormat]?,
                             screen: ScreenProbe?) -> AnchorExtraction {
        var result = AnchorExtraction()
        let file = source.file, language = source.language, closers = source.closers
        let tokens = language == .objectiveC ? MacroAliases.applied(to: source.tokens, file: file) : source.tokens
        guard source.encodingProblem == nil, !tokens.isEmpty else { return result }
        let openers = TokenGroups.openers(from: closers)
        let functions = SourceFunctions.find(tokens, closers: closers, language: language, bytes: file.bytes)
        let bodies = functions.map { ($0.keyword..<($0.close + 1)) }
        let fileConstants = ConstantCollector(tokens: tokens, closers: closers, file: file, language: language)
            .collect(outside: bodies, assignedElsewhere: project.assignedNames)
        let propertyClasses = ConstantCollector(tokens: tokens, closers: closers, file: file, language: language)
            .propertyClasses(outside: bodies)
        // Properties the file's types declare under a UIKit guide's name (``LocalShadowing``).
        let guideProperties = Set(propertyClasses.keys.filter { ConstraintCallReader.guides[$0] != nil })
        let fileDeclarations = project.isEmpty ? nil : ProjectLookup.declarations(tokens, language: language)
        let knownViews = Self.knownViews(tokens, language: language, propertyClasses: propertyClasses)
        let dialectViews = language == .objectiveC ? knownViews.union(Self.objectLocals(tokens)) : knownViews
        let storedConstraints = language == .swift && ByteSearch.contains(file.bytes, "Anchor.constraint")
            ? PropertyConstraints.collect(tokens: tokens, closers: closers, openers: openers, file: file, bodies: bodies,
                                          evaluator: ConstantEvaluator(constants: fileConstants, file: file, builtins: priorityLevels,
                                                                       screen: screen))
            : [:]
        let visualFormats = Self.visualFormatsByToken(source, found: found)
        let handleChanges = ConstraintHandleChanges.scan(tokens, closers: closers)
        // Most files declare no computed property of a view type: `{` right after a type name.
        let computedViews = language == .swift
            ? ComputedViewProperties.collect(tokens, closers: closers, types: TypeBodies(source), functionBodies: bodies) : [:]
        struct Reading {
            var function: SourceFunction
            var body: Range<Int>
            var nested: [Range<Int>]
            var evaluator: ConstantEvaluator
            var calls: ConstraintCallReader
            var facts: FunctionFacts
        }
        var readings: [Reading] = []
        for function in functions {
            let body = (function.open + 1)..<function.close
            let nested = bodies.filter { $0.lowerBound > function.open && $0.upperBound <= function.close }
            // Locals that shadow others are renamed first, so that each keeps its own value.
            let ownTokens = ReassignedProperties.renaming(LocalShadowing.renamingGuideProperties(
                LocalShadowing.renamingLocals(tokens, closers: closers, body: body, language: language), body: body, properties: guideProperties),
                closers: closers, body: body, language: language)
            var constants = fileConstants.scoped(to: function.typeName).overlaid(with: ConstantCollector(tokens: ownTokens, closers: closers, file: file, language: language)
                .collect(inside: body, skipping: nested))
            constants.shadow(function.parameters)
            constants.hideMembers(of: Set(function.parameters).union(Self.declaredLocals(ownTokens[body], language: language)))
            var evaluator = ConstantEvaluator(constants: constants, file: file, builtins: priorityLevels, screen: screen)
            if let fileDeclarations {
                evaluator.project = ProjectLookup(facts: project, typeName: function.typeName,
                                                  declared: fileDeclarations.declared, fileTypes: fileDeclarations.types)
            }
            let calls = ConstraintCallReader(tokens: ownTokens, closers: closers, openers: openers, language: language,
                                             evaluator: evaluator)
            var reader = FunctionReader(tokens: ownTokens, closers: closers, openers: openers, language: language, file: file,
                                        calls: calls, range: body, nested: nested, parameters: function.parameters)
            if let type = function.typeName, let computed = computedViews[type] { reader.locals.addTypeProperties(computed) }
            reader.propertyClasses = propertyClasses
            reader.dialects = DialectReader(calls: calls, file: file, knownViews: dialectViews, visualFormats: visualFormats)
            reader.propertyConstraints = function.typeName.flatMap { storedConstraints[$0] } ?? [:]
            reader.handleChanges = handleChanges
            let facts = reader.read()
            readings.append(Reading(function: function, body: body, nested: nested, evaluator: evaluator, calls: calls, facts: facts))
        }
        // Helpers (functions that only relate `self` and their parameters) are expanded at their
        // calls in further readings; overloaded names are left alone. A helper may call another:
        // each reading expands one more level, until the helpers stop changing.
        // The project's view extensions (another file's `extension UIView { func pin(to:) }`)
        // are helpers too, unless the file declares a function of the same name.
        let facts = project
        let project = ProjectHelpers.helpers(called: tokens, language: language, project: project,
                                             declared: Set(functions.map(\.name)), callerFile: file.path)
        let projectHelpers = project.helpers
        // Functions that make constraints but are no helpers: their calls on other views are
        // listed (`--verbose`) as not expanded, with why.
        // Only methods every view has are looked for at calls: a class's own `add(_:)` is not
        // every `add(` of the file.
        let local = Self.helperReading(in: readings.filter { ProjectHelpers.isViewExtension($0.function, language: language) }
                                                   .map { ($0.function, $0.facts) },
                                       tokens: tokens, closers: closers, file: file, language: language, selfProperties: knownViews)
        let unexpanded = project.rejected.merging(local.rejected) { $1 }.filter { local.helpers[$0.key] == nil && projectHelpers[$0.key] == nil }
        var helpers: [String: ConstraintHelper] = [:]
        for round in 0..<Self.maximumHelperNesting {
            let found = projectHelpers.merging(
                Self.helpers(in: readings.map { ($0.function, $0.facts) }, tokens: tokens, closers: closers, file: file, language: language,
                             selfProperties: knownViews)
            ) { $1 }
            let changed = found.mapValues(\.calls.count) != helpers.mapValues(\.calls.count)
            guard changed || (round == 0 && (!unexpanded.isEmpty || !project.overloads.isEmpty)) else { break }
            helpers = found
            // A Swift helper is called by its name, an Objective-C one by its selector's first piece.
            let callNames = Set((Array(helpers.keys) + Array(project.overloads.keys) + (round == 0 ? Array(unexpanded.keys) : []))
                .map { String(ProjectFacts.callWord(ofHelper: $0)) })
            for position in readings.indices {
                let reading = readings[position]
                guard reading.body.contains(where: { tokens[$0].identifier.map(callNames.contains) ?? false }) else { continue }
                var reader = FunctionReader(tokens: reading.calls.tokens, closers: closers, openers: openers, language: language,
                                            file: file, calls: reading.calls, range: reading.body, nested: reading.nested,
                                            parameters: reading.function.parameters)
                if let type = reading.function.typeName, let computed = computedViews[type] { reader.locals.addTypeProperties(computed) }
                reader.propertyClasses = propertyClasses
                reader.helpers = helpers.filter { $0.key != reading.function.name }
                reader.overloads = project.overloads
                reader.unexpanded = unexpanded.filter { $0.key != reading.function.name }
                reader.dialects = DialectReader(calls: reading.calls, file: file, knownViews: dialectViews, visualFormats: visualFormats)
                reader.propertyConstraints = reading.function.typeName.flatMap { storedConstraints[$0] } ?? [:]
                reader.handleChanges = handleChanges
                reader.bindReceiverClosures()
                readings[position].facts = reader.read()
            }
        }
        OwnMethodAdditions.mark(in: &readings, tokens: tokens, language: language,
                                function: \.function, body: \.body, facts: \.facts)
        let typeParents = SuperviewResolution.typeParents(readings.map {
            ($0.function.typeName, $0.facts, ViewNaming(function: $0.function, usesRootSize: false,
                                                        lineage: $0.function.typeName.map { facts.lineage(of: $0) } ?? []))
        })
        // Most files set neither word: their bytes say so before any token is looked at.
        let presentationSized = ByteSearch.containsAny(file.bytes, PresentationSizedControllers.words)
            ? PresentationSizedControllers.types(readings.map { ($0.function, $0.body) }, tokens: tokens, language: language) : []
        var usedNames: Set<String> = []
        for reading in readings {
            let function = reading.function, facts = reading.facts
            result.snapKitBlocks.merge(facts.snapKitBlocks) { first, _ in first }
            guard !facts.calls.isEmpty || !facts.unreadable.isEmpty else { continue }
            var name = ViewNaming.sanitized((function.typeName.map { $0 + "_" } ?? "") + function.name.split(separator: ":").joined(separator: "_"))
            if usedNames.contains(name) {
                var number = 2
                while usedNames.contains("\(name)_\(number)") { number += 1 }
                name = "\(name)_\(number)"
            }
            usedNames.insert(name)
            let built = FunctionScreenBuilder(function: function, facts: facts, file: file, tokens: tokens, evaluator: reading.evaluator,
                                              propertyClasses: propertyClasses,
                                              typeParents: function.typeName.flatMap { typeParents[$0] } ?? [:],
                                              rootSizedByPresentation: function.typeName.map(presentationSized.contains) ?? false)
                .build(screenName: name)
            result.anchorCalls += facts.calls.filter { $0.call.syntax == .anchor }.count
            result.itemCalls += facts.calls.filter { $0.call.syntax == .item }.count
            // What the code wrote: UIKit's own (a cell content view filling its cell) is not counted.
            result.laidOut += built.screen.constraints.filter { !$0.origin.syntax.isImplicit }.count
            for entry in facts.calls { result.found[entry.call.syntax, default: 0] += 1 }
            for constraint in built.screen.constraints { result.laidOutBySyntax[constraint.origin.syntax, default: 0] += 1 }
            result.skipped += built.skipped
            result.diagnostics += built.diagnostics
            if !facts.calls.isEmpty {
                result.screens.append(built.screen)
                result.screenBodies.append(tokens[function.open].start..<tokens[function.close].end)
            }
        }
        return result
    }

    /// How many levels of helpers calling helpers are expanded.
    static let maximumHelperNesting = 4

    /// The functions that are helpers, by name (a Swift base name, an Objective-C selector);
    /// a name two functions share is none.
    private static func helpers(in functions: [(SourceFunction, FunctionFacts)], tokens: [SourceToken], closers: [Int?],
                                file: SourceFile, language: SourceLanguage, selfProperties: Set<String>) -> [String: ConstraintHelper] {
        helperReading(in: functions, tokens: tokens, closers: closers, file: file, language: language,
                      selfProperties: selfProperties).helpers
    }

    /// The names a body declares: Swift `let x` / `var x`, Objective-C `T *x =` / `T *x;`.
    static func declaredLocals(_ body: ArraySlice<SourceToken>, language: SourceLanguage) -> Set<String> {
        var names: Set<String> = []
        // The body's first statement declares too: a name needs one token (Swift) or two before it.
        for index in body.indices.dropFirst() {
            guard let name = body[index].identifier else { continue }
            switch language {
            case .swift:
                if body[index - 1].identifier == "let" || body[index - 1].identifier == "var" { names.insert(name) }
            case .objectiveC:
                guard index - 2 >= body.startIndex, body[index - 1].isPunctuation("*"), body[index - 2].identifier != nil,
                      index + 1 < body.endIndex,
                      body[index + 1].isPunctuation("=") || body[index + 1].isPunctuation(";") else { continue }
                names.insert(name)
            }
        }
        return names
    }

    /// The helpers, and why each other function that makes constraints and takes parameters is
    /// none (a call of one on another view is listed by `--verbose` as not expanded).
    /// `selfProperties` are the views the file's types keep in properties: a method of a type
    /// (not of a view extension, whose bare names are UIKit's) may use its own.
    static func helperReading(in functions: [(SourceFunction, FunctionFacts)], tokens: [SourceToken], closers: [Int?],
                              file: SourceFile, language: SourceLanguage, selfProperties: Set<String> = [])
        -> (helpers: [String: ConstraintHelper], rejected: [String: String]) {
        var helpers: [String: ConstraintHelper] = [:]
        var rejected: [String: String] = [:]
        var seen: Set<String> = []
        var overloaded: Set<String> = []
        for (function, _) in functions where !seen.insert(function.name).inserted { overloaded.insert(function.name) }
        // `extension UIView { func centerInSuperview() }`: a method every view has, called on
        // other views. An extension of the app's own view class (`extension HeaderView { func
        // build() }`) is that class's own layout, read where it is.
        func extendsUIKitView(_ function: SourceFunction) -> Bool {
            guard language == .swift, function.inExtension, let type = function.typeName else { return false }
            return ProjectHelpers.isUIKitViewType(type)
        }
        for (function, facts) in functions {
            guard !facts.calls.isEmpty || !facts.activatedLists.isDisjoint(with: function.parameters)
                    || !facts.activatedClosures.isDisjoint(with: function.parameters),
                  !function.parameters.isEmpty || overloaded.contains(function.name) || extendsUIKitView(function) else { continue }
            if overloaded.contains(function.name) { rejected[function.name] = "several functions have that name"; continue }
            guard let parameters = ConstraintHelper.parameters(tokens, closers: closers, function: function, language: language) else {
                rejected[function.name] = "its parameters cannot be read"
                continue
            }
            // A name the helper declares itself (`UIView *item = [TabItem itemWithTitle:t];`) is
            // its local, not the property of the same name some other method keeps.
            let ownProperties = ProjectHelpers.isViewExtension(function, language: language)
                ? [] : selfProperties.subtracting(declaredLocals(tokens[(function.open + 1)..<function.close], language: language))
            // Such a method relates its receiver even with no parameters, as another file's does.
            let axisChoices = language == .swift && function.typeName == "UIStackView"
                ? StackAxisChoice.find(tokens, closers: closers, body: (function.open + 1)..<function.close, file: file) : [:]
            switch ConstraintHelper.read(function, facts: facts, parameters: parameters, needsParameters: !extendsUIKitView(function),
                                         selfProperties: ownProperties, axisChoices: axisChoices) {
            case .success(var helper):
                helper.callsOwnMethods = callsOwnMethods(tokens[(function.open + 1)..<function.close], language: language)
                helpers[helper.name] = helper
            case .failure(let problem):
                rejected[function.name] = problem.reason
            }
        }
        return (helpers, rejected)
    }

    /// Whether a body calls a method on `self` other than adding subviews: `prepareForLayout()`,
    /// `self.configure()`, `[self setUp]`.
    private static func callsOwnMethods(_ body: ArraySlice<SourceToken>, language: SourceLanguage) -> Bool {
        for index in body.indices.dropLast() {
            guard let word = body[index].identifier, word.first?.isLowercase == true,
                  !FunctionReader.additions.contains(word) else { continue }
            switch language {
            case .swift:
                guard body[index + 1].isPunctuation("(") else { continue }
                let previous = index > body.startIndex ? body[index - 1] : nil
                let onSelf = previous.map { !$0.isPunctuation(".") } ?? true
                    || (index - 2 >= body.startIndex && body[index - 2].identifier == "self")
                if onSelf, previous?.identifier != "func" { return true }
            case .objectiveC:
                if index > body.startIndex, body[index - 1].identifier == "self",
                   index - 2 >= body.startIndex, body[index - 2].isPunctuation("[") { return true }
            }
        }
        return false
    }

    /// UIKit's named priorities, in Swift (`.defaultHigh`) and Objective-C spelling.
    static let priorityLevels: [String: Double] = [
        ".required": 1000, ".defaultHigh": 750, ".defaultLow": 250, ".fittingSizeLevel": 50,
        ".dragThatCanResizeScene": 510, ".sceneSizeStayPut": 500, ".dragThatCannotResizeScene": 490,
        "UILayoutPriorityRequired": 1000, "UILayoutPriorityDefaultHigh": 750, "UILayoutPriorityDefaultLow": 250,
        "UILayoutPriorityFittingSizeLevel": 50, ".zero": 0,
    ]

    /// A quick look before tokenizing: a file without these words makes no anchor or `item:`
    /// constraint, and most files of an app are such files.
    static func mayContainConstraints(_ bytes: [UInt8]) -> Bool {
        ByteSearch.containsAny(bytes, dialectWords)
    }

    /// The words of every dialect's calls, one of which a file that makes constraints holds.
    private static let dialectWords = ByteNeedles(["Anchor", "constraintWithItem", "NSLayoutConstraint(", "snp.", "snp_", "mas_",
                                                   "VisualFormat", "autoPin", "autoSet", "autoCenter", "autoAlign", "autoMatch",
                                                   "autoConstrain"])

    /// The quick look, or a word that names one of the project's helpers (`pin`, `fillSuperview`):
    /// one pass over the file's words, however many helpers the project has.
    static func mayContainConstraints(_ bytes: [UInt8], project: ProjectFacts) -> Bool {
        if mayContainConstraints(bytes) { return true }
        // The words are made once per run (`ProjectFacts.helperCallWords`), not once per file.
        return ByteSearch.containsWord(bytes, of: project.helperCallWords)
    }

    /// Names the file shows to be views: what `snp`, a Masonry message or a PureLayout call is
    /// sent to, and properties declared with a view class.
    static func knownViews(_ tokens: [SourceToken], language: SourceLanguage, propertyClasses: [String: String]) -> Set<String> {
        var names: Set<String> = []
        for (name, className) in propertyClasses where isViewClass(className) {
            names.insert(name)
        }
        for index in tokens.indices.dropFirst(2) {
            guard let word = tokens[index].identifier else { continue }
            // Locals declared or made with a view class: `UIView *headerV = …`,
            // `let headerV = UIView()`, `let headerV: UIView`.
            if language == .objectiveC, tokens[index - 1].isPunctuation("*"), let type = tokens[index - 2].identifier, isViewClass(type) {
                names.insert(word)
            } else if language == .swift, index + 2 < tokens.count, tokens[index - 1].identifier == "let" || tokens[index - 1].identifier == "var" {
                if tokens[index + 1].isPunctuation("="), let type = tokens[index + 2].identifier, isViewClass(type) || type == "UILayoutGuide" {
                    names.insert(word)
                }
                // `let safeArea = cell.contentView.layoutMarginsGuide`: a guide, which a library's
                // `equalTo(safeArea)` relates to as to a view.
                if tokens[index + 1].isPunctuation("="), let end = (index + 2..<min(tokens.count, index + 16)).first(where: { position in
                    position + 1 >= tokens.count || !(tokens[position + 1].isPunctuation(".") || tokens[position].isPunctuation("."))
                }), let last = tokens[end].identifier, ConstraintCallReader.guides[last] != nil {
                    names.insert(word)
                }
                if tokens[index + 1].isPunctuation(":"), let type = tokens[index + 2].identifier, isViewClass(type) { names.insert(word) }
            }
            // Each word's first byte before `hasPrefix`, which compares characters.
            let first = word.utf8.first
            let isReceiverWord = word == "snp" || (first == UInt8(ascii: "m") && word.hasPrefix("mas_"))
                || (first == UInt8(ascii: "a") && word.hasPrefix("auto") && PureLayoutCalls.mayStart(word))
            guard isReceiverWord else { continue }
            if language == .swift, tokens[index - 1].isPunctuation("."), let receiver = tokens[index - 2].identifier {
                names.insert(receiver)
            } else if language == .objectiveC, let receiver = tokens[index - 1].identifier {
                // `_title` is read as the property `title` it backs, as paths read it.
                names.insert(ConstraintHandleChanges.handleName(receiver))
            }
        }
        return names
    }

    /// Objective-C locals declared as a pointer to a class that is not Foundation's (`BarCell
    /// *cell = …;` at the start of a statement). Masonry's `equalTo(…)` takes an object, and
    /// relates to it as to a view unless it is an `NSNumber` or `NSValue` (Masonry,
    /// `MASViewConstraint.equalToWithRelation`: a number or value is the constant, a view or
    /// view attribute the second item), so such a local there is a view whatever its class's name.
    static func objectLocals(_ tokens: [SourceToken]) -> Set<String> {
        var names: Set<String> = []
        for index in tokens.indices.dropFirst(2) where index + 1 < tokens.count && tokens[index - 1].isPunctuation("*") {
            guard let name = tokens[index].identifier, let type = tokens[index - 2].identifier,
                  tokens[index + 1].isPunctuation("=") || tokens[index + 1].isPunctuation(";"),
                  type.first?.isUppercase == true, !DialectReader.isConstantName(type),
                  !["NS", "CG", "CF"].contains(where: { type.hasPrefix($0) }) else { continue }
            // A declaration starts a statement, perhaps after an ownership qualifier (`__weak`);
            // `a = Width * ratio;` multiplies.
            let before = index > 2 ? tokens[index - 3] : nil
            guard before.map({ $0.isPunctuation("{") || $0.isPunctuation(";") || $0.isPunctuation("}")
                || $0.identifier?.hasPrefix("__") == true }) ?? true else { continue }
            names.insert(name)
        }
        return names
    }

    /// True when a class name says it is a view: one of UIKit's, or a name ending in `View`,
    /// `Label` or `Button`.
    static func isViewClass(_ name: String) -> Bool {
        FunctionScreenBuilder.uikitViewClasses[name] != nil || name.hasSuffix("View") || name.hasSuffix("Label")
            || name.hasSuffix("Button")
    }

    /// The file's VFL calls by the token index of their method name.
    static func visualFormatsByToken(_ source: ScannedSource, found: [ExtractedVisualFormat]? = nil) -> [Int: ExtractedVisualFormat] {
        guard found.map({ !$0.isEmpty }) ?? ByteSearch.contains(source.file.bytes, "VisualFormat") else { return [:] }
        let calls = found ?? SourceExtractor.visualFormats(in: source.file, tokens: source.tokens, language: source.language)
        var result: [Int: ExtractedVisualFormat] = [:]
        for call in calls {
            // Tokens are in file order: find the one the call's name starts at.
            var low = 0, high = source.tokens.count
            while low < high {
                let middle = (low + high) / 2
                if source.tokens[middle].start < call.callSpan.offset { low = middle + 1 } else { high = middle }
            }
            if low < source.tokens.count, source.tokens[low].start == call.callSpan.offset { result[low] = call }
        }
        return result
    }
}
