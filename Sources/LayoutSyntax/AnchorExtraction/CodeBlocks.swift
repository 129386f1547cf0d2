/// The braces inside a function body and what each means for the code in it: a branch or a loop
/// (it may not run, or run more than once), a closure (it runs later, or never), or plain
/// sequence (`do`, `#available`, `@autoreleasepool`).
struct CodeBlocks: Sendable {
    struct Block: Sendable {
        var open: Int
        var close: Int
        /// `nil` when the code inside always runs in order; otherwise what it depends on
        /// (`if isCompact`, `in a closure`).
        var condition: String?
        /// `[a, b].forEach { $0… }` / `for v in [a, b] { v… }`: the loop variable and the
        /// elements it stands for, when they are a literal list.
        var elements: (variable: String, paths: [[String]])?
        /// PureLayout's `autoSetPriority(P) { … }` / `autoSetPriority:P forConstraints:^{ … }`:
        /// the priority of every PureLayout constraint made inside (the block runs at once).
        var priority: ArraySlice<SourceToken>? = nil
        /// An `if` block's condition (`negated` false), or for an `else` block the condition of
        /// the `if` it follows (`negated` true): what a layout helper's caller may decide.
        var test: (condition: Range<Int>, negated: Bool)? = nil
        /// A closure called where it is written and assigned (`let c: NSLayoutConstraint = { … }()`):
        /// the name its `return` gives a value to. Swift runs it there, once (The Swift
        /// Programming Language, *Closures*: a closure expression followed by `()` is called).
        var invokedInPlaceFor: String? = nil
        /// A `switch` block's subject (`switch dimension`): which `case` runs is a test a layout
        /// helper's caller may decide.
        var switchSubject: Range<Int>? = nil
        /// A group of an `#if` (``CodeBlocks/preprocessorGroups(tokens:range:file:)``): what
        /// decides it is the build, not the code's run, wherever it sits.
        var isPreprocessorGroup = false
        /// Any loop over a collection (`for v in box.subviews`, `for (UIView *v in views)`,
        /// `list.forEach { $0… }`): the loop variable and the collection's tokens, literal or not.
        var loop: (variable: String, collection: Range<Int>)? = nil
    }

    private(set) var blocks: [Block] = []

    /// Blocks between `open` and `close` (exclusive), nested function bodies left out.
    init(tokens: [SourceToken], closers: [Int?], openers: [Int?], range: Range<Int>, file: SourceFile,
         skipping nested: [Range<Int>]) {
        let isObjectiveC = SourceLanguage(path: file.path) == .objectiveC
        var index = range.lowerBound
        while index < range.upperBound {
            if let skip = nested.first(where: { $0.contains(index) }) { index = skip.upperBound; continue }
            if tokens[index].isPunctuation("{"), let close = closers[index], close < range.upperBound {
                // GNU C's statement expression `_table = ({ UITableView *t = …; t; });`, an
                // Objective-C idiom for building a view in place: its statements run right there,
                // in order (GCC manual, "Statements and Declarations in Expressions"). Swift has
                // no such form (`f({ … })` passes a closure).
                if isObjectiveC, index > range.lowerBound, tokens[index - 1].isPunctuation("("), closers[index - 1] == close + 1 {
                    blocks.append(Block(open: index, close: close, condition: nil, elements: nil))
                    index += 1
                    continue
                }
                // C's `case 1: { … }` / `default: { … }`: a compound statement in a `switch`
                // case (C11 6.8.1, 6.8.2), which runs in order when its case does; the enclosing
                // `switch` block says what it depends on.
                // A bare `{ … }` where a statement starts (after `;`, `{` or `}`) is a compound
                // statement too (C11 6.8.2): apps group set-up steps in them.
                if isObjectiveC, index == range.lowerBound || tokens[index - 1].isPunctuation(";")
                    || tokens[index - 1].isPunctuation("{") || tokens[index - 1].isPunctuation("}")
                    || Self.isCaseBody(open: index, tokens: tokens, lowerBound: range.lowerBound) {
                    blocks.append(Block(open: index, close: close, condition: nil, elements: nil))
                    index += 1
                    continue
                }
                blocks.append(Self.classify(tokens: tokens, openers: openers, open: index, close: close,
                                            lowerBound: range.lowerBound, file: file))
            }
            index += 1
        }
        blocks += Self.preprocessorGroups(tokens: tokens, range: range, file: file)
    }

