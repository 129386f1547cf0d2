import Testing
import LayoutIR
import LayoutSyntax
@testable import VFLCompiler

/// Another top-level view of a controller's xib (beside the one File's Owner's `view` outlet
/// names) is the controller's to show: nothing in the document stretches it to a device, so on
/// the devices it keeps the width it is stored with (Docs/InterfaceBuilder.md#environments).
@Suite("Interface Builder: a controller xib's other top-level views")
struct InterfaceBuilderControllerExtraViewTests {
    /// File's Owner `OnboardingController` with its `view` outlet on `page` and an outlet
    /// collection holding `wifiPart`: a view stored 340 wide whose 340-pt image is centred in it
    /// and pinned to its trailing edge, and `wirePart`, stored 373.5 wide, whose 225 + 168 + 109 pt
    /// images overlap by 46 and 82 and end 20 before its trailing edge: 225 − 46 + 168 − 82 + 109 +
    /// 20 = 394 pt, which no stored or device width of 373.5 holds.
    static let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <device id="retina4_7" orientation="portrait"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="OnboardingController">
                    <connections>
                        <outlet property="view" destination="page" id="o1"/>
                        <outletCollection property="parts" destination="wifiPart" id="o2"/>
                        <outletCollection property="parts" destination="wirePart" id="o3"/>
                    </connections>
                </placeholder>
                <view contentMode="scaleToFill" id="page">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                </view>
                <view contentMode="scaleToFill" id="wifiPart" userLabel="wifiPart">
                    <rect key="frame" x="0.0" y="0.0" width="340" height="340"/>
                    <subviews>
                        <imageView contentMode="scaleAspectFit" translatesAutoresizingMaskIntoConstraints="NO" id="wifi" userLabel="wifiImage">
                            <rect key="frame" x="0.0" y="0.0" width="340" height="340"/>
                            <constraints><constraint firstAttribute="width" constant="340" id="w1"/></constraints>
                        </imageView>
                    </subviews>
                    <constraints>
                        <constraint firstAttribute="trailing" secondItem="wifi" secondAttribute="trailing" id="w2"/>
                        <constraint firstItem="wifi" firstAttribute="centerX" secondItem="wifiPart" secondAttribute="centerX" id="w3"/>
                        <constraint firstItem="wifi" firstAttribute="top" secondItem="wifiPart" secondAttribute="top" id="w4"/>
                        <constraint firstAttribute="bottom" secondItem="wifi" secondAttribute="bottom" id="w5"/>
                    </constraints>
                </view>
                <view contentMode="scaleToFill" id="wirePart" userLabel="wirePart">
                    <rect key="frame" x="0.0" y="0.0" width="373.5" height="383"/>
                    <subviews>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="laptop" userLabel="laptop">
                            <rect key="frame" x="0.0" y="0.0" width="225" height="383"/>
                            <constraints><constraint firstAttribute="width" constant="225" id="l1"/></constraints>
                        </view>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="cable" userLabel="cable">
                            <rect key="frame" x="179" y="0.0" width="168" height="383"/>
                            <constraints><constraint firstAttribute="width" constant="168" id="l2"/></constraints>
                        </view>
                        <view translatesAutoresizingMaskIntoConstraints="NO" id="phone" userLabel="phone">
                            <rect key="frame" x="265" y="0.0" width="109" height="383"/>
                            <constraints><constraint firstAttribute="width" constant="109" id="l3"/></constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="laptop" firstAttribute="leading" secondItem="wirePart" secondAttribute="leading" id="l4"/>
                        <constraint firstItem="cable" firstAttribute="leading" secondItem="laptop" secondAttribute="trailing" constant="-46" id="l5"/>
                        <constraint firstItem="phone" firstAttribute="leading" secondItem="cable" secondAttribute="trailing" constant="-82" id="l6"/>
                        <constraint firstAttribute="trailing" secondItem="phone" secondAttribute="trailing" constant="20" id="l7"/>
                        <constraint firstItem="laptop" firstAttribute="top" secondItem="wirePart" secondAttribute="top" id="l8"/>
                        <constraint firstItem="cable" firstAttribute="top" secondItem="wirePart" secondAttribute="top" id="l9"/>
                        <constraint firstItem="phone" firstAttribute="top" secondItem="wirePart" secondAttribute="top" id="l10"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """

    @Test("a 340-pt part stored 340 wide holds on every device; a part needing 394 pt stored 373.5 wide is a conflict")
    func storedWidths() throws {
        let compiled = LayoutCompiler().compile(SourceFile(path: "OnboardingController.xib", text: Self.xib))
        let errors = compiled.diagnostics.filter { $0.ruleID == .unsatisfiable && $0.severity == .error }
        // Only the wire part's: its 394 pt fit neither its stored 373.5 nor any device width.
        #expect(errors.count == 1, "\(errors)")
        #expect(errors.allSatisfy { $0.message.contains("in every environment") })
        let solution = try #require(compiled.tables.flatMap(\.solutions).first {
            $0.environment.name.hasPrefix("iPhoneSEWidth ") && $0.views.contains { $0.sourceID == "wifiPart" }
        })
        // On the 320-pt iPhone SE the part keeps its stored 340 × 340; its image fills it.
        #expect(solution.views.first { $0.sourceID == "wifiPart" }?.frame == LayoutRect(x: 0, y: 0, width: 340, height: 340))
        #expect(solution.views.first { $0.sourceID == "wifi" }?.frame == LayoutRect(x: 0, y: 0, width: 340, height: 340))
    }
}
