import Testing
import LayoutIR
@testable import VFLCompiler

/// Constants the app computes from the screen's size (`kScreenWidth - 30`, `kFit(15)`), laid out
/// with each device's screen. `UIScreen.main.bounds` is the whole screen in points in the
/// interface's orientation (Apple, *UIScreen.bounds*); the sizes are the catalog's
/// (Docs/uikit-devices.md): iPhoneSE 320 × 568 at @2x, iPhone15 393 × 852 at @3x. Frames are
/// rounded to the device's pixels as UIKit rounds (a y of 18.53 is 18.5 at @2x).
@Suite struct ScreenScaledConstantTests {
    static let header = (path: "Prefix.h", text: """
        #define kScreenWidth [UIScreen mainScreen].bounds.size.width
        #define kScreenHeight ([[UIScreen mainScreen] bounds].size.height)
        #define kFit(x) ((x) * kScreenWidth / 375.0)
        #define SCALE(a) a*[UIScreen mainScreen].bounds.size.width/375
        """)

    static let card = (path: "CardViewController.m", text: """
        #import "Prefix.h"
        @implementation CardViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
            UIView *card = [[UIView alloc] init];
            [self.view addSubview:card];
            [card mas_makeConstraints:^(MASConstraintMaker *make) {
                make.left.equalTo(self.view).offset(kFit(15));
                make.right.equalTo(self.view).offset(-kFit(15));
                make.top.equalTo(self.view).offset(SCALE(10 + 10));
                make.height.mas_equalTo(kScreenHeight * 0.25);
            }];
        }
        @end
        """)

