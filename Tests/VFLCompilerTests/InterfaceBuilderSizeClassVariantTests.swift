import Testing
import LayoutEngine
import LayoutIR
@testable import VFLCompiler

/// A document with size-class variations is laid out as two screens per root: the iPhones in
/// compact width, the iPad in regular (Docs/InterfaceBuilder.md, "Size classes"). What the two
/// share is one finding, not two.
@Suite("Interface Builder size-class variants")
struct InterfaceBuilderSizeClassVariantTests {
    /// A 320 × 100 top-level view with a 50 × 50 box pinned only at its leading edge: its y is
    /// free in both size classes. The box varies its frame for regular width, which is what
    /// makes the document vary by size class.
    private let document = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES">
            <objects>
                <view userLabel="panel" id="root"><rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                    <subviews>
                        <view translatesAutoresizingMaskIntoConstraints="NO" userLabel="box" id="box"><rect key="frame" x="10" y="10" width="50" height="50"/>
                            <variation key="widthClass=regular"><rect key="frame" x="10" y="20" width="50" height="50"/></variation>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="c1"/>
                        <constraint firstItem="box" firstAttribute="width" constant="50" id="c2"/>
                        <constraint firstItem="box" firstAttribute="height" constant="50" id="c3"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """

    @Test("a top-level view's regular variant is laid out at the iPad's width only, the compact one at the iPhones'")
    func variantWidths() {
        let compiled = LayoutCompiler().compile(SourceFile(path: "Panel.xib", text: document))
        let environments = Dictionary(grouping: compiled.tables.flatMap { table in
            table.solutions.map { (table.screen, $0.environment.name) }
        }, by: \.0).mapValues { $0.map(\.1) }
        // The default set when a screen names none (`vflc devices`): iPhoneSE, iPhone15, iPhone15ProMax, iPadAir.
        #expect(environments["panel"]?.sorted() == ["iPhone15ProMaxWidth portrait ltr", "iPhone15Width portrait ltr",
                                                    "iPhoneSEWidth portrait ltr"])
        #expect(environments["panel_regular"] == ["iPadAirWidth portrait ltr"])
    }

    @Test("a finding both variants share is reported once, naming the environments of both")
    func sharedFindingOnce() throws {
        let found = LayoutCompiler().compile(SourceFile(path: "Panel.xib", text: document)).diagnostics
            .filter { $0.ruleID == .ambiguousLayout }
        let finding = try #require(found.first)
        #expect(found.count == 1)
        #expect(finding.message.hasSuffix("in every environment"))
        let listed = try #require(finding.notes.first { $0.message.hasPrefix("environments: ") }?.message)
        #expect(listed.dropFirst("environments: ".count).split(separator: ",").count == 4)
    }
}
