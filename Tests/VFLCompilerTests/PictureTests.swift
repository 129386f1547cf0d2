import Foundation
import Testing
import LayoutIR
import LayoutEngine
@testable import VFLCompiler

@Suite("SVG wireframes")
struct PictureTests {
    static func parse(_ text: String) throws -> XMLDocumentSummary {
        var failure = ""
        let document = XMLDocumentSummary.parse(text, failure: &failure)
        return try #require(document, "not well-formed XML: \(failure)")
    }

    static func number(_ element: XMLDocumentSummary.Element, _ attribute: String) -> Double {
        element.attributes[attribute].flatMap(Double.init) ?? .nan
    }

    /// The `frame` rectangle of the view group called `name`.
    static func frameRect(_ document: XMLDocumentSummary, view name: String) throws -> LayoutRect {
        let group = try #require(document.viewGroups().first { $0.name == name }, "no group for \(name)")
        let rect = try #require(document.children(of: group.index).first { document.classes(of: $0).contains("frame") }
                                ?? document.elements.indices.filter { document.elements[$0].parent == group.index }
                                    .flatMap { document.children(of: $0) }
                                    .first { document.classes(of: $0).contains("frame") })
        return LayoutRect(x: number(rect, "x"), y: number(rect, "y"), width: number(rect, "width"),
                    height: number(rect, "height"))
    }

    static func close(_ a: LayoutRect, _ b: LayoutRect) -> Bool {
        abs(a.x - b.x) < 0.001 && abs(a.y - b.y) < 0.001 && abs(a.width - b.width) < 0.001
            && abs(a.height - b.height) < 0.001
    }

    @Test("a view's rectangle is its frame on screen times the scale", arguments: [1.0, 0.5, 0.6])
    func scaling(_ scale: Double) throws {
        let style = WireframeStyle(scale: scale, fontSize: 10, showsTitle: true, showsLegend: true, embedsStyleSheet: true)
        let svg = SVGWireframe.document(screen: "Login", solution: try handBuiltSolution(), style: style)
        let document = try Self.parse(svg)
        // LayoutScreen coordinates: the root starts 64 pt down (below the opaque bar).
        #expect(Self.close(try Self.frameRect(document, view: "view"),
                           LayoutRect(x: 0, y: 64 * scale, width: 320 * scale, height: 504 * scale)))
        #expect(Self.close(try Self.frameRect(document, view: "list"),
                           LayoutRect(x: 0, y: 114 * scale, width: 320 * scale, height: 200 * scale)))
        #expect(Self.close(try Self.frameRect(document, view: "title"),
                           LayoutRect(x: 16 * scale, y: 122 * scale, width: 106.5 * scale, height: 20.333 * scale)))
        // The device's screen at its true proportions, and the scroll view's content size.
        let screen = try #require(document.elements(named: "rect", withClass: "device-screen").first)
        #expect(Self.number(screen, "width") == 320 * scale && Self.number(screen, "height") == 568 * scale)
        let content = try #require(document.elements(named: "rect", withClass: "content").first)
        #expect(abs(Self.number(content, "width") - 610 * scale) < 0.001)
        #expect(abs(Self.number(content, "height") - 400 * scale) < 0.001)
        // The opaque navigation bar: 44 tall right under the 20-pt status bar.
        let bar = try #require(document.elements(named: "rect", withClass: "bar").first)
        #expect(document.classes(of: bar).contains("opaque"))
        #expect(abs(Self.number(bar, "y") - 20 * scale) < 0.001 && abs(Self.number(bar, "height") - 44 * scale) < 0.001)
    }

    @Test("views are nested groups as in the tree, each labelled or at least titled")
    func nesting() throws {
        let document = try Self.parse(SVGWireframe.document(screen: "Login", solution: try handBuiltSolution()))
        let groups = document.viewGroups()
        #expect(groups.map(\.name) == ["view", "list", "title"])
        #expect(groups.map(\.enclosingView) == [nil, "view", "list"])
        let labels = document.elements(named: "text", withClass: "label").map(\.text)
        #expect(labels.contains("title") && labels.contains("list") && labels.contains("view"))
        #expect(document.elements(named: "text", withClass: "caption").contains { $0.text == "navigation bar · opaque" })
        #expect(document.elements(named: "text", withClass: "caption").contains { $0.text == "content 610×400" })
    }

    @Test("names are escaped: quotes, ampersands and angle brackets survive as text")
    func escaping() throws {
        let name = "a<b>&\"c'"
        let svg = SVGWireframe.document(screen: "R&D <1>", solution: try handBuiltSolution(labelName: name))
        #expect(!svg.contains(name))
        let document = try Self.parse(svg)
        #expect(document.viewGroups().map(\.name).contains(name))
        #expect(document.elements(named: "title").contains { $0.text.hasPrefix("R&D <1> — iPhoneSE") })
        // Characters XML cannot hold at all are replaced, not written.
        #expect(XMLText.escape("x\u{1}y") == "x\u{FFFD}y")
        #expect(XMLText.escape("<&>\"'") == "&lt;&amp;&gt;&quot;&#39;")
    }

    @Test("long names are elided with … to fit, short views keep a smaller label, none overlap")
    func labels() throws {
        let style = WireframeStyle.report
        #expect(LabelPlacer.elide("passwordField", maximumCharacters: 6) == "passw…")
        #expect(LabelPlacer.elide("passwordField", maximumCharacters: 13) == "passwordField")
        #expect(LabelPlacer.elide("passwordField", maximumCharacters: 2) == nil)
        var placer = LabelPlacer(style: style)
        let wide = placer.place("passwordField", in: LayoutRect(x: 0, y: 0, width: 200, height: 20), avoiding: [])
        #expect(wide?.text == "passwordField")
        let narrow = placer.place("passwordField", in: LayoutRect(x: 0, y: 30, width: 50, height: 20), avoiding: [])
        #expect(narrow?.text.hasSuffix("…") == true)
        #expect((narrow.map { Double($0.text.count) * style.characterWidth } ?? 99) <= 50)
        // A second label in the same place moves to another corner.
        let second = placer.place("other", in: LayoutRect(x: 0, y: 0, width: 200, height: 20), avoiding: [])
        #expect(second.map { box in !LabelPlacer.overlaps(box.box, wide?.box ?? .zero) } == true)
        // Too short for even a small font: no label.
        #expect(placer.place("tiny", in: LayoutRect(x: 0, y: 100, width: 200, height: 4), avoiding: []) == nil)
    }

    @Test("every sample: labels never overlap and every view has a group, in every environment")
    func samples() throws {
        for name in SampleFiles.names {
            let compilation = try SampleFiles.compile(name)
            for (table, findings) in zip(compilation.tables, compilation.findings) {
                for (index, solution) in table.solutions.enumerated() {
                    for style in [WireframeStyle.standalone, .report] {
                        let scene = WireframeScene(solution, marks: findings.marks(at: index), style: style)
                        let boxes = scene.views.flatMap { [$0.label, $0.contentLabel].compactMap { $0?.box } }
                            + scene.bars.compactMap { $0.caption?.box }
                        for i in boxes.indices {
                            for j in boxes.indices where j > i {
                                #expect(!LabelPlacer.overlaps(boxes[i], boxes[j]),
                                        "\(name) \(solution.environment.name): labels \(i) and \(j) overlap")
                            }
                        }
                        // Each label lies inside its view, or beside it on no other view.
                        for (index, view) in scene.views.enumerated() {
                            guard let label = view.label else { continue }
                            let box = label.box
                            if label.isBeside {
                                let strangers = scene.views.indices.filter { other in
                                    other != index && !Self.isAncestor(other, of: index, in: scene)
                                }
                                #expect(!strangers.contains { LabelPlacer.overlaps(scene.views[$0].rect, box) },
                                        "\(name): \(view.frame.name)'s label lies on another view")
                            } else {
                                #expect(box.minX >= view.rect.minX - 0.001 && box.maxX <= view.rect.maxX + 0.001,
                                        "\(name): \(view.frame.name)'s label leaves its view")
                            }
                        }
                    }
                    let svg = SVGWireframe.document(screen: table.screen, solution: solution,
                                                    marks: findings.marks(at: index))
                    let document = try Self.parse(svg)
                    #expect(document.viewGroups().map(\.name) == solution.views.map(\.name), "\(name)")
                }
            }
        }
    }

    static func isAncestor(_ candidate: Int, of index: Int, in scene: WireframeScene) -> Bool {
        var current = index
        var steps = 0
        while let parent = scene.views.indices.first(where: { scene.views[$0].children.contains(current) }),
              steps < scene.views.count {
            if parent == candidate { return true }
            current = parent
            steps += 1
        }
        return false
    }

    @Test("a view too small for its name gets it beside, on no other view")
    func besideLabels() throws {
        let compilation = try SampleFiles.compile("LeadingTrailing")
        let solution = try #require(compilation.tables.first?.solutions.first)
        let scene = WireframeScene(solution, marks: ViewMarks(), style: .standalone)
        // The badge is 20 × 20: "badge" does not fit inside, so it goes to the right of it.
        let badge = try #require(scene.views.first { $0.frame.name == "badge" })
        let label = try #require(badge.label)
        #expect(label.isBeside && label.text == "badge")
        #expect(label.box.minX >= badge.rect.maxX)
    }

    @Test("views in a conflict and ambiguous views get their outlines")
    func marks() throws {
        let conflict = try SampleFiles.compile("SmallPhoneConflict")
        let table = try #require(conflict.tables.first)
        let marks = try #require(conflict.findings.first?.marks)
        #expect(marks.map { !$0.conflicted.isEmpty } == [true, false, false])       // only the 320-pt SE
        let document = try Self.parse(SVGWireframe.document(screen: table.screen, solution: table.solutions[0],
                                                            marks: marks[0]))
        let conflicted = document.viewGroups().filter { document.classes(of: $0.element).contains("conflicted") }
        #expect(Set(conflicted.map(\.name)) == ["avatar", "title"])
        let ambiguous = try SampleFiles.compile("AmbiguousLabels")
        let solution = try #require(ambiguous.tables.first?.solutions.first)
        let ambiguousDocument = try Self.parse(SVGWireframe.document(
            screen: "AmbiguousLabels", solution: solution, marks: ambiguous.findings[0].marks[0]))
        let outlined = ambiguousDocument.viewGroups().filter { ambiguousDocument.classes(of: $0.element).contains("ambiguous") }
        #expect(Set(outlined.map(\.name)) == ["name", "value"])
        // The legend explains both.
        let legend = ambiguousDocument.elements(named: "text", withClass: "legend-text").map(\.text)
        #expect(legend.contains("in a conflict") && legend.contains("ambiguous") && legend.contains("safe area"))
    }

    @Test("a diagnostic's views come from the names it quotes; its environment from the first it names")
    func diagnosticSubjects() {
        let names = ["view", "title", "avatar", "list"]
        let conflict = LayoutDiagnostic.error("2 required constraints cannot all hold on iPhone15ProMax portrait ltr and 1 more",
                                        at: nil, notes: [DiagnosticNote("member: 'title.leading == avatar.trailing + 8'"),
                                                         DiagnosticNote("member: 'view.width == 320'")])
        #expect(DiagnosticSubjects.views(of: conflict, among: names, root: "view") == ["title", "avatar", "view"])
        // An apostrophe inside a word opens no quote; unquoted words count only when nothing is
        // quoted, and then never the root (its name is an ordinary word).
        let lint = LayoutDiagnostic.warning("the root view's list is pinned 64 pt down", at: nil)
        #expect(DiagnosticSubjects.views(of: lint, among: names, root: "view") == ["list"])
        let environments = ["iPhone15 portrait ltr", "iPhone15ProMax portrait ltr", "iPhoneSE portrait ltr"]
        #expect(DiagnosticSubjects.environment(of: conflict, among: environments) == 1)
        #expect(DiagnosticSubjects.environment(of: lint, among: environments) == 0)
    }

    @Test("file names are safe for file systems and unique")
    func fileNames() {
        var names = PictureFileNames()
        #expect(names.next(screen: "Login", environment: "iPhoneSE portrait ltr") == "Login-iPhoneSE-portrait-ltr.svg")
        #expect(names.next(screen: "Login", environment: "iPhoneSE portrait ltr") == "Login-iPhoneSE-portrait-ltr-2.svg")
        #expect(names.next(screen: "../a/b: c*?", environment: "x") == "_a_b_c_-x.svg")
        #expect(PictureFileNames.safe("..") == "screen")
        #expect(PictureFileNames.safe(String(repeating: "é", count: 300)) == "_")
        #expect(PictureFileNames.safe(String(repeating: "a", count: 300)).count == PictureFileNames.maximumStemLength)
    }
}

/// The samples, compiled as `vflc compile` does (with the checker's marks).
enum SampleFiles {
    static let directory: String = {
        var path = #filePath
        for _ in 0..<3 { path = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)]) }
        return path + "/Samples"
    }()

    static var names: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [])
            .filter { $0.hasSuffix(".layout") }.map { String($0.dropLast(".layout".count)) }.sorted()
    }

    static func source(_ name: String) throws -> SourceFile {
        let data = try #require(FileManager.default.contents(atPath: "\(directory)/\(name).layout"))
        return SourceFile(path: "\(name).layout", bytes: [UInt8](data))
    }

    static func compile(_ name: String) throws -> CompiledFile {
        LayoutCompiler().compile(try source(name))
    }

    static func report(_ name: String) throws -> CompiledFile {
        try compile(name)
    }
}
