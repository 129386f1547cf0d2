import Testing
import LayoutIR
@testable import VFLCompiler

/// A view extension's method belongs to the extended type and its subclasses (The Swift
/// Programming Language, *Extensions*): `extension UIStackView { func addSpacerView(_:) }` is
/// expanded at a call on a stack view, not at a call on an app's `UIView` subclass that declares
/// its own method of the name.
@Suite struct CodeReaderExtensionReceiverTests {
    static let stackExtension = (path: "UIStackView+Spacing.swift", text: """
        extension UIStackView {
            func addSpacerView(_ size: CGFloat) {
                let spacer = UIView()
                spacer.translatesAutoresizingMaskIntoConstraints = false
                addArrangedSubview(spacer)
                spacer.heightAnchor.constraint(equalToConstant: size).isActive = true
            }
        }
        """)

    @Test("a call on an app's UIView subclass is not the UIStackView extension's: listed as not expanded, with why")
    func receiverOfAnotherClass() {
        let compiled = CodeReading.compile(files: [Self.stackExtension, (path: "StackScrollView.swift", text: """
            class StackScrollView: UIView {
                let stackView = UIStackView()
                func addSpacerView(_ height: CGFloat) {
                    let spacer = UIView()
                    stackView.addArrangedSubview(spacer)
                    spacer.heightAnchor.constraint(equalToConstant: height).isActive = true
                }
            }
            """), (path: "DebugController.swift", text: """
            final class DebugController: UIViewController {
                private let list = StackScrollView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    list.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(list)
                    list.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
                    list.addSpacerView(20)
                }
            }
            """)])
        let controller = compiled[2]
        #expect(!CodeReading.equations(controller).contains { $0.hasSuffix("height == 20") })
        #expect(controller.skipped.contains { $0.reason.contains("'list' is a StackScrollView") })
    }

    @Test("a call on a stack view, or a subclass of one, is the extension's: its spacer is 20 pt tall")
    func receiverOfTheExtendedClass() {
        let compiled = CodeReading.compile(files: [Self.stackExtension, (path: "FormController.swift", text: """
            class FormStack: UIStackView {}
            final class FormController: UIViewController {
                private let form = FormStack()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let stack = UIStackView()
                    stack.axis = .vertical
                    stack.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(stack)
                    stack.addSpacerView(20)
                    form.addSpacerView(30)
                }
            }
            """)])
        let equations = CodeReading.equations(compiled[1])
        #expect(equations.contains { $0.hasSuffix(".height == 20") })
        #expect(equations.contains { $0.hasSuffix(".height == 30") })
    }

    /// A call with no receiver in a view controller is the controller's own method (implicit
    /// `self`), and a controller is no view: the UIStackView extension's `addSpacerView(_:)` is not
    /// what runs (The Swift Programming Language, *Extensions*), whichever labels fit.
    @Test("a call without a receiver in a view controller is not a view extension's method: not expanded, with why")
    func implicitSelfOfAController() {
        let compiled = CodeReading.compile(files: [Self.stackExtension, (path: "SettingsController.swift", text: """
            final class SettingsController: UIViewController {
                let footer = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    addSpacerView(20)
                    addArrangedView(footer)
                    footer.heightAnchor.constraint(equalTo: view.heightAnchor, multiplier: 0.2).isActive = true
                }
            }
            """), (path: "UIStackView+Arranged.swift", text: """
            extension UIStackView {
                func addArrangedView(_ view: UIView) {
                    addArrangedSubview(view)
                    view.widthAnchor.constraint(equalTo: widthAnchor).isActive = true
                }
            }
            """)])
        let controller = compiled[1]
        // The controller's own addArrangedView(_:) (in a base class vflc does not see) adds the
        // footer, so its constraint to the controller's view is not activated too early.
        #expect(!controller.diagnostics.contains { $0.ruleID == .activatedBeforeAdded }, "\(controller.diagnostics.map(\.message))")
        #expect(!CodeReading.equations(controller).contains { $0.hasSuffix("height == 20") })
        #expect(controller.skipped.contains { $0.reason.contains("SettingsController, which is no UIStackView") }, "\(controller.skipped.map(\.reason))")
    }
}
