import Testing
import LayoutIR
@testable import VFLCompiler

/// What the code does to its views and constraints outside the statement that makes them: it
/// deactivates kept constraints, changes their constants, hands views to helpers it cannot
/// expand, or places a view by its frame and hangs others on it. A finding must hold for every
/// state that code can reach, so each rule here has a function that shows it and one that must
/// still be reported.
@Suite struct CodeControlledStateTests {
    static func compile(_ text: String, path: String = "Screen.swift") -> CompiledFile { CodeReading.compile(text, path: path) }
    static func rules(_ compiled: CompiledFile) -> [RuleID] { compiled.diagnostics.compactMap(\.ruleID) }

    // MARK: Autoresizing: only what a constraint places

    @Test("a view placed by its frame that only anchors other views' Masonry constraints keeps its autoresizing mask rightly")
    func frameViewAsAnchorOnly() {
        let compiled = Self.compile("""
            @implementation TaskCell
            - (instancetype)initWithFrame:(CGRect)frame {
                self = [super initWithFrame:frame];
                if (self) {
                    _header = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 320, 44)];
                    [self addSubview:_header];
                    _title = [UILabel new];
                    [self addSubview:_title];
                    [_title mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.top.equalTo(_header.mas_bottom).offset(8);
                        make.left.equalTo(self).offset(12);
                    }];
                }
                return self;
            }
            @end
            """, path: "TaskCell.m")
        #expect(!Self.rules(compiled).contains(.autoresizingMaskConstraints))
        #expect(CodeReading.equations(compiled).contains("title.top == header.bottom + 8"))
    }

    @Test("a created view that is the first item of a constraint and keeps its mask is still reported")
    func firstItemStillReported() {
        let compiled = Self.compile("""
            class BannerViewController: UIViewController {
                override func viewDidLoad() {
                    let banner = UIView()
                    let title = UILabel()
                    view.addSubview(banner)
                    view.addSubview(title)
                    title.translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        title.topAnchor.constraint(equalTo: banner.bottomAnchor),
                        banner.heightAnchor.constraint(equalToConstant: 40),
                    ])
                }
            }
            """)
        let warnings = compiled.diagnostics.filter { $0.ruleID == .autoresizingMaskConstraints }
        #expect(warnings.count == 1)
        #expect(warnings.first?.message.hasPrefix("'banner'") == true)
    }

    @Test("a project helper that cannot be expanded may turn its receiver's autoresizing off: no warning for that view")
    func unexpandedProjectHelper() {
        let helpers = """
            extension UIView {
                func pin(to view: UIView) {
                    translatesAutoresizingMaskIntoConstraints = false
                    [leadingAnchor.constraint(equalTo: view.leadingAnchor), topAnchor.constraint(equalTo: view.topAnchor)].forEach { $0.isActive = true }
                }
                func pin(to view: UIView, inset: CGFloat) {
                    translatesAutoresizingMaskIntoConstraints = false
                    leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: inset).isActive = true
                }
            }
            """
        func screen(pinning: Bool) -> String {
            """
            final class PathViewController: UIViewController {
                override func viewDidLoad() {
                    let line = UIView()
                    view.addSubview(line)
                    \(pinning ? "line.pin(to: view, inset: 8)" : "")
                    line.heightAnchor.constraint(equalToConstant: 1).isActive = true
                }
            }
            """
        }
        let pinned = CodeReading.compile(files: [("UIView+Pin.swift", helpers), ("PathViewController.swift", screen(pinning: true))])
        #expect(!pinned[1].diagnostics.contains { $0.ruleID == .autoresizingMaskConstraints })
        let unpinned = CodeReading.compile(files: [("UIView+Pin.swift", helpers), ("PathViewController.swift", screen(pinning: false))])
        #expect(unpinned[1].diagnostics.contains { $0.ruleID == .autoresizingMaskConstraints })
    }

    // MARK: Masonry on an array of views

