import Testing
import LayoutIR
import VFLCompiler

/// Views that reach a hierarchy through code the function calls: a method of the same type that
/// adds them, or the app's own extension called on an array literal of them.
@Suite struct CodeReaderHandOverTests {
    @Test("init calls configureView(), which adds the stack: the constraints after the call are not activated before it is added")
    func ownMethodAddsTheView() {
        let compiled = CodeReading.compile("""
            final class HeaderView: UIView {
                private var stackView: UIStackView
                init(frame: CGRect) {
                    self.stackView = UIStackView(frame: frame)
                    super.init(frame: frame)
                    configureView()
                    stackView.centerXAnchor.constraint(equalTo: centerXAnchor).isActive = true
                    stackView.centerYAnchor.constraint(equalTo: centerYAnchor).isActive = true
                }
                private func configureView() {
                    stackView.translatesAutoresizingMaskIntoConstraints = false
                    addSubview(stackView)
                }
            }
            """)
        #expect(!compiled.diagnostics.contains { $0.ruleID == .activatedBeforeAdded }, "\(compiled.diagnostics.map(\.message))")
    }

    @Test("the same constraints before the call that adds the stack are activated too early")
    func beforeTheCallStillReported() {
        let compiled = CodeReading.compile("""
            final class HeaderView: UIView {
                private var stackView: UIStackView
                init(frame: CGRect) {
                    self.stackView = UIStackView(frame: frame)
                    super.init(frame: frame)
                    stackView.centerXAnchor.constraint(equalTo: centerXAnchor).isActive = true
                    configureView()
                }
                private func configureView() {
                    stackView.translatesAutoresizingMaskIntoConstraints = false
                    addSubview(stackView)
                }
            }
            """)
        #expect(compiled.diagnostics.contains { $0.ruleID == .activatedBeforeAdded })
    }

    @Test("[icon, title].asStackView(…) hands both views to the app's extension, which may arrange them")
    func arrayLiteralReceiver() {
        let compiled = CodeReading.compile("""
            final class WarningView: UIView {
                func build() {
                    let icon = UIImageView()
                    let title = UILabel()
                    let row = [icon, title].asStackView(axis: .horizontal, spacing: 6)
                    row.translatesAutoresizingMaskIntoConstraints = false
                    addSubview(row)
                    NSLayoutConstraint.activate([
                        row.topAnchor.constraint(equalTo: topAnchor),
                        title.widthAnchor.constraint(equalTo: row.widthAnchor, constant: -50),
                    ])
                }
            }
            """)
        #expect(!compiled.diagnostics.contains { $0.ruleID == .activatedBeforeAdded || $0.ruleID == .autoresizingMaskConstraints },
                "\(compiled.diagnostics.map(\.message))")
        // `map` only looks at them: the title stays a view this function made and never added.
        let mapped = CodeReading.compile("""
            final class WarningView: UIView {
                func build() {
                    let title = UILabel()
                    let names = [title].map { $0.text }
                    print(names)
                    title.widthAnchor.constraint(equalTo: widthAnchor).isActive = true
                }
            }
            """)
        #expect(mapped.diagnostics.contains { $0.ruleID == .activatedBeforeAdded })
    }

    /// `UIScrollView(stackView:)` is none of UIKit's initializers (UIScrollView has `init(frame:)`
    /// and `init(coder:)`): the app's own, whose body may add the stack and turn its flag off.
    @Test("a view handed to an app's initializer of a UIKit class may be added there; with UIKit's init(frame:) it is not")
    func appInitializerTakesTheView() {
        func compiled(_ construction: String) -> [LayoutDiagnostic] {
            CodeReading.compile("""
                final class StickyView: UIView {
                    init() {
                        let content = UIStackView(arrangedSubviews: [])
                        let scroll = \(construction)
                        super.init(frame: .zero)
                        scroll.translatesAutoresizingMaskIntoConstraints = false
                        addSubview(scroll)
                        NSLayoutConstraint.activate([content.widthAnchor.constraint(equalTo: scroll.widthAnchor)])
                    }
                }
                """).diagnostics
        }
        let app = compiled("UIScrollView(stackView: content)")
        #expect(!app.contains { $0.ruleID == .activatedBeforeAdded || $0.ruleID == .autoresizingMaskConstraints }, "\(app.map(\.message))")
        let uikit = compiled("UIScrollView(frame: .zero)")
        #expect(uikit.contains { $0.ruleID == .activatedBeforeAdded && $0.message.contains("'content'") }, "\(uikit.map(\.message))")
    }

    /// UIKit makes a view's autoresizing constraints against its superview; a local view that the
    /// function never adds, returns or hands over has none, and is never laid out.
    @Test("a local view given constraints but never added keeps no autoresizing finding; added, it does")
    func neverAddedLocal() {
        func compiled(_ adding: String) -> [LayoutDiagnostic] {
            CodeReading.compile("""
                final class ReviewViewController: UIViewController {
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let calendar = UIImageView(image: nil)
                        calendar.widthAnchor.constraint(equalTo: calendar.heightAnchor).isActive = true
                        \(adding)
                    }
                }
                """).diagnostics
        }
        #expect(!compiled("").contains { $0.ruleID == .autoresizingMaskConstraints })
        #expect(compiled("view.addSubview(calendar)").contains { $0.ruleID == .autoresizingMaskConstraints && $0.message.contains("'calendar'") })
    }
}
