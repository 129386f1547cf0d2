import Testing
import LayoutIR
import VFLCompiler

/// Views handed to code vflc does not read through a local array, and helpers of a protocol the
/// app makes views conform to.
@Suite struct CodeReaderHandedOverViewsTests {
    @Test("a local array of views passed to other code hands over each view: no activated-before-added, no autoresizing warning")
    func localArrayHandsOverItsViews() {
        let compiled = CodeReading.compile("""
            import UIKit

            final class PadKey: UIControl {
                private let normal: UILabel
                private let active: UILabel
                init(number: Int) {
                    normal = UILabel()
                    active = UILabel()
                    super.init(frame: .zero)
                    let views: [UIView] = [normal, active]
                    UIView.prepareViews(views, superview: self)
                    NSLayoutConstraint.activate([
                        normal.centerXAnchor.constraint(equalTo: centerXAnchor),
                        normal.centerYAnchor.constraint(equalTo: centerYAnchor),
                        active.centerXAnchor.constraint(equalTo: centerXAnchor),
                        active.centerYAnchor.constraint(equalTo: centerYAnchor),
                    ])
                }
            }
            """)
        // The app's `prepareViews` (not given here) may add them and turn their flags off.
        #expect(!compiled.diagnostics.contains { $0.ruleID == .activatedBeforeAdded || $0.ruleID == .autoresizingMaskConstraints },
                "\(compiled.diagnostics.map(\.message))")
    }

    @Test("the same array never handed over: the labels are activated before they are added")
    func localArrayKeptIsNoHandOver() {
        let compiled = CodeReading.compile("""
            import UIKit

            final class PadKey: UIControl {
                func setUp() {
                    let normal = UILabel()
                    normal.translatesAutoresizingMaskIntoConstraints = false
                    let views: [UIView] = [normal]
                    print(views.count)
                    normal.centerXAnchor.constraint(equalTo: centerXAnchor).isActive = true
                    views.forEach { addSubview($0) }
                }
            }
            """)
        #expect(compiled.diagnostics.contains { $0.ruleID == .activatedBeforeAdded }, "\(compiled.diagnostics.map(\.message))")
    }

    /// A protocol views and guides conform to, and its extension's helper, as apps write them so
    /// that one helper serves both (TSPL, *Protocols*, "Protocol Extensions").
    static let container = ("AutoLayout.swift", """
        import UIKit

        public protocol AutoLayoutContainer {
            var heightAnchor: NSLayoutDimension { get }
            var widthAnchor: NSLayoutDimension { get }
        }

        extension UIView: AutoLayoutContainer {}
        extension UILayoutGuide: AutoLayoutContainer {}

        public extension AutoLayoutContainer {
            func setConstant(height: CGFloat) {
                if let view = self as? UIView {
                    view.translatesAutoresizingMaskIntoConstraints = false
                }
                heightAnchor.constraint(equalToConstant: height).isActive = true
            }
        }
        """)

    @Test("a method of a protocol's extension that views conform to is a helper of every view")
    func protocolExtensionHelper() throws {
        let compiled = CodeReading.compile(files: [Self.container, ("Consent.swift", """
            import UIKit

            final class ConsentViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let borderView = UIView()
                    view.addSubview(borderView)
                    borderView.setConstant(height: 1)
                    NSLayoutConstraint.activate([
                        borderView.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
                        borderView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        borderView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    ])
                }
            }
            """)])[1]
        #expect(CodeReading.equations(compiled).first == "borderView.height == 1")
        #expect(!compiled.diagnostics.contains { $0.ruleID == .autoresizingMaskConstraints }, "\(compiled.diagnostics.map(\.message))")
        // The iPhone SE is 320 pt wide (Docs/uikit-devices.md).
        let border = try #require(try CodeReading.frames(compiled, environment: "iPhoneSE portrait ltr")["borderView"])
        #expect(border == LayoutRect(x: 0, y: 20, width: 320, height: 1))
    }

    @Test("the views passed to a project helper vflc does not expand are handed over to it")
    func unexpandedHelperTakesItsArguments() {
        let compiled = CodeReading.compile(files: [("UIView+Prepare.swift", """
            import UIKit

            extension UIView {
                static func prepareViewsForAutoLayout(withViews views: [UIView], superview: UIView?) {
                    views.forEach { $0.translatesAutoresizingMaskIntoConstraints = false }
                    guard let s = superview else { return }
                    views.forEach { s.addSubview($0) }
                }
            }
            """), ("Key.swift", """
            import UIKit

            final class PadKey: UIControl {
                func setUp() {
                    let label = UILabel()
                    UIView.prepareViewsForAutoLayout(withViews: [label], superview: self)
                    label.centerXAnchor.constraint(equalTo: centerXAnchor).isActive = true
                }
            }
            """)])[1]
        #expect(compiled.skipped.contains { $0.reason.contains("'prepareViewsForAutoLayout(…)' makes constraints but is not expanded here") })
        #expect(!compiled.diagnostics.contains { $0.ruleID == .activatedBeforeAdded || $0.ruleID == .autoresizingMaskConstraints },
                "\(compiled.diagnostics.map(\.message))")
    }
}