    @Test("Masonry's '[@[a, b] mas_makeConstraints:…]' makes the block's constraints for each view and turns their masks off")
    func masonryArrayReceiver() {
        let compiled = Self.compile("""
            @implementation StatsCell
            - (instancetype)initWithFrame:(CGRect)frame {
                self = [super initWithFrame:frame];
                if (self) {
                    _number = [UILabel new];
                    _author = [UILabel new];
                    _time = [UILabel new];
                    [self addSubview:_number];
                    [self addSubview:_author];
                    [self addSubview:_time];
                    [_number mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.left.top.equalTo(self).offset(10);
                    }];
                    [@[_author, _time] mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.centerY.equalTo(_number);
                    }];
                }
                return self;
            }
            @end
            """, path: "StatsCell.m")
        #expect(!Self.rules(compiled).contains(.autoresizingMaskConstraints))
        let equations = CodeReading.equations(compiled)
        #expect(equations.contains("author.centerY == number.centerY"))
        #expect(equations.contains("time.centerY == number.centerY"))
    }

    // MARK: Kept constraints the code deactivates or changes

    /// A card whose content ends either above its button or at the card's bottom: the code keeps
    /// both constraints and switches one off. Both together need the 44-pt button to be 0 high.
    static func card(switching: String) -> String {
        """
        import SnapKit
        final class CategoryCardCell: UICollectionViewCell {
            private var subscribeConstraint: Constraint!
            private let content = UIView()
            private let subscribeButton = UIButton()
            func arrange() {
                contentView.addSubview(content)
                contentView.addSubview(subscribeButton)
                content.snp.makeConstraints { make in
                    make.leading.trailing.top.equalTo(contentView)
                    subscribeConstraint = make.bottom.equalTo(subscribeButton.snp.top).constraint
                    make.bottom.equalTo(contentView)
                }
                \(switching)
                subscribeButton.snp.makeConstraints { make in
                    make.leading.trailing.bottom.equalTo(contentView)
                    make.height.equalTo(44)
                }
            }
        }
        """
    }

    @Test("SnapKit: a kept constraint the code deactivates is not laid out as always active")
    func snapKitDeactivated() {
        let compiled = Self.compile(Self.card(switching: "subscribeConstraint.deactivate()"))
        #expect(!Self.rules(compiled).contains(.unsatisfiable))
        let unsolved = CodeReading.unsolved(compiled)
        #expect(unsolved.contains { $0.0 == "content.bottom == subscribeButton.top" && $0.1.contains("switches 'subscribeConstraint'") })
        // The same card without the switch: 44 = 0 is a real conflict.
        #expect(Self.rules(Self.compile(Self.card(switching: ""))).contains(.unsatisfiable))
    }

    @Test("anchors: 'isActive = false' and 'isActive = expanded' elsewhere in the type leave the state to the running app")
    func anchorsSwitchedElsewhere() {
        for switching in ["collapsed.isActive = false", "collapsed.isActive = !expanded", "NSLayoutConstraint.deactivate([collapsed])"] {
            let compiled = Self.compile("""
                final class FoldView: UIView {
                    private var collapsed: NSLayoutConstraint!
                    private let body = UIView()
                    func build() {
                        addSubview(body)
                        body.translatesAutoresizingMaskIntoConstraints = false
                        collapsed = body.heightAnchor.constraint(equalToConstant: 0)
                        NSLayoutConstraint.activate([collapsed, body.heightAnchor.constraint(greaterThanOrEqualToConstant: 80)])
                    }
                    func toggle(expanded: Bool) {
                        \(switching)
                    }
                }
                """)
            #expect(!Self.rules(compiled).contains(.unsatisfiable), "\(switching)")
            #expect(CodeReading.equations(compiled) == ["body.height >= 80"], "\(switching)")
        }
    }

