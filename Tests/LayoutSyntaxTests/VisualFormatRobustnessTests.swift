import Testing
@testable import LayoutSyntax

/// A small deterministic random generator (SplitMix64), so failures reproduce.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Generates formats from Grammar/vfl.ebnf together with the number of constraints UIKit makes.
struct VisualFormatSentenceGenerator {
    var random: SplitMix64
    static let views = ["a", "b", "c", "_x1"]
    static let metrics: [String: Double] = ["m1": 8, "m2": -4.5, "p": 750]

    mutating func pick<T>(_ choices: [T]) -> T { choices[Int(random.next() % UInt64(choices.count))] }
    mutating func chance(_ percent: UInt64) -> Bool { random.next() % 100 < percent }

    mutating func number(allowNegative: Bool) -> String {
        let forms = ["0", "8", "12.5", "1e2", "10.", "0x10", "0.25", "1E1", "7e+0"]
        let text: String = pick(forms)
        return allowNegative && chance(30) ? "-" + text : text
    }

    mutating func predicate(inView: Bool, needsSafeStart: Bool) -> String {
        var text = ""
        let hasRelation = chance(50)
        if hasRelation { text += pick(["==", "<=", ">="]) }
        var objects = [number(allowNegative: hasRelation || !needsSafeStart), "m1", "p"]
        if hasRelation || !needsSafeStart { objects.append("m2") }
        if inView { objects.append(pick(Self.views)) }
        text += pick(objects)
        if chance(30) { text += "@" + pick(["1", "250", "999.5", "1000", "p"]) }
        return text
    }

    /// A connection and how many constraints it makes.
    mutating func connection() -> (String, Int) {
        switch random.next() % 4 {
        case 0: return ("", 1)
        case 1: return ("-", 1)
        case 2: return ("-" + predicate(inView: false, needsSafeStart: true) + "-", 1)
        default:
            let count = Int(random.next() % 3) + 1
            let list = (0..<count).map { _ in predicate(inView: false, needsSafeStart: false) }
            return ("-(" + list.joined(separator: ",") + ")-", count)
        }
    }

    mutating func view() -> (String, Int) {
        let name = pick(Self.views)
        guard chance(50) else { return ("[\(name)]", 0) }
        let count = Int(random.next() % 3) + 1
        let list = (0..<count).map { _ in predicate(inView: true, needsSafeStart: false) }
        return ("[\(name)(" + list.joined(separator: ",") + ")]", count)
    }

    /// A sentence, its options and the number of constraints it must produce.
    mutating func sentence() -> (format: String, options: VisualFormatOptions, count: Int) {
        var text = ""
        let vertical: Bool
        switch random.next() % 3 {
        case 0: text = "V:"; vertical = true
        case 1: text = "H:"; vertical = false
        default: vertical = false
        }
        var count = 0
        if chance(50) {
            let (piece, made) = connection()
            text += "|" + piece
            count += made
        }
        let viewCount = Int(random.next() % 4) + 1
        for index in 0..<viewCount {
            if index > 0 {
                let (piece, made) = connection()
                text += piece
                count += made
            }
            let (piece, made) = view()
            text += piece
            count += made
        }
        if chance(50) {
            let (piece, made) = connection()
            text += piece + "|"
            count += made
        }
        var options: VisualFormatOptions = vertical
            ? pick([[], .alignAllLeading, [.alignAllCenterX, .alignAllTrailing], .spacingBaselineToBaseline])
            : pick([[], .alignAllTop, [.alignAllCenterY, .alignAllLastBaseline], .directionRightToLeft, .directionLeftToRight])
        if vertical && chance(20) { options.insert(.directionRightToLeft) }  // ignored in V
        count += (viewCount - 1) * options.alignmentAttributes.count
        return (sprinkleWhitespace(text), options, count)
    }

    /// Whitespace is removed before parsing, so it may go anywhere.
    mutating func sprinkleWhitespace(_ text: String) -> String {
        var out = ""
        for character in text {
            if chance(10) { out += pick([" ", "\t", "\n", "  "]) }
            out.append(character)
        }
        return out
    }
}

@Suite struct VisualFormatRobustnessTests {
    private let views: [String: LayoutItem] = Dictionary(uniqueKeysWithValues: VisualFormatSentenceGenerator.views.map { ($0, LayoutItem.view($0)) })

