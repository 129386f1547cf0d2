import Testing
import LayoutIR
import LayoutSyntax
@testable import VFLCompiler

/// What the app's code sizes rather than the document (Docs/InterfaceBuilder.md, "What the app's
/// code sets"): a xib controller's view that another controller's code adds as a child and sizes,
/// a label whose text the code sets, a legacy scroll view whose frame-placed content the code
/// measures, a plain view holding a placeholder size for what the code puts in it, and a bar
/// whose hidden state follows a value.
@Suite("Interface Builder views the app's code sizes")
struct InterfaceBuilderContainerSizedTests {
    /// A controller xib (File's Owner `SettingsPanelController`, its `view` outlet the top-level
    /// view `panel`), drawn 375 × 667 on a 4.7-inch canvas, whose `list` is 240 tall, 8 below the
    /// view's top and 16 above its bottom, and runs between the view's side margins.
    static let panelXib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <device id="retina4_7" orientation="portrait"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="SettingsPanelController">
                    <connections><outlet property="view" destination="panel" id="o1"/></connections>
                </placeholder>
                <view contentMode="scaleToFill" id="panel">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <view translatesAutoresizingMaskIntoConstraints="NO" userLabel="list" id="list">
                            <rect key="frame" x="16" y="8" width="343" height="240"/>
                            <constraints><constraint firstAttribute="height" constant="240" id="c1"/></constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="list" firstAttribute="top" secondItem="panel" secondAttribute="top" constant="8" id="c2"/>
                        <constraint firstAttribute="bottom" secondItem="list" secondAttribute="bottom" constant="16" id="c3"/>
                        <constraint firstItem="list" firstAttribute="leading" secondItem="panel" secondAttribute="leadingMargin" id="c4"/>
                        <constraint firstAttribute="trailingMargin" secondItem="list" secondAttribute="trailing" id="c5"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """

    /// The zoom-settings pattern: the host makes the panel its child and gives its view the
    /// holder's bounds.
    static let hostCode = """
        final class HostController: UIViewController {
            @IBOutlet var holder: UIView!
            func showSettings() {
                let panel = SettingsPanelController(nibName: "SettingsPanelController", bundle: nil)
                addChild(panel)
                panel.view.frame = holder.bounds
                holder.addSubview(panel.view)
            }
        }
        """

    private func compile(_ document: String, path: String, code: String?) -> CompiledFile {
        var inputs = [CompilerInput(SourceFile(path: path, text: document))]
        if let code { inputs.append(CompilerInput(SourceFile(path: "Host.swift", text: code))) }
        return LayoutCompiler().compile(inputs)[0]
    }

    @Test("a controller xib shown full screen cannot hold 8 + 240 + 16 = 264 pt in the iPhone SE's 568")
    func fullScreenConflict() {
        let diagnostics = compile(Self.panelXib, path: "SettingsPanelController.xib", code: nil).diagnostics
        #expect(diagnostics.contains { $0.ruleID == .unsatisfiable && $0.severity == .error }, "\(diagnostics)")
    }

    @Test("made a child by the code, the view is as tall as its content and keeps a root's 16-pt side margins")
    func childSizedByContainer() throws {
        let compiled = compile(Self.panelXib, path: "SettingsPanelController.xib", code: Self.hostCode)
        #expect(!compiled.diagnostics.contains { $0.ruleID == .unsatisfiable }, "\(compiled.diagnostics)")
        let solution = try #require(compiled.tables.flatMap(\.solutions).first { $0.environment.name.hasPrefix("iPhoneSEWidth ") })
        // Width: the iPhone SE's 320 pt (Docs/uikit-devices.md); height: 8 + 240 + 16 = 264, the
        // content's, since the container decides it.
        let panel = try #require(solution.views.first { $0.sourceID == "panel" })
        #expect(panel.frame == LayoutRect(x: 0, y: 0, width: 320, height: 264))
        #expect(panel.name == "SettingsPanelController")
        // A controller's root keeps `systemMinimumLayoutMargins` at its sides, 16 in compact width
        // (Docs/uikit-devices.md), not the 8 of a plain view: 320 − 2 × 16 = 288.
        let list = try #require(solution.views.first { $0.sourceID == "list" })
        #expect(list.frame == LayoutRect(x: 16, y: 8, width: 288, height: 240))
    }

    /// A navigation stack's scene on the 6.7-inch canvas of Xcode 14 (the iPhone 15 Pro Max's
    /// 430 × 932, status bar 59 and home indicator 34, Docs/uikit-devices.md; the bar 44 below the
    /// status bar) whose vertical stack, pinned to the safe area's top and sides, holds a title and
    /// `details`, a label of 34 lines of text that Xcode drew 700 pt tall (34 × 20.3 = 690 at 17 pt, so
    /// the stored height stands: Docs/InterfaceBuilder.md, "Text outside the design environment"): 21 + 10 + 700 = 731 from
    /// 59 + 44 = 103 down to 834, inside the canvas's safe area (932 − 34 = 898). `outlet`: the
    /// label is the controller's `details` outlet.
    static func levels(outlet: Bool) -> String {
        navigationStoryboard(header: #"toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES""#,
                             device: #"<device id="retina6_72" orientation="portrait"/>"#, width: 430,
                             controller: #"customClass="LevelsViewController""#, view: """
                    <view key="view" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="430" height="932"/>
                        <subviews>
                            <stackView opaque="NO" axis="vertical" spacing="10" translatesAutoresizingMaskIntoConstraints="NO" userLabel="column" id="column">
                                <rect key="frame" x="15" y="103" width="400" height="731"/>
                                <subviews>
                                    <label text="Levels" translatesAutoresizingMaskIntoConstraints="NO" userLabel="title" id="title">
                                        <rect key="frame" x="0.0" y="0.0" width="400" height="21"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    </label>
                                    <label text="Lorem ipsum&#10;Lorem ipsum&#10;Lorem ipsum&#10;Lorem ipsum&#10;Lorem ipsum&#10;Lorem ipsum&#10;Lorem ipsum&#10;Lorem ipsum&#10;Lorem ipsum&#10;Lorem ipsum&#10;Lorem ipsum&#10;Lorem ipsum&#10;Lorem ipsum&#10;Lorem ipsum&#10;Lorem ipsum&#10;Lorem ipsum&#10;Lorem ipsum&#10;Lorem ipsum&#10;Lorem ipsum&#10;Lorem ipsum&#10;Lorem ipsum&#10;Lorem ipsum&#10;Lorem ipsum&#10;Lorem ipsum&#10;Lorem ipsum&#10;Lorem ipsum&#10;Lorem ipsum&#10;Lorem ipsum&#10;Lorem ipsum&#10;Lorem ipsum&#10;Lorem ipsum&#10;Lorem ipsum&#10;Lorem ipsum&#10;Lorem ipsum" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" userLabel="details" id="details">
                                        <rect key="frame" x="0.0" y="31" width="400" height="700"/>
                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                    </label>
                                </subviews>
                            </stackView>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="safe"/>
                        <constraints>
                            <constraint firstItem="column" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c1"/>
                            <constraint firstItem="column" firstAttribute="leading" secondItem="safe" secondAttribute="leading" constant="15" id="c2"/>
                            <constraint firstItem="safe" firstAttribute="trailing" secondItem="column" secondAttribute="trailing" constant="15" id="c3"/>
                        </constraints>
                    </view>
                    <connections>\(outlet ? #"<outlet property="details" destination="details" id="o1"/>"# : "")</connections>
        """)
    }

    @Test("a stack the document's 700-pt label pushes past the safe area's bottom is a warning, an info when the code sets that label's text")
    func labelHeightFromCode() throws {
        // On the iPhone 15 (852 pt, status bar 59, home indicator 34, Docs/uikit-devices.md) the
        // stack runs from 59 + 44 = 103 to 834, past the safe area's bottom at 818.
        let fixed = compileInterfaceBuilder(Self.levels(outlet: false), path: "Levels.storyboard").diagnostics
        let warning = try #require(fixed.first { $0.ruleID == .outsideSafeArea && $0.message.contains("'column'") }, "\(fixed)")
        #expect(warning.severity == .warning)
        #expect(warning.message.contains("iPhone15 "))
        // With the code's text the label is as tall as that text, which no document fixes.
        let coded = compileInterfaceBuilder(Self.levels(outlet: true), path: "Levels.storyboard").diagnostics
        #expect(!coded.contains { $0.severity == .warning && $0.message.contains("'column'") }, "\(coded)")
        let info = try #require(coded.first { $0.ruleID == .outsideSafeArea && $0.message.contains("'column'") })
        #expect(info.severity == .info)
        #expect(info.notes.first?.message.contains("'details'") == true)
    }

    /// A controller xib whose legacy scroll view (no content layout guide) holds `content`.
    static func form(_ content: String, constraints: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="13771" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <device id="retina4_7" orientation="portrait"/>
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" customClass="FormController">
                    <connections><outlet property="view" destination="root" id="o1"/></connections>
                </placeholder>
                <view id="root">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <scrollView fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO" userLabel="scroll" id="scroll">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                            <subviews>\(content)</subviews>
                            <constraints>\(constraints)</constraints>
                        </scrollView>
                    </subviews>
                </view>
            </objects>
        </document>
        """
    }

