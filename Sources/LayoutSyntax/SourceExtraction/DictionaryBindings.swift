/// Follows dictionaries built earlier in the same function or method, so a VFL call that passes
/// `views: views` can be checked against the keys it really has:
/// `let views = [...]`, `NSDictionary *views = NSDictionaryOfVariableBindings(a, b);`,
/// `views["x"] = y` / `views[@"x"] = y` / `[views setObject:y forKey:@"x"]`, and branches that assign
/// different dictionaries (each one is a candidate the call is checked against).
///
/// It is a scan over a token stream, not a data-flow analysis, so it leans towards "unknown":
/// a variable changed in any way it does not read (a computed key, `merge`, a mutable dictionary
/// handed to another method) is unknown from then on, and an unknown dictionary is never used to
/// report a missing name.
struct DictionaryBindings {
    /// One assignment of a readable dictionary.
    struct Candidate {
        var dictionary: LiteralDictionary
        /// The block it was assigned in, and that block's depth.
        var block: Int
        var blockDepth: Int
        /// Identifies the candidate across calls, for "no call sharing this dictionary uses the key".
        var id: Int
    }

    private struct Binding {
        var name: String
        var depth: Int
        var candidates: [Candidate] = []
        var isUnknown = false
        /// An Objective-C `NSMutableDictionary`: methods it is passed to may add keys.
        var isMutableObject = false
    }

    /// What a name in a `views:` / `metrics:` argument stands for at a call.
    enum Lookup {
        /// Not a dictionary followed here (a parameter, a property, something changed unreadably).
        case unknown
        /// The dictionaries it may hold at the call (one, or one per branch that assigned it).
        case candidates([Candidate])
    }

    /// The loop bodies that give dictionaries keys (``LoopGrownDictionaries``): a call inside one
    /// does not know such a dictionary.
    var grownInLoops: [(body: Range<Int>, names: Set<String>)] = []
    private var bindings: [Binding] = []
    /// Where each name is bound in `bindings`, innermost last: a lookup per identifier must not
    /// scan every binding in scope.
    private var slots: [String: [Int]] = [:]
    /// Each open block's position in `openBlocks`, by serial number.
    private var openPosition: [Int: Int] = [0: 0]
    private var depth = 0
    /// Serial numbers of the blocks open at the current token, outermost first.
    private var openBlocks: [Int] = [0]
    private var nextBlock = 1
    /// For every block: its parent, and its `if` chain (`} else {` and `} else if … {` continue the
    /// chain of the block they follow: exclusive branches).
    private var blockParent: [Int] = [0]
    private var blockChain: [Int] = [0]
    /// The last closed child of each block, by the block's serial number.
    private var lastClosedChild: [Int: Int] = [:]
    private var nextCandidate = 0
    /// Depths of the braces that open a Swift type body (`class A: UIView {`): a `var` there is a
    /// property, changed by any method.
    private var typeBodies: Set<Int> = []
    /// Set by `} else` (the next `{` continues an `if` chain) and by a type keyword (the next `{`
    /// opens a type body unless `func`, `var`, `=`, `(` … come first), so that a brace is classified
    /// without looking back.
    private var pendingElse = false
    private var pendingTypeBody = false

