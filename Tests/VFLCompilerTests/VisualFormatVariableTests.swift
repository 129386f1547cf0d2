import Testing
import LayoutIR
import VFLCompiler

/// A format held in a `var` that the code changes before the call (`format += "…"` in each case
/// of a switch) is the running app's: its first literal alone is not what UIKit parses.
@Suite struct VisualFormatVariableTests {
    @Test("'var format = \"H:\"' extended with += in a switch is not checked as \"H:\"")
    func formatBuiltByAppending() {
        let compiled = CodeReading.compile("""
            final class BorderView: UIView {
                func addBorder(edge: UIRectEdge) {
                    let line = UIView()
                    addSubview(line)
                    var horizontalFormat = "H:"
                    switch edge {
                    case .bottom: horizontalFormat += "|-(0)-[v]-(0)-|"
                    default: horizontalFormat += "[v(1)]"
                    }
                    addConstraints(NSLayoutConstraint.constraints(withVisualFormat: horizontalFormat, options: [], metrics: nil, views: ["v": line]))
                }
            }
            """)
        #expect(!compiled.diagnostics.contains { $0.ruleID == .vflSyntax }, "\(compiled.diagnostics.map(\.message))")
    }

    @Test("a 'let' format, never changed, is still checked where it is used")
    func constantFormatIsChecked() {
        let compiled = CodeReading.compile("""
            final class BorderView: UIView {
                func addBorder() {
                    let line = UIView()
                    addSubview(line)
                    let horizontalFormat = "H:"
                    addConstraints(NSLayoutConstraint.constraints(withVisualFormat: horizontalFormat, options: [], metrics: nil, views: ["v": line]))
                }
            }
            """)
        #expect(compiled.diagnostics.contains { $0.ruleID == .vflSyntax })
    }
}
