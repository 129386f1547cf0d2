import Testing
import LayoutIR
@testable import VFLCompiler

/// Layout guides code makes (`let g = UILayoutGuide(); view.addLayoutGuide(g)`): the view that
/// adds one is its `owningView`, and SnapKit's "superview" of a guide is that view
/// (`Docs/SnapKit.md#relations-and-targets`).
@Suite struct CodeReaderLayoutGuideTests {
    @Test("SnapKit 'equalToSuperview()' on a guide the controller adds relates it to the root; a view pinned to the guide follows")
    func snapKitSuperviewOfGuide() throws {
        let compiled = CodeReading.compile("""
            import SnapKit
            final class CardController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let content = UILayoutGuide()
                    view.addLayoutGuide(content)
                    let card = UIView()
                    view.addSubview(card)
                    content.snp.makeConstraints { make in
                        make.edges.equalToSuperview().inset(16)
                    }
                    card.snp.makeConstraints { make in
                        make.top.leading.trailing.equalTo(content)
                        make.height.equalTo(100)
                    }
                }
            }
            """)
        #expect(CodeReading.unsolved(compiled).isEmpty)
        let screen = try #require(compiled.document.screens.first)
        #expect(screen.root.children.first { $0.name == "content" }?.kind == .layoutGuide)
        // iPhone SE portrait: the root is 320 × 568; inset 16 on every edge gives 288 × 536 at (16, 16).
        let frames = try CodeReading.frames(compiled, environment: "iPhoneSE portrait ltr")
        #expect(frames["content"] == LayoutRect(x: 16, y: 16, width: 288, height: 536))
        #expect(frames["card"] == LayoutRect(x: 16, y: 16, width: 288, height: 100))
    }

    @Test("a local holding another view's guide ('let safeArea = card.layoutMarginsGuide') is that guide in SnapKit's 'equalTo(safeArea)'")
    func snapKitTargetThroughGuideLocal() {
        let compiled = CodeReading.compile("""
            import SnapKit
            final class SwitchRowController: UIViewController {
                let card = UIView()
                let titleLabel = UILabel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(card)
                    card.addSubview(titleLabel)
                    let safeArea = card.layoutMarginsGuide
                    titleLabel.snp.makeConstraints { make in
                        make.top.bottom.equalTo(safeArea)
                        make.left.equalTo(safeArea)
                    }
                }
            }
            """)
        let equations = CodeReading.equations(compiled)
        #expect(equations.contains("titleLabel.top == card.margins.top"))
        #expect(equations.contains("titleLabel.left == card.margins.left"))
        #expect(!CodeReading.unsolved(compiled).contains { $0.0.hasPrefix("titleLabel.") })
    }

    @Test("SnapKit's 'safeAreaLayoutGuide.snp.topMargin' (a guide's margin attribute, which UIKit accepts) is shown, not an error")
    func marginAttributeOfGuide() {
        let compiled = CodeReading.compile("""
            import SnapKit
            final class ClipController: UIViewController {
                let card = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(card)
                    card.snp.makeConstraints { make in
                        make.top.equalTo(view.safeAreaLayoutGuide.snp.topMargin)
                        make.leading.trailing.equalToSuperview()
                        make.height.equalTo(80)
                    }
                }
            }
            """)
        #expect(!compiled.diagnostics.contains { $0.severity == .error }, "\(compiled.diagnostics.map(\.message))")
        #expect(compiled.document.screens.flatMap(\.unsolved).contains {
            $0.constraint.description == "card.top == view.safeArea.topMargin" && $0.summary.contains("a layout guide, which has no layout margins")
        })
        #expect(CodeReading.equations(compiled).contains("card.height == 80"))
    }

    @Test("a guide a view subclass adds to itself is centred on it by 'centerY.equalToSuperview()'")
    func guideOwnedBySelf() {
        let compiled = CodeReading.compile("""
            import SnapKit
            final class BarView: UIView {
                let rightGuide = UILayoutGuide()
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addLayoutGuide(rightGuide)
                    rightGuide.snp.makeConstraints { make in
                        make.centerY.equalToSuperview()
                        make.trailing.equalToSuperview().inset(8)
                        make.size.equalTo(CGSize(width: 100, height: 40))
                    }
                }
            }
            """)
        #expect(CodeReading.unsolved(compiled).isEmpty)
        let equations = CodeReading.equations(compiled)
        #expect(equations.contains("rightGuide.centerY == barView.centerY"))
        #expect(equations.contains("rightGuide.trailing == barView.trailing - 8"))
        // A guide is no view: it keeps no autoresizing mask to warn about.
        #expect(!compiled.diagnostics.contains { $0.ruleID == .autoresizingMaskConstraints })
    }
}
