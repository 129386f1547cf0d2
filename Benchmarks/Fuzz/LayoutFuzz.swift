// libFuzzer target: bytes as a `.layout` file through LayoutParser.parse.
// Built by Benchmarks/fuzz.sh (not part of the package). Invariants: every diagnostic has a
// location inside the file, and a file accepted without errors prints back to text that
// parses again without errors (the printer's round-trip promise).
import LayoutIR
import LayoutSyntax

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLayout(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let file = SourceFile(path: "fuzz.layout", bytes: bytes)
    let (document, diagnostics) = LayoutParser.parse(file)
    // The one "too many errors" summary has no location by design.
    for diagnostic in diagnostics where !diagnostic.message.hasPrefix("too many errors") {
        guard let span = diagnostic.span else { fatalError("diagnostic without a location: \(diagnostic.message)") }
        if span.line < 1 || span.column < 1 { fatalError("bad location \(span.line):\(span.column)") }
    }
    _ = DiagnosticRenderer(files: [file]).render(diagnostics)
    if diagnostics.hasErrors { return 0 }
    let printed = LayoutPrinter.print(document)
    let (reprinted, again) = LayoutParser.parse(printed, path: "printed.layout")
    if again.hasErrors {
        fatalError("printed text does not parse:\n\(printed)\n\(again.map(\.message))")
    }
    if reprinted.screens.count != document.screens.count { fatalError("round trip lost screens") }
    return 0
}
