import LayoutIR
import LayoutSyntax
import Testing

// Logs written for these tests in the shapes UIKit and AppKit print (Docs/console-logs.md);
// view names, addresses and numbers are made up.

private func read(_ text: String) -> ConsoleLog { ConsoleLogReader.read(text, path: "paste.log") }

private func equations(_ conflict: ConsoleLogConflict) -> [String] { conflict.constraints.compactMap { $0.constraint?.description } }

@Test func iOS8LogWithTimestampOneLineAdviceAndNames() {
    let log = read("""
        2015-02-03 10:11:12.345 Demo[123:4567] Unable to simultaneously satisfy constraints.
            Probably at least one of the constraints in the following list is one you don't want. Try this: (1) look at each constraint and try to figure out which you don't expect; (2) find the code that added the unwanted constraint or constraints and fix it. (Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) 
        (
            "<NSLayoutConstraint:0x7f9a1b2c3d40 H:|-(12)-[UILabel:0x7f9a1b2c4e50'Title']   (Names: '|':UIView:0x7f9a1b2c5f60 )>",
            "<NSLayoutConstraint:0x7f9a1b2c3d41 H:[UILabel:0x7f9a1b2c4e50'Title'(300)]>",
            "<NSLayoutConstraint:0x7f9a1b2c3d42 H:[UILabel:0x7f9a1b2c4e50'Title']-(12)-|   (Names: '|':UIView:0x7f9a1b2c5f60 )>",
            "<NSAutoresizingMaskLayoutConstraint:0x7f9a1b2c3d43 h=--& v=--& H:[UIView:0x7f9a1b2c5f60(320)]>"
        )

        Will attempt to recover by breaking constraint 
        <NSLayoutConstraint:0x7f9a1b2c3d41 H:[UILabel:0x7f9a1b2c4e50'Title'(300)]>

        Break on objc_exception_throw to catch this in the debugger.
        The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKit/UIView.h> may also be helpful.
        """)
    #expect(log.diagnostics.isEmpty)
    #expect(log.conflicts.count == 1)
    let conflict = log.conflicts[0]
    #expect(conflict.form == .uikit)
    #expect(conflict.brokenIndex == 1)
    // VFL bodies mean one linear constraint each: `|-(c)-[v]` is v.leading == super.leading + c.
    #expect(equations(conflict) == [
        "UILabel#1.leading == UIView#1.leading + 12",
        "UILabel#1.width == 300",
        "UIView#1.trailing == UILabel#1.trailing + 12",
        "UIView#1.width == 320",
    ])
    #expect(conflict.constraints[3].role == .autoresizing)
    #expect(conflict.constraints[3].autoresizingMask == "h=--& v=--&")
    #expect(log.view(named: "UILabel#1")?.displayName == "UILabel 'Title' #1")
    #expect(log.conflicts[0].span?.line == 1)
}

@Test func iOS17LogWithCategoryActiveMarksAliasesAndSeveralConflicts() {
    let log = read("""
        2024-05-06 07:08:09.101112+0200 Shop[42:9000] [LayoutConstraints] Unable to simultaneously satisfy constraints.
        \tProbably at least one of the constraints in the following list is one you don't want. 
        \tTry this: 
        \t\t(1) look at each constraint and try to figure out which you don't expect; 
        \t\t(2) find the code that added the unwanted constraint or constraints and fix it. 
        (
            "<NSLayoutConstraint:0x600001a0b0c0 basket.icon.width == 30   (active, names: basket.icon:0x10a0b0c0d )>",
            "<NSLayoutConstraint:0x600001a0b0c1 basket.icon.width == 18   (active, names: basket.icon:0x10a0b0c0d )>"
        )

        Will attempt to recover by breaking constraint 
        <NSLayoutConstraint:0x600001a0b0c0 basket.icon.width == 30   (active, names: basket.icon:0x10a0b0c0d )>

        Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
        The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful.
        2024-05-06 07:08:09.201112+0200 Shop[42:9000] [LayoutConstraints] Unable to simultaneously satisfy constraints.
        (
            "<NSLayoutConstraint:0x600001a0b0d0 UIImageView:0x10a0b0c0d.height == 0.5*UIImageView:0x10a0b0c0d.width   (active)>",
            "<NSLayoutConstraint:0x600001a0b0d1 UIImageView:0x10a0b0c0d.height == 40   (active)>"
        )

        Will attempt to recover by breaking constraint 
        <NSLayoutConstraint:0x600001a0b0d1 UIImageView:0x10a0b0c0d.height == 40   (active)>
        """)
    #expect(log.diagnostics.isEmpty)
    #expect(log.conflicts.count == 2)
    #expect(log.conflicts.map(\.brokenIndex) == [0, 1])
    // One address, one view, across both conflicts: the alias names the same image view.
    let aliasView = log.conflicts[0].constraints[0].viewNames
    let classView = log.conflicts[1].constraints[0].viewNames
    #expect(aliasView == classView)
    #expect(log.view(named: aliasView[0])?.alias == "basket.icon")
    #expect(log.conflicts[1].constraints[0].constraint?.multiplier == 0.5)
}

