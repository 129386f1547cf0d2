/// A reader for the ISO EBNF files in `Grammar/` and a random sentence generator over them,
/// for the grammar-generation tests.
struct EBNFGrammar {
    indirect enum Node {
        case terminal(String)
        case nonterminal(String)
        case sequence([Node])
        case choice([Node])
        case optional(Node)
        case repetition(Node)
    }

    enum ReadError: Error, CustomStringConvertible {
        case unexpected(String, rule: String)
        var description: String {
            switch self { case .unexpected(let token, let rule): return "unexpected '\(token)' in rule '\(rule)'" }
        }
    }

    private(set) var rules: [String: Node] = [:]
    private(set) var order: [String] = []

    /// Reads `name = expression ;` rules; `(* comments *)` are skipped, names may contain spaces.
    init(text: String) throws {
        let tokens = Self.tokenize(text)
        var index = 0
        while index < tokens.count {
            let name = tokens[index]
            guard index + 1 < tokens.count, tokens[index + 1] == "=" else { throw ReadError.unexpected(name, rule: "?") }
            index += 2
            let node = try Self.parseChoice(tokens, &index, rule: name)
            guard index < tokens.count, tokens[index] == ";" else {
                throw ReadError.unexpected(index < tokens.count ? tokens[index] : "end", rule: name)
            }
            index += 1
            rules[name] = node
            order.append(name)
        }
    }

    /// Tokens: quoted terminals keep their quotes; runs of words form one name.
    private static func tokenize(_ text: String) -> [String] {
        let characters = Array(text)
        var tokens: [String] = []
        var index = 0
        var pendingWords: [String] = []
        func flushWords() {
            if !pendingWords.isEmpty { tokens.append(pendingWords.joined(separator: " ")); pendingWords = [] }
        }
        while index < characters.count {
            let c = characters[index]
            if c == "(", index + 1 < characters.count, characters[index + 1] == "*" {
                index += 2
                while index + 1 < characters.count, !(characters[index] == "*" && characters[index + 1] == ")") { index += 1 }
                index += 2
                continue
            }
            if c.isWhitespace { index += 1; continue }
            if c == "\"" || c == "'" {
                flushWords()
                var end = index + 1
                while end < characters.count, characters[end] != c { end += 1 }
                tokens.append(String(characters[index...min(end, characters.count - 1)]))
                index = end + 1
                continue
            }
            if c.isLetter || c.isNumber || c == "_" {
                var end = index
                while end < characters.count, characters[end].isLetter || characters[end].isNumber || characters[end] == "_" { end += 1 }
                pendingWords.append(String(characters[index..<end]))
                index = end
                continue
            }
            flushWords()
            tokens.append(String(c))
            index += 1
        }
        flushWords()
        return tokens
    }

    private static func parseChoice(_ tokens: [String], _ index: inout Int, rule: String) throws -> Node {
        var alternatives = [try parseSequence(tokens, &index, rule: rule)]
        while index < tokens.count, tokens[index] == "|" {
            index += 1
            alternatives.append(try parseSequence(tokens, &index, rule: rule))
        }
        return alternatives.count == 1 ? alternatives[0] : .choice(alternatives)
    }

    private static func parseSequence(_ tokens: [String], _ index: inout Int, rule: String) throws -> Node {
        var items: [Node] = []
        while index < tokens.count, ![";", "|", ")", "]", "}"].contains(tokens[index]) {
            if tokens[index] == "," { index += 1; continue }
            items.append(try parsePrimary(tokens, &index, rule: rule))
        }
        return items.count == 1 ? items[0] : .sequence(items)
    }

    private static func parsePrimary(_ tokens: [String], _ index: inout Int, rule: String) throws -> Node {
        let token = tokens[index]
        index += 1
        switch token {
        case "(", "[", "{":
            let close = token == "(" ? ")" : token == "[" ? "]" : "}"
            let inner = try parseChoice(tokens, &index, rule: rule)
            guard index < tokens.count, tokens[index] == close else { throw ReadError.unexpected(token, rule: rule) }
            index += 1
            return token == "(" ? inner : token == "[" ? .optional(inner) : .repetition(inner)
        default:
            if token.first == "\"" || token.first == "'" { return .terminal(String(token.dropFirst().dropLast())) }
            guard token.first.map({ $0.isLetter || $0.isNumber || $0 == "_" }) == true else {
                throw ReadError.unexpected(token, rule: rule)
            }
            return .nonterminal(token)
        }
    }

