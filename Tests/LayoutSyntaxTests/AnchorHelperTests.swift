import Testing
import LayoutIR
@testable import LayoutSyntax

/// Helpers that only make anchor constraints between their parameters (and `self`), expanded at
/// each call: Objective-C methods called by message, and helpers that call other helpers.
@Suite struct AnchorHelperTests {
    static func screen(_ source: String, named name: String, objectiveC: Bool = false) throws -> LayoutScreen {
        let file = SourceFile(path: objectiveC ? "Fixture.m" : "Fixture.swift", text: source)
        let result = AnchorExtractor.extract(file, language: objectiveC ? .objectiveC : .swift)
        return try #require(result.screens.first { $0.name == name }, "\(result.screens.map(\.name))")
    }

    @Test("an Objective-C method pinning one parameter to another is expanded at [self pin…] with the arguments")
    func objectiveCHelper() throws {
        let screen = try Self.screen("""
            @implementation CardView
            - (void)pinView:(UIView *)view toView:(UIView *)container inset:(CGFloat)inset {
                view.translatesAutoresizingMaskIntoConstraints = NO;
                [NSLayoutConstraint activateConstraints:@[
                    [view.topAnchor constraintEqualToAnchor:container.topAnchor constant:inset],
                    [view.leadingAnchor constraintEqualToAnchor:container.leadingAnchor constant:inset],
                    [view.bottomAnchor constraintEqualToAnchor:container.bottomAnchor constant:-inset],
                ]];
            }
            - (void)setUpSubviews {
                UIView *shadow = [[UIView alloc] init];
                [self addSubview:shadow];
                [self pinView:shadow toView:self inset:4];
                [self pinView:_content toView:shadow inset:kUnknownInset];
            }
            @end
            """, named: "CardView_setUpSubviews", objectiveC: true)
        #expect(screen.constraints.map(\.description) == [
            "shadow.top == cardView.top + 4", "shadow.leading == cardView.leading + 4", "shadow.bottom == cardView.bottom - 4",
        ])
        #expect(screen.unsolved.map(\.runTimeValues) == [
            ["constant: kUnknownInset"], ["constant: kUnknownInset"], ["constant: -(kUnknownInset)"],
        ])
    }

    @Test("a helper calling a helper: both levels expand, in Swift")
    func nestedSwiftHelpers() throws {
        let screen = try Self.screen("""
            extension UIView {
                func pinHorizontally(to other: UIView, inset: CGFloat = 0) {
                    leadingAnchor.constraint(equalTo: other.leadingAnchor, constant: inset).isActive = true
                    trailingAnchor.constraint(equalTo: other.trailingAnchor, constant: -inset).isActive = true
                }
                func pinEdges(to other: UIView, inset: CGFloat) {
                    translatesAutoresizingMaskIntoConstraints = false
                    pinHorizontally(to: other, inset: inset)
                    topAnchor.constraint(equalTo: other.topAnchor, constant: inset).isActive = true
                    bottomAnchor.constraint(equalTo: other.bottomAnchor, constant: -inset).isActive = true
                }
            }
            final class PhotoViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let mat = UIView()
                    view.addSubview(mat)
                    mat.pinEdges(to: view, inset: 10)
                }
            }
            """, named: "PhotoViewController_viewDidLoad")
        #expect(screen.constraints.map(\.description) == [
            "mat.leading == view.leading + 10", "mat.trailing == view.trailing - 10",
            "mat.top == view.top + 10", "mat.bottom == view.bottom - 10",
        ])
    }

    @Test("Objective-C helpers nest too, and a selector two methods share is expanded by neither")
    func nestedObjectiveCHelpers() throws {
        let source = """
            @implementation FormView
            - (void)alignView:(UIView *)view withView:(UIView *)other {
                [view.leadingAnchor constraintEqualToAnchor:other.leadingAnchor].active = YES;
                [view.trailingAnchor constraintEqualToAnchor:other.trailingAnchor].active = YES;
            }
            - (void)stackView:(UIView *)lower belowView:(UIView *)upper {
                [self alignView:lower withView:upper];
                [lower.topAnchor constraintEqualToAnchor:upper.bottomAnchor constant:8].active = YES;
            }
            - (void)layoutFields {
                [self stackView:_password belowView:_email];
            }
            @end
            """
        let screen = try Self.screen(source, named: "FormView_layoutFields", objectiveC: true)
        #expect(screen.constraints.map(\.description) == [
            "password.leading == email.leading", "password.trailing == email.trailing", "password.top == email.bottom + 8",
        ])
        let overloaded = source.replacingOccurrences(of: "@end", with: """
            - (void)alignView:(UIView *)view withView:(UIView *)other {
                [view.centerXAnchor constraintEqualToAnchor:other.centerXAnchor].active = YES;
            }
            @end
            """)
        let result = AnchorExtractor.extract(SourceFile(path: "Fixture.m", text: overloaded), language: .objectiveC)
        #expect(result.screens.first { $0.name == "FormView_layoutFields" }?.constraints.map(\.description)
                    == ["password.top == email.bottom + 8"])
    }

    @Test("a constraint variable appended to an array is activated with the array, with its own priority")
    func appendedToActivatedArray() throws {
        let screen = try Self.screen("""
            final class MeterView: UIView {
                let bar = UIView()
                func layoutBar() {
                    var constraints: [NSLayoutConstraint] = []
                    let width = bar.widthAnchor.constraint(equalToConstant: 120)
                    width.priority = .defaultHigh
                    constraints.append(width)
                    let kept = bar.heightAnchor.constraint(equalToConstant: 4)
                    NSLayoutConstraint.activate(constraints)
                    others.append(kept)
                }
            }
            """, named: "MeterView_layoutBar")
        #expect(screen.constraints.map(\.description) == ["bar.width == 120 @750"])
        #expect(screen.unsolved.map(\.constraint.description) == ["bar.height == 4"])
    }

    @Test("a helper calling itself is not expanded forever")
    func recursiveHelper() throws {
        let screen = try Self.screen("""
            extension UIView {
                func glue(to other: UIView) {
                    topAnchor.constraint(equalTo: other.topAnchor).isActive = true
                    glue(to: other)
                }
            }
            final class LoopViewController: UIViewController {
                override func viewDidLoad() {
                    let box = UIView()
                    view.addSubview(box)
                    box.translatesAutoresizingMaskIntoConstraints = false
                    box.glue(to: view)
                }
            }
            """, named: "LoopViewController_viewDidLoad")
        #expect(screen.constraints.count <= 1 + AnchorExtractor.maximumHelperNesting)
    }
}
