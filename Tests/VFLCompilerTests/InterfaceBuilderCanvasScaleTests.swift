import Testing
import LayoutEngine
import LayoutIR
@testable import VFLCompiler

/// A canvas is laid out on the pixel grid of the phone it shows (Docs/uikit-devices.md: the
/// 6.1-inch iPhone 14 Pro class canvas, `retina6_12`, is 393 × 852 at @3x), and an ambiguity whose
/// every value lands on the same pixel is not reported.
@Suite("Interface Builder canvas scale")
struct InterfaceBuilderCanvasScaleTests {
    /// A `retina6_12` scene: `third` is a third of the 58-pt `box`, and `loose` may sit anywhere
    /// from 200 to 200.1 pt from the top.
    private let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <device id="retina6_12" orientation="portrait"/>
            <scenes><scene sceneID="s1"><objects>
                <viewController id="vc" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <subviews>
                            <view translatesAutoresizingMaskIntoConstraints="NO" id="box"><rect key="frame" x="0.0" y="100" width="58" height="20"/></view>
                            <view translatesAutoresizingMaskIntoConstraints="NO" id="third"><rect key="frame" x="0.0" y="130" width="19.333333333333332" height="20"/></view>
                            <view translatesAutoresizingMaskIntoConstraints="NO" id="loose"><rect key="frame" x="0.0" y="200" width="20" height="20"/></view>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="safe"/>
                        <constraints>
                            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="b1"/>
                            <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="b2"/>
                            <constraint firstItem="box" firstAttribute="width" constant="58" id="b3"/>
                            <constraint firstItem="box" firstAttribute="height" constant="20" id="b4"/>
                            <constraint firstItem="third" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="t1"/>
                            <constraint firstItem="third" firstAttribute="top" secondItem="root" secondAttribute="top" constant="130" id="t2"/>
                            <constraint firstItem="third" firstAttribute="width" secondItem="box" secondAttribute="width" multiplier="1:3" id="t3"/>
                            <constraint firstItem="third" firstAttribute="height" constant="20" id="t4"/>
                            <constraint firstItem="loose" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="l1"/>
                            <constraint firstItem="loose" firstAttribute="top" relation="greaterThanOrEqual" secondItem="root" secondAttribute="top" constant="200" id="l2"/>
                            <constraint firstItem="loose" firstAttribute="top" relation="lessThanOrEqual" secondItem="root" secondAttribute="top" constant="200.1" id="l3"/>
                            <constraint firstItem="loose" firstAttribute="width" constant="20" id="l4"/>
                            <constraint firstItem="loose" firstAttribute="height" constant="20" id="l5"/>
                        </constraints>
                    </view>
                </viewController>
            </objects></scene></scenes>
        </document>
        """

    @Test("an @3x canvas keeps a third of a point (58 / 3), not the @2x grid's 19.5")
    func thirdOfAPoint() {
        let compiled = compileInterfaceBuilder(storyboard, path: "Scale.storyboard", asDesigned: true)
        #expect(compiled.tables.first?.solutions.first?.environment.device.scale == 3)
        let width = compiled.firstSolvedView(id: "third")?.frame.width ?? 0
        #expect(abs(width - 58.0 / 3) < 1e-9, "\(width)")
    }

    @Test("a range of 200 … 200.1 lands on one pixel: no ambiguity is reported")
    func singlePixelRange() {
        let compiled = compileInterfaceBuilder(storyboard, path: "Scale.storyboard", asDesigned: true)
        #expect(!compiled.diagnostics.contains { $0.ruleID == .ambiguousLayout }, "\(compiled.diagnostics.map(\.message))")
        #expect(compiled.firstSolvedView(id: "loose")?.frame.y == 200)
    }

    @Test("a range wider than a pixel is still reported, with its ends on the pixel grid")
    func widerRange() {
        let wide = storyboard.replacingOccurrences(of: #"constant="200.1""#, with: #"constant="210""#)
        let compiled = compileInterfaceBuilder(wide, path: "Scale.storyboard", asDesigned: true)
        let finding = compiled.diagnostics.first { $0.ruleID == .ambiguousLayout }
        #expect(finding?.notes.contains { $0.message.contains("y can be 200 … 210") } == true)
    }
}