    /// Whether the `{` at `open` follows a `case …:` or `default:` label.
    private static func isCaseBody(open: Int, tokens: [SourceToken], lowerBound: Int) -> Bool {
        guard open > lowerBound, tokens[open - 1].isPunctuation(":") else { return false }
        var index = open - 2
        var steps = 0
        while index >= lowerBound, steps < 64 {
            let token = tokens[index]
            if token.identifier == "case" || token.identifier == "default" { return true }
            // `a ? b : {` is no label; a statement's end means none was found.
            if token.isPunctuation(";") || token.isPunctuation("{") || token.isPunctuation("}") || token.isPunctuation("?") {
                return false
            }
            index -= 1
            steps += 1
        }
        return false
    }

    private static let controlKeywords: Set<String> = ["if", "guard", "for", "while", "switch", "else", "repeat", "catch"]
    private static let sequenceKeywords: Set<String> = ["do", "defer", "autoreleasepool", "synchronized"]

    private static func classify(tokens: [SourceToken], openers: [Int?], open: Int, close: Int, lowerBound: Int,
                                 file: SourceFile) -> Block {
        if let priority = priorityBlockArgument(tokens: tokens, openers: openers, open: open, lowerBound: lowerBound) {
            return Block(open: open, close: close, condition: nil, elements: nil, priority: priority)
        }
        if isInstallingBlock(tokens: tokens, openers: openers, open: open, lowerBound: lowerBound) {
            return Block(open: open, close: close, condition: nil, elements: nil)
        }
        var index = open - 1
        var steps = 0
        var sawIn = false
        while index >= lowerBound, steps < 400 {
            steps += 1
            let token = tokens[index]
            if token.isPunctuation("{") || token.isPunctuation("}") || token.isPunctuation(";") { break }
            if token.isPunctuation(")") || token.isPunctuation("]"), let opener = openers[index] {
                index = opener - 1
                continue
            }
            if token.isPunctuation("^") {
                return Block(open: open, close: close, condition: "in a closure",
                             elements: enumeratedElements(tokens: tokens, openers: openers, caret: index, open: open))
            }
            if token.identifier == "in" {
                // `for (i, item) in items.enumerated()` with its `{` on the next line: walking on
                // finds the `for`, and the block is the loop's; a statement start first, a closure's.
                sawIn = true
                index -= 1
                continue
            }
            if let word = token.identifier {
                let isDirective = index > 0 && tokens[index - 1].isPunctuation("#")
                if sequenceKeywords.contains(word) { return Block(open: open, close: close, condition: nil, elements: nil) }
                if controlKeywords.contains(word), !isDirective {
                    let conditionTokens = tokens[(index + 1)..<open]
                    // `if #available(iOS 11, *)` runs on the release the catalog describes; the
                    // `else` of one that does not hold (`#available(iOS 26, *)`) runs instead.
                    if word == "if", AvailabilityCheck.holds(conditionTokens) == true {
                        return Block(open: open, close: close, condition: nil, elements: nil)
                    }
                    if word == "else", index + 1 == open,
                       let condition = Self.ifCondition(endingAt: index - 1, tokens: tokens, openers: openers, lowerBound: lowerBound),
                       AvailabilityCheck.holds(condition) == false {
                        return Block(open: open, close: close, condition: nil, elements: nil)
                    }
                    // Objective-C's initializer idiom `if (self = [super init…])` / `if (self)`:
                    // the superclass's init returns the object, so the block runs.
                    if word == "if", Self.isInitializerIdiom(conditionTokens) {
                        return Block(open: open, close: close, condition: nil, elements: nil)
                    }
                    // The lazy getter `if (!_box) { _box = [UIView new]; … }`: the block runs
                    // whenever the view it makes exists, so what it does to that view always holds.
                    if word == "if", let name = Self.lazilyCreated(conditionTokens),
                       tokens[(open + 1)..<close].indices.contains(where: { position in
                           position + 1 < close && tokens[position + 1].isPunctuation("=") && !tokens[position + 2].isPunctuation("=")
                               && tokens[position].identifier.map { ConstraintHandleChanges.handleName($0) == name } == true
                               && !Self.isBooleanLiteral(tokens[position + 2])
                       }) {
                        return Block(open: open, close: close, condition: nil, elements: nil)
                    }
                    // `if let top = superview?.topAnchor { … }` in a view's method: it runs once the
                    // view is in a hierarchy, as a caller that adds it first has it (the same as
                    // `guard let … = superview … else { return }` before the statements).
                    if word == "if", Self.unwrapsSuperview(conditionTokens) {
                        return Block(open: open, close: close, condition: nil, elements: nil)
                    }
                    // The set-up-once flag (`if (!self.didSetupConstraints)`): the block runs
                    // the first time, and what it makes stays (`OnceOnlyFlags.swift`).
                    if word == "if", let flag = Self.unsetFlag(conditionTokens),
                       Self.isSetUpOnceFlag(flag, tokens: tokens, block: open..<close, objectiveC: SourceLanguage(path: file.path) == .objectiveC) {
                        return Block(open: open, close: close, condition: nil, elements: nil)
                    }
                    var text = word
                    let condition = ConstantEvaluator.text(conditionTokens, file)
                    if !condition.isEmpty { text += " " + condition }
                    if word == "if" {
                        var block = Block(open: open, close: close, condition: text, elements: nil)
                        block.test = ((index + 1)..<open, false)
                        return block
                    }
                    if word == "else", index + 1 == open,
                       let previous = Self.ifCondition(endingAt: index - 1, tokens: tokens, openers: openers, lowerBound: lowerBound) {
                        var block = Block(open: open, close: close, condition: text, elements: nil)
                        block.test = (previous.startIndex..<previous.endIndex, true)
                        return block
                    }
                    if word == "switch" {
                        var block = Block(open: open, close: close, condition: text, elements: nil)
                        block.switchSubject = (index + 1)..<open
                        return block
                    }
                    var elements: (String, [[String]])?
                    if word == "for", let inIndex = conditionTokens.firstIndex(where: { $0.identifier == "in" }),
                       inIndex > conditionTokens.startIndex, let variable = tokens[inIndex - 1].identifier,
                       let paths = literalList(loopCollection(tokens[(inIndex + 1)..<open],
                                                              parenthesized: conditionTokens.first?.isPunctuation("(") == true)) {
                        elements = (variable, paths)
                    }
                    // `for view in [a, b] { … }` (`for (UIView *view in @[a, b])`): the body runs once
                    // for each element of the literal list, in order (the reader makes its
                    // statements once per element).
                    if elements != nil { return Block(open: open, close: close, condition: nil, elements: elements) }
                    var block = Block(open: open, close: close, condition: text, elements: elements)
                    if word == "for", let inIndex = conditionTokens.firstIndex(where: { $0.identifier == "in" }),
                       inIndex > conditionTokens.startIndex, let variable = tokens[inIndex - 1].identifier {
                        let parenthesized = conditionTokens.first?.isPunctuation("(") == true
                        let end = parenthesized && tokens[open - 1].isPunctuation(")") ? open - 1 : open
                        if inIndex + 1 < end { block.loop = (variable, (inIndex + 1)..<end) }
                    }
                    return block
                }
            }
            index -= 1
        }
        if sawIn { return Block(open: open, close: close, condition: "in a closure", elements: nil) }
        // `let constraint: NSLayoutConstraint = { switch … { case …: return … } }()`: still shown
        // as a closure's (the rest of the reading is unchanged), but its `return`s are the name's.
        if open >= 2, tokens[open - 1].isPunctuation("="), close + 2 < tokens.count, tokens[close + 1].isPunctuation("("),
           tokens[close + 2].isPunctuation(")"), let target = nameAssigned(before: open - 1, tokens: tokens, lowerBound: lowerBound) {
            var block = Block(open: open, close: close, condition: "in a closure", elements: nil)
            block.invokedInPlaceFor = target
            return block
        }
        // Then's `x = UIButton().then { $0… }` (devxoul/Then, `Then.swift`: `func then(_ block:
        // (Self) throws -> Void) rethrows -> Self { try block(self); return self }`): the block runs
        // at once, in order, on the object it returns, so `$0` is the name it is assigned to.
        if open >= 3, tokens[open - 1].identifier == "then", tokens[open - 2].isPunctuation("."),
           let target = assignedName(of: open - 3, tokens: tokens, openers: openers, lowerBound: lowerBound) {
            return Block(open: open, close: close, condition: nil,
                         elements: (closureParameter(tokens: tokens, open: open, close: close), [target]))
        }
        // A trailing closure: `[a, b].forEach { $0… }` or `{ view in … }`. `Sequence.forEach`
        // calls it at once, once for each element in order (the reader makes its statements
        // once per element).
        if open >= 3, tokens[open - 1].identifier == "forEach", tokens[open - 2].isPunctuation("."),
           tokens[open - 3].isPunctuation("]"), let listOpen = openers[open - 3],
           let paths = literalList(tokens[listOpen...(open - 3)]) {
            return Block(open: open, close: close, condition: nil, elements: (closureParameter(tokens: tokens, open: open, close: close), paths))
        }
        var block = Block(open: open, close: close, condition: "in a closure", elements: nil)
        // `box.subviews.forEach { $0… }`: a loop over a collection that is no literal list.
        if open >= 3, tokens[open - 1].identifier == "forEach", tokens[open - 2].isPunctuation("."), tokens[open - 3].identifier != nil {
            var start = open - 3
            while start >= lowerBound + 2, tokens[start - 1].isPunctuation("."), tokens[start - 2].identifier != nil { start -= 2 }
            block.loop = (closureParameter(tokens: tokens, open: open, close: close), start..<(open - 2))
        }
        return block
    }

