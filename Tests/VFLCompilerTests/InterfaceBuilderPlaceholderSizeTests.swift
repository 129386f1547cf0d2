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

    /// An empty stack view the code holds (an outlet), placeholder 350 × 50 with hugging 1000,
    /// pinned 16 pt in from both sides of the 320-pt-wide root: 16 + 350 + 16 = 382 > 320 as the
    /// document stands, but the placeholder stands for the rows the code adds.
    private func filledByCode(outlet: Bool) -> String {
        let stack = """
            <stackView translatesAutoresizingMaskIntoConstraints="NO" horizontalHuggingPriority="1000" verticalHuggingPriority="1000" placeholderIntrinsicWidth="350" placeholderIntrinsicHeight="50" axis="vertical" id="stack"><rect key="frame" x="16" y="20" width="350" height="50"/></stackView>
            """
        let constraints = """
            <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c1"/>
            <constraint firstAttribute="trailing" secondItem="stack" secondAttribute="trailing" constant="16" id="c2"/>
            <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c3"/>
            """
        return outlet ? xibDocument(stack, constraints, outlets: [("stackView", "stack")]) : xibDocument(stack, constraints)
    }

    @Test("an empty stack view the code holds: its placeholder stands for the code's rows, so the width conflict is an info")
    func emptyStackOutlet() {
        let held = compileInterfaceBuilder(filledByCode(outlet: true))
        #expect(!held.diagnostics.contains { $0.severity == .error }, "\(held.diagnostics.map(\.message))")
        #expect(held.diagnostics.contains { $0.ruleID == .codeAdjustedConflict })
        // Nothing else can fill a stack no code holds: the document's placeholder is what there is.
        let alone = compileInterfaceBuilder(filledByCode(outlet: false))
        #expect(alone.diagnostics.contains { $0.ruleID == .unsatisfiable })
    }

    @Test("a collection cell that says translatesAutoresizingMaskIntoConstraints=NO is still placed by its collection view's layout: no ambiguity")
    func cellPlacedByItsCollectionView() {
        let document = xibDocument("""
            <collectionView translatesAutoresizingMaskIntoConstraints="NO" id="list"><rect key="frame" x="0" y="0" width="320" height="100"/>
                <cells>
                    <collectionViewCell translatesAutoresizingMaskIntoConstraints="NO" id="cell"><rect key="frame" x="0" y="0" width="100" height="100"/>
                        <view key="contentView" id="content"><rect key="frame" x="0" y="0" width="100" height="100"/></view>
                    </collectionViewCell>
                </cells>
            </collectionView>
            """, """
            <constraint firstItem="list" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
            <constraint firstItem="list" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="c2"/>
            <constraint firstItem="list" firstAttribute="top" secondItem="root" secondAttribute="top" id="c3"/>
            <constraint firstItem="list" firstAttribute="bottom" secondItem="root" secondAttribute="bottom" id="c4"/>
            """)
        let compiled = compileInterfaceBuilder(document)
        #expect(!compiled.diagnostics.contains { $0.ruleID == .ambiguousLayout }, "\(compiled.diagnostics.map(\.message))")
        #expect(compiled.firstSolvedView(id: "cell")?.frame == LayoutRect(x: 0, y: 0, width: 100, height: 100))
    }

    /// A horizontal stack pinned across the 320-pt root: a plain view (no class of the app's, no
    /// outlet) with a 250-pt placeholder width and compression resistance 1000, then a 100-pt box.
    private let spacerDocument = xibDocument("""
        <stackView translatesAutoresizingMaskIntoConstraints="NO" id="row"><rect key="frame" x="0.0" y="0.0" width="320" height="40"/>
            <subviews>
                <view horizontalCompressionResistancePriority="1000" placeholderIntrinsicWidth="250" placeholderIntrinsicHeight="40" translatesAutoresizingMaskIntoConstraints="NO" id="spacer"><rect key="frame" x="0.0" y="0.0" width="220" height="40"/></view>
                <view translatesAutoresizingMaskIntoConstraints="NO" id="box"><rect key="frame" x="220" y="0.0" width="100" height="40"/>
                    <constraints><constraint firstAttribute="width" constant="100" id="b1"/></constraints>
                </view>
            </subviews>
        </stackView>
        """, """
        <constraint firstItem="row" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
        <constraint firstAttribute="trailing" secondItem="row" secondAttribute="trailing" id="c2"/>
        <constraint firstItem="row" firstAttribute="top" secondItem="root" secondAttribute="top" id="c3"/>
        <constraint firstItem="row" firstAttribute="height" constant="40" id="c4"/>
        """)

    @Test("on a plain UIView no code holds, the placeholder is the canvas's: on the devices it has no intrinsic size")
    func plainViewPlaceholderIsDesignTime() {
        // As designed, Xcode's canvas gives the spacer its 250: 250 + 100 = 350 > 320.
        let designed = compileInterfaceBuilder(spacerDocument, asDesigned: true)
        #expect(designed.diagnostics.contains { $0.ruleID == .unsatisfiable }, "\(designed.diagnostics.map(\.message))")
        // At run time a UIView has none (UIView.noIntrinsicMetric): the spacer takes 320 - 100 = 220.
        let running = compileInterfaceBuilder(spacerDocument)
        #expect(!running.diagnostics.contains { $0.severity == .error || $0.severity == .warning }, "\(running.diagnostics.map(\.message))")
        #expect(running.firstSolvedView(id: "spacer")?.frame.width == 220)
    }

    @Test("on a UILabel the placeholder 'None' is the canvas's: on the devices the label keeps its text's width")
    func labelPlaceholderIsDesignTime() {
        let document = xibDocument("""
            <label opaque="NO" text="Funding" placeholderIntrinsicWidth="infinite" placeholderIntrinsicHeight="17" translatesAutoresizingMaskIntoConstraints="NO" id="rate"><rect key="frame" x="16" y="20" width="60" height="17"/>
                <fontDescription key="fontDescription" type="system" pointSize="14"/>
            </label>
            """, """
            <constraint firstItem="rate" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c1"/>
            <constraint firstItem="rate" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c2"/>
            """)
        // With no intrinsic width the label's width would be free; with its text's it is not.
        let running = compileInterfaceBuilder(document)
        #expect(!running.diagnostics.contains { $0.ruleID == .ambiguousLayout }, "\(running.diagnostics.map(\.message))")
        #expect((running.firstSolvedView(id: "rate")?.frame.width ?? 0) > 0)
    }
}
