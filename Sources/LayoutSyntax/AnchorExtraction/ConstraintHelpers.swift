import LayoutIR

/// A function of the same file whose body only makes and activates anchor constraints between
/// `self` and its parameters (`pinEdges(to:insets:)`, `embed(in:)`): at each call it is expanded
/// into the constraints it makes, with the receiver and the arguments in place of `self` and the
/// parameters.
struct ConstraintHelper: Sendable {
    struct Parameter: Sendable {
        /// The argument label (`nil` for `_`).
        var label: String?
        var name: String
        var defaultValue: ArraySlice<SourceToken>?
        /// What its declared type takes, for telling overloads apart.
        var kind: HelperOverloads.ValueKind = .unknown
    }

    var name: String
    var parameters: [Parameter]
    var calls: [FunctionFacts.Call]
    var additions: [FunctionFacts.Addition]
    var autoresizingOff: [[String]]
    /// The branches around the calls (by `call.start`) and additions (by `at`) made under a
    /// condition, decided at each call where they test optional parameters.
    var callBranches: [Int: HelperBranches] = [:]
    var additionBranches: [Int: HelperBranches] = [:]
    /// True when the body also calls a method of its own (`prepareForAutoLayout()`): what that
    /// does to the receiver (its autoresizing flag, its superview) is not known at the call.
    var callsOwnMethods = false
    /// The views the helper creates (`let separator = UIView()`), each a new view at every call.
    var created: [CreatedView] = []
    /// Views the helper's type keeps in its own properties (`stackView` in `func
    /// addRow(_ row: UIView) { stackView.addArrangedSubview(row) … }`): in a method, a bare name
    /// that is no parameter or local is `self`'s member (Swift's implicit `self`), so at a call on
    /// `self` (`addRow(label)`) it is the caller's own `stackView`. A call on another receiver is
    /// not expanded: its member may be a view the caller holds under another name.
    var selfProperties: Set<String> = []
    /// The parameters whose constraints the helper activates whole (`func constrain(_ constraints:
    /// [NSLayoutConstraint?]) { …; NSLayoutConstraint.activate(constraints.compactMap { $0 }) }`):
    /// the constraints a call makes in those arguments are active when the call returns.
    var activatedParameters: Set<String> = []
    /// The closure parameters the helper calls with `self` and whose constraints it activates
    /// (`func activateConstraints(_ constraints: (UIView) -> [NSLayoutConstraint]) { …;
    /// NSLayoutConstraint.activate(constraints(self)) }`): at a call, the closure written there
    /// runs at once on the receiver (its parameter is the receiver) and what it returns is active
    /// when the call returns.
    var activatedClosureParameters: Set<String> = []
    /// The type a view extension's method extends (`UIStackView` for `extension UIStackView {
    /// func addSpacerView(_:) }`): only receivers of that type, or a subclass, have the method
    /// (``UIKitViewClassTree``).
    var extendedType: String?
    /// Locals that pick an attribute by the receiver stack's axis (``StackAxisChoice``): each
    /// call gives them the branch of its receiver's axis, as arguments.
    var axisChoices: [String: StackAxisChoice] = [:]

    /// True for a view factory that never touches its receiver: it makes a view and returns
    /// it (`static func spacer(height:) -> UIView`). Only such a helper is taken for the callee of
    /// an implicit member expression (`.spacer(height: 4)`); any other helper of that name would
    /// be a coincidence with some enum case or static member of another type.
    var isViewFactory: Bool {
        guard created.contains(where: \.returned) else { return false }
        return !calls.contains { $0.call.first.item.path.isEmpty || $0.call.second?.item.path.isEmpty == true }
            && !additions.contains { $0.parent.isEmpty || $0.child.isEmpty }
            && !autoresizingOff.contains { $0.isEmpty } && selfProperties.isEmpty && !callsOwnMethods
    }

    /// A view a helper makes, adds and constrains (`func addSeparator(to card: UIView) -> UIView`).
    struct CreatedView: Sendable {
        /// The helper's local name for it.
        var local: String
        var className: String
        /// True when the helper returns it: a call's binding (`let line = addSeparator(to: card)`)
        /// names it.
        var returned: Bool
        /// True when the helper hands it to code vflc does not read.
        var escapes: Bool
    }

    /// Why a function that only calls what may make constraints is no helper.
    static let makesNoConstraint = "it makes no constraint"

