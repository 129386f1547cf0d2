import Foundation
import Testing
import LayoutEngine
import LayoutSyntax
@testable import VFLCompiler

/// Interface Builder documents through the whole pipeline, as designed: the solved frames are
/// the ones worked out by hand from each document's constraints (and equal Xcode's stored ones).
@Suite("Interface Builder compile")
struct InterfaceBuilderCompileTests {
    private func seed(_ name: String) throws -> SourceFile {
        var path = #filePath
        for _ in 0..<3 { path = (path as NSString).deletingLastPathComponent }
        path = (path as NSString).appendingPathComponent("Benchmarks/Fuzz/ib-seeds/\(name)")
        let data = try #require(FileManager.default.contents(atPath: path))
        return SourceFile(path: name, bytes: [UInt8](data))
    }

    private func frames(_ name: String) throws -> [String: LayoutRect] {
        let compiled = ScreenCompilation.compile(try seed(name), filter: .none, asDesigned: true)
        #expect(!compiled.diagnostics.hasErrors, "\(compiled.diagnostics.map(\.description))")
        let solution = try #require(compiled.tables.first?.solutions.first)
        var result: [String: LayoutRect] = [:]
        for view in solution.views { if let id = view.sourceID { result[id] = view.frame } }
        return result
    }

    @Test("a storyboard scene: safe area 44 inferred from the label's top (64 − 20), button centred under it")
    func storyboard() throws {
        let frames = try frames("Login.storyboard")
        // lbl: leading/trailing 20 from the safe area of a 414-wide root, top 44 + 20.
        #expect(frames["lbl"] == LayoutRect(x: 20, y: 64, width: 374, height: 21))
        // btn: 20 below the label, centred: (414 − 74) / 2 = 170.
        #expect(frames["btn"] == LayoutRect(x: 170, y: 105, width: 74, height: 30))
    }

    @Test("a table cell: content-view margins 11/16, a stack skipping its hidden label, a switch's alignment rect")
    func cell() throws {
        let frames = try frames("Cell.xib")
        // The stack: margins 16 and 11 in a 375 × 59.5 content view; 20.5 + 4 + 13 = 37.5 tall.
        #expect(frames["stack"] == LayoutRect(x: 16, y: 11, width: 284, height: 37.5))
        #expect(frames["d"] == LayoutRect(x: 0, y: 24.5, width: 284, height: 13))
        // The switch's alignment rect is 49 wide (its 51-pt frame less 2 on the right): 375 − 16 − 49.
        #expect(frames["sw"]?.x == 310)
        #expect(frames["sw"]?.width == 49)
    }

    @Test("vflc parse prints an IB document as .layout text that parses again")
    func roundTrip() throws {
        let (document, diagnostics) = InterfaceBuilderReader.read(try seed("Cell.xib"))
        #expect(diagnostics.isEmpty)
        let printed = LayoutPrinter.print(document)
        let (again, problems) = LayoutParser.parse(printed)
        #expect(problems.isEmpty, "\(problems.map(\.description))")
        #expect(again.screens.first?.constraints.count == document.screens.first?.constraints.count)
    }
}
