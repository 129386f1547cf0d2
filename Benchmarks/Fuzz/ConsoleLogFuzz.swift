// libFuzzer target: bytes as a pasted console log through ConsoleLogReader.read.
// Built by Benchmarks/fuzz.sh (not part of the package). Invariants: every diagnostic has a
// location inside the paste; every constraint read has finite numbers and names only views the
// log lists; the broken constraint's index, when set, is inside its conflict's list.
import LayoutIR
import LayoutSyntax

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzConsoleLog(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let file = SourceFile(path: "fuzz.log", bytes: bytes)
    let log = ConsoleLogReader.read(file)
    for diagnostic in log.diagnostics {
        guard let span = diagnostic.span else { fatalError("diagnostic without a location: \(diagnostic.message)") }
        if span.line < 1 || span.column < 1 || span.offset > bytes.count { fatalError("bad location \(span)") }
    }
    _ = DiagnosticRenderer(files: [file]).render(log.diagnostics)
    let names = Set(log.views.map(\.name))
    for conflict in log.conflicts {
        if let index = conflict.brokenIndex, !conflict.constraints.indices.contains(index) {
            fatalError("broken index \(index) outside the list of \(conflict.constraints.count)")
        }
        for constraint in conflict.constraints + (conflict.broken.map { [$0] } ?? []) {
            if !constraint.constant.isFinite { fatalError("non-finite constant in \(constraint.text)") }
            for term in constraint.terms {
                if !term.coefficient.isFinite { fatalError("non-finite coefficient in \(constraint.text)") }
                if !names.contains(term.operand.view) { fatalError("unknown view \(term.operand.view)") }
            }
            if let ir = constraint.constraint, !ir.constant.isFinite || !ir.multiplier.isFinite {
                fatalError("non-finite IR constraint \(ir)")
            }
        }
    }
    return 0
}
