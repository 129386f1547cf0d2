import Testing
import LayoutIR
@testable import VFLCompiler

/// Two rules met in Masonry code: a block sent to an array the code fills makes its constraints
/// for each view of the array (Masonry, `NSArray+MASAdditions`: "Creates a MASConstraintMaker
/// with each view in the callee"), so the array is no view; and right-to-left, a scroll view's
/// subviews mirror across its content (where they are placed), not across its frame.
@Suite struct MasonryArrayAndScrollMirrorTests {
    static let grid = """
        @implementation GridView
        - (void)setupWithPaths:(NSArray *)paths {
            NSMutableArray *topViews = [NSMutableArray array];
            UIView *row = [UIView new];
            [paths enumerateObjectsUsingBlock:^(NSString *obj, NSUInteger idx, BOOL *stop) {
                UIImageView *image = [UIImageView new];
                [row addSubview:image];
                [topViews addObject:image];
            }];
            [topViews mas_makeConstraints:^(MASConstraintMaker *make) {
                make.top.bottom.mas_equalTo(row);
            }];
            [self addSubview:row];
            [row mas_makeConstraints:^(MASConstraintMaker *make) {
                make.top.leading.trailing.mas_equalTo(self);
                make.height.mas_equalTo(100);
            }];
        }
        @end
        """

    @Test("a block sent to an array the code fills is not a view: nothing about 'topViews' is laid out or reported")
    func arrayReceiverIsNoView() {
        let compiled = CodeReading.compile(Self.grid, path: "GridView.m")
        #expect(!compiled.diagnostics.contains { $0.ruleID?.rawValue == "activated-before-added" },
                "\(compiled.diagnostics.map(\.message))")
        let equations = CodeReading.equations(compiled)
        #expect(!equations.contains { $0.contains("topViews") }, "\(equations)")
        #expect(equations.contains("row.height == 100"), "\(equations)")
    }

    /// Masonry's `equalTo(…)` takes an object and relates to any that is no `NSNumber` or
    /// `NSValue` as to a view (`MASViewConstraint.equalToWithRelation`), so a local declared as a
    /// pointer to the app's class is a view whatever its class is called: `dot.centerY ==
    /// tile.centerY`, not a number the running app knows.
    @Test("Masonry's equalTo(local) with a local of the app's own class relates to that view")
    func objectLocalIsView() {
        let compiled = CodeReading.compile("""
            @implementation ShelfView
            - (void)setupAtIndex:(NSInteger)index {
                if (index == 0) {
                    ShelfTile *tile = [ShelfTile new];
                    [self addSubview:tile];
                    return;
                }
                ShelfTile *tile = [ShelfTile new];
                [self addSubview:tile];
                UIView *dot = [UIView new];
                [self addSubview:dot];
                [dot mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.left.mas_equalTo(90);
                    make.centerY.equalTo(tile);
                }];
            }
            @end
            """, path: "ShelfView.m")
        let equations = CodeReading.equations(compiled)
        #expect(equations.contains { $0.hasPrefix("dot.centerY == tile") && $0.hasSuffix(".centerY") }, "\(equations)")
        #expect(!equations.contains { $0.contains("dot.centerY == view.centerY") || $0.contains("superview") }, "\(equations)")
    }

    @Test("a literal array's views are still each given the block's constraints")
    func literalArrayStillExpands() {
        let compiled = CodeReading.compile("""
            @implementation PairView
            - (void)setup {
                UIView *a = [UIView new];
                UIView *b = [UIView new];
                [self addSubview:a];
                [self addSubview:b];
                NSArray *pair = @[a, b];
                [@[a, b] mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.width.mas_equalTo(40);
                }];
            }
            @end
            """, path: "PairView.m")
        let equations = CodeReading.equations(compiled)
        #expect(equations.contains("a.width == 40") && equations.contains("b.width == 40"), "\(equations)")
    }

    /// `containerPins`: the container's lines in the scroll view.
    static func profile(containerPins: String = "make.edges.equalTo(scrollView);\n            make.width.mas_equalTo([UIScreen mainScreen].bounds.size.width);") -> String {
        """
        @implementation EditProfileViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            UIScrollView *scrollView = [UIScrollView new];
            UIView *container = [UIView new];
            UILabel *nameLabel = [UILabel new];
            [self.view addSubview:scrollView];
            [scrollView addSubview:container];
            [container addSubview:nameLabel];
            [scrollView mas_makeConstraints:^(MASConstraintMaker *make) {
                make.edges.equalTo(self.view);
            }];
            [container mas_makeConstraints:^(MASConstraintMaker *make) {
                \(containerPins)
            }];
            [nameLabel mas_makeConstraints:^(MASConstraintMaker *make) {
                make.leading.equalTo(container).offset(16);
                make.top.equalTo(container).offset(20);
                make.bottom.equalTo(container).offset(-20);
            }];
        }
        @end
        """
    }

    @Test("a content view pinned left and right across a scroll view is symmetric in the content: no mixed-direction")
    func scrollContentPinnedBothSidesIsSymmetric() {
        let compiled = CodeReading.compile(Self.profile(), path: "EditProfileViewController.m")
        #expect(!compiled.diagnostics.contains { $0.ruleID?.rawValue == "mixed-direction" }, "\(compiled.diagnostics.map(\.message))")
    }

    /// A 200-pt content view 20 pt in from the content's left edge and flush with its right: the
    /// content is 20 + 200 = 220 wide, and right-to-left the view stays at 20 (its mirror image
    /// would be at 220 − 20 − 200 = 0) while its leading label mirrors inside it. A view mirroring
    /// within its superview keeps its place in it: nothing that lines up drifts apart (the rule's
    /// pairs are siblings, views placed against each other, or views whose edges meet).
    @Test("a content view placed off-centre in a scroll view's content stays while the label inside it mirrors within it: no mixed-direction")
    func scrollContentOffCentreLabelInside() {
        let compiled = CodeReading.compile(Self.profile(containerPins: "make.left.equalTo(scrollView).offset(20);\n            make.top.bottom.right.equalTo(scrollView);\n            make.width.mas_equalTo(200);"),
                                           path: "EditProfileViewController.m")
        #expect(!compiled.diagnostics.contains { $0.ruleID?.rawValue == "mixed-direction" }, "\(compiled.diagnostics.map(\.message))")
    }
}
