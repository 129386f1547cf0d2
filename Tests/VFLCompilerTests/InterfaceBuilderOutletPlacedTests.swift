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
}
