import Testing
import LayoutIR
@testable import LayoutSyntax

/// Named constants declared in one file and used in another. Expected values follow Swift's and
/// Objective-C's scoping: what another file can see (not `private`, not a header-less `static`),
/// under the names it can use; a name two files define differently is a run-time value.
@Suite struct ProjectConstantTests {
    /// Reads `files` as one project and returns the screens of the last one.
    static func extract(_ files: [(path: String, text: String)]) -> AnchorExtraction {
        let sources = files.map { SourceFile(path: $0.path, text: $0.text) }
        let facts = ProjectFacts(merging: sources.map { ProjectConstants.collect($0, language: SourceLanguage(path: $0.path) ?? .swift) })
        let last = sources[sources.count - 1]
        return AnchorExtractor.extract(last, language: SourceLanguage(path: last.path) ?? .swift, project: facts)
    }

    static func equations(_ result: AnchorExtraction) -> [String] {
        result.screens.flatMap { $0.constraints.filter { !$0.origin.syntax.isImplicit }.map(\.description) }
    }

    static func runTime(_ result: AnchorExtraction) -> [String] {
        result.screens.flatMap { $0.unsolved.flatMap(\.runTimeValues) }
    }

    static let user = """
        final class BannerView: UIView {
            let title = UILabel()
            func layout() {
                title.translatesAutoresizingMaskIntoConstraints = false
                addSubview(title)
                NSLayoutConstraint.activate([
                    title.leadingAnchor.constraint(equalTo: leadingAnchor, constant: Layout.margin),
                    title.topAnchor.constraint(equalTo: topAnchor, constant: Layout.Spacing.large),
                    title.heightAnchor.constraint(equalToConstant: Theme.rowHeight),
                ])
            }
        }
        """

