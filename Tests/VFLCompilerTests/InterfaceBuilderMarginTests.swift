import Testing
import LayoutEngine
import LayoutIR
@testable import VFLCompiler

/// Layout margins Interface Builder stores, and the ones a view takes from its superview
/// (`preservesSuperviewLayoutMargins`), checked against the frames the rules predict. The rules
/// and the documents they came from are in Docs/InterfaceBuilder.md ("Views").
@Suite("Interface Builder margins")
struct InterfaceBuilderMarginTests {
    /// A horizontal stack across the 320 × 100 root holding one 50 × 20 view; `stackExtras` go
    /// in the stack's element (its stored margins), `stackAttributes` on it.
    private func stack(attributes: String = "", extras: String = "") -> String {
        xibDocument("""
            <stackView translatesAutoresizingMaskIntoConstraints="NO" \(attributes) id="stack"><rect key="frame" x="0.0" y="0.0" width="320" height="20"/>
                <subviews><view translatesAutoresizingMaskIntoConstraints="NO" id="item"><rect key="frame" x="0.0" y="0.0" width="50" height="20"/>
                    <constraints><constraint firstAttribute="width" constant="50" id="w"/><constraint firstAttribute="height" constant="20" id="h"/></constraints>
                </view></subviews>
                \(extras)
            </stackView>
            """, """
            <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
            <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" id="c2"/>
            """)
    }

    private func x(of id: String, in text: String) -> Double? {
        compileInterfaceBuilder(text, asDesigned: true).firstSolvedView(id: id)?.frame.x
    }

    @Test("a stack with stored margins lays its items out inside them; without, at its edge")
    func stackWithMargins() {
        let margins = #"<edgeInsets key="layoutMargins" top="0.0" left="14" bottom="0.0" right="0.0"/>"#
        #expect(x(of: "item", in: stack(extras: margins)) == 14)
        #expect(x(of: "item", in: stack()) == 0)
    }

    @Test("a stack that preserves its superview's margins takes the root's 16 where its own are smaller")
    func preservedMargins() {
        // A top-level xib view 320 wide has 16-pt side margins (Docs/InterfaceBuilder.md).
        let own = #"<edgeInsets key="layoutMargins" top="0.0" left="0.0" bottom="0.0" right="0.0"/>"#
        #expect(x(of: "item", in: stack(attributes: #"preservesSuperviewLayoutMargins="YES""#, extras: own)) == 16)
        #expect(x(of: "item", in: stack(extras: own)) == 0)
    }

    /// A 320 × 51 xib cell whose content view holds a label at its leading margin; `cellMargins`
    /// go in the cell's element.
    private func cell(cellMargins: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <objects>
                <tableViewCell preservesSuperviewLayoutMargins="YES" id="cell"><rect key="frame" x="0.0" y="0.0" width="320" height="51"/>
                    <tableViewCellContentView key="contentView" preservesSuperviewLayoutMargins="YES" tableViewCell="cell" id="content"><rect key="frame" x="0.0" y="0.0" width="320" height="51"/>
                        <subviews><label text="Join the beta" translatesAutoresizingMaskIntoConstraints="NO" id="label"><rect key="frame" x="30" y="15" width="106" height="21"/></label></subviews>
                        <constraints>
                            <constraint firstItem="label" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="c1"/>
                            <constraint firstItem="label" firstAttribute="centerY" secondItem="content" secondAttribute="centerY" id="c2"/>
                        </constraints>
                    </tableViewCellContentView>
                    \(cellMargins)
                </tableViewCell>
            </objects>
        </document>
        """
    }

    @Test("a cell's own margins reach its content view where they are larger than the content view's 16")
    func cellMargins() {
        #expect(x(of: "label", in: cell(cellMargins: #"<edgeInsets key="layoutMargins" top="8" left="30" bottom="8" right="30"/>"#)) == 30)
        #expect(x(of: "label", in: cell(cellMargins: "")) == 16)
    }

    /// A scene on a 4.7-inch canvas whose 51-pt button sits on the root's bottom margin.
    private func scene(rootAttributes: String) -> String {
        """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <device id="retina4_7" orientation="portrait"/>
            <scenes><scene sceneID="s1"><objects>
                <viewController id="vc" sceneMemberID="viewController">
                    <view key="view" \(rootAttributes) id="root"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/><autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews><button translatesAutoresizingMaskIntoConstraints="NO" id="button"><rect key="frame" x="16" y="608" width="343" height="51"/></button></subviews>
                        <viewLayoutGuide key="safeArea" id="safe"/>
                        <constraints>
                            <constraint firstItem="button" firstAttribute="leading" secondItem="root" secondAttribute="leadingMargin" id="c1"/>
                            <constraint firstAttribute="trailingMargin" secondItem="button" secondAttribute="trailing" id="c2"/>
                            <constraint firstAttribute="bottomMargin" secondItem="button" secondAttribute="bottom" id="c3"/>
                            <constraint firstItem="button" firstAttribute="height" constant="51" id="c4"/>
                        </constraints>
                    </view>
                </viewController>
            </objects></scene></scenes>
        </document>
        """
    }

    @Test("a root view that preserves its superview's margins takes the window's 8 at the bottom of a home-button phone")
    func rootPreservesTheWindowsMargins() {
        func bottom(_ attributes: String, asDesigned: Bool) -> Double? {
            compileInterfaceBuilder(scene(rootAttributes: attributes), path: "S.storyboard", asDesigned: asDesigned)
                .firstSolvedView(id: "button").map { (($0.frame.y + $0.frame.height) * 1000).rounded() / 1000 }
        }
        // The window's margins are UIView's default 8; the root's own bottom margin is 0. The
        // canvas is 667 tall; the first default device, the iPhone SE, 568.
        let canvasBottom: Double = 667 - 8, deviceBottom: Double = 568 - 8
        #expect(bottom(#"preservesSuperviewLayoutMargins="YES""#, asDesigned: true) == canvasBottom)
        #expect(bottom("", asDesigned: true) == 667)
        #expect(bottom(#"preservesSuperviewLayoutMargins="YES""#, asDesigned: false) == deviceBottom)
    }
}