    /// The condition of the `if` whose block closes at `close` (`if c { … } else`), if it is one.
    private static func ifCondition(endingAt close: Int, tokens: [SourceToken], openers: [Int?],
                                    lowerBound: Int) -> ArraySlice<SourceToken>? {
        guard close > lowerBound, tokens[close].isPunctuation("}"), let open = openers[close] else { return nil }
        var index = open - 1
        while index >= lowerBound, open - index < 64 {
            let token = tokens[index]
            if token.isPunctuation("{") || token.isPunctuation("}") || token.isPunctuation(";") { return nil }
            if token.isPunctuation(")"), let opener = openers[index] { index = opener - 1; continue }
            if token.identifier == "if" { return tokens[(index + 1)..<open] }
            index -= 1
        }
        return nil
    }

    /// A one-parameter closure's parameter: `$0`, or the name in `{ view in`, `{ (button) in`,
    /// `{ (button: UIButton) in`.
    private static func closureParameter(tokens: [SourceToken], open: Int, close: Int) -> String {
        if open + 2 < close, let name = tokens[open + 1].identifier, tokens[open + 2].identifier == "in" { return name }
        if open + 3 < close, tokens[open + 1].isPunctuation("("), let name = tokens[open + 2].identifier,
           let parameterEnd = (open + 2..<min(close, open + 8)).first(where: { tokens[$0].isPunctuation(")") }),
           parameterEnd + 1 < close, tokens[parameterEnd + 1].identifier == "in",
           tokens[(open + 3)..<parameterEnd].allSatisfy({ !$0.isPunctuation(",") }) {
            return name
        }
        return "$0"
    }

