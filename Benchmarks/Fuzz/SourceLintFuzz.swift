// libFuzzer target: bytes as a Swift or Objective-C file through SourceLinter.lint (the
// scanner, the VFL string extractor, literal evaluation, SnapKit closures).
// Built by Benchmarks/fuzz.sh (not part of the package). The first byte picks the language.
import LayoutIR
import LayoutSyntax

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSourceLint(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    let language: SourceLanguage = data[0] & 1 == 0 ? .swift : .objectiveC
    let bytes = Array(UnsafeBufferPointer(start: data + 1, count: size - 1))
    let file = SourceFile(path: language == .swift ? "fuzz.swift" : "fuzz.m", bytes: bytes)
    let result = SourceLinter.lint(file, language: language)
    if result.formatsChecked > result.formatsFound { fatalError("checked more formats than found") }
    if result.formatsNamesChecked > result.formatsChecked { fatalError("names checked in more formats than were read") }
    for diagnostic in result.diagnostics {
        guard let span = diagnostic.span else { continue }
        if span.line < 1 || span.column < 1 { fatalError("bad location \(span.line):\(span.column)") }
    }
    _ = DiagnosticRenderer(files: [file]).render(result.diagnostics)
    return 0
}
