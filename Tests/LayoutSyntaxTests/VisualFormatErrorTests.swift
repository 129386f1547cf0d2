import Testing
@testable import LayoutSyntax

/// A format UIKit (or vflc) rejects, the message expected, and UIKit's caret as a 1-based
/// column in the format (formats without whitespace, so column − 1 is UIKit's index).
struct VisualFormatRejection: CustomTestStringConvertible, Sendable {
    var format: String
    var views: [String: LayoutItem]? = nil
    var metrics: [String: Double] = [:]
    var options: VisualFormatOptions = []
    var message: String
    var column: Int
    /// A note the diagnostic must carry, if any.
    var note: String? = nil

    var testDescription: String { "'\(format)' → col \(column)" }
}

private let ab: [String: LayoutItem] = ["a": .view("a"), "b": .view("b")]
private let notAView = "is not a key in the views dictionary."
private let predicateMessage = "Expected a number or key from the metrics dictionary, but encountered something else"
private let minusMessage = "Expected a number or a key from the metrics dictionary, but encountered something else"
private let spaceIsView = "It's not possible to set a space equal to the width or height of a view.  Perhaps you want to use a view as a spacer? [view1][spacer(==view1)][view2]"
private let superviewMessage = "Unable to interpret '|' character, because the related view doesn't have a superview"

