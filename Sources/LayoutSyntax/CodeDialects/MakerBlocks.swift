import LayoutIR

/// The two maker libraries: SnapKit in Swift, Masonry (its Objective-C sibling) in Objective-C.
/// Their make lines share one grammar — `make.attr(.attr)*.relation(target).modifier(…)*` — and
/// differ in how a line becomes constraints (``MakerExpansion``).
enum MakerLibrary: Sendable, Hashable {
    case snapKit
    case masonry

    var syntax: ConstraintSyntax { self == .snapKit ? .snapkit : .masonry }
}

/// One make line as written, before it is expanded into constraints.
struct MakerLine: Sendable {
    /// Where it starts (the maker parameter) and its last token before `.constraint`.
    var start: Int
    var end: Int
    var attributes: Set<Attribute>
    var relation: Relation
    var target: MakerTarget
    /// The constant as each modifier left it, in order (Masonry's setters are per attribute,
    /// so they are applied in order at expansion).
    var constants: [Known<MakerConstantSetting>] = []
    /// `inset(insets)` with a name only the running app (or a helper's caller) knows: each edge
    /// then takes its own member of it (``MakerExpansion/insetMember(of:attribute:)``).
    var runTimeInsetName: String?
    /// `inset(…)` with any other value only the running app knows (`inset(UX.Bar.width)`): the
    /// bottom and right edges subtract it (``MakerExpansion/insetValue(_:attribute:)``).
    var runTimeInsetText: String?
    var multiplier: SourceValue = .known(1)
    var priority: SourceValue?
    var identifier: String?
    /// The tokens of the relation's argument (or superview closure), and of the attribute named
    /// on it (`leading` in `other.snp.leading`): where a wrong pairing is reported.
    var targetRange: ClosedRange<Int>?
    var targetAttributeAt: Int?
    /// The values only the running app knows (`offset(spacing * 2)`), with their tokens.
    var unknownValues: [(range: ClosedRange<Int>, text: String)] = []
    /// The targets a run-time choice may give (`compact ? a.snp.bottom : b.snp.bottom`,
    /// `header ?? self`), each checked as if written alone.
    var targetChoices: [MakerTargetChoice] = []
}

/// One operand of a target chosen at run time.
struct MakerTargetChoice: Sendable {
    var target: MakerTarget
    var range: ClosedRange<Int>
    var attributeAt: Int?
}

/// What a relation's argument is.
enum MakerTarget: Sendable {
    /// A view or guide, with the attributes named on it (`other.snp.bottom`, `view.mas_top`);
    /// none for the bare item.
    case item(SourceItem, attributes: Set<Attribute>)
    /// The receiver's superview (`equalToSuperview()`, `equalTo(superview)`), or one of its guides
    /// (`equalToSuperview { $0.safeAreaLayoutGuide }`).
    case superview(attributes: Set<Attribute>, guide: LayoutGuide? = nil)
    /// A constant (`equalTo(44)`, `CGSize(…)`, `@10`): what it stands for depends on the attribute.
    case constant(SnapKitConstant)
    /// Something only the running app knows.
    case runTime(String)
}

/// A modifier that sets the constant: SnapKit's `offset` / `inset`, Masonry's `offset`, `insets`,
/// `inset`, `sizeOffset`, `centerOffset`, or the relation's own constant.
enum MakerConstantSetting: Sendable {
    case relationConstant(SnapKitConstant)
    case offset(Double)
    case inset(SnapKitConstant)
    case sizeOffset(width: Double, height: Double)
    case centerOffset(x: Double, y: Double)
}

/// Reads SnapKit `x.snp.makeConstraints { make in … }` (and `remake…`, `update…`,
/// `prepare…`) and Masonry `[x mas_makeConstraints:^(MASConstraintMaker *make) { … }]` blocks.
struct MakerBlockReader {
    var dialects: DialectReader

    static let verbs: [String: DialectStatement.Effect] = [
        "makeConstraints": .activated, "remakeConstraints": .remake, "updateConstraints": .update,
        "prepareConstraints": .returned,
    ]
    static let masonryVerbs: [String: DialectStatement.Effect] = [
        "mas_makeConstraints": .activated, "mas_remakeConstraints": .remake, "mas_updateConstraints": .update,
    ]

    var tokens: [SourceToken] { dialects.tokens }

