import LayoutIR
import LayoutSyntax
import Testing

// Damaged pastes and odd forms (issue 29, item 4). The logs are written for these tests in the
// shapes real pastes take (Docs/console-logs.md); names, addresses and numbers are made up.

private func read(_ text: String) -> ConsoleLog { ConsoleLogReader.read(text, path: "paste.log") }

private func equations(_ conflict: ConsoleLogConflict) -> [String] { conflict.constraints.compactMap { $0.constraint?.description } }

@Test func markdownBackslashEscapesAreUndone() {
    // CommonMark lets a backslash escape any ASCII punctuation; a page copied back to markdown
    // escapes `[`, `]` and `*`. The escaped `*` is still the product UIKit printed.
    let log = read(#"""
        Unable to simultaneously satisfy constraints.
        (
            "<NSLayoutConstraint:0x1 H:\[UILabel:0xa1\]-(16)-|   (active, names: '|':UIView:0xb1 )>",
            "<NSLayoutConstraint:0x2 UILabel:0xa1.width == 0.5\*UIView:0xb1.width + 20   (active)>"
        )
        """#)
    #expect(log.diagnostics.isEmpty, "\(log.diagnostics.map(\.message))")
    #expect(equations(log.conflicts[0]) == [
        "UIView#1.trailing == UILabel#1.trailing + 16",
        "UILabel#1.width == UIView#1.width * 0.5 + 20",
    ])
}

@Test func emphasisWrittenBackAsAStarStandsForALeadingUnderscore() {
    // `'_UITemporaryLayoutWidth' … deltachat_ios` rendered as italics and copied back as `*`.
    // A `*` after a digit (`0.25*UIView`) or after a number and a space is a product.
    let log = read("""
        Unable to simultaneously satisfy constraints.
        (
            "<NSLayoutConstraint:0x1 '*UITemporaryLayoutWidth' chat*ios.TitleView:0xc1.width == 0   (active)>",
            "<NSLayoutConstraint:0x2 UIView:0xa1.width == 0.25*chat*ios.TitleView:0xc1.width   (active)>",
            "<NSLayoutConstraint:0x3 UIView:0xa1.height == 2 * UIView:0xa1.width   (active)>"
        )
        """)
    #expect(log.diagnostics.isEmpty, "\(log.diagnostics.map(\.message))")
    let constraints = log.conflicts[0].constraints
    #expect(constraints[0].identifier == "_UITemporaryLayoutWidth")
    #expect(constraints[0].role == .temporaryLayout)
    #expect(log.view(named: "TitleView#1")?.className == "chat_ios.TitleView")
    #expect(equations(log.conflicts[0])[1] == "UIView#1.width == TitleView#1.width * 0.25")
    #expect(equations(log.conflicts[0])[2] == "UIView#1.height == UIView#1.width * 2")
}

@Test func aNamesEntryWithTheViewsTextResolvesLikeOneWithout() {
    // `'|':Class:0x…'text'`: the superview of the VFL body, printed with its reuse identifier.
    let labelled = read("""
        Unable to simultaneously satisfy constraints.
        (
            "<NSLayoutConstraint:0x1 H:|-(20)-[UILabel:0xa1'Hi']   (active, names: '|':UITableViewCellContentView:0xc1'FeedCell' )>",
            "<NSLayoutConstraint:0x2 'UIView-Encapsulated-Layout-Width' UITableViewCellContentView:0xc1'FeedCell'.width == 320   (active)>"
        )
        """)
    let plain = read("""
        Unable to simultaneously satisfy constraints.
        (
            "<NSLayoutConstraint:0x1 H:|-(20)-[UILabel:0xa1'Hi']   (active, names: '|':UITableViewCellContentView:0xc1 )>",
            "<NSLayoutConstraint:0x2 'UIView-Encapsulated-Layout-Width' UITableViewCellContentView:0xc1'FeedCell'.width == 320   (active)>"
        )
        """)
    let expected = ["UILabel#1.leading == UITableViewCellContentView#1.leading + 20", "UITableViewCellContentView#1.width == 320"]
    #expect(equations(labelled.conflicts[0]) == expected)
    #expect(equations(plain.conflicts[0]) == expected)
    #expect(!labelled.views.contains { $0.isUnknownSuperview })
}

@Test func aConstraintWhoseNumberIsLostIsAnErrorAtItsLineNeverZero() {
    let log = read("""
        Unable to simultaneously satisfy constraints.
        (
            "<NSAutoresizingMaskLayoutConstraint:0x1 h=--& v=--& UIView:0xa1.midY ==>",
            "<NSLayoutConstraint:0x2 UIView:0xa1.top == UIView:0xb1.top +   (active)>",
            "<NSLayoutConstraint:0x3 UIView:0xa1.height == 50   (active)>"
        )
        """)
    #expect(log.conflicts[0].constraints.count == 1)
    #expect(log.conflicts[0].unreadableCount == 2)
    let errors = log.diagnostics.filter { $0.severity == .error }
    #expect(errors.map { $0.span?.line } == [3, 4])
    // The caret sits at the relation or operator whose operand is missing.
    #expect(errors.first?.message == "nothing after '==': the constraint's number or view is missing")
    #expect(errors.first?.span?.column == 75)
    #expect(errors.last?.message == "nothing after '+': the constraint's number is missing")
}

@Test func aDamagedBreakLineIsMatchedByItsAddressOrItsTextOrReported() {
    let list = """
        Unable to simultaneously satisfy constraints.
        (
            "<NSLayoutConstraint:0x1 UIView:0xa1.height == 50   (active)>",
            "<NSLayoutConstraint:0x2 UIView:0xa1.height == 80   (active)>"
        )

        """
    // Cut off: the address is still there.
    let byAddress = read(list + "Will attempt to recover by breaking constraint \n<NSLayoutConstraint:0x2 UIView:0xa1.heig\n")
    #expect(byAddress.conflicts[0].brokenIndex == 1)
    // A body that no longer reads (its number lost), the address intact.
    let unreadable = read(list + "Will attempt to recover by breaking constraint \n<NSLayoutConstraint:0x1 UIView:0xa1.height == >\n")
    #expect(unreadable.conflicts[0].brokenIndex == 0)
    // A hard wrap split the break line itself.
    let wrapped = read(list + "Will attempt to recover by\nbreaking constraint <NSLayoutConstraint:0x2 UIView:0xa1.height == 80   (active)>\n")
    #expect(wrapped.conflicts[0].brokenIndex == 1)
    #expect(wrapped.conflicts.count == 1)
    // No address and a text that begins no item: reported at the break line.
    let lost = read(list + "Will attempt to recover by breaking constraint \n<NSLayoutConstraint:0xzz UIView:0xa1.wid\n")
    #expect(lost.conflicts[0].brokenIndex == nil)
    let warning = lost.diagnostics.first { $0.message.hasPrefix("the constraint after \"Will attempt to recover by breaking\"") }
    #expect(warning?.span?.line == 6)
}

@Test func aLogCutBeforeItsListSaysSo() {
    let log = read("""
        2019-01-01 10:00:00.000 App[1:2] [LayoutConstraints] Unable to simultaneously satisfy constraints.
        \tProbably at least one of the constraints in the following list is one you don't want.
        """)
    #expect(log.conflicts.count == 1)
    #expect(log.diagnostics.map(\.message) == ["the log is cut before its list of constraints"])
    #expect(log.diagnostics.first?.severity == .warning)
    let inside = read("""
        Unable to simultaneously satisfy constraints.
        (
            "<NSLayoutConstraint:0x1 UIView:0xa1.height == 50   (active)>",
        """)
    #expect(inside.diagnostics.map(\.message) == ["the log is cut inside its list of constraints"])
    #expect(inside.diagnostics.first?.span?.line == 3)
}

@Test func appKitLogsAreAppKitsWithOrWithoutTheirHeader() {
    let withHeader = read("""
        [Layout] Unable to simultaneously satisfy constraints:
        (
            "<NSLayoutConstraint:0x1 NSTextField:0xa1.width == 300   (active)>",
            "<NSLayoutConstraint:0x2 NSTextField:0xa1.width == 200   (active)>"
        )
        """)
    #expect(withHeader.conflicts[0].framework == .appKit)
    // The list alone: its views are NSViews.
    let listOnly = read("""
        "<NSLayoutConstraint:0x1 H:|-(20)-[NSButton:0xa1]   (active, names: '|':NSView:0xb1 )>",
        "<NSLayoutConstraint:0x2 NSView:0xb1.width == 10   (active)>"
        """)
    #expect(listOnly.conflicts[0].framework == .appKit)
    let uikit = read("""
        Unable to simultaneously satisfy constraints.
        (
            "<NSLayoutConstraint:0x1 UIView:0xa1.width == 300   (active)>",
            "<NSLayoutConstraint:0x2 UIView:0xa1.width == 200   (active)>"
        )
        """)
    #expect(uikit.conflicts[0].framework == .uiKit)
}

@Test func aListWithoutParenthesesAndABreakLineHoldingItsConstraint() {
    // Pages that re-render the log drop the list's `(` and `)` and put blank lines between
    // items; old logs print the broken constraint on the break line itself.
    let log = read("""
        2014-01-02 03:04:05.678 News[1:2] Unable to simultaneously satisfy constraints.
            Probably at least one of the constraints in the following list is one you don't want.

            "<NSLayoutConstraint:0x1 UIView:0xa1.height == 0.5*UIView:0xa1.width>",

            "<NSLayoutConstraint:0x2 'UIView-Encapsulated-Layout-Width' H:[FeedCell:0xc1(300)]>",
            "<NSLayoutConstraint:0x3 UIView:0xa1.width == FeedCell:0xc1.width>"
        Will attempt to recover by breaking constraint <NSLayoutConstraint:0x1 UIView:0xa1.height == 0.5*UIView:0xa1.width>
        """)
    #expect(log.diagnostics.isEmpty, "\(log.diagnostics.map(\.message))")
    #expect(log.conflicts.count == 1)
    #expect(log.conflicts[0].constraints.count == 3)
    #expect(log.conflicts[0].brokenIndex == 0)
}

@Test func aPasteThatLostEveryLineBreakIsReadInOrder() {
    // Header, list, break line and footer on one line, as a page that dropped the newlines
    // shows them; then a second conflict on the same line.
    let one = #"2015-10-01 11:45:13.732 App[1:2] Unable to simultaneously satisfy constraints.    Probably at least one of the constraints in the following list is one you don't want. (    "<NSLayoutConstraint:0x1 V:[UISegmentedControl:0xa1]-(8)-|   (Names: '|':UIView:0xc1 )>",    "<NSLayoutConstraint:0x2 V:|-(8)-[UISegmentedControl:0xa1]   (Names: '|':UIView:0xc1 )>",    "<NSLayoutConstraint:0x3 'UISV-hiding' V:[UIView:0xc1(0)]>")Will attempt to recover by breaking constraint <NSLayoutConstraint:0x1 V:[UISegmentedControl:0xa1]-(8)-|   (Names: '|':UIView:0xc1 )>Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger."#
    let second = #" Unable to simultaneously satisfy constraints. (    "<NSLayoutConstraint:0x4 UIButton:0xb1.width == 44>",    "<NSLayoutConstraint:0x5 UIButton:0xb1.width == 40>")Will attempt to recover by breaking constraint <NSLayoutConstraint:0x5 UIButton:0xb1.width == 40>"#
    let log = read(one + second)
    #expect(log.diagnostics.isEmpty, "\(log.diagnostics.map(\.message))")
    #expect(log.conflicts.count == 2)
    #expect(log.conflicts.first.map(equations) == [
        "UIView#1.bottom == UISegmentedControl#1.bottom + 8",
        "UISegmentedControl#1.top == UIView#1.top + 8",
        "UIView#1.height == 0",
    ])
    #expect(log.conflicts.first?.brokenIndex == 0)
    #expect(log.conflicts.last?.constraints.count == 2)
    #expect(log.conflicts.last?.brokenIndex == 1)
    // Every constraint still points at its column in the one physical line.
    #expect(log.conflicts.first?.constraints.first.map { [$0.span.line, $0.span.column] } == [1, 175])
}

@Test func aLabelWhoseTextIsAnAngleBracketStaysInsideItsItem() {
    // A disclosure label whose text is '>' (and one whose text is '<'): the text after an
    // address is the view's own, so its brackets do not end or open an item.
    let log = read("""
        Unable to simultaneously satisfy constraints.
        (
            "<NSLayoutConstraint:0x1 UILabel:0xa1'>'.height == 12   (active)>",
            "<NSLayoutConstraint:0x2 UILabel:0xa1'>'.top == UIView:0xb1.top + 8   (active)>",
            "<NSLayoutConstraint:0x3 UIView:0xb1.bottom == UILabel:0xa2'<'.bottom + 8   (active)>"
        )

        Will attempt to recover by breaking constraint
        <NSLayoutConstraint:0x1 UILabel:0xa1'>'.height == 12   (active)>
        """)
    #expect(log.diagnostics.isEmpty, "\(log.diagnostics.map(\.message))")
    #expect(log.conflicts.first?.constraints.count == 3)
    #expect(log.conflicts.first?.brokenIndex == 0)
    #expect(log.view(named: "UILabel#1")?.label == ">")
    #expect(log.view(named: "UILabel#2")?.label == "<")
}

@Test func anObjectDescriptionWithTheBodyAfterItIsRead() {
    // `<Class: 0xADDRESS>` is NSObject's own description (a space before the address); a
    // category that overrides -description may print it and then the body, and append the
    // items' names as a pair, `((null), (null))` when they have none. A page that
    // percent-encoded brackets prints `(%28null%29, %28null%29)`.
    let log = read("""
        Unable to simultaneously satisfy constraints.
        (
            "<NSAutoresizingMaskLayoutConstraint: 0x1a> H:[BannerView:0xb1(320)](%28null%29, %28null%29)",
            "<NSLayoutConstraint: 0x2b> H:|-(16)-[UILabel:0xa1] ((null), (null))",
            "<NSLayoutConstraint: 0x3c> (null) ((null), (null))"
        )
        """)
    let constraints = log.conflicts[0].constraints
    #expect(constraints.map(\.address) == ["0x1a", "0x2b"])
    #expect(equations(log.conflicts[0]) == [
        "BannerView#1.width == 320",
        "UILabel#1.leading == superview of UILabel#1.leading + 16",
    ])
    // The third printed '(null)' for its whole text: unreadable, said at its line.
    #expect(log.conflicts[0].unreadableCount == 1)
    #expect(log.diagnostics.map(\.message) == ["the log printed '(null)' for this constraint: its text is lost"])
    #expect(log.diagnostics.first?.span?.line == 5)
}

@Test func anAddressBrokenAtASpaceIsJoined() {
    // A paste reflowed as prose (slides, PDFs) breaks long words at spaces: `0x7f e7…`, `0x 7f…`.
    // Nothing but a `'text'` may follow an address inside a view reference, so the hex digits
    // after the space are the rest of it.
    let log = read("""
        Unable to simultaneously satisfy constraints.
        ( "<NSLayoutConstraint:0x1 H:[UIImageView:0x7f e70943(320)]>", "<NSLayoutConstraint:0x2 H:|-(0)-[UIImageView:0x7fe70943] (Names: '|':UIView:0x7fe7f40 )>", "<NSLayoutConstraint:0x3 'UIView-Encapsulated-Layout-Width' H:[UIView:0x 7fe7f40(414)]>" )
        """)
    #expect(log.diagnostics.isEmpty, "\(log.diagnostics.map(\.message))")
    #expect(log.conflicts[0].constraints.count == 3)
    #expect(log.views.filter { $0.className == "UIImageView" }.count == 1)
    #expect(log.views.filter { $0.className == "UIView" }.map(\.address) == ["0x7fe7f40"])
}

@Test func anItemWhoseBracketThePasteSetApartIsRead() {
    // `"< NSLayoutConstraint:0x…>"`: only a constraint class counts after a spaced bracket.
    let log = read("""
        Unable to simultaneously satisfy constraints.
        ( "< NSLayoutConstraint:0x1 V:[UIView:0xa1(34)]>", "< NSLayoutConstraint:0x2 UIView:0xa1.height == 40>" )
        """)
    #expect(log.diagnostics.isEmpty, "\(log.diagnostics.map(\.message))")
    #expect(equations(log.conflicts[0]) == ["UIView#1.height == 34", "UIView#1.height == 40"])
}

@Test func aBreakLineCutBeforeItsConstraintIsSaid() {
    // The paste ends inside the break line: the list is explained, and the missing break is said
    // once, at the line, whether the cut falls after "recover by br" or after "Will".
    for cut in ["Will attempt to recover by br", "Will "] {
        let log = read("""
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x1 UIView:0xa1.height == 34   (active)>",
                "<NSLayoutConstraint:0x2 UIView:0xa1.height == 40   (active)>"
            )

            \(cut)
            """)
        #expect(log.conflicts.count == 1)
        #expect(log.conflicts.first?.constraints.count == 2)
        #expect(log.conflicts.first?.broken == nil)
        #expect(log.diagnostics.map(\.message) == ["the break line is cut before the constraint it names"], "\(cut)")
        #expect(log.diagnostics.first?.span?.line == 7)
    }
}

@Test func itemsPastedWithoutQuotesOrBracketsAreRead() {
    // A reprint of the list (a library's own logging, or a person retyping it) may drop each
    // item's `"<` and `>"` and keep a trailing comma: a line that starts with a constraint class
    // and its address is one item, up to the line's end. A bare break line is the broken one.
    let log = read("""
        Unable to simultaneously satisfy constraints.
        (
            NSLayoutConstraint:0x1a BadgeView:0xb1.leading == UITableViewCellContentView:0xc1.leading + 5,
            NSLayoutConstraint:0x2b UITableViewCellContentView:0xc1.trailing == BadgeView:0xb1.trailing,
            NSLayoutConstraint:0x3c UITableViewCellContentView:0xc1.width == 0
        )
        Will attempt to recover by breaking constraint
        NSLayoutConstraint:0x2b UITableViewCellContentView:0xc1.trailing == BadgeView:0xb1.trailing
        """)
    #expect(log.diagnostics.isEmpty, "\(log.diagnostics.map(\.message))")
    #expect(log.conflicts.count == 1)
    #expect(log.conflicts.first?.constraints.map(\.address) == ["0x1a", "0x2b", "0x3c"])
    #expect(log.conflicts.first.map(equations) == [
        "BadgeView#1.leading == UITableViewCellContentView#1.leading + 5",
        "UITableViewCellContentView#1.trailing == BadgeView#1.trailing",
        "UITableViewCellContentView#1.width == 0",
    ])
    #expect(log.conflicts.first?.brokenIndex == 1)
}

@Test func aLineNamingAConstraintWithoutABodyIsNoItem() {
    // `NSLayoutConstraint:0x1a` alone (an address quoted in prose) describes nothing.
    let log = read("""
        Unable to simultaneously satisfy constraints.
        (
            "<NSLayoutConstraint:0x1 UIView:0xa1.width == 10   (active)>"
            NSLayoutConstraint:0x1a
        )
        """)
    #expect(log.conflicts.first?.constraints.count == 1)
}