    /// Updates scopes and records declarations, assignments and changes that start at `index`.
    mutating func observe(_ tokens: [SourceToken], at index: Int, language: SourceLanguage, file: SourceFile) {
        let token = tokens[index]
        if token.isPunctuation("{") {
            let parent = openBlocks.last ?? 0
            let serial = nextBlock
            blockParent.append(parent)
            if pendingElse, let sibling = lastClosedChild[parent] {
                blockChain.append(blockChain[sibling])
            } else {
                blockChain.append(serial)
            }
            depth += 1
            openPosition[serial] = openBlocks.count
            openBlocks.append(serial)
            nextBlock += 1
            if language == .swift, pendingTypeBody { typeBodies.insert(depth) }
            pendingElse = false
            pendingTypeBody = false
            return
        }
        if token.isPunctuation("=") || token.isPunctuation("(") || token.isPunctuation(";") { pendingTypeBody = false }
        if token.isPunctuation("}") {
            pendingElse = false
            pendingTypeBody = false
            typeBodies.remove(depth)
            depth = max(0, depth - 1)
            if openBlocks.count > 1, let closed = openBlocks.popLast() {
                lastClosedChild[openBlocks.last ?? 0] = closed
                openPosition[closed] = nil
            }
            while let last = bindings.last, last.depth > depth { removeLastBinding() }
            return
        }
        guard let name = token.identifier else { return }
        switch name {
        case "else":
            pendingElse = index > 0 && tokens[index - 1].isPunctuation("}")
        case "class", "struct", "enum", "extension", "protocol", "actor":
            pendingTypeBody = true
        case "func", "var", "let", "init", "if", "for", "while", "switch", "in", "return", "guard":
            pendingTypeBody = false
        default:
            break
        }
        if index > 0, tokens[index - 1].isPunctuation(".") || tokens[index - 1].isPunctuation(">") {
            // `self.views = …` is a property; `x->views` an instance variable: neither is followed.
            return
        }
        switch language {
        case .swift: observeSwift(tokens, at: index, name: name, file: file)
        case .objectiveC: observeObjectiveC(tokens, at: index, name: name, file: file)
        }
    }

    private mutating func append(_ binding: Binding) {
        slots[binding.name, default: []].append(bindings.count)
        bindings.append(binding)
    }

    private mutating func removeLastBinding() {
        guard let last = bindings.popLast() else { return }
        slots[last.name]?.removeLast()
        if slots[last.name]?.isEmpty == true { slots[last.name] = nil }
    }

    private func slot(_ name: String) -> Int? { slots[name]?.last }

    /// More candidates than this (a dictionary assigned in many branches) make the variable
    /// unknown: each call would be parsed once per candidate.
    static let maximumCandidates = 8

    /// What `name` holds at the current token.
    func lookup(_ name: String) -> Lookup {
        guard let slot = slot(name) else { return .unknown }
        let binding = bindings[slot]
        guard !binding.isUnknown else { return .unknown }
        // The latest assignment on the path to here overrides the earlier ones on that path; a
        // later one in a block already closed (an `if` without `else`, or the branches of an
        // `if`/`else` the call comes after) may have happened instead — unless that block is an
        // exclusive branch of the one holding the call (the `if` of the `else` the call is in).
        let dominant = binding.candidates.lastIndex { openPosition[$0.block] != nil }
        let after = dominant.map { $0 + 1 } ?? 0
        var visible = binding.candidates[after...].filter { openPosition[$0.block] == nil && !excludes($0.block) }
        if let dominant {
            let base = binding.candidates[dominant]
            // `var views = [String: UIView]()` replaced in every branch is not a dictionary any call sees.
            if !(base.dictionary.isEmptyPlaceholder && !visible.isEmpty) { visible.insert(base, at: 0) }
        }
        return visible.isEmpty ? .unknown : .candidates(visible)
    }

    /// True when the closed block `block` lies in a branch exclusive with the open path.
    private func excludes(_ block: Int) -> Bool {
        var ancestor = block
        var steps = 0
        // Bounded: past this nesting the block is taken as not exclusive (more candidates, never fewer).
        while steps < 256, ancestor < blockParent.count {
            let parent = blockParent[ancestor]
            if let position = openPosition[parent] {
                guard position + 1 < openBlocks.count else { return false }
                let openChild = openBlocks[position + 1]
                return openChild != ancestor && blockChain[openChild] == blockChain[ancestor]
            }
            if ancestor == parent { return false }
            ancestor = parent
            steps += 1
        }
        return false
    }

    // MARK: Swift

