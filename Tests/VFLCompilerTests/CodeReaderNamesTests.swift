import Testing
import LayoutIR
@testable import VFLCompiler

/// Which view a name stands for where the code uses it: rules of Swift's and C's syntax and
/// scoping that decide whether two names are one view, and where a statement ends.
@Suite struct CodeReaderNamesTests {
    static func compile(_ text: String, path: String = "Screen.swift") -> CompiledFile { CodeReading.compile(text, path: path) }
    static func rules(_ compiled: CompiledFile) -> [RuleID] { compiled.diagnostics.compactMap(\.ruleID) }

    @Test("a postfix '!' ends its expression: 'make()!' and 'alert.contentView.addSubview(v)' on the next line are two statements")
    func postfixUnwrapEndsExpression() {
        let compiled = Self.compile("""
            import SnapKit
            final class AddFriendController: UIViewController {
                func showAlert() {
                    let messageView = UITextView()
                    let alert = AlertController(title: "Add", message: nil)!
                    alert.contentView.addSubview(messageView)
                    messageView.snp.makeConstraints {
                        $0.top.equalTo(alert.contentView)
                        $0.height.equalTo(100)
                    }
                    present(alert, animated: true, completion: nil)
                }
            }
            """)
        // The text view is added to the alert's content view before its constraints.
        #expect(!Self.rules(compiled).contains(.activatedBeforeAdded))
    }

    @Test("'[a, b].forEach { (button) in … }' binds the parenthesized parameter to each element")
    func parenthesizedClosureParameter() {
        let compiled = Self.compile("""
            final class NoteViewController: UIViewController {
                let cancelButton = UIButton()
                let saveButton = UIButton()
                override func viewDidLoad() {
                    let wrapper = UIView()
                    wrapper.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(wrapper)
                    [cancelButton, saveButton].forEach { (button) in
                        button.translatesAutoresizingMaskIntoConstraints = false
                        wrapper.addSubview(button)
                    }
                    saveButton.trailingAnchor.constraint(equalTo: wrapper.trailingAnchor, constant: -8).isActive = true
                    cancelButton.trailingAnchor.constraint(equalTo: saveButton.leadingAnchor, constant: -8).isActive = true
                }
            }
            """)
        #expect(!Self.rules(compiled).contains(.activatedBeforeAdded))
        #expect(CodeReading.equations(compiled).contains("saveButton.trailing == wrapper.trailing - 8"))
    }

    @Test("a local computed property makes a new view at each read: 'let a = row; let b = row' are two views")
    func computedLocalIsAFactory() {
        let compiled = Self.compile("""
            final class LearnMoreViewController: UIViewController {
                override func viewDidLoad() {
                    var paragraphLabel: UILabel {
                        let label = UILabel()
                        label.numberOfLines = 0
                        return label
                    }
                    let first = paragraphLabel
                    let second = paragraphLabel
                    let stack = UIStackView(arrangedSubviews: [first, second])
                    stack.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(stack)
                    stack.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
                }
            }
            """)
        #expect(!Self.rules(compiled).contains(.duplicateView))
    }

    @Test("a type's computed property that constructs makes a new view at each read; one that returns a stored view does not")
    func computedTypePropertyIsAFactory() {
        // The getter runs on every read (TSPL, Computed Properties): 'spacer1' and 'spacer2' are two
        // views, each as wide as the vertical stack, so neither width duplicates the other.
        let fresh = Self.compile("""
            final class ProfileEditController: UIViewController {
                var spacer: UIView { UIView(frame: .zero) }
                override func viewDidLoad() {
                    let stack = UIStackView()
                    stack.axis = .vertical
                    stack.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(stack)
                    NSLayoutConstraint.activate([
                        stack.topAnchor.constraint(equalTo: view.topAnchor),
                        stack.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        stack.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    ])
                    let spacer1 = spacer
                    let spacer2 = spacer
                    stack.addArrangedSubview(spacer1)
                    stack.addArrangedSubview(spacer2)
                    spacer1.widthAnchor.constraint(equalTo: stack.widthAnchor).isActive = true
                    spacer2.widthAnchor.constraint(equalTo: stack.widthAnchor).isActive = true
                }
            }
            """)
        #expect(!Self.rules(fresh).contains(.duplicateConstraint))
        #expect(CodeReading.equations(fresh).contains("spacer1.width == stack.width"))
        #expect(CodeReading.equations(fresh).contains("spacer2.width == stack.width"))
        // A getter that returns a stored view gives the same view at each read: the second width
        // repeats the first.
        let stored = Self.compile("""
            final class ProfileEditController: UIViewController {
                let container = UIView()
                var box: UIView { return container }
                override func viewDidLoad() {
                    container.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(container)
                    let first = box
                    let second = box
                    first.widthAnchor.constraint(equalToConstant: 100).isActive = true
                    second.widthAnchor.constraint(equalToConstant: 100).isActive = true
                }
            }
            """)
        #expect(Self.rules(stored).contains(.duplicateConstraint))
    }

