import Testing
import LayoutIR
@testable import VFLCompiler

/// The same screens written in every dialect of constraint code (layout anchors, `item:`, VFL,
/// SnapKit, Masonry, PureLayout) and in mixes of them: each version gives the `.layout` version's
/// constraints and the frames the screen's arithmetic gives. Frames are on the iPhone SE
/// (320 × 568, status bar 20: Docs/uikit-devices.md) unless said.
@Suite struct CodeDialectMatrixTests {
    static func compile(_ text: String, path: String) -> CompiledFile {
        LayoutCompiler().compile(SourceFile(path: path, text: text))
    }

    static func frames(_ compiled: CompiledFile, environment: String = "iPhoneSE portrait ltr") throws -> [String: LayoutRect] {
        let solution = try #require(compiled.tables.flatMap(\.solutions).first { $0.environment.name == environment },
                                    "no environment \(environment) in \(compiled.source.path)")
        var result: [String: LayoutRect] = [:]
        for view in solution.views { result[view.name] = view.frame }
        return result
    }

    static func equations(_ compiled: CompiledFile) -> [String] {
        compiled.document.screens.flatMap(\.constraints).map(\.description).sorted()
    }

    static func swiftController(_ body: String) -> String {
        """
        final class FormViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
        \(body)
            }
        }
        """
    }

    static func objectiveCController(_ body: String) -> String {
        """
        @implementation FormViewController
        - (void)viewDidLoad {
            [super viewDidLoad];
        \(body)
        }
        @end
        """
    }

    // MARK: A login form

    /// Two fields' worth of form: a field 20 pt below the top of the root, inset 16 at both
    /// sides, 44 high; a submit 12 below it, 50 high. On the SE: field (16, 20, 288, 44), submit
    /// (16, 20 + 44 + 12 = 76, 288, 50).
    static let loginForms: [(name: String, path: String, text: String)] = [
        ("anchors", "Login.swift", swiftController("""
                let field = UIView(); let submit = UIView()
                field.translatesAutoresizingMaskIntoConstraints = false
                submit.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(field); view.addSubview(submit)
                NSLayoutConstraint.activate([
                    field.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
                    field.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                    field.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
                    field.heightAnchor.constraint(equalToConstant: 44),
                    submit.topAnchor.constraint(equalTo: field.bottomAnchor, constant: 12),
                    submit.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
                    submit.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
                    submit.heightAnchor.constraint(equalToConstant: 50),
                ])
        """)),
        ("item:", "Login.swift", swiftController("""
                let field = UIView(); let submit = UIView()
                field.translatesAutoresizingMaskIntoConstraints = false
                submit.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(field); view.addSubview(submit)
                view.addConstraints([
                    NSLayoutConstraint(item: field, attribute: .top, relatedBy: .equal, toItem: view, attribute: .top, multiplier: 1, constant: 20),
                    NSLayoutConstraint(item: field, attribute: .leading, relatedBy: .equal, toItem: view, attribute: .leading, multiplier: 1, constant: 16),
                    NSLayoutConstraint(item: field, attribute: .trailing, relatedBy: .equal, toItem: view, attribute: .trailing, multiplier: 1, constant: -16),
                    NSLayoutConstraint(item: field, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 44),
                    NSLayoutConstraint(item: submit, attribute: .top, relatedBy: .equal, toItem: field, attribute: .bottom, multiplier: 1, constant: 12),
                    NSLayoutConstraint(item: submit, attribute: .leading, relatedBy: .equal, toItem: view, attribute: .leading, multiplier: 1, constant: 16),
                    NSLayoutConstraint(item: submit, attribute: .trailing, relatedBy: .equal, toItem: view, attribute: .trailing, multiplier: 1, constant: -16),
                    NSLayoutConstraint(item: submit, attribute: .height, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 50),
                ])
        """)),
        ("SnapKit", "Login.swift", swiftController("""
                let field = UIView(); let submit = UIView()
                view.addSubview(field); view.addSubview(submit)
                field.snp.makeConstraints { make in
                    make.top.equalToSuperview().offset(20)
                    make.leading.trailing.equalToSuperview().inset(16)
                    make.height.equalTo(44)
                }
                submit.snp.makeConstraints {
                    $0.top.equalTo(field.snp.bottom).offset(12)
                    $0.leading.equalTo(field)
                    $0.trailing.equalTo(view).offset(-16)
                    $0.height.equalTo(50)
                }
        """)),
        ("Masonry", "Login.m", objectiveCController("""
            UIView *field = [UIView new];
            UIView *submit = [[UIView alloc] init];
            [self.view addSubview:field];
            [self.view addSubview:submit];
            [field mas_makeConstraints:^(MASConstraintMaker *make) {
                make.top.equalTo(self.view).with.offset(20);
                make.leading.equalTo(self.view.mas_leading).offset(16);
                make.trailing.equalTo(self.view).insets(UIEdgeInsetsMake(0, 16, 0, 16));
                make.height.mas_equalTo(44);
            }];
            [submit mas_makeConstraints:^(MASConstraintMaker *make) {
                make.top.equalTo(field.mas_bottom).offset(12);
                make.leading.and.trailing.equalTo(field);
                make.height.equalTo(@50);
            }];
        """)),
        ("PureLayout", "Login.m", objectiveCController("""
            UIView *field = [UIView newAutoLayoutView];
            UIView *submit = [UIView newAutoLayoutView];
            [self.view addSubview:field];
            [self.view addSubview:submit];
            [field autoPinEdgeToSuperviewEdge:ALEdgeTop withInset:20];
            [field autoPinEdgeToSuperviewEdge:ALEdgeLeading withInset:16];
            [field autoPinEdgeToSuperviewEdge:ALEdgeTrailing withInset:16];
            [field autoSetDimension:ALDimensionHeight toSize:44];
            [submit autoPinEdge:ALEdgeTop toEdge:ALEdgeBottom ofView:field withOffset:12];
            [submit autoPinEdgeToSuperviewEdge:ALEdgeLeading withInset:16];
            [submit autoPinEdgeToSuperviewEdge:ALEdgeTrailing withInset:16];
            [submit autoSetDimension:ALDimensionHeight toSize:50];
        """)),
        ("PureLayout in Swift", "Login.swift", swiftController("""
                let field = UIView(); let submit = UIView()
                view.addSubview(field); view.addSubview(submit)
                field.autoPinEdge(toSuperviewEdge: .top, withInset: 20)
                field.autoPinEdge(toSuperviewEdge: .leading, withInset: 16)
                field.autoPinEdge(toSuperviewEdge: .trailing, withInset: 16)
                field.autoSetDimension(.height, toSize: 44)
                submit.autoPinEdge(.top, to: .bottom, of: field, withOffset: 12)
                submit.autoPinEdge(toSuperviewEdge: .leading, withInset: 16)
                submit.autoPinEdge(toSuperviewEdge: .trailing, withInset: 16)
                submit.autoSetDimension(.height, toSize: 50)
        """)),
        ("VFL", "Login.swift", swiftController("""
                let field = UIView(); let submit = UIView()
                field.translatesAutoresizingMaskIntoConstraints = false
                submit.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(field); view.addSubview(submit)
                let views = ["field": field, "submit": submit]
                let metrics = ["side": Layout.side]
                NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|-side-[field]-side-|", options: [], metrics: metrics, views: views))
                NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|-side-[submit]-side-|", options: [], metrics: metrics, views: views))
                NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:|-20-[field(44)]-12-[submit(50)]", options: [], metrics: nil, views: views))
            }
        }
        enum Layout {
            static let side: CGFloat = 16
            static func unused() {
        """)),
        ("VFL in Objective-C, mixed with anchors", "Login.m", objectiveCController("""
            UIView *field = [UIView new];
            UIView *submit = [UIView new];
            field.translatesAutoresizingMaskIntoConstraints = NO;
            submit.translatesAutoresizingMaskIntoConstraints = NO;
            [self.view addSubview:field];
            [self.view addSubview:submit];
            NSDictionary *views = NSDictionaryOfVariableBindings(field, submit);
            [self.view addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:|-16-[field]-16-|" options:0 metrics:nil views:views]];
            [self.view addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"V:|-20-[field(44)]-12-[submit]" options:NSLayoutFormatAlignAllLeading | NSLayoutFormatAlignAllTrailing metrics:nil views:views]];
            [submit.heightAnchor constraintEqualToConstant:50].active = YES;
        """)),
    ]

    @Test("a login form in every dialect: the frames of the screen's arithmetic", arguments: loginForms.indices)
    func loginFormFrames(_ index: Int) throws {
        let (name, path, text) = Self.loginForms[index]
        let compiled = Self.compile(text, path: path)
        #expect(!compiled.diagnostics.hasErrors, "\(name): \(compiled.diagnostics.map(\.message))")
        let frames = try Self.frames(compiled)
        #expect(frames["field"] == LayoutRect(x: 16, y: 20, width: 288, height: 44), "\(name)")
        #expect(frames["submit"] == LayoutRect(x: 16, y: 76, width: 288, height: 50), "\(name)")
        // Every constraint of the screen is laid out: nothing is left to the running app.
        #expect(compiled.document.screens.flatMap(\.unsolved).isEmpty, "\(name): \(compiled.document.screens.flatMap(\.unsolved).map(\.reason))")
    }

    @Test("anchors, item:, SnapKit, Masonry and PureLayout give the .layout version's constraints")
    func loginFormConstraints() throws {
        let layout = Self.compile("""
            screen Form {
                view field
                view submit
                field.top == view.top + 20
                field.leading == view.leading + 16
                field.trailing == view.trailing - 16
                field.height == 44
                submit.top == field.bottom + 12
                submit.leading == view.leading + 16
                submit.trailing == view.trailing - 16
                submit.height == 50
            }
            """, path: "Form.layout")
        let expected = Self.equations(layout)
        #expect(expected.count == 8)
        for (name, path, text) in Self.loginForms where ["anchors", "item:", "PureLayout", "PureLayout in Swift"].contains(name) {
            #expect(Self.equations(Self.compile(text, path: path)) == expected, "\(name)")
        }
        // SnapKit's `leading.equalTo(field)` and Masonry's `equalTo(field)` relate the submit to
        // the field, not to the root: the same frames, one constraint written differently.
        for (name, path, text) in Self.loginForms where name == "SnapKit" || name == "Masonry" {
            let equations = Self.equations(Self.compile(text, path: path))
            #expect(equations.count == 8, "\(name)")
            #expect(equations.contains("submit.leading == field.leading"), "\(name): \(equations)")
        }
    }

    // MARK: A cell with a stack of labels

    @Test("a stack of rows pinned by SnapKit, Masonry or anchors: stack (8, 8, 304, 20 + 4 + 30 = 54)",
          arguments: ["snapkit", "masonry", "anchors"])
    func stackOfRows(_ dialect: String) throws {
        let pin: String
        switch dialect {
        case "snapkit":
            pin = """
                    stack.snp.makeConstraints { make in
                        make.top.leading.trailing.equalToSuperview().inset(8)
                    }
                    first.snp.makeConstraints { $0.height.equalTo(20) }
                    second.snp.makeConstraints { $0.height.equalTo(30) }
            """
        case "masonry":
            pin = ""
        default:
            pin = """
                    stack.translatesAutoresizingMaskIntoConstraints = false
                    NSLayoutConstraint.activate([
                        stack.topAnchor.constraint(equalTo: view.topAnchor, constant: 8),
                        stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 8),
                        stack.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -8),
                        first.heightAnchor.constraint(equalToConstant: 20),
                        second.heightAnchor.constraint(equalToConstant: 30),
                    ])
            """
        }
        let text: String
        let path: String
        if dialect == "masonry" {
            path = "Rows.m"
            text = Self.objectiveCController("""
                UIView *first = [UIView new];
                UIView *second = [UIView new];
                UIStackView *stack = [[UIStackView alloc] initWithArrangedSubviews:@[first, second]];
                stack.axis = UILayoutConstraintAxisVertical;
                stack.spacing = 4;
                [self.view addSubview:stack];
                [stack mas_makeConstraints:^(MASConstraintMaker *make) {
                    make.top.left.right.equalTo(self.view).insets(UIEdgeInsetsMake(8, 8, 8, 8));
                }];
                [first mas_makeConstraints:^(MASConstraintMaker *make) { make.height.mas_equalTo(20); }];
                [second mas_makeConstraints:^(MASConstraintMaker *make) { make.height.mas_equalTo(30); }];
            """)
        } else {
            path = "Rows.swift"
            text = Self.swiftController("""
                    let first = UIView()
                    let second = UIView()
                    let stack = UIStackView(arrangedSubviews: [first, second])
                    stack.axis = .vertical
                    stack.spacing = 4
                    view.addSubview(stack)
            \(pin)
            """)
        }
        let compiled = Self.compile(text, path: path)
        #expect(!compiled.diagnostics.hasErrors, "\(compiled.diagnostics.map(\.message))")
        let frames = try Self.frames(compiled)
        #expect(frames["stack"] == LayoutRect(x: 8, y: 8, width: 304, height: 54))
        #expect(frames["first"] == LayoutRect(x: 0, y: 0, width: 304, height: 20))
        #expect(frames["second"] == LayoutRect(x: 0, y: 24, width: 304, height: 30))
    }

    // MARK: A conflict, in each dialect and across two

    static let conflicts: [(name: String, path: String, text: String)] = [
        ("SnapKit twice", "C.swift", swiftController("""
                let box = UIView()
                view.addSubview(box)
                box.snp.makeConstraints { make in
                    make.height.equalTo(100)
                    make.height.equalTo(120)
                }
        """)),
        ("VFL and an anchor", "C.swift", swiftController("""
                let title = UIView()
                title.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(title)
                NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:[title(40)]", options: [], metrics: nil, views: ["title": title]))
                title.heightAnchor.constraint(equalToConstant: 50).isActive = true
        """)),
        ("Masonry and PureLayout", "C.m", objectiveCController("""
            UIView *box = [UIView new];
            [self.view addSubview:box];
            [box mas_makeConstraints:^(MASConstraintMaker *make) { make.width.equalTo(@100); }];
            [box autoSetDimension:ALDimensionWidth toSize:120];
        """)),
        ("SnapKit and an anchor", "C.swift", swiftController("""
                let box = UIView()
                view.addSubview(box)
                box.snp.makeConstraints { $0.width.equalTo(100) }
                box.widthAnchor.constraint(equalToConstant: 120).isActive = true
        """)),
    ]

    @Test("two required sizes that differ are one unsatisfiable set, whatever dialects state them", arguments: conflicts.indices)
    func conflict(_ index: Int) throws {
        let (name, path, text) = Self.conflicts[index]
        let compiled = Self.compile(text, path: path)
        let found = compiled.diagnostics.filter { $0.ruleID == .unsatisfiable }
        #expect(found.count == 1, "\(name): \(compiled.diagnostics.map(\.message))")
        #expect(found.first?.message == "2 required constraints cannot all hold in every environment", "\(name)")
    }

    // MARK: An ambiguous view

    @Test("a plain view given a place but no height is ambiguous, in each dialect",
          arguments: [("Amb.swift", "box.snp.makeConstraints { make in\n make.top.leading.trailing.equalToSuperview()\n }"),
                      ("Amb.m", "[box mas_makeConstraints:^(MASConstraintMaker *make) { make.top.left.right.equalTo(self.view); }];"),
                      ("Amb.m", "[box autoPinEdgesToSuperviewEdgesWithInsets:UIEdgeInsetsZero excludingEdge:ALEdgeBottom];")])
    func ambiguous(_ path: String, _ statement: String) throws {
        let text = path.hasSuffix(".m")
            ? Self.objectiveCController("    UIView *box = [UIView new];\n    [self.view addSubview:box];\n    \(statement)")
            : Self.swiftController("        let box = UIView()\n        view.addSubview(box)\n        \(statement)")
        let compiled = Self.compile(text, path: path)
        let found = try #require(compiled.diagnostics.first { $0.ruleID == .ambiguousLayout }, "\(compiled.diagnostics.map(\.message))")
        #expect(found.message.contains("box"))
        #expect(found.message.contains("height"))
    }

    // MARK: A view pinned to the safe area

    @Test("a banner pinned to the safe area: (0, 20) on the SE, (0, 59) on the iPhone 15 (Docs/uikit-devices.md)",
          arguments: [("Safe.swift", "banner.snp.makeConstraints { make in\n make.top.leading.trailing.equalTo(view.safeAreaLayoutGuide)\n make.height.equalTo(100)\n }"),
                      ("Safe.m", "[banner mas_makeConstraints:^(MASConstraintMaker *make) { make.top.equalTo(self.view.mas_safeAreaLayoutGuideTop); make.left.right.equalTo(self.view); make.height.equalTo(@100); }];"),
                      ("Safe.m", "[banner autoPinEdgesToSuperviewSafeAreaWithInsets:UIEdgeInsetsZero excludingEdge:ALEdgeBottom];\n    [banner autoSetDimension:ALDimensionHeight toSize:100];"),
                      ("Safe.swift", "banner.translatesAutoresizingMaskIntoConstraints = false\n NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: \"H:|[banner]|\", options: [], metrics: nil, views: [\"banner\": banner]))\n banner.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor).isActive = true\n banner.heightAnchor.constraint(equalToConstant: 100).isActive = true")])
    func safeArea(_ path: String, _ statement: String) throws {
        let text = path.hasSuffix(".m")
            ? Self.objectiveCController("    UIView *banner = [UIView new];\n    [self.view addSubview:banner];\n    \(statement)")
            : Self.swiftController("        let banner = UIView()\n        view.addSubview(banner)\n        \(statement)")
        let compiled = Self.compile(text, path: path)
        #expect(!compiled.diagnostics.hasErrors, "\(compiled.diagnostics.map(\.message))")
        #expect(try Self.frames(compiled)["banner"] == LayoutRect(x: 0, y: 20, width: 320, height: 100))
        #expect(try Self.frames(compiled, environment: "iPhone15 portrait ltr")["banner"] == LayoutRect(x: 0, y: 59, width: 393, height: 100))
    }
}