    /// The helper a function is, or `nil` when its body does anything else with layout than
    /// activate constraints between `self` and its parameters (a branch, a view it creates, a
    /// number only the running app knows other than a parameter).
    ///
    /// A function of the file itself needs parameters to be a helper (one without is the
    /// function's own layout, read where it is); a view extension's method from another file
    /// (`view.pinToSuperview()`) does not.
    static func make(_ function: SourceFunction, facts: FunctionFacts, parameters: [Parameter],
                     needsParameters: Bool = true) -> ConstraintHelper? {
        try? read(function, facts: facts, parameters: parameters, needsParameters: needsParameters).get()
    }

    /// ``make(_:facts:parameters:needsParameters:)``, with why a function that makes
    /// constraints is no helper (for `--verbose`).
    static func read(_ function: SourceFunction, facts: FunctionFacts, parameters: [Parameter],
                     needsParameters: Bool = true, selfProperties: Set<String> = [],
                     axisChoices: [String: StackAxisChoice] = [:]) -> Result<ConstraintHelper, DialectProblem> {
        func no(_ reason: String) -> Result<ConstraintHelper, DialectProblem> { .failure(DialectProblem(reason)) }
        // A helper that only turns autoresizing off (`func usingAutolayout() {
        // translatesAutoresizingMaskIntoConstraints = false }`) makes no constraint, but what it
        // does to its receiver is what the autoresizing check asks about.
        guard !facts.calls.isEmpty || !facts.autoresizingOff.isEmpty || !facts.activatedLists.isEmpty
                || !facts.activatedClosures.isEmpty else { return no(makesNoConstraint) }
        guard facts.unreadable.isEmpty else { return no("part of it cannot be read") }
        let created: [CreatedView]
        switch createdViews(facts) {
        case .success(let views): created = views
        case .failure(let problem): return .failure(problem)
        }
        guard !facts.autoresizingOffUnknown else { return no("it changes views vflc cannot name") }
        guard !parameters.isEmpty || !needsParameters, parameters.count == function.parameters.count else {
            return no("it has no parameters to stand for")
        }
        let parameterNames = Set(parameters.map(\.name))
        func branches(at index: Int) -> HelperBranches {
            guard let found = facts.branchTests[index] else { return HelperBranches(branches: [], complete: false) }
            return HelperBranches(branches: found.tests.map {
                HelperBranches.Branch(clauses: HelperBranches.clauses($0.condition, parameters: parameterNames), negated: $0.negated)
            } + found.cases.map { HelperBranches.branch($0, parameters: parameterNames) }, complete: found.complete)
        }
        var callBranches: [Int: HelperBranches] = [:], additionBranches: [Int: HelperBranches] = [:]
        for entry in facts.calls where entry.condition != nil { callBranches[entry.call.start] = branches(at: entry.call.start) }
        for addition in facts.additions where addition.condition != nil { additionBranches[addition.at] = branches(at: addition.at) }
        // `if let h = height { … h … }`: inside, `h` is the argument.
        var names = parameterNames.union(created.map(\.local))
        // A stack view's own axis picks these at each call.
        names.formUnion(axisChoices.keys)
        for branch in callBranches.values.flatMap(\.branches) + additionBranches.values.flatMap(\.branches) {
            for case .present(_, let binding?) in branch.clauses { names.insert(binding) }
        }
        let ownProperties = selfProperties.subtracting(names)
        func isOwn(_ path: [String]) -> Bool {
            path.isEmpty || (path.count == 1 && names.contains(path[0])) || (path.count == 1 && ownProperties.contains(path[0]))
        }
        func isOwn(_ value: SourceValue) -> Bool {
            guard case .runTime(let text) = value else { return true }
            // `inset`, `-inset`, and `-(inset)` as an inner helper's expansion writes it.
            var name = Substring(text)
            if name.hasPrefix("-") { name = name.dropFirst() }
            if name.hasPrefix("("), name.hasSuffix(")") { name = name.dropFirst().dropLast() }
            if let (operand, fallback) = Self.coalescedParameter(String(name)) {
                guard case .name(let other) = fallback else { return isOwn(.runTime(operand)) }
                return isOwn(.runTime(operand)) && isOwn(.runTime(other))
            }
            // `size.width`, `insets.left`: a member of a geometry parameter.
            if let dot = name.firstIndex(of: "."), GeometryValue.isMemberName(String(name[name.index(after: dot)...])) {
                name = name[..<dot]
            }
            return names.contains(String(name))
        }
        for entry in facts.calls {
            // Activated in the helper, or returned for the caller to activate.
            guard entry.activation != nil || entry.destination == "returned" else {
                return no("it neither activates nor returns a constraint it makes")
            }
            let foreign: String? = if !isOwn(entry.call.first.item.path) { entry.call.first.item.path.joined(separator: ".") }
                else if let second = entry.call.second, !isOwn(second.item.path) { second.item.path.joined(separator: ".") }
                else if !isOwn(entry.call.constant), case .runTime(let text) = entry.call.constant { text }
                else if case .runTime(let text) = entry.call.multiplier { text }
                else if let priority = entry.priority, !isOwn(priority), case .runTime(let text) = priority { text }
                else if let name = entry.call.callerGivenNames.first(where: { !names.contains($0) }) { name }
                else { nil }
            if let foreign { return no("it uses views or values other than self and its parameters ('\(foreign)')") }
        }
        guard facts.additions.allSatisfy({ isOwn($0.parent) && isOwn($0.child) }),
              facts.autoresizingOff.keys.allSatisfy(isOwn) else { return no("it adds or changes other views") }
        let usedProperties = ownProperties.filter { property in
            facts.calls.contains { $0.call.first.item.path == [property] || $0.call.second?.item.path == [property] }
                || facts.additions.contains { $0.parent == [property] || $0.child == [property] }
                || facts.autoresizingOff.keys.contains([property])
        }
        let activatedParameters = facts.activatedLists.intersection(parameterNames)
        let activatedClosureParameters = facts.activatedClosures.intersection(parameterNames)
        guard !facts.calls.isEmpty || !facts.autoresizingOff.isEmpty || !activatedParameters.isEmpty
                || !activatedClosureParameters.isEmpty else { return no(makesNoConstraint) }
        return .success(ConstraintHelper(name: function.name, parameters: parameters, calls: facts.calls,
                                         additions: facts.additions, autoresizingOff: Array(facts.autoresizingOff.keys),
                                         callBranches: callBranches, additionBranches: additionBranches, created: created,
                                         selfProperties: usedProperties, activatedParameters: activatedParameters,
                                         activatedClosureParameters: activatedClosureParameters,
                                         extendedType: function.inExtension ? function.typeName : nil,
                                         axisChoices: axisChoices.filter { choice in
                                             facts.calls.contains { $0.call.callerGivenNames.contains(choice.key) }
                                         }))
    }

