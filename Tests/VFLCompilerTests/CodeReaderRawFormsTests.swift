import Foundation
import Testing
import LayoutIR
@testable import VFLCompiler

/// Forms of constraint code written without the usual words: a method passed by reference, an
/// enumeration written as its raw number, a view stored in another object after it was added.
@Suite struct CodeReaderRawFormsTests {
    @Test("[a, b].forEach(container.addSubview) adds each element to container (Swift Sequence.forEach with a bound method)")
    func forEachWithMethodReference() {
        let compiled = CodeReading.compile("""
            final class Overlay: UIView {
                let title = UILabel()
                let badge = UILabel()
                func build() {
                    let container = UIView()
                    addSubview(container)
                    title.translatesAutoresizingMaskIntoConstraints = false
                    badge.translatesAutoresizingMaskIntoConstraints = false
                    [title, badge].forEach(container.addSubview)
                    NSLayoutConstraint.activate([
                        title.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
                        badge.leadingAnchor.constraint(equalTo: title.trailingAnchor, constant: 8),
                    ])
                }
            }
            """)
        #expect(!compiled.diagnostics.contains { $0.ruleID == .activatedBeforeAdded })
        // The local `container` is printed `container_` (it is no member of the class).
        func nodes(_ node: ViewNode) -> [ViewNode] { [node] + node.children.flatMap(nodes) }
        let all = compiled.document.screens.first.map { nodes($0.root) } ?? []
        let container = all.first { $0.name.hasPrefix("container") }
        #expect(container?.children.map { $0.name } == ["title", "badge"])
    }

    @Test("SnapKit 0.x's 'snp_makeConstraints' and 'other.snp_bottom' are 3.0's 'snp.makeConstraints' and 'other.snp.bottom' (SnapKit 3.0 Migration Guide: replace every snp_ with snp.)")
    func snapKitBeforeThree() throws {
        let compiled = CodeReading.compile("""
            import SnapKit
            class BannerController: UIViewController {
                let banner = UIView()
                let caption = UILabel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(banner)
                    view.addSubview(caption)
                    banner.snp_makeConstraints { (make) -> Void in
                        make.top.left.right.equalTo(view)
                        make.height.equalTo(80)
                    }
                    caption.snp_makeConstraints { make in
                        make.top.equalTo(banner.snp_bottom).offset(8)
                        make.left.equalTo(view).offset(16)
                        make.size.equalTo(CGSize(width: 100, height: 20))
                    }
                }
            }
            """)
        let equations = CodeReading.equations(compiled)
        #expect(equations.contains("banner.top == view.top") && equations.contains("banner.height == 80"))
        #expect(equations.contains("caption.top == banner.bottom + 8") && equations.contains("caption.left == view.left + 16"))
        // iPhone SE (320 × 568): the banner spans the root, 80 tall; the caption 8 below it, 16 in.
        let frames = try CodeReading.frames(compiled, environment: "iPhoneSE portrait ltr")
        #expect(frames["banner"] == LayoutRect(x: 0, y: 0, width: 320, height: 80))
        #expect(frames["caption"] == LayoutRect(x: 16, y: 88, width: 100, height: 20))
    }

    @Test("Objective-C 'case 0: { … }' is a switch case's compound statement (C11 6.8.1): shown under its switch, not as a closure")
    func objectiveCCaseBody() {
        let compiled = CodeReading.compile("""
            @implementation BadgeView
            - (void)layoutForStyle:(NSInteger)style {
                [self addSubview:self.badge];
                switch (style) {
                    case 0: {
                        [self.badge autoSetDimension:ALDimensionHeight toSize:20];
                        break;
                    }
                    default: {
                        [self.badge autoSetDimension:ALDimensionHeight toSize:30];
                    }
                }
            }
            @end
            """, path: "BadgeView.m")
        let unsolved = CodeReading.unsolved(compiled)
        #expect(unsolved.contains { $0.0 == "badge.height == 20" && $0.1 == "under 'switch (style)'" })
        #expect(unsolved.contains { $0.0 == "badge.height == 30" && $0.1 == "under 'switch (style)'" })
    }

    @Test("an Objective-C bare '{ … }' where a statement starts is a compound statement (C11 6.8.2): it runs in order, its constraints are laid out; a block literal '^{ … }' stays a closure")
    func objectiveCCompoundStatement() {
        let compiled = CodeReading.compile("""
            @implementation BadgeView
            - (void)setUp {
                [self addSubview:self.badge];
                {
                    [self.badge mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.height.mas_equalTo(20);
                    }];
                }
                dispatch_async(dispatch_get_main_queue(), ^{
                    [self.badge mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.width.mas_equalTo(30);
                    }];
                });
            }
            @end
            """, path: "BadgeView.m")
        #expect(CodeReading.equations(compiled) == ["badge.height == 20"])
        #expect(CodeReading.unsolved(compiled).map(\.0) == ["badge.width == 30"])
        #expect(CodeReading.unsolved(compiled).map(\.1) == ["in a closure"])
    }