@Test func appKitClassicAndShortFormsInOnePaste() {
    let log = read("""
        Conflicting constraints detected: (
            "<NSLayoutConstraint:0x6000011a2b30 H:|-(6)-[NSImageView:0x7f8e1a2b3c40](LTR)   (active, names: '|':Notes.RowView:0x7f8e1a2b3c50 )>",
            "<NSLayoutConstraint:0x6000011a2b31 NSImageView:0x7f8e1a2b3c40.right == Notes.RowView:0x7f8e1a2b3c50.right - 6   (active)>",
            "<NSAutoresizingMaskLayoutConstraint:0x6000011a2b32 h=--& v=--& Notes.RowView:0x7f8e1a2b3c50.width == 0   (active)>"
        ).

        Will attempt to recover by breaking <NSLayoutConstraint:0x6000011a2b31 NSImageView:0x7f8e1a2b3c40.right == Notes.RowView:0x7f8e1a2b3c50.right - 6   (active)>.
        11/15/14 7:37:32.893 AM Notes[2331]: Unable to simultaneously satisfy constraints:
        (
            "<NSLayoutConstraint:0x6000011a2b40 V:[NSButton:0x7f8e1a2b3c60'Save'(21)]>"
        )

        Will attempt to recover by breaking constraint 
        <NSLayoutConstraint:0x6000011a2b40 V:[NSButton:0x7f8e1a2b3c60'Save'(21)]>

        Set the NSUserDefault NSConstraintBasedLayoutVisualizeMutuallyExclusiveConstraints to YES to have -[NSWindow visualizeConstraints:] automatically called when this happens.  And/or, break on objc_exception_throw to catch this in the debugger.
        """)
    #expect(log.diagnostics.isEmpty)
    #expect(log.conflicts.map(\.form) == [.appKitShort, .appKit])
    #expect(log.conflicts.map(\.brokenIndex) == [1, 0])
    #expect(log.view(named: "RowView#1")?.className == "Notes.RowView")
    #expect(log.view(named: "NSButton#1")?.label == "Save")
}

@Test func redactedUnifiedLogHasNoConstraints() {
    let log = read("""
        [Layout] Unable to simultaneously satisfy constraints:
        <private>

        Will attempt to recover by breaking constraint 
        <private>
        """)
    #expect(log.conflicts.count == 1)
    #expect(log.conflicts[0].form == .redacted)
    #expect(log.conflicts[0].constraints.isEmpty)
    #expect(log.diagnostics.isEmpty)
}

