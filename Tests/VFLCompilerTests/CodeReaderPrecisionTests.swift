import Testing
import LayoutIR
@testable import VFLCompiler

/// The reading rules behind findings that were false on real code: each rule with the smallest
/// function that shows it, and what it must (and must not) report.
@Suite struct CodeReaderPrecisionTests {
    static func compile(_ text: String, path: String = "Screen.swift") -> CompiledFile { CodeReading.compile(text, path: path) }
    static func equations(_ compiled: CompiledFile) -> [String] { CodeReading.equations(compiled) }

    @Test("Objective-C's 'for (UIView *v in @[a, b]) [c addSubview:v]' adds each element: they are in the hierarchy before their constraints")
    func objectiveCFastEnumerationOverALiteral() {
        let compiled = Self.compile("""
            @implementation BadgeCell
            - (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
                self = [super initWithStyle:style reuseIdentifier:reuseIdentifier];
                if (self) {
                    _icon = [UIImageView new];
                    _title = [UILabel new];
                    for (UIView *subview in @[_icon, _title]) {
                        [self.contentView addSubview:subview];
                    }
                    [_icon mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.left.equalTo(self.contentView).offset(12);
                        make.width.height.mas_equalTo(20);
                    }];
                    [_title mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.left.equalTo(_icon.mas_right).offset(8);
                    }];
                }
                return self;
            }
            @end
            """, path: "BadgeCell.m")
        #expect(!compiled.diagnostics.contains { $0.ruleID == .activatedBeforeAdded })
        let equations = Self.equations(compiled)
        #expect(equations.contains("icon.left == contentView.left + 12"))
        #expect(equations.contains("title.left == icon.right + 8"))
    }

    @Test("C's 44.f is the number 44 (a float literal without fraction digits)")
    func floatWithoutFraction() {
        let compiled = Self.compile("""
            @implementation BoxViewController
            - (void)viewDidLoad {
                UIView *box = [UIView new];
                box.translatesAutoresizingMaskIntoConstraints = NO;
                [self.view addSubview:box];
                [box.heightAnchor constraintEqualToConstant:44.f].active = YES;
            }
            @end
            """, path: "Box.m")
        #expect(Self.equations(compiled) == ["box.height == 44"])
    }

    /// C11 6.4.4.2: a fractional constant may end at its point (`1.`, `0.`).
    @Test("C's 1. and 0. are the numbers 1 and 0 (a float literal ending at its point)")
    func floatEndingAtThePoint() {
        let compiled = Self.compile("""
            @implementation BoxViewController
            - (void)viewDidLoad {
                UIView *box = [UIView new];
                box.translatesAutoresizingMaskIntoConstraints = NO;
                [self.view addSubview:box];
                [self.view addConstraint:[NSLayoutConstraint constraintWithItem:box attribute:NSLayoutAttributeWidth relatedBy:NSLayoutRelationEqual toItem:self.view attribute:NSLayoutAttributeWidth multiplier:1. constant:0.]];
                [self.view addConstraint:[NSLayoutConstraint constraintWithItem:box attribute:NSLayoutAttributeHeight relatedBy:NSLayoutRelationEqual toItem:nil attribute:NSLayoutAttributeNotAnAttribute multiplier:1. constant:44.]];
            }
            @end
            """, path: "Box.m")
        #expect(Self.equations(compiled) == ["box.width == view.width", "box.height == 44"])
    }

    /// A local named like a UIKit guide is the guide the code made (Swift's innermost declaration
    /// wins: TSPL, *Declarations*), not the view's guide of that name; a type's member read into
    /// two locals (`UIView.separatorLine`, which may be computed and make a view per access) is
    /// two views.
    @Test("a local named contentLayoutGuide is the code's own guide; two locals from a type's member are two views")
    func localGuideAndTypeMembers() {
        let compiled = Self.compile("""
            final class HoursView: UIView {
                func setUp() {
                    let contentLayoutGuide = UILayoutGuide()
                    addLayoutGuide(contentLayoutGuide)
                    NSLayoutConstraint.activate([
                        contentLayoutGuide.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 16),
                        contentLayoutGuide.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -16),
                    ])
                    let line1 = UIView.separatorLine
                    let line2 = UIView.separatorLine
                    addSubview(line1)
                    addSubview(line2)
                    NSLayoutConstraint.activate([
                        line1.heightAnchor.constraint(equalToConstant: 24),
                        line2.heightAnchor.constraint(equalToConstant: 24),
                    ])
                }
            }
            """)
        let equations = Self.equations(compiled)
        #expect(equations.contains("contentLayoutGuide_.leading == hoursView.leading + 16"), "\(equations)")
        #expect(!equations.contains { $0.contains("contentLayout.") })
        #expect(equations.contains("line1.height == 24") && equations.contains("line2.height == 24"), "\(equations)")
        #expect(!compiled.diagnostics.contains { $0.ruleID == .duplicateConstraint })
    }

