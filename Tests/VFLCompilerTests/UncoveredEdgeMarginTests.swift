import Testing
import LayoutIR
@testable import VFLCompiler

/// Past a screen edge that nothing covers (the root's safe-area inset there is 0) nothing covers a
/// subview either (Apple, `UIView.safeAreaInsets`: "the insets reflect only the portion of the view
/// that is covered"), so a view that reaches past it keeps its declared margin on that side,
/// UIKit's 8 (`UIView.layoutMargins`). Measured as the whole overhang instead, the margin and the
/// overhang fed each other and grew 8 pt a pass.
@Suite struct UncoveredEdgeMarginTests {
    /// A banner bleeding past its superview's right edge by its own trailing margin: its trailing
    /// margin guide, not its edge, is pinned to the superview's trailing edge.
    static let bleed = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22154" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc" customClass="NewsViewController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="banner" userLabel="Banner">
                                        <rect key="frame" x="0.0" y="44" width="422" height="54"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="54" id="h1"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="safe"/>
                                <constraints>
                                    <constraint firstItem="banner" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c1"/>
                                    <constraint firstItem="banner" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
                                    <constraint firstAttribute="trailing" secondItem="banner" secondAttribute="trailingMargin" id="c3"/>
                                </constraints>
                            </view>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="fr" sceneMemberID="firstResponder"/>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    @Test("a view past an uncovered screen edge keeps its declared 8-pt margin there: 320 + 8 wide on a 320-pt phone")
    func bleedPastAnUncoveredEdge() throws {
        let compiled = CodeReading.compile(Self.bleed, path: "News.storyboard")
        let frames = try CodeReading.frames(compiled, environment: "iPhoneSE portrait ltr")
        let card = try #require(frames["NewsViewController"] ?? frames["view"]), banner = try #require(frames["Banner"])
        #expect(banner.x == card.x)
        #expect(banner.width == card.width + 8, "\(banner) in \(card)")
        // The document draws the same 8-pt overhang (422 in 414): nothing beyond it is reported.
        #expect(!compiled.diagnostics.contains { $0.ruleID?.rawValue == "view-outside-superview" && $0.severity >= .warning },
                "\(compiled.diagnostics.map(\.message))")
    }
}