/// Every reason of Docs/VisualFormat.md#error-reasons that can be reached, plus vflc's own checks, with UIKit's carets.
let visualFormatRejections: [VisualFormatRejection] = [
    // 1, 2: orientation without ':'
    .init(format: "H[a]", message: "Expected ':' after 'H' to specify horizontal arrangement", column: 2),
    .init(format: "H", message: "Expected ':' after 'H' to specify horizontal arrangement", column: 2),
    .init(format: "V|[a]", message: "Expected ':' after 'V' to specify vertical arrangement", column: 2),
    // 3: a lone bar
    .init(format: "|", message: "Expected a connection after the '|' character", column: 2),
    .init(format: "V:|", message: "Expected a connection after the '|' character", column: 4),
    // 4: a view was required
    .init(format: "h:[a]", message: "Expected a view", column: 1, note: "the orientation must be upper case: 'H:' or 'V:'"),
    .init(format: "H:", message: "Expected a view", column: 3),
    .init(format: "||", message: "Expected a view", column: 2),
    .init(format: "|-10-a", message: "Expected a view", column: 6),
    .init(format: "a", message: "Expected a view", column: 1),
    // 5: `[` without a name
    .init(format: "[1a]", message: "Expected a view. View names must start with a letter or an underscore, then contain letters, numbers, and underscores.", column: 2),
    .init(format: "[]", message: "Expected a view. View names must start with a letter or an underscore, then contain letters, numbers, and underscores.", column: 2),
    .init(format: "[a]-[", message: "Expected a view", column: 6),
    // 6: unknown view
    .init(format: "[a]-[c]", views: ab, message: "c \(notAView)", column: 7),
    .init(format: "H:|-[userFeild]-|", views: ["userField": .view("userField")], message: "userFeild \(notAView)",
          column: 15, note: "did you mean 'userField'?"),
    .init(format: "H:[self.arrows]-5-|", views: ["self.arrows": .view("arrows")], message: "self \(notAView)", column: 8),
    .init(format: "[pad]", views: ab, metrics: ["pad": 8], message: "pad \(notAView)", column: 5,
          note: "'pad' is a metric; between brackets only views are allowed"),
    // 7: name not followed by `]` or `(`
    .init(format: "[a-]", message: "Expected a ']' here. That is how you give the end of a view.", column: 3),
    .init(format: "[a", message: "Expected a ']' here. That is how you give the end of a view.", column: 3),
    // 8: input ends after `(`
    .init(format: "[a(", message: "Unexpectedly ran out of character fodder in the middle of parsing a view", column: 4),
    // 9: view predicate list not closed
    .init(format: "[a(10]", message: "A predicate on a view's thickness must end with ')' and the view must end with ']'", column: 6),
    .init(format: "[a(10", message: "A predicate on a view's thickness must end with ')' and the view must end with ']'", column: 6),
    .init(format: "[a(10;20)]", message: "A predicate on a view's thickness must end with ')' and the view must end with ']'", column: 6),
    // 10: `)` not followed by `]`
    .init(format: "[a(10)x]", message: "Expected ']' after specifying thickness.", column: 7),
    .init(format: "[a(10)", message: "Expected ']' after specifying thickness.", column: 7),
    // 11: neither a view nor `|` after a connection
    .init(format: "[a]-10-x", message: "Expected a view or '|'", column: 8),
    .init(format: "[a]]", message: "Expected a view or '|'", column: 4),
    .init(format: "[a](10)", message: "Expected a view or '|'", column: 4),
    // 12: text after the closing bar
    .init(format: "|[a]|[b]", views: ab, message: "Expected the end of the format string", column: 6),
    .init(format: "[a]-|-[b]", views: ab, message: "Expected the end of the format string", column: 6),
    // 13: a connection that starts with `-`
    .init(format: "[a]--10-[b]", views: ab,
          message: "Cannot tell if this - is a minus sign or an accidental extra bar in the connection. Use parentheses around negative numbers.",
          column: 5, note: "write a negative space in parentheses: '-(-10)-'"),
    // 14: connection list not closed
    .init(format: "[a]-(10]", message: "Expected a ')' at the end of a constraint modifier, or a ',' before another constraint modifier", column: 8),
    .init(format: "[a]-(10", message: "Expected a ')' at the end of a constraint modifier, or a ',' before another constraint modifier", column: 8),
    // 15: a list without parentheses
    .init(format: "[a]-10,20-[b]", views: ab,
          message: "Expected a '-' here. To specify a list of constraints, you must use parentheses around the list of constraints", column: 7),
    .init(format: "[a]-(10),(20)-[b]", views: ab,
          message: "Expected a '-' here. To specify a list of constraints, you must use parentheses around the list of constraints", column: 9),
    // 16: predicate not followed by `-`
    .init(format: "[a]-10[b]", views: ab, message: "Expected a '-' here", column: 7),
    .init(format: "[a]-1e-[b]", views: ab, message: "Expected a '-' here", column: 6),
    .init(format: "[a]-(10)[b]", views: ab, message: "Expected a '-' here", column: 9),
    // 17: input ends where a predicate is needed (after a relation or '@' it is message 19)
    .init(format: "[a]-", message: "Expected more input", column: 5),
    .init(format: "|-", message: "Expected more input", column: 3),
    .init(format: "[a]-(", message: "Expected more input", column: 6),
    .init(format: "[a(10,", message: "Expected more input", column: 7),
    .init(format: "[a(>=", message: predicateMessage, column: 6),
    .init(format: "[a(10@", message: predicateMessage, column: 7),
    // 18: a relation with one character
    .init(format: "[a(=10)]", message: "Unknown relation. Must be ==, >=, or <=", column: 5, note: "a relation is '==', '<=' or '>='"),
    .init(format: "[a]-<10-[b]", views: ab, message: "Unknown relation. Must be ==, >=, or <=", column: 6, note: "did you mean '<='?"),
    .init(format: "[a(=>10)]", message: "Unknown relation. Must be ==, >=, or <=", column: 5, note: "did you mean '>='?"),
    // 19: neither digit, '-', nor name start
    .init(format: "[a(.5)]", message: predicateMessage, column: 4, note: "a number must start with a digit: write '0.5', not '.5'"),
    .init(format: "[a(+5)]", message: predicateMessage, column: 4),
    .init(format: "[a]-(,)-[b]", views: ab, message: predicateMessage, column: 6),
    .init(format: "[a(10,)]", message: predicateMessage, column: 7),
    .init(format: "[a]-(>=)-[b]", views: ab, message: predicateMessage, column: 8),
    // 20: '-' that strtod cannot read
    .init(format: "[a(-)]", message: minusMessage, column: 4),
    .init(format: "[a(-x)]", message: minusMessage, column: 4),
    // 21: a name in neither dictionary
    .init(format: "|-margiin-[a]", metrics: ["margin": 8],
          message: "Encountered metric with name \"margiin\", but value was not specified in metrics or views dictionaries",
          column: 10, note: "did you mean 'margin'?"),
    .init(format: "[a(width)]",
          message: "Encountered metric with name \"width\", but value was not specified in metrics or views dictionaries", column: 9),
    .init(format: "[a(==buttn)][button]", views: ["a": .view("a"), "button": .view("button")],
          message: "Encountered metric with name \"buttn\", but value was not specified in metrics or views dictionaries",
          column: 11, note: "did you mean 'button'?"),
    .init(format: "[a(10@high)]",
          message: "Encountered metric with name \"high\", but value was not specified in metrics or views dictionaries", column: 11),
    // 22: a view as a space
    .init(format: "[a]-b-[b]", views: ab, message: spaceIsView, column: 6),
    .init(format: "|-(>=a)-[b]", views: ab, message: spaceIsView, column: 7),
    // 23, 24: priorities out of range (`%g` formatting)
    .init(format: "[a(10@0)]", message: "Invalid priority specified: 0. Priority must be greater than 0", column: 8),
    .init(format: "[a(10@-5)]", message: "Invalid priority specified: -5. Priority must be greater than 0", column: 9),
    .init(format: "[a(10@1001)]",
          message: "Invalid priority specified: 1001. Priority cannot be higher than NSLayoutPriorityRequired, which is 1000.", column: 11),
    .init(format: "[a]-(8@p)-[b]", views: ab, metrics: ["p": 1500],
          message: "Invalid priority specified: 1500. Priority cannot be higher than NSLayoutPriorityRequired, which is 1000.", column: 9),
    .init(format: "[a(10@1e999)]",
          message: "Invalid priority specified: inf. Priority cannot be higher than NSLayoutPriorityRequired, which is 1000.", column: 12),
    .init(format: "[a(10@1234567)]",
          message: "Invalid priority specified: 1.23457e+06. Priority cannot be higher than NSLayoutPriorityRequired, which is 1000.", column: 14),
    // 25: the bar next to a view without a superview (the root view)
    .init(format: "|[view]|", views: ["view": .root], message: superviewMessage, column: 8),
    .init(format: "[view]-|", views: ["view": .root], message: superviewMessage, column: 9),
    // 26: baseline spacing in H, checked on every connection
    .init(format: "H:[a]-[b]", views: ab, options: .spacingBaselineToBaseline,
          message: "BaselineToBaseline format option not valid for horizontal layout", column: 10),
    .init(format: "|[a]", options: .spacingBaselineToBaseline,
          message: "BaselineToBaseline format option not valid for horizontal layout", column: 5),
    // UIKit checks the option before it looks for the superview.
    .init(format: "|[view]", views: ["view": .root], options: .spacingBaselineToBaseline,
          message: "BaselineToBaseline format option not valid for horizontal layout", column: 8),
    // 27: alignment on the layout axis, after the second view of the first pair
    .init(format: "H:|[a]-[b]", views: ab, options: .alignAllLeft,
          message: "Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also horizontal.",
          column: 11),
    .init(format: "[a][b]", views: ab, options: [.alignAllTop, .alignAllCenterX],
          message: "Options mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also horizontal.",
          column: 7),
    .init(format: "V:[a]-[b]", views: ab, options: .alignAllBottom,
          message: "Options mask required views to be aligned on a vertical edge, which is not allowed for layout that is also vertical.",
          column: 10),
    // 29, 30
    .init(format: "", message: "It's an empty string.", column: 1),
    .init(format: "[a]\u{2014}[b]", views: ab, message: "It contains non-ASCII characters.", column: 4, note: "did you mean '-'?"),
    .init(format: "[caf\u{E9}]", message: "It contains non-ASCII characters.", column: 5,
          note: "UIKit may report this as \"It's an empty string.\": it measures the format's length in ASCII, which fails"),
    // vflc: numbers and metrics that are not finite, priorities UIKit allows but the IR cannot hold
    .init(format: "[a(1e999)]", message: "The number '1e999' is not finite; a constant or priority must be a finite number", column: 4),
    .init(format: "[a(-inf)]", message: "The number '-inf' is not finite; a constant or priority must be a finite number", column: 4),
    .init(format: "[a]-(-1e400)-[b]", views: ab, message: "The number '-1e400' is not finite; a constant or priority must be a finite number", column: 6),
    .init(format: "[a(w)]", metrics: ["w": .nan], message: "The metric 'w' is nan; a constant or priority must be a finite number", column: 4),
    .init(format: "[a(10@p)]", metrics: ["p": .nan], message: "The metric 'p' is nan; a constant or priority must be a finite number", column: 7),
    .init(format: "[a(10@-nan)]", message: "The number '-nan' is not finite; a constant or priority must be a finite number", column: 7),
    .init(format: "[a(10@0.5)]", message: "Invalid priority specified: 0.5. Priority must be at least 1", column: 10),
    // A view's name as a priority: UIKit reads 0 inside a view, and rejects a view in a connection.
    .init(format: "[a(10@b)]", views: ab, message: "Invalid priority specified: 0. Priority must be greater than 0",
          column: 8, note: "'b' is a view; UIKit reads a view's name in a priority as 0"),
    .init(format: "[a]-(8@b)-[b]", views: ab, message: spaceIsView, column: 9),
    .init(format: "H:[a]", options: [.directionLeftToRight, .directionRightToLeft],
          message: "The options directionLeftToRight and directionRightToLeft cannot be combined", column: 1),
]

