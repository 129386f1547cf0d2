import Testing
@testable import LayoutSyntax

/// The equation syntax: the IR's own text form, with guides, `superview`, metrics and arithmetic.
@Suite("Equations")
struct LayoutEquationTests {
    static func run(_ body: String) -> (equations: [String], diagnostics: [LayoutDiagnostic]) {
        let (document, diagnostics) = LayoutTestSupport.parse(LayoutTestSupport.screen("metric pad = 16\n" + body))
        return (document.screens.first?.constraints.map(ConstraintPrinter.equation) ?? [], diagnostics)
    }

    @Test("the canonical forms print back unchanged")
    func canonicalForms() {
        let lines = [
            "a.width == b.width * 0.5 + 10 @750",
            "a.leading >= b.trailing + 8",
            "a.width <= 100",
            "view.safeArea.top == a.top - 24",
            "a.top == view.topLayoutGuide.bottom",
            "c.leading == b.margins.leading",
            "a.top == b.bottom @999.5",
            "a.width == b.height * -1",
            "a.centerXWithinMargins == view.centerXWithinMargins",
        ]
        for line in lines {
            let (equations, diagnostics) = Self.run(line)
            #expect(diagnostics.isEmpty, "\(line): \(diagnostics)")
            #expect(equations == [line])
        }
    }

    @Test("items: self., guides by short and UIKit name, bare guides belong to the root")
    func items() {
        #expect(Self.run("self.a.top == self.view.safeAreaLayoutGuide.top").equations == ["a.top == view.safeArea.top"])
        #expect(Self.run("a.top == safeArea.top").equations == ["a.top == view.safeArea.top"])
        #expect(Self.run("a.top == topLayoutGuide.bottom").equations == ["a.top == view.topLayoutGuide.bottom"])
        #expect(Self.run("a.top == self.topLayoutGuide.bottom").equations == ["a.top == view.topLayoutGuide.bottom"])
        #expect(Self.run("c.top == b.layoutMarginsGuide.top").equations == ["c.top == b.margins.top"])
        #expect(Self.run("c.top == b.contentLayoutGuide.top").equations == ["c.top == b.contentLayout.top"])
        #expect(Self.run("a.baseline == d.firstBaseline").equations == ["a.lastBaseline == d.firstBaseline"])
    }

    @Test("superview is the superview of the view on the other side")
    func superview() {
        #expect(Self.run("c.top == superview.top + 8").equations == ["c.top == b.top + 8"])
        #expect(Self.run("superview.trailing == c.trailing + 8").equations == ["b.trailing == c.trailing + 8"])
        #expect(Self.run("a.top == superview.safeArea.top").equations == ["a.top == view.safeArea.top"])
        let (equations, diagnostics) = Self.run("view.top == superview.top")
        #expect(equations.isEmpty)
        #expect(diagnostics.map(\.message) == ["'view' has no superview"])
    }

    @Test("metrics, arithmetic and the multiplier on either side")
    func arithmetic() {
        #expect(Self.run("a.leading == b.trailing + pad").equations == ["a.leading == b.trailing + 16"])
        #expect(Self.run("a.width == 2 * b.width - pad / 2").equations == ["a.width == b.width * 2 - 8"])
        #expect(Self.run("a.width == (b.width + 10) * 3").equations == ["a.width == b.width * 3 + 30"])
        #expect(Self.run("a.width == b.width / 4").equations == ["a.width == b.width * 0.25"])
        #expect(Self.run("a.width == -b.width").equations == ["a.width == b.width * -1"])
        #expect(Self.run("a.width == pad * 2 + 1").equations == ["a.width == 33"])
        #expect(Self.run("a.top == b.top @high").equations == ["a.top == b.top @750"])
        #expect(Self.run("a.top == b.top @low + 1").equations == ["a.top == b.top @251"])
    }

    @Test("labels are kept as identifiers")
    func labels() throws {
        let text = LayoutTestSupport.screen("a.top == b.top labeled \"aTop\"")
        let constraint = try #require(LayoutTestSupport.parse(text).document.screens.first?.constraints.first)
        #expect(constraint.identifier == "aTop")
        #expect(constraint.origin.syntax == .equation)
    }