    /// The block whose verb is at `verb`, or `nil` when the verb is not a block's.
    func read(verb: Int, expressionStart: (Int) -> Int) -> DialectStatement? {
        guard let word = tokens[verb].identifier else { return nil }
        let library: MakerLibrary
        let effect: DialectStatement.Effect
        let receiverPath: [String]
        var receiverGuide: LayoutGuide?
        let receiverIsGuide: Bool
        let start: Int
        let open: Int
        switch dialects.language {
        case .swift:
            // `x.snp.makeConstraints`, or `snp.makeConstraints` (implicit `self`) in a view subclass.
            guard let verbEffect = Self.verbs[word], verb >= 2, tokens[verb - 1].isPunctuation("."),
                  tokens[verb - 2].identifier == "snp", let brace = closureOpen(afterVerb: verb) else { return nil }
            library = .snapKit
            effect = verbEffect
            if verb >= 3, tokens[verb - 3].isPunctuation(".") {
                guard verb >= 4 else { return nil }
                // `buttons[1].snp`: the subscript belongs to the receiver; so does a postfix
                // unwrap (`tableView!.snp`, `emptyState?.snp`: the same view, when it exists).
                var last = verb - 4
                while last > 0, tokens[last].isPunctuation("!") || tokens[last].isPunctuation("?") { last -= 1 }
                if tokens[last].isPunctuation("]"), let open = dialects.openers[last], open > 0 {
                    start = expressionStart(open - 1)
                } else {
                    start = expressionStart(last)
                }
                let receiverTokens = tokens[start...(verb - 4)]
                guard let item = ConstraintCallReader.item(receiverTokens)
                        ?? MakerLineReader.subscriptedPath(receiverTokens).flatMap(ConstraintCallReader.item(path:)) else {
                    return unreadableBlock(start: start, open: brace, reason: "the receiver of 'snp' is a run-time value")
                }
                receiverPath = item.path
                receiverGuide = item.guide
                receiverIsGuide = item.guide != nil
            } else {
                start = verb - 2
                receiverPath = []
                receiverIsGuide = false
            }
            open = brace
        case .objectiveC:
            guard let verbEffect = Self.masonryVerbs[word], verb + 2 < tokens.count, tokens[verb + 1].isPunctuation(":"),
                  verb >= 2, let bracket = enclosingBracket(of: verb) else { return nil }
            library = .masonry
            effect = verbEffect
            start = bracket
            if let elements = CodeBlocks.literalList(CodeBlocks.loopCollection(tokens[(bracket + 1)..<verb], parenthesized: false)) {
                guard let brace = blockOpen(after: verb + 2) else { return nil }
                return arrayBlock(elements, effect: effect, start: start, open: brace)
            }
            guard let item = ConstraintCallReader.item(tokens[(bracket + 1)..<verb]) else {
                guard let brace = blockOpen(after: verb + 2) else { return nil }
                return unreadableBlock(start: start, open: brace, reason: "the receiver of '\(word)' is a run-time value")
            }
            // `[imageViews mas_makeConstraints:…]` on an array the code fills: the block runs for
            // each of its views (`NSArray+MASAdditions`), which only the running app knows.
            if item.guide == nil, item.path.count == 1, let name = item.path.first, Self.namesArray(name, before: bracket, in: tokens) {
                guard let brace = blockOpen(after: verb + 2) else { return nil }
                return unreadableBlock(start: start, open: brace,
                                       reason: "'\(name)' is an array whose views the running app decides, and '\(word)' makes the block's constraints for each")
            }
            receiverPath = item.path
            receiverGuide = item.guide
            receiverIsGuide = item.guide != nil
            guard let brace = blockOpen(after: verb + 2) else { return nil }
            open = brace
        }
        guard let close = dialects.closers[open] else { return nil }
        var end = close
        // `makeConstraints({ … })` and the Objective-C message's `]` belong to the statement.
        if close + 1 < tokens.count, tokens[close + 1].isPunctuation(")") || tokens[close + 1].isPunctuation("]") { end = close + 1 }
        var statement = DialectStatement(effect: effect, receiver: receiverPath, receiverIsGuide: receiverIsGuide,
                                         start: start, end: end)
        if !receiverIsGuide { statement.autoresizingOff = [receiverPath] }
        let (parameter, bodyStart) = closureParameter(open: open, close: close)
        let receiver = SourceItem(path: receiverPath, guide: receiverGuide)
        var body = BlockBody(parameter: parameter, receiver: receiver, library: library, dialects: dialects)
        readLines(from: bodyStart, to: close, condition: nil, depth: 0, into: &body, statement: &statement)
        return statement
    }

