import Testing
@testable import LayoutSyntax

/// Interface Builder documents written for these tests, each reproducing one rule of the format
/// (Docs/InterfaceBuilder.md).
@Suite("Interface Builder reader")
struct InterfaceBuilderReaderTests {
    /// A one-scene storyboard around `body` (subviews and constraints of the root view `root`).
    private func storyboard(_ body: String, tools: String = "17701", device: String = "retina6_1",
                            extra: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(tools)" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
            <device id="\(device)" orientation="portrait"/>
            <scenes><scene sceneID="s"><objects>
                <viewController storyboardIdentifier="Main" id="vc" sceneMemberID="viewController">
                    <view key="view" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
        \(body)
                    </view>
                    \(extra)
                </viewController>
            </objects></scene></scenes>
        </document>
        """
    }

    /// The constraints a screen's document writes, without the implicit ones vflc adds for UIKit
    /// and Interface Builder (label `b` of ``twoViews``, which no constraint mentions, is held at
    /// its frame by Interface Builder's build-time constraints).
    private func written(_ screen: LayoutScreen?) -> [IRConstraint]? {
        screen?.constraints.filter { !$0.origin.syntax.isImplicit }
    }

    /// The 1-based line of the first line of `text` containing `needle`.
    private func line(of needle: String, in text: String) -> Int? {
        text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(needle) }.map { $0 + 1 }
    }

    private let twoViews = """
                        <subviews>
                            <view translatesAutoresizingMaskIntoConstraints="NO" id="a" userLabel="Card view"><rect key="frame" x="20" y="64" width="100" height="50"/></view>
                            <label translatesAutoresizingMaskIntoConstraints="NO" id="b"><rect key="frame" x="20" y="134" width="42" height="21"/></label>
                        </subviews>
                        <viewLayoutGuide key="safeArea" id="g"/>
        """

    @Test("implicit first item, a:b and a/b multipliers, defaults, identifiers; names from outlets and userLabel (words joined)")
    func constraints() throws {
        let text = storyboard(twoViews + """
                        <constraints>
                            <constraint firstItem="a" firstAttribute="top" secondItem="g" secondAttribute="top" constant="20" id="c1"/>
                            <constraint firstAttribute="trailing" secondItem="a" secondAttribute="trailing" relation="greaterThanOrEqual" constant="8" priority="750" id="c2"/>
                            <constraint firstItem="a" firstAttribute="width" secondItem="a" secondAttribute="height" multiplier="2:1" id="c3"/>
                            <constraint firstItem="b" firstAttribute="width" secondItem="a" secondAttribute="width" multiplier="1/3" identifier="third" id="c4"/>
                        </constraints>
        """, extra: "<connections><outlet property=\"nameLabel\" destination=\"b\" id=\"o\"/></connections>")
        let (document, diagnostics) = InterfaceBuilderReader.read(text, path: "Main.storyboard")
        #expect(diagnostics.isEmpty)
        let screen = try #require(document.screens.first)
        #expect(screen.name == "Main")
        #expect(screen.root.children.map(\.name) == ["CardView", "nameLabel"])
        #expect(screen.root.children.map { $0.source?.id } == ["a", "b"])
        let equations = screen.constraints.map(\.description)
        #expect(equations == ["CardView.top == view.safeArea.top + 20",
                              "view.trailing >= CardView.trailing + 8 @750",
                              "CardView.width == CardView.height * 2",
                              "nameLabel.width == CardView.width * 0.3333333333333333"])
        #expect(screen.constraints[3].identifier == "third")
        // The origin points at the <constraint> element's line.
        #expect(screen.constraints[0].origin.span?.line == line(of: "id=\"c1\"", in: text))
        #expect(screen.constraints[0].origin.syntax == .interfaceBuilder)
    }

    @Test("as designed: the stored root size and the safe-area top the constraints pin (64 − 20 = 44)")
    func designEnvironment() throws {
        let text = storyboard(twoViews + """
                        <constraints><constraint firstItem="a" firstAttribute="top" secondItem="g" secondAttribute="top" constant="20" id="c1"/></constraints>
        """)
        let designed = try #require(InterfaceBuilderReader.read(text, options: InterfaceBuilderOptions(asDesigned: true)).document.screens.first)
        guard case .custom(let device) = designed.environment.devices.first else { Issue.record("no design device"); return }
        #expect(device.size == LayoutSize(width: 414, height: 896))
        #expect(device.safeAreaInsets.top == 44)
        #expect(device.safeAreaInsets.bottom == 34)  // retina6_1: the home indicator
        let running = try #require(InterfaceBuilderReader.read(text).document.screens.first)
        #expect(running.environment.devices.isEmpty)  // the default device set
    }

    @Test("placeholder constraints count only as designed")
    func placeholders() throws {
        let text = storyboard(twoViews + """
                        <constraints><constraint firstItem="a" firstAttribute="top" secondItem="g" secondAttribute="top" constant="20" placeholder="YES" id="c1"/></constraints>
        """)
        #expect(written(InterfaceBuilderReader.read(text).document.screens.first)?.count == 0)
        #expect(written(InterfaceBuilderReader.read(text, options: InterfaceBuilderOptions(asDesigned: true)).document.screens.first)?.count == 1)
    }

    @Test("size classes: masks install and uninstall and constants are overridden in one screen that carries every class; each pair of classes resolves to what it installs")
    func variations() throws {
        let text = storyboard(twoViews + """
                        <constraints>
                            <constraint firstItem="a" firstAttribute="top" secondItem="g" secondAttribute="top" constant="20" id="c1">
                                <variation key="heightClass=regular-widthClass=regular" constant="40"/>
                            </constraint>
                            <constraint firstItem="b" firstAttribute="top" secondItem="g" secondAttribute="top" id="c2"/>
                        </constraints>
                        <variation key="default"><mask key="constraints"><exclude reference="c2"/></mask></variation>
                        <variation key="heightClass=regular-widthClass=regular"><mask key="constraints"><include reference="c2"/></mask>
                            <mask key="subviews"><exclude reference="a"/></mask></variation>
        """)
        let screens = InterfaceBuilderReader.read(text).document.screens
        #expect(screens.map(\.name) == ["Main"])
        let screen = try #require(screens.first)
        #expect(screen.environment.devices.map(\.name) == ["iPhoneSE", "iPhone15", "iPhone15ProMax", "iPadAir"])
        // The card is uninstalled in regular/regular and takes its constraint along (so its 40 is
        // never installed); c2 is installed there only. No outlet or label names the label: it is
        // called by its element and id.
        let card = try #require(screen.root.children.first { $0.name == "CardView" })
        #expect(!card.properties.installed)
        #expect(card.sizeClassVariants.map(\.condition) == [SizeClassCondition(horizontal: .compact),
                                                            SizeClassCondition(horizontal: .regular, vertical: .compact)])
        let compact = screen.resolved(horizontal: .compact, vertical: .regular)
        #expect(compact.root.children.map(\.name) == ["CardView", "label_b"])
        #expect(compact.constraints.map(\.description) == ["CardView.top == view.safeArea.top + 20"])
        let landscape = screen.resolved(horizontal: .regular, vertical: .compact)
        #expect(landscape.constraints.map(\.description) == ["CardView.top == view.safeArea.top + 20"])
        let regular = screen.resolved(horizontal: .regular, vertical: .regular)
        #expect(regular.root.children.map(\.name) == ["label_b"])
        #expect(regular.constraints.map(\.description) == ["label_b.top == view.safeArea.top"])
    }

    @Test("a reference to no view of the screen is an error at the constraint, which is left out")
    func unknownReference() throws {
        let text = storyboard(twoViews + """
                        <constraints><constraint firstItem="zzz" firstAttribute="top" secondItem="g" secondAttribute="top" id="c1"/></constraints>
        """)
        let (document, diagnostics) = InterfaceBuilderReader.read(text, path: "Main.storyboard")
        #expect(written(document.screens.first)?.isEmpty == true)
        let error = try #require(diagnostics.first)
        #expect(error.severity == .error)
        #expect(error.span?.line == line(of: "id=\"c1\"", in: text))
        #expect(error.message.contains("zzz"))
    }

    @Test("numbers: 1e999, nan, an unknown relation and a zero denominator are errors")
    func badNumbers() {
        for attributes in ["constant=\"1e999\"", "constant=\"nan\"", "multiplier=\"1:0\"", "relation=\"about\"",
                           "priority=\"1001\"", "constant=\"0x10\""] {
            let text = storyboard(twoViews + """
                            <constraints><constraint firstItem="a" firstAttribute="top" secondItem="g" secondAttribute="top" \(attributes) id="c1"/></constraints>
            """)
            let (document, diagnostics) = InterfaceBuilderReader.read(text)
            #expect(diagnostics.hasErrors, "\(attributes)")
            #expect(written(document.screens.first)?.isEmpty == true)
        }
    }

    @Test("fuzz find: a location attribute set to a constant (no second item) is an error at the constraint")
    func locationToConstant() throws {
        let text = storyboard(twoViews + """
                        <constraints><constraint firstAttribute="trailingMargin" constant="10" id="c1"/></constraints>
        """)
        let (document, diagnostics) = InterfaceBuilderReader.read(text)
        #expect(written(document.screens.first)?.isEmpty == true)
        #expect(diagnostics.first?.severity == .error)
        #expect(diagnostics.first?.span?.line == line(of: "id=\"c1\"", in: text))
    }

    @Test("fuzz find: a view named 'snp_…' (or a reserved word) is renamed, so the printed .layout parses again")
    func snapKitLookalikeNames() throws {
        let text = storyboard("""
                        <subviews>
                            <view translatesAutoresizingMaskIntoConstraints="NO" userLabel="snp_content" id="a"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/></view>
                            <view translatesAutoresizingMaskIntoConstraints="NO" userLabel="superview" id="b"><rect key="frame" x="0.0" y="0.0" width="10" height="10"/></view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="a" firstAttribute="width" constant="10" id="c1"/>
                            <constraint firstItem="b" firstAttribute="width" secondItem="a" secondAttribute="width" id="c2"/>
                        </constraints>
        """)
        let (document, diagnostics) = InterfaceBuilderReader.read(text)
        #expect(diagnostics.isEmpty)
        let names = try #require(document.screens.first).root.children.map(\.name)
        #expect(names == ["view_snp_content", "superview_"])
        let (again, problems) = LayoutParser.parse(LayoutPrinter.print(document))
        #expect(problems.isEmpty, "\(problems.map(\.description))")
        #expect(again.screens.first?.constraints.count == 2)
    }

    @Test("a system cell's textLabel follows the content view's width: both edges pinned (right margin 320 − 15 − 290 = 15)")
    func systemCellLabel() throws {
        let text = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="14460" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <objects>
                    <tableViewCell id="tc"><rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                        <tableViewCellContentView key="contentView" tableViewCell="tc" id="tcv"><rect key="frame" x="0.0" y="0.0" width="320" height="43.5"/>
                            <subviews><label key="textLabel" text="Title" id="tl"><rect key="frame" x="15" y="0.0" width="290" height="43.5"/><autoresizingMask key="autoresizingMask"/></label></subviews>
                        </tableViewCellContentView>
                    </tableViewCell>
                </objects>
            </document>
            """
        let screen = try #require(InterfaceBuilderReader.read(text).document.screens.first)
        let pins = screen.constraints.filter { $0.firstItem.view == "textLabel" && $0.origin.syntax == .autoresizing }
        #expect(pins.map(\.description).prefix(2) == ["textLabel.left == contentView.left + 15", "textLabel.right == contentView.right - 15"])
    }

