import Testing
import LayoutIR
import LayoutSyntax
@testable import VFLCompiler

/// How a storyboard shows each scene decides whether a status bar sits above it: a modal
/// presentation with the default style is a page sheet since iOS 13 (Apple,
/// `UIModalPresentationStyle.automatic`), a card below the status bar, so a view pinned 20 pt
/// below its root's top there keeps a margin, not the status bar's height
/// (Docs/InterfaceBuilder.md#environments, `bar-height-constant`).
@Suite("Interface Builder scene presentations")
struct InterfaceBuilderPresentationTests {
    /// A scene `name` on a 4.7-inch canvas of Xcode 10 (status bar 20, Docs/uikit-devices.md)
    /// whose view `<name>Badge` is pinned 20 pt below the root's top; `segues` are its own.
    private func scene(_ name: String, extras: String = "", segues: String = "") -> String {
        """
        <scene sceneID="s\(name)"><objects>
            <viewController id="\(name)" \(extras) sceneMemberID="viewController">
                <view key="view" id="\(name)Root">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <subviews>
                        <view translatesAutoresizingMaskIntoConstraints="NO" userLabel="\(name)Badge" id="\(name)Badge"><rect key="frame" x="300" y="20" width="40" height="40"/></view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="\(name)Badge" firstAttribute="top" secondItem="\(name)Root" secondAttribute="top" constant="20" id="\(name)1"/>
                        <constraint firstItem="\(name)Badge" firstAttribute="leading" secondItem="\(name)Root" secondAttribute="leading" constant="300" id="\(name)2"/>
                        <constraint firstItem="\(name)Badge" firstAttribute="width" constant="40" id="\(name)3"/>
                        <constraint firstItem="\(name)Badge" firstAttribute="height" constant="40" id="\(name)4"/>
                    </constraints>
                </view>
                <connections>\(segues)</connections>
            </viewController>
        </objects></scene>
        """
    }

    /// The app's initial navigation controller shows `home`, which pushes `detail` (`show` in
    /// the stack), presents `card` with the default style and `cover` full screen, embeds `child` in a
    /// container view; `coded` is
    /// only named for code to instantiate.
    private var storyboard: String {
        let segues = """
            <segue destination="detail" kind="show" id="g1"/>
            <segue destination="card" kind="presentation" id="g2"/>
            <segue destination="cover" kind="presentation" modalPresentationStyle="fullScreen" id="g3"/>
            <segue destination="child" kind="embed" id="g4"/>
            """
        return """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14460" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" initialViewController="nav">
            <device id="retina4_7" orientation="portrait"/>
            <scenes>
                <scene sceneID="sNav"><objects>
                    <navigationController id="nav" navigationBarHidden="YES" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar"><rect key="frame" x="0.0" y="20" width="375" height="44"/></navigationBar>
                        <connections><segue destination="home" kind="relationship" relationship="rootViewController" id="r1"/></connections>
                    </navigationController>
                </objects></scene>
                \(scene("home", segues: segues))
                \(scene("detail"))
                \(scene("card"))
                \(scene("cover"))
                \(scene("coded", extras: #"storyboardIdentifier="Coded""#))
                \(scene("child", extras: #"storyboardIdentifier="Child""#))
            </scenes>
        </document>
        """
    }

    private func barFinding(_ view: String, in diagnostics: [LayoutDiagnostic]) -> LayoutDiagnostic? {
        diagnostics.first { $0.ruleID == .barHeightConstant && $0.message.contains("'\(view)'") }
    }

    @Test("the reader records how each scene is shown")
    func presentations() {
        let screens = InterfaceBuilderReader.read(storyboard, path: "Main.storyboard").document.screens
        let shown = Dictionary(screens.map { ($0.root.children.first?.name ?? "", $0.environment.bars.presentation) },
                               uniquingKeysWith: { first, _ in first })
        #expect(shown["homeBadge"] == .fullScreen)
        #expect(shown["detailBadge"] == .fullScreen)
        #expect(shown["coverBadge"] == .fullScreen)
        #expect(shown["cardBadge"] == .sheet)
        #expect(shown["codedBadge"] == .undetermined)
        // A container view's child (an embed segue), though code could also instantiate it.
        #expect(shown["childBadge"] == .embedded)
    }

    @Test("20 pt below the top is the status bar full screen, a margin in a sheet, and the code's call otherwise")
    func statusBarNeedsAFullScreen() {
        let diagnostics = LayoutCompiler().compile(SourceFile(path: "Main.storyboard", text: storyboard)).diagnostics
        for view in ["homeBadge", "detailBadge", "coverBadge"] {
            #expect(barFinding(view, in: diagnostics)?.severity == .warning, "\(view)")
        }
        #expect(barFinding("cardBadge", in: diagnostics) == nil)
        #expect(barFinding("childBadge", in: diagnostics) == nil)
        let coded = barFinding("codedBadge", in: diagnostics)
        #expect(coded?.severity == .info)
        #expect(coded?.notes.first?.message.contains("only if the screen is shown full screen") == true)
    }