    @Test("Objective-C: '[c setActive:NO]', Masonry '[c uninstall]' and 'removeConstraint:' switch a kept constraint")
    func objectiveCSwitches() {
        for switching in ["[_collapsed setActive:NO];", "[self.collapsed uninstall];", "[self removeConstraint:_collapsed];"] {
            let compiled = Self.compile("""
                @implementation FoldView
                - (void)build {
                    _body = [UIView new];
                    _body.translatesAutoresizingMaskIntoConstraints = NO;
                    [self addSubview:_body];
                    _collapsed = [_body.heightAnchor constraintEqualToConstant:0];
                    _collapsed.active = YES;
                    [_body.heightAnchor constraintGreaterThanOrEqualToConstant:80].active = YES;
                }
                - (void)expand {
                    \(switching)
                }
                @end
                """, path: "FoldView.m")
            #expect(!Self.rules(compiled).contains(.unsatisfiable), "\(switching)")
            #expect(CodeReading.equations(compiled) == ["body.height >= 80"], "\(switching)")
        }
    }

    @Test("a kept constraint whose constant the code sets later ('update(offset:)', '.constant =', 'setOffset:') has a run-time constant")
    func constantSetByCode() {
        for setting in ["replyWidth.update(offset: hidden ? 0 : 40)", "replyWidth.constant = 40", "replyWidth?.update(inset: 4)"] {
            let compiled = Self.compile("""
                import SnapKit
                final class CommentHeaderCell: UICollectionViewCell {
                    private var replyWidth: Constraint!
                    private let reply = UIButton()
                    func arrange() {
                        contentView.addSubview(reply)
                        reply.snp.makeConstraints { make in
                            replyWidth = make.width.equalTo(0).constraint
                            make.width.greaterThanOrEqualTo(30)
                        }
                    }
                    func configure(hidden: Bool) {
                        \(setting)
                    }
                }
                """)
            #expect(!Self.rules(compiled).contains(.unsatisfiable), "\(setting)")
            #expect(CodeReading.unsolved(compiled).contains { $0.0 == "reply.width == 0" && $0.1 == "run-time value" }, "\(setting)")
        }
        // Set nowhere: the 0 holds, and 0 ≥ 30 is a conflict.
        let fixed = Self.compile("""
            import SnapKit
            final class CommentHeaderCell: UICollectionViewCell {
                private var replyWidth: Constraint!
                private let reply = UIButton()
                func arrange() {
                    contentView.addSubview(reply)
                    reply.snp.makeConstraints { make in
                        replyWidth = make.width.equalTo(0).constraint
                        make.width.greaterThanOrEqualTo(30)
                    }
                }
            }
            """)
        #expect(Self.rules(fixed).contains(.unsatisfiable))
    }

    @Test("a 'make.top.offset(8)' make line is no change of a kept constraint named 'top'")
    func makeLineOffsetIsNoHandleChange() {
        let compiled = Self.compile("""
            @implementation HeaderView
            - (void)build {
                _icon = [UIImageView new];
                [self addSubview:_icon];
                [_icon mas_makeConstraints:^(MASConstraintMaker *make) {
                    self.top = make.top.equalTo(self);
                    make.top.offset(8);
                    make.width.mas_equalTo(20);
                }];
            }
            @end
            """, path: "HeaderView.m")
        #expect(CodeReading.equations(compiled).contains("icon.width == 20"))
        #expect(!CodeReading.unsolved(compiled).contains { $0.1 == "run-time value" })
    }

    // MARK: Names

