import Testing
import LayoutIR
@testable import VFLCompiler

/// The checks on anchor and `item:` code, through the one pipeline, each with a buggy and a clean
/// function written the way apps write them.
@Suite struct AnchorCheckTests {
    static func diagnostics(_ source: String, path: String = "Screen.swift") -> [LayoutDiagnostic] {
        LayoutCompiler().compile(SourceFile(path: path, text: source)).diagnostics
    }

    static func rules(_ source: String, path: String = "Screen.swift") -> [String] {
        diagnostics(source, path: path).compactMap { $0.ruleID?.rawValue }
    }

    @Test("a created view that keeps its autoresizing mask is reported at its creation")
    func autoresizingKept() throws {
        let found = Self.diagnostics("""
            class PromoViewController: UIViewController {
                override func viewDidLoad() {
                    let card = UIView()
                    view.addSubview(card)
                    card.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16).isActive = true
                }
            }
            """)
        let warning = try #require(found.first { $0.ruleID == .autoresizingMaskConstraints })
        #expect(warning.span?.line == 3)
        #expect(warning.notes.contains { $0.message == "add 'card.translatesAutoresizingMaskIntoConstraints = false' before activating its constraints" })
    }

    // Objective-C spells false as `NO` (objc.h), `false` (stdbool.h, C11 §7.18) and `FALSE`
    // (MacTypes.h, CFBase.h): each turns the mask off, in the property and in its setter.
    @Test("every spelling of false turns the autoresizing mask off in Objective-C; true keeps it", arguments: [
        ("lbl.translatesAutoresizingMaskIntoConstraints = NO;", false),
        ("lbl.translatesAutoresizingMaskIntoConstraints = false;", false),
        ("lbl.translatesAutoresizingMaskIntoConstraints = FALSE;", false),
        ("[lbl setTranslatesAutoresizingMaskIntoConstraints:FALSE];", false),
        ("lbl.translatesAutoresizingMaskIntoConstraints = TRUE;", true),
    ])
    func falseSpellings(_ statement: String, _ keepsMask: Bool) {
        let rules = Self.rules("""
            @implementation AlertBuilder
            - (void)buildIn:(UIView *)box {
                UILabel *lbl = [[UILabel alloc] init];
                [box addSubview:lbl];
                \(statement)
                [NSLayoutConstraint activateConstraints:@[[lbl.topAnchor constraintEqualToAnchor:box.topAnchor],
                    [lbl.leadingAnchor constraintEqualToAnchor:box.leadingAnchor]]];
            }
            @end
            """, path: "AlertBuilder.m")
        #expect(rules.contains("autoresizing-mask-constraints") == keepsMask)
    }

