import Testing
import LayoutIR
import VFLCompiler

/// A controller whose own code sets `modalPresentationStyle = .popover` or its
/// `preferredContentSize` is shown in a box its presentation sizes (Apple,
/// `UIPopoverPresentationController`: the popover takes its size from the content controller's
/// `preferredContentSize`), so its root view is not the device's screen.
@Suite struct CodeReaderPresentationSizeTests {
    /// A label pinned to both sides of the root and 400 pt wide: on the 320-pt iPhone SE
    /// (Docs/uikit-devices.md), 400 ≠ 320 when the root is the screen.
    static func controller(_ line: String) -> String {
        """
        final class AltTextViewController: UIViewController {
            let label = UILabel()
            init(alt: String) {
                super.init(nibName: nil, bundle: nil)
                \(line)
            }
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(label)
                label.translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate([
                    label.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    label.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    label.widthAnchor.constraint(equalToConstant: 400),
                ])
            }
        }
        """
    }

    @Test("a full-screen controller's root is the screen: 400 against 320 is a conflict")
    func fullScreenControl() {
        let compiled = CodeReading.compile(Self.controller("title = alt"))
        #expect(compiled.diagnostics.filter { $0.ruleID == .unsatisfiable }.count == 1)
    }

    @Test("a controller that presents itself as a popover is sized by the popover, not the screen",
          arguments: ["modalPresentationStyle = .popover", "self.modalPresentationStyle = UIModalPresentationStyle.popover",
                      "preferredContentSize = CGSize(width: 400, height: 200)"])
    func sizedByPresentation(line: String) {
        let compiled = CodeReading.compile(Self.controller(line))
        #expect(!compiled.diagnostics.contains { $0.ruleID == .unsatisfiable })
        // The constraints are still read and laid out.
        #expect(CodeReading.equations(compiled).contains("label_.width == 400"))
    }

    @Test("another controller's presentation style says nothing about this one's root")
    func anotherControllersStyle() {
        let compiled = CodeReading.compile(Self.controller("let picker = UIViewController(); picker.modalPresentationStyle = .popover"))
        #expect(compiled.diagnostics.filter { $0.ruleID == .unsatisfiable }.count == 1)
    }
}