    /// The name an expression ending at `end` is assigned to: `menuButton = UIButton()`,
    /// `self.icon = UIImageView(image: i)`, `let title = UILabel()`; `nil` when the expression is
    /// not the right side of a plain assignment.
    /// The name before the `=` at `equals`: `let c: NSLayoutConstraint =`, `c =`.
    private static func nameAssigned(before equals: Int, tokens: [SourceToken], lowerBound: Int) -> String? {
        var index = equals - 1
        while index > lowerBound, equals - index < 8 {
            let token = tokens[index]
            if token.identifier == "let" || token.identifier == "var" { return tokens[index + 1].identifier }
            if token.isPunctuation("{") || token.isPunctuation("}") || token.isPunctuation(";") || token.isPunctuation("=") { break }
            index -= 1
        }
        return equals > lowerBound ? tokens[equals - 1].identifier : nil
    }

    private static func assignedName(of end: Int, tokens: [SourceToken], openers: [Int?], lowerBound: Int) -> [String]? {
        var index = end
        // The expression: names, dots and calls (`UIButton()`, `UIButton(type: .custom)`).
        var steps = 0
        while index > lowerBound, steps < 64 {
            steps += 1
            if tokens[index].isPunctuation(")"), let opener = openers[index] { index = opener - 1; continue }
            if tokens[index].identifier != nil || tokens[index].isPunctuation(".") { index -= 1; continue }
            break
        }
        guard index > lowerBound, index < end, tokens[index].isPunctuation("="),
              !tokens[index - 1].isPunctuation("="), !tokens[index - 1].isPunctuation("!"),
              !tokens[index - 1].isPunctuation("<"), !tokens[index - 1].isPunctuation(">") else { return nil }
        // The target: a name chain, possibly with a type annotation (`let b: UIButton = …`).
        var targetEnd = index - 1
        if targetEnd > lowerBound, tokens[targetEnd].identifier != nil, tokens[targetEnd - 1].isPunctuation(":") { targetEnd -= 2 }
        var start = targetEnd
        while start > lowerBound, tokens[start - 1].isPunctuation(".") || (tokens[start - 1].identifier != nil
                && !["let", "var", "return", "in"].contains(tokens[start - 1].identifier ?? "")) && tokens[start].isPunctuation(".") {
            start -= 1
        }
        guard start <= targetEnd, let path = ConstraintCallReader.path(tokens[start...targetEnd]) else { return nil }
        return path
    }

