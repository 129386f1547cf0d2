import Foundation
import Testing
@testable import LayoutSyntax

/// Mutations of the valid sample files (a token deleted, duplicated, or swapped with the next one)
/// never crash the parser; every diagnostic is located inside the mutated file; a mutation the
/// parser accepts still gives a document that prints and parses back to the same IR; and
/// mutations that break the structure (a brace, a parenthesis, a keyword or an equation's
/// relation deleted) always report an error.
@Suite("Mutations of valid files")
struct LayoutMutationTests {
    enum Mutation: CaseIterable { case delete, duplicate, swap }

    /// Token ranges of a file, from the lexer itself (VFL lines are split into their characters'
    /// tokens, so mutations reach inside them too).
    static func tokenRanges(_ file: SourceFile) -> [Range<Int>] {
        var lexer = LayoutLexer(file: file)
        var ranges: [Range<Int>] = []
        while true {
            let token = lexer.next()
            if token.kind == .end { return ranges }
            ranges.append(token.offset..<token.endOffset)
        }
    }

    static func mutate(_ bytes: [UInt8], _ ranges: [Range<Int>], at index: Int, _ mutation: Mutation) -> [UInt8] {
        let range = ranges[index]
        switch mutation {
        case .delete:
            return Array(bytes[..<range.lowerBound]) + Array(bytes[range.upperBound...])
        case .duplicate:
            return Array(bytes[..<range.upperBound]) + [UInt8(ascii: " ")] + Array(bytes[range]) + Array(bytes[range.upperBound...])
        case .swap:
            guard index + 1 < ranges.count else { return bytes }
            let next = ranges[index + 1]
            return Array(bytes[..<range.lowerBound]) + Array(bytes[next]) + Array(bytes[range.upperBound..<next.lowerBound])
                + Array(bytes[range]) + Array(bytes[next.upperBound...])
        }
    }

    @Test("mutated samples: no crash, located diagnostics, accepted mutations round-trip", arguments: LayoutSampleTests.sampleNames)
    func mutations(name: String) throws {
        let original = try LayoutSampleTests.load(name)
        let ranges = Self.tokenRanges(original)
        #expect(ranges.count > 30)
        var random = SeededRandom(seed: UInt64(name.utf8.count) &* 977)
        var rejected = 0
        var total = 0
        for mutation in Mutation.allCases {
            // Every token for deletion; a random half of them for the other mutations.
            for index in ranges.indices where mutation == .delete || random.next() % 2 == 0 {
                let bytes = Self.mutate(original.bytes, ranges, at: index, mutation)
                let file = SourceFile(path: "mutated.layout", bytes: bytes)
                let (document, diagnostics) = LayoutParser.parse(file)
                total += 1
                LayoutRobustnessTests.expectLocated(diagnostics, in: file)
                if diagnostics.hasErrors {
                    rejected += 1
                    continue
                }
                let printed = LayoutPrinter.print(document)
                let (reparsed, again) = LayoutParser.parse(printed, path: "printed.layout")
                #expect(!again.hasErrors, "\(String(decoding: bytes, as: UTF8.self))")
                LayoutRoundTrip.expectSameIR(document, reparsed)
            }
        }
        // Most single-token edits of a real file are errors; the rest are still valid files.
        #expect(rejected * 10 >= total * 6, "only \(rejected) of \(total) mutations were rejected")
    }

    @Test("deleting a brace, a parenthesis or a keyword is always an error", arguments: LayoutSampleTests.sampleNames)
    func structuralDeletions(name: String) throws {
        let original = try LayoutSampleTests.load(name)
        let ranges = Self.tokenRanges(original)
        let structural: Set<String> = ["{", "}", "(", ")", "screen", "metric", "makeConstraints", "==", ">=", "<="]
        var checked = 0
        for index in ranges.indices {
            let text = String(decoding: original.bytes[ranges[index]], as: UTF8.self)
            guard structural.contains(text) else { continue }
            // In VFL a predicate's relation is optional ("(==a)" and "(a)" mean the same).
            let line = original.lineText(original.location(of: ranges[index].lowerBound).line)
                .trimmingCharacters(in: .whitespaces)
            if text.count == 2, ["H:", "V:", "|", "["].contains(where: { line.hasPrefix($0) }) { continue }
            let bytes = Self.mutate(original.bytes, ranges, at: index, .delete)
            let (_, diagnostics) = LayoutParser.parse(SourceFile(path: "mutated.layout", bytes: bytes))
            let errors = diagnostics.filter { $0.severity == .error }
            #expect(!errors.isEmpty, "\(name): deleting '\(text)' at byte \(ranges[index].lowerBound) was accepted")
            #expect(errors.allSatisfy { $0.span != nil })
            checked += 1
        }
        #expect(checked >= 5)
    }
}
