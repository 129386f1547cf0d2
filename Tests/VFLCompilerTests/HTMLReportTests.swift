import Foundation
import Testing
import LayoutIR
@testable import VFLCompiler

@Suite("HTML report and the picture formats of vflc compile")
struct HTMLReportTests {
    @Test("the report of every sample is well-formed, has every environment and view, and its links resolve")
    func everySample() throws {
        for name in SampleFiles.names {
            let file = try SampleFiles.report(name)
            let html = HTMLReport.render([file])
            #expect(html.hasPrefix("<!DOCTYPE html>\n"))
            let document = try PictureTests.parse(html)
            let ids = Set(document.elements.compactMap { $0.attributes["id"] })
            // No scripts: everything folds with <details> and highlights with :target.
            #expect(document.elements(named: "script").isEmpty)
            for (screenIndex, table) in file.tables.enumerated() {
                #expect(document.elements(named: "h2").contains { $0.text.hasPrefix(table.screen) }, "\(name)")
                let figures = document.elements(named: "figure").filter {
                    ($0.attributes["id"] ?? "").hasPrefix("s\(screenIndex)-e")
                }
                #expect(figures.count == table.solutions.count, "\(name): one card per environment")
                for (environmentIndex, solution) in table.solutions.enumerated() {
                    for viewIndex in solution.views.indices {
                        #expect(ids.contains("s\(screenIndex)-e\(environmentIndex)-v\(viewIndex)"), "\(name)")
                    }
                }
            }
            let hrefs = document.elements.compactMap { $0.attributes["href"] }
            for href in hrefs {
                #expect(href.hasPrefix("#") && ids.contains(String(href.dropFirst())), "\(name): dangling link \(href)")
            }
            // Frame tables: one row per view and environment.
            let rows = document.elements(named: "tr").filter { $0.parent.map { document.elements[$0].name } == "tbody" }
            #expect(rows.count == file.tables.reduce(0) { $0 + $1.solutions.reduce(0) { $0 + $1.views.count } })
        }
    }

    @Test("several files in one page: ids unique, a contents list, and a file that does not parse listed on its own")
    func severalFiles() throws {
        let broken = LayoutCompiler().compile(SourceFile(path: "Broken.layout", text: "screen Broken {\n    H:|-[ghost]-|\n}\n"))
        #expect(broken.tables.isEmpty && broken.diagnostics.hasErrors)
        let files = [try SampleFiles.report("Login"), try SampleFiles.report("NavBarEdgesOpaque"),
                     broken]
        let document = try PictureTests.parse(HTMLReport.render(files))
        let ids = document.elements.compactMap { $0.attributes["id"] }
        #expect(Set(ids).count == ids.count, "every id once")
        // One section per screen: Login's and NavBarEdgesOpaque's five.
        #expect(document.elements(named: "section").count == 6)
        #expect(document.elements(named: "nav").count == 1)
        // The parse error sits in the page header, under its file's name, with its location.
        #expect(ids.contains("f2-d0"))
        #expect(document.elements(named: "h2").contains { $0.text == "Broken.layout" })
        #expect(document.elements(named: "span", withClass: "location").contains { $0.text.hasPrefix("Broken.layout:2:") })
    }

    @Test("diagnostics link to the views they name, and conflicted views link back to the diagnostic")
    func diagnosticLinks() throws {
        let html = HTMLReport.render([try SampleFiles.report("SmallPhoneConflict")])
        let document = try PictureTests.parse(html)
        let diagnostic = try #require(document.elements.firstIndex { $0.attributes["id"] == "s0-d0" })
        var links: [String: String] = [:]
        for element in document.elements where element.name == "a" {
            var parent = element.parent
            while let current = parent, current != diagnostic { parent = document.elements[current].parent }
            if parent == diagnostic { links[element.text] = element.attributes["href"] }
        }
        // avatar is view 1 and title view 2 of the iPhone SE (environment 0), where the conflict is.
        #expect(links["avatar"] == "#s0-e0-v1")
        #expect(links["title"] == "#s0-e0-v2")
        let back = document.elements(named: "a").filter { $0.attributes["href"] == "#s0-d0" }
        #expect(back.count == 2)   // the avatar's and the title's rectangles
    }

    @Test("file names and messages are escaped in the page")
    func escaping() throws {
        let text = "screen Card {\n    devices iPhoneSE\n    view card\n    H:|-[card]-|\n    V:|-[card(100)]\n}\n"
        let compiled = LayoutCompiler().compile(SourceFile(path: "R&D <\"1\">'s.layout", text: text))
        let html = HTMLReport.render([compiled])
        let document = try PictureTests.parse(html)
        #expect(document.elements(named: "title").first?.text == "vflc layout report — R&D <\"1\">'s.layout")
        #expect(!html.contains("R&D <"))
    }

