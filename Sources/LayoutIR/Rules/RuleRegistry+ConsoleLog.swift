extension RuleRegistry {
    /// A UIKit conflict message around `items` (each a constraint description without its
    /// quotes), as iOS 11 and later print it.
    private static func log(_ items: [String]) -> RuleExample {
        .consoleLog("""
            [LayoutConstraints] Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want.
            (
            \(items.map { "    \"<\($0)>\"" }.joined(separator: ",\n"))
            )

            Will attempt to recover by breaking constraint
            <\(items[0])>

            """)
    }

    /// Causes of pasted conflicts. Each is named only when the conflict cannot hold and its
    /// minimal set holds the evidence; the examples are written for these rules in the shapes
    /// Docs/console-logs.md documents.
    static let consoleLogRules: [DiagnosticRule] = [
        DiagnosticRule(.cellWidthFixed, .warning,
            summary: "A table or collection view gives a cell (or its content view) a width its content's required constraints do not fit.",
            description: "UIKit sizes a cell to the table's width, or to the collection view layout's item size ('UIView-Encapsulated-Layout-Width'); no constraint inside makes it wider. Make the content fit: lower a width or spacing inside the cell to 999, or make it an inequality.",
            // 20 + 400 + 20 = 440 in a 320-pt row.
            triggers: log([
                "NSLayoutConstraint:0x1 UILabel:0xa1'Title'.width == 400   (active)",
                "NSLayoutConstraint:0x2 H:|-(20)-[UILabel:0xa1'Title']   (active, names: '|':UITableViewCellContentView:0xc1 )",
                "NSLayoutConstraint:0x3 H:[UILabel:0xa1'Title']-(20)-|   (active, names: '|':UITableViewCellContentView:0xc1 )",
                "NSLayoutConstraint:0x4 'UIView-Encapsulated-Layout-Width' UITableViewCellContentView:0xc1.width == 320   (active)",
            ]),
            // The same sum against a view controller's root view: a container's size, not a cell's.
            doesNotTrigger: log([
                "NSLayoutConstraint:0x1 UILabel:0xa1'Title'.width == 400   (active)",
                "NSLayoutConstraint:0x2 H:|-(20)-[UILabel:0xa1'Title']   (active, names: '|':UIView:0xc1 )",
                "NSLayoutConstraint:0x3 H:[UILabel:0xa1'Title']-(20)-|   (active, names: '|':UIView:0xc1 )",
                "NSLayoutConstraint:0x4 'UIView-Encapsulated-Layout-Width' UIView:0xc1.width == 320   (active)",
            ])),
        DiagnosticRule(.zeroFrameAutoresizing, .warning,
            summary: "A view whose frame is zero still turns its autoresizing mask into constraints, and the app's constraints give it a size.",
            description: "A view made in code has translatesAutoresizingMaskIntoConstraints = true and a zero frame, so UIKit adds 'width == 0' and 'height == 0' (h=--& v=--&). Set translatesAutoresizingMaskIntoConstraints = false on the view where its constraints are made.",
            triggers: log([
                "NSLayoutConstraint:0x1 UIButton:0xb1'Send'.width == 44   (active)",
                "NSAutoresizingMaskLayoutConstraint:0x2 h=--& v=--& UIButton:0xb1'Send'.width == 0   (active)",
            ]),
            // A mask that keeps a frame of 60: a conflict, but not a zero frame.
            doesNotTrigger: log([
                "NSLayoutConstraint:0x1 UIButton:0xb1'Send'.width == 44   (active)",
                "NSAutoresizingMaskLayoutConstraint:0x2 h=--& v=--& UIButton:0xb1'Send'.width == 60   (active)",
            ])),
        DiagnosticRule(.sameEdgeTwice, .warning,
            summary: "Two required equalities of the app place the same edge of the same view, at different places.",
            description: "A typical SnapKit or Masonry mistake: makeConstraints run twice, or an edge pinned both to its neighbour and to the superview. Keep one; change a constraint's constant instead of adding another (SnapKit's updateConstraints or remakeConstraints).",
            // The label's top at 20 from its superview and at 0 + 40 + 8 = 48 below its neighbour.
            triggers: log([
                "NSLayoutConstraint:0x1 V:|-(20)-[UILabel:0xa1]   (active, names: '|':UIView:0xc1 )",
                "NSLayoutConstraint:0x2 UILabel:0xa1.top == UIImageView:0xb1.bottom + 8   (active)",
                "NSLayoutConstraint:0x3 UIImageView:0xb1.top == UIView:0xc1.top   (active)",
                "NSLayoutConstraint:0x4 UIImageView:0xb1.height == 40   (active)",
            ]),
            // The same top measured from two neighbours is a chain through them, not an edge placed
            // twice: 20 + 30 + 8 = 58 against 40 - 10 = 30 is the sum, and any link can give.
            doesNotTrigger: log([
                "NSLayoutConstraint:0x1 UILabel:0xa1.top == UIImageView:0xb1.bottom + 8   (active)",
                "NSLayoutConstraint:0x2 UILabel:0xa1.top == UIButton:0xd1.top - 10   (active)",
                "NSLayoutConstraint:0x3 V:|-(20)-[UIImageView:0xb1]   (active, names: '|':UIView:0xc1 )",
                "NSLayoutConstraint:0x4 UIImageView:0xb1.height == 30   (active)",
                "NSLayoutConstraint:0x5 V:|-(40)-[UIButton:0xd1]   (active, names: '|':UIView:0xc1 )",
            ])),
        DiagnosticRule(.systemViewsOnly, .info,
            summary: "Only the system's own views take part: the keyboard's assistant bar and input views, or a navigation bar's private views.",
            description: "Nothing in the app's layout causes it: UIKit sizes these views to zero while the keyboard or the bar moves. Ignore the message, or report it to Apple if it shows up visibly.",
            // The assistant bar 45 tall between two tops that coincide.
            triggers: log([
                "NSLayoutConstraint:0x1 'assistantHeight' SystemInputAssistantView:0xa1.height == 45   (active)",
                "NSLayoutConstraint:0x2 'assistantView.bottom' SystemInputAssistantView:0xa1.bottom == _UIKBCompatInputView:0xb1.top   (active)",
                "NSLayoutConstraint:0x3 'assistantView.top' V:|-(0)-[SystemInputAssistantView:0xa1]   (active, names: '|':UIInputSetHostView:0xc1 )",
                "NSLayoutConstraint:0x4 'inputView.top' V:|-(0)-[_UIKBCompatInputView:0xb1]   (active, names: '|':UIInputSetHostView:0xc1 )",
            ]),
            // The app's own accessory bar takes the assistant's place: its height is the app's.
            doesNotTrigger: log([
                "NSLayoutConstraint:0x1 Chat.AccessoryBar:0xa1.height == 45   (active)",
                "NSLayoutConstraint:0x2 'accessoryView.bottom' Chat.AccessoryBar:0xa1.bottom == _UIKBCompatInputView:0xb1.top   (active)",
                "NSLayoutConstraint:0x3 'accessoryView.top' V:|-(0)-[Chat.AccessoryBar:0xa1]   (active, names: '|':UIInputSetHostView:0xc1 )",
                "NSLayoutConstraint:0x4 'inputView.top' V:|-(0)-[_UIKBCompatInputView:0xb1]   (active, names: '|':UIInputSetHostView:0xc1 )",
            ])),
        DiagnosticRule(.zeroSizeTemporaryLayout, .warning,
            summary: "UIKit lays a view out at width or height 0 while it measures it ('_UITemporaryLayoutWidth', 'UIView-Encapsulated-Layout-Height' == 0), before it has its size.",
            description: "Required paddings or sizes along that axis cannot hold at zero. If the final layout is right the message is harmless; to silence it, lower one constraint along that axis to 999.",
            // 16 + 16 = 32 in a view measured at width 0.
            triggers: log([
                "NSLayoutConstraint:0x1 '_UITemporaryLayoutWidth' Chat.TitleView:0xc1.width == 0   (active)",
                "NSLayoutConstraint:0x2 H:|-(16)-[UILabel:0xa1]   (active, names: '|':Chat.TitleView:0xc1 )",
                "NSLayoutConstraint:0x3 H:[UILabel:0xa1]-(16)-|   (active, names: '|':Chat.TitleView:0xc1 )",
            ]),
            // Measured at 20: 32 > 20 still conflicts, but the size is not zero.
            doesNotTrigger: log([
                "NSLayoutConstraint:0x1 '_UITemporaryLayoutWidth' Chat.TitleView:0xc1.width == 20   (active)",
                "NSLayoutConstraint:0x2 H:|-(16)-[UILabel:0xa1]   (active, names: '|':Chat.TitleView:0xc1 )",
                "NSLayoutConstraint:0x3 H:[UILabel:0xa1]-(16)-|   (active, names: '|':Chat.TitleView:0xc1 )",
            ])),
        DiagnosticRule(.stackViewHiding, .warning,
            summary: "A stack view sets a hidden arranged view's size to 0 ('UISV-hiding'), and a required constraint of the app gives it a size or padding.",
            description: "Lower the app's constraint to 999 so it gives way while the view is hidden (the stack view's own constraint is required).",
            triggers: log([
                "NSLayoutConstraint:0x1 UIButton:0xb1'More'.height == 44   (active)",
                "NSLayoutConstraint:0x2 'UISV-hiding' UIButton:0xb1'More'.height == 0   (active)",
            ]),
            // Hidden, with the app's required width on the other axis: nothing conflicts.
            doesNotTrigger: log([
                "NSLayoutConstraint:0x1 UIButton:0xb1'More'.width == 44   (active)",
                "NSLayoutConstraint:0x2 'UISV-hiding' UIButton:0xb1'More'.height == 0   (active)",
            ])),
    ]
}
