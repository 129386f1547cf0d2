import Testing
import LayoutIR
@testable import VFLCompiler

/// A view a superclass adds, constrained to its superview by a subclass (TSPL, "Inheritance": an
/// instance of the subclass runs its superclass's initializers and methods, so the view is where
/// the superclass put it).
@Suite("Code reader: views a superclass adds")
struct CodeReaderInheritedSubviewsTests {
    private static let card = """
        class Card: UIView {
            let box = UIView()
            func setup() { addSubview(box) }
        }
        """

    private static let bookCard = """
        class BookCard: Card {
            override func setup() {
                super.setup()
                pin()
            }
            private func pin() {
                box.snp.makeConstraints { make in
                    make.edges.equalToSuperview()
                }
            }
        }
        """

    @Test("a subclass pins a view its superclass added in another file: the superview is the subclass's own view")
    func superclassInAnotherFile() {
        // SnapKit's `edges` are top, left, bottom and right ("ConstraintAttributes.edges"), each
        // equal to the superview's, which `Card.setup()` made the card itself.
        let files = CodeReading.compile(files: [("Card.swift", Self.card), ("BookCard.swift", Self.bookCard)])
        #expect(Set(CodeReading.equations(files[1]))
                == ["box.top == bookCard.top", "box.left == bookCard.left", "box.bottom == bookCard.bottom", "box.right == bookCard.right"])
        #expect(CodeReading.unsolved(files[1]).isEmpty)
    }

    @Test("a view the superclass adds to another of its views keeps an unknown superview")
    func addedElsewhere() {
        // `box` goes into `panel`, not into the card: `equalToSuperview()` means `panel`, which this
        // file does not place, and `Card` adds `box` nowhere else. The constraints are shown with why.
        let card = """
            class Card: UIView {
                let box = UIView()
                let panel = UIView()
                func setup() { addSubview(panel); panel.addSubview(box) }
            }
            """
        let files = CodeReading.compile(files: [("Card.swift", card), ("BookCard.swift", Self.bookCard)])
        #expect(CodeReading.equations(files[1]).isEmpty)
        let unsolved = files[1].document.screens.flatMap(\.unsolved)
        #expect(unsolved.count == 4)
        #expect(unsolved.allSatisfy { $0.runTimeValues.contains { $0.contains("superview of 'box'") } })
    }

    @Test("a base controller adds a header to its view: a subclass's constraints to the superview are to the screen's root")
    func baseControllerView() throws {
        let base = """
            class BaseScreen: UIViewController {
                let header = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(header)
                }
            }
            """
        let home = """
            class HomeScreen: BaseScreen {
                func layoutHeader() {
                    header.snp.makeConstraints { make in
                        make.top.leading.trailing.equalToSuperview()
                        make.height.equalTo(44)
                    }
                }
            }
            """
        let files = CodeReading.compile(files: [("BaseScreen.swift", base), ("HomeScreen.swift", home)])
        #expect(CodeReading.equations(files[1])
                == ["header.top == view.top", "header.leading == view.leading", "header.trailing == view.trailing", "header.height == 44"])
        // On the iPhone SE (320 × 568 in portrait: Docs/uikit-devices.md) the header spans the width.
        let frame = try #require(try CodeReading.frames(files[1], environment: "iPhoneSE portrait ltr")["header"])
        #expect(frame == LayoutRect(x: 0, y: 0, width: 320, height: 44))
    }

    @Test("Objective-C: [self addSubview:_box] in the superclass's implementation, PureLayout in the subclass's")
    func objectiveC() {
        let base = """
            @interface Card : UIView
            @property (nonatomic, strong) UIView *box;
            @end
            @implementation Card
            - (instancetype)initWithFrame:(CGRect)frame {
                self = [super initWithFrame:frame];
                if (self) { _box = [UIView newAutoLayoutView]; [self addSubview:_box]; }
                return self;
            }
            @end
            """
        let sub = """
            @interface BookCard : Card
            @end
            @implementation BookCard
            - (void)pin {
                [self.box autoPinEdgeToSuperviewEdge:ALEdgeTop withInset:8];
            }
            @end
            """
        let files = CodeReading.compile(files: [("Card.m", base), ("BookCard.m", sub)])
        #expect(CodeReading.equations(files[1]) == ["box.top == bookCard.top + 8"])
        // A superclass written in capitals is a macro by C's convention (`#define CARD_BASE Card`
        // under an `#if`): vflc does not take it for a class, and the superview stays unknown.
        let macro = sub.replacingOccurrences(of: "@interface BookCard : Card", with: "@interface BookCard : CARD_BASE")
        let throughMacro = CodeReading.compile(files: [("Card.m", base), ("BookCard.m", macro)])
        #expect(CodeReading.equations(throughMacro[1]).isEmpty)
    }

    @Test("a view the function makes itself is not the superclass's property of the same name")
    func localShadowsProperty() {
        let sub = """
            class BookCard: Card {
                func pin() {
                    let box = UIView()
                    box.snp.makeConstraints { make in
                        make.top.equalToSuperview()
                    }
                }
            }
            """
        let files = CodeReading.compile(files: [("Card.swift", Self.card), ("BookCard.swift", sub)])
        #expect(CodeReading.equations(files[1]).isEmpty)
    }
}