    /// Objective-C's `[@[a, b] enumerateObjectsUsingBlock:^(UIView *view, NSUInteger i, BOOL *stop) { … }]`:
    /// the block runs at once, for each element in order (Apple, `-[NSArray
    /// enumerateObjectsUsingBlock:]`), like Swift's `forEach`. The block's first parameter is
    /// the element.
    private static func enumeratedElements(tokens: [SourceToken], openers: [Int?], caret: Int,
                                           open: Int) -> (variable: String, paths: [[String]])? {
        guard caret >= 4, tokens[caret - 1].isPunctuation(":"), tokens[caret - 2].identifier == "enumerateObjectsUsingBlock",
              tokens[caret - 3].isPunctuation("]"), let listOpen = openers[caret - 3], listOpen >= 1,
              tokens[listOpen - 1].isPunctuation("@"), let paths = literalList(tokens[listOpen...(caret - 3)]),
              caret + 1 < open, tokens[caret + 1].isPunctuation("(") else { return nil }
        // The first parameter's name: the last identifier before the first `,` (or `)`).
        var variable: String?
        for position in (caret + 2)..<open {
            if tokens[position].isPunctuation(",") || tokens[position].isPunctuation(")") { break }
            if let name = tokens[position].identifier { variable = name }
        }
        return variable.map { ($0, paths) }
    }

    /// The elements of an array literal that are paths, and whether every element was one
    /// (`[title, makeIcon(), self.badge]` gives `title` and `badge`, incomplete). `other` may
    /// name the view an element that is no path stands for (a helper call that makes one).
    static func lenientList(_ tokens: ArraySlice<SourceToken>,
                            other: (ArraySlice<SourceToken>) -> [String]? = { _ in nil }) -> (paths: [[String]], complete: Bool)? {
        var body = tokens
        if body.first?.isPunctuation("@") == true { body = body.dropFirst() }
        guard body.count >= 2, body.first?.isPunctuation("[") == true, body.last?.isPunctuation("]") == true else { return nil }
        var paths: [[String]] = []
        var complete = true
        for element in TokenGroups.splitOnCommas(body.dropFirst().dropLast()) where !element.isEmpty {
            if let path = ConstraintCallReader.path(element) ?? other(element) { paths.append(path) } else { complete = false }
        }
        return (paths, complete)
    }

