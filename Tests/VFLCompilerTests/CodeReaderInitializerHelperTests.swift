import Testing
import LayoutIR
@testable import VFLCompiler

/// An initializer a view extension declares runs on the view a construction makes (TSPL,
/// *Initialization*): `UIView(width: 40, height: 20)` with `extension UIView { convenience
/// init(width:height:) }` is a view that initializer sizes.
@Suite struct CodeReaderInitializerHelperTests {
    static let sizing = (path: "UIView+Sizing.swift", text: """
        import PureLayout
        extension UIView {
            public convenience init(width: CGFloat? = nil, height: CGFloat? = nil, backgroundColor: UIColor? = nil) {
                self.init(forAutoLayout: ())
                if let width = width {
                    autoSetDimension(.width, toSize: width)
                }
                if let height = height {
                    autoSetDimension(.height, toSize: height)
                }
                if let backgroundColor = backgroundColor {
                    self.backgroundColor = backgroundColor
                }
            }
        }
        """)

    @Test("'UIView(width: 40, height: 20)' is 40 × 20; 'UIView(height: 1)' only 1 tall; 'UIView(frame:)' is UIKit's")
    func extensionInitializerSizesTheNewView() throws {
        let compiled = CodeReading.compile(files: [Self.sizing, (path: "BadgeController.swift", text: """
            import PureLayout
            final class BadgeController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let badge = UIView(width: 40, height: 20, backgroundColor: .red)
                    view.addSubview(badge)
                    badge.autoPinEdge(toSuperviewEdge: .top, withInset: 10)
                    badge.autoPinEdge(toSuperviewEdge: .leading, withInset: 10)
                    let rule = UIView(height: 1)
                    view.addSubview(rule)
                    rule.autoPinEdge(toSuperviewEdge: .leading)
                    rule.autoPinEdge(toSuperviewEdge: .trailing)
                    rule.autoPinEdge(.top, to: .bottom, of: badge, withOffset: 8)
                    let plain = UIView(frame: .zero)
                    view.addSubview(plain)
                }
            }
            """)])
        let controller = compiled[1]
        let equations = CodeReading.equations(controller)
        #expect(equations.contains("badge.width == 40"))
        #expect(equations.contains("badge.height == 20"))
        #expect(equations.contains("rule.height == 1"))
        // No width for the rule (its `if let width` does not run) and nothing for UIKit's init(frame:).
        #expect(!equations.contains { $0.hasPrefix("rule.width") || $0.hasPrefix("plain.") })
        #expect(!controller.diagnostics.contains { $0.ruleID == .ambiguousLayout && $0.message.contains("'badge'") })
        // iPhone SE: the badge 10 from the top and leading edges; the rule 10 + 20 + 8 = 38 down, full width.
        let frames = try CodeReading.frames(controller, environment: "iPhoneSE portrait ltr")
        #expect(frames["badge"] == LayoutRect(x: 10, y: 10, width: 40, height: 20))
        #expect(frames["rule"] == LayoutRect(x: 0, y: 38, width: 320, height: 1))
    }
}