    @Test("a local alias is the view it names: 'let col0 = nameLabel', 'UIView *superview = self.view'")
    func localAliases() {
        let swift = Self.compile("""
            final class RowViewController: UIViewController {
                override func viewDidLoad() {
                    let col0 = nameLabel
                    view.addSubview(nameLabel)
                    col0.translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([col0.widthAnchor.constraint(equalToConstant: 10)] + [nameLabel.heightAnchor.constraint(equalToConstant: 20)])
                }
            }
            """)
        #expect(Self.equations(swift) == ["nameLabel.width == 10", "nameLabel.height == 20"])
        let masonry = Self.compile("""
            @implementation RowViewController
            - (void)viewDidLoad {
                UIView *superview = self.view;
                UIView *box = [UIView new];
                [superview addSubview:box];
                [box mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.edges.equalTo(superview);
                }];
            }
            @end
            """, path: "Row.m")
        #expect(Self.equations(masonry) == ["box.left == view.left", "box.top == view.top", "box.right == view.right",
                                            "box.bottom == view.bottom"])
    }

    @Test("a parameter called 'view' is that view, not the controller's")
    func viewParameter() {
        let compiled = Self.compile("""
            final class BadgeController: UIViewController {
                func install(in view: UIView) {
                    view.addSubview(badge)
                    badge.translatesAutoresizingMaskIntoConstraints = false
                    badge.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
                }
            }
            """)
        #expect(Self.equations(compiled) == ["badge.top == view_.top"])
    }

    @Test("a stored property without a value above a closure-made one is no function: one screen, one finding")
    func storedPropertyWithoutValue() {
        let compiled = Self.compile("""
            final class ChipView: UIView {
                var model: String
                private lazy var box: UIView = {
                    let v = UIView()
                    v.translatesAutoresizingMaskIntoConstraints = false
                    v.heightAnchor.constraint(equalToConstant: 10).isActive = true
                    v.heightAnchor.constraint(equalToConstant: 20).isActive = true
                    return v
                }()
            }
            """)
        #expect(compiled.document.screens.map(\.name) == ["ChipView_box"])
        #expect(compiled.diagnostics.filter { $0.ruleID == .unsatisfiable }.count == 1)
    }

    @Test("a view built for a caller (returned, never added here) is not reported ambiguous; one added here is")
    func ownershipOfReturnedViews() {
        let factory = Self.compile("""
            final class CardFactory {
                func makeCard() -> UIView {
                    let card = UIView()
                    card.translatesAutoresizingMaskIntoConstraints = false
                    card.heightAnchor.constraint(equalToConstant: 80).isActive = true
                    return card
                }
            }
            """)
        #expect(!factory.diagnostics.contains { $0.ruleID == .ambiguousLayout })
        let placed = Self.compile("""
            final class CardViewController: UIViewController {
                override func viewDidLoad() {
                    let card = UIView()
                    card.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(card)
                    card.heightAnchor.constraint(equalToConstant: 80).isActive = true
                }
            }
            """)
        #expect(placed.diagnostics.contains { $0.ruleID == .ambiguousLayout && $0.message.contains("card") })
    }
}

/// Reading rules found on the development apps, each with its own small input.
@Suite struct CodeReaderFormTests {
    static func equations(_ text: String, path: String = "Screen.swift") -> [String] {
        CodeReaderPrecisionTests.equations(CodeReaderPrecisionTests.compile(text, path: path))
    }

