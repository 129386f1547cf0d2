import Testing
import LayoutIR
@testable import LayoutSyntax
@testable import VFLCompiler

/// An outlet the owner's code adds views to (`headerView.addSubview(searchBar)`) or constrains
/// with layout anchors (`spacer.topAnchor.constraint(…).isActive = true`) holds, at run time,
/// views and constraints the document does not show (Apple, `UIView.addSubview(_:)`,
/// `NSLayoutAnchor`): what the document leaves free in it, or in views that share its freedom,
/// is for that code to settle, so findings there are infos that say so
/// (Docs/InterfaceBuilder.md#what-the-apps-code-sets).
@Suite struct InterfaceBuilderCodeCompletedOutletTests {
    /// An empty plain `headerView` on top of a table that fills the rest of the root: the split
    /// of the root's height between them is free in the document.
    static let document = xibDocument("""
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="hdr">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="40"/>
                </view>
                <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" style="plain" separatorStyle="default" rowHeight="44" translatesAutoresizingMaskIntoConstraints="NO" id="tbl">
                    <rect key="frame" x="0.0" y="40" width="320" height="60"/>
                </tableView>
        """, """
                <constraint firstItem="hdr" firstAttribute="top" secondItem="root" secondAttribute="top" id="c1"/>
                <constraint firstItem="hdr" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
                <constraint firstAttribute="trailing" secondItem="hdr" secondAttribute="trailing" id="c3"/>
                <constraint firstItem="tbl" firstAttribute="top" secondItem="hdr" secondAttribute="bottom" id="c4"/>
                <constraint firstItem="tbl" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c5"/>
                <constraint firstAttribute="trailing" secondItem="tbl" secondAttribute="trailing" id="c6"/>
                <constraint firstAttribute="bottom" secondItem="tbl" secondAttribute="bottom" id="c7"/>
        """, outlets: [("headerView", "hdr"), ("tableView", "tbl"), ("view", "root")])

    static func ambiguities(code: String?) -> [LayoutDiagnostic] {
        var inputs = [CompilerInput(SourceFile(path: "App/Search.xib", text: document))]
        if let code { inputs += [CompilerInput(SourceFile(path: "App/Owner.swift", text: code)),
                                 CompilerInput(SourceFile(path: "App/Loader.swift", text: nibLoader("Search")))] }
        return LayoutCompiler().compile(inputs)[0].diagnostics.filter { $0.ruleID == .ambiguousLayout }
    }

    @Test("the owner's code adding a view to the empty outlet makes its free height, and the table's, infos",
          arguments: ["headerView.addSubview(searchBar)", "headerView?.heightAnchor.constraint(equalToConstant: 0).isActive = true"])
    func completedOutlet(statement: String) throws {
        let code = """
            final class Owner: UIViewController {
                @IBOutlet var headerView: UIView!
                let searchBar = UISearchBar()
                func setUp() {
                    \(statement)
                }
            }
            """
        let header = try #require(Self.ambiguities(code: code).first { $0.message.contains("'headerView'") })
        #expect(header.severity == .info)
        #expect(header.notes.first?.message.contains("the app's code adds views or constraints to 'headerView'") == true)
        let table = Self.ambiguities(code: code).first { $0.message.contains("'tableView'") }
        #expect(table.map { $0.severity == .info } ?? true)
    }

    @Test("without the code, or with code of another class touching a view of that name, the split is the document's: warnings")
    func otherClassesCode() {
        for code in [nil, """
            final class Other: UIViewController {
                let headerView = UIView()
                func setUp() { headerView.addSubview(UILabel()) }
            }
            """] {
            let warnings = Self.ambiguities(code: code).filter { $0.severity == .warning }
            #expect(warnings.contains { $0.message.contains("'headerView'") }, "\(code ?? "no code")")
        }
    }

