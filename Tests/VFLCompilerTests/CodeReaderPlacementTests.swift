import Testing
import LayoutIR
import LayoutEngine
@testable import VFLCompiler

/// Where a function's views sit: what reaches a view that its caller places (no bars, no unsafe
/// screen edges), and whose layout guide a local names.
@Suite struct CodeReaderPlacementTests {
    /// A view subclass lays out `self`, which its caller places: on a Dynamic Island iPhone (safe
    /// area top 59, Docs/uikit-devices.md) a stack arranged inside margins set to 0 must not gain
    /// 59 pt of safe area on top. 30-pt stack, margins 0 top and bottom, 30-pt button: it fits.
    @Test("a view's own code: the view its caller places takes no status bar or unsafe edge, so margins set to 0 stay 0")
    func viewPlacedByCallerTakesNoSafeArea() throws {
        let compiled = CodeReading.compile("""
            final class ActionsView: UIView {
                private var stack: UIStackView!
                private var download: UIButton!
                func build() {
                    stack = UIStackView()
                    stack.layoutMargins = UIEdgeInsets(top: 0, left: 15, bottom: 0, right: 15)
                    stack.isLayoutMarginsRelativeArrangement = true
                    addSubview(stack)
                    stack.snp.makeConstraints { make in
                        make.right.equalTo(self)
                        make.centerY.equalTo(self)
                        make.height.equalTo(30)
                    }
                    download = UIButton()
                    download.snp.makeConstraints { make in
                        make.width.height.equalTo(30)
                    }
                    stack.addArrangedSubview(download)
                }
            }
            """, path: "ActionsView.swift")
        #expect(!compiled.diagnostics.contains { $0.severity == .error }, "\(compiled.diagnostics.map(\.message))")
        let screen = try #require(compiled.document.screens.first)
        #expect(screen.environment.bars.presentation == .embedded)
        // The button fills the stack's height inside 0-pt top and bottom margins: 30 of 30.
        for environment in ["iPhoneSE portrait ltr", "iPhone15 portrait ltr"] {
            let frames = try CodeReading.frames(compiled, environment: environment)
            #expect(frames["download"]?.height == 30, "\(environment)")
            #expect(frames["download"]?.minY == 0, "\(environment)")
        }
    }

    @Test("a controller's view keeps the device's safe area and bars: only placed views are embedded")
    func controllerViewIsNotEmbedded() throws {
        let compiled = CodeReading.compile("""
            final class BoxViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let box = UIView()
                    box.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(box)
                    NSLayoutConstraint.activate([
                        box.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                        box.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        box.widthAnchor.constraint(equalToConstant: 100),
                        box.heightAnchor.constraint(equalToConstant: 50),
                    ])
                }
            }
            """, path: "BoxViewController.swift")
        let screen = try #require(compiled.document.screens.first)
        #expect(screen.environment.bars.presentation != .embedded)
        // iPhone 15: safe-area top 59 (Docs/uikit-devices.md).
        #expect(try CodeReading.frames(compiled, environment: "iPhone15 portrait ltr")["box"]?.minY == 59)
    }

    @Test("EnvironmentMetrics of an embedded root: no status bar, no bars, safe area zero, whatever the bars declared")
    func embeddedMetrics() throws {
        var bars = BarConfiguration()
        bars.navigationBar = .translucent
        bars.tabBar = .opaque
        bars.presentation = .embedded
        let device = try #require(DeviceCatalog.standard.device(named: "iPhone15"))
        let metrics = EnvironmentMetrics(LayoutEnvironment(device: device, orientation: .portrait, direction: .ltr, bars: bars))
        #expect(metrics.rootSafeArea == .zero)
        #expect(metrics.statusBarHeight == 0)
        #expect(metrics.navigationBarFrame == nil && metrics.tabBarFrame == nil)
        #expect(metrics.rootFrame == LayoutRect(x: 0, y: 0, width: 393, height: 852))
    }

    @Test("a local set to another view's guide ('let margins = box.layoutMarginsGuide', or a local named layoutMarginsGuide) is that view's guide")
    func localGuideAliases() {
        let compiled = CodeReading.compile("""
            final class InfoViewController: UIViewController {
                func makeBox() -> UIView {
                    let containerView = UIView()
                    let separator = UIView()
                    separator.translatesAutoresizingMaskIntoConstraints = false
                    containerView.addSubview(separator)
                    let layoutMarginsGuide = containerView.layoutMarginsGuide
                    let margins = containerView.layoutMarginsGuide
                    NSLayoutConstraint.activate([
                        separator.heightAnchor.constraint(equalToConstant: 1),
                        separator.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                        separator.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor),
                    ])
                    return containerView
                }
            }
            """, path: "InfoViewController.swift")
        #expect(!compiled.diagnostics.contains { $0.ruleID == .activatedBeforeAdded })
        let equations = CodeReading.equations(compiled)
        #expect(equations.contains("separator.leading == containerView.margins.leading"))
        #expect(equations.contains("separator.bottom == containerView.margins.bottom"))
    }

    @Test("Objective-C's '[@[a, b] enumerateObjectsUsingBlock:^(UIView *obj, …) { [self addSubview:obj]; }]' adds each element at once")
    func enumerateObjectsAddsEachElement() {
        let compiled = CodeReading.compile("""
            @implementation BadgeView
            - (instancetype)initWithFrame:(CGRect)frame {
                self = [super initWithFrame:frame];
                if (self) {
                    _icon = [UIImageView new];
                    _title = [UILabel new];
                    [@[_icon, _title] enumerateObjectsUsingBlock:^(UIView *obj, NSUInteger idx, BOOL *stop) {
                        obj.translatesAutoresizingMaskIntoConstraints = NO;
                        [self addSubview:obj];
                    }];
                    [NSLayoutConstraint activateConstraints:@[
                        [_icon.leadingAnchor constraintEqualToAnchor:self.leadingAnchor constant:12],
                        [_title.leadingAnchor constraintEqualToAnchor:_icon.trailingAnchor constant:8],
                    ]];
                }
                return self;
            }
            @end
            """, path: "BadgeView.m")
        #expect(!compiled.diagnostics.contains { $0.ruleID == .activatedBeforeAdded })
        #expect(CodeReading.equations(compiled) == ["icon.leading == badgeView.leading + 12", "title.leading == icon.trailing + 8"])
        // The block's parameter is each element, not a view of its own.
        let names = compiled.document.screens.first?.allViews.map(\.view.name) ?? []
        #expect(names.contains("icon") && names.contains("title") && !names.contains("obj"))
    }
}
