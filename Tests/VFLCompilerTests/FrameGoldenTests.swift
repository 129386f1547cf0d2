import Foundation
import Testing
import LayoutIR
import LayoutEngine
@testable import VFLCompiler

/// Every `Samples/<Name>.layout` that has `Samples/expected/<Name>.frames.txt` must compile
/// without errors to exactly that frame table. The expected frames are worked out by hand in
/// each sample's header comment; the tests below restate the key numbers.
@Suite("Frame golden files")
struct FrameGoldenTests {
    static let samples: String = {
        var path = #filePath
        for _ in 0..<3 { path = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)]) }
        return path + "/Samples"
    }()

    static func read(_ path: String) -> String? {
        guard let data = FileManagerShim.contents(atPath: path) else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    static var goldenNames: [String] {
        FileManagerShim.contentsOfDirectory(atPath: samples + "/expected")
            .filter { $0.hasSuffix(".frames.txt") }
            .map { String($0.dropLast(".frames.txt".count)) }
            .sorted()
    }

    static func compile(_ name: String) throws -> FrameCompilation.Output {
        let text = try #require(read("\(samples)/\(name).layout"), "missing Samples/\(name).layout")
        return FrameCompilation.compile(SourceFile(path: "\(name).layout", text: text))
    }

    @Test("golden frame tables", arguments: goldenNames)
    func golden(_ name: String) throws {
        let output = try Self.compile(name)
        #expect(!output.diagnostics.hasErrors, "\(output.diagnostics.map(\.description))")
        let expected = try #require(Self.read("\(Self.samples)/expected/\(name).frames.txt"))
        let actual = FrameTableRenderer.render(output.tables, format: .table)
        #expect(actual == expected)
    }

    @Test("the engine's own samples all have golden files")
    func samplesPresent() {
        for name in ["StackDistributions", "NavBarEdgesTranslucent", "NavBarEdgesOpaque", "TopLayoutGuideOrientations",
                     "LeadingTrailing"] {
            #expect(Self.goldenNames.contains(name), "Samples/expected/\(name).frames.txt")
        }
    }

    func frame(_ output: FrameCompilation.Output, screen: String, environment: Int = 0, view: String) -> Rect? {
        output.tables.first { $0.screen == screen }?.solutions[environment].view(named: view)?.frame
    }

    @Test("navigation bar × edgesForExtendedLayout on an iPhone XS Max (hand arithmetic in the sample)")
    func navigationBars() throws {
        let translucent = try Self.compile("NavBarEdgesTranslucent")
        #expect(translucent.tables.first { $0.screen == "TranslucentNone" }?.solutions[0].metrics.rootFrame
                == Rect(x: 0, y: 88, width: 414, height: 725))                      // 896 − 88 − 83
        #expect(frame(translucent, screen: "TranslucentTop", view: "fill") == Rect(x: 0, y: 0, width: 414, height: 813))
        #expect(frame(translucent, screen: "TranslucentBottom", view: "safe") == Rect(x: 0, y: 0, width: 414, height: 725))
        let opaque = try Self.compile("NavBarEdgesOpaque")
        for screen in ["OpaqueAll", "OpaqueNone", "OpaqueTop", "OpaqueBottom"] {
            #expect(opaque.tables.first { $0.screen == screen }?.solutions[0].metrics.rootFrame
                    == Rect(x: 0, y: 88, width: 414, height: 725), "\(screen)")
        }
        #expect(frame(opaque, screen: "OpaqueAllIncludingOpaqueBars", view: "safe")
                == Rect(x: 0, y: 88, width: 414, height: 725))
    }

    @Test("topLayoutGuide: 88 in portrait, 32 in landscape on an iPhone XS")
    func topLayoutGuide() throws {
        let output = try Self.compile("TopLayoutGuideOrientations")
        #expect(frame(output, screen: "TopLayoutGuideOrientations", environment: 0, view: "banner") == Rect(x: 0, y: 88, width: 375, height: 44))
        #expect(frame(output, screen: "TopLayoutGuideOrientations", environment: 1, view: "banner") == Rect(x: 0, y: 32, width: 812, height: 44))
        #expect(frame(output, screen: "TopLayoutGuideOrientations", environment: 1, view: "footer") == Rect(x: 0, y: 310, width: 812, height: 44))
    }

    @Test("leading/trailing mirror in RTL; left does not")
    func leadingTrailing() throws {
        let output = try Self.compile("LeadingTrailing")
        #expect(frame(output, screen: "LeadingTrailing", environment: 0, view: "name") == Rect(x: 64, y: 37.5, width: 120, height: 21))
        #expect(frame(output, screen: "LeadingTrailing", environment: 1, view: "name") == Rect(x: 136, y: 37.5, width: 120, height: 21))
        #expect(frame(output, screen: "LeadingTrailing", environment: 1, view: "badge") == Rect(x: 10, y: 100, width: 20, height: 20))
    }

    @Test("one stack view per distribution (hand arithmetic in the sample)")
    func stacks() throws {
        let output = try Self.compile("StackDistributions")
        let expected: [(String, Rect)] = [
            ("fillC", Rect(x: 116, y: 0, width: 172, height: 44)),
            ("equallyB", Rect(x: 98.5, y: 0, width: 91, height: 44)),
            ("proportionallyC", Rect(x: 163, y: 0, width: 125, height: 44)),
            ("spacedB", Rect(x: 94, y: 0, width: 60, height: 44)),
            ("centeringB", Rect(x: 104, y: 0, width: 60, height: 44)),
            ("hiddenItem", Rect(x: 44, y: 7, width: 0, height: 30)),
            ("hiddenB", Rect(x: 48, y: 12, width: 240, height: 20)),
        ]
        for (view, rect) in expected {
            #expect(frame(output, screen: "StackDistributions", view: view) == rect, "\(view)")
        }
    }
}

/// Small file-system helpers for the golden tests.
private enum FileManagerShim {
    static func contents(atPath path: String) -> [UInt8]? {
        FileManager.default.contents(atPath: path).map { Array($0) }
    }

    static func contentsOfDirectory(atPath path: String) -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
    }
}