    @Test("an Objective-C method right after '#pragma mark - Section -' is a method")
    func methodAfterPragmaMark() {
        #expect(Self.equations("""
            @implementation BoxViewController
            #pragma mark - Layout -
            - (void)addConstraintsToBox
            {
                [self.box mas_makeConstraints:^(MASConstraintMaker *make) { make.height.mas_equalTo(44); }];
            }
            @end
            """, path: "Box.m") == ["box.height == 44"])
    }

    @Test("Masonry's mas_offset boxes numbers and sizes; a second mas_equalTo with a value is the constant")
    func masonryBoxedConstants() {
        #expect(Self.equations("""
            @implementation BadgeView
            - (void)build
            {
                [self addSubview:self.badge];
                [self.badge mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.centerX.mas_equalTo(self.mas_right).mas_offset(-1.5);
                    make.centerY.mas_equalTo(self.mas_top).mas_equalTo(1.5);
                    make.size.mas_equalTo(self).mas_offset(CGSizeMake(-10, -20));
                }];
            }
            @end
            """, path: "Badge.m") == ["badge.centerX == badgeView.right - 1.5", "badge.centerY == badgeView.top + 1.5",
                                      "badge.width == badgeView.width - 10", "badge.height == badgeView.height - 20"])
    }

    @Test("a SnapKit closure with a capture list names its maker after the list")
    func captureList() {
        #expect(Self.equations("""
            final class BarView: UIView {
                func build() {
                    addSubview(bar)
                    bar.snp.makeConstraints { [weak self] make in
                        make.height.equalTo(49)
                    }
                }
            }
            """) == ["bar.height == 49"])
    }

    @Test("a helper in another file's UIView extension is expanded at its calls; one that returns its constraints is activated by the caller")
    func helpersFromAnotherFile() {
        let files = CodeReading.compile(files: [
            ("UIView+Pin.swift", """
                extension UIView {
                    func pin(to other: UIView, inset: CGFloat = 0) {
                        translatesAutoresizingMaskIntoConstraints = false
                        NSLayoutConstraint.activate([
                            topAnchor.constraint(equalTo: other.topAnchor, constant: inset),
                            bottomAnchor.constraint(equalTo: other.bottomAnchor, constant: -inset),
                        ])
                    }
                    func sizeConstraints(_ size: CGSize) -> [NSLayoutConstraint] {
                        return [widthAnchor.constraint(equalToConstant: size.width),
                                heightAnchor.constraint(equalToConstant: size.height)]
                    }
                }
                """),
            ("Card.swift", """
                final class CardViewController: UIViewController {
                    override func viewDidLoad() {
                        let card = UIView()
                        view.addSubview(card)
                        card.pin(to: view, inset: 16)
                        NSLayoutConstraint.activate(card.sizeConstraints(CGSize(width: 40, height: 30)))
                    }
                }
                """),
        ])
        #expect(files[1].document.screens.flatMap(\.constraints).map(\.description)
                == ["card.top == view.top + 16", "card.bottom == view.bottom - 16", "card.width == 40", "card.height == 30"])
    }

    @Test("a constraint made unconditionally and activated in an if is that branch's: no duplicate with the unconditional one")
    func activatedUnderABranch() {
        let compiled = CodeReaderPrecisionTests.compile("""
            final class ListViewController: UIViewController {
                override func viewDidLoad() {
                    let toTop = list.topAnchor.constraint(equalTo: header.bottomAnchor)
                    NSLayoutConstraint.activate([list.topAnchor.constraint(equalTo: header.bottomAnchor)])
                    if showsHeader {
                        toTop.isActive = true
                    }
                }
            }
            """)
        #expect(!compiled.diagnostics.contains { $0.ruleID == .duplicateConstraint })
        #expect(compiled.document.screens.flatMap(\.unsolved).map(\.reason) == ["under 'if showsHeader'"])
    }

    @Test("a stack view made in each case of a switch gets no guessed arrangement")
    func stackMadeInBranches() {
        let compiled = CodeReaderPrecisionTests.compile("""
            final class RowView: UIView {
                func build() {
                    let row = UIStackView(arrangedSubviews: [minus, plus])
                    let holder: UIStackView
                    switch layout {
                    case .inline: holder = UIStackView(arrangedSubviews: [title, row])
                    case .stacked: holder = UIStackView(arrangedSubviews: [row, title])
                    }
                    addSubview(holder)
                    holder.translatesAutoresizingMaskIntoConstraints = false
                    holder.topAnchor.constraint(equalTo: topAnchor).isActive = true
                }
            }
            """)
        #expect(!compiled.diagnostics.hasErrors, "\(compiled.diagnostics.map(\.message))")
        #expect(compiled.document.screens.flatMap(\.constraints).map(\.description) == ["holder.top == rowView.top"])
    }

    @Test("a map closure that sets a priority gives it to each element; the constraint is optional, not a conflict")
    func mapSetsPriority() {
        let compiled = CodeReaderPrecisionTests.compile("""
            final class MapViewController: UIViewController {
                override func viewDidLoad() {
                    let box = UIView()
                    box.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(box)
                    NSLayoutConstraint.activate([box.heightAnchor.constraint(equalToConstant: 10)].map { $0.priority = .defaultHigh; return $0 })
                    NSLayoutConstraint.activate([box.heightAnchor.constraint(equalToConstant: 20)])
                }
            }
            """)
        #expect(compiled.document.screens.flatMap(\.constraints).map(\.description) == ["box.height == 10 @750", "box.height == 20"])
        #expect(!compiled.diagnostics.contains { $0.ruleID == .unsatisfiable })
    }

    @Test("a list with an element that is not a plain name keeps the others: they are added, so activating is no error")
    func listWithACall() {
        let compiled = CodeReaderPrecisionTests.compile("""
            final class ListViewController: UIViewController {
                override func viewDidLoad() {
                    let title = UILabel()
                    title.translatesAutoresizingMaskIntoConstraints = false
                    let stack = UIStackView(arrangedSubviews: [title, makeIcon()])
                    stack.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(stack)
                    title.heightAnchor.constraint(equalToConstant: 20).isActive = true
                    stack.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
                }
            }
            """)
        #expect(!compiled.diagnostics.contains { $0.ruleID == .activatedBeforeAdded })
        #expect(!compiled.diagnostics.hasErrors, "\(compiled.diagnostics.map(\.message))")
    }

    @Test("Objective-C's 'if (self = [super initWithFrame:frame])' always runs: its make lines are laid out")
    func objectiveCInitIdiom() {
        #expect(Self.equations("""
            @implementation BadgeCell
            - (id)initWithFrame:(CGRect)frame {
                if (self = [super initWithFrame:frame]) {
                    [self.contentView addSubview:self.badge];
                    [self.badge mas_makeConstraints:^(MASConstraintMaker *make) { make.height.mas_equalTo(20); }];
                }
                return self;
            }
            @end
            """, path: "BadgeCell.m") == ["badge.height == 20"])
    }

    @Test("a closure's own 'let view' shadows the controller's view inside the closure only")
    func shadowingEndsWithItsScope() {
        #expect(Self.equations("""
            final class ListViewController: UIViewController {
                override func viewDidLoad() {
                    let makeLine: () -> UIView = {
                        let view = UIView()
                        return view
                    }
                    view.addSubview(box)
                    box.translatesAutoresizingMaskIntoConstraints = false
                    box.topAnchor.constraint(equalTo: view.topAnchor, constant: 8).isActive = true
                }
            }
            """) == ["box.top == view.top + 8"])
    }

    @Test("'.compactMap { $0 }' over a list of constraints passes them on unchanged")
    func identityCompactMap() {
        #expect(Self.equations("""
            final class HistoryCell: UITableViewCell {
                private func setupConstraints() {
                    contentView.addSubview(dateLabel)
                    let constraints = [
                        dateLabel.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
                        optionalConstraint,
                    ].compactMap { $0 }
                    NSLayoutConstraint.activate(constraints)
                }
            }
            """) == ["dateLabel.top == contentView.top + 8"])
    }

    /// A controller that calls `card.pin(to:animated:)` on line 4; the tests give the helper.
    static let cardController = """
        final class CardViewController: UIViewController {
            override func viewDidLoad() {
                view.addSubview(card)
                // A value only the running app knows: a literal `true` would decide the branch.
                card.pin(to: view, animated: UIView.areAnimationsEnabled)
            }
        }