    /// A getter that declares its local and gives it a construction in each branch constructs too,
    /// and the flag it turns off on the new view is off on each local read from it.
    @Test("a computed property constructing in each branch is a new view per read, with the flag its getter turns off")
    func computedPropertyConstructingInBranches() {
        let compiled = Self.compile("""
            final class SpeedBadge: UIView {
                private let valueLabel = UILabel()
                private var arrow: UIImageView {
                    let image: UIImageView
                    if #available(iOS 13, *) {
                        image = UIImageView(image: UIImage(systemName: "play.fill"))
                    } else {
                        image = UIImageView(image: UIImage(named: "play"))
                    }
                    image.translatesAutoresizingMaskIntoConstraints = false
                    return image
                }
                func setup() {
                    let first = arrow
                    let second = arrow
                    valueLabel.translatesAutoresizingMaskIntoConstraints = false
                    addSubview(valueLabel)
                    addSubview(first)
                    addSubview(second)
                    NSLayoutConstraint.activate([
                        valueLabel.topAnchor.constraint(equalTo: topAnchor),
                        valueLabel.leadingAnchor.constraint(equalTo: leadingAnchor),
                        valueLabel.centerYAnchor.constraint(equalTo: first.centerYAnchor),
                        valueLabel.centerYAnchor.constraint(equalTo: second.centerYAnchor),
                        valueLabel.trailingAnchor.constraint(equalTo: first.leadingAnchor, constant: -5),
                        first.trailingAnchor.constraint(equalTo: second.leadingAnchor),
                    ])
                }
            }
            """)
        #expect(!Self.rules(compiled).contains(.duplicateConstraint))
        #expect(!Self.rules(compiled).contains(.autoresizingMaskConstraints))
        #expect(CodeReading.equations(compiled).contains("first.trailing == second.leading"))
    }

    @Test("'UIView *previous = nil' reassigned in a loop is no alias: its constraints after the loop get no hierarchy verdict")
    func reassignedLocal() {
        let compiled = Self.compile("""
            @implementation PagerViewController
            - (UIScrollView *)scrollView {
                if (_scrollView == nil) {
                    _scrollView = [[UIScrollView alloc] init];
                    __block UIView *previous = nil;
                    [self.pages enumerateObjectsUsingBlock:^(UIViewController *page, NSUInteger idx, BOOL *stop) {
                        [_scrollView addSubview:page.view];
                        previous = page.view;
                    }];
                    [previous mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.right.equalTo(_scrollView.mas_right);
                    }];
                }
                return _scrollView;
            }
            @end
            """, path: "PagerViewController.m")
        // `previous` holds the last page's view, which the block added to the scroll view.
        #expect(!Self.rules(compiled).contains(.activatedBeforeAdded))
        func names(_ node: ViewNode) -> [String] { [node.name] + node.children.flatMap(names) }
        #expect(!compiled.document.screens.flatMap { names($0.root) }.contains("nil"))
    }

    @Test("fuzz find: a local declared twice among brackets that do not balance is read without a crash")
    func redeclaredAmongUnbalancedBrackets() {
        let compiled = Self.compile("""
                static func screen(_ source: String, named name: String, objectiveC: Bool = false) throws -> LayterView: UIView {
                            let bar = UIView(alse
                    let error = try #require(result.diagnostics.first) extension UIView {
                            func gopAnchor).isActive = trueracterInTheSwiftFile() throws        let width = bar.widthAnchor.constraint(equalToConstant: 120)
                            let bar = UIView()
               $0.cons       }%            }
            """)
        // Nothing in it is a complete constraint statement vflc could lay out.
        #expect(CodeReading.equations(compiled).isEmpty)
    }

