import LayoutIR
import Testing
@testable import LayoutSyntax

// Then's `then(_:)` (devxoul/Then, `Then.swift`: `try block(self); return self`) runs its block at
// once on the object before it: in `x = UIButton().then { $0… }`, `$0` (or the block's named
// parameter) is `x`. The code below is written for these tests.

@Suite struct ThenBlockTests {
    @Test("a block run at once on an assigned object constrains that object, in order")
    func assignedObjects() throws {
        let result = AnchorExtractionTests.extract("""
            final class AddressBar: UIView {
                var backButton: UIButton?
                var menuButton: UIButton?

                override init(frame: CGRect) {
                    super.init(frame: frame)
                    backButton = UIButton().then { [unowned self] in
                        $0.setTitle("Back", for: .normal)
                        self.addSubview($0)
                        $0.snp.makeConstraints { make in
                            make.left.equalTo(self).offset(8)
                            make.width.equalTo(32)
                        }
                    }
                    menuButton = UIButton().then { button in
                        self.addSubview(button)
                        button.snp.makeConstraints { make in
                            make.left.equalTo(self.backButton!.snp.right).offset(8)
                            make.width.equalTo(25)
                        }
                    }
                }
            }
            """)
        // Added before constrained, and SnapKit turns each one's autoresizing off: no finding.
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        let screen = try #require(result.screens.first)
        // The view's own code: the bar is the screen's one view, the buttons its subviews.
        #expect(screen.root.children.map(\.name) == ["addressBar"])
        #expect(screen.root.children.first?.children.map(\.name) == ["backButton", "menuButton"])
        #expect(AnchorExtractionTests.equations(screen) == [
            "backButton.left == addressBar.left + 8",
            "backButton.width == 32",
            "menuButton.left == backButton.right + 8",
            "menuButton.width == 25",
        ])
    }

    @Test("a block whose object is not assigned stays a closure vflc does not lay out")
    func unassignedObjects() {
        let result = AnchorExtractionTests.extract("""
            final class Banner: UIView {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    addSubview(UILabel().then {
                        $0.snp.makeConstraints { make in
                            make.width.equalTo(32)
                        }
                    })
                }
            }
            """)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        #expect(result.screens.allSatisfy { $0.constraints.isEmpty })
    }
}
