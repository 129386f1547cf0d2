import Testing
import LayoutIR
import VFLCompiler

/// `if let logo = logoView { … }` with no `else`: Swift runs the body exactly when the optional
/// holds a value, with the local bound to it (The Swift Programming Language, *The Basics —
/// Optional Binding*), and what the body makes exists only then. The reader lays the body out as
/// running: its conflicts occur whenever the view exists, and nothing it adds can free a view.
@Suite struct CodeReaderOptionalBindingTests {
    static func controller(_ body: String, members: String = "var logoView: UIImageView?") -> String {
        """
        final class BrandViewController: UIViewController {
            \(members)
            override func viewDidLoad() {
                super.viewDidLoad()
                let title = UILabel()
                title.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(title)
                title.topAnchor.constraint(equalTo: view.topAnchor, constant: 100).isActive = true
        \(body)
            }
        }
        """
    }

    static let logoBlock = """
                    logo.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(logo)
                    NSLayoutConstraint.activate([
                        logo.topAnchor.constraint(equalTo: view.topAnchor, constant: 100),
                        logo.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                        logo.widthAnchor.constraint(equalToConstant: 40),
                        logo.heightAnchor.constraint(equalToConstant: 40),
                        title.leadingAnchor.constraint(equalTo: logo.trailingAnchor, constant: 8),
                    ])
        """

    @Test("the body of `if let logo = logoView` (and `if let logo = self.logoView`) is laid out, its local the property's view",
          arguments: ["if let logo = logoView {", "if let logo = self.logoView {"])
    func bindingIsLaidOut(header: String) throws {
        let compiled = CodeReading.compile(Self.controller("""
                \(header)
        \(Self.logoBlock)
                }
        """))
        #expect(CodeReading.unsolved(compiled).isEmpty)
        #expect(CodeReading.equations(compiled).contains("title.leading == logoView.trailing + 8"))
        // On the 320-pt iPhone SE: the logo at x 20, 40 wide; the title 8 pt after it (20 + 40 + 8 = 68).
        let frames = try CodeReading.frames(compiled, environment: "iPhoneSE portrait ltr")
        #expect(frames["logoView"] == LayoutRect(x: 20, y: 100, width: 40, height: 40))
        #expect(frames["title"]?.x == 68)
    }

    /// 20 == width == height == 24 cannot hold: the conflict occurs whenever the badge exists.
    @Test("a conflict inside `if let badge` (Swift 5.7's shorthand) is reported")
    func conflictInShorthandBinding() {
        let compiled = CodeReading.compile(Self.controller("""
                if let badge {
                    badge.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(badge)
                    badge.widthAnchor.constraint(equalToConstant: 20).isActive = true
                    badge.widthAnchor.constraint(equalTo: badge.heightAnchor).isActive = true
                    badge.heightAnchor.constraint(equalToConstant: 24).isActive = true
                }
        """, members: "var badge: UIView?"))
        let errors = compiled.diagnostics.filter { $0.severity == .error }
        #expect(errors.map(\.ruleID) == [.unsatisfiable])
        #expect(errors.first?.message.hasPrefix("3 required constraints cannot all hold") == true)
    }

    @Test("an `if let` with an `else`, an early exit, an `else if let`, a chained or called value, or a parameter stays a branch",
          arguments: [
              ("if let logo = logoView {\n\(logoBlock)\n} else { title.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true }", "if let logo = logoView"),
              ("if let logo = logoView {\n\(logoBlock)\nreturn\n}", "if let logo = logoView"),
              ("if title.text == nil { } else if let logo = logoView {\n\(logoBlock)\n}", "if let logo = logoView"),
              ("if let logo = navigationItem.titleView {\n\(logoBlock)\n}", "if let logo = navigationItem.titleView"),
              ("if let logo = makeLogo() {\n\(logoBlock)\n}", "if let logo = makeLogo()"),
              ("if let logo = logoView, title.text != nil {\n\(logoBlock)\n}", "if let logo = logoView, title.text != nil"),
          ])
    func staysABranch(body: String, condition: String) {
        let compiled = CodeReading.compile(Self.controller(body))
        #expect(CodeReading.unsolved(compiled).contains { $0 == ("title.leading == logo.trailing + 8", "under '\(condition)'")
            || $0 == ("title.leading == logoView.trailing + 8", "under '\(condition)'") })
    }

    @Test("a function's own `if let h = height` of its parameter stays a branch there")
    func parameterBindingStaysABranch() {
        let compiled = CodeReading.compile("""
            final class Card: UIView {
                func size(height: CGFloat?) {
                    translatesAutoresizingMaskIntoConstraints = false
                    if let h = height {
                        heightAnchor.constraint(equalToConstant: h).isActive = true
                    }
                    widthAnchor.constraint(equalToConstant: 40).isActive = true
                }
            }
            """)
        #expect(CodeReading.unsolved(compiled).map(\.1).contains { $0.hasPrefix("under 'if let h = height'") || $0 == "run-time value" })
        #expect(CodeReading.equations(compiled) == ["card.width == 40"])
    }

    /// The card pins its title to the margin, or after the icon when there is one: the variable
    /// holds the second constraint when `isActive` is set, so only that one is active.
    @Test("a constraint variable given another constraint in `if let icon` before it is activated activates only the last")
    func replacedInBinding() throws {
        let compiled = CodeReading.compile("""
            final class CardView: UIView {
                let title = UILabel()
                var icon: UIImageView?
                func setUp() {
                    title.translatesAutoresizingMaskIntoConstraints = false
                    addSubview(title)
                    var leading = title.leftAnchor.constraint(equalTo: leftAnchor)
                    if let icon = icon {
                        icon.translatesAutoresizingMaskIntoConstraints = false
                        addSubview(icon)
                        icon.leftAnchor.constraint(equalTo: leftAnchor).isActive = true
                        icon.widthAnchor.constraint(equalToConstant: 16).isActive = true
                        leading = title.leftAnchor.constraint(equalTo: icon.rightAnchor, constant: 8)
                    }
                    leading.isActive = true
                }
            }
            """)
        #expect(!compiled.diagnostics.contains { $0.severity == .error })
        #expect(CodeReading.equations(compiled) == ["icon.left == cardView.left", "icon.width == 16", "title.left == icon.right + 8"])
        #expect(CodeReading.unsolved(compiled).map(\.0) == ["title.left == cardView.left"])
    }

    @Test("a variable given another constraint under an `if` before it is activated: the first is that branch's")
    func replacedUnderABranch() {
        let compiled = CodeReading.compile("""
            final class CardView: UIView {
                let title = UILabel()
                func setUp(compact: Bool) {
                    title.translatesAutoresizingMaskIntoConstraints = false
                    addSubview(title)
                    var leading = title.leftAnchor.constraint(equalTo: leftAnchor)
                    if compact {
                        leading = title.leftAnchor.constraint(equalTo: leftAnchor, constant: 8)
                    }
                    leading.isActive = true
                }
            }
            """)
        #expect(CodeReading.unsolved(compiled).map(\.1) == ["under 'unless 'if compact' replaces it'", "under 'if compact'"])
    }
}