@Test func pasteDamageIsTakenOff() {
    // Markdown quoting, comment prefixes, escaped angle brackets without quotes, bold markers,
    // and an item hard-wrapped at 80 columns.
    let log = read("""
        > **Unable to simultaneously satisfy constraints.
        > (
        >     \\<NSLayoutConstraint:0x17a2b3c40 V:[UIView:0x17a2b3c50(120)]\\>,
        //    \\<NSLayoutConstraint:0x17a2b3c41 V:|-(0)-[UIView:0x17a2b3c50]   (Names: '|':UITableViewCellContentView:0x17a2b3c60 )\\>,
            "<NSLayoutConstraint:0x17a2b3c42 V:[UIView:0x17a2b3c50]-(0)-|   (Names: '|':UITableViewCellCon
        tentView:0x17a2b3c60 )>",
        >     "<NSLayoutConstraint:0x17a2b3c43 'UIView-Encapsulated-Layout-Height' V:[UITableViewCellContentView:0x17a2b3c60(44)]>"
        > )
        """)
    #expect(log.diagnostics.isEmpty)
    #expect(log.conflicts.count == 1)
    let conflict = log.conflicts[0]
    #expect(conflict.constraints.count == 4)
    #expect(conflict.constraints[2].constraint?.description == "UITableViewCellContentView#1.bottom == UIView#1.bottom")
    #expect(conflict.constraints[3].role == .encapsulatedLayout)
    // The wrapped item's origin is the pasted line where it starts.
    #expect(conflict.constraints[2].span.line == 5)
}

@Test func snapKitAndMasonryDescriptions() {
    let log = read("""
        (
            "<SnapKit.LayoutConstraint:0x600000d1e2f0@CartView.swift#42 UIButton:0x7fa1b2c3d4e0.bottom == Shop.CartView:0x7fa1b2c3d4f0.bottom - 24.0>",
            "<SnapKit.LayoutConstraint:0x600000d1e2f1@/Users/dev/My App/CartView.swift#43 UIButton:0x7fa1b2c3d4e0.bottom == Shop.CartView:0x7fa1b2c3d4f0.bottom - 32.0>",
            "<MASLayoutConstraint:0x1c02b3c4d UICollectionView:0x1005a6b7c.height == 180>",
            <NSLayoutConstraint:0x610000a1b2c UITableViewCellContentView:cell.width == 375>,
            "<<Shop.LayoutConstraint:0x7fb1c2d3e4f5> <UIView:0x7fb1c2d3e500>.top == <_UILayoutGuide:0x7fb1c2d3e510>.bottom>"
        )
        """)
    #expect(log.diagnostics.isEmpty)
    let conflict = log.conflicts[0]
    #expect(conflict.form == .listOnly)
    #expect(conflict.constraints.map(\.sourceLabel) == ["CartView.swift#42", "/Users/dev/My App/CartView.swift#43", nil, nil, nil])
    #expect(conflict.constraints[0].constraint?.constant == -24)
    #expect(conflict.constraints[2].kind == "MASLayoutConstraint")
    #expect(conflict.constraints[3].constraint?.description == "UITableViewCellContentView#1.width == 375")
    #expect(log.view(named: "UITableViewCellContentView#1")?.label == "cell")
    #expect(conflict.constraints[4].constraint?.description == "UIView#1.top == _UILayoutGuide#1.bottom")
    #expect(log.view(named: "_UILayoutGuide#1")?.isGuide == true)
}

@Test func numbersMultipliersAndSystemSpacing() {
    let log = read("""
        (
            "<NSLayoutConstraint:0x1 UIImageView:0x2.width == UIImageView:0x2.height * 0.384615>",
            "<NSLayoutConstraint:0x3 UIView:0x4.width == - 16   (active)>",
            "<NSAutoresizingMaskLayoutConstraint:0x5 h=--& v=--& UIView:0x4.midY == + 70>",
            "<NSLayoutConstraint:0x6 H:[UILabel:0x7' ']-(NSSpace(8))-[UIButton:0x8'More']>",
            "<_UISystemBaselineConstraint:0x9 V:|-(>=NSLayoutAnchorConstraintSpace(8))-[UILabel:0x7' ']   (active, names: '|':UIView:0x4 )>",
            "<NSLayoutConstraint:0xa UILayoutGuide:0xb'UIViewLayoutMarginsGuide'.bottom == UIButton:0x8'More'.bottom NSSpace(0)   (active)>",
            "<NSLayoutConstraint:0xc V:|-(0@250)-[UILayoutGuide:0xd''] priority:250   (active, names: '|':UIView:0x4 )>",
            "<NSLayoutConstraint:0xe Proto.HeaderView:0xf.height == 2.22507e-308   (active)>"
        )
        """)
    #expect(log.diagnostics.isEmpty)
    let constraints = log.conflicts[0].constraints
    #expect(constraints.count == 8)
    #expect(constraints[0].constraint?.multiplier == 0.384615)
    #expect(constraints[1].constraint?.constant == -16)
    // An autoresizing `midY` is measured from the superview's origin, which iOS does not print;
    // here the paste names it elsewhere ('|' of the baseline constraint is another view).
    #expect(constraints[2].terms.count == 2)
    #expect(constraints[3].constraint?.constant == 8)
    #expect(constraints[4].relation == .greaterThanOrEqual)
    #expect(constraints[5].constraint?.constant == 0)
    #expect(constraints[6].priority == Priority(250))
    #expect(constraints[7].constraint?.constant == 2.22507e-308)
}