    @Test("no autoresizing warning for arranged subviews, views handed to other code, or the flag turned off")
    func autoresizingClean() {
        #expect(!Self.rules("""
            class ListViewController: UIViewController {
                override func viewDidLoad() {
                    let stack = UIStackView()
                    stack.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(stack)
                    let row = UIView()
                    stack.addArrangedSubview(row)
                    row.heightAnchor.constraint(equalToConstant: 44).isActive = true
                    let footer = UIView()
                    tableView.tableFooterView = footer
                    footer.heightAnchor.constraint(equalToConstant: 60).isActive = true
                    let badge = UILabel()
                    configure(badge)
                    badge.widthAnchor.constraint(equalToConstant: 20).isActive = true
                    stack.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
                }
            }
            """).contains("autoresizing-mask-constraints"))
    }

    @Test("a bar button's custom view is the bar's to lay out: sizing it is no autoresizing mistake")
    func barButtonCustomView() {
        // Seen in a public app: a profile avatar sized with anchors and handed to the navigation
        // bar, whose own layout turns the flag off on custom views (iOS 11 and later).
        let source = """
            final class ListViewController: UIViewController {
                private func makeProfileButton() -> UIBarButtonItem {
                    let avatar = UIImageView(frame: CGRect(x: 0, y: 0, width: 32, height: 32))
                    NSLayoutConstraint.activate([
                        avatar.widthAnchor.constraint(equalToConstant: 32),
                        avatar.heightAnchor.constraint(equalToConstant: 32),
                    ])
                    return UIBarButtonItem(customView: avatar)
                }
            }
            """
        #expect(!Self.rules(source).contains("autoresizing-mask-constraints"))
        // The same view kept by the function, with a UIKit call that takes values only, is reported.
        let kept = source.replacingOccurrences(of: "return UIBarButtonItem(customView: avatar)",
                                               with: "view.addSubview(avatar)\n        return UIBarButtonItem(title: nil, style: .plain, target: nil, action: nil)")
        #expect(Self.rules(kept).contains("autoresizing-mask-constraints"))
    }

    @Test("a view styled by a helper, then added to a detached container, is in that container, with its title label")
    func escapeThenAdded() {
        // Seen in a public app (a search bar's scope popup): the button goes to a styling call,
        // then into a container made here; the constraints inside the container are fine.
        #expect(!Self.rules("""
            final class SuggestionsViewController: UIViewController {
                func makeScopeView(popupButton: UIButton) -> UIView {
                    let containerView = UIView()
                    containerView.translatesAutoresizingMaskIntoConstraints = false
                    let searchInLabel = UILabel()
                    searchInLabel.translatesAutoresizingMaskIntoConstraints = false
                    style(popupButton: popupButton)
                    containerView.addSubview(searchInLabel)
                    containerView.addSubview(popupButton)
                    NSLayoutConstraint.activate([
                        searchInLabel.leadingAnchor.constraint(equalTo: containerView.leadingAnchor, constant: 10),
                        popupButton.leadingAnchor.constraint(equalTo: searchInLabel.trailingAnchor, constant: 2),
                        popupButton.trailingAnchor.constraint(equalTo: containerView.trailingAnchor),
                        searchInLabel.firstBaselineAnchor.constraint(equalTo: popupButton.titleLabel!.firstBaselineAnchor),
                    ])
                    return containerView
                }
            }
            """).contains("activated-before-added"))
        // Handed away after it was added, then constrained to a container made here that holds
        // nothing: wherever the button went, it is not inside that container, so UIKit throws.
        #expect(Self.rules("""
            final class SuggestionsViewController: UIViewController {
                func makeScopeView(popupButton: UIButton) -> UIView {
                    let containerView = UIView()
                    containerView.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(popupButton)
                    install(popupButton)
                    popupButton.trailingAnchor.constraint(equalTo: containerView.trailingAnchor).isActive = true
                    return containerView
                }
            }
            """).contains("activated-before-added"))
    }

    @Test("a custom layout guide of a view added to a container shares its hierarchy")
    func customGuideOfAddedView() {
        // Seen in a public snapshot test (Objective-C): an overlay pinned to a button's own guide.
        #expect(!Self.rules("""
            - (void)testOverlay {
              UIView *overlayView = [[UIView alloc] init];
              FakeButton *button = [[FakeButton alloc] init];
              UIView *containerView = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 300, 300)];
              [containerView addSubview:button];
              [containerView addSubview:overlayView];
              overlayView.translatesAutoresizingMaskIntoConstraints = NO;
              [NSLayoutConstraint activateConstraints:@[
                [overlayView.leadingAnchor constraintEqualToAnchor:button.visibleAreaLayoutGuide.leadingAnchor],
                [overlayView.topAnchor constraintEqualToAnchor:button.visibleAreaLayoutGuide.topAnchor],
              ]];
            }
            """, path: "OverlayTests.m").contains("activated-before-added"))
    }

    @Test("a container placed by its frame, with a subview pinned inside it, is no autoresizing mistake")
    func frameContainerWithPinnedSubview() {
        // Seen in Apple sample code and a component library's tests: a page (or a test host)
        // made with a frame, an image view pinned to its four sides.
        let source = """
            final class PagesViewController: UIViewController {
                func loadPage(frame: CGRect) {
                    let canvasView = UIView(frame: frame)
                    scrollView.addSubview(canvasView)
                    let imageView = UIImageView()
                    imageView.translatesAutoresizingMaskIntoConstraints = false
                    canvasView.addSubview(imageView)
                    NSLayoutConstraint.activate([
                        imageView.topAnchor.constraint(equalTo: canvasView.topAnchor),
                        imageView.bottomAnchor.constraint(equalTo: canvasView.bottomAnchor),
                        imageView.leadingAnchor.constraint(equalTo: canvasView.leadingAnchor),
                        imageView.trailingAnchor.constraint(equalTo: canvasView.trailingAnchor),
                    ])
                }
            }
            """
        #expect(!Self.rules(source).contains("autoresizing-mask-constraints"))
        // Pinned to its own superview instead, the frame-placed view is over-determined.
        let pinned = source.replacingOccurrences(of: "imageView.topAnchor.constraint(equalTo: canvasView.topAnchor),",
                                                 with: "canvasView.topAnchor.constraint(equalTo: scrollView.topAnchor),")
        #expect(Self.rules(pinned).contains("autoresizing-mask-constraints"))
    }

    @Test("a helper that calls a method of its own before its constraints may turn the flag off")
    func helperWithOwnMethod() {
        // Seen in Apple sample code: `centerTo(_:)` calls `prepareForAutoLayout()` (which turns
        // the flag off) and then pins the centre; the caller never touches the flag itself.
        let source = """
            extension UIView {
                func prepareForAutoLayout() {
                    translatesAutoresizingMaskIntoConstraints = false
                }
                func centerTo(_ view: UIView) {
                    prepareForAutoLayout()
                    NSLayoutConstraint.activate([
                        centerXAnchor.constraint(equalTo: view.centerXAnchor),
                        centerYAnchor.constraint(equalTo: view.centerYAnchor),
                    ])
                }
            }
            final class ContentViewController: UIViewController {
                override func viewDidLoad() {
                    let label = UILabel()
                    view.addSubview(label)
                    label.centerTo(view)
                }
            }
            """
        #expect(!Self.rules(source).contains("autoresizing-mask-constraints"))
        // Without that call the helper only makes constraints, and the label keeps its flag.
        let plain = source.replacingOccurrences(of: "        prepareForAutoLayout()\n        NSLayoutConstraint", with: "        NSLayoutConstraint")
        #expect(plain != source)
        #expect(Self.rules(plain).contains("autoresizing-mask-constraints"))
    }

    @Test("a frame-laid-out view that only a layout guide follows is no autoresizing mistake")
    func guideFollowsFramedView() {
        // Seen in a public component library (Objective-C): a view placed by its frame, and a
        // guide pinned to it so that others can use the guide.
        let source = """
            - (UILayoutGuide *)visibleAreaLayoutGuide {
              _visibleAreaLayoutGuide = [[UILayoutGuide alloc] init];
              [self addLayoutGuide:_visibleAreaLayoutGuide];
              _visibleAreaView = [[UIView alloc] init];
              [self insertSubview:_visibleAreaView atIndex:0];
              _visibleAreaView.frame = UIEdgeInsetsInsetRect(self.bounds, self.visibleAreaInsets);
              [_visibleAreaLayoutGuide.leftAnchor constraintEqualToAnchor:_visibleAreaView.leftAnchor].active = YES;
              [_visibleAreaLayoutGuide.topAnchor constraintEqualToAnchor:_visibleAreaView.topAnchor].active = YES;
              return _visibleAreaLayoutGuide;
            }
            """
        #expect(!Self.rules(source, path: "Button.m").contains("autoresizing-mask-constraints"))
        // The view itself pinned to its superview is reported.
        let pinned = source.replacingOccurrences(of: "[_visibleAreaLayoutGuide.topAnchor constraintEqualToAnchor:_visibleAreaView.topAnchor]",
                                                 with: "[_visibleAreaView.topAnchor constraintEqualToAnchor:self.topAnchor]")
        #expect(Self.rules(pinned, path: "Button.m").contains("autoresizing-mask-constraints"))
    }

    @Test("activating before addSubview is an error; adding into a detached container first is fine")
    func activatedBeforeAdded() {
        let buggy = Self.diagnostics("""
            class ToastViewController: UIViewController {
                override func viewDidLoad() {
                    let toast = UIView()
                    toast.translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([toast.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -20)])
                    view.addSubview(toast)
                }
            }
            """)
        let error = buggy.first { $0.ruleID == .activatedBeforeAdded }
        #expect(error?.severity == .error)
        #expect(error?.span?.line == 5)
        #expect(error?.notes.contains { $0.message == "it is added to the hierarchy only here, after the constraint is activated" } == true)

        #expect(!Self.rules("""
            class ToastViewController: UIViewController {
                override func viewDidLoad() {
                    let frame = UIView()
                    let text = UILabel()
                    frame.translatesAutoresizingMaskIntoConstraints = false
                    text.translatesAutoresizingMaskIntoConstraints = false
                    frame.addSubview(text)
                    text.leadingAnchor.constraint(equalTo: frame.leadingAnchor, constant: 8).isActive = true
                    view.addSubview(frame)
                    frame.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -20).isActive = true
                }
            }
            """).contains("activated-before-added"))
    }

    @Test("an item: pairing of a position with a size is the error UIKit throws for")
    func itemPairing() {
        let found = Self.diagnostics("""
            @implementation LegendView
            - (void)layoutLegend {
                [self addConstraint:[NSLayoutConstraint constraintWithItem:_swatch attribute:NSLayoutAttributeTop
                    relatedBy:NSLayoutRelationEqual toItem:self attribute:NSLayoutAttributeHeight multiplier:1 constant:0]];
            }
            @end
            """, path: "Legend.m")
        #expect(found.first?.ruleID == .constraintType && found.first?.severity == .error)
        #expect(found.first?.span?.line == 3)
    }

    @Test("required constraints that cannot all hold in a controller's view are a conflict on the devices")
    func conflictInController() {
        let source = { (guarded: Bool) in """
            class WideViewController: UIViewController {
                override func viewDidLoad() {
                    let panel = UIView()
                    panel.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(panel)
                    panel.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20).isActive = true
                    panel.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20).isActive = true
                    panel.topAnchor.constraint(equalTo: view.topAnchor).isActive = true
                    panel.heightAnchor.constraint(equalToConstant: 50).isActive = true
                    \(guarded ? "if isPad {" : "")
                    panel.widthAnchor.constraint(equalToConstant: 700).isActive = true
                    \(guarded ? "}" : "")
                }
            }
            """ }
        #expect(Self.rules(source(false)).contains("unsatisfiable"))
        // Under a branch only the running app knows whether it applies.
        #expect(!Self.rules(source(true)).contains("unsatisfiable"))
    }

    @Test("ambiguity only for a plain view the function creates and fully constrains")
    func ambiguityOnlyForOwnedViews() {
        let owned = Self.diagnostics("""
            class DotViewController: UIViewController {
                override func viewDidLoad() {
                    let dot = UIView()
                    dot.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(dot)
                    dot.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
                    dot.widthAnchor.constraint(equalToConstant: 10).isActive = true
                    dot.heightAnchor.constraint(equalToConstant: 10).isActive = true
                }
            }
            """)
        #expect(owned.contains { $0.ruleID == .ambiguousLayout && $0.message.hasPrefix("'dot'") })
        // A label's size comes from its text, which only the running app knows.
        let label = Self.rules("""
            class DotViewController: UIViewController {
                override func viewDidLoad() {
                    let caption = UILabel()
                    caption.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(caption)
                    caption.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
                }
            }
            """)
        #expect(!label.contains("ambiguous-layout") && !label.contains("non-positive-size"))
    }

    @Test("the static rules apply to code too: duplicates and left/right mixed with leading/trailing")
    func staticRules() {
        let found = Self.rules("""
            class ChipView: UIView {
                func layoutChip() {
                    NSLayoutConstraint.activate([
                        icon.leftAnchor.constraint(equalTo: leftAnchor, constant: 4),
                        text.leadingAnchor.constraint(equalTo: icon.trailingAnchor, constant: 4),
                        text.centerYAnchor.constraint(equalTo: centerYAnchor),
                        text.centerYAnchor.constraint(equalTo: centerYAnchor),
                    ])
                }
            }
            """)
        #expect(found.contains("mixed-direction") && found.contains("duplicate-constraint"))
    }

    @Test("vflc parse prints each function as a screen; JSON gives each constraint's syntax and position")
    func parseCommand() throws {
        let path = FileManager.temporaryPath("Anchors.swift")
        try """
            class PinViewController: UIViewController {
                override func viewDidLoad() {
                    pin.centerXAnchor.constraint(equalTo: view.centerXAnchor).isActive = true
                }
            }
            """.write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let text = CommandLineTool.run(["parse", path])
        #expect(text.stdout.contains("screen PinViewController_viewDidLoad {"))
        #expect(text.stdout.contains("pin.centerX == view.centerX  // line 3"))
        let json = CommandLineTool.run(["parse", path, "--format", "json"])
        #expect(json.stdout.contains("\"syntax\": \"anchor\""))
        #expect(json.stdout.contains("\"line\": 3"))
    }
}

import Foundation

extension FileManager {
    static func temporaryPath(_ name: String) -> String {
        (NSTemporaryDirectory() as NSString).appendingPathComponent("vflc-\(UUID().uuidString)-\(name)")
    }
}
