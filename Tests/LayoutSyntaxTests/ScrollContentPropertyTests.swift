import Testing
@testable import LayoutSyntax

/// `alwaysBounceVertical` / `alwaysBounceHorizontal` in `.layout` and in Interface Builder
/// documents, with the margin and inset-adjustment attributes IB writes on tables and cells
/// (Docs/UIKit.md#scroll-views).
@Suite("Scroll content properties")
struct ScrollContentPropertyTests {
    @Test("alwaysBounceVertical and alwaysBounceHorizontal are printed so that they read back")
    func roundTrip() {
        let (printed, diagnostics) = LayoutPrinterTests.roundTrip("""
            screen S {
                tableView list { alwaysBounceVertical; alwaysBounceHorizontal true }
            }
            """)
        #expect(diagnostics.isEmpty)
        #expect(printed.contains("tableView list { alwaysBounceVertical; alwaysBounceHorizontal }"))
    }

    @Test("'alwaysBounceVertical' on a view that does not scroll is an error at the keyword")
    func notAScrollView() {
        let text = """
            screen S {
                view panel { alwaysBounceVertical }
            }
            """
        let (_, diagnostics) = LayoutTestSupport.parse(text)
        let error = diagnostics.first { $0.severity == .error }
        #expect(error?.message == "'alwaysBounceVertical' is a scroll view property; this view is a view")
        #expect(error?.span?.line == 2)
    }

    @Test("IB: a table's alwaysBounceVertical and contentInsetAdjustmentBehavior, a content view's insetsLayoutMarginsFromSafeArea")
    func interfaceBuilderAttributes() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="18122" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
                <device id="retina4_7" orientation="portrait"/>
                <scenes><scene sceneID="s"><objects>
                    <tableViewController id="tvc" sceneMemberID="viewController">
                        <tableView key="view" alwaysBounceVertical="YES" contentInsetAdjustmentBehavior="never" dataMode="prototypes" style="plain" rowHeight="-1" id="t">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <prototypes>
                                <tableViewCell reuseIdentifier="Item" rowHeight="75" id="c">
                                    <rect key="frame" x="0.0" y="24.5" width="375" height="75"/>
                                    <tableViewCellContentView key="contentView" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="c" id="cv">
                                        <rect key="frame" x="0.0" y="0.0" width="375" height="75"/>
                                    </tableViewCellContentView>
                                </tableViewCell>
                            </prototypes>
                        </tableView>
                    </tableViewController>
                </objects></scene></scenes>
            </document>
            """
        let (document, diagnostics) = InterfaceBuilderReader.read(text)
        #expect(!diagnostics.hasErrors)
        let table = try #require(document.screens.first?.root)
        #expect(table.kind == .tableView)
        #expect(table.properties.alwaysBounceVertical && !table.properties.alwaysBounceHorizontal)
        #expect(table.properties.contentInsetAdjustmentBehavior == .never)
        let contentView = try #require(table.children.first?.children.first)
        #expect(contentView.source?.id == "cv")
        #expect(!contentView.properties.insetsLayoutMarginsFromSafeArea)
        #expect(table.children.first?.properties.insetsLayoutMarginsFromSafeArea == true)  // the cell: UIKit's default
    }
}