    /// The collection a `for … in` loops over: Swift's `[a, b]`, or Objective-C's fast
    /// enumeration `for (UIView *v in @[a, b])`, whose literal is `@[…]` inside the loop's parentheses.
    static func loopCollection(_ tokens: ArraySlice<SourceToken>, parenthesized: Bool) -> ArraySlice<SourceToken> {
        var collection = tokens
        if parenthesized, collection.last?.isPunctuation(")") == true { collection = collection.dropLast() }
        if collection.first?.isPunctuation("@") == true { collection = collection.dropFirst() }
        return collection
    }

    static func literalList(_ tokens: ArraySlice<SourceToken>) -> [[String]]? {
        guard tokens.count >= 2, tokens.first?.isPunctuation("[") == true, tokens.last?.isPunctuation("]") == true else { return nil }
        var paths: [[String]] = []
        for element in TokenGroups.splitOnCommas(tokens.dropFirst().dropLast()) {
            guard let path = ConstraintCallReader.path(element) else { return nil }
            paths.append(path)
        }
        return paths
    }

    /// `(self = [super init…])`, `((self = [super initWithFrame:frame]))`, `(self)`.
    /// `(!_box)`, `(!self.box)`, `(_box == nil)`, `(nil == self.box)`, Swift's `box == nil`: the
    /// property tested for not existing yet.
    static func lazilyCreated(_ condition: ArraySlice<SourceToken>) -> String? {
        negatedName(condition, unsetWords: ["nil"])
    }

    /// The one name a condition tests for being unset: `!x`, `!self.x`, `!_x`, or `x == w` /
    /// `w == x` for a word `w` of `unsetWords` (`nil`; `NO`, `false`).
    static func negatedName(_ condition: ArraySlice<SourceToken>, unsetWords: Set<String>) -> String? {
        var tokens = condition
        while tokens.first?.isPunctuation("(") == true, tokens.last?.isPunctuation(")") == true {
            tokens = tokens.dropFirst().dropLast()
        }
        func name(_ slice: ArraySlice<SourceToken>) -> String? {
            guard let path = ConstraintCallReader.path(slice), path.count == 1 else { return nil }
            return path[0]
        }
        if tokens.first?.isPunctuation("!") == true { return name(tokens.dropFirst()) }
        let parts = Array(tokens)
        guard let equals = parts.firstIndex(where: { $0.isPunctuation("=") }), equals + 2 < parts.count,
              parts[equals + 1].isPunctuation("="), equals > 0, parts[equals - 1].isPunctuation("!") == false else { return nil }
        let left = tokens.prefix(equals), right = tokens.dropFirst(equals + 2)
        if right.count == 1, let word = right.first?.identifier, unsetWords.contains(word) { return name(left) }
        if left.count == 1, let word = left.first?.identifier, unsetWords.contains(word) { return name(right) }
        return nil
    }

    static func isInitializerIdiom(_ condition: ArraySlice<SourceToken>) -> Bool {
        var tokens = condition
        while tokens.first?.isPunctuation("(") == true, tokens.last?.isPunctuation(")") == true {
            tokens = tokens.dropFirst().dropLast()
        }
        guard tokens.first?.identifier == "self" else { return false }
        if tokens.count == 1 { return true }
        let rest = tokens.dropFirst()
        return rest.count >= 4 && rest.first?.isPunctuation("=") == true
            && rest.dropFirst().first?.isPunctuation("[") == true
            && rest.dropFirst(2).first?.identifier == "super"
            && rest.dropFirst(3).first?.identifier?.hasPrefix("init") == true
    }

