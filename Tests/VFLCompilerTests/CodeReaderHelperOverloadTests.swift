import Testing
import LayoutIR
import VFLCompiler

/// Layout helpers that share a base name, told apart at each call as Swift does: by argument
/// labels and count (only defaulted parameters may be left out) and by what a literal argument
/// evidently is (a number literal is no view). A call more than one declaration fits is listed
/// as an ambiguous overload, never guessed.
@Suite struct CodeReaderHelperOverloadTests {
    static let helpers = ("UIView+Sizes.swift", """
        extension UIView {
            func size(to length: CGFloat) {
                widthAnchor.constraint(equalToConstant: length).isActive = true
                heightAnchor.constraint(equalToConstant: length).isActive = true
            }
            func size(to other: UIView) {
                widthAnchor.constraint(equalTo: other.widthAnchor).isActive = true
                heightAnchor.constraint(equalTo: other.heightAnchor).isActive = true
            }
            func size(width: CGFloat, height: CGFloat = 44) {
                widthAnchor.constraint(equalToConstant: width).isActive = true
                heightAnchor.constraint(equalToConstant: height).isActive = true
            }
        }
        """)

    static func compiled(_ body: String) -> CompiledFile {
        CodeReading.compile(files: [helpers, ("Badge.swift", """
            final class BadgeViewController: UIViewController {
                let badge = UIView()
                let icon = UIView()
                override func viewDidLoad() {
                    badge.translatesAutoresizingMaskIntoConstraints = false
                    icon.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(badge)
                    view.addSubview(icon)
            \(body)
                }
            }
            """)])[1]
    }

    @Test("labels pick the declaration, and a left-out argument takes its default")
    func labelsPick() {
        let compiled = Self.compiled("        badge.size(width: 30)")
        #expect(CodeReading.equations(compiled) == ["badge.width == 30", "badge.height == 44"])
    }

    @Test("a number literal is no view: size(to: 20) is the CGFloat overload")
    func literalNumberPicksTheNumberOverload() {
        let compiled = Self.compiled("        badge.size(to: 20)")
        #expect(CodeReading.equations(compiled) == ["badge.width == 20", "badge.height == 20"])
    }

    @Test("a name both overloads may take is listed as ambiguous, not guessed")
    func variableArgumentIsAmbiguous() {
        let compiled = Self.compiled("        badge.size(to: icon)")
        #expect(CodeReading.equations(compiled).isEmpty)
        #expect(compiled.skipped.contains { $0.reason.contains("2 functions of that name fit this call (ambiguous overload)") })
    }

    static let dimensionHelpers = ("UIView+Dimension.swift", """
        extension UIView {
            enum Dimension { case width, height }

            @discardableResult
            func set(_ dimension: Dimension, to size: CGFloat) -> NSLayoutConstraint {
                translatesAutoresizingMaskIntoConstraints = false
                let constraint: NSLayoutConstraint = {
                    switch dimension {
                    case .width: return widthAnchor.constraint(equalToConstant: size)
                    case .height: return heightAnchor.constraint(equalToConstant: size)
                    }
                }()
                constraint.isActive = true
                return constraint
            }

            @discardableResult
            func set(_ dimension: Dimension, equalTo other: UIView) -> NSLayoutConstraint {
                translatesAutoresizingMaskIntoConstraints = false
                let constraint: NSLayoutConstraint
                switch dimension {
                case .width: constraint = widthAnchor.constraint(equalTo: other.widthAnchor)
                default: constraint = heightAnchor.constraint(equalTo: other.heightAnchor)
                }
                constraint.isActive = true
                return constraint
            }
        }
        """)

