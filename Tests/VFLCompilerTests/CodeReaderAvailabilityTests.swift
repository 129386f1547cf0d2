import Testing
import LayoutIR
import VFLCompiler

/// `if #available` / `@available` branches: decided by the OS release alone, so on the release the
/// device catalog describes (DeviceCatalog.describedMajorVersion, iOS 18) the branch that runs is known.
@Suite struct CodeReaderAvailabilityTests {
    @Test("in a SnapKit closure, the '#available(iOS 11)' branch is laid out and its else is not")
    func snapKitBranch() {
        let compiled = CodeReading.compile("""
            final class TrayViewController: UIViewController {
                override func viewDidLoad() {
                    view.addSubview(grid)
                    grid.snp.makeConstraints { make in
                        if #available(iOS 11.0, *) {
                            make.left.equalTo(view.safeAreaLayoutGuide.snp.left)
                        } else {
                            make.left.equalTo(view)
                        }
                    }
                }
            }
            """)
        #expect(CodeReading.equations(compiled) == ["grid.left == view.safeArea.left"])
        #expect(CodeReading.unsolved(compiled).map(\.0) == ["grid.left == view.left"])
    }

    @Test("a check for a release after iOS 18 does not hold there: its else branch is laid out")
    func laterRelease() {
        let compiled = CodeReading.compile("""
            final class GlassViewController: UIViewController {
                override func viewDidLoad() {
                    view.addSubview(glass)
                    glass.translatesAutoresizingMaskIntoConstraints = false
                    if #available(iOS 26.0, *) {
                        glass.heightAnchor.constraint(equalToConstant: 62).isActive = true
                    } else {
                        glass.heightAnchor.constraint(equalToConstant: 44).isActive = true
                    }
                    glass.snp.makeConstraints { make in
                        if #unavailable(iOS 13) {
                            make.width.equalTo(300)
                        } else {
                            make.width.equalTo(320)
                        }
                    }
                }
            }
            """)
        #expect(CodeReading.equations(compiled) == ["glass.height == 44", "glass.width == 320"])
        #expect(CodeReading.unsolved(compiled).map(\.0) == ["glass.height == 62", "glass.width == 300"])
    }

    @Test("Objective-C's 'if (@available(iOS 11.0, *))' runs; a check joined with another condition is a branch")
    func objectiveC() {
        let compiled = CodeReading.compile("""
            @implementation BarViewController
            - (void)viewDidLoad {
                [self.view addSubview:self.bar];
                self.bar.translatesAutoresizingMaskIntoConstraints = NO;
                if (@available(iOS 11.0, *)) {
                    [self.bar.topAnchor constraintEqualToAnchor:self.view.safeAreaLayoutGuide.topAnchor].active = YES;
                }
                if (@available(iOS 11.0, *) && self.compact) {
                    [self.bar.heightAnchor constraintEqualToConstant:32].active = YES;
                }
            }
            @end
            """, path: "BarViewController.m")
        #expect(CodeReading.equations(compiled) == ["bar.top == view.safeArea.top"])
        #expect(CodeReading.unsolved(compiled).map(\.0) == ["bar.height == 32"])
    }
}
