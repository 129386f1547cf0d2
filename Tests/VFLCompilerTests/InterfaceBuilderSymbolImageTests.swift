import Testing
import LayoutEngine
import LayoutIR
@testable import VFLCompiler

/// SF Symbol image views (`<imageReference key="image" catalog="system">`, or `image=… catalog="system"`
/// on the element): the symbol is drawn at its font's size, which the document does not store, so
/// the frame Xcode stored is the intrinsic size, and the `<resources>` entry (the symbol's shape at
/// 128 pt) is not (Docs/InterfaceBuilder.md#views).
@Suite("Interface Builder SF Symbol image views")
struct InterfaceBuilderSymbolImageTests {
    /// Two symbol image views placed only by position: `new` (Xcode 12+'s `imageReference`) stored
    /// 22.5 × 21.5 at (10, 10), and `old` (Xcode 11's attributes) stored 20 × 19, 17.5 after it.
    private let document = xibDocument("""
        <imageView translatesAutoresizingMaskIntoConstraints="NO" id="new"><rect key="frame" x="10" y="10" width="22.5" height="21.5"/>
            <imageReference key="image" image="checkmark.seal.fill" catalog="system" symbolScale="medium"/>
        </imageView>
        <imageView image="person" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="old"><rect key="frame" x="50" y="10" width="20" height="19"/></imageView>
        """, """
        <constraint firstItem="new" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="c1"/>
        <constraint firstItem="new" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="c2"/>
        <constraint firstItem="old" firstAttribute="leading" secondItem="new" secondAttribute="trailing" constant="17.5" id="c3"/>
        <constraint firstItem="old" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="c4"/>
        """, resources: """
        <image name="checkmark.seal.fill" catalog="system" width="128" height="122"/>
        <image name="person" catalog="system" width="128" height="121"/>
        """)

    @Test("a symbol image view is as large as its stored frame, not the 128-pt resource, and not ambiguous")
    func storedFrameIsIntrinsic() {
        let compiled = compileInterfaceBuilder(document, asDesigned: true)
        #expect(compiled.firstSolvedView(id: "new")?.frame == LayoutRect(x: 10, y: 10, width: 22.5, height: 21.5))
        // 10 + 22.5 + 17.5.
        #expect(compiled.firstSolvedView(id: "old")?.frame == LayoutRect(x: 50, y: 10, width: 20, height: 19))
        #expect(!compiled.diagnostics.contains { $0.ruleID == .ambiguousLayout }, "\(compiled.diagnostics.map(\.message))")
    }

    @Test("a required size that disagrees with the drawn symbol is no error: the symbol's size is the font's")
    func noInventedConflict() {
        let sized = document.replacingOccurrences(of: "</constraints>", with: #"<constraint firstItem="new" firstAttribute="width" constant="30" id="w"/></constraints>"#)
        let compiled = compileInterfaceBuilder(sized, asDesigned: true)
        #expect(!compiled.diagnostics.contains { $0.severity == .error }, "\(compiled.diagnostics.map(\.message))")
        #expect(compiled.firstSolvedView(id: "new")?.frame.width == 30)
    }
}
