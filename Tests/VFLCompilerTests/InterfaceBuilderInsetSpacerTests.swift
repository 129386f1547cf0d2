import Testing
import LayoutIR
@testable import VFLCompiler

/// A view between the safe area's edge and its superview's edge is as tall as the safe-area
/// inset UIKit gives the superview (Apple, `UIView.safeAreaInsets`): 0 where nothing covers that
/// side, which is every device for a free-standing xib's top-level view, whose safe area is
/// whatever its host gives when the app's code places it (the home indicator's 34 pt at the
/// bottom of a screen on a Face ID phone, nothing on a home-button phone). Its zero height is
/// the design, not a `non-positive-size` finding; a view pinned to zero height otherwise is one.
@Suite struct InterfaceBuilderInsetSpacerTests {
    /// A tab strip (`strip`, 49 tall at the top) and `filler`, whose top edge is `fillerTop`
    /// and whose bottom is the root's bottom; the filler is stored 10 tall (drawn on a canvas
    /// with an inset), so only the rule, not the stored frame, makes its zero height the design.
    /// The filler is red: a view that draws nothing may be 0 tall anywhere (``InterfaceBuilderSpacerTests``).
    static func document(fillerTop: String,
                         stripEnd: String = #"<constraint firstItem="strip" firstAttribute="height" constant="49" id="c4"/>"#) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="19162" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <objects>
                <view id="root">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="49"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" userLabel="strip" id="strip">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="49"/>
                        </view>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" userLabel="filler" id="filler">
                            <rect key="frame" x="0.0" y="39" width="320" height="10"/>
                            <color key="backgroundColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                        </view>
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="safe"/>
                    <constraints>
                        <constraint firstItem="strip" firstAttribute="top" secondItem="root" secondAttribute="top" id="c1"/>
                        <constraint firstItem="strip" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
                        <constraint firstAttribute="trailing" secondItem="strip" secondAttribute="trailing" id="c3"/>
                        \(stripEnd)
                        <constraint firstItem="filler" firstAttribute="top" \(fillerTop) id="c5"/>
                        <constraint firstAttribute="bottom" secondItem="filler" secondAttribute="bottom" id="c6"/>
                        <constraint firstItem="filler" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c7"/>
                        <constraint firstAttribute="trailing" secondItem="filler" secondAttribute="trailing" id="c8"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """
    }

    private func sizeFindings(fillerTop: String, stripEnd: String? = nil) -> [LayoutDiagnostic] {
        let document = stripEnd.map { Self.document(fillerTop: fillerTop, stripEnd: $0) } ?? Self.document(fillerTop: fillerTop)
        return compileInterfaceBuilder(document, path: "TabStrip.xib").diagnostics
            .filter { $0.ruleID == .nonPositiveSize }
    }

    @Test func aFillerOfTheBottomInsetMayBeZero() {
        let findings = sizeFindings(fillerTop: #"secondItem="safe" secondAttribute="bottom""#)
        #expect(findings.isEmpty, "\(findings)")
    }

    @Test func aFillerFromTheStripIsReported() {
        // The strip's bottom is the root's (49 = 49): the filler is 0 tall with no inset in it.
        let findings = sizeFindings(fillerTop: #"secondItem="strip" secondAttribute="bottom""#)
        #expect(findings.contains { $0.message.contains("'filler'") }, "\(findings)")
    }

    /// The strip ends on the safe area's bottom and the filler starts at the strip's bottom: the
    /// filler's top is on the safe area's bottom as surely as if it were pinned there.
    @Test func aFillerFromAStripOnTheSafeAreaMayBeZero() {
        let findings = sizeFindings(fillerTop: #"secondItem="strip" secondAttribute="bottom""#,
                                    stripEnd: #"<constraint firstItem="strip" firstAttribute="bottom" secondItem="safe" secondAttribute="bottom" id="c4"/>"#)
        #expect(findings.isEmpty, "\(findings)")
    }
}
