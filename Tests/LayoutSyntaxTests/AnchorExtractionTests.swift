import Testing
import LayoutIR
@testable import LayoutSyntax

/// Functions written the way real apps write constraint code (view controllers, cells, lazy
/// properties, Objective-C views), each checked by hand: every call site extracted once, with
/// its items, attributes, relation, constant and priority. Expected values follow from UIKit's
/// documented meaning of each call (system spacing is 8 pt × multiplier, `.defaultHigh` is 750,
/// `UILayoutPriorityDefaultLow` is 250), not from vflc's output.
@Suite struct AnchorExtractionTests {
    static func extract(_ source: String, objectiveC: Bool = false) -> AnchorExtraction {
        let file = SourceFile(path: objectiveC ? "Fixture.m" : "Fixture.swift", text: source)
        return AnchorExtractor.extract(file, language: objectiveC ? .objectiveC : .swift)
    }

    static func screen(_ source: String, objectiveC: Bool = false, sourceLocation: SourceLocation = #_sourceLocation) throws -> LayoutScreen {
        let result = extract(source, objectiveC: objectiveC)
        #expect(result.screens.count == 1, sourceLocation: sourceLocation)
        return try #require(result.screens.first, sourceLocation: sourceLocation)
    }

    static func equations(_ screen: LayoutScreen) -> [String] { screen.constraints.map(\.description) }
    static func equations(_ constraints: [IRConstraint]) -> [String] { constraints.map(\.description) }
    static func unsolved(_ screen: LayoutScreen) -> [String] {
        screen.unsolved.map { "\($0.constraint) (\($0.reason))" }
    }

