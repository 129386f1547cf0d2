import Testing
import LayoutIR
@testable import VFLCompiler

/// A view kept by its autoresizing mask inside a superview that constraints lay out: UIKit made
/// the mask's constraints when the nib was loaded, against the superview's size then, which is
/// the size the document stored (Docs/UIKit.md#autoresizing; Apple,
/// `translatesAutoresizingMaskIntoConstraints`). A xib's top-level view drawn 1366 wide and laid
/// out at 320 takes its flexible children with it.
@Suite struct InterfaceBuilderStoredSuperviewSizeTests {
    /// A 1366 × 1024 top-level view holding `banner` at x 59, 1248 wide, flexible on the left,
    /// in width and on the right (`mask`).
    static func document(mask: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <objects>
                <view contentMode="scaleToFill" id="host">
                    <rect key="frame" x="0.0" y="0.0" width="1366" height="1024"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <subviews>
                        <view contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="banner">
                            <rect key="frame" x="59" y="44" width="1248" height="42"/>
                            <autoresizingMask key="autoresizingMask" \(mask)/>
                            <color key="backgroundColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                        </view>
                    </subviews>
                    <viewLayoutGuide key="safeArea" id="safe"/>
                </view>
            </objects>
        </document>
        """
    }

    @Test("flexible left, width and right share the host's 1366 → 320 change in proportion to 59 : 1248 : 59")
    func flexibleWidthShrinksWithTheHost() throws {
        let compiled = compileInterfaceBuilder(Self.document(mask: #"flexibleMinX="YES" widthSizable="YES" flexibleMaxX="YES""#))
        let banner = try #require(compiled.firstSolvedView(id: "banner"))
        // Change −1046: x = 59 − 59/1366 × 1046 = 13.82, width = 1248 − 1248/1366 × 1046 = 292.36;
        // at @2x the edges round to 14 and 306.
        #expect(banner.frame.x == 14)
        #expect(banner.frame.width == 292)
        #expect(!compiled.diagnostics.contains { $0.ruleID == .viewOutsideSuperview })
    }

    @Test("a fixed width with a flexible right margin keeps its 1248 pt and runs past the 320-pt host")
    func fixedWidthStays() throws {
        let compiled = compileInterfaceBuilder(Self.document(mask: #"flexibleMaxX="YES""#))
        let banner = try #require(compiled.firstSolvedView(id: "banner"))
        #expect(banner.frame.x == 59)
        #expect(banner.frame.width == 1248)
    }
}
