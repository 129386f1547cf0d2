import Testing
import LayoutEngine
import LayoutIR
@testable import VFLCompiler

/// Interface Builder documents checked on the default devices: each pattern that made vflc
/// report what a designer would not want to hear, once as the false alarm it was (no finding)
/// and once as the real mistake next to it (a finding). The documents are written for these
/// tests; the facts behind each expectation are in Docs/InterfaceBuilder.md.
@Suite("Interface Builder on the default devices")
struct InterfaceBuilderDeviceFindingsTests {
    private func diagnostics(_ text: String, path: String = "T.storyboard") -> [LayoutDiagnostic] {
        LayoutCompiler().compile(SourceFile(path: path, text: text)).diagnostics
    }

    private func finds(_ rule: RuleID, _ view: String, in diagnostics: [LayoutDiagnostic]) -> Bool {
        diagnostics.contains { $0.ruleID == rule && $0.message.contains("'\(view)'") }
    }

    private func frames(_ text: String, path: String, environment: String) throws -> [String: LayoutRect] {
        let compiled = LayoutCompiler().compile(SourceFile(path: path, text: text))
        let solution = try #require(compiled.tables.flatMap(\.solutions).first { $0.environment.name.hasPrefix(environment + " ") })
        var result: [String: LayoutRect] = [:]
        for view in solution.views { if let id = view.sourceID { result[id] = view.frame } }
        return result
    }

    private func environments(_ text: String, path: String = "T.storyboard") -> [String] {
        LayoutCompiler().compile(SourceFile(path: path, text: text)).tables.flatMap(\.solutions).map(\.environment.name)
    }

    /// One scene on a 6.1-inch canvas (Xcode 14+: a 48-pt status bar, 414 × 896).
    private func scene(_ subviews: String, constraints: String, controllerExtras: String = "",
                       controller: String = "viewController", rootElement: String = "view",
                       before: String = "", runtime: String = "iOS.CocoaTouch") -> String {
        """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22154" targetRuntime="\(runtime)" useAutolayout="YES" useSafeAreas="YES">
            <device id="retina6_1" orientation="portrait"/>
            <scenes>
                \(before)
                <scene sceneID="s1"><objects>
                    <\(controller) id="vc" sceneMemberID="viewController">
                        <\(rootElement) key="view" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            \(subviews)
                            <viewLayoutGuide key="safeArea" id="safe"/>
                            <constraints>\(constraints)</constraints>
                        </\(rootElement)>
                        \(controllerExtras)
                    </\(controller)>
                </objects></scene>
            </scenes>
        </document>
        """
    }

    // MARK: - System cell labels

    private func cell(style: String, namedByCell: Bool, labelWidth: Double) -> String {
        """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22154" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <objects>
                <tableViewCell style="\(style)" \(namedByCell ? #"textLabel="t""# : "") id="cell">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="44"/>
                    <autoresizingMask key="autoresizingMask"/>
                    <tableViewCellContentView key="contentView" tableViewCell="cell" id="cv">
                        <rect key="frame" x="0.0" y="0.0" width="414" height="44"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <label text="Clear Tabs and Data" userLabel="title" id="t">
                                <rect key="frame" x="20" y="0.0" width="\(labelWidth)" height="44"/>
                                <autoresizingMask key="autoresizingMask"/>
                            </label>
                        </subviews>
                    </tableViewCellContentView>
                </tableViewCell>
            </objects>
        </document>
        """
    }

    @Test("a default-style cell's title named by the cell spans its row; a plain label with a fixed frame does not")
    func systemCellTitle() throws {
        // UITableViewCell.CellStyle.default: the title runs along the row; drawn 20 in from each
        // side of a 414-pt row, it is 320 − 40 = 280 wide on a 320-pt one.
        let spanning = cell(style: "IBUITableViewCellStyleDefault", namedByCell: true, labelWidth: 374)
        #expect(try frames(spanning, path: "C.xib", environment: "iPhoneSEWidth")["t"] == LayoutRect(x: 20, y: 0, width: 280, height: 44))
        #expect(!finds(.viewOutsideSuperview, "title", in: diagnostics(spanning, path: "C.xib")))
        // An ordinary subview keeps its autoresizing frame (empty mask: fixed origin and size):
        // 20 + 374 = 394 runs 74 pt past a 320-pt row.
        let fixed = cell(style: "IBUITableViewCellStyleDefault", namedByCell: false, labelWidth: 374)
        #expect(finds(.viewOutsideSuperview, "title", in: diagnostics(fixed, path: "C.xib")))
    }