    /// What the code at `index` depends on: the innermost enclosing branch, loop or closure.
    /// The condition of the innermost `#if` group around `index` that opens after `start` (inside a
    /// library's block that begins at `start`), if any.
    func preprocessorCondition(at index: Int, after start: Int) -> String? {
        blocks.filter { $0.isPreprocessorGroup && $0.open > start && $0.open < index && index < $0.close }
            .max(by: { $0.open < $1.open })?.condition
    }

    func condition(at index: Int) -> String? {
        var result: (open: Int, text: String)?
        for block in blocks where block.open < index && index < block.close {
            guard let text = block.condition else { continue }
            if let current = result, current.open > block.open { continue }
            result = (block.open, text)
        }
        return result?.text
    }

    /// The tests of the `if` / `else` blocks around `index`, outermost first, and whether they
    /// are all its conditions (no loop, closure or `switch` around it as well).
    ///
    /// A closure called in place does not make them incomplete (it runs once, right there), and
    /// the `switch` blocks around `index` are given by their subject and braces.
    func tests(at index: Int) -> (tests: [(condition: Range<Int>, negated: Bool)], switches: [(subject: Range<Int>, open: Int)],
                                  complete: Bool) {
        var found: [(open: Int, test: (condition: Range<Int>, negated: Bool))] = []
        var switches: [(subject: Range<Int>, open: Int)] = []
        var complete = true
        for block in blocks where block.open < index && index < block.close && block.condition != nil {
            if let test = block.test {
                found.append((block.open, test))
            } else if let subject = block.switchSubject {
                switches.append((subject, block.open))
            } else if block.invokedInPlaceFor == nil {
                complete = false
            }
        }
        return (found.sorted { $0.open < $1.open }.map(\.test), switches, complete)
    }

    /// The name a `return` at `index` gives its value to, when the innermost closure around it is
    /// one called in place and assigned (`let c = { … return x … }()`).
    func inPlaceTarget(at index: Int) -> String? {
        innermost(around: index) { $0.condition == "in a closure" }?.invokedInPlaceFor
    }

    /// The object a block that runs at once on it (Then's `x = UIButton().then { $0… }`) calls
    /// `variable`, innermost first, at `index`.
    func receivedObject(at index: Int) -> (variable: String, path: [String])? {
        let best = innermost(around: index) { $0.condition == nil && $0.elements?.paths.count == 1 }
        guard let elements = best?.elements, let path = elements.paths.first else { return nil }
        return (elements.variable, path)
    }

    /// Marks the closure whose braces open at `open` as one a helper runs at once on `path`
    /// (`titleLabel.activateConstraints { [$0.topAnchor.constraint(…)] }`): its code runs in order,
    /// and its parameter is that object, as in Then's blocks.
    mutating func runAtOnce(open: Int, on path: [String], tokens: [SourceToken]) {
        guard let position = blocks.firstIndex(where: { $0.open == open }) else { return }
        let close = blocks[position].close
        blocks[position].condition = nil
        blocks[position].elements = (Self.closureParameter(tokens: tokens, open: open, close: close), [path])
    }

    /// Makes the blocks `runs` picks unconditional: their code runs in order whenever the code
    /// around them does (``runOptionalBindings(tokens:parameters:)``).
    mutating func runUnconditionally(where runs: (Block) -> Bool) {
        for position in blocks.indices where runs(blocks[position]) {
            blocks[position].condition = nil
            blocks[position].test = nil
        }
    }

    /// The innermost loop whose variable is `name` around token `index`, with its collection's tokens.
    func loop(named name: String, at index: Int) -> Range<Int>? {
        innermost(around: index) { $0.loop?.variable == name }?.loop?.collection
    }

    /// The elements a loop variable or `$0` stands for at `index`, when they are a literal list.
    func elements(named name: String, at index: Int) -> [[String]]? {
        innermost(around: index) { $0.elements?.variable == name }?.elements?.paths
    }

    /// The innermost block around token `index` (the one opened last; on a tie, the first listed)
    /// that passes `test`.
    private func innermost(around index: Int, where test: (Block) -> Bool) -> Block? {
        var best: Block?
        for block in blocks where block.open < index && index < block.close && test(block) {
            if let current = best, current.open > block.open { continue }
            best = block
        }
        return best
    }
}