    @Test("a slider's stored frame is its alignment rect when its constraints put its edge exactly there")
    func alignmentInsetInference() throws {
        func slider(storedX: String, width: String) throws -> ViewNode {
            let text = storyboard("""
                            <subviews><slider translatesAutoresizingMaskIntoConstraints="NO" id="s"><rect key="frame" x="\(storedX)" y="100" width="\(width)" height="31"/></slider></subviews>
                            <constraints><constraint firstItem="s" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/></constraints>
            """)
            return try #require(InterfaceBuilderReader.read(text, options: InterfaceBuilderOptions(asDesigned: true))
                .document.screens.first?.root.children.first)
        }
        // Leading 20 and a frame at 20: no insets; the intrinsic height is the frame's. A slider
        // has no intrinsic width (UISlider's intrinsicContentSize.width is
        // UIView.noIntrinsicMetric, -1): the stored width is what its constraints gave it.
        let exact = try slider(storedX: "20", width: "200")
        #expect(exact.properties.alignmentRectInsets == .zero)
        #expect(exact.properties.intrinsicSize == LayoutSize(width: -1, height: 31))
        // Leading 20 and a frame at 18: the usual 2/2/1 insets; the rect is 31 − 1 high.
        let inset = try slider(storedX: "18", width: "204")
        #expect(inset.properties.alignmentRectInsets == LayoutInsets(top: 0, left: 2, bottom: 1, right: 2))
        #expect(inset.properties.intrinsicSize == LayoutSize(width: -1, height: 30))
    }

    @Test("an empty document is clean, as every empty input is")
    func empty() {
        for text in ["", "  \n"] {
            let (document, diagnostics) = InterfaceBuilderReader.read(text)
            #expect(document.screens.isEmpty && diagnostics.isEmpty)
        }
    }

    @Test("pre-2012 archives and macOS and tvOS documents are refused with a reason")
    func refused() {
        let archive = "<archive type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\" version=\"7.10\"><data/></archive>"
        let mac = "<document type=\"com.apple.InterfaceBuilder3.Cocoa.XIB\" version=\"3.0\" targetRuntime=\"MacOSX.Cocoa\"/>"
        let tv = "<document type=\"com.apple.InterfaceBuilder.AppleTV.Storyboard\" version=\"3.0\" targetRuntime=\"AppleTV\"/>"
        for (text, word) in [(archive, "pre-2012"), (mac, "macOS"), (tv, "tvOS")] {
            let (document, diagnostics) = InterfaceBuilderReader.read(text)
            #expect(document.screens.isEmpty)
            #expect(diagnostics.first?.message.contains(word) == true, "\(word)")
        }
    }

    @Test("a collection cell's content view without an id is its cell; a table cell's content view gets cell margins and fills its cell")
    func cells() throws {
        let text = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="14460" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <objects>
                    <collectionViewCell id="cc"><rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                        <view key="contentView"><rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                            <subviews><imageView image="star" translatesAutoresizingMaskIntoConstraints="NO" id="i"><rect key="frame" x="38" y="38" width="24" height="24"/></imageView></subviews>
                        </view>
                        <constraints><constraint firstItem="i" firstAttribute="centerX" secondItem="cc" secondAttribute="centerX" id="k"/></constraints>
                    </collectionViewCell>
                    <tableViewCell id="tc"><rect key="frame" x="0.0" y="0.0" width="414" height="44"/>
                        <tableViewCellContentView key="contentView" tableViewCell="tc" id="tcv"><rect key="frame" x="0.0" y="0.0" width="414" height="43.5"/></tableViewCellContentView>
                    </tableViewCell>
                </objects>
                <resources><image name="star" width="24" height="24"/></resources>
            </document>
            """
        let (document, diagnostics) = InterfaceBuilderReader.read(text)
        #expect(!diagnostics.hasErrors)
        #expect(document.screens.count == 2)
        let cell = try #require(document.screens.first?.root.children.first)
        #expect(cell.children.map(\.source?.id) == ["i"])  // no node for the id-less content view
        #expect(cell.children.first?.properties.intrinsicSize == LayoutSize(width: 24, height: 24))
        let written = document.screens.first?.constraints.filter { $0.origin.syntax == .interfaceBuilder }
        #expect(written?.map(\.description) == ["starImageView.centerX == collectionViewCell_cc.centerX"])
        let contentView = try #require(document.screens.last?.root.children.first?.children.first)
        #expect(contentView.properties.layoutMargins == LayoutInsets(top: 11, left: 20, bottom: 11, right: 20))
        // The cell sizes its content view: pinned to the cell's edges, 0.5 pt above its bottom
        // (the separator of a 44-pt cell whose content view is stored 43.5 tall).
        let pins = document.screens.last?.constraints.filter { $0.firstItem.view == contentView.name }.map(\.description)
        #expect(pins == ["contentView.left == tableViewCell_tc.left", "contentView.right == tableViewCell_tc.right",
                         "contentView.top == tableViewCell_tc.top", "contentView.bottom == tableViewCell_tc.bottom - 0.5"])
        #expect(contentView.properties.frame == nil)
    }
}
