import Testing
import LayoutEngine
import LayoutIR
@testable import VFLCompiler

/// Cells of a table with automatic row heights (`rowHeight="-1"`, UIKit's
/// `automaticDimension`): on the devices a row is as tall as its content, while Interface
/// Builder's canvas keeps the height the document stores (Docs/InterfaceBuilder.md).
@Suite("Interface Builder self-sizing rows")
struct InterfaceBuilderSelfSizingRowTests {
    private func compile(_ text: String, asDesigned: Bool = false) -> CompiledFile {
        LayoutCompiler(frontEnds: DocumentInput.registry(asDesigned: asDesigned)).compile(SourceFile(path: "T.storyboard", text: text))
    }

    private func frame(_ id: String, in text: String, environment: String) throws -> LayoutRect? {
        let solutions = compile(text).tables.flatMap(\.solutions)
        let solution = try #require(solutions.first { $0.environment.name.hasPrefix(environment + " ") })
        return solution.views.first { $0.sourceID == id }?.frame
    }

    /// A table view controller on a 4.7-inch canvas with one prototype cell `row` of the stored
    /// `cellHeight` over a content view `rowContent` of `contentHeight`; `rowHeight` is the table's.
    private func table(rowHeight: String, cellHeight: Double, contentHeight: Double, subviews: String, constraints: String,
                       cellExtras: String = "", cellAttributes: String = "", controllerAttributes: String = "") -> String {
        """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14460" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <device id="retina4_7" orientation="portrait"/>
            <scenes><scene sceneID="s1"><objects>
                <tableViewController id="vc" \(controllerAttributes) sceneMemberID="viewController">
                    <tableView key="view" rowHeight="\(rowHeight)" estimatedRowHeight="-1" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <prototypes>
                            <tableViewCell userLabel="row" \(cellAttributes) id="row"><rect key="frame" x="0.0" y="28" width="375" height="\(cellHeight)"/><autoresizingMask key="autoresizingMask"/>
                                <tableViewCellContentView key="contentView" tableViewCell="row" id="rowContent"><rect key="frame" x="0.0" y="0.0" width="375" height="\(contentHeight)"/><autoresizingMask key="autoresizingMask"/>
                                    <subviews>\(subviews)</subviews>
                                    <constraints>\(constraints)</constraints>
                                </tableViewCellContentView>
                                \(cellExtras)
                            </tableViewCell>
                        </prototypes>
                    </tableView>
                </tableViewController>
            </objects></scene></scenes>
        </document>
        """
    }

    /// A cell stored 44 tall over a 43.5-pt content view (the separator's 0.5 pt, Xcode 10 and
    /// before) holding a label of a required 44 pt, top to bottom.
    private func fullLabelRow(rowHeight: String) -> String {
        table(rowHeight: rowHeight, cellHeight: 44, contentHeight: 43.5, subviews: """
            <label text="Row" translatesAutoresizingMaskIntoConstraints="NO" userLabel="title" id="title"><rect key="frame" x="16" y="0.0" width="40" height="44"/>
                <constraints><constraint firstAttribute="height" constant="44" id="h"/></constraints>
            </label>
            """, constraints: """
            <constraint firstItem="title" firstAttribute="top" secondItem="rowContent" secondAttribute="top" id="t"/>
            <constraint firstAttribute="bottom" secondItem="title" secondAttribute="bottom" id="b"/>
            <constraint firstItem="title" firstAttribute="leading" secondItem="rowContent" secondAttribute="leading" constant="16" id="l"/>
            """)
    }

    @Test("a prototype cell of a table with automatic row heights is as tall as its content plus the separator")
    func contentDecidesTheHeight() throws {
        let automatic = fullLabelRow(rowHeight: "-1")
        #expect(!compile(automatic).diagnostics.contains { $0.ruleID == .unsatisfiable })
        // 44 of content over the 0.5-pt separator the stored content view leaves.
        #expect(try frame("row", in: automatic, environment: "iPhoneSE portrait")?.height == 44.5)
        // A fixed row height keeps the cell at 44: the 44-pt label cannot fit in 43.5.
        #expect(compile(fullLabelRow(rowHeight: "44")).diagnostics.contains { $0.ruleID == .unsatisfiable })
    }