    @Test("a type's own static constants through Self. and self., as written inside the type")
    func constantsThroughSelf() throws {
        let screen = try Self.screen("""
            final class CardViewController: UIViewController {
                static let margin: CGFloat = 16
                private let badge = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(badge)
                    badge.translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        badge.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: Self.margin),
                        badge.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -Self.margin),
                        badge.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: CardViewController.margin / 2),
                        badge.heightAnchor.constraint(equalToConstant: 2 * Self.margin),
                    ])
                }
            }
            """)
        #expect(Self.equations(screen) == [
            "badge.leading == view.leading + 16",
            "badge.trailing == view.trailing - 16",
            "badge.top == view.safeArea.top + 8",
            "badge.height == 32",
        ])
        #expect(screen.unsolved.isEmpty)
    }

    @Test("fuzz find: a view path 'snp.lower' is renamed, so the printed screen reads back")
    func snpPrefixedName() throws {
        // `snp_lower.leading` would start a SnapKit block in `.layout` text.
        let result = Self.extract("""
            - (void)pin {
              [snp.lower.leadingAnchor constraintEqualToAnchor:upper.leadingAnchor].active = YES;
            }
            """, objectiveC: true)
        let screen = try #require(result.screens.first)
        #expect(Self.equations(screen) == ["view_snp_lower.leading == upper.leading"])
        let printed = LayoutPrinter.print(LayoutDocument(file: SourceFile(path: "F.m", text: ""), screens: result.screens))
        #expect(!LayoutParser.parse(SourceFile(path: "printed.layout", text: printed)).1.hasErrors, "\(printed)")
    }

    @Test("a type's own instance let, in its extension, when another type of the file has one of the same name")
    func instanceLetsScopedByType() throws {
        // Two controllers in one file, each with `private let spacing` (a let with a value
        // cannot change, not even in init): each method sees its own type's.
        let result = Self.extract("""
            final class BadgeViewController: UIViewController {
                private let spacing: CGFloat = 16
            }
            extension BadgeViewController {
                func setUpBadge() {
                    let badge = UIView()
                    badge.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(badge)
                    badge.topAnchor.constraint(equalTo: view.topAnchor, constant: spacing).isActive = true
                }
            }
            final class TagViewController: UIViewController {
                private let spacing: CGFloat = 20
                private var gap: CGFloat = 4
                func setUpTag() {
                    let tag = UIView()
                    tag.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(tag)
                    tag.topAnchor.constraint(equalTo: view.topAnchor, constant: spacing).isActive = true
                    tag.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: gap).isActive = true
                }
            }
            """)
        #expect(result.screens.map { Self.equations($0) } == [
            ["badge.top == view.top + 16"],
            ["tag.top == view.top + 20"],
        ])
        // A `var` may change: it stays a run-time value.
        #expect(result.screens.last.map { Self.unsolved($0) } == ["tag.leading == view.leading (run-time value)"])
    }

    @Test("a view controller's activate list: safe area, margins, named constants, system spacing")
    func controllerActivateList() throws {
        let screen = try Self.screen("""
            enum Metrics {
                static let inset: CGFloat = 20
                static let thumb: CGFloat = 48
            }
            final class SettingsViewController: UIViewController {
                private let headline = UILabel()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let thumbnail = UIImageView()
                    thumbnail.translatesAutoresizingMaskIntoConstraints = false
                    headline.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(thumbnail)
                    view.addSubview(headline)
                    NSLayoutConstraint.activate([
                        thumbnail.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: Metrics.inset),
                        thumbnail.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                        thumbnail.widthAnchor.constraint(equalToConstant: Metrics.thumb),
                        thumbnail.heightAnchor.constraint(equalTo: thumbnail.widthAnchor),
                        headline.leadingAnchor.constraint(equalToSystemSpacingAfter: thumbnail.trailingAnchor, multiplier: 1.5),
                        headline.firstBaselineAnchor.constraint(equalTo: thumbnail.centerYAnchor),
                        headline.trailingAnchor.constraint(lessThanOrEqualTo: view.readableContentGuide.trailingAnchor, constant: -Metrics.inset / 2),
                    ])
                }
            }
            """)
        #expect(Self.equations(screen) == [
            "thumbnail.top == view.safeArea.top + 20",
            "thumbnail.leading == view.margins.leading",
            "thumbnail.width == 48",
            "thumbnail.height == thumbnail.width",
            "headline.leading == thumbnail.trailing + 12",
            "headline.firstBaseline == thumbnail.centerY",
            "headline.trailing <= view.readableContent.trailing - 10",
        ])
        #expect(screen.root.children.map(\.name) == ["thumbnail", "headline"])
        #expect(screen.root.children.map(\.kind) == [.imageView, .label])
        #expect(screen.constraints.allSatisfy { $0.origin.syntax == .anchor })
        #expect(screen.unsolved.isEmpty)
    }

    // UIKit's content view is a subview of the cell that the cell sizes to its bounds and that
    // keeps its autoresizing mask (Apple, "UITableViewCell.contentView"): `contentView` is a view
    // of its own filling the cell, bare anchors are the cell's, and the cell is free to take any size.
    @Test("a cell: contentView is UIKit's content view filling the cell; bare anchors are the cell's")
    func cellContentView() throws {
        let screen = try Self.screen("""
            final class BadgeCell: UITableViewCell {
                private struct Layout { static let gap = 6.0 }
                let badge = UILabel()
                let note = UILabel()
                private func layoutBadge() {
                    contentView.addSubview(badge)
                    contentView.addSubview(note)
                    badge.translatesAutoresizingMaskIntoConstraints = false
                    note.translatesAutoresizingMaskIntoConstraints = false
                    badge.centerYAnchor.constraint(equalTo: contentView.centerYAnchor).isActive = true
                    badge.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -Layout.gap).isActive = true
                    note.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor).isActive = true
                }
            }
            """)
        #expect(Self.equations(screen.constraints.filter { !$0.origin.syntax.isImplicit }) == [
            "badge.centerY == contentView.centerY", "badge.trailing == badgeCell.trailing - 6",
            "note.leading == contentView.margins.leading",
        ])
        let filling = screen.constraints.filter { $0.origin.syntax == .autoresizing }
        #expect(Self.equations(filling) == ["contentView.left == badgeCell.left", "contentView.top == badgeCell.top",
                                            "contentView.width == badgeCell.width", "contentView.height == badgeCell.height"])
        let cell = try #require(screen.root.children.first)
        #expect(cell.name == "badgeCell" && cell.children.map(\.name) == ["contentView"])
        #expect(cell.children.first?.children.map(\.name) == ["badge", "note"])
    }

    @Test("a cell whose code turns the content view's autoresizing off places it with its own constraints")
    func cellContentViewPlacedByCode() throws {
        let screen = try Self.screen("""
            final class TagCell: UICollectionViewCell {
                override init(frame: CGRect) {
                    super.init(frame: frame)
                    contentView.translatesAutoresizingMaskIntoConstraints = false
                    contentView.widthAnchor.constraint(equalToConstant: 120).isActive = true
                }
            }
            """)
        #expect(Self.equations(screen) == ["contentView.width == 120"])
    }

    @Test("branches and closures are extracted with their condition and not laid out; #available is not a branch")
    func branches() throws {
        let screen = try Self.screen("""
            class StatusViewController: UIViewController {
                override func viewDidLoad() {
                    if #available(iOS 11.0, *) {
                        banner.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor).isActive = true
                    } else {
                        banner.topAnchor.constraint(equalTo: topLayoutGuide.bottomAnchor).isActive = true
                    }
                    if isCompact {
                        banner.heightAnchor.constraint(equalToConstant: 44).isActive = true
                    } else {
                        banner.heightAnchor.constraint(equalToConstant: 64).isActive = true
                    }
                    UIView.animate(withDuration: 0.2) {
                        banner.widthAnchor.constraint(equalToConstant: 10).isActive = true
                    }
                }
            }
            """)
        #expect(Self.equations(screen) == ["banner.top == view.safeArea.top"])
        #expect(Self.unsolved(screen) == [
            "banner.top == view.topLayoutGuide.bottom (under 'else')",
            "banner.height == 44 (under 'if isCompact')",
            "banner.height == 64 (under 'else')",
            "banner.width == 10 (in a closure)",
        ])
    }

    @Test("run-time values are kept as text and never guessed; parameters shadow constants")
    func runTimeValues() throws {
        let screen = try Self.screen("""
            let spacing: CGFloat = 12
            class Toolbar: UIView {
                func pin(_ item: UIView, spacing: CGFloat) {
                    item.leadingAnchor.constraint(equalTo: leadingAnchor, constant: spacing).isActive = true
                    item.heightAnchor.constraint(equalTo: heightAnchor, multiplier: ratio).isActive = true
                    item.topAnchor.constraint(equalTo: topAnchor, constant: bounds.height / 4).isActive = true
                }
            }
            """)
        #expect(screen.constraints.isEmpty)
        #expect(screen.unsolved.map(\.runTimeValues) == [["constant: spacing"], ["multiplier: ratio"], ["constant: bounds.height / 4"]])
        #expect(screen.unsolved.allSatisfy { $0.reason == "run-time value" })
    }

    @Test("priorities: assigned, chained helpers, UILayoutPriority(rawValue:), arithmetic on named levels")
    func priorities() throws {
        let screen = try Self.screen("""
            class FormViewController: UIViewController {
                override func viewDidLoad() {
                    let fill = field.widthAnchor.constraint(equalToConstant: 300)
                    fill.priority = UILayoutPriority(rawValue: 999)
                    fill.identifier = "field-width"
                    fill.isActive = true
                    NSLayoutConstraint.activate([
                        field.heightAnchor.constraint(equalToConstant: 40).priority(.required - 1),
                        field.topAnchor.constraint(equalTo: view.topAnchor).withPriority(.defaultHigh),
                    ])
                    let low = field.bottomAnchor.constraint(lessThanOrEqualTo: view.bottomAnchor)
                    low.priority = .defaultLow + 1
                    NSLayoutConstraint.activate([low])
                }
            }
            """)
        #expect(Self.equations(screen) == [
            "field.width == 300 @999", "field.height == 40 @999", "field.top == view.top @750", "field.bottom <= view.bottom @251",
        ])
        #expect(screen.constraints.first?.identifier == "field-width")
    }

    @Test("stored constraints: activated later through the variable, or left for later")
    func storedConstraints() throws {
        let screen = try Self.screen("""
            final class DrawerView: UIView {
                var heightConstraint: NSLayoutConstraint?
                var collapsed: NSLayoutConstraint!
                func build() {
                    heightConstraint = panel.heightAnchor.constraint(equalToConstant: 200)
                    heightConstraint?.isActive = true
                    collapsed = panel.heightAnchor.constraint(equalToConstant: 0)
                }
            }
            """)
        #expect(Self.equations(screen) == ["panel.height == 200"])
        #expect(Self.unsolved(screen) == ["panel.height == 0 (stored in 'collapsed', not activated in this function)"])
    }

    @Test("arrays of constraints built with append and += and activated at the end")
    func constraintArrays() throws {
        let screen = try Self.screen("""
            class GalleryViewController: UIViewController {
                override func viewDidLoad() {
                    var constraints: [NSLayoutConstraint] = []
                    constraints.append(grid.topAnchor.constraint(equalTo: view.topAnchor))
                    constraints += [
                        grid.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                        grid.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    ]
                    constraints.append(contentsOf: [grid.trailingAnchor.constraint(equalTo: view.trailingAnchor)])
                    NSLayoutConstraint.activate(constraints)
                }
            }
            """)
        #expect(Self.equations(screen) == [
            "grid.top == view.top", "grid.bottom == view.bottom", "grid.leading == view.leading", "grid.trailing == view.trailing",
        ])
    }

    @Test("forEach over a literal list turns autoresizing off and adds each view")
    func forEachLists() throws {
        let result = Self.extract("""
            class HeaderViewController: UIViewController {
                override func viewDidLoad() {
                    let title = UILabel()
                    let subtitle = UILabel()
                    [title, subtitle].forEach {
                        $0.translatesAutoresizingMaskIntoConstraints = false
                        view.addSubview($0)
                    }
                    NSLayoutConstraint.activate([
                        title.topAnchor.constraint(equalTo: view.topAnchor),
                        subtitle.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
                    ])
                }
            }
            """)
        #expect(result.diagnostics.isEmpty)
        #expect(result.screens.first?.root.children.map(\.name) == ["title", "subtitle"])
    }

    @Test("a stack view made with arrangedSubviews keeps its arranged order and settings")
    func stackViews() throws {
        let screen = try Self.screen("""
            class RowViewController: UIViewController {
                override func viewDidLoad() {
                    let icon = UIImageView()
                    let caption = UILabel()
                    let row = UIStackView(arrangedSubviews: [icon, caption])
                    row.axis = .vertical
                    row.spacing = 10
                    row.alignment = .center
                    row.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(row)
                    row.centerXAnchor.constraint(equalTo: view.centerXAnchor).isActive = true
                    row.centerYAnchor.constraint(equalTo: view.centerYAnchor).isActive = true
                }
            }
            """)
        let row = try #require(screen.root.children.first)
        #expect(row.kind == .stackView && row.children.map(\.name) == ["icon", "caption"])
        #expect(row.properties.stack == StackProperties(axis: .vertical, alignment: .center, spacing: 10))
    }

    @Test("scroll views: content and frame layout guides")
    func scrollGuides() throws {
        let screen = try Self.screen("""
            class ReaderViewController: UIViewController {
                override func viewDidLoad() {
                    NSLayoutConstraint.activate([
                        page.topAnchor.constraint(equalTo: scroller.contentLayoutGuide.topAnchor),
                        page.bottomAnchor.constraint(equalTo: scroller.contentLayoutGuide.bottomAnchor),
                        page.widthAnchor.constraint(equalTo: scroller.frameLayoutGuide.widthAnchor),
                    ])
                }
            }
            """)
        #expect(Self.equations(screen) == [
            "page.top == scroller.contentLayout.top", "page.bottom == scroller.contentLayout.bottom",
            "page.width == scroller.frameLayout.width",
        ])
        #expect(screen.root.children.first { $0.name == "scroller" }?.kind == .scrollView)
    }

    @Test("optional chaining and force unwraps around anchors")
    func optionals() throws {
        let screen = try Self.screen("""
            class AvatarView: UIView {
                func attach() {
                    imageView?.leadingAnchor.constraint(equalTo: self.leadingAnchor, constant: 4).isActive = true
                    nameLabel!.leadingAnchor.constraint(equalTo: imageView!.trailingAnchor, constant: 8).isActive = true
                }
            }
            """)
        // `imageView` is a kind keyword of the .layout language, so the view gets a trailing `_`.
        #expect(Self.equations(screen) == ["imageView_.leading == avatarView.leading + 4", "nameLabel.leading == imageView_.trailing + 8"])
    }

    @Test("NSLayoutConstraint(item:…) with addConstraint, a nil second item, and a multiplier")
    func swiftItemConstraints() throws {
        let screen = try Self.screen("""
            class SplashViewController: UIViewController {
                override func viewDidLoad() {
                    view.addConstraint(NSLayoutConstraint(item: logo, attribute: .centerX, relatedBy: .equal, toItem: view,
                                                          attribute: .centerX, multiplier: 1, constant: 0))
                    view.addConstraints([
                        NSLayoutConstraint(item: logo, attribute: .width, relatedBy: .lessThanOrEqual, toItem: nil,
                                           attribute: .notAnAttribute, multiplier: 1, constant: 120),
                        NSLayoutConstraint(item: logo, attribute: .height, relatedBy: .equal, toItem: logo,
                                           attribute: .width, multiplier: 0.5, constant: 0),
                    ])
                }
            }
            """)
        #expect(Self.equations(screen) == ["logo.centerX == view.centerX", "logo.width <= 120", "logo.height == logo.width * 0.5"])
        #expect(screen.constraints.allSatisfy { $0.origin.syntax == .item })
    }

    @Test("Objective-C: anchors, constraintWithItem:, setActive:, .active, #define and static const")
    func objectiveCView() throws {
        let screen = try Self.screen("""
            static const CGFloat kSidePadding = 15.0f;
            #define kRowHeight 44
            @interface TipView : UIView
            @end
            @implementation TipView
            - (void)configureWithText:(NSString *)text {
                UILabel *message = [[UILabel alloc] init];
                message.translatesAutoresizingMaskIntoConstraints = NO;
                [self addSubview:message];
                [[message.leadingAnchor constraintEqualToAnchor:self.leadingAnchor constant:kSidePadding] setActive:YES];
                [message.trailingAnchor constraintLessThanOrEqualToAnchor:self.trailingAnchor constant:-kSidePadding].active = YES;
                NSLayoutConstraint *row = [message.heightAnchor constraintGreaterThanOrEqualToConstant:kRowHeight];
                row.priority = UILayoutPriorityDefaultLow;
                row.active = YES;
                [self addConstraint:[NSLayoutConstraint constraintWithItem:message attribute:NSLayoutAttributeCenterY
                    relatedBy:NSLayoutRelationEqual toItem:self attribute:NSLayoutAttributeCenterY multiplier:1.0 constant:0.0]];
            }
            @end
            """, objectiveC: true)
        #expect(Self.equations(screen) == [
            "message.leading == tipView.leading + 15", "message.trailing <= tipView.trailing - 15",
            "message.height >= 44 @250", "message.centerY == tipView.centerY",
        ])
        #expect(screen.name == "TipView_configureWithText")
    }

    @Test("Objective-C activateConstraints: with an array literal, ivars with underscores")
    func objectiveCActivate() throws {
        let screen = try Self.screen("""
            @implementation ScoreViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                [NSLayoutConstraint activateConstraints:@[
                    [_scoreLabel.topAnchor constraintEqualToAnchor:self.view.safeAreaLayoutGuide.topAnchor constant:16],
                    [_scoreLabel.centerXAnchor constraintEqualToAnchor:self.view.centerXAnchor],
                    [self.scoreLabel.widthAnchor constraintLessThanOrEqualToAnchor:self.view.widthAnchor multiplier:0.8],
                ]];
            }
            @end
            """, objectiveC: true)
        #expect(Self.equations(screen) == [
            "scoreLabel.top == view.safeArea.top + 16", "scoreLabel.centerX == view.centerX", "scoreLabel.width <= view.width * 0.8",
        ])
    }

    @Test("a lazy property made by a closure and a property observer are read like functions")
    func propertiesAndObservers() throws {
        let result = Self.extract("""
            final class SheetView: UIView {
                lazy var maximum: NSLayoutConstraint = {
                    let constraint = heightAnchor.constraint(lessThanOrEqualToConstant: 600)
                    constraint.priority = .defaultHigh
                    constraint.isActive = true
                    return constraint
                }()
                var child: UIViewController? {
                    didSet {
                        guard let page = child?.view else { return }
                        addSubview(page)
                        page.topAnchor.constraint(equalTo: topAnchor).isActive = true
                    }
                }
            }
            """)
        #expect(result.screens.map(\.name) == ["SheetView_maximum", "SheetView_didSet"])
        #expect(result.screens.first.map(Self.equations) == ["sheetView.height <= 600 @750"])
        #expect(result.screens.last.map(Self.equations) == ["page.top == sheetView.top"])
    }

    @Test("anchors on views vflc cannot name are skipped with a reason, not guessed")
    func unreadableViews() {
        let result = Self.extract("""
            class GridView: UIView {
                func layoutCells() {
                    cells[0].topAnchor.constraint(equalTo: topAnchor).isActive = true
                    makeSpacer().widthAnchor.constraint(equalToConstant: 4).isActive = true
                }
            }
            """)
        #expect(result.screens.isEmpty)
        #expect(result.skipped.map(\.reason) == [
            "the anchor's view is a run-time value: cells[0].topAnchor",
            "the anchor's view is a run-time value: makeSpacer().widthAnchor",
        ])
    }

    @Test("a controller whose own view is sized by constraints is laid out at any size")
    func childControllerRoot() throws {
        let screen = try Self.screen("""
            class MiniPlayerViewController: UIViewController {
                override func viewDidLoad() {
                    view.heightAnchor.constraint(equalToConstant: 64).isActive = true
                    artwork.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 8).isActive = true
                }
            }
            """)
        #expect(screen.root.children.map(\.name) == ["miniPlayerViewController"])
        #expect(Self.equations(screen) == ["miniPlayerViewController.height == 64", "artwork.leading == miniPlayerViewController.leading + 8"])
    }

    @Test("two functions give two screens; every call site is read once")
    func oneScreenPerFunction() {
        let result = Self.extract("""
            class ComposerView: UIView {
                func layoutField() { field.topAnchor.constraint(equalTo: topAnchor).isActive = true }
                func layoutSend() {
                    send.trailingAnchor.constraint(equalTo: trailingAnchor).isActive = true
                    send.centerYAnchor.constraint(equalTo: field.centerYAnchor).isActive = true
                }
            }
            """)
        #expect(result.screens.map(\.name) == ["ComposerView_layoutField", "ComposerView_layoutSend"])
        #expect(result.screens.map(\.constraints.count) == [1, 2])
        #expect(result.anchorCalls == 3 && result.laidOut == 3)
    }

    @Test("the printed screens are valid .layout text with the unsolved constraints as comments")
    func printedScreensParse() throws {
        let result = Self.extract("""
            class NoteViewController: UIViewController {
                override func viewDidLoad() {
                    let body = UIView()
                    body.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(body)
                    body.topAnchor.constraint(equalTo: view.topAnchor, constant: inset).isActive = true
                    body.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
                }
            }
            """)
        let printed = LayoutPrinter.print(LayoutDocument(file: SourceFile(path: "Fixture.swift", text: ""), screens: result.screens))
        #expect(printed.contains("// not laid out (run-time value): body.top == view.top  [run-time: constant: inset]"))
        let (document, diagnostics) = LayoutParser.parse(printed)
        #expect(!diagnostics.hasErrors, "\(diagnostics.map(\.message))")
        #expect(document.screens.first?.constraints.map(\.description) == ["body.leading == view.leading"])
    }

    @Test("a helper that only pins self to its parameters is expanded at each call, defaults and all")
    func helpersExpanded() throws {
        let result = Self.extract("""
            extension UIView {
                func pinEdges(to other: UIView, inset: CGFloat = 0) {
                    translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        topAnchor.constraint(equalTo: other.topAnchor, constant: inset),
                        leadingAnchor.constraint(equalTo: other.leadingAnchor, constant: inset),
                        trailingAnchor.constraint(equalTo: other.trailingAnchor, constant: -inset),
                        bottomAnchor.constraint(equalTo: other.bottomAnchor, constant: -inset),
                    ])
                }
            }
            class CoverViewController: UIViewController {
                override func viewDidLoad() {
                    let backdrop = UIView()
                    view.addSubview(backdrop)
                    backdrop.pinEdges(to: view)
                    let shade = UIView()
                    backdrop.addSubview(shade)
                    shade.pinEdges(to: backdrop.layoutMarginsGuide, inset: 12)
                }
            }
            """)
        let screen = try #require(result.screens.first { $0.name == "CoverViewController_viewDidLoad" })
        #expect(Self.equations(screen) == [
            "backdrop.top == view.top", "backdrop.leading == view.leading",
            "backdrop.trailing == view.trailing", "backdrop.bottom == view.bottom",
            "shade.top == backdrop.margins.top + 12", "shade.leading == backdrop.margins.leading + 12",
            "shade.trailing == backdrop.margins.trailing - 12", "shade.bottom == backdrop.margins.bottom - 12",
        ])
        // The helper turns autoresizing off on its receiver, so neither view is reported.
        #expect(result.diagnostics.isEmpty)
    }
}
