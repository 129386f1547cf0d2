import Testing
@testable import LayoutSyntax

/// VFL lines inside a screen: `|` resolution, metrics, options, spacing mode, and carets that
/// point into the `.layout` file.
@Suite("VFL lines in screens")
struct LayoutVisualFormatTests {
    static func run(_ body: String, spacing: String = "") -> (equations: [String], diagnostics: [LayoutDiagnostic]) {
        let text = LayoutTestSupport.screen((spacing.isEmpty ? "" : "spacing \(spacing)\n") + "metric pad = 16\n" + body)
        let (document, diagnostics) = LayoutTestSupport.parse(text)
        return (document.screens.first?.constraints.map(ConstraintPrinter.equation) ?? [], diagnostics)
    }

    @Test("'|' is the common superview of the views in the line")
    func superviewResolution() {
        #expect(Self.run("H:|-pad-[a]-pad-|").equations == ["a.leading == view.leading + 16", "view.trailing == a.trailing + 16"])
        #expect(Self.run("V:|[c]|").equations == ["c.top == b.top", "b.bottom == c.bottom"])
        #expect(Self.run("H:[a]-[b]").equations == ["b.leading == a.trailing + 8"])
    }

    @Test("'|' with views of different superviews, or the root itself, is an error at the name")
    func superviewErrors() {
        let (equations, diagnostics) = Self.run("H:|-[a]-[c]-|")
        #expect(equations.isEmpty)
        #expect(diagnostics.map(\.message) == ["'c' and 'a' have different superviews ('b' and 'view'), so '|' is ambiguous"])
        #expect(diagnostics.first?.span?.column == 10)
        let root = Self.run("H:|[view]|").diagnostics
        #expect(root.count == 1)
        #expect(root.first?.message.contains("superview") == true)
    }

    @Test("a VFL line sees the views declared before it, in any nesting, and not those after")
    func viewsDeclaredSoFar() {
        let (equations, diagnostics) = Self.run("""
            H:[a]-[c]
            view e {
                view f
            }
            H:[e]-[a]
            V:[f(10)]
            H:[a]-[g]
            view g
            """)
        #expect(equations == ["c.leading == a.trailing + 8", "a.leading == e.trailing + 8", "f.height == 10"])
        #expect(diagnostics.map(\.message) == ["g is not a key in the views dictionary."], "\(diagnostics.map(\.message))")
    }

    @Test("standard spacing follows the screen's spacing mode")
    func spacingModes() {
        #expect(Self.run("H:|-[a]-|").equations == ["a.leading == view.leadingMargin", "view.trailingMargin == a.trailing"])
        #expect(Self.run("H:|-[a]-|", spacing: "classic").equations == ["a.leading == view.leading + 20", "view.trailing == a.trailing + 20"])
    }

    @Test("options clause, in .layout and Swift spellings")
    func options() {
        #expect(Self.run("H:|-[a]-[b]-| options alignAllCenterY").equations.suffix(1) == ["a.centerY == b.centerY"])
        #expect(Self.run("V:[a]-[b] options [.alignAllLeading, .alignAllTrailing]").equations
                == ["b.top == a.bottom + 8", "a.leading == b.leading", "a.trailing == b.trailing"])
        #expect(Self.run("H:|-10-[a]-[b] options directionLeftToRight").equations
                == ["a.left == view.left + 10", "b.left == a.right + 8"])
        let (_, diagnostics) = Self.run("H:[a]-[b] options alignAllCentreY")
        #expect(diagnostics.map(\.message) == ["unknown format option 'alignAllCentreY'"])
        #expect(diagnostics.first?.notes.first?.message == "did you mean 'alignAllCenterY'?")
    }

    @Test("legacy layout guides act as siblings; a VFL error has UIKit's message at the exact column")
    func guidesAndErrors() {
        #expect(Self.run("V:[topLayoutGuide]-[a]-[bottomLayoutGuide]").equations
                == ["a.top == view.topLayoutGuide.bottom + 8", "view.bottomLayoutGuide.top == a.bottom + 8"])
        let text = LayoutTestSupport.screen("    H:|-[a]-[bb]-|")
        let diagnostics = LayoutTestSupport.parse(text).diagnostics
        #expect(diagnostics.map(\.message) == ["bb is not a key in the views dictionary."])
        #expect(diagnostics.first?.ruleID == RuleID.vflSyntax)
        #expect(diagnostics.first?.span?.line == 7)
        #expect(diagnostics.first?.notes.first?.message == "did you mean 'b'?")
    }

    @Test("blanks inside a VFL line are ignored, but carets still point at the file")
    func blanks() {
        let text = LayoutTestSupport.screen("H: | - [ a ] - [ bb ]")
        let diagnostic = LayoutTestSupport.parse(text).diagnostics.first
        #expect(diagnostic?.span?.line == 7)
        #expect(diagnostic.map { LayoutTestSupport.render([$0], text) }?.contains("H: | - [ a ] - [ bb ]") == true)
        #expect(Self.run("H: | - [ a ] - | ; V:[a]").equations == ["a.leading == view.leadingMargin", "view.trailingMargin == a.trailing"])
    }

    @Test("VFL origins name the piece and the line")
    func origins() throws {
        let document = LayoutTestSupport.parse(LayoutTestSupport.screen("metric pad = 16\nH:|-(>=pad@750)-[a]")).document
        let first = try #require(document.screens.first?.constraints.first)
        #expect(first.origin.syntax == .vfl)
        #expect(first.origin.span?.line == 8)
        #expect(first.origin.span?.column == 6)
        #expect(first.origin.statement?.column == 1)
    }
}
