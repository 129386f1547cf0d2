import Testing
import LayoutIR
import LayoutEngine
@testable import VFLCompiler

/// Dynamic Type: a text view's `textStyle` scales its intrinsic size with the style's point size
/// at each content-size category (Apple's Human Interface Guidelines, "Typography", iOS Dynamic
/// Type sizes; Docs/uikit-devices.md). Frames are on an iPhone SE (320 × 568, status bar 20,
/// margins 16 in a compact width, @2x).
@Suite struct DynamicTypeTests {
    static let profile = """
        screen Profile {
            devices iPhoneSE
            contentSizes large, ax5
            label name { intrinsic 120x20.5; textStyle body }
            label note { intrinsic 60x16; textStyle caption2 }
            H:|-[name]-|
            V:|-[name]-[note]
            note.leading == name.leading
        }
        """

    @Test("the HIG's point sizes: body 17 at Large, 14 at xSmall, 53 at AX5; caption 2 stays 11 up to Large")
    func pointSizes() {
        #expect(DynamicTypeSizes.pointSize(.body, at: .large) == 17)
        #expect(DynamicTypeSizes.pointSize(.body, at: .extraSmall) == 14)
        #expect(DynamicTypeSizes.pointSize(.body, at: .accessibilityExtraExtraExtraLarge) == 53)
        #expect(DynamicTypeSizes.pointSize(.caption2, at: .extraSmall) == 11)
        #expect(DynamicTypeSizes.pointSize(.caption2, at: .large) == 11)
        #expect(DynamicTypeSizes.pointSize(.largeTitle, at: .large) == 34)
        #expect(DynamicTypeSizes.scale(.body, at: .accessibilityExtraExtraExtraLarge) == 53.0 / 17.0)
        // Interface Builder's style names keep their default sizes.
        #expect(DynamicTypeSizes.atDefaultSize["UICTFontTextStyleBody"] == 17)
        #expect(DynamicTypeSizes.atDefaultSize["UICTFontTextStyleTitle0"] == 34)
        #expect(TextStyle(uikitName: "UICTFontTextStyleSubhead") == .subheadline)
    }

    @Test("a screen's contentSizes make one environment per text size, named after it unless it is Large")
    func environmentsPerTextSize() throws {
        let compiled = LayoutCompiler().compile(SourceFile(path: "Profile.layout", text: Self.profile))
        let names = compiled.tables.flatMap(\.solutions).map(\.environment.name)
        #expect(names == ["iPhoneSE portrait ltr", "iPhoneSE portrait ltr ax5"])
    }

    @Test("text grows with its style: body 20.5 pt tall at Large is 20.5 × 53/17 = 63.9 → 64 at AX5; caption 2 16 → 16 × 40/11 = 58.2 → 58")
    func intrinsicSizeScales() throws {
        let compiled = LayoutCompiler().compile(SourceFile(path: "Profile.layout", text: Self.profile))
        let large = try CodeReading.frames(compiled, environment: "iPhoneSE portrait ltr")
        #expect(large["name"] == LayoutRect(x: 16, y: 20, width: 288, height: 20.5))
        // note: 8 below name (20 + 20.5 + 8 = 48.5), 60 wide.
        #expect(large["note"] == LayoutRect(x: 16, y: 48.5, width: 60, height: 16))
        let huge = try CodeReading.frames(compiled, environment: "iPhoneSE portrait ltr ax5")
        #expect(huge["name"] == LayoutRect(x: 16, y: 20, width: 288, height: 64))
        // 60 × 40/11 = 218.18 → 218 at @2x; y = 20 + 64 + 8 = 92.
        #expect(huge["note"] == LayoutRect(x: 16, y: 92, width: 218, height: 58))
    }

    @Test("text-truncated: at AX5 body text 120 × 53/17 = 374 pt wide gets the 288 between the margins; not at Large")
    func truncationIsReportedWhereItHappens() throws {
        let compiled = LayoutCompiler().compile(SourceFile(path: "Profile.layout", text: Self.profile))
        let truncated = compiled.diagnostics.filter { $0.ruleID == .textTruncated }
        let finding = try #require(truncated.first)
        #expect(truncated.count == 1)
        #expect(finding.message == "'name' is too small for its text on iPhoneSE portrait ltr ax5")
        #expect(finding.notes.first?.message.contains("288 of the 374.12 pt wide its text needs") == true)
        #expect(finding.span?.line == 4)
    }

    @Test("--content-size all sweeps the twelve sizes, smallest first; a filter replaces the screen's own")
    func sweepAllSizes() {
        let options = CompilerOptions(environmentFilter: EnvironmentFilter(contentSizes: ContentSizeCategory.allCases))
        let compiled = LayoutCompiler(options: options).compile(SourceFile(path: "Profile.layout", text: Self.profile))
        let sizes = compiled.tables.flatMap(\.solutions).map(\.environment.contentSize)
        #expect(sizes == ContentSizeCategory.allCases)
        // Body fits the 288 pt between the margins up to 288 / 120 × 17 = 40.8 pt: AX3 (40 pt,
        // 282.4 wide) fits, AX4 (47 pt, 331.8) and AX5 (53 pt, 374.1) do not.
        let truncated = compiled.diagnostics.first { $0.ruleID == .textTruncated }
        // Of the twelve sizes laid out, AX4 and everything above: "from ax4 on".
        #expect(truncated?.message == "'name' is too small for its text on iPhoneSE portrait ltr from ax4 on")
        #expect(truncated?.notes.contains { $0.message == "environments: iPhoneSE portrait ltr ax4, iPhoneSE portrait ltr ax5" } == true)
    }