    @Test("Objective-C '[view addSubviews:@[a, b]]' (an app's UIView category, as Swift's addSubviews([a, b])) adds each element; an array literal handed to any other unknown call may add them anywhere")
    func addSubviewsWithAnArrayLiteral() {
        for adding in ["[self.scrollView addSubviews:@[icon, title]];", "[self.scrollView ss_embedViews:@[icon, title]];"] {
            let compiled = Self.compile("""
                @implementation AboutViewController
                - (void)viewDidLoad {
                    [super viewDidLoad];
                    self.scrollView = [UIScrollView new];
                    [self.view addSubview:self.scrollView];
                    UIImageView *icon = [UIImageView new];
                    UILabel *title = [UILabel new];
                    \(adding)
                    [icon mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.top.equalTo(self.scrollView.mas_top).offset(20);
                    }];
                    [title mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.top.equalTo(icon.mas_bottom).offset(8);
                    }];
                }
                @end
                """, path: "AboutViewController.m")
            #expect(!Self.rules(compiled).contains(.activatedBeforeAdded), "\(adding)")
        }
        // Never added at all: UIKit throws.
        let missing = Self.compile("""
            @implementation AboutViewController
            - (void)viewDidLoad {
                self.scrollView = [UIScrollView new];
                [self.view addSubview:self.scrollView];
                UIImageView *icon = [UIImageView new];
                [icon mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.top.equalTo(self.scrollView.mas_top).offset(20);
                }];
            }
            @end
            """, path: "AboutViewController.m")
        #expect(Self.rules(missing).contains(.activatedBeforeAdded))
    }

    @Test("a file that starts with '.deactivate()' or '.isActive = false' is read without a crash")
    func memberCallAtTheFileStart() {
        for start in [".deactivate()", ".isActive = false", ".update(offset: 1)", ".constant = 2"] {
            // A function with a constraint after it, so that the file is read in full.
            let compiled = Self.compile(start + "\nfunc build() { NSLayoutConstraint.activate([a.topAnchor.constraint(equalTo: b.topAnchor)]) }\n")
            #expect(CodeReading.equations(compiled) == ["a.top == b.top"], "\(start)")
        }
    }

    @Test("SnapKit 'equalTo(view)' with a local 'let view = UIView()' in a closure-made property of a controller is that local view, not a number")
    func localViewAsSnapKitTarget() {
        let compiled = CodeReading.compile("""
            import SnapKit
            class BalanceViewController: UIViewController {
                private let balanceView: UIView = {
                    let view = UIView()
                    let title = UILabel()
                    view.addSubview(title)
                    title.snp.makeConstraints { make in
                        make.centerX.equalTo(view)
                        make.top.equalTo(view.snp.top).offset(20)
                    }
                    return view
                }()
            }
            """, path: "Balance.swift")
        #expect(CodeReading.equations(compiled) == ["title.centerX == view_.centerX", "title.top == view_.top + 20"])
        #expect(CodeReading.unsolved(compiled).isEmpty)
    }

    @Test("another file's 'NSPadding.medium' is no SnapKit priority: unknown, it is a run-time value, never 500; 'UILayoutPriority.required' is 1000")
    func appConstantNamedLikeAPriority() {
        let compiled = CodeReading.compile("""
            import SnapKit
            final class DetailView: UIView {
                let title = UILabel()
                func build() {
                    addSubview(title)
                    title.snp.makeConstraints { make in
                        make.top.equalToSuperview().inset(NSPadding.medium)
                        make.height.equalTo(20).priority(UILayoutPriority.required)
                    }
                }
            }
            """, path: "DetailView.swift")
        #expect(CodeReading.equations(compiled) == ["title.height == 20"])
        #expect(CodeReading.unsolved(compiled).map(\.0) == ["title.top == detailView.top"])
    }

