import Testing
import LayoutIR
import LayoutSyntax
@testable import VFLCompiler

/// Text baselines from the system font's metrics (Docs/uikit-devices.md, "Text baselines"):
/// ascender 0.952 and descent 0.241 of the point size, line height their sum (1.193). UIKit
/// centres a label's, a button's and a text field's text vertically, so the baselines are fixed
/// distances from the view's centre.
@Suite("Interface Builder text baselines")
struct InterfaceBuilderTextBaselineTests {
    /// A 17-pt label 40 tall at y 100, and a box whose top is the label's first (`first`) or last
    /// baseline.
    private func document(numberOfLines: String, labelHeight: Double, attribute: String) -> String {
        xibDocument("""
            <label text="Title" numberOfLines="\(numberOfLines)" translatesAutoresizingMaskIntoConstraints="NO" id="title"><rect key="frame" x="10" y="100" width="200" height="\(labelHeight)"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                <constraints><constraint firstAttribute="height" constant="\(labelHeight)" id="th"/></constraints></label>
            <view translatesAutoresizingMaskIntoConstraints="NO" id="box"><rect key="frame" x="220" y="0.0" width="20" height="20"/>
                <constraints><constraint firstAttribute="width" constant="20" id="bw"/><constraint firstAttribute="height" constant="20" id="bh"/></constraints></view>
            """, """
            <constraint firstItem="title" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="tt"/>
            <constraint firstItem="title" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="tl"/>
            <constraint firstItem="box" firstAttribute="leading" secondItem="title" secondAttribute="trailing" constant="10" id="bl"/>
            <constraint firstItem="box" firstAttribute="top" secondItem="title" secondAttribute="\(attribute)" id="bt"/>
            """)
    }

    private func boxTop(_ text: String) throws -> Double {
        let compiled = compileInterfaceBuilder(text, asDesigned: true)
        return try #require(compiled.firstSolvedView(id: "box")).frame.y
    }

    @Test("the reader gives a one-line 17-pt label its baselines 0.952 × 17 − 1.193 × 17 / 2 = 6.04 below its centre")
    func oneLineReader() throws {
        let screen = try #require(InterfaceBuilderReader.read(document(numberOfLines: "1", labelHeight: 40, attribute: "firstBaseline")).document.screens.first)
        let label = try #require(screen.allViews.first { $0.view.source?.id == "title" }?.view)
        let baselines = try #require(label.properties.textBaselines)
        #expect(abs(baselines.firstFromCenter - 6.0435) < 0.001)
        #expect(abs(baselines.lastFromCenter - 6.0435) < 0.001)
    }

    @Test("a one-line label stretched 40 tall keeps its text centred: the baseline is at 100 + 20 + 6.04 = 126.04, not at its bottom (140)")
    func oneLineStretched() throws {
        #expect(abs(try boxTop(document(numberOfLines: "1", labelHeight: 40, attribute: "firstBaseline")) - 126.0435) <= 0.5)
        #expect(abs(try boxTop(document(numberOfLines: "1", labelHeight: 40, attribute: "lastBaseline")) - 126.0435) <= 0.5)
    }

    @Test("a label of several lines as tall as its text: first baseline 100 + 16.18, last 100 + 61 − 4.10")
    func severalLines() throws {
        // Three lines of 17-pt text stored 61 tall: the text fills the label, so the first line's
        // baseline is the ascender (0.952 × 17 = 16.18) below its top and the last one's the
        // descent (0.241 × 17 = 4.10) above its bottom.
        #expect(abs(try boxTop(document(numberOfLines: "0", labelHeight: 61, attribute: "firstBaseline")) - 116.184) <= 0.5)
        #expect(abs(try boxTop(document(numberOfLines: "0", labelHeight: 61, attribute: "lastBaseline")) - 156.903) <= 0.5)
    }

    @Test("a view without text keeps its bottom edge as its baseline")
    func noText() throws {
        let text = document(numberOfLines: "1", labelHeight: 40, attribute: "firstBaseline")
            .replacingOccurrences(of: #"<label text="Title" numberOfLines="1""#, with: "<view")
            .replacingOccurrences(of: "</label>", with: "</view>")
        #expect(abs(try boxTop(text) - 140) <= 0.5)
    }
}
