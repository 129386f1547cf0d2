import Testing
import LayoutEngine
import LayoutIR
@testable import VFLCompiler

/// Xcode 8.1 (toolsVersion 11201) writes a view's frame as `<frame key="frameInset" minX minY width
/// height/>`, zero offsets left out, instead of `<rect key="frame">`; it is the same stored frame
/// (Docs/InterfaceBuilder.md#views), so fixed-frame views are placed by it and controls take their
/// measured size from it.
@Suite("Interface Builder frames stored as frameInset")
struct InterfaceBuilderFrameInsetTests {
    /// A 320 × 480 view holding a fixed-frame date picker at y 20 (no constraints, IB's build-time
    /// fixed-frame constraints place it) and a search bar pinned to the top, leading and trailing
    /// edges, whose height comes from its measured (stored) 44 pt.
    private let document = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="11201" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <objects>
                <view contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                    <subviews>
                        <datePicker contentMode="scaleToFill" fixedFrame="YES" datePickerMode="dateAndTime" minuteInterval="1" translatesAutoresizingMaskIntoConstraints="NO" id="picker">
                            <frame key="frameInset" minY="20" width="320" height="162"/>
                        </datePicker>
                        <searchBar contentMode="redraw" placeholder="Search" translatesAutoresizingMaskIntoConstraints="NO" id="search">
                            <frame key="frameInset" minX="10" minY="200" width="300" height="44"/>
                        </searchBar>
                    </subviews>
                    <constraints>
                        <constraint firstItem="search" firstAttribute="top" secondItem="root" secondAttribute="top" constant="200" id="c1"/>
                        <constraint firstItem="search" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="c2"/>
                        <constraint firstAttribute="trailing" secondItem="search" secondAttribute="trailing" constant="10" id="c3"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """

    @Test("the date picker sits at its frameInset and the search bar is 44 pt tall, with no ambiguity")
    func readsFrameInset() {
        let compiled = compileInterfaceBuilder(document, path: "Picker.xib", asDesigned: true)
        // minX absent = 0, minY 20, 320 × 162 as stored.
        #expect(compiled.firstSolvedView(id: "picker")?.frame == LayoutRect(x: 0, y: 20, width: 320, height: 162))
        // 10 from each side of 320: 300 wide; 44 tall as measured.
        #expect(compiled.firstSolvedView(id: "search")?.frame == LayoutRect(x: 10, y: 200, width: 300, height: 44))
        #expect(!compiled.diagnostics.contains { $0.ruleID == .ambiguousLayout }, "\(compiled.diagnostics.map(\.message))")
    }
}
