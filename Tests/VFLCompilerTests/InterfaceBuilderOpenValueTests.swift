import Testing
import LayoutEngine
import LayoutIR
import LayoutSyntax
@testable import VFLCompiler

/// Values a document shows one of but does not decide: a table cell content view's margins, which
/// the SDK the app is built with sets (8 all round before iOS 11, 11 at top and bottom from it), and
/// the width of a label of several lines, which UIKit lets grow to its text on one line
/// (Docs/InterfaceBuilder.md, "What the app's code sets"). A frame finding that is gone with the
/// other value is an info.
@Suite("Interface Builder findings on values the document leaves open")
struct InterfaceBuilderOpenValueTests {
    /// A static table (44-pt rows) whose one cell holds a text field pinned to the content view's
    /// margins, `top == topMargin − 6` and `bottom == bottomMargin + bottomOffset`, saved by
    /// `toolsVersion`'s Xcode; its stored frame (8, 5, 304 × 38) fits the row.
    static func cellDocument(toolsVersion: String, bottomOffset: String) -> String {
        """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(toolsVersion)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="table">
            <scenes>
                <scene sceneID="s0"><objects>
                    <tableViewController id="table" sceneMemberID="viewController">
                        <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="static" style="grouped" rowHeight="44" id="list">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <sections>
                                <tableViewSection id="section">
                                    <cells>
                                        <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" rowHeight="44" id="cell">
                                            <autoresizingMask key="autoresizingMask"/>
                                            <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" tableViewCell="cell" id="content">
                                                <autoresizingMask key="autoresizingMask"/>
                                                <subviews>
                                                    <textField opaque="NO" contentMode="scaleToFill" borderStyle="roundedRect" placeholder="Name" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" userLabel="nameField" id="field">
                                                        <rect key="frame" x="8" y="5" width="304" height="38"/>
                                                        <fontDescription key="fontDescription" type="system" pointSize="14"/>
                                                    </textField>
                                                </subviews>
                                                <constraints>
                                                    <constraint firstAttribute="bottomMargin" secondItem="field" secondAttribute="bottom" constant="-\(bottomOffset)" id="c1"/>
                                                    <constraint firstItem="field" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="c2"/>
                                                    <constraint firstItem="field" firstAttribute="top" secondItem="content" secondAttribute="topMargin" constant="-6" id="c3"/>
                                                    <constraint firstItem="field" firstAttribute="trailing" secondItem="content" secondAttribute="trailingMargin" id="c4"/>
                                                </constraints>
                                            </tableViewCellContentView>
                                        </tableViewCell>
                                    </cells>
                                </tableViewSection>
                            </sections>
                        </tableView>
                    </tableViewController>
                </objects></scene>
            </scenes>
        </document>
        """
    }

    private func bottomOverflow(_ text: String) -> LayoutDiagnostic? {
        compileInterfaceBuilder(text, path: "Main.storyboard").diagnostics.first {
            $0.ruleID == .viewOutsideSuperview && $0.message.contains("'nameField' extends past the bottom edge")
        }
    }

    @Test("a field past a 44-pt row only with the content-view margins of SDKs before iOS 11 is an info naming the margins")
    func sdkMargins() throws {
        // Xcode 6 draws 8-pt margins: the field runs from 8 − 6 = 2 to 44 − 8 + 10 = 46, 2 pt past
        // the row. With iOS 11's 11-pt margins it runs from 5 to 44 − 11 + 10 = 43 and fits.
        let finding = try #require(bottomOverflow(Self.cellDocument(toolsVersion: "6254", bottomOffset: "10")))
        #expect(finding.severity == .info)
        #expect(finding.notes.first?.message.contains("the SDK the app is built with decides") == true)
        // 20 below the bottom margin: 44 − 8 + 20 = 56 and 44 − 11 + 20 = 53, past the row with both.
        let both = try #require(bottomOverflow(Self.cellDocument(toolsVersion: "6254", bottomOffset: "20")))
        #expect(both.severity == .warning)
        // An Xcode 12 document draws iOS 11's margins already: 43 fits, nothing to report.
        #expect(bottomOverflow(Self.cellDocument(toolsVersion: "17701", bottomOffset: "10")) == nil)
    }

    /// A `card` centred in a freeform xib view, at least 10 pt from its sides, wraps a label (10
    /// pt in on each side) stored 200 wide, and holds a `badge` centred in it, 250 wide by its constraint
    /// (stored inside the card, as the canvas drew it before the width changed).
    static func cardDocument(lines: String) -> String {
        xibDocument("""
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" userLabel="card" id="card">
                <rect key="frame" x="50" y="10" width="220" height="80"/>
                <subviews>
                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="The device you are syncing with will also show a code to compare" textAlignment="center" lineBreakMode="wordWrap" numberOfLines="\(lines)" translatesAutoresizingMaskIntoConstraints="NO" userLabel="message" id="message">
                        <rect key="frame" x="10" y="10" width="200" height="41"/>
                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                    </label>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" userLabel="badge" id="badge">
                        <rect key="frame" x="0.0" y="56" width="220" height="20"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="250" id="bw"/>
                            <constraint firstAttribute="height" constant="20" id="bh"/>
                        </constraints>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="message" firstAttribute="leading" secondItem="card" secondAttribute="leading" constant="10" id="m1"/>
                    <constraint firstAttribute="trailing" secondItem="message" secondAttribute="trailing" constant="10" id="m2"/>
                    <constraint firstItem="message" firstAttribute="top" secondItem="card" secondAttribute="top" constant="10" id="m3"/>
                    <constraint firstItem="badge" firstAttribute="centerX" secondItem="card" secondAttribute="centerX" id="b1"/>
                    <constraint firstItem="badge" firstAttribute="top" secondItem="message" secondAttribute="bottom" constant="5" id="b2"/>
                    <constraint firstAttribute="bottom" secondItem="badge" secondAttribute="bottom" constant="4" id="b3"/>
                </constraints>
            </view>
            """, """
            <constraint firstItem="card" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="r1"/>
            <constraint firstItem="card" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="r2"/>
            <constraint firstItem="card" firstAttribute="leading" relation="greaterThanOrEqual" secondItem="root" secondAttribute="leading" constant="10" id="r3"/>
            """)
    }

    @Test("a badge wider than a card sized by a wrapping label's drawn width is an info; with a one-line label, a warning")
    func wrappingLabelWidth() throws {
        func overflow(_ lines: String) -> LayoutDiagnostic? {
            compileInterfaceBuilder(Self.cardDocument(lines: lines)).diagnostics.first {
                $0.ruleID == .viewOutsideSuperview && $0.message.contains("'badge'")
            }
        }
        // Drawn, the card is 10 + 200 + 10 = 220 wide and the 250-pt badge overhangs it by 15 on
        // each side. The text's one line is at least 66 characters × 4.5 units × 1.1 ≈ 327 pt at
        // 17 pt, so the wrapping label may grow until the card meets the 10-pt insets: 300 on the
        // 320-pt iPhone SE (label 280), where the badge fits.
        let wrapping = try #require(overflow("0"))
        #expect(wrapping.severity == .info)
        #expect(wrapping.notes.first?.message.contains("a label of several lines") == true)
        // A one-line label keeps the drawn width (what IB measured), which the text exceeds.
        let single = try #require(overflow("1"))
        #expect(single.severity == .warning)
    }
}
