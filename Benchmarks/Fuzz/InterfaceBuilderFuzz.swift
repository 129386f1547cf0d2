// libFuzzer target: bytes as an Interface Builder document through the XML reader and
// InterfaceBuilderReader.read (both modes). Built by Benchmarks/fuzz.sh (not part of the
// package). Invariants: no trap; every diagnostic has a location inside the file; a document
// read without errors prints as `.layout` text that parses again without errors.
import LayoutIR
import LayoutSyntax

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzInterfaceBuilder(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let file = SourceFile(path: "fuzz.xib", bytes: bytes)
    for asDesigned in [false, true] {
        let (document, diagnostics) = InterfaceBuilderReader.read(file, options: InterfaceBuilderOptions(asDesigned: asDesigned))
        for diagnostic in diagnostics {
            guard let span = diagnostic.span else { fatalError("diagnostic without a location: \(diagnostic.message)") }
            if span.line < 1 || span.column < 1 || span.offset > bytes.count { fatalError("bad location \(span)") }
        }
        _ = DiagnosticRenderer(files: [file]).render(diagnostics)
        if diagnostics.hasErrors { continue }
        let printed = LayoutPrinter.print(document)
        let (reprinted, again) = LayoutParser.parse(printed, path: "printed.layout")
        if again.hasErrors { fatalError("printed text does not parse:\n\(printed)\n\(again.map(\.description))") }
        if reprinted.screens.count != document.screens.count { fatalError("round trip lost screens") }
    }
    return 0
}