    /// What the lines of one block share while they are read.
    struct BlockBody {
        var parameter: String
        var receiver: SourceItem
        var library: MakerLibrary
        /// The values the lines see: the function's, and the block's own `let` constants.
        var dialects: DialectReader
        /// `guard let strongSelf = self else { return }` in a `[weak self]` closure: the name is self.
        var selfAliases: Set<String> = []
    }

    /// How deep branches inside a block are followed (fuzzed input nests without end).
    private static let maximumBranchDepth = 8

    /// The make lines between `from` and `to`; those under an `if`, `else` or `switch` inside the
    /// block carry that condition (shown, not laid out: only the app knows which branch runs).
    private func readLines(from start: Int, to close: Int, condition: String?, depth: Int,
                           into body: inout BlockBody, statement: inout DialectStatement) {
        let closers = dialects.closers
        var index = start
        while index < close {
            let token = tokens[index]
            if token.isPunctuation(";") || token.isPunctuation(",") { index += 1; continue }
            if token.identifier == "guard", index + 6 < close, tokens[index + 1].identifier == "let",
               let name = tokens[index + 2].identifier, tokens[index + 3].isPunctuation("="), tokens[index + 4].identifier == "self",
               tokens[index + 5].identifier == "else", tokens[index + 6].isPunctuation("{"), let end = closers[index + 6] {
                body.selfAliases.insert(name)
                index = end + 1
                continue
            }
            // `guard let self else { return }` (Swift 5.7), or any other `guard`: its `else` leaves the
            // closure, so the lines after it run as usual.
            if token.identifier == "guard", let elseAt = (index + 1..<close).first(where: { tokens[$0].identifier == "else" }),
               elseAt + 1 < close, tokens[elseAt + 1].isPunctuation("{"), let end = closers[elseAt + 1], end < close {
                let condition = tokens[(index + 1)..<elseAt]
                if !(condition.count == 2 && condition.first?.identifier == "let" && condition.last?.identifier == "self") {
                    statement.unreadable.append((index, end, "a 'guard' statement in a \(body.library == .snapKit ? "SnapKit" : "Masonry") block"))
                }
                index = end + 1
                continue
            }
            // `if c { make… } else { make… }`, `switch x { case …: make… }`.
            if let word = token.identifier, word == "if" || word == "switch", depth < Self.maximumBranchDepth,
               let open = (index + 1..<close).first(where: { tokens[$0].isPunctuation("{") }), let end = closers[open], end < close {
                let text = word + " " + dialects.text(tokens[(index + 1)..<open])
                // `if #available(iOS 11, *)`: decided by the OS release alone (AvailabilityCheck).
                let available = word == "if" ? AvailabilityCheck.holds(tokens[(index + 1)..<open]) : nil
                readLines(from: open + 1, to: end, condition: available == true ? condition : text, depth: depth + 1,
                          into: &body, statement: &statement)
                index = end + 1
                // `else if …` goes round again; a plain `else { … }` is read here.
                if index < close, tokens[index].identifier == "else" {
                    if index + 1 < close, tokens[index + 1].isPunctuation("{"), let elseEnd = closers[index + 1], elseEnd < close {
                        readLines(from: index + 2, to: elseEnd, condition: available == false ? condition : "else of " + text,
                                  depth: depth + 1, into: &body, statement: &statement)
                        index = elseEnd + 1
                    } else {
                        index += 1
                    }
                }
                continue
            }
            if token.isPunctuation("@"), index + 1 < close, tokens[index + 1].identifier == "unknown" {
                index += 2  // `@unknown default:`
                continue
            }
            if token.identifier == "case" || token.identifier == "default" {
                // A `switch` case label: skip to its colon.
                while index < close, !tokens[index].isPunctuation(":") { index += 1 }
                index += 1
                continue
            }
            // `let side` is one statement, though a name follows a name.
            let declares = token.identifier == "let" || token.identifier == "var"
            let statementEnd = FunctionReader.statementEnd(tokens, closers: closers, file: dialects.file, language: dialects.language,
                                                           from: declares && index + 1 < close ? index + 1 : index, limit: close)
            readStatement(index...max(index, statementEnd), condition: condition, body: &body, statement: &statement)
            index = max(index + 1, statementEnd + 1)
        }
    }

