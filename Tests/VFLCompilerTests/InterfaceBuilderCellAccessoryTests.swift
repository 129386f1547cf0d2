import Testing
import LayoutEngine
import LayoutIR
@testable import VFLCompiler

/// A table cell's disclosure indicator and its content view's trailing layout margin
/// (Docs/uikit-devices.md, "Table cells"; Docs/InterfaceBuilder.md, "Views"). The expected
/// frames are the rule's arithmetic: a 320-pt cell of its own has 16-pt side margins, and with a
/// disclosure indicator the content view's trailing margin line lies 18.5 inside the cell's, so
/// a content view stopping `s` short of the cell's edge has the trailing margin 16 + 18.5 − s.
@Suite("Interface Builder cell accessories")
struct InterfaceBuilderCellAccessoryTests {
    /// A 320 × 60 xib cell whose content view (`contentWidth` wide, stored) holds a label pinned
    /// to its leading and trailing margins.
    private func cell(accessory: String, contentWidth: Double, toolsVersion: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <objects>
                <tableViewCell \(accessory) id="cell"><rect key="frame" x="0.0" y="0.0" width="320" height="60"/>
                    <tableViewCellContentView key="contentView" tableViewCell="cell" id="content"><rect key="frame" x="0.0" y="0.0" width="\(contentWidth)" height="60"/>
                        <subviews><label text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="label"><rect key="frame" x="16" y="20" width="100" height="20"/></label></subviews>
                        <constraints>
                            <constraint firstItem="label" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="c1"/>
                            <constraint firstAttribute="trailingMargin" secondItem="label" secondAttribute="trailing" id="c2"/>
                            <constraint firstItem="label" firstAttribute="centerY" secondItem="content" secondAttribute="centerY" id="c3"/>
                        </constraints>
                    </tableViewCellContentView>
                </tableViewCell>
            </objects>
        </document>
        """
    }

    /// The label's solved frame, to 1/1000 pt (the solver's sums are exact only to rounding).
    private func labelFrame(_ text: String) -> LayoutRect? {
        compileInterfaceBuilder(text, asDesigned: true).firstSolvedView(id: "label").map {
            func r(_ v: Double) -> Double { (v * 1000).rounded() / 1000 }
            return LayoutRect(x: r($0.frame.x), y: r($0.frame.y), width: r($0.frame.width), height: r($0.frame.height))
        }
    }

    @Test("an Xcode 13 cell whose content view stops 24.5 short of a disclosure indicator has a 10-pt trailing margin")
    func disclosureIndicatorXcode13() {
        let frame = labelFrame(cell(accessory: #"accessoryType="disclosureIndicator""#, contentWidth: 295.5, toolsVersion: "20037"))
        // 16 + 18.5 − 24.5 = 10; the label spans 16 … 295.5 − 10.
        #expect(frame?.x == 16)
        #expect(frame?.width == 295.5 - 10 - 16)
    }

    @Test("an Xcode 26 cell stopping 26.5 short has an 8-pt trailing margin")
    func disclosureIndicatorXcode26() {
        let frame = labelFrame(cell(accessory: #"accessoryType="disclosureIndicator""#, contentWidth: 293.5, toolsVersion: "24765"))
        // 16 + 18.5 − 26.5 = 8.
        #expect(frame?.width == 293.5 - 8 - 16)
    }

    @Test("without an accessory, before toolsVersion 17000 and beside a checkmark, the content view keeps the side margin at its trailing edge")
    func sideMarginStands() {
        #expect(labelFrame(cell(accessory: "", contentWidth: 320, toolsVersion: "20037"))?.width == 320.0 - 16 - 16)
        // Xcode 11 (toolsVersion 16096) stored no such margin: the side margin stands, which for
        // a cell of its own drawn without a wide canvas is 15 in Xcode 11 (Docs/uikit-devices.md).
        #expect(labelFrame(cell(accessory: #"accessoryType="disclosureIndicator""#, contentWidth: 287, toolsVersion: "16096"))?.width
                == 287.0 - 15 - 15)
        // A checkmark is not measured yet: the side margin stands.
        #expect(labelFrame(cell(accessory: #"accessoryType="checkmark""#, contentWidth: 280, toolsVersion: "20037"))?.width
                == 280.0 - 16 - 16)
    }

    /// A 459-pt cell of its own, no accessory, on the 375-pt iPhone 8 canvas, its label on the
    /// content view's leading margin.
    private func wideCell(toolsVersion: String) -> String {
        ownCellDocument(device: "retina4_7", toolsVersion: toolsVersion, width: 459)
    }

    @Test("a cell wider than its canvas device takes the device's 16-pt side margin from Xcode 14, its own width's 20 before")
    func wideCellOnNarrowDevice() {
        // The iPhone 8 is 375 pt wide: 16 (compact); 459 pt is past 414: 20.
        #expect(labelFrame(wideCell(toolsVersion: "23727"))?.x == 16)
        #expect(labelFrame(wideCell(toolsVersion: "14460"))?.x == 20)
    }
}
