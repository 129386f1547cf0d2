import Testing
import LayoutIR
import LayoutEngine
@testable import VFLCompiler

@Suite("The one pipeline")
struct CompilerPipelineTests {
    @Test("a conflict that occurs in several environments is reported once, naming them")
    func groupedConflict() throws {
        let text = """
        screen Wide {
            devices iPhoneSE, iPhone8
            view box
            box.leading == view.leading
            box.top == view.top
            box.height == 10
            box.width == 500
            box.trailing == view.trailing
        }
        """
        let output = LayoutCompiler().compile(SourceFile(path: "wide.layout", text: text))
        let errors = output.diagnostics.filter { $0.severity == .error }
        #expect(errors.count == 1)
        let error = try #require(errors.first)
        // The minimal set: the root's width (320 and 375), the two pins and the width.
        #expect(error.ruleID == .unsatisfiable)
        #expect(error.message == "4 required constraints cannot all hold in every environment")
        let members = error.notes.filter { $0.message.hasPrefix("member: ") }
        #expect(members.compactMap { $0.span?.line }.sorted() == [1, 4, 7, 8])
        // The conflicting constraint is left out; the others hold: width 500 on both devices.
        #expect(output.tables[0].solutions.map { $0.view(named: "box")?.frame.width } == [500, 500])
    }

    @Test("unknown devices get a did-you-mean at their span; the known ones are still laid out")
    func unknownDevice() throws {
        let text = "screen S {\n    devices iPhoneSE, iPhone8Plsu\n    view a\n}\n"
        let output = LayoutCompiler().compile(SourceFile(path: "s.layout", text: text))
        let error = try #require(output.diagnostics.first { $0.ruleID == RuleID.unknownDevice })
        #expect(error.span?.line == 2 && error.span?.column == 23)
        #expect(error.notes.first?.message == "did you mean 'iPhone8Plus'?")
        #expect(output.tables[0].solutions.map(\.environment.name) == ["iPhoneSE portrait ltr"])
    }

    @Test("several files compile in parallel and come back in order, with a filter applied")
    func parallelFiles() {
        let files = (0..<6).map { index in
            SourceFile(path: "f\(index).layout", text: """
            screen S\(index) {
                devices iPhoneSE, iPadAir
                orientations portrait, landscape
                view a
                a.leading == view.leading + \(index)
                a.top == view.top
                a.width == 10
                a.height == 10
            }
            """)
        }
        let compiler = LayoutCompiler(options: CompilerOptions(environmentFilter: EnvironmentFilter(orientations: [.landscape])))
        let outputs = compiler.compile(files.map { CompilerInput($0) })
        #expect(outputs.map { $0.tables[0].screen } == (0..<6).map { "S\($0)" })
        for (index, output) in outputs.enumerated() {
            #expect(output.diagnostics.isEmpty)
            #expect(output.tables[0].solutions.map(\.environment.name) == ["iPhoneSE landscape ltr", "iPadAir landscape ltr"])
            #expect(output.tables[0].solutions.allSatisfy { $0.view(named: "a")?.frame.x == Double(index) })
        }
    }

    @Test("garbage input gives diagnostics and no tables, not a crash")
    func garbage() {
        let bytes: [UInt8] = [0xff, 0x00, 0x7b, 0x7d, 0xfe, 0x0a, 0x28]
        let output = LayoutCompiler().compile(SourceFile(path: "bad.layout", bytes: bytes))
        #expect(output.diagnostics.hasErrors)
        #expect(output.tables.allSatisfy { $0.solutions.allSatisfy { !$0.views.isEmpty } })
    }
}

@Suite("Visual Format front end")
struct VisualFormatFrontEndTests {
    @Test("a format read by its front end lays out: '|' is the root, standard spacing its margins")
    func formatLaysOut() throws {
        let frontEnd = VisualFormatFrontEnd(views: ["a": .view("a"), "b": .view("b")])
        let compiler = LayoutCompiler(options: CompilerOptions(
            environmentFilter: EnvironmentFilter(devices: ["iPhoneSE"], orientations: [.portrait], directions: [.ltr])))
        let compiled = compiler.compile(SourceFile(path: "<format>", text: "H:|-[a(100)]-[b]-|"), frontEnd: frontEnd)
        #expect(!compiled.diagnostics.contains { $0.severity == .error }, "\(compiled.diagnostics)")
        let solution = try #require(compiled.tables.first?.solutions.first)
        // iPhone SE (320 wide): the root's margins are 16 in compact width; 8 between siblings.
        #expect(solution.view(named: "a")?.frame.minX == 16)
        #expect(solution.view(named: "a")?.frame.width == 100)
        let b = try #require(solution.view(named: "b")?.frame)
        #expect(b.minX == 16 + 100 + 8)
        #expect(b.width == 320 - 16 - (16 + 100 + 8))
    }
}
