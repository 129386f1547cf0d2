import Testing
import LayoutIR
@testable import VFLCompiler

/// `vflc compile` and `vflc check` are two renderings of one compilation: for every sample and
/// for generated screens they report exactly the same diagnostics.
@Suite("compile and check agree")
struct CommandAgreementTests {
    static var sampleNames: [String] {
        FrameGoldenTests.layoutSampleNames
    }

    @Test("the same diagnostics from compile and check", arguments: sampleNames)
    func sample(_ name: String) throws {
        let path = "\(FrameGoldenTests.samples)/\(name).layout"
        let compile = CommandLineTool.run(["compile", path])
        let check = CommandLineTool.run(["check", path])
        // compile prints diagnostics on stderr, check on stdout (they are its result).
        #expect(compile.stderr == check.stdout, "\(name)")
        #expect(compile.status == check.status)
    }

    @Test("generated screens: the pipeline's diagnostics are the ones check prints")
    func generated() throws {
        for views in [3, 12, 40] {
            var text = "screen Generated {\n    devices iPhoneSE, iPhone15\n"
            for index in 0..<views { text += "    label l\(index) { intrinsic \(20 + index)x21 }\n" }
            text += "    H:|-[l0]" + (1..<views).map { "-[l\($0)]" }.joined() + "-|\n"
            for index in 0..<views { text += "    l\(index).top == view.safeArea.top + \(8 * index)\n" }
            text += "}\n"
            let file = SourceFile(path: "g\(views).layout", text: text)
            let compiled = LayoutCompiler().compile(file)
            let rendered = TextReporter().report(compiled.diagnostics, files: [file])
            let frames = LayoutCompiler(options: CompilerOptions(stage: .layout)).compile(file)
            #expect(frames.tables.map(\.solutions.count) == compiled.tables.map(\.solutions.count))
            for (lhs, rhs) in zip(frames.tables.flatMap(\.solutions), compiled.tables.flatMap(\.solutions)) {
                #expect(lhs.views == rhs.views, "frames do not depend on whether the checker runs")
            }
            #expect(!rendered.isEmpty, "\(views) labels that all hug at 250 in one row are ambiguous")
        }
    }
}
