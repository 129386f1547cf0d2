import Testing
import LayoutIR
@testable import VFLCompiler

/// One source file through the pipeline, and what its function screens hold, for the tests of
/// the code reader.
enum CodeReading {
    static func compile(_ text: String, path: String = "Screen.swift") -> CompiledFile {
        LayoutCompiler().compile(SourceFile(path: path, text: text))
    }

    /// Several files compiled in one run (one file's helpers and constants reach the others).
    static func compile(files: [(path: String, text: String)]) -> [CompiledFile] {
        LayoutCompiler().compile(files.map { CompilerInput(SourceFile(path: $0.path, text: $0.text)) })
    }

    /// The laid-out constraints the code writes on every screen, as equations, in order (not the
    /// ones UIKit makes itself, such as a cell's content view filling its cell).
    static func equations(_ compiled: CompiledFile) -> [String] {
        compiled.document.screens.flatMap(\.constraints).filter { !$0.origin.syntax.isImplicit }.map(\.description)
    }

    /// Every view's frame in one environment, by name (`iPhoneSE portrait ltr`).
    static func frames(_ compiled: CompiledFile, environment: String) throws -> [String: LayoutRect] {
        let solution = try #require(compiled.tables.flatMap(\.solutions).first { $0.environment.name == environment },
                                    "no environment \(environment) in \(compiled.source.path)")
        var result: [String: LayoutRect] = [:]
        for view in solution.views { result[view.name] = view.frame }
        return result
    }

    /// The constraints shown but not laid out, with why.
    static func unsolved(_ compiled: CompiledFile) -> [(String, String)] {
        compiled.document.screens.flatMap(\.unsolved).map { ($0.constraint.description, $0.reason) }
    }
}
