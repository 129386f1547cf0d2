import Testing
import LayoutIR
import VFLCompiler

/// A constraint a local holds, given its constant later in the same function
/// (`c.constant = Layout.margin` before `c.isActive = true`): only this function reaches a local,
/// so the constant is the one given; under a branch it is the running app's.
@Suite struct CodeReaderLocalConstantTests {
    static func source(_ setting: String) -> String {
        """
        final class SliderRow: UIView {
            enum Layout { static let margin: CGFloat = 3.0 }
            let nameLabel = UILabel()
            override func updateConstraints() {
                super.updateConstraints()
                let top = nameLabel.topAnchor.constraint(equalTo: topAnchor)
                top.priority = .defaultHigh
                \(setting)
                top.isActive = true
            }
        }
        """
    }

    @Test("the constant a local constraint is given later in the function is its constant")
    func givenLater() {
        let compiled = CodeReading.compile(Self.source("top.constant = Layout.margin"))
        #expect(CodeReading.equations(compiled) == ["nameLabel.top == sliderRow.top + 3 @750"])
    }

    @Test("a negated constant given later counts too, the last one given wins")
    func lastGivenWins() {
        let compiled = CodeReading.compile(Self.source("top.constant = 20\n        top.constant = -Layout.margin"))
        #expect(CodeReading.equations(compiled) == ["nameLabel.top == sliderRow.top - 3 @750"])
    }

    @Test("a constant given under a branch is the running app's: listed, not laid out")
    func givenUnderABranch() {
        let compiled = CodeReading.compile(Self.source("if traitCollection.userInterfaceIdiom == .pad { top.constant = 12 }"))
        #expect(CodeReading.equations(compiled).isEmpty)
        #expect(CodeReading.unsolved(compiled).map(\.1) == ["run-time value"])
    }

    @Test("a local handed to a property may be changed by other code: the file's changes of that name still count")
    func handedToAProperty() {
        let compiled = CodeReading.compile("""
            final class SliderRow: UIView {
                let nameLabel = UILabel()
                var top: NSLayoutConstraint?
                override func updateConstraints() {
                    super.updateConstraints()
                    let top = nameLabel.topAnchor.constraint(equalTo: topAnchor)
                    top.constant = 3
                    self.top = top
                    top.isActive = true
                }
                func expand() { top?.constant = 40 }
            }
            """)
        #expect(CodeReading.equations(compiled).isEmpty)
        #expect(CodeReading.unsolved(compiled).map(\.1) == ["run-time value"])
    }
}
