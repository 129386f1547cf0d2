import Testing
import LayoutIR
@testable import VFLCompiler

/// A navigation bar only Interface Builder simulates (`simulatedTopBarMetrics`) over a scene no
/// navigation controller of the document reaches: the app's code may push the scene onto a
/// stack that shows a bar, or show it with none. A view under the bar but below the status bar
/// is under it only in the first case: an info naming what the code must do. Under the status
/// bar it is outside the safe area either way, and the same scene as a navigation controller's
/// root keeps its warning.
@Suite struct InterfaceBuilderSimulatedBarTests {
    /// `title` 30 pt below the root's top: under the 568-pt phone's navigation bar (20 to 64),
    /// below its status bar; `strip` at the very top, under the status bar.
    static let view = """
                        <view key="view" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" userLabel="title" id="title">
                                    <rect key="frame" x="16" y="30" width="200" height="21"/>
                                </view>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" userLabel="strip" id="strip">
                                    <rect key="frame" x="230" y="0.0" width="50" height="10"/>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="title" firstAttribute="top" secondItem="root" secondAttribute="top" constant="30" id="c1"/>
                                <constraint firstItem="title" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c2"/>
                                <constraint firstItem="title" firstAttribute="width" constant="200" id="c3"/>
                                <constraint firstItem="title" firstAttribute="height" constant="21" id="c4"/>
                                <constraint firstItem="strip" firstAttribute="top" secondItem="root" secondAttribute="top" id="c5"/>
                                <constraint firstItem="strip" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="230" id="c6"/>
                                <constraint firstItem="strip" firstAttribute="width" constant="50" id="c7"/>
                                <constraint firstItem="strip" firstAttribute="height" constant="10" id="c8"/>
                            </constraints>
                        </view>
        """
    static let header = #"toolsVersion="6249" targetRuntime="iOS.CocoaTouch" useAutolayout="YES""#

    /// The scene alone, its bar simulated, as Xcode 6 writes it.
    static let alone = """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" \(header)>
            <scenes>
                <scene sceneID="s1"><objects>
                    <viewController storyboardIdentifier="tester" id="tester-vc" sceneMemberID="viewController">
        \(view)
                        <simulatedStatusBarMetrics key="simulatedStatusBarMetrics"/>
                        <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>
                    </viewController>
                </objects></scene>
            </scenes>
        </document>
        """

    private func findings(_ document: String) -> [LayoutDiagnostic] {
        compileInterfaceBuilder(document, path: "Main.storyboard").diagnostics.filter { $0.ruleID == .outsideSafeArea }
    }

    @Test func underASimulatedBarIsAnInfo() {
        let found = findings(Self.alone)
        let title = found.first { $0.message.contains("'title'") }
        #expect(title?.severity == .info, "\(found)")
        #expect(title?.notes.contains { $0.message.contains("Interface Builder's simulation") } == true, "\(found)")
    }

    @Test func underTheStatusBarItHoldsWithoutTheBar() {
        let found = findings(Self.alone)
        #expect(found.contains { $0.message.contains("'strip'") && $0.severity == .warning }, "\(found)")
    }

    @Test func theRootOfANavigationControllerKeepsItsWarning() {
        let found = findings(navigationStoryboard(header: Self.header, width: 320, controller: "", view: Self.view))
        #expect(found.contains { $0.message.contains("'title'") && $0.severity == .warning }, "\(found)")
    }
}
