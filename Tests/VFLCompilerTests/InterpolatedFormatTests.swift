import Testing
import LayoutIR
@testable import VFLCompiler

/// Visual formats written as Swift strings with interpolations. Swift writes an `Int`, `CGFloat` or
/// `Double` it interpolates as a decimal number (TSPL, String Interpolation), which the Visual
/// Format grammar reads where it takes a number (`Grammar/vfl.ebnf`: a connection's constant, a
/// predicate's constant or priority); a name bound to a string literal gives that literal's text.
@Suite struct InterpolatedFormatTests {
    static func controller(_ body: String) -> String {
        FormatArgumentTests.controller(body)
    }

    @Test func anInterpolatedNumberIsTheConnectionsConstant() {
        // 16 on both sides, and a predicate 2 × 16 = 32 tall.
        let compiled = CodeReading.compile(Self.controller(#"""
                let padding: CGFloat = 16
                NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|-\(padding)-[title]-\(padding)-|", options: [], metrics: nil, views: ["title": title]))
                NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:|-8-[title(\(padding * 2))]", options: [], metrics: nil, views: ["title": title]))
        """#))
        let equations = CodeReading.equations(compiled)
        #expect(equations.contains("title.leading == view.leading + 16"), "\(equations)")
        #expect(equations.contains("view.trailing == title.trailing + 16"), "\(equations)")
        #expect(equations.contains("title.height == 32"), "\(equations)")
        #expect(equations.contains("title.top == view.top + 8"), "\(equations)")
        #expect(!compiled.diagnostics.contains { $0.severity == .error || $0.severity == .warning })
    }

    @Test func aRelationAndPriorityAroundAnInterpolationStay() {
        // `(>=\(gap)@\(level))`: the constant and the priority are both numbers.
        let compiled = CodeReading.compile(Self.controller(#"""
                let gap = 20
                let level = 750
                NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|-(>=\(gap)@\(level))-[title]", options: [], metrics: nil, views: ["title": title]))
        """#))
        let equations = CodeReading.equations(compiled)
        #expect(equations.contains("title.leading >= view.leading + 20 @750"), "\(equations)")
    }

    @Test func aNameBoundToAStringLiteralGivesItsText() {
        let compiled = CodeReading.compile(Self.controller(#"""
                let icon = UIView()
                icon.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(icon)
                let row = "[icon(40)]-8-[title]"
                NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|-\(row)-|", options: [], metrics: nil, views: ["title": title, "icon": icon]))
        """#))
        // `H:|-[icon(40)]-8-[title]-|`: a standard space at `|` is the superview's margin
        // (Docs/VisualFormat.md, standard spacing).
        let equations = CodeReading.equations(compiled)
        #expect(equations.contains("icon.leading == view.leadingMargin"), "\(equations)")
        #expect(equations.contains("icon.width == 40"), "\(equations)")
        #expect(equations.contains("title.leading == icon.trailing + 8"), "\(equations)")
        #expect(equations.contains("view.trailingMargin == title.trailing"), "\(equations)")
    }

    @Test func aValueOnlyTheAppKnowsIsARunTimeValue() {
        let compiled = CodeReading.compile(Self.controller(#"""
                NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|-\(self.margin)-[title]|", options: [], metrics: nil, views: ["title": title]))
        """#))
        let unsolved = CodeReading.unsolved(compiled)
        #expect(unsolved.contains { $0.0 == "title.leading == view.leading" && $0.1.contains("run-time") }, "\(unsolved)")
        #expect(CodeReading.equations(compiled).contains("view.trailing == title.trailing"))
    }

    @Test(arguments: [
        // After a full connection a view goes: the text may be several views (`[a]-0-[b]`).
        #""H:|-12-\(row)-[title]|""#,
        // At the end, where a view or the superview goes.
        #""V:[title]-(>=12)-\(tail)""#,
        // Joined to a name, it builds the name.
        #""H:|[title\(index)]|""#,
        // Two interpolations side by side: neither is known to be a number.
        #""H:|-\(a)\(b)-[title]|""#,
    ])
    func interpolationsWhereAViewMayGoAreNotRead(format: String) {
        let compiled = CodeReading.compile(Self.controller("""
                NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: \(format), options: [], metrics: nil, views: ["title": title]))
        """))
        #expect(CodeReading.equations(compiled).isEmpty, "\(CodeReading.equations(compiled))")
        #expect(!compiled.diagnostics.contains { $0.severity == .error || $0.severity == .warning },
                "\(compiled.diagnostics.map(\.message))")
    }
}