    /// A controller class in code: whether it is pushed, presented as a sheet or full screen is
    /// decided by the code that shows it, which the class does not hold.
    @Test("in a controller written in code, 20 pt below the root's top is an info that names the code's choice")
    func codeLeavesThePresentationOpen() {
        let code = """
            final class BadgeViewController: UIViewController {
                let badge = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(badge)
                    badge.translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        badge.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
                        badge.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 300),
                        badge.widthAnchor.constraint(equalToConstant: 40),
                        badge.heightAnchor.constraint(equalToConstant: 40),
                    ])
                }
            }
            """
        let diagnostics = LayoutCompiler().compile(SourceFile(path: "BadgeViewController.swift", text: code)).diagnostics
        #expect(barFinding("badge", in: diagnostics)?.severity == .info)
    }

    @Test("the controller classes the project's code makes children: addChild, a pager's pages, Objective-C's addChildViewController:")
    func childControllerClasses() {
        let swift = SourceFile(path: "Pager.swift", text: """
            final class PagerViewController: ButtonBarPagerTabStripViewController {
                lazy var schedule: ScheduleViewController = R.storyboard.main.schedule()!
                override func viewControllers(for pagerTabStripController: PagerTabStripViewController) -> [UIViewController] {
                    var pages: [UIViewController] = []
                    pages.append(schedule)
                    return pages
                }
                func showMap() { addChild(MapViewController()) }
                func push(_ other: SettingsViewController) { navigationController?.pushViewController(other, animated: true) }
                func tabs(_ home: HomeViewController) { tabBarController?.setViewControllers([home], animated: false) }
                func page(_ first: PageOneViewController) { pages.setViewControllers([first], direction: .forward, animated: false) }
            }
            """)
        #expect(SourceCodeFrontEnd().projectFacts(of: swift).childControllerClasses == ["ScheduleViewController", "MapViewController", "PageOneViewController"])
        let objectiveC = SourceFile(path: "Host.m", text: """
            @implementation Host
            - (void)viewDidLoad { DetailViewController *detail = [DetailViewController new]; [self addChildViewController:detail]; }
            @end
            """)
        #expect(SourceCodeFrontEnd().projectFacts(of: objectiveC).childControllerClasses == ["DetailViewController"])
    }

    /// A table places the view given to its `tableHeaderView` and keeps its height (Apple,
    /// "UITableView.tableHeaderView"): a controller whose root view goes there is no screen.
    @Test("a controller's view given to a table's header is placed by the table; one read for its frame is not")
    func viewGivenToProperty() {
        let list = """
            final class CurrenciesViewController: UITableViewController {
                private var header: LoadingHeaderViewController!
                private var banner: BannerViewController!
                func showHeader() {
                    header = LoadingHeaderViewController(nibName: "LoadingHeaderViewController", bundle: nil)
                    tableView.tableHeaderView = header.view
                    let height = banner.view.frame.height
                    view = banner.view
                }
            }
            """
        #expect(SourceCodeFrontEnd().projectFacts(of: SourceFile(path: "List.swift", text: list)).childControllerClasses
                == ["LoadingHeaderViewController"])
    }

    @Test("a controller given to a generic type of the app's is hosted by it (a cell's content); the standard library's containers only hold it")
    func genericHostedControllers() {
        let detail = """
            final class DetailViewController: UITableViewController {
                var history: Array<HistoryViewController> = []
                weak var last: Weak<SettingsViewController>?
                override func viewDidLoad() {
                    TableViewCell<BioViewController>.register(to: tableView)
                }
            }
            """
        let swift = SourceFile(path: "Detail.swift", text: detail)
        #expect(SourceCodeFrontEnd().projectFacts(of: swift).childControllerClasses == ["BioViewController"])
        // The hosted controller's screen: centred on its margins and pinned to its view's edges,
        // which agree only while the top and bottom margins are equal, as in a cell; a root view
        // under the status bar would have them differ (a false conflict before).
        let bio = """
            final class BioViewController: UIViewController {
                let text = UITextView()
                override func viewDidLoad() {
                    view.addSubview(text)
                    text.snp.makeConstraints { make in
                        make.center.equalTo(view.layoutMarginsGuide)
                        make.top.bottom.equalToSuperview()
                    }
                }
            }
            """
        let hosted = CodeReading.compile(files: [("Detail.swift", detail), ("BioViewController.swift", bio)])[1]
        #expect(!hosted.diagnostics.contains { $0.severity == .error }, "\(hosted.diagnostics.map(\.message))")
        let alone = CodeReading.compile(bio, path: "BioViewController.swift")
        #expect(alone.diagnostics.contains { $0.ruleID == .unsatisfiable })
    }

    @Test("a scene of a class the code adds as a child is embedded, though code could instantiate it by its identifier")
    func codeChildIsEmbedded() throws {
        var facts = ProjectFacts()
        facts.declareChildController("ScheduleViewController")
        let text = storyboard.replacingOccurrences(of: #"id="coded" storyboardIdentifier="Coded""#,
                                                   with: #"id="coded" storyboardIdentifier="Coded" customClass="ScheduleViewController""#)
        #expect(text != storyboard)
        let screens = InterfaceBuilderReader.read(SourceFile(path: "Main.storyboard", text: text), project: facts).document.screens
        let coded = try #require(screens.first { $0.root.children.first?.name == "codedBadge" })
        #expect(coded.environment.bars.presentation == .embedded)
    }
}
