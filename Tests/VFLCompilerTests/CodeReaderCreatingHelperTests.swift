import Testing
import LayoutIR
import VFLCompiler

/// Layout helpers that make a view, add it and constrain it (`addSeparator(to:)`): Swift runs a
/// function's body anew at each call, so every call makes a view of its own, which is a view of
/// the caller's screen, named after the call's binding or `helper#N`.
@Suite struct CodeReaderCreatingHelperTests {
    static let helpers = ("UIView+Separators.swift", """
        extension UIView {
            @discardableResult
            func addSeparator(to card: UIView, height: CGFloat = 1) -> UIView {
                let line = UIView()
                line.translatesAutoresizingMaskIntoConstraints = false
                card.addSubview(line)
                NSLayoutConstraint.activate([
                    line.heightAnchor.constraint(equalToConstant: height),
                    line.leadingAnchor.constraint(equalTo: card.leadingAnchor),
                    line.trailingAnchor.constraint(equalTo: card.trailingAnchor),
                    line.bottomAnchor.constraint(equalTo: card.bottomAnchor),
                ])
                return line
            }
        }
        """)

    /// A controller whose card fills its view's top 200 points.
    static func compiled(_ body: String) -> CompiledFile {
        CodeReading.compile(files: [helpers, ("Cards.swift", """
            final class CardsViewController: UIViewController {
                let card = UIView()
                override func viewDidLoad() {
                    card.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(card)
                    NSLayoutConstraint.activate([
                        card.topAnchor.constraint(equalTo: view.topAnchor),
                        card.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        card.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                        card.heightAnchor.constraint(equalToConstant: 200),
                    ])
            \(body)
                }
            }
            """)])[1]
    }