    /// Two one-line labels (20.5 pt of 17-pt text each, as stored) of equal vertical hugging, 11
    /// from the top, 6 apart and 11 from the bottom of a row stored 110 tall, both flagged by
    /// Xcode: at 110 the 41 pt their text does not fill may go to either (Xcode's content
    /// priority ambiguity); a row of its content's height has none to give.
    private var twoLabelRow: String { twoLabelRow() }

    private func twoLabelRow(rowHeight: String = "-1", cellAttributes: String = "", controllerAttributes: String = "") -> String {
        table(rowHeight: rowHeight, cellHeight: 110, contentHeight: 110, subviews: """
            <label text="Title" verticalHuggingPriority="251" ambiguous="YES" translatesAutoresizingMaskIntoConstraints="NO" id="a"><rect key="frame" x="16" y="11" width="40" height="20.5"/><fontDescription key="fontDescription" type="system" pointSize="17"/></label>
            <label text="Detail" verticalHuggingPriority="251" ambiguous="YES" translatesAutoresizingMaskIntoConstraints="NO" id="b"><rect key="frame" x="16" y="37.5" width="50" height="20.5"/><fontDescription key="fontDescription" type="system" pointSize="17"/></label>
            """, constraints: """
            <constraint firstItem="a" firstAttribute="top" secondItem="rowContent" secondAttribute="top" constant="11" id="c1"/>
            <constraint firstItem="b" firstAttribute="top" secondItem="a" secondAttribute="bottom" constant="6" id="c2"/>
            <constraint firstAttribute="bottom" secondItem="b" secondAttribute="bottom" constant="11" id="c3"/>
            <constraint firstItem="a" firstAttribute="leading" secondItem="rowContent" secondAttribute="leading" constant="16" id="c4"/>
            <constraint firstItem="b" firstAttribute="leading" secondItem="rowContent" secondAttribute="leading" constant="16" id="c5"/>
            """, cellAttributes: cellAttributes, controllerAttributes: controllerAttributes)
    }

    @Test("Xcode's flags in a self-sizing row hold at the stored height; on the devices the row fits its content and says why it disagrees")
    func flagsAtTheStoredHeight() {
        let designed = compile(twoLabelRow, asDesigned: true).diagnostics
        #expect(designed.contains { $0.ruleID == .ambiguousLayout })
        #expect(!designed.contains { $0.ruleID == .xcodeFlagDisagreement })
        let devices = compile(twoLabelRow).diagnostics
        #expect(!devices.contains { $0.ruleID == .ambiguousLayout })
        let notes = devices.filter { $0.ruleID == .xcodeFlagDisagreement }
        #expect(notes.count == 2)
        #expect(notes.allSatisfy { $0.message.contains("at the height Interface Builder draws it, but on the devices its row takes the height of its content") })
    }

