import Foundation
import Testing
@testable import LayoutSyntax

/// Golden and round-trip tests over `Samples/*.layout`: each sample parses without errors, prints
/// exactly its `Samples/expected/<Name>.parse.txt`, and the printed text parses back to the same IR.
///
/// To refresh the expected files after an intended change, run the tests with
/// `VFLC_UPDATE_GOLDEN=1` and review the diff.
@Suite("Samples")
struct LayoutSampleTests {
    static let sampleNames = ["TableWithButton", "ScrollViewContent", "Login", "StackOfButtons", "TopLayoutGuide"]

    static func load(_ name: String) throws -> SourceFile {
        let url = LayoutTestSupport.samplesDirectory.appendingPathComponent("\(name).layout")
        return SourceFile(path: "\(name).layout", bytes: Array(try Data(contentsOf: url)))
    }

    @Test("every sample parses without errors and prints its expected output", arguments: sampleNames)
    func golden(name: String) throws {
        let file = try Self.load(name)
        let (document, diagnostics) = LayoutParser.parse(file)
        #expect(!diagnostics.hasErrors, "\(DiagnosticRenderer(files: [file]).render(diagnostics))")
        #expect(document.screens.count == 1)
        let printed = LayoutPrinter.print(document)
        let expectedURL = LayoutTestSupport.samplesDirectory.appendingPathComponent("expected/\(name).parse.txt")
        if ProcessInfo.processInfo.environment["VFLC_UPDATE_GOLDEN"] == "1" {
            try printed.write(to: expectedURL, atomically: true, encoding: .utf8)
        }
        let expected = String(decoding: try Data(contentsOf: expectedURL), as: UTF8.self)
        #expect(printed == expected)
    }

    @Test("printing a sample and parsing it again gives the same IR", arguments: sampleNames)
    func roundTrip(name: String) throws {
        let original = LayoutParser.parse(try Self.load(name)).document
        let printed = LayoutPrinter.print(original)
        let (reparsed, diagnostics) = LayoutParser.parse(printed, path: "\(name).printed.layout")
        #expect(diagnostics.isEmpty, "\(LayoutTestSupport.render(diagnostics, printed, path: "\(name).printed.layout"))")
        LayoutRoundTrip.expectSameIR(original, reparsed)
        // A second round is a fixed point, line comments aside.
        #expect(LayoutRoundTrip.withoutComments(LayoutPrinter.print(reparsed)) == LayoutRoundTrip.withoutComments(printed))
    }

    @Test("each sample's constraints keep the source line they were written on")
    func sourceLines() throws {
        for name in Self.sampleNames {
            let file = try Self.load(name)
            let document = LayoutParser.parse(file).document
            for constraint in document.screens.flatMap(\.constraints) {
                let span = try #require(constraint.origin.span)
                #expect(span.file == file.path)
                #expect(!file.lineText(span.line).trimmingCharacters(in: .whitespaces).hasPrefix("//"))
                #expect(!file.text(of: span).isEmpty)
            }
        }
    }
}

/// Comparison of two documents' IR for round-trip tests.
enum LayoutRoundTrip {
    /// The view tree without spans, for comparison.
    static func stripped(_ node: ViewNode) -> ViewNode {
        var copy = node
        copy.span = nil
        copy.children = node.children.map(stripped)
        return copy
    }

    static func expectSameIR(_ original: LayoutDocument, _ reparsed: LayoutDocument,
                             sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(original.screens.count == reparsed.screens.count, sourceLocation: sourceLocation)
        for (a, b) in zip(original.screens, reparsed.screens) {
            #expect(a.name == b.name, sourceLocation: sourceLocation)
            #expect(stripped(a.root) == stripped(b.root), sourceLocation: sourceLocation)
            #expect(a.metrics.map { [$0.name: $0.value] } == b.metrics.map { [$0.name: $0.value] }, sourceLocation: sourceLocation)
            #expect(a.environment.devices.map(\.name) == b.environment.devices.map(\.name), sourceLocation: sourceLocation)
            var environmentA = a.environment, environmentB = b.environment
            environmentA.devices = []; environmentB.devices = []
            #expect(environmentA == environmentB, sourceLocation: sourceLocation)
            #expect(a.constraints.count == b.constraints.count, sourceLocation: sourceLocation)
            for (x, y) in zip(a.constraints, b.constraints) {
                #expect(x.isEquivalent(to: y), "\(x) vs \(y)", sourceLocation: sourceLocation)
                #expect(x.identifier == y.identifier, sourceLocation: sourceLocation)
            }
        }
    }

    /// The text with `// …` comments and blank lines removed.
    static func withoutComments(_ text: String) -> String {
        text.split(separator: "\n").map { line -> String in
            guard let range = line.range(of: "  //") else { return String(line) }
            return String(line[..<range.lowerBound])
        }.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }.joined(separator: "\n")
    }
}
