import Testing
import LayoutIR
import VFLCompiler

/// Branches of constraint code that test the trait collection's size classes hold in the
/// environments of those classes (Apple, *UITraitCollection*: a view controller's trait collection
/// carries its window's size classes), as Interface Builder variations do.
@Suite struct CodeReaderSizeClassBranchTests {
    static func compiled(_ branch: String) -> CompiledFile {
        CodeReading.compile("""
            final class SplitViewController: UIViewController {
                let list = UIView()
                let detail = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    list.translatesAutoresizingMaskIntoConstraints = false
                    detail.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(list)
                    view.addSubview(detail)
                    NSLayoutConstraint.activate([
                        list.topAnchor.constraint(equalTo: view.topAnchor),
                        list.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        list.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                        detail.topAnchor.constraint(equalTo: view.topAnchor),
                        detail.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                        detail.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                        detail.leadingAnchor.constraint(equalTo: list.trailingAnchor),
                    ])
            \(branch)
                }
            }
            """)
    }

    @Test("if / else on the horizontal size class: each branch in its environments")
    func horizontalBranches() throws {
        let compiled = Self.compiled("""
                    if traitCollection.horizontalSizeClass == .regular {
                        list.widthAnchor.constraint(equalToConstant: 320).isActive = true
                    } else {
                        list.widthAnchor.constraint(equalToConstant: 0).isActive = true
                    }
            """)
        #expect(CodeReading.unsolved(compiled).isEmpty)
        // The iPhone SE is 320 wide and compact; the iPad Air (820 × 1180) regular.
        let phone = try CodeReading.frames(compiled, environment: "iPhoneSE portrait ltr")
        #expect(phone["list"] == LayoutRect(x: 0, y: 0, width: 0, height: 568))
        #expect(phone["detail"] == LayoutRect(x: 0, y: 0, width: 320, height: 568))
        let pad = try CodeReading.frames(compiled, environment: "iPadAir portrait ltr")
        #expect(pad["list"] == LayoutRect(x: 0, y: 0, width: 320, height: 1180))
        #expect(pad["detail"] == LayoutRect(x: 320, y: 0, width: 500, height: 1180))
    }

    @Test("!= .compact is the regular class")
    func notEqual() throws {
        let compiled = Self.compiled("""
                    if traitCollection.horizontalSizeClass != .compact {
                        list.widthAnchor.constraint(equalToConstant: 320).isActive = true
                    }
            """)
        #expect(CodeReading.unsolved(compiled).isEmpty)
        let pad = try CodeReading.frames(compiled, environment: "iPadAir portrait ltr")
        #expect(pad["list"]?.width == 320)
    }

    @Test("a size class tested together with anything else is the running app's")
    func mixedConditionStaysUnsolved() {
        let compiled = Self.compiled("""
                    if traitCollection.horizontalSizeClass == .regular, isEditing {
                        list.widthAnchor.constraint(equalToConstant: 320).isActive = true
                    }
            """)
        #expect(CodeReading.unsolved(compiled).map(\.1) == ["under 'if traitCollection.horizontalSizeClass == .regular, isEditing'"])
    }

    @Test("Objective-C: self.traitCollection.verticalSizeClass == UIUserInterfaceSizeClassCompact")
    func objectiveC() throws {
        let compiled = CodeReading.compile("""
            @implementation BannerViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                UIView *banner = [UIView new];
                banner.translatesAutoresizingMaskIntoConstraints = NO;
                [self.view addSubview:banner];
                [banner.topAnchor constraintEqualToAnchor:self.view.topAnchor].active = YES;
                [banner.leadingAnchor constraintEqualToAnchor:self.view.leadingAnchor].active = YES;
                [banner.trailingAnchor constraintEqualToAnchor:self.view.trailingAnchor].active = YES;
                if (self.traitCollection.verticalSizeClass == UIUserInterfaceSizeClassCompact) {
                    [banner.heightAnchor constraintEqualToConstant:32].active = YES;
                } else {
                    [banner.heightAnchor constraintEqualToConstant:64].active = YES;
                }
            }
            @end
            """, path: "BannerViewController.m")
        #expect(CodeReading.unsolved(compiled).isEmpty)
        // A phone in portrait has a regular height (code screens are laid out in portrait); the
        // compact branch is kept for the compact-height environments.
        #expect(try CodeReading.frames(compiled, environment: "iPhoneSE portrait ltr")["banner"]?.height == 64)
        let heights = compiled.document.screens.flatMap(\.constraints).filter { $0.firstAttribute == .height }
        #expect(heights.map(\.constant) == [32, 64])
        #expect(heights.map(\.sizeClasses) == [SizeClassCondition(vertical: .compact), SizeClassCondition(vertical: .regular)])
    }
}
