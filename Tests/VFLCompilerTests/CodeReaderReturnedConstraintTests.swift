import Testing
import LayoutIR
import VFLCompiler

/// A helper that makes a constraint in a local, gives it the priority its caller passes (or the
/// default), and returns it for the caller to activate:
/// `func heightIs(_ height: CGFloat, priority: UILayoutPriority = .required) -> NSLayoutConstraint`.
@Suite struct CodeReaderReturnedConstraintTests {
    static let helper = ("UIView+Sizes.swift", """
        import UIKit

        extension UIView {
            func heightIs(_ height: CGFloat, priority: UILayoutPriority = .required) -> NSLayoutConstraint {
                let constraint = heightAnchor.constraint(equalToConstant: height)
                constraint.priority = priority
                return constraint
            }
        }
        """)

    static func caller(_ call: String) -> (String, String) {
        ("Spinner.swift", """
            final class SpinnerController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let spinner = UIView()
                    spinner.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(spinner)
                    NSLayoutConstraint.activate([spinner.centerXAnchor.constraint(equalTo: view.centerXAnchor), \(call)])
                }
            }
            """)
    }

    /// `.required` is 1000 and `.defaultHigh` 750 (Apple, `UILayoutPriority`); a required
    /// priority is printed without `@`.
    @Test("the returned local's constraint is the call's, with the priority the call passes or the default",
          arguments: [("spinner.heightIs(100)", "spinner.height == 100"),
                      ("spinner.heightIs(100, priority: .defaultHigh)", "spinner.height == 100 @750")])
    func returnedLocal(call: String, expected: String) {
        let compiled = CodeReading.compile(files: [Self.helper, Self.caller(call)])[1]
        #expect(CodeReading.equations(compiled) == ["spinner.centerX == view.centerX", expected])
    }
}
