import Testing
import LayoutIR
@testable import VFLCompiler

/// UIKit makes a storyboard's view controller only as the initial one, by its storyboard ID or at
/// a segue (Apple, "UIStoryboard"); a scene that is none of these is never shown, and Xcode warns
/// that it is unreachable. Its layout is not checked: one info at the scene instead.
@Suite struct InterfaceBuilderSceneReachabilityTests {
    /// A scene whose root holds a box pinned 100 pt high and 200 pt high: an unsatisfiable pair.
    static func scene(_ id: String, attributes: String, segue: String = "") -> String {
        """
                <scene sceneID="s-\(id)">
                    <objects>
                        <viewController id="\(id)" customClass="\(id.capitalized)ViewController" \(attributes) sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="v-\(id)">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                <subviews>
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="b-\(id)">
                                        <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="100" id="h1-\(id)"/>
                                            <constraint firstAttribute="height" constant="200" id="h2-\(id)"/>
                                        </constraints>
                                    </view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="b-\(id)" firstAttribute="top" secondItem="v-\(id)" secondAttribute="top" id="t-\(id)"/>
                                    <constraint firstItem="b-\(id)" firstAttribute="leading" secondItem="v-\(id)" secondAttribute="leading" id="l-\(id)"/>
                                    <constraint firstAttribute="trailing" secondItem="b-\(id)" secondAttribute="trailing" id="r-\(id)"/>
                                </constraints>
                            </view>
                            \(segue)
                        </viewController>
                    </objects>
                </scene>
        """
    }

    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="home">
            <scenes>
        \(scene("home", attributes: "", segue: #"<connections><segue destination="pushed" kind="show" id="sg1"/></connections>"#))
        \(scene("pushed", attributes: ""))
        \(scene("named", attributes: #"storyboardIdentifier="Named""#))
        \(scene("orphan", attributes: ""))
            </scenes>
        </document>
        """

    @Test("the initial scene, a segue's destination and a scene with a storyboard ID are checked; the orphan scene gets one info")
    func unreachableSceneIsNotChecked() {
        let compiled = compileInterfaceBuilder(Self.storyboard, path: "Main.storyboard")
        let conflicts = compiled.diagnostics.filter { $0.ruleID == .unsatisfiable }
        let lines = Set(conflicts.compactMap { $0.span.map { compiled.document.file.location(of: $0.offset).line } })
        // One conflict in each of the three reachable scenes, none in the orphan (the fourth).
        #expect(conflicts.count == 3, "\(compiled.diagnostics.map(\.message))")
        let orphanStart = Self.storyboard.split(separator: "\n", omittingEmptySubsequences: false)
            .firstIndex { $0.contains("sceneID=\"s-orphan\"") }.map { $0 + 1 } ?? 0
        #expect(lines.allSatisfy { $0 < orphanStart }, "\(lines) \(orphanStart)")
        let infos = compiled.diagnostics.filter { $0.ruleID == .neverShown }
        #expect(infos.count == 1)
        #expect(infos.first?.message.contains("'OrphanViewController' is unreachable") == true, "\(infos.map(\.message))")
        #expect(!compiled.document.screens.contains { $0.name.contains("Orphan") })
    }

    @Test("as designed, every scene is laid out: the canvas shows it")
    func asDesignedKeepsEveryScene() {
        let compiled = compileInterfaceBuilder(Self.storyboard, path: "Main.storyboard", asDesigned: true)
        #expect(!compiled.diagnostics.contains { $0.message.contains("unreachable") })
        #expect(compiled.diagnostics.filter { $0.ruleID == .unsatisfiable }.count == 4)
    }
}
