import Testing
import LayoutIR
import LayoutSyntax
@testable import VFLCompiler

/// A collection view cell in a xib of its own gets its frame from its layout (Apple,
/// `UICollectionViewLayoutAttributes.frame`, `UICollectionViewFlowLayout.itemSize`): a definite
/// width that no content hugging shrinks. On the devices the width it is drawn at stands for it
/// (held just below required), where a plain top-level view drawn narrower than a phone is a piece
/// whose content decides.
@Suite("Interface Builder: a xib collection cell's width")
struct InterfaceBuilderCellItemWidthTests {
    /// A cell stored 175 × 229 whose content view holds `container` on all four edges, a 64 × 64
    /// `circle` centred 15 below its top, and a one-word label 13 from both sides 8 below the
    /// circle. Hugging would take the label, and with it the container, to the word's width plus
    /// 26, less than the circle's 64.
    static let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <device id="retina6_1" orientation="portrait"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="UIResponder"/>
                <collectionViewCell contentMode="center" reuseIdentifier="NewContact" id="cell" customClass="NewContactCell">
                    <rect key="frame" x="0.0" y="0.0" width="175" height="229"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <view key="contentView" contentMode="center" id="content">
                        <rect key="frame" x="0.0" y="0.0" width="175" height="229"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <view translatesAutoresizingMaskIntoConstraints="NO" id="container" userLabel="container">
                                <rect key="frame" x="0.0" y="0.0" width="175" height="229"/>
                                <subviews>
                                    <view translatesAutoresizingMaskIntoConstraints="NO" id="circle" userLabel="circle">
                                        <rect key="frame" x="55.5" y="15" width="64" height="64"/>
                                        <constraints>
                                            <constraint firstAttribute="width" constant="64" id="w"/>
                                            <constraint firstAttribute="height" constant="64" id="h"/>
                                        </constraints>
                                    </view>
                                    <label text="New" translatesAutoresizingMaskIntoConstraints="NO" id="title" userLabel="title">
                                        <rect key="frame" x="13" y="87" width="149" height="20.5"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    </label>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="circle" firstAttribute="centerX" secondItem="container" secondAttribute="centerX" id="c1"/>
                                    <constraint firstItem="circle" firstAttribute="top" secondItem="container" secondAttribute="top" constant="15" id="c2"/>
                                    <constraint firstItem="title" firstAttribute="top" secondItem="circle" secondAttribute="bottom" constant="8" id="c3"/>
                                    <constraint firstItem="title" firstAttribute="leading" secondItem="container" secondAttribute="leading" constant="13" id="c4"/>
                                    <constraint firstAttribute="trailing" secondItem="title" secondAttribute="trailing" constant="13" id="c5"/>
                                </constraints>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="container" firstAttribute="top" secondItem="content" secondAttribute="top" id="e1"/>
                            <constraint firstItem="container" firstAttribute="leading" secondItem="content" secondAttribute="leading" id="e2"/>
                            <constraint firstAttribute="trailing" secondItem="container" secondAttribute="trailing" id="e3"/>
                            <constraint firstAttribute="bottom" secondItem="container" secondAttribute="bottom" id="e4"/>
                        </constraints>
                    </view>
                </collectionViewCell>
            </objects>
        </document>
        """

    @Test("the cell keeps its drawn 175-pt width on the devices; the 64-pt circle fits inside its container")
    func drawnWidthHolds() throws {
        let compiled = LayoutCompiler().compile(SourceFile(path: "NewContactCell.xib", text: Self.xib))
        #expect(!compiled.diagnostics.contains { $0.ruleID == .viewOutsideSuperview }, "\(compiled.diagnostics)")
        let solution = try #require(compiled.tables.flatMap(\.solutions).first { $0.environment.name.hasPrefix("iPhoneSEWidth ") })
        #expect(solution.views.first { $0.sourceID == "cell" }?.frame.width == 175)
        // Centred: (175 − 64) / 2 = 55.5 from the container's leading edge.
        #expect(solution.views.first { $0.sourceID == "circle" }?.frame == LayoutRect(x: 55.5, y: 15, width: 64, height: 64))
    }
}
