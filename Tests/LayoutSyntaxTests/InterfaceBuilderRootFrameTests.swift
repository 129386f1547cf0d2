import Testing
import LayoutIR
@testable import LayoutSyntax

/// A root view whose stored frame has no positive size (a fuzz find): Xcode never writes one, and
/// it would become the canvas or the design size, which `.layout` refuses.
@Suite("Interface Builder root frames")
struct InterfaceBuilderRootFrameTests {
    private func storyboard(width: String, rootElement: String = "view") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <viewController id="vc1" sceneMemberID="viewController">
                            <\(rootElement) key="view" contentMode="scaleToFill" id="root">
                                <rect key="frame" x="1.0" y="0.0" width="\(width)" height="896"/>
                                <subviews>
                                    <view translatesAutoresizingMaskIntoConstraints="NO" id="box"><rect key="frame" x="20" y="64" width="100" height="20"/></view>
                                </subviews>
                                <constraints>
                                    <constraint firstItem="box" firstAttribute="leading" secondItem="root" secondAttribute="leading" constant="20" id="c1"/>
                                </constraints>
                            </\(rootElement)>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    @Test("fuzz find: a negative or zero root size is a warning at the root, and the printed .layout parses again")
    func nonPositiveRootSize() throws {
        for width in ["-414", "0"] {
            let text = storyboard(width: width)
            let rootLine = text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.contains(#"id="root""#) }.map { $0 + 1 }
            for asDesigned in [false, true] {
                let (document, diagnostics) = InterfaceBuilderReader.read(text, options: InterfaceBuilderOptions(asDesigned: asDesigned))
                #expect(diagnostics.contains { $0.ruleID == .interfaceBuilderValue && $0.severity == .warning && $0.span?.line == rootLine },
                        "\(width): \(diagnostics.map(\.description))")
                #expect(!diagnostics.hasErrors)
                let (_, problems) = LayoutParser.parse(LayoutPrinter.print(document))
                #expect(problems.isEmpty, "\(width), asDesigned \(asDesigned): \(problems.map(\.description))")
            }
        }
    }

    @Test("fuzz find: a controller whose view is a button is laid out as a plain root view, and the printed .layout parses again")
    func controlAsRootView() throws {
        // `.layout` knows a controller's view as a view, scroll view, table or collection view;
        // a control's content size and insets play no part in a view the screen sizes.
        for asDesigned in [false, true] {
            let (document, diagnostics) = InterfaceBuilderReader.read(storyboard(width: "414", rootElement: "button"),
                                                                      options: InterfaceBuilderOptions(asDesigned: asDesigned))
            #expect(!diagnostics.hasErrors)
            let root = try #require(document.screens.first?.root)
            #expect(root.kind == .view && root.properties.intrinsicSize == nil)
            let (_, problems) = LayoutParser.parse(LayoutPrinter.print(document))
            #expect(problems.isEmpty, "asDesigned \(asDesigned): \(problems.map(\.description))")
        }
    }

    @Test("a stored frame that is not four usable numbers is a warning at its <rect>, said once even when the document is read per size class")
    func unreadableFrame() throws {
        // The box varies for regular width, so the root is read once per pair of size classes.
        let text = storyboard(width: "1e999")
            .replacingOccurrences(of: #"<rect key="frame" x="20" y="64" width="100" height="20"/>"#,
                                  with: #"<rect key="frame" x="20" y="64" width="100" height="nan"/><variation key="widthClass=regular"><rect key="frame" x="30" y="64" width="100" height="20"/></variation>"#)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let rootRect = try #require(lines.firstIndex { $0.contains(#"width="1e999""#) }) + 1
        let boxRect = try #require(lines.firstIndex { $0.contains(#"height="nan""#) }) + 1
        let (document, diagnostics) = InterfaceBuilderReader.read(text)
        let warnings = diagnostics.filter { $0.ruleID == .interfaceBuilderValue && $0.message.contains("is not a usable number") }
        #expect(warnings.map { $0.span?.line } == [rootRect, boxRect])
        #expect(warnings.first?.message.contains(#"width="1e999""#) == true)
        #expect(warnings.last?.message.contains(#"height="nan""#) == true)
        #expect(!diagnostics.hasErrors)
        #expect(document.screens.count == 1)
        let (_, problems) = LayoutParser.parse(LayoutPrinter.print(document))
        #expect(problems.isEmpty, "\(problems.map(\.description))")
    }
}

/// Interface Builder's canvases are the catalog's devices: no canvas has numbers of its own.
@Suite struct InterfaceBuilderCanvasCatalogTests {
    @Test func everyCanvasIdNamesACatalogDevice() {
        for (id, name) in IBDesignEnvironment.canvasDevices {
            #expect(DeviceCatalog.standard.device(named: name) != nil, "\(id) -> \(name)")
        }
    }

    /// The 6.1-inch Dynamic Island canvas (`retina6_12`) is the iPhone 15's 393 × 852 with a
    /// 59-pt top and 34-pt bottom inset (Docs/uikit-devices.md), as its catalog entry says.
    @Test func aCanvasTakesItsNumbersFromTheCatalog() throws {
        let name = try #require(IBDesignEnvironment.canvasDevices["retina6_12"])
        let device = try #require(DeviceCatalog.standard.device(named: name))
        #expect(device.portraitSize == LayoutSize(width: 393, height: 852))
        #expect(device.portraitSafeArea.top == 59 && device.portraitSafeArea.bottom == 34)
    }
}

@Suite struct InterfaceBuilderMultiplierTextTests {
    /// The inspector keeps a ratio as typed: `1: 1` is 1, `16 : 9` is 16 ÷ 9.
    @Test func aRatioWithSpacesIsARatio() throws {
        guard case .success(let square) = IBValues.multiplier("1: 1"),
              case .success(let wide) = IBValues.multiplier("16 : 9") else {
            Issue.record("a ratio with spaces was refused")
            return
        }
        #expect(square == 1)
        #expect(abs(wide - 16.0 / 9.0) < 1e-12)
    }
}

/// A view named after a word the `.layout` language keeps for itself (a guide's name, from the
/// view's `key`) gets another name, so the printed screen parses again (a fuzz find).
@Suite struct InterfaceBuilderReservedViewNameTests {
    @Test func aViewKeyedSafeAreaPrintsAndParsesAgain() {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="17701" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES">
                <device id="retina4_7" orientation="portrait"/>
                <scenes><scene sceneID="s1"><objects>
                    <viewController id="vc1" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="root">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <subviews>
                                <label opaque="NO" text="Welcome" translatesAutoresizingMaskIntoConstraints="NO" key="safeArea" id="safe">
                                    <rect key="frame" x="20" y="20" width="100" height="20.5"/>
                                </label>
                            </subviews>
                            <constraints>
                                <constraint firstItem="root" firstAttribute="top" secondItem="safe" secondAttribute="top" constant="20" id="c1"/>
                            </constraints>
                        </view>
                    </viewController>
                </objects></scene></scenes>
            </document>
            """
        let (document, diagnostics) = InterfaceBuilderReader.read(SourceFile(path: "T.storyboard", text: text),
                                                                   options: InterfaceBuilderOptions(asDesigned: false))
        #expect(!diagnostics.hasErrors, "\(diagnostics)")
        let printed = LayoutPrinter.print(document)
        let (_, again) = LayoutParser.parse(printed, path: "printed.layout")
        #expect(!again.hasErrors, "\(printed)\n\(again)")
    }
}
