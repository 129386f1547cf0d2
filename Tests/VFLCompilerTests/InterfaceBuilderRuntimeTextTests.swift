import Testing
import LayoutIR
import LayoutSyntax
@testable import VFLCompiler

/// A label's or button's text given by a user-defined runtime attribute of the app's own (a
/// localization key such as `locKey`): UIKit sets the attribute by key-value coding when the nib
/// loads, and the app's setter puts the text there, so the text is the code's, like an outlet's.
@Suite("Interface Builder text set by runtime attributes")
struct InterfaceBuilderRuntimeTextTests {
    private static func attribute(_ keyPath: String, type: String = "string") -> String {
        #"<userDefinedRuntimeAttributes><userDefinedRuntimeAttribute type="\#(type)" keyPath="\#(keyPath)" value="HOME_TITLE"/></userDefinedRuntimeAttributes>"#
    }

    /// Two labels side by side, 10 pt from the 320-pt root's edges and 8 apart, each stored 200
    /// wide with a text long enough to fill it: 10 + 200 + 8 + 200 + 10 = 428 > 320 on the SE, so
    /// which one gives way is a tie between their compression resistances (750 each).
    static func twoLabels(keyPath: String) -> String {
        let long = "A text long enough to fill two hundred points"
        return xibDocument("""
            <label text="\(long)" translatesAutoresizingMaskIntoConstraints="NO" id="a"><rect key="frame" x="10" y="10" width="200" height="21"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>\(attribute(keyPath))</label>
            <label text="\(long)" translatesAutoresizingMaskIntoConstraints="NO" id="b"><rect key="frame" x="218" y="10" width="200" height="21"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>\(attribute(keyPath))</label>
            """, """
            <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="c1"/>
            <constraint firstItem="b" firstAttribute="leading" secondItem="a" secondAttribute="trailing" constant="8" id="c2"/>
            <constraint firstAttribute="trailing" secondItem="b" secondAttribute="trailing" constant="10" id="c3"/>
            <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="c4"/>
            <constraint firstItem="b" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="c5"/>
            """)
    }

    @Test("a string under a key path of the app's own marks the text as the code's; UIKit's own key paths do not")
    func readerMarksRuntimeText() throws {
        let cases: [(String, String, SetByCode)] = [
            ("locKey", "string", .content), ("xibLocKey", "localizedString", .content), ("styleName", "string", .content),
            ("accessibilityIdentifier", "string", []), ("layer.name", "string", []), ("locKey", "number", []),
        ]
        for (keyPath, type, expected) in cases {
            let text = xibDocument("""
                <label text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="title"><rect key="frame" x="0" y="0" width="40" height="21"/>\(Self.attribute(keyPath, type: type))</label>
                """, "")
            let screen = try #require(InterfaceBuilderReader.read(text).document.screens.first)
            let label = screen.allViews.first { view, _ in view.source?.id == "title" }?.0
            #expect(label?.source?.setByCode == expected, "\(keyPath) (\(type))")
        }
    }

    @Test("the compression tie of two labels whose texts come from localization keys is an info; with UIKit's key path, a warning")
    func localizedTie() {
        let localized = compileInterfaceBuilder(Self.twoLabels(keyPath: "locKey")).diagnostics.filter { $0.ruleID == .ambiguousLayout }
        let fixed = compileInterfaceBuilder(Self.twoLabels(keyPath: "accessibilityIdentifier")).diagnostics
            .filter { $0.ruleID == .ambiguousLayout }
        #expect(!localized.isEmpty && !fixed.isEmpty)
        #expect(localized.allSatisfy { $0.severity == .info })
        #expect(fixed.contains { $0.severity == .warning })
    }
}