@Test func unreadableItemsAreLocatedAndTheRestIsRead() {
    let log = read("""
        Unable to simultaneously satisfy constraints.
        (
            "<NSLayoutConstraint:0x1 UIView:0x2.width == 40>",
            "<NSLayoutConstraint:0x3 UIView:0x2.width ~~ 50>",
            "<NSLayoutConstraint:0x4 UIView:0x2.width == 1e999>",
            "<NSLayoutConstraint:0x5 UIView:0x2.width == 24>",
            "<NSLayoutConstraint:0x6 UIView:0x2.hei
        """)
    #expect(log.conflicts.count == 1)
    #expect(log.conflicts[0].constraints.count == 2)
    #expect(log.conflicts[0].unreadableCount == 3)
    let errors = log.diagnostics.filter { $0.severity == .error }
    #expect(errors.count == 3)
    #expect(errors.map { $0.span?.line ?? 0 } == [4, 5, 7])
    #expect(errors[1].message.contains("out of range"))
    #expect(errors[2].message.contains("cut off"))
}

@Test func rolesOfSystemConstraints() {
    let log = read("""
        (
            "<NSLayoutConstraint:0x1 'UISV-hiding' UIView:0x2.height == 0   (active)>",
            "<NSLayoutConstraint:0x3 '_UITemporaryLayoutWidth' Shop.TitleView:0x4.width == 0   (active)>",
            "<NSLayoutConstraint:0x5 'assistantHeight' SystemInputAssistantView.height == 45   (active, names: SystemInputAssistantView:0x6 )>",
            "<NSLayoutConstraint:0x7 'UIView-topMargin-guide-constraint' V:|-(8)-[UILayoutGuide:0x8'UIViewLayoutMarginsGuide']   (active, names: '|':UIView:0x2 )>",
            "<NSLayoutConstraint:0x9 UIView:0x2.height == 44   (active)>"
        )
        """)
    #expect(log.conflicts[0].constraints.map(\.role) == [.stackView, .temporaryLayout, .keyboard, .marginsOrSafeArea, .app])
    #expect(log.conflicts[0].constraints.map { $0.constraint?.origin.syntax.isImplicit } == [true, true, true, true, false])
}

@Test func listsPastedWithoutHeadersAreSeparateConflicts() {
    let log = read("""
        (
            "<NSLayoutConstraint:0x1 UIView:0x2.width == 10>"
        )
        (
            "<NSLayoutConstraint:0x3 UIView:0x2.width == 20>"
        )
        """)
    #expect(log.conflicts.count == 2)
    #expect(log.conflicts.map(\.form) == [.listOnly, .listOnly])
    // One view across both pastes.
    #expect(log.views.count == 1)
}

@Test func expressionBodiesOfAnchorOffsetsAndGridRows() {
    let log = read("""
        (
            "<NSLayoutConstraint:0x1 (UIImageView:0xa.leading - UILayoutGuide:0xb'Gap'.leading) == 0.5*(UIView:0xc.leading - UIView:0xc.trailing)   (active)>",
            "<NSLayoutConstraint:0x2 'GridView.bottom_containment' (NSGridView:0xd.row-boundary+((NSGridView:0xd.row-boundary-6) - NSGridView:0xd.row-boundary)) >= NSTextField:0xe.bottom   (active)>"
        )
        """)
    #expect(log.diagnostics.isEmpty)
    let first = log.conflicts[0].constraints[0]
    // Four views' attributes: no two-item IR form, but the linear relation is kept:
    // a.leading − gap.leading − 0.5 c.leading + 0.5 c.trailing == 0.
    #expect(first.constraint == nil)
    #expect(first.terms.map(\.coefficient) == [1, -1, -0.5, 0.5])
    let second = log.conflicts[0].constraints[1]
    // row + (row − 6 − row) ≥ bottom: the row boundary cancels once, leaving row − 6 ≥ bottom.
    #expect(second.relation == .greaterThanOrEqual)
    #expect(second.constant == -6)
    #expect(second.terms.map(\.operand.attribute) == ["row-boundary", "bottom"])
    #expect(second.role == .system)
}

