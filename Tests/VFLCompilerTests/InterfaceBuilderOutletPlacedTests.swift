import Testing
import LayoutIR
@testable import VFLCompiler

/// A view placed by the constant of a constraint the app's code holds (an outlet) is where the
/// document's value puts it: code can set that constant to anything (a player's controls pinned
/// below the screen until the code slides them up). A frame finding about it is an info that
/// says so; without the outlet it is a warning.
@Suite struct InterfaceBuilderOutletPlacedTests {
    /// A root as wide as the device (the xib's top-level view; its height is its owner's, so the
    /// panel slides sideways) with a 100 × 40 panel whose leading edge is 20 pt past the root's
    /// trailing edge: on a 320-pt phone it runs from 340 to 440, past the right edge (drawn at 200,
    /// inside, so the overflow is not the design's).
    static func panel(outlet: Bool) -> String {
        xibDocument("""
            <view translatesAutoresizingMaskIntoConstraints="NO" id="panel">
                <rect key="frame" x="200" y="0.0" width="100" height="40"/>
                <constraints>
                    <constraint firstAttribute="height" constant="40" id="h"/>
                    <constraint firstAttribute="width" constant="100" id="w"/>
                </constraints>
            </view>
            """, """
            <constraint firstItem="panel" firstAttribute="top" secondItem="root" secondAttribute="top" id="c1"/>
            <constraint firstItem="panel" firstAttribute="leading" secondItem="root" secondAttribute="trailing" constant="20" id="slide"/>
            """, outlets: outlet ? [("panelLeading", "slide")] : [])
    }

    static func findings(_ text: String) -> [LayoutDiagnostic] {
        compileInterfaceBuilder(text, path: "Player.xib").diagnostics.filter { $0.ruleID == .viewOutsideSuperview }
    }

    @Test func aPanelPlacedThroughAnOutletIsAnInfo() throws {
        let finding = try #require(Self.findings(Self.panel(outlet: true)).first { $0.message.contains("panel' extends past the right edge") })
        #expect(finding.severity == .info)
        #expect(finding.notes.first?.message.contains("its place follows the constant of") == true)
    }

    @Test func withoutTheOutletItIsAWarning() throws {
        let finding = try #require(Self.findings(Self.panel(outlet: false)).first { $0.message.contains("panel' extends past the right edge") })
        #expect(finding.severity == .warning)
    }

    /// A 40-tall card holding `art`, an image area whose height is an outlet constraint at 0: the
    /// code sets it once it has the image, as a placeholder view does. The card's height follows
    /// art's (top and bottom pinned), so both are 0 in the document.
    static func art(outlet: Bool) -> String {
        xibDocument("""
            <view translatesAutoresizingMaskIntoConstraints="NO" userLabel="card" id="card">
                <rect key="frame" x="0.0" y="0.0" width="320" height="48"/>
                <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" userLabel="art" id="art">
                        <rect key="frame" x="136" y="0.0" width="48" height="48"/>
                        <color key="backgroundColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="48" id="artWidth"/>
                            <constraint firstAttribute="height" priority="999" id="artHeight"/>
                        </constraints>
                    </view>
                </subviews>
                <color key="backgroundColor" red="0.0" green="0.0" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                <constraints>
                    <constraint firstItem="art" firstAttribute="top" secondItem="card" secondAttribute="top" id="a1"/>
                    <constraint firstAttribute="bottom" secondItem="art" secondAttribute="bottom" id="a2"/>
                    <constraint firstItem="art" firstAttribute="centerX" secondItem="card" secondAttribute="centerX" id="a3"/>
                </constraints>
            </view>
            """, """
            <constraint firstItem="card" firstAttribute="top" secondItem="root" secondAttribute="top" id="c1"/>
            <constraint firstItem="card" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
            <constraint firstAttribute="trailing" secondItem="card" secondAttribute="trailing" id="c3"/>
            """, outlets: outlet ? [("artHeightConstraint", "artHeight")] : [])
    }

    static func zeroSizes(_ text: String) -> [LayoutDiagnostic] {
        compileInterfaceBuilder(text, path: "Placeholder.xib").diagnostics.filter { $0.ruleID == .nonPositiveSize }
    }

    @Test("a zero height that follows an outlet's constant is an info naming the outlet")
    func zeroSizeFollowingAnOutlet() throws {
        let finding = try #require(Self.zeroSizes(Self.art(outlet: true)).first { $0.message.contains("'card' has a zero size") })
        #expect(finding.severity == .info)
        #expect(finding.notes.first?.message.contains("its size follows the constant of 'art.height == 0 @999'") == true,
                "\(finding.notes.map(\.message))")
    }

    @Test("without the outlet the zero height is a warning")
    func zeroSizeWithoutAnOutlet() throws {
        let finding = try #require(Self.zeroSizes(Self.art(outlet: false)).first { $0.message.contains("'card' has a zero size") })
        #expect(finding.severity == .warning)
    }
}
