import LayoutEngine
import LayoutIR
@testable import VFLCompiler

extension CompiledFile {
    /// The view with Interface Builder id `id` as solved in the first environment of the first
    /// screen (the design device as designed, the iPhone SE on the default devices).
    func firstSolvedView(id: String) -> ViewFrame? {
        tables.first?.solutions.first?.views.first { $0.sourceID == id }
    }
}

/// Compiles Interface Builder text as `vflc` would, as designed or on the default devices.
func compileInterfaceBuilder(_ text: String, path: String = "Document.xib", asDesigned: Bool = false) -> CompiledFile {
    LayoutCompiler(frontEnds: DocumentInput.registry(asDesigned: asDesigned)).compile(SourceFile(path: path, text: text))
}
