import Testing
import LayoutIR
@testable import VFLCompiler

/// A navigation bar element with no stored frame (Xcode 8 documents without a device store
/// none) is as tall as UIKit makes a bar: 44 pt on an iPhone (Docs/uikit-devices.md#bars), not
/// free and not 0.
@Suite struct InterfaceBuilderFramelessBarTests {
    static let document = xibDocument("""
                <navigationBar contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="nav">
                    <items><navigationItem title="Check in" id="item"/></items>
                </navigationBar>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="list">
                    <rect key="frame" x="0.0" y="44" width="320" height="56"/>
                </view>
        """, """
                <constraint firstItem="nav" firstAttribute="top" secondItem="root" secondAttribute="top" id="c1"/>
                <constraint firstItem="nav" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
                <constraint firstAttribute="trailing" secondItem="nav" secondAttribute="trailing" id="c3"/>
                <constraint firstItem="list" firstAttribute="top" secondItem="nav" secondAttribute="bottom" id="c4"/>
                <constraint firstItem="list" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c5"/>
                <constraint firstAttribute="trailing" secondItem="list" secondAttribute="trailing" id="c6"/>
                <constraint firstAttribute="bottom" secondItem="list" secondAttribute="bottom" id="c7"/>
        """, toolsVersion: "11762")

    @Test("a frameless navigation bar gets the iPhone's 44 pt: nothing is ambiguous, and the view below starts at 44")
    func framelessNavigationBar() throws {
        let compiled = compileInterfaceBuilder(Self.document, path: "CheckinList.xib")
        #expect(!compiled.diagnostics.contains { $0.ruleID == .ambiguousLayout }, "\(compiled.diagnostics.map(\.message))")
        let solution = try #require(compiled.tables.first?.solutions.first)
        #expect(solution.views.first { $0.sourceID == "nav" }?.frame.height == 44)
        #expect(solution.views.first { $0.sourceID == "list" }?.frame.y == 44)
    }

    /// A text field's font gives it its height whatever it holds: 34 pt with the rounded-rect
    /// border at 14 pt (Docs/uikit-devices.md, "Controls"). A frameless one pinned at its sides and
    /// centred on a 20-pt icon in a 44-pt row is placed: y = 22 − 34 / 2 = 5, not free.
    @Test("a frameless rounded-rect text field is 34 pt tall: centred in its row, not ambiguous")
    func framelessTextField() throws {
        let document = xibDocument("""
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="row">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="icon">
                            <rect key="frame" x="8" y="12" width="20" height="20"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="20" id="r3"/>
                                <constraint firstAttribute="height" constant="20" id="r4"/>
                            </constraints>
                        </view>
                        <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" placeholder="Search" textAlignment="natural" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="field">
                            <fontDescription key="fontDescription" type="system" pointSize="14"/>
                        </textField>
                    </subviews>
                    <constraints>
                        <constraint firstItem="icon" firstAttribute="leading" secondItem="row" secondAttribute="leading" constant="8" id="r1"/>
                        <constraint firstItem="icon" firstAttribute="centerY" secondItem="row" secondAttribute="centerY" id="r2"/>
                        <constraint firstAttribute="height" constant="44" id="r0"/>
                        <constraint firstItem="field" firstAttribute="leading" secondItem="icon" secondAttribute="trailing" constant="8" id="r5"/>
                        <constraint firstAttribute="trailing" secondItem="field" secondAttribute="trailing" constant="8" id="r6"/>
                        <constraint firstItem="field" firstAttribute="centerY" secondItem="icon" secondAttribute="centerY" id="r7"/>
                    </constraints>
                </view>
        """, """
                <constraint firstItem="row" firstAttribute="top" secondItem="root" secondAttribute="top" id="c1"/>
                <constraint firstItem="row" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
                <constraint firstAttribute="trailing" secondItem="row" secondAttribute="trailing" id="c3"/>
        """, toolsVersion: "11762")
        let compiled = compileInterfaceBuilder(document, path: "SearchRow.xib")
        #expect(!compiled.diagnostics.contains { $0.ruleID == .ambiguousLayout }, "\(compiled.diagnostics.map(\.message))")
        let solution = try #require(compiled.tables.first?.solutions.first)
        let field = try #require(solution.views.first { $0.sourceID == "field" })
        #expect(field.frame.height == 34)
        #expect(field.frame.y == 5)
    }

    /// Interface Builder writes no frame element for a zero frame (a default value, like the
    /// others it leaves out): an Xcode 6 view placed by its frame (`fixedFrame`) with none is at
    /// (0, 0), 0 × 0, where its prototyping constraints hold it, not free.
    @Test("a fixed-frame view with no stored frame is at (0, 0, 0, 0): not ambiguous")
    func framelessFixedFrameView() throws {
        let document = xibDocument("""
                <view contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="sep">
                    <color key="backgroundColor" white="0.9" alpha="1" colorSpace="calibratedWhite"/>
                </view>
            """, "", toolsVersion: "6250")
        let compiled = compileInterfaceBuilder(document, path: "MealSelection.xib")
        #expect(!compiled.diagnostics.contains { $0.ruleID == .ambiguousLayout }, "\(compiled.diagnostics.map(\.message))")
        let solution = try #require(compiled.tables.first?.solutions.first)
        #expect(solution.views.first { $0.sourceID == "sep" }?.frame == LayoutRect.zero)
    }

    /// An Xcode 6 size-class document: a 42 × 21 label drawn at a fixed frame (x 20) in the base
    /// class, and centred in its 320-wide root by two constraints installed only in compact width.
    /// Its element turns translation off and IB makes prototyping constraints only for views no
    /// installed constraint mentions, so in compact width the centring places it: (320 − 42) / 2 =
    /// 139, with no conflict between the centring and the base frame's x.
    @Test("a view fixed in the base size class and constrained in compact width is placed by the constraints there")
    func fixedInBaseConstrainedInCompact() throws {
        let document = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="6250" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES">
                <objects>
                    <view contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                        <subviews>
                            <label opaque="NO" fixedFrame="YES" text="Label" translatesAutoresizingMaskIntoConstraints="NO" id="title">
                                <rect key="frame" x="20" y="40" width="42" height="21"/>
                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                            </label>
                        </subviews>
                        <constraints>
                            <constraint firstAttribute="centerX" secondItem="title" secondAttribute="centerX" id="cx"/>
                            <constraint firstAttribute="centerY" secondItem="title" secondAttribute="centerY" id="cy"/>
                        </constraints>
                        <variation key="default">
                            <mask key="constraints"><exclude reference="cx"/><exclude reference="cy"/></mask>
                        </variation>
                        <variation key="widthClass=compact">
                            <mask key="constraints"><include reference="cx"/><include reference="cy"/></mask>
                        </variation>
                    </view>
                </objects>
            </document>
            """
        let compiled = compileInterfaceBuilder(document, path: "MealList.xib")
        #expect(!compiled.diagnostics.contains { $0.severity == .error }, "\(compiled.diagnostics.map(\.message))")
        let compact = try #require(compiled.tables.flatMap(\.solutions).first { $0.metrics.horizontalSizeClass == .compact })
        let title = try #require(compact.views.first { $0.sourceID == "title" })
        #expect(abs(title.frame.midX - 160) < 0.5)
    }
}
