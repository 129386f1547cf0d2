import Testing
import LayoutIR
@testable import VFLCompiler

/// A web view scrolls its page in its own scroll view, whose content insets UIKit adjusts for
/// the bars and the home indicator (`WKWebView.scrollView`, `contentInsetAdjustmentBehavior`
/// automatic): one pinned to the root view's edges, under the navigation bar, is laid out as
/// meant, as a scroll view is. A plain view in its place is reported.
@Suite struct InterfaceBuilderWebViewTests {
    static func document(element: String) -> String {
        navigationStoryboard(header: #"toolsVersion="6249" targetRuntime="iOS.CocoaTouch" useAutolayout="YES""#, width: 320,
                             controller: "", view: """
                        <view key="view" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                            <subviews>
                                <\(element) contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" userLabel="page" id="page">
                                    <rect key="frame" x="0.0" y="0.0" width="320" height="468"/>
                                </\(element)>
                            </subviews>
                            <constraints>
                                <constraint firstItem="page" firstAttribute="top" secondItem="root" secondAttribute="top" id="c1"/>
                                <constraint firstItem="page" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
                                <constraint firstItem="root" firstAttribute="trailing" secondItem="page" secondAttribute="trailing" id="c3"/>
                                <constraint firstItem="root" firstAttribute="bottom" secondItem="page" secondAttribute="bottom" constant="100" id="c4"/>
                            </constraints>
                        </view>
            """)
    }

    @Test(arguments: ["wkWebView", "webView"])
    func aWebViewUnderTheBarInsetsItsOwnPage(element: String) {
        let diagnostics = compileInterfaceBuilder(Self.document(element: element), path: "Main.storyboard").diagnostics
        #expect(!diagnostics.contains { $0.ruleID == .outsideSafeArea }, "\(diagnostics)")
    }

    @Test func aPlainViewInItsPlaceIsReported() {
        // The bar runs from 20 to 64 on the 568-pt phone: a view from 0 to 468 reaches under it
        // (and, not covering the screen, is no backdrop).
        let diagnostics = compileInterfaceBuilder(Self.document(element: "view"), path: "Main.storyboard").diagnostics
        #expect(diagnostics.contains { $0.ruleID == .outsideSafeArea && $0.message.contains("'page'") }, "\(diagnostics)")
    }
}
