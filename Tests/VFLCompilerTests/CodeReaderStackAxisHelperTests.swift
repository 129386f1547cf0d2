import Testing
import LayoutIR
import VFLCompiler

/// A spacer helper that constrains its new view's height in a vertical stack and its width in a
/// horizontal one (`let attribute = self.axis == .vertical ? .height : .width`): expanded with
/// the receiver's axis where the calling function decides it. UIStackView's axis is horizontal
/// until set (Apple, *UIStackView.axis*).
@Suite struct CodeReaderStackAxisHelperTests {
    static let helper = ("UIStackView+Space.swift", """
        import UIKit

        extension UIStackView {
            func addBlankSpace(space: CGFloat) {
                let view = UIView()
                view.backgroundColor = .clear
                let attribute = self.axis == .vertical ? NSLayoutConstraint.Attribute.height : NSLayoutConstraint.Attribute.width
                NSLayoutConstraint.activate([NSLayoutConstraint(item: view, attribute: attribute, relatedBy: .equal,
                                                                toItem: nil, attribute: .notAnAttribute, multiplier: 1,
                                                                constant: space)])
                self.addArrangedSubview(view)
            }
        }
        """)

    @Test("the spacer's attribute follows the axis the caller set, or UIKit's horizontal default")
    func axisOfTheReceiver() {
        let compiled = CodeReading.compile(files: [Self.helper, ("Empty.swift", """
            import UIKit

            final class EmptyView: UIView {
                let row = UIStackView()
                func setUp() {
                    let stackView = UIStackView()
                    stackView.axis = .vertical
                    addSubview(stackView)
                    stackView.addBlankSpace(space: 20)
                    let buttons = UIStackView()
                    stackView.addArrangedSubview(buttons)
                    buttons.addBlankSpace(space: 12)
                }
            }
            """)])[1]
        #expect(CodeReading.equations(compiled) == ["addBlankSpace_1.height == 20", "addBlankSpace_2.width == 12"])
    }

    @Test("a stack whose axis the function does not decide: the call is listed, not expanded")
    func axisNotKnown() {
        let compiled = CodeReading.compile(files: [Self.helper, ("Footer.swift", """
            import UIKit

            final class FooterView: UIView {
                let stackView: UIStackView
                init(stackView: UIStackView) {
                    self.stackView = stackView
                    super.init(frame: .zero)
                }
                func setUp() {
                    addSubview(stackView)
                    stackView.addBlankSpace(space: 20)
                }
            }
            """)])[1]
        #expect(CodeReading.equations(compiled).isEmpty)
        #expect(compiled.skipped.map(\.reason) == [
            "'addBlankSpace(…)' makes constraints but is not expanded here: what it constrains follows the axis of 'stackView', "
            + "which this function does not set",
        ])
    }
}
