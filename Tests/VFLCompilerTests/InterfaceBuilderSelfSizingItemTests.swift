import Testing
import LayoutEngine
import LayoutIR
@testable import VFLCompiler

/// Cells of a collection view whose flow layout estimates its item size: Apple,
/// "UICollectionViewFlowLayout.estimatedItemSize" (zero by default; any other value makes the
/// collection view ask each cell for its own size) and `UICollectionViewFlowLayout.automaticSize`
/// (Interface Builder's Estimate Size "Automatic", `automaticEstimatedItemSize="YES"`). The stored
/// item size is then an estimate: on the devices the cell is as large as its content.
@Suite("Interface Builder self-sizing collection view cells")
struct InterfaceBuilderSelfSizingItemTests {
    /// A controller whose view holds a 56-pt-tall collection view with one prototype cell stored
    /// 159 × 40; in it a 24 × 16 flag pinned to the content view's top, bottom and leading edge.
    /// `layout` is the flow layout's attributes and children.
    private func document(layoutAttributes: String, layoutChildren: String = "") -> String {
        """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22154" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <device id="retina6_12" orientation="portrait"/>
            <scenes><scene sceneID="s1"><objects>
                <viewController id="vc" sceneMemberID="viewController">
                    <view key="view" id="root"><rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <collectionView dataMode="prototypes" translatesAutoresizingMaskIntoConstraints="NO" id="list">
                                <rect key="frame" x="16" y="100" width="361" height="56"/>
                                <constraints><constraint firstAttribute="height" constant="56" id="lh"/></constraints>
                                <collectionViewFlowLayout key="collectionViewLayout" \(layoutAttributes) minimumLineSpacing="8" minimumInteritemSpacing="16" id="flow">
                                    <size key="itemSize" width="159" height="40"/>
                                    \(layoutChildren)
                                </collectionViewFlowLayout>
                                <cells>
                                    <collectionViewCell reuseIdentifier="Country" id="cell">
                                        <rect key="frame" x="0.0" y="0.0" width="159" height="40"/>
                                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                                        <collectionViewCellContentView key="contentView" id="content">
                                            <rect key="frame" x="0.0" y="0.0" width="159" height="40"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                            <subviews>
                                                <view translatesAutoresizingMaskIntoConstraints="NO" id="flag"><rect key="frame" x="0.0" y="0.0" width="24" height="40"/>
                                                    <constraints><constraint firstAttribute="width" constant="24" id="fw"/><constraint firstAttribute="height" constant="16" id="fh"/></constraints>
                                                </view>
                                            </subviews>
                                            <constraints>
                                                <constraint firstItem="flag" firstAttribute="top" secondItem="content" secondAttribute="top" id="ft"/>
                                                <constraint firstAttribute="bottom" secondItem="flag" secondAttribute="bottom" id="fb"/>
                                                <constraint firstItem="flag" firstAttribute="leading" secondItem="content" secondAttribute="leading" id="fl"/>
                                                <constraint firstAttribute="trailing" secondItem="flag" secondAttribute="trailing" id="fr"/>
                                            </constraints>
                                        </collectionViewCellContentView>
                                    </collectionViewCell>
                                </cells>
                            </collectionView>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="safe"/>
                        <constraints>
                            <constraint firstItem="list" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c1"/>
                            <constraint firstAttribute="trailing" secondItem="list" secondAttribute="trailing" constant="16" id="c2"/>
                            <constraint firstItem="list" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="40" id="c3"/>
                        </constraints>
                    </view>
                </viewController>
            </objects></scene></scenes>
        </document>
        """
    }

    private func compiled(_ text: String) -> CompiledFile {
        LayoutCompiler().compile(SourceFile(path: "T.storyboard", text: text))
    }

    private func conflicts(_ text: String) -> [LayoutDiagnostic] {
        compiled(text).diagnostics.filter { $0.ruleID == .unsatisfiable }
    }

    @Test("an automatic estimated item size: the cell is its content's 24 × 16, not the stored 159 × 40, and nothing conflicts")
    func automaticEstimate() throws {
        let text = document(layoutAttributes: #"automaticEstimatedItemSize="YES""#)
        #expect(conflicts(text).isEmpty)
        let cell = try #require(compiled(text).firstSolvedView(id: "cell"))
        // The flag's required 24 × 16, edge to edge in the content view that fills the cell.
        #expect(cell.frame.width == 24 && cell.frame.height == 16)
    }

    @Test("a non-zero estimatedItemSize does the same; a zero one is no estimate")
    func explicitEstimate() {
        #expect(conflicts(document(layoutAttributes: "", layoutChildren: #"<size key="estimatedItemSize" width="50" height="50"/>"#)).isEmpty)
        #expect(conflicts(document(layoutAttributes: "", layoutChildren: #"<size key="estimatedItemSize" width="0.0" height="0.0"/>"#)).count == 2)
    }

    @Test("without an estimate the stored item size is the cell's: a 24 × 16 flag edge to edge in 159 × 40 conflicts on both axes")
    func fixedItemSize() {
        #expect(conflicts(document(layoutAttributes: "")).count == 2)
    }
}
