import Testing
@testable import LayoutSyntax

/// Side margins of table cells' content views (Docs/InterfaceBuilder.md#views): UIKit's
/// `max(base, the table's leading layout margin)`, base 15 up to Xcode 11 and 16 after; a table
/// that is its controller's view has a root view's margins (16, or 20 from 414 pt wide), another
/// table its own (8 by default).
@Suite("Interface Builder cell margins")
struct InterfaceBuilderCellMarginTests {
    /// The content view's layout margins of the one cell of a one-scene storyboard; the table is
    /// the controller's view when `tableIsRoot`, else a subview of a plain root view.
    func storyboardMargins(tools: String, width: Int, tableIsRoot: Bool) throws -> LayoutInsets? {
        let cell = """
            <prototypes>
                <tableViewCell reuseIdentifier="Item" rowHeight="75" id="c">
                    <rect key="frame" x="0.0" y="28" width="\(width)" height="75"/>
                    <tableViewCellContentView key="contentView" tableViewCell="c" id="cv">
                        <rect key="frame" x="0.0" y="0.0" width="\(width)" height="74.5"/>
                    </tableViewCellContentView>
                </tableViewCell>
            </prototypes>
            """
        let table = tableIsRoot
            ? """
              <tableViewController id="vc" sceneMemberID="viewController">
                  <tableView key="view" style="plain" id="t"><rect key="frame" x="0.0" y="0.0" width="\(width)" height="568"/>
                  \(cell)
                  </tableView>
              </tableViewController>
              """
            : """
              <viewController id="vc" sceneMemberID="viewController">
                  <view key="view" id="root"><rect key="frame" x="0.0" y="0.0" width="\(width)" height="568"/>
                      <subviews>
                          <tableView style="plain" translatesAutoresizingMaskIntoConstraints="NO" id="t">
                              <rect key="frame" x="0.0" y="0.0" width="\(width)" height="568"/>
                              \(cell)
                          </tableView>
                      </subviews>
                  </view>
              </viewController>
              """
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
                <device id="retina4_0" orientation="portrait"/>
                <scenes><scene sceneID="s"><objects>
            \(table)
                </objects></scene></scenes>
            </document>
            """
        let (document, diagnostics) = InterfaceBuilderReader.read(text)
        #expect(!diagnostics.hasErrors)
        let screen = try #require(document.screens.first)
        return screen.allViews.first { $0.view.source?.id == "cv" }?.view.properties.layoutMargins
    }

    func xibMargins(tools: String, width: Int) throws -> LayoutInsets? {
        let text = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <device id="retina4_7" orientation="portrait"/>
                <objects>
                    <tableViewCell id="tc"><rect key="frame" x="0.0" y="0.0" width="\(width)" height="44"/>
                        <tableViewCellContentView key="contentView" tableViewCell="tc" id="cv"><rect key="frame" x="0.0" y="0.0" width="\(width)" height="43.5"/></tableViewCellContentView>
                    </tableViewCell>
                </objects>
            </document>
            """
        let (document, diagnostics) = InterfaceBuilderReader.read(text)
        #expect(!diagnostics.hasErrors)
        let screen = try #require(document.screens.first)
        return screen.allViews.first { $0.view.source?.id == "cv" }?.view.properties.layoutMargins
    }

    @Test("Xcode 10, a table inside the controller's view: max(15, 8) = 15")
    func subviewTableXcode10() throws {
        #expect(try storyboardMargins(tools: "14460.31", width: 320, tableIsRoot: false)
                == LayoutInsets(top: 11, left: 15, bottom: 11, right: 15))
        #expect(try storyboardMargins(tools: "14460.31", width: 375, tableIsRoot: false)?.left == 15)
    }

    @Test("the controller's own table has a root view's margins: max(15, 16) = 16, max(15, 20) = 20 at 414")
    func rootTable() throws {
        #expect(try storyboardMargins(tools: "14460.31", width: 320, tableIsRoot: true)?.left == 16)
        #expect(try storyboardMargins(tools: "14460.31", width: 414, tableIsRoot: true)?.left == 20)
    }

    @Test("from Xcode 12 the base is 16: a table inside the controller's view gets max(16, 8) = 16")
    func subviewTableLater() throws {
        #expect(try storyboardMargins(tools: "32700.99.1234", width: 375, tableIsRoot: false)?.left == 16)
    }

    @Test("a xib's own cell: 15 when no wider than 320 pt from Xcode 10.1, 16 in Xcode 10.0 and for wider cells")
    func xibCells() throws {
        #expect(try xibMargins(tools: "14868", width: 320)?.left == 15)
        #expect(try xibMargins(tools: "14113", width: 320)?.left == 16)
        #expect(try xibMargins(tools: "14460.31", width: 375)?.left == 16)
    }

    @Test("a xib's top-level view has a root view's margins on the canvas (16 at the sides, 20 when wider than 375 pt) and UIView's 8 in the app")
    func topLevelViewMargins() throws {
        func margins(width: Int, asDesigned: Bool) throws -> LayoutInsets? {
            let text = """
                <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="14460.31" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                    <device id="retina4_7" orientation="portrait"/>
                    <objects>
                        <collectionViewCell id="cc"><rect key="frame" x="0.0" y="0.0" width="\(width)" height="38"/></collectionViewCell>
                    </objects>
                </document>
                """
            let (document, diagnostics) = InterfaceBuilderReader.read(text, options: InterfaceBuilderOptions(asDesigned: asDesigned))
            #expect(!diagnostics.hasErrors)
            return try #require(document.screens.first).root.children.first?.properties.layoutMargins
        }
        // The canvas (Xcode 10.1 documents store 16 and 20: Docs/InterfaceBuilder.md#views).
        #expect(try margins(width: 375, asDesigned: true) == LayoutInsets(top: 0, left: 16, bottom: 0, right: 16))
        #expect(try margins(width: 402, asDesigned: true) == LayoutInsets(top: 0, left: 20, bottom: 0, right: 20))
        // In the app the cell is no controller's root view: none declared, so UIView's default 8
        // all round (Apple, "UIView.layoutMargins"), which the engine applies.
        #expect(try margins(width: 375, asDesigned: false) == nil)
        #expect(try margins(width: 402, asDesigned: false) == nil)
    }
}
