import Testing
import LayoutIR
import VFLCompiler

/// Where a view is when its constraints are activated, after the function has handed it to code
/// vflc does not read, or added it through `??`.
@Suite struct CodeReaderHandedViewTests {
    /// `themeService.setupLabel(label)` after `containerView.addSubview(label)`: the method may
    /// style the label and leave it where it is, or move it; nothing can be said either way, so
    /// `activated-before-added` (which claims UIKit throws) is not reported.
    @Test("a view handed to another object's method after it was added is not said to be outside its container")
    func handedAfterAddition() {
        let compiled = CodeReading.compile("""
            final class InfoController: UITableViewController {
                private func createInfoView() -> UIView {
                    let host = UIView()
                    let containerView = UIView()
                    let label = UILabel()
                    containerView.translatesAutoresizingMaskIntoConstraints = false
                    label.translatesAutoresizingMaskIntoConstraints = false
                    host.addSubview(containerView)
                    containerView.addSubview(label)
                    themeService.setupLabel(label)
                    label.topAnchor.constraint(equalTo: containerView.topAnchor, constant: 12).isActive = true
                    label.leadingAnchor.constraint(equalTo: containerView.leadingAnchor, constant: 12).isActive = true
                    containerView.topAnchor.constraint(equalTo: host.topAnchor).isActive = true
                    return host
                }
            }
            """)
        #expect(!compiled.diagnostics.contains { $0.ruleID == .activatedBeforeAdded })
    }

    /// The control: a container that is never added, related to the controller's own view, is
    /// outside the view's hierarchy whatever was done to its subview (UIKit throws "because they
    /// have no common ancestor", `NSLayoutConstraint.activate` on views of two hierarchies).
    @Test("a container never added is still reported, even when its subview was handed to a method")
    func containerNeverAdded() {
        let compiled = CodeReading.compile("""
            final class InfoController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let containerView = UIView()
                    let label = UILabel()
                    containerView.translatesAutoresizingMaskIntoConstraints = false
                    label.translatesAutoresizingMaskIntoConstraints = false
                    containerView.addSubview(label)
                    themeService.setupLabel(label)
                    containerView.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
                }
            }
            """)
        #expect(compiled.diagnostics.filter { $0.ruleID == .activatedBeforeAdded }.count == 1)
    }

    /// `view.addSubview(bottomView ?? UIView())` adds `bottomView` whenever it holds a view, and
    /// `bottomView?.heightAnchor…` makes a constraint only then (optional chaining on `nil` does
    /// nothing), so every constraint made through `bottomView?.` is between views of one hierarchy.
    @Test("a view added as `prop ?? UIView()` is the view `prop?.…` constrains, and it is laid out")
    func nilCoalescedAddition() throws {
        let compiled = CodeReading.compile("""
            final class IndicatorController: UIViewController {
                private var bottomView: UIView?
                override func viewDidLoad() {
                    super.viewDidLoad()
                    bottomView = UIView()
                    bottomView?.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(bottomView ?? UIView())
                    bottomView?.heightAnchor.constraint(equalToConstant: 4).isActive = true
                    bottomView?.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
                    bottomView?.trailingAnchor.constraint(equalTo: view.trailingAnchor).isActive = true
                    bottomView?.bottomAnchor.constraint(equalTo: view.bottomAnchor).isActive = true
                }
            }
            """)
        #expect(!compiled.diagnostics.contains { $0.ruleID == .activatedBeforeAdded })
        // The iPhone SE's screen is 320 × 568 (Docs/uikit-devices.md): the 4-pt bar sits at 568 - 4.
        let bar = try #require(try CodeReading.frames(compiled, environment: "iPhoneSE portrait ltr")["bottomView"])
        #expect(bar == LayoutRect(x: 0, y: 564, width: 320, height: 4))
    }
}