    @Test func acceptsSentencesGeneratedFromTheGrammar() {
        var generator = VisualFormatSentenceGenerator(random: SplitMix64(seed: 2026))
        for _ in 0..<3000 {
            let (format, options, count) = generator.sentence()
            let result = VisualFormat.parse(format, views: views, metrics: VisualFormatSentenceGenerator.metrics, options: options)
            #expect(result.diagnostics.isEmpty, "\(format): \(result.diagnostics.map(\.message))")
            #expect(result.constraints.count == count, "\(format) with \(options.names)")
            for constraint in result.constraints {
                #expect(constraint.constant.isFinite && constraint.multiplier == 1)
                #expect(constraint.origin.span != nil && constraint.origin.statement != nil)
            }
        }
    }

    @Test func randomInputNeverTrapsAndAlwaysGivesOneLocatedErrorOrConstraints() {
        var random = SplitMix64(seed: 7)
        let alphabet = Array("HV:|-[]()@,<>=._aAbz019xe+ \t".utf8)
        for round in 0..<5000 {
            let length = Int(random.next() % 24)
            var bytes: [UInt8] = []
            for _ in 0..<length {
                bytes.append(round % 10 == 0 ? UInt8(truncatingIfNeeded: random.next()) : alphabet[Int(random.next() % UInt64(alphabet.count))])
            }
            let format = String(decoding: bytes, as: UTF8.self)
            let result = VisualFormat.parse(format, views: ["a": .view("a"), "b": .root, "z": .view("z")],
                                            metrics: ["e": 3, "x": .infinity],
                                            options: VisualFormatOptions(rawValue: UInt(random.next() % 4) << 16))
            if result.diagnostics.isEmpty {
                #expect(!result.constraints.isEmpty, "\(format)")
                #expect(result.constraints.allSatisfy { $0.constant.isFinite })
            } else {
                #expect(result.diagnostics.count == 1 && result.constraints.isEmpty)
                let span = result.diagnostics[0].span
                #expect(span != nil && span!.offset >= 0 && span!.endOffset <= format.utf8.count, "\(format)")
            }
        }
    }

    @Test func hugeChainsParseInOnePass() {
        let count = 20_000
        let format = "H:|" + String(repeating: "-[a]", count: count) + "-|"
        let result = VisualFormat.parse(format, views: ["a": .view("a")], options: .alignAllTop)
        #expect(result.diagnostics.isEmpty)
        #expect(result.constraints.count == count + 1 + (count - 1))
    }

    @Test func deepNestingAndLongTokensFailFastWithoutRecursion() {
        let parens = VisualFormat.parse("[a(" + String(repeating: "(", count: 200_000), views: ["a": .view("a")])
        #expect(parens.diagnostics.first?.message == "Expected a number or key from the metrics dictionary, but encountered something else")
        #expect(parens.diagnostics.first?.span?.column == 4)
        let brackets = VisualFormat.parse(String(repeating: "[", count: 200_000), views: [:])
        #expect(brackets.diagnostics.first?.span?.column == 2)
        let digits = VisualFormat.parse("[a(" + String(repeating: "9", count: 100_000) + ")]", views: ["a": .view("a")])
        #expect(digits.diagnostics.first?.message.hasPrefix("The number '999") == true)
        let tiny = VisualFormat.parse("[a(0." + String(repeating: "0", count: 100_000) + "1)]", views: ["a": .view("a")])
        #expect(tiny.constraints.first?.constant == 0)
        let name = String(repeating: "n", count: 100_000)
        let unknown = VisualFormat.parse("[\(name)]", views: ["a": .view("a")])
        #expect(unknown.diagnostics.first?.span?.column == 100_002)
    }

    @Test func cFormatGMatchesPrintf() {
        let cases: [(Double, String)] = [
            (0, "0"), (-5, "-5"), (1001, "1001"), (1000.5, "1000.5"), (1500, "1500"), (123456, "123456"),
            (1234567, "1.23457e+06"), (999999.5, "1e+06"), (1e20, "1e+20"), (0.0001, "0.0001"), (0.00001, "1e-05"),
            (-0.5, "-0.5"), (2.5e-7, "2.5e-07"), (.infinity, "inf"), (-.infinity, "-inf"), (1e300, "1e+300"),
        ]
        for (value, text) in cases { #expect(cFormatG(value) == text, "\(value)") }
    }
}