    /// The verb of a library block that starts the statement `range` (`badge.snp.makeConstraints {`
    /// inside another view's closure), if it is one.
    func nestedBlockVerb(in range: ClosedRange<Int>) -> Int? {
        for index in range where tokens[index].isPunctuation("{") || tokens[index].isPunctuation("^") {
            // The verb comes before the statement's first block.
            let head = range.lowerBound..<index
            return head.last(where: { verb in
                guard let word = tokens[verb].identifier else { return false }
                return Self.verbs[word] != nil && verb >= 2 && tokens[verb - 2].identifier == "snp"
                    || Self.masonryVerbs[word] != nil
            })
        }
        return nil
    }

    /// Masonry's `[@[a, b] mas_makeConstraints:^(MASConstraintMaker *make) { … }]`
    /// (`NSArray+MASAdditions`): the block runs once for each view of the array, which makes
    /// each view's constraints and turns its autoresizing flag off. An update or remake of an
    /// array acts on constraints each view got elsewhere: the flags are read, the lines are not.
    private func arrayBlock(_ elements: [[String]], effect: DialectStatement.Effect, start: Int, open: Int) -> DialectStatement? {
        guard let close = dialects.closers[open] else { return nil }
        var end = close
        if close + 1 < tokens.count, tokens[close + 1].isPunctuation("]") { end = close + 1 }
        var statement = DialectStatement(effect: effect, receiver: nil, start: start, end: end)
        statement.autoresizingOff = elements
        guard effect == .activated else {
            statement.unreadable.append((start, end, "a Masonry update or remake of an array of views"))
            return statement
        }
        let (parameter, bodyStart) = closureParameter(open: open, close: close)
        for element in elements {
            var body = BlockBody(parameter: parameter, receiver: SourceItem(path: element, guide: nil), library: .masonry,
                                 dialects: dialects)
            readLines(from: bodyStart, to: close, condition: nil, depth: 0, into: &body, statement: &statement)
        }
        return statement
    }

    /// How far back from a block ``namesArray(_:before:in:)`` looks for the name's declaration.
    private static let arrayDeclarationReach = 2_000

    /// True when `name` is declared an Objective-C array before `index`: `NSMutableArray *views`,
    /// `NSArray<UIView *> *views`, or assigned one (`views = [NSMutableArray array]`, `= @[…]`),
    /// within ``arrayDeclarationReach`` tokens, or an `@property` of an array type anywhere before.
    static func namesArray(_ name: String, before index: Int, in tokens: [SourceToken]) -> Bool {
        let arrayTypes: Set<String> = ["NSArray", "NSMutableArray"]
        var cursor = index - 1
        let nearest = max(0, index - arrayDeclarationReach)
        while cursor >= 1 {
            defer { cursor -= 1 }
            guard tokens[cursor].identifier == name else { continue }
            // `NSMutableArray *views` / `NSArray<UIView *> *views`.
            if tokens[cursor - 1].isPunctuation("*") {
                var type = cursor - 2
                if type >= 0, tokens[type].isPunctuation(">") {
                    var depth = 0
                    while type >= 0 {
                        if tokens[type].isPunctuation(">") { depth += 1 } else if tokens[type].isPunctuation("<") { depth -= 1; if depth == 0 { break } }
                        type -= 1
                    }
                    type -= 1
                }
                if type >= 0, let word = tokens[type].identifier {
                    if arrayTypes.contains(word) { return true }
                    if cursor < nearest || word != "id" { return false }
                }
            }
            guard cursor >= nearest else { continue }
            // `views = [NSMutableArray array]`, `views = @[a, b]`.
            if cursor + 3 < tokens.count, tokens[cursor + 1].isPunctuation("="), !tokens[cursor + 2].isPunctuation("=") {
                if tokens[cursor + 2].isPunctuation("["), let word = tokens[cursor + 3].identifier, arrayTypes.contains(word) { return true }
                if tokens[cursor + 2].isPunctuation("@"), tokens[cursor + 3].isPunctuation("[") { return true }
            }
        }
        return false
    }

