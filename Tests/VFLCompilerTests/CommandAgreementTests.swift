import Foundation
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

    @Test("without frame tables (lint) the diagnostics are the same and no table is kept", arguments: sampleNames)
    func withoutFrameTables(_ name: String) throws {
        let path = "\(FrameGoldenTests.samples)/\(name).layout"
        let file = SourceFile(path: path, bytes: Array(try Data(contentsOf: URL(fileURLWithPath: path))))
        let full = LayoutCompiler().compile(file)
        let lean = LayoutCompiler(options: CompilerOptions(keepsFrameTables: false)).compile(file)
        #expect(lean.diagnostics == full.diagnostics, "\(name)")
        #expect(lean.tables.isEmpty && lean.findings.isEmpty)
        #expect(full.tables.count == full.document.screens.count || full.diagnostics.hasErrors)
    }

    @Test("a view whose ambiguity is disabled on its line is not measured, and the others still are")
    func disabledAmbiguityIsNotMeasured() throws {
        // Both labels are free along x (nothing places them horizontally); `a`'s line disables
        // the rule, so only `b` is reported, with its range as before.
        let text = """
        screen Free {
            devices iPhoneSE
            label a { intrinsic 40x20 }  // vflc:disable ambiguous-layout
            label b { intrinsic 40x20 }
            a.top == view.top + 10
            b.top == view.top + 40
        }

        """
        let compiled = LayoutCompiler().compile(SourceFile(path: "free.layout", text: text))
        let messages = compiled.diagnostics.map(\.message)
        #expect(!messages.contains { $0.hasPrefix("'a'") })
        #expect(messages.contains { $0.hasPrefix("'b' has an ambiguous x") })
        let notes = compiled.diagnostics.first { $0.message.hasPrefix("'b'") }?.notes.map(\.message) ?? []
        // x of a 40-pt view is free without bound: nothing stops it moving.
        #expect(notes.contains { $0.hasPrefix("x is unbounded on iPhoneSE") })
    }
}
