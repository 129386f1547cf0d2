import Testing
import LayoutEngine
import LayoutIR
@testable import VFLCompiler

/// `keyboardLayoutGuide` (iOS 15+) with no keyboard shown: the guide lies along the view's bottom,
/// as tall as its bottom safe-area inset, so its top is the safe area's bottom (Apple,
/// "UIKeyboardLayoutGuide"). Read in Interface Builder documents (`<keyboardLayoutGuide
/// key="keyboard">`), `.layout` files (`view.keyboard`) and constraint code
/// (`view.keyboardLayoutGuide.topAnchor`). Insets and screen sizes: Docs/uikit-devices.md.
@Suite("keyboard layout guide")
struct KeyboardLayoutGuideTests {
    /// A 6.1-inch canvas of Xcode 14 (toolsVersion 21701: 414 × 896, home indicator inset 34 at
    /// the bottom) whose 50-pt bar sits on the keyboard guide's top.
    private let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <device id="retina6_1" orientation="portrait"/>
            <scenes><scene sceneID="s1"><objects>
                <viewController id="vc" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                        <subviews>
                            <view translatesAutoresizingMaskIntoConstraints="NO" id="bar"><rect key="frame" x="0.0" y="812" width="414" height="50"/></view>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="safe"/>
                        <keyboardLayoutGuide key="keyboard" id="kb"/>
                        <constraints>
                            <constraint firstItem="bar" firstAttribute="leading" secondItem="safe" secondAttribute="leading" id="c1"/>
                            <constraint firstItem="bar" firstAttribute="trailing" secondItem="safe" secondAttribute="trailing" id="c2"/>
                            <constraint firstItem="kb" firstAttribute="top" secondItem="bar" secondAttribute="bottom" id="c3"/>
                            <constraint firstItem="bar" firstAttribute="height" constant="50" id="c4"/>
                        </constraints>
                    </view>
                </viewController>
            </objects></scene></scenes>
        </document>
        """

    @Test("as designed, a bar on the keyboard guide's top sits on the safe area's bottom, with no finding")
    func interfaceBuilderAsDesigned() {
        let compiled = compileInterfaceBuilder(storyboard, path: "Chat.storyboard", asDesigned: true)
        #expect(compiled.diagnostics.isEmpty, "\(compiled.diagnostics.map(\.message))")
        // 896 − 34 (bottom inset) − 50 (the bar's height).
        #expect(compiled.firstSolvedView(id: "bar")?.frame == LayoutRect(x: 0, y: 896 - 34 - 50, width: 414, height: 50))
    }

    @Test("on the default devices the guide follows each device's bottom inset, and frames are produced")
    func interfaceBuilderOnDevices() {
        let compiled = compileInterfaceBuilder(storyboard, path: "Chat.storyboard")
        #expect(!compiled.diagnostics.contains { $0.severity == .error })
        let solutions = compiled.tables.first?.solutions ?? []
        #expect(!solutions.isEmpty)
        for solution in solutions {
            let screen = solution.metrics.environment.device
            guard let bar = solution.views.first(where: { $0.sourceID == "bar" }) else {
                Issue.record("no bar on \(screen.name)")
                continue
            }
            let bottomInset = solution.metrics.rootSafeArea.bottom
            #expect(bar.frame.height == 50)
            #expect(abs(bar.frame.y - (solution.views[0].frame.height - bottomInset - 50)) < 1e-6, "\(screen.name)")
        }
    }

    @Test("a .layout screen and anchor code read the guide too")
    func layoutAndCode() throws {
        // iPhone 15: 393 × 852, bottom inset 34 (Docs/uikit-devices.md).
        let solutions = try UIKitFidelityTests.solve("""
        screen Chat {
            devices iPhone15
            orientations portrait
            view bar
            bar.leading == view.leading
            bar.trailing == view.trailing
            bar.height == 50
            bar.bottom == view.keyboard.top
        }
        """)
        let bar = solutions["Chat"]?.first?.views.first { $0.name == "bar" }
        #expect(bar?.frame == LayoutRect(x: 0, y: 852 - 34 - 50, width: 393, height: 50))

        let code = """
        import UIKit
        final class ChatViewController: UIViewController {
            let bar = UIView()
            override func viewDidLoad() {
                super.viewDidLoad()
                bar.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(bar)
                NSLayoutConstraint.activate([
                    bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    bar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    bar.heightAnchor.constraint(equalToConstant: 50),
                    bar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
                ])
            }
        }
        """
        let compiled = LayoutCompiler().compile(SourceFile(path: "Chat.swift", text: code))
        #expect(!compiled.diagnostics.contains { $0.severity == .error })
        let onPhone15 = compiled.tables.first?.solutions.first { $0.metrics.environment.device.name == "iPhone15" }
        #expect(onPhone15?.views.first { $0.name == "bar" }?.frame == LayoutRect(x: 0, y: 852 - 34 - 50, width: 393, height: 50))
    }
}
