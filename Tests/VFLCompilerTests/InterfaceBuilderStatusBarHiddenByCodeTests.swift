import Testing
import LayoutIR
@testable import LayoutSyntax
@testable import VFLCompiler

/// A controller class whose code returns `true` from `prefersStatusBarHidden` shows no status bar
/// (Apple, `UIViewController.prefersStatusBarHidden`): nothing of its screen is under one.
@Suite("Interface Builder: a status bar the controller's code hides")
struct InterfaceBuilderStatusBarHiddenByCodeTests {
    /// The initial scene (full screen, Xcode 12, 4-inch canvas) of class `CommentController`, whose
    /// `cancel` button sits 4 pt below the root's top. Its `<navigationItem>` simulates a navigation
    /// bar no navigation controller of the document shows: with the bar, the button is under it and
    /// under the 20-pt status bar of the iPhone SE; without the bar, under the status bar only.
    static let storyboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" initialViewController="vc">
            <device id="retina4_0" orientation="portrait"/>
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc" customClass="CommentController" sceneMemberID="viewController">
                            <view key="view" id="root">
                                <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                                <subviews>
                                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" userLabel="cancel" id="cancel">
                                        <rect key="frame" x="16" y="4" width="48" height="30"/>
                                        <state key="normal" title="Cancel"/>
                                    </button>
                                </subviews>
                                <viewLayoutGuide key="safeArea" id="safe"/>
                                <constraints>
                                    <constraint firstItem="cancel" firstAttribute="top" secondItem="root" secondAttribute="top" constant="4" id="c1"/>
                                    <constraint firstItem="cancel" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c2"/>
                                </constraints>
                            </view>
                            <navigationItem key="navigationItem" id="item"/>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    private func diagnostics(code: String?) -> [LayoutDiagnostic] {
        var inputs = [CompilerInput(SourceFile(path: "Main.storyboard", text: Self.storyboard))]
        if let code { inputs.append(CompilerInput(SourceFile(path: "CommentController.m", text: code))) }
        return LayoutCompiler().compile(inputs)[0].diagnostics
    }

    @Test("the overrides that return a literal true count, in Swift and Objective-C; a computed value does not")
    func collector() {
        let swift = SourceCodeFrontEnd().projectFacts(of: SourceFile(path: "A.swift", text: """
            final class PlayerController: UIViewController {
                override var prefersStatusBarHidden: Bool { true }
            }
            final class GalleryController: UIViewController {
                override var prefersStatusBarHidden: Bool { return isFullScreen }
            }
            final class ReaderController: UIViewController {
                override var prefersStatusBarHidden: Bool { get { return true } }
            }
            """))
        #expect(swift.statusBarHidingClasses == ["PlayerController", "ReaderController"])
        let objectiveC = SourceCodeFrontEnd().projectFacts(of: SourceFile(path: "B.m", text: """
            @implementation CommentController
            -(BOOL)prefersStatusBarHidden { return YES; }
            @end
            @implementation MapController
            - (BOOL)prefersStatusBarHidden { return NO; }
            @end
            """))
        #expect(objectiveC.statusBarHidingClasses == ["CommentController"])
    }

    @Test("the button 4 pt from the top is under the status bar, a warning; with the class hiding that bar, no warning")
    func hiddenByCode() {
        // Under the status bar it holds with the bar or without it: a warning.
        let shown = diagnostics(code: nil).filter { $0.ruleID == .outsideSafeArea && $0.severity == .warning }
        #expect(shown.contains { $0.message.contains("'cancel'") }, "\(shown.map(\.message))")
        let hidden = diagnostics(code: """
            @implementation CommentController
            -(BOOL)prefersStatusBarHidden { return YES; }
            @end
            """).filter { $0.ruleID == .outsideSafeArea && $0.severity == .warning }
        // With no status bar, only the simulated navigation bar covers it, which the code may not show.
        #expect(!hidden.contains { $0.message.contains("'cancel'") }, "\(hidden.map(\.message))")
    }
}
