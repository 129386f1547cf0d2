import Testing
import LayoutEngine
import LayoutIR
import LayoutSyntax
@testable import VFLCompiler

/// A scene in a navigation controller whose bar is opaque (`<navigationBar translucent="NO">`,
/// `UINavigationBar.isTranslucent` false) starts below the bar unless the scene sets
/// `extendedLayoutIncludesOpaqueBars` (UIViewController, since iOS 7; Docs/uikit-devices.md):
/// the scene only infers its bar from its `<navigationItem>`, so the style is the stack's.
@Suite("Interface Builder opaque navigation bars")
struct InterfaceBuilderOpaqueBarTests {
    /// A navigation controller (bar translucent or not) whose root scene holds a 50-pt box pinned
    /// to the root view's top and sides; `controllerAttributes` go on the scene's controller.
    private func storyboard(translucent: Bool, controllerAttributes: String = "", edges: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" initialViewController="nav">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="s1"><objects>
                    <navigationController id="nav" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill"\(translucent ? "" : #" translucent="NO""#) id="bar">
                            <rect key="frame" x="0.0" y="48" width="414" height="44"/>
                        </navigationBar>
                        <connections><segue destination="vc" kind="relationship" relationship="rootViewController" id="r1"/></connections>
                    </navigationController>
                </objects></scene>
                <scene sceneID="s2"><objects>
                    <viewController id="vc"\(controllerAttributes) sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                                    <rect key="frame" x="0.0" y="0.0" width="414" height="50"/>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" id="c1"/>
                                <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
                                <constraint firstAttribute="trailing" secondItem="box" secondAttribute="trailing" id="c3"/>
                                <constraint firstItem="box" firstAttribute="height" constant="50" id="c4"/>
                            </constraints>
                        </view>
                        <navigationItem key="navigationItem" title="T" id="ni"/>
                        \(edges)
                    </viewController>
                </objects></scene>
            </scenes>
        </document>
        """
    }

    /// The root's frame on the screen and the box's frame in the root, on the iPhone SE.
    private func rootOnSE(_ text: String) throws -> (root: LayoutRect, box: LayoutRect, findings: [LayoutDiagnostic]) {
        let compiled = compileInterfaceBuilder(text, path: "Main.storyboard")
        let solution = try #require(compiled.tables.first?.solutions.first)
        #expect(solution.environment.name.hasPrefix("iPhoneSE"))
        let root = try #require(solution.views.first { $0.superview == nil })
        let box = try #require(solution.views.first { $0.sourceID == "box" })
        return (root.frame, box.absoluteFrame, compiled.diagnostics)
    }

    @Test("under an opaque bar the root starts below it: on the SE at 20 + 44 = 64, 568 − 64 = 504 high; the box at its top, no safe-area warning")
    func opaqueBar() throws {
        let (root, box, findings) = try rootOnSE(storyboard(translucent: false))
        #expect(root == LayoutRect(x: 0, y: 64, width: 320, height: 504))
        // At the root's top (root coordinates), so 64 below the screen's, clear of the bar.
        #expect(box == LayoutRect(x: 0, y: 0, width: 320, height: 50))
        #expect(!findings.contains { $0.ruleID == .outsideSafeArea })
    }

    @Test("a translucent bar, or extendedLayoutIncludesOpaqueBars, or no top edge extended: the root fills the screen or starts below per edgesForExtendedLayout")
    func translucentOrExtended() throws {
        // Translucent: the root is the whole 320 × 568 screen; the box sits under the bar.
        let translucent = try rootOnSE(storyboard(translucent: true))
        #expect(translucent.root == LayoutRect(x: 0, y: 0, width: 320, height: 568))
        #expect(translucent.findings.contains { $0.ruleID == .outsideSafeArea })
        // Opaque, but the scene extends under opaque bars: the whole screen again.
        let extended = try rootOnSE(storyboard(translucent: false, controllerAttributes: #" extendedLayoutIncludesOpaqueBars="YES""#))
        #expect(extended.root == LayoutRect(x: 0, y: 0, width: 320, height: 568))
        // Translucent, but no edge extended (`<extendedEdge key="edgesForExtendedLayout"/>`): below the bar.
        let none = try rootOnSE(storyboard(translucent: true, edges: #"<extendedEdge key="edgesForExtendedLayout"/>"#))
        #expect(none.root == LayoutRect(x: 0, y: 64, width: 320, height: 504))
    }

    /// The canvas a scene was drawn on is the device its numbers were chosen on: a 6.1-inch
    /// canvas of Xcode 14 and later (toolsVersion 21000+) has a 48-pt status bar and a 34-pt home
    /// indicator (the iPhone XR and 11, Docs/uikit-devices.md), so 48 against the root's top can
    /// stand for its status bar, and 47 (the iPhone 13's) cannot (bar-height-constant).
    @Test("the reader records the canvas as the design device: retina6_1, 414 × 896, safe area 48 / 34")
    func designDevice() throws {
        let screen = try #require(InterfaceBuilderReader.read(storyboard(translucent: false), path: "Main.storyboard").document.screens.first)
        let device = try #require(screen.environment.designDevice)
        #expect(device.name == "retina6_1" && device.size == LayoutSize(width: 414, height: 896))
        #expect(device.safeAreaInsets == LayoutInsets(top: 48, left: 0, bottom: 34, right: 0))
    }
}
