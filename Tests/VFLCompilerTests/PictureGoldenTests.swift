import Foundation
import Testing
@testable import VFLCompiler

/// Golden pictures: `Samples/expected/Login.svg` (the Login screen on an iPhone SE, portrait,
/// left-to-right, as `vflc compile --format svg` writes it) and
/// `Samples/expected/SmallPhoneConflict.report.html` (the whole HTML report of a screen with a
/// conflict). `VFLC_UPDATE_PICTURES=1 swift test --filter PictureGoldenTests` rewrites them after
/// a deliberate change; look at them in a browser before committing.
@Suite("Picture golden files")
struct PictureGoldenTests {
    static func check(_ actual: String, against name: String) throws {
        let path = SampleFiles.directory + "/expected/" + name
        if ProcessInfo.processInfo.environment["VFLC_UPDATE_PICTURES"] == "1" {
            #expect(FileManager.default.createFile(atPath: path, contents: Data(actual.utf8)), "cannot write \(path)")
        }
        let data = try #require(FileManager.default.contents(atPath: path), "missing Samples/expected/\(name)")
        let expected = String(decoding: data, as: UTF8.self)
        #expect(actual == expected, "Samples/expected/\(name) differs; see PictureGoldenTests")
    }

    @Test("Login on an iPhone SE, portrait, ltr: the standalone SVG")
    func loginSVG() throws {
        let compilation = try SampleFiles.compile("Login")
        let table = try #require(compilation.tables.first)
        let index = try #require(table.solutions.firstIndex { $0.environment.name == "iPhoneSE portrait ltr" })
        let svg = SVGWireframe.document(screen: table.screen, solution: table.solutions[index],
                                        marks: compilation.findings[0].marks(at: index))
        try Self.check(svg, against: "Login.svg")
    }

    @Test("SmallPhoneConflict: the HTML report")
    func smallPhoneConflictReport() throws {
        try Self.check(HTMLReport.render([try SampleFiles.report("SmallPhoneConflict")]),
                       against: "SmallPhoneConflict.report.html")
    }
}