    @Test("a legacy scroll view whose content keeps its frames has the content size the code sets; constrained content must fix it")
    func framePlacedScrollContent() {
        let field = """
            <textField fixedFrame="YES" placeholder="Password" translatesAutoresizingMaskIntoConstraints="NO" userLabel="field" id="field">
                <rect key="frame" x="32" y="185" width="297" height="30"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
            </textField>
            """
        let framed = compileInterfaceBuilder(Self.form(field), path: "Form.xib").diagnostics
        #expect(!framed.contains { $0.message.contains("scrollable content size") }, "\(framed)")
        // The same field placed by constraints to the scroll view's top and leading edges only:
        // nothing fixes the content's width or height.
        let constrained = Self.form(field.replacingOccurrences(of: #"fixedFrame="YES" "#, with: ""), constraints: """
            <constraint firstItem="field" firstAttribute="top" secondItem="scroll" secondAttribute="top" constant="185" id="c1"/>
            <constraint firstItem="field" firstAttribute="leading" secondItem="scroll" secondAttribute="leading" constant="32" id="c2"/>
            """)
        let free = compileInterfaceBuilder(constrained, path: "Form.xib").diagnostics
        #expect(free.contains { $0.message.contains("scrollable content size of scrollView 'scroll'") }, "\(free)")
    }

    /// A scene on a 4.7-inch canvas of Xcode 14 (no top inset on a home-button canvas from Xcode
    /// 11) whose plain view `holder`, with an Interface Builder placeholder size of 375 × 450, sits
    /// on the safe area's top above `picture`, a 200 × 200 image pinned to the safe area's bottom:
    /// 450 + 200 = 650 fits the canvas's 667. `outlet`: the holder is the controller's outlet.
    static func holder(outlet: Bool) -> String {
        """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" initialViewController="vc">
            <device id="retina4_7" orientation="portrait"/>
            <scenes><scene sceneID="s1"><objects>
                <viewController id="vc" customClass="ReceiveViewController" sceneMemberID="viewController">
                    <view key="view" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <subviews>
                            <view placeholderIntrinsicWidth="375" placeholderIntrinsicHeight="450" translatesAutoresizingMaskIntoConstraints="NO" userLabel="holder" id="holder">
                                <rect key="frame" x="0.0" y="0.0" width="375" height="467"/>
                            </view>
                            <imageView image="art" translatesAutoresizingMaskIntoConstraints="NO" userLabel="picture" id="picture">
                                <rect key="frame" x="87.5" y="467" width="200" height="200"/>
                            </imageView>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="safe"/>
                        <constraints>
                            <constraint firstItem="holder" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c1"/>
                            <constraint firstItem="holder" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
                            <constraint firstAttribute="trailing" secondItem="holder" secondAttribute="trailing" id="c3"/>
                            <constraint firstItem="picture" firstAttribute="top" secondItem="holder" secondAttribute="bottom" id="c4"/>
                            <constraint firstItem="safe" firstAttribute="bottom" secondItem="picture" secondAttribute="bottom" id="c5"/>
                            <constraint firstItem="picture" firstAttribute="centerX" secondItem="root" secondAttribute="centerX" id="c6"/>
                        </constraints>
                    </view>
                    <connections>\(outlet ? #"<outlet property="holder" destination="holder" id="o1"/>"# : "")</connections>
                </viewController>
            </objects></scene></scenes>
            <resources><image name="art" width="200" height="200"/></resources>
        </document>
        """
    }

    @Test("a placeholder size on a plain view no code holds is the canvas's; on one the code holds, it stands for the code's content and its tie is an info")
    func placeholderHolder() {
        // No code holds it: a UIView has no intrinsic size at run time, so the holder takes what
        // the picture leaves of the iPhone SE's 548-pt safe area (568 − 20, Docs/uikit-devices.md):
        // 548 − 200 = 348, and nothing is free.
        let alone = compileInterfaceBuilder(Self.holder(outlet: false), path: "Receive.storyboard")
        #expect(!alone.diagnostics.contains { $0.severity == .warning || $0.severity == .error }, "\(alone.diagnostics)")
        #expect(alone.firstSolvedView(id: "holder")?.frame.height == 348)
        // Held by the code, the 450 stands for its content: 450 + 200 > 548, and the two
        // compression resistances (750 each) tie over the 102-pt shortfall; the code decides it.
        let coded = compileInterfaceBuilder(Self.holder(outlet: true), path: "Receive.storyboard").diagnostics
        #expect(!coded.contains { $0.severity == .warning || $0.severity == .error }, "\(coded)")
        #expect(coded.contains { $0.severity == .info && $0.message.contains("'holder' has an ambiguous height") })
    }

    @Test("a bar hidden from a value is both hidden and shown; an override of the setter is no screen's")
    func hiddenFromValue() {
        let facts = SourceCodeFrontEnd().projectFacts(of: SourceFile(path: "A.swift", text: """
            final class MediaViewController: UIViewController {
                func update() { navigationController?.navigationBar.isHidden = (mode == .normal) }
            }
            final class FinderViewController: UIViewController {
                private func showBar(_ value: Bool) { navigationController?.navigationBar.isHidden = !value }
            }
            final class PlainNavigationController: UINavigationController {
                override func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { log(hidden) }
            }
            """))
        #expect(facts.navigationBarHidingOwners == ["MediaViewController", "FinderViewController"])
        #expect(facts.navigationBarShowingOwners == ["MediaViewController", "FinderViewController"])
    }
}
