import Testing
import LayoutEngine
import LayoutIR
@testable import VFLCompiler

/// A cell's content view that stores no `<rect key="frame">` (Xcode 8 writes `<frame
/// key="frameInset">`, Xcode 7–8 without a device may write nothing) fills its cell: the cell
/// sizes its content view (Apple, "UITableViewCell.contentView").
@Suite("Interface Builder content views without a stored frame")
struct InterfaceBuilderFramelessContentViewTests {
    /// An Xcode 8 (toolsVersion 11201) 320 × 45 cell whose content view holds a box pinned to
    /// its four margins (8 all round before Xcode 10, Docs/InterfaceBuilder.md#views).
    private let document = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="11201" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <objects>
                <tableViewCell contentMode="scaleToFill" rowHeight="45" id="cell">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="45"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <tableViewCellContentView key="contentView" opaque="NO" tableViewCell="cell" id="content">
                        <frame key="frameInset" width="320" height="44"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <view translatesAutoresizingMaskIntoConstraints="NO" id="box"><frame key="frameInset" minX="8" minY="8" width="304" height="28"/></view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="box" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="c1"/>
                            <constraint firstItem="box" firstAttribute="trailing" secondItem="content" secondAttribute="trailingMargin" id="c2"/>
                            <constraint firstItem="box" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="c3"/>
                            <constraint firstItem="box" firstAttribute="bottom" secondItem="content" secondAttribute="bottomMargin" id="c4"/>
                        </constraints>
                    </tableViewCellContentView>
                </tableViewCell>
            </objects>
        </document>
        """

    @Test("the content view fills its cell and the box sits inside its 8-pt margins, with no ambiguity")
    func fillsCell() {
        let compiled = compileInterfaceBuilder(document, path: "Cell.xib", asDesigned: true)
        #expect(compiled.firstSolvedView(id: "content")?.frame == LayoutRect(x: 0, y: 0, width: 320, height: 45))
        // 320 − 2 × 8 wide, 45 − 2 × 8 tall.
        #expect(compiled.firstSolvedView(id: "box")?.frame == LayoutRect(x: 8, y: 8, width: 304, height: 29))
        #expect(!compiled.diagnostics.contains { $0.ruleID == .ambiguousLayout }, "\(compiled.diagnostics.map(\.message))")
    }
}
