import Testing
import LayoutEngine
import LayoutSyntax
@testable import VFLCompiler

/// Table cells near or past the unsafe strips of the screen, written as Xcode writes them (the
/// content view with `insetsLayoutMarginsFromSafeArea="NO"`, Docs/InterfaceBuilder.md): their
/// content keeps the cell's own 11-pt top and bottom margins wherever the cell lies in the table,
/// as the frames Xcode stores show (NetNewsWire's Settings cells past the home indicator), so an
/// ambiguity Xcode flagged there is found.
@Suite("Interface Builder cells and the safe area")
struct InterfaceBuilderCellSafeAreaTests {
    /// One static cell of a table view controller on a 414 × 896 notched iPhone (safe area 48 at
    /// the top, 34 at the bottom), its frame at `cellY`, 100 tall; its content view holds `content`.
    private func storyboard(cellY: String, content: String, constraints: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" initialViewController="tvc">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <tableViewController id="tvc" sceneMemberID="viewController">
                            <tableView key="view" dataMode="static" style="insetGrouped" rowHeight="-1" id="table">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <sections>
                                    <tableViewSection id="section">
                                        <cells>
                                            <tableViewCell preservesSuperviewLayoutMargins="YES" id="cell">
                                                <rect key="frame" x="20" y="\(cellY)" width="374" height="100"/>
                                                <autoresizingMask key="autoresizingMask"/>
                                                <tableViewCellContentView key="contentView" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="cell" id="content">
                                                    <rect key="frame" x="0.0" y="0.0" width="374" height="100"/>
                                                    <autoresizingMask key="autoresizingMask"/>
                                                    <subviews>
        \(content)
                                                    </subviews>
                                                    <constraints>
        \(constraints)
                                                    </constraints>
                                                </tableViewCellContentView>
                                            </tableViewCell>
                                        </cells>
                                    </tableViewSection>
                                </sections>
                            </tableView>
                        </tableViewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    private func compile(_ text: String) -> CompiledFile {
        LayoutCompiler(frontEnds: DocumentInput.registry(asDesigned: true)).compile(SourceFile(path: "T.storyboard", text: text))
    }

    private func frames(_ compiled: CompiledFile) throws -> [String: LayoutRect] {
        let solution = try #require(compiled.tables.first?.solutions.first)
        var result: [String: LayoutRect] = [:]
        for view in solution.views { if let id = view.sourceID { result[id] = view.frame } }
        return result
    }

    private let pinnedBox = (
        content: #"<view translatesAutoresizingMaskIntoConstraints="NO" id="box"><rect key="frame" x="20" y="11" width="334" height="78"/></view>"#,
        constraints: """
            <constraint firstItem="box" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="c1"/>
            <constraint firstItem="box" firstAttribute="trailing" secondItem="content" secondAttribute="trailingMargin" id="c2"/>
            <constraint firstItem="box" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="c3"/>
            <constraint firstItem="box" firstAttribute="bottom" secondItem="content" secondAttribute="bottomMargin" id="c4"/>
            """)

    @Test("a cell under the top strip or past the home indicator keeps its 11-pt top and bottom margins")
    func cellMargins() throws {
        // The content view's margins: 11 at top and bottom, 20 at the sides on a 414-wide screen;
        // the box fills them: (20, 11) and 374 − 40 = 334 by 100 − 22 = 78, wherever the cell is.
        for y in ["20", "300", "850"] {
            let compiled = compile(storyboard(cellY: y, content: pinnedBox.content, constraints: pinnedBox.constraints))
            #expect(!compiled.diagnostics.contains { $0.ruleID == .misplacedView }, "cell at \(y): \(compiled.diagnostics.map(\.description))")
            #expect(try frames(compiled)["box"] == LayoutRect(x: 20, y: 11, width: 334, height: 78), "cell at \(y)")
        }
    }

    @Test("two labels with equal vertical hugging in a cell past the home indicator are ambiguous, as Xcode flags them")
    func tiedHuggingBelowTheHomeIndicator() {
        // 11 + A + 6 + B + 11 = 100 with stored heights 20 and 0: 42 pt to share, both hug at 251.
        let text = storyboard(cellY: "850", content: """
            <label verticalHuggingPriority="251" ambiguous="YES" text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="a"><rect key="frame" x="20" y="11" width="100" height="20"/></label>
            <label verticalHuggingPriority="251" ambiguous="YES" text="Detail" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="b"><rect key="frame" x="20" y="37" width="200" height="0.0"/></label>
            """, constraints: """
            <constraint firstItem="a" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="c1"/>
            <constraint firstItem="b" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="c2"/>
            <constraint firstItem="a" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="c3"/>
            <constraint firstItem="b" firstAttribute="top" secondItem="a" secondAttribute="bottom" constant="6" id="c4"/>
            <constraint firstItem="b" firstAttribute="bottom" secondItem="content" secondAttribute="bottomMargin" id="c5"/>
            """)
        let diagnostics = compile(text).diagnostics
        let ambiguous = Set(diagnostics.filter { $0.ruleID == .ambiguousLayout }.compactMap { $0.span?.line })
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let labelLines = Set(lines.indices.filter { lines[$0].contains("<label ") }.map { $0 + 1 })
        #expect(labelLines.count == 2)
        #expect(ambiguous.isSuperset(of: labelLines))
        #expect(!diagnostics.contains { $0.ruleID == .xcodeFlagDisagreement })
    }
}
