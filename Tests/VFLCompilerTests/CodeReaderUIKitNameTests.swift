import Testing
import LayoutIR
import VFLCompiler

/// An app's method that shares a name with UIKit's (`addSubview`) does not replace UIKit's: a call
/// with exactly UIKit's arguments is UIKit's, since Swift prefers the declaration that needs no
/// default arguments.
@Suite struct CodeReaderUIKitNameTests {
    static let extensionFile = ("UIView+Margins.swift", """
        extension UIView {
            func addSubview(_ view: UIView, topMargin: CGFloat = 0, leftMargin: CGFloat = 0) {
                addSubview(view)
                view.translatesAutoresizingMaskIntoConstraints = false
                if topMargin > 0 {
                    view.topAnchor.constraint(equalTo: topAnchor, constant: topMargin).isActive = true
                }
                view.leadingAnchor.constraint(equalTo: leadingAnchor, constant: leftMargin).isActive = true
            }
        }
        """)

    @Test("'view.addSubview(tipLabel)' is UIKit's addSubview although the app declares an addSubview with defaults")
    func plainCallIsUIKits() {
        let compiled = CodeReading.compile(files: [Self.extensionFile, ("Tips.swift", """
            final class TipsViewController: UIViewController {
                override func viewDidLoad() {
                    let tipLabel = UILabel()
                    tipLabel.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(tipLabel)
                    NSLayoutConstraint.activate([
                        tipLabel.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
                        tipLabel.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                    ])
                }
            }
            """)])[1]
        #expect(!compiled.diagnostics.contains { $0.ruleID == .activatedBeforeAdded })
        #expect(compiled.skipped.isEmpty, "\(compiled.skipped.map(\.reason))")
        #expect(compiled.document.screens.first?.root.children.map(\.name) == ["tipLabel"])
        #expect(CodeReading.equations(compiled) == ["tipLabel.top == view.top + 20", "tipLabel.leading == view.leading + 16"])
    }

    @Test("a call that passes one of the app's extra arguments is the app's method")
    func extraArgumentIsTheApps() {
        let compiled = CodeReading.compile(files: [Self.extensionFile, ("Tips.swift", """
            final class TipsViewController: UIViewController {
                override func viewDidLoad() {
                    let tipLabel = UILabel()
                    view.addSubview(tipLabel, leftMargin: 16)
                }
            }
            """)])[1]
        // The app's method has a branch on a non-optional number: not decided at the call, so the
        // top pin stays a branch and the leading pin is laid out.
        #expect(CodeReading.equations(compiled) == ["tipLabel.leading == view.leading + 16"])
    }
}