    @Test("a weak reference to self is self: '__weak typeof(self) weakSelf = self', 'guard let strongSelf = self'")
    func weakSelfIsSelf() {
        // `typeof(self)` declares a local of self's type (GCC/Clang `typeof`); the local holds
        // the same object, so `weakSelf.view` is the controller's view.
        let masonry = Self.compile("""
            @implementation CardViewController
            - (void)viewDidLoad {
                __weak __typeof(self) weakSelf = self;
                UILabel *title = [UILabel new];
                [self.view addSubview:title];
                [title mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.left.equalTo(weakSelf.view).offset(16);
                    make.top.equalTo(weakSelf.view.mas_top).offset(20);
                }];
            }
            @end
            """, path: "Card.m")
        #expect(CodeReading.equations(masonry) == ["title.left == view.left + 16", "title.top == view.top + 20"])
        // In a closure that runs later the constraint is shown, not laid out, but on the right views.
        let snapKit = Self.compile("""
            import SnapKit
            final class CardViewController: UIViewController {
                let title = UILabel()
                func setUp() {
                    view.addSubview(title)
                    DispatchQueue.main.async { [weak self] in
                        guard let strongSelf = self else { return }
                        strongSelf.title.snp.makeConstraints { make in
                            make.top.equalTo(strongSelf.view).offset(20)
                        }
                    }
                }
            }
            """)
        #expect(CodeReading.unsolved(snapKit).map(\.0) == ["title.top == view.top + 20"])
    }

    @Test("the project's weak-self macros ('WS(ws);', 'MJWeakSelf', 'WeakObj(self)' with ##) declare a local that is self")
    func weakSelfMacros() {
        // The header defines them; the preprocessor puts each body where it is used (C11 6.10.3),
        // pasting `weak##o` into `weakself` (6.10.3.3).
        let header = """
            #define WS(weakSelf) __weak __typeof(&*self)weakSelf = self;
            #define MJWeakSelf __weak typeof(self) weakSelf = self;
            #define WeakObj(o) __weak typeof(o) weak##o = o;
            #define kPad 12
            """
        let controller = { (use: String, local: String) in """
            @implementation FeedViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                \(use)
                UILabel *title = [UILabel new];
                [self.view addSubview:title];
                [title mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.left.top.equalTo(\(local).view).offset(kPad);
                }];
            }
            @end
            """ }
        for (use, local) in [("WS(ws);", "ws"), ("MJWeakSelf", "weakSelf"), ("WeakObj(self)", "weakself")] {
            let files = CodeReading.compile(files: [("Macros.h", header), ("Feed.m", controller(use, local))])
            let feed = files.first { $0.source.path == "Feed.m" }
            #expect(feed.map(CodeReading.equations) == ["title.left == view.left + 12", "title.top == view.top + 12"], "\(use)")
        }
    }

    @Test("a controller whose class name does not say so is one through its superclass, in the same or another file")
    func controllerByLineage() throws {
        // TSPL, *Inheritance*: `HomeVC: BaseScreen` and `BaseScreen: UIViewController` make HomeVC a
        // view controller, whose `view` is the screen's root, whatever either class is called.
        let screen = """
            final class HomeVC: BaseScreen {
                private let fab = UIButton()
                func onSetFabButton() {
                    view.addSubview(fab)
                    fab.translatesAutoresizingMaskIntoConstraints = false
                    fab.trailingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -16).isActive = true
                    fab.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -16).isActive = true
                }
            }
            """
        let base = "class BaseScreen: UIViewController {}\n"
        let expected = ["fab.trailing == view.safeArea.trailing - 16", "fab.bottom == view.safeArea.bottom - 16"]
        #expect(CodeReading.equations(Self.compile(base + screen)) == expected)
        let apart = CodeReading.compile(files: [("BaseScreen.swift", base), ("HomeVC.swift", screen)])[1]
        #expect(CodeReading.equations(apart) == expected)
        // On the iPhone SE (320 × 568, no bars, no safe-area insets in portrait: Docs/uikit-devices.md)
        // the button's right edge is 320 − 16 and its bottom 568 − 16.
        let frame = try #require(try CodeReading.frames(apart, environment: "iPhoneSE portrait ltr")["fab"])
        #expect(frame.maxX == 304 && frame.maxY == 552)
        // A view whose superclass is a view stays a view: its `view` property is a subview.
        let card = CodeReading.compile(files: [("Base.swift", "class BaseCard: UIView { let view = UIView() }\n"),
                                               ("Card.swift", screen.replacingOccurrences(of: "HomeVC: BaseScreen", with: "CardVC: BaseCard"))])[1]
        #expect(CodeReading.equations(card) == ["fab.trailing == view_.safeArea.trailing - 16", "fab.bottom == view_.safeArea.bottom - 16"])
    }
}
