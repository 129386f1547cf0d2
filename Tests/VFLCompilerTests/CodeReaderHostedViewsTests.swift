import Testing
import LayoutIR
@testable import VFLCompiler

/// Views a function puts in one of UIKit's hosting properties by name: a table's or collection
/// view's background view is placed as a subview of it (Apple, "UITableView.backgroundView",
/// "UICollectionView.backgroundView"), so constraints between it and the views around it share
/// an ancestor.
@Suite("Code reader: views put in UIKit's hosting properties")
struct CodeReaderHostedViewsTests {
    private static let browse = """
        class BrowseViewController: UIViewController {
            override func loadView() {
                let root = UIView()
                let list = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
                list.translatesAutoresizingMaskIntoConstraints = false
                root.addSubview(list)
                let bg = UIView()
                bg.translatesAutoresizingMaskIntoConstraints = false
                list.backgroundView = bg
                NSLayoutConstraint.activate([
                    list.topAnchor.constraint(equalTo: root.topAnchor),
                    bg.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
                ])
                self.view = root
            }
        }
        """

    @Test("a collection view's background view set by name is its subview: no 'activated before added'")
    func backgroundViewIsASubview() throws {
        let compiled = CodeReading.compile(Self.browse)
        #expect(!compiled.diagnostics.contains { $0.ruleID == .activatedBeforeAdded })
        let screen = try #require(compiled.document.screens.first)
        let list = try #require(screen.allViews.first { $0.view.name == "list" })
        #expect(list.view.children.map(\.name) == ["bg"])
        // Without the assignment `bg` is in no hierarchy when its constraint to `root` is activated.
        let unplaced = CodeReading.compile(Self.browse.replacingOccurrences(of: "list.backgroundView = bg\n", with: ""))
        #expect(unplaced.diagnostics.contains { $0.ruleID == .activatedBeforeAdded })
    }
}
