import Foundation
@testable import LayoutSyntax

/// Helpers shared by the `.layout` test suites.
enum LayoutTestSupport {
    /// The repository's `Samples` directory, found from this file's path.
    static var samplesDirectory: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Samples")
    }

    /// The repository's `Grammar` directory.
    static var grammarDirectory: URL {
        samplesDirectory.deletingLastPathComponent().appendingPathComponent("Grammar")
    }

    /// Parses text as a `.layout` file.
    static func parse(_ text: String, knownDevices: [String]? = nil) -> (document: LayoutDocument, diagnostics: [LayoutDiagnostic]) {
        LayoutParser.parse(text, path: "test.layout", options: LayoutParseOptions(knownDevices: knownDevices))
    }

    /// The equations of the first screen's constraints.
    static func equations(_ text: String) -> [String] {
        parse(text).document.screens.first?.constraints.map(ConstraintPrinter.equation) ?? []
    }

    /// A screen wrapping `body`, with views a, b, c (c inside b) declared.
    static func screen(_ body: String) -> String {
        """
        screen Test {
            view a
            view b {
                view c
            }
            label d
        \(body)
        }
        """
    }

    /// The errors' messages.
    static func errors(_ diagnostics: [LayoutDiagnostic]) -> [String] {
        diagnostics.filter { $0.severity == .error }.map(\.message)
    }

    /// Renders diagnostics for failure messages.
    static func render(_ diagnostics: [LayoutDiagnostic], _ text: String, path: String = "test.layout") -> String {
        DiagnosticRenderer(files: [SourceFile(path: path, text: text)]).render(diagnostics)
    }
}
