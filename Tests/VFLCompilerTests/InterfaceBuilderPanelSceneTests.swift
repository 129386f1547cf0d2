import Testing
import LayoutIR
@testable import VFLCompiler

/// A scene with a freeform size as wide as its canvas but less than half as tall is a panel, not a
/// screen: bars never take half a screen's height, so the size came from a box it is shown in (a
/// child panel the code places), and it is laid out once at that size
/// (Docs/InterfaceBuilder.md#environments).
@Suite struct InterfaceBuilderPanelSceneTests {
    /// A scene on the 9.7-inch iPad canvas in landscape (1024 × 768), drawn `height` tall with a
    /// freeform size, holding a slider pinned 900 pt from the left and 100 wide: 1 000 pt of the
    /// 1 024.
    static func document(height: Int) -> String {
        """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14460.31" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <device id="ipad9_7" orientation="landscape"/>
            <scenes><scene sceneID="s1"><objects>
                <viewController storyboardIdentifier="SequencerPanel" id="vc" sceneMemberID="viewController">
                    <view key="view" id="root"><rect key="frame" x="0.0" y="0.0" width="1024" height="\(height)"/>
                        <subviews><view translatesAutoresizingMaskIntoConstraints="NO" userLabel="slider" id="slider"><rect key="frame" x="900" y="100" width="100" height="44"/></view></subviews>
                        <constraints>
                            <constraint firstItem="slider" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="900" id="c1"/>
                            <constraint firstItem="slider" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c2"/>
                            <constraint firstItem="slider" firstAttribute="width" constant="100" id="c3"/>
                            <constraint firstItem="slider" firstAttribute="height" constant="44" id="c4"/>
                        </constraints>
                    </view>
                    <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
                    <size key="freeformSize" width="1024" height="\(height)"/>
                </viewController>
            </objects></scene></scenes>
        </document>
        """
    }

    static func outside(_ compiled: CompiledFile) -> Bool {
        compiled.diagnostics.contains { $0.ruleID == .viewOutsideSuperview && $0.message.contains("'slider'") }
    }

    @Test("a 1024 × 299 panel is laid out once at its size, where the slider fits")
    func panelIsABox() {
        let compiled = compileInterfaceBuilder(Self.document(height: 299), path: "Sequencer.storyboard")
        #expect(compiled.tables.flatMap(\.solutions).map(\.environment.name) == ["freeform portrait ltr"])
        #expect(!Self.outside(compiled))
    }

    /// 700 of the canvas's 768 (a root under bars) is a screen: laid out on the devices, where
    /// 900 + 100 runs past every phone.
    @Test("a scene as wide as the canvas and more than half as tall is a screen, laid out on the devices")
    func tallSceneIsAScreen() {
        let compiled = compileInterfaceBuilder(Self.document(height: 700), path: "Sequencer.storyboard")
        #expect(compiled.tables.flatMap(\.solutions).contains { $0.environment.name.hasPrefix("iPhoneSE ") })
        #expect(Self.outside(compiled))
    }
}