    /// An edge of insets that ``GeometryValue/member(_:of:)`` has no single number for: a plain
    /// number stands for every edge (SnapKit's `inset(_:)`, Masonry's `inset`, SnapKit
    /// `ConstraintInsetTarget`), and a `UIEdgeInsets` gives leading and trailing its left in
    /// left-to-right and its right in right-to-left, one number only when the two are equal.
    private static func uniformInset(_ member: String, of value: SnapKitConstant) -> Double? {
        switch value {
        case .scalar(let number):
            return ["top", "left", "bottom", "right", "leading", "trailing"].contains(member) ? number : nil
        case .insets(let insets) where insets.left == insets.right && (member == "leading" || member == "trailing"):
            return insets.left
        default:
            return nil
        }
    }

    /// What Swift's nil-coalescing operator gives when its optional holds `nil`: a number, or
    /// another name (a parameter: `xInset ?? inset`).
    enum CoalescedFallback: Equatable {
        case number(Double)
        case name(String)
    }

    /// `constant ?? 0.0`, `insets?.left ?? 0` or `xInset ?? inset` as the evaluator writes it: the
    /// optional (`constant`, `insets.left`: optional chaining reads the member of the value when
    /// there is one) and what the operator gives when it holds `nil` (TSPL, *Basic Operators*,
    /// "Nil-Coalescing Operator": `a ?? b` is `a` unwrapped when `a` holds a value, else `b`).
    static func coalescedParameter(_ text: String) -> (operand: String, fallback: CoalescedFallback)? {
        let characters = Array(text)
        guard let at = characters.indices.dropLast().first(where: { characters[$0] == "?" && characters[$0 + 1] == "?" }) else { return nil }
        // The evaluator's text has single spaces around operators and none inside a name or number.
        let operand = String(characters[..<at].filter { $0 != " " && $0 != "?" })
        let right = String(characters[(at + 2)...].filter { $0 != " " })
        func isName(_ text: Substring) -> Bool {
            !text.isEmpty && text.first?.isLetter == true && text.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }
        }
        let names = operand.split(separator: ".", omittingEmptySubsequences: false)
        guard (1...2).contains(names.count), names.allSatisfy(isName) else { return nil }
        if let number = Double(right), number.isFinite { return (operand, .number(number)) }
        // Only a plain name: `a ?? b ?? 0` or an expression on the right is left to run time.
        guard isName(Substring(right)), right != "nil" else { return nil }
        return (operand, .name(right))
    }

    /// The views a helper creates, when each is a new view at every call: made unconditionally
    /// under a local name (Swift runs a function's body anew at each call, so each call makes its
    /// own), and added by the helper or returned to the caller, who then owns it. A view it
    /// makes only on some paths, or keeps in a property (`self.line = UIView()`), is not known
    /// at the call.
    static func createdViews(_ facts: FunctionFacts) -> Result<[CreatedView], DialectProblem> {
        var result: [CreatedView] = []
        for creation in facts.creations {
            guard !creation.conditional else { return .failure(DialectProblem("it creates views only on some paths")) }
            guard creation.path.count == 1, creation.arranged.isEmpty, !facts.reassigned.contains(creation.path[0]) else {
                return .failure(DialectProblem("it creates views it does not keep in a local name of its own"))
            }
            let local = creation.path[0]
            let returned = facts.returned.contains(creation.path)
            guard returned || facts.additions.contains(where: { $0.child == creation.path && $0.condition == nil }) else {
                return .failure(DialectProblem("it creates views it neither adds nor returns"))
            }
            // Stack settings and hugging read in the helper's own text would be read at the call
            // in the caller's: a helper that sets them up is not expanded.
            guard !facts.properties.contains(where: { $0.path.first == local }) else {
                return .failure(DialectProblem("it sets up a view it creates in ways vflc does not carry to the call"))
            }
            result.append(CreatedView(local: local, className: creation.className, returned: returned,
                                      escapes: facts.escapes.keys.contains { $0.first == local }))
        }
        return .success(result)
    }

    /// The parameters of a Swift function or an Objective-C method.
    static func parameters(_ tokens: [SourceToken], closers: [Int?], function: SourceFunction,
                           language: SourceLanguage) -> [Parameter]? {
        switch language {
        case .swift: return parameters(tokens, closers: closers, function: function)
        case .objectiveC: return objectiveCParameters(tokens, closers: closers, function: function)
        }
    }

    /// `- (void)pinView:(UIView *)view toView:(UIView *)other` → labels `pinView`, `toView`
    /// (the selector's pieces, as a message names them); names `view`, `other`.
    static func objectiveCParameters(_ tokens: [SourceToken], closers: [Int?], function: SourceFunction) -> [Parameter]? {
        var cursor = function.keyword + 1
        // The return type.
        if cursor < function.open, tokens[cursor].isPunctuation("("), let close = closers[cursor] { cursor = close + 1 }
        var result: [Parameter] = []
        while cursor + 1 < function.open {
            guard let piece = tokens[cursor].identifier, tokens[cursor + 1].isPunctuation(":") else { return nil }
            cursor += 2
            if cursor < function.open, tokens[cursor].isPunctuation("("), let close = closers[cursor] { cursor = close + 1 }
            guard cursor < function.open, let name = tokens[cursor].identifier else { return nil }
            result.append(Parameter(label: piece, name: name, defaultValue: nil))
            cursor += 1
        }
        return cursor == function.open ? result : nil
    }

    /// `(to view: UIView, _ insets: CGFloat = 8)` → labels `to`, `nil`; names `view`, `insets`.
    static func parameters(_ tokens: [SourceToken], closers: [Int?], function: SourceFunction) -> [Parameter]? {
        var open = function.keyword + 1
        while open < function.open, !tokens[open].isPunctuation("(") { open += 1 }
        guard open < function.open, let close = closers[open], close < function.open else { return nil }
        var result: [Parameter] = []
        for part in TokenGroups.splitOnCommas(tokens[(open + 1)..<close]) {
            guard let colon = part.firstIndex(where: { $0.isPunctuation(":") }), colon > part.startIndex,
                  let name = part[colon - 1].identifier else { return nil }
            var label: String? = name
            if colon - 1 > part.startIndex, let outer = part[colon - 2].identifier { label = outer == "_" ? nil : outer }
            var defaultValue: ArraySlice<SourceToken>?
            let equals = part[colon...].firstIndex(where: { $0.isPunctuation("=") })
            if let equals, equals + 1 < part.endIndex {
                defaultValue = part[(equals + 1)...]
            }
            result.append(Parameter(label: label, name: name, defaultValue: defaultValue,
                                    kind: HelperOverloads.kind(ofType: part[(colon + 1)..<(equals ?? part.endIndex)])))
        }
        return result
    }

    /// The arguments of a call matched to the parameters, by label in order, defaults filled in;
    /// `nil` when they do not match.
    func bind(_ arguments: [(label: String, value: ArraySlice<SourceToken>)]) -> [String: ArraySlice<SourceToken>]? {
        Self.bind(parameters, arguments)?.all
    }

    /// Labels matched in order, only defaulted parameters left out (The Swift Programming
    /// Language, *Functions*): every argument's value by parameter name, defaults filled in, and
    /// the ones the call gives.
    static func bind(_ parameters: [Parameter], _ arguments: [(label: String, value: ArraySlice<SourceToken>)])
        -> (all: [String: ArraySlice<SourceToken>], given: [String: ArraySlice<SourceToken>])? {
        var all: [String: ArraySlice<SourceToken>] = [:], given: [String: ArraySlice<SourceToken>] = [:]
        var next = 0
        for parameter in parameters {
            if next < arguments.count, arguments[next].label == (parameter.label ?? "") {
                all[parameter.name] = arguments[next].value
                given[parameter.name] = arguments[next].value
                next += 1
            } else if let defaultValue = parameter.defaultValue {
                all[parameter.name] = defaultValue
            } else {
                return nil
            }
        }
        return next == arguments.count ? (all, given) : nil
    }

    /// The helper's constraints for one call: `self` is `receiver`, each parameter its argument.
    /// `createdNames` gives each view the helper creates its name at this call.
    /// `present` names the parameters whose arguments the caller knows hold a value.
    func expand(receiver: [String], arguments given: [String: ArraySlice<SourceToken>], present: Set<String> = [],
                evaluator: ConstantEvaluator, start: Int, end: Int, createdNames: [String: [String]] = [:]) -> Expansion? {
        var arguments = given
        func item(_ source: SourceItem) -> SourceItem? {
            var result: SourceItem
            if source.path.isEmpty {
                result = SourceItem(path: receiver, guide: source.guide)
            } else if let created = createdNames[source.path[0]] {
                result = SourceItem(path: created + source.path.dropFirst(), guide: source.guide)
            } else if selfProperties.contains(source.path[0]), arguments[source.path[0]] == nil {
                // Only on `self` is the member one the caller knows by the same name: another
                // receiver's (`coordinator.contentStack`) may be a view the caller holds under
                // another name, which would be taken for a view never added.
                guard receiver.isEmpty else { return nil }
                result = SourceItem(path: source.path, guide: source.guide)
            } else {
                guard let argument = arguments[source.path[0]], let resolved = ConstraintCallReader.item(argument) else { return nil }
                if source.guide != nil && resolved.guide != nil { return nil }
                result = SourceItem(path: resolved.path, guide: source.guide ?? resolved.guide)
            }
            // `equalToSuperview()` in the helper is the superview of whatever takes `self`'s place.
            result.isSuperviewOfPath = source.isSuperviewOfPath
            return result
        }
        func path(_ source: [String]) -> [String]? { item(SourceItem(path: source, guide: nil)).map(\.path) }
        func value(_ source: SourceValue) -> SourceValue {
            guard case .runTime(var text) = source else { return source }
            let negated = text.hasPrefix("-")
            if negated { text.removeFirst() }
            if negated, text.hasPrefix("("), text.hasSuffix(")") { text = String(text.dropFirst().dropLast()) }
            // `constant ?? 0`: the argument, or the number when the call passes `nil`.
            if let (operand, fallback) = Self.coalescedParameter(text) {
                let name = String(operand.prefix { $0 != "." })
                guard let argument = arguments[name] else { return source }
                let isNil = argument.count == 1 && argument.first?.identifier == "nil"
                let result: SourceValue = switch (isNil, fallback) {
                case (true, .number(let number)): .known(number)
                case (true, .name(let other)): value(.runTime(other))
                case (false, _): value(.runTime(operand))
                }
                guard negated else { return result }
                if let number = result.known { return .known(0 - number) }
                if case .runTime(let inner) = result { return .runTime("-(" + inner + ")") }
                return result
            }
            var result: SourceValue
            if let dot = text.firstIndex(of: "."), let argument = arguments[String(text[..<dot])] {
                // `size.width` with `size` bound to `CGSize(width: 40, height: 40)`.
                let member = String(text[text.index(after: dot)...])
                // A number given for insets (`inset(8)` in SnapKit and Masonry) is every edge's.
                if case .known(let geometry)? = GeometryValue.read(argument, evaluator: evaluator),
                   let number = GeometryValue.member(member, of: geometry) ?? Self.uniformInset(member, of: geometry) {
                    result = .known(number)
                } else if let labeled = GeometryValue.labeledMember(member, of: argument, evaluator: evaluator) {
                    // `.init(top: margin, …)` from a helper that forwards its own parameter.
                    result = labeled
                    if negated, case .runTime(let text) = labeled { return .runTime("-(" + text + ")") }
                } else {
                    return .runTime((negated ? "-" : "") + ConstantEvaluator.text(argument, evaluator.file) + "." + member)
                }
            } else {
                guard let argument = arguments[text] else { return source }
                result = evaluator.value(argument)
                if negated, result.known == nil { return .runTime("-(" + ConstantEvaluator.text(argument, evaluator.file) + ")") }
            }
            if negated, let number = result.known { return .known(0 - number) }
            return result
        }
        /// Whether a statement under `condition` runs at this call (`nil`: it does not, `.some(nil)`:
        /// always, else under which condition), with the names its `if let`s bind in `arguments`.
        func decided(_ branches: HelperBranches?, condition: String?) -> String?? {
            arguments = given
            guard let condition else { return .some(nil) }
            guard let branches else { return .some(condition) }
            let decision = branches.decide(given, present: present, evaluator: evaluator)
            if decision.runs == false { return nil }
            arguments.merge(decision.bindings) { $1 }
            return .some(decision.runs == true ? nil : condition)
        }
        var calls: [Expansion.Call] = []
        for entry in self.calls {
            guard let condition = decided(callBranches[entry.call.start], condition: entry.condition) else { continue }
            var call = entry.call
            guard let first = item(call.first.item) else { return nil }
            call.first.item = first
            if let name = call.secondAnchorParameter {
                // `equalTo: top` with `top: card.bottomAnchor` at the call: that anchor.
                guard let argument = arguments[name], let anchor = ConstraintCallReader.plainAnchor(argument) else { return nil }
                call.second = anchor
                call.secondAnchorParameter = nil
            } else if let second = call.second {
                guard let resolved = item(second.item) else { return nil }
                call.second?.item = resolved
            }
            call.constant = value(call.constant)
            // `relatedBy: relation`, the helper's parameter: the relation the call passes.
            if let name = call.relationParameter, let argument = arguments[name], let relation = ConstraintCallReader.relation(argument) {
                call.relation = relation
                call.relationParameter = nil
            }
            // `attribute: attribute`, the helper's parameter: the attribute the call passes.
            if let name = call.firstAttributeParameter, let argument = arguments[name], let attribute = ConstraintCallReader.attribute(argument) {
                call.first.attribute = attribute
                call.firstAttributeParameter = nil
            }
            if let name = call.secondAttributeParameter, let argument = arguments[name], let attribute = ConstraintCallReader.attribute(argument) {
                call.second?.attribute = attribute
                call.secondAttributeParameter = nil
            }
            call.start = start
            call.end = end
            // The call site is where the constraint comes from (the helper may be in another file).
            call.span = nil
            // `constraint.priority = priority`, the helper's parameter: the priority the call passes.
            calls.append(Expansion.Call(call: call, priority: entry.priority.map(value), activated: entry.activation != nil,
                                        condition: condition))
        }
        var additions: [Expansion.Addition] = []
        for addition in self.additions {
            guard let condition = decided(additionBranches[addition.at], condition: addition.condition) else { continue }
            guard let parent = path(addition.parent), let child = path(addition.child) else { return nil }
            additions.append(Expansion.Addition(parent: parent, child: child, arranged: addition.arranged, condition: condition))
        }
        arguments = given
        let off = autoresizingOff.compactMap(path)
        return Expansion(calls: calls, additions: additions, autoresizingOff: off)
    }

    /// What one call of a helper does.
    struct Expansion {
        struct Call {
            var call: ConstraintCall
            var priority: SourceValue?
            var activated: Bool
            /// The helper's own condition that this call does not decide, if any.
            var condition: String?
        }
        struct Addition {
            var parent: [String]
            var child: [String]
            var arranged: Bool
            var condition: String?
        }
        var calls: [Call]
        var additions: [Addition]
        var autoresizingOff: [[String]]
    }
}
