import Testing
import LayoutIR
@testable import VFLCompiler

/// Prototype cells of a storyboard's table, as early Xcode versions wrote them: the row height
/// the table gives a cell (`rowHeight` on the cell, else the table's `UITableView.rowHeight`),
/// not a stale 44-pt rect (Docs/InterfaceBuilder.md).
@Suite("Interface Builder prototype cells")
struct InterfaceBuilderPrototypeCellTests {
    /// A 320 × 568 table (row height 118) whose prototype cell keeps a 44-pt rect and a content
    /// view without one, holding a label drawn at y 48, 21 tall, by its frame.
    static func storyboard(cellRect: String = #"<rect key="frame" x="0.0" y="0.0" width="320" height="44"/>"#,
                           cellRowHeight: String = #" rowHeight="118""#) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="7706" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="vc">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
                                    <tableView clipsSubviews="YES" contentMode="scaleToFill" fixedFrame="YES" dataMode="prototypes" style="plain" rowHeight="118" translatesAutoresizingMaskIntoConstraints="NO" id="table">
                                        <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                                        <prototypes>
                                            <tableViewCell contentMode="scaleToFill" reuseIdentifier="Row"\(cellRowHeight) id="cell">
                                                \(cellRect)
                                                <autoresizingMask key="autoresizingMask"/>
                                                <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="cell" id="content">
                                                    <autoresizingMask key="autoresizingMask"/>
                                                    <subviews>
                                                        <label opaque="NO" contentMode="left" fixedFrame="YES" text="Label" translatesAutoresizingMaskIntoConstraints="NO" id="year">
                                                            <rect key="frame" x="132" y="48" width="164" height="21"/>
                                                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                        </label>
                                                    </subviews>
                                                </tableViewCellContentView>
                                            </tableViewCell>
                                        </prototypes>
                                    </tableView>
                                </subviews>
                            </view>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    static func compile(_ text: String) -> CompiledFile {
        LayoutCompiler().compile(SourceFile(path: "Main.storyboard", text: text))
    }

    @Test("a cell takes its row height, 118, over a stale 44-pt rect: a label at y 48, 21 tall, is inside it (48 + 21 = 69 ≤ 118)")
    func rowHeightOverStaleRect() throws {
        for variant in [Self.storyboard(), Self.storyboard(cellRowHeight: "")] {
            let compiled = Self.compile(variant)
            #expect(!compiled.diagnostics.contains { $0.ruleID == .viewOutsideSuperview }, "\(compiled.diagnostics.map(\.message))")
            let frames = try CodeReading.frames(compiled, environment: "iPhoneSE portrait ltr")
            let cell = try #require(frames.first { $0.key.lowercased().contains("row") || $0.key.contains("cell") }?.value)
            #expect(cell.height == 118)
        }
    }

    @Test("a prototype cell stored without a rect is placed by its table (its width, row height 118): neither it nor its content view is ambiguous")
    func cellWithoutRect() throws {
        let compiled = Self.compile(Self.storyboard(cellRect: ""))
        #expect(!compiled.diagnostics.contains { $0.ruleID == .ambiguousLayout }, "\(compiled.diagnostics.map(\.message))")
        let frames = try CodeReading.frames(compiled, environment: "iPhoneSE portrait ltr")
        let cell = try #require(frames.first { $0.key.contains("cell") || $0.key.lowercased().contains("row") }?.value)
        #expect(cell == LayoutRect(x: 0, y: 0, width: 320, height: 118))
    }
}