    @Test("the names each type's code completes: additions and anchors, optional chaining, Objective-C; not the root view, nor the word before a bare addSubview")
    func collectedNames() {
        let swift = SourceFile(path: "A.swift", text: """
            final class Search: UIViewController {
                func setUp() {
                    let footer = self.footerView
                    addSubview(footer)
                    headerView?.addSubview(bar)
                    spacer.topAnchor.constraint(equalTo: image.bottomAnchor).isActive = true
                    view.addSubview(other)
                }
                final class Inner: UIView {
                    func make() { self.badge.insertSubview(dot, at: 0) }
                }
            }
            """)
        #expect(CodeCompletedViews.collect(swift, scan: { ScannedSource(swift, language: .swift) })
                == ["Search.headerView", "Search.spacer", "Inner.badge"])
        let objectiveC = SourceFile(path: "B.m", text: """
            @implementation Card
            - (void)setUp {
                [self.content addSubview:label];
                [_footer.heightAnchor constraintEqualToConstant:20].active = YES;
            }
            @end
            """)
        #expect(CodeCompletedViews.collect(objectiveC, scan: { ScannedSource(objectiveC, language: .objectiveC) })
                == ["Card.content", "Card.footer"])
    }

    /// A Visual Format call constrains the views its `views:` dictionary binds (Apple,
    /// "constraints(withVisualFormat:options:metrics:views:)"): in place, through a local assigned
    /// the literal, or through `NSDictionaryOfVariableBindings`.
    @Test("the views a Visual Format call binds are completed by the code: a literal, a local holding one, the bindings macro")
    func visualFormatViews() {
        let objectiveC = SourceFile(path: "Empty.m", text: """
            @implementation EmptyViewController
            - (void)viewDidLayoutSubviews {
                NSDictionary *viewsDictionary = @{@"arrow": self.arrowImageView};
                [self.view addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"H:[arrow]-9-|" options:0 metrics:nil views:viewsDictionary]];
                [self.view addConstraints:[NSLayoutConstraint constraintsWithVisualFormat:@"V:[hint]-|" options:0 metrics:nil views:NSDictionaryOfVariableBindings(_hint)]];
            }
            @end
            """)
        #expect(CodeCompletedViews.collect(objectiveC, scan: { ScannedSource(objectiveC, language: .objectiveC) })
                == ["EmptyViewController.arrowImageView", "EmptyViewController.hint"])
        let swift = SourceFile(path: "Empty.swift", text: """
            final class EmptyViewController: UIViewController {
                override func viewDidLayoutSubviews() {
                    view.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "H:[arrow]-9-|", metrics: nil, views: ["arrow": arrow]))
                }
            }
            """)
        #expect(CodeCompletedViews.collect(swift, scan: { ScannedSource(swift, language: .swift) }) == ["EmptyViewController.arrow"])
    }

    /// A vertical equal-spacing stack whose one arranged view is the empty outlet `containerView`: a plain view
    /// has no intrinsic size (Apple, `UIView.intrinsicContentSize`: `noIntrinsicMetric`), so the
    /// document's stack is 0 tall; the owner's code pins a view inside the container.
    @Test("a zero-size stack holding only an outlet the code fills is an info; without the code, a warning")
    func zeroSizeAroundCompletedOutlet() throws {
        let document = xibDocument("""
                    <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" distribution="equalSpacing" translatesAutoresizingMaskIntoConstraints="NO" id="stk">
                        <rect key="frame" x="8" y="8" width="304" height="40"/>
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                <rect key="frame" x="0.0" y="0.0" width="304" height="40"/>
                                <color key="backgroundColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                            </view>
                        </subviews>
                    </stackView>
            """, """
                    <constraint firstItem="stk" firstAttribute="top" secondItem="root" secondAttribute="top" constant="8" id="s1"/>
                    <constraint firstItem="stk" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="8" id="s2"/>
                    <constraint firstAttribute="trailing" secondItem="stk" secondAttribute="trailing" constant="8" id="s3"/>
            """, outlets: [("containerView", "box"), ("view", "root")])
        let code = """
            final class Owner: UIViewController {
                @IBOutlet weak var containerView: UIView?
                func configure(_ bottomStack: UIStackView) {
                    containerView?.addSubview(bottomStack)
                    containerView?.topAnchor.constraint(equalTo: bottomStack.topAnchor, constant: -8).isActive = true
                }
            }
            """
        func sizeFindings(_ code: String?) -> [LayoutDiagnostic] {
            var inputs = [CompilerInput(SourceFile(path: "App/Selector.xib", text: document))]
            if let code { inputs += [CompilerInput(SourceFile(path: "App/Owner.swift", text: code)),
                                     CompilerInput(SourceFile(path: "App/Loader.swift", text: nibLoader("Selector")))] }
            return LayoutCompiler().compile(inputs)[0].diagnostics.filter { $0.ruleID == .nonPositiveSize }
        }
        let bare = sizeFindings(nil)
        #expect(bare.contains { $0.severity == .warning }, "\(bare.map(\.message))")
        let completed = sizeFindings(code)
        #expect(!completed.isEmpty && completed.allSatisfy { $0.severity == .info }, "\(completed.map(\.message))")
    }
}