    private mutating func observeSwift(_ tokens: [SourceToken], at index: Int, name: String, file: SourceFile) {
        if name == "let" || name == "var", index + 1 < tokens.count, let declared = tokens[index + 1].identifier {
            var position = index + 2
            if position < tokens.count, tokens[position].isPunctuation(":") {
                // `let views: [String: Any] = …`: skip the type.
                position = Self.skipType(tokens, from: position + 1)
            }
            var binding = Binding(name: declared, depth: depth)
            if position < tokens.count, tokens[position].isPunctuation("=") {
                let value = Self.expression(tokens, from: position + 1)
                if let dictionary = LiteralDictionary.read(value, file: file) {
                    binding.candidates.append(candidate(dictionary))
                } else {
                    binding.isUnknown = true
                }
            }
            // A stored `var` property can be changed by any method; a `let` one is a constant.
            if name == "var", typeBodies.contains(depth) { binding.isUnknown = true }
            append(binding)
            return
        }
        guard let slot = slot(name), index + 1 < tokens.count,
              index == 0 || (tokens[index - 1].identifier != "let" && tokens[index - 1].identifier != "var") else { return }
        let next = tokens[index + 1]
        if next.isPunctuation("="), !(index + 2 < tokens.count && tokens[index + 2].isPunctuation("=")) {
            assign(slot, Self.expression(tokens, from: index + 2), file: file)
        } else if next.isPunctuation("[") {
            subscriptAssignment(slot, tokens, open: index + 1, file: file)
        } else if next.isPunctuation("."), index + 2 < tokens.count, let member = tokens[index + 2].identifier {
            let reads: Set<String> = ["count", "keys", "values", "isEmpty", "first", "contains", "map", "forEach",
                                      "filter", "compactMap", "sorted", "description"]
            if member == "updateValue", let key = Self.updateValueKey(tokens, from: index + 3) {
                addKey(slot, key, file: file)
            } else if !reads.contains(member) {
                bindings[slot].isUnknown = true
            }
        } else if next.isPunctuation("+") || next.isPunctuation("-") {
            bindings[slot].isUnknown = true  // `+=`, or an operator we do not follow
        } else if index > 0, tokens[index - 1].isPunctuation("&") {
            bindings[slot].isUnknown = true  // passed `inout`
        }
    }

    // MARK: Objective-C

    private mutating func observeObjectiveC(_ tokens: [SourceToken], at index: Int, name: String, file: SourceFile) {
        // `NSDictionary *views = …;`, `NSMutableDictionary<NSString *, UIView *> *views = …;`, `NSDictionary *views;`
        if name == "NSDictionary" || name == "NSMutableDictionary" {
            var position = index + 1
            if position < tokens.count, tokens[position].isPunctuation("<") {
                position = Self.skipType(tokens, from: position)
            }
            guard position + 1 < tokens.count, tokens[position].isPunctuation("*"),
                  let declared = tokens[position + 1].identifier, depth > 0 else { return }
            var binding = Binding(name: declared, depth: depth, isMutableObject: name == "NSMutableDictionary")
            let after = position + 2
            if after < tokens.count, tokens[after].isPunctuation("=") {
                if let dictionary = LiteralDictionary.read(Self.expression(tokens, from: after + 1), file: file) {
                    binding.candidates.append(candidate(dictionary))
                } else {
                    binding.isUnknown = true
                }
            }
            append(binding)
            return
        }
        guard let slot = slot(name), index + 1 < tokens.count else { return }
        let next = tokens[index + 1]
        let previous = index > 0 ? tokens[index - 1] : nil
        if next.isPunctuation("="), !(index + 2 < tokens.count && tokens[index + 2].isPunctuation("=")),
           previous?.isPunctuation("*") != true {
            assign(slot, Self.expression(tokens, from: index + 2), file: file)
        } else if next.isPunctuation("[") {
            subscriptAssignment(slot, tokens, open: index + 1, file: file)
        } else if previous?.isPunctuation("[") == true, let selector = next.identifier {
            // `[views setObject:y forKey:@"x"]`
            if selector == "setObject" || selector == "setValue",
               let key = Self.forKeyLiteral(tokens, from: index + 2) {
                addKey(slot, key, file: file)
            } else if !["objectForKey", "valueForKey", "count", "allKeys", "allValues", "copy", "mutableCopy",
                        "enumerateKeysAndObjectsUsingBlock"].contains(selector) {
                bindings[slot].isUnknown = true
            }
        } else if bindings[slot].isMutableObject, let previous,
                  previous.isPunctuation(":") || previous.isPunctuation("(") || previous.isPunctuation(",") {
            bindings[slot].isUnknown = true  // handed to code that may add keys
        } else if previous?.isPunctuation("&") == true {
            bindings[slot].isUnknown = true
        }
    }