        """

    @Test("a call of a function that makes constraints but is no helper is listed as not expanded, with why")
    func unexpandedHelperIsListed() {
        let compiled = CodeReaderPrecisionTests.compile(Self.cardController + """
            extension UIView {
                func pin(to other: UIView, animated: Bool) {
                    if animated {
                        let line = UIView()
                        addSubview(line)
                    }
                    topAnchor.constraint(equalTo: other.topAnchor).isActive = true
                }
            }
            """)
        #expect(compiled.skipped.map(\.reason) == ["'pin(…)' makes constraints but is not expanded here: it creates views only on some paths"])
        #expect(compiled.skipped.first?.span?.line == 5)
    }

    @Test("a helper's branch that the call does not decide is shown at the call, not laid out, with the helper's name")
    func helperBranchAtTheCall() {
        let compiled = CodeReaderPrecisionTests.compile(Self.cardController + """
            extension UIView {
                func pin(to other: UIView, animated: Bool) {
                    translatesAutoresizingMaskIntoConstraints = false
                    if animated { topAnchor.constraint(equalTo: other.topAnchor).isActive = true }
                }
            }
            """)
        // The helper's own body is read too: its constraint under a branch is listed as not laid out.
        #expect(compiled.skipped.map(\.reason) == ["not laid out (under 'pin(…): if animated'): card.top == view.top",
                                                   "not laid out (under 'if animated'): uIView.top == other.top"])
        #expect(compiled.skipped.first?.span?.line == 5)
        #expect(compiled.skipped.last?.span?.line == 11)
    }

    @Test("the members of another file's static size or insets are numbers: CGSize.avatarSize.width, Layout.insets.top")
    func geometryConstantsAcrossFiles() {
        let files = CodeReading.compile(files: [
            ("Sizes.swift", """
                extension CGSize { static let avatarSize = CGSize(width: 46, height: 44) }
                enum Layout { static let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4) }
                """),
            ("Avatar.swift", """
                final class AvatarView: UIView {
                    func build() {
                        addSubview(avatar)
                        avatar.translatesAutoresizingMaskIntoConstraints = false
                        avatar.widthAnchor.constraint(equalToConstant: CGSize.avatarSize.width).isActive = true
                        avatar.topAnchor.constraint(equalTo: topAnchor, constant: Layout.insets.top).isActive = true
                    }
                }
                """),
        ])
        #expect(files[1].document.screens.flatMap(\.constraints).map(\.description) == ["avatar.width == 46", "avatar.top == avatarView.top + 1"])
    }

    @Test("'guard let strongSelf = self else { return }' in a [weak self] SnapKit closure: strongSelf is self")
    func strongSelfInAClosure() {
        #expect(Self.equations("""
            final class ChatViewController: UIViewController {
                override func viewDidLoad() {
                    view.addSubview(bar)
                    bar.snp.makeConstraints { [weak self] make in
                        guard let strongSelf = self else { return }
                        make.left.equalTo(strongSelf.view.snp.left)
                        make.height.equalTo(50)
                    }
                }
            }
            """) == ["bar.left == view.left", "bar.height == 50"])
    }

    @Test("a file that only calls another file's helper is read (its words are looked for in one pass)")
    func fileThatOnlyCallsAHelper() {
        let files = CodeReading.compile(files: [
            ("UIView+Fill.swift", """
                extension UIView {
                    func fillSuperview() {
                        guard let superview = superview else { return }
                        translatesAutoresizingMaskIntoConstraints = false
                        NSLayoutConstraint.activate([topAnchor.constraint(equalTo: superview.topAnchor)])
                    }
                }
                """),
            ("Card.swift", """
                final class CardView: UIView {
                    func build() {
                        addSubview(inner)
                        inner.fillSuperview()
                    }
                }
                """),
        ])
        #expect(files[1].document.screens.flatMap(\.constraints).map(\.description) == ["inner.top == cardView.top"])
    }

    @Test("a constraint kept in a lazy property is laid out where a method activates the property")
    func constraintProperties() {
        let compiled = CodeReaderPrecisionTests.compile("""
            final class PillViewController: UIViewController {
                private let pill = UIView()
                private lazy var pillHeight = pill.heightAnchor.constraint(equalToConstant: 44)
                private lazy var pillEdges: [NSLayoutConstraint] = [
                    pill.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                    pill.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
                ]
                override func viewDidLoad() {
                    super.viewDidLoad()
                    pill.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(pill)
                    pillHeight.isActive = true
                    NSLayoutConstraint.activate(pillEdges)
                    pill.topAnchor.constraint(equalTo: view.topAnchor, constant: 100).isActive = true
                }
            }
            """)
        #expect(Set(CodeReading.equations(compiled)) == ["pill.top == view.top + 100", "pill.leading == view.leading + 16",
                                                  "pill.trailing == view.trailing - 16", "pill.height == 44"])
        // 16 + 288 + 16 on the 320-pt SE; the pill is 44 high at y 100.
        let frame = compiled.tables.first?.solutions.first?.view(named: "pill")?.frame
        #expect(frame == LayoutRect(x: 16, y: 100, width: 288, height: 44))
    }
}