    @Test("errors: not linear, unknown names, typing, relations")
    func errors() {
        let cases: [(String, String)] = [
            ("a.width == b.width + c.width", "an equation can relate only two attributes; this side has two"),
            ("a.width == b.width * c.width", "cannot multiply two attributes"),
            ("a.width == 10 / b.width", "cannot divide by an attribute"),
            ("a.width == b.width / 0", "division by zero"),
            ("a.widht == b.width", "unknown attribute 'widht'"),
            ("aa.width == b.width", "'aa' is not a view on this screen"),
            ("a.width == b.width + padd", "unknown metric 'padd'"),
            ("a.width == b.width + a", "'a' is a view, not a number"),
            ("a.top == b.width", "cannot relate a location ('top') to a dimension ('width')"),
            ("a.top == 10", "a location attribute ('top') cannot be set to a constant; it needs a second item"),
            ("a.leading == b.left", "cannot relate 'leading' to 'left': leading/trailing cannot be mixed with left/right in one constraint"),
            ("a.top = b.top", "'=' is not a relation; use '==', '<=' or '>='"),
            ("a.top == b.top @0", "priority 0 is out of range; it must be between 1 and 1000"),
            ("a.top == b.top @1000.5", "priority 1000.5 is out of range; it must be between 1 and 1000"),
            ("a.top == view.topLayoutGuide.leading", "'topLayoutGuide' has no 'leading'; a layout support guide only has top, bottom and height"),
            ("a.top == b.topLayoutGuide.bottom", "'topLayoutGuide' belongs to the view controller; write 'view.topLayoutGuide' or 'topLayoutGuide'"),
            ("a.top == b.safeArea.margins.top", "unexpected 'margins' after 'b.safeArea'"),
            ("a.top == b.top + nan", "'nan' is not a usable number; constants must be finite"),
        ]
        for (line, message) in cases {
            let (equations, diagnostics) = Self.run(line)
            #expect(equations.isEmpty, "\(line)")
            #expect(diagnostics.filter { $0.severity == .error }.map(\.message) == [message], "\(line)")
        }
    }

    @Test("an error points at the exact text: the misspelt name, with did-you-mean")
    func caret() throws {
        let text = LayoutTestSupport.screen("a.width == bb.width")
        let diagnostic = try #require(LayoutTestSupport.parse(text).diagnostics.first)
        #expect(diagnostic.span?.line == 7)
        #expect(diagnostic.span?.column == 12)
        #expect(diagnostic.span?.length == 2)
        #expect(diagnostic.notes.first?.message == "did you mean 'b'?")
        let rendered = LayoutTestSupport.render([diagnostic], text)
        #expect(rendered.contains("test.layout:7:12: error: 'bb' is not a view on this screen"))
        #expect(rendered.contains("^~"))
    }

    @Test("a typing error points at the whole equation")
    func typingSpan() throws {
        let text = LayoutTestSupport.screen("  a.top == b.width @750")
        let diagnostic = try #require(LayoutTestSupport.parse(text).diagnostics.first)
        #expect(diagnostic.ruleID == RuleID.constraintType)
        #expect(diagnostic.span?.column == 3)
        #expect(diagnostic.span?.length == "a.top == b.width @750".utf8.count)
    }
}

extension LayoutEquationTests {
    @Test("a missing right side is reported on its own line, and the next line still counts")
    func missingRightSide() {
        let (equations, diagnostics) = Self.run("a.top ==\nb.top == view.top\na.width == b.width @\nmetric x =\nc.top == b.top")
        #expect(diagnostics.map(\.message) == ["expected an operand after '==' on the same line",
                                                "expected an operand after '@' on the same line",
                                                "expected an operand after '=' on the same line"])
        #expect(diagnostics.map { $0.span?.line ?? 0 } == [8, 10, 11])
        #expect(equations == ["b.top == view.top", "c.top == b.top"])
    }
}
