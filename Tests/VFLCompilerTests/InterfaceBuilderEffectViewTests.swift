import Testing
import LayoutEngine
import LayoutIR
@testable import VFLCompiler

/// A visual effect view's content view: UIKit makes it and lays it over the effect view's whole
/// bounds (Apple, *UIVisualEffectView*: content goes in `contentView`); Interface Builder stores it
/// with a flexible width and height and, often, no frame. The expected frames are the constraints'
/// arithmetic: the effect view is 20 in from the 375-pt root and 100 high (335 × 100), the box 10 in
/// from the content view's edges (315 × 80).
@Suite("Interface Builder visual effect views")
struct InterfaceBuilderEffectViewTests {
    static let document = """
<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
    <device id="retina4_7" orientation="portrait" appearance="light"/>
    <objects>
        <view contentMode="scaleToFill" id="root"><rect key="frame" x="0.0" y="0.0" width="375" height="200"/>
            <subviews>
                <visualEffectView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="fx"><rect key="frame" x="20" y="20" width="335" height="100"/>
                    <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" id="fxc">
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <view translatesAutoresizingMaskIntoConstraints="NO" id="box"><rect key="frame" x="10" y="10" width="315" height="80"/></view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="box" firstAttribute="leading" secondItem="fxc" secondAttribute="leading" constant="10" id="a1"/>
                            <constraint firstItem="box" firstAttribute="top" secondItem="fxc" secondAttribute="top" constant="10" id="a2"/>
                            <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" constant="10" id="a3"/>
                            <constraint firstAttribute="bottom" secondItem="box" secondAttribute="bottom" constant="10" id="a4"/>
                        </constraints>
                    </view>
                    <blurEffect style="regular"/>
                </visualEffectView>
            </subviews>
            <constraints>
                <constraint firstItem="fx" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="b1"/>
                <constraint firstItem="fx" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="b2"/>
                <constraint firstAttribute="trailing" secondItem="fx" secondAttribute="trailing" constant="20" id="b3"/>
                <constraint firstItem="fx" firstAttribute="height" constant="100" id="b4"/>
            </constraints>
        </view>
    </objects>
</document>
"""

    @Test("a frameless content view fills its effect view: no ambiguity, and its content lays out inside")
    func framelessContentViewFills() throws {
        let compiled = compileInterfaceBuilder(Self.document, asDesigned: true)
        #expect(!compiled.diagnostics.contains { $0.ruleID == .ambiguousLayout })
        let content = try #require(compiled.firstSolvedView(id: "fxc"))
        #expect(content.frame.width == 335 && content.frame.height == 100)
        let box = try #require(compiled.firstSolvedView(id: "box"))
        #expect(box.frame.width == 315 && box.frame.height == 80)
    }
}