    @Test("an Objective-C local 'addressLabel' beside the ivar '_addressLabel' is another view")
    func localBesideIvar() {
        let compiled = Self.compile("""
            @implementation OrderCell
            - (void)build {
                UILabel *addressLabel = [UILabel new];
                [self.contentView addSubview:addressLabel];
                _addressLabel = [UILabel new];
                [self.contentView addSubview:_addressLabel];
                [addressLabel mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.top.equalTo(self.contentView).offset(10);
                    make.left.equalTo(self.contentView).offset(15);
                }];
                [_addressLabel mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.top.equalTo(addressLabel.mas_top).offset(-2);
                    make.left.equalTo(addressLabel.mas_right);
                }];
            }
            @end
            """, path: "OrderCell.m")
        #expect(!Self.rules(compiled).contains(.unsatisfiable))
        let equations = CodeReading.equations(compiled)
        #expect(equations.contains("addressLabel.top == addressLabel_.top - 2"))
        #expect(equations.contains("addressLabel.left == addressLabel_.right"))
    }

    @Test("a local declared with a view class ('UIView *headerV', 'let header = UIView()') is a view in 'equalTo(…)', not a number")
    func localsDeclaredAsViews() {
        let objectiveC = Self.compile("""
            @implementation LoginViewController
            - (void)viewDidLoad {
                UIView *headerV = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 320, 100)];
                [self.view addSubview:headerV];
                UILabel *titleL = [UILabel new];
                [headerV addSubview:titleL];
                [titleL mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.center.equalTo(headerV);
                }];
            }
            @end
            """, path: "LoginViewController.m")
        #expect(CodeReading.equations(objectiveC) == ["titleL.centerX == headerV.centerX", "titleL.centerY == headerV.centerY"])
        let swift = Self.compile("""
            import SnapKit
            final class LoginViewController: UIViewController {
                override func viewDidLoad() {
                    let hdr = UIView()
                    let titleL = UILabel()
                    view.addSubview(hdr)
                    hdr.addSubview(titleL)
                    titleL.snp.makeConstraints { make in
                        make.center.equalTo(hdr)
                    }
                }
            }
            """)
        #expect(CodeReading.equations(swift) == ["titleL.centerX == hdr.centerX", "titleL.centerY == hdr.centerY"])
    }

    @Test("the same local name declared in two scopes is two views: '({ UIButton *button = …; })' twice")
    func redeclaredLocalsInScopes() {
        let compiled = Self.compile("""
            @implementation FooterView
            - (void)build {
                _loginButton = ({
                    UIButton *button = [UIButton new];
                    [self addSubview:button];
                    [button mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.height.mas_equalTo(30);
                        make.top.equalTo(self).offset(10);
                    }];
                    button;
                });
                _helpButton = ({
                    UIButton *button = [UIButton new];
                    [self addSubview:button];
                    [button mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.height.mas_equalTo(30);
                        make.top.equalTo(self).offset(50);
                    }];
                    button;
                });
            }
            @end
            """, path: "FooterView.m")
        // One view would need top == 10 and top == 50 at once, and repeat its height.
        #expect(!Self.rules(compiled).contains(.unsatisfiable))
        #expect(!Self.rules(compiled).contains(.duplicateConstraint))
        #expect(CodeReading.equations(compiled).count == 4)
    }

    // MARK: Project files

    @Test("a prefix header's #define reaches every source file, as Xcode's GCC_PREFIX_HEADER includes it")
    func prefixHeaderConstants() {
        let compiled = CodeReading.compile(files: [
            ("App/App-Prefix.pch", "#define kPaddingLeftWidth 15.0\n#define kRowHeight 44\n"),
            ("App/RowCell.m", """
                @implementation RowCell
                - (void)build {
                    _title = [UILabel new];
                    [self.contentView addSubview:_title];
                    [_title mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.left.equalTo(self.contentView).offset(kPaddingLeftWidth);
                        make.height.mas_equalTo(kRowHeight);
                    }];
                }
                @end
                """),
        ])
        #expect(CodeReading.equations(compiled[1]) == ["title.left == contentView.left + 15", "title.height == 44"])
    }

    // MARK: Blocks that run in place

