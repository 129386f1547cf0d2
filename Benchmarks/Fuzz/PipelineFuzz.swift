// libFuzzer target: bytes through the whole pipeline — a front end, then the engine and the
// checker on every default device (LayoutCompiler.compile at the check stage). Built by
// Benchmarks/fuzz.sh (not part of the package). The first byte picks the front end: 0 `.layout`,
// 1 a xib on the devices, 2 a xib as designed, 3 Swift, 4 Objective-C. Invariants: no trap;
// every diagnostic of the input file points inside it; every solved frame is finite.
import LayoutIR
import LayoutSyntax
import VFLCompiler

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPipeline(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data + 1, count: size - 1))
    let input: CompilerInput
    switch data[0] % 5 {
    case 0: input = CompilerInput(SourceFile(path: "fuzz.layout", bytes: bytes))
    case 1: input = CompilerInput(SourceFile(path: "fuzz.xib", bytes: bytes))
    case 2: input = CompilerInput(SourceFile(path: "fuzz.xib", bytes: bytes),
                                  frontEnd: InterfaceBuilderFrontEnd(options: InterfaceBuilderOptions(asDesigned: true)))
    case 3: input = CompilerInput(SourceFile(path: "fuzz.swift", bytes: bytes))
    default: input = CompilerInput(SourceFile(path: "fuzz.m", bytes: bytes))
    }
    for compiled in LayoutCompiler().compile([input]) {
        for diagnostic in compiled.diagnostics {
            guard let span = diagnostic.span, span.file == input.file.path else { continue }
            if span.line < 1 || span.column < 1 || span.offset > bytes.count { fatalError("bad location \(span): \(diagnostic.message)") }
        }
        for table in compiled.tables {
            for solution in table.solutions {
                for view in solution.views {
                    let frame = view.frame
                    if ![frame.x, frame.y, frame.width, frame.height].allSatisfy(\.isFinite) {
                        fatalError("a frame that is not finite: \(view.name) \(frame) on \(solution.environment.name)")
                    }
                }
            }
        }
        _ = DiagnosticRenderer(files: [input.file]).render(compiled.diagnostics)
    }
    return 0
}