    /// A row stored 46 tall whose height is a label's between the 11-pt margins, with no text
    /// in the document (stored 0 × 0, as Interface Builder measures an empty label), beside a
    /// 25-pt icon centred on the row; with `outlet` the cell's class holds the label (the app
    /// sets its text). Empty, the label makes a 22-pt row that cannot hold the icon.
    private func emptyLabelRow(outlet: Bool) -> String {
        table(rowHeight: "-1", cellHeight: 46, contentHeight: 46, subviews: """
            <label text="" translatesAutoresizingMaskIntoConstraints="NO" id="label"><rect key="frame" x="16" y="11" width="0.0" height="0.0"/><fontDescription key="fontDescription" type="system" pointSize="17"/></label>
            <imageView translatesAutoresizingMaskIntoConstraints="NO" userLabel="icon" id="icon"><rect key="frame" x="334" y="10.5" width="25" height="25"/>
                <constraints><constraint firstAttribute="width" constant="25" id="w"/><constraint firstAttribute="height" constant="25" id="h"/></constraints>
            </imageView>
            """, constraints: """
            <constraint firstItem="label" firstAttribute="top" secondItem="rowContent" secondAttribute="topMargin" id="c1"/>
            <constraint firstAttribute="bottomMargin" secondItem="label" secondAttribute="bottom" id="c2"/>
            <constraint firstItem="label" firstAttribute="leading" secondItem="rowContent" secondAttribute="leadingMargin" id="c3"/>
            <constraint firstAttribute="trailing" secondItem="icon" secondAttribute="trailing" constant="16" id="c4"/>
            <constraint firstItem="icon" firstAttribute="centerY" secondItem="rowContent" secondAttribute="centerY" id="c5"/>
            """, cellExtras: outlet ? #"<connections><outlet property="titleLabel" destination="label" id="o1"/></connections>"# : "")
    }

    @Test("what fits vertically in a self-sizing row whose height is an outlet's text is not a finding; with the text fixed it is",
          arguments: [(true, false), (false, true)])
    func rowHeightFromAppText(outlet: Bool, reported: Bool) {
        let found = compile(emptyLabelRow(outlet: outlet)).diagnostics
        #expect(found.contains { $0.ruleID == .viewOutsideSuperview && $0.message.contains("'icon'") } == reported)
    }

    // MARK: - A prototype cell's custom row height

    /// The two-label row with a custom row height of its own (`rowHeight="110"` on the cell, as
    /// Interface Builder writes when "Custom" is ticked in the size inspector). In a table whose
    /// rows are automatic the custom height only sizes the canvas (useyourloaf.com, "Self Sizing
    /// Table View Cells In Interface Builder"): the row is as tall as its content, 11 + 20.5 + 6 +
    /// 20.5 + 11 = 69, and the 41 pt of slack that makes the labels' tie at 110 is gone.
    @Test("a prototype cell with a custom row height in a table of automatic row heights sizes to its content")
    func customRowHeightInAnAutomaticTable() throws {
        let text = twoLabelRow(cellAttributes: #"rowHeight="110""#)
        let devices = compile(text).diagnostics
        #expect(!devices.contains { $0.ruleID == .ambiguousLayout })
        #expect(devices.filter { $0.ruleID == .xcodeFlagDisagreement }.count == 2)
        #expect(try frame("row", in: text, environment: "iPhoneSE portrait")?.height == 69)
        // A table of fixed 110-pt rows keeps the row at 110, where the tie is real.
        let fixed = compile(twoLabelRow(rowHeight: "110", cellAttributes: #"rowHeight="110""#)).diagnostics
        #expect(fixed.contains { $0.ruleID == .ambiguousLayout })
    }

    /// A table stored with fixed 110-pt rows whose controller's class sets
    /// `tableView.rowHeight = UITableView.automaticDimension` (`estimatedRowHeight` in the
    /// Objective-C variant, or returned for a row's height by a superclass) in the app's code, read in the same run: the row may be as tall as its
    /// content, so the tie that exists only at 110 is not reported; a class that sets neither
    /// leaves the document's height in force.
    @Test("code that makes the controller's rows automatic makes a fixed-height table's rows self-sizing",
          arguments: [
            ("Rows.swift", "final class RowsViewController: UITableViewController {\n    override func viewDidLoad() {\n        super.viewDidLoad()\n        tableView.rowHeight = UITableView.automaticDimension\n    }\n}\n", false),
            ("Rows.m", "@implementation RowsViewController\n- (void)viewDidLoad {\n    [super viewDidLoad];\n    self.tableView.estimatedRowHeight = 110;\n}\n@end\n", false),
            ("Rows.swift", "class BaseRowsViewController: UITableViewController {\n    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {\n        return UITableView.automaticDimension\n    }\n}\nfinal class RowsViewController: BaseRowsViewController {}\n", false),
            ("Rows.swift", "final class RowsViewController: UITableViewController {\n    override func viewDidLoad() {\n        super.viewDidLoad()\n        tableView.sectionHeaderHeight = UITableView.automaticDimension\n    }\n}\n", true),
            ("Other.swift", "final class OtherViewController: UITableViewController {\n    override func viewDidLoad() {\n        super.viewDidLoad()\n        tableView.rowHeight = UITableView.automaticDimension\n    }\n}\n", true),
          ])
    func rowHeightsMadeAutomaticByCode(path: String, code: String, ambiguous: Bool) {
        let storyboard = twoLabelRow(rowHeight: "110", cellAttributes: #"rowHeight="110""#,
                                     controllerAttributes: #"customClass="RowsViewController""#)
        let compiler = LayoutCompiler(frontEnds: DocumentInput.registry(asDesigned: false))
        let files = compiler.compile([CompilerInput(SourceFile(path: "T.storyboard", text: storyboard)),
                                      CompilerInput(SourceFile(path: path, text: code))])
        #expect(files[0].diagnostics.contains { $0.ruleID == .ambiguousLayout } == ambiguous)
    }
}