    @Test("enum and struct statics of another file, nested ones by their full and inner names")
    func staticsAcrossFiles() {
        let result = Self.extract([
            ("Layout.swift", """
                enum Layout {
                    static let margin: CGFloat = 16
                    enum Spacing { static let large: CGFloat = 24 }
                }
                struct Theme { static let rowHeight = Layout.margin * 3 }
                """),
            ("BannerView.swift", Self.user),
        ])
        #expect(Self.equations(result) == ["title.leading == bannerView.leading + 16", "title.top == bannerView.top + 24",
                                           "title.height == 48"])
        #expect(Self.runTime(result).isEmpty)
    }

    @Test("a name two files define with different values stays a run-time value; the same value is fine")
    func conflictingDefinitions() {
        let result = Self.extract([
            ("A.swift", "enum Layout { static let margin: CGFloat = 16 }\nenum Theme { static let rowHeight: CGFloat = 44 }\n"),
            ("B.swift", "enum Layout { static let margin: CGFloat = 20 }\nenum Theme { static let rowHeight: CGFloat = 44 }\n"),
            ("C.swift", "enum Layout { enum Spacing { static let large = Settings.shared.spacing } }\n"),
            ("BannerView.swift", Self.user),
        ])
        #expect(Self.equations(result) == ["title.height == 44"])
        #expect(Set(Self.runTime(result)) == ["constant: Layout.margin", "constant: Layout.Spacing.large"])
    }

    // C's grammar: `T *name` declares only where `T` is a type (C11 §6.7.6.1); `76 * kPad` is a
    // product (§6.5.5), so `kPad` stays the header's macro.
    @Test("a product with a header's macro on its right is no declaration of the macro's name")
    func productIsNoDeclaration() {
        let result = Self.extract([
            ("Metrics.h", "#define kPad 10\n"),
            ("MineHeader.m", """
                @implementation MineHeader
                - (void)initUI {
                    [self.contentView addSubview:_nameL];
                    [_nameL mas_makeConstraints:^(MASConstraintMaker *make) {
                        make.left.equalTo(self.contentView).offset(76 * kPad);
                        make.top.equalTo(self.contentView).offset((2 * kPad));
                    }];
                }
                @end
                """),
        ])
        #expect(Self.equations(result) == ["nameL.left == contentView.left + 760", "nameL.top == contentView.top + 20"])
    }

    @Test("private and fileprivate types and members, and stored vars some file assigns, are not another file's constants")
    func privateAndMutable() {
        let result = Self.extract([
            ("A.swift", """
                private enum Layout { static let margin: CGFloat = 16 }
                enum Theme { fileprivate static let rowHeight: CGFloat = 44 }
                """),
            ("B.swift", "enum Layout { enum Spacing { static var large: CGFloat = 24 } }\n"),
            ("Settings.swift", "func roomier() { Layout.Spacing.large += 8 }\n"),
            ("BannerView.swift", Self.user),
        ])
        #expect(Self.equations(result).isEmpty)
        #expect(Self.runTime(result).count == 3)
    }

    @Test("an expression over another file's constants is evaluated against the whole project")
    func chainsAcrossFiles() {
        let result = Self.extract([
            ("Base.swift", "enum Grid { static let unit: CGFloat = 8 }\n"),
            ("Layout.swift", """
                enum Layout {
                    static let margin = Grid.unit * 2
                    enum Spacing { static let large = Grid.unit * 3 }
                }
                enum Theme { static let rowHeight: CGFloat = 44 }
                """),
            ("BannerView.swift", Self.user),
        ])
        #expect(Self.equations(result) == ["title.leading == bannerView.leading + 16", "title.top == bannerView.top + 24",
                                           "title.height == 44"])
    }

    @Test("a global constant is used by its bare name unless the file or some type declares that name too")
    func globalsAndShadowing() {
        let globals = ("Metrics.swift", "let cardInset: CGFloat = 12\nlet rowGap: CGFloat = 6\npublic let badgeSize: CGFloat = 20\n")
        let result = Self.extract([
            globals,
            ("BaseCell.swift", "class BaseCell: UITableViewCell { var rowGap: CGFloat = 4 }\n"),
            ("CardCell.swift", """
                final class CardCell: BaseCell {
                    let card = UIView()
                    func layoutCard(badgeSize: CGFloat) {
                        card.translatesAutoresizingMaskIntoConstraints = false
                        contentView.addSubview(card)
                        var cardInsetLocal = cardInset
                        NSLayoutConstraint.activate([
                            card.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: cardInset),
                            card.topAnchor.constraint(equalTo: contentView.topAnchor, constant: rowGap),
                            card.widthAnchor.constraint(equalToConstant: badgeSize),
                            card.heightAnchor.constraint(equalToConstant: cardInsetLocal),
                        ])
                    }
                }
                """),
        ])
        // `rowGap` may be BaseCell's stored property, `badgeSize` is the parameter, and
        // `cardInsetLocal` a local variable: only `cardInset` is the global.
        #expect(Self.equations(result) == ["card.leading == contentView.leading + 12"])
        #expect(Set(Self.runTime(result)) == ["constant: rowGap", "constant: badgeSize", "constant: cardInsetLocal"])
    }

    @Test("a type's own member declared in an extension in another file is found by its bare name")
    func membersOfTheSameType() {
        let result = Self.extract([
            ("ProfileView+Metrics.swift", "extension ProfileView {\n    static let avatarSize: CGFloat = 64\n}\n"),
            ("ProfileView.swift", """
                final class ProfileView: UIView {
                    let avatar = UIImageView()
                    func layout() {
                        avatar.translatesAutoresizingMaskIntoConstraints = false
                        addSubview(avatar)
                        avatar.widthAnchor.constraint(equalToConstant: avatarSize).isActive = true
                        avatar.heightAnchor.constraint(equalToConstant: Self.avatarSize).isActive = true
                    }
                }
                """),
        ])
        #expect(Self.equations(result) == ["avatar.width == 64", "avatar.height == 64"])
    }

    @Test("computed properties without get: one number in a struct, an enum or statically; not when a subclass may override")
    func computedProperties() {
        let result = Self.extract([
            ("Style.swift", """
                enum Style {
                    static var gutter: CGFloat { 10 }
                    static var inset: CGFloat { return gutter * 2 }
                }
                class BaseStyle { var lineHeight: CGFloat { 18 } }
                extension CGFloat { static let hairline: CGFloat = 0.5 }
                """),
            ("RuleView.swift", """
                final class RuleView: UIView {
                    let line = UIView()
                    private var spacing: CGFloat { 4 }
                    func layout() {
                        line.translatesAutoresizingMaskIntoConstraints = false
                        addSubview(line)
                        NSLayoutConstraint.activate([
                            line.leadingAnchor.constraint(equalTo: leadingAnchor, constant: Style.gutter),
                            line.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -Style.inset),
                            line.topAnchor.constraint(equalTo: topAnchor, constant: spacing),
                            line.heightAnchor.constraint(equalToConstant: .hairline),
                            line.bottomAnchor.constraint(equalTo: bottomAnchor, constant: BaseStyle.lineHeight),
                        ])
                    }
                }
                """),
        ])
        #expect(Self.equations(result) == ["line.leading == ruleView.leading + 10", "line.trailing == ruleView.trailing - 20",
                                           "line.top == ruleView.top + 4", "line.height == 0.5"])
        #expect(Self.runTime(result) == ["constant: BaseStyle.lineHeight"])
    }

    @Test("Objective-C: a header's #define and static const, an implementation's const global; not a mutable global")
    func objectiveCConstants() {
        let result = Self.extract([
            ("Skin.h", "#define SKRowHeight 44.0\nstatic const CGFloat SKHairline = 1.0;\nextern const CGFloat SKMargin;\n"),
            ("Skin.m", """
                #import "Skin.h"
                const CGFloat SKMargin = 16.0;
                CGFloat SKSpacing = 8.0;
                static const CGFloat SKPrivateGap = 3.0;
                #define SKLocalInset 5.0
                """),
            ("RowView.m", """
                @implementation RowView
                - (void)setUpConstraints {
                    _title.translatesAutoresizingMaskIntoConstraints = NO;
                    [self addSubview:_title];
                    [NSLayoutConstraint activateConstraints:@[
                        [_title.leadingAnchor constraintEqualToAnchor:self.leadingAnchor constant:SKMargin],
                        [_title.topAnchor constraintEqualToAnchor:self.topAnchor constant:SKSpacing],
                        [_title.heightAnchor constraintEqualToConstant:SKRowHeight - SKHairline],
                        [_title.trailingAnchor constraintEqualToAnchor:self.trailingAnchor constant:-SKPrivateGap],
                        [_title.bottomAnchor constraintEqualToAnchor:self.bottomAnchor constant:-SKLocalInset],
                    ]];
                }
                @end
                """),
        ])
        #expect(Self.equations(result) == ["title.leading == rowView.leading + 16", "title.height == 43"])
        #expect(Set(Self.runTime(result)) == ["constant: SKSpacing", "constant: -SKPrivateGap", "constant: -SKLocalInset"])
    }

    @Test("constants defined as sums of sums are refused after a bounded number of lookups, not followed exponentially")
    func exponentialDefinitions() {
        var layers = "enum W {\n"
        for level in 1...8 {
            let sum = Array(repeating: "W.w\(level - 1)", count: 12).joined(separator: " + ")
            layers += "    static let w\(level): CGFloat = \(sum)\n"
        }
        layers += "    static let w0: CGFloat = 1\n}\n"
        let result = Self.extract([
            ("Weights.swift", layers),
            ("UseView.swift", """
                final class UseView: UIView {
                    let box = UIView()
                    func layout() {
                        addSubview(box)
                        box.translatesAutoresizingMaskIntoConstraints = false
                        box.widthAnchor.constraint(equalToConstant: W.w1).isActive = true
                        box.heightAnchor.constraint(equalToConstant: W.w8).isActive = true
                    }
                }
                """),
        ])
        // 12 × 1 is within the budget; 12⁸ lookups are not, so W.w8 is a run-time value.
        #expect(Self.equations(result) == ["box.width == 12"])
        #expect(Self.runTime(result) == ["constant: W.w8"])
    }

    @Test("the table merges in any order to the same facts")
    func mergeIsOrderIndependent() {
        var first = ProjectFacts(), second = ProjectFacts(), third = ProjectFacts()
        first.define("Layout.margin", .number(16))
        second.define("Layout.margin", .number(16))
        second.define("Theme.gap", .number(8))
        third.define("Theme.gap", .number(9))
        third.declareMember("padding")
        let parts = [first, second, third]
        let merged = ProjectFacts(merging: parts)
        #expect(merged == ProjectFacts(merging: parts.reversed()))
        #expect(merged.definition(of: "Layout.margin") == .number(16))
        #expect(merged.definition(of: "Theme.gap") == .varies)
        #expect(merged.definition(of: "Other") == nil)
        #expect(merged.memberNames == ["padding"])
    }

    @Test("bad input: garbage, a constant defined by itself and chains past the depth limit are never guessed or trapped on")
    func robustness() {
        let garbage = SourceFile(path: "G.swift", bytes: [0xFF, 0xFE, 0x00, 0x41])
        #expect(ProjectConstants.collect(garbage, language: .swift).isEmpty)
        var chain = "enum L {\n"
        for step in 0..<40 { chain += "    static let c\(step + 1) = L.c\(step) + 1\n" }
        chain += "    static let c0: CGFloat = 1e999\n    static let loop = L.loop + 1\n}\n"
        let result = Self.extract([
            ("Chain.swift", chain),
            ("Use.swift", """
                final class UseView: UIView {
                    let box = UIView()
                    func layout() {
                        addSubview(box)
                        box.translatesAutoresizingMaskIntoConstraints = false
                        box.widthAnchor.constraint(equalToConstant: L.loop).isActive = true
                        box.heightAnchor.constraint(equalToConstant: L.c40).isActive = true
                    }
                }
                """),
        ])
        #expect(Self.equations(result).isEmpty)
        #expect(Self.runTime(result).count == 2)
    }
}
