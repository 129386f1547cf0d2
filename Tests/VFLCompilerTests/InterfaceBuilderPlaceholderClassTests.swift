import Testing
import LayoutIR
@testable import VFLCompiler

/// "Intrinsic Size: Placeholder" on a view of the app's own class (`customClass`): Xcode's size
/// inspector offers it so that the canvas can lay out a view whose size the class computes in
/// code; it exists at design time only, and at run time the class's own `intrinsicContentSize`
/// applies (Docs/InterfaceBuilder.md#views). So a finding that rests on the placeholder (a tie its
/// hugging takes part in, a conflict with its compression resistance) is the class's to decide;
/// on UIKit's own image view, label or plain view the placeholder is the canvas's alone.
@Suite("Interface Builder placeholder sizes of app classes")
struct InterfaceBuilderPlaceholderClassTests {
    private func diagnostics(_ text: String) -> [LayoutDiagnostic] {
        LayoutCompiler(frontEnds: DocumentInput.registry(asDesigned: false))
            .compile(SourceFile(path: "T.storyboard", text: text)).diagnostics
    }

    /// A 375 × 667 scene with one image view `meter` (no image: no size of its own) of placeholder
    /// size 100 × 20 (and `attributes`), 40 below the root's top and centred; `constraints` add
    /// the rest. An image view, not a plain view: any element may have an app class.
    private func scene(attributes: String, constraints: String) -> String {
        """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21507" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <device id="retina4_7" orientation="portrait"/>
            <scenes><scene sceneID="s1"><objects>
                <viewController id="vc" sceneMemberID="viewController">
                    <view key="view" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <subviews>
                            <imageView placeholderIntrinsicWidth="100" placeholderIntrinsicHeight="20" translatesAutoresizingMaskIntoConstraints="NO" userLabel="meter" id="meter" \(attributes)>
                                <rect key="frame" x="137.5" y="40" width="100" height="20"/>
                            </imageView>
                        </subviews>
                        <constraints>
                            <constraint firstItem="meter" firstAttribute="top" secondItem="root" secondAttribute="top" constant="40" id="c1"/>
                            <constraint firstItem="meter" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="c2"/>
                            \(constraints)
                        </constraints>
                    </view>
                </viewController>
            </objects></scene></scenes>
        </document>
        """
    }

    /// Leading and trailing 20 from the root's edges at priority 250, the placeholder's hugging
    /// (250, UIKit's default): its width is 100 by the placeholder or 335 by the
    /// edges, at one priority, so the width is a tie.
    private let edgesAt250 = """
        <constraint firstItem="meter" firstAttribute="leading" secondItem="root" secondAttribute="leading" priority="250" constant="20" id="c3"/>
        <constraint firstAttribute="trailing" secondItem="meter" secondAttribute="trailing" priority="250" constant="20" id="c4"/>
        """

    @Test("a tie with an app class's placeholder size is the class's to decide; a UIKit view's placeholder counts")
    func tieWithThePlaceholder() {
        let appClass = diagnostics(scene(attributes: #"customClass="MeterImageView""#, constraints: edgesAt250))
        #expect(!appClass.contains { $0.ruleID == .ambiguousLayout && $0.severity == .warning })
        #expect(appClass.contains { $0.ruleID == .ambiguousLayout && $0.severity == .info
                && $0.notes.contains { $0.message.contains("design-time placeholder") } })
        // On UIKit's own image view the placeholder is the canvas's (Docs/InterfaceBuilder.md#views): with
        // no image it has no size of its own, so no tie; the edges give its width, and nothing its height.
        let plain = diagnostics(scene(attributes: "", constraints: edgesAt250))
        #expect(plain.contains { $0.ruleID == .ambiguousLayout && $0.severity == .warning
                && $0.message.contains("'meter' has an ambiguous height") }, "\(plain.map(\.message))")
        #expect(!plain.contains { $0.ruleID == .ambiguousLayout && $0.message.contains("width") }, "\(plain.map(\.message))")
    }

    /// Compression resistance 1000 makes the placeholder's 100-pt width required, against a
    /// required width of 50: 100 ≤ width = 50 cannot hold. With an app class the 100 is the
    /// placeholder's, not the class's.
    private let squeezed = """
        <constraint firstItem="meter" firstAttribute="width" constant="50" id="c5"/>
        """

    @Test("a conflict with a placeholder size is not an error: an app class's code decides it, and on UIKit's image view it is the canvas's")
    func conflictWithThePlaceholder() {
        let appClass = diagnostics(scene(attributes: #"horizontalCompressionResistancePriority="1000" customClass="MeterImageView""#,
                                         constraints: squeezed))
        #expect(!appClass.contains { $0.ruleID == .unsatisfiable && $0.severity == .error })
        // A UIImageView without an image has no intrinsic size at run time: its required 50 stands alone.
        let plain = diagnostics(scene(attributes: #"horizontalCompressionResistancePriority="1000""#, constraints: squeezed))
        #expect(!plain.contains { $0.ruleID == .unsatisfiable || $0.ruleID == .codeAdjustedConflict }, "\(plain.map(\.message))")
    }
}