    @Test("Objective-C's statement expression '_x = ({ …; x; })' runs in place: its constraints are laid out")
    func statementExpression() {
        let compiled = Self.compile("""
            @implementation FeedViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                _feedView = ({
                    UITableView *feed = [UITableView new];
                    [self.view addSubview:feed];
                    [feed mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.edges.equalTo(self.view);
                    }];
                    feed;
                });
                dispatch_async(dispatch_get_main_queue(), ^{
                    [_feedView mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.height.mas_equalTo(10);
                    }];
                });
            }
            @end
            """, path: "FeedViewController.m")
        let equations = CodeReading.equations(compiled)
        #expect(equations.contains("feed.top == view.top") && equations.contains("feed.bottom == view.bottom"))
        // The block given to dispatch_async runs later: shown, not laid out.
        #expect(CodeReading.unsolved(compiled).contains { $0.0 == "feedView.height == 10" && $0.1 == "in a closure" })
    }

    @Test("the lazy getter 'if (!_x) { _x = …; }' runs whenever x exists: its constraints on x are laid out; an update under another if leaves the constant open")
    func lazyGetter() {
        let compiled = Self.compile("""
            @implementation EditorView
            - (UIView *)toolbar {
                if (!_toolbar) {
                    _toolbar = [UIView new];
                    [self addSubview:_toolbar];
                    [_toolbar mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.left.right.bottom.equalTo(self);
                        make.height.mas_equalTo(44);
                    }];
                }
                if (self.hasFooter) {
                    [_toolbar mas_updateConstraints:^(MASConstraintMaker *make) {
                        make.height.mas_equalTo(88);
                    }];
                }
                return _toolbar;
            }
            @end
            """, path: "EditorView.m")
        let equations = CodeReading.equations(compiled)
        #expect(equations == ["toolbar.left == editorView.left", "toolbar.right == editorView.right", "toolbar.bottom == editorView.bottom"])
        // The update runs only with a footer: the height is 44 or 88, which only the app knows.
        let height = compiled.document.screens.flatMap(\.unsolved).filter { $0.constraint.firstAttribute == .height }
        #expect(height.count == 1)
        #expect(height.first?.runTimeValues == ["constant: 44, or 88 when 'if (self.hasFooter)'"])
    }

    @Test("another file's view extension that only turns autoresizing off (func usingAutolayout()) is a helper: its call turns the receiver's flag off, so no autoresizing warning; without the call there is one")
    func autoresizingOnlyHelper() {
        let helper = ("UIView+Extension.swift", """
            extension UIView {
                public func usingAutolayout() {
                    self.translatesAutoresizingMaskIntoConstraints = false
                }
            }
            """)
        func screen(_ setUp: String) -> String {
            """
            final class SettingView: UIView {
                func build() {
                    let titleLabel = UILabel()
                    addSubview(titleLabel)
                    \(setUp)
                    NSLayoutConstraint.activate([
                        titleLabel.topAnchor.constraint(equalTo: topAnchor, constant: 20),
                        titleLabel.centerXAnchor.constraint(equalTo: centerXAnchor),
                    ])
                }
            }
            """
        }
        let called = CodeReading.compile(files: [helper, ("SettingView.swift", screen("titleLabel.usingAutolayout()"))])
        #expect(!called.flatMap(\.diagnostics).contains { $0.ruleID == .autoresizingMaskConstraints })
        let forgotten = CodeReading.compile(files: [helper, ("SettingView.swift", screen("titleLabel.text = \"Time\""))])
        #expect(forgotten.flatMap(\.diagnostics).contains { $0.ruleID == .autoresizingMaskConstraints })
    }

