import Testing
import LayoutIR
@testable import VFLCompiler

/// Backgrounds extend to the edges of the display, under the bars, while content stays inside
/// the safe area (Apple's Human Interface Guidelines, "Layout"). A plain view or image view with
/// no subviews, behind every content view (the first subviews, which UIKit draws first), across
/// the root's width and over its whole safe area is such a background: pinned above the top
/// layout guide by the 64-pt bars of the 568-pt phone it was drawn on, it reaches under the
/// taller bars of a notched phone and is still no finding. Moved in front of the content, or
/// given content of its own, it is reported.
@Suite struct InterfaceBuilderBackgroundTests {
    /// An Xcode 6 scene (layout guides, 320 × 568) in a navigation stack: `first` and `second`
    /// pinned from 64 pt above the top guide's bottom to the bottom guide, edge to edge, and a
    /// `headline` label below the top guide.
    static func document(first: String, second: String) -> String {
        navigationStoryboard(header: #"toolsVersion="6249" targetRuntime="iOS.CocoaTouch" useAutolayout="YES""#, width: 320,
                             controller: "", view: """
                        <layoutGuides>
                            <viewControllerLayoutGuide type="top" id="topGuide"/>
                            <viewControllerLayoutGuide type="bottom" id="bottomGuide"/>
                        </layoutGuides>
                        <view key="view" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                            <subviews>
                                \(first)
                                \(second)
                            </subviews>
                            <constraints>
                                <constraint firstItem="art" firstAttribute="top" secondItem="topGuide" secondAttribute="bottom" constant="-64" id="c1"/>
                                <constraint firstItem="art" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
                                <constraint firstAttribute="trailing" secondItem="art" secondAttribute="trailing" id="c3"/>
                                <constraint firstItem="bottomGuide" firstAttribute="top" secondItem="art" secondAttribute="bottom" id="c4"/>
                                <constraint firstItem="headline" firstAttribute="top" secondItem="topGuide" secondAttribute="bottom" constant="8" id="c5"/>
                                <constraint firstItem="headline" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c6"/>
                                <constraint firstItem="headline" firstAttribute="width" constant="200" id="c7"/>
                                <constraint firstItem="headline" firstAttribute="height" constant="21" id="c8"/>
                            </constraints>
                        </view>
            """)
    }

    static let image = """
        <imageView userInteractionEnabled="NO" contentMode="scaleAspectFill" translatesAutoresizingMaskIntoConstraints="NO" userLabel="art" id="art">
            <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
        </imageView>
        """
    static let label = """
        <label opaque="NO" text="Now playing" translatesAutoresizingMaskIntoConstraints="NO" userLabel="headline" id="headline">
            <rect key="frame" x="16" y="72" width="200" height="21"/>
            <fontDescription key="fontDescription" type="system" pointSize="17"/>
        </label>
        """

    private func safeAreaFindings(_ document: String) -> [LayoutDiagnostic] {
        compileInterfaceBuilder(document, path: "Main.storyboard").diagnostics.filter { $0.ruleID == .outsideSafeArea }
    }

    @Test func aBackgroundBehindTheContentReachesUnderTheBars() {
        // On the 568-pt phone the guide's bottom is 20 + 44 = 64, so the image starts at 0; on a
        // notched phone the guide is lower than 64 and the image starts under the bar.
        let findings = safeAreaFindings(Self.document(first: Self.image, second: Self.label))
        #expect(findings.isEmpty, "\(findings)")
    }

    @Test func theSameViewInFrontOfTheContentIsReported() {
        let findings = safeAreaFindings(Self.document(first: Self.label, second: Self.image))
        #expect(findings.contains { $0.message.contains("'art'") }, "\(findings)")
    }

    @Test func aViewOfTheAppsClassIsNoBackground() {
        // Its class's code may draw content in it (a card deck): it is reported like content.
        let custom = """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" customClass="CardDeckView" customModule="App" userLabel="art" id="art">
                <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
            </view>
            """
        let findings = safeAreaFindings(Self.document(first: custom, second: Self.label))
        #expect(findings.contains { $0.message.contains("'art'") }, "\(findings)")
    }

    @Test func aLabelIsNeverABackground() {
        let text = Self.label.replacingOccurrences(of: "headline", with: "art")
        let plain = """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" userLabel="headline" id="headline">
                <rect key="frame" x="16" y="72" width="200" height="21"/>
            </view>
            """
        let findings = safeAreaFindings(Self.document(first: text, second: plain))
        #expect(findings.contains { $0.message.contains("'art'") }, "\(findings)")
    }

    /// An Xcode 12 scene in a navigation stack: a table over the whole root (pinned to its edges,
    /// not to the safe area) and, in front of it, `fade` pinned to the table's leading, trailing
    /// and bottom edges, 120 tall. On a phone with a Home indicator (34 pt of bottom inset on the
    /// 852-pt iPhone 15) `fade` runs from 852 − 120 = 732 to 852, past the safe area's bottom
    /// (818) and nowhere else.
    static func fadeOverTable(_ fade: String) -> String {
        navigationStoryboard(header: #"toolsVersion="17701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES""#,
                             width: 320, controller: "", view: """
                        <view key="view" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                            <subviews>
                                <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" rowHeight="44" translatesAutoresizingMaskIntoConstraints="NO" userLabel="list" id="list">
                                    <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                                </tableView>
                                \(fade)
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="safe"/>
                            <constraints>
                                <constraint firstItem="list" firstAttribute="top" secondItem="root" secondAttribute="top" id="t1"/>
                                <constraint firstItem="list" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="t2"/>
                                <constraint firstAttribute="trailing" secondItem="list" secondAttribute="trailing" id="t3"/>
                                <constraint firstAttribute="bottom" secondItem="list" secondAttribute="bottom" id="t4"/>
                                <constraint firstItem="fade" firstAttribute="leading" secondItem="list" secondAttribute="leading" id="f1"/>
                                <constraint firstItem="fade" firstAttribute="trailing" secondItem="list" secondAttribute="trailing" id="f2"/>
                                <constraint firstItem="fade" firstAttribute="bottom" secondItem="list" secondAttribute="bottom" id="f3"/>
                            </constraints>
                        </view>
            """)
    }

    @Test("an image view without subviews that runs only under the Home indicator is artwork; a label there is reported")
    func artworkUnderTheHomeIndicator() {
        let image = """
            <imageView userInteractionEnabled="NO" contentMode="scaleToFill" image="bg_fade" translatesAutoresizingMaskIntoConstraints="NO" userLabel="fade" id="fade">
                <rect key="frame" x="0.0" y="448" width="320" height="120"/>
                <constraints><constraint firstAttribute="height" constant="120" id="fh"/></constraints>
            </imageView>
            """
        #expect(safeAreaFindings(Self.fadeOverTable(image)).isEmpty)
        let label = """
            <label opaque="NO" text="Swipe up to pay" textAlignment="center" translatesAutoresizingMaskIntoConstraints="NO" userLabel="fade" id="fade">
                <rect key="frame" x="0.0" y="448" width="320" height="120"/>
                <constraints><constraint firstAttribute="height" constant="120" id="fh"/></constraints>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
            </label>
            """
        let findings = safeAreaFindings(Self.fadeOverTable(label))
        #expect(findings.contains { $0.message.contains("'fade'") && $0.message.contains("past the safe area's bottom") }, "\(findings)")
    }
}
