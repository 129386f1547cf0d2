import Testing
import LayoutIR
@testable import VFLCompiler

/// A fill stack view puts an arranged control's alignment rect on its cross-axis edges (Apple,
/// "UIStackView.Alignment.fill"), as a constraint would: a slider stored exactly across its
/// vertical stack is a document that stores the alignment rect itself, so as designed its solved
/// frame is the stored one, not 2 pt wider on each side (Docs/InterfaceBuilder.md#views).
@Suite struct InterfaceBuilderStackAlignmentRectTests {
    static let document = xibDocument("""
                <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" translatesAutoresizingMaskIntoConstraints="NO" id="stk">
                    <rect key="frame" x="20" y="20" width="280" height="30"/>
                    <subviews>
                        <slider opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" value="0.5" minValue="0.0" maxValue="1" translatesAutoresizingMaskIntoConstraints="NO" id="sld">
                            <rect key="frame" x="0.0" y="0.0" width="280" height="30"/>
                        </slider>
                    </subviews>
                </stackView>
        """, """
                <constraint firstItem="stk" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="s1"/>
                <constraint firstItem="stk" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="s2"/>
                <constraint firstAttribute="trailing" secondItem="stk" secondAttribute="trailing" constant="20" id="s3"/>
        """, toolsVersion: "22505")

    @Test("a slider stored across its fill stack is laid out where it is stored, as designed")
    func storedAcrossTheStack() throws {
        let compiled = compileInterfaceBuilder(Self.document, path: "Sliders.xib", asDesigned: true)
        let slider = try #require(compiled.firstSolvedView(id: "sld"))
        #expect(slider.frame.x == 0)
        #expect(slider.frame.width == 280)
        #expect(!compiled.diagnostics.contains { $0.ruleID == .misplacedView }, "\(compiled.diagnostics.map(\.message))")
    }
}
