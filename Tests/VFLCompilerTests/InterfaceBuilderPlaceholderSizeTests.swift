import Testing
import LayoutEngine
import LayoutIR
@testable import VFLCompiler

/// `placeholderIntrinsicWidth/Height` (Interface Builder's "Intrinsic Size: Placeholder") is the
/// view's intrinsic size at design time on every view kind, an empty stack view included.
@Suite("Interface Builder placeholder intrinsic sizes")
struct InterfaceBuilderPlaceholderSizeTests {
    /// An empty stack view pinned only at its leading and top edges (10 and 20 in), with a
    /// 120 × 30 placeholder intrinsic size.
    private let document = xibDocument("""
        <stackView translatesAutoresizingMaskIntoConstraints="NO" placeholderIntrinsicWidth="120" placeholderIntrinsicHeight="30" id="stack"><rect key="frame" x="10" y="20" width="120" height="30"/></stackView>
        """, """
        <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="c1"/>
        <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c2"/>
        """)

    @Test("an empty stack view takes its placeholder size and is not ambiguous")
    func emptyStackView() {
        let compiled = compileInterfaceBuilder(document, asDesigned: true)
        #expect(compiled.firstSolvedView(id: "stack")?.frame == LayoutRect(x: 10, y: 20, width: 120, height: 30))
        #expect(!compiled.diagnostics.contains { $0.ruleID == .ambiguousLayout }, "\(compiled.diagnostics.map(\.message))")
    }

    @Test("on the default devices too")
    func onDevices() {
        let compiled = compileInterfaceBuilder(document)
        #expect(compiled.firstSolvedView(id: "stack")?.frame == LayoutRect(x: 10, y: 20, width: 120, height: 30))
        #expect(!compiled.diagnostics.contains { $0.ruleID == .ambiguousLayout }, "\(compiled.diagnostics.map(\.message))")
    }

    @Test("a stack view without a placeholder still has no intrinsic size of its own")
    func stackWithoutPlaceholder() {
        let plain = document.replacingOccurrences(of: #"placeholderIntrinsicWidth="120" placeholderIntrinsicHeight="30" "#, with: "")
        let compiled = compileInterfaceBuilder(plain, asDesigned: true)
        #expect(compiled.diagnostics.contains { $0.ruleID == .ambiguousLayout })
    }
}