    @Test("textStyle and contentSizes print back as they were written")
    func roundTrip() throws {
        let compiled = LayoutCompiler().compile(SourceFile(path: "Profile.layout", text: Self.profile))
        let text = LayoutPrinter.print(compiled.document)
        #expect(text.contains("contentSizes large, ax5"))
        #expect(text.contains("textStyle body"))
        let again = LayoutCompiler().compile(SourceFile(path: "Again.layout", text: text))
        #expect(again.document.screens.first?.environment.contentSizes == [.large, .accessibilityExtraExtraExtraLarge])
        #expect(again.document.screens.first?.root.children.first?.properties.textStyle == .body)
    }

    static let article = """
        screen Article {
            devices iPhoneSE
            contentSizes large, ax3
            label body { intrinsic 600x20.5; textStyle body; lines 0 }
            label teaser { intrinsic 600x20.5; lines 2 }
            H:|-[body]-|
            H:|-[teaser]-|
            V:|-[body]-[teaser]
        }
        """

    /// UIKit lays a multi-line label out, wraps its text at the width it got
    /// (`preferredMaxLayoutWidth`) and asks for its size again.
    @Test("'lines 0' wraps: 600 pt of text in 288 takes ⌈600/288⌉ = 3 lines of 20.5 = 61.5; at AX3 ⌈600 × 40/17 / 288⌉ = 5 lines of 48.24")
    func wrappingText() throws {
        let compiled = LayoutCompiler().compile(SourceFile(path: "Article.layout", text: Self.article))
        let large = try CodeReading.frames(compiled, environment: "iPhoneSE portrait ltr")
        #expect(large["body"] == LayoutRect(x: 16, y: 20, width: 288, height: 61.5))
        // teaser: at most 2 lines, 41 tall, 8 below: 20 + 61.5 + 8 = 89.5.
        #expect(large["teaser"] == LayoutRect(x: 16, y: 89.5, width: 288, height: 41))
        let ax3 = try CodeReading.frames(compiled, environment: "iPhoneSE portrait ltr ax3")
        // 5 × 20.5 × 40/17 = 241.18; edges 20 and 261.18 → 20 and 261: 241 tall.
        #expect(ax3["body"] == LayoutRect(x: 16, y: 20, width: 288, height: 241))
    }

    @Test("text that needs more lines than 'lines 2' allows is truncated, at every text size here; wrapping text without a limit is not")
    func lineLimit() throws {
        let compiled = LayoutCompiler().compile(SourceFile(path: "Article.layout", text: Self.article))
        let truncated = compiled.diagnostics.filter { $0.ruleID == .textTruncated }
        #expect(truncated.map(\.message) == ["'teaser' is too small for its text in every environment"])
        #expect(truncated.first?.notes.first?.message == "on iPhoneSE portrait ltr it gets 2 lines where its text needs 3")
    }
}

/// Interface Builder's Dynamic Type: a one-line label whose font is a text style and that adjusts
/// to the user's text size (`adjustsFontForContentSizeCategory`) has that `textStyle`; a label
/// that does not adjust, or wraps (`numberOfLines="0"`, whose height its host often decides),
/// keeps a fixed font.
@Suite struct InterfaceBuilderDynamicTypeTests {
    static func label(_ id: String, _ attributes: String, style: String = "UICTFontTextStyleHeadline") -> String {
        """
        <label opaque="NO" text="Title" \(attributes) translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
            <rect key="frame" x="10" y="\(id == "a" ? 10 : id == "b" ? 40 : 70)" width="100" height="21"/>
            <fontDescription key="fontDescription" style="\(style)"/>
        </label>
        """
    }

    @Test("adjusting one-line labels get their style; not adjusting or wrapping, none")
    func stylesFromTheDocument() throws {
        let text = xibDocument(Self.label("a", #"adjustsFontForContentSizeCategory="YES""#)
                               + Self.label("b", "")
                               + Self.label("c", #"numberOfLines="0" adjustsFontForContentSizeCategory="YES""#, style: "UICTFontTextStyleBody"),
                               "", outlets: [])
        let compiled = compileInterfaceBuilder(text, path: "Styles.xib")
        let views = try #require(compiled.document.screens.first).allViews.map(\.view)
        let styles = Dictionary(uniqueKeysWithValues: views.compactMap { view in view.source?.id.map { ($0, view.properties.textStyle) } })
        #expect(styles["a"] == .some(.headline))
        #expect(styles["b"] == .some(nil))
        #expect(styles["c"] == .some(nil))
    }
}