    /// Every nonterminal used but not defined (must be empty for a complete grammar).
    var undefinedNames: [String] {
        var used: Set<String> = []
        func visit(_ node: Node) {
            switch node {
            case .terminal: break
            case .nonterminal(let name): used.insert(name)
            case .sequence(let items), .choice(let items): items.forEach(visit)
            case .optional(let inner), .repetition(let inner): visit(inner)
            }
        }
        rules.values.forEach(visit)
        return used.filter { rules[$0] == nil }.sorted()
    }
}

/// A deterministic pseudo-random source (SplitMix64), so failures reproduce.
struct SeededRandom: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Generates random sentences: alternatives and repetitions are chosen at random until a depth
/// budget runs out, then the shortest expansions are taken so that generation always ends.
struct SentenceGenerator {
    let grammar: EBNFGrammar
    /// Hand-written generators for rules whose text the grammar leaves to comments (names,
    /// numbers, VFL lines) or whose valid values depend on context.
    var overrides: [String: (inout SentenceGenerator) -> [String]] = [:]
    var random: SeededRandom
    var maximumDepth = 8
    var counter = 0
    private var heights: [String: Int] = [:]

    init(grammar: EBNFGrammar, seed: UInt64) {
        self.grammar = grammar
        self.random = SeededRandom(seed: seed)
        heights = Self.minimumHeights(grammar)
    }

    mutating func fresh(_ prefix: String) -> String {
        counter += 1
        return "\(prefix)\(counter)"
    }

    mutating func pick(_ options: [String]) -> String { options[Int(random.next() % UInt64(options.count))] }

    /// The tokens of one sentence of `rule`.
    mutating func generate(_ rule: String, depth: Int = 0) -> [String] {
        if let override = overrides[rule] { return override(&self) }
        guard let node = grammar.rules[rule] else { return [] }
        var out: [String] = []
        expand(node, depth: depth, into: &out)
        return out
    }

    private mutating func expand(_ node: EBNFGrammar.Node, depth: Int, into out: inout [String]) {
        let deep = depth >= maximumDepth
        switch node {
        case .terminal(let text):
            out.append(text)
        case .nonterminal(let name):
            out += generate(name, depth: depth + 1)
        case .sequence(let items):
            for item in items { expand(item, depth: depth, into: &out) }
        case .choice(let alternatives):
            let chosen: EBNFGrammar.Node
            if deep {
                chosen = alternatives.min { height($0) < height($1) } ?? alternatives[0]
            } else {
                chosen = alternatives[Int(random.next() % UInt64(alternatives.count))]
            }
            expand(chosen, depth: depth, into: &out)
        case .optional(let inner):
            if !deep, random.next() % 2 == 0 { expand(inner, depth: depth, into: &out) }
        case .repetition(let inner):
            let count = deep ? 0 : Int(random.next() % 3)
            for _ in 0..<count { expand(inner, depth: depth, into: &out) }
        }
    }

    private func height(_ node: EBNFGrammar.Node) -> Int { Self.height(node, heights) }

    private static func height(_ node: EBNFGrammar.Node, _ heights: [String: Int]) -> Int {
        switch node {
        case .terminal: return 0
        case .nonterminal(let name): return (heights[name] ?? 1_000) + 1
        case .sequence(let items): return items.map { height($0, heights) }.max() ?? 0
        case .choice(let alternatives): return alternatives.map { height($0, heights) }.min() ?? 0
        case .optional, .repetition: return 0
        }
    }

    /// The least depth at which each rule can finish, by fixpoint iteration.
    private static func minimumHeights(_ grammar: EBNFGrammar) -> [String: Int] {
        var heights: [String: Int] = [:]
        var changed = true
        while changed {
            changed = false
            for (name, node) in grammar.rules {
                let value = height(node, heights)
                if value < (heights[name] ?? 1_000) { heights[name] = value; changed = true }
            }
        }
        return heights
    }
}
