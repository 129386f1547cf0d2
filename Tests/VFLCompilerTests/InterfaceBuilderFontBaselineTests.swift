import Testing
import LayoutIR
@testable import VFLCompiler

/// Baselines come from the font's metrics (Docs/uikit-devices.md, "Text baselines"). vflc knows
/// the system font's; for a named font (`<fontDescription name="Courier" …>`) the system font's
/// stand in, so a conflict that rests on such a baseline is a `text-size-conflict` warning that
/// says so, not an `unsatisfiable` error.
@Suite struct InterfaceBuilderFontBaselineTests {
    /// A horizontal stack (alignment fill: every button as tall as the stack) of two 30-pt-wide
    /// buttons titled "Aa" at 13 and 14 pt in `font`, the first's last baseline on the second's
    /// first: centred text of two sizes in equal heights has two baselines, so it cannot hold.
    static func document(font: String) -> String {
        func button(_ id: String, x: Int, size: Int) -> String {
            """
            <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="roundedRect" translatesAutoresizingMaskIntoConstraints="NO" userLabel="\(id)" id="\(id)">
                <rect key="frame" x="\(x)" y="0.0" width="30" height="30"/>
                <fontDescription key="fontDescription" \(font) pointSize="\(size)"/>
                <state key="normal" title="Aa"/>
            </button>
            """
        }
        return xibDocument("""
            <stackView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="sizes">
                <rect key="frame" x="16" y="8" width="60" height="30"/>
                <subviews>
                \(button("small", x: 0, size: 13))
                \(button("large", x: 30, size: 14))
                </subviews>
                <constraints>
                    <constraint firstItem="small" firstAttribute="baseline" secondItem="large" secondAttribute="firstBaseline" id="b"/>
                </constraints>
            </stackView>
            """, """
            <constraint firstItem="sizes" firstAttribute="top" secondItem="root" secondAttribute="top" constant="8" id="c1"/>
            <constraint firstItem="sizes" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c2"/>
            """)
    }

    static func conflicts(font: String) -> [LayoutDiagnostic] {
        compileInterfaceBuilder(Self.document(font: font), path: "Sizes.xib").diagnostics
            .filter { $0.ruleID == .unsatisfiable || $0.ruleID == .textSizeConflict }
    }

    @Test("in Courier, whose metrics vflc estimates, the baseline conflict is a text-size-conflict warning naming the font's part")
    func namedFont() throws {
        let found = Self.conflicts(font: #"name="Courier" family="Courier""#)
        let conflict = try #require(found.first)
        #expect(found.count == 1)
        #expect(conflict.ruleID == .textSizeConflict && conflict.severity == .warning)
        #expect(conflict.notes.first?.message.contains("set in a font vflc has no metrics for") == true)
    }

    @Test("in the system font, whose metrics are known, it stays an unsatisfiable error")
    func systemFont() {
        let found = Self.conflicts(font: #"type="system""#)
        #expect(found.map(\.ruleID) == [.unsatisfiable])
        #expect(found.map(\.severity) == [.error])
    }
}
