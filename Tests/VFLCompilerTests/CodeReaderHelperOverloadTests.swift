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
}
