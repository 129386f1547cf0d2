import Testing
import LayoutEngine
import LayoutIR
import LayoutSyntax
@testable import VFLCompiler

/// The "set by code" rule: a finding must hold for every value the app's code can give to what
/// the document leaves open (an outlet's text or image, a view class of the app's own, an
/// outlet's hidden flag, a constraint outlet). Each test is one class of false finding met in
/// public apps' documents, rebuilt as a small xib, and checked against the same xib where code
/// holds nothing (then the finding stands as a warning or an error).
@Suite("Interface Builder findings on what the app's code sets")
struct InterfaceBuilderSetByCodeTests {
    private func findings(_ text: String, asDesigned: Bool = false) -> [LayoutDiagnostic] {
        compileInterfaceBuilder(text, path: "F.xib", asDesigned: asDesigned).diagnostics
    }

    // MARK: the IR carries the fact

    @Test("the reader marks outlets' text and images, app classes' sizes and outlets hidden in the document as set by code")
    func readerMarksSetByCode() throws {
        let text = xibDocument("""
            <label text="Name" translatesAutoresizingMaskIntoConstraints="NO" id="name"><rect key="frame" x="0" y="0" width="40" height="21"/></label>
            <label text="Fixed" translatesAutoresizingMaskIntoConstraints="NO" id="fixed"><rect key="frame" x="0" y="30" width="40" height="21"/></label>
            <imageView image="logo" translatesAutoresizingMaskIntoConstraints="NO" id="logo"><rect key="frame" x="50" y="0" width="20" height="20"/></imageView>
            <view customClass="PillView" customModule="App" translatesAutoresizingMaskIntoConstraints="NO" id="pill"><rect key="frame" x="80" y="0" width="20" height="20"/></view>
            <view customClass="UIView" translatesAutoresizingMaskIntoConstraints="NO" id="plain"><rect key="frame" x="80" y="30" width="20" height="20"/></view>
            <button hidden="YES" translatesAutoresizingMaskIntoConstraints="NO" id="call"><rect key="frame" x="100" y="0" width="40" height="30"/></button>
            """, "", outlets: [("nameLabel", "name"), ("logoView", "logo"), ("callButton", "call")],
            resources: #"<image name="logo" width="20" height="20"/>"#)
        let screen = try #require(InterfaceBuilderReader.read(text).document.screens.first)
        let facts = Dictionary(uniqueKeysWithValues: screen.allViews.compactMap { view, _ in
            view.source?.id.map { ($0, view.source?.setByCode ?? []) }
        })
        #expect(facts["name"] == .content)
        #expect(facts["fixed"] == [])
        #expect(facts["logo"] == .content)
        #expect(facts["pill"] == .content)
        #expect(facts["plain"] == [])
        // An outlet button hidden in the document: its title and its hidden flag are the code's.
        #expect(facts["call"] == [.content, .hidden])
    }

    // MARK: 1. an arranged view hidden in the document that code shows

    /// A horizontal stack holding a visible 50-pt view and a hidden button with a required
    /// width of 90: UIKit's `UISV-hiding` makes the hidden button 0 wide, against the 90.
    private func hiddenArranged(outlet: Bool) -> String {
        xibDocument("""
            <stackView opaque="NO" contentMode="scaleToFill" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                <rect key="frame" x="10" y="10" width="50" height="44"/>
                <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" id="box"><rect key="frame" x="0" y="0" width="50" height="44"/>
                        <constraints><constraint firstAttribute="width" constant="50" id="bw"/><constraint firstAttribute="height" constant="44" id="bh"/></constraints></view>
                    <view hidden="YES" translatesAutoresizingMaskIntoConstraints="NO" id="call"><rect key="frame" x="58" y="0" width="90" height="44"/>
                        <constraints><constraint firstAttribute="width" constant="90" id="callWidth"/></constraints></view>
                </subviews>
            </stackView>
            """, """
            <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="c1"/>
            <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="c2"/>
            """, outlets: outlet ? [("callView", "call")] : [])
    }

    @Test("a hidden arranged view the code holds: its hiding conflict is an info that says to lower the width to 999; without the outlet, an error",
          arguments: [true, false])
    func hiddenArrangedView(outlet: Bool) throws {
        let conflicts = findings(hiddenArranged(outlet: outlet)).filter { [.unsatisfiable, .codeAdjustedConflict].contains($0.ruleID) }
        let conflict = try #require(conflicts.first)
        #expect(conflicts.count == 1)
        if outlet {
            #expect(conflict.ruleID == .codeAdjustedConflict && conflict.severity == .info)
            let note = try #require(conflict.notes.first?.message)
            #expect(note.contains("'callView' is hidden in the document") && note.contains("can show it"))
            #expect(note.contains("give 'callView.width == 90'") && note.contains("(999)"))
        } else {
            #expect(conflict.ruleID == .unsatisfiable && conflict.severity == .error)
        }
    }

    // MARK: 2. text set at run time deciding a compression or hugging tie

    /// Two labels side by side 10 pt from the 320-pt root's edges and 8 apart, with UIKit's
    /// default priorities (hugging 250, compression 750 for both): stored 200 wide each, 408 pt
    /// in 302 on the SE, so which label shrinks is a tie; on wider devices which grows is one.
    private func twoLabels(outlets: Bool) -> String {
        let long = "A text long enough to fill two hundred points"
        return xibDocument("""
            <label text="\(long)" translatesAutoresizingMaskIntoConstraints="NO" id="a"><rect key="frame" x="10" y="10" width="200" height="21"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/></label>
            <label text="\(long)" translatesAutoresizingMaskIntoConstraints="NO" id="b"><rect key="frame" x="218" y="10" width="200" height="21"/>
                <fontDescription key="fontDescription" type="system" pointSize="17"/></label>
            """, """
            <constraint firstItem="a" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="c1"/>
            <constraint firstItem="b" firstAttribute="leading" secondItem="a" secondAttribute="trailing" constant="8" id="c2"/>
            <constraint firstAttribute="trailing" secondItem="b" secondAttribute="trailing" constant="10" id="c3"/>
            <constraint firstItem="a" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="c4"/>
            <constraint firstItem="b" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="c5"/>
            """, outlets: outlets ? [("titleLabel", "a"), ("valueLabel", "b")] : [])
    }

    @Test("a content-size tie between labels whose text code sets is an info naming the label; with fixed texts, a warning")
    func textTie() throws {
        let set = findings(twoLabels(outlets: true)).filter { $0.ruleID == .ambiguousLayout }
        let fixed = findings(twoLabels(outlets: false)).filter { $0.ruleID == .ambiguousLayout }
        #expect(!set.isEmpty && !fixed.isEmpty)
        #expect(set.allSatisfy { $0.severity == .info })
        #expect(set.allSatisfy { $0.notes.first?.message.contains("the app's code sets the content of") == true })
        #expect(fixed.contains { $0.severity == .warning })
    }

    // MARK: 3. a multi-line label whose text code sets

    /// A wrapping label (`numberOfLines="0"`) with a required horizontal hugging, pinned 10 pt
    /// from both sides of the 320-pt root: its document text "Description" is far narrower than
    /// 300, so the document conflicts; the text the code sets decides whether the app does.
    private func wrappingLabel(outlet: Bool) -> String {
        xibDocument("""
            <label horizontalHuggingPriority="1000" horizontalCompressionResistancePriority="1000" text="Description" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="text">
                <rect key="frame" x="10" y="10" width="300" height="17"/>
                <fontDescription key="fontDescription" type="system" pointSize="14"/>
            </label>
            """, """
            <constraint firstItem="text" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="c1"/>
            <constraint firstAttribute="trailing" secondItem="text" secondAttribute="trailing" constant="10" id="c2"/>
            <constraint firstItem="text" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="c3"/>
            """, outlets: outlet ? [("descriptionLabel", "text")] : [])
    }

    @Test("a multi-line label whose text code sets: a conflict resting on its text is an info, never a warning")
    func wrappingLabelText() throws {
        let set = findings(wrappingLabel(outlet: true)).filter { $0.severity != .info && $0.ruleID != .interfaceBuilderDocument }
        #expect(set.isEmpty)
        let info = findings(wrappingLabel(outlet: true)).filter { $0.ruleID == .codeAdjustedConflict }
        #expect(info.count == 1 && info.first?.notes.first?.message.contains("the size of 'descriptionLabel'") == true)
    }

    // MARK: 4. a view class of the app's own

    /// A view placed 10 pt from the root's leading edge and top, 20 pt high, with no width: in
    /// the document nothing gives it one, unless its class's intrinsicContentSize does.
    private func customView(customClass: String?) -> String {
        let attribute = customClass.map { #" customClass="\#($0)" customModule="App""# } ?? ""
        return xibDocument("""
            <view\(attribute) translatesAutoresizingMaskIntoConstraints="NO" id="pill"><rect key="frame" x="10" y="10" width="40" height="20"/>
                <constraints><constraint firstAttribute="height" constant="20" id="ph"/></constraints></view>
            """, """
            <constraint firstItem="pill" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="c1"/>
            <constraint firstItem="pill" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="c2"/>
            """, outlets: [])
    }

    @Test("a view of the app's own class with no width is an info (its class may size it); a plain view, a warning")
    func appClassSize() throws {
        let own = findings(customView(customClass: "PillView")).filter { $0.ruleID == .ambiguousLayout }
        let plain = findings(customView(customClass: nil)).filter { $0.ruleID == .ambiguousLayout }
        let info = try #require(own.first)
        #expect(own.count == 1 && info.severity == .info && info.message.contains("ambiguous width"))
        #expect(info.notes.first?.message.contains("a class of the app's own") == true)
        #expect(plain.count == 1 && plain.first?.severity == .warning)
    }

    // MARK: 5. a slider has no intrinsic width

    /// A slider 10 pt from the root's leading edge, 8 pt before a button 10 pt from its trailing
    /// edge, both at UIKit's default hugging 250. A slider's intrinsic width is
    /// `UIView.noIntrinsicMetric`, so only the button hugs: no tie, the button keeps its stored
    /// 46-pt width (its text) and the slider takes the rest.
    private let sliderRow = xibDocument("""
        <slider opaque="NO" contentMode="scaleToFill" value="0.5" minValue="0.0" maxValue="1" translatesAutoresizingMaskIntoConstraints="NO" id="slider">
            <rect key="frame" x="8" y="10" width="250" height="31"/>
        </slider>
        <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="mute">
            <rect key="frame" x="264" y="10" width="46" height="30"/>
            <state key="normal" title="Mute"/>
        </button>
        """, """
        <constraint firstItem="slider" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="c1"/>
        <constraint firstItem="mute" firstAttribute="leading" secondItem="slider" secondAttribute="trailing" constant="8" id="c2"/>
        <constraint firstAttribute="trailing" secondItem="mute" secondAttribute="trailing" constant="10" id="c3"/>
        <constraint firstItem="slider" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="c4"/>
        <constraint firstItem="mute" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="c5"/>
        """, outlets: [])

    @Test("a slider beside a button: no hugging tie; the button keeps its 46 pt at x = 320 − 10 − 46 = 264")
    func sliderWidth() throws {
        let compiled = compileInterfaceBuilder(sliderRow, path: "F.xib")
        #expect(!compiled.diagnostics.contains { $0.ruleID == .ambiguousLayout })
        let button = try #require(compiled.firstSolvedView(id: "mute"))
        #expect(button.frame.width == 46 && button.frame.minX == 264)
    }

    // MARK: 6. an image view sized from the document's image while code sets the image

    /// A 60-pt-high row: an image view at the leading edge showing a 512-pt document image, then
    /// a label 8 pt after it to 10 pt from the trailing edge. With the 512-pt image the label
    /// is squeezed below zero (320 − 10 − 512 − 8 − 10 < 0); code that holds the image view
    /// sets another image.
    private func imageRow(outlet: Bool) -> String {
        xibDocument("""
            <imageView image="logo" translatesAutoresizingMaskIntoConstraints="NO" id="logo"><rect key="frame" x="10" y="10" width="40" height="40"/></imageView>
            <view translatesAutoresizingMaskIntoConstraints="NO" id="bar"><rect key="frame" x="58" y="10" width="252" height="20"/>
                <constraints><constraint firstAttribute="height" constant="20" id="bh"/></constraints></view>
            """, """
            <constraint firstItem="logo" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="c1"/>
            <constraint firstItem="logo" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="c2"/>
            <constraint firstItem="bar" firstAttribute="leading" secondItem="logo" secondAttribute="trailing" constant="8" id="c3"/>
            <constraint firstAttribute="trailing" secondItem="bar" secondAttribute="trailing" constant="10" id="c4"/>
            <constraint firstItem="bar" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="c5"/>
            """, outlets: outlet ? [("logoView", "logo")] : [], resources: #"<image name="logo" width="512" height="512"/>"#)
    }

    @Test("a view squeezed by an image the code replaces is an info; by a fixed image, a warning")
    func placeholderImage() throws {
        let set = findings(imageRow(outlet: true)).filter { $0.ruleID == .nonPositiveSize && $0.message.contains("bar'") }
        let fixed = findings(imageRow(outlet: false)).filter { $0.ruleID == .nonPositiveSize && $0.message.contains("bar'") }
        let info = try #require(set.first)
        #expect(info.severity == .info && info.notes.first?.message.contains("the content of 'logoView'") == true)
        #expect(fixed.first?.severity == .warning)
    }

    // MARK: 7. a constraint outlet whose constant code changes

    /// A 350-pt sidebar width that is an outlet, beside a box pinned to the root's trailing edge:
    /// on a 320-pt phone the box is squeezed below zero, unless code changes the sidebar's width.
    private func sidebar(outlet: Bool) -> String {
        xibDocument("""
            <view translatesAutoresizingMaskIntoConstraints="NO" id="side"><rect key="frame" x="0" y="0" width="350" height="100"/></view>
            <view translatesAutoresizingMaskIntoConstraints="NO" id="main"><rect key="frame" x="350" y="0" width="0" height="100"/></view>
            """, """
            <constraint firstItem="side" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c1"/>
            <constraint firstItem="side" firstAttribute="top" secondItem="root" secondAttribute="top" id="c2"/>
            <constraint firstAttribute="bottom" secondItem="side" secondAttribute="bottom" id="c3"/>
            <constraint firstItem="side" firstAttribute="width" constant="350" id="sideWidth"/>
            <constraint firstItem="main" firstAttribute="leading" secondItem="side" secondAttribute="trailing" id="c4"/>
            <constraint firstAttribute="trailing" secondItem="main" secondAttribute="trailing" id="c5"/>
            <constraint firstItem="main" firstAttribute="top" secondItem="root" secondAttribute="top" id="c6"/>
            <constraint firstAttribute="bottom" secondItem="main" secondAttribute="bottom" id="c7"/>
            """, outlets: outlet ? [("sidebarWidth", "sideWidth")] : [])
    }

    @Test("a size finding that rests on a constraint outlet's constant is an info; with a fixed constant, a warning")
    func constraintOutletConstant() throws {
        let set = findings(sidebar(outlet: true)).filter { $0.ruleID == .nonPositiveSize || $0.ruleID == .viewOutsideSuperview }
        let fixed = findings(sidebar(outlet: false)).filter { $0.ruleID == .nonPositiveSize || $0.ruleID == .viewOutsideSuperview }
        #expect(!set.isEmpty && set.allSatisfy { $0.severity == .info })
        #expect(set.first?.notes.first?.message.contains("constraint outlets") == true)
        #expect(fixed.contains { $0.severity == .warning })
    }

    // MARK: 8. arranged views of a stack with no place of its own: one finding at the cause

    /// A vertical stack pinned only at the leading edge and top: its width is free, and so is
    /// each of its three arranged views' (the stack fills them across).
    private let freeStack = xibDocument("""
        <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="stack">
            <rect key="frame" x="10" y="10" width="100" height="76"/>
            <subviews>
                <view translatesAutoresizingMaskIntoConstraints="NO" id="one"><rect key="frame" x="0" y="0" width="100" height="20"/>
                    <constraints><constraint firstAttribute="height" constant="20" id="h1"/></constraints></view>
                <view translatesAutoresizingMaskIntoConstraints="NO" id="two"><rect key="frame" x="0" y="28" width="100" height="20"/>
                    <constraints><constraint firstAttribute="height" constant="20" id="h2"/></constraints></view>
                <view translatesAutoresizingMaskIntoConstraints="NO" id="three"><rect key="frame" x="0" y="56" width="100" height="20"/>
                    <constraints><constraint firstAttribute="height" constant="20" id="h3"/></constraints></view>
            </subviews>
        </stackView>
        """, """
        <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="10" id="c1"/>
        <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" constant="10" id="c2"/>
        """, outlets: [])

    @Test("a free stack's arranged views are reported with the stack, once, and never told to add a top, bottom or centerY")
    func oneFindingAtTheStack() throws {
        let ambiguous = findings(freeStack).filter { $0.ruleID == .ambiguousLayout }
        let finding = try #require(ambiguous.first)
        #expect(ambiguous.count == 1)
        #expect(finding.message.contains("'stackView_") || finding.message.contains("'stack"))
        #expect(finding.notes.contains { $0.message.hasPrefix("3 views inside it are free with it") })
        #expect(!ambiguous.contains { $0.notes.contains { $0.message.contains("centerY") } })
    }

    // MARK: 9. a conflict that exists only with the document's content

    /// A table cell of 320 × 90 whose image view (a 512-pt document image that resists
    /// compression at 1000) is pinned to the content view's four margins: 8 + 512 + 8 = 528 wide
    /// cannot fit the 320-pt cell, so the required set cannot hold; with an image no wider than
    /// the row allows, it can. Code that holds the image view sets the image.
    private func logoCell(outlet: Bool) -> String {
        let connections = outlet ? #"<connections><outlet property="logoView" destination="logo" id="o1"/></connections>"# : ""
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>
                    <tableViewCell contentMode="scaleToFill" rowHeight="90" id="cell" customClass="ServerCell">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="90"/>
                        <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="cell" id="content">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="90"/>
                            <subviews>
                                <imageView image="logo" horizontalCompressionResistancePriority="1000" translatesAutoresizingMaskIntoConstraints="NO" id="logo"><rect key="frame" x="16" y="11" width="68" height="68"/></imageView>
                            </subviews>
                            <constraints>
                                <constraint firstItem="logo" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="c1"/>
                                <constraint firstItem="logo" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="c2"/>
                                <constraint firstAttribute="trailingMargin" secondItem="logo" secondAttribute="trailing" id="c3"/>
                                <constraint firstAttribute="bottomMargin" secondItem="logo" secondAttribute="bottom" id="c4"/>
                            </constraints>
                        </tableViewCellContentView>
                        \(connections)
                    </tableViewCell>
                </objects>
                <resources><image name="logo" width="512" height="512"/></resources>
            </document>
            """
    }

    @Test("a conflict gone once the code's image is empty is an info; with a fixed image, an error")
    func conflictFromDocumentContent() throws {
        let set = findings(logoCell(outlet: true)).filter { [.unsatisfiable, .codeAdjustedConflict].contains($0.ruleID) }
        let fixed = findings(logoCell(outlet: false)).filter { [.unsatisfiable, .codeAdjustedConflict].contains($0.ruleID) }
        let info = try #require(set.first)
        #expect(set.count == 1 && info.ruleID == .codeAdjustedConflict && info.severity == .info)
        #expect(info.notes.first?.message.contains("the app's code sets what 'logoView' shows") == true)
        #expect(fixed.count == 1 && fixed.first?.ruleID == .unsatisfiable && fixed.first?.severity == .error)
    }

    // MARK: 10. a view placed by its frame that code holds

    /// A view placed by its frame (`fixedFrame`, flexible right and bottom margins) at x 8, 359 wide,
    /// in a 375-pt root drawn for a 4.7-inch phone: on the 320-pt SE the root shrinks and the
    /// view keeps its width, so it runs 8 + 359 − 320 = 47 pt past the right edge, unless code
    /// that holds it sets its frame (in `layoutSubviews`, or with a layout library).
    private func framedPanel(outlet: Bool) -> String {
        let owner = outlet ? #"<placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="Owner"><connections><outlet property="panelView" destination="panel" id="o0"/></connections></placeholder>"# : ""
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <objects>
                    \(owner)
                    <view id="root">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="317"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <view contentMode="scaleToFill" fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" id="panel">
                                <rect key="frame" x="8" y="52" width="359" height="250"/>
                                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                            </view>
                        </subviews>
                    </view>
                </objects>
            </document>
            """
    }

    @Test("a frame-placed view the code holds, past its superview: an info saying the code sets its frame; not held, a warning")
    func frameSetByCode() throws {
        let set = findings(framedPanel(outlet: true)).filter { $0.ruleID == .viewOutsideSuperview }
        let fixed = findings(framedPanel(outlet: false)).filter { $0.ruleID == .viewOutsideSuperview }
        let info = try #require(set.first)
        #expect(set.allSatisfy { $0.severity == .info })
        #expect(info.notes.first?.message.contains("placed by its frame, not by constraints") == true)
        #expect(fixed.contains { $0.severity == .warning })
    }
}
