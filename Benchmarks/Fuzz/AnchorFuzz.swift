// libFuzzer target: bytes as a Swift or Objective-C file through the source front end's project
// facts and AnchorExtractor.extract (function finding, constraint calls, activation, constants,
// view trees, the checks), then the screens it returns printed as .layout text, which must parse
// back without errors.
// Built by Benchmarks/fuzz.sh (not part of the package). The first byte picks the language.
import LayoutIR
import LayoutSyntax

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAnchorExtraction(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    guard size > 0 else { return 0 }
    let language: SourceLanguage = data[0] & 1 == 0 ? .swift : .objectiveC
    let bytes = Array(UnsafeBufferPointer(start: data + 1, count: size - 1))
    let file = SourceFile(path: language == .swift ? "fuzz.swift" : "fuzz.m", bytes: bytes)
    // The file's own project facts (its exported constants and member names) fed back into its
    // reading: the cross-file lookup runs on whatever the bytes declare.
    let project = SourceCodeFrontEnd().projectFacts(of: file)
    let result = AnchorExtractor.extract(file, language: language, project: project)
    // Every dialect's constraints count: anchors, item:, and the libraries' (`found`).
    if result.laidOut > result.found.values.reduce(0, +) { fatalError("laid out more constraints than found") }
    for diagnostic in result.diagnostics {
        guard let span = diagnostic.span else { continue }
        if span.line < 1 || span.column < 1 { fatalError("bad location \(span.line):\(span.column)") }
    }
    _ = DiagnosticRenderer(files: [file]).render(result.diagnostics)
    // Every view a constraint names is in the tree, and the printed screens read back.
    for screen in result.screens {
        let names = Set(screen.allViews.map(\.view.name))
        for constraint in screen.constraints + screen.unsolved.map(\.constraint) {
            for item in [constraint.firstItem] + (constraint.secondItem.map { [$0] } ?? []) where !names.contains(item.view) {
                fatalError("'\(item.view)' is not in the view tree of \(screen.name)")
            }
        }
    }
    let printed = LayoutPrinter.print(LayoutDocument(file: file, screens: result.screens))
    let (_, diagnostics) = LayoutParser.parse(SourceFile(path: "printed.layout", text: printed))
    if let error = diagnostics.first(where: { $0.severity == .error }) {
        fatalError("printed screens do not read back: \(error.message)\n\(printed)")
    }
    return 0
}
