import Testing
import LayoutIR
@testable import VFLCompiler

/// The deprecated `topLayoutGuide` / `bottomLayoutGuide` of a storyboard scene: since iOS 11 they
/// span the root's safe-area insets, so the bottom guide's top is the safe area's bottom, 34 pt above
/// the screen's bottom on Face ID phones in portrait (Docs/uikit-devices.md; Docs/InterfaceBuilder.md).
@Suite("Interface Builder legacy layout guides")
struct InterfaceBuilderLegacyGuideTests {
    /// The app's initial scene (full screen, no bars) whose `card` runs from the top guide's
    /// bottom to the bottom guide's top, across the whole width.
    static let storyboard = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14460" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="vc">
            <device id="retina4_7" orientation="portrait"/>
            <scenes><scene sceneID="s"><objects>
                <viewController id="vc" sceneMemberID="viewController">
                    <layoutGuides>
                        <viewControllerLayoutGuide type="top" id="topGuide"/>
                        <viewControllerLayoutGuide type="bottom" id="bottomGuide"/>
                    </layoutGuides>
                    <view key="view" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <subviews>
                            <view translatesAutoresizingMaskIntoConstraints="NO" userLabel="card" id="card"><rect key="frame" x="0.0" y="20" width="375" height="647"/></view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="card" firstAttribute="top" secondItem="topGuide" secondAttribute="bottom" id="c1"/>
                            <constraint firstItem="bottomGuide" firstAttribute="top" secondItem="card" secondAttribute="bottom" id="c2"/>
                            <constraint firstItem="card" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c3"/>
                            <constraint firstAttribute="trailing" secondItem="card" secondAttribute="trailing" id="c4"/>
                        </constraints>
                    </view>
                </viewController>
            </objects></scene></scenes>
        </document>
        """

    @Test("the card ends at the safe area's bottom: 852 - 34 = 818 on the iPhone 15, 568 on the home-button SE")
    func bottomGuideIsTheSafeAreaBottom() throws {
        let compiled = compileInterfaceBuilder(Self.storyboard, path: "Main.storyboard")
        let solutions = try #require(compiled.tables.first?.solutions)
        let phone15 = try #require(solutions.first { $0.environment.name == "iPhone15 portrait ltr" })
        let card15 = try #require(phone15.views.first { $0.sourceID == "card" })
        // Top: the status bar's bottom, which is the hardware safe-area top (59) on the iPhone 15.
        #expect(card15.absoluteFrame.minY == 59)
        #expect(card15.absoluteFrame.maxY == 818)
        let phoneSE = try #require(solutions.first { $0.environment.name == "iPhoneSE portrait ltr" })
        let cardSE = try #require(phoneSE.views.first { $0.sourceID == "card" })
        #expect(cardSE.absoluteFrame.minY == 20 && cardSE.absoluteFrame.maxY == 568)
    }
}
