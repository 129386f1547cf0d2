import Testing
import LayoutIR
@testable import VFLCompiler

/// One rule of each library, each with its source, in the smallest function that shows it.
@Suite struct CodeDialectRuleTests {
    static func compile(_ text: String, path: String = "Screen.swift") -> CompiledFile { CodeReading.compile(text, path: path) }
    static func equations(_ compiled: CompiledFile) -> [String] { CodeReading.equations(compiled) }
    static func unsolved(_ compiled: CompiledFile) -> [(String, String)] { CodeReading.unsolved(compiled) }

    // MARK: SnapKit

    @Test("SnapKit updateConstraints changes the constant of the matching earlier constraint (SnapKit ConstraintMaker.updateConstraints)")
    func snapKitUpdate() {
        let compiled = Self.compile("""
            final class CardView: UIView {
                func build() {
                    addSubview(box)
                    box.snp.makeConstraints { make in
                        make.top.equalToSuperview().offset(8)
                        make.height.equalTo(40)
                    }
                    box.snp.updateConstraints { make in
                        make.height.equalTo(60)
                    }
                }
            }
            """)
        #expect(Self.equations(compiled) == ["box.top == cardView.top + 8", "box.height == 60"])
        #expect(!compiled.diagnostics.contains { $0.ruleID == .unsatisfiable })
    }

    @Test("an update with nothing made in the function to update is not laid out: the constraint it changes is made elsewhere")
    func snapKitUpdateOfElsewhere() {
        let compiled = Self.compile("""
            final class CardView: UIView {
                func collapse() {
                    box.snp.updateConstraints { $0.height.equalTo(0) }
                }
            }
            """)
        #expect(Self.equations(compiled).isEmpty)
        #expect(Self.unsolved(compiled).map(\.1) == ["an update of a constraint made elsewhere, not activated in this function"])
    }

    @Test("SnapKit remakeConstraints removes the view's earlier SnapKit constraints, so the heights do not conflict")
    func snapKitRemake() {
        let compiled = Self.compile("""
            final class CardView: UIView {
                func build() {
                    addSubview(box)
                    box.snp.makeConstraints { $0.height.equalTo(40) }
                    box.snp.remakeConstraints { $0.height.equalTo(60) }
                }
            }
            """)
        #expect(Self.equations(compiled) == ["box.height == 60"])
        #expect(Self.unsolved(compiled).map(\.1) == ["removed by the remake block below, not activated in this function"])
    }