    @Test("a header's screen macros and function-like macros scale Masonry constants per device")
    func masonryWithHeaderMacros() throws {
        let compiled = CodeReading.compile(files: [Self.header, Self.card])[1]
        // kFit(15) = 15 × W / 375; SCALE(10 + 10) = 10 + 10 × W / 375 (the argument is not
        // parenthesised: C11 §6.10.3.1); kScreenHeight × 0.25.
        #expect(CodeReading.equations(compiled) == [
            "card.left == view.left + 0.04 * UIScreen.main.bounds.width",
            "card.right == view.right - 0.04 * UIScreen.main.bounds.width",
            "card.top == view.top + 10 + 0.0266666666667 * UIScreen.main.bounds.width",
            "card.height == 0.25 * UIScreen.main.bounds.height",
        ])
        // iPhoneSE: left 12.8 → 13, right 320 − 12.8 = 307.2 → 307, top 10 + 8.533 = 18.533 → 18.5,
        // height 568 / 4 = 142.
        let small = try CodeReading.frames(compiled, environment: "iPhoneSE portrait ltr")
        #expect(small["card"] == LayoutRect(x: 13, y: 18.5, width: 294, height: 142))
        // iPhone15: left 15.72 → 15.667, right 393 − 15.72 = 377.28 → 377.333, top 10 + 10.48 =
        // 20.48 → 20.333, height 852 / 4 = 213.
        let large = try CodeReading.frames(compiled, environment: "iPhone15 portrait ltr")
        let frame = try #require(large["card"])
        #expect(abs(frame.x - 47.0 / 3) < 1e-9 && abs(frame.maxX - 1132.0 / 3) < 1e-9)
        #expect(abs(frame.y - 61.0 / 3) < 1e-9 && abs(frame.height - 213) < 1e-9)
    }

    @Test("a hairline of one device pixel (1 / UIScreen.main.scale) is 0.5 pt at @2x and 1/3 pt at @3x")
    func hairline() throws {
        // Apple, *UIScreen.scale*: the points-to-pixels factor; iPhoneSE is @2x and iPhone15 @3x
        // (Docs/uikit-devices.md). A SnapKit height and an anchor constant written with it.
        let compiled = CodeReading.compile(files: [
            ("Metrics.swift", "let onePixel = 1 / UIScreen.main.scale\n"),
            ("Row.swift", """
                final class RowView: UIView {
                    let separator = UIView()
                    let underline = UIView()
                    override init(frame: CGRect) {
                        super.init(frame: frame)
                        addSubview(separator)
                        addSubview(underline)
                        separator.snp.makeConstraints { make in
                            make.leading.trailing.top.equalToSuperview()
                            make.height.equalTo(1.0 / UIScreen.main.scale)
                        }
                        underline.translatesAutoresizingMaskIntoConstraints = false
                        NSLayoutConstraint.activate([
                            underline.leadingAnchor.constraint(equalTo: leadingAnchor),
                            underline.trailingAnchor.constraint(equalTo: trailingAnchor),
                            underline.topAnchor.constraint(equalTo: separator.bottomAnchor, constant: 10),
                            underline.heightAnchor.constraint(equalToConstant: 2 * onePixel),
                        ])
                    }
                }
                """),
        ])[1]
        #expect(CodeReading.equations(compiled).contains("separator.height == 1 / UIScreen.main.scale"))
        #expect(CodeReading.equations(compiled).contains("underline.height == 2 / UIScreen.main.scale"))
        // @2x: 1 / 2 = 0.5 and 2 / 2 = 1; the underline's top is 0.5 + 10.
        let small = try CodeReading.frames(compiled, environment: "iPhoneSE portrait ltr")
        #expect(small["separator"]?.height == 0.5)
        #expect(small["underline"]?.height == 1)
        #expect(small["underline"]?.y == 10.5)
        // @3x: 1 / 3 and 2 / 3; the underline's top is 1/3 + 10.
        let large = try CodeReading.frames(compiled, environment: "iPhone15 portrait ltr")
        let separator = try #require(large["separator"]), underline = try #require(large["underline"])
        #expect(abs(separator.height - 1.0 / 3) < 1e-9)
        #expect(abs(underline.height - 2.0 / 3) < 1e-9)
        #expect(abs(underline.y - 31.0 / 3) < 1e-9)
    }

    @Test("the .layout language reads back a hairline as vflc prints it, and refuses a view divided by the scale")
    func hairlineInLayoutFiles() throws {
        let text = """
            screen Row {
                devices iPhoneSE, iPhone15
                view separator
                separator.leading == view.leading
                separator.trailing == view.trailing
                separator.top == view.top + 100
                separator.height == 1 / UIScreen.main.scale
            }
            """
        let compiled = LayoutCompiler().compile(SourceFile(path: "Row.layout", text: text))
        #expect(compiled.diagnostics.filter { $0.severity == .error }.isEmpty)
        #expect(CodeReading.equations(compiled).contains("separator.height == 1 / UIScreen.main.scale"))
        // iPhoneSE @2x: 0.5; iPhone15 @3x: 1/3 (Docs/uikit-devices.md).
        #expect(try CodeReading.frames(compiled, environment: "iPhoneSE portrait ltr")["separator"]?.height == 0.5)
        let large = try #require(try CodeReading.frames(compiled, environment: "iPhone15 portrait ltr")["separator"])
        #expect(abs(large.height - 1.0 / 3) < 1e-9)
        let divided = text.replacingOccurrences(of: "1 / UIScreen.main.scale", with: "view.height / UIScreen.main.scale")
        let refused = LayoutCompiler().compile(SourceFile(path: "Row.layout", text: divided)).diagnostics
        #expect(refused.contains { $0.severity == .error && $0.message.contains("only a number can be divided by the screen's scale") })
        let bare = text.replacingOccurrences(of: "1 / UIScreen.main.scale", with: "UIScreen.main.scale")
        let located = LayoutCompiler().compile(SourceFile(path: "Row.layout", text: bare)).diagnostics.filter { $0.severity == .error }
        #expect(located.count == 1 && located.first?.message.contains("read only as a number's divisor") == true)
        #expect(located.first?.span?.line == 7)
    }

    @Test("Swift's UIScreen.main.bounds, directly and through another file's constant")
    func swiftScreenBounds() throws {
        let compiled = CodeReading.compile(files: [
            ("Metrics.swift", "let screenWidth = UIScreen.main.bounds.width\n"),
            ("Banner.swift", """
                final class BannerController: UIViewController {
                    let banner = UIView()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        view.addSubview(banner)
                        banner.translatesAutoresizingMaskIntoConstraints = false
                        NSLayoutConstraint.activate([
                            banner.topAnchor.constraint(equalTo: view.topAnchor, constant: 100),
                            banner.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                            banner.widthAnchor.constraint(equalToConstant: screenWidth - 40),
                            banner.heightAnchor.constraint(equalToConstant: UIScreen.main.bounds.size.height / 4),
                        ])
                    }
                }
                """),
        ])[1]
        #expect(CodeReading.equations(compiled).suffix(2) == [
            "banner.width == UIScreen.main.bounds.width - 40",
            "banner.height == 0.25 * UIScreen.main.bounds.height",
        ])
        // iPhoneSE: 280 wide, centred at 160 (x 20); 142 high.
        let small = try CodeReading.frames(compiled, environment: "iPhoneSE portrait ltr")
        #expect(small["banner"] == LayoutRect(x: 20, y: 100, width: 280, height: 142))
    }

    @Test("the checker sees each device's number: a screen-wide view fixed at 320 conflicts only where the screen is wider")
    func conflictOnlyOnWiderScreens() throws {
        let compiled = CodeReading.compile("""
            final class WideController: UIViewController {
                let strip = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(strip)
                    strip.translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        strip.topAnchor.constraint(equalTo: view.topAnchor),
                        strip.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        strip.heightAnchor.constraint(equalToConstant: 44),
                        strip.widthAnchor.constraint(equalToConstant: UIScreen.main.bounds.width),
                        strip.widthAnchor.constraint(equalToConstant: 320),
                    ])
                }
            }
            """)
        let conflicts = compiled.diagnostics.filter { $0.ruleID == .unsatisfiable }
        try #require(conflicts.count == 1)
        let text = conflicts[0].message + " " + conflicts[0].notes.map(\.message).joined(separator: " ")
        // 320 = 320 on iPhoneSE; 393, 430 and 820 elsewhere.
        #expect(!text.contains("iPhoneSE"))
        #expect(text.contains("iPhone15"))
    }

    @Test("what is not linear in the screen stays a run-time value: products, divisions by it, rounding")
    func nonLinearStaysRunTime() {
        let compiled = CodeReading.compile("""
            final class OddController: UIViewController {
                let box = UIView()
                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(box)
                    box.translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        box.topAnchor.constraint(equalTo: view.topAnchor),
                        box.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        box.widthAnchor.constraint(equalToConstant: UIScreen.main.bounds.width * UIScreen.main.bounds.height),
                        box.heightAnchor.constraint(equalToConstant: ceil(UIScreen.main.bounds.width / 3)),
                    ])
                }
            }
            """)
        #expect(CodeReading.equations(compiled) == ["box.top == view.top", "box.leading == view.leading"])
        #expect(CodeReading.unsolved(compiled).map(\.1) == ["run-time value", "run-time value"])
    }
}
