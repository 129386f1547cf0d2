import Testing
import LayoutIR
import VFLCompiler

/// Helper forms apps write around the libraries: SnapKit's `ConstraintViewDSL` extended, and
/// helpers that unwrap their superview's anchors, UIKit's or the app's own anchor properties.
@Suite struct CodeReaderHelperFormsTests {
    @Test("a method of an extension of SnapKit's ConstraintViewDSL runs on the view before .snp, its bare makeConstraints that view's")
    func snapKitViewDSLExtension() throws {
        let compiled = CodeReading.compile(files: [("SnapKitExtension.swift", """
            import SnapKit

            extension ConstraintViewDSL {
                func makeEdgesEqualToSuperview() {
                    makeConstraints { (make) in
                        make.edges.equalToSuperview()
                    }
                }
            }
            """), ("Orders.swift", """
            import UIKit

            final class OrdersViewController: UIViewController {
                let tableView = UITableView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(tableView)
                    tableView.snp.makeEdgesEqualToSuperview()
                }
            }
            """)])[1]
        // SnapKit's `edges` is left, top, right and bottom (Docs/SnapKit.md).
        #expect(CodeReading.equations(compiled) == ["tableView_.left == view.left", "tableView_.top == view.top",
                                                    "tableView_.right == view.right", "tableView_.bottom == view.bottom"])
        let table = try #require(try CodeReading.frames(compiled, environment: "iPhoneSE portrait ltr")["tableView_"])
        // The iPhone SE's screen is 320 × 568 (Docs/uikit-devices.md).
        #expect(table == LayoutRect(x: 0, y: 0, width: 320, height: 568))
    }

    static let layoutHelpers = ("UIView+Layout.swift", """
        import UIKit

        extension UIView {
            var safeTopAnchor: NSLayoutYAxisAnchor { return self.safeAreaLayoutGuide.topAnchor }
            var safeBottomAnchor: NSLayoutYAxisAnchor { return self.safeAreaLayoutGuide.bottomAnchor }

            func fillSuperviewToSafeArea(padding: UIEdgeInsets = .zero) {
                translatesAutoresizingMaskIntoConstraints = false
                if let superviewTopAnchor = superview?.safeTopAnchor {
                    topAnchor.constraint(equalTo: superviewTopAnchor, constant: padding.top).isActive = true
                }
                if let superviewBottomAnchor = superview?.safeBottomAnchor {
                    bottomAnchor.constraint(equalTo: superviewBottomAnchor, constant: -padding.bottom).isActive = true
                }
                if let superviewLeadingAnchor = superview?.leadingAnchor {
                    leadingAnchor.constraint(equalTo: superviewLeadingAnchor, constant: padding.left).isActive = true
                }
                if let superviewTrailingAnchor = superview?.trailingAnchor {
                    trailingAnchor.constraint(equalTo: superviewTrailingAnchor, constant: -padding.right).isActive = true
                }
            }
        }
        """)

    @Test("'if let a = superview?.safeTopAnchor' in a helper: runs once the caller has added the view, and is the safe area's top")
    func superviewAnchorsUnwrapped() throws {
        let compiled = CodeReading.compile(files: [Self.layoutHelpers, ("Share.swift", """
            import UIKit

            final class ShareViewController: UIViewController {
                let table = UITableView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(table)
                    table.fillSuperviewToSafeArea(padding: UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16))
                }
            }
            """)])[1]
        #expect(CodeReading.equations(compiled) == ["table.top == view.safeArea.top + 8", "table.bottom == view.safeArea.bottom - 8",
                                                    "table.leading == view.leading + 16", "table.trailing == view.trailing - 16"])
        #expect(CodeReading.unsolved(compiled).isEmpty)
        // The iPhone SE's safe area: 20 pt status bar at the top, nothing at the bottom (Docs/uikit-devices.md).
        let table = try #require(try CodeReading.frames(compiled, environment: "iPhoneSE portrait ltr")["table"])
        #expect(table == LayoutRect(x: 16, y: 28, width: 288, height: 532))
    }
}
