import Foundation
import Testing
@testable import LayoutSyntax

@Test func scratchLogin() throws {
    let url = LayoutTestSupport.samplesDirectory.appendingPathComponent("Login.layout")
    let file = SourceFile(path: "Login.layout", bytes: Array(try Data(contentsOf: url)))
    let (document, diagnostics) = LayoutParser.parse(file)
    print(DiagnosticRenderer(files: [file]).render(diagnostics))
    print(LayoutPrinter.print(document))
}