    @Test("SnapKit signs: inset on trailing and bottom is subtracted, offset is not; dividedBy is 1/d; priority names")
    func snapKitSigns() {
        let compiled = Self.compile("""
            final class CardView: UIView {
                func build() {
                    addSubview(box)
                    box.snp.makeConstraints { make in
                        make.trailing.bottom.equalToSuperview().inset(12)
                        make.leading.equalToSuperview().offset(-4)
                        make.width.equalTo(self).dividedBy(4).priority(.high)
                        make.height.equalTo(self.snp.height).multipliedBy(0.5).priority(.medium)
                    }
                }
            }
            """)
        #expect(Self.equations(compiled) == [
            "box.bottom == cardView.bottom - 12", "box.trailing == cardView.trailing - 12", "box.leading == cardView.leading - 4",
            "box.width == cardView.width * 0.25 @750", "box.height == cardView.height * 0.5 @500",
        ])
    }

    @Test("a target that may be a number only the running app knows is not taken for a view")
    func snapKitRunTimeTarget() {
        let compiled = Self.compile("""
            final class CardView: UIView {
                func build(height: CGFloat) {
                    addSubview(box)
                    box.snp.makeConstraints { make in
                        make.height.equalTo(height)
                        make.width.equalTo(avatarView)
                    }
                }
            }
            """)
        #expect(Self.equations(compiled) == ["box.width == avatarView.width"])
        #expect(Self.unsolved(compiled).map(\.1) == ["run-time value"])
    }

    @Test("equalToSuperview of a view the function never adds: the superview is decided elsewhere, nothing is laid out")
    func unknownSuperview() {
        let compiled = Self.compile("""
            final class CardView: UIView {
                func pin(_ other: UIView) {
                    badge.snp.makeConstraints { $0.edges.equalToSuperview() }
                }
            }
            """)
        #expect(Self.equations(compiled).isEmpty)
        #expect(Self.unsolved(compiled).count == 4)
    }

    @Test("the superview comes from another function of the same type that adds the view")
    func superviewFromTheType() {
        let compiled = Self.compile("""
            final class ProfileCell: UITableViewCell {
                func setUpViews() {
                    contentView.addSubview(card)
                    card.addSubview(badge)
                }
                func setUpConstraints() {
                    badge.snp.makeConstraints { make in
                        make.top.trailing.equalToSuperview().inset(4)
                    }
                }
            }
            """)
        #expect(Self.equations(compiled) == ["badge.top == card.top + 4", "badge.trailing == card.trailing - 4"])
    }

    // MARK: Masonry

    @Test("Masonry: a constant target relates a position to the superview's same attribute; insets are keyed on the first attribute")
    func masonryRules() {
        let compiled = Self.compile("""
            @implementation CardView
            - (void)build {
                [self addSubview:self.box];
                [self.box mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.centerX.mas_equalTo(10);
                    make.left.right.equalTo(self).insets(UIEdgeInsetsMake(1, 2, 3, 4));
                    make.width.height.mas_equalTo(CGSizeMake(30, 40)).priorityLow();
                    make.bottom.equalTo(self.mas_bottom).offset(-8);
                }];
            }
            @end
            """, path: "CardView.m")
        #expect(Self.equations(compiled) == [
            "box.centerX == cardView.centerX + 10", "box.left == cardView.left + 2", "box.right == cardView.right - 4",
            "box.width == 30 @250", "box.height == 40 @250", "box.bottom == cardView.bottom - 8",
        ])
    }

    // MARK: PureLayout

    @Test("PureLayout: insets from the bottom, right and trailing edges are inverted, and so are inequalities")
    func pureLayoutInversion() {
        let compiled = Self.compile("""
            @implementation CardView
            - (void)build {
                [self addSubview:self.box];
                [self.box autoPinEdgeToSuperviewEdge:ALEdgeBottom withInset:10 relation:NSLayoutRelationGreaterThanOrEqual];
                [self.box autoPinEdgeToSuperviewEdge:ALEdgeLeft withInset:10 relation:NSLayoutRelationGreaterThanOrEqual];
                [self.box autoAlignAxisToSuperviewAxis:ALAxisVertical];
                [self.box autoMatchDimension:ALDimensionWidth toDimension:ALDimensionHeight ofView:self withMultiplier:0.5];
            }
            @end
            """, path: "CardView.m")
        #expect(Self.equations(compiled) == [
            "box.bottom <= cardView.bottom - 10", "box.left >= cardView.left + 10", "box.centerX == cardView.centerX",
            "box.width == cardView.height * 0.5",
        ])
    }

    @Test("PureLayout's edges with insets pin top, leading, bottom and trailing; the excluded edge is left out")
    func pureLayoutEdges() {
        let compiled = Self.compile("""
            final class CardView: UIView {
                func build() {
                    addSubview(box)
                    box.autoPinEdgesToSuperviewEdges(with: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4), excludingEdge: .top)
                }
            }
            """)
        #expect(Self.equations(compiled) == ["box.leading == cardView.leading + 2", "box.bottom == cardView.bottom - 3",
                                             "box.trailing == cardView.trailing - 4"])
    }

    // MARK: VFL

    @Test("VFL metrics from the project's named constants; a metric only the app knows leaves the format unlaid")
    func visualFormatMetrics() {
        let compiled = Self.compile("""
            enum Spacing { static let gutter: CGFloat = 12 }
            final class RowView: UIView {
                func build(width: CGFloat) {
                    addSubview(icon); addSubview(title)
                    let views = ["icon": icon, "title": title]
                    addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-gutter-[icon]-[title]|", options: [], metrics: ["gutter": Spacing.gutter], views: views))
                    addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:[icon(w)]", options: [], metrics: ["w": width], views: views))
                }
            }
            """)
        #expect(Self.equations(compiled) == ["icon.leading == rowView.leading + 12", "title.leading == icon.trailing + 8",
                                             "rowView.trailing == title.trailing"])
        #expect(Self.unsolved(compiled).map(\.1) == ["run-time value"])
    }

    // MARK: One failure stays local; suppression comments

    @Test("a VFL typo stops only its own function: the file's other functions are laid out and checked")
    func failureStaysLocal() {
        let compiled = Self.compile("""
            final class FeedViewController: UIViewController {
                func broken() {
                    a.widthAnchor.constraint(equalToConstant: 10).isActive = true
                    view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a]-|-", options: [], metrics: nil, views: ["a": a]))
                }
                override func viewDidLoad() {
                    view.addSubview(box)
                    box.snp.makeConstraints { make in
                        make.height.equalTo(100)
                        make.height.equalTo(120)
                    }
                }
            }
            """)
        #expect(compiled.diagnostics.contains { $0.ruleID == .vflSyntax })
        #expect(compiled.diagnostics.contains { $0.ruleID == .unsatisfiable && $0.span?.line == 10 })
        #expect(compiled.skipped.contains { $0.reason.hasPrefix("not laid out: it holds an error") && $0.span?.line == 2 })
    }

    @Test("vflc:disable in Swift: alone on a line for the next, after code for its own, :next-line; a misspelt rule turns off nothing")
    func suppressionInSwift() {
        func findings(_ comment: String) -> [String] {
            Self.compile("""
                final class FeedViewController: UIViewController {
                    override func viewDidLoad() {
                        view.addSubview(box)
                        box.snp.makeConstraints { make in
                            make.height.equalTo(100)
                \(comment)
                        }
                    }
                }
                """).diagnostics.compactMap { $0.ruleID?.rawValue }
        }
        #expect(findings("            make.height.equalTo(120)") == ["unsatisfiable"])
        #expect(findings("            // vflc:disable unsatisfiable\n            make.height.equalTo(120)") == [])
        #expect(findings("            make.height.equalTo(120) // vflc:disable unsatisfiable") == [])
        #expect(findings("            // vflc:disable:next-line unsatisfiable\n            make.height.equalTo(120)") == [])
        #expect(findings("            // vflc:disable unsatisfiabel\n            make.height.equalTo(120)")
                == ["suppression-comment", "unsatisfiable"])
    }

    @Test("a misspelt rule in a .layout file's vflc:disable turns off nothing (it used to turn off every rule)")
    func misspeltRuleInLayout() {
        let compiled = Self.compile("""
            screen Demo {
                view box
                // vflc:disable unsatisfiabel
                box.width == 10
                box.width == 20
            }
            """, path: "Demo.layout")
        #expect(compiled.diagnostics.compactMap { $0.ruleID?.rawValue } == ["suppression-comment", "unsatisfiable"])
        let warning = compiled.diagnostics.first { $0.ruleID == .suppressionComment }
        #expect(warning?.notes.first?.message == "did you mean 'unsatisfiable'?")
    }

    @Test("fuzz find: a PureLayout message whose second selector piece is damaged is skipped, not a crash")
    func damagedPureLayoutSelector() {
        // The bytes the fuzzer found: 'toDimension:' with one byte flipped into invalid UTF-8.
        var bytes = Array("@implementation F\n- (void)build {\n [self addSubview:self.box];\n[self.box autoMatchDimension:ALDimensionWidth toDi".utf8)
        bytes.append(0xED)
        bytes += Array("ension:ALDimensionHeight ofView:self withMultiplier:0.5];\n}\n@end\n".utf8)
        let compiled = LayoutCompiler().compile(SourceFile(path: "F.m", bytes: bytes))
        #expect(compiled.document.screens.flatMap(\.constraints).isEmpty)
    }

    @Test("a SnapKit line relating a size to a position is one error, at the target attribute")
    func oneErrorPerSnapKitTypingMistake() {
        let compiled = Self.compile("""
            final class DupViewController: UIViewController {
                override func viewDidLoad() {
                    view.addSubview(box)
                    box.snp.makeConstraints { make in
                        make.width.equalTo(other.snp.leading)
                    }
                }
            }
            """)
        let errors = compiled.diagnostics.filter { $0.severity == .error }
        #expect(errors.map(\.message) == ["cannot relate a dimension ('width') to a location ('leading')"])
        #expect(errors.first?.span?.column == 42)
    }

    @Test("equalToSuperview before addSubview is one error, superview-before-add, not two")
    func superviewBeforeAddOnce() {
        let compiled = Self.compile("""
            final class EarlyViewController: UIViewController {
                override func viewDidLoad() {
                    let box = UIView()
                    box.snp.makeConstraints { make in
                        make.edges.equalToSuperview()
                    }
                    view.addSubview(box)
                }
            }
            """)
        #expect(compiled.diagnostics.filter { $0.severity == .error }.compactMap(\.ruleID?.rawValue) == ["superview-before-add"])
    }

    @Test("PureLayout's priority block gives its calls that priority and installs them (Objective-C and Swift)")
    func pureLayoutPriorityBlock() {
        let objectiveC = Self.compile("""
            @implementation BadgeView
            - (void)build {
                [self addSubview:self.badge];
                [NSLayoutConstraint autoSetPriority:UILayoutPriorityDefaultHigh forConstraints:^{
                    [self.badge autoSetDimension:ALDimensionWidth toSize:40];
                }];
                [self.badge autoSetDimension:ALDimensionWidth toSize:30];
            }
            @end
            """, path: "Badge.m")
        #expect(Self.equations(objectiveC) == ["badge.width == 40 @750", "badge.width == 30"])
        #expect(!objectiveC.diagnostics.contains { $0.ruleID == .unsatisfiable })
        let swift = Self.compile("""
            final class BadgeView: UIView {
                func build() {
                    addSubview(badge)
                    NSLayoutConstraint.autoSetPriority(.defaultLow) {
                        badge.autoSetDimension(.height, toSize: 20)
                    }
                }
            }
            """)
        #expect(Self.equations(swift) == ["badge.height == 20 @250"])
    }

    @Test("PureLayout's hugging and compression setters take their priority block's priority, and do nothing outside one (ALView+PureLayout)")
    func pureLayoutContentPriorities() throws {
        let objectiveC = Self.compile("""
            @implementation PriceCell
            - (void)build {
                [self.contentView addSubview:self.title];
                [self.title autoPinEdgesToSuperviewEdges];
                [NSLayoutConstraint autoSetPriority:UILayoutPriorityRequired forConstraints:^{
                    [self.title autoSetContentHuggingPriorityForAxis:ALAxisHorizontal];
                }];
                [NSLayoutConstraint autoSetPriority:UILayoutPriorityDefaultLow forConstraints:^{
                    [self.title autoSetContentCompressionResistancePriorityForAxis:ALAxisVertical];
                }];
                [self.title autoSetContentHuggingPriorityForAxis:ALAxisVertical];
            }
            @end
            """, path: "PriceCell.m")
        let title = try #require(objectiveC.document.screens.first?.allViews.first { $0.view.name == "title" }?.view)
        #expect(title.properties.hugging[.horizontal] == .required)
        #expect(title.properties.compressionResistance[.vertical] == .defaultLow)
        // Outside a block PureLayout sets nothing: UILabel's default vertical hugging (250) stays.
        #expect(title.properties.hugging[.vertical] != .required)
        let swift = Self.compile("""
            final class PriceCell: UITableViewCell {
                func build() {
                    contentView.addSubview(title)
                    title.autoPinEdgesToSuperviewEdges()
                    NSLayoutConstraint.autoSetPriority(.defaultHigh) {
                        title.autoSetContentCompressionResistancePriority(for: .horizontal)
                    }
                }
            }
            """)
        let swiftTitle = try #require(swift.document.screens.first?.allViews.first { $0.view.name == "title" }?.view)
        #expect(swiftTitle.properties.compressionResistance[.horizontal] == .defaultHigh)
    }

    @Test("PureLayout's autoCreateAndInstallConstraints runs its block at once and installs what it makes; WithoutInstalling does not")
    func installingBlock() {
        let objectiveC = Self.compile("""
            @implementation PlayerView
            - (void)build {
                [self addSubview:self.artwork];
                self.artworkConstraints = [NSLayoutConstraint autoCreateAndInstallConstraints:^{
                    [self.artwork autoSetDimension:ALDimensionHeight toSize:120];
                    [self.artwork autoPinEdgeToSuperviewEdge:ALEdgeTop withInset:16];
                }];
                NSArray *later = [NSLayoutConstraint autoCreateConstraintsWithoutInstalling:^{
                    [self.artwork autoSetDimension:ALDimensionWidth toSize:90];
                }];
            }
            @end
            """, path: "PlayerView.m")
        #expect(Self.equations(objectiveC) == ["artwork.height == 120", "artwork.top == playerView.top + 16"])
        let swift = Self.compile("""
            final class PlayerView: UIView {
                func build() {
                    addSubview(artwork)
                    NSLayoutConstraint.autoCreateAndInstallConstraints {
                        artwork.autoSetDimension(.height, toSize: 120)
                    }
                }
            }
            """)
        #expect(Self.equations(swift) == ["artwork.height == 120"])
    }

    @Test("make lines under an if or else inside a block are read with that condition: shown, not laid out")
    func branchesInsideABlock() {
        let compiled = Self.compile("""
            @implementation MsgCell
            - (void)layoutMessage
            {
                [self.contentView addSubview:self.avatar];
                [self.avatar mas_remakeConstraints:^(MASConstraintMaker *make) {
                    make.top.mas_equalTo(10);
                    if (self.mine) {
                        make.right.mas_equalTo(-10);
                    }
                    else {
                        make.left.mas_equalTo(10);
                    }
                }];
            }
            @end
            """, path: "MsgCell.m")
        #expect(Self.equations(compiled) == ["avatar.top == contentView.top + 10"])
        #expect(Self.unsolved(compiled).map(\.0) == ["avatar.right == contentView.right - 10", "avatar.left == contentView.left + 10"])
        #expect(Self.unsolved(compiled).map(\.1) == ["under 'if (self.mine)'", "under 'else of if (self.mine)'"])
    }

    @Test("SnapKit 5's equalToSuperview { $0.safeAreaLayoutGuide } relates to the superview's guide")
    func equalToSuperviewClosure() {
        let compiled = Self.compile("""
            final class BannerViewController: UIViewController {
                override func viewDidLoad() {
                    let banner = UIView()
                    view.addSubview(banner)
                    banner.snp.makeConstraints { make in
                        make.top.equalToSuperview { $0.safeAreaLayoutGuide }.offset(8)
                        make.bottom.lessThanOrEqualToSuperview { $0.snp.bottom }
                        make.leading.trailing.equalToSuperview()
                        make.height.equalTo(50)
                    }
                }
            }
            """)
        #expect(Self.equations(compiled) == ["banner.top == view.safeArea.top + 8", "banner.bottom <= view.bottom",
                                             "banner.leading == view.leading", "banner.trailing == view.trailing", "banner.height == 50"])
    }

    @Test("a view added to different superviews on different branches has no known superview: equalToSuperview is not laid out")
    func superviewChosenByABranch() {
        let compiled = Self.compile("""
            final class BadgeView: UIView {
                func attach(compact: Bool) {
                    if compact { leftColumn.addSubview(badge) } else { rightColumn.addSubview(badge) }
                    badge.snp.makeConstraints { $0.top.equalToSuperview() }
                }
            }
            """)
        #expect(Self.equations(compiled).isEmpty)
        #expect(Self.unsolved(compiled).count == 1)
    }

    @Test("a SnapKit number that is not finite (equalTo(1e999)) is an error at the line, not skipped in silence")
    func snapKitInfiniteNumber() {
        let compiled = Self.compile("""
            final class A: UIView {
                func f() {
                    addSubview(box)
                    box.snp.makeConstraints { make in make.height.equalTo(1e999) }
                }
            }
            """)
        let error = compiled.diagnostics.first { $0.severity == .error }
        #expect(error?.ruleID == .constraintType)
        #expect(error?.message.hasPrefix("constraint numbers must be finite") == true)
        // `edges` makes top, left, bottom and right (SnapKit, `ConstraintAttributes.edges`), and
        // `inset` gives +1e999 to top and left, −1e999 to bottom and right: four constraints, two
        // messages at the one line. Each is reported once (the pipeline's last step).
        let edges = Self.compile("""
            final class A: UIView {
                func f() {
                    addSubview(box)
                    box.snp.makeConstraints { make in make.edges.equalToSuperview().inset(1e999) }
                }
            }
            """)
        let errors = edges.diagnostics.filter { $0.ruleID == .constraintType }
        #expect(errors.map(\.message).sorted() == ["constraint numbers must be finite (multiplier 1, constant -inf)",
                                                    "constraint numbers must be finite (multiplier 1, constant inf)"])
        #expect(error?.span?.line == 4)
    }
}
