import Testing
import LayoutIR
import VFLCompiler

/// Members of the app's own structures built with known arguments are numbers: the memberwise
/// initializer and initializers of plain assignments are followed, and getters that return a
/// stored value (The Swift Programming Language, *Initialization*).
@Suite struct CodeReaderValueTypeTests {
    /// An insets type as apps write it: optional stored values, one initializer per way of
    /// building it, getters that trap on a missing value or fall back with `??`.
    static let insetsType = ("LayoutInsets.swift", """
        import UIKit

        struct LayoutInsets {
            static let standard = LayoutInsets(inset: 16)

            private let topInset: CGFloat?
            private let leftInset: CGFloat?
            private let rightInset: CGFloat?

            var top: CGFloat {
                guard let value = self.topInset else {
                    fatalError("Top inset is undefined")
                }
                return value
            }

            var left: CGFloat {
                guard let value = self.leftInset else { fatalError() }
                return value
            }

            var right: CGFloat { self.rightInset ?? 0 }

            init(top: CGFloat? = nil, left: CGFloat? = nil, right: CGFloat? = nil) {
                self.topInset = top
                self.leftInset = left
                self.rightInset = right
            }

            init(inset: CGFloat) {
                self.topInset = inset
                self.leftInset = inset
                self.rightInset = inset
            }
        }
        """)

    @Test("members of an app structure built by its initializers are the numbers the arguments give")
    func customInitializers() throws {
        let compiled = CodeReading.compile(files: [Self.insetsType, ("Form.swift", """
            import UIKit

            final class FormView: UIView {
                struct Appearance {
                    let titleInsets = LayoutInsets(top: 20, left: 12)
                    let fieldInsets = LayoutInsets(inset: 8)
                    let fieldHeight: CGFloat = 44
                }

                let appearance: Appearance
                let title = UILabel()
                let field = UITextField()

                init(frame: CGRect = .zero, appearance: Appearance = Appearance()) {
                    self.appearance = appearance
                    super.init(frame: frame)
                }

                func makeConstraints() {
                    addSubview(title)
                    addSubview(field)
                    title.translatesAutoresizingMaskIntoConstraints = false
                    field.translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        title.topAnchor.constraint(equalTo: topAnchor, constant: self.appearance.titleInsets.top),
                        title.leadingAnchor.constraint(equalTo: leadingAnchor, constant: self.appearance.titleInsets.left),
                        title.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -self.appearance.titleInsets.right),
                        field.topAnchor.constraint(equalTo: title.bottomAnchor, constant: self.appearance.fieldInsets.top),
                        field.leadingAnchor.constraint(equalTo: leadingAnchor, constant: self.appearance.fieldInsets.left),
                        field.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -LayoutInsets.standard.right),
                        field.heightAnchor.constraint(equalToConstant: self.appearance.fieldHeight),
                    ])
                }
            }
            """)])[1]
        #expect(CodeReading.unsolved(compiled).isEmpty)
        // `LayoutInsets(top: 20, left: 12)`: right is left `nil`, and `?? 0` gives 0.
        #expect(CodeReading.equations(compiled) == [
            "title.top == formView.top + 20", "title.leading == formView.leading + 12", "title.trailing == formView.trailing",
            "field.top == title.bottom + 8", "field.leading == formView.leading + 8", "field.trailing == formView.trailing - 16",
            "field.height == 44",
        ])
    }

    @Test("the memberwise initializer: stored properties in order, a var's initial value as its default")
    func memberwiseInitializer() {
        let compiled = CodeReading.compile(files: [("Row.swift", """
            import UIKit

            struct RowMetrics {
                var spacing: CGFloat = 8
                let height: CGFloat
                let kind = 3
            }

            final class RowView: UIView {
                struct Appearance {
                    let compact = RowMetrics(height: 32)
                    let tall = RowMetrics(spacing: 12, height: 60)
                }
                let appearance = Appearance()
                let icon = UIView()
                let badge = UIView()
                func setUp() {
                    addSubview(icon)
                    addSubview(badge)
                    icon.translatesAutoresizingMaskIntoConstraints = false
                    badge.translatesAutoresizingMaskIntoConstraints = false
                    icon.heightAnchor.constraint(equalToConstant: appearance.compact.height).isActive = true
                    icon.leadingAnchor.constraint(equalTo: leadingAnchor, constant: appearance.compact.spacing).isActive = true
                    badge.heightAnchor.constraint(equalToConstant: appearance.tall.height).isActive = true
                    badge.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: appearance.tall.spacing).isActive = true
                }
            }
            """)])[0]
        #expect(CodeReading.equations(compiled) == ["icon.height == 32", "icon.leading == rowView.leading + 8",
                                                    "badge.height == 60", "badge.leading == icon.trailing + 12"])
    }

    @Test("an initializer that does more than assign, or two that fit, leave the member a run-time value")
    func unreadableInitializers() {
        let compiled = CodeReading.compile(files: [("Odd.swift", """
            import UIKit

            struct Scaled {
                let value: CGFloat
                init(_ base: CGFloat) {
                    value = UIFontMetrics.default.scaledValue(for: base)
                }
            }

            struct Either {
                let value: CGFloat
                init(a: CGFloat = 1) { self.value = a }
                init(b: CGFloat = 2) { self.value = b }
            }

            final class OddView: UIView {
                struct Appearance {
                    let scaled = Scaled(16)
                    let either = Either()
                }
                let appearance = Appearance()
                let dot = UIView()
                func setUp() {
                    addSubview(dot)
                    dot.translatesAutoresizingMaskIntoConstraints = false
                    dot.widthAnchor.constraint(equalToConstant: appearance.scaled.value).isActive = true
                    dot.heightAnchor.constraint(equalToConstant: appearance.either.value).isActive = true
                }
            }
            """)])[0]
        #expect(CodeReading.equations(compiled).isEmpty)
        let unsolved = CodeReading.unsolved(compiled).map(\.0)
        #expect(unsolved.count == 2)
    }
}