@Test func frontEndGivesOneScreenPerConflictWithOriginsAtTheLogLines() {
    let file = SourceFile(path: "paste.log", text: """
        Unable to simultaneously satisfy constraints.
        (
            "<NSLayoutConstraint:0x1 UILabel:0x2'Hi'.width == 10>",
            "<NSLayoutConstraint:0x3 UILabel:0x2'Hi'.width == 20>"
        )
        Unable to simultaneously satisfy constraints.
        (
            "<NSLayoutConstraint:0x4 UIButton:0x5.height == 44>"
        )
        """)
    let output = ConsoleLogFrontEnd().read(file, context: FrontEndContext())
    #expect(output.document.screens.map(\.name) == ["conflict1", "conflict2"])
    let first = output.document.screens[0]
    #expect(first.constraints.map { $0.origin.span?.line } == [3, 4])
    #expect(first.constraints.allSatisfy { $0.origin.syntax == .equation })
    #expect(first.root.children.map(\.name) == ["UILabel#1"])
    #expect(first.root.children.first?.kind == .label)
}

@Test func escapedLabelsInTheListMatchRawOnesInTheBreakLine() {
    // NSArray's description escapes non-ASCII text; the break line prints it raw.
    let log = read("""
        Unable to simultaneously satisfy constraints.
        (
            "<NSLayoutConstraint:0x1 UIButton:0x2'\\U4fdd\\U5b58'.width == 10>",
            "<NSLayoutConstraint:0x3 UIButton:0x2'\\U4fdd\\U5b58'.width == 20>"
        )

        Will attempt to recover by breaking constraint 
        <NSLayoutConstraint:0x3 UIButton:0x2'保存'.width == 20>
        """)
    #expect(log.views.count == 1)
    #expect(log.views.first?.label == "保存")
    #expect(log.conflicts[0].brokenIndex == 1)
}

@Test func morePrefixesAndSuffixesSeenInPastes() {
    let log = read("""
        ```
        Jun  7 09:10:11 dev-phone Maps[881] <Warning>: Unable to simultaneously satisfy constraints
        \t\tProbably at least one of the constraints in the following list is one you don't want. 
        \t(
        \t    "\\<NSLayoutConstraint:0x1a V:[UIView:0x2a(10)]\\>",
        \t    "<NSAutoresizingMaskLayoutConstraint:0x3a UITableViewCellContentView:0x4a.(null) == 0>",
        \t    "<NSContentSizeLayoutConstraint:0x5a H:[UILabel:0x6a(42)] Hug:250 CompressionResistance:750>",
        \t    "<NSLayoutConstraint:0x7a UIView:0x2a.height == 20   (inactive)>"
        \t)
        ```
        07/06/2016 09:10:12.000 Notes[99]: Unable to simultaneously satisfy constraints:
         - 0 : <NSLayoutConstraint:0x8a NSView:0x9a.width == 5   (active)>
         - 1 : <NSLayoutConstraint:0xaa NSView:0x9a.width == 6   (active)>
        """)
    #expect(log.diagnostics.isEmpty)
    #expect(log.conflicts.map(\.form) == [.uikit, .appKit])
    let first = log.conflicts[0].constraints
    #expect(first.count == 4)
    #expect(first[0].constraint?.description == "UIView#1.height == 10")
    // `(null)` has no IR attribute: the constraint is kept in its linear form only.
    #expect(first[1].constraint == nil)
    #expect(first[1].terms.first?.operand.attribute == "(null)")
    #expect(first[2].constraint?.description == "UILabel#1.width == 42")
    #expect(first[3].relation == .equal)
    #expect(log.conflicts[1].constraints.count == 2)
}