    /// A block whose receiver only the running app knows (`buttons[i].snp`): nothing it makes is
    /// laid out, but its lines are still read for what the library rejects whichever view it is.
    private func unreadableBlock(start: Int, open: Int, reason: String) -> DialectStatement? {
        guard let close = dialects.closers[open] else { return nil }
        var statement = DialectStatement(effect: .activated, receiver: nil, start: start, end: close)
        statement.unreadable.append((start, close, reason))
        let library: MakerLibrary = dialects.language == .swift ? .snapKit : .masonry
        var lines = DialectStatement(effect: .activated, receiver: nil, start: start, end: close)
        let (parameter, bodyStart) = closureParameter(open: open, close: close)
        var body = BlockBody(parameter: parameter, receiver: SourceItem(path: ["\u{1}receiver"]), library: library, dialects: dialects)
        readLines(from: bodyStart, to: close, condition: nil, depth: 0, into: &body, statement: &lines)
        statement.mistakes = lines.mistakes
        statement.nestedBlocks = lines.nestedBlocks
        return statement
    }

    /// True when the token at `index` is the maker parameter (`make`, `$0`: the scanner reads
    /// `$0` as one identifier).
    func isParameter(_ index: Int, _ parameter: String) -> Bool {
        index < tokens.count && tokens[index].identifier == parameter
    }

    /// The `{` of the closure after a SnapKit verb: `{`, `({` or `() {`.
    private func closureOpen(afterVerb verb: Int) -> Int? {
        guard verb + 1 < tokens.count else { return nil }
        if tokens[verb + 1].isPunctuation("{") { return verb + 1 }
        guard tokens[verb + 1].isPunctuation("("), verb + 2 < tokens.count else { return nil }
        if tokens[verb + 2].isPunctuation("{") { return verb + 2 }
        if tokens[verb + 2].isPunctuation(")"), verb + 3 < tokens.count, tokens[verb + 3].isPunctuation("{") { return verb + 3 }
        return nil
    }

    /// The `{` of an Objective-C block argument `^(MASConstraintMaker *make) {` starting at `from`.
    private func blockOpen(after from: Int) -> Int? {
        var index = from
        guard index < tokens.count, tokens[index].isPunctuation("^") else { return nil }
        index += 1
        if index < tokens.count, tokens[index].isPunctuation("("), let close = dialects.closers[index] { index = close + 1 }
        return index < tokens.count && tokens[index].isPunctuation("{") ? index : nil
    }

    /// The `[` of the Objective-C message whose selector piece is at `selector`.
    private func enclosingBracket(of selector: Int) -> Int? {
        var index = selector - 1
        var steps = 0
        while index >= 0, steps < 64 {
            let token = tokens[index]
            if token.isPunctuation("["), let close = dialects.closers[index], close > selector { return index }
            if token.isPunctuation(")") || token.isPunctuation("]"), let open = dialects.openers[index] { index = open - 1; steps += 1; continue }
            if token.isPunctuation(";") || token.isPunctuation("{") || token.isPunctuation("}") { return nil }
            index -= 1
            steps += 1
        }
        return nil
    }

    /// The maker's name and the first token of the body: `{ make in`, `{ (make) -> Void in`,
    /// `{ $0… }`, or the name in Masonry's `^(MASConstraintMaker *make)`.
    private func closureParameter(open: Int, close: Int) -> (String, Int) {
        if dialects.language == .objectiveC {
            // The block's parameter list ends right before `{`.
            if open >= 2, tokens[open - 1].isPunctuation(")"), let name = tokens[open - 2].identifier { return (name, open + 1) }
            return ("make", open + 1)
        }
        var index = open + 1
        // A capture list comes first: `{ [weak self] make in`.
        if index < close, tokens[index].isPunctuation("["), let end = dialects.closers[index] { index = end + 1 }
        let scanEnd = index + 16
        var name: String?
        while index < close, index < scanEnd {
            if tokens[index].identifier == "in" { return (name ?? "$0", index + 1) }
            if name == nil, let word = tokens[index].identifier { name = word }
            if tokens[index].isPunctuation("{") || tokens[index].isPunctuation("}") { break }
            index += 1
        }
        return ("$0", open + 1)
    }
}
