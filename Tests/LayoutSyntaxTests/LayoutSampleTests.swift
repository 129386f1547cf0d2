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

    @Test("the sketch in Docs/Design.md#the-layout-language parses as written")
    func designSketch() throws {
        let text = """
            screen Login {
                devices iPhoneSE, iPhone15, iPhone15ProMax, iPadAir      // catalog names; or declare one: device Kiosk 600x1024
                orientations portrait, landscape
                directions ltr, rtl
                navigationBar translucent          // translucent | opaque | hidden; leave out for no navigation controller
                tabBar opaque                      // translucent | opaque | hidden; leave out for no tab bar controller
                edgesForExtendedLayout all         // all | none | top | bottom | top, bottom
                metric pad = 16

                label userLabel   { intrinsic 80x21 }
                textField userField { intrinsic 120x34; hugging horizontal 240 }
                button login      { intrinsic 64x30 }
                scrollView list {
                    view content
                }
                stackView actions { axis horizontal; distribution fillEqually; alignment center; spacing 8
                    button ok     { intrinsic 40x30 }
                    button cancel { intrinsic 64x30 }
                }

                H:|-pad-[userLabel]-[userField]-pad-|                 // VFL as UIKit reads it; | is the parent of the line's views
                V:[topLayoutGuide]-[userField]

                userLabel.centerY == userField.centerY                // an equation: the form vflc prints constraints in
                login.width >= userField.width * 0.5 + 10 @750

                login.snp.makeConstraints { make in                    // a SnapKit closure, copied from Swift
                    make.top.equalTo(userField.snp.bottom).offset(20)
                    make.centerX.equalToSuperview()
                    make.bottom.lessThanOrEqualTo(view.safeAreaLayoutGuide.snp.bottom).inset(20)
                }
            }
            """
        let (document, diagnostics) = LayoutParser.parse(text, path: "DESIGN.layout")
        #expect(diagnostics.isEmpty, "\(LayoutTestSupport.render(diagnostics, text, path: "DESIGN.layout"))")
        let screen = try #require(document.screens.first)
        #expect(screen.constraints.map(ConstraintPrinter.equation) == [
            "userLabel.leading == view.leading + 16", "userField.leading == userLabel.trailing + 8",
            "view.trailing == userField.trailing + 16", "userField.top == view.topLayoutGuide.bottom + 8",
            "userLabel.centerY == userField.centerY", "login.width >= userField.width * 0.5 + 10 @750",
            "login.top == userField.bottom + 20", "login.centerX == view.centerX",
            "login.bottom <= view.safeArea.bottom - 20",
        ])
        #expect(screen.allViews.map(\.view.name) == ["view", "userLabel", "userField", "login", "list", "content", "actions", "ok", "cancel"])
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
