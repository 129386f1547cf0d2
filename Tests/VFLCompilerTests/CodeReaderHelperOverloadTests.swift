import Testing
import LayoutIR
import VFLCompiler

/// Layout helpers that share a base name, told apart at each call as Swift does: by argument
/// labels and count (only defaulted parameters may be left out) and by what a literal argument
/// evidently is (a number literal is no view). A call more than one declaration fits is listed
/// as an ambiguous overload, never guessed.
@Suite struct CodeReaderHelperOverloadTests {
    static let helpers = ("UIView+Sizes.swift", """
        extension UIView {
            func size(to length: CGFloat) {
                widthAnchor.constraint(equalToConstant: length).isActive = true
                heightAnchor.constraint(equalToConstant: length).isActive = true
            }
            func size(to other: UIView) {
                widthAnchor.constraint(equalTo: other.widthAnchor).isActive = true
                heightAnchor.constraint(equalTo: other.heightAnchor).isActive = true
            }
            func size(width: CGFloat, height: CGFloat = 44) {
                widthAnchor.constraint(equalToConstant: width).isActive = true
                heightAnchor.constraint(equalToConstant: height).isActive = true
            }
        }
        """)

    static func compiled(_ body: String) -> CompiledFile {
        CodeReading.compile(files: [helpers, ("Badge.swift", """
            final class BadgeViewController: UIViewController {
                let badge = UIView()
                let icon = UIView()
                override func viewDidLoad() {
                    badge.translatesAutoresizingMaskIntoConstraints = false
                    icon.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(badge)
                    view.addSubview(icon)
            \(body)
                }
            }
            """)])[1]
    }

    @Test("labels pick the declaration, and a left-out argument takes its default")
    func labelsPick() {
        let compiled = Self.compiled("        badge.size(width: 30)")
        #expect(CodeReading.equations(compiled) == ["badge.width == 30", "badge.height == 44"])
    }

    @Test("a number literal is no view: size(to: 20) is the CGFloat overload")
    func literalNumberPicksTheNumberOverload() {
        let compiled = Self.compiled("        badge.size(to: 20)")
        #expect(CodeReading.equations(compiled) == ["badge.width == 20", "badge.height == 20"])
    }

    @Test("a name both overloads may take is listed as ambiguous, not guessed")
    func variableArgumentIsAmbiguous() {
        let compiled = Self.compiled("        badge.size(to: icon)")
        #expect(CodeReading.equations(compiled).isEmpty)
        #expect(compiled.skipped.contains { $0.reason.contains("2 functions of that name fit this call (ambiguous overload)") })
    }
}
