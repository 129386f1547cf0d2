import Testing
import LayoutIR
@testable import VFLCompiler

/// A label of several lines asks for its text's height at its width (UILabel's intrinsic content
/// size follows its text), not for the height its constraints stretched it to on the canvas.
@Suite struct InterfaceBuilderStretchedLabelTests {
    /// A 300-pt wide label of 17-pt system text stored 260 pt tall between the top (at 100) and a
    /// value label centred at 750 priority below it: `value.top == hint.bottom + 18`,
    /// `value.centerY == root.centerY @750`. Its text, 52 characters, wraps to two lines: about
    /// 2 × 20.3 = 41 pt (Docs/uikit-devices.md, "Text baselines": line height 1.193 × 17).
    static let document = xibDocument("""
                <label opaque="NO" text="Point your phone in the direction the object faces." textAlignment="center" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="hint">
                    <rect key="frame" x="10" y="100" width="300" height="260"/>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                </label>
                <label opaque="NO" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="320" translatesAutoresizingMaskIntoConstraints="NO" id="value">
                    <rect key="frame" x="140" y="378" width="40" height="34"/>
                    <fontDescription key="fontDescription" type="system" pointSize="28"/>
                </label>
        """, """
                <constraint firstItem="hint" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c1"/>
                <constraint firstItem="hint" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="c2"/>
                <constraint firstAttribute="trailing" secondItem="hint" secondAttribute="trailing" constant="10" id="c3"/>
                <constraint firstItem="value" firstAttribute="top" secondItem="hint" secondAttribute="bottom" constant="18" id="c4"/>
                <constraint firstItem="value" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="c5"/>
                <constraint firstItem="value" firstAttribute="centerY" secondItem="root" secondAttribute="centerY" priority="750" id="c6"/>
        """, objects: #"<placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="DirectionViewController"><connections><outlet property="view" destination="root" id="o1"/></connections></placeholder>"#)

    @Test("on the devices a stretched label of several lines is its text's height: no tie with the 750 centring")
    func stretchedLabelAsksForItsText() {
        let compiled = compileInterfaceBuilder(Self.document.replacingOccurrences(of: #"height="100"/>"#, with: #"height="568"/>"#),
                                               path: "Direction.xib")
        #expect(!compiled.diagnostics.contains { $0.ruleID == .ambiguousLayout }, "\(compiled.diagnostics.map(\.message))")
    }

    @Test("as designed the stored height stands: the canvas drew the label 260 pt tall")
    func asDesignedKeepsStoredHeight() throws {
        let compiled = compileInterfaceBuilder(Self.document.replacingOccurrences(of: #"height="100"/>"#, with: #"height="568"/>"#),
                                               path: "Direction.xib", asDesigned: true)
        let solution = try #require(compiled.tables.first?.solutions.first)
        let hint = try #require(solution.views.first { $0.sourceID == "hint" })
        #expect(hint.frame.height >= 260)
    }
}