    // MARK: Changes

    private mutating func candidate(_ dictionary: LiteralDictionary) -> Candidate {
        nextCandidate += 1
        return Candidate(dictionary: dictionary, block: openBlocks.last ?? 0, blockDepth: depth, id: nextCandidate)
    }

    private mutating func assign(_ slot: Int, _ value: ArraySlice<SourceToken>, file: SourceFile) {
        guard !bindings[slot].isUnknown else { return }
        guard let dictionary = LiteralDictionary.read(value, file: file) else {
            bindings[slot].isUnknown = true
            return
        }
        let made = candidate(dictionary)
        // Straight-line code at the declaration's own depth replaces every earlier value.
        if depth == bindings[slot].depth { bindings[slot].candidates.removeAll() }
        bindings[slot].candidates.append(made)
        if bindings[slot].candidates.count > Self.maximumCandidates { bindings[slot].isUnknown = true }
    }

    /// `views["x"] = y` adds `x` to every dictionary the variable may hold; anything else is unknown.
    private mutating func subscriptAssignment(_ slot: Int, _ tokens: [SourceToken], open: Int, file: SourceFile) {
        let key = open + 1 < tokens.count ? tokens[open + 1] : nil
        let keyText = key?.stringLiteral?.value
        let closes = open + 2 < tokens.count && tokens[open + 2].isPunctuation("]")
        let assigns = open + 3 < tokens.count && tokens[open + 3].isPunctuation("=")
            && !(open + 4 < tokens.count && tokens[open + 4].isPunctuation("="))
        guard closes, assigns else {
            // A read (`views["x"]`) changes nothing; a computed key cannot be followed.
            if !closes || keyText == nil { bindings[slot].isUnknown = bindings[slot].isUnknown || assignsAfter(tokens, open) }
            return
        }
        guard let key, let keyText else { bindings[slot].isUnknown = true; return }
        addKey(slot, (keyText, key), file: file)
    }

    private func assignsAfter(_ tokens: [SourceToken], _ open: Int) -> Bool {
        guard let close = TokenGroups.matchingClose(tokens, openAt: open), close + 1 < tokens.count else { return false }
        return tokens[close + 1].isPunctuation("=") && !(close + 2 < tokens.count && tokens[close + 2].isPunctuation("="))
    }

    private mutating func addKey(_ slot: Int, _ key: (String, SourceToken), file: SourceFile) {
        guard !bindings[slot].candidates.isEmpty else { bindings[slot].isUnknown = true; return }
        let span = file.span(offset: key.1.start, length: key.1.end - key.1.start)
        for candidate in bindings[slot].candidates.indices {
            bindings[slot].candidates[candidate].dictionary.add(key.0, at: span, value: [])
        }
    }

    // MARK: Token helpers