    @Test("Swift 2's capitalized cases (.Height, .Equal, .NotAnAttribute; SE-0005 lowercased them) and casts ('self as Any', 'box as UIView': the same object) in NSLayoutConstraint(item:…)")
    func swiftTwoCasesAndCasts() throws {
        let compiled = CodeReading.compile("""
            final class BadgeView: UIView {
                let box = UIView()
                func build() {
                    addSubview(box)
                    box.translatesAutoresizingMaskIntoConstraints = false
                    addConstraint(NSLayoutConstraint(item: box as UIView, attribute: .Height, relatedBy: .Equal, toItem: nil, attribute: .NotAnAttribute, multiplier: 1, constant: 30))
                    addConstraint(NSLayoutConstraint(item: box, attribute: .Width, relatedBy: .Equal, toItem: nil, attribute: .NotAnAttribute, multiplier: 1, constant: 40))
                    addConstraint(NSLayoutConstraint(item: box, attribute: .CenterX, relatedBy: .Equal, toItem: self as Any, attribute: .CenterX, multiplier: 1, constant: 0))
                    addConstraint(NSLayoutConstraint(item: box, attribute: .Top, relatedBy: .GreaterThanOrEqual, toItem: self, attribute: .Top, multiplier: 1, constant: 8))
                }
            }
            """)
        #expect(CodeReading.equations(compiled) == ["box.height == 30", "box.width == 40", "box.centerX == badgeView.centerX",
                                                    "box.top >= badgeView.top + 8"])
    }

    @Test("a SnapKit receiver unwrapped in place (tableView!.snp, emptyState?.snp) is the same view")
    func unwrappedSnapKitReceiver() throws {
        let compiled = CodeReading.compile("""
            import SnapKit
            final class ListController: UIViewController {
                var tableView: UITableView!
                var emptyState: UIView?
                override func viewDidLoad() {
                    super.viewDidLoad()
                    tableView = UITableView()
                    view.addSubview(tableView)
                    tableView!.snp.makeConstraints { make in
                        make.edges.equalToSuperview()
                    }
                    emptyState = UIView()
                    view.addSubview(emptyState!)
                    self.emptyState?.snp.makeConstraints { make in
                        make.center.equalToSuperview()
                        make.size.equalTo(100)
                    }
                }
            }
            """)
        #expect(CodeReading.equations(compiled).count == 8)
        // iPhone SE portrait (320 × 568): 100 × 100 in the middle.
        let frames = try CodeReading.frames(compiled, environment: "iPhoneSE portrait ltr")
        #expect(frames["emptyState"] == LayoutRect(x: 110, y: 234, width: 100, height: 100))
    }

    @Test("#if / #else groups are alternatives (only one is compiled: C11 6.10.1): a stack view built in each is one stack, and a group for another platform (#else of #if TARGET_OS_IOS) is never compiled")
    func preprocessorGroupsAreAlternatives() {
        let compiled = CodeReading.compile("""
            @implementation TitleCell
            - (instancetype)initWithFrame:(CGRect)frame {
                self = [super initWithFrame:frame];
                if (self) {
                    UILabel *titleLabel = [[UILabel alloc] init];
                    titleLabel.translatesAutoresizingMaskIntoConstraints = NO;
                    _titleLabel = titleLabel;
                    UIView *contactView = [[UIView alloc] init];
            #if DASHPAY
                    UIStackView *stackView = [[UIStackView alloc] initWithArrangedSubviews:@[ contactView, titleLabel ]];
            #else
                    UIStackView *stackView = [[UIStackView alloc] initWithArrangedSubviews:@[ titleLabel ]];
            #endif
                    stackView.translatesAutoresizingMaskIntoConstraints = NO;
                    [self addSubview:stackView];
            #if TARGET_OS_IOS
                    [titleLabel.heightAnchor constraintEqualToConstant:20].active = YES;
            #else
                    [titleLabel.heightAnchor constraintEqualToConstant:40].active = YES;
            #endif
                    [NSLayoutConstraint activateConstraints:@[
                        [stackView.topAnchor constraintEqualToAnchor:self.topAnchor],
                        [titleLabel.leadingAnchor constraintEqualToAnchor:self.leadingAnchor constant:8],
                        [titleLabel.widthAnchor constraintGreaterThanOrEqualToAnchor:self.widthAnchor multiplier:0.35],
                    ]];
                }
                return self;
            }
            @end
            """, path: "TitleCell.m")
        #expect(!compiled.diagnostics.contains { $0.severity == .error })
        // The local is `titleLabel_` beside the instance variable `_titleLabel` it is stored in.
        #expect(CodeReading.equations(compiled).contains("titleLabel_.height == 20"))
        #expect(CodeReading.unsolved(compiled).contains {
            $0.0 == "titleLabel_.height == 40" && $0.1 == "under 'not compiled for iOS: #else of #if TARGET_OS_IOS'"
        })
    }

    @Test("attribute:0 and relatedBy:0 are NSLayoutAttributeNotAnAttribute and NSLayoutRelationEqual (raw values, NSLayoutConstraint.h)")
    func rawEnumerationValues() {
        let compiled = CodeReading.compile("""
            @implementation RuleView
            - (instancetype)init {
                self = [super init];
                if (self) {
                    UIView *line = [UIView new];
                    line.translatesAutoresizingMaskIntoConstraints = NO;
                    [self addSubview:line];
                    [self addConstraint:[NSLayoutConstraint constraintWithItem:line attribute:NSLayoutAttributeHeight relatedBy:0 toItem:nil attribute:0 multiplier:1 constant:0.5]];
                    [self addConstraint:[NSLayoutConstraint constraintWithItem:line attribute:7 relatedBy:-1 toItem:self attribute:NSLayoutAttributeWidth multiplier:1 constant:0]];
                }
                return self;
            }
            @end
            """, path: "RuleView.m")
        // 7 is NSLayoutAttributeWidth; -1 NSLayoutRelationLessThanOrEqual.
        #expect(CodeReading.equations(compiled) == ["line.height == 0.5", "line.width <= ruleView.width"])
    }

    @Test("a view added here and then stored in another object's property still hangs where it was added: no activated-before-added")
    func storedInAnotherObject() {
        let compiled = CodeReading.compile("""
            final class Pager: NSObject {
                var coordinator = Coordinator()
                func makeView() -> UIScrollView {
                    let scrollView = UIScrollView()
                    let stack = UIStackView()
                    stack.translatesAutoresizingMaskIntoConstraints = false
                    scrollView.addSubview(stack)
                    coordinator.stack = stack
                    NSLayoutConstraint.activate([
                        stack.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
                        stack.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
                    ])
                    return scrollView
                }
            }
            """)
        #expect(!compiled.diagnostics.contains { $0.ruleID == .activatedBeforeAdded })
    }

    @Test("a view never added here and handed to other code is where that code puts it: a constraint to a detached view is still reported")
    func handedOffBeforeAdding() {
        let compiled = CodeReading.compile("""
            final class Builder: NSObject {
                func build(host: Host) {
                    let badge = UILabel()
                    let panel = UIView()
                    badge.translatesAutoresizingMaskIntoConstraints = false
                    panel.translatesAutoresizingMaskIntoConstraints = false
                    host.install(badge)
                    badge.leadingAnchor.constraint(equalTo: panel.leadingAnchor).isActive = true
                    host.install(panel)
                }
            }
            """)
        #expect(compiled.diagnostics.contains { $0.ruleID == .activatedBeforeAdded })
    }

    @Test("two Objective-C category helpers whose selectors share a first piece are both expanded (one used to be dropped, which one varying from run to run)")
    func selectorsSharingFirstPiece() {
        let category = """
            @implementation UIView (Lines)
            - (void)addTopLineWithHeight:(CGFloat)height {
                UIView *line = [UIView new];
                line.translatesAutoresizingMaskIntoConstraints = NO;
                [self addSubview:line];
                [self addConstraint:[NSLayoutConstraint constraintWithItem:line attribute:NSLayoutAttributeHeight relatedBy:NSLayoutRelationEqual toItem:nil attribute:NSLayoutAttributeNotAnAttribute multiplier:1 constant:height]];
            }
            - (void)addTopLineWithHeight:(CGFloat)height inset:(CGFloat)inset {
                UIView *line = [UIView new];
                line.translatesAutoresizingMaskIntoConstraints = NO;
                [self addSubview:line];
                [self addConstraint:[NSLayoutConstraint constraintWithItem:line attribute:NSLayoutAttributeLeft relatedBy:NSLayoutRelationEqual toItem:self attribute:NSLayoutAttributeLeft multiplier:1 constant:inset]];
            }
            @end
            """
        let screen = """
            @implementation CardView
            - (void)build {
                [self addTopLineWithHeight:1];
                [self addTopLineWithHeight:2 inset:16];
            }
            @end
            """
        // Keeping one selector per first piece dropped the other, which one depending on the
        // process's hash seed: both calls must find their own selector.
        let files = CodeReading.compile(files: [("UIView+Lines.m", category), ("CardView.m", screen)])
        let equations = CodeReading.equations(files[1])
        #expect(equations.contains { $0.hasSuffix(".height == 1") })
        #expect(equations.contains { $0.hasSuffix(".left == cardView.left + 16") })
    }
}