    @Test("views in a local array given to UIStackView(arrangedSubviews: subviews) may be arranged, and a stack turns its arranged views' autoresizing off: no warning for them")
    func arrangedThroughLocalArray() {
        let compiled = Self.compile("""
            final class ProfileRow: UIView {
                func build(trailing: Bool) {
                    let titleLabel = UILabel()
                    let spacing = UIView()
                    let subviews: [UIView]
                    if trailing {
                        subviews = [titleLabel, spacing]
                    } else {
                        subviews = [spacing, titleLabel]
                    }
                    let stack = UIStackView(arrangedSubviews: subviews)
                    stack.translatesAutoresizingMaskIntoConstraints = false
                    addSubview(stack)
                    spacing.widthAnchor.constraint(equalToConstant: 8).isActive = true
                    stack.topAnchor.constraint(equalTo: topAnchor).isActive = true
                }
            }
            """)
        #expect(!compiled.diagnostics.contains { $0.ruleID == .autoresizingMaskConstraints })
        // Handed back to the caller in an array (made into a stack there): the same.
        let returned = Self.compile("""
            final class ProfileRow: UIView {
                func buildSubviews() -> [UIView] {
                    let icon = UIImageView()
                    let padding = UIView()
                    let subviews = [icon, padding]
                    padding.widthAnchor.constraint(equalToConstant: 8).isActive = true
                    return subviews
                }
            }
            """)
        #expect(!returned.diagnostics.contains { $0.ruleID == .autoresizingMaskConstraints })
    }

    @Test("the set-up-once flag 'if (!self.didSetupConstraints) { …; didSetupConstraints = YES; }' runs on the first call (a BOOL starts NO: +alloc zeroes instance variables): its constraints are laid out")
    func setUpOnceFlag() {
        let compiled = Self.compile("""
            @interface BadgeCell ()
            @property (nonatomic, assign) BOOL didSetupConstraints;
            @property (nonatomic, strong) UILabel *badge;
            @end
            @implementation BadgeCell
            - (void)updateConstraints {
                if (!self.didSetupConstraints) {
                    [self.contentView addSubview:self.badge];
                    [self.badge autoPinEdgeToSuperviewEdge:ALEdgeTop withInset:8];
                    [self.badge autoSetDimension:ALDimensionHeight toSize:20];
                    self.didSetupConstraints = YES;
                }
                if (!self.isCompact) {
                    [self.badge autoSetDimension:ALDimensionWidth toSize:40];
                }
                [super updateConstraints];
            }
            @end
            """, path: "BadgeCell.m")
        let equations = CodeReading.equations(compiled)
        #expect(equations.contains("badge.top == contentView.top + 8"))
        #expect(equations.contains("badge.height == 20"))
        // `isCompact` is no flag this file declares and sets once: only the app knows it.
        #expect(!equations.contains("badge.width == 40"))
        #expect(CodeReading.unsolved(compiled).contains { $0.0 == "badge.width == 40" && $0.1 == "under 'if (!self.isCompact)'" })
    }

    @Test("a flag set before the first call may be ('didSetup = YES' in init) or a Swift flag that starts true is no set-up-once flag: the block stays conditional; one the code only clears elsewhere still runs the first time")
    func flagClearedElsewhereIsABranch() {
        // One Objective-C view whose other method sets or clears the flag, one Swift view whose
        // flag starts as given.
        func objectiveC(_ otherMethod: String) -> CompiledFile {
            Self.compile("""
                @interface TagView ()
                @property (nonatomic) BOOL didSetup;
                @end
                @implementation TagView
                \(otherMethod)
                - (void)updateConstraints {
                    if (!self.didSetup) {
                        [self addSubview:self.tag];
                        [self.tag autoSetDimension:ALDimensionHeight toSize:20];
                        self.didSetup = YES;
                    }
                    [super updateConstraints];
                }
                @end
                """, path: "TagView.m")
        }
        func swift(_ declaration: String) -> CompiledFile {
            Self.compile("""
                final class TagView: UIView {
                    let tag = UILabel()
                    \(declaration)
                    override func updateConstraints() {
                        if !didSetup {
                            addSubview(tag)
                            tag.translatesAutoresizingMaskIntoConstraints = false
                            tag.heightAnchor.constraint(equalToConstant: 20).isActive = true
                            didSetup = true
                        }
                        super.updateConstraints()
                    }
                }
                """)
        }
        let setInInit = objectiveC("- (instancetype)initCollapsed { self = [super init]; if (self) { self.didSetup = YES; } return self; }")
        #expect(CodeReading.equations(setInInit).isEmpty)
        #expect(CodeReading.equations(swift("var didSetup = true")).isEmpty)
        #expect(CodeReading.equations(swift("private var didSetup = false")) == ["tag.height == 20"])
        let clearedElsewhere = objectiveC("- (void)reset { self.didSetup = NO; [self setNeedsUpdateConstraints]; }")
        #expect(CodeReading.equations(clearedElsewhere) == ["tag.height == 20"])
    }

