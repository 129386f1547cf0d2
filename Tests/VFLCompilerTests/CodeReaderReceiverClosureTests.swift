import Testing
import LayoutIR
import VFLCompiler

/// Helpers that take a closure, call it with their receiver and activate what it returns
/// (`titleLabel.activateConstraints { [$0.leadingAnchor.constraint(…)] }`). Swift passes a
/// trailing closure as the last argument (The Swift Programming Language, *Closures*, "Trailing
/// Closures"), and the helper's body runs `constraints(self)` at once, so inside the closure `$0`
/// (or the name before `in`) is the receiver and every constraint it returns is active when the
/// call returns.
@Suite struct CodeReaderReceiverClosureTests {
    /// The helper, in a file of its own as apps keep it: it turns the receiver's autoresizing
    /// off and activates what the closure makes of the receiver.
    static let helper = ("UIView+activateConstraints.swift", """
        import UIKit

        public extension UIView {
            func activateConstraints(_ constraints: (UIView) -> [NSLayoutConstraint]) {
                translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate(constraints(self))
            }
        }
        """)

    @Test("`$0` in a trailing closure is the receiver, and its constraints are laid out with autoresizing off")
    func trailingClosure() throws {
        let compiled = CodeReading.compile(files: [Self.helper, ("Title.swift", """
            final class TitleViewController: UIViewController {
                private let titleLabel = UILabel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(titleLabel)
                    titleLabel.activateConstraints {
                        [$0.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 10),
                         $0.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -10),
                         $0.topAnchor.constraint(equalTo: view.topAnchor, constant: 100),
                         $0.heightAnchor.constraint(equalToConstant: 45)]
                    }
                }
            }
            """)])[1]
        #expect(CodeReading.equations(compiled) == ["titleLabel.leading == view.leading + 10",
                                                    "titleLabel.trailing == view.trailing - 10",
                                                    "titleLabel.top == view.top + 100", "titleLabel.height == 45"])
        #expect(CodeReading.unsolved(compiled).isEmpty)
        // The iPhone SE is 320 pt wide (Docs/uikit-devices.md): 10 + 300 + 10.
        let title = try #require(try CodeReading.frames(compiled, environment: "iPhoneSE portrait ltr")["titleLabel"])
        #expect(title == LayoutRect(x: 10, y: 100, width: 300, height: 45))
        // The helper turned the mask off: no autoresizing warning.
        #expect(!compiled.diagnostics.contains { $0.ruleID == .autoresizingMaskConstraints })
    }

    @Test("a named closure parameter and a closure in parentheses stand for the receiver too")
    func namedParameterAndParentheses() throws {
        let compiled = CodeReading.compile(files: [Self.helper, ("Close.swift", """
            final class CardView: UIView {
                let closeButton = UIButton()
                let badge = UIView()
                func setUp() {
                    addSubview(closeButton)
                    addSubview(badge)
                    closeButton.activateConstraints { button in
                        [button.widthAnchor.constraint(equalToConstant: 36),
                         button.heightAnchor.constraint(equalToConstant: 36),
                         button.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -4),
                         button.topAnchor.constraint(equalTo: topAnchor)]
                    }
                    badge.activateConstraints({ [$0.widthAnchor.constraint(equalToConstant: 8),
                                                 $0.heightAnchor.constraint(equalToConstant: 8),
                                                 $0.centerXAnchor.constraint(equalTo: closeButton.trailingAnchor),
                                                 $0.centerYAnchor.constraint(equalTo: closeButton.topAnchor)] })
                }
            }
            """)])[1]
        #expect(CodeReading.equations(compiled) == ["closeButton.width == 36", "closeButton.height == 36",
                                                    "closeButton.trailing == cardView.trailing - 4", "closeButton.top == cardView.top",
                                                    "badge.width == 8", "badge.height == 8",
                                                    "badge.centerX == closeButton.trailing", "badge.centerY == closeButton.top"])
        #expect(CodeReading.unsolved(compiled).isEmpty)
    }

    @Test("a bare call in a view's own method runs the closure on the view itself")
    func bareCallOnSelf() {
        let compiled = CodeReading.compile(files: [Self.helper, ("Row.swift", """
            final class RowView: UIView {
                func setUp() {
                    activateConstraints { [$0.heightAnchor.constraint(equalToConstant: 44)] }
                }
            }
            """)])[1]
        #expect(CodeReading.equations(compiled) == ["rowView.height == 44"])
    }

    @Test("constraints the closure returns are checked: two required heights are a conflict")
    func conflictInsideClosure() {
        let compiled = CodeReading.compile(files: [Self.helper, ("Header.swift", """
            final class HeaderViewController: UIViewController {
                private let header = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(header)
                    header.activateConstraints {
                        [$0.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                         $0.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                         $0.topAnchor.constraint(equalTo: view.topAnchor),
                         $0.heightAnchor.constraint(equalToConstant: 45)]
                    }
                    header.activateConstraints { [$0.heightAnchor.constraint(equalToConstant: 60)] }
                }
            }
            """)])[1]
        #expect(compiled.diagnostics.filter { $0.ruleID == .unsatisfiable }.count == 1)
    }

    @Test("a closure the helper calls with another object than its receiver is not read as the receiver's")
    func closureGivenAnotherObject() {
        let compiled = CodeReading.compile(files: [("Other.swift", """
            import UIKit

            extension UIView {
                func activateOnSuperview(_ constraints: (UIView) -> [NSLayoutConstraint]) {
                    guard let parent = superview else { return }
                    NSLayoutConstraint.activate(constraints(parent))
                }
            }

            final class BadgeView: UIView {
                let dot = UIView()
                func setUp() {
                    addSubview(dot)
                    dot.activateOnSuperview { [$0.heightAnchor.constraint(equalToConstant: 8)] }
                }
            }
            """)])[0]
        // `$0` is the superview here: vflc does not take it for `dot`, nor lays it out.
        #expect(!CodeReading.equations(compiled).contains("dot.height == 8"))
    }

    /// The same helper declared for views and for layout guides, as apps write it so that one
    /// spelling serves both: Swift picks the extension of the receiver's own type (TSPL,
    /// *Extensions*), so the call is expanded, not taken for an ambiguous overload.
    static let helperForBoth = ("Activate.swift", """
        import UIKit

        extension UILayoutGuide {
            func activateConstraints(_ constraints: (UILayoutGuide) -> [NSLayoutConstraint]) {
                NSLayoutConstraint.activate(constraints(self))
            }
        }

        extension UIView {
            func activateConstraints(_ constraints: (UIView) -> [NSLayoutConstraint]) {
                translatesAutoresizingMaskIntoConstraints = false
                NSLayoutConstraint.activate(constraints(self))
            }
        }
        """)

    @Test("a helper declared on UIView and on UILayoutGuide runs the declaration of the receiver's type")
    func overloadChosenByReceiverType() throws {
        let compiled = CodeReading.compile(files: [Self.helperForBoth, ("Panel.swift", """
            final class PanelViewController: UIViewController {
                private let column = UILayoutGuide()
                private let bar = UIProgressView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addLayoutGuide(column)
                    let inner = UILayoutGuide()
                    view.addLayoutGuide(inner)
                    column.activateConstraints {
                        [$0.widthAnchor.constraint(equalToConstant: 300),
                         $0.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                         $0.topAnchor.constraint(equalTo: view.topAnchor),
                         $0.bottomAnchor.constraint(equalTo: view.bottomAnchor)]
                    }
                    inner.activateConstraints { guide in
                        [guide.widthAnchor.constraint(equalTo: column.widthAnchor, constant: -40),
                         guide.centerXAnchor.constraint(equalTo: column.centerXAnchor),
                         guide.topAnchor.constraint(equalTo: column.topAnchor),
                         guide.heightAnchor.constraint(equalToConstant: 10)]
                    }
                    view.addSubview(bar)
                    bar.activateConstraints {
                        [$0.leadingAnchor.constraint(equalTo: inner.leadingAnchor),
                         $0.trailingAnchor.constraint(equalTo: inner.trailingAnchor),
                         $0.topAnchor.constraint(equalTo: inner.bottomAnchor),
                         $0.heightAnchor.constraint(equalToConstant: 6)]
                    }
                }
            }
            """)])[1]
        #expect(CodeReading.unsolved(compiled).isEmpty)
        // The iPhone SE is 320 pt wide (Docs/uikit-devices.md): the column is 300 wide at x 10,
        // the inner guide 260 wide at x 30, the bar under it from y 10.
        let bar = try #require(try CodeReading.frames(compiled, environment: "iPhoneSE portrait ltr")["bar"])
        #expect(bar == LayoutRect(x: 30, y: 10, width: 260, height: 6))
        // The view's declaration turned the bar's mask off.
        #expect(!compiled.diagnostics.contains { $0.ruleID == .autoresizingMaskConstraints })
    }
}