    @Test("a switch over an enum parameter is decided by the literal case at the call, in a closure called in place too")
    func switchDecidedAtTheCall() throws {
        let compiled = CodeReading.compile(files: [Self.dimensionHelpers, ("Avatar.swift", """
            final class AvatarViewController: UIViewController {
                let avatar = UIView()
                override func viewDidLoad() {
                    view.addSubview(avatar)
                    avatar.set(.width, to: 40)
                    avatar.set(.height, to: 30)
                    avatar.topAnchor.constraint(equalTo: view.topAnchor, constant: 100).isActive = true
                    avatar.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16).isActive = true
                }
            }
            """)])[1]
        #expect(CodeReading.equations(compiled) == ["avatar.width == 40", "avatar.height == 30",
                                                    "avatar.top == view.top + 100", "avatar.leading == view.leading + 16"])
        #expect(try CodeReading.frames(compiled, environment: "iPhoneSE portrait ltr")["avatar"]
                == LayoutRect(x: 16, y: 100, width: 40, height: 30))
    }

    @Test("default: runs for a case no other label names; a case the call does not name literally decides nothing")
    func defaultCaseAndUndecidedSwitch() {
        let compiled = CodeReading.compile(files: [Self.dimensionHelpers, ("Avatar.swift", """
            final class AvatarView: UIView {
                let avatar = UIView()
                let frameView = UIView()
                func setUp(_ axis: UIView.Dimension) {
                    addSubview(avatar)
                    addSubview(frameView)
                    avatar.set(.height, equalTo: frameView)
                    avatar.set(axis, to: 10)
                }
            }
            """)])[1]
        #expect(CodeReading.equations(compiled) == ["avatar.height == frameView.height"])
        #expect(CodeReading.unsolved(compiled).map(\.0) == ["avatar.width == 10", "avatar.height == 10"])
    }

    /// The same helper, header for header, in two modules: a call sees its own module's.
    static let twoModulesHelpers: [(path: String, text: String)] = [
        ("App/UI/Views/UIView+Embed.swift", """
            extension UIView {
                func embedInto(container: UIView, insets: UIEdgeInsets = UIEdgeInsets()) {
                    container.addSubview(self)
                    translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        topAnchor.constraint(equalTo: container.topAnchor, constant: insets.top),
                        leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: insets.left),
                    ])
                }
            }
            """),
        ("App/PrivateMenu/Extension/UIView+Embed.swift", """
            extension UIView {
                func embedInto(container: UIView, insets: UIEdgeInsets = UIEdgeInsets()) {
                    container.addSubview(self)
                    translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        topAnchor.constraint(equalTo: container.safeAreaLayoutGuide.topAnchor, constant: insets.top),
                        leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: insets.left),
                    ])
                }
            }
            """),
    ]

    @Test("two modules declaring the same helper header: a call in one of them runs its own module's (a module's declarations shadow imported ones; one module cannot redeclare a function)")
    func ownModuleShadowsImported() {
        let caller = """
            final class HomeViewController: UIViewController {
                let banner = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    banner.embedInto(container: view, insets: UIEdgeInsets(top: 8, left: 16, bottom: 0, right: 0))
                }
            }
            """
        let compiled = CodeReading.compile(files: Self.twoModulesHelpers + [("App/PrivateMenu/Scenes/HomeViewController.swift", caller)])
        let home = compiled.first { $0.source.path.hasSuffix("HomeViewController.swift") }
        #expect(home.map(CodeReading.equations) == ["banner.top == view.safeArea.top + 8", "banner.leading == view.leading + 16"])
        // Left out, the insets are their default `UIEdgeInsets()`: every field zero (Swift's
        // zero initializer of an imported C structure).
        let defaulted = caller.replacingOccurrences(of: ", insets: UIEdgeInsets(top: 8, left: 16, bottom: 0, right: 0)", with: "")
        let second = CodeReading.compile(files: Self.twoModulesHelpers + [("App/PrivateMenu/Scenes/HomeViewController.swift", defaulted)])
        #expect(second.last.map(CodeReading.equations) == ["banner.top == view.safeArea.top", "banner.leading == view.leading"])
    }

    @Test("a caller in a third module, as close to both declarations, is still an ambiguous call: listed, never guessed")
    func thirdModuleStaysAmbiguous() {
        let caller = """
            final class MenuViewController: UIViewController {
                let banner = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    banner.embedInto(container: view)
                }
            }
            """
        let compiled = CodeReading.compile(files: Self.twoModulesHelpers + [("App/Menu/MenuViewController.swift", caller)])
        let menu = compiled.first { $0.source.path.hasSuffix("MenuViewController.swift") }
        #expect(menu.map(CodeReading.equations) == [])
        #expect(menu?.skipped.contains { $0.reason.contains("2 functions of that name fit this call (ambiguous overload)") } == true)
    }

    @Test("a method of the class that uses the class's own view (rows.addArrangedSubview) is expanded at a call on self: a bare name in a method is self's member")
    func methodUsingOwnPropertyOnSelf() throws {
        let compiled = CodeReading.compile("""
            final class StepViewController: UIViewController {
                let rows = UIStackView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(rows)
                    rows.translatesAutoresizingMaskIntoConstraints = false
                    rows.topAnchor.constraint(equalTo: view.topAnchor, constant: 100).isActive = true
                    let title = UILabel()
                    addRow(title, height: 40)
                }
                func addRow(_ row: UIView, height: CGFloat) {
                    row.translatesAutoresizingMaskIntoConstraints = false
                    rows.addArrangedSubview(row)
                    row.heightAnchor.constraint(equalToConstant: height).isActive = true
                }
            }
            """)
        let load = try #require(compiled.document.screens.first { $0.name.hasSuffix("viewDidLoad") })
        #expect(load.constraints.map(\.description) == ["rows.top == view.top + 100", "title.height == 40"])
        // The row is added to the controller's own `rows` (a stack view made elsewhere is laid
        // out as a plain view: its other arranged subviews are not seen here).
        func node(_ name: String, in root: ViewNode) -> ViewNode? {
            root.name == name ? root : root.children.lazy.compactMap { node(name, in: $0) }.first
        }
        #expect(node("rows", in: load.root)?.children.map(\.name) == ["title"])
    }

    @Test("the same method called on another view (footer.addRow) is not expanded: that view's rows may be a view the caller holds under another name")
    func methodUsingOwnPropertyOnOtherReceiver() {
        let compiled = CodeReading.compile("""
            final class StepView: UIView {
                let rows = UIStackView()
                let footer = StepView()
                func build() {
                    addSubview(rows)
                    rows.translatesAutoresizingMaskIntoConstraints = false
                    rows.topAnchor.constraint(equalTo: topAnchor).isActive = true
                    let title = UILabel()
                    footer.addRow(title, height: 40)
                }
                func addRow(_ row: UIView, height: CGFloat) {
                    row.translatesAutoresizingMaskIntoConstraints = false
                    rows.addArrangedSubview(row)
                    row.heightAnchor.constraint(equalToConstant: height).isActive = true
                }
            }
            """)
        #expect(CodeReading.equations(compiled) == ["rows.top == stepView.top"])
        #expect(compiled.skipped.contains { $0.reason.contains("it uses views its receiver keeps in properties") })
        #expect(!compiled.diagnostics.contains { $0.ruleID == .activatedBeforeAdded })
    }
}
