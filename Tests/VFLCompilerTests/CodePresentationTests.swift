import Testing
import LayoutIR
@testable import VFLCompiler

/// A view controller in code says nothing about how the app shows it: pushed or presented full
/// screen its view gets the screen's size, embedded as a child its container sizes it (Apple,
/// "Creating a custom container view controller"). A conflict between the screen's size and the
/// controller's own required equalities, which fix the view's size, rests on that choice.
@Suite struct CodePresentationTests {
    static func conflicts(_ text: String) -> [LayoutDiagnostic] {
        CodeReading.compile(text).diagnostics.filter { $0.ruleID == .unsatisfiable || $0.ruleID == .codeAdjustedConflict }
    }

    @Test("a controller whose own equalities fix its view's height (4 + 100 + 10 = 114) is sized to fit: an info, not an error")
    func contentFixedHeight() throws {
        let found = Self.conflicts("""
            import SnapKit
            final class ReviewsContainerViewController: UIViewController {
                let stackView = UIStackView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(stackView)
                    stackView.snp.makeConstraints { make in
                        make.edges.equalToSuperview().inset(UIEdgeInsets(top: 4, left: 20, bottom: 10, right: 20))
                        make.height.equalTo(100)
                    }
                }
            }
            """)
        let conflict = try #require(found.first)
        #expect(found.count == 1)
        #expect(conflict.severity == .info)
        #expect(conflict.ruleID == .codeAdjustedConflict)
        #expect(conflict.notes.contains { $0.message.contains("the controller's own constraints fix its view's height") })
    }

    @Test("with an inequality among the members (a 120-pt cap in a view that spans the width) the conflict stays an error")
    func inequalityStaysAnError() {
        // 15 + 120 + 15 = 150 at most, against 320 and wider screens: no container design asks for that.
        let found = Self.conflicts("""
            final class AddressViewController: UIViewController {
                let field = UITextField()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(field)
                    field.translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        field.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 15),
                        field.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -15),
                        field.widthAnchor.constraint(lessThanOrEqualToConstant: 120),
                        field.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
                    ])
                }
            }
            """)
        #expect(found.map(\.severity) == [.error])
        #expect(found.map(\.ruleID) == [.unsatisfiable])
    }

    @Test("a conflict among the content alone (no screen size in it) stays an error")
    func contentOnlyConflict() {
        let found = Self.conflicts("""
            final class BadgeViewController: UIViewController {
                let badge = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(badge)
                    badge.translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        badge.heightAnchor.constraint(equalToConstant: 40),
                        badge.heightAnchor.constraint(equalToConstant: 50),
                    ])
                }
            }
            """)
        #expect(found.map(\.severity) == [.error])
    }
}
