import Testing
import LayoutIR
import VFLCompiler

/// Chained methods an app adds to `NSLayoutConstraint` that set `isActive` or `priority` and
/// return the constraint, read from their bodies, whatever they are called.
@Suite struct CodeReaderConstraintSetterTests {
    static let setters = ("NSLayoutConstraint+Setting.swift", """
        import UIKit

        public extension NSLayoutConstraint {
            @discardableResult
            func setting(isActive: Bool) -> NSLayoutConstraint {
                self.isActive = isActive
                return self
            }

            @discardableResult
            func setting(priority: UILayoutPriority) -> NSLayoutConstraint {
                self.priority = priority
                return self
            }

            func with(priority newPriority: UILayoutPriority) -> Self { priority = newPriority; return self }

            func withRawPriority(_ raw: Float) -> NSLayoutConstraint {
                priority = UILayoutPriority(rawValue: raw)
                return self
            }

            func turnedOn() -> Self { isActive = true; return self }
        }
        """)

    @Test("a setter of isActive activates with true and not with false; setters of priority give theirs")
    func settersReadFromTheirBodies() throws {
        let compiled = CodeReading.compile(files: [Self.setters, ("Card.swift", """
            final class CardView: UIView {
                let title = UILabel()
                let badge = UIView()
                func setUp() {
                    addSubview(title)
                    addSubview(badge)
                    title.translatesAutoresizingMaskIntoConstraints = false
                    badge.translatesAutoresizingMaskIntoConstraints = false
                    title.topAnchor.constraint(equalTo: topAnchor, constant: 8).setting(isActive: true)
                    title.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16).setting(isActive: true)
                    title.trailingAnchor.constraint(equalTo: trailingAnchor).setting(isActive: false)
                    NSLayoutConstraint.activate([
                        badge.widthAnchor.constraint(equalToConstant: 20).with(priority: .defaultHigh),
                        badge.heightAnchor.constraint(equalToConstant: 20).withRawPriority(999),
                        badge.topAnchor.constraint(equalTo: title.bottomAnchor).setting(priority: .defaultLow),
                    ])
                    badge.leadingAnchor.constraint(equalTo: title.leadingAnchor).turnedOn()
                }
            }
            """)])[1]
        let equations = CodeReading.equations(compiled)
        #expect(equations.contains("title.top == cardView.top + 8"))
        #expect(equations.contains("title.leading == cardView.leading + 16"))
        // `.setting(isActive: false)` leaves it off: shown, not laid out.
        #expect(!equations.contains("title.trailing == cardView.trailing"))
        #expect(CodeReading.unsolved(compiled).contains { $0.0.contains("title.trailing == cardView.trailing") })
        // UILayoutPriority: defaultHigh 750, defaultLow 250 (Apple, *UILayoutPriority*).
        #expect(equations.contains("badge.width == 20 @750"))
        #expect(equations.contains("badge.height == 20 @999"))
        #expect(equations.contains("badge.top == title.bottom @250"))
        #expect(equations.contains("badge.leading == title.leading"))
    }

    @Test("a method that does more than set and return the constraint is no setter")
    func otherBodiesAreNotSetters() {
        let compiled = CodeReading.compile(files: [("Log.swift", """
            import UIKit

            extension NSLayoutConstraint {
                func settingLogged(isActive: Bool) -> NSLayoutConstraint {
                    print("activating")
                    self.isActive = isActive
                    return self
                }
            }

            final class RowView: UIView {
                let dot = UIView()
                func setUp() {
                    addSubview(dot)
                    dot.translatesAutoresizingMaskIntoConstraints = false
                    dot.widthAnchor.constraint(equalToConstant: 4).settingLogged(isActive: true)
                }
            }
            """)])[0]
        // Not read as a setter, and its name says nothing vflc trusts: the width is not laid out.
        #expect(!CodeReading.equations(compiled).contains("dot.width == 4"))
    }
}
