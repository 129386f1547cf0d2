import Testing
import LayoutIR
@testable import LayoutSyntax

/// VFL in files written the way shipping apps write it: a views key named `view`, dictionaries built
/// earlier in the method, formats chosen by a ternary or kept in a macro. Each bug is one UIKit
/// really throws for (Docs/lint-real-code.md); each clean file is one UIKit accepts.
@Suite struct RealCodeVisualFormatLintTests {
    static func lint(_ text: String, _ language: SourceLanguage) -> (file: SourceFile, result: SourceLintResult) {
        let file = SourceFile(path: language == .swift ? "Screen.swift" : "Screen.m", text: text)
        return (file, SourceLinter.lint(file, language: language))
    }

    static func errors(_ result: SourceLintResult) -> [LayoutDiagnostic] { result.diagnostics.filter { $0.severity == .error } }

    // MARK: A key named `view`

    @Test func aViewsKeyNamedViewIsAnOrdinaryView() throws {
        // In a VFL string a name is a key of the views dictionary: `view` is the HUD's subview, which
        // has a superview, so `|` next to it is fine (MBProgressHUD-style code).
        let (_, result) = Self.lint("""
            - (void)updateIndicatorConstraints {
                UIView *view = self.indicator;
                [self addSubview:view];
                [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|[view]|" options:0 metrics:nil views:NSDictionaryOfVariableBindings(view)]];
            }
            """, .objectiveC)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.formatsNamesChecked == 1)
        // Parsed directly: with the key `view` mapped to an ordinary view, `|` is its superview.
        let parsed = VisualFormat.parse("H:|[view]|", views: ["view": .view("view")])
        #expect(parsed.succeeded && parsed.constraints.count == 2)
        #expect(parsed.constraints.allSatisfy { !$0.firstItem.isRoot && $0.secondItem?.isRoot != true })
        // Only the screen's root itself has no superview.
        let root = VisualFormat.parse("H:|[view]|", views: ["view": .root])
        #expect(root.diagnostics.first?.message == "Unable to interpret '|' character, because the related view doesn't have a superview")
        #expect(LayoutItem.view("view") != LayoutItem.root)
        #expect(LayoutItem.screenView("view") == LayoutItem.root)
    }

    // MARK: Unknown dictionaries

    @Test func anUnknownDictionaryReportsNoNameAndOffersNoFixIt() {
        // `views` is a parameter: its keys are unknown. `_rightRangeView(==_leftRangeView)` relates two
        // views UIKit may well have; nothing about it can be reported, and no rewrite offered.
        let (_, result) = Self.lint("""
            - (void)addRangeConstraints:(NSDictionary *)views {
                [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:[_rightRangeView(==_leftRangeView)]" options:0 metrics:nil views:views]];
                [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"V:|[_valueLabel]-(>=gap)-[_slider]|" options:0 metrics:metrics views:views]];
            }
            """, .objectiveC)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.formatsChecked == 2 && result.formatsNamesChecked == 0)
    }

    @Test func anUnknownDictionaryStillReportsSyntax() throws {
        let (file, result) = Self.lint("""
            func layout(_ views: [String: Any]) {
                let c = NSLayoutConstraint.constraints(withVisualFormat: "H:|-[a]-[b(==a]-|", options: [], metrics: nil, views: views)
            }
            """, .swift)
        let error = try #require(Self.errors(result).first)
        #expect(error.span?.line == 2)
        #expect(error.fixIts.isEmpty)
        #expect(file.text(of: error.span!).isEmpty == false)
    }

    // MARK: Dictionaries built earlier in the method

    @Test func swiftDictionariesBuiltEarlierAreFollowed() throws {
        let (file, result) = Self.lint("""
            final class LoginViewController: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    var views: [String: UIView] = [:]
                    views["email"] = emailField
                    views["password"] = passwordField
                    let metrics = ["pad": 16]
                    view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|-pad-[email]-pad-|", options: [], metrics: metrics, views: views))
                    view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|-pad-[email]-[pasword]", options: [], metrics: metrics, views: views))
                }
            }
            """, .swift)
        let errors = Self.errors(result)
        try #require(errors.count == 1)
        // UIKit: "pasword is not a key in the views dictionary." — at the misspelt name, line 9.
        #expect(errors[0].message == "pasword is not a key in the views dictionary.")
        #expect(errors[0].labels.first.map { file.text(of: $0.span) } == "pasword")
        #expect(errors[0].span?.line == 9)
        #expect(errors[0].notes.contains { $0.message == "did you mean 'password'?" })
        #expect(result.formatsNamesChecked == 2)
    }

    @Test func objectiveCDictionariesBuiltEarlierAreFollowed() throws {
        let (_, result) = Self.lint("""
            @implementation ProfileCell
            - (void)setUpConstraints {
                NSDictionary *views = NSDictionaryOfVariableBindings(_avatarView, _nameLabel);
                NSMutableDictionary *more = [NSMutableDictionary dictionary];
                more[@"badge"] = _badgeView;
                [more setObject:_nameLabel forKey:@"name"];
                NSDictionary *old = [NSDictionary dictionaryWithObjectsAndKeys:_avatarView, @"avatar", nil];
                NSDictionary *metrics = @{@"side": @44};
                [self.contentView addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|-[_avatarView(side)]-[_nameLabel]-|" options:0 metrics:metrics views:views]];
                [self.contentView addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:[name]-[badge]-|" options:0 metrics:nil views:more]];
                [self.contentView addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"V:|-[avatar]-|" options:0 metrics:nil views:old]];
                [self.contentView addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"V:|-[_nameLable]-|" options:0 metrics:nil views:views]];
            }
            @end
            """, .objectiveC)
        let errors = Self.errors(result)
        try #require(errors.count == 1, "\(result.diagnostics)")
        #expect(errors[0].message == "_nameLable is not a key in the views dictionary.")
        #expect(errors[0].span?.line == 12)
        #expect(result.formatsNamesChecked == 4)
    }

    @Test func aDictionaryChangedInAWayNotFollowedIsUnknown() {
        let (_, result) = Self.lint("""
            - (void)layout {
                NSMutableDictionary *views = [NSMutableDictionary dictionary];
                [self collectViewsInto:views];
                [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|[header]|" options:0 metrics:nil views:views]];
            }
            """, .objectiveC)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.formatsNamesChecked == 0)
    }

    /// A key a loop's body adds is there from the second turn on, also above the line that adds
    /// it: a call inside the loop does not know the dictionary; one after the loop does.
    @Test func aDictionaryALoopGrowsIsUnknownInsideTheLoop() throws {
        let (_, result) = Self.lint("""
            + (void)addRows:(NSArray *)rows toView:(UIView *)container {
                UIView *previous;
                NSMutableDictionary *views = [[NSMutableDictionary alloc] init];
                for (Row *row in rows) {
                    UIView *rowView = [Row viewFor:row];
                    views[@"view"] = rowView;
                    if (!previous) {
                        [container addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"V:|[view(15)]" options:0 metrics:nil views:views]];
                    } else {
                        [container addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"V:[previous]-5-[view(15)]" options:0 metrics:nil views:views]];
                    }
                    previous = rowView;
                    views[@"previous"] = previous;
                }
                [container addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"V:[previuos]->=0-|" options:0 metrics:nil views:views]];
            }
            """, .objectiveC)
        let errors = Self.errors(result)
        try #require(errors.count == 1, "\(result.diagnostics)")
        #expect(errors[0].message == "previuos is not a key in the views dictionary.")
        #expect(errors[0].span?.line == 15)
    }

    @Test func branchesThatAssignDifferentDictionariesAreEachChecked() throws {
        let (_, result) = Self.lint("""
            @implementation Slider
            - (void)setUpConstraints:(BOOL)vertical {
                NSDictionary *views = nil;
                if (vertical) {
                    views = NSDictionaryOfVariableBindings(_slider, _valueLabel);
                } else {
                    views = NSDictionaryOfVariableBindings(_slider, _valueLabel, _rangeLabel);
                }
                [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"V:|[_valueLabel]-[_slider]|" options:0 metrics:nil views:views]];
                [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|[_slidr]|" options:0 metrics:nil views:views]];
                [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|[_rangeLabel]|" options:0 metrics:nil views:views]];
            }
            @end
            """, .objectiveC)
        // `_slidr` is in neither dictionary: UIKit throws whichever branch ran.
        let errors = Self.errors(result)
        try #require(errors.count == 1, "\(result.diagnostics)")
        #expect(errors[0].message == "_slidr is not a key in the views dictionary.")
        #expect(errors[0].span?.line == 10)
        // Two dictionaries may reach the call: no rewrite is certain.
        #expect(errors[0].fixIts.isEmpty)
        // `_rangeLabel` is only in the second: whether the first can reach that call depends on
        // conditions vflc does not evaluate, so it is information, on line 11.
        let partial = result.diagnostics.filter { $0.severity == .info && $0.ruleID == .vflSyntax }
        #expect(partial.map { $0.span?.line } == [11])
    }

    @Test func aCallInsideTheOtherBranchSeesOnlyItsOwnDictionary() {
        let (_, result) = Self.lint("""
            func layout(compact: Bool) {
                var views: [String: Any] = [:]
                if compact {
                    views = ["icon": icon]
                    addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|[icon]|", options: [], metrics: nil, views: views))
                } else {
                    views = ["icon": icon, "title": title]
                    addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:|[icon]-[title]|", options: [], metrics: nil, views: views))
                }
            }
            """, .swift)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.formatsNamesChecked == 2)
    }

    // MARK: Unused keys

    @Test func aKeyNoCallSharingTheDictionaryUsesIsOneInfo() throws {
        let (file, result) = Self.lint("""
            - (void)setUpConstraints {
                NSDictionary *views = NSDictionaryOfVariableBindings(_textLabel, _timeLabel, _progressView);
                [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"V:|[_textLabel]-[_progressView]|" options:0 metrics:nil views:views]];
                [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|[_textLabel]|" options:0 metrics:nil views:views]];
                [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|[_progressView]|" options:0 metrics:nil views:views]];
            }
            """, .objectiveC)
        // Each call leaves out keys the others use: only `_timeLabel` is used by none of them.
        try #require(result.diagnostics.count == 1, "\(result.diagnostics)")
        let unused = result.diagnostics[0]
        #expect(unused.severity == .info && unused.ruleID == RuleID.vflUnusedKey)
        #expect(file.text(of: unused.span!) == "_timeLabel" && unused.span?.line == 2)
    }

    // MARK: Formats

    @Test func ternaryFormatsAreBothChecked() throws {
        let (file, result) = Self.lint("""
            func layout(compact: Bool) {
                let views = ["icon": icon]
                addConstraints(NSLayoutConstraint.constraints(withVisualFormat: compact ? "H:|[icon]|" : "H:|-[icon-|",
                                                              options: [], metrics: nil, views: views))
            }
            """, .swift)
        let errors = Self.errors(result)
        try #require(errors.count == 1)
        // The second literal lacks its `]`: UIKit stops after `icon`, inside the second literal.
        let line = file.lineText(3)
        let secondLiteral = try #require(line.range(of: "\"H:|-[icon-|\""))
        let column = line.distance(from: line.startIndex, to: secondLiteral.lowerBound) + 1
        #expect(errors[0].span?.line == 3)
        #expect((errors[0].span?.column ?? 0) > column)
    }

    @Test func macroAndStringWithFormatLiteralsAreChecked() throws {
        let (_, result) = Self.lint("""
            #define kRowFormat @"H:|-[icon]-[title]-|"
            #define kBadFormat @"V:|-[icon]-[titel]-|"
            @implementation Row
            - (void)layout {
                NSDictionary *views = NSDictionaryOfVariableBindings(icon, title);
                [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:kRowFormat options:0 metrics:nil views:views]];
                [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:[NSString stringWithFormat:@"V:|[title(>=44)]|"] options:0 metrics:nil views:views]];
                [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:kBadFormat options:0 metrics:nil views:views]];
            }
            @end
            """, .objectiveC)
        #expect(result.formatsChecked == 3 && result.skipped.isEmpty)
        let errors = Self.errors(result)
        try #require(errors.count == 1)
        // The error is in the macro's literal, where the misspelt name is written.
        #expect(errors[0].message == "titel is not a key in the views dictionary.")
        #expect(errors[0].span?.line == 2)
    }

    @Test func swift2SpellingIsReadToo() throws {
        let (_, result) = Self.lint("""
            let viewsDictionary: [String: AnyObject] = ["nameLabel": nameLabel, "stateLabel": stateLabel]
            let constraintsH = NSLayoutConstraint.constraintsWithVisualFormat("H:|-[nameLabel]-|", options: [], metrics: nil, views: viewsDictionary)
            let constraintsV = NSLayoutConstraint.constraintsWithVisualFormat("V:|[nameLabel][stateLabl]|", options: [], metrics: nil, views: viewsDictionary)
            """, .swift)
        #expect(result.formatsFound == 2 && result.formatsNamesChecked == 2)
        let errors = Self.errors(result)
        try #require(errors.count == 1)
        #expect(errors[0].message == "stateLabl is not a key in the views dictionary." && errors[0].span?.line == 3)
    }

    @Test func stringWithFormatWithADirectiveIsSkipped() {
        let (_, result) = Self.lint("""
            [NSLayoutConstraint constraintsWithVisualFormat:[NSString stringWithFormat:@"H:|[%@]|"] options:0 metrics:nil views:views];
            """, .objectiveC)
        #expect(result.diagnostics.isEmpty)
        #expect(result.skipped.map(\.reason) == ["a format specifier with no argument"])
    }

    @Test func hostileInputStaysBounded() {
        // A dictionary assigned in 50 exclusive branches is not followed (each call would be parsed
        // 50 times); 2 000 nested blocks and a chain of 300 ternaries are read without recursion.
        let branches = (0..<50).map { "if (c\($0)) { views = @{@\"a\": a}; }" }.joined(separator: " else ")
        let (_, many) = Self.lint("""
            - (void)f {
                NSDictionary *views = nil;
                \(branches)
                [self addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|[b]|" options:0 metrics:nil views:views]];
            }
            """, .objectiveC)
        #expect(many.diagnostics.isEmpty && many.formatsChecked == 1 && many.formatsNamesChecked == 0)
        let deep = String(repeating: "{ ", count: 2_000) + "let views = [\"a\": a]\n"
            + "_ = NSLayoutConstraint.constraints(withVisualFormat: \"H:|[a]|\", options: [], metrics: nil, views: views)\n"
            + String(repeating: "} ", count: 2_000)
        let (_, nested) = Self.lint("func f() {\n\(deep)\n}\n", .swift)
        #expect(nested.diagnostics.isEmpty && nested.formatsNamesChecked == 1)
        let chain = String(repeating: "c ? @\"H:|[a]|\" : ", count: 300) + "@\"H:|[a]|\""
        let (_, ternaries) = Self.lint("[NSLayoutConstraint constraintsWithVisualFormat:\(chain) options:0 metrics:nil views:@{@\"a\": a}];\n",
                                       .objectiveC)
        #expect(ternaries.diagnostics.isEmpty)
        #expect(ternaries.skipped.map(\.reason) == ["more than 8 formats to choose from"])
    }
}
