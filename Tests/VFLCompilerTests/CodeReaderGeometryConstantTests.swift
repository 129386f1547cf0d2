import Testing
import LayoutIR
import VFLCompiler

/// A member of a geometry constant is the number its initializer gives that member:
/// `static let insets = UIEdgeInsets(top: 52, left: 16, bottom: 8, right: 16)` makes
/// `insets.top` 52 (Apple, `UIEdgeInsets.init(top:left:bottom:right:)`, `CGSize.init(width:height:)`;
/// a `let` keeps the value it is initialized with: The Swift Programming Language, *Constants and
/// Variables*). A `var` the function changes keeps nothing known.
@Suite struct CodeReaderGeometryConstantTests {
    @Test("members of the file's own geometry constants and of a function's `let`s are their initializers' numbers")
    func membersOfConstants() {
        let compiled = CodeReading.compile("""
            final class BandViewController: UIViewController {
                private enum Constants {
                    static let stackViewInsets = UIEdgeInsets(top: 52, left: 16, bottom: 8, right: 16)
                    static let inset: UIEdgeInsets = .init(top: 4, left: 5, bottom: 6, right: 7)
                }
                let stack = UIStackView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let size = CGSize(width: 40, height: 30)
                    stack.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(stack)
                    NSLayoutConstraint.activate([
                        stack.topAnchor.constraint(equalTo: view.topAnchor, constant: Constants.stackViewInsets.top),
                        stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: Constants.stackViewInsets.left),
                        stack.widthAnchor.constraint(equalToConstant: size.width),
                        stack.heightAnchor.constraint(equalToConstant: Constants.inset.bottom + size.height),
                    ])
                }
            }
            """)
        #expect(CodeReading.equations(compiled) == ["stack.top == view.top + 52", "stack.leading == view.leading + 16",
                                                    "stack.width == 40", "stack.height == 36"])
    }

    @Test("a `var` whose member the function changes is a run-time value")
    func mutatedVariable() {
        let compiled = CodeReading.compile("""
            final class BoxViewController: UIViewController {
                let box = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    var insets = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
                    insets.left = 20
                    box.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(box)
                    box.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: insets.left).isActive = true
                }
            }
            """)
        #expect(CodeReading.equations(compiled).isEmpty)
        #expect(CodeReading.unsolved(compiled).map(\.1) == ["run-time value"])
    }

    /// `a` is defined by its own member: the lookup stops at its depth bound instead of recursing,
    /// and a struct with one unknown member is not read at all.
    @Test("a geometry constant defined by its own member is a run-time value, not a hang")
    func selfReference() {
        let compiled = CodeReading.compile("""
            final class LoopViewController: UIViewController {
                static let a = CGSize(width: a.width, height: 1)
                let box = UIView()
                override func viewDidLoad() {
                    box.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(box)
                    box.widthAnchor.constraint(equalToConstant: Self.a.width).isActive = true
                    box.heightAnchor.constraint(equalToConstant: Self.a.height).isActive = true
                }
            }
            """)
        #expect(CodeReading.unsolved(compiled).map(\.1) == ["run-time value", "run-time value"])
        #expect(CodeReading.equations(compiled).isEmpty)
    }

    @Test("an Objective-C class getter that returns one expression is that number, as a property or a message")
    func objectiveCClassGetters() {
        // `+ (CGFloat)pad { return 8.f; }` is the method `Theme.pad` and `[Theme pad]` call (a class
        // property's getter: Apple, *The Objective-C Programming Language*, "Declared Properties");
        // inside the class's own getters `[self pad]` calls it too. UIEdgeInsetsMake(top, left,
        // bottom, right); Masonry's and PureLayout's insets subtract bottom and right.
        let files = CodeReading.compile(files: [
            ("Theme.h", "@interface Theme : NSObject\n@property (class, readonly) CGFloat pad;\n+ (UIEdgeInsets)insets;\n@end\n"),
            ("Theme.m", """
                #import "Theme.h"
                @implementation Theme
                + (CGFloat)pad { return 8.f; }
                + (UIEdgeInsets)insets { return UIEdgeInsetsMake([self pad], [self pad], [self pad] * 2, [self pad]); }
                + (CGFloat)variable { return arc4random() % 10; }
                @end
                """),
            ("ErrorCell.m", """
                #import "Theme.h"
                @implementation ErrorCell
                - (instancetype)initWithFrame:(CGRect)frame {
                    self = [super initWithFrame:frame];
                    UIView *card = [UIView new];
                    [self addSubview:card];
                    [card mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.edges.equalTo(self).insets([Theme insets]);
                    }];
                    UIView *line = [UIView new];
                    [self addSubview:line];
                    [line autoPinEdgesToSuperviewEdgesWithInsets:Theme.insets excludingEdge:ALEdgeTop];
                    [line autoSetDimension:ALDimensionHeight toSize:Theme.pad / 4];
                    [line autoSetDimension:ALDimensionWidth toSize:[Theme variable]];
                    return self;
                }
                @end
                """),
        ])
        let cell = files[2]
        #expect(CodeReading.equations(cell) == [
            "card.left == errorCell.left + 8", "card.top == errorCell.top + 8",
            "card.right == errorCell.right - 8", "card.bottom == errorCell.bottom - 16",
            "line.leading == errorCell.leading + 8", "line.bottom == errorCell.bottom - 16",
            "line.trailing == errorCell.trailing - 8", "line.height == 2",
        ])
        // A getter that computes at run time stays a run-time value.
        #expect(CodeReading.unsolved(cell).contains { $0.0.hasPrefix("line.width") })
    }
}