    @Test("the view a call returns is named after its binding and laid out with the helper's constraints")
    func boundCallNamesTheView() throws {
        let compiled = Self.compiled("        let rule = view.addSeparator(to: card, height: 2)")
        #expect(CodeReading.equations(compiled).suffix(4) == [
            "rule.height == 2", "rule.leading == card.leading", "rule.trailing == card.trailing", "rule.bottom == card.bottom",
        ])
        // iPhone SE (320 wide): the card is 0…200 tall, the rule its bottom 2 points.
        #expect(try CodeReading.frames(compiled, environment: "iPhoneSE portrait ltr")["rule"]
                == LayoutRect(x: 0, y: 198, width: 320, height: 2))
        #expect(compiled.diagnostics.filter { $0.severity == .error }.isEmpty)
    }

    @Test("unbound calls each make their own view, numbered in call order")
    func unboundCallsAreNumbered() throws {
        // Called on the controller's view: a UIView extension's method is no method of the
        // controller itself (The Swift Programming Language, *Extensions*).
        let compiled = Self.compiled("""
                    view.addSeparator(to: card)
                    view.addSeparator(to: view, height: 4)
            """)
        let frames = try CodeReading.frames(compiled, environment: "iPhoneSE portrait ltr")
        #expect(frames["addSeparator_1"] == LayoutRect(x: 0, y: 199, width: 320, height: 1))
        // The root is the SE's 320 × 568 screen.
        #expect(frames["addSeparator_2"] == LayoutRect(x: 0, y: 564, width: 320, height: 4))
    }

    @Test("a helper that makes a view under a branch, or keeps it in a property, is listed, not expanded")
    func conditionalCreationIsNotExpanded() {
        let helper = ("UIView+Badge.swift", """
            extension UIView {
                func addBadge(to card: UIView, shown: Bool) {
                    if shown {
                        let badge = UIView()
                        card.addSubview(badge)
                        badge.widthAnchor.constraint(equalToConstant: 8).isActive = true
                    }
                }
            }
            """)
        let compiled = CodeReading.compile(files: [helper, ("Badges.swift", """
            final class BadgesView: UIView {
                let card = UIView()
                func setUp() {
                    addSubview(card)
                    card.addBadge(to: card, shown: true)
                }
            }
            """)])[1]
        #expect(CodeReading.equations(compiled).isEmpty)
        #expect(compiled.skipped.contains { $0.reason.contains("not expanded") })
    }

    @Test("a created view the caller places itself is not ambiguous: the helper only sizes it")
    func returnedViewPlacedByTheCaller() {
        let helper = ("UIView+Dots.swift", """
            extension UIView {
                func makeDot(diameter: CGFloat) -> UIView {
                    let dot = UIView()
                    dot.translatesAutoresizingMaskIntoConstraints = false
                    dot.widthAnchor.constraint(equalToConstant: diameter).isActive = true
                    dot.heightAnchor.constraint(equalToConstant: diameter).isActive = true
                    return dot
                }
            }
            """)
        let compiled = CodeReading.compile(files: [helper, ("Dots.swift", """
            final class DotsViewController: UIViewController {
                override func viewDidLoad() {
                    let dot = view.makeDot(diameter: 10)
                    view.addSubview(dot)
                    dot.centerXAnchor.constraint(equalTo: view.centerXAnchor).isActive = true
                    dot.topAnchor.constraint(equalTo: view.topAnchor, constant: 30).isActive = true
                }
            }
            """)])[1]
        #expect(CodeReading.equations(compiled) == [
            "dot.width == 10", "dot.height == 10", "dot.centerX == view.centerX", "dot.top == view.top + 30",
        ])
        #expect(!compiled.diagnostics.contains { $0.ruleID == .ambiguousLayout || $0.ruleID == .activatedBeforeAdded })
    }

    @Test("a call that is the whole argument of addArrangedSubview adds its view there; the stack takes it out of autoresizing")
    func returnedViewAddedByTheEnclosingCall() {
        let compiled = CodeReading.compile(files: [("Lines.swift", """
            final class LinesView: UIView {
                let stack = UIStackView()
                func setUp() {
                    addSubview(stack)
                    stack.addArrangedSubview(self.line(height: 1))
                }
                func line(height: CGFloat) -> UIView {
                    let rule = UIView()
                    rule.heightAnchor.constraint(equalToConstant: height).isActive = true
                    return rule
                }
            }
            """)])[0]
        #expect(CodeReading.equations(compiled).contains("line_1.height == 1"))
        let setUp = compiled.document.screens.first { $0.constraints.contains { $0.description == "line_1.height == 1" } }
        let stack = setUp?.root.children.flatMap { [$0] + $0.children }.first { $0.name == "stack" }
        #expect(stack?.children.map(\.name) == ["line_1"])
        #expect(!compiled.diagnostics.contains { $0.ruleID == .autoresizingMaskConstraints })
    }

    @Test("a project helper that adds its view through another project helper is expanded through both")
    func nestedProjectHelpers() {
        let helpers = ("UIStackView+Spacers.swift", """
            extension UIStackView {
                func addRow(_ view: UIView, size: CGFloat) {
                    view.heightAnchor.constraint(equalToConstant: size).isActive = true
                    addArrangedSubview(view)
                }
                func addSpacer(_ size: CGFloat) {
                    let spacer = UIView()
                    addRow(spacer, size: size)
                }
            }
            """)
        let compiled = CodeReading.compile(files: [helpers, ("Form.swift", """
            final class FormViewController: UIViewController {
                let stack = UIStackView()
                override func viewDidLoad() {
                    view.addSubview(stack)
                    stack.addSpacer(12)
                    stack.addSpacer(20)
                }
            }
            """)])[1]
        #expect(CodeReading.equations(compiled) == ["addSpacer_1.height == 12", "addSpacer_2.height == 20"])
        let stack = compiled.document.screens.first?.root.children.first { $0.name == "stack" }
        #expect(stack?.children.map(\.name) == ["addSpacer_1", "addSpacer_2"])
    }
}
