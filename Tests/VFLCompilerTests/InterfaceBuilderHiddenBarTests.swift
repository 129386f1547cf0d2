import Testing
import LayoutIR
@testable import LayoutSyntax
@testable import VFLCompiler

/// A navigation bar the app's code hides (`setNavigationBarHidden(true, animated:)`,
/// `isNavigationBarHidden = true`, `navigationBar.isHidden = true`): UIKit lays the controller's
/// view out with no bar, so nothing is under it; when the code also shows it again while the
/// screen is up, what rests on the bar's place is an info (Docs/InterfaceBuilder.md, "Frame
/// findings on the default devices"). Also artwork the document draws over its whole screen.
@Suite("Interface Builder navigation bars hidden by code, and full-screen artwork")
struct InterfaceBuilderHiddenBarTests {
    /// A navigation stack whose root `Reader` scene (Xcode 12, 4.7-inch canvas, safe areas) holds
    /// `banner`, 30 pt tall, whose top is 44 pt above the safe area's top (the navigation bar's
    /// top: under the bar, below the status bar), and `gallery`, a scroll view that never adjusts
    /// its insets, from the same place to the bottom.
    static let storyboard = navigationStoryboard(
        header: #"toolsVersion="17701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES""#,
        device: #"<device id="retina4_7" orientation="portrait"/>"#, width: 375,
        controller: #"customClass="ReaderViewController" customModule="App""#, view: """
                        <view key="view" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <subviews>
                                <scrollView contentInsetAdjustmentBehavior="never" translatesAutoresizingMaskIntoConstraints="NO" userLabel="gallery" id="gallery">
                                    <rect key="frame" x="0.0" y="20" width="375" height="647"/>
                                </scrollView>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" userLabel="banner" id="banner">
                                    <rect key="frame" x="20" y="20" width="335" height="30"/>
                                </view>
                            </subviews>
                            <viewLayoutGuide key="safeArea" id="safe"/>
                            <constraints>
                                <constraint firstItem="gallery" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="-44" id="c1"/>
                                <constraint firstItem="gallery" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
                                <constraint firstAttribute="trailing" secondItem="gallery" secondAttribute="trailing" id="c3"/>
                                <constraint firstAttribute="bottom" secondItem="gallery" secondAttribute="bottom" id="c4"/>
                                <constraint firstItem="banner" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="-44" id="c5"/>
                                <constraint firstItem="banner" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c6"/>
                                <constraint firstAttribute="trailing" secondItem="banner" secondAttribute="trailing" constant="20" id="c7"/>
                                <constraint firstItem="banner" firstAttribute="height" constant="30" id="c8"/>
                            </constraints>
                        </view>
            """)

    private func diagnostics(code: String?) -> [LayoutDiagnostic] {
        var inputs = [CompilerInput(SourceFile(path: "Main.storyboard", text: Self.storyboard))]
        if let code { inputs.append(CompilerInput(SourceFile(path: "ReaderViewController.swift", text: code))) }
        return LayoutCompiler().compile(inputs)[0].diagnostics
    }

    /// Hidden on the way in, shown again on the way out for the screen below: hidden while up.
    static let hidingCode = """
        final class ReaderViewController: UIViewController {
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                navigationController?.setNavigationBarHidden(true, animated: animated)
            }
            override func viewWillDisappear(_ animated: Bool) {
                super.viewWillDisappear(animated)
                navigationController?.setNavigationBarHidden(false, animated: animated)
            }
        }
        """

    @Test("the classes whose code hides or shows their bar while on screen, in Swift and Objective-C; a show on the way out does not count")
    func hidingOwners() {
        let swift = SourceCodeFrontEnd().projectFacts(of: SourceFile(path: "A.swift", text: Self.hidingCode + """

