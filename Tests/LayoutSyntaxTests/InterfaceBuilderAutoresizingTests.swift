import Testing
@testable import LayoutSyntax

/// Autoresizing masks as constraints (UIKit's rule: a change of the superview's size is shared by
/// the flexible parts in proportion to their lengths; fixed parts keep theirs).
@Suite("Interface Builder autoresizing")
struct InterfaceBuilderAutoresizingTests {
    private let child = LayoutItem(view: "c")
    private let parent = LayoutItem(view: "p")
    private let origin = ConstraintOrigin(syntax: .autoresizing)
    private let frame = LayoutRect(x: 10, y: 20, width: 100, height: 40)
    private let superview = LayoutSize(width: 320, height: 100)

    private func equations(_ mask: AutoresizingMask) -> [String]? {
        IBAutoresizing.constraints(child: child, parent: parent, frame: frame, superviewSize: superview, mask: mask,
                                   origin: origin)?.map(\.description)
    }

    @Test("no flexibility keeps origin and size; a flexible trailing margin changes nothing either")
    func fixed() {
        let expected = ["c.left == p.left + 10", "c.width == 100", "c.top == p.top + 20", "c.height == 40"]
        #expect(equations([]) == expected)
        #expect(equations([.flexibleRightMargin, .flexibleBottomMargin]) == expected)
    }

    @Test("a flexible width pins both edges (right margin 320 − 10 − 100 = 210)")
    func flexibleWidth() {
        #expect(equations([.flexibleWidth])?.prefix(2) == ["c.left == p.left + 10", "c.right == p.right - 210"])
    }

    @Test("flexible width and right margin share a change 100 : 210, so width = p.width × 100/310 + 100 − 320 × 100/310")
    func proportional() throws {
        let constraints = try #require(IBAutoresizing.constraints(child: child, parent: parent, frame: frame, superviewSize: superview,
                                                                  mask: [.flexibleWidth, .flexibleRightMargin], origin: origin))
        let width = constraints[1]
        #expect(width.multiplier == 100.0 / 310.0)
        #expect(abs(width.constant - (100 - 320 * 100.0 / 310.0)) < 1e-9)
        // At the designed width the frame is unchanged: 320 × 100/310 + (100 − 320 × 100/310) = 100.
        #expect(abs(320 * width.multiplier + width.constant - 100) < 1e-9)
    }

    @Test("a flexible left margin pins the right edge; equal flexible margins centre; other mixes are left to the engine")
    func others() {
        #expect(equations([.flexibleLeftMargin])?.first == "c.right == p.right - 210")
        let centred = LayoutRect(x: 110, y: 20, width: 100, height: 40)  // 110 on each side of 320
        let constraints = IBAutoresizing.constraints(child: child, parent: parent, frame: centred, superviewSize: superview,
                                                     mask: [.flexibleLeftMargin, .flexibleRightMargin], origin: origin)
        #expect(constraints?.first?.description == "c.centerX == p.centerX")
        #expect(equations([.flexibleLeftMargin, .flexibleRightMargin]) == nil)  // 10 ≠ 210: not centred
        #expect(equations([.flexibleLeftMargin, .flexibleWidth]) == nil)
    }

    @Test("estimated text widths: 'Title' at 17 pt is (11 + 5 + 5 + 5 + 9) × 1.1 = 38.5 → 39; a button adds 16")
    func textWidth() throws {
        let text = """
            <objects><label text="Title" id="l"/><button id="b"><state key="normal" title="Title"/><fontDescription key="fontDescription" pointSize="34"/></button></objects>
            """
        let tree = try XMLReader.read(Array(text.utf8)).get()
        #expect(IBTextMetrics.estimatedWidth(of: 1, in: tree) == 39)
        // 34 pt doubles the advances: 38.5 × 2 = 77, plus 16 of padding.
        #expect(IBTextMetrics.estimatedWidth(of: 2, in: tree) == 93)
    }

    @Test("a text broken into lines is as wide as its widest line: 'Title' over 'ii' is 39, as 'Title' alone")
    func widestLine() throws {
        // `&#10;` is a newline and `&#x2028;` the line separator; 'ii' is (5 + 5) × 1.1 = 11 → 11.
        let text = """
            <objects><label text="ii&#10;Title" id="l"/><label text="Title&#x2028;ii" id="m"/></objects>
            """
        let tree = try XMLReader.read(Array(text.utf8)).get()
        #expect(IBTextMetrics.estimatedWidth(of: 1, in: tree) == 39)
        #expect(IBTextMetrics.estimatedWidth(of: 2, in: tree) == 39)
    }

    @Test("an empty text field measures its placeholder: 'Name' at 17 pt is (11 + 9 + 9 + 9) × 1.1 = 41.8 → 42, plus 16")
    func textFieldPlaceholderWidth() throws {
        let text = """
            <objects><textField placeholder="Name" id="f"/><textField text="" id="g"/></objects>
            """
        let tree = try XMLReader.read(Array(text.utf8)).get()
        #expect(IBTextMetrics.estimatedWidth(of: 1, in: tree) == 58)
        // Neither text nor placeholder: the 8-pt insets on each side alone (UIKit sizes a field
        // by the text it holds; Docs/InterfaceBuilder.md, "Text outside the design environment").
        #expect(IBTextMetrics.estimatedWidth(of: 2, in: tree) == 16)
    }
}
