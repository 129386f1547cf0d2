import Testing
import LayoutIR
@testable import VFLCompiler

/// Constraint code shaped like functions read by hand in public apps (a design-system toolbar,
/// an Objective-C PDF toolbar and chip tests, a media viewer, a compose screen, a survey cell, a
/// file browser's cover view and search bar), re-typed small with other names. Several files go
/// through the pipeline together, so constants and helpers cross files as in the apps. The
/// expected numbers are the ones the declarations say; the expected silences are what UIKit
/// does with the code (a view added to a container before activation has a common ancestor).
@Suite struct AnchorRealCodeTests {
    static func compile(_ files: [(String, String)]) -> [CompiledFile] {
        LayoutCompiler().compile(files.map { CompilerInput(SourceFile(path: $0.0, text: $0.1)) })
    }

    static func screen(_ files: [(String, String)], _ name: String) throws -> LayoutScreen {
        let compiled = compile(files)
        return try #require(compiled.flatMap(\.document.screens).first { $0.name == name },
                            "\(compiled.flatMap(\.document.screens).map(\.name))")
    }

    static func equations(_ screen: LayoutScreen) -> [String] { screen.constraints.map(\.description) }

    static let tokens = ("Tokens.swift", """
        public enum Tokens {
            public enum Spaces {
                public static let half: CGFloat = 4
                public static let one: CGFloat = 8
                public static let two: CGFloat = 16
            }
            public enum Radius {
                public static var one: CGFloat = 8
            }
        }
        """)

    @Test("a static helper placing status-bar stacks with design-system spaces declared in another file")
    func designSystemSpaces() throws {
        let screen = try Self.screen([Self.tokens, ("StatusBarLayout.swift", """
            enum StatusBarLayout {
                private enum Metrics { static let pillHeight: CGFloat = 30 }
                private static func setupConstraints(pickerStack: UIStackView, actionStack: UIStackView, bar: UIView) {
                    NSLayoutConstraint.activate([
                        pickerStack.rightAnchor.constraint(equalTo: bar.rightAnchor, constant: -Tokens.Spaces.half),
                        pickerStack.topAnchor.constraint(equalTo: bar.topAnchor, constant: Tokens.Spaces.half),
                    ])
                    NSLayoutConstraint.activate([
                        actionStack.rightAnchor.constraint(equalTo: pickerStack.leftAnchor, constant: -Tokens.Spaces.one),
                        actionStack.topAnchor.constraint(equalTo: bar.topAnchor),
                        actionStack.heightAnchor.constraint(equalToConstant: Metrics.pillHeight),
                        actionStack.widthAnchor.constraint(greaterThanOrEqualToConstant: Tokens.Radius.one * 4),
                    ])
                }
            }
            """)], "StatusBarLayout_setupConstraints")
        #expect(Self.equations(screen) == [
            "pickerStack.right == bar.right - 4", "pickerStack.top == bar.top + 4",
            "actionStack.right == pickerStack.left - 8", "actionStack.top == bar.top", "actionStack.height == 30",
            // `Radius.one` is a `static var` no file assigns: its value, 8 × 4.
            "actionStack.width >= 32",
        ])
        #expect(screen.unsolved.isEmpty)
    }

    @Test("an Objective-C helper making four item: constraints with a const global, expanded for each toolbar button")
    func objectiveCItemHelper() throws {
        let files = [("PDFToolbarView.m", """
            const CGFloat PDFButtonSide = 25.0;
            @implementation PDFToolbarView
            - (void)setUpShareAction {
                if (!_shareButton) {
                    _shareButton = [UIButton buttonWithType:UIButtonTypeCustom];
                }
                _shareContainer = [UIView new];
                _shareContainer.translatesAutoresizingMaskIntoConstraints = NO;
                _shareButton.translatesAutoresizingMaskIntoConstraints = NO;
                [_shareContainer addSubview:_shareButton];
                [_toolbarStack addArrangedSubview:_shareContainer];
                [self pinButton:_shareButton centeredIn:_shareContainer];
            }
            - (void)pinButton:(UIButton *)button centeredIn:(UIView *)container {
                [NSLayoutConstraint activateConstraints:@[
                    [NSLayoutConstraint constraintWithItem:button attribute:NSLayoutAttributeHeight relatedBy:NSLayoutRelationEqual
                                                    toItem:nil attribute:NSLayoutAttributeNotAnAttribute multiplier:1.0 constant:PDFButtonSide],
                    [NSLayoutConstraint constraintWithItem:button attribute:NSLayoutAttributeWidth relatedBy:NSLayoutRelationEqual
                                                    toItem:nil attribute:NSLayoutAttributeNotAnAttribute multiplier:1.0 constant:PDFButtonSide],
                    [NSLayoutConstraint constraintWithItem:button attribute:NSLayoutAttributeCenterX relatedBy:NSLayoutRelationEqual
                                                    toItem:container attribute:NSLayoutAttributeCenterX multiplier:1.0 constant:0.0],
                    [NSLayoutConstraint constraintWithItem:button attribute:NSLayoutAttributeCenterY relatedBy:NSLayoutRelationEqual
                                                    toItem:container attribute:NSLayoutAttributeCenterY multiplier:1.0 constant:0.0]]];
            }
            @end
            """)]
        let screen = try Self.screen(files, "PDFToolbarView_setUpShareAction")
        #expect(Self.equations(screen) == [
            "shareButton.height == 25", "shareButton.width == 25",
            "shareButton.centerX == shareContainer.centerX", "shareButton.centerY == shareContainer.centerY",
        ])
        #expect(screen.constraints.allSatisfy { $0.origin.syntax == .item && $0.origin.span?.line == 12 })
        #expect(!Self.compile(files).flatMap(\.diagnostics).contains { $0.severity == .error })
    }

    @Test("an Objective-C test helper activating item: constraints with .active on the message, called from a test")
    func objectiveCTestHelper() throws {
        let screen = try Self.screen([("ChipViewTests.m", """
            @implementation ChipViewTests
            - (void)testChipGrowsWithTitle {
                UIView *host = [[UIView alloc] init];
                host.bounds = CGRectMake(0, 0, 500, 500);
                ChipView *chip = [[ChipView alloc] init];
                [host addSubview:chip];
                chip.translatesAutoresizingMaskIntoConstraints = NO;
                [self centerChip:chip inView:host];
                [host layoutIfNeeded];
            }
            - (void)centerChip:(ChipView *)chip inView:(UIView *)host {
                [NSLayoutConstraint constraintWithItem:chip attribute:NSLayoutAttributeCenterY relatedBy:NSLayoutRelationEqual
                                                toItem:host attribute:NSLayoutAttributeCenterY multiplier:1 constant:0]
                    .active = YES;
                [NSLayoutConstraint constraintWithItem:chip attribute:NSLayoutAttributeCenterX relatedBy:NSLayoutRelationEqual
                                                toItem:host attribute:NSLayoutAttributeCenterX multiplier:1 constant:0]
                    .active = YES;
            }
            @end
            """)], "ChipViewTests_testChipGrowsWithTitle")
        #expect(Self.equations(screen) == ["chip.centerY == host.centerY", "chip.centerX == host.centerX"])
    }

    @Test("a viewer's close button sized by another file's static, with a chained priority")
    func staticFromAnotherFileWithPriority() throws {
        let screen = try Self.screen([
            ("GlassButton.swift", "public class GlassButton: UIView {\n    public static let height: CGFloat = 30\n}\n"),
            ("ViewerViewController.swift", """
                final class ViewerViewController: UIViewController {
                    let topToolbar = UIStackView()
                    let closeButton = GlassButton()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        topToolbar.translatesAutoresizingMaskIntoConstraints = false
                        view.addSubview(topToolbar)
                        NSLayoutConstraint.activate([
                            topToolbar.topAnchor.constraint(equalTo: view.layoutMarginsGuide.topAnchor, constant: 12),
                            topToolbar.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                        ])
                        topToolbar.addArrangedSubview(closeButton)
                        NSLayoutConstraint.activate([
                            closeButton.widthAnchor.constraint(equalToConstant: GlassButton.height).priority(.defaultHigh),
                        ])
                    }
                }
                """),
        ], "ViewerViewController_viewDidLoad")
        #expect(Self.equations(screen) == [
            "topToolbar.top == view.margins.top + 12", "topToolbar.leading == view.margins.leading", "closeButton.width == 30 @750",
        ])
    }

    @Test("a compose screen's toolbar height from another file's computed static, next to a stored constraint")
    func computedStaticFromAnotherFile() throws {
        let screen = try Self.screen([
            ("ComposeToolbarView.swift", "struct ComposeToolbarView: View {\n    static var toolbarHeight: CGFloat { 48 }\n}\n"),
            ("ComposeViewController.swift", """
                final class ComposeViewController: UIViewController {
                    var toolbarBottom: NSLayoutConstraint!
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        let host = UIHostingController(rootView: ComposeToolbarView())
                        host.view.translatesAutoresizingMaskIntoConstraints = false
                        view.addSubview(host.view)
                        toolbarBottom = view.bottomAnchor.constraint(equalTo: host.view.bottomAnchor)
                        NSLayoutConstraint.activate([
                            host.view.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                            host.view.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                            toolbarBottom,
                            host.view.heightAnchor.constraint(equalToConstant: ComposeToolbarView.toolbarHeight),
                        ])
                    }
                }
                """),
        ], "ComposeViewController_viewDidLoad")
        #expect(Self.equations(screen) == [
            "view.bottom == host_view.bottom", "host_view.leading == view.leading", "host_view.trailing == view.trailing",
            "host_view.height == 48",
        ])
    }

    @Test("an Objective-C cell: a header's extern const defined in another file, the constraint added to an array that is activated")
    func externConstThroughAnArray() throws {
        let screen = try Self.screen([
            ("Skin.h", "extern const CGFloat SKScreenMetricMaxDimension;\n"),
            ("Skin.m", "#import \"Skin.h\"\nconst CGFloat SKScreenMetricMaxDimension = 10000.0;\n"),
            ("ImageChoiceCell.m", """
                @implementation ImageChoiceCell
                - (void)prepareView {
                    NSMutableArray *constraints = [NSMutableArray new];
                    NSLayoutConstraint *resist = [NSLayoutConstraint constraintWithItem:_choiceView
                                                                              attribute:NSLayoutAttributeWidth
                                                                              relatedBy:NSLayoutRelationGreaterThanOrEqual
                                                                                 toItem:nil
                                                                              attribute:NSLayoutAttributeNotAnAttribute
                                                                             multiplier:1.0
                                                                               constant:SKScreenMetricMaxDimension];
                    resist.priority = UILayoutPriorityDefaultHigh;
                    [constraints addObject:resist];
                    [NSLayoutConstraint activateConstraints:constraints];
                }
                @end
                """),
        ], "ImageChoiceCell_prepareView")
        #expect(Self.equations(screen) == ["choiceView.width >= 10000 @750"])
    }

    @Test("a cover view added in one switch case and handed to a helper in another is not 'activated before added'")
    func coverViewInSwitch() {
        let found = Self.compile([("CollectionController.swift", """
            open class CollectionController: UIViewController {
                open func setCoverView(_ coverView: UIView?, layout: CoverLayout) {
                    if view != nil {
                        if let coverView {
                            let rootView = UIView()
                            rootView.translatesAutoresizingMaskIntoConstraints = false
                            switch layout {
                                case .fill:
                                    rootView.embed(toFillWith: coverView)
                                case .top:
                                    rootView.addSubview(coverView)
                                    NSLayoutConstraint.activate([
                                        coverView.centerXAnchor.constraint(equalTo: rootView.centerXAnchor),
                                        coverView.topAnchor.constraint(equalTo: rootView.safeAreaLayoutGuide.topAnchor, constant: 20),
                                    ])
                            }
                            view.addSubview(rootView)
                        }
                    }
                }
            }
            """)]).flatMap(\.diagnostics)
        #expect(!found.contains { $0.ruleID == .activatedBeforeAdded }, "\(found.map(\.description))")
    }

    @Test("a view passed to a styling function and then added to a detached container shares the container with its neighbours, and so does its own label")
    func styledThenAdded() {
        let found = Self.compile([("SuggestionsController.swift", """
            final class SuggestionsController: UIViewController {
                var onOffSwitch: UISwitch?
                func buildScopeBar(popup: PopupController) {
                    let containerView = UIView()
                    containerView.translatesAutoresizingMaskIntoConstraints = false
                    let popupButton = popup.button
                    let searchInLabel = UILabel()
                    searchInLabel.translatesAutoresizingMaskIntoConstraints = false
                    style(popupButton: popupButton, hasMatch: false)
                    let toggle = UISwitch()
                    toggle.translatesAutoresizingMaskIntoConstraints = false
                    onOffSwitch = toggle
                    containerView.addSubview(searchInLabel)
                    containerView.addSubview(popupButton)
                    containerView.addSubview(toggle)
                    NSLayoutConstraint.activate([
                        searchInLabel.leadingAnchor.constraint(equalTo: containerView.leadingAnchor, constant: 10),
                        popupButton.leadingAnchor.constraint(equalTo: searchInLabel.trailingAnchor, constant: 2),
                        popupButton.trailingAnchor.constraint(equalTo: containerView.trailingAnchor),
                        toggle.leftAnchor.constraint(equalTo: containerView.leftAnchor),
                        searchInLabel.firstBaselineAnchor.constraint(equalTo: popupButton.titleLabel!.firstBaselineAnchor),
                    ])
                    stackView.addArrangedSubview(containerView)
                }
            }
            """)]).flatMap(\.diagnostics)
        #expect(!found.contains { $0.ruleID == .activatedBeforeAdded }, "\(found.map(\.description))")
    }
}