            final class MapViewController: UIViewController {
                override func viewDidLoad() { navigationController?.isNavigationBarHidden = true }
                @objc func tapped() { navigationController?.navigationBar.isHidden = false }
                func check() -> Bool { navigationController?.isNavigationBarHidden == true }
            }
            """))
        #expect(swift.navigationBarHidingOwners == ["ReaderViewController", "MapViewController"])
        #expect(swift.navigationBarShowingOwners == ["MapViewController"])
        let objectiveC = SourceCodeFrontEnd().projectFacts(of: SourceFile(path: "B.m", text: """
            @implementation PreviewController
            - (void)viewWillAppear:(BOOL)animated {
                [super viewWillAppear:animated];
                self.navigationController.navigationBarHidden = YES;
            }
            - (void)viewDidDisappear:(BOOL)animated { [self.navigationController setNavigationBarHidden:NO animated:NO]; }
            @end
            """))
        #expect(objectiveC.navigationBarHidingOwners == ["PreviewController"])
        #expect(objectiveC.navigationBarShowingOwners.isEmpty)
    }

    @Test("under a shown bar, the banner and the scroll content are warnings; with the bar hidden by code, neither is found")
    func hiddenBar() {
        let shown = diagnostics(code: "final class ReaderViewController: UIViewController {}")
        // On the iPhone SE the bar runs from 20 to 64: the banner at 20 is under it, and the
        // scroll content starts 44 pt under it.
        #expect(shown.contains { $0.ruleID == .outsideSafeArea && $0.severity == .warning && $0.message.contains("'banner' reaches under the navigation bar") })
        #expect(shown.contains { $0.ruleID == .scrollContentUnderBar && $0.severity == .warning && $0.message.contains("44 pt under the navigation bar") })
        let hidden = diagnostics(code: Self.hidingCode)
        #expect(!hidden.contains { $0.message.contains("navigation bar") }, "\(hidden)")
    }

    @Test("when the code hides and shows the bar while the screen is up, the findings under the bar are infos that say so")
    func toggledBar() throws {
        let toggled = diagnostics(code: """
            final class ReaderViewController: UIViewController {
                override func viewWillAppear(_ animated: Bool) { navigationController?.setNavigationBarHidden(true, animated: animated) }
                @objc func showControls() { navigationController?.setNavigationBarHidden(false, animated: true) }
            }
            """)
        for rule in [RuleID.outsideSafeArea, .scrollContentUnderBar] {
            let finding = try #require(toggled.first { $0.ruleID == rule })
            #expect(finding.severity == .info)
            #expect(finding.notes.first?.message.contains("hides and shows its navigation bar") == true)
        }
    }

    /// A root 320 × 568 on an Xcode 6 canvas under a navigation bar, with a fixed-frame image
    /// view stored over the whole of it (0, 0, 320 × 568): artwork, not content.
    static func artwork(height: String) -> String {
        navigationStoryboard(header: #"toolsVersion="6249" targetRuntime="iOS.CocoaTouch" useAutolayout="YES""#, width: 320,
                             controller: "", view: """
                        <view key="view" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                            <subviews>
                                <imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" fixedFrame="YES" image="backdrop.png" translatesAutoresizingMaskIntoConstraints="NO" userLabel="backdrop" id="backdrop">
                                    <rect key="frame" x="0.0" y="0.0" width="320" height="\(height)"/>
                                </imageView>
                            </subviews>
                        </view>
            """)
    }

    @Test("an image stored over the whole designed screen is a backdrop under the bars; one stored over part of it is reported")
    func designedBackdrop() {
        let whole = compileInterfaceBuilder(Self.artwork(height: "568"), path: "Main.storyboard").diagnostics
        #expect(!whole.contains { $0.ruleID == .outsideSafeArea }, "\(whole)")
        // 200 tall: a picture at the top of the screen, under the 64-pt bars.
        let part = compileInterfaceBuilder(Self.artwork(height: "200"), path: "Main.storyboard").diagnostics
        #expect(part.contains { $0.ruleID == .outsideSafeArea && $0.message.contains("'backdrop'") })
    }
}
