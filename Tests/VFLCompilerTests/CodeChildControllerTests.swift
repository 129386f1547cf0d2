import Testing
import LayoutIR
@testable import VFLCompiler

/// A controller whose root view the project's code hands to other code or adds into another
/// view is placed and sized there, as a container sizes its child's root view (Apple, "Creating a
/// custom container view controller"). Its own functions lay out a view free to take any size,
/// not the screen: a content-sized child (`top + 4`, `height == 100`, `bottom − 10`) is no conflict
/// with the screen's height.
@Suite struct CodeChildControllerTests {
    static let child = """
        import SnapKit
        final class ReviewsContainerViewController: UIViewController {
            let stackView = UIStackView()
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(stackView)
                stackView.snp.makeConstraints { make in
                    make.edges.equalToSuperview().inset(UIEdgeInsets(top: 4, left: 20, bottom: 10, right: 20))
                    make.height.equalTo(100)
                }
            }
        }
        """

    static func conflicts(_ files: [(path: String, text: String)]) -> [LayoutDiagnostic] {
        CodeReading.compile(files: files).flatMap(\.diagnostics).filter { $0.ruleID == .unsatisfiable }
    }

    @Test("alone, the controller's 114-pt content against the screen's height is a conflict")
    func aloneItConflicts() {
        #expect(Self.conflicts([("Reviews.swift", Self.child)]).count == 1)
    }

    @Test("its view handed to other code by another file ('view: container.view'): no conflict")
    func viewHandedOver() {
        let home = """
            final class HomeViewController: UIViewController {
                func showReviews() {
                    let container = ReviewsContainerViewController()
                    register(Submodule(viewController: container, view: container.view))
                }
            }
            """
        #expect(Self.conflicts([("Reviews.swift", Self.child), ("Home.swift", home)]).isEmpty)
    }

    @Test("its view added into a stack by Objective-C code: no conflict")
    func viewAddedIntoStack() {
        let home = """
            @implementation HomeViewController
            - (void)showReviews {
                ReviewsContainerViewController *reviews = [ReviewsContainerViewController new];
                [self.stackView addArrangedSubview:reviews.view];
            }
            @end
            """
        #expect(Self.conflicts([("Reviews.swift", Self.child), ("Home.m", home)]).isEmpty)
    }

    @Test("its view only read (a frame set, a color) does not make it a child")
    func viewOnlyRead() {
        let home = """
            final class HomeViewController: UIViewController {
                func showReviews() {
                    let container = ReviewsContainerViewController()
                    container.view.backgroundColor = .white
                    present(container, animated: true)
                }
            }
            """
        #expect(Self.conflicts([("Reviews.swift", Self.child), ("Home.swift", home)]).count == 1)
    }
}