    /// The tokens of an expression from `start` to the end of its statement (`;`, a line's last
    /// top-level token before another statement is not knowable here, so a Swift expression ends
    /// at the first top-level token that cannot continue it).
    static func expression(_ tokens: [SourceToken], from start: Int) -> ArraySlice<SourceToken> {
        var nesting = 0
        var index = start
        // A dictionary literal longer than this is not followed (and a runaway scan stays linear).
        let limit = min(tokens.count, start + 4096)
        while index < limit {
            let token = tokens[index]
            if token.isPunctuation("[") || token.isPunctuation("(") || token.isPunctuation("{") {
                nesting += 1
            } else if token.isPunctuation("]") || token.isPunctuation(")") || token.isPunctuation("}") {
                if nesting == 0 { break }
                nesting -= 1
                if nesting == 0, !continuesExpression(tokens, after: index) { index += 1; break }
            } else if nesting == 0 {
                if token.isPunctuation(";") { break }
                if token.stringLiteral != nil || token.identifier != nil || token.kind.isNumber,
                   index > start, !continuesExpression(tokens, after: index) {
                    index += 1
                    break
                }
            }
            index += 1
        }
        return tokens[start..<min(index, tokens.count)]
    }

    /// True when the token after `index` continues the same expression (`.`, `(`, `[`, `as`, an operator, `,` inside).
    private static func continuesExpression(_ tokens: [SourceToken], after index: Int) -> Bool {
        guard index + 1 < tokens.count else { return false }
        let next = tokens[index + 1]
        if next.identifier == "as" { return true }
        if let previousIdentifier = tokens[index].identifier, previousIdentifier == "as" { return true }
        if case .punctuation(let byte) = next.kind { return "([.!?<>".utf8.contains(byte) }
        return false
    }

    /// Skips a type (`[String: Any]`, `Dictionary<String, UIView>`, `<NSString *, UIView *>`) up to `=`, `;` or a line's end.
    static func skipType(_ tokens: [SourceToken], from start: Int) -> Int {
        var nesting = 0
        var index = start
        while index < tokens.count {
            let token = tokens[index]
            if token.isPunctuation("[") || token.isPunctuation("<") || token.isPunctuation("(") { nesting += 1 }
            else if token.isPunctuation("]") || token.isPunctuation(">") || token.isPunctuation(")") { nesting -= 1 }
            else if nesting == 0, token.isPunctuation("=") || token.isPunctuation(";") || token.isPunctuation("{") { return index }
            else if nesting == 0, token.isPunctuation("*"), index + 1 < tokens.count, tokens[index + 1].identifier != nil {
                return index
            }
            index += 1
            if nesting == 0, index < tokens.count, tokens[index - 1].identifier != nil, tokens[index].identifier != nil {
                return index
            }
        }
        return index
    }

    /// `[views setObject:y forKey:@"x"]` → `x`.
    private static func forKeyLiteral(_ tokens: [SourceToken], from start: Int) -> (String, SourceToken)? {
        var index = start
        var nesting = 0
        while index + 2 < tokens.count {
            let token = tokens[index]
            if token.isPunctuation("[") || token.isPunctuation("(") { nesting += 1 }
            if token.isPunctuation("]") || token.isPunctuation(")") {
                if nesting == 0 { return nil }
                nesting -= 1
            }
            if nesting == 0, token.identifier == "forKey", tokens[index + 1].isPunctuation(":"),
               let key = tokens[index + 2].stringLiteral?.value,
               index + 3 < tokens.count, tokens[index + 3].isPunctuation("]") {
                return (key, tokens[index + 2])
            }
            index += 1
        }
        return nil
    }

    /// `views.updateValue(y, forKey: "x")` → `x`.
    private static func updateValueKey(_ tokens: [SourceToken], from open: Int) -> (String, SourceToken)? {
        guard open < tokens.count, tokens[open].isPunctuation("("), let close = TokenGroups.matchingClose(tokens, openAt: open),
              close >= open + 3, tokens[close - 2].isPunctuation(":"), tokens[close - 3].identifier == "forKey",
              let key = tokens[close - 1].stringLiteral?.value else { return nil }
        return (key, tokens[close - 1])
    }
}

private extension SourceToken.Kind {
    var isNumber: Bool {
        if case .number = self { return true }
        return false
    }
}
