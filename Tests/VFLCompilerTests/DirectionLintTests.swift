import Testing
import LayoutIR
@testable import VFLCompiler

/// `mixed-direction` is judged by laying a screen out in both directions: only views that stay
/// while others mirror (or that do neither) are reported. Frames on the iPhone SE, 320 wide.
@Suite struct DirectionLintTests {
    static func rules(_ text: String) -> [String] {
        LayoutCompiler().compile(SourceFile(path: "Direction.layout", text: "screen Demo {\n    devices iPhoneSE\n" + text + "\n}\n"))
            .diagnostics.compactMap { $0.ruleID?.rawValue }
    }

    @Test("a row laid out leading-first with a left-pinned view: right-to-left the two drift apart")
    func leftInALeadingRow() {
        // LTR: icon (16, 24 wide), title.left = icon.right + 8 = 48. RTL: the icon mirrors to
        // 320 − 16 − 24 = 280 while the title stays at 48: they no longer touch.
        #expect(Self.rules("""
                view icon
                view title
                icon.leading == view.leading + 16
                icon.width == 24
                icon.top == view.top
                icon.height == 24
                title.left == view.left + 48
                title.width == 100
                title.top == view.top
                title.height == 24
            """).contains("mixed-direction"))
    }

    @Test("a full-width card pinned left and right with a trailing badge mirrors consistently: nothing to report")
    func fullWidthCardWithTrailingBadge() {
        #expect(!Self.rules("""
                view card {
                    view badge
                }
                card.left == view.left
                card.right == view.right
                card.top == view.top
                card.height == 100
                badge.trailing == card.trailing - 8
                badge.top == card.top + 8
                badge.width == 20
                badge.height == 20
            """).contains("mixed-direction"))
    }

    @Test("a view centred in its superview is symmetric; left/right alone never mirrors: nothing to report")
    func symmetricAndAbsoluteOnly() {
        #expect(!Self.rules("""
                view logo
                view caption
                logo.centerX == view.centerX
                logo.width == 80
                logo.top == view.top
                logo.height == 80
                caption.left == view.left + 20
                caption.right == view.right - 20
                caption.top == logo.bottom + 8
                caption.height == 20
                caption.leading == view.leading + 20
            """).contains("mixed-direction"))
    }

    @Test("a container placed and sized by its caller (a cell) neither stays nor mirrors; its left/right fill and leading label agree")
    func containerPlacedByItsCaller() {
        // No constraint gives `cell` an x or a width against the screen: a table or a caller
        // does. For any cell width W, `background` (left/right on the cell) is (0, W) in both
        // directions, and `title` is at 16 left-to-right and W − 16 − 100 right-to-left: a mirror
        // image. The cell's own solved origin and width say nothing, so no finding.
        #expect(!Self.rules("""
                view cell {
                    view background
                    view title
                }
                background.left == cell.left
                background.right == cell.right
                background.top == cell.top
                background.bottom == cell.bottom
                title.leading == cell.leading + 16
                title.width == 100
                title.top == cell.top + 8
                title.height == 20
            """).contains("mixed-direction"))
    }

    /// A badge pinned by its left to a box, beside a banner placed by its leading edge. With the
    /// box placed by its leading edge too, right-to-left the box mirrors to 320 − 8 − 50 = 262
    /// and the badge follows it to 266, while the badge's mirror image is 320 − 12 − 10 = 298:
    /// it neither stays nor mirrors. With the box's x written nowhere (the code places it, or a
    /// constraint the code switches did), the box and its badge are wherever the solver puts
    /// them, in either direction: no layout the code can choose is judged.
    static func boxAndBadge(box: String) -> String {
        """
            view banner
            view box
            view badge
            banner.leading == view.leading + 16
            banner.width == 100
            banner.top == view.top
            banner.height == 20
            \(box)
            box.width == 50
            box.top == view.top + 40
            box.height == 20
            badge.left == box.left + 4
            badge.width == 10
            badge.top == box.top
            badge.height == 10
        """
    }

    @Test("a view whose x nothing fixes gets no verdict; the same view placed by its leading edge does")
    func positionNothingFixes() {
        #expect(!Self.rules(Self.boxAndBadge(box: "")).contains("mixed-direction"))
        #expect(Self.rules(Self.boxAndBadge(box: "box.leading == view.leading + 8")).contains("mixed-direction"))
    }

    /// An icon inside a left-anchored box follows a centred header's leading edge: laid out
    /// right-to-left it moves to the header's other side (its right edge at 160 + 50 = 210),
    /// which is neither where it was in the box (110) nor its mirror image there (200 − 110 − 10
    /// = 80), yet it lines up with the header in both directions: no verdict on it.
    @Test("a view that only follows a symmetrically placed view's leading edge gets no 'neither' verdict")
    func followsACentredView() {
        #expect(!Self.rules("""
                view box {
                    view icon
                }
                view header
                box.left == view.left
                box.width == 200
                box.top == view.top
                box.height == 100
                header.centerX == view.centerX
                header.width == 100
                header.top == view.top + 120
                header.height == 20
                icon.leading == header.leading
                icon.width == 10
                icon.top == box.top
                icon.height == 10
            """).contains("mixed-direction"))
    }

    /// Two 320-wide pages chained left to right (a paging scroll view's content: page 1 at 0, page 2
    /// at 320, both staying right to left) and a 60-wide logo at the leading edge of page 1 + 20:
    /// right to left it moves to 320 − 20 − 60 = 240 inside page 1, which stays. A view inside
    /// another mirrors within it; nothing that lines up drifts apart. A 60-wide tag left of the
    /// screen at 20, beside the logo in the same superview, would: it stays at 20.
    @Test("a view mirroring inside a superview that stays is no drift; a sibling that stays beside it is")
    func mirroringInsideAStayingParent() {
        let pages = """
                view page1 {
                    view logo
                }
                view page2
                page1.left == view.left
                page1.width == 320
                page1.top == view.top
                page1.height == 200
                page2.left == page1.right
                page2.width == 320
                page2.top == view.top
                page2.height == 200
                logo.leading == page1.leading + 20
                logo.width == 60
                logo.top == page1.top + 20
                logo.height == 60
            """
        #expect(!Self.rules(pages).contains("mixed-direction"))
        let withTag = pages.replacingOccurrences(of: "        view logo\n", with: "        view logo\n            view tag\n")
            + "\n        tag.left == page1.left + 20\n        tag.width == 60\n        tag.top == page1.top + 100\n        tag.height == 20"
        #expect(Self.rules(withTag).contains("mixed-direction"))
    }

    /// A 100.5-wide title centred in the 320-pt root sits at 109.75, shown on the @2x grid at
    /// 110 (or 109.5): its mirror image computed from the shown numbers, 320 − 110 − 100.5 =
    /// 109.5, is half a point off, which is the grid's, not a drift. With a close button at the
    /// trailing edge and a box pinned left and right (symmetric), nothing drifts.
    @Test("a centred view whose shown frame is rounded to the pixel grid mirrors onto itself: no mixed-direction")
    func centredViewOnThePixelGrid() {
        #expect(!Self.rules("""
                label title { intrinsic 100.5x24 }
                button close { intrinsic 30x30 }
                view box
                title.centerX == view.centerX
                title.top == view.top + 20
                close.trailing == view.trailing - 8
                close.top == view.top + 16
                box.left == view.left + 16
                box.right == view.right - 16
                box.top == title.bottom + 8
                box.height == 100
            """).contains("mixed-direction"))
    }
}
