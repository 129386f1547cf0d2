import Testing
import LayoutIR
import VFLCompiler

/// `NSLayoutConstraint(item:attribute:relatedBy:…)` whose relation is a name: a helper's
/// parameter takes the relation each call passes (or its default); any other name is the running
/// app's, so the constraint is listed, not laid out.
@Suite struct CodeReaderRelationParameterTests {
    static let helper = ("UIView+Height.swift", """
        extension UIView {
            func addHeightConstraint(height: CGFloat, relatedBy: NSLayoutConstraint.Relation = NSLayoutConstraint.Relation.equal) {
                addConstraint(NSLayoutConstraint(item: self, attribute: .height, relatedBy: relatedBy, toItem: nil,
                                                 attribute: .notAnAttribute, multiplier: 1, constant: height))
            }
        }
        """)

    @Test("a helper's relation parameter is the call's argument, or its default")
    func relationFromTheCall() {
        let compiled = CodeReading.compile(files: [Self.helper, ("Badge.swift", """
            final class BadgeView: UIView {
                let dot = UIView()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    dot.translatesAutoresizingMaskIntoConstraints = false
                    addSubview(dot)
                    dot.addHeightConstraint(height: 8)
                    dot.addHeightConstraint(height: 20, relatedBy: .lessThanOrEqual)
                }
            }
            """)])[1]
        #expect(CodeReading.equations(compiled) == ["dot.height == 8", "dot.height <= 20"])
    }

    @Test("a relation held in a variable is the running app's: listed, not laid out")
    func relationInAVariable() {
        let compiled = CodeReading.compile("""
            final class BadgeView: UIView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    let relation: NSLayoutConstraint.Relation = frame.width > 100 ? .equal : .greaterThanOrEqual
                    addConstraint(NSLayoutConstraint(item: self, attribute: .width, relatedBy: relation, toItem: nil,
                                                     attribute: .notAnAttribute, multiplier: 1, constant: 40))
                }
            }
            """)
        #expect(CodeReading.equations(compiled).isEmpty)
        let unsolved = compiled.document.screens.flatMap(\.unsolved)
        #expect(unsolved.map(\.reason) == ["run-time value"])
        #expect(unsolved.first?.runTimeValues == ["relation: relation"])
    }
}