    static func temporaryDirectory() throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("vflc-pictures-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    @Test("--format svg -o DIR writes one file per environment, creating the directory")
    func svgCommand() throws {
        let root = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let output = root + "/pictures/nested"
        let result = CommandLineTool.run(["compile", SampleFiles.directory + "/SmallPhoneConflict.layout",
                                          "--format", "svg", "-o", output])
        #expect(result.status == 1)                      // the conflict is still an error
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.contains("cannot all hold"))
        let files = try FileManager.default.contentsOfDirectory(atPath: output).sorted()
        #expect(files == ["SmallPhoneConflict-iPhone15-portrait-ltr.svg", "SmallPhoneConflict-iPhone8-portrait-ltr.svg",
                          "SmallPhoneConflict-iPhoneSE-portrait-ltr.svg"])
        let svg = try String(contentsOfFile: output + "/" + files[2], encoding: .utf8)
        #expect(svg.hasPrefix("<?xml"))
        _ = try PictureTests.parse(svg)
    }

    @Test("--format html writes to -o FILE or to stdout")
    func htmlCommand() throws {
        let root = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let sample = SampleFiles.directory + "/StackOfButtons.layout"
        let toStdout = CommandLineTool.run(["compile", sample, "--format", "html"])
        #expect(toStdout.status == 0)
        #expect(toStdout.stdout.hasPrefix("<!DOCTYPE html>"))
        let path = root + "/report.html"
        let toFile = CommandLineTool.run(["compile", sample, "--format=html", "--output", path])
        #expect(toFile.status == 0 && toFile.stdout.isEmpty)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == toStdout.stdout)
        // -o works for the text formats too, and leaves them unchanged.
        let tablePath = root + "/frames.txt"
        #expect(CommandLineTool.run(["compile", sample, "-o", tablePath]).status == 0)
        #expect(try String(contentsOfFile: tablePath, encoding: .utf8) == CommandLineTool.run(["compile", sample]).stdout)
    }

    @Test("usage errors exit 2 with a clear message")
    func usageErrors() throws {
        let root = try Self.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let sample = SampleFiles.directory + "/StackOfButtons.layout"
        let noDirectory = CommandLineTool.run(["compile", sample, "--format", "svg"])
        #expect(noDirectory.status == 2)
        #expect(noDirectory.stderr.contains("-o DIR"))
        // A file where the directory should be.
        let file = root + "/taken"
        #expect(FileManager.default.createFile(atPath: file, contents: Data()))
        let notADirectory = CommandLineTool.run(["compile", sample, "--format", "svg", "-o", file])
        #expect(notADirectory.status == 2)
        #expect(notADirectory.stderr.contains("is a file"))
        // A directory below a file cannot be created; a report cannot be written there either.
        let below = CommandLineTool.run(["compile", sample, "--format", "svg", "-o", file + "/pictures"])
        #expect(below.status == 2 && below.stderr.contains("cannot create directory") && below.stderr.contains("is a file"))
        let html = CommandLineTool.run(["compile", sample, "--format", "html", "-o", file + "/report.html"])
        #expect(html.status == 2 && html.stderr.contains("cannot write") && html.stderr.contains("is a file, not a directory"))
        let onDirectory = CommandLineTool.run(["compile", sample, "--format", "html", "-o", root])
        #expect(onDirectory.status == 2 && onDirectory.stderr.contains("is a directory"))
        #expect(CommandLineTool.run(["compile", sample, "--format", "svgg"]).stderr.contains("did you mean 'svg'?"))
    }

    /// #31: a screen swept over text sizes gets a matrix, devices by text sizes, each cell the
    /// verdict of its environment linked to its card. The fixed-width sample is cut off from
    /// xLarge on (100 × 19/17 = 111.76 pt needed): 4 fine cells and 8 with a warning per phone.
    @Test("a text-size sweep gets a matrix: rows are devices, columns text sizes, cells verdicts linked to the cards")
    func sweepMatrix() throws {
        let file = try SampleFiles.report("DynamicTypeFixedWidth")
        let document = try PictureTests.parse(HTMLReport.render([file]))
        #expect(document.elements(named: "table").contains { $0.attributes["class"] == "sweep" })
        let cells = document.elements(named: "td").filter { ["fine", "warning", "error"].contains($0.attributes["class"] ?? "") }
        #expect(cells.count == 24)
        #expect(cells.filter { $0.attributes["class"] == "fine" }.count == 8)
        #expect(cells.filter { $0.attributes["class"] == "warning" }.count == 16)
        let headings = document.elements(named: "th").map(\.text)
        #expect(headings.contains("xSmall") && headings.contains("ax5") && headings.contains("iPhone15 portrait ltr"))
        // Every cell links to a card of the report.
        let ids = Set(document.elements.compactMap { $0.attributes["id"] })
        let links = document.elements(named: "a").compactMap { $0.attributes["href"] }.filter { $0.hasPrefix("#s0-e") }
        #expect(links.count >= 24 && links.allSatisfy { ids.contains(String($0.dropFirst())) })
        // A screen with one text size has no matrix.
        let login = try SampleFiles.report("Login")
        #expect(try PictureTests.parse(HTMLReport.render([login])).elements(named: "table").allSatisfy { $0.attributes["class"] != "sweep" })
    }
}
