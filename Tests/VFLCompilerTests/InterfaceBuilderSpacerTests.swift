import Testing
import LayoutIR
@testable import VFLCompiler

/// A plain view that draws nothing (no background color, or a clear one; no subviews) only holds
/// space, as the transparent spacers between a stack view's items do: a zero width or height
/// hides nothing, so it is no `non-positive-size` finding. A view that draws is still reported.
/// UIKit: a view's default `backgroundColor` is nil (Apple, `UIView.backgroundColor`); a
/// vertical stack view with `alignment="center"` gives an arranged view with no intrinsic width
/// and no width constraint a width of 0 (its `UISV-ambiguity-suppression` constraint, `width == 0`
/// at priority 25, as console logs print it).
@Suite struct InterfaceBuilderSpacerTests {
    /// A centred vertical stack (288 wide) holding a 44-pt button and `spacer`, 20 tall, whose
    /// background is `background` (an XML line, or none).
    static func document(background: String) -> String {
        xibDocument("""
            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" alignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                <rect key="frame" x="16" y="0.0" width="288" height="64"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" userLabel="spacer" id="spacer">
                        <rect key="frame" x="24" y="0.0" width="240" height="20"/>
                        \(background)
                    </view>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" userLabel="box" id="box">
                        <rect key="frame" x="122" y="20" width="44" height="44"/>
                        <color key="backgroundColor" red="0.0" green="0.0" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    </view>
                </subviews>
            </stackView>
            """, """
            <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" id="c1"/>
            <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c2"/>
            <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" constant="16" id="c3"/>
            <constraint firstItem="spacer" firstAttribute="height" constant="20" id="c4"/>
            <constraint firstItem="box" firstAttribute="width" constant="44" id="c5"/>
            <constraint firstItem="box" firstAttribute="height" constant="44" id="c6"/>
            """)
    }

    private func sizeFindings(background: String) -> [LayoutDiagnostic] {
        compileInterfaceBuilder(Self.document(background: background), path: "Spacer.xib").diagnostics
            .filter { $0.ruleID == .nonPositiveSize && $0.message.contains("'spacer'") }
    }

    @Test("a clear spacer (Xcode's Clear Color: white 0, alpha 0) laid out 0 wide is no finding")
    func clearSpacer() {
        let clear = #"<color key="backgroundColor" white="0.0" alpha="0.0" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>"#
        #expect(sizeFindings(background: clear).isEmpty)
    }

    @Test("a spacer without a background color is no finding either")
    func spacerWithoutBackground() {
        #expect(sizeFindings(background: "").isEmpty)
    }

    @Test("a spacer that draws (an opaque background) laid out 0 wide is reported")
    func drawnViewIsReported() {
        let red = #"<color key="backgroundColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#
        let findings = sizeFindings(background: red)
        #expect(findings.count == 1)
        // 0 wide in the centred stack, 20 tall by its constraint.
        #expect(findings.first?.message.contains("(0 × 20)") == true, "\(findings)")
    }
}