@Suite struct VisualFormatErrorTests {
    @Test(arguments: visualFormatRejections)
    func rejectsWithMessageAndCaret(_ case_: VisualFormatRejection) throws {
        let result = VisualFormat.parse(case_.format, views: case_.views ?? VisualFormatTestSupport.viewsNamed(in: case_.format),
                                        metrics: case_.metrics, options: case_.options)
        #expect(result.constraints.isEmpty)
        try #require(result.diagnostics.count == 1)
        let diagnostic = result.diagnostics[0]
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.ruleID == RuleID.vflSyntax)
        #expect(diagnostic.message == case_.message)
        #expect(diagnostic.span?.line == 1)
        #expect(diagnostic.span?.column == case_.column)
        if let note = case_.note {
            #expect(diagnostic.notes.contains { $0.message == note }, "notes: \(diagnostic.notes.map(\.message))")
        }
    }

    @Test func appleReasonsCoverTheCatalogue() {
        // Each reachable reason of Docs/VisualFormat.md#error-reasons (all but 28) appears at least once above.
        let messages = Set(visualFormatRejections.map(\.message))
        let catalogue: [VisualFormatProblem] = [
            .expectedColonAfterH, .expectedColonAfterV, .expectedConnectionAfterBar, .expectedView, .expectedViewName,
            .notAViewKey("c"), .expectedViewEnd, .ranOutInsideView, .viewPredicateNotClosed,
            .expectedBracketAfterThickness, .expectedViewOrBar, .expectedEnd, .ambiguousMinus,
            .connectionPredicateNotClosed, .listNeedsParentheses, .expectedDash, .expectedMoreInput, .unknownRelation,
            .expectedNumberOrMetric, .expectedANumberOrMetric, .unknownName("width", viewAllowed: true), .viewUsedAsSpace("a"),
            .priorityNotPositive(0), .priorityAboveRequired(1001), .noSuperview("view"), .baselineSpacingInHorizontal,
            .alignmentOnLayoutAxis(.horizontal), .alignmentOnLayoutAxis(.vertical), .emptyString, .nonASCII,
        ]
        for problem in catalogue {
            #expect(messages.contains(problem.message), "\(problem) is not tested")
        }
    }

    @Test func everyDiagnosticSaysWhatUIKitWouldThrow() {
        // vflc's own checks ("The number…", "The metric…", "The options…", priorities below 1)
        // are things UIKit does not throw for; their last note says what UIKit does instead.
        for case_ in visualFormatRejections where !case_.message.hasPrefix("The ") {
            let result = VisualFormat.parse(case_.format, views: case_.views ?? VisualFormatTestSupport.viewsNamed(in: case_.format),
                                            metrics: case_.metrics, options: case_.options)
            let notes = result.diagnostics.first?.notes.map(\.message) ?? []
            let vflcOnly = case_.message.contains("at least 1")
            #expect((notes.last == "UIKit throws NSInvalidArgumentException: Unable to parse constraint format") != vflcOnly,
                    "\(case_.format): \(notes)")
        }
        for case_ in visualFormatRejections where case_.message.hasPrefix("The ") {
            let result = VisualFormat.parse(case_.format, views: case_.views ?? VisualFormatTestSupport.viewsNamed(in: case_.format),
                                            metrics: case_.metrics, options: case_.options)
            #expect(result.diagnostics.first?.notes.last?.message.hasPrefix("UIKit ") == true)
            #expect(result.diagnostics.first?.notes.last?.message.hasPrefix("UIKit throws") == false)
        }
    }
}

@Suite struct VisualFormatSuggestionTests {
    @Test func connectionsSuggestMetricsNotViews() throws {
        let views: [String: LayoutItem] = ["a": .view("a"), "spacer": .view("spacer")]
        let result = VisualFormat.parse("[a]-spacr-[spacer]", views: views, metrics: ["space": 8])
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.notes.first?.message == "did you mean 'space'?")
        #expect(diagnostic.fixIts.first?.replacement == "space")
    }

    @Test func noSuggestionWhenNothingIsClose() throws {
        let result = VisualFormat.parse("[a(zzzzzz)]", views: ["a": .view("a")], metrics: ["pad": 8])
        let diagnostic = try #require(result.diagnostics.first)
        #expect(!diagnostic.notes.contains { $0.message.hasPrefix("did you mean") })
        #expect(diagnostic.fixIts.isEmpty)
    }
}
