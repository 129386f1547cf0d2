import Testing
import LayoutIR
@testable import LayoutSyntax
@testable import VFLCompiler

/// Content under a navigation bar that is meant to be there: a bar the app's code makes
/// transparent (`UINavigationBarAppearance.configureWithTransparentBackground()`, an empty
/// background image) shows what runs under it, and a content-free, see-through view run under
/// the bars to the screen's edge is a backdrop (Docs/InterfaceBuilder.md#findings).
@Suite("Interface Builder content under transparent bars and backdrops")
struct InterfaceBuilderTransparentBarTests {
    /// A navigation stack (translucent bar, the default) whose root `Hero` scene, 375 × 667 on an
    /// Xcode 12 4.7-inch canvas, holds a scroll view filling the root with
    /// `contentInsetAdjustmentBehavior="never"`, and a 100-pt-tall `tint` view across the top.
    static func storyboard(tintAlpha: String) -> String {
        navigationStoryboard(header: #"toolsVersion="17701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES""#,
                             device: #"<device id="retina4_7" orientation="portrait"/>"#, width: 375,
                             controller: #"customClass="HeroViewController" customModule="App""#, view: """
                        <view key="view" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <subviews>
                                <scrollView contentInsetAdjustmentBehavior="never" translatesAutoresizingMaskIntoConstraints="NO" userLabel="gallery" id="gallery">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                                </scrollView>
                                <view alpha="\(tintAlpha)" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" userLabel="tint" id="tint">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="gallery" firstAttribute="top" secondItem="root" secondAttribute="top" id="c1"/>
                                <constraint firstItem="gallery" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
                                <constraint firstAttribute="trailing" secondItem="gallery" secondAttribute="trailing" id="c3"/>
                                <constraint firstAttribute="bottom" secondItem="gallery" secondAttribute="bottom" id="c4"/>
                                <constraint firstItem="tint" firstAttribute="top" secondItem="root" secondAttribute="top" id="c5"/>
                                <constraint firstItem="tint" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c6"/>
                                <constraint firstAttribute="trailing" secondItem="tint" secondAttribute="trailing" id="c7"/>
                                <constraint firstItem="tint" firstAttribute="height" constant="100" id="c8"/>
                            </constraints>
                        </view>
            """)
    }

    private func diagnostics(code: String?, tintAlpha: String = "1") -> [LayoutDiagnostic] {
        var inputs = [CompilerInput(SourceFile(path: "Main.storyboard", text: Self.storyboard(tintAlpha: tintAlpha)))]
        if let code { inputs.append(CompilerInput(SourceFile(path: "HeroViewController.swift", text: code))) }
        return LayoutCompiler().compile(inputs)[0].diagnostics
    }

    static let transparentAppearance = """
        final class HeroViewController: UIViewController {
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                let appearance = UINavigationBarAppearance()
                appearance.configureWithTransparentBackground()
                navigationItem.scrollEdgeAppearance = appearance
            }
        }
        """

    @Test("the classes whose code makes their bar transparent, in Swift and Objective-C")
    func transparentBarOwners() {
        let swift = SourceFile(path: "A.swift", text: Self.transparentAppearance + """

            extension PlainViewController {
                func clear() { navigationController?.navigationBar.setBackgroundImage(UIImage(), for: .default) }
                func keep() { navigationController?.navigationBar.setBackgroundImage(UIImage(named: "bar"), for: .default) }
            }
            """)
        #expect(SourceCodeFrontEnd().projectFacts(of: swift).transparentNavigationBarOwners == ["HeroViewController", "PlainViewController"])
        let objectiveC = SourceFile(path: "B.m", text: """
            @implementation GalleryViewController
            - (void)viewDidLoad { [self.navigationController.navigationBar setBackgroundImage:[UIImage new] forBarMetrics:UIBarMetricsDefault]; }
            @end
            """)
        #expect(SourceCodeFrontEnd().projectFacts(of: objectiveC).transparentNavigationBarOwners == ["GalleryViewController"])
    }

    @Test("under a bar the code makes transparent, the scroll content and the view across the top are no findings; under a plain bar both are")
    func transparentBar() {
        let plain = diagnostics(code: "final class HeroViewController: UIViewController {}")
        // On the iPhone SE the bar ends at 20 + 44 = 64: the scroll content starts 64 under it.
        #expect(plain.contains { $0.ruleID == .scrollContentUnderBar && $0.message.contains("64 pt under the navigation bar") })
        #expect(plain.contains { $0.ruleID == .outsideSafeArea && $0.message.contains("'tint'") })
        let transparent = diagnostics(code: Self.transparentAppearance)
        #expect(!transparent.contains { $0.ruleID == .scrollContentUnderBar })
        #expect(!transparent.contains { $0.ruleID == .outsideSafeArea })
    }

    @Test("a content-free view at alpha 0.4 across the top is a backdrop; at alpha 1 it is reported")
    func seeThroughBackdrop() {
        #expect(!diagnostics(code: nil, tintAlpha: "0.4").contains { $0.ruleID == .outsideSafeArea && $0.message.contains("'tint'") })
        #expect(diagnostics(code: nil, tintAlpha: "1").contains { $0.ruleID == .outsideSafeArea && $0.message.contains("'tint'") })
    }
}
