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
                       cellExtras: String = "") -> String {
        """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14460" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <device id="retina4_7" orientation="portrait"/>
            <scenes><scene sceneID="s1"><objects>
                <tableViewController id="vc" sceneMemberID="viewController">
                    <tableView key="view" rowHeight="\(rowHeight)" estimatedRowHeight="-1" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <prototypes>
                            <tableViewCell userLabel="row" id="row"><rect key="frame" x="0.0" y="28" width="375" height="\(cellHeight)"/><autoresizingMask key="autoresizingMask"/>
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
    private var twoLabelRow: String {
        table(rowHeight: "-1", cellHeight: 110, contentHeight: 110, subviews: """
            <label text="Title" verticalHuggingPriority="251" ambiguous="YES" translatesAutoresizingMaskIntoConstraints="NO" id="a"><rect key="frame" x="16" y="11" width="40" height="20.5"/><fontDescription key="fontDescription" type="system" pointSize="17"/></label>
            <label text="Detail" verticalHuggingPriority="251" ambiguous="YES" translatesAutoresizingMaskIntoConstraints="NO" id="b"><rect key="frame" x="16" y="37.5" width="50" height="20.5"/><fontDescription key="fontDescription" type="system" pointSize="17"/></label>
            """, constraints: """
            <constraint firstItem="a" firstAttribute="top" secondItem="rowContent" secondAttribute="top" constant="11" id="c1"/>
            <constraint firstItem="b" firstAttribute="top" secondItem="a" secondAttribute="bottom" constant="6" id="c2"/>
            <constraint firstAttribute="bottom" secondItem="b" secondAttribute="bottom" constant="11" id="c3"/>
            <constraint firstItem="a" firstAttribute="leading" secondItem="rowContent" secondAttribute="leading" constant="16" id="c4"/>
            <constraint firstItem="b" firstAttribute="leading" secondItem="rowContent" secondAttribute="leading" constant="16" id="c5"/>
            """)
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
        #expect(notes.allSatisfy { $0.message.contains("at the height Interface Builder draws it") })
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
}
