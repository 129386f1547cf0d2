import Testing
import LayoutIR
import VFLCompiler

/// View extension helpers that work through each other and through a local anchor:
/// `centerInSuperview()` calling `centerXInSuperview()` and `centerYInSuperview()`, each of which
/// binds `guard let anchor = superview?.centerXAnchor` and turns its receiver's autoresizing off.
@Suite struct CodeReaderNestedHelperTests {
    static let helpers = """
        import UIKit

        extension UIView {
            func centerXInSuperview(constant: CGFloat = 0) {
                guard let anchor = superview?.centerXAnchor else { return }
                translatesAutoresizingMaskIntoConstraints = false
                centerXAnchor.constraint(equalTo: anchor, constant: constant).isActive = true
            }

            func centerYInSuperview(constant: CGFloat = 0) {
                guard let anchor = superview?.centerYAnchor else { return }
                translatesAutoresizingMaskIntoConstraints = false
                centerYAnchor.constraint(equalTo: anchor, constant: constant).isActive = true
            }

            func centerInSuperview() {
                centerXInSuperview()
                centerYInSuperview()
            }
        }
        """

    static let caller = """
        import UIKit

        final class EmptyStateView: UIView {
            func setUp() {
                let stack = UIStackView()
                addSubview(stack)
                stack.centerInSuperview()
                stack.widthAnchor.constraint(equalToConstant: 200).isActive = true
                stack.heightAnchor.constraint(equalToConstant: 100).isActive = true
            }
        }
        """

    @Test("a helper whose body starts with a call of another helper makes every constraint of both inner helpers")
    func helperCallingHelpersFromAnotherFile() throws {
        let compiled = CodeReading.compile(files: [("UIView+Center.swift", Self.helpers), ("EmptyStateView.swift", Self.caller)])[1]
        #expect(CodeReading.equations(compiled) == ["stack.centerX == emptyStateView.centerX", "stack.centerY == emptyStateView.centerY",
                                                    "stack.width == 200", "stack.height == 100"])
        #expect(CodeReading.unsolved(compiled).isEmpty)
        // The inner helpers turn the mask off, so the stack view created here is not warned about.
        #expect(!compiled.diagnostics.contains { $0.ruleID == .autoresizingMaskConstraints })
    }

    @Test("`guard let anchor = superview?.centerXAnchor` makes `equalTo: anchor` the superview's centerX")
    func localAnchorFromOptionalChain() throws {
        let compiled = CodeReading.compile(files: [("UIView+Center.swift", Self.helpers), ("Badge.swift", """
            final class BadgeView: UIView {
                let dot = UIView()
                func setUp() {
                    addSubview(dot)
                    dot.centerXInSuperview(constant: 12)
                    dot.centerYInSuperview()
                    dot.widthAnchor.constraint(equalToConstant: 8).isActive = true
                    dot.heightAnchor.constraint(equalToConstant: 8).isActive = true
                }
            }
            """)])[1]
        #expect(CodeReading.equations(compiled) == ["dot.centerX == badgeView.centerX + 12", "dot.centerY == badgeView.centerY",
                                                    "dot.width == 8", "dot.height == 8"])
    }

    @Test("a view extension's method with no parameters in the caller's own file is expanded at its call")
    func parameterlessExtensionInTheSameFile() {
        let compiled = CodeReading.compile(Self.helpers + "\n" + Self.caller.replacingOccurrences(of: "import UIKit\n", with: ""),
                                           path: "EmptyStateView.swift")
        // The helpers' own screens lay nothing out (their superview is their caller's).
        #expect(CodeReading.equations(compiled) == ["stack.centerX == emptyStateView.centerX", "stack.centerY == emptyStateView.centerY",
                                                    "stack.width == 200", "stack.height == 100"])
    }
}
