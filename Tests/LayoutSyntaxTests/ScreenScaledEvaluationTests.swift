import Testing
import LayoutIR
@testable import LayoutSyntax

/// How code writes numbers that scale with the screen, and how equations write them back.
/// `UIScreen.main` is the device's screen and `bounds` its size in points (Apple, *UIScreen*);
/// Objective-C reaches it as `[UIScreen mainScreen]` or `UIScreen.mainScreen`, and
/// `CGRectGetWidth(r)` is `r.size.width` (Apple, *CGGeometry*). A function-like macro's use is
/// its body with each parameter replaced by the argument's tokens (C11 §6.10.3.1).
@Suite struct ScreenScaledEvaluationTests {
    /// The constant and screen scaling `expression` evaluates to, in a file of `language`.
    static func scaled(_ expression: String, language: SourceLanguage = .swift, prelude: String = "") -> ScreenLinear? {
        let file = SourceFile(path: language == .swift ? "A.swift" : "A.m", text: prelude + "\n" + expression)
        let tokens = SourceScanner.tokens(of: file.bytes, language: language)
        let closers = TokenGroups.matchingClosers(tokens)
        let preludeTokens = SourceScanner.tokens(of: Array((prelude + "\n").utf8), language: language).count
        let constants = ConstantCollector(tokens: tokens, closers: closers, file: file, language: language).collect(outside: [])
        let evaluator = ConstantEvaluator(constants: constants, file: file)
        return evaluator.screenScaled(tokens[preludeTokens...])
    }

    static func linear(_ constant: Double, width: Double = 0, height: Double = 0) -> ScreenLinear {
        ScreenLinear(constant, ScreenScaling(width: width, height: height))
    }

    @Test("Swift and Objective-C spellings of the screen's width and height", arguments: [
        ("UIScreen.main.bounds.width - 30", SourceLanguage.swift, linear(-30, width: 1)),
        ("UIScreen.main.bounds.size.height * 0.25", .swift, linear(0, height: 0.25)),
        ("[UIScreen mainScreen].bounds.size.width / 2", .objectiveC, linear(0, width: 0.5)),
        ("[[UIScreen mainScreen] bounds].size.height - 64", .objectiveC, linear(-64, height: 1)),
        ("CGRectGetWidth([UIScreen mainScreen].bounds) - 2 * 15", .objectiveC, linear(-30, width: 1)),
        ("UIScreen.mainScreen.bounds.size.width", .objectiveC, linear(0, width: 1)),
    ])
    func spellings(_ expression: String, _ language: SourceLanguage, _ expected: ScreenLinear) {
        #expect(Self.scaled(expression, language: language) == expected)
    }

    @Test("a number of device pixels: a number divided by the screen's scale, in each spelling", arguments: [
        ("1 / UIScreen.main.scale", SourceLanguage.swift, 1.0),
        ("1.0 / UIScreen.main.scale", .swift, 1),
        ("2 / UIScreen.main.scale", .swift, 2),
        ("1.0 / [UIScreen mainScreen].scale", .objectiveC, 1),
        ("1.f / [[UIScreen mainScreen] scale]", .objectiveC, 1),
        ("1 / UIScreen.mainScreen.scale", .objectiveC, 1),
    ])
    func pixels(_ expression: String, _ language: SourceLanguage, _ pixels: Double) {
        // Apple, *UIScreen.scale*: points to device pixels; `n / scale` is n pixels in points.
        #expect(Self.scaled(expression, language: language) == ScreenLinear(0, ScreenScaling(width: 0, height: 0, pixel: pixels)))
    }

    @Test("the scale anywhere but as a number's divisor is not linear, and not evaluated", arguments: [
        "UIScreen.main.scale",
        "2 * UIScreen.main.scale",
        "UIScreen.main.bounds.width / UIScreen.main.scale",
        "1 / UIScreen.main.scale.rounded()",
        "1 / UIScreen.main.nativeScale",
    ])
    func scaleNotLinear(_ expression: String) {
        #expect(Self.scaled(expression) == nil)
    }

    @Test("products of two screen sizes, divisions by one and rounding are not linear, and not evaluated", arguments: [
        "UIScreen.main.bounds.width * UIScreen.main.bounds.height",
        "320 / UIScreen.main.bounds.width",
        "ceil(UIScreen.main.bounds.width / 3)",
        "UIScreen.main.bounds.origin.x",
        "view.bounds.size.width",
    ])
    func notLinear(_ expression: String) {
        #expect(Self.scaled(expression) == nil)
    }

    @Test("a file's function-like macros expand with their arguments, parenthesised or not")
    func fileMacros() {
        let prelude = """
            #define kScreenWidth [UIScreen mainScreen].bounds.size.width
            #define kFit(x) ((x) * kScreenWidth / 375.0)
            #define SCALE(a) a * kScreenWidth / 375
            #define PAD(x, y) ((x) + (y) + 4)
            """
        // kFit(15): 15 × W / 375 = 0.04 W.
        #expect(Self.scaled("kFit(15)", language: .objectiveC, prelude: prelude) == Self.linear(0, width: 0.04))
        // SCALE(10 + 10) is `10 + 10 * W / 375`: 10 plus 0.02666… W.
        let scale = Self.scaled("SCALE(10 + 10)", language: .objectiveC, prelude: prelude)
        #expect(scale?.constant == 10)
        #expect(abs((scale?.scaling.width ?? 0) - 10.0 / 375) < 1e-15)
        // A macro of plain numbers is a plain number: (8) + (2 * 3) + 4 = 18.
        #expect(Self.scaled("PAD(8, 2 * 3)", language: .objectiveC, prelude: prelude) == Self.linear(18))
        // The wrong number of arguments is no use of the macro.
        #expect(Self.scaled("PAD(8)", language: .objectiveC, prelude: prelude) == nil)
    }

    @Test("a macro that stringizes or pastes, or has no parameters, is no number macro")
    func notNumberMacros() {
        let tokens = SourceScanner.tokens(of: Array("#define NAME(x) #x\n#define JOIN(a, b) a##b\n#define ZERO() 0\n".utf8), language: .objectiveC)
        let names = tokens.indices.filter { $0 >= 2 && tokens[$0 - 1].identifier == "define" }
        let ends = [names[1] - 3, names[2] - 3, tokens.count - 1]
        for (name, end) in zip(names, ends) {
            #expect(FunctionLikeMacro(tokens, name: name, end: end) == nil)
        }
    }

    @Test("equations write the screen's size as UIScreen.main.bounds, and print it back unchanged")
    func equations() {
        let lines = [
            "a.width == UIScreen.main.bounds.width - 30",
            "a.height == 0.25 * UIScreen.main.bounds.height",
            "a.leading == b.leading + 0.04 * UIScreen.main.bounds.width",
            "a.top == b.bottom + 10 - 0.5 * UIScreen.main.bounds.height",
        ]
        for line in lines {
            let (equations, diagnostics) = LayoutEquationTests.run(line)
            #expect(diagnostics.isEmpty, "\(line): \(diagnostics)")
            #expect(equations == [line])
        }
        let (_, products) = LayoutEquationTests.run("a.width == UIScreen.main.bounds.width * UIScreen.main.bounds.height")
        #expect(LayoutTestSupport.errors(products).count == 1)
        let (_, divisions) = LayoutEquationTests.run("a.width == 100 / UIScreen.main.bounds.width")
        #expect(LayoutTestSupport.errors(divisions) == ["cannot divide by the screen's size: a constant must be linear in it"])
    }
}
