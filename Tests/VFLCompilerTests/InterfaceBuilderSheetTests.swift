import Testing
import LayoutEngine
import LayoutIR
@testable import VFLCompiler

/// Scenes presented in a form or page sheet are a box (iPad) or a card below the status bar
/// (iPhone), never under the status bar: they are laid out at the size Interface Builder drew
/// them (Docs/InterfaceBuilder.md, "Environments").
@Suite("Interface Builder sheets")
struct InterfaceBuilderSheetTests {
    /// A start scene that presents `card` by a segue of `style`; the card's `badge` is pinned
    /// 20 pt below both its root's top and its safe area's top, which agree only where nothing
    /// covers the top. Drawn at 375 × 647, Xcode's card on a 4.7-inch canvas.
    private func storyboard(segueStyle: String?, controllerStyle: String? = nil) -> String {
        let segue = segueStyle.map { #" modalPresentationStyle="\#($0)""# } ?? ""
        let own = controllerStyle.map { #" modalPresentationStyle="\#($0)""# } ?? ""
        return """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                <device id="retina4_7" orientation="portrait"/>
                <scenes>
                    <scene sceneID="s1"><objects>
                        <viewController id="start" sceneMemberID="viewController">
                            <view key="view" id="startRoot"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/><autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/><viewLayoutGuide key="safeArea" id="startSafe"/></view>
                            <connections><segue destination="card" kind="presentation"\(segue) id="present"/></connections>
                        </viewController>
                    </objects></scene>
                    <scene sceneID="s2"><objects>
                        <viewController id="card"\(own) sceneMemberID="viewController">
                            <view key="view" id="root"><rect key="frame" x="0.0" y="0.0" width="375" height="647"/><autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews><view translatesAutoresizingMaskIntoConstraints="NO" userLabel="badge" id="badge"><rect key="frame" x="20" y="20" width="40" height="40"/></view></subviews>
                                <viewLayoutGuide key="safeArea" id="safe"/>
                                <constraints>
                                    <constraint firstItem="badge" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c1"/>
                                    <constraint firstItem="badge" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="20" id="c2"/>
                                    <constraint firstItem="badge" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c3"/>
                                    <constraint firstItem="badge" firstAttribute="width" constant="40" id="c4"/>
                                    <constraint firstItem="badge" firstAttribute="height" constant="40" id="c5"/>
                                </constraints>
                            </view>
                        </viewController>
                    </objects></scene>
                </scenes>
            </document>
            """
    }

    private func compile(_ text: String) -> CompiledFile {
        LayoutCompiler().compile(SourceFile(path: "Sheet.storyboard", text: text))
    }

    @Test("a scene presented as a form or page sheet is laid out once at its drawn size, with nothing over its top",
          arguments: [("formSheet", nil), ("pageSheet", nil), (nil, "formSheet")] as [(String?, String?)])
    func sheet(segueStyle: String?, controllerStyle: String?) throws {
        let compiled = compile(storyboard(segueStyle: segueStyle, controllerStyle: controllerStyle))
        let card = try #require(compiled.tables.first { $0.solutions.contains { $0.views.contains { $0.sourceID == "badge" } } })
        #expect(card.solutions.count == 1)
        let frame = try #require(card.solutions.first?.views.first { $0.sourceID == "badge" }?.frame)
        #expect(frame.width == 40 && frame.y == 20)
        #expect(!compiled.diagnostics.contains { $0.ruleID == .unsatisfiable })
    }

    @Test("presented full screen, the same scene sits under the status bar: the two tops conflict")
    func fullScreen() {
        let compiled = compile(storyboard(segueStyle: "fullScreen"))
        #expect(compiled.diagnostics.contains { $0.ruleID == .unsatisfiable })
    }
}
