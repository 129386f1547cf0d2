import Testing
import LayoutIR
@testable import LayoutSyntax

/// A stored property's type decides its constant members: a `let` with a value cannot be set again,
/// by an initializer either (TSPL, Initialization, "Assigning Constant Properties During
/// Initialization"), so `self.appearance.spacing` is the `let spacing` of `Appearance` in every
/// instance, whatever `Appearance` the initializer was given. Expected values are the literals.
@Suite struct PropertyMemberConstantTests {
    static func screen(_ members: String, property: String = "let appearance: Appearance", body: String) -> AnchorExtraction {
        let text = """
            import UIKit
            extension CardView {
                struct Appearance {
            \(members)
                }
            }
            final class CardView: UIView {
                \(property)
                let title = UILabel()
                init(frame: CGRect = .zero, appearance: Appearance = Appearance()) {
                    self.appearance = appearance
                    super.init(frame: frame)
                }
                func layout() {
                    title.translatesAutoresizingMaskIntoConstraints = false
                    addSubview(title)
            \(body)
                }
            }
            """
        return AnchorExtractor.extract(SourceFile(path: "CardView.swift", text: text), language: .swift)
    }

    static func equations(_ result: AnchorExtraction) -> [String] {
        ProjectConstantTests.equations(result)
    }

    @Test("a let with a value is that value through any instance of its type")
    func letMembersThroughAProperty() {
        let result = Self.screen("""
                    let spacing: CGFloat = 16
                    let titleHeight: CGFloat = 44
            """, body: """
                    NSLayoutConstraint.activate([
                        title.leadingAnchor.constraint(equalTo: leadingAnchor, constant: self.appearance.spacing),
                        title.heightAnchor.constraint(equalToConstant: appearance.titleHeight),
                    ])
            """)
        let equations = Self.equations(result)
        #expect(equations.contains("title.leading == cardView.leading + 16"), "\(equations)")
        #expect(equations.contains("title.height == 44"), "\(equations)")
    }

    @Test("a geometry let's members: CGSize(width: 24, height: 30).height is 30")
    func geometryMembersThroughAProperty() {
        let result = Self.screen("""
                    let iconSize = CGSize(width: 24, height: 30)
            """, property: "var appearance = Appearance()", body: """
                    NSLayoutConstraint.activate([
                        title.heightAnchor.constraint(equalToConstant: self.appearance.iconSize.height),
                    ])
            """)
        #expect(Self.equations(result).contains("title.height == 30"), "\(Self.equations(result))")
    }

    @Test("a var member may be given another value by the memberwise initializer: a run-time value")
    func varMembersVary() {
        let result = Self.screen("""
                    var spacing: CGFloat = 16
            """, body: """
                    NSLayoutConstraint.activate([
                        title.leadingAnchor.constraint(equalTo: leadingAnchor, constant: self.appearance.spacing),
                    ])
            """)
        #expect(!Self.equations(result).contains { $0.hasPrefix("title.leading") })
        #expect(ProjectConstantTests.runTime(result).contains { $0.contains("appearance.spacing") },
                "\(ProjectConstantTests.runTime(result))")
    }

    @Test("a local or a parameter of the property's name is another value")
    func localsHideTheProperty() {
        let result = Self.screen("""
                    let spacing: CGFloat = 16
            """, body: """
                    let appearance = OtherAppearance()
                    NSLayoutConstraint.activate([
                        title.leadingAnchor.constraint(equalTo: leadingAnchor, constant: appearance.spacing),
                    ])
            """)
        #expect(!Self.equations(result).contains { $0.hasPrefix("title.leading") }, "\(Self.equations(result))")
    }

    @Test("an optional property or one of another type's member gives nothing")
    func otherPropertyTypes() {
        let result = Self.screen("""
                    let spacing: CGFloat = 16
            """, property: "let appearance: Appearance?", body: """
                    NSLayoutConstraint.activate([
                        title.leadingAnchor.constraint(equalTo: leadingAnchor, constant: appearance.spacing),
                    ])
            """)
        #expect(!Self.equations(result).contains { $0.hasPrefix("title.leading") }, "\(Self.equations(result))")
    }
}