    @Test("a subtitle-style title keeps its text width where it fits and is cut to the row where it does not")
    func systemCellSubtitle() throws {
        // .subtitle: labels sized to their text along the left side, never past the row.
        let short = cell(style: "IBUITableViewCellStyleSubtitle", namedByCell: true, labelWidth: 60)
        #expect(try frames(short, path: "C.xib", environment: "iPhoneSEWidth")["t"] == LayoutRect(x: 20, y: 0, width: 60, height: 44))
        let long = cell(style: "IBUITableViewCellStyleSubtitle", namedByCell: true, labelWidth: 374)
        #expect(try frames(long, path: "C.xib", environment: "iPhoneSEWidth")["t"]?.width == 280)
        #expect(!finds(.viewOutsideSuperview, "title", in: diagnostics(long, path: "C.xib")))
        #expect(!finds(.nonPositiveSize, "title", in: diagnostics(short, path: "C.xib")))
    }

    @Test("a value1 detail keeps its distance from the trailing edge")
    func systemCellValue1Detail() throws {
        let text = cell(style: "IBUITableViewCellStyleValue1", namedByCell: false, labelWidth: 44)
            .replacingOccurrences(of: #"id="cell""#, with: #"detailTextLabel="t" id="cell""#)
            .replacingOccurrences(of: #"x="20" y="0.0""#, with: #"x="350" y="0.0""#)
        // .value1: the detail is right-aligned on the right side: drawn 414 − 394 = 20 from the
        // trailing edge, it ends at 320 − 20 = 300 on a 320-pt row, 44 wide.
        #expect(try frames(text, path: "C.xib", environment: "iPhoneSEWidth")["t"] == LayoutRect(x: 256, y: 0, width: 44, height: 44))
    }

    // MARK: - Overflow the design already shows

    private func card(badgeWidth: Double) -> String {
        """
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22154" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <objects>
                <view id="top"><rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
                    <subviews>
                        <view translatesAutoresizingMaskIntoConstraints="NO" userLabel="card" id="card"><rect key="frame" x="20" y="20" width="335" height="60"/>
                            <subviews>
                                <view translatesAutoresizingMaskIntoConstraints="NO" userLabel="border" id="border"><rect key="frame" x="-4" y="-4" width="343" height="68"/></view>
                                <view translatesAutoresizingMaskIntoConstraints="NO" userLabel="badge" id="badge"><rect key="frame" x="0.0" y="0.0" width="\(badgeWidth)" height="20"/></view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="border" firstAttribute="leading" secondItem="card" secondAttribute="leading" constant="-4" id="b1"/>
                                <constraint firstItem="card" firstAttribute="trailing" secondItem="border" secondAttribute="trailing" constant="-4" id="b2"/>
                                <constraint firstItem="border" firstAttribute="top" secondItem="card" secondAttribute="top" constant="-4" id="b3"/>
                                <constraint firstItem="card" firstAttribute="bottom" secondItem="border" secondAttribute="bottom" constant="-4" id="b4"/>
                                <constraint firstItem="badge" firstAttribute="leading" secondItem="card" secondAttribute="leading" id="d1"/>
                                <constraint firstItem="badge" firstAttribute="top" secondItem="card" secondAttribute="top" id="d2"/>
                                <constraint firstItem="badge" firstAttribute="width" constant="\(badgeWidth)" id="d3"/>
                                <constraint firstItem="badge" firstAttribute="height" constant="20" id="d4"/>
                            </constraints>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="card" firstAttribute="leading" secondItem="top" secondAttribute="leading" constant="20" id="c1"/>
                        <constraint firstItem="top" firstAttribute="trailing" secondItem="card" secondAttribute="trailing" constant="20" id="c2"/>
                        <constraint firstItem="card" firstAttribute="top" secondItem="top" secondAttribute="top" constant="20" id="c3"/>
                        <constraint firstItem="card" firstAttribute="height" constant="60" id="c4"/>
                    </constraints>
                </view>
            </objects>
        </document>
        """
    }

    @Test("a border drawn 4 pt outside its card is the design; a badge pushed past a narrower card is not")
    func designedOverflow() {
        // The card is 20 in from each side: 280 wide on a 320-pt width. The border overflows it by
        // 4 on every side there as on the canvas; a 300-pt badge fits the 335-pt card as drawn
        // and runs 20 pt past the 280-pt one.
        let found = diagnostics(card(badgeWidth: 300), path: "Card.xib")
        #expect(!finds(.viewOutsideSuperview, "border", in: found))
        #expect(finds(.viewOutsideSuperview, "badge", in: found))
        #expect(!finds(.viewOutsideSuperview, "badge", in: diagnostics(card(badgeWidth: 200), path: "Card.xib")))
    }

    // MARK: - Zero sizes

    @Test("a height constraint of 0 and a label with no text are deliberate; edges in the wrong order are not")
    func deliberateZero() {
        let text = scene("""
            <subviews>
                <view translatesAutoresizingMaskIntoConstraints="NO" userLabel="banner" id="banner"><rect key="frame" x="0.0" y="48" width="414" height="10"/></view>
                <view translatesAutoresizingMaskIntoConstraints="NO" userLabel="gap" id="gap"><rect key="frame" x="0.0" y="100" width="414" height="10"/></view>
            </subviews>
            """, constraints: """
            <constraint firstItem="banner" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c1"/>
            <constraint firstItem="banner" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
            <constraint firstItem="banner" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="c3"/>
            <constraint firstItem="banner" firstAttribute="height" id="c4"/>
            <constraint firstItem="gap" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c5"/>
            <constraint firstItem="gap" firstAttribute="bottom" secondItem="root" secondAttribute="top" constant="90" id="c6"/>
            <constraint firstItem="gap" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c7"/>
            <constraint firstItem="gap" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="c8"/>
            """)
        let found = diagnostics(text)
        #expect(!finds(.nonPositiveSize, "banner", in: found))
        // Top at 100, bottom at 90: −10 tall on every device.
        #expect(finds(.nonPositiveSize, "gap", in: found))
    }

    @Test("labels of an Xcode 8 document without frames measure their text; one without text measures nothing")
    func framelessLabels() throws {
        let text = """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="11184" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
                <scenes><scene sceneID="s1"><objects>
                    <viewController id="vc" sceneMemberID="viewController">
                        <view key="view" id="root"><rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <subviews>
                                <label text="Hello" translatesAutoresizingMaskIntoConstraints="NO" userLabel="hello" id="hello"/>
                                <label translatesAutoresizingMaskIntoConstraints="NO" userLabel="rate" id="rate"/>
                            </subviews>
                            <constraints>
                                <constraint firstItem="hello" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c1"/>
                                <constraint firstItem="hello" firstAttribute="top" secondItem="root" secondAttribute="top" constant="40" id="c2"/>
                                <constraint firstItem="rate" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="16" id="c3"/>
                                <constraint firstItem="rate" firstAttribute="top" secondItem="hello" secondAttribute="bottom" constant="8" id="c4"/>
                            </constraints>
                        </view>
                    </viewController>
                </objects></scene></scenes>
            </document>
            """
        // "Hello": H 11 + e 9 + l 5 + l 5 + o 9 = 39 units × 1.1 = 42.9 → 43 wide; one 17-pt line
        // is 17 × 1.2 = 20.4 → 20.5 tall (Docs/InterfaceBuilder.md, "Text outside the design environment").
        let solved = try frames(text, path: "Old.storyboard", environment: "iPhoneSE")
        #expect(solved["hello"] == LayoutRect(x: 16, y: 40, width: 43, height: 20.5))
        #expect(solved["rate"]?.width == 0)
        let found = diagnostics(text, path: "Old.storyboard")
        #expect(!finds(.nonPositiveSize, "hello", in: found))
        #expect(!finds(.nonPositiveSize, "rate", in: found))
    }

    // MARK: - Bars and the safe area

    private let header = """
        <subviews>
            <view translatesAutoresizingMaskIntoConstraints="NO" userLabel="header" id="header"><rect key="frame" x="0.0" y="0.0" width="414" height="100"/></view>
            <label text="Title" translatesAutoresizingMaskIntoConstraints="NO" userLabel="title" id="title"><rect key="frame" x="20" y="TITLE_Y" width="60" height="21"/></label>
        </subviews>
        """
    private let headerConstraints = """
        <constraint firstItem="header" firstAttribute="top" secondItem="root" secondAttribute="top" id="c1"/>
        <constraint firstItem="header" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
        <constraint firstItem="header" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="c3"/>
        <constraint firstItem="header" firstAttribute="height" constant="100" id="c4"/>
        <constraint firstItem="title" firstAttribute="top" secondItem="safe" secondAttribute="top" id="c5"/>
        <constraint firstItem="title" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c6"/>
        """

    @Test("a navigation item without a drawn bar: the safe area pinned at the status bar's 48 says there was none")
    func navigationItemWithoutBar() {
        let navigationItem = #"<navigationItem key="navigationItem" id="ni"/>"#
        // A 6.1-inch canvas of Xcode 14+ has a 48-pt status bar; with a navigation bar drawn the
        // safe area starts 44 lower, at 92.
        let noBar = scene(header.replacingOccurrences(of: "TITLE_Y", with: "48"), constraints: headerConstraints,
                          controllerExtras: navigationItem)
        #expect(!finds(.outsideSafeArea, "header", in: diagnostics(noBar)))
        let withBar = scene(header.replacingOccurrences(of: "TITLE_Y", with: "92"), constraints: headerConstraints,
                            controllerExtras: navigationItem)
        #expect(finds(.outsideSafeArea, "header", in: diagnostics(withBar)))
    }

    @Test("a scene in a navigation controller that hides its bar shows none")
    func hiddenNavigationBar() {
        func navigation(_ hidden: Bool) -> String {
            """
            <scene sceneID="n1"><objects>
                <navigationController \(hidden ? #"navigationBarHidden="YES""# : "") id="nav" sceneMemberID="viewController">
                    <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar"><rect key="frame" x="0.0" y="48" width="414" height="44"/><autoresizingMask key="autoresizingMask"/></navigationBar>
                    <connections><segue destination="vc" kind="relationship" relationship="rootViewController" id="r1"/></connections>
                </navigationController>
            </objects></scene>
            """
        }
        // No title pinned to the safe area: nothing in the frames tells whether a bar was drawn.
        let subviews = header.replacingOccurrences(of: "TITLE_Y", with: "120")
        let constraints = headerConstraints.replacingOccurrences(of: #"secondItem="safe" secondAttribute="top""#,
                                                                  with: #"secondItem="root" secondAttribute="top" constant="120""#)
        let extras = #"<navigationItem key="navigationItem" id="ni"/>"#
        #expect(!finds(.outsideSafeArea, "header", in: diagnostics(scene(subviews, constraints: constraints, controllerExtras: extras,
                                                                         before: navigation(true)))))
        #expect(finds(.outsideSafeArea, "header", in: diagnostics(scene(subviews, constraints: constraints, controllerExtras: extras,
                                                                        before: navigation(false)))))
    }

    @Test("a scene that simulates no status bar is laid out without one: the safe area starts at the top of a home-button phone")
    func noStatusBar() throws {
        let noStatusBar = #"<nil key="simulatedStatusBarMetrics"/>"#
        // 'badge' sits 20 pt below the root's top: a status bar's height only where one shows.
        let subviews = header.replacingOccurrences(of: "TITLE_Y", with: "48")
            .replacingOccurrences(of: "</subviews>", with: #"<view translatesAutoresizingMaskIntoConstraints="NO" userLabel="badge" id="badge"><rect key="frame" x="300" y="20" width="40" height="40"/></view></subviews>"#)
        let constraints = headerConstraints + """
            <constraint firstItem="badge" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="b1"/>
            <constraint firstItem="badge" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="300" id="b2"/>
            <constraint firstItem="badge" firstAttribute="width" constant="40" id="b3"/>
            <constraint firstItem="badge" firstAttribute="height" constant="40" id="b4"/>
            """
        let hidden = scene(subviews, constraints: constraints, controllerExtras: noStatusBar)
        let shown = scene(subviews, constraints: constraints)
        // The iPhone SE's status bar is 20 pt and it has no other top inset (Docs/UIKit.md).
        #expect(try frames(hidden, path: "T.storyboard", environment: "iPhoneSE portrait")["title"]?.y == 0)
        #expect(try frames(shown, path: "T.storyboard", environment: "iPhoneSE portrait")["title"]?.y == 20)
        #expect(!finds(.barHeightConstant, "badge", in: diagnostics(hidden)))
        #expect(finds(.barHeightConstant, "badge", in: diagnostics(shown)))
    }

    @Test("on a home-button canvas the stored frames say whether Interface Builder drew the status bar the scene says it hides",
          arguments: [(0.0, 0.0), (20, 20)])
    func noStatusBarAgainstTheDrawing(drawnTitleY: Double, expectedY: Double) throws {
        // A 4.7-inch canvas has a 20-pt status bar; a title pinned to the safe area's top and
        // stored at y 0 shows none was drawn, at 20 that one was (Xcode 16 keeps the key).
        let subviews = header.replacingOccurrences(of: "TITLE_Y", with: String(drawnTitleY))
        let text = scene(subviews, constraints: headerConstraints, controllerExtras: #"<nil key="simulatedStatusBarMetrics"/>"#)
            .replacingOccurrences(of: "retina6_1", with: "retina4_7")
            .replacingOccurrences(of: #"width="414" height="896""#, with: #"width="375" height="667""#)
        #expect(try frames(text, path: "T.storyboard", environment: "iPhoneSE portrait")["title"]?.y == expectedY)
    }

    @Test("a table view controller's cells are scroll content; a label pinned under the bar is not")
    func tableControllerCells() {
        let bar = #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#
        let table = scene("""
            <sections><tableViewSection id="sec"><cells>
                <tableViewCell userLabel="row" id="row"><rect key="frame" x="0.0" y="0.0" width="414" height="44"/><autoresizingMask key="autoresizingMask"/>
                    <tableViewCellContentView key="contentView" tableViewCell="row" id="rowContent"><rect key="frame" x="0.0" y="0.0" width="414" height="44"/><autoresizingMask key="autoresizingMask"/></tableViewCellContentView>
                </tableViewCell>
            </cells></tableViewSection></sections>
            """, constraints: "", controllerExtras: bar, controller: "tableViewController", rootElement: "tableView")
        #expect(!finds(.outsideSafeArea, "row", in: diagnostics(table)))
        let plain = scene(header.replacingOccurrences(of: "TITLE_Y", with: "92"), constraints: headerConstraints, controllerExtras: bar)
        #expect(finds(.outsideSafeArea, "header", in: diagnostics(plain)))
    }

    @Test("a backdrop over the whole screen is checked through its content")
    func backdrop() {
        func document(captionTop: Double) -> String {
            scene("""
                <subviews>
                    <view translatesAutoresizingMaskIntoConstraints="NO" userLabel="backdrop" id="backdrop"><rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                        <subviews>
                            <view translatesAutoresizingMaskIntoConstraints="NO" userLabel="caption" id="caption"><rect key="frame" x="20" y="\(captionTop)" width="100" height="20"/></view>
                        </subviews>
                    </view>
                </subviews>
                """, constraints: """
                <constraint firstItem="backdrop" firstAttribute="top" secondItem="root" secondAttribute="top" id="c1"/>
                <constraint firstItem="backdrop" firstAttribute="bottom" secondItem="root" secondAttribute="bottom" id="c2"/>
                <constraint firstItem="backdrop" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c3"/>
                <constraint firstItem="backdrop" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="c4"/>
                <constraint firstItem="caption" firstAttribute="top" secondItem="backdrop" secondAttribute="top" constant="\(captionTop)" id="c5"/>
                <constraint firstItem="caption" firstAttribute="leading" secondItem="backdrop" secondAttribute="leading" constant="20" id="c6"/>
                <constraint firstItem="caption" firstAttribute="width" constant="100" id="c7"/>
                <constraint firstItem="caption" firstAttribute="height" constant="20" id="c8"/>
                """, controllerExtras: #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#)
        }
        // Under a translucent bar the safe area starts at 64 on the iPhone SE and 97.67 on the
        // iPhone 15 (status bar 53.67 + 44): a caption at 400 is clear of it, one at 10 is not.
        let clear = diagnostics(document(captionTop: 400))
        #expect(!finds(.outsideSafeArea, "backdrop", in: clear))
        #expect(!finds(.outsideSafeArea, "caption", in: clear))
        #expect(finds(.outsideSafeArea, "caption", in: diagnostics(document(captionTop: 10))))
    }

    // MARK: - Which devices

    @Test("an iPad-only document is laid out on the iPad alone, in the orientation it was drawn")
    func padOnly() {
        let text = scene("", constraints: "", runtime: "iOS.CocoaTouch.iPad")
        #expect(environments(text) == ["iPadAir portrait ltr"])
        #expect(environments(scene("", constraints: "")).contains { $0.hasPrefix("iPhoneSE ") })
        let landscape = text.replacingOccurrences(of: #"<device id="retina6_1" orientation="portrait"/>"#,
                                                  with: #"<device id="ipad9_7" orientation="landscape"/>"#)
            .replacingOccurrences(of: #"width="414" height="896""#, with: #"width="1024" height="768""#)
        #expect(environments(landscape) == ["iPadAir landscape ltr"])
    }

    @Test("a free-standing view beside an iPad-only scene's controller is placed by code: laid out at the iPad's width, its stored frames are not 'misplaced'")
    func freeStandingSceneView() throws {
        // The extra view is a top-level object of the scene, not the controller's view: code
        // places it (an empty-state overlay), so it takes the width it is given. A 294-pt label
        // centred in the 768-pt view it was drawn in is stored at (768 − 294) / 2 = 237; at the
        // iPad Air's 820 pt it is at (820 − 294) / 2 = 263, which is no fault of the document.
        let overlay = """
            <view id="overlay"><rect key="frame" x="0.0" y="0.0" width="768" height="1004"/>
                <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                <subviews><label text="Nothing yet" translatesAutoresizingMaskIntoConstraints="NO" id="message"><rect key="frame" x="237" y="408" width="294" height="70"/>
                    <constraints><constraint firstAttribute="width" constant="294" id="mw"/><constraint firstAttribute="height" constant="70" id="mh"/></constraints></label></subviews>
                <constraints>
                    <constraint firstItem="message" firstAttribute="centerX" secondItem="overlay" secondAttribute="centerX" id="mx"/>
                    <constraint firstItem="message" firstAttribute="top" secondItem="overlay" secondAttribute="top" constant="408" id="my"/>
                </constraints>
            </view>
            """
        let text = scene("", constraints: "", runtime: "iOS.CocoaTouch.iPad")
            .replacingOccurrences(of: "</viewController>\n", with: "</viewController>\n" + overlay + "\n")
        #expect(text.contains("id=\"overlay\""))
        let found = diagnostics(text)
        #expect(!found.contains { $0.ruleID == .misplacedView })
        let laidOut = try frames(text, path: "T.storyboard", environment: "iPadAirWidth portrait")
        #expect(laidOut["message"]?.x == 263)
        // As designed the stored frames are the canvas's and match: (768 − 294) / 2 = 237.
        let designed = LayoutCompiler(frontEnds: DocumentInput.registry(asDesigned: true))
            .compile(SourceFile(path: "T.storyboard", text: text))
        #expect(!designed.diagnostics.contains { $0.ruleID == .misplacedView })
    }

    @Test("a scene drawn at a form-sheet size is laid out at that size, not on each phone; a full-width one on each phone")
    func freeformScene() {
        // IB draws a scene at its canvas device's size (414 × 896 here) unless its size comes
        // from elsewhere: a freeform size, or the container it is embedded in (then it is drawn
        // at that size without the freeform element).
        func document(freeform: Bool, width: Double = 540) -> String {
            """
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22154" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                <device id="retina6_1" orientation="portrait"/>
                <scenes><scene sceneID="s1"><objects>
                    <viewController id="vc" sceneMemberID="viewController">
                        <view key="view" id="root"><rect key="frame" x="0.0" y="0.0" width="\(width)" height="620"/>
                            <subviews><view translatesAutoresizingMaskIntoConstraints="NO" userLabel="form" id="form"><rect key="frame" x="20" y="20" width="500" height="580"/></view></subviews>
                            <constraints>
                                <constraint firstItem="form" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                                <constraint firstItem="form" firstAttribute="top" secondItem="root" secondAttribute="top" constant="20" id="c2"/>
                                <constraint firstItem="form" firstAttribute="width" constant="500" id="c3"/>
                                <constraint firstItem="form" firstAttribute="height" constant="580" id="c4"/>
                            </constraints>
                        </view>
                        \(freeform ? #"<freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/><size key="freeformSize" width="540" height="620"/>"# : "")
                    </viewController>
                </objects></scene></scenes>
            </document>
            """
        }
        #expect(environments(document(freeform: true)) == ["freeform portrait ltr"])
        #expect(!finds(.viewOutsideSuperview, "form", in: diagnostics(document(freeform: true))))
        #expect(!diagnostics(document(freeform: true)).contains { $0.ruleID == .misplacedView })
        #expect(environments(document(freeform: false)) == ["freeform portrait ltr"])
        // As wide as the canvas, it is a whole screen: 20 + 500 runs past a 320-pt iPhone SE.
        let screen = document(freeform: false, width: 414)
        #expect(environments(screen).contains { $0.hasPrefix("iPhoneSE ") })
        #expect(finds(.viewOutsideSuperview, "form", in: diagnostics(screen)))
    }

    // MARK: - Estimated text

    @Test("a finding that rests on an estimated text width says so; one beside it that does not, does not")
    func estimateNote() throws {
        let text = scene("""
            <subviews>
                <label text="Hi" translatesAutoresizingMaskIntoConstraints="NO" userLabel="name" id="name"><rect key="frame" x="20" y="100" width="100" height="21"/></label>
                <view translatesAutoresizingMaskIntoConstraints="NO" userLabel="tag" id="tag"><rect key="frame" x="128" y="100" width="280" height="21"/></view>
                <view translatesAutoresizingMaskIntoConstraints="NO" userLabel="box" id="box"><rect key="frame" x="20" y="200" width="374" height="21"/></view>
            </subviews>
            """, constraints: """
            <constraint firstItem="name" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
            <constraint firstItem="name" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c2"/>
            <constraint firstItem="tag" firstAttribute="leading" secondItem="name" secondAttribute="trailing" constant="8" id="c3"/>
            <constraint firstItem="tag" firstAttribute="top" secondItem="root" secondAttribute="top" constant="100" id="c4"/>
            <constraint firstItem="tag" firstAttribute="width" constant="280" id="c5"/>
            <constraint firstItem="tag" firstAttribute="height" constant="21" id="c6"/>
            <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c7"/>
            <constraint firstItem="box" firstAttribute="top" secondItem="root" secondAttribute="top" constant="200" id="c8"/>
            <constraint firstItem="box" firstAttribute="width" constant="374" id="c9"/>
            <constraint firstItem="box" firstAttribute="height" constant="21" id="c10"/>
            """)
        // "Hi" (H 11 + i 5 = 16 units × 1.1 → 18) is narrower than the 100 pt stored: the label's
        // width is the estimate, so the tag pinned 8 after it ends at 20 + 18 + 8 + 280 = 326,
        // past a 320-pt iPhone SE, on the strength of that estimate. The box (20 + 374) is past
        // it whatever the text.
        let found = diagnostics(text)
        let tag = try #require(found.first { $0.ruleID == .viewOutsideSuperview && $0.message.contains("'tag'") })
        #expect(tag.notes.contains { $0.message.contains("estimated") })
        let box = try #require(found.first { $0.ruleID == .viewOutsideSuperview && $0.message.contains("'box'") })
        #expect(!box.notes.contains { $0.message.contains("estimated") })
    }

    @Test("a container view hands the covered part to its child controller; a view inside a collapsed box is the box's finding")
    func containerAndCollapsedBox() {
        func document(element: String) -> String {
            scene("""
                <subviews>
                    <\(element) translatesAutoresizingMaskIntoConstraints="NO" userLabel="holder" id="holder"><rect key="frame" x="0.0" y="0.0" width="414" height="896"/></\(element)>
                    <view translatesAutoresizingMaskIntoConstraints="NO" userLabel="shut" id="shut"><rect key="frame" x="0.0" y="200" width="414" height="20"/>
                        <subviews>
                            <view translatesAutoresizingMaskIntoConstraints="NO" userLabel="inner" id="inner"><rect key="frame" x="0.0" y="0.0" width="414" height="20"/></view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="inner" firstAttribute="leading" secondItem="shut" secondAttribute="leading" id="i1"/>
                            <constraint firstItem="inner" firstAttribute="trailing" secondItem="shut" secondAttribute="trailing" id="i2"/>
                            <constraint firstItem="inner" firstAttribute="top" secondItem="shut" secondAttribute="top" id="i3"/>
                            <constraint firstItem="inner" firstAttribute="bottom" secondItem="shut" secondAttribute="bottom" id="i4"/>
                        </constraints>
                    </view>
                </subviews>
                """, constraints: """
                <constraint firstItem="holder" firstAttribute="top" secondItem="root" secondAttribute="top" id="c1"/>
                <constraint firstItem="holder" firstAttribute="bottom" secondItem="root" secondAttribute="bottom" constant="-100" id="c2"/>
                <constraint firstItem="holder" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c3"/>
                <constraint firstItem="holder" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="c4"/>
                <constraint firstItem="shut" firstAttribute="top" secondItem="root" secondAttribute="top" constant="200" id="c5"/>
                <constraint firstItem="shut" firstAttribute="bottom" secondItem="root" secondAttribute="top" constant="180" id="c6"/>
                <constraint firstItem="shut" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c7"/>
                <constraint firstItem="shut" firstAttribute="trailing" secondItem="root" secondAttribute="trailing" id="c8"/>
                """, controllerExtras: #"<simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"/>"#)
        }
        // The holder runs from the top of the screen to 100 above its bottom: under the bar, and
        // not a backdrop (it stops short of the bottom). A container view's child controller gets
        // the covered part as its safe area (UIView.safeAreaInsets); a plain view is reported.
        #expect(!finds(.outsideSafeArea, "holder", in: diagnostics(document(element: "containerView"))))
        #expect(finds(.outsideSafeArea, "holder", in: diagnostics(document(element: "view"))))
        // 'shut' is −20 tall (top 200, bottom 180); 'inner' fills it and is −20 tall with it.
        let found = diagnostics(document(element: "view"))
        #expect(finds(.nonPositiveSize, "shut", in: found))
        #expect(!finds(.nonPositiveSize, "inner", in: found))
    }
}
