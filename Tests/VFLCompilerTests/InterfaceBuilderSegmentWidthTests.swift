import Testing
import LayoutIR
@testable import VFLCompiler

/// A segmented control sizes itself to its segments (Apple, "UISegmentedControl.widthForSegment(at:)":
/// a segment of width 0 is sized automatically), so the width Interface Builder stores, where the
/// control's constraints stretched it on the canvas, is not what it asks for on another device
/// (Docs/InterfaceBuilder.md#views, ``IBSegmentWidths``).
@Suite struct InterfaceBuilderSegmentWidthTests {
    /// A 393-pt canvas with a horizontal fill stack across the root: a label "Mode" (hugging 251)
    /// and a segmented control stored 330 wide, whose segments are `segments`.
    static func storyboard(segments: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <device id="retina6_12" orientation="portrait"/>
            <scenes><scene sceneID="s1"><objects>
                <viewController id="vc" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <subviews>
                            <stackView opaque="NO" contentMode="scaleToFill" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="row">
                                <rect key="frame" x="0.0" y="100" width="393" height="32"/>
                                <subviews>
                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Mode" textAlignment="natural" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="mode">
                                        <rect key="frame" x="0.0" y="0.0" width="55" height="32"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    </label>
                                    <segmentedControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="top" segmentControlStyle="plain" selectedSegmentIndex="0" translatesAutoresizingMaskIntoConstraints="NO" id="picker">
                                        <rect key="frame" x="63" y="0.0" width="330" height="32"/>
                                        <segments>\(segments)</segments>
                                    </segmentedControl>
                                </subviews>
                            </stackView>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="safe"/>
                        <constraints>
                            <constraint firstItem="row" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="r1"/>
                            <constraint firstItem="row" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="r2"/>
                            <constraint firstItem="row" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="r3"/>
                        </constraints>
                    </view>
                </viewController>
            </objects></scene></scenes>
        </document>
        """
    }

    static func frame(_ id: String, in compiled: CompiledFile, environment: String) -> LayoutRect? {
        compiled.tables.flatMap(\.solutions).first { $0.environment.name == environment }?.views.first { $0.sourceID == id }?.frame
    }

    /// On the 320-pt iPhone SE the stored 330 would leave the label 320 − 8 − 330 = −18 pt. The
    /// segments "On" and "Off" need at least 2 × 18 = 36 pt (13 pt text: "Off" is 11 + 5 + 5 = 21
    /// units × 1.1 × 13 / 17 = 17.7, rounded up to 18); the label keeps its estimated 42 pt
    /// ("Mode": 11 + 9 + 9 + 9 = 38 units × 1.1 = 41.8, rounded up), and the control, which hugs
    /// less (250 < 251), takes the rest: 320 − 42 − 8 = 270 from x = 50.
    @Test("a titled segmented control stretched on the canvas claims its segments' width, not the stored one")
    func titledSegments() throws {
        let compiled = compileInterfaceBuilder(Self.storyboard(segments: #"<segment title="On"/><segment title="Off"/>"#),
                                               path: "Settings.storyboard")
        #expect(!compiled.diagnostics.contains { $0.ruleID == .nonPositiveSize }, "\(compiled.diagnostics.map(\.message))")
        let picker = try #require(Self.frame("picker", in: compiled, environment: "iPhoneSE portrait ltr"))
        #expect(picker.x == 50)
        #expect(picker.width == 270)
        #expect(Self.frame("mode", in: compiled, environment: "iPhoneSE portrait ltr")?.width == 42)
    }

    /// Segments with widths of their own (200 + 150 = 350 > 330) need more than the stored width:
    /// the stored one stands, and the label is pushed below zero on the iPhone SE.
    @Test("segments with fixed widths above the stored width leave the stored width in place")
    func fixedSegmentWidths() {
        let compiled = compileInterfaceBuilder(Self.storyboard(segments: #"<segment title="On" width="200"/><segment title="Off" width="150"/>"#),
                                               path: "Settings.storyboard")
        #expect(compiled.diagnostics.contains { $0.ruleID == .nonPositiveSize },
                "\(compiled.diagnostics.map(\.message))")
    }

    @Test("as designed, the stored width stands (Xcode measured the canvas)")
    func asDesigned() {
        let compiled = compileInterfaceBuilder(Self.storyboard(segments: #"<segment title="On"/><segment title="Off"/>"#),
                                               path: "Settings.storyboard", asDesigned: true)
        #expect(Self.frame("picker", in: compiled, environment: compiled.tables.first?.solutions.first?.environment.name ?? "")?.width == 330)
    }
}