    @Test("a nested type a subclass inherits ('Size.gap' in a subclass of the class that declares 'struct Size') is found through the superclass, before other files' types of the same name")
    func inheritedNestedConstants() {
        let compiled = CodeReading.compile(files: [
            ("CardContent.swift", """
                class CardContent: UIView {
                    struct Size {
                        static let gap: CGFloat = 10
                        static let margins = UIEdgeInsets(top: 18, left: 16, bottom: 17, right: 16)
                    }
                }
                class TitledCard: CardContent {}
                """),
            ("OtherScreen.swift", """
                class OtherScreen: UIView {
                    struct Size {
                        static let gap: CGFloat = 20
                    }
                }
                """),
            ("InternalCard.swift", """
                import SnapKit
                class InternalCard: TitledCard {
                    let box = UIView()
                    func arrange() {
                        addSubview(box)
                        box.snp.makeConstraints { make in
                            make.top.equalTo(self).offset(Size.gap)
                            make.left.right.bottom.equalTo(self).inset(Size.margins)
                        }
                    }
                }
                """),
        ])
        // Two levels up: InternalCard → TitledCard → CardContent. SnapKit's inset on the second
        // attribute: left + 16, right − 16, bottom − 17.
        #expect(Set(CodeReading.equations(compiled[2])) == [
            "box.top == internalCard.top + 10", "box.left == internalCard.left + 16", "box.bottom == internalCard.bottom - 17",
            "box.right == internalCard.right - 16",
        ])
    }

    @Test("a view also constrained with Anchorage's operators ('badge.topAnchor == view.topAnchor + 8') is not judged; the statement is listed")
    func anchorageOperators() {
        let source = { (anchorage: Bool) in """
            import Anchorage
            final class CardViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let badge = UIView()
                    badge.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(badge)
                    badge.widthAnchor.constraint(equalToConstant: 20).isActive = true
                    badge.heightAnchor.constraint(equalToConstant: 20).isActive = true
                    \(anchorage ? "badge.topAnchor == view.safeAreaLayoutGuide.topAnchor + 8" : "")
                    \(anchorage ? "badge.leadingAnchor >= view.leadingAnchor + 16" : "")
                }
            }
            """ }
        let withOperators = Self.compile(source(true))
        #expect(!Self.rules(withOperators).contains(.ambiguousLayout))
        #expect(withOperators.skipped.filter { $0.reason.contains("Anchorage") }.compactMap { $0.span?.line } == [10, 11])
        // The anchor calls are still laid out.
        #expect(CodeReading.equations(withOperators) == ["badge.width == 20", "badge.height == 20"])
        // Without them the badge has no position: that is a finding.
        #expect(Self.rules(Self.compile(source(false))).contains(.ambiguousLayout))
    }

    @Test("a view kept in a property and arranged in a stack by another function is not reported as keeping its autoresizing mask")
    func propertyArrangedElsewhere() {
        let source = { (arranged: Bool) in """
            final class EntryView: UIView {
                var valueLabel: UILabel!
                func createLabel() {
                    valueLabel = UILabel()
                    valueLabel.widthAnchor.constraint(equalToConstant: 80).isActive = true
                }
                func layout() {
                    \(arranged ? "let stack = UIStackView(arrangedSubviews: [valueLabel])" : "let stack = UIStackView()")
                    addSubview(stack)
                }
            }
            """ }
        // A stack view turns its arranged views' flag off itself (Apple, UIStackView).
        #expect(!Self.rules(Self.compile(source(true))).contains(.autoresizingMaskConstraints))
        #expect(Self.rules(Self.compile(source(false))).contains(.autoresizingMaskConstraints))
        let objectiveC = """
            @implementation EntryCell
            - (void)createLabel {
                _valueLabel = [[UILabel alloc] init];
                [_valueLabel.widthAnchor constraintEqualToConstant:80].active = YES;
            }
            - (void)layout {
                UIStackView *stack = [[UIStackView alloc] initWithArrangedSubviews:@[self.valueLabel]];
                [self.contentView addSubview:stack];
            }
            @end
            """
        #expect(!Self.rules(Self.compile(objectiveC, path: "Entry.m")).contains(.autoresizingMaskConstraints))
    }

    @Test("a stack made from a local array ('NSArray *items = @[title, detail]', 'let items = [title, detail]') holds those views")
    func stackFromLocalArray() {
        let objectiveC = """
            @implementation EntryCell
            - (void)setupViews {
                UILabel *title = [[UILabel alloc] init];
                title.translatesAutoresizingMaskIntoConstraints = NO;
                UILabel *detail = [[UILabel alloc] init];
                NSArray *items = @[title, detail];
                UIStackView *stack = [[UIStackView alloc] initWithArrangedSubviews:items];
                stack.translatesAutoresizingMaskIntoConstraints = NO;
                [self.contentView addSubview:stack];
                [title.heightAnchor constraintEqualToAnchor:stack.heightAnchor].active = YES;
            }
            @end
            """
        // UIStackView adds each arranged view as its subview: 'title' is in the stack's hierarchy.
        #expect(!Self.rules(Self.compile(objectiveC, path: "Entry.m")).contains(.activatedBeforeAdded))
        let swift = """
            final class EntryView: UIView {
                func setup() {
                    let title = UILabel()
                    title.translatesAutoresizingMaskIntoConstraints = false
                    let items = [title, makeBadge()]
                    let stack = UIStackView(arrangedSubviews: items)
                    stack.translatesAutoresizingMaskIntoConstraints = false
                    addSubview(stack)
                    title.heightAnchor.constraint(equalTo: stack.heightAnchor).isActive = true
                }
            }
            """
        #expect(!Self.rules(Self.compile(swift)).contains(.activatedBeforeAdded))
    }

    @Test("a view made straight into UIKit's 'backgroundView' is in the table's hierarchy: a stack added to it is not detached")
    func viewMadeIntoHostingProperty() {
        let source = { (hosted: Bool) in """
            @implementation UITableView (EmptyState)
            - (void)showEmptyTitle {
                \(hosted ? "self.backgroundView = [[UIView alloc] init];" : "UIView *backgroundView = [[UIView alloc] init];")
                UILabel *title = [[UILabel alloc] init];
                UIStackView *stack = [[UIStackView alloc] initWithArrangedSubviews:@[title]];
                stack.translatesAutoresizingMaskIntoConstraints = NO;
                [\(hosted ? "self." : "")backgroundView addSubview:stack];
                [NSLayoutConstraint activateConstraints:@[
                    [title.leftAnchor constraintGreaterThanOrEqualToAnchor:stack.leftAnchor],
                ]];
            }
            @end
            """ }
        // UITableView.backgroundView: the table adds it behind its cells (Apple, UITableView).
        #expect(!Self.rules(Self.compile(source(true), path: "Empty.m")).contains(.activatedBeforeAdded))
        // A local container never added anywhere: the stack and the label share it, so the
        // constraint is still not activated before they share an ancestor.
        #expect(!Self.rules(Self.compile(source(false), path: "Empty.m")).contains(.activatedBeforeAdded))
    }
}
