import Testing
import LayoutEngine
import LayoutIR
@testable import VFLCompiler

/// A scroll view without content layout guides (documents before Xcode 11, or with "Content
/// Layout Guides" off): constraints between its edges or margins and its content attach to its
/// content area (Apple, "Working with Scroll Views": "Constraints between the edges or margins
/// of the scroll view and its content attach to the scroll view's content area"). Pinned to the
/// margins they size the content; they do not squeeze it into the frame.
@Suite("Interface Builder legacy scroll views")
struct InterfaceBuilderLegacyScrollTests {
    /// A 320 × 548 scroll view under the iPhone SE's 20-pt status bar (pinned to the safe area, so
    /// its own safe area is 0 and its margins UIKit's default 8) holding a 1000-pt-high view pinned
    /// to its four margins and 16 narrower than it.
    private let document = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="14460" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="Owner"><connections><outlet property="view" destination="root" id="o0"/></connections></placeholder>
                <view id="root">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                    <subviews>
                        <scrollView contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="scroll">
                            <rect key="frame" x="0.0" y="20" width="320" height="548"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="content">
                                    <rect key="frame" x="8" y="8" width="304" height="1000"/>
                                    <constraints><constraint firstAttribute="height" constant="1000" id="h"/></constraints>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="content" firstAttribute="leading" secondItem="scroll" secondAttribute="leadingMargin" id="s1"/>
                                <constraint firstAttribute="trailingMargin" secondItem="content" secondAttribute="trailing" id="s2"/>
                                <constraint firstItem="content" firstAttribute="top" secondItem="scroll" secondAttribute="topMargin" id="s3"/>
                                <constraint firstAttribute="bottomMargin" secondItem="content" secondAttribute="bottom" id="s4"/>
                            </constraints>
                        </scrollView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="scroll" firstAttribute="top" secondItem="safe" secondAttribute="top" id="r1"/>
                        <constraint firstItem="scroll" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="r2"/>
                        <constraint firstAttribute="trailing" secondItem="scroll" secondAttribute="trailing" id="r3"/>
                        <constraint firstItem="safe" firstAttribute="bottom" secondItem="scroll" secondAttribute="bottom" id="r4"/>
                        <constraint firstItem="content" firstAttribute="width" secondItem="scroll" secondAttribute="width" constant="-16" id="r5"/>
                    </constraints>
                    <viewLayoutGuide key="safeArea" id="safe"/>
                </view>
            </objects>
        </document>

        """

    @Test("content pinned to a scroll view's margins: at (8, 8, 304 × 1000), content size 320 × (8 + 1000 + 8) = 1016, no conflict")
    func marginsAttachToTheContentArea() throws {
        let compiled = compileInterfaceBuilder(document, path: "Scroll.xib")
        #expect(!compiled.diagnostics.contains { $0.severity == .error || $0.ruleID == .ambiguousLayout })
        let content = try #require(compiled.firstSolvedView(id: "content"))
        #expect(content.frame == LayoutRect(x: 8, y: 8, width: 304, height: 1000))
        let scroll = try #require(compiled.firstSolvedView(id: "scroll"))
        #expect(scroll.frame == LayoutRect(x: 0, y: 20, width: 320, height: 548))
        #expect(scroll.contentSize == LayoutSize(width: 320, height: 1016))
    }
}
