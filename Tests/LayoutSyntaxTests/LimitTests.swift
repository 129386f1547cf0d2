import Testing
@testable import LayoutSyntax

/// The limits of README.md's "Limits" section: each is an error at a location with a note
/// saying what to do, never a crash or a silently wrong layout.
@Suite("Limits with clear errors")
struct LimitTests {
    static func errors(_ text: String, options: LayoutParseOptions = .init()) -> [LayoutDiagnostic] {
        let file = SourceFile(path: "limits.layout", text: text)
        let diagnostics = LayoutParser.parse(file, options: options).diagnostics
        LayoutRobustnessTests.expectLocated(diagnostics, in: file)
        return diagnostics.filter { $0.severity == .error }
    }

    @Test("numbers beyond ten million are errors in every syntax, once each, at the number")
    func tooLargeNumbers() throws {
        let text = """
            screen S {
                metric big = 2e7
                view a { intrinsic 1e300x5 }
                view b
                a.width == b.width * 1e9
                a.height == b.height * 5000 * 5000
                a.snp.makeConstraints { make in
                    make.top.equalToSuperview().offset(1e308)
                    make.left.equalToSuperview().offset(1e999)
                }
            }
            """
        let errors = Self.errors(text)
        #expect(errors.map(\.message) == [
            "number '2e7' is too large", "number '1e300' is too large", "number '1e9' is too large",
            "the result of this arithmetic is too large", "number '1e308' is too large", "number '1e999' is out of range",
        ])
        #expect(errors.map { $0.span?.line ?? 0 } == [2, 3, 5, 6, 8, 9])
        let offset = try #require(errors.first { $0.message.contains("1e308") })
        #expect(offset.span?.column == 44 && offset.span?.length == 5)
        #expect(errors[0].notes.first?.message.contains("up to 10000000") == true)
    }

    @Test("a non-zero multiplier below one millionth is an error; 0 and 0.000001 are not")
    func tinyMultipliers() throws {
        let text = """
            screen S {
                view a
                view b
                a.width == b.width * 0.0000001
                a.snp.makeConstraints { make in
                    make.height.equalTo(b).multipliedBy(0.000001)
                    make.top.equalTo(b).dividedBy(1e7)
                }
            }
            """
        let errors = Self.errors(text)
        #expect(errors.map(\.message) == ["the multiplier 1e-7 is too small", "the multiplier 1e-7 is too small"])
        #expect(errors.map { $0.span?.line ?? 0 } == [4, 7])
        #expect(errors.first?.notes.first?.message.contains("from 0.000001") == true)
    }

    @Test("a 400-digit integer is out of range, not a trap")
    func longInteger() {
        let digits = String(repeating: "9", count: 400)
        let errors = Self.errors("screen S {\n view a\n a.width == \(digits)\n H:|-\(digits)-[a]\n}")
        #expect(errors.map(\.message).first == "number '\(digits)' is out of range")
        #expect(errors.count == 2)
        #expect(errors[1].message.hasPrefix("The number '\(digits)' is not finite"))
    }

    @Test("numbers at the limit are accepted")
    func atTheLimit() {
        let errors = Self.errors("screen S {\n view a\n a.width == 1e7\n H:|-(-10000000)-[a]\n}")
        #expect(errors.isEmpty, "\(errors.map(\.message))")
    }

    @Test("VFL: constants and metrics beyond the limit are errors with UIKit's behaviour noted")
    func visualFormat() throws {
        let views: [String: LayoutItem] = ["a": .view("a"), "b": .view("b")]
        let number = VisualFormat.parse("H:|-1e300-[a]", views: views)
        let diagnostic = try #require(number.diagnostics.first)
        #expect(diagnostic.message == "The number '1e300' is too large; constants are limited to 10000000 in magnitude")
        #expect(diagnostic.span?.column == 5)
        #expect(diagnostic.notes.map(\.message).contains("use a number between -10000000 and 10000000"))
        let metric = VisualFormat.parse("H:[a]-big-[b(>=big)]", views: views, metrics: ["big": 1e12])
        #expect(metric.diagnostics.first?.message == "The metric 'big' is 1000000000000; constants are limited to 10000000 in magnitude")
        #expect(metric.diagnostics.first?.span?.column == 7)
        #expect(VisualFormat.parse("H:[a]-10000000-[b]", views: views).succeeded)
    }

    @Test("more views than the limit: one error at the first view past it")
    func viewCount() throws {
        let views = (1...12).map { " view v\($0)\n" }.joined()
        let errors = Self.errors("screen S {\n\(views) v12.width == 10\n}", options: LayoutParseOptions(maximumViews: 10))
        let first = try #require(errors.first)
        #expect(first.message == "too many views in screen 'S' (more than 10)")
        #expect(first.span?.line == 12 && first.span?.column == 7)
        #expect(first.notes.first?.message.contains("split the screen") == true)
        #expect(errors.filter { $0.message.hasPrefix("too many") }.count == 1)
    }

    @Test("more constraints than the limit: one error at the first constraint past it")
    func constraintCount() throws {
        let text = "screen S {\n view a\n view b\n a.width == 1\n a.height == 2\n H:|[a][b]|\n b.width == 3\n}"
        let (document, diagnostics) = LayoutParser.parse(text, path: "limits.layout",
                                                         options: LayoutParseOptions(maximumConstraints: 3))
        let errors = diagnostics.filter { $0.severity == .error }
        #expect(errors.map(\.message) == ["too many constraints in screen 'S' (more than 3)"])
        #expect(errors.first?.span?.line == 6)
        #expect(document.screens.first?.constraints.count == 3)
    }

    @Test("lint: a source file with invalid UTF-8 or NUL bytes gets one error and is not scanned")
    func sourceEncoding() throws {
        let swift = Array("let f = \"H:|-[a".utf8) + [0xFF] + Array("]-|\"\n".utf8)
        let bad = SourceLinter.lint(SourceFile(path: "bad.swift", bytes: swift), language: .swift)
        #expect(bad.diagnostics.map(\.message) == ["invalid UTF-8 in a source file"])
        #expect(bad.diagnostics.first?.span?.column == 16)
        #expect(bad.diagnostics.first?.ruleID == RuleID.sourceEncoding)
        #expect(bad.formatsFound == 0)

        let objc = Array("NSString *f = @\"H:|[a]|\";\n".utf8) + [0, 0] + Array("\n".utf8)
        let nul = SourceLinter.lint(SourceFile(path: "bad.m", bytes: objc), language: .objectiveC)
        #expect(nul.diagnostics.map(\.message) == ["NUL byte in a source file"])
        #expect(nul.diagnostics.first?.span?.line == 2)

        // A header saved as UTF-16 (little-endian, with its byte order mark): Clang refuses that
        // encoding and Swift sources are UTF-8, so no iOS target builds it. Not read, no error.
        let utf16: [UInt8] = [0xFF, 0xFE] + "#define PAD 8\n".utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let header = SourceCodeFrontEnd().read(SourceFile(path: "Win.h", bytes: utf16), context: FrontEndContext())
        #expect(header.diagnostics.isEmpty)
        #expect(header.skipped.contains { $0.reason.hasPrefix("UTF-16 text") })

        var random = SeededRandom(seed: 9)
        let garbage = (0..<100_000).map { _ in UInt8(truncatingIfNeeded: random.next()) }
        for language in [SourceLanguage.swift, .objectiveC] {
            let result = SourceLinter.lint(SourceFile(path: "garbage", bytes: garbage), language: language)
            #expect(result.diagnostics.count == 1)
            #expect(result.diagnostics.first?.span != nil)
        }
    }
}
